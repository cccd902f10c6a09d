// Package hostlinear gives the linear items of loop constructs that gcc
// compiles on the host the values OpenMP 5.2 and clang-19 give them
// (docs/loops.md#lastprivate-and-linear).
//
// gcc 12 sets a thread's copy of a `linear(x: s)` item only where the
// thread's chunk of iterations begins, from the logical iteration
// there: an item the body does not step keeps that value through the
// chunk, and the copy the last iteration leaves differs. OpenMP gives
// the copy, at the start of logical iteration k, the original's value
// plus k times the step. The host text therefore reads the originals
// before the construct and assigns each copy its value at the start of
// every iteration from the loop's indices (Code, Iteration); gcc's own
// clause still makes the copies and writes back the last iteration's.
// The host fallbacks of target regions print their constructs so
// (package nested), and so do the host's own constructs outside target
// regions (Rewrite).
package hostlinear

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// Item is one linear item: its name, its step (a C integer constant,
// "2LL"), and whether it is a pointer, whose step counts elements.
type Item struct {
	Name, Step string
	Pointer    bool
}

// Orig names the variable that holds item name's original value.
func Orig(name string) string { return "__omp_fl_" + name }

// Iteration is the C expression (long long) of the logical iteration
// that the current values of the nest's indices stand for; trips are
// the names of the trip counts of levels 1 on (of a collapsed nest,
// declared before the construct), none for one level.
func Iteration(levels []*loops.Model, trips []string) string {
	k := ""
	for l, m := range levels {
		kl := fmt.Sprintf("(((long long)(%s) - (long long)(%s)) / (long long)(%s))", m.Index, m.Lower, m.Step)
		if m.Kind == loops.Pointer {
			kl = fmt.Sprintf("((long long)((%s) - (%s)) / (long long)(%s))", m.Index, m.Lower, m.Step)
		}
		if l == 0 {
			k = kl
			continue
		}
		k = fmt.Sprintf("(%s * (long long)%s + %s)", k, trips[l-1], kl)
	}
	return k
}

// Code returns decl, which declares the items' original values (before
// the construct, read by each thread that meets it), and set, which
// gives each item its value at logical iteration k.
func Code(items []Item, k string) (decl, set string) {
	var d, s strings.Builder
	for _, it := range items {
		n, orig := it.Name, Orig(it.Name)
		fmt.Fprintf(&d, "const __typeof__(%s) %s = %s; ", n, orig, n)
		if it.Pointer {
			// Pointer arithmetic scales the step by the element size.
			fmt.Fprintf(&s, "%s = %s + %s * (long long)(%s); ", n, orig, k, it.Step)
			continue
		}
		// In unsigned arithmetic: no signed overflow, C's wrap-around.
		fmt.Fprintf(&s, "%s = (__typeof__(%s))((unsigned long long)%s + (unsigned long long)%s * (unsigned long long)(%s)); ", n, n, orig, k, it.Step)
	}
	return d.String(), s.String()
}

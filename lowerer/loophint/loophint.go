// Package loophint spells a user's loop pragma other than OpenMP's (an
// unroll hint) as the hint the device code gives nvcc at the same loop
// (docs/device-code.md#the-users-loop-pragmas). nvcc 11.8 takes `#pragma
// unroll` and `#pragma unroll N` in device code and warns about the
// others, so each form is translated into that one; a hint never changes
// what a loop computes.
package loophint

import (
	"fmt"
	"math"
	"strings"
)

// Eval evaluates an integer constant expression given as its words
// (macros of the unit included).
type Eval func(expr string) (int64, bool)

// Device returns the device code's hint for the pragma of words toks
// (after `#pragma`) placed at a loop: "OMP_DEV_UNROLL(n)", or
// "OMP_DEV_UNROLL()" to unroll the loop fully; "" for a pragma that is
// no unroll hint, that nvcc has no equivalent of (`clang loop
// unroll(enable)`, nvcc's default) or that is malformed (clang-19
// rejects those).
func Device(toks []string, eval Eval) string {
	var w []string
	for _, t := range toks {
		if t = strings.TrimSpace(t); t != "" {
			w = append(w, t)
		}
	}
	switch {
	case len(w) == 1 && w[0] == "unroll":
		return full
	case len(w) > 1 && w[0] == "unroll":
		return count(w[1:], eval, false)
	case len(w) == 1 && w[0] == "nounroll":
		return unroll(1)
	case len(w) > 2 && w[0] == "GCC" && w[1] == "unroll":
		return count(w[2:], eval, true)
	case len(w) > 2 && w[0] == "clang" && w[1] == "loop":
		return clangLoop(w[2:], eval)
	}
	return ""
}

// full is the hint to unroll a loop fully (nvcc does when it knows the
// trip count).
const full = "OMP_DEV_UNROLL()"

func unroll(n int64) string { return fmt.Sprintf("OMP_DEV_UNROLL(%d)", n) }

// count is the hint of an unroll count written as expr: a positive
// constant; GCC's form also takes 0, which blocks unrolling as 1 does.
func count(expr []string, eval Eval, gcc bool) string {
	n, ok := eval(strings.Join(expr, " "))
	switch {
	case !ok || n > math.MaxInt32 || n < 0 || (n == 0 && !gcc):
		return ""
	case n == 0:
		n = 1
	}
	return unroll(n)
}

// clangLoop is the hint of `#pragma clang loop` options opt(arg) ...:
// unroll(disable), unroll(full) and unroll_count(n); the options of
// other transformations (vectorize, interleave, ...) have no device
// counterpart.
func clangLoop(w []string, eval Eval) string {
	hint := ""
	for i := 0; i < len(w); {
		if i+1 >= len(w) || w[i+1] != "(" {
			return ""
		}
		name, depth, j := w[i], 0, i+1
		for ; j < len(w); j++ {
			if w[j] == "(" {
				depth++
			} else if w[j] == ")" {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		if j == len(w) {
			return ""
		}
		arg := w[i+2 : j]
		switch {
		case name == "unroll" && len(arg) == 1 && arg[0] == "disable":
			hint = unroll(1)
		case name == "unroll" && len(arg) == 1 && arg[0] == "full":
			hint = full
		case name == "unroll_count" && len(arg) > 0:
			hint = count(arg, eval, false)
		}
		i = j + 1
	}
	return hint
}

// MaxGCCUnroll is the largest count gcc takes in `#pragma GCC unroll`
// (it refuses 65535 and more).
const MaxGCCUnroll = 65534

// Host returns the line the host compile gets for the pragma of words
// toks, when it must differ from the one written: gcc does not expand
// macros in `#pragma GCC unroll` and refuses a count it cannot read as
// a constant, which clang takes expanded (`#pragma GCC unroll U` with
// `#define U 4`). A count that names an identifier and evaluates to a
// constant of at least 0 is written out then, at most MaxGCCUnroll (a
// hint: a count above that unrolls as far as gcc goes). Anything else
// stays as written ("", false), as does a count gcc reads itself.
func Host(toks []string, eval Eval) (string, bool) {
	var w []string
	for _, t := range toks {
		if t = strings.TrimSpace(t); t != "" {
			w = append(w, t)
		}
	}
	if len(w) < 3 || w[0] != "GCC" || w[1] != "unroll" {
		return "", false
	}
	named := false
	for _, t := range w[2:] {
		if c := t[0]; c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			named = true
		}
	}
	n, ok := eval(strings.Join(w[2:], " "))
	if !named || !ok || n < 0 {
		return "", false
	}
	if n > MaxGCCUnroll {
		n = MaxGCCUnroll
	}
	return fmt.Sprintf("#pragma GCC unroll %d", n), true
}

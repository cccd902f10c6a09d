package loops

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
)

// HostNormal is a loop nest written for the host compiler over normalized
// counters: level k runs __omp_niv<tag>_k from 0 to its trip count, and
// the body recomputes the user's index variables from the counters. The
// host compiler then never sees the user's test: gcc's loop constructs
// turn `i >= INT_MIN` into `i > INT_MIN - 1` (which overflows) and compare
// an int index with an unsigned bound as int, where the trip count
// computed here is C's, in the type the test compares in (Model.Trip).
type HostNormal struct {
	// Decls declare the levels' bounds, steps and trip counts, evaluated
	// once, before the construct.
	Decls string
	// Headers are the levels' for headers, outermost first; Counters
	// and Trips name their counters and trip counts.
	Headers, Counters, Trips []string
	// Prologue declares the index variables at the start of the
	// innermost body (each shadows a variable declared outside).
	Prologue string
	// Read are the declared names the construct reads (trip counts,
	// lower bounds, steps): a construct with default(none) lists them.
	Read []string
	// Next and Final are each level's index value one step after the
	// current iteration and one step after the last iteration (the
	// value the index has after the loop in C).
	Next, Final []string
}

// NeedsHostNormal: some level of n has a test the host compiler's loop
// construct may compute otherwise than C (an inclusive bound, which gcc
// moves by one and may overflow, a comparison in another type than the
// index's, or a signed index whose bounds' difference gcc computes in the
// index's type where it may overflow: always for an index narrower than
// int, or an unsigned index counting down by more than 1, whose last
// iteration gcc's lastprivate misses where the step past the bound
// wraps), and every level has an integer index.
func (n *Nest) NeedsHostNormal() bool {
	need := false
	for _, m := range n.Levels {
		if m.Kind == Pointer {
			return false
		}
		need = need || m.Inclusive || m.Compare != "" || m.Narrow || m.Kind == Signed && !m.differenceFits() || m.Kind == Unsigned && !m.upOrUnit() || m.neverRuns()
	}
	return need
}

// neverRuns: unsigned level m counts up to a literal 0 (`i < 0u`), a
// test gcc folds to false and then refuses as the loop construct's
// ("invalid controlling predicate"); clang takes it, as C runs no
// iteration. Over normalized counters gcc sees a trip count of 0.
func (m *Model) neverRuns() bool {
	if m.Kind != Unsigned || m.Op != "<" {
		return false
	}
	ub, ok := literal(strings.TrimRight(strings.TrimSpace(strings.Trim(strings.TrimSpace(m.Upper), "()")), "uUlL"))
	return ok && ub.Sign() == 0
}

// WalkMayWrap: the loop as written may step past its last logical
// iteration into values its test still accepts, where OpenMP's
// iteration count ends it: an unsigned index moving by more than 1 wraps
// around (`for (unsigned q = 28u; q > 0u; q -= 3)` goes 1, 4294967294).
func (m *Model) WalkMayWrap() bool {
	if m.Kind != Unsigned {
		return false
	}
	step, ok := literal(m.Step)
	return !ok || step.CmpAbs(big.NewInt(1)) != 0
}

// WrapStop is the C text, at the start of loop m's body, that stops a
// walk of the loop as written where its index (index: its spelling)
// first moves against its direction, past its last logical iteration
// (WalkMayWrap). seen (an int, 0 before the loop) and last (an unsigned
// long long) are the caller's: the last index value seen.
func (m *Model) WrapStop(index, seen, last string) string {
	op := ">"
	if m.Increasing {
		op = "<"
	}
	idx := fmt.Sprintf("(unsigned long long)(%s)", index)
	return fmt.Sprintf("if (%s && %s %s %s) break; %s = 1; %s = %s; ", seen, idx, op, last, seen, last, idx)
}

// upOrUnit: level m's step is a positive literal or -1.
func (m *Model) upOrUnit() bool {
	step, ok := literal(m.Step)
	return ok && (step.Sign() > 0 || step.Cmp(big.NewInt(-1)) == 0)
}

// differenceFits: gcc's trip count of signed level m, (ub - lb + step ∓
// 1) / step computed in the index's type, cannot overflow. gcc runs no
// iteration where it does: `for (int i = 0; i < INT_MAX; i += 2)` or
// `for (int i = -5; i < n; i++)` with n near INT_MAX, which C and clang
// run. It fits for literal bounds and step whose values show it, and for
// a unit step away from a literal bound on the side of zero that keeps
// every difference in range (lb >= 0 counting up, ub >= -1 counting
// down); any other bound may be one that overflows.
func (m *Model) differenceFits() bool {
	step, ok := literal(m.Step)
	if !ok || step.Sign() == 0 || m.Bits == 0 {
		return false
	}
	lb, lok := literal(m.Lower)
	ub, uok := literal(m.Upper)
	one := big.NewInt(1)
	up := step.Sign() > 0
	if lok && uok {
		lim := new(big.Int).Lsh(one, uint(m.Bits-1))
		inRange := func(v *big.Int) bool {
			return v.Cmp(new(big.Int).Neg(lim)) >= 0 && v.Cmp(lim) < 0
		}
		diff := new(big.Int).Sub(ub, lb)
		adj := new(big.Int).Sub(step, one)
		if !up {
			adj.Add(step, one)
		}
		return inRange(diff) && inRange(adj.Add(adj, diff))
	}
	if step.CmpAbs(one) != 0 {
		return false
	}
	if up {
		return lok && lb.Sign() >= 0
	}
	return uok && ub.Cmp(big.NewInt(-1)) >= 0
}

// literal is the value of e when it is an integer constant of literals,
// + - * / % and parentheses (the casts to long long the model writes
// around negated steps dropped).
func literal(e string) (*big.Int, bool) {
	// consteval splits runs such as "(-(3))" itself.
	toks := strings.Fields(strings.ReplaceAll(e, "(long long)", ""))
	v, ok := consteval.Int(toks, func(string) ([]string, bool) { return nil, false })
	return big.NewInt(v), ok
}

// Integers: every level of n has an integer index.
func (n *Nest) Integers() bool {
	for _, m := range n.Levels {
		if m.Kind == Pointer {
			return false
		}
	}
	return true
}

// HostNormal prints nest n over normalized counters; tag makes the names
// unique in the function.
func (n *Nest) HostNormal(tag string) HostNormal {
	var h HostNormal
	var decls, prologue strings.Builder
	for k, m := range n.Levels {
		name := func(what string) string { return fmt.Sprintf("__omp_n%s%s_%d", what, tag, k) }
		lb, ub, st, trip, iv := name("lb"), name("ub"), name("st"), name("trip"), name("iv")
		fmt.Fprintf(&decls, "const %s = %s; ", declType(m.IndexType, lb), m.Lower)
		// + 0: a bit-field has no __typeof__; promotion keeps the value.
		fmt.Fprintf(&decls, "const __typeof__(%s + 0) %s = %s; ", m.Upper, ub, m.Upper)
		fmt.Fprintf(&decls, "const long long %s = %s; ", st, m.Step)
		fmt.Fprintf(&decls, "const __UINT64_TYPE__ %s = %s; ", trip, m.Trip(lb, ub, st))
		h.Headers = append(h.Headers, fmt.Sprintf("for (__UINT64_TYPE__ %s = 0; %s < %s; %s++)", iv, iv, trip, iv))
		h.Counters, h.Trips = append(h.Counters, iv), append(h.Trips, trip)
		h.Read = append(h.Read, lb, st, trip)
		h.Next = append(h.Next, m.Value(lb, st, iv+" + 1"))
		h.Final = append(h.Final, m.Value(lb, st, trip))
		index := m.IndexType
		if !m.Declared {
			index = "__typeof__(" + m.Index + ")"
		}
		// (void): a body that does not read the index must not warn.
		fmt.Fprintf(&prologue, "%s = %s; (void)%s; ", declType(index, m.Index), m.Value(lb, st, iv), m.Index)
	}
	h.Decls = strings.TrimSpace(decls.String())
	h.Prologue = strings.TrimSpace(prologue.String())
	return h
}

// declType declares name with C type spelling t (a pointer spelling ends
// in '*').
func declType(t, name string) string {
	if strings.HasSuffix(t, "*") {
		return t + name
	}
	return t + " " + name
}

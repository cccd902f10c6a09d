package orphan

// Orphaned doacross loops (docs/tasks.md#doacross-loops): a '#pragma omp
// for ordered(n)' in a declare target function. On the device the posts
// of the caller's team go to the team's ring of shared iterations, as
// those of a parallel region's worksharing loop do (the team's threads
// run at once), cleared by the team between two barriers where the loop
// begins; a team of one runs its iterations in order and waits for
// nothing. The function's host text is compiled by gcc 12, whose code
// for an orphaned doacross loop stops LLVM's libomp in a team of one and
// which has no doacross clause: the host runs the loop on one thread of
// the team instead (a single construct), in order, which keeps every
// dependence, and drops the ordered constructs (HostSplices).

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// checkOrdered checks the clauses beside an ordered clause of loop d
// (kernelplan.CheckOrdered, as for every loop).
func checkOrdered(in Input, d *directive.Directive) bool {
	return kernelplan.CheckOrdered(in.Errs, d, kernelplan.CollapseConst(d, in.ConstInt))
}

// doacross is the device code of the doacross loop s (nest: its shared
// levels) with ordered(n): state declares __omp_dx, the levels of the
// n-loop nest and the team's ring; begin starts shared iteration
// __omp_ws_iv; end leaves the thread's last one. The ordered constructs
// of the body post and wait through __omp_dx (devsync/doacross.go).
func doacross(in Input, s *devsync.Site, nest *loops.Nest) (state, begin, end string, ok bool) {
	n := directive.OrderedParam(s.Dir)
	full, errs := nest.Extend(n)
	if errs.HasErrors() {
		*in.Errs = append(*in.Errs, errs...)
		return "", "", "", false
	}
	for _, m := range full.Levels {
		if m.Kind == loops.Pointer {
			in.Errs.Errorf(m.Pos, "a doacross loop over the pointer '%s' in a declare target function is not supported yet", m.Index)
			return "", "", "", false
		}
	}
	var b strings.Builder
	shared := nest.Depth()
	inner := []string{}
	for i := shared; i < n; i++ {
		m := full.Levels[i]
		lb, step, trip := fmt.Sprintf("__omp_dxlb%d", i), fmt.Sprintf("__omp_dxst%d", i), fmt.Sprintf("__omp_dxtr%d", i)
		fmt.Fprintf(&b, "%s %s = %s; const long long %s = (long long)(%s); const unsigned long long %s = %s; ",
			m.IndexType, lb, m.Lower, step, m.Step, trip, m.Trip(lb, m.Upper, step))
		inner = append(inner, trip)
	}
	prod := "1ULL"
	if len(inner) > 0 {
		prod = strings.Join(inner, " * ")
	}
	// The routines are spelled here, not in the helper, so that the
	// copies of nested regions name their level's (devcall).
	fmt.Fprintf(&b, "struct __omp_doacross __omp_dx; __omp_ws_doacross(&__omp_dx, omp_get_num_threads() > 1 ? __omp_ws_ring() : 0, "+
		"(unsigned)omp_get_thread_num(), (unsigned)omp_get_num_threads(), %s); __omp_dx.n = %d; ", prod, n)
	for i := 0; i < n; i++ {
		lb, step, trip := fmt.Sprintf("__omp_dxlb%d", i), fmt.Sprintf("__omp_dxst%d", i), fmt.Sprintf("__omp_dxtr%d", i)
		if i < shared {
			lb, step, trip = fmt.Sprintf("__omp_ws_lb%d", i), fmt.Sprintf("__omp_ws_step%d", i), fmt.Sprintf("__omp_ws_trip%d", i)
			if shared == 1 {
				lb, step, trip = "__omp_ws_lb", "__omp_ws_step", "__omp_ws_trip"
			}
		}
		fmt.Fprintf(&b, "__omp_dx.lb[%d] = (long long)(%s); __omp_dx.st[%d] = %s; __omp_dx.tr[%d] = %s; ", i, lb, i, step, i, trip)
	}
	return b.String(), "__omp_doacross_begin(&__omp_dx, __omp_ws_iv); ", " __omp_doacross_end(&__omp_dx);", true
}

// HostSplices returns the splices of the host text of the doacross loop
// s in a declare target function: its directive line becomes a single
// construct (nowait when the loop is) over the loop as written, with the
// loop's private items, its firstprivate items that are not lastprivate
// too, and its iteration variables declared outside the loop, private
// unless lastprivate; the ordered constructs of its body, ordered, with
// the pragmas of the body from which they are found, go. A lastprivate,
// firstprivate-and-lastprivate or reduction item is then the original,
// which the single thread's sequential run leaves with the value the
// clauses would give it.
func HostSplices(in Input, s *devsync.Site, nest *loops.Nest, body []frontend.Pragma) ([]*plan.Splice, bool) {
	q := &s.Pragma
	if q.FromMacro || q.LineStart < 0 {
		in.Errs.Errorf(q.Pos, "a doacross loop in a declare target function written by a macro or in an included file is not supported yet")
		return nil, false
	}
	last := map[string]bool{}
	for _, c := range s.Dir.Clauses {
		if c.Name == "lastprivate" {
			for _, it := range c.Items {
				last[it.Name] = true
			}
		}
	}
	var priv, first []string
	nowait := false
	for _, c := range s.Dir.Clauses {
		for _, it := range c.Items {
			switch {
			case c.Name == "private":
				priv = append(priv, it.Text)
			case c.Name == "firstprivate" && !last[it.Name]:
				first = append(first, it.Text)
			}
		}
		nowait = nowait || c.Name == "nowait"
	}
	for k, l := range nest.Levels {
		if nest.Stmts[k].Case == cc.IterationStatementFor && !last[l.Index] {
			priv = append(priv, l.Index)
		}
	}
	line := "#pragma omp single"
	if len(priv) > 0 {
		line += " private(" + strings.Join(priv, ", ") + ")"
	}
	if len(first) > 0 {
		line += " firstprivate(" + strings.Join(first, ", ") + ")"
	}
	if nowait {
		line += " nowait"
	}
	out := []*plan.Splice{blank(in, q, line)}
	for i := range body {
		p := &body[i]
		if len(p.Toks) < 2 || p.Toks[1].Text != "ordered" || !doacrossLine(p) {
			continue
		}
		if p.FromMacro || p.LineStart < 0 {
			in.Errs.Errorf(p.Pos, "an ordered construct of a doacross loop in a declare target function written by a macro or in an included file is not supported yet")
			return nil, false
		}
		out = append(out, blank(in, p, ""))
	}
	return out, true
}

// doacrossLine reports an ordered directive with a depend or doacross
// clause.
func doacrossLine(p *frontend.Pragma) bool {
	for _, c := range directive.RawClauses(p.Toks) {
		if (c.Name == "depend" || c.Name == "doacross") && len(c.Group) > 0 {
			return true
		}
	}
	return false
}

// blank is the splice that puts keep in place of pragma p's lines,
// keeping the number of lines.
func blank(in Input, p *frontend.Pragma, keep string) *plan.Splice {
	return &plan.Splice{Start: p.LineStart, End: p.End, Blank: true, Keep: keep,
		Newlines: strings.Count(string(in.Src[p.LineStart:p.End]), "\n")}
}

// hostSplices records the host splices of doacross loop s (HostSplices).
func hostSplices(in Input, s *devsync.Site, nest *loops.Nest) bool {
	lo, hi := csyntax.Span(s.Stmt)
	ss, ok := HostSplices(in, s, nest, in.PragmasIn(lo, hi))
	for _, sp := range ss {
		in.HostSplice(sp)
	}
	return ok
}

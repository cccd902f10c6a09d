package nested

// Doacross loops (ordered(n)) in nested parallel regions
// (docs/nested.md#nested-parallelism): the region's one thread runs the
// loop's iterations in order, so every iteration a sink vector names
// within the iteration space has run before the iteration that waits
// for it, and the ordered constructs with depend or doacross clauses
// need no code. The host fallback cannot keep them: gcc 12's doacross
// code in a nested parallel region stops LLVM's libomp with a
// segmentation fault. It runs the same loop as the device: the nested
// parallel construct with num_threads(1) (inactive, as on the device,
// even where the host would make it active), the loop without its
// ordered(n) clause, the ordered constructs gone (HostLines).

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
)

// doacrossLoop checks the clauses beside an ordered clause of loop d
// (kernelplan.CheckOrdered) and records the host fallback lines of the
// doacross loop d (pragma q) of a nested region, whose parallel
// construct is that of pragma par (q's own for a combined parallel
// loop): the loop without ordered(n), the parallel construct of one
// thread. Refused in a declare target function, whose host text is the
// function as written.
func (p *planner) doacrossLoop(q frontend.Pragma, d *directive.Directive, par int) bool {
	c := d.Clause("ordered")
	if c == nil {
		return true
	}
	if c.Expr != "" && (par < 0 || p.Unit.ParallelAround(p.Pragmas[par]) < 0) {
		// The parallel construct of a declare target function.
		p.Errs.Errorf(c.Pos, "clause 'ordered(%s)' (a doacross loop) on a '#pragma omp %s' in a nested parallel region of a declare target function is not supported yet (gcc 12's host code of it stops libomp)", c.Expr, d.Kind)
		return false
	}
	if !kernelplan.CheckOrdered(p.Errs, d, kernelplan.CollapseConst(d, p.Unit.ConstInt)) {
		return false
	}
	if c.Expr == "" {
		return true
	}
	j := p.Unit.PragmaIndex(q)
	if j < 0 {
		return false
	}
	if !p.hostLine(j, par == j) {
		return false
	}
	if par != j {
		return p.hostLine(par, true)
	}
	return true
}

// hostLine records the fallback line of pragma j: its clauses without
// ordered(n), and with one thread when one.
func (p *planner) hostLine(j int, one bool) bool {
	q := p.Pragmas[j]
	if q.FromMacro {
		p.Errs.Errorf(q.Pos, "a doacross loop in a nested parallel region written by a macro is not supported yet")
		return false
	}
	drop := map[string]bool{"ordered": true}
	if one {
		drop["num_threads"] = true
	}
	var out []string
	for _, c := range directive.RawClauses(q.Toks) {
		if !drop[c.Name] || len(c.Group) == 0 {
			out = append(out, c.Words()...)
		}
	}
	line := "#pragma " + strings.Join(out, " ")
	if one {
		line += " num_threads(1)"
	}
	if p.s.HostLines == nil {
		p.s.HostLines = map[int]string{}
	}
	p.s.HostLines[j] = line
	return true
}

// doacrossConstruct checks the ordered construct d (pragma q) with
// depend or doacross clauses dx in the doacross loop of pragma lk of a
// nested region: each sink vector has an element for each of the n
// loops (or is omp_cur_iteration - 1). It needs no device code; the
// host fallback drops it.
func (p *planner) doacrossConstruct(q frontend.Pragma, dx *directive.Doacross, lk int) {
	n := 0
	if lk >= 0 {
		n = directive.OrderedParam(p.Dirs[lk])
	}
	if n == 0 {
		p.Errs.Errorf(q.Pos, "'#pragma omp ordered %s' must be closely nested in a loop construct with an 'ordered(n)' clause", dx.Spelling)
		return
	}
	for _, sk := range dx.Sinks {
		if !sk.CurIter && len(sk.Elems) != n {
			p.Errs.Errorf(sk.Pos, "the sink vector has %d element(s), but 'ordered(%d)' makes a nest of %d loops", len(sk.Elems), n, n)
			return
		}
	}
	j := p.Unit.PragmaIndex(q)
	if j < 0 || q.FromMacro {
		p.Errs.Errorf(q.Pos, "'#pragma omp ordered %s' written by a macro in a nested parallel region is not supported yet", dx.Spelling)
		return
	}
	if p.s.HostLines == nil {
		p.s.HostLines = map[int]string{}
	}
	p.s.HostLines[j] = ""
}

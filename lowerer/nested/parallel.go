package nested

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Par is one nested parallel region the kernel runs inline.
type Par struct {
	Stmt *cc.Statement
	DS   devsync.Copy
	// Active: the parallel region of the copy of a declare target
	// function that a team calls, whose routines keep the device
	// runtime's values.
	Active bool
}

// Routines are the OpenMP routines whose value differs at the nested
// region's level, and the device helpers that give it.
var Routines = map[string]string{
	"omp_get_thread_num":          "__omp_nest_thread_num",
	"omp_get_num_threads":         "__omp_nest_num_threads",
	"omp_get_level":               "__omp_nest_level",
	"omp_get_team_size":           "__omp_nest_team_size",
	"omp_get_ancestor_thread_num": "__omp_nest_ancestor_thread_num",
}

// parClauses are the clauses of a nested parallel construct the
// lowering implements; num_threads and if change nothing for an
// inactive region (their expressions must have no side effects).
var parClauses = map[string]bool{
	"private": true, "firstprivate": true, "shared": true, "default": true, "reduction": true,
	"num_threads": true, "if": true,
}

// Parallel plans parallel construct d (pragma q) nested in the parallel
// region of the construct of pragma outer. It reports what it cannot
// lower.
//
// A combined 'parallel for' (or 'parallel for simd') is such a region
// whose statement is its loop: the team of one runs every iteration, with
// the clauses of both leaves as the loop's copies (workshare.go); for one
// thread a copy of the parallel level and one of the loop are one copy.
//
// With outer -1 the construct stands in the declare target function
// in.Fn, whose callers all run in a parallel region.
func (s *State) Parallel(in Input, q frontend.Pragma, d *directive.Directive, outer int) {
	p := &planner{in, s}
	p.parallel(q, d, outer)
}

func (p *planner) parallel(q frontend.Pragma, d *directive.Directive, outer int) {
	var where string
	if outer >= 0 {
		where = fmt.Sprintf(" (a '#pragma omp %s' nested in the parallel region of '#pragma omp %s' at %d:%d)", d.Kind, p.Dirs[outer].Kind, p.Pragmas[outer].Pos.Line, p.Pragmas[outer].Pos.Col)
	} else {
		where = fmt.Sprintf(" (a '#pragma omp %s' at %d:%d in declare target function '%s', which runs as a nested parallel region)", d.Kind, q.Pos.Line, q.Pos.Col, p.Fn)
	}
	loop := d.Kind != "parallel"
	if errs := directive.WithoutConditional(d); len(errs) > 0 {
		// lastprivate(conditional:) of a parallel loop: loopVars.
		*p.Errs = append(*p.Errs, errs...)
		return
	}
	r := p.Binder.Bind(q.Seq)
	if r.Stmt == nil {
		return // reported by the binding
	}
	lo, hi, _ := p.Binder.Span(r.Stmt)
	ok := p.parClausesOK(d, loop)
	// default(private|firstprivate): the clauses it implies, written out.
	d, dok := dataenv.ExpandDefault(p.Errs, d, r.Stmt, lo, hi)
	ok = ok && dok
	if j := p.Unit.PragmaIndex(q); j > 0 && p.Pragmas[j-1].Seq == q.Seq {
		// Both would wrap the same statement.
		p.Errs.Errorf(q.Pos, "a nested parallel region that is all of the region of '#pragma omp %s' in a target region is not supported yet (put it in braces with the code around it)%s", p.Unit.KindOf(j-1), where)
		return
	}
	// The inner construct of a combined parallel construct (parallel
	// masked, master, sections) binds to the region's team of one over
	// the whole statement (innerConstruct).
	var innerDir *directive.Directive
	stacked := false
	j := p.Unit.PragmaIndex(q)
	if j >= 0 {
		innerDir, stacked = p.Unit.Inner(j)
	}
	// Atomic, critical and flush mean the same on any thread; the
	// constructs bound to the region's team of one run in place
	// (workshare.go); others are refused.
	inner := p.Unit.PragmasIn(lo, hi)
	if j >= 0 && j+1 < len(p.Pragmas) && p.Pragmas[j+1].Seq == q.Seq && !stacked {
		inner = append([]frontend.Pragma{p.Pragmas[j+1]}, inner...)
	}
	for _, in := range inner {
		k := p.Unit.PragmaIndex(in)
		if d := p.Dirs[k]; d != nil && (innerKinds[d.Kind] || WSKinds[d.Kind] && !loop || d.Kind == "simd" || d.Kind == directive.Ordered) && in.Seq >= lo && (r.Stmt.Case == cc.StatementCompound || loop && in.Seq > lo) {
			continue
		}
		if outer < 0 {
			p.Errs.Errorf(in.Pos, "'#pragma omp %s' inside a nested parallel region in a target region is not supported yet%s", p.Unit.KindOf(k), where)
		} else {
			p.Errs.Errorf(in.Pos, "'#pragma omp %s' inside a nested parallel region in a target region is not supported yet (a '#pragma omp %s' at %d:%d nested in the parallel region of '#pragma omp %s' at %d:%d)", p.Unit.KindOf(k), d.Kind, q.Pos.Line, q.Pos.Col, p.Dirs[outer].Kind, p.Pragmas[outer].Pos.Line, p.Pragmas[outer].Pos.Col)
		}
		ok = false
		break
	}
	if innerDir != nil {
		ok = p.Unit.RegionCalls(innerDir, r.Stmt, lo, hi, true, where) && ok
		if ok {
			d, ok = p.innerConstruct(d, innerDir, r.Stmt)
		}
	} else if !p.Unit.RegionCalls(d, r.Stmt, lo, hi, loop, where) {
		ok = false
	}
	if !ok {
		return
	}
	if loop {
		// The loop's clauses and copies, inside the region of no copies.
		ld := *d
		ld.Clauses = nil
		for _, c := range d.Clauses {
			if !parClauses[c.Name] || c.Name == "private" || c.Name == "firstprivate" || c.Name == "reduction" {
				ld.Clauses = append(ld.Clauses, c)
			}
		}
		vars, vok := p.loopVars(&ld, r.Stmt)
		vok = vok && p.doacrossLoop(q, &ld, p.Unit.PragmaIndex(q))
		w := &WS{Stmt: r.Stmt}
		if vok {
			vars, vok = p.linear(q, &ld, w, vars) // linear.go
		}
		if !vok {
			return
		}
		w.DS = p.Temps.Copies(vars)
		p.s.WSs = append(p.s.WSs, w)
		p.s.Pars = append(p.s.Pars, &Par{Stmt: r.Stmt, DS: p.Temps.Copies(nil)})
		return
	}
	vars, vok := Vars(p.Input, d, r.Stmt)
	if !vok {
		return
	}
	p.s.Pars = append(p.s.Pars, &Par{Stmt: r.Stmt, DS: p.Temps.Copies(vars)})
}

// parClausesOK checks the clauses of nested parallel construct d (loop:
// a combined parallel loop, whose loop's clauses loopVars checks).
func (p *planner) parClausesOK(d *directive.Directive, loop bool) bool {
	ok := true
	for _, c := range d.Clauses {
		switch {
		case loop && wsClauses[c.Name] && c.Name != "nowait":
			// the loop's (loopVars checks it)
		case !parClauses[c.Name]:
			p.Errs.Errorf(c.Pos, "clause '%s' on a nested parallel region in a target region is not supported yet", c.Name)
			ok = false
		case (c.Name == "num_threads" || c.Name == "if") && MayHaveEffects(c.Expr):
			p.Errs.Errorf(c.ExprPos, "an expression that may have side effects in clause '%s' of a nested parallel region in a target region is not supported yet", c.Name)
			ok = false
		}
	}
	return ok
}

// Vars resolves the private, firstprivate and reduction items of
// nested parallel construct d (its statement stmt).
func Vars(p Input, d *directive.Directive, stmt *cc.Statement) ([]devsync.Var, bool) {
	scope := resolve.ScopeOf(stmt)
	first := csyntax.First(stmt)
	var out []devsync.Var
	ok := true
	for _, c := range d.Clauses {
		if c.Name != "private" && c.Name != "firstprivate" && c.Name != "reduction" {
			continue
		}
		for _, it := range c.Items {
			decl := resolve.Lookup(scope, it.Name, first.Seq())
			switch {
			case len(it.Sections) > 0 || len(it.Members) > 0:
				p.Errs.Errorf(it.Pos, "'%s' in clause '%s' of a nested parallel region in a target region is not supported yet (variables only)", it.Text, c.Name)
				ok = false
				continue
			case decl == nil:
				p.Errs.Errorf(it.Pos, "'%s' in clause '%s' of a nested parallel region is not a variable in scope", it.Text, c.Name)
				ok = false
				continue
			case ctype.IsVLA(decl.Type()):
				p.Errs.Errorf(it.Pos, "variable-length array '%s' in clause '%s' of a nested parallel region is not supported yet", it.Name, c.Name)
				ok = false
				continue
			case c.Name == "reduction" && (!ctype.IsArithmetic(decl.Type()) || !reductionOps[c.ReductionOp] || len(c.Modifiers) > 0):
				p.Errs.Errorf(it.Pos, "reduction(%s: %s) on a nested parallel region is not supported yet (arithmetic scalars with + - * & | ^ && || min max)", c.ReductionOp, it.Name)
				ok = false
				continue
			}
			out = append(out, devsync.Var{Decl: decl, Name: naming.DeviceName(decl.Name()), Kind: c.Name, Op: c.ReductionOp})
		}
	}
	return out, ok
}

// innerKinds are the directives a nested parallel region may hold.
var innerKinds = map[directive.Kind]bool{directive.Atomic: true, directive.Critical: true, directive.Flush: true}

// reductionOps are the reduction operators of nested regions.
var reductionOps = map[string]bool{
	"+": true, "-": true, "*": true, "&": true, "|": true, "^": true, "&&": true, "||": true, "min": true, "max": true,
}

// MayHaveEffects reports whether expression e may assign or call.
func MayHaveEffects(e string) bool {
	toks := strings.Fields(csyntax.TokenizeKeep(e))
	for i, t := range toks {
		switch {
		case t == "(" && i > 0 && directive.IsIdent(toks[i-1]) && toks[i-1] != "sizeof" && !csyntax.ExprKeywords[toks[i-1]]:
			return true
		case t == "+" && i+1 < len(toks) && toks[i+1] == "+", t == "-" && i+1 < len(toks) && toks[i+1] == "-":
			return true
		case t == "=" && (i+1 >= len(toks) || toks[i+1] != "=") && (i == 0 || !strings.Contains("=<>!", toks[i-1])):
			return true
		}
	}
	return false
}

// SpellRoutines spells in subst the OpenMP routines of the kernel's
// nested parallel regions for their level.
func (s *State) SpellRoutines(subst map[int]string) {
	for _, np := range s.Pars {
		if np.Active {
			continue
		}
		toks := csyntax.Tokens(np.Stmt)
		for i, t := range toks {
			if h := Routines[t.SrcStr()]; h != "" && i+1 < len(toks) && toks[i+1].SrcStr() == "(" {
				if _, done := subst[t.Seq()]; !done {
					subst[t.Seq()] = h
				}
			}
		}
	}
}

// Wrap puts the private copies of the kernel's nested parallel regions
// and of the constructs bound to them around their statements in subst,
// after SpellRoutines and the other substitutions of their tokens.
func (s *State) Wrap(subst map[int]string) {
	s.wsCode(subst)
	for _, np := range s.Pars {
		toks, ft, lt := edgeTexts(np.Stmt, subst) // workshare.go
		first, last := toks[0], toks[len(toks)-1]
		if len(toks) == 1 {
			subst[first.Seq()] = np.DS.Open + ft + " " + np.DS.Close + np.DS.Shut
			continue
		}
		subst[first.Seq()] = np.DS.Open + ft
		subst[last.Seq()] = lt + " " + np.DS.Close + np.DS.Shut
	}
}

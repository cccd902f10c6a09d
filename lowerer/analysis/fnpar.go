package analysis

// Parallel constructs in declare target functions
// (docs/nested.md#parallel-constructs-in-declare-target-functions). A
// declare target function has one device body for all its calls, so its
// parallel construct is lowered for the calls that stand in a parallel
// region of a target region: there the device's max-active-levels-var
// (1) makes it an inactive nested region, which the calling thread runs
// in place as the one thread of a team of its own, one level deeper
// (nestpar.go, as for a parallel construct nested in the target region
// itself; clang-19's device runtime runs it the same way). The levels
// are the device runtime's, read where the function runs. A call where
// the region is active (the code a target region's initial thread runs)
// goes to the function's copy for a team where fnteam.go lowers it, and
// is refused at the call, naming the function and the construct,
// elsewhere; so is one from a nested region (whose copy of the function
// would need its levels two deeper) and the use of such a function's
// address.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// parSite is a parallel construct in a declare target function.
type parSite struct {
	fn   string // the function that holds it
	kind directive.Kind
	pos  diag.Pos
}

// describe names the construct for messages about a call of name.
func (s *parSite) describe(name string) string {
	via := ""
	if s.fn != name {
		via = fmt.Sprintf(" (in '%s', which it calls)", s.fn)
	}
	return fmt.Sprintf("'#pragma omp %s' at %d:%d%s", s.kind, s.pos.Line, s.pos.Col, via)
}

// fnParSpans returns the token spans of the statements of the parallel
// constructs in function def's body.
func (a *analyzer) fnParSpans(def *cc.FunctionDefinition) [][2]int {
	body := def.CompoundStatement
	var out [][2]int
	for _, q := range a.pragmasIn(body.Token.Seq(), body.Token2.Seq()) {
		k := a.pragmaIndex(q)
		if k < 0 || a.dirs[k] == nil || !a.dirs[k].Kind.HasParallel() {
			continue
		}
		if r := a.binder.Bind(q.Seq); r.Stmt != nil {
			out = append(out, [2]int{firstSeq(r.Stmt), lastSeq(r.Stmt)})
		}
	}
	return out
}

// inSpans reports whether token seq lies in one of spans.
func inSpans(spans [][2]int, seq int) bool {
	for _, s := range spans {
		if s[0] <= seq && seq <= s[1] {
			return true
		}
	}
	return false
}

// parFunc returns the parallel construct that function name, defined in
// the unit, holds itself or in a function it calls by name (outside its
// own parallel regions, where a call reaches its copy for the nested
// level, which is refused when it holds one); nil when none.
func (a *analyzer) parFunc(name string) *parSite {
	if a.parFuncs == nil {
		a.parFuncs = map[string]*parSite{}
	}
	if s, ok := a.parFuncs[name]; ok {
		return s
	}
	a.parFuncs[name] = nil // a recursive call adds nothing
	def := a.funcDef(name)
	if def == nil || def.CompoundStatement == nil || a.inSystemHeader(def) {
		return nil
	}
	body := def.CompoundStatement
	var found *parSite
	for _, q := range a.pragmasIn(body.Token.Seq(), body.Token2.Seq()) {
		if k := a.pragmaIndex(q); k >= 0 && a.dirs[k] != nil && a.dirs[k].Kind.HasParallel() {
			found = &parSite{fn: name, kind: a.dirs[k].Kind, pos: q.Pos}
			break
		}
	}
	if found == nil {
		spans := a.fnParSpans(def)
		a.directCalls(body, func(tok cc.Token, callee string) {
			if found == nil && !inSpans(spans, tok.Seq()) {
				found = a.parFunc(callee)
			}
		})
	}
	a.parFuncs[name] = found
	return found
}

// directCalls calls f for each call by name in n.
func (a *analyzer) directCalls(n cc.Node, f func(tok cc.Token, name string)) {
	csyntax.Walk(n, func(n cc.Node) bool {
		x, ok := n.(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return true
		}
		if pe, ok := unparen(x.PostfixExpression).(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
			f(pe.Token, pe.Token.SrcStr())
		}
		return true
	})
}

// fnParallel plans parallel construct d (pragma q) in the body of the
// declare target function a.parFn: an inactive nested region, run in
// place (nestpar.go). The combined constructs other than 'parallel for'
// and 'parallel for simd' are refused, as in nested regions.
func (a *analyzer) fnParallel(q frontend.Pragma, d *directive.Directive) {
	if d.Kind != "parallel" && d.Kind != "parallel for" && d.Kind != "parallel for simd" {
		a.errs.Errorf(q.Pos, "'#pragma omp %s' inside a declare target function is not supported yet ('parallel', 'parallel for' and 'parallel for simd' are)", d.Kind)
		return
	}
	if c := d.Clause("linear"); c != nil {
		a.errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
		return
	}
	// Its level and team size are read from the device runtime.
	a.plan.RuntimeState = true
	a.inFnPar = true
	a.nestedParallel(q, d, -1)
	a.inFnPar = false
}

// fnParInner plans construct d (pragma q) inside a parallel region of a
// declare target function; it reports false when q is not in one.
func (a *analyzer) fnParInner(q frontend.Pragma, d *directive.Directive) bool {
	if k := a.parallelAround(q); k < 0 || a.teamPass && k == a.teamParIdx {
		return false // in the team's parallel region: bound to the team
	}
	switch {
	case d == nil, d.Kind.HasParallel():
		// Refused by nestedParallel, as any other directive there.
	case nestWSKinds[d.Kind]:
		if c := d.Clause("linear"); c != nil {
			a.errs.Errorf(c.Pos, "clause 'linear' on a '#pragma omp %s' in a declare target function is not supported yet", d.Kind)
			return true
		}
		a.nestWorkshare(q, d) // nestws.go
	case d.Kind == directive.Atomic:
		a.atomic(q, d)
	case d.Kind.IsSync():
		a.syncSite(q, d) // critical, flush
	case d.Kind == "simd" || d.Kind == "loop" && bindsThread(d):
		a.simdSite(q, d)
	case isTransform(d):
		a.transformSite(q, d)
	}
	// Any other directive is refused by nestedParallel.
	return true
}

// kernelParCalls checks the calls in the region of kernel k (gen its
// generic plan) of functions that hold a parallel construct: they are
// lowered where the region is at level 1 (the parallel region of the
// target construct, a parallel loop or region of code of a generic
// region, the code between the loops of a parallel block), where the
// construct is an inactive nested region.
func (a *analyzer) kernelParCalls(k *plan.Kernel, gen *generic.Region, region cc.Node) {
	if region == nil {
		return
	}
	a.directCalls(region, func(tok cc.Token, name string) {
		s := a.parFunc(name)
		if _, team := a.teamCallSubst[tok.Seq()]; s == nil || team || a.nestCallAt(tok.Seq()) {
			return // a nested region's call is checked by nestCall
		}
		where, simd := a.parCallSite(k, gen, tok.Seq())
		if kind := a.nestTeamConstruct(tok.Seq(), firstSeq(region), lastSeq(region)); where != "" && !simd && kind != "" {
			where = fmt.Sprintf("in the region of '#pragma omp %s' in the code that the initial thread of '#pragma omp %s' runs", kind, k.Directive.Kind)
		}
		switch {
		case where == "":
		case simd:
			a.errs.Errorf(frontend.Position(tok), "a call of '%s', which holds %s, %s: a simd or loop region may not hold a parallel region", name, s.describe(name), where)
		default:
			a.errs.Errorf(frontend.Position(tok), "a call of '%s', which holds %s, %s is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)", name, s.describe(name), where)
		}
	})
}

// parCallSite says where the call at token seq in the region of kernel k
// stands when that is at level 0 or in a simd or loop region (simd:
// which may hold no parallel region); "" where it is lowered.
func (a *analyzer) parCallSite(k *plan.Kernel, gen *generic.Region, seq int) (where string, simd bool) {
	kind := k.Directive.Kind
	inSimd := func(kind directive.Kind) bool { return kind.Has("simd") || kind.Has("loop") }
	if k.LoopPlan != nil && inSimd(kind) {
		return fmt.Sprintf("in the region of '#pragma omp %s'", kind), true
	}
	if a.ws != nil {
		if l := a.ws.LoopOf(seq); l != nil && inSimd(l.Dir.Kind) {
			return fmt.Sprintf("in the region of '#pragma omp %s'", l.Dir.Kind), true
		}
	}
	if gen == nil {
		if k.Level != 0 {
			return "", false
		}
		return fmt.Sprintf("in the region of '#pragma omp %s', outside any parallel region", kind), false
	}
	if l := gen.LoopOf(seq); l != nil {
		if l.Par != nil {
			l = l.Par.LoopOf(seq)
		}
		if l != nil && inSimd(l.Dir.Kind) {
			return fmt.Sprintf("in the region of '#pragma omp %s'", l.Dir.Kind), true
		}
		if l == nil || !l.DistributeOnly() {
			return "", false // a parallel loop or region of code, at level 1
		}
	}
	for b := range gen.ParBlocks {
		if b.Token.Seq() < seq && seq < b.Token2.Seq() {
			return "", false // thread 0 between the loops, at level 1
		}
	}
	if k.Level != 0 {
		return "", false
	}
	return fmt.Sprintf("in the code of '#pragma omp %s' that the initial thread of its team runs", kind), false
}

// parAddrUses refuses in n (device code) each use of a function that
// holds a parallel construct other than a call by name: a call through
// its address could stand anywhere.
func (a *analyzer) parAddrUses(n cc.Node) {
	calls := map[int]bool{}
	a.directCalls(n, func(tok cc.Token, name string) { calls[tok.Seq()] = true })
	csyntax.Walk(n, func(n cc.Node) bool {
		pe, ok := n.(*cc.PrimaryExpression)
		if !ok || pe.Case != cc.PrimaryExpressionIdent || calls[pe.Token.Seq()] {
			return true
		}
		name := pe.Token.SrcStr()
		if d, ok := pe.ResolvedTo().(*cc.Declarator); !ok || d.Type().Kind() != cc.Function {
			return true
		}
		if s := a.parFunc(name); s != nil {
			a.errs.Errorf(frontend.Position(pe.Token), "the address of '%s', which holds %s, in device code is not supported yet: a call through it could stand where its parallel region would be active", name, s.describe(name))
		}
		return true
	})
}

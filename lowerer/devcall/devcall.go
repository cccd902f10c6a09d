// Package devcall decides where a call of a declare target function may
// stand when what the function does depends on the team that runs it
// (docs/sync.md, docs/nested.md): a function that holds an orphaned
// construct binding to the caller's team (for, barrier, single or
// sections without nowait) must be called by every thread of that team
// (OpenMP 5.2 §11.1); one that holds a parallel construct is lowered for
// the calls where that region is an inactive nested one, or, called by a
// target region's initial thread, as a copy that the whole team calls;
// one called in a nested parallel region gets a copy for the nested
// level.
//
// The package reads the analysis only through Unit: the unit's function
// definitions and directives.
package devcall

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Unit is what the package reads of the analysis.
type Unit interface {
	// FuncDef returns the definition of function name in the unit, or
	// nil.
	FuncDef(name string) *cc.FunctionDefinition
	// InSystemHeader reports a function defined in a system header.
	InSystemHeader(fn *cc.FunctionDefinition) bool
	// Directives returns the pragmas whose sequence numbers are in
	// [lo, hi), in order, with their directives.
	Directives(lo, hi int) []Directive
	// Stmt returns the statement that the directive of the pragma at
	// token seq governs, or nil.
	Stmt(seq int) *cc.Statement
	// NestRoutine reports a routine whose value differs at a nested
	// level (omp_get_thread_num...).
	NestRoutine(name string) bool
	// ConstInt evaluates an integer constant expression whose tokens
	// are separated by spaces (the unit's macros are the host's).
	ConstInt(expr string) (int64, bool)
	// MayHaveEffects reports whether expression e may assign or call.
	MayHaveEffects(e string) bool
	// AssignSites calls f for each place in n that writes a variable:
	// an assignment, ++ or --, an initializer, or taking its address
	// (force: whatever is written through it). pe is the written name
	// where one is written (nil for an initializer).
	AssignSites(n cc.Node, f func(pe *cc.PrimaryExpression, d *cc.Declarator, rhs, at cc.Node, force bool))
}

// Directive is a pragma of the unit with its directive.
type Directive struct {
	Pragma frontend.Pragma
	// Index is the pragma's index in the unit, -1 when unknown.
	Index int
	// Dir is nil where the directive was refused.
	Dir *directive.Directive
}

// Funcs answers, once each, what the unit's functions hold.
type Funcs struct {
	u    Unit
	team map[string]bool     // Team's answers
	par  map[string]*ParSite // Par's answers
}

// New returns the answers about the functions of u.
func New(u Unit) *Funcs {
	return &Funcs{u: u, team: map[string]bool{}, par: map[string]*ParSite{}}
}

// Team reports whether the function name, defined in the unit, holds a
// construct that binds to the caller's team and makes its threads meet
// or share work (for, barrier), itself or in a function it calls.
func (f *Funcs) Team(name string) bool {
	if v, ok := f.team[name]; ok {
		return v
	}
	f.team[name] = false // a recursive call adds nothing
	def := f.u.FuncDef(name)
	if def == nil || def.CompoundStatement == nil {
		return false
	}
	body := def.CompoundStatement
	found := false
	// What stands in the function's own parallel regions binds to
	// their teams.
	spans := f.parSpans(def)
	for _, q := range f.u.Directives(body.Token.Seq(), body.Token2.Seq()) {
		if q.Index >= 0 && bindsTeam(q.Dir) && !inSpans(spans, q.Pragma.Seq) {
			found = true
		}
	}
	if !found {
		f.TeamCalls(body, func(tok cc.Token, _ string) { found = found || !inSpans(spans, tok.Seq()) })
	}
	f.team[name] = found
	return found
}

// bindsTeam reports the constructs of a declare target function whose
// team's threads share work or meet: every thread must reach them.
func bindsTeam(d *directive.Directive) bool {
	switch d.Kind {
	case "for", "for simd", directive.Barrier:
		return true
	case "loop":
		// bind(parallel): a worksharing loop of the caller's team.
		c := d.Clause("bind")
		return c != nil && strings.TrimSpace(c.Expr) == "parallel"
	case directive.Single, directive.Sections:
		return !d.Sync.Nowait
	}
	return false
}

// TeamCalls calls fn for each call in n of a function that Team reports.
func (f *Funcs) TeamCalls(n cc.Node, fn func(tok cc.Token, name string)) {
	csyntax.Walk(n, func(n cc.Node) bool {
		x, ok := n.(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return true
		}
		if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
			if name := pe.Token.SrcStr(); f.Team(name) {
				fn(pe.Token, name)
			}
		}
		return true
	})
}

// TeamCallRefusal is the message for a call of team function name where
// (what) some of the team's threads do not run it.
func TeamCallRefusal(name, what string) string {
	return fmt.Sprintf("call to '%s' %s: it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them", name, what)
}

// KeepsThreadsAway reports the constructs whose statement not every
// thread of the team runs as the code around them (a worksharing loop
// shares its iterations: a nested one may not be closely nested).
func KeepsThreadsAway(k directive.Kind) bool {
	switch k {
	case "for", "for simd", "loop", directive.Single, directive.Masked, directive.Master, directive.Critical, directive.Sections, directive.SectionKind, directive.Task, directive.Ordered, directive.Taskloop:
		// (The only loop constructs among a function's syncs are
		// those with bind(parallel).)
		return true
	}
	return false
}

// NestTeamConstruct names the construct of a nested parallel region
// (its statement's tokens lo to hi) around the call at token seq that
// keeps the threads of the region's team apart (a worksharing loop,
// single, critical...), or "".
func (f *Funcs) NestTeamConstruct(seq, lo, hi int) string {
	for _, q := range f.u.Directives(lo, hi+1) {
		if q.Index < 0 || q.Dir == nil || !KeepsThreadsAway(q.Dir.Kind) {
			continue
		}
		if s := f.u.Stmt(q.Pragma.Seq); s != nil && firstSeq(s) <= seq && seq <= lastSeq(s) {
			return string(q.Dir.Kind)
		}
	}
	return ""
}

// ParSite is a parallel construct in a declare target function.
type ParSite struct {
	Fn   string // the function that holds it
	Kind directive.Kind
	Pos  diag.Pos
}

// Describe names the construct for messages about a call of name.
func (s *ParSite) Describe(name string) string {
	via := ""
	if s.Fn != name {
		via = fmt.Sprintf(" (in '%s', which it calls)", s.Fn)
	}
	return fmt.Sprintf("'#pragma omp %s' at %d:%d%s", s.Kind, s.Pos.Line, s.Pos.Col, via)
}

// parSpans returns the token spans of the statements of the parallel
// constructs in function def's body.
func (f *Funcs) parSpans(def *cc.FunctionDefinition) [][2]int {
	body := def.CompoundStatement
	var out [][2]int
	for _, q := range f.u.Directives(body.Token.Seq(), body.Token2.Seq()) {
		if q.Index < 0 || q.Dir == nil || !q.Dir.Kind.HasParallel() {
			continue
		}
		if s := f.u.Stmt(q.Pragma.Seq); s != nil {
			out = append(out, [2]int{firstSeq(s), lastSeq(s)})
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

// Par returns the parallel construct that function name, defined in the
// unit, holds itself or in a function it calls by name (outside its own
// parallel regions, where a call reaches its copy for the nested level,
// which is refused when it holds one); nil when none.
func (f *Funcs) Par(name string) *ParSite {
	if s, ok := f.par[name]; ok {
		return s
	}
	f.par[name] = nil // a recursive call adds nothing
	def := f.u.FuncDef(name)
	if def == nil || def.CompoundStatement == nil || f.u.InSystemHeader(def) {
		return nil
	}
	body := def.CompoundStatement
	var found *ParSite
	for _, q := range f.u.Directives(body.Token.Seq(), body.Token2.Seq()) {
		if q.Index >= 0 && q.Dir != nil && q.Dir.Kind.HasParallel() {
			found = &ParSite{Fn: name, Kind: q.Dir.Kind, Pos: q.Pragma.Pos}
			break
		}
	}
	if found == nil {
		spans := f.parSpans(def)
		DirectCalls(body, func(tok cc.Token, callee string) {
			if found == nil && !inSpans(spans, tok.Seq()) {
				found = f.Par(callee)
			}
		})
	}
	f.par[name] = found
	return found
}

// DirectCalls calls fn for each call by name in n.
func DirectCalls(n cc.Node, fn func(tok cc.Token, name string)) {
	csyntax.Walk(n, func(n cc.Node) bool {
		x, ok := n.(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return true
		}
		if pe, ok := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
			fn(pe.Token, pe.Token.SrcStr())
		}
		return true
	})
}

// lastSeq is the sequence number of n's last token.
func lastSeq(n cc.Node) int {
	t := csyntax.Last(n)
	return t.Seq()
}

// firstSeq is the sequence number of n's first token.
func firstSeq(n cc.Node) int {
	t := csyntax.First(n)
	return t.Seq()
}

// Package hostteams decides the host teams construct in which the host
// fallback of a target teams region runs, as clang-19's fallback runs it
// (docs/architecture.md): the teams line with its clauses, and the edits
// of the region's written text that gcc 12 needs to take it in a teams
// construct.
//
// The package reads the unit through Input; it never imports the
// analysis.
package hostteams

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is what the package reads from the unit.
type Input struct {
	// Source is the unit's text, pragmas, directives and statements.
	binding.Source
	// ConstInt evaluates an integer constant expression.
	ConstInt func(expr string) (int64, bool)
	// Real reports whether t is a token of the main file as written.
	Real func(t cc.Token) bool
	// PragmaOperator spells pragma p as a _Pragma operator and a
	// newline.
	PragmaOperator func(p *frontend.Pragma) string
}

// Line returns the host teams line in which the host fallback
// of a `target teams num_teams(n)` region (tokens toks) runs, as
// clang-19's fallback does: each team runs the region once on its own
// copies of the region's private and firstprivate variables,
// omp_get_team_num() and omp_get_num_teams() answer as on the device,
// and thread_limit caps each team's contention group. libomp creates at
// most n teams (no more than the host's processors), as for clang-19.
// at is the index of pragma p; edits make the region's text one gcc 12
// takes in a teams construct (Edits); written: the fallback is the
// region's written text, which they edit. "" keeps the fallback of one team: without
// num_teams (clang-19's host teams are one team then), with a
// reduction or allocate clause, a construct gcc refuses in a teams
// construct, or the target construct inside another construct
// (docs/architecture.md).
func Line(a Input, at int, p *frontend.Pragma, k *plan.Kernel, toks []cc.Token, written bool) (line string, edits []textedit.Edit) {
	// The directive as written: the kernel's may have taken in a loop
	// construct (target teams distribute over a parallel loop), whose
	// loop the fallback then runs whole.
	if at < 0 || len(toks) == 0 || a.Dirs[at] == nil {
		return "", nil
	}
	d := a.Dirs[at]
	nt := d.Clause("num_teams")
	if d.Kind != "target teams" || k.Directive.Kind != "target teams" || nt == nil || strings.TrimSpace(nt.Expr) == "" ||
		d.Clause("reduction") != nil || d.Clause("allocate") != nil || d.Depth > 0 {
		return "", nil
	}
	// gcc takes a host teams construct only outside every construct
	// (a target region launched from a host parallel region keeps one
	// team).
	for i := 0; i < at; i++ {
		if st := a.Binder.Bind(a.Pragmas[i].Seq).Stmt; st != nil {
			ts := csyntax.Tokens(st)
			// p.Seq is the token before p: a directive right after
			// the statement has its last token's.
			if len(ts) > 0 && p.Seq >= ts[0].Seq()-1 && p.Seq < ts[len(ts)-1].Seq() {
				return "", nil
			}
		}
	}
	edits, ok := Edits(a, at, toks, true)
	if !ok || (!written && len(edits) > 0) || parallelWritesShared(a, at, toks) {
		return "", nil
	}
	// Values the launch computed once, as clang-19 evaluates the
	// clauses once (a constant is spelled as written).
	teams := strings.TrimSpace(nt.Expr)
	if _, ok := a.ConstInt(teams); !ok {
		teams = plan.HostTeams
	}
	line = "#pragma omp teams num_teams(" + teams + ")"
	if c := d.Clause("thread_limit"); c != nil && strings.TrimSpace(c.Expr) != "" {
		limit := strings.TrimSpace(c.Expr)
		if k.LaunchThreadLimit() {
			limit = plan.HostThreadLimit
		}
		line += " thread_limit(" + limit + ")"
	}
	var fp, pv []string
	private := map[string]bool{}
	for _, v := range k.FallbackPrivate {
		private[v.Name] = true
		if v.Init {
			fp = append(fp, v.Name)
		} else {
			pv = append(pv, v.Name)
		}
	}
	// The region's own variables are private to each team too.
	if st := a.Binder.Bind(p.Seq).Stmt; st != nil {
		csyntax.Walk(st, func(n cc.Node) bool {
			if dd, ok := n.(*cc.Declarator); ok {
				private[dd.Name()] = true
			}
			return true
		})
	}
	if privateInTeams(a, at, toks, private) {
		return "", nil
	}
	if len(fp) > 0 {
		line += " firstprivate(" + strings.Join(fp, ", ") + ")"
	}
	if len(pv) > 0 {
		line += " private(" + strings.Join(pv, ", ") + ")"
	}
	return line, edits
}

// holdsAnything reports a construct of kind whose statement gcc takes
// anything in, in a host teams region: parallel, and distribute and loop
// where distribute counts.
func holdsAnything(kind string, distribute bool) bool {
	return strings.HasPrefix(kind, "parallel") || distribute && (strings.HasPrefix(kind, "distribute") || kind == "loop")
}

// Edits returns the edits of the written text of toks, the
// region of a host teams construct in a fallback (after the pragma of
// index at), that gcc 12 needs: it takes only distribute, parallel and
// loop constructs and omp_get_team_num() and omp_get_num_teams()
// strictly nested in a teams region, as OpenMP 5.0 said, where clang-19
// takes any. A call of another OpenMP routine there goes through a
// pointer gcc does not follow, and an atomic construct there runs in a
// parallel region of one thread (still atomic with respect to every
// other team). distribute: distribute and loop constructs may stand
// there. ok is false for any other construct, or a routine or atomic
// construct a macro wrote.
func Edits(a Input, at int, toks []cc.Token, distribute bool) (edits []textedit.Edit, ok bool) {
	if len(toks) == 0 {
		return nil, true
	}
	if d := a.Dirs[at]; d != nil {
		// A teams construct combined with such a construct holds its
		// whole statement in it (teams distribute parallel for).
		k := string(d.Kind)
		if i := strings.Index(k, "teams "); i >= 0 && holdsAnything(k[i+len("teams "):], distribute) {
			return nil, true
		}
	}
	// The statements of the constructs in the region that gcc takes
	// there; inside them it takes anything.
	type span struct{ lo, hi int }
	var spans []span
	in := func(seq int) bool {
		for _, sp := range spans {
			if seq >= sp.lo && seq <= sp.hi {
				return true
			}
		}
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for i := at + 1; i < len(a.Pragmas); i++ {
		q := &a.Pragmas[i]
		if q.Seq >= hi {
			break
		}
		if q.Seq < lo-1 || in(q.Seq+1) || a.Dirs[i] == nil {
			continue
		}
		kind := string(a.Dirs[i].Kind)
		switch {
		case holdsAnything(kind, distribute):
			st := a.Binder.Bind(q.Seq).Stmt
			if st == nil {
				return nil, false
			}
			ts := csyntax.Tokens(st)
			spans = append(spans, span{ts[0].Seq(), ts[len(ts)-1].Seq()})
		case kind == "atomic":
			if q.FromMacro || q.LineStart < 0 || q.Pos.File != a.Path {
				return nil, false
			}
			blank := strings.Repeat("\n", strings.Count(string(a.Src[q.LineStart:q.End]), "\n"))
			op := strings.TrimSuffix(a.PragmaOperator(q), "\n")
			edits = append(edits, textedit.Edit{Start: q.LineStart, End: q.End, Text: `_Pragma("omp parallel num_threads(1)") ` + op + blank})
		default:
			return nil, false
		}
	}
	for i, t := range toks {
		name := t.SrcStr()
		if !strings.HasPrefix(name, "omp_") || name == "omp_get_team_num" || name == "omp_get_num_teams" ||
			in(t.Seq()) || i+1 >= len(toks) || toks[i+1].SrcStr() != "(" {
			continue
		}
		if !a.Real(t) {
			return nil, false
		}
		off := t.Position().Offset
		edits = append(edits, textedit.Edit{Start: off, End: off + len(t.Src()), Text: "(*({ __typeof__(&" + name + ") __omp_f = &" + name + "; __asm__(\"\" : \"+r\"(__omp_f)); __omp_f; }))"})
	}
	return edits, true
}

// parallelWritesShared reports whether a parallel construct in the
// region toks (after the pragma of index at) may write a scalar the
// teams share: gcc 12 passes such a variable to the parallel region of
// a host teams construct by value and copies it back when the region
// ends, so two teams' updates race (one team's is lost). A reduction or
// lastprivate clause, or an assignment, increment or decrement of a
// name the parallel construct does not declare, counts.
func parallelWritesShared(a Input, at int, toks []cc.Token) bool {
	return anyDirectiveIn(a, at, toks, func(q *frontend.Pragma, d *directive.Directive) bool {
		return d.Kind.HasParallel() && writesShared(a, q, d)
	})
}

// anyDirectiveIn reports whether f holds for a directive of the region
// toks, after the pragma of index at.
func anyDirectiveIn(a Input, at int, toks []cc.Token, f func(q *frontend.Pragma, d *directive.Directive) bool) bool {
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for i := at + 1; i < len(a.Pragmas); i++ {
		q := &a.Pragmas[i]
		if q.Seq >= hi {
			break
		}
		if d := a.Dirs[i]; q.Seq >= lo-1 && d != nil && f(q, d) {
			return true
		}
	}
	return false
}

// writesShared reports whether parallel construct d (pragma q) has a
// reduction or lastprivate clause or writes a name it does not declare.
func writesShared(a Input, q *frontend.Pragma, d *directive.Directive) bool {
	if d.Clause("reduction") != nil || d.Clause("lastprivate") != nil {
		return true
	}
	st := a.Binder.Bind(q.Seq).Stmt
	if st == nil {
		return true
	}
	own := map[string]bool{}
	csyntax.Walk(st, func(n cc.Node) bool {
		if dd, ok := n.(*cc.Declarator); ok {
			own[dd.Name()] = true
		}
		return true
	})
	ts := csyntax.Tokens(st)
	for j, t := range ts {
		switch t.SrcStr() {
		case "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "++", "--":
		default:
			continue
		}
		// The name written: right before the operator (after a
		// member access it is a member, and an element's array
		// is not a scalar), or after a prefix ++ or --.
		if j > 0 && directive.IsIdent(ts[j-1].SrcStr()) && !own[ts[j-1].SrcStr()] &&
			(j < 2 || (ts[j-2].SrcStr() != "." && ts[j-2].SrcStr() != "->")) {
			return true
		}
		if j+1 < len(ts) && directive.IsIdent(ts[j+1].SrcStr()) && !own[ts[j+1].SrcStr()] &&
			(t.SrcStr() == "++" || t.SrcStr() == "--") && (j+2 >= len(ts) || (ts[j+2].SrcStr() != "." && ts[j+2].SrcStr() != "->" && ts[j+2].SrcStr() != "[")) {
			return true
		}
	}
	return false
}

// privateInTeams reports whether a construct in the region toks (after
// the pragma of index at) names in a lastprivate or reduction clause
// one of the variables private names, which are private in the host
// teams construct: gcc refuses that ("private in outer context").
func privateInTeams(a Input, at int, toks []cc.Token, private map[string]bool) bool {
	return anyDirectiveIn(a, at, toks, func(_ *frontend.Pragma, d *directive.Directive) bool {
		for _, c := range d.Clauses {
			if c.Name != "lastprivate" && c.Name != "reduction" {
				continue
			}
			for _, it := range c.Items {
				if private[it.Name] {
					return true
				}
			}
		}
		return false
	})
}

package loops

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// Nest is the loop nest a loop construct governs: one level, or the n
// perfectly nested rectangular loops of collapse(n), outermost first. Its
// iteration space is linear: iteration iv in [0, trip) is level k's
// normalized iteration (iv / prod(trip of levels after k)) % trip_k.
type Nest struct {
	Levels []*Model
	// Stmts are the levels' for statements.
	Stmts []*cc.IterationStatement
	// Runs are the levels of a non-rectangular nest that run in order
	// inside each iteration of Levels (their bounds use Levels'
	// variables); nil for a nest collapsed whole.
	Runs []*Model
}

// Depth is the number of collapsed levels.
func (n *Nest) Depth() int { return len(n.Levels) }

// Outer is the outermost level.
func (n *Nest) Outer() *Model { return n.Levels[0] }

// Inner is the innermost level; its body is the body of the construct.
func (n *Nest) Inner() *Model { return n.Levels[len(n.Levels)-1] }

// Indices are the loop variables of every level.
func (n *Nest) Indices() []string {
	out := make([]string, len(n.Levels))
	for i, m := range n.Levels {
		out[i] = m.Index
	}
	return out
}

// Names of the per-level values that host and device print.
func LevelLower(k int) string { return fmt.Sprintf("__omp_lb%d", k) }
func LevelStep(k int) string  { return fmt.Sprintf("__omp_step%d", k) }
func LevelTrip(k int) string  { return fmt.Sprintf("__omp_trip%d", k) }

// HostTrip is the host's expression of the whole iteration space: the
// level's trip count, or for a collapsed nest the product of the levels'
// trip counts saturated at 2^64-1 (__omp_trip_mul), which the launch block
// treats as an overflow.
func (n *Nest) HostTrip() string {
	if len(n.Levels) == 1 {
		m := n.Levels[0]
		return m.Trip(m.Lower, m.Upper, m.Step)
	}
	expr := ""
	for i, m := range n.Levels {
		t := m.Trip(m.Lower, m.Upper, m.Step)
		if i == 0 {
			expr = t
		} else {
			expr = fmt.Sprintf("__omp_trip_mul(%s, %s)", expr, t)
		}
	}
	return expr
}

// AnalyzeNest builds the models of the depth loops that collapse(depth)
// associates with stmt. The nest must be perfect (each level's body is
// exactly the next loop, possibly inside braces) and rectangular (no
// level's bounds or step use an outer level's variable).
func AnalyzeNest(stmt *cc.Statement, depth int) (*Nest, diag.List) {
	return analyzeNest(stmt, depth, true)
}

// AnalyzePerfectNest is AnalyzeNest without the rectangular check, for
// constructs that walk the nest as written (an inner level's bounds may
// use an outer level's variable).
func AnalyzePerfectNest(stmt *cc.Statement, depth int) (*Nest, diag.List) {
	return analyzeNest(stmt, depth, false)
}

func analyzeNest(stmt *cc.Statement, depth int, rect bool) (*Nest, diag.List) {
	m, errs := Analyze(stmt)
	if errs.HasErrors() {
		return nil, errs
	}
	nest := &Nest{Levels: []*Model{m}, Stmts: []*cc.IterationStatement{stmt.IterationStatement}}
	return extendNest(nest, depth, rect)
}

// Extend returns the nest of depth levels that continues n inward (n's
// levels, then the loops nested perfectly in its innermost body), all of
// them rectangular: the loops of an ordered(depth) doacross nest beyond
// those collapse shares out.
func (n *Nest) Extend(depth int) (*Nest, diag.List) {
	out := &Nest{Levels: append([]*Model(nil), n.Levels...), Stmts: append([]*cc.IterationStatement(nil), n.Stmts...)}
	out, errs := extendNest(out, depth, true)
	for i := range errs {
		errs[i].Msg = strings.Replace(errs[i].Msg, fmt.Sprintf("collapse(%d)", depth), fmt.Sprintf("ordered(%d)", depth), 1)
	}
	return out, errs
}

func extendNest(nest *Nest, depth int, rect bool) (*Nest, diag.List) {
	for len(nest.Levels) < depth {
		outer := nest.Inner()
		inner, why := onlyStatement(outer.Body)
		if inner == nil || inner.Case != cc.StatementIteration || inner.IterationStatement == nil ||
			(inner.IterationStatement.Case != cc.IterationStatementFor && inner.IterationStatement.Case != cc.IterationStatementForDecl) {
			var p diag.Pos
			switch {
			case why != nil:
				p = tokPos(csyntax.First(why))
			case inner != nil:
				p = tokPos(csyntax.First(inner))
			default:
				p = tokPos(csyntax.First(outer.Body))
			}
			var e diag.List
			e.Errorf(p, "collapse(%d): the loops are not perfectly nested: the body of loop %d (over '%s') must be exactly one for loop", depth, len(nest.Levels), outer.Index)
			return nil, e
		}
		lm, errs := Analyze(inner)
		if errs.HasErrors() {
			return nil, errs
		}
		for _, o := range nest.Levels {
			for _, part := range []struct{ what, text string }{{"lower bound", lm.Lower}, {"bound", lm.Upper}, {"step", lm.Step}} {
				if rect && usesName(part.text, o.Index) {
					var e diag.List
					e.Errorf(lm.Pos, "collapse(%d): the loop nest is not rectangular: the %s of the loop over '%s' uses the outer loop variable '%s'", depth, part.what, lm.Index, o.Index)
					return nil, e
				}
			}
			if lm.Index == o.Index {
				var e diag.List
				e.Errorf(lm.Pos, "collapse(%d): the inner loop reuses the loop variable '%s'", depth, lm.Index)
				return nil, e
			}
		}
		nest.Levels = append(nest.Levels, lm)
		nest.Stmts = append(nest.Stmts, inner.IterationStatement)
	}
	return nest, nil
}

// onlyStatement returns the single statement s consists of (looking
// through braces), or nil and the first extra statement or declaration.
func onlyStatement(s *cc.Statement) (*cc.Statement, cc.Node) {
	for s != nil && s.Case == cc.StatementCompound {
		var items []*cc.BlockItem
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			items = append(items, l.BlockItem)
		}
		if len(items) == 0 {
			return nil, nil
		}
		var loop *cc.Statement
		for _, it := range items {
			if it.Case == cc.BlockItemStmt && it.Statement.Case == cc.StatementIteration && loop == nil {
				loop = it.Statement
				continue
			}
			if it.Case == cc.BlockItemStmt && it.Statement.Case == cc.StatementExpr && it.Statement.ExpressionStatement.ExpressionList == nil {
				continue // a lone ';'
			}
			return nil, it
		}
		s = loop
	}
	return s, nil
}

func tokPos(t cc.Token) diag.Pos {
	p := t.Position()
	return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

// usesName reports whether C text mentions identifier name.
func usesName(text, name string) bool {
	for _, w := range Identifiers(text) {
		if w == name {
			return true
		}
	}
	return false
}

// Identifiers lists the identifiers of a C expression's text.
func Identifiers(text string) []string {
	var out []string
	isWord := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	for i := 0; i < len(text); {
		c := text[i]
		if !isWord(c) {
			if c == '"' || c == '\'' { // skip literals
				j := i + 1
				for j < len(text) && text[j] != c {
					if text[j] == '\\' {
						j++
					}
					j++
				}
				i = j + 1
				continue
			}
			i++
			continue
		}
		j := i
		for j < len(text) && (isWord(text[j]) || text[j] == '.' && c >= '0' && c <= '9') {
			j++
		}
		if !(c >= '0' && c <= '9') {
			out = append(out, text[i:j])
		}
		i = j
	}
	return out
}

// String describes a nest for messages.
func (n *Nest) String() string {
	parts := make([]string, len(n.Levels))
	for i, m := range n.Levels {
		parts[i] = m.String()
	}
	return strings.Join(parts, " | ")
}

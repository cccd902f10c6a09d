package generic

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// TeamCountShows reports whether what a generic teams region computes may
// depend on how many teams run it: the code beside its loops (which
// every team runs) may write memory or call a function, a loop nested in
// no distribute loop runs whole in every team, or the region asks for
// its team's number or the number of teams. Without num_teams such a
// region runs one team, as clang-19's does on the host plugin, so a
// program that counts the runs of its team code computes what clang-19
// computes (docs/generic.md#teams-regions); one whose team code only
// sets its own variables runs plan.GenericTeams teams.
func TeamCountShows(g *Region, region *cc.Statement) bool {
	for _, t := range csyntax.Tokens(region) {
		if s := t.SrcStr(); s == "omp_get_team_num" || s == "omp_get_num_teams" {
			return true
		}
	}
	for _, l := range g.Loops {
		if l.Dir.Kind.Has("distribute") {
			continue
		}
		inDistribute := false
		for _, o := range g.Loops {
			inDistribute = inDistribute || (o != l && o.Dir.Kind.Has("distribute") && l.Lo > o.Lo && l.Lo <= o.Hi)
		}
		if !inDistribute {
			return true
		}
	}
	tc := teamCode{g: g}
	tc.stmt(region)
	return tc.shows
}

// teamCode walks the code of a generic teams region beside its loops.
type teamCode struct {
	g     *Region
	shows bool
}

func (tc *teamCode) loopAt(s *cc.Statement) bool {
	for _, l := range tc.g.Loops {
		if l.Stmt == s {
			return true
		}
	}
	return false
}

func (tc *teamCode) contains(n cc.Node) bool {
	toks := csyntax.Tokens(n)
	if len(toks) == 0 {
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for _, l := range tc.g.Loops {
		if l.Lo >= lo && l.Lo <= hi {
			return true
		}
	}
	return false
}

func (tc *teamCode) pure(n cc.Node, initializers bool, own map[string]bool) {
	if n != nil && !pureTokens(csyntax.Tokens(n), initializers, own) {
		tc.shows = true
	}
}

func (tc *teamCode) stmt(s *cc.Statement) {
	if s == nil || tc.shows || tc.loopAt(s) {
		return
	}
	if !tc.contains(s) {
		tc.pure(s, false, nil)
		return
	}
	switch s.Case {
	case cc.StatementCompound:
		for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			switch bi := l.BlockItem; bi.Case {
			case cc.BlockItemDecl:
				tc.pure(bi.Declaration, true, nil)
			case cc.BlockItemStmt:
				tc.stmt(bi.Statement)
			default:
				tc.shows = true
			}
		}
	case cc.StatementSelection:
		x := s.SelectionStatement
		tc.pure(x.ExpressionList, false, nil)
		tc.stmt(x.Statement)
		tc.stmt(x.Statement2)
	case cc.StatementIteration:
		x := s.IterationStatement
		switch x.Case {
		case cc.IterationStatementWhile, cc.IterationStatementDo:
			tc.pure(x.ExpressionList, false, nil)
		case cc.IterationStatementForDecl:
			// The loop's own variables are each team's: its step may
			// update them.
			own := map[string]bool{}
			for l := x.Declaration.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
				own[l.InitDeclarator.Declarator.Name()] = true
			}
			tc.pure(x.Declaration, true, nil)
			tc.pure(x.ExpressionList, false, nil)
			tc.pure(x.ExpressionList2, false, own)
		default:
			tc.pure(x.ExpressionList, false, nil)
			tc.pure(x.ExpressionList2, false, nil)
			tc.pure(x.ExpressionList3, false, nil)
		}
		tc.stmt(x.Statement)
	default:
		tc.shows = true
	}
}

// pureTokens reports whether code toks neither writes memory nor calls
// a function other than an OpenMP query routine. initializers: toks are
// a declaration, whose initializers' '=' (outside parentheses and
// braces) write the declared variables. own: variables that an
// increment, decrement or compound assignment written as `v op ...` may
// update.
func pureTokens(toks []cc.Token, initializers bool, own map[string]bool) bool {
	depth := 0
	for i, t := range toks {
		s := t.SrcStr()
		switch s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case "++", "--", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=":
			if own != nil && (i > 0 && own[toks[i-1].SrcStr()] || i+1 < len(toks) && own[toks[i+1].SrcStr()]) {
				continue
			}
			return false
		case "=":
			if initializers && depth == 0 {
				continue
			}
			if own != nil && i > 0 && own[toks[i-1].SrcStr()] {
				continue
			}
			return false
		case "asm", "__asm__", "__asm", "volatile", "__volatile__":
			return false
		}
		if i+1 < len(toks) && toks[i+1].SrcStr() == "(" && directive.IsIdent(s) && !csyntax.ExprKeywords[s] {
			if !strings.HasPrefix(s, "omp_get_") && !strings.HasPrefix(s, "omp_in_") && !strings.HasPrefix(s, "omp_is_") {
				return false
			}
		}
	}
	return true
}

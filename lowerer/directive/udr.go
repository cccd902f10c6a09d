package directive

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// declare reduction (docs/loops.md, user-defined reductions):
//
//	#pragma omp declare reduction(id : type-list : combiner) [initializer(init)]
//
// The parser keeps the spelling: the identifier, each type's tokens, the
// combiner's and the initializer's tokens. The analysis resolves the
// types and the declaration a reduction clause names, and renders the
// combiner and initializer as device code. Outside target regions the
// directive is the host compiler's: its errors are deferred until a
// reduction clause on the device names it.

// DeclareReduction is `#pragma omp declare reduction(...)`.
const DeclareReduction Kind = "declare reduction"

// ReductionDecl is the content of a declare reduction directive.
type ReductionDecl struct {
	ID    string
	IDPos diag.Pos
	// Types are the type-list's types, each as its tokens.
	Types [][]Token
	// Combiner holds the combiner expression's tokens.
	Combiner []Token
	// Init holds the initializer clause's tokens (inside its
	// parentheses); nil when there is none.
	Init    []Token
	InitPos diag.Pos
}

// IsReductionOp reports whether s is one of the reduction operators
// the lowerer implements for arithmetic types.
func IsReductionOp(s string) bool { return reductionOps[s] }

// declareReduction parses `declare reduction (id : types : combiner)` and
// the optional initializer clause; p.i is just past 'reduction'.
func (p *parser) declareReduction(d *Directive) {
	r := &ReductionDecl{}
	if !p.expect("(") {
		return
	}
	inner, ok := p.balanced()
	if !ok {
		return
	}
	// id : types : combiner
	if len(inner) < 5 || inner[1].Text != ":" {
		p.failf(d.Pos, "expected '(reduction-identifier : type-list : combiner)' in 'declare reduction'")
		return
	}
	if !IsIdent(inner[0].Text) && !reductionOps[inner[0].Text] {
		p.failf(inner[0].Pos, "expected a reduction identifier, found '%s'", inner[0].Text)
		return
	}
	r.ID, r.IDPos = inner[0].Text, inner[0].Pos
	// Known by its identifier from here on, so that a use can report
	// what is wrong with it.
	d.Reduction = r
	var cur []Token
	i := 2
	for ; i < len(inner) && inner[i].Text != ":"; i++ {
		if inner[i].Text == "," {
			r.Types = append(r.Types, cur)
			cur = nil
			continue
		}
		cur = append(cur, inner[i])
	}
	r.Types = append(r.Types, cur)
	for _, t := range r.Types {
		if len(t) == 0 {
			p.failf(inner[1].Pos, "expected a type in the type-list of 'declare reduction'")
			return
		}
	}
	if i >= len(inner)-1 {
		p.failf(p.endPos(), "expected ': combiner' after the type-list of 'declare reduction'")
		return
	}
	r.Combiner = inner[i+1:]
	if t, ok := p.peek(); ok {
		if t.Text != "initializer" {
			p.failf(t.Pos, "expected 'initializer' or the end of 'declare reduction', found '%s'", t.Text)
			return
		}
		p.i++
		if !p.expect("(") {
			return
		}
		r.InitPos = p.pos()
		if r.Init, ok = p.balanced(); !ok {
			return
		}
		if len(r.Init) == 0 {
			p.failf(r.InitPos, "expected an initializer expression")
			return
		}
		if t, ok := p.peek(); ok {
			p.failf(t.Pos, "unexpected '%s' after the initializer clause", t.Text)
			return
		}
	}
}

// balanced returns the tokens up to the ')' that closes the '(' just
// read, and moves past it.
func (p *parser) balanced() ([]Token, bool) {
	var out []Token
	depth := 0
	for {
		t, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return nil, false
		}
		p.i++
		switch t.Text {
		case "(":
			depth++
		case ")":
			if depth == 0 {
				return out, true
			}
			depth--
		}
		out = append(out, t)
	}
}

package directive

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// declare mapper (docs/data-mapping.md):
//
//	#pragma omp declare mapper([mapper-identifier :] type var) map(...)...
//
// and the mapper(id) modifier of map clauses and of target update's
// to/from clauses. The parser keeps the spelling; the analysis resolves
// the type, the visible declaration of a use and its expansion.

// DeclareMapper is `#pragma omp declare mapper(...)`.
const DeclareMapper Kind = "declare mapper"

// DefaultMapper is the identifier of a mapper declared without one.
const DefaultMapper = "default"

// MapperHead is the parenthesized head of a declare mapper directive.
type MapperHead struct {
	Pos   diag.Pos // the '(' after 'mapper'
	ID    string   // DefaultMapper when omitted
	IDPos diag.Pos // zero when omitted
	// Type is the type as written ("struct Vec", "Vec"), TypeToks its
	// tokens and TypePos where it starts.
	Type     string
	TypeToks []Token
	TypePos  diag.Pos
	Var      string
	VarPos   diag.Pos
}

func isMapperDecl(k Kind) bool { return k == DeclareMapper }

// declareMapper parses `declare mapper ( [id :] type var )` and the map
// clauses that follow; p.i is at 'mapper'.
func (p *parser) declareMapper(d *Directive) *Directive {
	d.Kind = DeclareMapper
	p.i++ // mapper
	open, ok := p.peek()
	if !ok || open.Text != "(" {
		p.failf(p.pos(), "expected '(' after 'declare mapper'")
		return nil
	}
	p.i++
	h := &MapperHead{Pos: open.Pos, ID: DefaultMapper}
	// The head runs to the matching ')'.
	var head []Token
	depth := 0
	for {
		t, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return nil
		}
		p.i++
		if t.Text == "(" {
			depth++
		} else if t.Text == ")" {
			if depth == 0 {
				break
			}
			depth--
		}
		head = append(head, t)
	}
	if len(head) >= 2 && head[1].Text == ":" {
		if !IsIdent(head[0].Text) {
			p.failf(head[0].Pos, "expected a mapper identifier, found '%s'", head[0].Text)
			return nil
		}
		h.ID, h.IDPos = head[0].Text, head[0].Pos
		head = head[2:]
	}
	for i, t := range head {
		if t.Text == ":" {
			if i == 0 {
				p.failf(t.Pos, "expected a mapper identifier before ':' (or leave out both for the default mapper)")
			} else {
				p.failf(t.Pos, "expected '[mapper-identifier :] type var' in 'declare mapper', found ':'")
			}
			return nil
		}
	}
	if len(head) < 2 {
		p.failf(open.Pos, "expected '[mapper-identifier :] type var' in 'declare mapper'")
		return nil
	}
	v := head[len(head)-1]
	if !IsIdent(v.Text) {
		p.failf(v.Pos, "expected the mapper's variable name, found '%s'", v.Text)
		return nil
	}
	if tag := head[len(head)-2].Text; tag == "struct" || tag == "union" || tag == "enum" {
		// `declare mapper(struct S)`: S is the tag, the variable is missing.
		after := v.Pos
		after.Col += len(v.Text)
		p.failf(after, "expected the mapper's variable name after '%s %s'", tag, v.Text)
		return nil
	}
	h.Var, h.VarPos = v.Text, v.Pos
	h.TypeToks = head[:len(head)-1]
	h.TypePos = h.TypeToks[0].Pos
	var words []string
	for _, t := range h.TypeToks {
		words = append(words, t.Text)
	}
	h.Type = strings.Join(words, " ")
	d.Mapper = h
	p.clauses(d)
	if p.errs.HasErrors() {
		return nil
	}
	if len(d.Clauses) == 0 {
		p.failf(p.endPos(), "'#pragma omp declare mapper' needs at least one 'map' clause")
		return nil
	}
	return d
}

// mapperModifier parses `mapper ( id )` at toks[j]; it returns the
// identifier token and the index after ')'.
func (p *parser) mapperModifier(toks []Token, j int) (Token, int, bool) {
	if j+1 >= len(toks) || toks[j+1].Text != "(" {
		at := p.endPos()
		if j+1 < len(toks) {
			at = toks[j+1].Pos
		}
		p.failf(at, "expected '(' after 'mapper'")
		return Token{}, 0, false
	}
	if j+3 >= len(toks) || !IsIdent(toks[j+2].Text) || toks[j+3].Text != ")" {
		at := p.endPos()
		if j+2 < len(toks) {
			at = toks[j+2].Pos
		}
		p.failf(at, "expected 'mapper(identifier)'")
		return Token{}, 0, false
	}
	return toks[j+2], j + 4, true
}

// mapperString renders a declare mapper directive's head.
func (d *Directive) mapperString(b *strings.Builder) {
	h := d.Mapper
	b.WriteString("(")
	if h.IDPos.Line != 0 {
		b.WriteString(h.ID + ": ")
	}
	b.WriteString(h.Type + " " + h.Var + ")")
}

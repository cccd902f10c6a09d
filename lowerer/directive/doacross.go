package directive

import (
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// Doacross holds the doacross clauses of an ordered construct (OpenMP 5.2
// §15.9.6, §15.10.1): doacross(source:) or depend(source) posts the
// current iteration; each doacross(sink: vec) or depend(sink: vec) waits
// for the iteration vec names.
type Doacross struct {
	Pos      diag.Pos // the first doacross or depend clause
	Spelling string   // "doacross" or "depend", as the first clause spells it
	Source   bool
	Sinks    []Sink
}

// Sink is one sink vector: the elements x ± d in the order of the loops,
// or omp_cur_iteration - 1 (CurIter, no elements).
type Sink struct {
	Pos     diag.Pos
	Elems   []SinkElem
	CurIter bool
}

// SinkElem is x, x + d or x - d: Var is x, Op "" (no offset), "+" or
// "-", Offset d's text.
type SinkElem struct {
	Pos    diag.Pos
	Var    string
	Op     string
	Offset string
}

// OrderedParam returns the n of an ordered(n) clause of d (a doacross
// loop), 0 when d has no ordered clause or one without a parameter. The
// parameter is read as orderedParam accepted it (any base, an integer
// suffix).
func OrderedParam(d *Directive) int {
	c := d.Clause("ordered")
	if c == nil || c.Expr == "" {
		return 0
	}
	n, _ := strconv.ParseInt(strings.TrimRight(strings.TrimSpace(c.Expr), "uUlL"), 0, 32)
	return int(n)
}

// orderedParam parses ordered(n) after its '(' was read: n must be a
// positive integer literal, as the loop nest it names must be known.
func (p *parser) orderedParam(c *Clause) bool {
	e, at, ok := p.closedExpr("clause 'ordered'")
	if !ok {
		return false
	}
	n, err := strconv.ParseInt(strings.TrimRight(e, "uUlL"), 0, 32)
	if err != nil || n < 1 || n > 8 {
		p.failf(at, "the argument of clause 'ordered' must be an integer literal from 1 to 8 (the number of loops of the doacross nest)")
		return false
	}
	c.Expr, c.ExprPos = strconv.Itoa(int(n)), at
	return true
}

// doacrossClause parses depend(source), depend(sink: vec),
// doacross(source:), doacross(source: omp_cur_iteration) and
// doacross(sink: vec) on an ordered construct (at t, its name read).
func (p *parser) doacrossClause(info *SyncInfo, t Token, name string) bool {
	if info.Doacross == nil {
		info.Doacross = &Doacross{Pos: t.Pos, Spelling: name}
	}
	dx := info.Doacross
	if !p.expect("(") {
		return false
	}
	kind, ok := p.peek()
	if !ok || kind.Text != "source" && kind.Text != "sink" {
		p.failf(p.pos(), "expected 'source' or 'sink' in clause '%s' of '#pragma omp ordered'", name)
		return false
	}
	p.i++
	if kind.Text == "source" {
		if dx.Source {
			p.failf(kind.Pos, "more than one source in the clauses of '#pragma omp ordered'")
			return false
		}
		dx.Source = true
		if name == "doacross" {
			if !p.expect(":") {
				return false
			}
			if n, ok := p.peek(); ok && n.Text == "omp_cur_iteration" {
				p.i++
			}
		}
		return p.expect(")")
	}
	if !p.expect(":") {
		return false
	}
	s := Sink{Pos: p.pos()}
	for {
		at := p.pos()
		e := p.expr(",", ")")
		if p.errs.HasErrors() {
			return false
		}
		el, ok := sinkElem(e, at)
		if !ok {
			p.failf(at, "a sink vector element must be a loop variable, or one plus or minus a constant ('i - 1'), found '%s'", e)
			return false
		}
		if el.Var == "omp_cur_iteration" {
			if el.Op != "-" || strings.TrimSpace(el.Offset) != "1" || len(s.Elems) > 0 {
				p.failf(at, "'omp_cur_iteration' in a sink vector must be written 'omp_cur_iteration - 1', alone")
				return false
			}
			s.CurIter = true
		} else if s.CurIter {
			p.failf(at, "'omp_cur_iteration - 1' must be the sink vector's only element")
			return false
		}
		s.Elems = append(s.Elems, el)
		n, _ := p.peek()
		p.i++
		if n.Text == ")" {
			break
		}
	}
	if s.CurIter {
		s.Elems = nil
	}
	dx.Sinks = append(dx.Sinks, s)
	return true
}

// sinkElem splits e into x [± d].
func sinkElem(e string, at diag.Pos) (SinkElem, bool) {
	f := strings.Fields(e)
	if len(f) == 0 || !IsIdent(f[0]) {
		return SinkElem{}, false
	}
	el := SinkElem{Pos: at, Var: f[0]}
	if len(f) == 1 {
		return el, true
	}
	if f[1] != "+" && f[1] != "-" || len(f) < 3 {
		return SinkElem{}, false
	}
	el.Op, el.Offset = f[1], strings.Join(f[2:], " ")
	return el, true
}

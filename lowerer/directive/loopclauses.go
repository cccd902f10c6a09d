package directive

import (
	"fmt"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// lastprivateHead parses lastprivate's optional modifier: conditional:
// (the value of the sequentially last iteration that assigned the item)
// sets c.Conditional; the analysis refuses it where it is not lowered.
func (p *parser) lastprivateHead(c *Clause) bool {
	if p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":" && IsIdent(p.toks[p.i].Text) {
		t := p.toks[p.i]
		if t.Text != "conditional" {
			p.failf(t.Pos, "unknown lastprivate modifier '%s' (OpenMP 5.2 knows 'conditional')", t.Text)
			return false
		}
		c.Conditional, c.ConditionalPos = true, t.Pos
		p.i += 2
	}
	return true
}

// conditionalMsg is the error for lastprivate(conditional:) where it is
// not lowered.
const conditionalMsg = "lastprivate modifier 'conditional' is not supported yet"

// ConditionalOnDistribute is the error for lastprivate(conditional:) on
// construct k, which has a distribute leaf.
func ConditionalOnDistribute(k Kind) string {
	return fmt.Sprintf("lastprivate modifier 'conditional' is not allowed on '#pragma omp %s' (OpenMP 5.2 §11.6: not on a distribute construct)", k)
}

// LinearStepNotConstant is the error for a linear clause whose step
// (the identifier v of it) is not an integer constant. clang-19 gives
// no reference for such a step in device code: it crashes on the nested
// forms and ignores the step on the combined ones.
func LinearStepNotConstant(v string) string {
	return fmt.Sprintf("a linear step that is not an integer constant ('%s') is not supported yet (in device code clang-19 crashes on it or ignores the step); use a constant step, or set the item from the loop variable in the body (k = k0 + i * step)", v)
}

// NotScalarConditional is the error for a variable that is no scalar
// in lastprivate(conditional:): OpenMP 5.2 §5.4.5 takes scalars only
// (clang-19 and gcc refuse the others too).
func NotScalarConditional(name string) string {
	return fmt.Sprintf("'%s' in 'lastprivate(conditional: ...)' is not a scalar variable (OpenMP 5.2 §5.4.5: the conditional modifier takes scalars only)", name)
}

// conditionalErrs are the deferred errors of a nestable construct's
// lastprivate(conditional:) clauses: only the loop kernel of a combined
// target construct lowers the modifier, which Combine keeps (the other
// places where a nestable construct is lowered report Deferred).
func conditionalErrs(d *Directive) diag.List {
	var errs diag.List
	for _, c := range d.Clauses {
		if c.Conditional {
			errs.Errorf(c.ConditionalPos, "%s", conditionalMsg)
		}
	}
	return errs
}

// WithoutConditional is d.Deferred without the errors conditionalErrs
// added for d's clauses (for where the modifier is lowered).
func WithoutConditional(d *Directive) diag.List {
	var out diag.List
	for _, e := range d.Deferred {
		cond := false
		for _, c := range d.Clauses {
			if c.Conditional && e.Pos == c.ConditionalPos && e.Msg == conditionalMsg {
				cond = true
			}
		}
		if !cond {
			out = append(out, e)
		}
	}
	return out
}

// linearModifiers are the linear modifiers of OpenMP 5.2 (val, uval,
// ref). C has no references, so only val is valid in C (as clang-19
// says); on the C items a loop construct takes it means what no modifier
// means.
var linearModifiers = map[string]bool{"val": true, "ref": true, "uval": true}

// linearModifier refuses the modifiers C does not allow (ref and uval,
// which name C++ references).
func (p *parser) linearModifier(t Token) bool {
	if t.Text != "val" {
		p.failf(t.Pos, "linear modifier '%s' applies to C++ references only; in C only 'val' is allowed", t.Text)
		return false
	}
	return true
}

// linear parses `list [: step]`, `val(list) [: step]` and OpenMP 5.2's
// `list : step(s)` with the modifiers val, ref and uval separated by
// commas. The step, if any, goes to c.Expr; val changes nothing.
func (p *parser) linear(c *Clause) {
	if t, ok := p.peek(); ok && linearModifiers[t.Text] && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "(" {
		if !p.linearModifier(t) {
			return
		}
		p.i += 2
		c.Items = p.list(listOpts{})
		if p.errs.HasErrors() || !p.expect(")") {
			return
		}
	} else {
		c.Items = p.list(listOpts{colon: true})
	}
	if p.errs.HasErrors() {
		return
	}
	if t, _ := p.peek(); t.Text != ":" {
		return
	}
	p.i++
	// After the colon: a step expression, or 5.2 modifiers step(s), val,
	// ref, uval separated by commas.
	first, ok := p.peek()
	if !ok {
		p.failf(p.endPos(), "expected a linear step after ':'")
		return
	}
	next := ""
	if p.i+1 < len(p.toks) {
		next = p.toks[p.i+1].Text
	}
	isModifierList := linearModifiers[first.Text] && (next == "," || next == ")") || first.Text == "step" && next == "("
	if !isModifierList {
		c.ExprPos = p.pos()
		c.Expr = p.expr(")")
		if c.Expr == "" && !p.errs.HasErrors() {
			p.failf(c.ExprPos, "expected a linear step after ':'")
		}
		return
	}
	for {
		t, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return
		}
		switch {
		case t.Text == ",":
			p.i++
			continue
		case t.Text == ")":
			return
		case linearModifiers[t.Text]:
			if !p.linearModifier(t) {
				return
			}
			p.i++
		case t.Text == "step":
			p.i++
			if !p.expect("(") {
				return
			}
			if c.Expr != "" {
				p.failf(t.Pos, "more than one 'step' modifier in clause 'linear'")
				return
			}
			var ok bool
			if c.Expr, c.ExprPos, ok = p.closedExpr("'step'"); !ok {
				return
			}
		default:
			p.failf(t.Pos, "unknown linear modifier '%s'", t.Text)
			return
		}
	}
}

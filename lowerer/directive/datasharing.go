package directive

import "strings"

// BeginDeclareTarget is OpenMP 5.2's spelling of the declare target
// directive that opens a range; end declare target closes it.
const BeginDeclareTarget Kind = "begin declare target"

func isDeclTargetAny(k Kind) bool { return k == DeclareTarget || k == BeginDeclareTarget }

// ifModifiers returns the directive-name-modifiers an if clause may take
// on construct k: its leaf constructs that take an if clause.
func ifModifiers(k Kind) []string {
	if k.IsData() {
		return []string{string(k)}
	}
	var out []string
	if k.IsCompute() {
		out = append(out, "target")
	}
	if k.HasParallel() {
		out = append(out, "parallel")
	}
	if hasSimd(k) {
		out = append(out, "simd")
	}
	return out
}

// ifModifier parses the optional `directive-name-modifier :` of an if
// clause and checks it against the construct and the if clauses before
// it: at most one if clause applies to each leaf construct.
func (p *parser) ifModifier(d *Directive, c *Clause) bool {
	j := p.i
	var words []string
	for j < len(p.toks) && isIdent(p.toks[j].Text) {
		words = append(words, p.toks[j].Text)
		j++
	}
	if len(words) > 0 && j < len(p.toks) && p.toks[j].Text == ":" {
		mod := strings.Join(words, " ")
		pos := p.toks[p.i].Pos
		ok := false
		for _, m := range ifModifiers(d.Kind) {
			ok = ok || m == mod
		}
		switch {
		case ok:
		case mod == "teams" && d.Kind.HasTeams():
			p.failf(pos, "directive-name-modifier 'teams' of clause 'if' is not supported yet (clang-19 rejects it too)")
			return false
		default:
			p.failf(pos, "directive-name-modifier '%s' of clause 'if' does not name a construct of '#pragma omp %s' that takes an if clause", mod, d.Kind)
			return false
		}
		c.NameModifier, c.NameModifierPos = mod, pos
		p.i = j + 1
	}
	for _, o := range d.Clauses {
		if o.Name != "if" {
			continue
		}
		switch {
		case o.NameModifier == c.NameModifier && c.NameModifier == "":
			p.failf(c.Pos, "clause 'if' appears more than once")
			return false
		case o.NameModifier == c.NameModifier:
			p.failf(c.Pos, "more than one 'if' clause with directive-name-modifier '%s'", c.NameModifier)
			return false
		case o.NameModifier == "" || c.NameModifier == "":
			p.failf(c.Pos, "an 'if' clause without a directive-name-modifier applies to every construct of '#pragma omp %s'; it cannot be combined with another 'if' clause", d.Kind)
			return false
		}
	}
	return true
}

// deviceModifier parses the optional `device_num :` or `ancestor :` of a
// device clause. The ancestor modifier needs requires reverse_offload,
// which the lowerer does not implement.
func (p *parser) deviceModifier(d *Directive, c *Clause) bool {
	if p.i+1 >= len(p.toks) || p.toks[p.i+1].Text != ":" {
		return true
	}
	switch t := p.toks[p.i]; {
	case !d.Kind.IsCompute():
		// clang-19 takes the modifiers on target constructs only.
		p.failf(t.Pos, "a device modifier on '#pragma omp %s' is not supported yet (only on target constructs)", d.Kind)
		return false
	case t.Text == "device_num":
		p.i += 2
	case t.Text == "ancestor":
		p.failf(t.Pos, "device(ancestor: ...) needs '#pragma omp requires reverse_offload', which is not supported yet")
		return false
	default:
		p.failf(t.Pos, "unknown device modifier '%s' (expected device_num or ancestor)", t.Text)
		return false
	}
	return true
}

// DeviceType returns the device_type of a declare target directive:
// "host", "nohost" or "any" (the default).
func (d *Directive) DeviceType() string {
	if c := d.Clause("device_type"); c != nil {
		return c.Expr
	}
	return "any"
}

// rawValue checks the keyword argument of default and device_type.
func (p *parser) rawValue(c *Clause) {
	var allowed []string
	switch c.Name {
	case "default":
		allowed = []string{"shared", "none", "private", "firstprivate"}
	case "device_type":
		allowed = []string{"host", "nohost", "any"}
	default:
		return
	}
	for _, v := range allowed {
		if c.Expr == v {
			return
		}
	}
	if c.Expr != "" {
		p.failf(c.ExprPos, "unknown argument '%s' of clause '%s' (expected %s)", c.Expr, c.Name, strings.Join(allowed, ", "))
	}
}

package directive

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

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
	for j < len(p.toks) && IsIdent(p.toks[j].Text) {
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

// DeviceTypePos is where d's device_type was written (d's position when
// it has none).
func (d *Directive) DeviceTypePos() diag.Pos {
	if c := d.Clause("device_type"); c != nil {
		return c.ExprPos
	}
	return d.Pos
}

// ConditionalItems lists the items of d's lastprivate(conditional:)
// clauses in order.
func (d *Directive) ConditionalItems() []Item {
	var out []Item
	for _, c := range d.Clauses {
		if c.Name == "lastprivate" && c.Conditional {
			out = append(out, c.Items...)
		}
	}
	return out
}

// rawValue checks the keyword argument of default, device_type and
// proc_bind.
func (p *parser) rawValue(c *Clause) {
	var allowed []string
	switch c.Name {
	case "default":
		allowed = []string{"shared", "none", "private", "firstprivate"}
	case "device_type":
		allowed = []string{"host", "nohost", "any"}
	case "proc_bind":
		allowed = []string{"primary", "master", "close", "spread"}
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

// predefinedAllocators are OpenMP's predefined memory allocators. The
// lowering places every private copy as it places any other (in a
// kernel's locals or the runtime's private buffers): an allocator only
// says where a copy should live, and a copy is a copy wherever it lives.
var predefinedAllocators = map[string]bool{
	"omp_default_mem_alloc": true, "omp_large_cap_mem_alloc": true, "omp_const_mem_alloc": true,
	"omp_high_bw_mem_alloc": true, "omp_low_lat_mem_alloc": true, "omp_cgroup_mem_alloc": true,
	"omp_pteam_mem_alloc": true, "omp_thread_mem_alloc": true,
}

// allocation is one allocate clause: its allocator ("" for the default)
// and its list items.
type allocation struct {
	allocator    string
	allocatorPos diag.Pos
	items        []Item
}

// allocateClause parses `allocate([allocator :] list)` (t its name). The
// clause is checked (allocateCheck) and then dropped: the copies it
// names are made as without it.
func (p *parser) allocateClause(t Token) {
	p.i++
	if !p.expect("(") {
		return
	}
	var al allocation
	if colon := p.headColon(); colon >= 0 {
		head := p.toks[p.i:colon]
		switch {
		case len(head) == 1 && predefinedAllocators[head[0].Text]:
			al.allocator, al.allocatorPos = head[0].Text, head[0].Pos
		case len(head) > 1 && (head[0].Text == "allocator" || head[0].Text == "align") && head[1].Text == "(":
			p.failf(head[0].Pos, "the '%s' modifier of clause 'allocate' is not supported yet", head[0].Text)
			return
		case len(head) == 0:
			p.failf(p.toks[colon].Pos, "expected an allocator before ':'")
			return
		default:
			p.failf(head[0].Pos, "allocator '%s' in clause 'allocate' is not supported yet (the predefined allocators are)", tokensText(head))
			return
		}
		p.i = colon + 1
	}
	al.items = p.list(listOpts{})
	if p.errs.HasErrors() {
		return
	}
	p.expect(")")
	p.allocs = append(p.allocs, al)
}

// usesAllocatorsClause parses `uses_allocators(list)` of a target
// construct: the predefined allocators need no setup on the device.
func (p *parser) usesAllocatorsClause(t Token) {
	p.i++
	if !p.expect("(") {
		return
	}
	for !p.errs.HasErrors() {
		a, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return
		}
		switch {
		case a.Text == ")":
			p.i++
			return
		case a.Text == ",":
			p.i++
		case predefinedAllocators[a.Text] && (p.i+1 >= len(p.toks) || p.toks[p.i+1].Text == "," || p.toks[p.i+1].Text == ")"):
			p.uses = append(p.uses, a.Text)
			p.i++
		default:
			p.failf(a.Pos, "a user-defined allocator or allocator traits in clause 'uses_allocators' are not supported yet (the predefined allocators are)")
			return
		}
	}
}

// allocateCheck checks the allocate clauses of d as clang-19 does: each
// list item has a clause of the same directive that makes it private,
// and on a target construct an allocator is one of uses_allocators.
func (p *parser) allocateCheck(d *Directive) {
	private := map[string]bool{}
	for _, c := range d.Clauses {
		switch c.Name {
		case "private", "firstprivate", "lastprivate", "linear", "reduction":
			for _, it := range c.Items {
				private[it.Name] = true
			}
		}
	}
	uses := map[string]bool{}
	for _, u := range p.uses {
		uses[u] = true
	}
	for _, al := range p.allocs {
		if al.allocator != "" && d.Kind.IsCompute() && !uses[al.allocator] {
			p.failf(al.allocatorPos, "allocator '%s' must be listed in a 'uses_allocators' clause of '#pragma omp %s'", al.allocator, d.Kind)
			return
		}
		for _, it := range al.items {
			if !private[it.Name] {
				p.failf(it.Pos, "'%s' in clause 'allocate' is in no clause of '#pragma omp %s' that makes it private", it.Name, d.Kind)
				return
			}
		}
	}
}

func tokensText(toks []Token) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.Text
	}
	return strings.Join(parts, " ")
}

package directive

import "strings"

// Data-mapping directives (docs/data-mapping.md): target data and the standalone
// target enter data / exit data / update, and declare target.
const (
	TargetData       Kind = "target data"
	TargetEnterData  Kind = "target enter data"
	TargetExitData   Kind = "target exit data"
	TargetUpdate     Kind = "target update"
	DeclareTarget    Kind = "declare target"
	EndDeclareTarget Kind = "end declare target"
)

// IsCompute reports whether the construct is a target region with a
// kernel (target, target teams, ... loops).
func (k Kind) IsCompute() bool { return strings.HasPrefix(string(k), "target") && !k.IsData() }

// IsData reports whether the construct only moves data: target data,
// enter data, exit data and update.
func (k Kind) IsData() bool {
	return k == TargetData || k == TargetEnterData || k == TargetExitData || k == TargetUpdate
}

// IsStandalone reports whether the directive is executable on its own,
// with no statement after it.
func (k Kind) IsStandalone() bool {
	return k == TargetEnterData || k == TargetExitData || k == TargetUpdate
}

// IsDeclarative reports whether the directive is declare target or its end.
func (k Kind) IsDeclarative() bool {
	return k == DeclareTarget || k == BeginDeclareTarget || k == EndDeclareTarget
}

func isDeclTarget(k Kind) bool { return k == DeclareTarget }

// declareTargetTo is the spec of 'to' on declare target (OpenMP 5.1's
// spelling of 'enter'); on target update 'to' is a motion clause.
var declareTargetTo = clauseSpec{formList, isDeclTarget}

// declareTargetList parses the extended-list form `declare target(list)`
// as an 'enter' clause.
func (p *parser) declareTargetList(d *Directive) {
	c := Clause{Pos: p.toks[p.i].Pos, Name: "enter", ListForm: true}
	p.i++
	c.Items = p.list(listOpts{})
	if p.errs.HasErrors() {
		return
	}
	p.expect(")")
	d.Clauses = append(d.Clauses, c)
}

func hasMap(k Kind) bool {
	return k.IsCompute() || k == TargetData || k == TargetEnterData || k == TargetExitData || isMapperDecl(k)
}
func isUpdate(k Kind) bool  { return k == TargetUpdate }
func isTgtData(k Kind) bool { return k == TargetData }

// hasNowait: target tasks and the worksharing for without parallel.
func hasNowait(k Kind) bool {
	return isTargetTask(k) || (k.Has("for") && !k.HasParallel() && !k.IsCompute())
}
func isDevOrData(k Kind) bool { return k.IsCompute() || k.IsData() }

// listOpts says what a clause's list items may contain.
type listOpts struct {
	members bool // s.x, p->x, s.a[0:n]
	stride  bool // [lb:len:stride]
	colon   bool // the list may end at a ':' (linear's step)
	deref   bool // *p, the section p[0:1]
}

func optsFor(name string) listOpts {
	switch name {
	case "map":
		return listOpts{members: true, deref: true}
	case "use_device_addr", "has_device_addr":
		return listOpts{members: true}
	case "to", "from":
		return listOpts{members: true, stride: true, deref: true}
	}
	return listOpts{}
}

// motionHead parses optional motion modifiers of to/from:
// `[present] [,] [mapper(id)] :`.
func (p *parser) motionHead(c *Clause) {
	// A head exists when a top-level ':' comes before the list.
	colon := p.headColon()
	if colon < 0 {
		return
	}
	head := p.toks[p.i:colon]
	for j := 0; j < len(head); j++ {
		t := head[j]
		switch t.Text {
		case ",":
		case "present":
			c.Modifiers = append(c.Modifiers, "present")
		case "mapper":
			id, next, ok := p.mapperModifier(head, j)
			if !ok {
				return
			}
			c.Mapper, c.MapperPos = id.Text, id.Pos
			j = next - 1
		case "iterator":
			p.failf(t.Pos, "motion modifier '%s' is not supported yet", t.Text)
			return
		default:
			p.failf(t.Pos, "unknown motion modifier '%s' (expected present or mapper)", t.Text)
			return
		}
	}
	p.i = colon + 1
}

// raw collects the clause argument tokens as text (defaultmap).
func (p *parser) raw(c *Clause) {
	c.ExprPos = p.pos()
	var parts []string
	for p.i < len(p.toks) && p.toks[p.i].Text != ")" {
		parts = append(parts, p.toks[p.i].Text)
		p.i++
	}
	c.Expr = strings.Join(parts, "")
	if c.Expr == "" {
		p.failf(c.ExprPos, "expected an argument in clause '%s'", c.Name)
	}
}

// members parses `.name[...]` / `->name[...]` after a list item's base.
func (p *parser) members(it *Item, text *strings.Builder, opts listOpts) bool {
	for {
		n, ok := p.peek()
		if !ok || (n.Text != "." && n.Text != "->") {
			return true
		}
		if !opts.members {
			p.failf(n.Pos, "struct members are not allowed in this clause")
			return false
		}
		p.i++
		id, ok := p.peek()
		if !ok || !IsIdent(id.Text) {
			p.failf(p.pos(), "expected a member name after '%s'", n.Text)
			return false
		}
		p.i++
		m := Member{Pos: id.Pos, Arrow: n.Text == "->", Name: id.Text}
		text.WriteString(n.Text + id.Text)
		secs, ok := p.sections(text, opts)
		if !ok {
			return false
		}
		m.Sections = secs
		it.Members = append(it.Members, m)
	}
}

// sections parses zero or more `[...]` subscripts or sections.
func (p *parser) sections(text *strings.Builder, opts listOpts) ([]Section, bool) {
	var out []Section
	for {
		n, ok := p.peek()
		if !ok || n.Text != "[" {
			return out, true
		}
		p.i++
		s := Section{Pos: n.Pos}
		s.Lower = p.expr("]", ":")
		if n2, ok := p.peek(); ok && n2.Text == ":" {
			s.HasColon = true
			p.i++
			s.Length = p.expr("]", ":")
			if n3, ok := p.peek(); ok && n3.Text == ":" {
				if !opts.stride {
					p.failf(n3.Pos, "strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'")
					return nil, false
				}
				p.i++
				s.StridePos = p.pos()
				s.Stride = p.expr("]", ":")
				if s.Stride == "" {
					p.failf(s.StridePos, "expected a stride after ':'")
					return nil, false
				}
				if n4, ok := p.peek(); ok && n4.Text == ":" {
					p.failf(n4.Pos, "an array section has at most three parts: [lower : length : stride]")
					return nil, false
				}
			}
		} else if s.Lower == "" {
			p.failf(p.pos(), "expected an array section or subscript")
			return nil, false
		}
		if !p.expect("]") {
			return nil, false
		}
		text.WriteString("[" + s.Lower)
		if s.HasColon {
			text.WriteString(":" + s.Length)
		}
		if s.Stride != "" {
			text.WriteString(":" + s.Stride)
		}
		text.WriteString("]")
		out = append(out, s)
	}
}

// dependTypes are the dependence-types of depend on target tasks.
var dependTypes = map[string]bool{"in": true, "out": true, "inout": true, "mutexinoutset": true, "inoutset": true}

// dependHead parses `dependence-type :` of a depend clause.
func (p *parser) dependHead(c *Clause) bool {
	t, ok := p.peek()
	if !ok {
		p.failf(p.endPos(), "expected a dependence-type")
		return false
	}
	if t.Text == "iterator" && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "(" {
		if !p.dependIterators(c) {
			return false
		}
		if t, ok = p.peek(); !ok {
			p.failf(p.endPos(), "expected a dependence-type")
			return false
		}
	}
	switch {
	case t.Text == "depobj" && len(c.Iterators) == 0:
		// depend(depobj: list): dependences the depobj construct made.
	case t.Text == "depobj":
		p.failf(t.Pos, "dependence-type 'depobj' is not valid with an iterator")
		return false
	case t.Text == "source" || t.Text == "sink":
		p.failf(t.Pos, "dependence-type '%s' is only valid on an 'ordered' construct", t.Text)
		return false
	case !dependTypes[t.Text]:
		p.failf(t.Pos, "unknown dependence-type '%s' (expected in, out, inout, mutexinoutset or inoutset)", t.Text)
		return false
	}
	p.i++
	c.DependType = t.Text
	if !p.expect(":") {
		return false
	}
	return true
}

// dependIterators parses `iterator(iterators-definition) ,` of a depend
// clause: each `[type] name = begin : end [: step]`.
func (p *parser) dependIterators(c *Clause) bool {
	p.i += 2 // iterator (
	for {
		start := p.i
		for p.i < len(p.toks) && p.toks[p.i].Text != "=" && p.toks[p.i].Text != ")" {
			p.i++
		}
		if p.i >= len(p.toks) || p.toks[p.i].Text != "=" || p.i == start || !IsIdent(p.toks[p.i-1].Text) {
			p.failf(p.toks[start].Pos, "expected '[type] name = begin:end[:step]' in the iterator of clause 'depend'")
			return false
		}
		it := Iterator{Name: p.toks[p.i-1].Text, Pos: p.toks[p.i-1].Pos, Type: "int"}
		if p.i-1 > start {
			it.Type = tokensText(p.toks[start : p.i-1])
		}
		p.i++
		if it.Begin = p.expr(":"); it.Begin == "" || !p.expect(":") {
			p.failf(it.Pos, "expected 'begin:end' for iterator '%s'", it.Name)
			return false
		}
		if it.End = p.expr(":", ",", ")"); it.End == "" {
			p.failf(it.Pos, "expected 'begin:end' for iterator '%s'", it.Name)
			return false
		}
		it.Step = "1"
		if n, _ := p.peek(); n.Text == ":" {
			p.i++
			if it.Step = p.expr(",", ")"); it.Step == "" {
				p.failf(it.Pos, "expected a step for iterator '%s'", it.Name)
				return false
			}
		}
		c.Iterators = append(c.Iterators, it)
		n, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return false
		}
		p.i++
		if n.Text == ")" {
			break
		}
	}
	return p.expect(",")
}

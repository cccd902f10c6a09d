package directive

import "github.com/omp-offload/rules_omp_offload/lowerer/diag"

// AllocateDir is the allocate directive, `#pragma omp allocate(list)
// [allocator(a)]`: it says where the storage of the variables it names
// lives. Outside target regions it is host OpenMP; inside them the device
// keeps each variable where its declaration puts it, which is where a
// predefined allocator's memory is for a variable of one thread.
const AllocateDir Kind = "allocate"

// AllocateInfo holds what an allocate directive says.
type AllocateInfo struct {
	Items []Item
	// Allocator is the predefined allocator named by the allocator
	// clause, "" when there is none (omp_default_mem_alloc).
	Allocator string
	// Align is the align clause's expression ("" without one), AlignPos
	// its position; the analysis checks that it is a constant power of
	// two and aligns the variables' declarations.
	Align    string
	AlignPos diag.Pos
}

// allocateDirective parses the list and clauses of an allocate directive
// (p at the '(' after its name) into d.Allocate.
func (p *parser) allocateDirective(d *Directive) {
	info := &AllocateInfo{}
	d.Allocate = info
	if !p.expect("(") {
		return
	}
	info.Items = p.list(listOpts{})
	if p.errs.HasErrors() {
		return
	}
	p.expect(")")
	for _, it := range info.Items {
		if len(it.Sections) > 0 || len(it.Members) > 0 {
			p.failf(it.Pos, "'%s' in '#pragma omp allocate' must be a variable", it.Text)
			return
		}
	}
	seen := map[string]bool{}
	for !p.errs.HasErrors() {
		t, ok := p.peek()
		if !ok {
			return
		}
		if t.Text == "," {
			p.i++
			continue
		}
		if seen[t.Text] {
			p.failf(t.Pos, "clause '%s' may appear only once on '#pragma omp allocate'", t.Text)
			return
		}
		seen[t.Text] = true
		switch t.Text {
		case "allocator":
			p.i++
			if !p.expect("(") {
				return
			}
			a, ok := p.peek()
			switch {
			case !ok:
				p.failf(p.endPos(), "expected an allocator")
				return
			case !predefinedAllocators[a.Text] || p.i+1 >= len(p.toks) || p.toks[p.i+1].Text != ")":
				p.failf(a.Pos, "allocator '%s' of '#pragma omp allocate' is not supported yet (the predefined allocators are)", a.Text)
				return
			}
			info.Allocator = a.Text
			p.i++
			p.expect(")")
		case "align":
			p.i++
			if !p.expect("(") {
				return
			}
			e, pos, ok := p.closedExpr("clause 'align'")
			if !ok {
				return
			}
			info.Align, info.AlignPos = e, pos
		default:
			p.failf(t.Pos, "unknown clause '%s' on '#pragma omp allocate'", t.Text)
			return
		}
	}
}

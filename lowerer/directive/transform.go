package directive

// The loop-transforming constructs (`unroll`, `tile`) and the utility
// directives that carry only promises (`nothing`, `assume`) are host
// OpenMP outside target regions. Inside them the device runs the loop as
// written where that is what the transformation computes: see
// docs/nested.md, "Loop transformations and hints".
const (
	Unroll  Kind = "unroll"
	Tile    Kind = "tile"
	Nothing Kind = "nothing"
	Assume  Kind = "assume"
)

// TransformInfo holds what the clauses of unroll and tile say.
type TransformInfo struct {
	// Full is unroll's full clause; Partial its partial clause, with
	// Factor its argument ("" when absent or none).
	Full, Partial bool
	Factor        string
	// Sizes are tile's sizes, one per loop of the tiled nest.
	Sizes []string
}

// transformClauses parses the clauses of unroll, tile, nothing and assume
// (p just past the directive name) into d.Transform. assume's clauses
// promise facts a correct program keeps, so only their shape is checked.
func (p *parser) transformClauses(d *Directive) {
	info := &TransformInfo{}
	d.Transform = info
	seen := map[string]bool{}
	for !p.errs.HasErrors() {
		t, ok := p.peek()
		if !ok {
			break
		}
		if t.Text == "," {
			p.i++
			continue
		}
		if seen[t.Text] && d.Kind != Assume {
			p.failf(t.Pos, "clause '%s' may appear only once on '#pragma omp %s'", t.Text, d.Kind)
			return
		}
		seen[t.Text] = true
		p.i++
		switch {
		case d.Kind == Unroll && t.Text == "full":
			info.Full = true
		case d.Kind == Unroll && t.Text == "partial":
			info.Partial = true
			if n, ok := p.peek(); ok && n.Text == "(" {
				p.i++
				info.Factor, _, _ = p.closedExpr("the partial clause")
			}
		case d.Kind == Tile && t.Text == "sizes":
			if !p.expect("(") {
				return
			}
			for !p.errs.HasErrors() {
				info.Sizes = append(info.Sizes, p.expr(",", ")"))
				if n, ok := p.peek(); ok && n.Text == "," {
					p.i++
					continue
				}
				p.expect(")")
				break
			}
		case d.Kind == Assume && (t.Text == "no_openmp" || t.Text == "no_openmp_routines" || t.Text == "no_parallelism"):
		case d.Kind == Assume && (t.Text == "holds" || t.Text == "absent" || t.Text == "contains"):
			if p.expect("(") {
				p.closedExpr("the " + t.Text + " clause")
			}
		default:
			p.failf(t.Pos, "unknown clause '%s' on '#pragma omp %s'", t.Text, d.Kind)
			return
		}
	}
	switch {
	case p.errs.HasErrors():
	case info.Full && info.Partial:
		p.failf(d.Pos, "'#pragma omp unroll' takes at most one of 'full' and 'partial'")
	case d.Kind == Tile && len(info.Sizes) == 0:
		p.failf(d.Pos, "'#pragma omp tile' needs a 'sizes' clause")
	}
}

package directive

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// TargetLoop is a loop construct nested in a target region with neither
// teams nor parallel around it: it binds to the region's one thread
// (OpenMP 5.2 §11.7). It is never written as one directive.
const TargetLoop Kind = "target loop"

// Combine returns the construct that outer with inner tightly nested in
// it (inner's directive and statement are all of outer's region) stands
// for: OpenMP defines a combined construct as that very nesting (5.2
// §17.4), so both lower alike. The errors say what prevents it: a
// nesting that forms no construct the lowerer implements, or a clause of
// inner's it cannot take there.
func Combine(outer, inner *Directive) (d *Directive, errs diag.List) {
	kind := Kind(string(outer.Kind) + " " + string(inner.Kind))
	if !isSupported(kind) && kind != TargetLoop {
		if outer.Kind.HasParallel() && inner.Kind.HasParallel() {
			errs.Errorf(inner.Pos, "%s", NestedParallel(inner.Kind, outer.Kind, outer.Pos))
			return nil, errs
		}
		errs.Errorf(inner.Pos, "'#pragma omp %s' nested in '#pragma omp %s' is not supported yet", inner.Kind, outer.Kind)
		return nil, errs
	}
	if errs := WithoutConditional(inner); len(errs) > 0 {
		// lastprivate(conditional:) is lowered in the combined
		// construct's loop kernel.
		return nil, errs
	}
	d = &Directive{Pos: outer.Pos, Kind: kind, Clauses: append([]Clause(nil), outer.Clauses...), Depth: outer.Depth + 1, Own: outer.OwnKind()}
	d.Levels = append(append([]Kind(nil), outer.Levels...), inner.Kind)
	if len(outer.Levels) == 0 {
		d.Levels = []Kind{outer.Kind, inner.Kind}
	}
	for _, c := range inner.Clauses {
		if c.Name == "nowait" {
			// The end of the enclosing parallel region waits anyway.
			continue
		}
		if c.Name == "reduction" {
			var ok bool
			if c, ok = sameReductions(d, outer.Kind, c, &errs); !ok {
				return nil, errs
			}
			if len(c.Items) == 0 {
				continue
			}
		}
		// An if clause applies to the leaves of its own level, which
		// are not the outer levels'.
		if prev := d.Clause(c.Name); prev != nil && c.Name != "if" {
			if spec := clauses[c.Name]; spec.form == formExpr || spec.form == formNone || spec.form == formRaw {
				errs.Errorf(c.Pos, "clause '%s' is given on both '#pragma omp %s' and '#pragma omp %s'", c.Name, outer.Kind, inner.Kind)
				return nil, errs
			}
		}
		if c.Name == "if" && c.NameModifier == "" && !inner.Kind.HasParallel() {
			// Its level's only leaf that takes an if clause is simd.
			c.NameModifier = "simd"
		}
		c.Nested = true
		c.Level = d.Depth
		d.Clauses = append(d.Clauses, c)
	}
	return d, nil
}

func isSupported(k Kind) bool {
	for _, s := range supported {
		if k == s {
			return true
		}
	}
	return false
}

// Lowering returns the construct whose kernel implements k: simd leaves
// only permit concurrency that the kernels already have, and a loop
// construct is the worksharing loop of the region it binds to.
func Lowering(k Kind) Kind {
	switch k {
	case TargetTeamsDistributeParallelForSimd, TargetTeamsLoop:
		return TargetTeamsDistributeParallelFor
	case TargetTeamsDistributeSimd:
		return TargetTeamsDistribute
	case TargetParallelForSimd, TargetParallelLoop:
		return TargetParallelFor
	case TargetLoop:
		return TargetSimd
	}
	return k
}

// CheckLoopClauses checks the clauses of a loop construct whose meaning
// depends on the region it binds to: bind must name the binding the
// lowering gives it, and order must allow concurrency.
func CheckLoopClauses(d *Directive) (errs diag.List) {
	for i := range d.Clauses {
		c := &d.Clauses[i]
		switch c.Name {
		case "bind":
			want := "thread"
			switch {
			case d.Kind.HasTeams():
				want = "teams"
			case d.Kind.HasParallel():
				want = "parallel"
			}
			if c.Expr != want {
				errs.Errorf(c.ExprPos, "bind(%s) on '#pragma omp %s' is not supported yet: the loop binds to the %s region here (bind(%s))", c.Expr, d.Kind, want, want)
			}
		case "order":
			v := c.Expr
			for _, m := range []string{"reproducible:", "unconstrained:"} {
				v = strings.TrimPrefix(v, m)
			}
			if v != "concurrent" {
				errs.Errorf(c.ExprPos, "order(%s) is not valid: OpenMP 5.2 knows order(concurrent), with an optional reproducible or unconstrained modifier", c.Expr)
			}
		}
	}
	return errs
}

// sameReductions drops from the nested construct's reduction clause c
// the items an enclosing level (d, the levels combined so far, of kind
// outer) already reduces with the same operator: the teams level's
// reduction and the loop's are one reduction of the combined construct
// (each team's partial results combine into the variable either way), as
// is a section of an array the enclosing teams level reduces whole (on a
// parallel level the item is private in the parallel region, which a
// worksharing loop's reduction may not name). Another operator on the
// same item, or another section, is an error.
func sameReductions(d *Directive, outer Kind, c Clause, errs *diag.List) (Clause, bool) {
	var keep []Item
	for _, it := range c.Items {
		dup := false
		for _, o := range d.Clauses {
			if o.Name != "reduction" {
				continue
			}
			for _, oit := range o.Items {
				if oit.Name != it.Name {
					continue
				}
				if o.ReductionOp != c.ReductionOp {
					errs.Errorf(it.Pos, "'%s' is reduced with '%s' here and with '%s' by the enclosing construct", it.Name, c.ReductionOp, o.ReductionOp)
					return c, false
				}
				if outer.HasTeams() && !outer.HasParallel() && len(oit.Sections) == 0 && len(oit.Members) == 0 && len(it.Sections) > 0 && len(it.Members) == 0 {
					// A section of the array the enclosing teams level
					// reduces whole: the loop's copies of the whole
					// array (each element the identity) combine into
					// the team's as a copy of the section would, and
					// the loop is all of the teams region, so no
					// other code reads the rest of the team's copy.
					dup = true
					continue
				}
				if squeeze(oit.Text) != squeeze(it.Text) {
					// Array sections: one reduction needs one section.
					errs.Errorf(it.Pos, "'%s' is reduced here and '%s' by the enclosing construct: the same list item is required", it.Text, oit.Text)
					return c, false
				}
				dup = true
			}
		}
		if !dup {
			keep = append(keep, it)
		}
	}
	c.Items = keep
	return c, true
}

// OwnKind is the construct of the directive's own line: for a directive
// Combine folded, the outermost one's.
func (d *Directive) OwnKind() Kind {
	if d.Own != "" {
		return d.Own
	}
	return d.Kind
}

// squeeze drops the white space of a list item as written.
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// NestedParallel is the message for a parallel construct inner nested in
// the parallel region of outer (at pos) in device code: OpenMP runs it
// as an inactive region of one thread per enclosing thread (level 2);
// the lowerer runs a plain parallel construct that way, not this one.
func NestedParallel(inner, outer Kind, pos diag.Pos) string {
	return fmt.Sprintf("'#pragma omp %s' nested in the parallel region of '#pragma omp %s' (at %d:%d) is not supported yet: a nested parallel region is lowered only as a '#pragma omp parallel' in the enclosing region's code (docs/nested.md)", inner, outer, pos.Line, pos.Col)
}

package directive

// Reductions with the inscan modifier and the scan directive
// (OpenMP 5.2 §5.5.8, §5.6). In device code a loop with an inscan
// reduction runs in order on the thread that meets it: the scan
// computation of each iteration is then the running value of the list
// item itself, the original value included, as the specification's
// PRESUMlast defines it, and the list item ends with every update.

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// inscanCheck reports inscan reductions where the lowering cannot take
// them: the specification allows the modifier only on worksharing-loop,
// simd and worksharing-loop SIMD constructs and the combined constructs
// without distribute; of those, a parallel for [simd] or simd construct
// is lowered (ScanSerial), a worksharing loop bound to an enclosing
// parallel region or a combined target construct is not yet.
func (p *parser) inscanCheck(d *Directive) {
	for _, c := range d.Clauses {
		if !c.Inscan {
			continue
		}
		switch {
		case c.Name != "reduction":
			p.failf(c.InscanPos, "the 'inscan' modifier is allowed only on a 'reduction' clause")
		case d.Kind.Has("distribute") || d.Kind.Has("teams") || d.Kind.Has("loop") || d.Kind.Has("taskloop") ||
			!d.Kind.Has("for") && !d.Kind.Has("simd"):
			p.failf(c.InscanPos, "the 'inscan' modifier may appear only on a for, simd or for simd construct, or a combined construct of them without distribute, not on '#pragma omp %s'", d.Kind)
		case d.Kind.Has("target"):
			p.failf(c.InscanPos, "a reduction with the 'inscan' modifier on '#pragma omp %s' is not supported yet; write '#pragma omp target' and nest '#pragma omp %s' in it (clang-19 refuses it here too)", d.Kind, trimTarget(d.Kind))
		case d.Kind == "for" || d.Kind == "for simd":
			p.failf(c.InscanPos, "a reduction with the 'inscan' modifier on '#pragma omp %s' in device code is not supported yet; write '#pragma omp parallel for' where one thread meets the loop", d.Kind)
		}
		if p.errs.HasErrors() {
			return
		}
	}
}

// trimTarget is k without its target leaf.
func trimTarget(k Kind) string {
	var out []string
	for _, l := range k.Leaves() {
		if l != "target" {
			out = append(out, l)
		}
	}
	return strings.Join(out, " ")
}

// scanSequential are the clauses a parallel for [simd] or simd construct
// with an inscan reduction keeps when its loop runs in order on one
// thread, as a simd construct's: the rest only place or size the team.
var scanSequential = map[string]bool{
	"reduction": true, "private": true, "lastprivate": true, "linear": true, "collapse": true,
	"order": true, "safelen": true, "simdlen": true, "aligned": true, "nontemporal": true,
}

// scanDropped are the clauses of the parallel and for leaves that do
// not change what one thread running the loop in order computes.
var scanDropped = map[string]bool{
	"num_threads": true, "proc_bind": true, "schedule": true, "shared": true, "default": true,
	"nowait": true,
}

// HasInscan reports whether d has a reduction with the inscan modifier.
func (d *Directive) HasInscan() bool {
	for _, c := range d.Clauses {
		if c.Inscan {
			return true
		}
	}
	return false
}

// InscanItems are the names of d's inscan reduction items.
func (d *Directive) InscanItems() map[string]bool {
	out := map[string]bool{}
	for _, c := range d.Clauses {
		if c.Inscan {
			for _, it := range c.Items {
				out[it.Name] = true
			}
		}
	}
	return out
}

// ScanSerial returns the simd construct that runs the loop of d, a
// parallel for [simd] or simd construct with an inscan reduction, in
// order on the thread that meets it: its inscan reductions are dropped
// (the list items are updated in place), its other reductions and
// clauses stay those of a simd construct. Clauses that would need more
// are errors.
func ScanSerial(d *Directive) (*Directive, diag.List) {
	var errs diag.List
	out := *d
	out.Kind = "simd"
	out.Clauses = nil
	for _, c := range d.Clauses {
		switch {
		case c.Inscan:
			for _, it := range c.Items {
				if len(it.Sections) > 0 || len(it.Members) > 0 {
					errs.Errorf(it.Pos, "'%s' in a reduction with the 'inscan' modifier is not supported yet (variables only)", it.Text)
				}
			}
		case c.Name == "if":
			// One thread runs the loop in order whatever the parallel
			// or simd construct's condition says.
		case scanSequential[c.Name]:
			out.Clauses = append(out.Clauses, c)
		case scanDropped[c.Name]:
		default:
			errs.Errorf(c.Pos, "clause '%s' beside a reduction with the 'inscan' modifier in device code is not supported yet", c.Name)
		}
	}
	return &out, errs
}

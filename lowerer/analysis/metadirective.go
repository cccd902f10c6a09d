package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/metadirective"
)

// resolveMetadirectives replaces each metadirective inside a target
// region by the directive variant it selects there, when the selection
// is known at compile time: the region runs on an NVIDIA GPU
// (device={kind(gpu)}, arch(nvptx) or arch(nvptx64) hold; kind(host),
// kind(cpu) and other architectures do not), in a target construct
// (construct={target}), with user={condition(e)} of an integer constant
// expression. Other selectors, several matching when clauses with
// different variants, and dynamic conditions are errors. Outside target
// regions a metadirective with a variant is an error: the host compiler
// (gcc before 15) ignores the directive, so its code would run without
// the variant that clang-19 selects.
func (a *analyzer) resolveMetadirectives() {
	has := false
	for _, d := range a.dirs {
		has = has || d != nil && (d.Kind == "metadirective" || d.Kind == "begin metadirective")
	}
	if !has {
		return // the regions' extents below are for metadirectives only
	}
	var regions [][2]int
	for i, d := range a.dirs {
		if d != nil && d.Kind.IsCompute() {
			if s := a.binder.Bind(a.u.Pragmas[i].Seq).Stmt; s != nil {
				if t := csyntax.Tokens(s); len(t) > 0 {
					regions = append(regions, [2]int{t[0].Seq(), t[len(t)-1].Seq()})
				}
			}
		}
	}
	for i, d := range a.dirs {
		if d == nil || d.Kind != "metadirective" && d.Kind != "begin metadirective" {
			continue
		}
		p := &a.u.Pragmas[i]
		in := false
		for _, r := range regions {
			in = in || p.Seq >= r[0] && p.Seq < r[1]
		}
		if !in || d.Kind != "metadirective" {
			if pos, ok := metadirective.Variant(p.Toks); ok && !in {
				a.errs.Errorf(pos, "'#pragma omp %s' outside a target region is not supported yet: the host compiler ignores it, so no variant would apply; write the directive variant itself", d.Kind)
			}
			continue
		}
		nd, errs := metadirective.Select(p.Toks, a.constCond)
		if errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			a.dirs[i] = nil
			continue
		}
		if pos, kind, ok := metadirective.FallbackVariant(p.Toks, a.constCond); !ok {
			a.errs.Errorf(pos, "a metadirective inside a target region that selects '%s' for the host fallback is not supported yet: the host compiler ignores metadirectives, so the fallback would run without it", kind)
			a.dirs[i] = nil
			continue
		}
		a.dirs[i] = nd
	}
}

// constCond evaluates a metadirective's constant condition
// (metadirective.Cond).
func (a *analyzer) constCond(text []string) (int64, bool) {
	return consteval.Cond(text, a.macro)
}

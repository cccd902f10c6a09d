package metadirective

import (
	"sort"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// Resolve replaces, in src.Dirs, each metadirective inside a target
// region by the directive variant it selects there, when the selection
// is known at compile time: the region runs on an NVIDIA GPU
// (device={kind(gpu)}, arch(nvptx) or arch(nvptx64) hold; kind(host),
// kind(cpu) and other architectures do not), in a target construct
// (construct={...} with the constructs around the metadirective, from the
// target construct in), with user={condition(e)} of an integer constant
// expression. Other selectors, several matching when clauses with
// different variants, and dynamic conditions are errors. Outside target
// regions a metadirective with a variant is an error: the host compiler
// (gcc before 15) ignores the directive, so its code would run without
// the variant that clang-19 selects.
func Resolve(errs *diag.List, src binding.Source, cond func([]string) (int64, bool)) {
	has := false
	for _, d := range src.Dirs {
		has = has || d != nil && (d.Kind == "metadirective" || d.Kind == "begin metadirective")
	}
	if !has {
		return // the regions' extents below are for metadirectives only
	}
	var regions [][2]int
	for i, d := range src.Dirs {
		if d != nil && d.Kind.IsCompute() {
			if s := src.Binder.Bind(src.Pragmas[i].Seq).Stmt; s != nil {
				if t := csyntax.Tokens(s); len(t) > 0 {
					regions = append(regions, [2]int{t[0].Seq(), t[len(t)-1].Seq()})
				}
			}
		}
	}
	for i, d := range src.Dirs {
		if d == nil || d.Kind != "metadirective" && d.Kind != "begin metadirective" {
			continue
		}
		p := &src.Pragmas[i]
		in := false
		for _, r := range regions {
			in = in || p.Seq >= r[0] && p.Seq < r[1]
		}
		if !in || d.Kind != "metadirective" {
			if pos, ok := Variant(p.Toks); ok && !in {
				errs.Errorf(pos, "'#pragma omp %s' outside a target region is not supported yet: the host compiler ignores it, so no variant would apply; write the directive variant itself", d.Kind)
			}
			continue
		}
		constructs := Constructs(around(src, i))
		nd, serrs := Select(p.Toks, cond, constructs)
		if serrs.HasErrors() {
			*errs = append(*errs, serrs...)
			src.Dirs[i] = nil
			continue
		}
		if pos, kind, ok := FallbackVariant(p.Toks, cond, constructs); !ok {
			errs.Errorf(pos, "a metadirective inside a target region that selects '%s' for the host fallback is not supported yet: the host compiler ignores metadirectives, so the fallback would run without it", kind)
			src.Dirs[i] = nil
			continue
		}
		src.Dirs[i] = nd
	}
}

// around returns the kinds of the directives whose statements hold
// pragma i of src, outermost first (directives on one statement in their
// order): metadirectives before i are already their variants there.
func around(src binding.Source, i int) []directive.Kind {
	p := src.Pragmas[i]
	type enclosing struct {
		lo int
		k  directive.Kind
	}
	var out []enclosing
	for j := 0; j < i; j++ {
		if src.Dirs[j] == nil {
			continue
		}
		s := src.Binder.Bind(src.Pragmas[j].Seq).Stmt
		if s == nil {
			continue
		}
		if lo, hi, ok := src.Binder.Span(s); ok && lo <= p.Seq && p.Seq < hi {
			out = append(out, enclosing{lo, src.Dirs[j].Kind})
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].lo < out[b].lo })
	kinds := make([]directive.Kind, len(out))
	for k, e := range out {
		kinds[k] = e.k
	}
	return kinds
}

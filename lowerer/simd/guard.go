package simd

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// guard is a loop of a simd construct whose walk as written could wrap
// past its last logical iteration (loops.Model.WalkMayWrap: `for
// (unsigned q = 28u; q > 0u; q -= 3)` goes on from 1 to 4294967294),
// where OpenMP's iteration count ends it. Its body stops the loop where
// the index first moves against its direction: the loop is wrapped in a
// block holding the last index seen, and its body starts with the test.
type guard struct {
	loopFirst, loopLast cc.Token
	bodyFirst, bodyLast cc.Token
	loop                *loops.Model
}

// guards are the levels of the collapse(n) nest of loop stmt of simd
// construct d that need a guard, outermost first; none when the nest is
// not one the model reads (the loop then runs as written).
func guards(d *directive.Directive, stmt *cc.Statement) []guard {
	depth, ok := d.CollapseDepth()
	if !ok {
		return nil
	}
	nest, errs := loops.AnalyzePerfectNest(stmt, depth)
	if errs.HasErrors() || len(nest.Levels) != len(nest.Stmts) {
		return nil
	}
	var out []guard
	for k, m := range nest.Levels {
		if !m.WalkMayWrap() {
			continue
		}
		it := nest.Stmts[k]
		lt, bt := csyntax.Tokens(it), csyntax.Tokens(it.Statement)
		if len(lt) == 0 || len(bt) == 0 {
			return nil
		}
		out = append(out, guard{
			loopFirst: lt[0], loopLast: lt[len(lt)-1],
			bodyFirst: bt[0], bodyLast: bt[len(bt)-1],
			loop: m,
		})
	}
	return out
}

// apply prints guard g into subst, around the text already there.
func (g guard) apply(subst map[int]string) {
	text := func(t cc.Token) string {
		if s, ok := subst[t.Seq()]; ok {
			return s
		}
		return t.SrcStr()
	}
	seen, last := fmt.Sprintf("__omp_sw%d", g.loopFirst.Seq()), fmt.Sprintf("__omp_sv%d", g.loopFirst.Seq())
	subst[g.loopFirst.Seq()] = fmt.Sprintf("{ int %s = 0; unsigned long long %s = 0; ", seen, last) + text(g.loopFirst)
	subst[g.loopLast.Seq()] = text(g.loopLast) + " }"
	subst[g.bodyFirst.Seq()] = "{ " + g.loop.WrapStop(naming.DeviceName(g.loop.Index), seen, last) + text(g.bodyFirst)
	subst[g.bodyLast.Seq()] = text(g.bodyLast) + " }"
}

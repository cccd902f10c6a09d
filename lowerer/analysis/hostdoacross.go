package analysis

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// hostDoacross refuses the host's own doacross loops (a loop construct
// with ordered(n), outside target regions, the host copies of declare
// target functions included) over an unsigned index narrower than 64
// bits: gcc 12 passes a sink such as `u - 1` to libomp as `(long)u +
// 4294967295` (the offset wrapped in 32 bits), which libomp takes as
// outside the iteration space, so the wait does not wait. Host
// fallbacks of target regions refuse them the same way
// (hostsplice/doacross.go).
func (a *analyzer) hostDoacross() {
	for i := range a.src.Pragmas {
		q := &a.src.Pragmas[i]
		d := a.src.Dirs[i]
		if d == nil || a.inSplice(q) || !d.Kind.Has("for") {
			continue
		}
		n := directive.OrderedParam(d)
		if n == 0 {
			continue // no ordered(n): no doacross
		}
		if c, ok := d.CollapseDepth(); ok && c > n {
			n = c
		}
		stmt := a.src.Binder.Bind(q.Seq).Stmt
		if stmt == nil {
			continue
		}
		nest, errs := loops.AnalyzeNest(stmt, n)
		if len(errs) > 0 || nest == nil {
			continue // gcc reports what is not a loop nest
		}
		for _, m := range nest.Levels {
			if m.Kind == loops.Unsigned && m.Bits < 64 {
				a.errs.Errorf(m.Pos, "a doacross loop over the unsigned variable '%s' narrower than 64 bits outside target regions is not supported yet (gcc 12's code for it with libomp does not wait); declare it signed or 'unsigned long long'", m.Index)
				break
			}
		}
	}
}

// inSplice: pragma q is in a planned host splice (a target region's
// text: its kernel and fallback).
func (a *analyzer) inSplice(q *frontend.Pragma) bool {
	for _, s := range a.plan.Splices {
		if q.LineStart >= 0 && s.Start <= q.LineStart && q.LineStart < s.End || q.Off >= 0 && s.Start <= q.Off && q.Off < s.End {
			return true
		}
	}
	return false
}

package devsync

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// doacrossSite checks an ordered construct in, or with the clauses of,
// a doacross loop (OpenMP 5.2 §15.10.1): a standalone construct with
// doacross or depend clauses, closely nested in the innermost loop of the
// nest of an ordered(n) loop kernel, whose sink vectors name the n loops'
// variables in order.
func (l *lowering) doacrossSite(s *Site, c Ctx, k *plan.Kernel) bool {
	dx := s.Dir.Sync.Doacross
	if dx == nil {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered' without a 'doacross' or 'depend' clause may not be closely nested in a loop with an 'ordered(n)' clause")
		return false
	}
	var nest *loops.Nest
	switch {
	case c != CtxLoop:
	case k != nil && k.LoopPlan != nil:
		nest = k.LoopPlan.Doacross
	case l.inFunc():
		// An orphaned loop of a declare target function
		// (orphan/doacross.go).
		if nest = l.r.WorkNest(s.Pragma.Seq); nest == nil {
			if dir, _ := l.r.WorkLoop(s.Pragma.Seq); dir != nil && directive.OrderedParam(dir) > 0 {
				l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered %s' in this loop of a declare target function is not supported yet (only in a loop with 'ordered(n)' of a perfect nest)", dx.Spelling)
				return false
			}
		}
	case l.r.Generic() || k != nil:
		// A generic region's parallel loop, or a worksharing loop of a
		// parallel region of code: the nest of its ordered(n).
		if nest = l.r.WorkNest(s.Pragma.Seq); nest != nil && !l.genericDoacross(s, dx, nest) {
			return false
		}
	}
	if nest == nil {
		if c == CtxLoop && (l.r.Generic() || k != nil && k.Directive != nil && directive.OrderedParam(k.Directive) > 0) {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered %s' in this loop of a target region is not supported yet (only in a loop with 'ordered(n)' of a perfect nest)", dx.Spelling)
			return false
		}
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered %s' must be closely nested in a loop construct with an 'ordered(n)' clause", dx.Spelling)
		return false
	}
	if s.Stmt != nil {
		l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp ordered %s' is a standalone directive: it takes no statement", dx.Spelling)
		return false
	}
	if l.dxNests == nil {
		l.dxNests = map[*Site]*loops.Nest{}
	}
	l.dxNests[s] = nest
	return checkDoacross(l.Errs, s.Pragma.Pos, s.Next.Seq(), dx, nest)
}

// checkDoacross checks doacross construct dx, at pos, whose code goes
// before token seq, against nest, the loops of the ordered(n) loop it
// stands in: it must stand in the innermost loop's body, and each sink
// vector name an iteration of the nest.
func checkDoacross(errs *diag.List, pos diag.Pos, seq int, dx *directive.Doacross, nest *loops.Nest) bool {
	lo, hi := csyntax.Span(nest.Inner().Body)
	if seq < lo || seq > hi {
		errs.Errorf(pos, "'#pragma omp ordered %s' must stand in the body of the innermost of the %d loops of 'ordered(%d)'", dx.Spelling, nest.Depth(), nest.Depth())
		return false
	}
	for _, sk := range dx.Sinks {
		if !sinkVector(errs, sk, nest) {
			return false
		}
	}
	return true
}

// genericDoacross checks a doacross construct of a generic region's loop
// (nest: its ordered(n) loops) against what the region's host fallback,
// which keeps the loop construct, can run: gcc 12's code for an unsigned
// loop, run with LLVM's libomp, lets iterations pass before the ones they
// wait for (the doacross spelling, which gcc 12 lacks, is written with
// depend clauses there: hostsplice/doacross.go). An unsigned loop is
// reported once.
func (l *lowering) genericDoacross(s *Site, dx *directive.Doacross, nest *loops.Nest) bool {
	for _, m := range nest.Levels {
		if m.Kind != loops.Unsigned {
			continue
		}
		if !l.dxRefused[m.Pos] {
			if l.dxRefused == nil {
				l.dxRefused = map[diag.Pos]bool{}
			}
			l.dxRefused[m.Pos] = true
			l.Errs.Errorf(m.Pos, "a doacross loop over the unsigned variable '%s' beside other code in a target region is not supported yet (gcc 12's code for its host fallback with libomp does not wait); declare it signed", m.Index)
		}
		return false
	}
	return true
}

// sinkVector checks that sink vector sk names one iteration of nest:
// element k is the variable of loop k, plus or minus a constant.
func sinkVector(errs *diag.List, sk directive.Sink, nest *loops.Nest) bool {
	if sk.CurIter {
		return true
	}
	if len(sk.Elems) != nest.Depth() {
		errs.Errorf(sk.Pos, "the sink vector has %d element(s), but 'ordered(%d)' makes a nest of %d loops", len(sk.Elems), nest.Depth(), nest.Depth())
		return false
	}
	for i, el := range sk.Elems {
		m := nest.Levels[i]
		if el.Var != m.Index {
			errs.Errorf(el.Pos, "element %d of the sink vector must be the variable of loop %d, '%s' (plus or minus a constant), found '%s'", i+1, i+1, m.Index, el.Var)
			return false
		}
		if el.Op != "" {
			if _, err := strconv.ParseUint(strings.TrimRight(el.Offset, "uUlL"), 0, 63); err != nil {
				errs.Errorf(el.Pos, "the offset of a sink vector element in a target region must be an integer literal, found '%s'", el.Offset)
				return false
			}
		}
	}
	return true
}

// doacrossCode is the device code of a doacross ordered construct in
// nest: wait for each sink's iteration, or post the current one
// (__omp_doacross_wait and __omp_doacross_post, omp_offload_device.h).
func doacrossCode(dx *directive.Doacross, nest *loops.Nest) string {
	n := nest.Depth()
	cur := make([]string, n)
	for i, m := range nest.Levels {
		cur[i] = fmt.Sprintf("(long long)(%s)", m.Index)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{ const long long __omp_dxc[%d] = {%s}; ", n, strings.Join(cur, ", "))
	if dx.Source {
		b.WriteString("__omp_doacross_post(&__omp_dx, __omp_dxc); ")
	}
	for i, sk := range dx.Sinks {
		if sk.CurIter {
			b.WriteString("__omp_doacross_wait(&__omp_dx, __omp_dxc, __omp_dxc, 1); ")
			continue
		}
		v := make([]string, n)
		for j, el := range sk.Elems {
			v[j] = cur[j]
			if el.Op != "" {
				v[j] = fmt.Sprintf("%s %s (long long)(%s)", cur[j], el.Op, el.Offset)
			}
		}
		fmt.Fprintf(&b, "{ const long long __omp_dxv%d[%d] = {%s}; __omp_doacross_wait(&__omp_dx, __omp_dxv%d, __omp_dxc, 0); } ", i, n, strings.Join(v, ", "), i)
	}
	b.WriteString("} ")
	return b.String()
}

package hostsplice

import (
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// doacrossAsHost returns the lines that replace the doacross ordered
// constructs in the host fallback of kernel k (its text from base to
// end), which gcc compiles: where the fallback runs the loop on one
// thread (the target line itself holds the loop and its ordered(n)), in
// order, every dependence holds and gcc refuses the constructs outside
// their loop, so they go; where the loop's own line stays a host loop
// construct, they keep their meaning in the depend spelling that gcc 12
// takes (it has no doacross clause).
//
// The pragmas of the doacross loops of nested parallel regions there get
// the lines package nested gives them (nested/doacross.go).
func (in *Input) doacrossAsHost(p *frontend.Pragma, k *plan.Kernel, base, end int) (map[*frontend.Pragma]string, bool) {
	out := map[*frontend.Pragma]string{}
	for j, line := range in.Nest.HostLines {
		if q := &in.Pragmas[j]; q.LineStart >= base && q.End <= end {
			out[q] = line
		}
	}
	if k.LoopPlan == nil || k.LoopPlan.Doacross == nil {
		return out, in.doacrossSpelled(base, end, out)
	}
	i := in.PragmaIndex(*p)
	sequential := i < 0 || in.Dirs[i] == nil || in.Dirs[i].Clause("ordered") != nil
	if !sequential {
		for _, m := range k.LoopPlan.Doacross.Levels {
			if m.Kind == loops.Unsigned {
				// libomp's GOMP_doacross_ull_wait, which gcc 12 calls
				// for an unsigned loop, lets iterations run before the
				// ones they wait for.
				in.Errs.Errorf(m.Pos, "a doacross loop over the unsigned variable '%s' whose host fallback keeps the loop construct is not supported yet (gcc 12's code for it with libomp does not wait); declare it signed or put the loop on the target line", m.Index)
				return nil, false
			}
		}
	}
	ok := true
	for j := range in.Pragmas {
		q := &in.Pragmas[j]
		d := in.Dirs[j]
		if q.Pos.File != in.Path || q.FromMacro || q.LineStart < base || q.Off >= end || d == nil ||
			d.Kind != directive.Ordered || d.Sync == nil || d.Sync.Doacross == nil {
			continue
		}
		if sequential {
			out[q] = ""
			continue
		}
		line, lineOK := in.dependSpelling(d.Sync.Doacross, k.LoopPlan.Doacross)
		ok = ok && lineOK
		out[q] = line
	}
	return out, ok
}

// dependSpelling writes the ordered construct of dx with depend clauses:
// the sink omp_cur_iteration - 1 of a one-loop nest with a literal step
// is the loop variable less the step; of a deeper nest it has no such
// spelling.
func (in *Input) dependSpelling(dx *directive.Doacross, nest *loops.Nest) (string, bool) {
	parts := []string{"#pragma omp ordered"}
	if dx.Source {
		parts = append(parts, "depend(source)")
	}
	for _, sk := range dx.Sinks {
		var vec []string
		for _, el := range sk.Elems {
			v := el.Var
			if el.Op != "" {
				v += " " + el.Op + " " + el.Offset
			}
			vec = append(vec, v)
		}
		if sk.CurIter {
			m := nest.Levels[0]
			step, err := strconv.ParseInt(strings.Trim(strings.ReplaceAll(m.Step, " ", ""), "()"), 0, 64)
			if nest.Depth() > 1 || err != nil || step == 0 {
				in.Errs.Errorf(sk.Pos, "'omp_cur_iteration - 1' in a loop with 'ordered(%d)' whose host fallback keeps the loop construct is not supported yet (gcc 12 has no doacross clause; write the sink vector)", nest.Depth())
				return "", false
			}
			if step > 0 {
				vec = []string{m.Index + " - " + strconv.FormatInt(step, 10)}
			} else {
				vec = []string{m.Index + " + " + strconv.FormatInt(-step, 10)}
			}
		}
		parts = append(parts, "depend(sink: "+strings.Join(vec, ", ")+")")
	}
	return strings.Join(parts, " "), true
}

// doacrossSpelled puts into out the depend spelling of the ordered
// constructs in the doacross spelling among the fallback's text from
// base to end, where the loops of a region's code stay host loop
// constructs (a loop beside other code, the worksharing loops of a
// parallel region): gcc 12 has no doacross clause. Their nests are
// those of the innermost loop with ordered(n) around them, which
// package devsync checked.
func (in *Input) doacrossSpelled(base, end int, out map[*frontend.Pragma]string) bool {
	ok := true
	for j := range in.Pragmas {
		q := &in.Pragmas[j]
		d := in.Dirs[j]
		if q.Pos.File != in.Path || q.FromMacro || q.LineStart < base || q.Off >= end || d == nil ||
			d.Kind != directive.Ordered || d.Sync == nil || d.Sync.Doacross == nil || d.Sync.Doacross.Spelling != "doacross" {
			continue
		}
		if _, done := out[q]; done {
			continue
		}
		nest := in.doacrossNestAround(j, base)
		if nest == nil {
			in.Errs.Errorf(q.Pos, "'#pragma omp ordered doacross' in this loop of a target region is not supported yet (write depend(sink: ...) and depend(source))")
			ok = false
			continue
		}
		line, lineOK := in.dependSpelling(d.Sync.Doacross, nest)
		ok = ok && lineOK
		out[q] = line
	}
	return ok
}

// doacrossNestAround returns the nest of the innermost loop construct
// with ordered(n) (from offset base on) whose loop holds pragma j.
func (in *Input) doacrossNestAround(j, base int) *loops.Nest {
	seq := in.Pragmas[j].Seq
	for i := j - 1; i >= 0; i-- {
		q, d := &in.Pragmas[i], in.Dirs[i]
		if q.LineStart < base {
			break
		}
		if d == nil || !d.Kind.Has("for") || directive.OrderedParam(d) == 0 {
			continue
		}
		stmt := in.Binder.Bind(q.Seq).Stmt
		if stmt == nil {
			continue
		}
		if lo, hi := csyntax.Span(stmt); seq < lo || seq >= hi {
			continue
		}
		nest, errs := loops.AnalyzeNest(stmt, directive.OrderedParam(d))
		if len(errs) > 0 {
			return nil
		}
		return nest
	}
	return nil
}

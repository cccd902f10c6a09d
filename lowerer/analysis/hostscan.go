package analysis

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// hostScans plans the host's own worksharing loops with inscan
// reductions outside target regions (the host copies of declare target
// functions included): gcc 12 compiles such a loop's scan to a libgomp
// entry (GOMP_loop_start with scan memory) that LLVM's libomp lacks, so
// the program would abort there. A 'parallel for [simd]' construct runs
// as its loop alone, in order on the encountering thread, with its scan
// directive a no-op, as in the host fallbacks (hostfallback.InscanAsHost);
// the other worksharing loops with one are refused. gcc compiles a simd
// construct's scan inline: it stays.
func (a *analyzer) hostScans() {
	cut := hostfallback.InscanAsHost(hostfallback.Input{Source: a.src, PragmaIndex: a.src.Index}, 0, len(a.src.Src), nil)
	var out []*plan.Splice
	for i := range a.src.Pragmas {
		q := &a.src.Pragmas[i]
		if a.inSplice(q) {
			continue // in a target region: its kernel and fallback
		}
		if _, ok := cut[q]; ok {
			out = append(out, &plan.Splice{Start: q.LineStart, End: q.End, Blank: true,
				Newlines: strings.Count(string(a.src.Src[q.LineStart:q.End]), "\n")})
			continue
		}
		if worksharingInscan(q) {
			a.errs.Errorf(q.Pos, "a reduction with the 'inscan' modifier on this worksharing loop outside target regions is not supported yet (gcc's host code for it needs a libgomp feature LLVM's libomp lacks); '#pragma omp simd', or '#pragma omp parallel for' in the main file with no clauses but reduction, schedule, num_threads, proc_bind, shared, default, simdlen, safelen and order, is")
		}
	}
	a.plan.Splices = append(a.plan.Splices, out...)
}

// worksharingInscan: pragma q is a construct with a 'for' leaf (the
// words before its clauses) and a reduction with the inscan modifier.
func worksharingInscan(q *frontend.Pragma) bool {
	hasFor, inscan := false, false
	for i, t := range q.Toks {
		switch {
		case i > 0 && i < 4 && t.Text == "for":
			hasFor = true
		case t.Text == "inscan" && i > 1 && q.Toks[i-1].Text == "(" && q.Toks[i-2].Text == "reduction":
			inscan = true
		}
	}
	return hasFor && inscan
}

package hostsplice

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// linearValEdits returns the edits that blank the `val(` modifier of the
// linear clauses (and its `)`) on the pragma lines in the source range
// [base, end) of a host fallback, except those of the pragmas in skip,
// which other edits replace: gcc 12 refuses the modifier that OpenMP 5.2
// and clang-19 take (directive.LinearValSpans), and the fallback sets the
// linear items' values itself. Host code keeps it, and gcc's error.
func (in *Input) linearValEdits(base, end int, skip map[*frontend.Pragma]bool) []textedit.Edit {
	var edits []textedit.Edit
	for _, i := range in.pragmasIn(base, end, skip) {
		q := &in.Pragmas[i]
		spans := directive.LinearValSpans(in.Src[q.LineStart:q.End])
		for k := 0; k+2 < len(spans); k += 3 {
			v, o, c := q.LineStart+spans[k], q.LineStart+spans[k+1], q.LineStart+spans[k+2]
			edits = append(edits, textedit.Edit{Start: v, End: v + len("val"), Text: "   "},
				textedit.Edit{Start: o, End: o + 1, Text: " "}, textedit.Edit{Start: c, End: c + 1, Text: " "})
		}
	}
	return edits
}

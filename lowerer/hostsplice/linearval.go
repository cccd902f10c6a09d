package hostsplice

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// linearValEdits returns the edits that blank the `val(` modifier of the
// linear clauses (and its `)`), and the modifier lists of OpenMP 5.2's
// spelling (`x: val, step(2)` becomes `x:          (2)`), on the pragma
// lines in the source range [base, end) of a host fallback, except
// those of the pragmas in skip, which other edits replace: gcc 12
// refuses the modifiers that OpenMP 5.2 takes
// (directive.WithoutLinearVal), and the fallback sets the linear items'
// values itself. One edit per run of changed bytes.
func (in *Input) linearValEdits(base, end int, skip map[*frontend.Pragma]bool) []textedit.Edit {
	var edits []textedit.Edit
	for _, i := range in.pragmasIn(base, end, skip) {
		q := &in.Pragmas[i]
		text := in.Src[q.LineStart:q.End]
		out := directive.WithoutLinearVal(text)
		for k := 0; k < len(text); k++ {
			if text[k] == out[k] {
				continue
			}
			e := k
			for e < len(text) && text[e] != out[e] {
				e++
			}
			edits = append(edits, textedit.Edit{Start: q.LineStart + k, End: q.LineStart + e, Text: string(out[k:e])})
			k = e
		}
	}
	return edits
}

package hostsplice

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/loophint"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// unrollEdits returns the edits of the user's `#pragma GCC unroll`
// lines in the source range [base, end) whose count gcc 12 cannot read
// (a macro: gcc does not expand them there, clang does): each becomes
// the line with the count written out (loophint.Host), on the same
// lines.
func (in *Input) unrollEdits(base, end int) []textedit.Edit {
	var edits []textedit.Edit
	for _, o := range in.Others {
		if o.LineStart < base || o.End > end || o.LineStart < 0 {
			continue
		}
		line, ok := loophint.Host(o.Toks, in.ConstInt)
		if !ok {
			continue
		}
		edits = append(edits, in.sameLines(o.LineStart, o.End, line))
	}
	return edits
}

package hostsplice

import (
	"strings"

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
		blank := strings.Repeat("\n", strings.Count(string(in.Src[o.LineStart:o.End]), "\n"))
		edits = append(edits, textedit.Edit{Start: o.LineStart, End: o.End, Text: line + blank})
	}
	return edits
}

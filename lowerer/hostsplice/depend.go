package hostsplice

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// gcc 12, which compiles the host output, has no `inoutset`
// dependence-type (OpenMP 5.1), which clang-19 takes: on the task
// constructs the host compiles as written and in the host fallbacks it
// becomes `inout`. The tasks of one inoutset set then run one at a time
// rather than in any order, one of the schedules OpenMP allows, and
// their dependences on the tasks before and after them stay as they
// were.

// inoutsetEdits returns the edits that write `inout` for the
// dependence-type `inoutset` (in `depend(inoutset: ...)` and in a depobj
// construct's `update(inoutset)`) on the pragma lines written in the
// source range [base, end), except those of the pragmas in skip, which
// other edits replace. Each keeps the text's length and lines.
func (in *Input) inoutsetEdits(base, end int, skip map[*frontend.Pragma]bool) []textedit.Edit {
	var edits []textedit.Edit
	for i := range in.Pragmas {
		q := &in.Pragmas[i]
		if q.FromMacro || q.LineStart < base || q.End > end || skip[q] {
			continue
		}
		line := in.Src[q.LineStart:q.End]
		for _, at := range inoutsetWords(line) {
			s := q.LineStart + at
			edits = append(edits, textedit.Edit{Start: s, End: s + len("inoutset"), Text: "inout   "})
		}
	}
	return edits
}

// inoutsetWords returns the offsets in the pragma line text of the
// words `inoutset` that name a dependence-type: followed by `:` (after
// blanks), or the argument of `update(`.
func inoutsetWords(text []byte) []int {
	const w = "inoutset"
	ident := func(c byte) bool {
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	blank := func(c byte) bool { return c == ' ' || c == '\t' || c == '\\' || c == '\n' || c == '\r' }
	var out []int
	for i := 0; i+len(w) <= len(text); i++ {
		if string(text[i:i+len(w)]) != w || i > 0 && ident(text[i-1]) || i+len(w) < len(text) && ident(text[i+len(w)]) {
			continue
		}
		j := i + len(w)
		for j < len(text) && blank(text[j]) {
			j++
		}
		k := i - 1
		for k >= 0 && blank(text[k]) {
			k--
		}
		update := false
		if k >= 0 && text[k] == '(' {
			for k--; k >= 0 && blank(text[k]); k-- {
			}
			update = k+1 >= len("update") && string(text[k+1-len("update"):k+1]) == "update"
		}
		if j < len(text) && text[j] == ':' || update {
			out = append(out, i)
		}
	}
	return out
}

package hostsplice

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
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
//
// Nor does gcc 12 know `omp_all_memory` (OpenMP 5.1). A task with
// `depend(out: omp_all_memory)` (or inout) must follow every sibling
// task before it with a dependence and precede every one after it with
// one: there it becomes an undeferred task after a taskwait, which
// orders it after all the tasks before it and before all those after,
// one of the schedules the dependence allows.

// dependEdits returns the edits of the task dependences gcc 12 cannot
// compile on the pragma lines written in the source range [base, end),
// except those of the pragmas in skip, which other edits replace: `inout`
// for the dependence-type `inoutset` (in `depend(inoutset: ...)` and in
// a depobj construct's `update(inoutset)`), each of the same length, and
// the lines of the tasks that depend on omp_all_memory (allMemoryLine),
// each of the same lines.
func (in *Input) dependEdits(base, end int, skip map[*frontend.Pragma]bool) []textedit.Edit {
	var edits []textedit.Edit
	for _, i := range in.pragmasIn(base, end, skip) {
		q := &in.Pragmas[i]
		line := in.Src[q.LineStart:q.End]
		if d := in.Dirs[i]; d != nil && d.Kind == "task" {
			if text, ok := allMemoryLine(q.Toks); ok {
				edits = append(edits, in.sameLines(q.LineStart, q.End, text))
				continue
			}
		}
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

// allMemoryLine returns the host spelling of a task directive (its
// tokens toks, from "omp") with a dependence on omp_all_memory: a
// taskwait, then the task without the omp_all_memory item and its if
// clause, undeferred, both as _Pragma operators on one line. ok is
// false for a task without such a dependence.
func allMemoryLine(toks []directive.Token) (string, bool) {
	if len(toks) < 2 {
		return "", false
	}
	found := false
	var b strings.Builder
	b.WriteString(`_Pragma("omp taskwait") _Pragma("omp task`)
	for _, c := range directive.RawClauses(toks[2:]) {
		switch c.Name {
		case "if":
			continue
		case "depend":
			group, all := withoutAllMemory(c.Group)
			found = found || all
			if group == nil {
				continue
			}
			for i, t := range group {
				if t == "inoutset" && i+1 < len(group) && group[i+1] == ":" {
					group[i] = "inout"
				}
			}
			c.Group = group
		}
		b.WriteString(" " + strings.Join(c.Words(), " "))
	}
	b.WriteString(` if(0)")`)
	return b.String(), found
}

// withoutAllMemory returns a depend clause's argument group without the
// item omp_all_memory, nil when no item is left, and whether it held it.
func withoutAllMemory(group []string) ([]string, bool) {
	if len(group) < 2 {
		return group, false
	}
	// The items follow the first colon outside parentheses (an iterator
	// modifier's colons are inside its own).
	colon, depth := -1, 0
	for i, t := range group[1 : len(group)-1] {
		switch t {
		case "(":
			depth++
		case ")":
			depth--
		case ":":
			if depth == 0 && colon < 0 {
				colon = i + 1
			}
		}
	}
	if colon < 0 {
		return group, false
	}
	var items [][]string
	cur := []string{}
	depth = 0
	for _, t := range group[colon+1 : len(group)-1] {
		switch {
		case t == "," && depth == 0:
			items = append(items, cur)
			cur = []string{}
			continue
		case t == "(" || t == "[":
			depth++
		case t == ")" || t == "]":
			depth--
		}
		cur = append(cur, t)
	}
	items = append(items, cur)
	out := append([]string{}, group[:colon+1]...)
	all, kept := false, 0
	for _, it := range items {
		if len(it) == 1 && it[0] == "omp_all_memory" {
			all = true
			continue
		}
		if kept > 0 {
			out = append(out, ",")
		}
		out = append(out, it...)
		kept++
	}
	if kept == 0 {
		return nil, all
	}
	return append(out, ")"), all
}

// sameLengths reports whether each edit keeps the length of the text it
// replaces (a fallback whose linear items are placed by the source's
// offsets takes only such edits).
func sameLengths(edits []textedit.Edit) bool {
	for _, e := range edits {
		if len(e.Text) != e.End-e.Start {
			return false
		}
	}
	return true
}

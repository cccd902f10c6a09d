package hostsplice

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
)

// lastFirstAsHost returns the lines that replace the worksharing loop
// constructs with lastprivate items nested in the host fallback (the
// text from base to end; done: pragmas rewritten already): the same
// directive with the items firstprivate too. After a loop of no
// iterations gcc's code copies a thread's private copy back, which then
// holds what it was never given (garbage); as firstprivate it holds the
// original's value, which clang-19 and the device leave. The loop's index
// (gcc refuses it in firstprivate) and items with a modifier stay as
// they are, and so do loops of collapse(n) (the indices of the nest) and
// loops with linear items.
func (in *Input) lastFirstAsHost(base, end int, done map[*frontend.Pragma]string) map[*frontend.Pragma]string {
	out := map[*frontend.Pragma]string{}
	for j := range in.Pragmas {
		q := &in.Pragmas[j]
		d := in.Dirs[j]
		if q.Pos.File != in.Path || q.FromMacro || q.LineStart < base || q.Off >= end || d == nil {
			continue
		}
		if _, ok := done[q]; ok {
			continue
		}
		switch d.Kind {
		case "for", "for simd", "parallel for", "parallel for simd":
		default:
			continue
		}
		clause := in.lastAsFirst(d, q)
		if clause == "" {
			continue
		}
		words := make([]string, len(q.Toks))
		for i, t := range q.Toks {
			words[i] = t.Text
		}
		out[q] = "#pragma " + strings.Join(words, " ") + clause
	}
	return out
}

// lastAsFirst is the clause that makes the lastprivate items of loop
// construct d (pragma q) firstprivate too in the host fallback ("" if
// none need it): not the loop's index (gcc refuses it in firstprivate),
// items with a modifier, loops of collapse(n) (the indices of the nest)
// or loops with linear items.
func (in *Input) lastAsFirst(d *directive.Directive, q *frontend.Pragma) string {
	if d.Clause("collapse") != nil || d.Clause("linear") != nil {
		// A loop with linear items has its directive line rewritten
		// by package nested (FallbackEdits): one rewrite a line.
		return ""
	}
	first := map[string]bool{}
	var last []string
	for _, c := range d.Clauses {
		switch {
		case c.Name == "firstprivate":
			for _, it := range c.Items {
				first[it.Name] = true
			}
		case c.Name == "lastprivate" && !c.Conditional && len(c.Modifiers) == 0:
			for _, it := range c.Items {
				last = append(last, it.Name)
			}
		}
	}
	return hostfallback.LastAsFirst(last, first, map[string]bool{in.loopIndex(q): true})
}

// loopIndex is the variable a for statement governed by pragma q assigns
// in its initialization (`for (i = ...`), "" for one that declares it.
func (in *Input) loopIndex(q *frontend.Pragma) string {
	st := in.Binder.Bind(q.Seq).Stmt
	if st == nil {
		return ""
	}
	toks := csyntax.Tokens(st)
	if len(toks) < 4 || toks[0].SrcStr() != "for" || toks[1].SrcStr() != "(" || toks[3].SrcStr() != "=" {
		return ""
	}
	return toks[2].SrcStr()
}

package hostsplice

import (
	"sort"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostfallback"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// rewrittenLines returns the host lines of the directives of the
// fallback of target construct p (kernel k, text base..end) that it
// spells otherwise than written (an empty line: none): the orphaned
// worksharing constructs (rewritten, their indices,
// hostfallback.OrphanWorksharing), the loops with inscan reductions, the
// doacross lines (doacross.go), the loops whose lastprivate items are
// firstprivate too (lastfirst.go). loops are the loop constructs among
// them that gcc still compiles as loop constructs, from their lines
// (the orphaned ones and those of lastfirst.go): they may run over
// normalized counters (nestedNormal). False after an error.
func (in *Input) rewrittenLines(p *frontend.Pragma, k *plan.Kernel, base, end int, inTeams bool) (rewrite, loops map[*frontend.Pragma]string, rewritten []int, ok bool) {
	rewrite = map[*frontend.Pragma]string{}
	loops = map[*frontend.Pragma]string{}
	rewritten = hostfallback.OrphanWorksharing(in.fallback(), p, base, end, inTeams)
	for _, i := range rewritten {
		q := &in.Pragmas[i]
		if len(q.Toks) > 1 && q.Toks[1].Text == "metadirective" {
			// Its line is the metadirective, which gcc ignores: the
			// fallback runs the loop on the encountering thread,
			// which metadirective.FallbackVariant let only loop
			// variants do; its words are no variant's to rewrite.
			continue
		}
		rewrite[q] = hostfallback.WorksharingAsHost(in.Dirs[i], q)
		if d := in.Dirs[i]; d.Kind.Has("for") || d.Kind.Has("distribute") {
			// A parallel loop on the host now: its lastprivate items
			// keep their values after no iteration (lastfirst.go).
			rewrite[q] += in.lastAsFirst(d, q)
		}
		loops[q] = rewrite[q]
	}
	for q, line := range hostfallback.InscanAsHost(in.fallback(), base, end, rewrite) {
		rewrite[q] = line
	}
	dx, dxOK := in.doacrossAsHost(p, k, base, end) // doacross.go
	if !dxOK {
		return nil, nil, nil, false
	}
	for q, line := range dx {
		rewrite[q] = line
		delete(loops, q)
	}
	for q, line := range in.lastFirstAsHost(base, end, rewrite) {
		rewrite[q], loops[q] = line, line
	}
	return rewrite, loops, rewritten, true
}

// sortedPragmas are the pragmas of lines in source order.
func sortedPragmas(lines map[*frontend.Pragma]string) []*frontend.Pragma {
	var out []*frontend.Pragma
	for q := range lines {
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].LineStart < out[j].LineStart })
	return out
}

// nestedNormal returns edits with those that run the loop constructs of
// the fallback text [base, end) over normalized counters
// (hostloops.Nested). A construct of loops (the rewritten lines of loop
// constructs; their edits are edits[j] for j in lineEdits) does so
// printed from its line, which then replaces its own edit.
func (in *Input) nestedNormal(base, end int, cut []*frontend.Pragma, loops map[*frontend.Pragma]string, lineEdits map[int]*frontend.Pragma, edits []textedit.Edit) []textedit.Edit {
	var others []textedit.Edit
	for j, e := range edits {
		if lineEdits[j] == nil {
			others = append(others, e)
		}
	}
	normal, taken := hostloops.Nested(in.Loops, base, end, cut, loops, others, true)
	out := make([]textedit.Edit, 0, len(edits)+len(normal))
	for j, e := range edits {
		if q := lineEdits[j]; q == nil || !taken[q] {
			out = append(out, e)
		}
	}
	return append(out, normal...)
}

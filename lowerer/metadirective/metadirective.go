// Package metadirective selects the directive variant a metadirective
// stands for in device code, where the context is known at compile time:
// the code runs on an NVIDIA GPU inside a target construct.
package metadirective

import (
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// Cond evaluates a user={condition(...)} selector's integer constant
// expression from the spellings of its tokens; ok is false when it is
// not constant.
type Cond func(text []string) (v int64, ok bool)

// metaClause is one when, default or otherwise clause.
type metaClause struct {
	name    string
	pos     diag.Pos
	sel     []directive.Token // when: the context selector
	variant []directive.Token
}

// Select parses the metadirective toks (omp metadirective ...)
// and returns the directive variant selected in device code; constructs
// is the construct trait set where it stands (Constructs).
func Select(toks []directive.Token, cond Cond, constructs []string) (*directive.Directive, diag.List) {
	var errs diag.List
	clauses, ok := metaClauses(toks, &errs)
	if !ok {
		return nil, errs
	}
	var chosen, fallback *metaClause
	for k := range clauses {
		c := &clauses[k]
		if c.name != "when" {
			fallback = c
			continue
		}
		match, ok := selectorMatches(c.sel, cond, context{constructs: constructs}, &errs)
		if !ok {
			return nil, errs
		}
		if !match {
			continue
		}
		if chosen != nil && tokText(chosen.variant) != tokText(c.variant) {
			errs.Errorf(c.pos, "several 'when' clauses of this metadirective match in device code with different variants; their scores are not computed yet")
			return nil, errs
		}
		if chosen == nil {
			chosen = c
		}
	}
	if chosen == nil {
		chosen = fallback
	}
	omp := toks[0]
	if chosen == nil || len(chosen.variant) == 0 {
		return &directive.Directive{Pos: omp.Pos, Kind: directive.Nothing, HostOnly: true}, nil
	}
	vt := append([]directive.Token{omp}, chosen.variant...)
	d, perrs := directive.Parse(vt)
	if perrs.HasErrors() {
		return nil, perrs
	}
	if d.Kind.IsCompute() || d.Kind.IsData() || d.Kind == "metadirective" {
		errs.Errorf(chosen.variant[0].Pos, "'#pragma omp %s' as the variant a metadirective selects inside a target region is not supported", d.Kind)
		return nil, errs
	}
	return d, nil
}

// metaClauses splits the clauses of a metadirective: when(selector:
// [variant]), default([variant]) or otherwise([variant]).
func metaClauses(toks []directive.Token, errs *diag.List) ([]metaClause, bool) {
	var out []metaClause
	for i := 2; i < len(toks); {
		t := toks[i]
		if t.Text == "," {
			i++
			continue
		}
		if t.Text != "when" && t.Text != "default" && t.Text != "otherwise" || i+1 >= len(toks) || toks[i+1].Text != "(" {
			errs.Errorf(t.Pos, "expected 'when(...)', 'default(...)' or 'otherwise(...)' on a metadirective, found '%s'", t.Text)
			return nil, false
		}
		depth, j := 0, i+1
		colon := -1
		for ; j < len(toks); j++ {
			switch toks[j].Text {
			case "(", "{":
				depth++
			case ")", "}":
				depth--
			case ":":
				if depth == 1 && colon < 0 {
					colon = j
				}
			}
			if depth == 0 {
				break
			}
		}
		if j >= len(toks) {
			errs.Errorf(t.Pos, "expected ')' to close '%s('", t.Text)
			return nil, false
		}
		c := metaClause{name: t.Text, pos: t.Pos}
		if t.Text == "when" {
			if colon < 0 {
				errs.Errorf(t.Pos, "expected ':' after the context selector of 'when'")
				return nil, false
			}
			c.sel, c.variant = toks[i+2:colon], toks[colon+1:j]
		} else {
			c.variant = toks[i+2 : j]
		}
		out = append(out, c)
		i = j + 1
	}
	return out, true
}

// selectorMatches evaluates a context selector (set={trait(args), ...},
// ...) in device code; ok is false when it cannot be told at compile
// time (reported).
func selectorMatches(sel []directive.Token, cond Cond, ctx context, errs *diag.List) (match, ok bool) {
	match = true
	for i := 0; i < len(sel); {
		set := sel[i]
		if set.Text == "," {
			i++
			continue
		}
		if i+2 >= len(sel) || sel[i+1].Text != "=" || sel[i+2].Text != "{" {
			errs.Errorf(set.Pos, "expected a context selector set 'name={...}', found '%s'", set.Text)
			return false, false
		}
		end := closing(sel, i+2)
		if end < 0 {
			errs.Errorf(set.Pos, "expected '}' to close the selector set '%s'", set.Text)
			return false, false
		}
		if set.Text == "construct" {
			m, ok := constructMatches(sel[i+3:end], ctx, errs)
			if !ok {
				return false, false
			}
			match = match && m
			i = end + 1
			continue
		}
		for j := i + 3; j < end; {
			tr := sel[j]
			if tr.Text == "," {
				j++
				continue
			}
			var args []directive.Token
			next := j + 1
			if next < end && sel[next].Text == "(" {
				c := closing(sel, next)
				if c < 0 || c > end {
					errs.Errorf(tr.Pos, "expected ')' to close the trait '%s'", tr.Text)
					return false, false
				}
				args, next = sel[next+1:c], c+1
			}
			m, ok := traitMatches(set.Text, tr, args, cond, ctx, errs)
			if !ok {
				return false, false
			}
			match = match && m
			j = next
		}
		i = end + 1
	}
	return match, true
}

// context is where a metadirective is selected: device code, or the host
// fallback of a target region (host); constructs is the construct trait
// set there, which clang-19 does not count (noTarget: it matches no
// construct selector, in device code on the host plugin and in the
// fallback alike).
type context struct {
	host, noTarget bool
	constructs     []string
}

// constructTraits are the directive names OpenMP 5.2 (§7.1) counts in a
// construct trait set, for C.
var constructTraits = map[string]bool{"target": true, "teams": true, "parallel": true, "for": true, "simd": true}

// constructMatches evaluates the traits of a construct selector set
// (construct={target, teams, ...}): it holds when they appear in the
// construct trait set in the same order, others possibly between them
// (OpenMP 5.2 §7.3). Traits with arguments (simd(simdlen(8))) and names
// that are no construct traits are refused.
func constructMatches(traits []directive.Token, ctx context, errs *diag.List) (bool, bool) {
	var names []string
	for j := 0; j < len(traits); j++ {
		tr := traits[j]
		if tr.Text == "," {
			continue
		}
		if !constructTraits[tr.Text] || j+1 < len(traits) && traits[j+1].Text == "(" {
			errs.Errorf(tr.Pos, "the context selector 'construct={%s...}' of a metadirective inside a target region is not supported yet (the traits target, teams, parallel, for and simd without arguments are)", tr.Text)
			return false, false
		}
		names = append(names, tr.Text)
	}
	if ctx.noTarget {
		return false, true
	}
	k := 0
	for _, c := range ctx.constructs {
		if k < len(names) && c == names[k] {
			k++
		}
	}
	return k == len(names), true
}

// Constructs returns the construct trait set of kinds, the directive
// kinds of the constructs around a point from the innermost target
// construct inwards (combined constructs as their leaves): the traits
// OpenMP counts, in nesting order.
func Constructs(kinds []directive.Kind) []string {
	var out []string
	for _, k := range kinds {
		for _, leaf := range strings.Fields(string(k)) {
			if leaf == "target" {
				out = out[:0] // the set starts at the innermost target
			}
			if constructTraits[leaf] {
				out = append(out, leaf)
			}
		}
	}
	return out
}

// traitMatches evaluates one trait of selector set set.
func traitMatches(set string, tr directive.Token, args []directive.Token, cond Cond, ctx context, errs *diag.List) (bool, bool) {
	names := traitNames(args)
	kinds, arches := []string{"gpu", "nohost", "any"}, []string{"nvptx", "nvptx64"}
	if ctx.host {
		kinds, arches = []string{"host", "cpu", "any"}, []string{"x86_64", "x86-64", "amd64"}
	}
	switch {
	case set == "device" && tr.Text == "kind":
		return allIn(names, kinds), true
	case set == "device" && tr.Text == "arch":
		return allIn(names, arches), true
	case set == "user" && tr.Text == "condition":
		var text []string
		for _, t := range args {
			text = append(text, t.Text)
		}
		v, ok := cond(text)
		if !ok {
			errs.Errorf(tr.Pos, "a metadirective condition inside a target region must be an integer constant expression (a dynamic condition is not supported yet)")
			return false, false
		}
		return v != 0, true
	}
	errs.Errorf(tr.Pos, "the context selector '%s={%s...}' of a metadirective inside a target region is not supported yet (device={kind(...), arch(...)}, construct={...} and user={condition(constant)} are)", set, tr.Text)
	return false, false
}

func allIn(names, set []string) bool {
	for _, n := range names {
		found := false
		for _, s := range set {
			found = found || n == s
		}
		if !found {
			return false
		}
	}
	return true
}

// FallbackVariant checks the metadirective toks of a target region for
// its host fallback, where the host compiler ignores metadirectives and
// so runs the statement without a variant. That computes what the variant
// selected for the host would for a loop construct (its iterations on
// one thread), not for another directive (parallel, single, ...): ok is
// false for those, with the position of the selecting clause and the
// variant's kind. Both selections are checked: OpenMP's, where the
// construct selectors hold as in the region, and clang-19's, where none
// does. Selector errors are the device selection's to
// report.
func FallbackVariant(toks []directive.Token, cond Cond, constructs []string) (pos diag.Pos, kind string, ok bool) {
	var errs diag.List
	clauses, good := metaClauses(toks, &errs)
	if !good {
		return diag.Pos{}, "", true
	}
	pick := func(ctx context) *metaClause {
		var chosen, fallback *metaClause
		for k := range clauses {
			c := &clauses[k]
			if c.name != "when" {
				fallback = c
				continue
			}
			if m, good := selectorMatches(c.sel, cond, ctx, &errs); good && m && chosen == nil {
				chosen = c
			}
		}
		if chosen == nil {
			return fallback
		}
		return chosen
	}
	spec, clang := pick(context{host: true, constructs: constructs}), pick(context{host: true, noTarget: true})
	for _, c := range []*metaClause{spec, clang} {
		if c == nil || len(c.variant) == 0 || len(c.variant) == 1 && c.variant[0].Text == "nothing" {
			continue
		}
		d, perrs := directive.Parse(append([]directive.Token{toks[0]}, c.variant...))
		if perrs.HasErrors() || d == nil {
			continue // the device selection reports it
		}
		if !d.Kind.IsLoop() || inParallel(constructs) && sharesLoop(d.Kind) {
			return c.pos, string(d.Kind), false
		}
	}
	return diag.Pos{}, "", true
}

// inParallel reports whether a construct trait set holds a parallel
// construct: there a worksharing loop variant divides the iterations
// among the team, and without it every thread runs them all.
func inParallel(constructs []string) bool {
	for _, c := range constructs {
		if c == "parallel" {
			return true
		}
	}
	return false
}

// sharesLoop reports whether a loop construct of kind k divides its
// iterations among the threads of the team it binds to (for, for simd,
// loop; not simd, nor a parallel construct of its own, which each thread
// of the team meets whole).
func sharesLoop(k directive.Kind) bool {
	return !strings.HasPrefix(string(k), "parallel") && (k.Has("for") || k.Has("loop"))
}

// traitNames are the names and strings of a trait's arguments.
func traitNames(args []directive.Token) []string {
	var out []string
	for _, t := range args {
		if t.Text == "," {
			continue
		}
		if s, err := strconv.Unquote(t.Text); err == nil {
			out = append(out, s)
		} else {
			out = append(out, t.Text)
		}
	}
	return out
}

// closing returns the index of the bracket that closes toks[open].
func closing(toks []directive.Token, open int) int {
	depth := 0
	for j := open; j < len(toks); j++ {
		switch toks[j].Text {
		case "(", "{", "[":
			depth++
		case ")", "}", "]":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

func tokText(toks []directive.Token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.Text)
		b.WriteByte(' ')
	}
	return b.String()
}

// Variant returns the position of the first when, default or otherwise
// clause of the metadirective toks (omp [begin] metadirective ...) whose
// variant is a directive other than nothing; false when every variant is
// empty or nothing, so that ignoring the metadirective is what any
// selection would do.
func Variant(toks []directive.Token) (diag.Pos, bool) {
	if len(toks) > 1 && toks[1].Text == "begin" {
		toks = append([]directive.Token{toks[0]}, toks[2:]...)
	}
	var errs diag.List
	clauses, ok := metaClauses(toks, &errs)
	if !ok {
		return toks[0].Pos, true
	}
	for _, c := range clauses {
		if len(c.variant) > 0 && !(len(c.variant) == 1 && c.variant[0].Text == "nothing") {
			return c.pos, true
		}
	}
	return diag.Pos{}, false
}

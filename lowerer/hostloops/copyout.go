package hostloops

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// Index variables a host loop construct over normalized counters copies
// out. A loop index declared outside the loop and named in lastprivate
// (or in linear, on a simd construct), or the index of a simd or loop
// construct (linear or lastprivate without a clause), has after the
// construct the value sequential execution of the loop nest leaves
// (OpenMP 5.2 §5.4.5 for a lastprivate index): lb + trip*step where its
// level and every outer one run an iteration; otherwise it keeps its
// value, as clang-19's and gcc's builds leave it. Over
// normalized counters the index is no longer the construct's loop
// variable, so the rewrite gives it that value itself:
//
//   - a construct the encountering thread alone continues after (one
//     combined with parallel, simd, a loop construct with bind(thread),
//     a taskloop without nogroup: taskloop.go) has the index
//     removed from its clauses and the value assigned after it;
//   - a for or for simd construct (in a parallel region, whose threads
//     all continue after it) keeps the index lastprivate, adds
//     firstprivate (with no iteration gcc copies the private copy back)
//     and assigns it the next iteration's value at the start of each
//     iteration, before the index is declared anew for the body: the
//     copy of the sequentially last iteration then holds lb + trip*step.
//     After no iteration the index keeps its value.
//
// Any other construct keeps its loop: a for or for simd construct whose
// copied-out index is not in its own lastprivate clause (the index of for
// simd, implicitly; it may be private in the enclosing region, where gcc
// refuses lastprivate), a loop construct binding to a team (gcc takes
// lastprivate only for the construct's own index there, and clang-19
// leaves the index of parallel loop as it was), one with a distribute
// leaf (gcc refuses firstprivate with lastprivate there).

// copyOutCode is what the construct over normalized counters adds for its
// copied-out indices: the directive anew (pragma, "" when it stays),
// assignments at the start of each iteration (pre) and after the
// construct (after).
type copyOutCode struct {
	pragma, pre, after string
}

// indexCopyOut returns the code that gives the indices of n's copied-out
// levels (n.outs) their values; ok is false where the construct keeps its
// loop: no way above applies, a clause names the index with a modifier,
// or the directive, which a macro writes, would have to be printed anew.
func indexCopyOut(q *frontend.Pragma, d *directive.Directive, n *normalLoop, h loops.HostNormal) (copyOutCode, bool) {
	if len(n.outs) == 0 {
		return copyOutCode{}, true
	}
	names := map[string]bool{}
	var list []string
	for _, k := range n.outs {
		ix := n.nest.Levels[k].Index
		names[ix] = true
		list = append(list, ix)
	}
	leaves := d.Kind.Leaves()
	for _, w := range leaves {
		if w == "distribute" || w == "loop" && !(d.Kind == "loop" && bindThread(d)) {
			return copyOutCode{}, false
		}
	}
	once := d.Kind == "simd" || d.Kind == "loop" || leaves[0] == "parallel"
	if !once {
		if leaves[0] != "for" {
			return copyOutCode{}, false
		}
		last := d.ItemNames("lastprivate")
		for _, ix := range list {
			if !last[ix] {
				return copyOutCode{}, false
			}
		}
	}
	var b strings.Builder
	b.WriteString("#pragma omp")
	named := false
	for _, c := range directive.RawClauses(q.Toks[1:]) {
		group := c.Group
		if c.Name == "lastprivate" || c.Name == "linear" {
			g, removed, ok := dropItems(c, names)
			if !ok {
				return copyOutCode{}, false
			}
			named = named || removed
			if g == nil {
				continue
			}
			group = g
		}
		b.WriteString(" " + c.Name + strings.Join(group, " "))
	}
	var code copyOutCode
	if once {
		code.after = sequentialFinal(n, h)
		if named {
			code.pragma = b.String()
		}
	} else {
		for _, k := range n.outs {
			code.pre += fmt.Sprintf("%s = %s; ", n.nest.Levels[k].Index, h.Next[k])
		}
		code.pragma = b.String() + " lastprivate(" + strings.Join(list, ", ") + ")"
		// Each index firstprivate once (the construct's own clause may
		// name it).
		first := d.ItemNames("firstprivate")
		var fp []string
		for _, ix := range list {
			if !first[ix] {
				fp = append(fp, ix)
			}
		}
		if len(fp) > 0 {
			code.pragma += " firstprivate(" + strings.Join(fp, ", ") + ")"
		}
	}
	if code.pragma != "" && q.FromMacro {
		return copyOutCode{}, false
	}
	return code, true
}

// sequentialFinal assigns each copied-out index of n the value sequential
// execution leaves, lb + trip*step, where its own level and every level
// outside it run an iteration: after no iteration the index keeps its
// value, as clang-19 and gcc 12 leave it and as the device does
// (docs/loops.md).
func sequentialFinal(n *normalLoop, h loops.HostNormal) string {
	var out strings.Builder
	for _, k := range n.outs {
		ix := n.nest.Levels[k].Index
		var ran []string
		for _, t := range h.Trips[:k+1] {
			ran = append(ran, t+" != 0")
		}
		fmt.Fprintf(&out, " if (%s) %s = %s;", strings.Join(ran, " && "), ix, h.Final[k])
	}
	return out.String()
}

// bindThread: loop construct d has bind(thread).
func bindThread(d *directive.Directive) bool {
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "thread"
}

// dropItems returns the argument tokens of clause c (lastprivate or
// linear) without the items in names, nil when none remains; removed
// says whether it named one. ok is false when it names one in a form
// this does not read (a lastprivate modifier, a linear modifier around
// the list).
func dropItems(c directive.RawClause, names map[string]bool) (group []string, removed, ok bool) {
	mentions := false
	for _, t := range c.Group {
		mentions = mentions || names[t]
	}
	if !mentions {
		return c.Group, false, true
	}
	inner := c.Group[1 : len(c.Group)-1]
	list, tail := inner, []string(nil)
	for i, t := range inner {
		if t == ":" {
			if c.Name != "linear" {
				return nil, false, false // lastprivate(conditional: ...)
			}
			list, tail = inner[:i], inner[i:]
			break
		}
	}
	var keep []string
	for i, t := range list {
		if i%2 == 1 {
			if t != "," {
				return nil, false, false
			}
			continue
		}
		if !directive.IsIdent(t) || t == "val" || t == "ref" || t == "uval" {
			return nil, false, false
		}
		if !names[t] {
			keep = append(keep, t)
		}
	}
	if len(list)%2 == 0 {
		return nil, false, false
	}
	if len(keep) == 0 {
		return nil, true, true
	}
	group = []string{"("}
	for i, t := range keep {
		if i > 0 {
			group = append(group, ",")
		}
		group = append(group, t)
	}
	group = append(append(group, tail...), ")")
	return group, true, true
}

package analysis

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
// construct the value it has after the sequentially last iteration,
// lb + trip*step; with no iteration it keeps its value (clang 19; gcc
// assigns lb to a lastprivate index then). Over normalized counters the
// index is no longer the construct's loop variable, so the rewrite gives
// it that value itself:
//
//   - a construct with a parallel or for leaf keeps the index
//     lastprivate, adds firstprivate (with no iteration gcc copies the
//     private copy back) and assigns it the next iteration's value at the
//     start of each iteration, before the index is declared anew for the
//     body: the copy of the sequentially last iteration then holds lb +
//     trip*step;
//   - a simd construct, or a loop construct with bind(thread), which the
//     encountering thread runs alone and which allows no firstprivate,
//     has the index removed from its clauses and the value assigned
//     after the construct when it ran an iteration.
//
// Any other construct keeps its loop: a worksharing construct not combined
// with parallel whose copied-out index is not in its own lastprivate
// clause (the index of for simd, implicitly; it may be private in the
// enclosing region, where gcc refuses lastprivate), a loop construct
// binding to a team
// (gcc takes lastprivate only for the construct's own index there, and
// clang-19 leaves the index of parallel loop as it was), one with a
// distribute leaf (gcc refuses firstprivate with lastprivate there), a
// taskloop.

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
func (a *analyzer) indexCopyOut(q *frontend.Pragma, d *directive.Directive, n *normalLoop, h loops.HostNormal) (copyOutCode, bool) {
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
	once := d.Kind == "simd" || d.Kind == "loop" && bindThread(d)
	shared := false
	for _, w := range d.Kind.Leaves() {
		switch w {
		case "parallel", "for":
			shared = true
		case "loop", "distribute":
			// gcc takes lastprivate only for the loop's own index on
			// loop, and not with firstprivate on distribute.
			if !once {
				return copyOutCode{}, false
			}
		}
	}
	if !once && !shared {
		return copyOutCode{}, false
	}
	if !once && d.Kind.Leaves()[0] != "parallel" {
		// A worksharing construct in a parallel region: an index
		// private there may not be lastprivate or firstprivate on it
		// (gcc refuses the clauses), so only an index the construct
		// names in lastprivate itself is one that may.
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
	for _, c := range rawClauses(q.Toks[1:]) {
		group := c.group
		if c.name == "lastprivate" || c.name == "linear" {
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
		b.WriteString(" " + c.name + strings.Join(group, " "))
	}
	var code copyOutCode
	if once {
		var ran, sets []string
		for _, t := range h.Trips {
			ran = append(ran, t+" != 0")
		}
		for _, k := range n.outs {
			sets = append(sets, fmt.Sprintf("%s = %s;", n.nest.Levels[k].Index, h.Final[k]))
		}
		code.after = " if (" + strings.Join(ran, " && ") + ") { " + strings.Join(sets, " ") + " }"
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
func dropItems(c rawClause, names map[string]bool) (group []string, removed, ok bool) {
	mentions := false
	for _, t := range c.group {
		mentions = mentions || names[t]
	}
	if !mentions {
		return c.group, false, true
	}
	inner := c.group[1 : len(c.group)-1]
	list, tail := inner, []string(nil)
	for i, t := range inner {
		if t == ":" {
			if c.name != "linear" {
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
		if !isIdent(t) || t == "val" || t == "ref" || t == "uval" {
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

// isIdent: t is a C identifier.
func isIdent(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isIdentByte(t[i]) || i == 0 && t[i] >= '0' && t[i] <= '9' {
			return false
		}
	}
	return t != ""
}

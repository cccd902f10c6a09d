package hostloops

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Taskloops of host fallbacks. gcc compiles a taskloop to GOMP_taskloop,
// which LLVM's libomp implements without two things gcc relies on: a
// decreasing loop fails an assertion in libomp, and grainsize(strict:)
// is taken as grainsize. And gcc gives a linear item of taskloop simd
// each task's first value only. The fallback therefore runs a taskloop
// over normalized counters (normal.go), grainsize(strict: g) as
// a taskloop over the chunks of g iterations (each chunk one task), and
// each linear item as lastprivate, set at the start of every iteration
// from the original's value and the logical iteration (OpenMP 5.2
// §5.4.6), as the device does.

// hostTaskloopCode is the host text of a taskloop: decls before it, the
// directive anew (pragma, "" when it stays as written) and the loop's
// edits.
type hostTaskloopCode struct {
	decls, pragma string
	edits         []textedit.Edit
}

// hostTaskloop returns the host text of taskloop q, whose loop n runs
// over normalized counters named by tag; ok is false where the
// construct stays as written: a linear item with a modifier, or that is
// a loop's index not copied out. A copied-out index (n.outs) leaves the
// lastprivate and linear clauses and is assigned its value after the
// construct. A collapsed nest with grainsize(strict:) or linear
// items runs as one loop over its logical iterations, each level's
// counter computed from the logical iteration. With default(none)
// (none), the directive is printed anew with the declared names the
// tasks read firstprivate.
func hostTaskloop(q *frontend.Pragma, n *normalLoop, tag string, none bool) (hostTaskloopCode, bool) {
	h := n.nest.HostNormal(tag)
	clauses := directive.RawClauses(q.Toks[1:]) // after "omp"
	t := &taskloopText{n: n, h: h, tag: tag, logical: h.Counters[0], read: append([]string(nil), h.Read...)}
	for _, c := range clauses {
		t.linearize = t.linearize || n.nest.Depth() > 1 && (strictGrain(c) || c.Name == "linear")
	}
	if t.linearize {
		t.logical = "__omp_nl" + tag
	}
	t.rewrite = t.linearize || none
	t.pragma.WriteString("#pragma omp")
	t.decls.WriteString(h.Decls)
	after := sequentialFinal(n, h)
	if !t.clauses(clauses) {
		return hostTaskloopCode{}, false
	}
	heads, split := t.headers()
	if none {
		t.pragma.WriteString(" firstprivate(" + strings.Join(t.read, ", ") + ")")
	}
	code := hostTaskloopCode{}
	if t.rewrite {
		code.pragma = t.pragma.String()
	}
	code.decls = t.decls.String()
	for k, r := range n.heads {
		text := heads[k]
		if k == len(n.heads)-1 {
			text += " {" + split + " " + h.Prologue + t.sets.String()
		}
		code.edits = append(code.edits, textedit.Edit{Start: r[0], End: r[1], Text: text})
	}
	code.edits = append(code.edits, textedit.Edit{Start: n.bodyEnd, End: n.bodyEnd, Text: " }" + after + " }"})
	return code, true
}

// taskloopText is the host text of a taskloop as hostTaskloop builds
// it: the loop n over normalized counters h named by tag, the variable
// of the logical iteration (the nest runs as one loop over it with
// linearize), the directive anew (pragma; rewrite: it must be printed),
// the declarations before the construct (decls), the linear items' values
// set at the start of each iteration (sets), grainsize(strict:)'s
// argument (grain) and the declared names the tasks read.
type taskloopText struct {
	n                   *normalLoop
	h                   loops.HostNormal
	tag, logical, grain string
	linearize, rewrite  bool
	pragma, decls, sets strings.Builder
	read                []string
}

// strictGrain: c is grainsize(strict: ...).
func strictGrain(c directive.RawClause) bool {
	return c.Name == "grainsize" && len(c.Group) > 4 && c.Group[1] == "strict" && c.Group[2] == ":"
}

// clauses prints the taskloop's clauses anew into t.pragma; false where
// the construct stays as written.
func (t *taskloopText) clauses(clauses []directive.RawClause) bool {
	n := t.n
	// A copied-out index leaves the clauses; the encountering thread
	// assigns its value after the taskloop, whose tasks have finished
	// then (not nogroup: normalNest).
	outs := map[string]bool{}
	for _, k := range n.outs {
		outs[n.nest.Levels[k].Index] = true
	}
	for _, c := range clauses {
		if c.Name == "lastprivate" || c.Name == "linear" {
			g, removed, ok := dropItems(c, outs)
			if !ok {
				return false
			}
			t.rewrite = t.rewrite || removed
			if g == nil {
				continue
			}
			c.Group = g
		}
		switch {
		case strictGrain(c):
			t.grain = strings.Join(c.Group[3:len(c.Group)-1], " ")
			t.rewrite = true
			// One task per chunk (grainsize(1) over the chunks).
			t.pragma.WriteString(" grainsize(1)")
			continue
		case c.Name == "collapse" && t.linearize:
			continue
		case c.Name == "linear":
			items, step, ok := linearClause(c.Group)
			if !ok {
				return false
			}
			for _, it := range items {
				for _, m := range n.nest.Levels {
					if it == m.Index {
						return false
					}
				}
				orig, st := fmt.Sprintf("__omp_nlx%s_%s", t.tag, it), fmt.Sprintf("__omp_nls%s_%s", t.tag, it)
				fmt.Fprintf(&t.decls, " const __typeof__(%s) %s = %s; const long long %s = %s;", it, orig, it, st, step)
				fmt.Fprintf(&t.sets, " %s = %s + (long long)%s * %s;", it, orig, t.logical, st)
				t.read = append(t.read, orig, st)
			}
			t.rewrite = true
			t.pragma.WriteString(" lastprivate( " + strings.Join(items, " , ") + " )")
			continue
		}
		t.pragma.WriteString(" " + c.Name + strings.Join(c.Group, " "))
	}
	return true
}

// headers returns the loops' headers and the declarations of the
// counters at the start of the innermost body (split): with linearize
// one loop over the logical iterations, each level's counter computed
// from the logical iteration; with grainsize(strict:) a loop over the
// chunks around the loop over a chunk's iterations.
func (t *taskloopText) headers() (heads []string, split string) {
	h, depth, tag := t.h, t.n.nest.Depth(), t.tag
	heads = append([]string(nil), h.Headers...)
	iv, trip := h.Counters[0], h.Trips[0]
	if t.linearize {
		// The logical iteration space and each level's counter in it.
		iv, trip = t.logical, "__omp_ntot"+tag
		fmt.Fprintf(&t.decls, " const __UINT64_TYPE__ %s = %s;", trip, h.Trips[0])
		for k := 1; k < depth; k++ {
			fmt.Fprintf(&t.decls, " const __UINT64_TYPE__ %s = __omp_trip_mul(%s, %s);", trip+"_"+fmt.Sprint(k), trip+suffix(k-1), h.Trips[k])
		}
		trip += suffix(depth - 1)
		t.read = append(t.read, trip)
		stride := ""
		for k := depth - 1; k >= 0; k-- {
			v := iv
			if stride != "" {
				v = "(" + iv + " / (" + stride + "))"
			}
			split = fmt.Sprintf(" const __UINT64_TYPE__ %s = %s %% %s;", h.Counters[k], v, h.Trips[k]) + split
			if stride == "" {
				stride = h.Trips[k]
			} else {
				stride = stride + " * " + h.Trips[k]
			}
		}
		heads[0] = fmt.Sprintf("for (__UINT64_TYPE__ %s = 0; %s < %s; %s++)", iv, iv, trip, iv)
		for k := 1; k < depth; k++ {
			heads[k] = ""
		}
	}
	if t.grain != "" {
		g, c, chunks := "__omp_ngs"+tag, "__omp_nc"+tag, "__omp_nch"+tag
		fmt.Fprintf(&t.decls, " const __UINT64_TYPE__ %s = (%s) < 1 ? 1 : (__UINT64_TYPE__)(%s); const __UINT64_TYPE__ %s = %s ? (%s - 1) / %s + 1 : 0;",
			g, t.grain, t.grain, chunks, trip, trip, g)
		heads[0] = fmt.Sprintf("for (__UINT64_TYPE__ %s = 0; %s < %s; %s++) for (__UINT64_TYPE__ %s = %s * %s; %s < %s && %s - %s * %s < %s; %s++)",
			c, c, chunks, c, iv, c, g, iv, trip, iv, c, g, g, iv)
		t.read = append(t.read, g, chunks)
	}
	return heads, split
}

// suffix names the k-th partial product of a collapsed taskloop's trip
// counts ("" for the first level's own).
func suffix(k int) string {
	if k == 0 {
		return ""
	}
	return "_" + fmt.Sprint(k)
}

// linearClause returns the items and step of a linear clause's
// argument tokens group ("(" items [":" step] ")"); ok is false for a
// modifier (val, ref, uval) or a step this does not read.
func linearClause(group []string) (items []string, step string, ok bool) {
	if len(group) < 3 {
		return nil, "", false
	}
	inner := group[1 : len(group)-1]
	step = "1"
	for i, t := range inner {
		if t == ":" {
			rest := inner[i+1:]
			if len(rest) > 3 && rest[0] == "step" && rest[1] == "(" && rest[len(rest)-1] == ")" {
				rest = rest[2 : len(rest)-1]
			}
			for _, r := range rest {
				if r == "val" || r == "ref" || r == "uval" || r == "step" || r == "," {
					return nil, "", false
				}
			}
			step = "(" + strings.Join(rest, " ") + ")"
			inner = inner[:i]
			break
		}
	}
	for j, t := range inner {
		if j%2 == 1 {
			if t != "," {
				return nil, "", false
			}
			continue
		}
		if t == "val" || t == "ref" || t == "uval" || t == "(" {
			return nil, "", false
		}
		items = append(items, t)
	}
	return items, step, len(items) > 0
}

package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// One list item in several map clauses of a construct
// (`map(tofrom: x) map(to: x)`, `map(to: a[0:n]) map(from: a[0:n])`),
// which OpenMP 5.2 and clang-19 accept. clang-19 gives every clause its
// own map entry of the same storage, in an order of its own, and the
// runtime's reference counts decide what moves (`map(to: y) map(from:
// y)` on target never copies y back; `map(alloc: z) map(tofrom: z)`
// copies both ways, because clang puts the alloc last). The lowerer
// writes the same entries in the same order, so the runtime decides the
// same (tests/e2e/testdata/map_repeat.c).

// sameItem reports whether the uses of g (one variable's, two or more)
// all name the same list item, without members.
func sameItem(g []Use) bool {
	if len(g) < 2 {
		return false
	}
	for _, u := range g {
		if len(u.Item.Members) > 0 || compactText(u.Item.Text) != compactText(g[0].Item.Text) {
			return false
		}
	}
	return true
}

// hasPresent reports whether the map clause has the present modifier.
func hasPresent(c *directive.Clause) bool {
	for _, m := range c.Modifiers {
		if m == "present" {
			return true
		}
	}
	return false
}

// dataOrder orders the uses of one list item on a data directive (target
// data, enter data, exit data) as clang-19 does: those with present,
// then those with map-type alloc, then the others, each in clause order.
func dataOrder(k directive.Kind, g []Use) []Use {
	rank := func(u Use) int {
		switch {
		case hasPresent(u.Clause):
			return 0
		case MapType(k, u.Clause) == directive.MapAlloc:
			return 1
		}
		return 2
	}
	var out []Use
	for r := 0; r < 3; r++ {
		for _, u := range g {
			if rank(u) == r {
				out = append(out, u)
			}
		}
	}
	return out
}

// kernelOrder orders the uses of one list item on a target construct as
// clang-19 does: it sorts them with std::stable_sort and a comparator
// whose operands' map types are swapped (lhs before rhs when lhs has
// present and rhs has not, or when rhs has map-type alloc and lhs has
// not), which is no strict weak order, so the result is what the
// algorithm of libstdc++ 12 (Debian's clang-19 is built with it) makes
// of it: with a buffer of half the elements, each half insertion-sorted
// (halves of up to 7; more uses of one item are refused), then merged
// forward when the halves are equal and backward otherwise. The first
// use becomes the kernel's parameter.
func kernelOrder(k directive.Kind, g []Use) []Use {
	less := func(l, r Use) bool {
		return hasPresent(l.Clause) && !hasPresent(r.Clause) ||
			MapType(k, r.Clause) == directive.MapAlloc && MapType(k, l.Clause) != directive.MapAlloc
	}
	a := append([]Use(nil), g...)
	mid := (len(a) + 1) / 2
	insertionSort(a[:mid], less)
	insertionSort(a[mid:], less)
	first, second := append([]Use(nil), a[:mid]...), append([]Use(nil), a[mid:]...)
	if len(first) == len(second) {
		// __move_merge_adaptive: the first half from the buffer.
		i, j, o := 0, 0, 0
		for i < len(first) && j < len(second) {
			if less(second[j], first[i]) {
				a[o] = second[j]
				j++
			} else {
				a[o] = first[i]
				i++
			}
			o++
		}
		copy(a[o:], first[i:])
		return a
	}
	// __move_merge_adaptive_backward: the second half from the buffer.
	i, j, o := len(first)-1, len(second)-1, len(a)
	for {
		if less(second[j], first[i]) {
			o--
			a[o] = first[i]
			if i == 0 {
				copy(a[o-j-1:o], second[:j+1])
				return a
			}
			i--
		} else {
			o--
			a[o] = second[j]
			if j == 0 {
				return a
			}
			j--
		}
	}
}

// maxRepeats is the most uses of one list item kernelOrder orders as
// libstdc++ does (each half one insertion sort).
const maxRepeats = 14

// insertionSort is libstdc++'s __insertion_sort.
func insertionSort(a []Use, less func(l, r Use) bool) {
	for i := 1; i < len(a); i++ {
		v := a[i]
		if less(v, a[0]) {
			copy(a[1:i+1], a[:i])
			a[0] = v
			continue
		}
		j := i
		for less(v, a[j-1]) {
			a[j] = a[j-1]
			j--
		}
		a[j] = v
	}
}

// repeatEntries appends to list an entry per use of rest, the other uses
// of the list item whose entry is first: the same storage, the map type
// of its own clause, no kernel parameter.
func repeatEntries(k directive.Kind, first *plan.Arg, rest []Use, list []*plan.Arg) []*plan.Arg {
	for _, u := range rest {
		e := *first
		e.Param, e.DeviceDecl, e.Slot, e.SlotValue, e.Literal = "", "", "", "", false
		e.Flags = clauseFlags(k, u.Clause)
		e.Text = u.Item.Text
		e.Implicit = false
		list = append(list, &e)
	}
	return list
}

// repeatable reports whether the uses g of one list item of decl can map
// as repeated entries, and reports why not: a mapper, more uses than
// kernelOrder orders (a declare target link variable's uses are ordered
// by dataOrder, whatever their number; linkrepeats.go), or a link
// pointer are not supported yet. A pointer's section (`p[0:n]`) repeats
// as an array's does, each entry plain; a declare target variable is
// always present, so only an always modifier moves it, whatever the
// order.
func (env *Env) repeatable(decl *cc.Declarator, g []Use) bool {
	why := ""
	t := decl.Type()
	switch {
	case env.linkVars[decl] && t.Kind() == cc.Ptr:
		why = "a declare target link pointer"
	case !env.linkVars[decl] && len(g) > maxRepeats:
		why = "more than 14 clauses"
	}
	for _, u := range g {
		if why != "" {
			break
		}
		if m, _, ok := env.itemMapper(u.Clause, u.Item, t); !ok {
			return false
		} else if m != nil {
			why = "a mapper"
		}
	}
	if why == "" {
		return true
	}
	env.in.Errs.Errorf(g[1].Item.Pos, "'%s' in several map clauses of one directive is not supported yet for %s", g[1].Item.Text, why)
	env.in.Errs.Notef(g[0].Item.Pos, "'%s' first listed here", g[0].Item.Text)
	return false
}

// repeatedData appends the entries of the uses g of one list item of
// decl on data directive d (sameItem), in clang's order, then those of
// its pointer rows.
func (env *Env) repeatedData(d *directive.Directive, decl *cc.Declarator, g []Use, rows []Use, ents *[]*plan.Arg) {
	if !env.repeatable(decl, g) {
		return
	}
	g = dataOrder(d.Kind, g)
	e := env.ItemEntry(decl, g[0].Item, false)
	if e == nil {
		return
	}
	e.Flags = clauseFlags(d.Kind, g[0].Clause)
	*ents = append(*ents, e)
	*ents = repeatEntries(d.Kind, e, g[1:], *ents)
	env.pointerRowEntries(d.Kind, decl, rows, ents)
}

package dataenv

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Members reached through pointer members: `map(tofrom: o.p->x)`,
// `map(to: s->p->a[0:n])`, `map(from: o.p->r->k)`, items whose last
// step is not a pointer with a section (those are chains, chains.go).
// They join their variable's member group (members.go) as OpenMP 5.2
// §5.8.3 has them: the storage of the first pointer (`o.p`, a member of
// the object) counts in the parent's span, so it is mapped or found
// present; then, for each further pointer (`o.p->r`), an entry that maps
// or finds that pointer's storage inside the pointee of the one before
// and attaches it; last the member itself, PTR_AND_OBJ with base the
// address of the last pointer, which the runtime maps (or finds inside
// a pointee mapped already, as by an enclosing `target data map(to:
// o.p[0:1])`) and attaches: the device's `o.p` points where the
// device's `o.p->x` is the mapped copy, as clang-19 encodes it.
//
// All of them are MEMBER_OF the parent: the runtime then counts the
// pointers' storage once, in the parent and in the mapping that holds
// it, and releases everything at the end, where clang-19's links
// without MEMBER_OF keep counting the pointer storage they go through.

// ordered is a group of entries with the depth of the pointer they
// attach: a pointee is mapped before the members and sections that the
// runtime must find inside it, whatever the order of the clauses.
type ordered struct {
	depth int
	ents  []*plan.Arg
}

// flatten sorts groups by depth (stable: clause order within a depth).
func flatten(gs []ordered) []*plan.Arg {
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].depth < gs[j].depth })
	var out []*plan.Arg
	for _, g := range gs {
		out = append(out, g.ents...)
	}
	return out
}

// derefEntries are the entries of member paths reached through pointer
// members (p.through set), of variable v; member: the parent's
// MEMBER_OF bits. Depths: a member through n pointers comes after the
// pointees of n pointers (a pointee section `o.p[0:1]` is depth 2, a
// chain `o.p->r[0:1]` depth 4, `o.p->x` depth 3). span gets the storage
// of each first pointer, a member of the object.
func (env *Env) derefEntries(v string, paths []memberPath, flagsOf func(Use) mapping.Flags, member mapping.Flags, span *[][2]string) []ordered {
	var out []ordered
	linked := map[string]bool{}
	for _, p := range paths {
		e := env.Entry(p.expr, p.t, p.use.Item.Pos, p.use.Item.Text, p.secs, false)
		if e == nil {
			continue
		}
		first := p.through[0]
		*span = append(*span, [2]string{"(void *)&" + first, fmt.Sprintf("sizeof(%s)", first)})
		var ents []*plan.Arg
		for i := 1; i < len(p.through); i++ {
			q := p.through[i]
			if linked[q] {
				continue
			}
			linked[q] = true
			ents = append(ents, &plan.Arg{Kind: plan.ArgPointer, Var: v, Text: q, Base: "(void *)&" + p.through[i-1],
				Begin: "(void *)&" + q, Size: fmt.Sprintf("sizeof(%s)", q), Flags: mapping.PtrAndObj | member})
		}
		e.Var, e.Kind = v, ""
		e.Base = "(void *)&" + p.through[len(p.through)-1]
		e.Flags = flagsOf(p.use) | member | mapping.PtrAndObj
		out = append(out, ordered{depth: 2*len(p.through) + 1, ents: append(ents, e)})
	}
	return out
}

// checkDerefs refuses what the entries above cannot map as OpenMP 5.2
// says, among the member paths of one variable on one directive:
//
//   - a member through a pointer whose pointee another item maps
//     (`map(alloc: o.p[0:1]) map(from: o.p->x)`) where the member moves
//     data the pointee's item does not: the runtime finds the member
//     inside the storage that item maps in the same call and moves it
//     only as that item says (clang-19's program stops there);
//   - a pointee section not from element 0 beside such a member;
//   - two storages attached through one pointer whose pointee no item
//     maps (`o.p->x, o.p->a[0:2]`): each is mapped apart and the
//     device's `o.p` can point to only one of them.
func (env *Env) checkDerefs(paths []memberPath, flagsOf func(Use) mapping.Flags) bool {
	type pointee struct {
		motion  mapping.Flags
		partial bool
		text    string
	}
	mapped := map[string]pointee{}
	for _, p := range paths {
		switch {
		case p.chain != nil:
			if _, ok := mapsPointee(p.use.Item); ok {
				mapped[p.chain[len(p.chain)-1]] = pointee{motion: flagsOf(p.use) & motionBits, text: p.use.Item.Text}
			}
		case p.through == nil && p.t.Kind() == cc.Ptr && len(p.secs) > 0:
			s := p.secs[0]
			lb := strings.TrimSpace(s.Lower)
			mapped[p.expr] = pointee{motion: flagsOf(p.use) & motionBits, partial: s.Stride != "" || (lb != "" && lb != "0"), text: p.use.Item.Text}
		}
	}
	attached := map[string]string{} // pointer -> the storage attached through it
	first := map[string]string{}    // pointer -> the item that attached it
	attach := func(ptr, storage string, it *directive.Item) bool {
		if prev, ok := attached[ptr]; ok && prev != storage {
			env.in.Errs.Errorf(it.Pos, "'%s' and '%s' reach different storage through the pointer '%s' on one directive; not supported yet: map its pointee ('%s[0:1]') on this directive too", first[ptr], it.Text, ptr, ptr)
			return false
		}
		attached[ptr], first[ptr] = storage, it.Text
		return true
	}
	for _, p := range paths {
		if p.through == nil {
			continue
		}
		it := p.use.Item
		for i, ptr := range p.through {
			pe, ok := mapped[ptr]
			last := i == len(p.through)-1
			switch {
			case ok && pe.partial:
				env.in.Errs.Errorf(it.Pos, "'%s' beside '%s', which does not map the object '%s' points to from its first element, is not supported yet", it.Text, pe.text, ptr)
				return false
			case ok && last && flagsOf(p.use)&motionBits&^pe.motion != 0:
				env.in.Errs.Errorf(it.Pos, "'%s' moves data that '%s', which maps the object it is in on the same directive, does not move; not supported yet: give both the same map-type, or map '%s' on an enclosing directive", it.Text, pe.text, pe.text)
				return false
			case ok:
			case last:
				if !attach(ptr, p.use.Item.Text, it) {
					return false
				}
			default:
				if !attach(ptr, p.through[i+1], it) {
					return false
				}
			}
		}
	}
	return true
}

// motionBits are the map-type bits that move data.
const motionBits = mapping.To | mapping.From

// derefBesideRows refuses members through pointer members of group g
// beside chains of the same variable that map their own links (rows):
// both would attach the pointers they share, each to its own storage.
func (env *Env) derefBesideRows(d *directive.Directive, decl *cc.Declarator, g, rows []Use) bool {
	var deref *directive.Item
	for _, u := range g {
		if len(u.Item.Members) > 1 && !memberChain(decl, u.Item) {
			for _, m := range u.Item.Members[1:] {
				if m.Arrow {
					deref = u.Item
				}
			}
		}
	}
	if deref == nil {
		return true
	}
	for _, u := range rows {
		if memberChain(decl, u.Item) {
			env.in.Errs.Errorf(u.Item.Pos, "'%s' beside '%s' on one directive is not supported yet: map the pointee of each pointer they pass through on this directive too ('%s')", u.Item.Text, deref.Text, unmappedPointer(d, u.Item)+"[0:1]")
			return false
		}
	}
	return true
}

// mappedPointees are the pointers whose pointee (from element 0) an
// item of g maps, spelled as chainPointers spells them.
func mappedPointees(g []Use) map[string]bool {
	mapped := map[string]bool{}
	for _, u := range g {
		if p, ok := mapsPointee(u.Item); ok {
			mapped[p] = true
		}
	}
	return mapped
}

// chainMapped reports whether every pointer chain p passes through has
// its pointee mapped by an item of the group.
func chainMapped(p memberPath, mapped map[string]bool) bool {
	through, _ := chainPointers(p.use.Item)
	for _, q := range through {
		if !mapped[q] {
			return false
		}
	}
	return true
}

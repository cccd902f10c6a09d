package dataenv

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
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
func (env *Env) derefEntries(v string, paths []memberPath, wide map[string]bool, flagsOf func(Use) mapping.Flags, member mapping.Flags, span *[][2]string) []ordered {
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
			q, before := p.through[i], p.through[i-1]
			begin, size := "(void *)&"+q, fmt.Sprintf("sizeof(%s)", q)
			if wide[before] {
				// The whole pointee, in which each pointer is.
				q, begin, size = "*"+before, "(void *)"+before, fmt.Sprintf("sizeof(*%s)", before)
			}
			if linked[q] {
				continue
			}
			linked[q] = true
			ents = append(ents, &plan.Arg{Kind: plan.ArgPointer, Var: v, Text: q, Base: "(void *)&" + before,
				Begin: begin, Size: size, Flags: mapping.PtrAndObj | member})
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
func (env *Env) checkDerefs(paths []memberPath, flagsOf func(Use) mapping.Flags) (map[string]bool, bool) {
	type pointee struct {
		motion  mapping.Flags
		partial bool
		text    string
		length  string // of the section; "" where not written
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
			mapped[p.expr] = pointee{motion: flagsOf(p.use) & motionBits, partial: s.Stride != "" || (lb != "" && lb != "0"), text: p.use.Item.Text, length: strings.TrimSpace(s.Length)}
		}
	}
	// For each pointer whose pointee no item maps, the storages attached
	// through it: other pointers (links) or members (tails).
	type via struct {
		storage, item string
		tail          bool
	}
	attached := map[string][]via{}
	var order []string
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
				return nil, false
			case ok && !withinSection(p.elem[ptr], pe.length):
				env.in.Errs.Errorf(it.Pos, "'%s' beside '%s', which may not hold its element, is not supported yet: map a section that holds it", it.Text, pe.text)
				return nil, false
			case ok && last && flagsOf(p.use)&motionBits&^pe.motion != 0:
				env.in.Errs.Errorf(it.Pos, "'%s' moves data that '%s', which maps the object it is in on the same directive, does not move; not supported yet: give both the same map-type, or map '%s' on an enclosing directive", it.Text, pe.text, pe.text)
				return nil, false
			case ok:
			default:
				v := via{storage: it.Text, item: it.Text, tail: true}
				if !last {
					v = via{storage: p.through[i+1], item: it.Text}
				}
				if attached[ptr] == nil {
					order = append(order, ptr)
				}
				attached[ptr] = append(attached[ptr], v)
			}
		}
	}
	// Several pointers through one: one link maps that pointer's whole
	// pointee, in which the runtime finds each of them (chainLinks does
	// the same). Members there would be found inside storage that link
	// maps in the same call, and not moved.
	wide := map[string]bool{}
	for _, ptr := range order {
		vs := attached[ptr]
		for _, v := range vs[1:] {
			if v.storage == vs[0].storage {
				continue
			}
			if v.tail || vs[0].tail {
				advice := fmt.Sprintf("map its pointee ('%s[0:1]') on this directive too", ptr)
				if isIdent(ptr) {
					// The pointer variable itself is listed (ptrself.go).
					advice = fmt.Sprintf("map its pointee ('%s[0:1]') instead of '%s'", ptr, ptr)
				}
				env.in.Errs.Errorf(diagPos(paths, v.item), "'%s' and '%s' reach different storage through the pointer '%s' on one directive; not supported yet: %s", vs[0].item, v.item, ptr, advice)
				return nil, false
			}
			wide[ptr] = true
		}
	}
	return wide, true
}

// diagPos is the position of the item spelled text among paths.
func diagPos(paths []memberPath, text string) diag.Pos {
	for _, p := range paths {
		if p.use.Item.Text == text {
			return p.use.Item.Pos
		}
	}
	return paths[0].use.Item.Pos
}

// motionBits are the map-type bits that move data.
const motionBits = mapping.To | mapping.From

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

// structChains moves into g the member chains of a struct variable or
// element (`o.p->q[0:n]`, `arr[1].p->q[0:n]`) on a data directive: they
// map as members through pointer members (derefEntries), whose links
// count each storage once. clang-19's links for them count the storage
// of the pointers they go through once more than they release, so
// after the directive's exit that storage, and the whole pointee where
// an enclosing directive mapped it, stays mapped and later maps copy
// nothing (docs/difftest.md). From a pointer variable
// (`s->mesh->x[0:n]`) the parent is the storage of the first pointer in
// the object it points to (`s->mesh`), as clang-19's first link.
func structChains(decl *cc.Declarator, g, rows []Use) ([]Use, []Use) {
	var rest []Use
	for _, u := range rows {
		if memberChain(decl, u.Item) {
			g = append(g, u)
		} else {
			rest = append(rest, u)
		}
	}
	return g, rest
}

// isIdent reports whether the C expression e is a plain identifier.
func isIdent(e string) bool {
	for i, r := range e {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return e != ""
}

// pointerElement applies subscripts that each select one element to
// member expr of type t: where expr is a pointer (`s.p[2].x`), the
// first subscript goes through it, which joins through; the others are
// elementOf's.
func (env *Env) pointerElement(expr string, t cc.Type, secs []directive.Section, through []string, text string) (string, []string, cc.Type, bool) {
	pt, ok := t.(*cc.PointerType)
	if !ok {
		e, _, et, ok := env.elementOf(expr, t, secs, false, text)
		return e, through, et, ok
	}
	s := secs[0]
	if s.Stride != "" || (s.HasColon && strings.TrimSpace(s.Length) != "1") {
		env.in.Errs.Errorf(s.Pos, "members of array sections ('%s') are not supported yet; name one element (a[i]) or map the section", text)
		return "", nil, nil, false
	}
	lb := strings.TrimSpace(s.Lower)
	if lb == "" {
		lb = "0"
	}
	through = append(through, expr)
	e, _, et, ok := env.elementOf(expr+"["+lb+"]", pt.Elem(), secs[1:], false, text)
	return e, through, et, ok
}

// withinSection reports whether element index (a C expression; "" or
// "0" for element 0) is provably inside a section from element 0 of
// length length (written; "" when left out, which spans the extent).
func withinSection(index, length string) bool {
	if index == "" || index == "0" {
		return true
	}
	k, err1 := strconv.Atoi(index)
	n, err2 := strconv.Atoi(length)
	return err1 == nil && err2 == nil && k >= 0 && k < n
}

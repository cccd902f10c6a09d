package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Sections through a pointer reached by subscripts: `pp[i][0:m]` of a
// `double **pp` (rows of a jagged array), `rows[k][lo:n]` of an array of
// pointers. The section's base pointer is the element `pp[i]`: on a data
// directive or a target construct the entry maps the pointee and, as
// PTR_AND_OBJ with the pointer's address as base, attaches it (the runtime writes the
// section's device address into the device copy of `pp[i]` where that is
// mapped), as clang does; a target update moves the pointee only.

// pointerRowItem reports whether item it of decl has that form: plain
// subscripts reaching a pointer, then at least one section. It returns
// the base pointer's expression and type and the sections after it.
func pointerRowItem(decl *cc.Declarator, it *directive.Item) (string, cc.Type, []directive.Section, bool) {
	if len(it.Members) > 0 {
		return memberChainItem(decl, it)
	}
	t := decl.Type()
	expr := decl.Name()
	for j, s := range it.Sections {
		if s.HasColon || s.Stride != "" {
			return "", nil, nil, false
		}
		switch t.Kind() {
		case cc.Array:
			t = t.(*cc.ArrayType).Elem()
		case cc.Ptr:
			t = t.(*cc.PointerType).Elem()
		default:
			return "", nil, nil, false
		}
		lb := s.Lower
		if lb == "" {
			return "", nil, nil, false
		}
		expr += "[" + lb + "]"
		if t.Kind() == cc.Ptr && j+1 < len(it.Sections) {
			rest := it.Sections[j+1:]
			if !rest[0].HasColon {
				return "", nil, nil, false
			}
			if el := t.(*cc.PointerType).Elem(); el.Kind() == cc.Ptr {
				return "", nil, nil, false
			}
			return "(" + expr + ")", t, rest, true
		}
	}
	return "", nil, nil, false
}

// memberChainItem is pointerRowItem for member paths that pass through a
// pointer member (an '->' after the first step) to a pointer member with
// a section: `s->mesh->x[0:n]`, `o.in->v[lo:len]`, `p[i]->q->w[0:m]`.
// The section's base pointer is the last member, whose storage an
// earlier map holds (`map(to: s[0:1], s->mesh[0:1])`); the entry attaches
// it there, as clang does.
func memberChainItem(decl *cc.Declarator, it *directive.Item) (string, cc.Type, []directive.Section, bool) {
	expr, t, secs, _, ok := memberChainPath(decl, it)
	return expr, t, secs, ok
}

// memberChainPath is memberChainItem that also returns the pointers the
// path dereferences, outermost first, ending with the section's base.
func memberChainPath(decl *cc.Declarator, it *directive.Item) (string, cc.Type, []directive.Section, []string, bool) {
	through := false
	for _, m := range it.Members[1:] {
		through = through || m.Arrow
	}
	if !through {
		return "", nil, nil, nil, false
	}
	t, expr := decl.Type(), decl.Name()
	t, expr, ok := subscripts(t, expr, it.Sections)
	if !ok {
		return "", nil, nil, nil, false
	}
	n := len(it.Members)
	var ptrs []string
	for i, m := range it.Members {
		if m.Arrow != (t.Kind() == cc.Ptr) {
			return "", nil, nil, nil, false
		}
		if m.Arrow {
			ptrs = append(ptrs, expr)
			t = t.(*cc.PointerType).Elem()
			expr = "(" + expr + ")->" + m.Name
		} else {
			expr += "." + m.Name
		}
		var f *cc.Field
		switch r := t.(type) {
		case *cc.StructType:
			f = r.FieldByName(m.Name)
		case *cc.UnionType:
			f = r.FieldByName(m.Name)
		}
		if f == nil || f.IsBitfield() {
			return "", nil, nil, nil, false
		}
		t = f.Type()
		if i < n-1 {
			if t, expr, ok = subscripts(t, expr, m.Sections); !ok {
				return "", nil, nil, nil, false
			}
		}
	}
	secs := it.Members[n-1].Sections
	if t.Kind() != cc.Ptr || len(secs) == 0 || !secs[0].HasColon {
		return "", nil, nil, nil, false
	}
	if el := t.(*cc.PointerType).Elem(); el.Kind() == cc.Ptr {
		return "", nil, nil, nil, false
	}
	return "(" + expr + ")", t, secs, append(ptrs, expr), true
}

// memberChain reports whether item it of decl is such a member path
// (a row, not a member of decl's struct).
func memberChain(decl *cc.Declarator, it *directive.Item) bool {
	if len(it.Members) == 0 {
		return false
	}
	_, _, _, ok := memberChainItem(decl, it)
	return ok
}

// subscripts applies plain subscripts (`[i]`, no section) to expr of
// type t.
func subscripts(t cc.Type, expr string, secs []directive.Section) (cc.Type, string, bool) {
	for _, s := range secs {
		if s.HasColon || s.Stride != "" || s.Lower == "" {
			return nil, "", false
		}
		switch t.Kind() {
		case cc.Array:
			t = t.(*cc.ArrayType).Elem()
		case cc.Ptr:
			t = t.(*cc.PointerType).Elem()
		default:
			return nil, "", false
		}
		expr += "[" + s.Lower + "]"
	}
	return t, expr, true
}

// chainLinks are the entries that map, before the section of member
// chain it on a data directive, the storage of each pointer the path
// reaches through another (`s->mesh` in the object s points to, then
// `s->mesh->x` in the one s->mesh points to), each attaching the pointer
// before it, as clang-19 encodes such a chain: without a map-type, so
// they allocate where nothing holds them and count references, and the
// matching exit releases them; the second link is MEMBER_OF the first
// (at: the first's index among the directive's entries), as in clang-19's
// arrays, whose reference counts the program can observe
// (omp_target_is_present after an exit). nil for other items.
//
// Two chains of one directive that reach one pointer's pointee through
// different members (`s->mesh->x[0:n]` and `s->mesh->y[0:n]`) would each
// map their member's storage apart and attach the pointer to both (the
// second attachment makes the device's s->mesh point where the first
// member is not: clang-19's program crashes so). cs, when not nil, holds
// those pointers: the link there maps the whole pointee once.
func chainLinks(decl *cc.Declarator, it *directive.Item, at int, cs *chainSet) []*plan.Arg {
	if len(it.Members) == 0 {
		return nil
	}
	_, _, _, ptrs, ok := memberChainPath(decl, it)
	if !ok {
		return nil
	}
	link := func(base, p string, flags mapping.Flags) *plan.Arg {
		return &plan.Arg{Kind: plan.ArgPointer, Var: decl.Name(), Text: p,
			Base: base, Begin: "(void *)&" + p, Size: "sizeof(" + p + ")", Flags: flags}
	}
	// The link through the pointer whose storage the first link maps is
	// MEMBER_OF the first, as in clang-19's arrays: the runtime then does
	// not count that storage once more for the attachment.
	firstStore := ptrs[0]
	if ptrs[0] == decl.Name() {
		firstStore = ptrs[1]
	}
	member := func(p string) mapping.Flags {
		if p == firstStore {
			return mapping.MemberOfBits(at)
		}
		return 0
	}
	var out []*plan.Arg
	if ptrs[0] != decl.Name() {
		// h.next->x: the pointer is a member of a variable.
		out = append(out, link("(void *)&"+decl.Name(), ptrs[0], 0))
	}
	for i := 1; i < len(ptrs); i++ {
		switch {
		case cs != nil && cs.wide[ptrs[i-1]] && !(i == 1 && ptrs[0] == decl.Name()):
			if !cs.done[ptrs[i-1]] {
				cs.done[ptrs[i-1]] = true
				e := link("(void *)&"+ptrs[i-1], ptrs[i-1], mapping.PtrAndObj|member(ptrs[i-1]))
				e.Begin, e.Size = "(void *)"+ptrs[i-1], "sizeof(*"+ptrs[i-1]+")"
				out = append(out, e)
			}
		case i == 1 && ptrs[0] == decl.Name():
			out = append(out, link("(void *)"+ptrs[0], ptrs[i], 0))
		default:
			out = append(out, link("(void *)&"+ptrs[i-1], ptrs[i], mapping.PtrAndObj|member(ptrs[i-1])))
		}
	}
	return out
}

// chainSet is what the member chains of one variable on one directive
// share: wide, the pointers several of them pass through to different
// members; done, those whose whole pointee a link maps already.
type chainSet struct {
	wide, done map[string]bool
}

// newChainSet collects the chains among the items of decl.
func newChainSet(decl *cc.Declarator, items []*directive.Item) *chainSet {
	next := map[string]map[string]bool{}
	for _, it := range items {
		if len(it.Members) == 0 {
			continue
		}
		_, _, _, ptrs, ok := memberChainPath(decl, it)
		for i := 1; ok && i < len(ptrs); i++ {
			if next[ptrs[i-1]] == nil {
				next[ptrs[i-1]] = map[string]bool{}
			}
			next[ptrs[i-1]][ptrs[i]] = true
		}
	}
	cs := &chainSet{wide: map[string]bool{}, done: map[string]bool{}}
	for p, m := range next {
		if len(m) > 1 {
			cs.wide[p] = true
		}
	}
	return cs
}

// pointerRowEntry is the entry of such an item on a data directive
// (attach: true, map clauses) or a target update (false); nil when it
// has another form, or after an error.
func (env *Env) pointerRowEntry(decl *cc.Declarator, c *directive.Clause, it *directive.Item, attach, update bool) (*plan.Arg, bool) {
	ptr, t, rest, ok := pointerRowItem(decl, it)
	if !ok {
		return nil, false
	}
	if env.AnyMapper(c, t.(*cc.PointerType).Elem(), it.Pos) {
		// The row's structs would each expand through the mapper.
		env.in.Errs.Errorf(it.Pos, "'%s': a section through a pointer of structs with a mapper is not supported yet; map the structs' members, or give each element its own item", it.Text)
		return nil, true
	}
	e := env.Entry(ptr, t, it.Pos, it.Text, rest, update)
	if e == nil {
		return nil, true
	}
	e.Var = decl.Name()
	if attach {
		e.Base = "(void *)&" + ptr
		e.Flags |= mapping.PtrAndObj
	}
	return e, true
}

// splitPointerRows separates the rows (items of the form above) from the
// other items of one variable on a map directive: the rows attach into
// the storage the others map, so they follow them (`map(to: pp[0:n])
// map(tofrom: pp[1][0:m])`), and distinct rows do not overlap it.
func splitPointerRows(decl *cc.Declarator, g []Use) (others, rows []Use) {
	for _, u := range g {
		if _, _, _, ok := pointerRowItem(decl, u.Item); ok {
			rows = append(rows, u)
		} else {
			others = append(others, u)
		}
	}
	return others, rows
}

// pointerRowEntries appends the entries of rows, after the entry of
// their variable.
func (env *Env) pointerRowEntries(k directive.Kind, decl *cc.Declarator, rows []Use, ents *[]*plan.Arg) {
	var items []*directive.Item
	for _, u := range rows {
		items = append(items, u.Item)
	}
	cs := newChainSet(decl, items)
	for _, u := range rows {
		if e, _ := env.pointerRowEntry(decl, u.Clause, u.Item, true, false); e != nil {
			e.Flags |= clauseFlags(k, u.Clause)
			*ents = append(*ents, chainLinks(decl, u.Item, len(*ents), cs)...)
			*ents = append(*ents, e)
		}
	}
}

// rowUse is a row item of a target construct's map clause.
type rowUse struct {
	Decl *cc.Declarator
	Use  Use
}

// kernelPointerRows appends the entries of the rows a target construct
// maps, after all others: the pointer array's own entry (its clause, or
// its implicit pointer lookup) comes first, so each row attaches into the
// device copy of its pointer, where the kernel finds it. They are no
// kernel parameters.
func (env *Env) kernelPointerRows(k *plan.Kernel, d *directive.Directive, uses map[*cc.Declarator]Use, rows []rowUse) {
	sets := map[*cc.Declarator]*chainSet{}
	for _, r := range rows {
		if sets[r.Decl] == nil {
			var items []*directive.Item
			for _, o := range rows {
				if o.Decl == r.Decl {
					items = append(items, o.Use.Item)
				}
			}
			sets[r.Decl] = newChainSet(r.Decl, items)
		}
	}
	for _, r := range rows {
		if memberChain(r.Decl, r.Use.Item) {
			if !env.kernelChain(k, r, sets[r.Decl]) {
				env.in.Errs.Errorf(r.Use.Item.Pos, "'%s' (a section through a pointer member) on a target construct beside another chain from '%s' through a different first member, or beside a clause of '%s' other than map, is not supported yet; list '%s[0:1]' in a map clause of the construct too, or map the chain with 'target enter data' or 'target data' around the construct", r.Use.Item.Text, r.Decl.Name(), r.Decl.Name(), r.Decl.Name())
			}
			continue
		}
		if u, ok := uses[r.Decl]; ok && u.Clause.Name != "map" {
			// The kernel would use a copy of the pointer, not the
			// device pointer array the row attaches into.
			env.in.Errs.Errorf(r.Use.Item.Pos, "'%s' next to '%s' in clause '%s' is not supported yet; map the pointer array instead ('%s[lo:len]')", r.Use.Item.Text, r.Decl.Name(), u.Clause.Name, r.Decl.Name())
			continue
		}
		if e, _ := env.pointerRowEntry(r.Decl, r.Use.Clause, r.Use.Item, true, false); e != nil {
			e.Flags |= clauseFlags(d.Kind, r.Use.Clause)
			k.Args = append(k.Args, e)
		}
	}
}

// kernelChain appends the entries of member chain r on target construct
// k. As in clang-19's encoding, where the chain starts at a pointer
// variable (`s->mesh->x[0:n]`) its first link is the kernel parameter of
// that pointer, which the region otherwise passes by implicit lookup: the
// runtime maps (or finds) the storage of s->mesh and gives the kernel the
// device address of *s. Its further links and section follow all other
// entries. false where the chain starts at a struct variable
// (`h.next->x[0:n]`), where the pointer has a clause of its own, or where
// another chain began at another member.
func (env *Env) kernelChain(k *plan.Kernel, r rowUse, cs *chainSet) bool {
	e, _ := env.pointerRowEntry(r.Decl, r.Use.Clause, r.Use.Item, true, false)
	if e == nil {
		return true // reported
	}
	e.Flags |= clauseFlags(k.Construct, r.Use.Clause)
	v := r.Decl.Name()
	first := chainLinks(r.Decl, r.Use.Item, len(k.Args), nil)[0]
	if first.Base != "(void *)"+v {
		// From a struct variable: the runtime keeps counting the
		// storage of the pointer member the chain attaches through
		// (clang-19's encoding leaves it mapped), and a later implicit
		// map of the whole variable would extend that mapping.
		return false
	}
	idx := -1
	for i, arg := range k.Args {
		if arg.Var == v && arg.Flags&mapping.TargetParam != 0 {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	arg := k.Args[idx]
	switch {
	case arg.Base == first.Base && arg.Begin == first.Begin:
		// An earlier chain through the same member.
	case arg.Kind == plan.ArgPointer && arg.Size == "0" && arg.Flags == mapping.TargetParam|mapping.Implicit:
		arg.Begin, arg.Size, arg.Flags = first.Begin, first.Size, mapping.TargetParam
	default:
		return false
	}
	k.Args = append(k.Args, chainLinks(r.Decl, r.Use.Item, idx, cs)[1:]...)
	k.Args = append(k.Args, e)
	return true
}

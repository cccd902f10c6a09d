package dataenv

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Struct members in map clauses, encoded as clang does for LLVM 19:
//
//   - one combined parent entry for the struct (base = begin = its
//     address, size = the whole struct; no TO/FROM, so unmapped members are
//     never copied; TARGET_PARAM on a target region), which holds the
//     reference count;
//   - then the whole struct (when listed) and each member as MEMBER_OF
//     (parent) entries carrying the clause's map-type: they move data
//     but leave the count alone;
//   - last, each pointee section of a pointer member as a PTR_AND_OBJ |
//     MEMBER_OF entry whose base is the address of the pointer member: the
//     runtime maps the pointee, then writes its device address into the
//     device copy of the struct. Coming after the struct's own copy, the
//     attached pointer is never overwritten by it; on the way back the
//     runtime restores the host pointer after copying the struct.

// memberPath is a resolved member access of a list item.
type memberPath struct {
	use  Use
	expr string  // C lvalue, e.g. s.in.p or p->x
	t    cc.Type // its type
	secs []directive.Section
	// chain: for a member chain (chains.go), the pointers it passes
	// through and its section's base pointer, outermost first.
	chain []string
	// through: for a member reached through pointer members (`o.p->x`,
	// `o.p->a[0:n]`, `o.p->r->x`: deref.go), the pointers it
	// dereferences, outermost first; the first is a member of the
	// object.
	through []string
	// elem: for each of through entered by a subscript (`s.p[2].x`),
	// the element's index; `->` is element 0.
	elem map[string]string
}

// memberObj is the struct a variable's member items hang off: the
// variable itself (s.x), its pointee (p->x, p[0:1]) or one element of an
// array or pointer (arr[i].x, arr[i], p[2].x).
type memberObj struct {
	key   string // the element's subscripts, "[i][j]"; "" for the variable
	expr  string // C lvalue of the struct, e.g. s, arr[i], p[2]
	arrow bool   // members start with '->' (a pointer, no subscripts)
	t     cc.Type
	pos   diag.Pos // where the item was written, for messages
	text  string
	// section: a whole item that is a section of several elements
	// (`arr[0:2]` beside `arr[1].q[0:8]`), whose bytes are begin, size.
	section     bool
	begin, size string
	decl        cc.Type // the variable's type
	// self: the pointer variable itself (`map(tofrom: p, p->x)`).
	self bool
}

// memberObject resolves the struct an item of variable decl names: with
// members, the struct they belong to; without (a whole item listed next
// to members), the item itself, which must be one struct.
func (env *Env) memberObject(decl *cc.Declarator, it *directive.Item) (memberObj, bool) {
	v := decl.Name()
	t := decl.Type()
	o := memberObj{expr: v, t: t, pos: it.Pos, text: it.Text}
	if len(it.Sections) == 0 {
		switch {
		case len(it.Members) > 0 && t.Kind() == cc.Ptr && ctype.IsRecord(t.(*cc.PointerType).Elem()):
			o.key, o.arrow, o.t = "[0]", true, t.(*cc.PointerType).Elem()
		case ctype.IsRecord(t):
		case len(it.Members) == 0 && t.Kind() == cc.Ptr:
			o.self = true // the pointer itself: ptrself.go
			return o, true
		case len(it.Members) == 0 && t.Kind() == cc.Array:
			return env.sectionObject(o, t, it) // the whole array
		default:
			env.in.Errs.Errorf(it.Pos, "'%s' is not a struct or union, nor a pointer to one; it has no members", v)
			return o, false
		}
		return o, true
	}
	if len(it.Members) == 0 && severalElements(it.Sections) {
		return env.sectionObject(o, t, it)
	}
	if at, ok := t.(*cc.ArrayType); ok && (at.IsVLA() || at.Len() < 0) {
		env.in.Errs.Errorf(it.Sections[0].Pos, "members of elements of '%s' ('%s') are not supported yet: its size is not known here", v, it.Text)
		return o, false
	}
	expr, key, et, ok := env.elementOf(v, t, it.Sections, true, it.Text)
	if !ok {
		return o, false
	}
	if !ctype.IsRecord(et) {
		if len(it.Members) > 0 {
			env.in.Errs.Errorf(it.Members[0].Pos, "'%s' is not a struct or union; it has no member '%s'", expr, it.Members[0].Name)
		} else {
			env.in.Errs.Errorf(it.Pos, "mapping '%s' together with members of '%s' on one directive is not supported yet", it.Text, v)
		}
		return o, false
	}
	o.key, o.expr, o.t = key, expr, et
	return o, true
}

// severalElements reports whether secs select more than one element in
// some dimension (a length other than 1, or a stride).
func severalElements(secs []directive.Section) bool {
	for _, s := range secs {
		if s.Stride != "" || (s.HasColon && strings.TrimSpace(s.Length) != "1") {
			return true
		}
	}
	return false
}

// sectionObject is the object of a section of structs, or a whole
// array of them, listed next to members of its elements (`map(to:
// arr[0:2]) map(tofrom: arr[1].q[0:8])`, `map(to: arr) map(from:
// arr[1].n)`): its bytes join the parent's span, and its entry is
// MEMBER_OF the parent, as clang-19 encodes it.
func (env *Env) sectionObject(o memberObj, t cc.Type, it *directive.Item) (memberObj, bool) {
	et, _ := itemElem(t, it) // a section without an array: not a record
	if !ctype.IsRecord(et) {
		env.in.Errs.Errorf(it.Pos, "mapping '%s' together with members of '%s' on one directive is not supported yet", it.Text, o.expr)
		return o, false
	}
	e := env.Entry(o.expr, t, it.Pos, it.Text, it.Sections, false)
	if e == nil {
		return o, false
	}
	o.key, o.t, o.section, o.begin, o.size, o.decl = "sec:"+it.Text, et, true, e.Begin, e.Size, t
	return o, true
}

// objRange is the bytes of object o of variable v as char * start and
// end expressions.
func objRange(v string, o memberObj) [2]string {
	if o.section {
		return [2]string{"(char *)" + o.begin, fmt.Sprintf("((char *)%s + %s)", o.begin, o.size)}
	}
	return [2]string{"(char *)" + elemAddr(v, o), "(char *)(" + elemAddr(v, o) + " + 1)"}
}

// MemberStorage is the storage a member item of decl names (`s.x`,
// `p->y`, `arr[i].x`, `s.a[lo:n]`, `s.p[0:n]`: the pointee section), as
// its first byte and size in host expressions; false after an error.
func (env *Env) MemberStorage(decl *cc.Declarator, it *directive.Item) (begin, size string, ok bool) {
	o, ok := env.memberObject(decl, it)
	if !ok {
		return "", "", false
	}
	p, ok := env.resolvePath(o, Use{Item: it})
	if !ok {
		return "", "", false
	}
	e := env.Entry(p.expr, p.t, it.Pos, it.Text, p.secs, false)
	if e == nil {
		return "", "", false
	}
	return e.Begin, e.Size, true
}

// elementOf applies subscripts that each select one element (a[i] or
// a[i:1]) to the lvalue expr of type t: arrays at any depth, a pointer
// only first when ptrFirst.
func (env *Env) elementOf(expr string, t cc.Type, secs []directive.Section, ptrFirst bool, text string) (string, string, cc.Type, bool) {
	key := ""
	cur := t
	for i, s := range secs {
		if s.Stride != "" || (s.HasColon && strings.TrimSpace(s.Length) != "1") {
			env.in.Errs.Errorf(s.Pos, "members of array sections ('%s') are not supported yet; name one element (a[i]) or map the section", text)
			return "", "", nil, false
		}
		lb := strings.TrimSpace(s.Lower)
		if lb == "" {
			lb = "0"
		}
		switch {
		case cur.Kind() == cc.Array:
			cur = cur.(*cc.ArrayType).Elem()
		case cur.Kind() == cc.Ptr && i == 0 && ptrFirst:
			cur = cur.(*cc.PointerType).Elem()
		case cur.Kind() == cc.Ptr:
			env.in.Errs.Errorf(s.Pos, "members of elements reached through a pointer member ('%s') are not supported yet", text)
			return "", "", nil, false
		default:
			env.in.Errs.Errorf(s.Pos, "'%s' is not an array or pointer; it cannot have a subscript", expr)
			return "", "", nil, false
		}
		expr += "[" + lb + "]"
		key += "[" + lb + "]"
	}
	return expr, key, cur, true
}

// MemberEntries appends to list, the entries of construct kind so far,
// the entries of every item of g, which all name the same variable decl,
// at least one through a member; kernel: a target region, whose
// top-level entries are kernel parameters. motion is set for target
// update: each item then becomes a plain to/from entry. It returns the
// new list and the struct's parent entry (nil on target update or after
// an error).
func (env *Env) MemberEntries(kind directive.Kind, decl *cc.Declarator, g []Use, list []*plan.Arg, kernel bool, motion *mapping.Flags) ([]*plan.Arg, *plan.Arg) {
	v := decl.Name()
	objs, wholes, paths, ok := env.memberGroup(decl, g)
	if !ok {
		return list, nil
	}
	if motion != nil {
		return env.motionEntries(v, wholes, paths, list, *motion), nil
	}
	flagsOf := func(u Use) mapping.Flags {
		return mapping.FromClause(MapType(kind, u.Clause), u.Clause.Modifiers)
	}
	mapped := mappedPointees(g) // deref.go
	for i, p := range paths {
		if p.chain != nil && p.through == nil && !chainMapped(p, mapped) {
			// Its links map and attach the pointers (on target
			// constructs only: data directives keep such chains
			// apart, with clang-19's encoding).
			paths[i].through = p.chain
		}
	}
	wide, ok := env.checkDerefs(paths, flagsOf) // deref.go
	if !ok {
		return list, nil
	}
	parentIdx := len(list)
	parent := memberParent(decl, objs)
	if len(wholes) > 0 && wholes[0].obj.self {
		// The pointer's storage, which the members attach.
		parent = &plan.Arg{Kind: plan.ArgByRef, Var: v, Text: v, Base: "(void *)&" + v, Begin: "(void *)&" + v,
			Size: fmt.Sprintf("sizeof(%s)", v), Flags: flagsOf(wholes[0].use)}
		wholes = wholes[1:]
	}
	if kernel {
		parent.Flags |= mapping.TargetParam
	}
	for _, u := range g {
		parent.Flags |= flagsOf(u) & (mapping.Delete | mapping.Present)
	}
	list = append(list, parent)
	member := mapping.MemberOfBits(parentIdx)
	for _, w := range wholes {
		e := &plan.Arg{Var: v, Text: w.use.Item.Text, Base: parent.Base, Begin: parent.Begin, Size: parent.Size, Flags: flagsOf(w.use) | member}
		switch {
		case w.obj.section:
			e.Begin, e.Size = w.obj.begin, w.obj.size
		case len(objs) > 1:
			// One element of several: its own bytes.
			e.Begin, e.Size = "(void *)"+elemAddr(v, w.obj), fmt.Sprintf("sizeof(%s%s)", v, w.obj.key)
		}
		list = append(list, e)
	}
	var pointees []*plan.Arg
	var chains, derefs []memberPath
	var span [][2]string // the bytes of each member, for the parent
	for _, p := range paths {
		if p.chain != nil && p.through == nil {
			chains = append(chains, p)
			continue
		}
		if p.through != nil {
			derefs = append(derefs, p)
			continue
		}
		f := flagsOf(p.use) | member
		e := env.Entry(p.expr, p.t, p.use.Item.Pos, p.use.Item.Text, p.secs, false)
		if e == nil {
			continue
		}
		e.Var, e.Kind = v, ""
		if p.t.Kind() == cc.Ptr && len(p.secs) > 0 {
			e.Base = "(void *)&" + p.expr
			e.Flags = f | mapping.PtrAndObj
			pointees = append(pointees, e)
			span = append(span, [2]string{"(void *)&" + p.expr, fmt.Sprintf("sizeof(%s)", p.expr)})
			continue
		}
		e.Base = parent.Base
		e.Flags = f
		list = append(list, e)
		span = append(span, [2]string{e.Begin, e.Size})
	}
	later := env.chainEntries(kind, decl, chains, member, &span)
	later = append(later, env.derefEntries(v, derefs, wide, flagsOf, member, &span)...)
	if len(objs) == 1 && len(wholes) == 0 && len(span) > 0 && len(span) == len(paths) {
		parent.Begin, parent.Size = memberSpan(span)
	}
	return append(append(list, pointees...), flatten(later)...), parent
}

// memberSpan is the begin and size of the bytes from the lowest member
// to the end of the highest: the parent of members of one struct covers
// only them (as clang-19's does), so that members mapped by different
// constructs are different storage with their own reference counts, as
// OpenMP 5.2 has them (§5.8.3), and the members the constructs do not
// name are never allocated.
func memberSpan(span [][2]string) (string, string) {
	if len(span) == 1 {
		return span[0][0], span[0][1]
	}
	ranges := make([][2]string, len(span))
	for i, m := range span {
		ranges[i] = [2]string{"(char *)" + m[0], fmt.Sprintf("((char *)%s + %s)", m[0], m[1])}
	}
	return byteBounds(ranges)
}

// byteBounds is the begin and size of the bytes from the lowest start to
// the highest end of ranges (char * expressions of start and end), as
// host expressions computed where the region launches.
func byteBounds(ranges [][2]string) (string, string) {
	lo, hi := "", ""
	for i, r := range ranges {
		a, e := r[0], r[1]
		if i == 0 {
			lo = fmt.Sprintf("char *__omp_lo = %s;", a)
			hi = fmt.Sprintf("char *__omp_hi = %s;", e)
			continue
		}
		lo += fmt.Sprintf(" if (%s < __omp_lo) __omp_lo = %s;", a, a)
		hi += fmt.Sprintf(" if (%s > __omp_hi) __omp_hi = %s;", e, e)
	}
	return fmt.Sprintf("({ %s (void *)__omp_lo; })", lo), fmt.Sprintf("({ %s %s (__INT64_TYPE__)(__omp_hi - __omp_lo); })", lo, hi)
}

// wholeUse is an item that maps one struct (element) whole next to
// members.
type wholeUse struct {
	use Use
	obj memberObj
}

// memberGroup resolves the items of g: the objects (elements) they are
// members of, in order of first appearance, the items that map one of
// them whole and the member paths of the others; false after an error.
// Members of several elements of one array (`arr[1].x, arr[3].y`) map
// under one parent that spans those elements (memberParent).
func (env *Env) memberGroup(decl *cc.Declarator, g []Use) (objs []memberObj, wholes []wholeUse, paths []memberPath, ok bool) {
	seen := map[string]*Use{}
	index := map[string]int{}
	for i := range g {
		u := g[i]
		it := u.Item
		if prev := seen[it.Text]; prev != nil {
			env.in.Errs.Errorf(it.Pos, "'%s' is mapped more than once on this directive", it.Text)
			env.in.Errs.Notef(prev.Item.Pos, "'%s' first listed here", it.Text)
			return nil, nil, nil, false
		}
		seen[it.Text] = &g[i]
		o, ok := env.memberObject(decl, it)
		if !ok {
			return nil, nil, nil, false
		}
		if o.self {
			wholes = append(wholes, wholeUse{g[i], o})
			continue
		}
		if j, ok := index[o.key]; !ok {
			index[o.key] = len(objs)
			objs = append(objs, o)
		} else if o.arrow && !objs[j].arrow {
			objs[j] = o // p[0:1] first, then p->x: members through '->'
		}
		if len(it.Members) == 0 {
			wholes = append(wholes, wholeUse{g[i], o})
			continue
		}
		resolve := env.resolvePath
		if memberChain(decl, it) {
			resolve = env.resolveChain // chains.go
		}
		p, ok := resolve(o, u)
		if !ok {
			return nil, nil, nil, false
		}
		paths = append(paths, p)
	}
	// Members through '->' (`p->y`) beside other elements (`p[1].x`,
	// `p[0:2]`) are members of element 0, whose key they have: the
	// parent spans the elements by address (memberParent), and the
	// paths stay as written (`p->y` is `p[0].y`).
	if !env.selfPaths(decl, objs, wholes, paths) { // ptrself.go
		return nil, nil, nil, false
	}
	return objs, wholes, paths, true
}

// elemAddr is the address of the element o of variable v.
func elemAddr(v string, o memberObj) string {
	return "&(" + v + o.key + ")"
}

// motionEntries appends to list target update's plain to/from entry for
// each whole element and member path of variable v.
func (env *Env) motionEntries(v string, wholes []wholeUse, paths []memberPath, list []*plan.Arg, motion mapping.Flags) []*plan.Arg {
	for _, w := range wholes {
		if w.obj.self {
			list = append(list, &plan.Arg{Var: v, Text: v, Base: "(void *)&" + v, Begin: "(void *)&" + v, Size: fmt.Sprintf("sizeof(%s)", v), Flags: motion})
			continue
		}
		if w.obj.section {
			if e := env.Entry(v, w.obj.decl, w.use.Item.Pos, w.use.Item.Text, w.use.Item.Sections, true); e != nil {
				e.Flags = motion
				if len(e.Dims) > 0 {
					e.Flags |= mapping.NonContig
				}
				list = append(list, e)
			}
			continue
		}
		list = append(list, &plan.Arg{Var: v, Text: w.use.Item.Text, Base: "(void *)" + elemAddr(v, w.obj), Begin: "(void *)" + elemAddr(v, w.obj),
			Size: fmt.Sprintf("sizeof(%s%s)", v, w.obj.key), Flags: motion})
	}
	for _, p := range paths {
		e := env.Entry(p.expr, p.t, p.use.Item.Pos, p.use.Item.Text, p.secs, true)
		if e == nil {
			continue
		}
		e.Var = v
		e.Flags = motion
		if len(e.Dims) > 0 {
			e.Flags |= mapping.NonContig
		}
		list = append(list, e)
	}
	return list
}

// memberParent is the entry of the object the members belong to, which
// their entries are MEMBER_OF: the pointee of a pointer, the element of
// an array, or the variable itself; for several elements, the span from
// the lowest to the highest (their order is known at run time only), so
// that they are one block of device memory, addressed from one base as
// the kernel addresses them (what clang-19 maps too).
func memberParent(decl *cc.Declarator, objs []memberObj) *plan.Arg {
	v := decl.Name()
	parent := &plan.Arg{Var: v, Text: v}
	obj := &objs[0]
	if len(objs) > 1 || obj.section {
		parent.Kind = plan.ArgArray
		if decl.Type().Kind() == cc.Ptr {
			parent.Kind = plan.ArgPointer
		}
		parent.Base = "(void *)" + v
		var texts []string
		var ranges [][2]string
		for _, o := range objs {
			ranges = append(ranges, objRange(v, o))
			if o.section {
				texts = append(texts, o.text)
			} else {
				texts = append(texts, v+o.key)
			}
		}
		parent.Begin, parent.Size = byteBounds(ranges)
		parent.Text = strings.Join(texts, ", ")
		return parent
	}
	switch t := decl.Type(); {
	case t.Kind() == cc.Ptr && obj.arrow:
		parent.Kind = plan.ArgPointer
		parent.Base, parent.Begin = "(void *)"+v, "(void *)"+v
		parent.Size = fmt.Sprintf("sizeof(*(%s))", v)
	case t.Kind() == cc.Ptr:
		parent.Kind = plan.ArgPointer
		parent.Base, parent.Begin = "(void *)"+v, "(void *)&"+obj.expr
		parent.Size = fmt.Sprintf("sizeof(%s)", obj.expr)
	case t.Kind() == cc.Array:
		parent.Kind = plan.ArgArray
		parent.Base, parent.Begin = "(void *)"+v, "(void *)&"+obj.expr
		parent.Size = fmt.Sprintf("sizeof(%s)", obj.expr)
	default:
		parent.Kind = plan.ArgByRef
		parent.Base, parent.Begin = "(void *)&"+v, "(void *)&"+v
		parent.Size = fmt.Sprintf("sizeof(*(&%s))", v)
	}
	if obj.key != "" && !obj.arrow {
		parent.Text = v + obj.key
	}
	return parent
}

// resolvePath walks the member steps of an item from its struct o.
func (env *Env) resolvePath(o memberObj, u Use) (memberPath, bool) {
	it := u.Item
	expr := o.expr
	cur := o.t
	var through []string
	var elem map[string]string
	for i, m := range it.Members {
		if i == 0 && m.Arrow != o.arrow {
			if o.arrow {
				env.in.Errs.Errorf(m.Pos, "'%s' is a pointer; use '->' to name its member '%s'", expr, m.Name)
			} else {
				env.in.Errs.Errorf(m.Pos, "'%s' is not a pointer; use '.' to name its member '%s'", expr, m.Name)
			}
			return memberPath{}, false
		}
		if i > 0 && m.Arrow {
			// o.p->x: a member of the pointee of a pointer member.
			pt, isPtr := cur.(*cc.PointerType)
			if !isPtr {
				env.in.Errs.Errorf(m.Pos, "'%s' is not a pointer; use '.' to name its member '%s'", expr, m.Name)
				return memberPath{}, false
			}
			through = append(through, expr)
			cur = pt.Elem()
		}
		if !ctype.IsRecord(cur) {
			env.in.Errs.Errorf(m.Pos, "'%s' is not a struct or union; it has no member '%s'", expr, m.Name)
			return memberPath{}, false
		}
		f := fieldByName(cur, m.Name)
		if f == nil {
			env.in.Errs.Errorf(m.Pos, "'%s' has no member named '%s'", ctype.Spell(cur), m.Name)
			return memberPath{}, false
		}
		if f.IsBitfield() {
			env.in.Errs.Errorf(m.Pos, "bit-field '%s' cannot be mapped", m.Name)
			return memberPath{}, false
		}
		if unionMember(cur, f) {
			env.in.Errs.Errorf(m.Pos, "union member '%s' cannot be mapped (map the union)", m.Name)
			return memberPath{}, false
		}
		if m.Arrow {
			expr += "->" + m.Name
		} else {
			expr += "." + m.Name
		}
		cur = f.Type()
		if i < len(it.Members)-1 && len(m.Sections) > 0 {
			// s.items[2].x: one element of an array member; s.p[2].x:
			// one element of a pointer member's pointee, reached
			// through it as s.p->x is (deref.go).
			var ok bool
			n := len(through)
			expr, through, cur, ok = env.pointerElement(expr, cur, m.Sections, through, it.Text)
			if ok && len(through) > n {
				if elem == nil {
					elem = map[string]string{}
				}
				elem[through[n]] = strings.TrimSpace(m.Sections[0].Lower)
			}
			if !ok {
				return memberPath{}, false
			}
		}
	}
	last := it.Members[len(it.Members)-1]
	if through != nil && cur.Kind() == cc.Ptr && len(last.Sections) > 0 {
		// o.p->pp[0:n]: the section is the pointee of the last member.
		through = append(through, expr)
	}
	return memberPath{use: u, expr: expr, t: cur, secs: last.Sections, through: through, elem: elem}, true
}

// unionMember reports whether field f of record type t is a member of a
// union, directly or through anonymous members: OpenMP allows no such
// list item in map or motion clauses (its storage is the union's), and
// clang-19 refuses it.
func unionMember(t cc.Type, f *cc.Field) bool {
	if t.Kind() == cc.Union {
		return true
	}
	for p := f.ParentField(); p != nil; p = p.ParentField() {
		if p.Type().Kind() == cc.Union {
			return true
		}
	}
	return false
}

func fieldByName(t cc.Type, name string) *cc.Field {
	switch x := t.(type) {
	case *cc.StructType:
		return x.FieldByName(name)
	case *cc.UnionType:
		return x.FieldByName(name)
	}
	return nil
}

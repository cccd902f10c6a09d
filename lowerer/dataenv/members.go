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
			env.in.Errs.Errorf(it.Pos, "mapping the pointer '%s' together with members through it on one directive is not supported yet; map its pointee ('%s[0:1]') instead", v, v)
			return o, false
		case len(it.Members) == 0:
			env.in.Errs.Errorf(it.Pos, "mapping '%s' together with members of its elements on one directive is not supported yet; map the element ('%s[i]') or the members", v, v)
			return o, false
		default:
			env.in.Errs.Errorf(it.Pos, "'%s' is not a struct or union, nor a pointer to one; it has no members", v)
			return o, false
		}
		return o, true
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
	obj, whole, paths, ok := env.memberGroup(decl, g)
	if !ok {
		return list, nil
	}
	if motion != nil {
		return env.motionEntries(v, paths, list, *motion), nil
	}
	flagsOf := func(u Use) mapping.Flags {
		return mapping.FromClause(MapType(kind, u.Clause), u.Clause.Modifiers)
	}
	parentIdx := len(list)
	parent := memberParent(decl, obj)
	if kernel {
		parent.Flags |= mapping.TargetParam
	}
	for _, u := range g {
		parent.Flags |= flagsOf(u) & (mapping.Delete | mapping.Present)
	}
	list = append(list, parent)
	member := mapping.MemberOfBits(parentIdx)
	if whole != nil {
		list = append(list, &plan.Arg{Var: v, Text: whole.Item.Text, Base: parent.Base, Begin: parent.Begin, Size: parent.Size, Flags: flagsOf(*whole) | member})
	}
	var pointees []*plan.Arg
	for _, p := range paths {
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
			continue
		}
		e.Base = parent.Base
		e.Flags = f
		list = append(list, e)
	}
	return append(list, pointees...), parent
}

// memberGroup resolves the items of g: the one object (element) they are
// members of, the item that maps it whole (nil when none) and the member
// paths of the others; false after an error.
func (env *Env) memberGroup(decl *cc.Declarator, g []Use) (obj *memberObj, whole *Use, paths []memberPath, ok bool) {
	v := decl.Name()
	seen := map[string]*Use{}
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
		if obj == nil {
			obj = &o
		} else if o.key != obj.key {
			env.in.Errs.Errorf(it.Pos, "'%s' and '%s' name different elements of '%s'; members of more than one element on one directive are not supported yet (map the array section)", obj.text, it.Text, v)
			env.in.Errs.Notef(obj.pos, "'%s' listed here", obj.text)
			return nil, nil, nil, false
		} else if o.arrow && !obj.arrow {
			obj = &o // p[0:1] first, then p->x: members through '->'
		}
		if len(it.Members) == 0 {
			whole = &g[i]
			continue
		}
		p, ok := env.resolvePath(o, u)
		if !ok {
			return nil, nil, nil, false
		}
		paths = append(paths, p)
	}
	return obj, whole, paths, true
}

// motionEntries appends to list target update's plain to/from entry for
// each member path of variable v.
func (env *Env) motionEntries(v string, paths []memberPath, list []*plan.Arg, motion mapping.Flags) []*plan.Arg {
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
// an array, or the variable itself.
func memberParent(decl *cc.Declarator, obj *memberObj) *plan.Arg {
	v := decl.Name()
	parent := &plan.Arg{Var: v, Text: v}
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
			env.in.Errs.Errorf(m.Pos, "'->' through a pointer member ('%s') is not supported yet", it.Text)
			return memberPath{}, false
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
		if m.Arrow {
			expr += "->" + m.Name
		} else {
			expr += "." + m.Name
		}
		cur = f.Type()
		if i < len(it.Members)-1 && len(m.Sections) > 0 {
			// s.items[2].x: one element of an array member.
			var ok bool
			expr, _, cur, ok = env.elementOf(expr, cur, m.Sections, false, it.Text)
			if !ok {
				return memberPath{}, false
			}
		}
	}
	last := it.Members[len(it.Members)-1]
	return memberPath{use: u, expr: expr, t: cur, secs: last.Sections}, true
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

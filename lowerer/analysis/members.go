package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
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
	use  clauseUse
	expr string  // C lvalue, e.g. s.in.p or p->x
	t    cc.Type // its type
	secs []directive.Section
}

// memberEntries appends the entries of every item of g, which all name
// the same variable decl, at least one through a member. motion is set
// for target update: each item then becomes a plain to/from entry.
func (a *analyzer) memberEntries(kind directive.Kind, decl *cc.Declarator, g []clauseUse, ents *entries, motion *mapping.Flags) *plan.Arg {
	v := decl.Name()
	t := decl.Type()
	var st cc.Type
	viaPtr := false
	switch {
	case ctype.IsRecord(t):
		st = t
	case t.Kind() == cc.Ptr && ctype.IsRecord(t.(*cc.PointerType).Elem()):
		st = t.(*cc.PointerType).Elem()
		viaPtr = true
	default:
		a.errs.Errorf(g[0].item.Pos, "'%s' is not a struct or union, nor a pointer to one; it has no members", v)
		return nil
	}
	var whole *clauseUse
	var paths []memberPath
	seen := map[string]*clauseUse{}
	for i := range g {
		u := g[i]
		it := u.item
		if prev := seen[it.Text]; prev != nil {
			a.errs.Errorf(it.Pos, "'%s' is mapped more than once on this directive", it.Text)
			a.errs.Notef(prev.item.Pos, "'%s' first listed here", it.Text)
			return nil
		}
		seen[it.Text] = &g[i]
		if len(it.Members) == 0 {
			if viaPtr || len(it.Sections) > 0 {
				a.errs.Errorf(it.Pos, "mapping '%s' together with members of '%s' on one directive is not supported yet", it.Text, v)
				return nil
			}
			whole = &g[i]
			continue
		}
		if len(it.Sections) > 0 {
			a.errs.Errorf(it.Sections[0].Pos, "members of array elements ('%s') are not supported yet; map the array section", it.Text)
			return nil
		}
		p, ok := a.resolvePath(v, st, viaPtr, u)
		if !ok {
			return nil
		}
		paths = append(paths, p)
	}
	if motion != nil {
		for _, p := range paths {
			e := a.exprEntry(p.expr, p.t, p.use.item.Pos, p.use.item.Text, p.secs, true)
			if e == nil {
				continue
			}
			e.Var = v
			e.Flags = *motion
			if len(e.Dims) > 0 {
				e.Flags |= mapping.NonContig
			}
			ents.list = append(ents.list, e)
		}
		return nil
	}
	flagsOf := func(u clauseUse) mapping.Flags {
		return mapping.FromClause(clauseMapType(kind, u.clause), u.clause.Modifiers)
	}
	parentIdx := len(ents.list)
	parent := &plan.Arg{Var: v, Text: v, Size: fmt.Sprintf("sizeof(*(%s))", addrOf(v, viaPtr))}
	parent.Base = "(void *)" + addrOf(v, viaPtr)
	parent.Begin = parent.Base
	if viaPtr {
		parent.Kind = plan.ArgPointer
	} else {
		parent.Kind = plan.ArgByRef
	}
	if ents.kernel {
		parent.Flags |= mapping.TargetParam
	}
	for _, u := range g {
		parent.Flags |= flagsOf(u) & (mapping.Delete | mapping.Present)
	}
	ents.list = append(ents.list, parent)
	member := mapping.MemberOfBits(parentIdx)
	if whole != nil {
		ents.list = append(ents.list, &plan.Arg{Var: v, Text: whole.item.Text, Base: parent.Base, Begin: parent.Base, Size: parent.Size, Flags: flagsOf(*whole) | member})
	}
	var pointees []*plan.Arg
	for _, p := range paths {
		f := flagsOf(p.use) | member
		if p.t.Kind() == cc.Ptr && len(p.secs) > 0 {
			e := a.exprEntry(p.expr, p.t, p.use.item.Pos, p.use.item.Text, p.secs, false)
			if e == nil {
				continue
			}
			e.Var, e.Kind = v, ""
			e.Base = "(void *)&" + p.expr
			e.Flags = f | mapping.PtrAndObj
			pointees = append(pointees, e)
			continue
		}
		e := a.exprEntry(p.expr, p.t, p.use.item.Pos, p.use.item.Text, p.secs, false)
		if e == nil {
			continue
		}
		e.Var, e.Kind = v, ""
		e.Base = parent.Base
		e.Flags = f
		ents.list = append(ents.list, e)
	}
	ents.list = append(ents.list, pointees...)
	return parent
}

func addrOf(v string, viaPtr bool) string {
	if viaPtr {
		return v
	}
	return "&" + v
}

// resolvePath walks the member steps of an item.
func (a *analyzer) resolvePath(v string, st cc.Type, viaPtr bool, u clauseUse) (memberPath, bool) {
	it := u.item
	expr := v
	cur := st
	for i, m := range it.Members {
		if i == 0 && m.Arrow != viaPtr {
			if viaPtr {
				a.errs.Errorf(m.Pos, "'%s' is a pointer; use '->' to name its member '%s'", v, m.Name)
			} else {
				a.errs.Errorf(m.Pos, "'%s' is not a pointer; use '.' to name its member '%s'", v, m.Name)
			}
			return memberPath{}, false
		}
		if i > 0 && m.Arrow {
			a.errs.Errorf(m.Pos, "'->' through a pointer member ('%s') is not supported yet", it.Text)
			return memberPath{}, false
		}
		if !ctype.IsRecord(cur) {
			a.errs.Errorf(m.Pos, "'%s' is not a struct or union; it has no member '%s'", expr, m.Name)
			return memberPath{}, false
		}
		f := fieldByName(cur, m.Name)
		if f == nil {
			a.errs.Errorf(m.Pos, "'%s' has no member named '%s'", cur, m.Name)
			return memberPath{}, false
		}
		if f.IsBitfield() {
			a.errs.Errorf(m.Pos, "bit-field '%s' cannot be mapped", m.Name)
			return memberPath{}, false
		}
		if m.Arrow {
			expr += "->" + m.Name
		} else {
			expr += "." + m.Name
		}
		cur = f.Type()
		if i < len(it.Members)-1 && len(m.Sections) > 0 {
			a.errs.Errorf(m.Sections[0].Pos, "members of array elements ('%s') are not supported yet", it.Text)
			return memberPath{}, false
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

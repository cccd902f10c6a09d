package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
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
		return "", nil, nil, false
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
			if el := t.(*cc.PointerType).Elem(); ctype.IsRecord(el) || el.Kind() == cc.Ptr {
				return "", nil, nil, false
			}
			return "(" + expr + ")", t, rest, true
		}
	}
	return "", nil, nil, false
}

// pointerRowEntry is the entry of such an item on a data directive
// (attach: true, map clauses) or a target update (false); nil when it
// has another form, or after an error.
func (env *Env) pointerRowEntry(decl *cc.Declarator, it *directive.Item, attach, update bool) (*plan.Arg, bool) {
	ptr, t, rest, ok := pointerRowItem(decl, it)
	if !ok {
		return nil, false
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
	for _, u := range rows {
		if e, _ := env.pointerRowEntry(decl, u.Item, true, false); e != nil {
			e.Flags |= clauseFlags(k, u.Clause)
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
	for _, r := range rows {
		if u, ok := uses[r.Decl]; ok && u.Clause.Name != "map" {
			// The kernel would use a copy of the pointer, not the
			// device pointer array the row attaches into.
			env.in.Errs.Errorf(r.Use.Item.Pos, "'%s' next to '%s' in clause '%s' is not supported yet; map the pointer array instead ('%s[lo:len]')", r.Use.Item.Text, r.Decl.Name(), u.Clause.Name, r.Decl.Name())
			continue
		}
		if e, _ := env.pointerRowEntry(r.Decl, r.Use.Item, true, false); e != nil {
			e.Flags |= clauseFlags(d.Kind, r.Use.Clause)
			k.Args = append(k.Args, e)
		}
	}
}

package dataenv

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The map entries of data-mapping directives (target data, target enter
// data, target exit data, target update): map clauses, motion clauses
// and use_device_ptr / use_device_addr. They follow libomptarget's
// encoding; the runtime keeps the reference counts.

// DataMaps plans the map entries of the map clauses of data directive
// d, then those of its to and from clauses (target update); names
// resolve in scope just before token seq.
func (env *Env) DataMaps(d *directive.Directive, scope *cc.Scope, seq int) []*plan.Arg {
	var ents []*plan.Arg
	env.mapClauses(d, scope, seq, &ents)
	if d.Kind == directive.TargetUpdate {
		env.motionClauses(d, scope, seq, &ents)
	}
	return ents
}

// ItemEntry computes the entry of a list item that names a variable,
// whole or through array sections (no members). update: a target update
// item, where a non-contiguous section becomes a descriptor.
func (env *Env) ItemEntry(decl *cc.Declarator, it *directive.Item, update bool) *plan.Arg {
	return env.Entry(decl.Name(), decl.Type(), it.Pos, it.Text, it.Sections, update)
}

// mapClauses turns the map clauses of a data construct into entries.
func (env *Env) mapClauses(d *directive.Directive, scope *cc.Scope, seq int, ents *[]*plan.Arg) {
	groups := map[*cc.Declarator][]Use{}
	var order []*cc.Declarator
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "map" {
			continue
		}
		mt := MapType(d.Kind, c)
		if !AllowedMapType(d.Kind, mt) {
			pos := c.MapTypePos
			if pos.Line == 0 {
				pos = c.Pos
			}
			env.in.Errs.Errorf(pos, "map-type '%s' is not allowed on '#pragma omp %s'", mt, d.Kind)
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := env.ClauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			if _, ok := groups[decl]; !ok {
				order = append(order, decl)
			}
			groups[decl] = append(groups[decl], Use{Clause: c, Item: it})
		}
	}
	for _, decl := range order {
		g, rows := splitPointerRows(decl, groups[decl]) // ptrrows.go
		if hasMembers(g) {
			g, rows = joinChains(decl, g, rows) // chains.go
		}
		g, rows = structChains(decl, g, rows) // deref.go
		if hasMembers(g) && env.linkVars[decl] {
			if env.NoMapperOnMembers(decl, g) && env.linkMembers(d.Kind, decl, g) {
				env.linkMemberData(d, decl, g, ents) // linkrepeats.go
			}
			env.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if hasMembers(g) {
			if env.NoMapperOnMembers(decl, g) {
				*ents, _ = env.MemberEntries(d.Kind, decl, g, *ents, false, nil)
			}
			env.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if len(g) == 0 {
			// Only rows: each is an entry of its own.
			env.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if env.linkVars[decl] && len(g) > 1 && len(rows) == 0 {
			env.linkRepeatedData(d, decl, g, ents) // linkrepeats.go
			continue
		}
		if env.sectionGroup(decl, g) { // sections.go
			*ents, _ = env.sectionEntries(d.Kind, decl, g, *ents, false)
			env.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if sameItem(g) {
			env.repeatedData(d, decl, g, rows, ents) // repeats.go
			continue
		}
		if len(g) > 1 {
			env.overlap(g)
			continue
		}
		u := g[0]
		if e, ok := env.pointerRowEntry(decl, u.Clause, u.Item, true, false); ok {
			if e != nil {
				e.Flags |= clauseFlags(d.Kind, u.Clause)
				*ents = append(*ents, e)
			}
			env.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		e := env.ItemEntry(decl, u.Item, false)
		if e == nil {
			continue
		}
		e.Flags = clauseFlags(d.Kind, u.Clause)
		env.DataMapper(e, u.Clause, u.Item, decl, MapType(d.Kind, u.Clause)) // mapper.go
		if d.Kind == directive.TargetData || d.Kind == directive.TargetEnterData {
			if !env.declTargetPointee(decl, u.Item, e) && env.linkVars[decl] { // link.go
				linkData(decl.Name(), e)
			}
		}
		*ents = append(*ents, e)
		env.pointerRowEntries(d.Kind, decl, rows, ents)
	}
}

// clauseFlags are the map-type bits of a map clause on construct k.
func clauseFlags(k directive.Kind, c *directive.Clause) mapping.Flags {
	return mapping.FromClause(MapType(k, c), c.Modifiers)
}

// overlap reports a variable listed more than once without members.
func (env *Env) overlap(g []Use) {
	first, second := g[0].Item, g[1].Item
	if len(first.Sections) > 0 && len(second.Sections) > 0 {
		env.in.Errs.Errorf(second.Pos, "'%s' and '%s' are sections of the same array on one directive; list one section that covers both", first.Text, second.Text)
	} else {
		env.in.Errs.Errorf(second.Pos, "'%s' is mapped more than once on this directive", second.Name)
	}
	env.in.Errs.Notef(first.Pos, "'%s' first listed here", first.Text)
}

func hasMembers(g []Use) bool {
	for _, u := range g {
		if len(u.Item.Members) > 0 {
			return true
		}
	}
	return false
}

// motionClauses turns to/from clauses of target update into entries.
func (env *Env) motionClauses(d *directive.Directive, scope *cc.Scope, seq int, ents *[]*plan.Arg) {
	// OpenMP 5.2: a list item appears in a to or a from clause, not both.
	type motion struct {
		clause string
		it     *directive.Item
	}
	seen := map[*cc.Declarator][]motion{}
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "to" && c.Name != "from" {
			continue
		}
		flags := mapping.To
		if c.Name == "from" {
			flags = mapping.From
		}
		for _, m := range c.Modifiers {
			if m == "present" {
				flags |= mapping.Present
			}
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := env.ClauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			whole := len(it.Sections) == 0 && len(it.Members) == 0
			clash := false
			for _, m := range seen[decl] {
				if m.clause != c.Name && (m.it.Text == it.Text || whole || len(m.it.Sections) == 0 && len(m.it.Members) == 0) {
					if m.it.Text == it.Text {
						env.in.Errs.Errorf(it.Pos, "'%s' appears in both 'to' and 'from' clauses; an update moves a list item in one direction only", it.Text)
					} else {
						env.in.Errs.Errorf(it.Pos, "'%s' in clause '%s' overlaps '%s' in clause '%s'; an update moves a list item in one direction only", it.Text, c.Name, m.it.Text, m.clause)
					}
					env.in.Errs.Notef(m.it.Pos, "'%s' listed here", m.it.Text)
					clash = true
					break
				}
			}
			if clash {
				continue
			}
			seen[decl] = append(seen[decl], motion{c.Name, it})
			if e, ok := env.pointerRowEntry(decl, c, it, false, true); ok { // ptrrows.go
				if e != nil {
					e.Flags = flags
					if len(e.Dims) > 0 {
						e.Flags |= mapping.NonContig
					}
					*ents = append(*ents, e)
				}
				continue
			}
			anchor, handled := env.MotionMapper(decl, c, it, flags&^mapping.Present) // mapper.go
			if anchor != nil {
				*ents = append(*ents, anchor)
			}
			if handled {
				continue
			}
			if len(it.Members) > 0 {
				// An update of a member moves that member only.
				*ents, _ = env.MemberEntries(d.Kind, decl, []Use{{Clause: c, Item: it}}, *ents, false, &flags)
				continue
			}
			e := env.ItemEntry(decl, it, true)
			if e == nil {
				continue
			}
			e.Flags = flags
			if len(e.Dims) > 0 {
				e.Flags |= mapping.NonContig
			}
			*ents = append(*ents, e)
		}
	}
}

// UseDevice adds the RETURN_PARAM entries of use_device_ptr and
// use_device_addr, after every map entry so the data is mapped first.
func (env *Env) UseDevice(d *directive.Directive, scope *cc.Scope, seq int, op *plan.DataOp) {
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "use_device_ptr" && c.Name != "use_device_addr" {
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := env.ClauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			k := decl.Type().Kind()
			if len(it.Members) > 0 || len(it.Sections) > 0 && (c.Name != "use_device_addr" || k != cc.Array && k != cc.Ptr) {
				env.in.Errs.Errorf(it.Pos, "'%s' in clause '%s' must be a plain variable", it.Text, c.Name)
				continue
			}
			v := decl.Name()
			if len(it.Sections) > 0 {
				// An array section: the runtime finds the device copy of
				// its first element and returns the device address of
				// the section's base (the array, or the pointer's
				// value), which the block's references to the base use;
				// a base pointer becomes a local pointer holding it
				// (OpenMP 5.2, use_device_addr).
				begin := v
				for _, sec := range it.Sections {
					lb := sec.Lower
					if lb == "" {
						lb = "0"
					}
					begin += "[" + lb + "]"
				}
				e := &plan.Arg{Var: v, Text: it.Text, Size: "0", Flags: mapping.ReturnParam,
					Base: "(void *)" + v, Begin: "(void *)&" + begin}
				u := &plan.UseDevice{Var: v, Entry: len(op.Entries), Temp: fmt.Sprintf("__omp_udev%d", len(op.UseDevice)), Addr: k == cc.Array}
				op.Entries = append(op.Entries, e)
				op.UseDevice = append(op.UseDevice, u)
				continue
			}
			e := &plan.Arg{Var: v, Text: it.Text, Size: "0", Flags: mapping.ReturnParam}
			u := &plan.UseDevice{Var: v, Entry: len(op.Entries), Temp: fmt.Sprintf("__omp_udev%d", len(op.UseDevice))}
			if c.Name == "use_device_ptr" {
				if decl.Type().Kind() != cc.Ptr {
					env.in.Errs.Errorf(it.Pos, "'%s' in clause 'use_device_ptr' is not a pointer; use 'use_device_addr'", v)
					continue
				}
				e.Base, e.Begin = "(void *)"+v, "(void *)"+v
			} else {
				u.Addr = true
				addr := "(void *)&" + v
				if decl.Type().Kind() == cc.Array {
					addr = "(void *)" + v
				}
				e.Base, e.Begin = addr, addr
			}
			op.Entries = append(op.Entries, e)
			op.UseDevice = append(op.UseDevice, u)
		}
	}
}

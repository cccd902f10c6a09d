package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// A declare target link variable in several map clauses of one
// construct (`map(to: lk) map(from: lk)`, `map(tofrom: lk) map(to:
// lk[0:2])`, `map(to: lk[0:2]) map(from: lk[2:2])`). clang-19 does not
// capture a link variable: every clause gets an entry of its own,
// PTR_AND_OBJ through the device pointer, in the order of a data
// directive (dataOrder: present, then alloc, then the others, even on a
// target construct), so the runtime decides what moves as for separate
// entries: the first allocates and copies in, the last released (the
// first again) copies back, the others move only with always, and a
// section outside what is present is a storage of its own. Regions and
// declare target functions reach the variable through the device
// pointer, which each entry attaches in turn: the last one's storage
// wins. The lowerer writes the same entries in the same order; on a
// target construct the last of them is the kernel's parameter (so the
// kernel reaches the storage the device pointer does) and attaches the
// pointer (linkAttach), the others come before it as plain entries
// (tests/e2e/testdata/link_repeat.c, link_sections.c).

// isLinkRepeat reports whether prev and it, two map clause uses of
// variable decl on a target construct, are uses of a link variable that
// linkOrder orders: neither names a member.
func (env *Env) isLinkRepeat(decl *cc.Declarator, prev, use Use) bool {
	return env.linkVars[decl] && prev.Clause.Name == "map" && use.Clause.Name == "map" &&
		len(prev.Item.Members) == 0 && len(use.Item.Members) == 0
}

// linkRepeatedData appends the entries of the uses g (two or more, no members)
// of link variable decl on data directive d, in clang-19's order, each
// attaching the device pointer where d can create the device copy.
func (env *Env) linkRepeatedData(d *directive.Directive, decl *cc.Declarator, g []Use, ents *[]*plan.Arg) {
	if !env.repeatable(decl, g) {
		return
	}
	for _, u := range dataOrder(d.Kind, g) {
		e := env.ItemEntry(decl, u.Item, false)
		if e == nil {
			return
		}
		e.Flags = clauseFlags(d.Kind, u.Clause)
		if d.Kind == directive.TargetData || d.Kind == directive.TargetEnterData {
			linkData(decl.Name(), e)
		}
		*ents = append(*ents, e)
	}
}

// linkLeading returns the entries of the uses rest of a link variable
// on a target construct that come before the kernel's parameter (the
// last use in clang-19's order, explicitUses), each mapping its own
// item with its own clause's map-type.
func (env *Env) linkLeading(decl *cc.Declarator, rest []Use) []*plan.Arg {
	var out []*plan.Arg
	for _, u := range rest {
		e := env.ItemEntry(decl, u.Item, false)
		if e == nil {
			return nil
		}
		e.Kind = ""
		e.Flags = clauseFlags(directive.Target, u.Clause)
		out = append(out, e)
	}
	return out
}

// linkMembers reports whether the uses g of link variable decl's members
// map as the lowerer maps them, and reports why not. One whole member
// (`map(tofrom: ls.b)`) maps as clang-19 maps it, its storage reached
// through the attached link pointer. Anything else is refused: clang-19
// attaches the link pointer for a member section (`ls.b[1:2]`) or for
// several members (`map(to: ls.a) map(from: ls.b)`, `map(to: ls)
// map(from: ls.b)`) elsewhere than the storage its region uses, so the
// region reads memory it did not map and what it writes does not come
// back. On target exit data, which attaches nothing, one member's
// section is its single entry as in clang-19's program.
func (env *Env) linkMembers(kind directive.Kind, decl *cc.Declarator, g []Use) bool {
	u := g[0]
	switch {
	case len(g) > 1:
		u = g[1]
	case kind == directive.TargetExitData && !memberChain(decl, u.Item):
		return true
	case !wholeMember(u.Item):
	default:
		return true
	}
	env.in.Errs.Errorf(u.Item.Pos, "'%s': a map of members of declare target link variable '%s' is not supported yet, except of one whole member", u.Item.Text, decl.Name())
	if len(g) > 1 {
		env.in.Errs.Notef(g[0].Item.Pos, "'%s' first listed here", g[0].Item.Text)
	}
	return false
}

// wholeMember reports whether it names a member (of a member...) of a
// struct variable, whole: no subscript, section or pointer on the way.
func wholeMember(it *directive.Item) bool {
	if len(it.Sections) > 0 || len(it.Members) == 0 {
		return false
	}
	for _, m := range it.Members {
		if m.Arrow || len(m.Sections) > 0 {
			return false
		}
	}
	return true
}

// linkMemberData appends the entry of the one whole member g[0] maps of
// link variable decl (linkMembers) on data directive d: as clang-19's,
// the member's storage alone (no parent spanning it), attaching the
// device pointer where d can create the device copy, so that declare
// target functions and later regions reach the struct through it.
func (env *Env) linkMemberData(d *directive.Directive, decl *cc.Declarator, g []Use, ents *[]*plan.Arg) {
	list, parent := env.MemberEntries(d.Kind, decl, g, nil, false, nil)
	if parent == nil || len(list) != 2 {
		return
	}
	e := list[1]
	e.Kind = parent.Kind
	e.Flags = clauseFlags(d.Kind, g[0].Clause)
	if d.Kind == directive.TargetData || d.Kind == directive.TargetEnterData {
		linkData(decl.Name(), e)
	}
	*ents = append(*ents, e)
}

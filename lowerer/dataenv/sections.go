package dataenv

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Several sections of one array (or of one pointer's pointee) on one
// map directive (`target exit data map(from: a[0:10], a[50:10])` after
// `target enter data map(to: a)`). OpenMP 5.2 §5.8.3 allows them when
// the array is present before the construct, and counts the storage
// once per construct: the reference count drops once, and when it
// reaches zero every `from` item is copied back. Separate entries would
// count it once per item (libomptarget releases the storage at the
// first and copies nothing for the others), so they take the encoding
// of members of one object: a parent entry spanning the sections, from
// the lowest to the end of the highest, that holds the count, and each
// section MEMBER_OF it with its own clause's map-type, moving exactly
// its bytes. Where the array is not present the parent maps the span,
// as clang-19 maps it (OpenMP requires such items to name the same
// elements).

// sectionGroup reports whether g, the items of variable decl on one
// directive, are several sections (or the whole array beside sections)
// of one array or pointer without members, which sectionEntries maps.
// A section may be listed in several clauses (`map(to: a[0:8])
// map(from: a[0:8]) map(to: a[2:3])`), up to maxRepeats items in all.
func (env *Env) sectionGroup(decl *cc.Declarator, g []Use) bool {
	if len(g) < 2 || env.declTargets[decl] || env.linkVars[decl] {
		return false
	}
	t := decl.Type()
	if t.Kind() != cc.Array && t.Kind() != cc.Ptr {
		return false
	}
	seen := map[string]bool{}
	for _, u := range g {
		it := u.Item
		if len(it.Members) > 0 || len(it.Sections) == 0 && t.Kind() != cc.Array {
			return false
		}
		seen[compactText(it.Text)] = true
		if m, _, ok := env.itemMapper(u.Clause, it, t); !ok || m != nil {
			return false
		}
	}
	return len(seen) >= 2 && (len(seen) == len(g) || len(g) <= maxRepeats)
}

// splitRepeats separates the uses of group g (sectionGroup) on construct
// kind into one use per section, in clang-19's order, and the repeats of a
// section listed in several clauses. The use kept for a section is the
// first of its uses in clang-19's order of all of g (kernelOrder on a
// target construct, dataOrder on a data directive; repeats.go): clang
// gives each use an entry of its own, the first allocates, copies in
// and, released last, copies back, and the others move only with
// always. The kept use becomes the section's MEMBER_OF entry, which
// moves as the first of clang's entries does (the parent holds the
// count); each repeat an entry of its own after the group's, which
// counts once more and so moves only with always, as clang's repeats do.
// The sections keep clang's order because where the array is not
// present the runtime support maps each as clang does, one entry after
// the other (the first allocates what a later one may find).
func splitRepeats(kind directive.Kind, g []Use, kernel bool) (kept, repeats []Use) {
	if len(g) > maxRepeats {
		return g, nil // no repeats (sectionGroup)
	}
	ordered := dataOrder(kind, g)
	if kernel {
		ordered = kernelOrder(kind, g)
	}
	first := map[string]*directive.Item{}
	for _, u := range ordered {
		if key := compactText(u.Item.Text); first[key] == nil {
			first[key] = u.Item
		} else {
			repeats = append(repeats, u)
		}
	}
	for _, u := range ordered {
		if first[compactText(u.Item.Text)] == u.Item {
			kept = append(kept, u)
		}
	}
	return kept, repeats
}

func compactText(s string) string { return strings.Join(strings.Fields(s), "") }

// sectionEntries appends the parent entry and the sections' MEMBER_OF
// entries of group g (sectionGroup) to list, the entries of construct
// kind so far; kernel: a target region, whose parent is the kernel
// parameter. It returns the new list and the parent (nil after an
// error).
func (env *Env) sectionEntries(kind directive.Kind, decl *cc.Declarator, g []Use, list []*plan.Arg, kernel bool) ([]*plan.Arg, *plan.Arg) {
	g, repeats := splitRepeats(kind, g, kernel)
	var ents []*plan.Arg
	var ranges [][2]string
	var texts []string
	parentFlags := mapping.Flags(0)
	for _, u := range g {
		e := env.ItemEntry(decl, u.Item, false)
		if e == nil {
			return list, nil
		}
		f := clauseFlags(kind, u.Clause)
		e.Flags = f
		parentFlags |= f & (mapping.Delete | mapping.Present)
		ents = append(ents, e)
		ranges = append(ranges, [2]string{"(char *)" + e.Begin, "((char *)" + e.Begin + " + " + e.Size + ")"})
		texts = append(texts, u.Item.Text)
	}
	parent := &plan.Arg{Kind: ents[0].Kind, Var: decl.Name(), Text: strings.Join(texts, ", "), Base: ents[0].Base, Flags: parentFlags | mapping.Sections}
	parent.Begin, parent.Size = byteBounds(ranges) // members.go
	if kernel {
		parent.Flags |= mapping.TargetParam
	}
	member := mapping.MemberOfBits(len(list))
	list = append(list, parent)
	for _, e := range ents {
		e.Kind = ""
		e.Flags |= member
		list = append(list, e)
	}
	for _, u := range repeats {
		e := env.ItemEntry(decl, u.Item, false)
		if e == nil {
			return list, nil
		}
		e.Kind = ""
		e.Flags = clauseFlags(kind, u.Clause)
		list = append(list, e)
	}
	return list, parent
}

// sectionDecls adds to groups (the variables a target construct d maps
// through members, memberDecls) the variables it maps by several
// sections (sectionGroup), whose parent is then the kernel parameter
// (kernelMembers). Variable-length arrays and pointers to rows, which
// the kernel sees as views, and rows of pointer arrays keep their own
// entries.
func (env *Env) sectionDecls(d *directive.Directive, scope *cc.Scope, seq int, groups map[*cc.Declarator][]Use) map[*cc.Declarator][]Use {
	all := map[*cc.Declarator][]Use{}
	var order []*cc.Declarator
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "map" {
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := resolve.Lookup(scope, it.Name, seq)
			if decl == nil || groups[decl] != nil {
				continue
			}
			if _, ok := all[decl]; !ok {
				order = append(order, decl)
			}
			all[decl] = append(all[decl], Use{c, it})
		}
	}
	for _, decl := range order {
		g := all[decl]
		if isView(decl.Type()) || !env.sectionGroup(decl, g) {
			continue
		}
		rows := false
		for _, u := range g {
			_, _, _, isRow := pointerRowItem(decl, u.Item) // ptrrows.go
			rows = rows || isRow
		}
		if rows {
			continue
		}
		if groups == nil {
			groups = map[*cc.Declarator][]Use{}
		}
		groups[decl] = g
	}
	return groups
}

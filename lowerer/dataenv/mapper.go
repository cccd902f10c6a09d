package dataenv

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// declare mapper (docs/data-mapping.md).
//
// Declarations are collected up front (CollectMappers). A use (a map or
// motion list item whose type, or element type, is a struct or union)
// resolves its mapper lexically: from the innermost enclosing block
// outward, only declarations that precede the use, filtered by
// identifier and compatible type (typedefs are transparent); the nearest
// block with a candidate wins and two candidates in one block are an
// error at the use.
//
// The mapper's map items are expanded recursively against the mapped
// object into leaf entries with the struct encoding of docs/data-mapping.md: the item
// itself is an alloc-only parent (for a section: the whole section, so
// that the device copy is one contiguous block the kernel indexes; it
// moves no data), then per object the whole object (a self item), its
// members, and last its pointee sections (PTR_AND_OBJ), all
// MEMBER_OF(parent). Nested struct members with a visible mapper are
// expanded in place; member array sections and pointee sections whose
// elements have a mapper become loops. Map types combine with the outer
// map type per OpenMP 5.2's table; on target update, items whose
// combined type does not include the update's direction are dropped.
//
// A section (or a whole array) of structs under a mapper cannot have a
// static entry list: the construct gets a plan.MapBuild, which the host
// prints as a count pass and a populate pass over the same tree.

// mapperDecl is one declare mapper directive.
type mapperDecl struct {
	d     *directive.Directive
	pos   diag.Pos // the directive
	id    string
	t     cc.Type
	v     string
	off   int // byte offset of the directive in the main file
	block int // innermost enclosing block (env.blocks), -1 at file scope
}

func (m *mapperDecl) describe() string {
	return fmt.Sprintf("mapper '%s' for '%s'", m.id, m.d.Mapper.Type)
}

// srcBlock is a compound statement's extent in the main file.
type srcBlock struct{ start, end int }

// mapState is the mapper bookkeeping of the construct being planned.
type mapState struct {
	off     int // the directive: mappers must precede it
	loops   int
	parents []string
	// after holds the expansion that follows an entry in the map
	// arrays.
	after   map[*plan.Arg][]*plan.MapNode
	uses    []*plan.MapperUse
	dynamic bool
}

// argExpansionOnly marks a placeholder entry that only anchors an
// expansion (a target update item under a mapper has no parent entry).
const argExpansionOnly plan.ArgKind = "mapper-expansion"

// BeginConstruct starts the mapper bookkeeping of the construct at p;
// mappers must be declared before it.
func (env *Env) BeginConstruct(p *frontend.Pragma) {
	env.mst = &mapState{off: env.in.Unit.Offset(p.Pos), after: map[*plan.Arg][]*plan.MapNode{}}
	if p.Off >= 0 {
		env.mst.off = p.Off
	}
}

func (s *mapState) newParent() string {
	v := fmt.Sprintf("__omp_mp%d", len(s.parents))
	s.parents = append(s.parents, v)
	return v
}

func (s *mapState) newIndex() string {
	v := fmt.Sprintf("__omp_mi%d", s.loops)
	s.loops++
	return v
}

// CollectMappers finds every declare mapper directive of the main file
// and returns the host splices that keep them as comments.
func (env *Env) CollectMappers(fns []*cc.FunctionDefinition, dirs []*directive.Directive) []*plan.Splice {
	any := false
	for _, d := range dirs {
		any = any || d != nil && d.Kind == directive.DeclareMapper
	}
	if !any {
		return nil // no blocks to index
	}
	var splices []*plan.Splice
	for _, fn := range fns {
		csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
			if cs, ok := n.(*cc.CompoundStatement); ok {
				env.blocks = append(env.blocks, srcBlock{cs.Token.Position().Offset, cs.Token2.Position().Offset})
			}
			return true
		})
	}
	for i := range env.in.Unit.Pragmas {
		p := &env.in.Unit.Pragmas[i]
		d := dirs[i]
		if d == nil || d.Kind != directive.DeclareMapper || p.FromMacro || p.Pos.File != env.in.Unit.Path {
			continue // reported by the main loop
		}
		off := p.Off
		m := &mapperDecl{d: d, pos: p.Pos, id: d.Mapper.ID, v: d.Mapper.Var, off: off, block: -1}
		scope := env.in.Unit.AST.Scope
		if chain := env.enclosingBlocks(off); len(chain) > 0 {
			m.block = chain[0]
			if fn, sc, _ := env.in.ScopeAt(p); fn != nil {
				scope = sc
			}
		}
		t, ok := env.mapperType(d.Mapper, scope)
		if !ok {
			continue
		}
		m.t = t
		bad := false
		for ci := range d.Clauses {
			c := &d.Clauses[ci]
			switch c.MapType {
			case directive.MapTo, directive.MapFrom, directive.MapToFrom, directive.MapAlloc:
			default:
				env.in.Errs.Errorf(c.MapTypePos, "map-type '%s' is not allowed in '#pragma omp declare mapper' (to, from, tofrom or alloc)", c.MapType)
				bad = true
			}
		}
		if !bad {
			env.mappers = append(env.mappers, m)
			// The host text keeps a comment: the mapper lives on in the
			// map entries of its uses (and compilers would warn about an
			// unknown pragma).
			splices = append(splices, &plan.Splice{Start: p.LineStart, End: p.End, ResumeLine: env.in.Unit.LineOf(p.End),
				Comment: strings.ReplaceAll(d.String(), "*/", "* /") + ": expanded into the map entries of its uses"})
		}
	}
	return splices
}

// enclosingBlocks lists the blocks around byte offset off, innermost
// first.
func (env *Env) enclosingBlocks(off int) []int {
	var out []int
	for i, b := range env.blocks {
		if b.start < off && off < b.end {
			out = append(out, i)
		}
	}
	sort.Slice(out, func(i, j int) bool { return env.blocks[out[i]].start > env.blocks[out[j]].start })
	return out
}

// mapperType resolves the type of a declare mapper: a struct or union
// tag, or a typedef name of one.
func (env *Env) mapperType(h *directive.MapperHead, s *cc.Scope) (cc.Type, bool) {
	var words []directive.Token
	for _, t := range h.TypeToks {
		if t.Text != "const" && t.Text != "volatile" {
			words = append(words, t)
		}
	}
	var t cc.Type
	switch {
	case len(words) == 2 && (words[0].Text == "struct" || words[0].Text == "union"):
		for sc := s; sc != nil && t == nil; sc = sc.Parent {
			for _, n := range sc.Nodes[words[1].Text] {
				sp, ok := n.(*cc.StructOrUnionSpecifier)
				if !ok || (sp.StructOrUnion.Case == cc.StructOrUnionUnion) != (words[0].Text == "union") {
					continue
				}
				if st := sp.Type(); st != nil && (t == nil || t.IsIncomplete()) {
					t = st
				}
			}
		}
	case len(words) == 1:
		for sc := s; sc != nil && t == nil; sc = sc.Parent {
			for _, n := range sc.Nodes[words[0].Text] {
				if d, ok := n.(*cc.Declarator); ok && d.IsTypename() {
					t = d.Type()
				}
			}
		}
	}
	if t == nil {
		env.in.Errs.Errorf(h.TypePos, "unknown type '%s' in '#pragma omp declare mapper'", h.Type)
		return nil, false
	}
	if !ctype.IsRecord(t) {
		env.in.Errs.Errorf(h.TypePos, "the type of a mapper must be a struct or union; '%s' is '%s'", h.Type, ctype.Spell(t))
		return nil, false
	}
	if t.IsIncomplete() {
		env.in.Errs.Errorf(h.TypePos, "'%s' is an incomplete type", h.Type)
		return nil, false
	}
	return t, true
}

// sameType reports whether a mapper for type m applies to type t:
// compatible record types (typedef names are transparent).
func sameType(m, t cc.Type) bool {
	return ctype.IsRecord(m) && ctype.IsRecord(t) && m.Kind() == t.Kind() && m.IsCompatible(t)
}

// resolveMapper finds the mapper that applies to an object of type t used
// at byte offset off: id is the identifier of a mapper(id) modifier (""
// when none was written: the default mapper, if one is visible). idPos
// is where id was written, usePos the list item. It returns nil and true
// when no mapper applies, and false after an error.
func (env *Env) resolveMapper(id string, idPos diag.Pos, t cc.Type, off int, usePos diag.Pos) (*mapperDecl, bool) {
	want := id
	if want == "" {
		want = directive.DefaultMapper
	}
	if len(env.mappers) == 0 && want == directive.DefaultMapper {
		return nil, true
	}
	levels := append(env.enclosingBlocks(off), -1)
	visibleAt := func(m *mapperDecl, level int) bool { return m.block == level && m.off < off }
	for _, level := range levels {
		var cands []*mapperDecl
		for _, m := range env.mappers {
			if visibleAt(m, level) && m.id == want && sameType(m.t, t) {
				cands = append(cands, m)
			}
		}
		if len(cands) == 1 {
			return cands[0], true
		}
		if len(cands) > 1 {
			env.in.Errs.Errorf(usePos, "ambiguous mapper: %d declarations of %s are visible in the same scope", len(cands), cands[0].describe())
			for _, m := range cands {
				env.in.Errs.Notef(m.pos, "%s declared here", m.describe())
			}
			return nil, false
		}
	}
	if id == "" || id == directive.DefaultMapper {
		return nil, true
	}
	// A named mapper that does not apply: say why.
	for _, level := range levels {
		for _, m := range env.mappers {
			if visibleAt(m, level) && m.id == id {
				env.in.Errs.Errorf(usePos, "mapper '%s' is declared for type '%s', not for '%s'", id, m.d.Mapper.Type, ctype.Spell(t))
				env.in.Errs.Notef(m.pos, "%s declared here", m.describe())
				return nil, false
			}
		}
	}
	for _, m := range env.mappers {
		if m.id == id {
			if m.off >= off {
				env.in.Errs.Errorf(idPos, "mapper '%s' is not visible here: it is declared after this use", id)
			} else {
				env.in.Errs.Errorf(idPos, "mapper '%s' is not visible here: it is declared in another scope", id)
			}
			env.in.Errs.Notef(m.pos, "%s declared here", m.describe())
			return nil, false
		}
	}
	env.in.Errs.Errorf(idPos, "unknown mapper '%s'", id)
	return nil, false
}

// combineMapType is OpenMP 5.2's map-type decay: the effective map type
// of a mapper item of type item used with outer map type outer.
func combineMapType(outer, item directive.MapType) directive.MapType {
	switch outer {
	case directive.MapRelease, directive.MapDelete, directive.MapAlloc:
		return outer
	case directive.MapToFrom:
		return item
	}
	if item == directive.MapToFrom || item == outer {
		return outer
	}
	return directive.MapAlloc
}

// applies reports whether an item of effective type t moves data in the
// direction of a target update (mapping.To or mapping.From).
func applies(t directive.MapType, dir mapping.Flags) bool {
	switch t {
	case directive.MapToFrom:
		return true
	case directive.MapTo:
		return dir == mapping.To
	case directive.MapFrom:
		return dir == mapping.From
	}
	return false
}

// mexp is one top-level mapper use being expanded.
type mexp struct {
	env    *Env
	update mapping.Flags // To or From on target update; 0 for map clauses
	extra  mapping.Flags // modifier bits every leaf gets
	use    *plan.MapperUse
	text   string // the list item, for entry texts
	// chain are the mappers being expanded (recursion guard) and, for
	// each, the item that entered it.
	chain []*mapperDecl
	via   []string
	ok    bool
}

// itemElem is the type of the elements list item it (of type t) maps:
// one array or pointer level less per array section, every array level
// less for a whole array. ok is false when a section has no array or
// pointer to apply to (dims reports it).
func itemElem(t cc.Type, it *directive.Item) (et cc.Type, ok bool) {
	et = t
	for range it.Sections {
		switch et.Kind() {
		case cc.Array:
			et = et.(*cc.ArrayType).Elem()
		case cc.Ptr:
			et = et.(*cc.PointerType).Elem()
		default:
			return et, false
		}
	}
	for len(it.Sections) == 0 && et.Kind() == cc.Array {
		et = et.(*cc.ArrayType).Elem()
	}
	return et, true
}

// itemMapper finds the mapper of a map or motion list item without
// members: it applies when the item (after its sections; a whole array
// by its innermost element) is a struct or union. It returns the
// mapper (nil when none applies), the item's element type, and false
// after an error.
func (env *Env) itemMapper(c *directive.Clause, it *directive.Item, t cc.Type) (*mapperDecl, cc.Type, bool) {
	if len(it.Members) > 0 {
		if c.Mapper != "" {
			env.in.Errs.Errorf(c.MapperPos, "a mapper cannot be applied to the struct member '%s' (not supported yet)", it.Text)
			return nil, nil, false
		}
		return nil, nil, true
	}
	et, ok := itemElem(t, it)
	if !ok {
		return nil, nil, true // reported by dims
	}
	if !ctype.IsRecord(et) {
		if c.Mapper != "" && c.Mapper != directive.DefaultMapper {
			env.in.Errs.Errorf(it.Pos, "mapper '%s' cannot apply to '%s': its type '%s' is not a struct or union", c.Mapper, it.Text, ctype.Spell(et))
			return nil, nil, false
		}
		return nil, nil, true
	}
	m, ok := env.resolveMapper(c.Mapper, c.MapperPos, et, env.mst.off, it.Pos)
	return m, et, ok
}

// wholeSections spells a whole array of t's type as sections, down to
// its innermost element.
// An extent that is not known gives a length the section check rejects
// with a positioned error.
func wholeSections(t cc.Type, pos diag.Pos) []directive.Section {
	var secs []directive.Section
	for t.Kind() == cc.Array {
		at := t.(*cc.ArrayType)
		length := fmt.Sprint(at.Len())
		if at.IsVLA() || at.Len() < 0 {
			length = ""
		}
		secs = append(secs, directive.Section{Pos: pos, Lower: "0", Length: length, HasColon: true})
		t = at.Elem()
	}
	return secs
}

// expandUse plans the expansion of the list item it of clause c, of
// variable v with type t, through mapper m; et is the element type.
// parent is the item's own entry (nil on target update); the expansion
// follows it in the map arrays. outer is the clause's map type, update
// the motion's direction on target update.
func (env *Env) expandUse(parent *plan.Arg, c *directive.Clause, it *directive.Item, v string, t cc.Type, m *mapperDecl, et cc.Type, outer directive.MapType, update mapping.Flags) *plan.Arg {
	use := &plan.MapperUse{Item: it.Text, Pos: it.Pos, Mapper: m.id, Type: m.d.Mapper.Type, Declared: m.pos}
	x := &mexp{env: env, update: update, use: use, text: it.Text, ok: true}
	// The mapper's map clauses replace the list item, and only the map
	// type decays into them (OpenMP 5.2, 5.8.3 and 5.8.8): the always
	// and close modifiers of the clause do not reach the mapper's items,
	// as in clang. present stays on the item's own entry (a map clause)
	// or on every item moved (a motion clause).
	for _, mod := range c.Modifiers {
		if mod == "present" && update != 0 {
			x.extra |= mapping.Present
		}
	}
	pvar := ""
	if parent == nil {
		parent = &plan.Arg{Kind: argExpansionOnly, Var: v, Text: it.Text}
	} else {
		pvar = env.mst.newParent()
	}
	secs := it.Sections
	if len(secs) == 0 && t.Kind() == cc.Array {
		secs = wholeSections(t, it.Pos)
	}
	var nodes []*plan.MapNode
	if len(secs) == 0 {
		nodes = x.object(v, et, m, outer, pvar, it.Pos)
	} else {
		use.Dynamic = true
		nodes = x.loops(v, t, secs, func(elem string) []*plan.MapNode {
			return x.object(elem, et, m, outer, pvar, it.Pos)
		})
	}
	if !x.ok {
		return nil
	}
	if pvar != "" {
		env.mst.after[parent] = append([]*plan.MapNode{{Entry: parent, Parent: pvar}}, nodes...)
	} else {
		env.mst.after[parent] = nodes
	}
	env.mst.uses = append(env.mst.uses, use)
	env.mst.dynamic = env.mst.dynamic || use.Dynamic
	return parent
}

// loops wraps the expansion of each element of the sections secs of
// base (type t) in one loop per dimension.
func (x *mexp) loops(base string, t cc.Type, secs []directive.Section, body func(elem string) []*plan.MapNode) []*plan.MapNode {
	dims, ok := x.env.dims(base, t, secs, false)
	if !ok {
		x.ok = false
		return nil
	}
	elem := base
	var ls []*plan.MapLoop
	for _, d := range dims {
		if !d.sec.HasColon {
			elem += "[" + d.lower + "]"
			continue
		}
		l := &plan.MapLoop{Index: x.env.mst.newIndex(), Count: d.length}
		if d.stride != "" { // target update only
			elem += fmt.Sprintf("[(%s) + (%s) * %s]", d.lower, d.stride, l.Index)
		} else {
			elem += fmt.Sprintf("[(%s) + %s]", d.lower, l.Index)
		}
		ls = append(ls, l)
	}
	nodes := body(elem)
	for i := len(ls) - 1; i >= 0; i-- {
		ls[i].Body = nodes
		nodes = []*plan.MapNode{{Loop: ls[i]}}
	}
	return nodes
}

// object expands mapper m over the object expr of record type t, whose
// entries are MEMBER_OF the entry recorded in parent ("" on target
// update): the object itself and members first, pointee sections last.
func (x *mexp) object(expr string, t cc.Type, m *mapperDecl, outer directive.MapType, parent string, usePos diag.Pos) []*plan.MapNode {
	if !x.push(m, usePos) {
		return nil
	}
	defer x.pop()
	self := "(" + expr + ")"
	var mems, ptes []*plan.MapNode
	for ci := range m.d.Clauses {
		c := &m.d.Clauses[ci]
		eff := combineMapType(outer, c.MapType)
		for ii := range c.Items {
			mems, ptes = x.item(self, t, m, c, &c.Items[ii], eff, parent, mems, ptes)
		}
	}
	return append(mems, ptes...)
}

// push enters the expansion of mapper m, reached from the map item at
// usePos; false (after an error, once per use) when m is already being
// expanded: a mapper that expands itself.
func (x *mexp) push(m *mapperDecl, usePos diag.Pos) bool {
	for i, c := range x.chain {
		if c == m {
			var steps []string
			for j := i; j < len(x.chain); j++ {
				steps = append(steps, fmt.Sprintf("%s maps '%s'", x.chain[j].describe(), x.via[j]))
			}
			if !x.env.recursive[usePos] { // once, however many uses reach it
				if x.env.recursive == nil {
					x.env.recursive = map[diag.Pos]bool{}
				}
				x.env.recursive[usePos] = true
				x.env.in.Errs.Errorf(usePos, "recursive mapper: %s, which expands %s again; a mapper cannot expand itself", strings.Join(steps, ", then "), m.describe())
				x.env.in.Errs.Notef(m.pos, "%s declared here", m.describe())
			}
			x.ok = false
			return false
		}
	}
	x.chain = append(x.chain, m)
	x.via = append(x.via, "")
	return true
}

// pop leaves the mapper push entered.
func (x *mexp) pop() {
	x.chain = x.chain[:len(x.chain)-1]
	x.via = x.via[:len(x.via)-1]
}

// item expands one item of clause c of mapper m over the object self of
// type t, with the effective map type eff, appending member entries to
// mems and pointee entries to ptes.
func (x *mexp) item(self string, t cc.Type, m *mapperDecl, c *directive.Clause, it *directive.Item, eff directive.MapType, parent string, mems, ptes []*plan.MapNode) ([]*plan.MapNode, []*plan.MapNode) {
	env := x.env
	x.via[len(x.via)-1] = it.Text
	text := fmt.Sprintf("%s (mapper %s: %s)", x.text, m.id, compact(it.Text))
	if it.Name != m.v {
		env.in.Errs.Errorf(it.Pos, "'%s' in '#pragma omp declare mapper' must be the mapper variable '%s' or one of its members", it.Name, m.v)
		x.ok = false
		return mems, ptes
	}
	if len(it.Sections) > 0 {
		env.in.Errs.Errorf(it.Sections[0].Pos, "the mapper variable '%s' is a struct; it cannot have an array section", m.v)
		x.ok = false
		return mems, ptes
	}
	if len(it.Members) == 0 {
		// The object itself, mapped without the mapper.
		e := &plan.Arg{Var: m.v, Text: text, Base: "(void *)&" + self, Begin: "(void *)&" + self, Size: "sizeof(" + self + ")"}
		mems = x.leaf(mems, e, eff, c, parent, false)
		return mems, ptes
	}
	path, cur, secs, ok := x.member(self, t, it, m)
	if !ok {
		return mems, ptes
	}
	if len(secs) == 0 && cur.Kind() == cc.Array {
		// A whole array member: its elements may have a mapper.
		secs = wholeSections(cur, it.Pos)
	}
	et, nested, ok := x.elemMapper(cur, secs, m, c, it)
	if !ok {
		x.ok = false
		return mems, ptes
	}
	switch {
	case len(secs) == 0 && nested != nil:
		mems = append(mems, x.object(path, et, nested, eff, parent, it.Pos)...)
	case len(secs) > 0 && cur.Kind() == cc.Ptr && nested != nil:
		// A pointee section of structs: its own PTR_AND_OBJ entry
		// (no data) parents the elements' entries.
		q := ""
		if x.update == 0 {
			e := x.env.Entry(path, cur, it.Pos, text, secs, false)
			if e == nil {
				x.ok = false
				return mems, ptes
			}
			e.Var, e.Kind = m.v, ""
			e.Base = "(void *)&" + path
			q = env.mst.newParent()
			flags := mapping.FromClause(eff, nil)&mapping.Delete | mapping.PtrAndObj
			ptes = append(ptes, &plan.MapNode{Entry: e, Flags: flags, Parent: q, MemberOf: parent})
		}
		x.use.Dynamic = true
		ptes = append(ptes, x.loops(path, cur, secs, func(elem string) []*plan.MapNode {
			return x.object(elem, et, nested, eff, q, it.Pos)
		})...)
	case len(secs) > 0 && nested != nil:
		// A member array section of structs: inside the parent.
		x.use.Dynamic = true
		mems = append(mems, x.loops(path, cur, secs, func(elem string) []*plan.MapNode {
			return x.object(elem, et, nested, eff, parent, it.Pos)
		})...)
	case len(secs) > 0 && cur.Kind() == cc.Ptr:
		e := x.env.Entry(path, cur, it.Pos, text, secs, false)
		if e == nil {
			x.ok = false
			return mems, ptes
		}
		if x.update == 0 {
			e.Base = "(void *)&" + path
		}
		ptes = x.leaf(ptes, e, eff, c, parent, true)
	default:
		e := x.env.Entry(path, cur, it.Pos, text, secs, false)
		if e == nil {
			x.ok = false
			return mems, ptes
		}
		if x.update == 0 {
			e.Base = "(void *)&" + self
		}
		mems = x.leaf(mems, e, eff, c, parent, false)
	}
	return mems, ptes
}

// elemMapper returns the element type of member cur taken through the
// sections secs, and the mapper that maps those elements (nil for none:
// not a struct, or no mapper applies) as clause c of mapper m names it.
func (x *mexp) elemMapper(cur cc.Type, secs []directive.Section, m *mapperDecl, c *directive.Clause, it *directive.Item) (et cc.Type, nested *mapperDecl, ok bool) {
	et = cur
	for range secs {
		switch et.Kind() {
		case cc.Array:
			et = et.(*cc.ArrayType).Elem()
		case cc.Ptr:
			et = et.(*cc.PointerType).Elem()
		}
	}
	if ctype.IsRecord(et) {
		nm, ok := x.env.resolveMapper(c.Mapper, c.MapperPos, et, m.off+1, it.Pos)
		if !ok {
			return nil, nil, false
		}
		nested = nm
	} else if c.Mapper != "" && c.Mapper != directive.DefaultMapper {
		x.env.in.Errs.Errorf(it.Pos, "mapper '%s' cannot apply to '%s': its type '%s' is not a struct or union", c.Mapper, it.Text, ctype.Spell(et))
		return nil, nil, false
	}
	return et, nested, true
}

// member resolves the member path of a mapper item against the object
// self of type t; section bounds may name the mapper variable.
func (x *mexp) member(self string, t cc.Type, it *directive.Item, m *mapperDecl) (string, cc.Type, []directive.Section, bool) {
	env := x.env
	path, cur := self, t
	for i, mb := range it.Members {
		if mb.Arrow {
			env.in.Errs.Errorf(mb.Pos, "'->' in a mapper item ('%s') is not supported yet", it.Text)
			x.ok = false
			return "", nil, nil, false
		}
		if !ctype.IsRecord(cur) {
			env.in.Errs.Errorf(mb.Pos, "'%s' is not a struct or union; it has no member '%s'", ctype.Spell(cur), mb.Name)
			x.ok = false
			return "", nil, nil, false
		}
		f := fieldByName(cur, mb.Name)
		if f == nil {
			env.in.Errs.Errorf(mb.Pos, "'%s' has no member named '%s'", ctype.Spell(cur), mb.Name)
			x.ok = false
			return "", nil, nil, false
		}
		if f.IsBitfield() {
			env.in.Errs.Errorf(mb.Pos, "bit-field '%s' cannot be mapped", mb.Name)
			x.ok = false
			return "", nil, nil, false
		}
		if unionMember(cur, f) {
			env.in.Errs.Errorf(mb.Pos, "union member '%s' cannot be mapped (map the union)", mb.Name)
			x.ok = false
			return "", nil, nil, false
		}
		path += "." + mb.Name
		cur = f.Type()
		if i < len(it.Members)-1 && len(mb.Sections) > 0 {
			// v.cells[1].x: one element of an array member, in the
			// object's own storage (elementOf refuses a pointer's).
			subs := make([]directive.Section, len(mb.Sections))
			for j, s := range mb.Sections {
				s.Lower = substVar(s.Lower, m.v, self)
				s.Length = substVar(s.Length, m.v, self)
				subs[j] = s
			}
			var ok bool
			if path, _, cur, ok = env.elementOf(path, cur, subs, false, it.Text); !ok {
				x.ok = false
				return "", nil, nil, false
			}
		}
	}
	last := it.Members[len(it.Members)-1]
	secs := make([]directive.Section, len(last.Sections))
	for i, s := range last.Sections {
		s.Lower = substVar(s.Lower, m.v, self)
		s.Length = substVar(s.Length, m.v, self)
		secs[i] = s
	}
	return path, cur, secs, true
}

// compact drops the spaces the directive parser puts around member
// accesses inside section bounds ("v.data[0:v . len]").
func compact(s string) string { return strings.NewReplacer(" . ", ".", " -> ", "->").Replace(s) }

// substVar replaces the identifier v in expr (tokens separated by
// spaces, as the directive parser joins them) by repl, except after '.'
// or '->'.
func substVar(expr, v, repl string) string {
	if expr == "" {
		return ""
	}
	toks := strings.Split(expr, " ")
	for i, t := range toks {
		if t == v && (i == 0 || (toks[i-1] != "." && toks[i-1] != "->")) {
			toks[i] = repl
		}
	}
	return strings.Join(toks, " ")
}

// leaf appends the entry e of a mapper item with effective map type eff
// (clause c inside the mapper) to nodes: MEMBER_OF parent with the
// combined map type, or, on target update, a plain motion entry when
// the item moves data in the update's direction.
func (x *mexp) leaf(nodes []*plan.MapNode, e *plan.Arg, eff directive.MapType, c *directive.Clause, parent string, pointee bool) []*plan.MapNode {
	e.Kind = ""
	var flags mapping.Flags
	if x.update != 0 {
		if !applies(eff, x.update) {
			return nodes
		}
		flags = x.update | x.extra
		parent = ""
	} else {
		flags = mapping.FromClause(eff, c.Modifiers) | x.extra
		if pointee {
			flags |= mapping.PtrAndObj
		}
	}
	n := &plan.MapNode{Entry: e, Flags: flags, MemberOf: parent}
	desc := e.Text + ": " + (flags &^ mapping.MemberOf).String()
	if parent != "" {
		desc += "|MEMBER_OF"
	}
	x.use.Entries = append(x.use.Entries, desc)
	return append(nodes, n)
}

// parentFlags are the map type of the entry of a list item under a
// mapper: it allocates (and reference-counts) the storage and is the
// kernel parameter, but moves no data; present and delete stay on it.
func parentFlags(f mapping.Flags) mapping.Flags {
	return f &^ (mapping.To | mapping.From | mapping.Always | mapping.Close)
}

// finishMaps places the construct's mapper expansions after their
// entries: statically when no expansion has a loop (MEMBER_OF indices
// fixed), or as a MapBuild. list is the construct's entries; it returns
// the new list, the build (nil when static) and, per old index, the
// new index (static) or the builder variable (dynamic) of the entries
// in keep.
func (env *Env) finishMaps(list []*plan.Arg, keep map[int]bool) ([]*plan.Arg, *plan.MapBuild, map[int]int, map[int]string) {
	s := env.mst
	if s == nil || len(s.uses) == 0 {
		return list, nil, nil, nil
	}
	top := make([]*plan.MapNode, len(list))
	var nodes []*plan.MapNode
	for i, e := range list {
		exp, ok := s.after[e]
		switch {
		case e.Kind == argExpansionOnly:
			nodes = append(nodes, exp...)
			continue
		case ok:
			top[i] = exp[0]
			nodes = append(nodes, exp...)
		default:
			top[i] = &plan.MapNode{Entry: e, Flags: e.Flags &^ mapping.MemberOf}
			nodes = append(nodes, top[i])
		}
		top[i].Flags = e.Flags &^ mapping.MemberOf
	}
	// Struct member entries (docs/data-mapping.md) name their parent by index: by variable
	// now, since the expansions shift the indices.
	for i, e := range list {
		if p := e.Flags.Parent(); p >= 0 && top[i] != nil && top[p] != nil {
			if top[p].Parent == "" {
				top[p].Parent = s.newParent()
			}
			top[i].MemberOf = top[p].Parent
		}
	}
	vars := map[int]string{}
	for i := range keep {
		if top[i] != nil {
			if top[i].Parent == "" {
				top[i].Parent = s.newParent()
			}
			vars[i] = top[i].Parent
		}
	}
	if s.dynamic {
		var kept []*plan.Arg
		for _, e := range list {
			if e.Kind != argExpansionOnly {
				kept = append(kept, e)
			}
		}
		return kept, &plan.MapBuild{Nodes: nodes, Parents: s.parents}, nil, vars
	}
	idx := map[string]int{}
	var out []*plan.Arg
	for _, n := range nodes {
		e := n.Entry
		if n.Parent != "" {
			idx[n.Parent] = len(out)
		}
		e.Flags = n.Flags
		if n.MemberOf != "" {
			e.Flags |= mapping.MemberOfBits(idx[n.MemberOf])
		}
		out = append(out, e)
	}
	newIdx := map[int]int{}
	for i, v := range vars {
		newIdx[i] = idx[v]
	}
	return out, nil, newIdx, nil
}

// KernelMapper applies a mapper to a variable of type t named in item
// it of map clause c of a target region, whose entry arg is planned: arg
// becomes the parent.
func (env *Env) KernelMapper(arg *plan.Arg, c *directive.Clause, it *directive.Item, t cc.Type) {
	m, et, ok := env.itemMapper(c, it, t)
	if !ok || m == nil {
		return
	}
	arg.Flags = parentFlags(arg.Flags)
	env.expandUse(arg, c, it, arg.Var, t, m, et, c.MapType, 0)
}

// ImplicitMapper applies a visible default mapper to a struct (or array
// of structs) that a target region maps implicitly.
func (env *Env) ImplicitMapper(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	if arg.Literal || arg.Flags&(mapping.Private|mapping.Literal) != 0 || (arg.Kind != plan.ArgByRef && arg.Kind != plan.ArgArray) {
		return
	}
	et := t
	for et.Kind() == cc.Array {
		et = et.(*cc.ArrayType).Elem()
	}
	if !ctype.IsRecord(et) {
		return
	}
	m, ok := env.resolveMapper("", pos, et, env.mst.off, pos)
	if !ok || m == nil {
		return
	}
	outer := directive.MapAlloc
	switch arg.Flags & (mapping.To | mapping.From) {
	case mapping.To | mapping.From:
		outer = directive.MapToFrom
	case mapping.To:
		outer = directive.MapTo
	case mapping.From:
		outer = directive.MapFrom
	}
	c := &directive.Clause{Name: "map", MapType: outer}
	it := &directive.Item{Pos: pos, Name: arg.Var, Text: arg.Var}
	arg.Flags = parentFlags(arg.Flags)
	env.expandUse(arg, c, it, arg.Var, t, m, et, outer, 0)
}

// DataMapper applies a mapper to an item of a map clause of a data
// directive, of map type outer, whose entry e is planned: e becomes the
// parent.
func (env *Env) DataMapper(e *plan.Arg, c *directive.Clause, it *directive.Item, decl *cc.Declarator, outer directive.MapType) {
	m, et, ok := env.itemMapper(c, it, decl.Type())
	if !ok || m == nil {
		return
	}
	e.Flags = parentFlags(e.Flags)
	env.expandUse(e, c, it, decl.Name(), decl.Type(), m, et, outer, 0)
}

// MotionMapper expands a target update item through its mapper; it
// reports whether it handled the item (or reported an error) and
// returns the entry that anchors the expansion in the construct's list
// (nil when none).
func (env *Env) MotionMapper(decl *cc.Declarator, c *directive.Clause, it *directive.Item, dir mapping.Flags) (*plan.Arg, bool) {
	m, et, ok := env.itemMapper(c, it, decl.Type())
	if !ok {
		return nil, true
	}
	if m == nil {
		return nil, false
	}
	outer := directive.MapTo
	if dir == mapping.From {
		outer = directive.MapFrom
	}
	return env.expandUse(nil, c, it, decl.Name(), decl.Type(), m, et, outer, dir), true
}

// AnyMapper reports whether a mapper applies to an object of type t that
// clause c names at pos: a mapper(id) modifier, or a default mapper of
// a struct type visible at the construct (after an error too).
func (env *Env) AnyMapper(c *directive.Clause, t cc.Type, pos diag.Pos) bool {
	if c.Mapper != "" {
		return true
	}
	if !ctype.IsRecord(t) {
		return false
	}
	m, ok := env.resolveMapper("", pos, t, env.mst.off, pos)
	return !ok || m != nil
}

// NoMapperOnMembers rejects a mapper on a variable decl mapped through
// its members; g are the variable's items. A default mapper counts too:
// the member entries would map the whole item without it (clang-19
// expands it, and its entries then meet the members' in the runtime's
// counts, `map(to: s) map(from: s.p[0:n])` copying nothing back).
func (env *Env) NoMapperOnMembers(decl *cc.Declarator, g []Use) bool {
	for _, u := range g {
		if u.Clause.Mapper != "" {
			env.in.Errs.Errorf(u.Clause.MapperPos, "a mapper cannot be applied to '%s' together with its members (not supported yet)", u.Item.Text)
			return false
		}
	}
	for _, u := range g {
		if len(u.Item.Members) > 0 {
			continue
		}
		m, et, ok := env.itemMapper(u.Clause, u.Item, decl.Type())
		if !ok {
			return false
		}
		if m != nil {
			env.in.Errs.Errorf(u.Item.Pos, "'%s', of type '%s' with a default mapper, together with its members on one directive is not supported yet; map it or its members on an enclosing directive", u.Item.Text, ctype.Spell(et))
			return false
		}
	}
	return true
}

// FinishKernelMaps places the region's mapper expansions.
func (env *Env) FinishKernelMaps(k *plan.Kernel) {
	k.Args, k.Build, _, _ = env.finishMaps(k.Args, nil)
	k.Mappers = env.mst.uses
}

// FinishDataMaps places a data directive's mapper expansions; the
// use_device entries follow them.
func (env *Env) FinishDataMaps(op *plan.DataOp) {
	keep := map[int]bool{}
	for _, u := range op.UseDevice {
		keep[u.Entry] = true
	}
	list, build, newIdx, vars := env.finishMaps(op.Entries, keep)
	op.Entries, op.Build, op.Mappers = list, build, env.mst.uses
	for _, u := range op.UseDevice {
		if build != nil {
			u.EntryVar = vars[u.Entry]
		} else if newIdx != nil {
			u.Entry = newIdx[u.Entry]
		}
	}
	if build == nil {
		return
	}
	build.Names = true
	build.EndTypes = op.Construct == directive.TargetData
	var walk func([]*plan.MapNode)
	walk = func(ns []*plan.MapNode) {
		for _, n := range ns {
			if n.Loop != nil {
				walk(n.Loop.Body)
				continue
			}
			n.EndFlags = uint64(n.Flags &^ mapping.Present)
		}
	}
	walk(build.Nodes)
}

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
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// The clauses of a target construct that map data to its kernel: struct
// members, whole variables and sections (1-D and multi-dimensional),
// is_device_ptr, has_device_addr, and defaultmap with the implicit rules
// for global variables.

// memberDecls finds the variables that map clauses of d name through a
// member; all their map items are planned together (memberEntries).
func (env *Env) memberDecls(d *directive.Directive, scope *cc.Scope, seq int) map[*cc.Declarator][]Use {
	out := map[*cc.Declarator][]Use{}
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "map" {
			continue
		}
		for ii := range c.Items {
			if len(c.Items[ii].Members) == 0 {
				continue
			}
			// A chain from a struct variable or an element
			// (`o.p->q[0:n]`) joins its variable's member group too
			// (deref.go), and so does one from a pointer variable
			// with other items (`po[0:1]`, `po`); alone it keeps
			// clang-19's encoding (kernelChain).
			if decl := resolve.Lookup(scope, c.Items[ii].Name, seq); decl != nil && (!memberChain(decl, &c.Items[ii]) || decl.Type().Kind() != cc.Ptr || mapsOther(d, decl)) {
				out[decl] = nil
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "map" {
			continue
		}
		for ii := range c.Items {
			if decl := resolve.Lookup(scope, c.Items[ii].Name, seq); decl != nil {
				if _, ok := out[decl]; ok {
					out[decl] = append(out[decl], Use{c, &c.Items[ii]})
				}
			}
		}
	}
	for decl, all := range out {
		var g, chains []Use
		for _, u := range all {
			if memberChain(decl, u.Item) {
				chains = append(chains, u)
			} else {
				g = append(g, u)
			}
		}
		// Chains whose pointers' pointees the construct does not map
		// join too: their entries map and attach those pointers
		// (derefEntries).
		g, rest := joinChains(decl, g, chains) // chains.go
		out[decl] = append(g, rest...)
	}
	return out
}

// inGroup reports whether item it is one of g's.
func inGroup(g []Use, it *directive.Item) bool {
	for _, u := range g {
		if u.Item == it {
			return true
		}
	}
	return false
}

// kernelMembers appends the struct entries of one variable to a kernel:
// the parent is the kernel parameter.
func (kc *kernelCaptures) kernelMembers(k *plan.Kernel, decl *cc.Declarator, g []Use, pos diag.Pos) {
	if !kc.NoMapperOnMembers(decl, g) {
		return
	}
	for _, u := range g {
		if !AllowedMapType(k.Construct, u.Clause.MapType) {
			kc.in.Errs.Errorf(u.Clause.MapTypePos, "map-type '%s' is not allowed on '#pragma omp %s'", u.Clause.MapType, k.Construct)
			return
		}
	}
	if kc.linkVars[decl] && !kc.linkMembers(k.Construct, decl, g) {
		return
	}
	idx := len(k.Args)
	var list []*plan.Arg
	var parent *plan.Arg
	if hasMembers(g) {
		list, parent = kc.MemberEntries(k.Construct, decl, g, k.Args, true, nil)
	} else {
		list, parent = kc.sectionEntries(k.Construct, decl, g, k.Args, true) // sections.go
	}
	if parent == nil {
		return
	}
	parent.Param = fmt.Sprintf("__omp_arg%d", idx)
	form := "ref"
	switch parent.Kind {
	case plan.ArgPointer:
		form = "pointer"
	case plan.ArgArray:
		form = "array" // one element mapped: arr[i].x
	}
	if !kc.declare(parent, decl.Type(), pos, form) {
		return
	}
	k.Args = list
	if kc.linkVars[decl] {
		k.Args = append(k.Args, linkAttach(decl.Name(), parent)) // link.go
	}
}

// mappedEntry plans a variable named in a map clause of a target region
// (no members): whole, or through 1-D or multi-dimensional sections.
func (kc *kernelCaptures) mappedEntry(arg *plan.Arg, use Use, t cc.Type, pos diag.Pos) {
	c, it := use.Clause, use.Item
	if !AllowedMapType(directive.Target, c.MapType) {
		kc.in.Errs.Errorf(c.Pos, "map-type '%s' is not allowed on '#pragma omp target'", c.MapType)
		return
	}
	e := kc.Entry(arg.Var, t, it.Pos, it.Text, it.Sections, false)
	if e == nil {
		return
	}
	arg.Flags = mapping.FromClause(c.MapType, c.Modifiers) | mapping.TargetParam
	arg.Kind, arg.Base, arg.Begin, arg.Size = e.Kind, e.Base, e.Begin, e.Size
	switch {
	case e.Kind == plan.ArgPointer && VLA1(t) != nil:
		kc.declare(arg, VLA1(t).Pointer(), pos, "pointer")
	case e.Kind == plan.ArgPointer:
		kc.declare(arg, t, pos, "pointer")
	case e.Kind == plan.ArgArray:
		kc.declare(arg, t, pos, "array")
	default:
		kc.declare(arg, t, pos, "ref")
	}
}

// deviceAddr plans is_device_ptr and has_device_addr: the host value (a
// device pointer) or address (a device address) travels as a literal.
func (kc *kernelCaptures) deviceAddr(arg *plan.Arg, use Use, t cc.Type, pos diag.Pos) {
	v := arg.Var
	if use.Clause.Name == "has_device_addr" && len(use.Item.Sections) > 0 {
		// An array section: its base, an array or a pointer, holds
		// device addresses; a pointer then travels by value, as in
		// is_device_ptr.
		if len(use.Item.Members) > 0 || t.Kind() != cc.Array && t.Kind() != cc.Ptr {
			kc.in.Errs.Errorf(use.Item.Pos, "'%s' in clause 'has_device_addr' must be a variable or a section of an array or a pointer", use.Item.Text)
			return
		}
		if t.Kind() == cc.Ptr {
			kc.firstprivate(arg, t, pos)
			return
		}
	}
	if use.Clause.Name == "is_device_ptr" {
		switch {
		case t.Kind() == cc.Ptr || VLA1(t) != nil:
			kc.firstprivate(arg, t, pos)
			return
		case t.Kind() != cc.Array:
			kc.in.Errs.Errorf(use.Item.Pos, "'%s' in clause 'is_device_ptr' is not a pointer", v)
			return
		}
		// An array: OpenMP 5.2 treats a list item that is not a
		// pointer as if it were in has_device_addr (deprecated), the
		// form of arrays under use_device_addr.
	}
	arg.Flags = mapping.Literal | mapping.TargetParam
	arg.Size = "0"
	if t.Kind() == cc.Array {
		arg.Kind = plan.ArgArray
		arg.Base, arg.Begin = "(void *)"+v, "(void *)"+v
		kc.declare(arg, t, pos, "array")
		return
	}
	arg.Kind = plan.ArgByRef
	arg.Base, arg.Begin = "(void *)&"+v, "(void *)&"+v
	kc.declare(arg, t, pos, "ref")
}

// setDefaultmap records the defaultmap clauses of a target region.
func (env *Env) setDefaultmap(d *directive.Directive) {
	env.defaultmap = map[string]string{}
	for _, c := range d.Clauses {
		if c.Name != "defaultmap" {
			continue
		}
		parts := strings.SplitN(c.Expr, ":", 2)
		behavior, cat := parts[0], "all"
		if len(parts) == 2 {
			cat = parts[1]
		}
		switch behavior {
		case "alloc", "to", "from", "tofrom", "firstprivate", "none", "default", "present":
		default:
			env.in.Errs.Errorf(c.ExprPos, "unknown defaultmap behavior '%s' (alloc, to, from, tofrom, firstprivate, none, default or present)", behavior)
			continue
		}
		switch cat {
		case "all", "scalar", "aggregate", "pointer":
		default:
			env.in.Errs.Errorf(c.ExprPos, "unknown defaultmap variable category '%s' (scalar, aggregate, pointer or all)", cat)
			continue
		}
		if _, dup := env.defaultmap[cat]; dup {
			env.in.Errs.Errorf(c.Pos, "more than one defaultmap clause for category '%s'", cat)
			continue
		}
		if other := allBeside(env.defaultmap, cat); other != "" {
			// A clause without a category names every category
			// (OpenMP 5.2 §5.8.7 allows one clause per category;
			// clang-19 refuses the pair as well).
			env.in.Errs.Errorf(c.Pos, "more than one defaultmap clause for category '%s': a defaultmap clause without a category (or with 'all') names every category", other)
			continue
		}
		env.defaultmap[cat] = behavior
	}
}

// allBeside is a category that a defaultmap clause for cat would name a
// second time next to the clauses in seen: any, where one of them or cat
// is "all"; "" if none.
func allBeside(seen map[string]string, cat string) string {
	for _, c := range []string{"scalar", "aggregate", "pointer"} {
		if _, ok := seen[c]; ok && cat == "all" || seen["all"] != "" && cat == c {
			return c
		}
	}
	return ""
}

// implicitData applies defaultmap and the global-variable rules before
// the default implicit rules; it returns true when it planned (or
// rejected) the variable.
func (kc *kernelCaptures) implicitData(decl *cc.Declarator, arg *plan.Arg, t cc.Type, pos diag.Pos) bool {
	v := arg.Var
	global := decl.StorageDuration() == cc.Static && decl.Linkage() != cc.None
	if global && t.Kind() == cc.Array && (t.(*cc.ArrayType).Len() < 0 || t.(*cc.ArrayType).IsVLA()) {
		kc.in.Errs.Errorf(pos, "global '%s' cannot be mapped implicitly: its size is not known here; list it between '#pragma omp declare target' and '#pragma omp end declare target', or map a section of it", v)
		return true
	}
	if global && !ctype.IsScalar(t) && t.Kind() != cc.Array && !ctype.IsRecord(t) {
		kc.in.Errs.Errorf(pos, "global '%s' of type '%s' cannot be mapped implicitly; list it in '#pragma omp declare target'", v, t)
		return true
	}
	cat := "aggregate"
	switch {
	case t.Kind() == cc.Ptr:
		cat = "pointer"
	case ctype.IsScalar(t):
		cat = "scalar"
	}
	b := kc.DefaultmapOf(cat)
	switch b {
	case "", "default":
		if ctype.IsRecord(t) {
			// Aggregates are mapped tofrom.
			arg.Kind = plan.ArgByRef
			arg.Base, arg.Begin, arg.Size = "(void *)&"+v, "(void *)&"+v, fmt.Sprintf("sizeof(%s)", v)
			arg.Flags = mapping.To | implicitFrom(t) | mapping.TargetParam | mapping.Implicit
			kc.declare(arg, t, pos, "ref")
			return true
		}
		return false
	case "none":
		kc.in.Errs.Errorf(pos, "'%s' must be listed in a data-sharing or map clause: the region has defaultmap(none)", v)
		return true
	case "firstprivate":
		kc.firstprivateItem(arg, t, pos)
		arg.Flags |= mapping.Implicit
		return true
	}
	var flags mapping.Flags
	switch b {
	case "to":
		flags = mapping.To
	case "from":
		flags = mapping.From
	case "tofrom":
		flags = mapping.To | mapping.From
	case "present":
		flags = mapping.Present
	}
	e := kc.Entry(v, t, pos, v, nil, false)
	if e == nil {
		return true
	}
	arg.Kind, arg.Base, arg.Begin, arg.Size = e.Kind, e.Base, e.Begin, e.Size
	arg.Flags = flags | mapping.TargetParam | mapping.Implicit
	switch e.Kind {
	case plan.ArgArray:
		kc.declare(arg, t, pos, "array")
	case plan.ArgPointer:
		kc.declare(arg, VLA1(t).Pointer(), pos, "pointer")
	default:
		kc.declare(arg, t, pos, "ref")
	}
	return true
}

// DefaultmapOf is the region's defaultmap behaviour for variable category
// cat ("scalar", "aggregate", "pointer"): its own clause, else one for
// all categories; "" when neither was written.
func (env *Env) DefaultmapOf(cat string) string {
	if b := env.defaultmap[cat]; b != "" {
		return b
	}
	return env.defaultmap["all"]
}

package dataenv

import (
	"fmt"
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Region is what planning the captures of one target region reads from
// the analysis around it: the shape of the region (generic or not), and
// how the device code spells a declaration and the records it needs.
type Region interface {
	// Generic reports whether the region is generic: its code outside
	// loops runs on one thread per team (docs/generic.md).
	Generic() bool
	// GenericTeams reports whether that generic region is a teams
	// region, where a copy the runtime made for the region is shared by
	// all teams.
	GenericTeams() bool
	// Records records the struct and union definitions a device
	// declaration of type t needs (errors at pos).
	Records(t cc.Type, pos diag.Pos)
	// Spell spells a device declaration of name with type t ("" for
	// a type name).
	Spell(t cc.Type, name string) (string, error)
}

// kernelCaptures plans the captures of one target region.
type kernelCaptures struct {
	*Env
	r Region
	// repeats are the other uses of a list item that several map
	// clauses name (repeats.go), after the one that makes the kernel's
	// parameter.
	repeats map[*cc.Declarator][]Use
}

// Captures decides, for every variable the region uses or a clause
// names, how it reaches the kernel, and fills k.Args and k.Locals: caps
// are the variables the region references, in order of first use, scope
// and first the scope and token sequence number at its start, inner the
// variables CheckDefault made private or firstprivate.
func (env *Env) Captures(r Region, k *plan.Kernel, d *directive.Directive, caps []Ref, scope *cc.Scope, first int, inner map[*cc.Declarator]Share) {
	kc := &kernelCaptures{Env: env, r: r}
	groups := env.memberDecls(d, scope, first)         // variables mapped through members (kerneldata.go)
	groups = env.sectionDecls(d, scope, first, groups) // several sections of one array (sections.go)
	env.setDefaultmap(d)
	if inner == nil {
		inner = map[*cc.Declarator]Share{}
	}
	skip := env.InnerSharing(d, scope, first, inner) // datasharing.go
	uses, order, rows := kc.explicitUses(d, scope, first, groups, skip)
	// Implicit captures follow in order of first use.
	byDecl := map[*cc.Declarator]Ref{}
	for _, c := range caps {
		byDecl[c.Decl] = c
		if _, ok := uses[c.Decl]; !ok {
			order = append(order, c.Decl)
		}
	}

	// Two geometry parameters lead every kernel.
	k.Args = append(k.Args,
		&plan.Arg{Kind: plan.ArgGeometry, Param: "__omp_arg0", Base: plan.LiteralSlot(plan.HostTeams), Begin: plan.LiteralSlot(plan.HostTeams), Size: "8", Flags: mapping.Literal | mapping.TargetParam, Text: "num_teams", Literal: true},
		&plan.Arg{Kind: plan.ArgGeometry, Param: "__omp_arg1", Base: plan.LiteralSlot(plan.HostThreads), Begin: plan.LiteralSlot(plan.HostThreads), Size: "8", Flags: mapping.Literal | mapping.TargetParam, Text: "num_threads", Literal: true},
	)
	for _, decl := range order {
		use, explicit := uses[decl]
		pos := diag.Pos{}
		if c, ok := byDecl[decl]; ok {
			pos = c.Pos
		} else if explicit {
			pos = use.Item.Pos
		}
		kc.captureVar(k, decl, use, explicit, pos, groups, inner)
		kc.vlaBytes(k, decl)
	}
	kc.declTargetInner(k, inner, uses, byDecl)
	env.kernelPointerRows(k, d, uses, rows) // ptrrows.go
}

// declTargetInner gives each thread its own copy of a declare target
// variable that a construct nested in the region makes private or
// firstprivate: the region refers to the variable's device copy, which no
// capture stands for, so without a local the threads would share (and
// change) the device copy. A firstprivate copy starts from the device
// copy's value, read into __omp_gfp_<name> before the copy's declaration
// hides the variable (the merged device source puts each unit in a
// namespace, so ::name would not find it). In a generic region (code
// beside the nested constructs) the copy would be the team's, which the
// lowering does not declare for any variable yet: refused as for the
// captured ones (applyInner).
func (kc *kernelCaptures) declTargetInner(k *plan.Kernel, inner map[*cc.Declarator]Share, uses map[*cc.Declarator]Use, byDecl map[*cc.Declarator]Ref) {
	var decls []*cc.Declarator
	for decl := range inner {
		_, used := uses[decl]
		_, captured := byDecl[decl]
		if !used && !captured && kc.declTargets[decl] {
			decls = append(decls, decl)
		}
	}
	sort.Slice(decls, func(i, j int) bool {
		a, b := inner[decls[i]].Pos, inner[decls[j]].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	for _, decl := range decls {
		s, name, t := inner[decl], decl.Name(), decl.Type()
		if kc.r.Generic() {
			kc.refuseGeneric(s, name)
			continue
		}
		if s.Clause == "firstprivate" && t.Kind() == cc.Array {
			kc.in.Errs.Errorf(s.Pos, "'%s' in clause '%s' of a construct nested in the target construct is not supported yet for this declare target variable", name, s.Clause)
			continue
		}
		local, ok := kc.local(t, name, s.Pos)
		if !ok {
			continue
		}
		if s.Clause == "firstprivate" {
			init, ok := kc.local(t, "__omp_gfp_"+name, s.Pos)
			if !ok {
				continue
			}
			k.Locals = append(k.Locals, init+" = "+name+";")
			local += " = __omp_gfp_" + name
		}
		k.Locals = append(k.Locals, local+";")
		if !s.Nested {
			AddFallback(k, plan.FallbackVar{Name: name, Init: s.Clause == "firstprivate", Array: t.Kind() == cc.Array})
		}
	}
}

// captureVar decides how the variable decl reaches the kernel (named by
// use when explicit; pos where the region or the clause names it) and
// appends its kernel arguments, locals and fallback copies to k.
func (kc *kernelCaptures) captureVar(k *plan.Kernel, decl *cc.Declarator, use Use, explicit bool, pos diag.Pos, groups map[*cc.Declarator][]Use, inner map[*cc.Declarator]Share) {
	name := decl.Name()
	if decl.IsTypename() || decl.Type().Kind() == cc.Function {
		kc.in.Errs.Errorf(pos, "'%s' is not a variable", name)
		return
	}
	if decl.IsThreadLocal() {
		kc.in.Errs.Errorf(pos, "thread-local variable '%s' cannot be used in a target region", name)
		return
	}
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	arg := &plan.Arg{Var: name, Param: param, Text: name, Implicit: !explicit}
	t := decl.Type()
	share, isInner := inner[decl]
	if groups[decl] == nil && kc.view(k, arg, use, explicit, t, pos) {
		if rest := kc.repeats[decl]; len(rest) > 0 && arg.Kind != "" {
			// The other uses map the view's storage too (repeats.go).
			k.Args = repeatEntries(directive.Target, arg, rest, k.Args)
		}
		if isInner && arg.DeviceDecl != "" {
			kc.vlaInner(k, arg, t, share, explicit && len(use.Item.Sections) > 0)
		}
		return
	}
	switch {
	case explicit && use.Clause.Name == "map" && groups[decl] != nil:
		if isInner {
			kc.in.Errs.Errorf(share.Pos, "'%s' in clause '%s' next to a map of its members is not supported yet", name, share.Clause)
			return
		}
		kc.kernelMembers(k, decl, groups[decl], pos)
		return
	case explicit && (use.Clause.Name == "is_device_ptr" || use.Clause.Name == "has_device_addr"):
		kc.deviceAddr(arg, use, t, pos)
	case explicit && (use.Clause.Name == "private" || use.Clause.Name == "firstprivate") && VLA1(t) != nil:
		kc.vla1Copy(k, arg, t, use.Clause.Name, pos)
		return
	case explicit && use.Clause.Name == "private":
		decl, ok := kc.local(t, name, pos)
		if !ok {
			return
		}
		if kc.r.Generic() {
			decl = "OMP_DEV_SHARED " + decl
		}
		k.Locals = append(k.Locals, decl+";")
		k.FallbackPrivate = append(k.FallbackPrivate, plan.FallbackVar{Name: name, Array: t.Kind() == cc.Array})
		return
	case explicit && use.Clause.Name == "map":
		kc.mapped(arg, use, t, pos)
	case explicit && use.Clause.Name == "firstprivate":
		kc.firstprivateItem(arg, t, pos)
	case kc.linkVars[decl]:
		kc.linkImplicit(arg, t, pos) // link.go
	default:
		if !kc.implicitData(decl, arg, t, pos) {
			kc.implicit(arg, t, pos)
		}
		kc.ImplicitMapper(arg, t, pos)
	}
	if arg.Kind == "" {
		return // reported
	}
	if isInner {
		kc.applyInner(k, arg, t, pos, share)
	}
	arg.Text = name
	if explicit {
		arg.Text = use.Item.Text
	}
	if rest := kc.repeats[decl]; len(rest) > 0 && kc.linkVars[decl] && explicit && use.Clause.Name == "map" {
		k.Args = append(k.Args, kc.linkLeading(decl, rest)...) // linkrepeats.go
	}
	k.Args = append(k.Args, arg)
	if rest := kc.repeats[decl]; len(rest) > 0 && !kc.linkVars[decl] && explicit && use.Clause.Name == "map" {
		k.Args = repeatEntries(directive.Target, arg, rest, k.Args) // repeats.go
	}
	if isInner && arg.Kind == plan.ArgPointer && VLA1(t) != nil && !kc.r.Generic() {
		kc.vlaInner(k, arg, t, share, explicit && len(use.Item.Sections) > 0)
	}
	if e := kc.declTargetAttach(decl, use, arg); e != nil {
		k.Args = append(k.Args, e) // link.go
	} else if kc.linkVars[decl] && arg.Flags&(mapping.Literal|mapping.Private) == 0 {
		k.Args = append(k.Args, linkAttach(name, arg)) // link.go
	}
	switch {
	case arg.Kind == plan.ArgLiteral, arg.Kind == plan.ArgPrivate, arg.Kind == plan.ArgPointer && t.Kind() == cc.Ptr:
		// Firstprivate: the host fallback runs on a copy too.
		AddFallback(k, plan.FallbackVar{Name: name, Init: true, Array: t.Kind() == cc.Array})
	}
}

// refuseGeneric refuses data-sharing clause s on a construct nested in a
// generic region for name where the lowering does not declare its copy:
// a parallel construct's, or a declare target variable's
// (docs/generic.md).
func (kc *kernelCaptures) refuseGeneric(s Share, name string) {
	kc.in.Errs.Errorf(s.Pos, "'%s' made %s for a construct nested in a target region with code or non-loop constructs beside its loops (a generic region, docs/generic.md) is not supported yet", name, s.Clause)
}

// applyInner makes the kernel's view of arg, which the target level
// planned, a private or firstprivate copy.
func (kc *kernelCaptures) applyInner(k *plan.Kernel, arg *plan.Arg, t cc.Type, pos diag.Pos, s Share) {
	name := arg.Var
	if kc.r.Generic() && !(kc.r.GenericTeams() && s.Teams) {
		// A teams construct's copy is each team's, in its shared
		// storage (declare); a parallel construct's would be each
		// thread's, which is not declared here.
		kc.refuseGeneric(s, name)
		return
	}
	if arg.Kind == plan.ArgPointer && VLA1(t) != nil {
		return // copies planned once arg is in place (vlaInner)
	}
	if s.Clause == "private" {
		decl, ok := kc.local(t, name, pos)
		if !ok {
			return
		}
		if kc.r.Generic() {
			// Each team's copy, in its shared storage.
			decl = "OMP_DEV_SHARED " + decl
		}
		arg.DeviceDecl = decl + ";"
		if !s.Nested {
			AddFallback(k, plan.FallbackVar{Name: name, Array: t.Kind() == cc.Array})
		}
		return
	}
	switch arg.Kind {
	case plan.ArgByRef, plan.ArgArray:
		kc.declare(arg, t, pos, "copy")
	case plan.ArgLiteral, plan.ArgPrivate:
		// A copy per thread already.
	case plan.ArgPointer:
	default:
		kc.in.Errs.Errorf(s.Pos, "'%s' in clause '%s' of a construct nested in the target construct is not supported yet for this kind of mapping", name, s.Clause)
		return
	}
	if !s.Nested {
		AddFallback(k, plan.FallbackVar{Name: name, Init: true, Array: t.Kind() == cc.Array})
	}
}

// VLA1 returns the element type of a one-dimensional variable-length
// array, which the device sees as a pointer.
func VLA1(t cc.Type) cc.Type {
	if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() && at.Elem().Kind() != cc.Array {
		return at.Elem()
	}
	return nil
}

// implicit applies OpenMP 5.x's implicit data-mapping rules.
func (kc *kernelCaptures) implicit(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	v := arg.Var
	switch {
	case t.Kind() == cc.Ptr:
		kc.pointer(arg, t, pos)
		arg.Flags |= mapping.Implicit
	case ctype.IsScalar(t) || ctype.IsDeviceComplex(t):
		kc.firstprivate(arg, t, pos)
		arg.Flags |= mapping.Implicit
	case t.Kind() == cc.Array:
		if el := VLA1(t); el != nil {
			arg.Kind = plan.ArgPointer
			arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), fmt.Sprintf("sizeof(%s)", v)
			arg.Flags = mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit
			kc.declare(arg, el.Pointer(), pos, "pointer")
			return
		}
		arg.Kind = plan.ArgArray
		arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.To | implicitFrom(t) | mapping.TargetParam | mapping.Implicit
		kc.declare(arg, t, pos, "array")
	default:
		kc.in.Errs.Errorf(pos, "variable '%s' of type '%s' cannot be used in a target region yet", v, t)
	}
}

// pointer passes a pointer firstprivate with zero-length array-section
// semantics: the device sees the address of its pointee's device copy
// when that is mapped, else the pointer's value.
func (kc *kernelCaptures) pointer(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	v := arg.Var
	arg.Kind = plan.ArgPointer
	arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), "0"
	arg.Flags = mapping.TargetParam
	kc.declare(arg, t, pos, "pointer")
}

// firstprivateItem plans a variable that a firstprivate clause on the
// target construct, or defaultmap(firstprivate), makes firstprivate. A
// pointer is translated as an implicit one is (clang-19 does the same):
// its pointee, when mapped, is where the region's accesses through it
// must go, and the host address would mean nothing on a device.
func (kc *kernelCaptures) firstprivateItem(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	if t.Kind() == cc.Ptr {
		kc.pointer(arg, t, pos)
		return
	}
	kc.firstprivate(arg, t, pos)
}

// implicitFrom is the FROM of an implicit tofrom map of an object of type
// t: none for a const-qualified one, which the region cannot have
// changed, and whose copy back would write storage the program may keep
// read-only (a const file-scope array is in .rodata: the write
// would crash it, as it crashes clang-19's program).
func implicitFrom(t cc.Type) mapping.Flags {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	if ctype.IsConst(t) {
		return 0
	}
	return mapping.From
}

// firstprivate passes a scalar by value: in a 64-bit literal slot when it
// fits, otherwise as a private copy the runtime makes on the device.
func (kc *kernelCaptures) firstprivate(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	v := arg.Var
	if ctype.IsScalar(t) && t.Size() <= 8 {
		arg.Kind = plan.ArgLiteral
		arg.Literal = true
		arg.Slot = "__omp_lit_" + v
		arg.Base = plan.LiteralSlot(arg.Slot)
		arg.Begin = arg.Base
		arg.Size = fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.Literal | mapping.TargetParam
		kc.declare(arg, t, pos, "literal")
		return
	}
	if VLA1(t) != nil {
		kc.in.Errs.Errorf(pos, "firstprivate variable-length array '%s' is not supported yet", v)
		return
	}
	arg.Kind = plan.ArgPrivate
	arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)&%s", v), fmt.Sprintf("(void *)&%s", v), fmt.Sprintf("sizeof(%s)", v)
	arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
	kc.declare(arg, t, pos, "copy")
}

// mapped handles a variable named in a map clause.
func (kc *kernelCaptures) mapped(arg *plan.Arg, use Use, t cc.Type, pos diag.Pos) {
	kc.mappedEntry(arg, use, t, pos) // whole, 1-D and multi-dimensional sections
	if arg.Kind != "" {
		kc.KernelMapper(arg, use.Clause, use.Item, t) // mapper.go
	}
}

// explicitUses collects the variables the clauses of d name, in clause
// order, with the clause and item of each (one per variable: a second is
// an error, except the several maps of one variable's members, which
// groups holds); items in skip belong to nested levels.
func (kc *kernelCaptures) explicitUses(d *directive.Directive, scope *cc.Scope, first int, groups map[*cc.Declarator][]Use, skip map[*directive.Item]bool) (map[*cc.Declarator]Use, []*cc.Declarator, []rowUse) {
	uses := map[*cc.Declarator]Use{}
	var order []*cc.Declarator
	var rows []rowUse
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name == "depend" {
			continue // the target task's, not the region's (depend.go)
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			if skip[it] {
				continue
			}
			decl := kc.ClauseVar(scope, it, c.Name, first)
			if decl == nil {
				continue
			}
			if c.Name == "map" {
				if _, _, _, isRow := pointerRowItem(decl, it); isRow && !inGroup(groups[decl], it) {
					rows = append(rows, rowUse{Decl: decl, Use: Use{Clause: c, Item: it}}) // ptrrows.go
					continue
				}
			}
			if _, ok := groups[decl]; ok && c.Name == "map" {
				if _, done := uses[decl]; !done {
					uses[decl] = Use{Clause: c, Item: it}
					order = append(order, decl)
				}
				continue
			}
			if prev, ok := uses[decl]; ok {
				if c.Name == "map" && prev.Clause.Name == "map" && sameItem([]Use{prev, {Clause: c, Item: it}}) || kc.isLinkRepeat(decl, prev, Use{Clause: c, Item: it}) {
					kc.addRepeat(decl, Use{Clause: c, Item: it})
					continue
				}
				switch {
				case prev.Clause.Name != c.Name:
					kc.in.Errs.Errorf(it.Pos, "'%s' appears in both '%s' and '%s' clauses", it.Name, prev.Clause.Name, c.Name)
				case c.Name == "map" && len(it.Sections) > 0 && len(prev.Item.Sections) > 0 && it.Text != prev.Item.Text:
					kc.in.Errs.Errorf(it.Pos, "'%s' and '%s' are sections of the same array on one directive; list one section that covers both", prev.Item.Text, it.Text)
				case c.Name == "map":
					kc.in.Errs.Errorf(it.Pos, "'%s' is mapped more than once on this directive", it.Text)
				default:
					kc.in.Errs.Errorf(it.Pos, "'%s' appears more than once in '%s' clauses", it.Name, c.Name)
				}
				kc.in.Errs.Notef(prev.Item.Pos, "'%s' first listed here", prev.Item.Text)
				continue
			}
			if c.Name != "map" && c.Name != "has_device_addr" && len(it.Sections) > 0 {
				kc.in.Errs.Errorf(it.Sections[0].Pos, "array sections are not allowed in clause '%s'", c.Name)
				continue
			}
			uses[decl] = Use{Clause: c, Item: it}
			order = append(order, decl)
		}
	}
	for _, decl := range order {
		rest := kc.repeats[decl]
		if len(rest) == 0 {
			continue
		}
		g := append([]Use{uses[decl]}, rest...)
		if !kc.repeatable(decl, g) {
			delete(kc.repeats, decl)
			continue
		}
		if kc.linkVars[decl] {
			// The last is the parameter (linkrepeats.go).
			g = dataOrder(directive.Target, g)
			uses[decl], kc.repeats[decl] = g[len(g)-1], g[:len(g)-1]
			continue
		}
		g = kernelOrder(directive.Target, g)
		uses[decl], kc.repeats[decl] = g[0], g[1:]
	}
	return uses, order, rows
}

// addRepeat records use, a repeated use of a list item of decl.
func (kc *kernelCaptures) addRepeat(decl *cc.Declarator, use Use) {
	if kc.repeats == nil {
		kc.repeats = map[*cc.Declarator][]Use{}
	}
	kc.repeats[decl] = append(kc.repeats[decl], use)
}

package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// clauseUse is how a clause names a variable.
type clauseUse struct {
	clause *directive.Clause
	item   *directive.Item
}

// captures decides, for every variable the region uses or a clause names,
// how it reaches the kernel, and fills k.Args and k.Locals.
func (a *analyzer) captures(k *plan.Kernel, d *directive.Directive, caps []*capture, region *cc.Statement) {
	scope := scopeOf(region)
	firstTok := csyntax.First(region)
	first := firstTok.Seq()
	groups := a.memberDecls(d, scope, first) // variables mapped through members (members.go)
	a.setDefaultmap(d)
	inner := a.inner
	if inner == nil {
		inner = map[*cc.Declarator]innerShare{}
	}
	skip := a.innerSharing(d, scope, first, inner) // datasharing.go
	uses, order, rows := a.explicitUses(d, scope, first, groups, skip)
	// Implicit captures follow in order of first use.
	byDecl := map[*cc.Declarator]*capture{}
	for _, c := range caps {
		byDecl[c.d] = c
		if _, ok := uses[c.d]; !ok {
			order = append(order, c.d)
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
		if c := byDecl[decl]; c != nil {
			pos = c.pos
		} else if explicit {
			pos = use.item.Pos
		}
		a.captureVar(k, decl, use, explicit, pos, groups, inner)
	}
	a.kernelPointerRows(k, d, uses, rows) // ptrrows.go
}

// captureVar decides how the variable decl reaches the kernel (named by
// use when explicit; pos where the region or the clause names it) and
// appends its kernel arguments, locals and fallback copies to k.
func (a *analyzer) captureVar(k *plan.Kernel, decl *cc.Declarator, use clauseUse, explicit bool, pos diag.Pos, groups map[*cc.Declarator][]clauseUse, inner map[*cc.Declarator]innerShare) {
	name := decl.Name()
	if decl.IsTypename() || decl.Type().Kind() == cc.Function {
		a.errs.Errorf(pos, "'%s' is not a variable", name)
		return
	}
	if decl.IsThreadLocal() {
		a.errs.Errorf(pos, "thread-local variable '%s' cannot be used in a target region", name)
		return
	}
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	arg := &plan.Arg{Var: name, Param: param, Text: name, Implicit: !explicit}
	t := decl.Type()
	share, isInner := inner[decl]
	if vw := viewOf(t); vw != nil && groups[decl] == nil {
		a.viewCapture(k, arg, use, explicit, t, vw, pos) // vla.go
		if isInner && arg.DeviceDecl != "" {
			a.vlaInner(k, arg, t, share, explicit && len(use.item.Sections) > 0)
		}
		return
	}
	switch {
	case explicit && use.clause.Name == "map" && groups[decl] != nil:
		if isInner {
			a.errs.Errorf(share.pos, "'%s' in clause '%s' next to a map of its members is not supported yet", name, share.clause)
			return
		}
		a.kernelMembers(k, decl, groups[decl], pos)
		return
	case explicit && (use.clause.Name == "is_device_ptr" || use.clause.Name == "has_device_addr"):
		a.deviceAddr(arg, use, t, pos)
	case explicit && (use.clause.Name == "private" || use.clause.Name == "firstprivate") && vla1(t) != nil:
		a.vla1Copy(k, arg, t, use.clause.Name, pos) // vla.go
		return
	case explicit && use.clause.Name == "private":
		a.needRecords(t, pos)
		decl, err := a.spellDecl(t, name)
		if err != nil {
			a.errs.Errorf(pos, "%v", err)
			return
		}
		if a.genericKernel {
			decl = "OMP_DEV_SHARED " + decl
		}
		k.Locals = append(k.Locals, decl+";")
		k.FallbackPrivate = append(k.FallbackPrivate, plan.FallbackVar{Name: name, Array: t.Kind() == cc.Array})
		return
	case explicit && use.clause.Name == "map":
		a.mapped(arg, use, t, pos)
	case explicit && use.clause.Name == "firstprivate":
		a.firstprivate(arg, t, pos)
	case a.linkVars[decl]:
		a.linkImplicit(arg, t, pos) // link.go
	default:
		if !a.implicitData(decl, arg, t, pos) {
			a.implicit(arg, t, pos)
		}
		a.implicitMapper(arg, t, pos)
	}
	if arg.Kind == "" {
		return // reported
	}
	if isInner {
		a.applyInner(k, arg, t, pos, share)
	}
	arg.Text = name
	if explicit {
		arg.Text = use.item.Text
	}
	k.Args = append(k.Args, arg)
	if isInner && arg.Kind == plan.ArgPointer && vla1(t) != nil && !a.genericKernel {
		a.vlaInner(k, arg, t, share, explicit && len(use.item.Sections) > 0) // vla.go
	}
	if e := a.declTargetAttach(decl, use, arg); e != nil {
		k.Args = append(k.Args, e) // link.go
	} else if a.linkVars[decl] && arg.Flags&(mapping.Literal|mapping.Private) == 0 {
		k.Args = append(k.Args, linkAttach(name, arg)) // link.go
	}
	switch {
	case arg.Kind == plan.ArgLiteral, arg.Kind == plan.ArgPrivate, arg.Kind == plan.ArgPointer && t.Kind() == cc.Ptr:
		// Firstprivate: the host fallback runs on a copy too.
		addFallback(k, plan.FallbackVar{Name: name, Init: true, Array: t.Kind() == cc.Array})
	}
}

// scopeOf returns the innermost scope visible at the start of n.
func scopeOf(n cc.Node) *cc.Scope {
	var s *cc.Scope
	csyntax.Walk(n, func(x cc.Node) bool {
		if s != nil {
			return false
		}
		if ls, ok := x.(interface{ LexicalScope() *cc.Scope }); ok {
			if sc := ls.LexicalScope(); sc != nil {
				s = sc
				// A for statement's own scope holds its loop variable;
				// names in clauses resolve outside it.
				if _, isFor := x.(*cc.IterationStatement); isFor && s.Parent != nil {
					s = s.Parent
				}
				return false
			}
		}
		return true
	})
	return s
}

// clauseVar resolves a clause item's variable as visible just before
// token seq, reporting an item that names none.
func (a *analyzer) clauseVar(scope *cc.Scope, it *directive.Item, clause string, seq int) *cc.Declarator {
	decl := lookup(scope, it.Name, seq)
	if decl == nil {
		a.errs.Errorf(it.Pos, "'%s' in clause '%s' is not a variable in scope", it.Name, clause)
	}
	return decl
}

// lookup resolves name as visible just before token seq.
func lookup(s *cc.Scope, name string, seq int) *cc.Declarator {
	for ; s != nil; s = s.Parent {
		var best *cc.Declarator
		for _, n := range s.Nodes[name] {
			if d, ok := n.(*cc.Declarator); ok && d.Visible() <= seq {
				best = d
			}
		}
		if best != nil {
			return canonical(best, seq)
		}
	}
	return nil
}

// canonical is the one declarator that stands for a file-scope variable
// declared several times (`extern double t[N];` in a header, `double
// t[N];` in the program), as a use at token seq sees it: its first
// declaration of complete type visible there, which is where the C front
// end resolves a use of the name, so that clauses and references agree
// on the variable. Other declarators are their own.
func canonical(d *cc.Declarator, seq int) *cc.Declarator {
	sc := d.LexicalScope()
	if sc == nil || sc.Parent != nil || d.IsTypename() || d.Type() == nil || d.Type().Kind() == cc.Function {
		return d
	}
	var first *cc.Declarator
	for _, n := range sc.Nodes[d.Name()] {
		x, ok := n.(*cc.Declarator)
		if !ok || x.IsTypename() || x.Type() == nil || x.Visible() > seq {
			continue
		}
		if first == nil {
			first = x
		}
		if !x.Type().IsIncomplete() {
			return x
		}
	}
	if first == nil {
		return d
	}
	return first
}

// decls fills the device declaration that rebinds a parameter.
func (a *analyzer) declare(arg *plan.Arg, t cc.Type, pos diag.Pos, form string) bool {
	a.needRecords(t, pos)
	var decl string
	var err error
	spell := func(t cc.Type, name string) string {
		if err != nil {
			return ""
		}
		var s string
		s, err = a.spellDecl(t, name)
		return s
	}
	if a.genericKernel {
		// A generic region's code outside its loops runs on thread 0,
		// whose writes the other threads must see: values the kernel
		// would copy per thread live in shared storage, set by thread
		// 0 (docs/generic.md), and a private copy made by the runtime
		// is used in place.
		switch form {
		case "literal", "pointer":
			rhs := fmt.Sprintf("(%s)%s", spell(t, ""), arg.Param)
			if form == "literal" {
				rhs = fmt.Sprintf("__omp_unpack<%s>(%s)", spell(t, ""), arg.Param)
			}
			decl = fmt.Sprintf("OMP_DEV_SHARED %s; if (OMP_DEV_MASTER) %s = %s;", spell(t, arg.Var), arg.Var, rhs)
			form = ""
		case "copy":
			form = "ref"
			if t.Kind() == cc.Array {
				form = "array"
			}
			if a.genericTeams {
				// Each team's copy, in the team's shared storage.
				if t.Size() > maxShared {
					a.errs.Errorf(pos, "firstprivate '%s' of a teams region with code beside its loops takes more than %d bytes (each team's copy lives in the team's shared memory); map it instead", arg.Var, maxShared)
					return false
				}
				decl = fmt.Sprintf("OMP_DEV_SHARED %s; if (OMP_DEV_MASTER) memcpy((void *)&%s, (const void *)%s, sizeof %s);", spell(t, arg.Var), arg.Var, arg.Param, arg.Var)
				form = ""
			}
		}
	}
	switch form {
	case "literal":
		decl = fmt.Sprintf("%s = __omp_unpack<%s>(%s);", spell(t, arg.Var), spell(t, ""), arg.Param)
	case "ref":
		decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, "&"+arg.Var), spell(t, "*"), arg.Param)
	case "array":
		decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, "(&"+arg.Var+")"), spell(t, "(*)"), arg.Param)
	case "pointer":
		decl = fmt.Sprintf("%s = (%s)%s;", spell(t, arg.Var), spell(t, ""), arg.Param)
	case "copy":
		if t.Kind() == cc.Array {
			decl = fmt.Sprintf("%s; memcpy(%s, (const void *)%s, sizeof %s);", spell(t, arg.Var), arg.Var, arg.Param, arg.Var)
		} else {
			decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, arg.Var), spell(t, "*"), arg.Param)
		}
	}
	if err != nil {
		a.errs.Errorf(pos, "variable '%s': %v", arg.Var, err)
		return false
	}
	arg.DeviceDecl = decl
	return true
}

// vla1 returns the element type of a one-dimensional variable-length
// array, which the device sees as a pointer.
func vla1(t cc.Type) cc.Type {
	if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() && at.Elem().Kind() != cc.Array {
		return at.Elem()
	}
	return nil
}

// implicit applies OpenMP 5.x's implicit data-mapping rules.
func (a *analyzer) implicit(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	v := arg.Var
	switch {
	case t.Kind() == cc.Ptr:
		// A pointer is firstprivate with zero-length array-section
		// semantics: the device sees the address of its pointee's
		// device copy when that is mapped.
		arg.Kind = plan.ArgPointer
		arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), "0"
		arg.Flags = mapping.TargetParam | mapping.Implicit
		a.declare(arg, t, pos, "pointer")
	case ctype.IsScalar(t):
		a.firstprivate(arg, t, pos)
		arg.Flags |= mapping.Implicit
	case t.Kind() == cc.Array:
		if el := vla1(t); el != nil {
			arg.Kind = plan.ArgPointer
			arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), fmt.Sprintf("sizeof(%s)", v)
			arg.Flags = mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit
			a.declare(arg, el.Pointer(), pos, "pointer")
			return
		}
		arg.Kind = plan.ArgArray
		arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)%s", v), fmt.Sprintf("(void *)%s", v), fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit
		a.declare(arg, t, pos, "array")
	default:
		a.errs.Errorf(pos, "variable '%s' of type '%s' cannot be used in a target region yet", v, t)
	}
}

// firstprivate passes a scalar by value: in a 64-bit literal slot when it
// fits, otherwise as a private copy the runtime makes on the device.
func (a *analyzer) firstprivate(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	v := arg.Var
	if ctype.IsScalar(t) && t.Size() <= 8 {
		arg.Kind = plan.ArgLiteral
		arg.Literal = true
		arg.Slot = "__omp_lit_" + v
		arg.Base = plan.LiteralSlot(arg.Slot)
		arg.Begin = arg.Base
		arg.Size = fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.Literal | mapping.TargetParam
		a.declare(arg, t, pos, "literal")
		return
	}
	if vla1(t) != nil {
		a.errs.Errorf(pos, "firstprivate variable-length array '%s' is not supported yet", v)
		return
	}
	arg.Kind = plan.ArgPrivate
	arg.Base, arg.Begin, arg.Size = fmt.Sprintf("(void *)&%s", v), fmt.Sprintf("(void *)&%s", v), fmt.Sprintf("sizeof(%s)", v)
	arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
	a.declare(arg, t, pos, "copy")
}

// mapped handles a variable named in a map clause.
func (a *analyzer) mapped(arg *plan.Arg, use clauseUse, t cc.Type, pos diag.Pos) {
	a.mappedEntry(arg, use, t, pos) // kernel_data.go: whole, 1-D and multi-dimensional sections
	if arg.Kind != "" {
		a.kernelMapper(arg, use, t) // mapper.go
	}
}

// explicitUses collects the variables the clauses of d name, in clause
// order, with the clause and item of each (one per variable: a second is
// an error, except the several maps of one variable's members, which
// groups holds); items in skip belong to nested levels.
func (a *analyzer) explicitUses(d *directive.Directive, scope *cc.Scope, first int, groups map[*cc.Declarator][]clauseUse, skip map[*directive.Item]bool) (map[*cc.Declarator]clauseUse, []*cc.Declarator, []rowUse) {
	uses := map[*cc.Declarator]clauseUse{}
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
			decl := a.clauseVar(scope, it, c.Name, first)
			if decl == nil {
				continue
			}
			if c.Name == "map" {
				if _, _, _, isRow := pointerRowItem(decl, it); isRow {
					rows = append(rows, rowUse{decl, clauseUse{c, it}}) // ptrrows.go
					continue
				}
			}
			if _, ok := groups[decl]; ok && c.Name == "map" {
				if _, done := uses[decl]; !done {
					uses[decl] = clauseUse{c, it}
					order = append(order, decl)
				}
				continue
			}
			if prev, ok := uses[decl]; ok {
				switch {
				case prev.clause.Name != c.Name:
					a.errs.Errorf(it.Pos, "'%s' appears in both '%s' and '%s' clauses", it.Name, prev.clause.Name, c.Name)
				case c.Name == "map" && len(it.Sections) > 0 && len(prev.item.Sections) > 0 && it.Text != prev.item.Text:
					a.errs.Errorf(it.Pos, "'%s' and '%s' are sections of the same array on one directive; list one section that covers both", prev.item.Text, it.Text)
				case c.Name == "map":
					a.errs.Errorf(it.Pos, "'%s' is mapped more than once on this directive", it.Text)
				default:
					a.errs.Errorf(it.Pos, "'%s' appears more than once in '%s' clauses", it.Name, c.Name)
				}
				a.errs.Notef(prev.item.Pos, "'%s' first listed here", prev.item.Text)
				continue
			}
			if c.Name != "map" && c.Name != "has_device_addr" && len(it.Sections) > 0 {
				a.errs.Errorf(it.Sections[0].Pos, "array sections are not allowed in clause '%s'", c.Name)
				continue
			}
			uses[decl] = clauseUse{c, it}
			order = append(order, decl)
		}
	}
	return uses, order, rows
}

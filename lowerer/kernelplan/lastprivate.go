package kernelplan

// lastprivate and linear items of loop constructs (docs/loops.md).

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// LastItems plans the lastprivate and linear items of a loop construct:
// a copy per lane (for linear set at every iteration to the original
// value plus the iteration's number times the step) and the variable's
// device copy, to which the lane that runs the sequentially last
// iteration assigns its copy's value. Called after Reductions; names in
// the clauses resolve in scope just before token first, the region's
// first.
func (p *Planner) LastItems(k *plan.Kernel, d *directive.Directive, scope *cc.Scope, first int) {
	lp := k.LoopPlan
	other := map[string]string{}
	for _, c := range d.Clauses {
		switch c.Name {
		case "private", "firstprivate", "reduction":
			for _, it := range c.Items {
				other[it.Name] = c.Name
			}
		}
	}
	seen := map[string]string{}
	linears := 0
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "lastprivate" && c.Name != "linear" {
			continue
		}
		linear := c.Name == "linear"
		if linear && c.Nested && lp.Nest.Depth() > 1 {
			// The host fallback keeps a nested construct as written and
			// sets each iteration's value from the loop's index
			// (package nested), of one loop.
			p.Errs.Errorf(c.Pos, "'linear' with 'collapse' on a construct nested in a target construct is not supported yet (put it on a combined construct)")
			continue
		}
		if c.Conditional && d.Kind.Has("distribute") {
			p.Errs.Errorf(c.ConditionalPos, "%s", directive.ConditionalOnDistribute(d.Kind))
			continue
		}
		if linear && d.Kind.Has("distribute") && !loopVarsOnly(lp.Nest, c) {
			// clang-19 takes only the loop variables there (OpenMP 4.5
			// §2.10.8 allowed nothing else on distribute simd).
			p.Errs.Errorf(c.Pos, "'linear' on '#pragma omp %s' of a variable other than a loop variable of the construct is not supported yet (clang-19 refuses it too)", d.Kind)
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			if prev := seen[it.Name]; prev != "" {
				if prev == c.Name {
					p.Errs.Errorf(it.Pos, "'%s' appears more than once in '%s' clauses", it.Name, c.Name)
				} else {
					p.Errs.Errorf(it.Pos, "'%s' appears in both '%s' and '%s' clauses", it.Name, prev, c.Name)
				}
				continue
			}
			seen[it.Name] = c.Name
			firstLast := other[it.Name] == "firstprivate" && !linear
			if o := other[it.Name]; o != "" && !firstLast {
				p.Errs.Errorf(it.Pos, "'%s' in both '%s' and '%s' clauses is not allowed", it.Name, o, c.Name)
				continue
			}
			li, ok := p.lastItem(k, d, c, it, scope, first)
			if !ok || firstLast && !p.firstLastItem(k, d, c, it, li) {
				continue
			}
			lp.Last = append(lp.Last, li)
			if li.Linear || li.First {
				linears++
			}
		}
	}
	for _, li := range p.implicitIndexItems(k, d, seen, other, scope, first) {
		lp.Last = append(lp.Last, li)
	}
	if linears > 0 && len(k.Reductions) == 0 {
		// The last team to finish copies the linear values.
		addTeamsCount(k, "linear teams count")
	}
}

// lastItem checks one lastprivate or linear item and adds its kernel
// arguments.
func (p *Planner) lastItem(k *plan.Kernel, d *directive.Directive, c *directive.Clause, it *directive.Item, scope *cc.Scope, first int) (*plan.LastItem, bool) {
	linear := c.Name == "linear"
	level, ts, ok := p.lastItemVar(k, d, c, it, scope, first)
	if !ok {
		return nil, false
	}
	t := resolve.Lookup(scope, it.Name, first).Type()
	array := t.Kind() == cc.Array
	flags, ok := p.lastMap(d, c, it, p.declareTarget(scope, it.Name, first), array)
	if !ok {
		return nil, false
	}
	if flags&mapping.From == 0 {
		// Firstprivate to the target region: the host fallback works on
		// a copy too.
		k.FallbackPrivate = append(k.FallbackPrivate, plan.FallbackVar{Name: it.Name, Init: true, Array: array})
	}
	text := fmt.Sprintf("%s(%s)", c.Name, it.Text)
	if level >= 0 {
		// A loop variable in linear is one whose step is the loop's
		// increment: its value after the loop is lastprivate's, what a
		// sequential run leaves (clang-19 takes that whatever the
		// step).
		linear = false
	}
	li := &plan.LastItem{Pos: it.Pos, Var: it.Name, Type: ts, Device: "__omp_lp_" + it.Name, Level: level, Linear: linear}
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLastVar, Param: param,
		Base: "(void *)&" + it.Name, Begin: "(void *)&" + it.Name,
		Size:       "sizeof(" + it.Name + ")",
		Flags:      flags,
		DeviceDecl: fmt.Sprintf("%s *%s = (%s *)%s;", ts, li.Device, ts, param),
		Text:       text,
	})
	if array {
		li.Array = true
		li.Decl, _ = ctype.Decl(t, it.Name) // spelled as ts was
		k.Args[len(k.Args)-1].DeviceDecl = fmt.Sprintf("void *%s = (void *)%s;", li.Device, param)
		VLALastCopies(k, li, t)
		return li, true
	}
	if c.Conditional {
		if !p.conditionalArgs(k, it, li, text) {
			return nil, false
		}
		return li, true
	}
	if !linear {
		return li, true
	}
	if !p.linearArgs(k, c, it, li, scope, first, text) {
		return nil, false
	}
	return li, true
}

// loopVarsOnly reports whether every item of clause c is a loop variable
// of nest declared before it.
func loopVarsOnly(nest *loops.Nest, c *directive.Clause) bool {
	for _, it := range c.Items {
		if LoopVarLevel(nest, it.Name) < 0 {
			return false
		}
	}
	return true
}

// LoopVarLevel is the level of nest whose loop variable, declared before
// the loop, is name; -1 if none.
func LoopVarLevel(nest *loops.Nest, name string) int {
	level := -1
	for i, m := range nest.Levels {
		if m.Index == name && !m.Declared {
			level = i
		}
	}
	return level
}

// lastItemVar checks the variable of a lastprivate or linear item: a
// scalar of at most 64 bits (an integer for linear), a loop variable of
// the nest only where the clause allows it. level is the nest level whose
// variable it is (-1 if none), ts its type as device code spells it.
func (p *Planner) lastItemVar(k *plan.Kernel, d *directive.Directive, c *directive.Clause, it *directive.Item, scope *cc.Scope, first int) (level int, ts string, ok bool) {
	linear := c.Name == "linear"
	if len(it.Sections) > 0 || len(it.Members) > 0 {
		p.Errs.Errorf(it.Pos, "'%s' in '%s' is not supported yet (variables only)", it.Text, c.Name)
		return 0, "", false
	}
	decl := resolve.Lookup(scope, it.Name, first)
	if decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function {
		p.Errs.Errorf(it.Pos, "'%s' in clause '%s' is not a variable in scope", it.Name, c.Name)
		return 0, "", false
	}
	if decl.IsThreadLocal() {
		p.Errs.Errorf(it.Pos, "thread-local variable '%s' cannot be used in a target region", it.Name)
		return 0, "", false
	}
	level = LoopVarLevel(k.LoopPlan.Nest, it.Name)
	t := decl.Type()
	switch {
	case level >= 0 && linear && (!d.Kind.Has("simd") || k.LoopPlan.Nest.Depth() > 1):
		// OpenMP 5.2 §5.1.1: only the loop variable of a simd
		// construct of one loop may be linear; the others are private
		// or lastprivate (clang-19 refuses the rest too).
		p.Errs.Errorf(it.Pos, "the loop variable '%s' may be in 'linear' only on a simd construct with one associated loop (OpenMP 5.2 §5.1.1); use lastprivate(%s)", it.Name, it.Name)
		return 0, "", false
	case level < 0 && !linear && d.Kind.Has("loop"):
		// OpenMP 5.2 §11.7: on a loop construct only loop variables.
		p.Errs.Errorf(it.Pos, "'%s' in 'lastprivate' of '#pragma omp %s' is not a loop variable of the construct; the loop construct allows only those", it.Name, d.Kind)
		return 0, "", false
	case c.Conditional && (t.Kind() == cc.Array || ctype.IsRecord(t)):
		p.Errs.Errorf(it.Pos, "%s", directive.NotScalarConditional(it.Name))
		return 0, "", false
	case t.Kind() == cc.Array && linear:
		p.Errs.Errorf(it.Pos, "'%s' of the array '%s' is not supported yet (scalars only)", c.Name, it.Text)
		return 0, "", false
	case (VLALastElem(t) != nil || VLALastView(t) != nil) && !linear && !c.Conditional:
		p.Unit.NeedRecords(t, it.Pos)
	case t.Kind() == cc.Array:
		if why := ArrayLastprivate(t); why != "" {
			p.Errs.Errorf(it.Pos, "'lastprivate' of the array '%s' is not supported yet (%s)", it.Name, why)
			return 0, "", false
		}
		p.Unit.NeedRecords(t, it.Pos)
	case t.Kind() == cc.Ptr:
		// The lane's copy would hold a device address.
		p.Errs.Errorf(it.Pos, "'%s' of the pointer '%s' is not supported yet", c.Name, it.Name)
		return 0, "", false
	case ctype.IsRecord(t) && !linear && !c.Conditional && !firstprivateToo(d, it.Name) && !ctype.HoldsPointer(t):
		// A plain lastprivate struct or union: the lane's copy is
		// assigned to the device copy whole.
		p.Unit.NeedRecords(t, it.Pos)
	case ctype.IsRecord(t) && !linear:
		why := " together with 'firstprivate' is not supported yet (scalars only)"
		if ctype.HoldsPointer(t) {
			why = ", which holds a pointer, is not supported yet: the lane's copy would hold device addresses"
		}
		p.Errs.Errorf(it.Pos, "'lastprivate' of '%s' (type '%s')%s", it.Name, p.Unit.TypeName(t), why)
		return 0, "", false
	case !ctype.IsScalar(t) || t.Kind() == cc.LongDouble || t.Size() > 8:
		p.Errs.Errorf(it.Pos, "'%s' variable '%s' has type '%s'; an arithmetic scalar of at most 64 bits is required", c.Name, it.Name, p.Unit.TypeName(t))
		return 0, "", false
	case linear && !ctype.IsInteger(t):
		p.Errs.Errorf(it.Pos, "linear variable '%s' has type '%s'; an integer is required", it.Name, p.Unit.TypeName(t))
		return 0, "", false
	}
	if el := VLALastElem(t); el != nil {
		// The lane's copy is a pointer into a buffer (vlaLastCopies).
		t = el.Pointer()
	} else if vw := VLALastView(t); vw != nil {
		// A view on a buffer (vlaLastCopies).
		t = vw.Elem.Pointer()
	}
	ts, err := ctype.Decl(t, "")
	if err != nil {
		p.Errs.Errorf(it.Pos, "'%s' variable '%s': %v", c.Name, it.Name, err)
		return 0, "", false
	}
	return level, ts, true
}

// ArrayLastprivate says why an array of type t cannot be a lastprivate
// item ("" if it can): each lane's copy is a local array of the same
// type, or for a variable-length one a slot of a buffer of the launch
// (VLALastCopies), which the lane of the last iteration copies out
// whole, so its elements' layout must be the host's (long double is not
// the device's). Pointer elements are copied as they are, device
// addresses included, as clang-19 copies them; record elements need
// their definitions in device code (the caller's NeedRecords).
func ArrayLastprivate(t cc.Type) string {
	if VLALastElem(t) != nil || VLALastView(t) != nil {
		return "" // copies in a buffer of the launch (VLALastCopies)
	}
	for t.Kind() == cc.Array {
		if ctype.IsVLA(t) {
			return vlaWhy(t)
		}
		if t.Size() <= 0 {
			return "an array of unknown size"
		}
		t = t.(*cc.ArrayType).Elem()
	}
	switch {
	case holdsLongDouble(t):
		return "long double elements: the device's long double is not the host's"
	case ctype.IsScalar(t), ctype.IsRecord(t):
		return ""
	}
	return "arrays of arithmetic, pointer, struct or union elements only"
}

// VLALastElem is the element type of t if t is a one-dimensional
// variable-length array whose elements a lastprivate array may have, nil
// otherwise.
func VLALastElem(t cc.Type) cc.Type {
	at, ok := t.(*cc.ArrayType)
	if !ok || !at.IsVLA() || at.Elem().Kind() == cc.Array || holdsLongDouble(at.Elem()) {
		return nil
	}
	if el := at.Elem(); ctype.IsScalar(el) || ctype.IsRecord(el) {
		return el
	}
	return nil
}

// VLALastView is the view (dataenv.View) of t if t is a variable-length
// array of more than one dimension whose elements a lastprivate array may
// have, nil otherwise.
func VLALastView(t cc.Type) *dataenv.View {
	vw := dataenv.ViewOf(t)
	if vw == nil || !vw.Outer || holdsLongDouble(vw.Elem) || !ctype.IsScalar(vw.Elem) && !ctype.IsRecord(vw.Elem) {
		return nil
	}
	return vw
}

// vlaWhy says why the variable-length array type t is no lastprivate
// item.
func vlaWhy(t cc.Type) string {
	if holdsLongDouble(t) {
		return "long double elements: the device's long double is not the host's"
	}
	return "arrays of arithmetic, pointer, struct or union elements only"
}

// VLALastCopies plans the lanes' copies of lastprivate item li of type t
// if t is a variable-length array that a lastprivate array may be
// (VLALastElem, VLALastView; vlaLastCopies) and reports whether it is.
func VLALastCopies(k *plan.Kernel, li *plan.LastItem, t cc.Type) bool {
	if el := VLALastElem(t); el != nil {
		vlaLastCopies(k, li, el, nil)
		return true
	}
	if vw := VLALastView(t); vw != nil {
		vlaLastCopies(k, li, vw.Elem, vw)
		return true
	}
	return false
}

// vlaLastCopies makes lastprivate item li, a variable-length array of
// elements el, the lane's copy in a buffer the runtime allocates for the
// launch (C++ has no variable-length arrays): a pointer to its first
// element for one dimension, a view with the extents taken on the host
// for more (vw). The buffer has one slot of sizeof(v) bytes, taken on
// the host where C fixed it (li.Bytes), per thread of the grid.
func vlaLastCopies(k *plan.Kernel, li *plan.LastItem, el cc.Type, vw *dataenv.View) {
	v := li.Var
	slot := "__omp_lpbytes_" + v
	li.Bytes = fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLiteral, Var: slot, Param: li.Bytes, Literal: true, Slot: slot,
		SlotValue: fmt.Sprintf("sizeof(%s)", v),
		Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
		Flags: mapping.Literal | mapping.TargetParam, Text: "size of " + v, Implicit: true,
	})
	buf := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgPrivate, Var: "__omp_lpcopies_" + v, Param: buf,
		Base: "(void *)" + v, Begin: "(void *)" + v,
		Size:  fmt.Sprintf("sizeof(%s) * (__SIZE_TYPE__)%s * (__SIZE_TYPE__)%s", v, plan.HostTeams, plan.HostThreads),
		Flags: mapping.Private | mapping.TargetParam, Implicit: true,
		Text: "lastprivate copies of " + v,
	})
	at := fmt.Sprintf("((char *)%s + __omp_thread_slot() * (unsigned long long)%s)", buf, li.Bytes)
	cast, _ := ctype.Decl(el.Pointer(), "")
	if vw != nil {
		// Named apart from the extents of a view of v that the kernel
		// captures beside the loop (a generic region's).
		outer, exts := dataenv.ViewExtents(k, v, "__omp_lpext_", vw)
		es, _ := ctype.Decl(el, "")
		li.Decl = fmt.Sprintf("__omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>((%s)%s, %s, {%s})", es, vw.Rank, v, es, vw.Rank, cast, at, outer, strings.Join(exts, ", "))
		return
	}
	ptr, _ := ctype.Decl(el.Pointer(), v)
	li.Decl = fmt.Sprintf("%s = (%s)%s", ptr, cast, at)
}

// holdsLongDouble reports whether t is or holds (in a member, at any
// depth) a long double. Pointers do not count: the copy-out copies the
// pointer.
func holdsLongDouble(t cc.Type) bool { return ctype.Holds(t, false, ctype.IsLongDouble) }

// linearArgs adds a linear item's start, step and final-value slots to
// li and their kernel arguments to k.
func (p *Planner) linearArgs(k *plan.Kernel, c *directive.Clause, it *directive.Item, li *plan.LastItem, scope *cc.Scope, first int, text string) bool {
	li.Start = "__omp_l0_" + it.Name
	li.Step = "1LL"
	if v := p.Unit.NonConstant(c.Expr, scope, first); v != "" {
		p.Errs.Errorf(c.ExprPos, "%s", directive.LinearStepNotConstant(v))
		return false
	}
	if c.Expr != "" {
		// The step is evaluated on the host before the launch.
		host := "__omp_lstep_" + it.Name
		li.Step = "__omp_ls_" + it.Name
		hostValueArg(k, fmt.Sprintf("(long long)(%s)", c.Expr), host, "linear step", func(param string) string {
			return fmt.Sprintf("const long long %s = __omp_unpack<long long>(%s);", li.Step, param)
		})
	}
	p.finalSlot(k, it, li, text)
	return true
}

// firstLastItem makes lastprivate item li of clause c of loop construct d
// firstprivate too
// (OpenMP 5.2 §5.4.4, §5.4.5): each lane's copy starts from the device
// copy's value, which therefore changes only after every lane has read
// it (the final slot, as linear items have).
func (p *Planner) firstLastItem(k *plan.Kernel, d *directive.Directive, c *directive.Clause, it *directive.Item, li *plan.LastItem) bool {
	switch {
	case d.Kind.Has("distribute"):
		p.Errs.Errorf(it.Pos, "'%s' in both 'firstprivate' and 'lastprivate' clauses of a distribute construct is not supported (clang-19 refuses it too)", it.Name)
		return false
	case li.Level >= 0:
		p.Errs.Errorf(it.Pos, "the loop variable '%s' may not be firstprivate (it is private, or lastprivate)", it.Name)
		return false
	case li.Conditional:
		p.Errs.Errorf(it.Pos, "'%s' in both 'firstprivate' and 'lastprivate(conditional: ...)' clauses is not supported yet", it.Name)
		return false
	}
	li.First = true
	li.Start = "__omp_l0_" + it.Name
	p.finalSlot(k, it, li, fmt.Sprintf("%s(%s)", c.Name, it.Text))
	return true
}

// finalSlot adds the slot where the lane of the last iteration leaves
// item li's value (li.Final), and its kernel argument.
func (p *Planner) finalSlot(k *plan.Kernel, it *directive.Item, li *plan.LastItem, text string) {
	ts := li.Type
	// A slot of its own per launch (a fresh stack variable, copied in so
	// no uninitialised bytes travel).
	final := "__omp_lfin_" + it.Name
	li.Final = "__omp_lf_" + it.Name
	decl := fmt.Sprintf("%s *%s = (%s *)%s;", ts, li.Final, ts, "%s")
	if li.Array {
		// An array cannot be initialised from another.
		k.LoopPlan.HostDecls = append(k.LoopPlan.HostDecls, fmt.Sprintf("__typeof__(%s) %s; __builtin_memcpy(%s, %s, sizeof %s);", it.Name, final, final, it.Name, final))
		decl = fmt.Sprintf("void *%s = (void *)%s;", li.Final, "%s")
	} else {
		k.LoopPlan.HostDecls = append(k.LoopPlan.HostDecls, fmt.Sprintf("__typeof__(%s) %s = %s;", it.Name, final, it.Name))
	}
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLinearFinal, Param: param,
		Base: "(void *)&" + final, Begin: "(void *)&" + final,
		Size:       "sizeof(" + final + ")",
		Flags:      mapping.To | mapping.Always | mapping.TargetParam,
		DeviceDecl: fmt.Sprintf(decl, param),
		Text:       text + " last value",
	})
}

// ConditionalIter is the name of the lane's iteration-plus-one of the
// last assignment of lastprivate(conditional:) item name; the body's
// assignments of the item set it to IterPlusOne.
func ConditionalIter(name string) string { return "__omp_lci_" + name }

// MakeConditional makes lastprivate item li a lastprivate(conditional:)
// one: the names of its iteration record and of its slot, the device's
// pointer to where the lanes offer their last assignments. The loop
// variable cannot be one (reported to errs).
func MakeConditional(errs *diag.List, li *plan.LastItem) bool {
	if li.Level >= 0 {
		errs.Errorf(li.Pos, "the loop variable '%s' in 'lastprivate(conditional: ...)' is not supported yet", li.Var)
		return false
	}
	li.Conditional = true
	li.Iter = ConditionalIter(li.Var)
	li.Slot = "__omp_lcs_" + li.Var
	return true
}

// conditionalArgs adds the slot of lastprivate(conditional:) item li: a
// launch-block array of three zeroed words sent to the device.
func (p *Planner) conditionalArgs(k *plan.Kernel, it *directive.Item, li *plan.LastItem, text string) bool {
	if !MakeConditional(p.Errs, li) {
		return false
	}
	host := "__omp_lcslot_" + it.Name
	k.LoopPlan.HostDecls = append(k.LoopPlan.HostDecls, fmt.Sprintf("unsigned long long %s[3] = {0ULL, 0ULL, 0ULL};", host))
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLastCond, Param: param,
		Base: "(void *)" + host, Begin: "(void *)" + host,
		Size:       "sizeof(" + host + ")",
		Flags:      mapping.To | mapping.Always | mapping.TargetParam,
		DeviceDecl: fmt.Sprintf("unsigned long long *%s = (unsigned long long *)%s;", li.Slot, param),
		Text:       text + " last assignment",
	})
	return true
}

// lastMap returns the map-type bits of a lastprivate or linear item's
// variable. OpenMP 5.2 maps the item of such a clause on a combined target
// construct tofrom when no map clause names it; clang-19 keeps it
// firstprivate (the host never sees the value). The lowerer takes only
// what both agree on: the construct's own map(tofrom: v) (or from, for
// lastprivate), or a clause of a construct nested in the target construct,
// whose item is firstprivate to the target region without a map unless
// it is a declare target variable (global), whose device copy the region
// refers to. A map of a section of an array item counts as a map of the
// array: the copy goes to the array's device copy, which the section's
// map made (a section that is not all of it fails the launch, as the
// runtime refuses to extend a mapping), never to a private copy.
func (p *Planner) lastMap(d *directive.Directive, c *directive.Clause, it *directive.Item, global, array bool) (mapping.Flags, bool) {
	for _, mc := range d.Clauses {
		if mc.Name != "map" {
			continue
		}
		for _, m := range mc.Items {
			if m.Name != it.Name || len(m.Sections) > 0 && !array || len(m.Members) > 0 {
				continue
			}
			if mc.MapType != directive.MapToFrom && (mc.MapType != directive.MapFrom || c.Name == "linear") {
				want := "map(tofrom: " + it.Name + ")"
				if c.Name == "lastprivate" {
					want += " or map(from: " + it.Name + ")"
				}
				p.Errs.Errorf(m.Pos, "'%s' is in '%s' and in 'map(%s: ...)'; only %s is supported with it", it.Name, c.Name, mc.MapType, want)
				return 0, false
			}
			return mapping.FromClause(mc.MapType, mc.Modifiers) | mapping.TargetParam, true
		}
	}
	if c.Nested && !global {
		if dm := d.Clause("defaultmap"); dm != nil {
			p.Errs.Errorf(dm.Pos, "'defaultmap' with a '%s' of a construct nested in the target construct is not supported yet", c.Name)
			return 0, false
		}
		return mapping.To | mapping.Private | mapping.TargetParam, true
	}
	// OpenMP 5.2 §5.4.5 and §5.4.6: an item of a combined target
	// construct that no map clause names is mapped tofrom (clang-19 keeps
	// it firstprivate; docs/difftest.md).
	return mapping.To | mapping.From | mapping.TargetParam, true
}

// HasLinear reports whether the loop construct of k has linear items.
func HasLinear(k *plan.Kernel) bool {
	if k.LoopPlan == nil {
		return false
	}
	for _, li := range k.LoopPlan.Last {
		if li.Linear {
			return true
		}
	}
	return false
}

// LinearFallback rewrites the host fallback fb (the region's source from
// offset base: the loop nest of a combined construct, which the fallback
// runs in order) so that the linear items get their OpenMP values: the
// host compiler's own linear clause is not clang's (gcc 12 leaves an item
// the body does not change as it was), so the fallback counts the logical
// iterations itself and sets each item to its original value plus the
// count times the step at the start of every iteration:
//
//	{ long long __omp_k = 0; T __omp_l0_j = j;
//	for (...; ...; i++, __omp_k++) { j = (T)(__omp_l0_j + __omp_k * step); body } }
func (p *Planner) LinearFallback(k *plan.Kernel, fb []byte, base int) ([]byte, bool) {
	nest := k.LoopPlan.Nest
	inner := nest.Stmts[len(nest.Stmts)-1]
	all := csyntax.Tokens(inner)
	body := csyntax.Tokens(inner.Statement)
	if len(body) == 0 || len(all) <= len(body) {
		p.Errs.Errorf(nest.Inner().Pos, "'linear' on a loop with an empty body is not supported yet")
		return nil, false
	}
	rparen, bfirst, blast := all[len(all)-len(body)-1], body[0], body[len(body)-1]
	for _, t := range []cc.Token{rparen, bfirst, blast} {
		if !p.Unit.Written(t) {
			p.Errs.Errorf(nest.Inner().Pos, "'linear' on a loop written by a macro is not supported yet")
			return nil, false
		}
	}
	at := func(t cc.Token) int { return t.Position().Offset - base }
	var pre, set strings.Builder
	pre.WriteString("{ long long __omp_k = 0; ")
	for _, li := range k.LoopPlan.Last {
		if !li.Linear {
			continue
		}
		step := "1LL"
		if li.Step != "1LL" {
			step = "__omp_lstep_" + li.Var
		}
		fmt.Fprintf(&pre, "__typeof__(%s) __omp_l0_%s = %s; ", li.Var, li.Var, li.Var)
		fmt.Fprintf(&set, "%s = (__typeof__(%s))((unsigned long long)__omp_l0_%s + (unsigned long long)__omp_k * (unsigned long long)%s); ", li.Var, li.Var, li.Var, step)
	}
	rp, bf, bl := at(rparen), at(bfirst), at(blast)+len(blast.Src())
	if rp < 0 || !(rp < bf && bf <= bl && bl <= len(fb)) {
		p.Errs.Errorf(nest.Inner().Pos, "'linear': cannot place the host fallback's iteration count; not supported yet")
		return nil, false
	}
	var out []byte
	out = append(out, pre.String()...)
	out = append(out, fb[:rp]...)
	out = append(out, ", __omp_k++"...)
	out = append(out, fb[rp:bf]...)
	out = append(out, "{ "+set.String()...)
	out = append(out, fb[bf:bl]...)
	out = append(out, " }"...)
	out = append(out, fb[bl:]...)
	out = append(out, " }"...)
	return out, true
}

// implicitIndexItems gives a simd construct's loop variables declared
// before the loop the copy-out OpenMP 5.2 §5.1.1 predetermines for them
// (linear with the loop's step for one loop, lastprivate with collapse:
// either way the value a sequential run leaves, as for an explicit
// lastprivate item). The value reaches the host only through the target
// construct's own map(tofrom:) or map(from:) of the variable: without
// one, a scalar is firstprivate to the target region and the loop
// variable stays private, as before. The loop construct's are left
// private, as clang-19 does (docs/loops.md).
func (p *Planner) implicitIndexItems(k *plan.Kernel, d *directive.Directive, seen, other map[string]string, scope *cc.Scope, first int) []*plan.LastItem {
	leaves := d.Kind.Leaves()
	if len(leaves) == 0 || leaves[len(leaves)-1] != "simd" {
		return nil
	}
	var out []*plan.LastItem
	for _, m := range k.LoopPlan.Nest.Levels {
		if m.Declared || seen[m.Index] != "" || other[m.Index] != "" {
			continue
		}
		seen[m.Index] = "lastprivate"
		mapped, ok := p.indexMapped(d, m.Index, m.Kind == loops.Pointer)
		if !ok || !mapped {
			continue
		}
		if m.Kind == loops.Pointer {
			// Its value after the loop would be a device address.
			p.Errs.Errorf(m.Pos, "the pointer loop variable '%s' of a simd loop, declared before the loop and mapped from the device, is not supported yet (declare it in the for-init or do not map it)", m.Index)
			continue
		}
		c := &directive.Clause{Pos: m.Pos, Name: "lastprivate"}
		it := &directive.Item{Pos: m.Pos, Name: m.Index, Text: m.Index}
		if li, ok := p.lastItem(k, d, c, it, scope, first); ok {
			out = append(out, li)
		}
	}
	return out
}

// indexMapped reports whether the target construct's own map clause maps
// loop variable name from the device (tofrom or from). A defaultmap that
// would map it from the device is refused: the lowerer keeps such a
// variable private.
func (p *Planner) indexMapped(d *directive.Directive, name string, pointer bool) (mapped, ok bool) {
	for _, mc := range d.Clauses {
		if mc.Name != "map" {
			continue
		}
		for _, m := range mc.Items {
			if m.Name == name && len(m.Sections) == 0 && len(m.Members) == 0 {
				return mc.MapType == directive.MapToFrom || mc.MapType == directive.MapFrom, true
			}
		}
	}
	cat := "scalar"
	if pointer {
		cat = "pointer"
	}
	for _, c := range d.Clauses {
		if c.Name != "defaultmap" {
			continue
		}
		parts := strings.SplitN(c.Expr, ":", 2)
		if len(parts) == 2 && parts[1] != cat && parts[1] != "all" {
			continue
		}
		if parts[0] == "tofrom" || parts[0] == "from" {
			p.Errs.Errorf(c.Pos, "'defaultmap(%s)' with the loop variable '%s' of a simd loop declared before the loop is not supported yet (map it with map(tofrom: %s))", c.Expr, name, name)
			return false, false
		}
	}
	return false, true
}

// firstprivateToo reports whether a firstprivate clause of d lists name.
func firstprivateToo(d *directive.Directive, name string) bool {
	return d.ItemNames("firstprivate")[name]
}

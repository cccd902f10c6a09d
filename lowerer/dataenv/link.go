package dataenv

import (
	"fmt"
	"path/filepath"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// declare target link (OpenMP 5.2 §7.8.1): the device has no copy of a
// link variable until it is mapped. As clang does, the device holds a
// pointer to it, __omp_link_<name>, a declare target variable of its
// own whose host counterpart points at the host variable. Every mapping
// of the variable that can create its device copy attaches it: on target
// data and target enter data the item's entry is PTR_AND_OBJ with that
// pointer as base, and a target region, whose kernel parameter is the
// variable's own entry, gets one more such entry (both are released at
// its end). The runtime then writes the device address of the copy into
// the device pointer, through which declare target functions reach the
// variable. Target regions use their own mapped copy
// directly; one that references the variable without a clause maps it
// tofrom, scalars included. A link variable and its device pointer are
// defined by declareLink, as the declare target directives are read
// (declaretarget.go).

// LinkPtr is the name of the device pointer of link variable name.
func LinkPtr(name string) string { return "__omp_link_" + name }

// linkAttach returns the entry that makes the device pointer of link
// variable v point at the device copy that entry e maps.
func linkAttach(v string, e *plan.Arg) *plan.Arg {
	return &plan.Arg{
		Kind: plan.ArgPointer, Var: v, Text: v + " (declare target link)",
		Base: "(void *)&" + LinkPtr(v), Begin: e.Begin, Size: e.Size,
		Flags: mapping.PtrAndObj | e.Flags&(mapping.Present|mapping.Close|mapping.Implicit),
	}
}

// linkData makes the entry of a link variable on target data or target
// enter data attach the device pointer itself: one entry, so that the
// reference count the matching exit decrements is the item's alone.
func linkData(v string, e *plan.Arg) {
	e.Base = "(void *)&" + LinkPtr(v)
	e.Flags |= mapping.PtrAndObj
}

// declTargetPointee makes the entry e of a pointee section of a declare
// target pointer (`double *gp` declare target, `map(to: gp[0:n])` on
// target data or enter data) attach the pointer's device copy, as clang
// does: PTR_AND_OBJ with the pointer's address as base, so the runtime
// writes the section's device address into the device's gp, which
// kernels and declare target functions read. A link pointer's device
// copy is the one its own map made (`map(to: lp)`, which the link
// pointer points at). It reports whether e is such a section.
func (env *Env) declTargetPointee(decl *cc.Declarator, it *directive.Item, e *plan.Arg) bool {
	if !env.declTargets[decl] && !env.linkVars[decl] || len(it.Sections) == 0 || decl.Type().Kind() != cc.Ptr {
		return false
	}
	e.Base = "(void *)&" + decl.Name()
	e.Flags |= mapping.PtrAndObj
	return true
}

// declTargetAttach returns, for a target region's map of a pointee
// section of a declare target or link pointer (use: the variable's
// clause), the entry that attaches the pointer's device copy to the
// section's: the kernel reads its parameter, declare target functions
// the device's pointer. nil for anything else.
func (env *Env) declTargetAttach(decl *cc.Declarator, use Use, arg *plan.Arg) *plan.Arg {
	if use.Clause == nil || use.Clause.Name != "map" || len(use.Item.Sections) == 0 {
		return nil
	}
	if !env.declTargets[decl] && !env.linkVars[decl] || decl.Type().Kind() != cc.Ptr || arg.Flags&(mapping.Literal|mapping.Private) != 0 {
		return nil
	}
	v := decl.Name()
	return &plan.Arg{
		Kind: plan.ArgPointer, Var: v, Text: v + " (declare target)",
		Base: "(void *)&" + v, Begin: arg.Begin, Size: arg.Size,
		Flags: mapping.PtrAndObj | arg.Flags&(mapping.Present|mapping.Close),
	}
}

// linkImplicit maps a link variable that a target region references
// without a clause: tofrom, as OpenMP treats a link list item that is
// not yet mapped (and as clang-19 does for scalars as well).
func (kc *kernelCaptures) linkImplicit(arg *plan.Arg, t cc.Type, pos diag.Pos) {
	e := kc.Entry(arg.Var, t, pos, arg.Var, nil, false)
	if e == nil {
		return
	}
	arg.Kind, arg.Base, arg.Begin, arg.Size = e.Kind, e.Base, e.Begin, e.Size
	arg.Flags = mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit
	if e.Kind == plan.ArgArray {
		kc.declare(arg, t, pos, "array")
	} else {
		kc.declare(arg, t, pos, "ref")
	}
}

// declareLink makes the variable of fd a link variable, once.
func (dr *declReader) declareLink(fd fileDecl, ds *dtDecls, it *directive.Item) {
	name := fd.dd.Name()
	if dr.linkVars == nil {
		dr.linkVars = map[*cc.Declarator]bool{}
	}
	if dr.declTargets[fd.dd] {
		dr.in.Errs.Errorf(it.Pos, "'%s' is already declare target with 'enter' (or 'to'); a variable cannot be both 'link' and 'enter'", name)
		return
	}
	if dr.linkVars[fd.dd] {
		return
	}
	for _, o := range ds.byName[name] {
		dr.linkVars[o.dd] = true
	}
	pos := frontend.Position(fd.dd.NameTok())
	if fd.dd.IsThreadLocal() {
		dr.in.Errs.Errorf(pos, "thread-local variable '%s' cannot be a declare target variable", name)
		return
	}
	t := fd.dd.Type()
	if at, ok := t.(*cc.ArrayType); ok && (at.Len() < 0 || at.IsVLA()) {
		dr.in.Errs.Errorf(it.Pos, "declare target link variable '%s' has no known size; give its array a size", name)
		return
	}
	if fd.dd.IsExtern() && fd.id.Initializer == nil {
		// Its unit defines the device pointer once.
		dr.in.Errs.Errorf(pos, "declare target link variable '%s' is only declared here; define it in %s", name, filepath.Base(dr.in.Unit.Path))
		return
	}
	decl, err := dr.h.Spell(t.Pointer(), LinkPtr(name))
	if err != nil {
		dr.in.Errs.Errorf(pos, "declare target link variable '%s': %v", name, err)
		return
	}
	dr.h.Records(t, pos)
	dr.globals = append(dr.globals, &plan.Global{
		Name:   LinkPtr(name),
		Entry:  naming.GlobalEntry(LinkPtr(name)),
		Device: fmt.Sprintf("extern \"C\" { __device__ %s; }", decl),
		Host:   fmt.Sprintf("static void *%s = (void *)&%s;", LinkPtr(name), name),
	})
}

package dataenv

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Multi-dimensional variable-length arrays. C++ has no variable-length
// types, so the device sees such an array (or a pointer to variable-length
// rows) as a view, __omp_vla<T, R> of the device header: the address of
// the first element plus the extents, taken on the host where C took them
// (sizeof of the object, which C evaluated at its declaration) and passed
// as literal parameters. Subscripts of the view linearise the index;
// sizeof of a variable-length expression is computed from the extents.
// One-dimensional ones are plain pointers (VLA1). This file plans how
// such arrays reach a kernel; the analysis rewrites their uses in device
// code.

// View describes the view a type needs: an array of arrays with a
// variable extent somewhere, or a pointer to such an array (a pointer to
// variable-length rows). Elem is the scalar element type, Rank the
// dimensions seen through the pointer the view holds (2 for double[n][m]
// and for double (*)[m]), Outer whether the object is an array (whose
// outer extent sizeof needs).
type View struct {
	Elem  cc.Type
	Rank  int
	Outer bool
}

// ViewOf returns the view type t needs, or nil.
func ViewOf(t cc.Type) *View {
	switch t.Kind() {
	case cc.Array:
		at := t.(*cc.ArrayType)
		if !at.IsVLA() || at.Elem().Kind() != cc.Array {
			return nil
		}
		el, r := arrayRank(t)
		return &View{Elem: el, Rank: r, Outer: true}
	case cc.Ptr:
		pt := t.(*cc.PointerType).Elem()
		if at, ok := pt.(*cc.ArrayType); ok && at.IsVLA() {
			el, r := arrayRank(pt)
			return &View{Elem: el, Rank: r + 1}
		}
	}
	return nil
}

// isView reports whether the array type t is reached through a pointer
// on the device: a one-dimensional variable-length array or a view.
func isView(t cc.Type) bool { return VLA1(t) != nil || ViewOf(t) != nil }

// arrayRank returns the scalar element type and number of dimensions of
// an array type.
func arrayRank(t cc.Type) (cc.Type, int) {
	r := 0
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
		r++
	}
	return t, r
}

// HasVLA reports whether t is, or points to, a variable-length array.
func HasVLA(t cc.Type) bool {
	for t != nil {
		switch t.Kind() {
		case cc.Array:
			at := t.(*cc.ArrayType)
			if at.IsVLA() {
				return true
			}
			t = at.Elem()
		case cc.Ptr:
			t = t.(*cc.PointerType).Elem()
		default:
			return false
		}
	}
	return false
}

// extentExpr is the host expression for the extent of dimension k of v
// (0 the outermost; for a pointer, dimension 0 is the pointer's).
func extentExpr(v string, k int) string {
	z := strings.Repeat("[0]", k)
	return fmt.Sprintf("sizeof((%s)%s) / sizeof((%s)%s[0])", v, z, v, z)
}

// view plans a variable whose type the device reaches through a view
// (a variable-length array of more than one dimension, or a pointer to
// variable-length rows) and reports whether t is one.
func (kc *kernelCaptures) view(k *plan.Kernel, arg *plan.Arg, use Use, explicit bool, t cc.Type, pos diag.Pos) bool {
	vw := ViewOf(t)
	if vw == nil {
		return false
	}
	kc.viewCapture(k, arg, use, explicit, t, vw, pos)
	return true
}

// viewCapture plans a variable that needs a view: the map entry of its
// storage (the kernel parameter), then one literal parameter per extent
// the view holds, and the device declaration that builds the view.
func (kc *kernelCaptures) viewCapture(k *plan.Kernel, arg *plan.Arg, use Use, explicit bool, t cc.Type, vw *View, pos diag.Pos) {
	v := arg.Var
	copyOf, ok := kc.viewEntry(k, arg, use, explicit, t, vw, pos)
	if !ok {
		return
	}
	el, err := ctype.Decl(vw.Elem, "")
	if err != nil {
		kc.in.Errs.Errorf(pos, "variable '%s': %v", v, err)
		return
	}
	kc.r.Records(vw.Elem, pos)
	arg.Kind = plan.ArgPointer
	if copyOf != "private" {
		k.Args = append(k.Args, arg)
	}
	outer, exts := ViewExtents(k, v, "__omp_ext_", vw)
	view := func(first string) string {
		return fmt.Sprintf("__omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>((%s *)%s, %s, {%s});",
			el, vw.Rank, v, el, vw.Rank, el, first, outer, strings.Join(exts, ", "))
	}
	switch {
	case copyOf == "private":
		first, _ := kc.vlaCopies(k, arg, v, "")
		arg.DeviceDecl = view(first)
		AddFallback(k, plan.FallbackVar{Name: v, Array: true})
	case copyOf == "firstprivate" && kc.r.GenericTeams():
		kc.in.Errs.Errorf(pos, "variable-length array '%s' in clause 'firstprivate' of a teams region with code beside its loops is not supported yet (the teams would share one copy)", v)
	case copyOf == "firstprivate" && kc.r.Generic():
		arg.DeviceDecl = view(arg.Param)
		AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
	case copyOf == "firstprivate":
		buf := copyBuffer(v)
		first, fill := kc.vlaCopies(k, buf, v, arg.Param)
		buf.DeviceDecl = view(first) + fill
		AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
	default:
		arg.DeviceDecl = view(arg.Param)
	}
}

// viewEntry sets the map entry of the storage of a variable that needs a
// view (arg), from the clause that names it (use, when explicit) or the
// implicit rules. copyOf is the clause that makes the kernel's variable a
// copy ("private", "firstprivate" or "").
func (kc *kernelCaptures) viewEntry(k *plan.Kernel, arg *plan.Arg, use Use, explicit bool, t cc.Type, vw *View, pos diag.Pos) (copyOf string, ok bool) {
	v := arg.Var
	switch {
	case explicit && use.Clause.Name == "map":
		c, it := use.Clause, use.Item
		if !AllowedMapType(k.Construct, c.MapType) {
			kc.in.Errs.Errorf(c.Pos, "map-type '%s' is not allowed on '#pragma omp target'", c.MapType)
			return "", false
		}
		if !vw.Outer && len(it.Sections) == 0 {
			kc.in.Errs.Errorf(it.Pos, "mapping the pointer '%s' to variable-length rows is not supported yet; map the rows it points to (e.g. '%s[0:n][0:m]')", v, v)
			return "", false
		}
		e := kc.Entry(v, t, it.Pos, it.Text, it.Sections, false)
		if e == nil {
			return "", false
		}
		arg.Flags = mapping.FromClause(c.MapType, c.Modifiers) | mapping.TargetParam
		arg.Base, arg.Begin, arg.Size = e.Base, e.Begin, e.Size
		arg.Text = it.Text
	case explicit && vw.Outer && (use.Clause.Name == "firstprivate" || use.Clause.Name == "private"):
		// Each thread's copy is a view on its slot of a buffer
		// (vlaCopies); a firstprivate one starts from the copy the
		// runtime makes of the host's, which a generic kernel uses in
		// place.
		copyOf = use.Clause.Name
		if copyOf == "firstprivate" {
			arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
			arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
		}
	case explicit && !vw.Outer && use.Clause.Name == "firstprivate":
		// The pointer itself, as without a clause.
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, "0"
		arg.Flags = mapping.TargetParam
	case explicit:
		kc.in.Errs.Errorf(use.Item.Pos, "variable-length array '%s' in clause '%s' is not supported yet", v, use.Clause.Name)
		return "", false
	case !vw.Outer:
		// A pointer is firstprivate with zero-length array-section
		// semantics, as any pointer.
		b := kc.DefaultmapOf("pointer")
		switch b {
		case "", "default", "firstprivate":
		case "none":
			kc.in.Errs.Errorf(pos, "'%s' must be listed in a data-sharing or map clause: the region has defaultmap(none)", v)
			return "", false
		default:
			kc.in.Errs.Errorf(pos, "pointer to variable-length rows '%s' with defaultmap(%s) is not supported yet", v, b)
			return "", false
		}
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, "0"
		arg.Flags = mapping.TargetParam | mapping.Implicit
	default:
		b := kc.DefaultmapOf("aggregate")
		var flags mapping.Flags
		switch b {
		case "", "default", "tofrom":
			flags = mapping.To | mapping.From
		case "to":
			flags = mapping.To
		case "from":
			flags = mapping.From
		case "alloc":
		case "present":
			flags = mapping.Present
		case "none":
			kc.in.Errs.Errorf(pos, "'%s' must be listed in a data-sharing or map clause: the region has defaultmap(none)", v)
			return "", false
		default:
			kc.in.Errs.Errorf(pos, "variable-length array '%s' with defaultmap(%s) is not supported yet", v, b)
			return "", false
		}
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = flags | mapping.TargetParam | mapping.Implicit
	}
	return copyOf, true
}

// ViewExtents adds the literal arguments that carry the view's extents
// (the outer one only when the view holds it), in host variables named
// from prefix, and returns them as the kernel reads them: the outer
// extent ("-1" when not held) and the others.
func ViewExtents(k *plan.Kernel, v, prefix string, vw *View) (outer string, exts []string) {
	outer = "-1"
	for d := 0; d < vw.Rank; d++ {
		if d == 0 && !vw.Outer {
			continue
		}
		param := fmt.Sprintf("__omp_arg%d", len(k.Args))
		slot := fmt.Sprintf("%s%s_%d", prefix, v, d)
		k.Args = append(k.Args, &plan.Arg{
			Kind: plan.ArgLiteral, Var: slot, Param: param, Literal: true, Slot: slot,
			SlotValue: extentExpr(v, d),
			Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
			Flags: mapping.Literal | mapping.TargetParam, Text: fmt.Sprintf("extent %d of %s", d, v), Implicit: true,
		})
		x := fmt.Sprintf("(long long)%s", param)
		if d == 0 {
			outer = x
		} else {
			exts = append(exts, x)
		}
	}
	return outer, exts
}

// VLABytes is the device name of the size in bytes of the
// one-dimensional variable-length array v, which C took at its
// declaration on the host: the device sees v as a pointer, so sizeof v
// in device code reads this instead.
func VLABytes(v string) string { return "__omp_vlabytes_" + v }

// vlaBytes passes the size of decl, a one-dimensional variable-length
// array that device code measures, as a literal parameter.
func (kc *kernelCaptures) vlaBytes(k *plan.Kernel, decl *cc.Declarator) {
	if !kc.in.Measured[decl] || VLA1(decl.Type()) == nil {
		return
	}
	v := decl.Name()
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	slot := "__omp_vlasize_" + v
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLiteral, Var: slot, Param: param, Literal: true, Slot: slot,
		SlotValue: fmt.Sprintf("sizeof(%s)", v),
		Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
		Flags: mapping.Literal | mapping.TargetParam, Text: "size of " + v, Implicit: true,
		DeviceDecl: fmt.Sprintf("const unsigned long %s = (unsigned long)%s;", VLABytes(v), param),
	})
}

// vlaInner makes the kernel's view of a variable-length array, which the
// target level planned (arg, a pointer or a view on the mapped storage),
// each thread's private or firstprivate copy for a construct nested in
// the region; sectioned: the target level maps only a section of it.
func (kc *kernelCaptures) vlaInner(k *plan.Kernel, arg *plan.Arg, t cc.Type, s Share, sectioned bool) {
	v := arg.Var
	if sectioned && s.Clause == "firstprivate" {
		// The copy is of the whole array, whose device storage is
		// the section only.
		kc.in.Errs.Errorf(s.Pos, "variable-length array '%s', mapped by a section, in clause 'firstprivate' of a construct nested in the target construct is not supported yet", v)
		return
	}
	if kc.r.Generic() {
		kc.refuseGeneric(s, v)
		return
	}
	if t.Kind() == cc.Ptr {
		// A pointer to rows: its copies hold the same address, and
		// device code cannot assign a view.
		if s.Clause == "private" {
			kc.in.Errs.Errorf(s.Pos, "pointer to variable-length rows '%s' in clause 'private' is not supported yet", v)
		}
		return
	}
	decl := arg.DeviceDecl
	i := strings.Index(decl, arg.Param)
	if i < 0 {
		kc.in.Errs.Errorf(s.Pos, "variable-length array '%s' in clause '%s' is not supported yet", v, s.Clause)
		return
	}
	src := ""
	if s.Clause == "firstprivate" {
		src = arg.Param
	}
	buf := copyBuffer(v)
	first, fill := kc.vlaCopies(k, buf, v, src)
	// The storage's parameter names the copy instead.
	arg.DeviceDecl = ""
	buf.DeviceDecl = decl[:i] + first + decl[i+len(arg.Param):] + fill
	if !s.Nested {
		AddFallback(k, plan.FallbackVar{Name: v, Init: s.Clause == "firstprivate", Array: true})
	}
}

// vlaCopies plans the private or firstprivate copies of a variable-length
// array v: C++ has no variable-length arrays, so the copies live in a
// buffer the runtime allocates for the launch (buf, a kernel parameter),
// one slot of sizeof(v) bytes (taken on the host, where C fixed it) per
// thread of the grid, or per team in a generic kernel, whose code outside
// its loops runs on one thread of each. It returns the address of the
// executing thread's slot and the statement that fills it from the
// storage at src ("" for a private copy).
func (kc *kernelCaptures) vlaCopies(k *plan.Kernel, buf *plan.Arg, v, src string) (first, fill string) {
	slot := "__omp_bytes_" + v
	bytes := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLiteral, Var: slot, Param: bytes, Literal: true, Slot: slot,
		SlotValue: fmt.Sprintf("sizeof(%s)", v),
		Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
		Flags: mapping.Literal | mapping.TargetParam, Text: "size of " + v, Implicit: true,
	})
	n, at := fmt.Sprintf("(__SIZE_TYPE__)%s * (__SIZE_TYPE__)%s", plan.HostTeams, plan.HostThreads), "__omp_thread_slot()"
	if kc.r.Generic() {
		n, at = fmt.Sprintf("(__SIZE_TYPE__)%s", plan.HostTeams), "(unsigned long long)omp_get_team_num()"
	}
	buf.Param = fmt.Sprintf("__omp_arg%d", len(k.Args))
	buf.Kind = plan.ArgPrivate
	buf.Base, buf.Begin = "(void *)"+v, "(void *)"+v
	buf.Size = fmt.Sprintf("sizeof(%s) * %s", v, n)
	buf.Flags = mapping.Private | mapping.TargetParam
	buf.Implicit = true
	k.Args = append(k.Args, buf)
	first = fmt.Sprintf("((char *)%s + %s * (unsigned long long)%s)", buf.Param, at, bytes)
	if src != "" {
		fill = fmt.Sprintf(" memcpy((void *)%s, (const void *)%s, (size_t)%s);", first, src, bytes)
	}
	return first, fill
}

// copyBuffer is the kernel argument that holds the copies of v.
func copyBuffer(v string) *plan.Arg {
	return &plan.Arg{Var: "__omp_copies_" + v, Text: "copies of " + v}
}

// vla1Copy plans a private or firstprivate one-dimensional
// variable-length array named by a clause of the target level: the
// device sees a pointer to the thread's copy; a firstprivate one starts
// from the copy the runtime makes of the host's.
func (kc *kernelCaptures) vla1Copy(k *plan.Kernel, arg *plan.Arg, t cc.Type, clause string, pos diag.Pos) {
	v := arg.Var
	el := VLA1(t)
	kc.r.Records(el, pos)
	ptr, err := ctype.Decl(el.Pointer(), v)
	if err != nil {
		kc.in.Errs.Errorf(pos, "variable '%s': %v", v, err)
		return
	}
	cast, _ := ctype.Decl(el.Pointer(), "")
	src := ""
	if clause == "firstprivate" {
		arg.Kind = plan.ArgPrivate
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
		k.Args = append(k.Args, arg)
		src = arg.Param
		if kc.r.GenericTeams() {
			kc.in.Errs.Errorf(pos, "variable-length array '%s' in clause 'firstprivate' of a teams region with code beside its loops is not supported yet (the teams would share one copy)", v)
			return
		}
		if kc.r.Generic() {
			// The runtime's copy, used in place.
			arg.DeviceDecl = fmt.Sprintf("%s = (%s)%s;", ptr, cast, src)
			AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
			return
		}
		arg = copyBuffer(v)
	}
	first, fill := kc.vlaCopies(k, arg, v, src)
	arg.DeviceDecl = fmt.Sprintf("%s = (%s)%s;%s", ptr, cast, first, fill)
	AddFallback(k, plan.FallbackVar{Name: v, Init: clause == "firstprivate", Array: true})
}

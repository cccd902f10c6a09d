package dataenv

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The device declarations that rebind a kernel's parameters to the
// variables the region's code names.

// declare fills arg.DeviceDecl, the device declaration that rebinds the
// kernel parameter of a variable of type t in form "literal", "ref",
// "array", "pointer" or "copy"; false after an error (at pos).
func (kc *kernelCaptures) declare(arg *plan.Arg, t cc.Type, pos diag.Pos, form string) bool {
	kc.r.Records(t, pos)
	var decl string
	var err error
	spell := func(t cc.Type, name string) string {
		if err != nil {
			return ""
		}
		var s string
		s, err = kc.r.Spell(t, name)
		return s
	}
	if kc.r.Generic() {
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
			if kc.r.GenericTeams() {
				// Each team's copy, in the team's shared storage.
				if t.Size() > plan.MaxShared {
					kc.in.Errs.Errorf(pos, "firstprivate '%s' of a teams region with code beside its loops takes more than %d bytes (each team's copy lives in the team's shared memory); map it instead", arg.Var, plan.MaxShared)
					return false
				}
				decl = fmt.Sprintf("OMP_DEV_SHARED %s; if (OMP_DEV_MASTER) memcpy((void *)&%s, (const void *)%s, sizeof %s);", spell(t, arg.Var), arg.Var, arg.Param, arg.Var)
				arg.DeviceCopy = true
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
			arg.DeviceCopy = true
		} else {
			decl = fmt.Sprintf("%s = *(%s)%s;", spell(t, arg.Var), spell(t, "*"), arg.Param)
		}
	}
	if err != nil {
		kc.in.Errs.Errorf(pos, "variable '%s': %v", arg.Var, err)
		return false
	}
	arg.DeviceDecl = decl
	return true
}

// local spells the device declaration of variable name of type t,
// without initializer; false after an error (at pos).
func (kc *kernelCaptures) local(t cc.Type, name string, pos diag.Pos) (string, bool) {
	kc.r.Records(t, pos)
	decl, err := kc.r.Spell(t, name)
	if err != nil {
		kc.in.Errs.Errorf(pos, "%v", err)
		return "", false
	}
	return decl, true
}

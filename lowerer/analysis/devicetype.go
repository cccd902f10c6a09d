package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// declare target's device_type (docs/data-mapping.md): host functions and
// variables never reach the device, nohost functions are not available
// on the host, which every target region's host fallback is.

// declareFunc makes name a declare target function of directive d.
func (a *analyzer) declareFunc(name string, d *directive.Directive) {
	a.declFuncs[name] = true
	a.ind.Mark(name, d)
	if d != nil && d.DeviceType() == "nohost" {
		a.nohostFuncs[name] = d.DeviceTypePos()
	}
}

// checkDeviceType reports a reference from device code (where) to a
// function its device_type keeps away from there; false when reported.
func (a *analyzer) checkDeviceType(name string, tok cc.Token, where string) bool {
	return a.checkDeviceTypeAt(name, frontend.Position(tok), where)
}

// checkDeviceTypeAt is checkDeviceType for a name at pos.
func (a *analyzer) checkDeviceTypeAt(name string, pos diag.Pos, where string) bool {
	if at, ok := a.hostFuncs[name]; ok {
		a.errs.Errorf(pos, "function '%s' is declare target with device_type(host): it is not available in %s", name, where)
		a.errs.Notef(at, "device_type(host) given here")
		return false
	}
	if at, ok := a.nohostFuncs[name]; ok && where == targetRegion {
		// The region's host fallback calls it too (clang-19 refuses it
		// alike).
		a.errs.Errorf(pos, "function '%s' with device_type(nohost) is not available on the host, where the host fallback of %s runs", name, where)
		a.errs.Notef(at, "device_type(nohost) given here")
		return false
	}
	return true
}

// targetRegion is how messages name the code of a target region.
const targetRegion = "a target region"

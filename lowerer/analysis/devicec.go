package analysis

// The analyzer's side of package devicec: what the C-to-C++ rewrites of
// device code read from the analysis.

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/devicec"
)

// devicecInput is what the rewrites of device code read from the
// analyzer.
func (a *analyzer) devicecInput() devicec.Input {
	return devicec.Input{
		Errs:        &a.errs,
		LibraryCall: func(name string) bool { return callees.Library(name) && a.callee.Def(name) == nil },
		VLAArg:      a.vla.Arg,
		NeedRecords: a.types.Records,
	}
}

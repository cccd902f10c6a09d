package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// needRecords records the struct and union definitions a device
// declaration of type t needs.
func (a *analyzer) needRecords(t cc.Type, pos diag.Pos) {
	if a.records == nil {
		a.records = map[string]bool{}
	}
	for _, r := range ctype.Records(t) {
		key := ctype.RecordRef(r)
		if a.records[key] {
			continue
		}
		if r.Size() == 0 && !r.IsIncomplete() {
			// GNU C's empty record has size 0, a C++ one size 1.
			a.records[key] = true
			a.errs.Errorf(pos, "'%s' has no members; an empty struct or union in device code is not supported (its size is 0 in C and 1 in C++, the device code's language)", key)
			continue
		}
		def, err := ctype.Definition(r, a.ind.Any())
		if err != nil {
			a.errs.Errorf(pos, "%v", err)
			continue
		}
		a.records[key] = true
		a.recordTypes = append(a.recordTypes, r)
		a.recordDefs = append(a.recordDefs, def)
	}
}

// finishRecords fills the plan's record definitions: sorted forward
// declarations, then the definitions in dependency order.
func (a *analyzer) finishRecords() {
	if len(a.recordTypes) == 0 {
		return
	}
	a.plan.DeviceRecords = append(a.plan.DeviceRecords, ctype.SortedRefs(a.recordTypes)...)
	a.plan.DeviceRecords = append(a.plan.DeviceRecords, a.recordDefs...)
}

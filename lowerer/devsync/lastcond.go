package devsync

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// ConditionalClause is the first lastprivate clause of d with the
// conditional modifier, or nil.
func ConditionalClause(d *directive.Directive) *directive.Clause {
	for i := range d.Clauses {
		if c := &d.Clauses[i]; c.Name == "lastprivate" && c.Conditional {
			return c
		}
	}
	return nil
}

// RefuseRepeated reports lastprivate(conditional:) clause c of the
// worksharing loop stmt (of kind k) when its parallel region may run it
// more than once in one run (a loop or a goto of region around it). The
// device runs it right, but the host fallback keeps the construct for
// gcc, which records the greatest assigning iteration once per parallel
// region: a later run of the loop whose last assignment comes at an
// earlier iteration than an earlier run's would not store it (gcc 12).
func RefuseRepeated(errs *diag.List, c *directive.Clause, k directive.Kind, region, stmt cc.Node) bool {
	again, ok := csyntax.RunsAgain(region, stmt)
	if ok {
		errs.Errorf(c.ConditionalPos, "'lastprivate(conditional: ...)' on a '#pragma omp %s' that its parallel region may run more than once (the '%s' at line %d) is not supported yet (the host fallback's gcc keeps the greatest assigning iteration of the earlier runs); put the parallel region inside that loop", k, again.SrcStr(), frontend.Position(again).Line)
	}
	return !ok
}

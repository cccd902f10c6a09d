package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Target tasks: nowait and depend on target constructs and standalone
// data directives (docs/data-mapping.md, "Target tasks").

var dependFlags = map[string]int{
	"in":            plan.DependIn,
	"out":           plan.DependInOut,
	"inout":         plan.DependInOut,
	"mutexinoutset": plan.DependMutexInOutSet,
	"inoutset":      plan.DependInOutSet,
}

// depends resolves the list items of d's depend clauses as visible just
// before token seq: the address and size the host passes to libomp, the
// same storage gcc names for a host task's depend clause.
func (a *analyzer) depends(d *directive.Directive, scope *cc.Scope, seq int) []plan.Depend {
	var out []plan.Depend
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "depend" {
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			if len(it.Members) > 0 {
				a.errs.Errorf(it.Pos, "a struct member ('%s') in clause 'depend' is not supported yet", it.Text)
				continue
			}
			decl := a.clauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			e := a.itemEntry(decl, it, false)
			if e == nil {
				continue
			}
			out = append(out, plan.Depend{Addr: e.Begin, Size: e.Size, Flags: dependFlags[c.DependType], Text: c.DependType + ": " + it.Text})
		}
	}
	return out
}

// kernelTask fills the target task clauses of kernel k. The launch of a
// nowait region runs later, in a task of its own, from map arrays copied
// when the construct is encountered, with copies of what the launch
// block allocates for the kernel (TempArg); with a mapper's run-time map
// arrays those entries are not known by index.
func (a *analyzer) kernelTask(k *plan.Kernel, d *directive.Directive, scope *cc.Scope, seq int) {
	k.Depends = a.depends(d, scope, seq)
	nw := d.Clause("nowait")
	if nw == nil {
		return
	}
	k.Nowait = true
	if k.Build == nil {
		return
	}
	for _, arg := range k.Args {
		if plan.TempArg(arg) {
			a.errs.Errorf(nw.Pos, "'nowait' on a target region with a mapper's array section and '%s' is not supported yet", arg.Text)
			return
		}
	}
}

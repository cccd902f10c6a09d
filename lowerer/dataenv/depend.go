package dataenv

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
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

// Depends resolves the list items of d's depend clauses as visible just
// before token seq: the address and size the host passes to libomp, the
// same storage gcc names for a host task's depend clause.
func (env *Env) Depends(d *directive.Directive, scope *cc.Scope, seq int) []plan.Depend {
	var out []plan.Depend
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "depend" {
			continue
		}
		var loops []string
		for _, x := range c.Iterators {
			// OpenMP's iterator: begin, begin+step, ... up to end
			// (down to it for a negative step), end excluded.
			loops = append(loops, fmt.Sprintf("for (%s %s = (%s); (%s) > 0 ? %s < (%s) : %s > (%s); %s += (%s))",
				x.Type, x.Name, x.Begin, x.Step, x.Name, x.End, x.Name, x.End, x.Name, x.Step))
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			if it.Name == "omp_all_memory" && len(it.Sections) == 0 && len(it.Members) == 0 && resolve.Lookup(scope, it.Name, seq) == nil {
				if c.DependType != "out" && c.DependType != "inout" {
					env.in.Errs.Errorf(it.Pos, "'omp_all_memory' is only valid with dependence-type 'out' or 'inout'")
					continue
				}
				out = append(out, plan.Depend{Addr: "0", Size: "0", Flags: plan.DependAllMemory, Text: c.DependType + ": omp_all_memory"})
				continue
			}
			if c.DependType == "depobj" {
				decl := env.ClauseVar(scope, it, c.Name, seq)
				if decl == nil {
					continue
				}
				if len(it.Sections) > 0 || len(it.Members) > 0 || !isDepobjType(decl.Type()) {
					env.in.Errs.Errorf(it.Pos, "'%s' in 'depend(depobj: ...)' must be a variable of type 'omp_depend_t'", it.Text)
					continue
				}
				// The host compiler's (gcc's) depend object: the
				// address, then its kind (1 in, 2 out, 3 inout, 4
				// mutexinoutset), which the depobj construct set.
				kind := fmt.Sprintf("((const long *)&(%s))[1]", it.Name)
				out = append(out, plan.Depend{
					Addr: fmt.Sprintf("((void *const *)&(%s))[0]", it.Name), Size: "0",
					FlagsExpr: fmt.Sprintf("(%s == 1 ? 0x%x : %s == 4 ? 0x%x : 0x%x)", kind, plan.DependIn, kind, plan.DependMutexInOutSet, plan.DependInOut),
					Text:      "depobj: " + it.Text,
				})
				continue
			}
			decl := env.ClauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			if len(it.Members) > 0 {
				// The member's storage, as gcc names it for a host
				// task's item.
				if begin, size, ok := env.MemberStorage(decl, it); ok {
					out = append(out, plan.Depend{Addr: begin, Size: size, Flags: dependFlags[c.DependType], Loops: loops, Text: c.DependType + ": " + it.Text})
				}
				continue
			}
			e := env.ItemEntry(decl, it, false)
			if e == nil {
				continue
			}
			out = append(out, plan.Depend{Addr: e.Begin, Size: e.Size, Flags: dependFlags[c.DependType], Loops: loops, Text: c.DependType + ": " + it.Text})
		}
	}
	return out
}

// KernelTask fills the target task clauses of kernel k. The launch of a
// nowait region runs later, in a task of its own, from map arrays copied
// when the construct is encountered, with copies of what the launch
// block allocates for the kernel (TempArg); with a mapper's run-time map
// arrays those entries are not known by index.
func (env *Env) KernelTask(k *plan.Kernel, d *directive.Directive, scope *cc.Scope, seq int) {
	k.Depends = env.Depends(d, scope, seq)
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
			env.in.Errs.Errorf(nw.Pos, "'nowait' on a target region with a mapper's array section and '%s' is not supported yet", arg.Text)
			return
		}
	}
}

// isDepobjType reports whether t is omp_depend_t (a typedef of omp.h).
func isDepobjType(t cc.Type) bool {
	if t == nil {
		return false
	}
	if tn := t.Typedef(); tn != nil && tn.Name() == "omp_depend_t" {
		return true
	}
	return false
}

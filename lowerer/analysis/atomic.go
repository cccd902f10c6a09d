package analysis

// The analyzer's side of package atomics: each atomic directive bound to
// its statement and matched there, and which sites are storage of one
// device thread, which the kernel's data environment decides.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// atomic matches the statement of the atomic directive d at q and
// records it for atomics.Lower.
func (a *analyzer) atomic(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	info := d.Atomic
	if info != nil && info.Order == "" && a.memOrder != "" {
		// requires atomic_default_mem_order (package requires)
		withDefault := *info
		withDefault.Order = a.memOrder
		info = &withDefault
	}
	r := a.binder.Bind(q.Seq)
	if r.Stmt == nil {
		r.Error(&a.errs, q.Pos, string(d.Kind))
		return
	}
	if s := atomics.Match(&a.errs, q.Pos, info, r.Stmt); s != nil {
		a.atomics = append(a.atomics, s)
	}
}

// rootVar returns the variable whose storage x designates directly (not
// through a pointer), or nil.
func rootVar(n cc.ExpressionNode) *cc.PrimaryExpression { return csyntax.RootVar(n) }

// atomicTargets finds the atomics of kernel k (construct d, region
// tokens lo..hi) whose x is storage of one thread on the device: a
// variable declared in the region, the loop variables, the private
// copies of private and reduction items and of firstprivate scalars.
// CUDA's atomic functions are undefined on such (local) memory, and
// one thread needs none, so they run as written. A firstprivate scalar
// is shared by all the threads of the region in OpenMP, though, so an
// atomic on it is refused in a kernel of more than one thread.
func (a *analyzer) atomicTargets(k *plan.Kernel, d *directive.Directive, lo, hi int) {
	private := map[string]bool{}
	for _, c := range d.Clauses {
		if c.Name == "private" || c.Name == "reduction" {
			for _, it := range c.Items {
				private[it.Name] = true
			}
		}
	}
	single := k.Launch.FixedTeams == 1 && k.Launch.FixedThreads == 1
	for _, s := range a.atomics {
		pe := rootVar(s.X)
		if pe == nil {
			continue // through a pointer
		}
		name := pe.Token.SrcStr()
		if decl, ok := pe.ResolvedTo().(*cc.Declarator); ok && csyntax.LocalTo(decl, lo, hi) {
			s.Local = true
			continue
		}
		if private[name] || kernelplan.IsNestIndex(k, name) {
			s.Local = true
			continue
		}
		for _, arg := range k.Args {
			if arg.Var == name && (arg.Kind == plan.ArgLiteral || arg.Kind == plan.ArgPrivate) {
				if !single {
					a.errs.Errorf(frontend.Position(pe.Token), "'#pragma omp atomic' on '%s', which is firstprivate in the target region, is not supported yet (map it, e.g. map(tofrom: %s))", name, name)
				}
				s.Local = true
			}
		}
	}
}

package generic

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// TeamsReductions plans the reductions of the teams construct of
// a generic teams region: each team reduces into a copy of its own (in
// the team's shared storage, from the operator's identity), which the
// region's code and loops update, and at the end of the region the
// team's thread 0 folds it into the variable's device copy atomically.
// The kernel parameters are the loop kernels' (kernelplan.Reductions).
func TeamsReductions(u Unit, k *plan.Kernel, d *directive.Directive, region *cc.Statement) {
	first := csyntax.First(region)
	u.KernelPlan().Reductions(k, d, resolve.ScopeOf(region), first.Seq())
	var pre, post []plan.GenericPiece
	for _, r := range k.Reductions {
		if r.UDR != nil && r.UDR.Orig {
			u.UDROrigRefused(r, "of a teams construct whose region has code beside its loops")
		}
		if r.Array != nil {
			p, q, ok := teamsArrayReduction(u.Errs(), r)
			if ok {
				pre, post = append(pre, p), append(post, q)
			}
			continue
		}
		pre = append(pre, plan.GenericPiece{Text: fmt.Sprintf("OMP_DEV_SHARED %s %s;\nif (OMP_DEV_MASTER) { %s = %s; }", r.Type, r.Var, r.Var, r.Identity)})
		post = append(post, plan.GenericPiece{Text: fmt.Sprintf("if (OMP_DEV_MASTER) { __omp_fold_atomic(%s, %s, %s()); }", r.Device, r.Var, r.Functor)})
	}
	k.Generic.Pieces = append(append(pre, k.Generic.Pieces...), post...)
}

// teamsArrayReduction gives the pieces before and after a generic teams
// region for reduction r over an array or array section of the teams
// construct: the team's copy of the section's elements in its shared
// storage, which the region's code indexes as the array, and the fold
// of each element into the device copy. A section of a pointer's pointee
// or one whose bounds are not constants has no fixed size there and is
// refused.
func teamsArrayReduction(errs *diag.List, r *plan.Reduction) (pre, post plan.GenericPiece, ok bool) {
	ra := r.Array
	if ra.Lanes != "" || ra.Storage <= 0 || (!ra.Pointer && ra.Dim <= 0) {
		errs.Errorf(r.Pos, "reduction over '%s' on a teams construct whose region has code beside its loops is not supported yet (its bounds must be constants)", ra.Section)
		return pre, post, false
	}
	e := "__omp_re"
	view := fmt.Sprintf("%s (&%s)%s = *(%s (*)%s)%s;", r.Type, r.Var, ra.Extents(), r.Type, ra.Extents(), ra.Private)
	if ra.Pointer {
		view = fmt.Sprintf("%s *%s = %s;", r.Type, r.Var, ra.Private)
	}
	pre.Text = fmt.Sprintf("OMP_DEV_SHARED %s %s[%d];\nif (OMP_DEV_MASTER) { for (long long %s = 0; %s < %s; %s++) %s[%s] = %s; }\n%s",
		r.Type, ra.Private, ra.Storage, e, e, ra.Len, e, ra.Private, ra.PrivateIndex(e), r.Identity, view)
	post.Text = fmt.Sprintf("if (OMP_DEV_MASTER) { for (long long %s = 0; %s < %s; %s++) __omp_fold_atomic(%s + %s, %s[%s], %s()); }",
		e, e, ra.Len, e, r.Device, e, ra.Private, ra.PrivateIndex(e), r.Functor)
	return pre, post, true
}

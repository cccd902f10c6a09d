package analysis

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// fallbackTeams runs the host fallback of a `target teams num_teams(n)`
// region (tokens toks) in a host teams construct (OpenMP 5.0, libomp's
// __kmpc_fork_teams), as clang-19's fallback does: each team runs the
// region once on its own copies of the region's private and
// firstprivate variables, omp_get_team_num() and omp_get_num_teams()
// answer as on the device, and thread_limit caps each team's
// contention group. libomp creates at most n teams (no more than the
// host's processors), as for clang-19. gcc 12 takes only distribute,
// parallel and loop constructs and the two team routines strictly
// nested in a teams region, so a region with another construct, or
// another OpenMP routine outside a parallel construct, a reduction or
// an allocate clause, or one nested in another construct, keeps the
// fallback of one team (docs/architecture.md).
func (a *analyzer) fallbackTeams(p *frontend.Pragma, k *plan.Kernel, s *plan.Splice, toks []cc.Token) {
	// The directive as written: the kernel's may have taken in a loop
	// construct (target teams distribute over a parallel loop), whose
	// loop the fallback then runs whole.
	at := a.pragmaIndex(*p)
	if at < 0 || len(toks) == 0 || a.dirs[at] == nil {
		return
	}
	d := a.dirs[at]
	nt := d.Clause("num_teams")
	if d.Kind != "target teams" || k.Directive.Kind != "target teams" || nt == nil || strings.TrimSpace(nt.Expr) == "" ||
		s.FallbackParallel != "" || d.Clause("reduction") != nil || d.Clause("allocate") != nil || d.Depth > 0 {
		return
	}
	// gcc takes a host teams construct only outside every construct
	// (a target region launched from a host parallel region keeps one
	// team).
	for i := 0; i < at; i++ {
		if st := a.binder.Bind(a.u.Pragmas[i].Seq).Stmt; st != nil {
			ts := csyntax.Tokens(st)
			if len(ts) > 0 && p.Seq >= ts[0].Seq()-1 && p.Seq <= ts[len(ts)-1].Seq() {
				return
			}
		}
	}
	// The statements of the parallel constructs in the region, where
	// gcc takes any construct and routine.
	type span struct{ lo, hi int }
	var spans []span
	in := func(seq int) bool {
		for _, sp := range spans {
			if seq >= sp.lo && seq <= sp.hi {
				return true
			}
		}
		return false
	}
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	for i := at + 1; i < len(a.u.Pragmas); i++ {
		q := &a.u.Pragmas[i]
		if q.Seq >= hi {
			break
		}
		if q.Seq < lo-1 || in(q.Seq+1) {
			continue
		}
		if a.dirs[i] == nil || !strings.HasPrefix(string(a.dirs[i].Kind), "parallel") {
			return
		}
		st := a.binder.Bind(q.Seq).Stmt
		if st == nil {
			return
		}
		ts := csyntax.Tokens(st)
		spans = append(spans, span{ts[0].Seq(), ts[len(ts)-1].Seq()})
	}
	for _, t := range toks {
		name := t.SrcStr()
		if strings.HasPrefix(name, "omp_") && name != "omp_get_team_num" && name != "omp_get_num_teams" && !in(t.Seq()) {
			return
		}
	}
	line := "#pragma omp teams num_teams(" + strings.TrimSpace(nt.Expr) + ")"
	if c := d.Clause("thread_limit"); c != nil && strings.TrimSpace(c.Expr) != "" {
		line += " thread_limit(" + strings.TrimSpace(c.Expr) + ")"
	}
	var fp, pv []string
	for _, v := range k.FallbackPrivate {
		if v.Init {
			fp = append(fp, v.Name)
		} else {
			pv = append(pv, v.Name)
		}
	}
	if len(fp) > 0 {
		line += " firstprivate(" + strings.Join(fp, ", ") + ")"
	}
	if len(pv) > 0 {
		line += " private(" + strings.Join(pv, ", ") + ")"
	}
	s.FallbackParallel = line
	// The teams line carries the limit: gcc refuses a teams construct
	// in the task that would scope it.
	s.FallbackThreadLimit = ""
}

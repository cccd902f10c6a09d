package generic

// Team sizes of the parallel constructs of one generic region. When they
// ask for one size (or none) that the host knows, the kernel's team is
// that size, as ever. When their num_threads clauses differ, or one is
// known only to the device (it reads a variable of the region, or one
// the region writes), the kernel is launched with the largest the host
// knows (the device's largest team when one is the device's), capped by
// thread_limit, and each parallel construct with a num_threads runs on
// the first threads of the block, as many as it asks for, evaluated by
// the team's thread 0 where the construct stands (docs/generic.md#team-sizes).

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// regionSizes records the num_threads expressions of the parallel
// constructs in the region of target construct d (pragma ti, tokens in
// (lo, hi)), for sizedBlock.
func (f *Finder) regionSizes(d *directive.Directive, ti, lo, hi int) {
	f.sizes, f.sizedOnly = map[string]bool{}, false
	region := f.Binder.Bind(f.Pragmas[ti].Seq).Stmt
	for j := ti + 1; j < len(f.Pragmas); j++ {
		q := &f.Pragmas[j]
		if q.Seq >= hi {
			break
		}
		dq := f.Dirs[j]
		if q.Seq < lo-1 || dq == nil || !dq.Kind.Has("parallel") {
			continue
		}
		if c := dq.Clause("num_threads"); c != nil {
			e := strings.TrimSpace(c.Expr)
			f.sizes[e] = true
			if f.Unit != nil && region != nil && f.Unit.HostSize(d, e, region) != "" {
				f.sizedOnly = true
			}
		}
	}
}

// sizedBlock reports whether the parallel construct dq of pragma j, a
// block stmt of several worksharing loops, runs on a team of its own
// size: its num_threads differs from another parallel construct's of
// the region, or only the device knows a size. Such a block lowers as
// a parallel region of code, which a region of its own size can run.
func (f *Finder) sizedBlock(j int, dq *directive.Directive, stmt *cc.Statement) bool {
	if dq.Clause("num_threads") == nil || !(len(f.sizes) > 1 || f.sizedOnly) {
		return false
	}
	ks, _ := f.LoopBlock(j, stmt)
	return len(ks) > 1
}

// teamSizes scans the parallel constructs of g (the region of kernel k)
// for their num_threads. With one expression (or none) that the host
// evaluates as the device would it returns false: the team is the
// launch's. Otherwise it returns the launch size and true: the largest
// the host knows, or where a size is known only to the device, the
// device's largest team (plan.MaxThreads; the host caps the launch by a
// thread_limit clause). An error is
// reported at each construct that may not run on a team of its own.
func (gb *genBuilder) teamSizes(g *Region, k *plan.Kernel, region *cc.Statement) (launch string, sized bool) {
	var exprs, known []string
	seen := map[string]bool{}
	device := false
	for _, l := range g.Loops {
		c := l.Dir.Clause("num_threads")
		if c == nil || !l.Dir.Kind.Has("parallel") {
			continue
		}
		e := strings.TrimSpace(c.Expr)
		if seen[e] {
			continue
		}
		seen[e] = true
		exprs = append(exprs, e)
		if gb.a.HostSize(k.Directive, e, region) != "" {
			device = true
			continue
		}
		known = append(known, e)
	}
	if len(exprs) < 2 && !device {
		return "", false
	}
	ok := true
	checked := map[diag.Pos]bool{}
	for _, l := range g.Loops {
		c := l.Dir.Clause("num_threads")
		if c == nil || !l.Dir.Kind.Has("parallel") || checked[c.Pos] {
			continue // the loops of a parallel block share its clause
		}
		checked[c.Pos] = true
		if g.InParBlock(l) {
			// find.go makes such a block a parallel region of code;
			// one that stays a block cannot run on a team of its own.
			gb.a.errs.Errorf(c.ExprPos, "num_threads(%s) on a parallel block of several loops differs from num_threads(%s) of another parallel construct of this target region; that is not supported yet (give the loops one size, or write each as a parallel loop)", c.Expr, otherThan(exprs, strings.TrimSpace(c.Expr)))
			ok = false
		}
	}
	if !ok {
		// Reported: sized keeps the one-size check from reporting the
		// same clauses again.
		return "", true
	}
	if device {
		// The device alone knows a size: launch the largest team the
		// device has (the host caps the launch by thread_limit), so a
		// region gets min(num_threads, that limit), which is what
		// omp_get_thread_limit() reports there.
		known = []string{strconv.Itoa(plan.MaxThreads)}
	}
	launch = "(" + known[0] + ")"
	for _, e := range known[1:] {
		launch = "((" + e + ") > " + launch + " ? (" + e + ") : " + launch + ")"
	}
	return launch, true
}

// regionSize is the device spelling of the num_threads of parallel
// construct d at stmt when the region's constructs run on teams of
// their own sizes, "" otherwise (or without the clause: the launch's).
// Thread 0 of the team evaluates it where the construct stands, so the
// variables it reads reach the kernel as the region's own do.
func (gb *genBuilder) regionSize(d *directive.Directive, stmt *cc.Statement) string {
	c := d.Clause("num_threads")
	if !gb.sized || c == nil {
		return ""
	}
	gb.sizeVars(c.Expr, c.ExprPos, stmt)
	return gb.a.DeviceClauseExpr(c.Expr, resolve.ScopeOf(stmt), first(stmt), 0)
}

// blockIf reports whether a parallel block of several loops in g has
// an if clause: such a block runs on the launch's team, which its if
// clause sizes (launchIf).
func blockIf(g *Region) bool {
	for _, l := range g.Loops {
		if l.Dir.Clause("if") != nil && g.InParBlock(l) {
			return true
		}
	}
	return false
}

// regionIf gives size, the size of the parallel region of code of
// directive d at stmt ("" for the launch's), the region's if clause
// when its team is sized where it stands: a team of one thread when the
// condition is false, an inactive parallel region. Without a
// num_threads the team is the launch's (__omp_team_n caps the size by
// the block).
func (gb *genBuilder) regionIf(d *directive.Directive, stmt *cc.Statement, size string) string {
	c := d.Clause("if")
	if !gb.sized || c == nil || gb.g.LaunchIf != "" {
		return size
	}
	if c.NameModifier != "" && c.NameModifier != "parallel" {
		gb.a.errs.Errorf(c.Pos, "if(%s: ...) on a '#pragma omp %s' beside other code in a target region is not supported yet", c.NameModifier, parKind(d.Kind))
		return size
	}
	gb.exprVars(c.Expr, c.ExprPos, "the condition of 'if'", stmt)
	if size == "" {
		size = "0x7fffffff"
	}
	return "(" + gb.a.DeviceClauseExpr(c.Expr, resolve.ScopeOf(stmt), first(stmt), 0) + ") ? (" + size + ") : 1"
}

func otherThan(exprs []string, e string) string {
	for _, x := range exprs {
		if x != e {
			return x
		}
	}
	return e
}

func first(stmt *cc.Statement) int {
	t := csyntax.First(stmt)
	return t.Seq()
}

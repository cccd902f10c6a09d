package generic

// Team sizes of the parallel constructs of one generic region. When they
// ask for one size (or none), the kernel's team is that size, as ever.
// When their num_threads clauses differ, the kernel is launched with the
// largest (capped by thread_limit) and each parallel construct with a
// num_threads runs on the first threads of the block, as many as it asks
// for (docs/generic.md#team-sizes).

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// teamSizes scans the parallel constructs of g for their num_threads.
// With one expression (or none) it returns false: the team is the
// launch's. With several it checks that each may size a region of its
// own and returns the launch size (the largest) and true; an error is
// reported at each that may not.
func (gb *genBuilder) teamSizes(g *Region) (launch string, sized bool) {
	var exprs []string
	seen := map[string]bool{}
	for _, l := range g.Loops {
		c := l.Dir.Clause("num_threads")
		if c == nil || !l.Dir.Kind.Has("parallel") {
			continue
		}
		if !seen[c.Expr] {
			seen[c.Expr] = true
			exprs = append(exprs, c.Expr)
		}
	}
	if len(exprs) < 2 {
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
		switch {
		case !gb.constantSize(c.Expr):
			gb.a.errs.Errorf(c.ExprPos, "num_threads(%s) differs from num_threads(%s) of another parallel construct of this target region; parallel regions of different sizes in one target region need sizes that are integer constants (literals or macros), since the host sizes the launch for the largest", c.Expr, otherThan(exprs, c.Expr))
			ok = false
		case g.InParBlock(l):
			gb.a.errs.Errorf(c.ExprPos, "num_threads(%s) on a parallel block of several loops differs from num_threads(%s) of another parallel construct of this target region; that is not supported yet (give the loops one size, or write each as a parallel loop)", c.Expr, otherThan(exprs, c.Expr))
			ok = false
		case l.Dir.Clause("if") != nil:
			gb.a.errs.Errorf(c.ExprPos, "num_threads(%s) beside an 'if' clause differs from num_threads(%s) of another parallel construct of this target region; that is not supported yet", c.Expr, otherThan(exprs, c.Expr))
			ok = false
		}
	}
	if !ok {
		// Reported: sized keeps the one-size check from reporting the
		// same clauses again.
		return "", true
	}
	launch = "(" + exprs[0] + ")"
	for _, e := range exprs[1:] {
		launch = "((" + e + ") > " + launch + " ? (" + e + ") : " + launch + ")"
	}
	return launch, true
}

// constantSize reports whether expr names only literals, macros and
// operators: the device then computes the same value where the region
// stands as the host does at the launch.
func (gb *genBuilder) constantSize(expr string) bool {
	for _, t := range strings.Fields(csyntax.Tokenize(expr)) {
		if directive.IsIdent(t) && !gb.a.Macro(t) {
			return false
		}
	}
	return true
}

// regionSize is the device spelling of the num_threads of parallel
// construct d at stmt when the region's constructs run on teams of
// their own sizes, "" otherwise (or without the clause: the launch's).
func (gb *genBuilder) regionSize(d *directive.Directive, stmt *cc.Statement) string {
	c := d.Clause("num_threads")
	if !gb.sized || c == nil {
		return ""
	}
	return gb.a.DeviceClauseExpr(c.Expr, resolve.ScopeOf(stmt), first(stmt), 0)
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

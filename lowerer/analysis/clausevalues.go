package analysis

// Clause arguments OpenMP requires to be positive (or, for device,
// non-negative): clang refuses constant ones that are not, so the
// lowerer does too, where they are written, on every directive it
// parses (a kernel would otherwise launch with zero teams or threads,
// or divide by a zero chunk).

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
)

// positiveClauses are the clauses whose one argument must be a strictly
// positive integer (OpenMP 5.2 §10.1, §10.2, §10.4, §10.6, §11.4).
var positiveClauses = map[string]bool{
	"num_teams": true, "thread_limit": true, "num_threads": true, "safelen": true, "simdlen": true,
}

// checkClauseValues reports the constant clause arguments of d that are
// out of range, and a simdlen greater than the safelen beside it.
func (a *analyzer) checkClauseValues(d *directive.Directive) {
	var safelen, simdlen *directive.Clause
	for i := range d.Clauses {
		c := &d.Clauses[i]
		switch {
		case positiveClauses[c.Name]:
			if v, ok := a.constInt(c.Expr); ok && v < 1 {
				a.errs.Errorf(c.ExprPos, "the argument of '%s' must be a strictly positive integer, found %d", c.Name, v)
			}
			if c.Name == "safelen" {
				safelen = c
			} else if c.Name == "simdlen" {
				simdlen = c
			}
		case c.Name == "device":
			expr := c.Expr
			if k := strings.Index(expr, ":"); k >= 0 {
				if m := strings.TrimSpace(expr[:k]); m == "device_num" || m == "ancestor" {
					expr = expr[k+1:]
				}
			}
			if v, ok := a.constInt(expr); ok && v < 0 {
				a.errs.Errorf(c.ExprPos, "the argument of 'device' must be a non-negative integer, found %d", v)
			}
		case c.Name == "schedule" || c.Name == "dist_schedule":
			expr := c.Expr
			if k, comma := strings.Index(expr, ":"), strings.Index(expr, ","); k >= 0 && (comma < 0 || k < comma) {
				expr = expr[k+1:] // after the modifiers
			}
			if _, chunk, _ := kernelplan.SplitSchedule(expr); chunk != "" {
				if v, ok := a.constInt(chunk); ok && v < 1 {
					a.errs.Errorf(c.ExprPos, "the chunk size of '%s' must be a strictly positive integer, found %d", c.Name, v)
				}
			}
		}
	}
	if safelen != nil && simdlen != nil {
		sl, ok1 := a.constInt(safelen.Expr)
		sd, ok2 := a.constInt(simdlen.Expr)
		if ok1 && ok2 && sl >= 1 && sd > sl {
			a.errs.Errorf(simdlen.ExprPos, "the argument of 'simdlen' (%d) must not be greater than that of 'safelen' (%d)", sd, sl)
		}
	}
}

package generic

// omp_set_schedule in a target region (docs/generic.md#omp_set_schedule):
// the call sets the run-sched-var of the region's initial thread, which
// the schedule(runtime) loops after it take. The lowerer accepts it where
// it knows that value at every loop: a statement of the target region's
// own block, with constant arguments. Each schedule(runtime) loop then
// gets the schedule the last such call before it set, and the device
// runtime keeps the value for omp_get_schedule.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// SchedSet is one omp_set_schedule statement of a target region: the
// token seq of its call and the schedule clause argument it amounts to.
type SchedSet struct {
	Seq      int
	Schedule string
}

// schedKinds are omp.h's omp_sched_t enumerators, by value.
var schedKinds = map[string]int64{
	"omp_sched_static": 1, "omp_sched_dynamic": 2, "omp_sched_guided": 3, "omp_sched_auto": 4,
}

// RunSchedules finds the omp_set_schedule calls of the target region of
// construct d (statement region) and reports those it cannot take.
func RunSchedules(errs *diag.List, d *directive.Directive, region *cc.Statement) []SchedSet {
	top := map[int]bool{}
	var sets []SchedSet
	if region.Case == cc.StatementCompound && !d.Kind.Has("parallel") && !d.Kind.Has("simd") && !d.Kind.Has("loop") {
		for l := region.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
			bi := l.BlockItem
			if bi.Case != cc.BlockItemStmt || bi.Statement.Case != cc.StatementExpr {
				continue
			}
			toks := csyntax.Tokens(bi.Statement)
			if len(toks) < 5 || toks[0].SrcStr() != "omp_set_schedule" || toks[1].SrcStr() != "(" {
				continue
			}
			top[toks[0].Seq()] = true
			var args []string
			for _, t := range toks[2 : len(toks)-2] {
				args = append(args, t.SrcStr())
			}
			s, why := setSchedule(args)
			if why != "" {
				errs.Errorf(frontend.Position(toks[0]), "omp_set_schedule(%s) in a target region: %s", csyntax.Render(toks[2:len(toks)-2], nil), why)
				continue
			}
			sets = append(sets, SchedSet{Seq: toks[0].Seq(), Schedule: s})
		}
	}
	for _, t := range csyntax.Tokens(region) {
		if t.SrcStr() == "omp_set_schedule" && !top[t.Seq()] {
			errs.Errorf(frontend.Position(t), "omp_set_schedule in a target region is supported as a statement of the target region's own block (the code its initial threads run, outside control flow, loops and parallel regions) only: the lowerer gives the schedule(runtime) loops after it the schedule it sets")
		}
	}
	return sets
}

// setSchedule reads the arguments of an omp_set_schedule call (their
// tokens' spellings): the schedule clause argument they amount to, or
// why they cannot be taken.
func setSchedule(args []string) (string, string) {
	var kind, chunk []string
	depth, comma := 0, false
	for _, s := range args {
		switch {
		case s == "(":
			depth++
		case s == ")":
			depth--
		case s == "," && depth == 0:
			if comma {
				return "", "it takes two arguments"
			}
			comma = true
			continue
		}
		if comma {
			chunk = append(chunk, s)
		} else {
			kind = append(kind, s)
		}
	}
	noMacros := func(string) ([]string, bool) { return nil, false }
	k, ok := int64(0), false
	if len(kind) == 1 {
		k, ok = schedKinds[kind[0]]
	}
	if !ok {
		k, ok = consteval.Int(kind, noMacros)
	}
	c, cok := consteval.Int(chunk, noMacros)
	if !ok || !cok || k < 1 || k > 4 {
		return "", "its arguments must be a schedule kind (omp_sched_static, omp_sched_dynamic, omp_sched_guided, omp_sched_auto) and an integer constant"
	}
	name := []string{"", "static", "dynamic", "guided", "auto"}[k]
	if c < 1 || k == 4 {
		// The kind's default chunk.
		return name, ""
	}
	return fmt.Sprintf("%s, %d", name, c), ""
}

// runtimeSchedule returns d with its schedule(runtime) clause replaced
// by the schedule the last omp_set_schedule of the region before token
// seq set (static without one), or d when it has no schedule(runtime).
func (gb *genBuilder) runtimeSchedule(d *directive.Directive, seq int) *directive.Directive {
	if gb.g == nil {
		return d
	}
	c := d.Clause("schedule")
	if c == nil || strings.TrimSpace(kernelScheduleKind(c.Expr)) != "runtime" {
		return d
	}
	// run-sched-var starts as static with the default chunk, as
	// omp_get_schedule says (clang-19's on the host plugin too).
	set := "static"
	for _, s := range gb.g.Schedules {
		if s.Seq < seq {
			set = s.Schedule
		}
	}
	cp := *d
	cp.Clauses = append([]directive.Clause(nil), d.Clauses...)
	for i := range cp.Clauses {
		if cp.Clauses[i].Name == "schedule" {
			cp.Clauses[i].Expr = set
		}
	}
	return &cp
}

// kernelScheduleKind is the kind of schedule clause argument expr,
// without modifiers or chunk.
func kernelScheduleKind(expr string) string {
	if i := strings.LastIndex(expr, ":"); i >= 0 {
		expr = expr[i+1:]
	}
	if i := strings.Index(expr, ","); i >= 0 {
		expr = expr[:i]
	}
	return expr
}

package generic

// The if clause of a parallel region of code (or of a parallel block of
// loops) in a generic region (docs/generic.md#the-if-clause). When it is
// false the region is inactive: a team of one thread. Such a region's
// worksharing loops, barriers and reductions are planned for the whole
// team the kernel was launched with, so the team is sized at the launch:
// the host evaluates the condition (plan.Launch.ParallelIf) and launches
// one thread per team when it is false. That is exact only when the
// condition has the value the device would see where the construct
// stands (Unit.HostCondition), and when every parallel construct of the
// region runs on a team of the same size: both are checked here.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// launchIf decides the if clause the launch of generic region g (the
// target construct d, its region) evaluates: the if clause of its
// parallel regions of code and parallel blocks, which must then be the
// clause of every parallel construct of the region. It returns the
// condition ("" when none) and whether the clauses are accepted.
func launchIf(a *unit, d *directive.Directive, g *Region, region *cc.Statement) (string, bool) {
	var at *directive.Clause
	var atKind directive.Kind
	for _, l := range g.Loops {
		if l.DistributeOnly() || !(l.Par != nil || g.InParBlock(l)) {
			continue
		}
		if c := l.Dir.Clause("if"); c != nil && at == nil {
			at, atKind = c, l.Dir.Kind
		}
	}
	if at == nil {
		return "", true
	}
	what := fmt.Sprintf("clause 'if' on a '#pragma omp %s' beside other code in a target region is not supported yet", parKind(atKind))
	if at.NameModifier != "" && at.NameModifier != "parallel" {
		a.errs.Errorf(at.Pos, "if(%s: ...) on a '#pragma omp %s' beside other code in a target region is not supported yet", at.NameModifier, parKind(atKind))
		return "", false
	}
	for _, l := range g.Loops {
		if l.DistributeOnly() {
			continue
		}
		c := l.Dir.Clause("if")
		if c == nil || strings.TrimSpace(c.Expr) != strings.TrimSpace(at.Expr) || c.NameModifier != "" && c.NameModifier != "parallel" {
			has := "none"
			switch {
			case c != nil && c.NameModifier != "":
				has = "if(" + c.NameModifier + ": " + c.Expr + ")"
			case c != nil:
				has = "if(" + c.Expr + ")"
			}
			a.errs.Errorf(at.Pos, "%s: the team is sized when the region is launched, so every parallel construct of the region must have the same if clause (the '#pragma omp %s' at %d:%d has %s)", what, l.Dir.Kind, l.Dir.Pos.Line, l.Dir.Pos.Col, has)
			return "", false
		}
	}
	if why := a.HostCondition(d, at.Expr, region); why != "" {
		a.errs.Errorf(at.ExprPos, "%s: %s (the host evaluates the condition when it sizes the team)", what, why)
		return "", false
	}
	return at.Expr, true
}

// parKind names the parallel construct a loop of a parallel block came
// from.
func parKind(k directive.Kind) directive.Kind {
	if strings.HasPrefix(string(k), "parallel ") {
		return "parallel"
	}
	return k
}

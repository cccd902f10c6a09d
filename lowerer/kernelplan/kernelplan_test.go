package kernelplan

import (
	"reflect"
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// noUnit is a unit in which no name is declared.
type noUnit struct{}

func (noUnit) TypeName(cc.Type) string                            { return "?" }
func (noUnit) NonConstant(text string, _ *cc.Scope, _ int) string { return text }
func (noUnit) Written(cc.Token) bool                              { return false }
func (noUnit) ConstInt(string) (int64, bool)                      { return 0, false }
func (noUnit) DeclareTarget(*cc.Declarator) bool                  { return false }
func (noUnit) NeedRecords(cc.Type, diag.Pos)                      {}
func (noUnit) Pragma(int, int) bool                               { return false }
func (noUnit) Directive(int, int) bool                            { return false }

func (noUnit) DeclaredReduction(string, diag.Pos, cc.Type, int) (*plan.UDR, bool, bool) {
	return nil, false, true
}

func TestSplitSchedule(t *testing.T) {
	tests := []struct {
		expr, kind, chunk string
		modifier          bool
	}{
		{"static", "static", "", false},
		{" dynamic , c ", "dynamic", "c", false},
		{"static, f(a, b)", "static", "f(a, b)", false},
		{"guided, a[i ? 1 : 2]", "guided", "a[i ? 1 : 2]", false},
		{"monotonic: static, 4", "", "", true},
	}
	for _, tt := range tests {
		kind, chunk, mod := SplitSchedule(tt.expr)
		if kind != tt.kind || chunk != tt.chunk || mod != tt.modifier {
			t.Errorf("SplitSchedule(%q) = %q, %q, %v; want %q, %q, %v", tt.expr, kind, chunk, mod, tt.kind, tt.chunk, tt.modifier)
		}
	}
}

// TestForCaptures checks that the capture analysis sees neither the loop
// clauses nor the whole-variable map items of reduction variables.
func TestForCaptures(t *testing.T) {
	d := &directive.Directive{Kind: "target teams distribute parallel for", Clauses: []directive.Clause{
		{Name: "reduction", ReductionOp: "+", Items: []directive.Item{{Name: "s"}}},
		{Name: "map", Items: []directive.Item{{Name: "s"}, {Name: "x", Sections: []directive.Section{{Lower: "0", Length: "n"}}}}},
		{Name: "map", Items: []directive.Item{{Name: "s"}}},
		{Name: "schedule", Expr: "static, 4"},
		{Name: "collapse", Expr: "2"},
		{Name: "if", Expr: "n > 1"},
	}}
	got := ForCaptures(d)
	var names []string
	for _, c := range got.Clauses {
		var items []string
		for _, it := range c.Items {
			items = append(items, it.Name)
		}
		names = append(names, c.Name+"("+strings.Join(items, ",")+")")
	}
	if want := []string{"map(x)", "if()"}; !reflect.DeepEqual(names, want) {
		t.Errorf("ForCaptures clauses %v, want %v", names, want)
	}
	if len(d.Clauses) != 6 || len(d.Clauses[1].Items) != 2 {
		t.Errorf("ForCaptures changed the directive: %+v", d.Clauses)
	}
	// An item in firstprivate and lastprivate is not firstprivate to
	// the target construct; the clause's other items are.
	d = &directive.Directive{Kind: "target parallel for", Clauses: []directive.Clause{
		{Name: "firstprivate", Items: []directive.Item{{Name: "a"}, {Name: "b"}}},
		{Name: "lastprivate", Items: []directive.Item{{Name: "b"}, {Name: "c"}}},
		{Name: "firstprivate", Items: []directive.Item{{Name: "c"}}},
	}}
	got = ForCaptures(d)
	if len(got.Clauses) != 1 || got.Clauses[0].Name != "firstprivate" || len(got.Clauses[0].Items) != 1 || got.Clauses[0].Items[0].Name != "a" {
		t.Errorf("ForCaptures of firstprivate and lastprivate items: %+v", got.Clauses)
	}
}

// TestPlannerReportsThroughErrs checks that the planner resolves names
// through its Unit and reports into Errs.
func TestPlannerReportsThroughErrs(t *testing.T) {
	var errs diag.List
	p := &Planner{Errs: &errs, Unit: noUnit{}}
	pos := diag.Pos{File: "u.c", Line: 3, Col: 7}
	c := &directive.Clause{Name: "reduction", ReductionOp: "+", Items: []directive.Item{{Name: "s", Pos: pos}}}
	if _, _, ok := p.ReductionItem(c, &c.Items[0], nil, 0, true); ok {
		t.Fatal("ReductionItem accepted a name the unit does not declare")
	}
	if want := "u.c:3:7: error: 's' in clause 'reduction' is not a variable in scope"; errs.Error() != want {
		t.Errorf("diagnostics %q, want %q", errs.Error(), want)
	}
	k := &plan.Kernel{Construct: directive.TargetParallelFor}
	d := &directive.Directive{Kind: "target parallel for", Clauses: []directive.Clause{{Name: "schedule", Expr: "nonmonotonic: static", ExprPos: pos}}}
	errs = nil
	k.LoopPlan = &plan.LoopPlan{}
	if _, _, _, _, ok := p.loopSchedules(k.LoopPlan, d); ok || !strings.Contains(errs.Error(), "u.c:3:7: error: invalid schedule modifier in 'schedule(nonmonotonic: static)'") {
		t.Errorf("loopSchedules: ok %v, diagnostics %q", ok, errs.Error())
	}
}

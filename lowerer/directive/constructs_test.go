package directive

import (
	"strings"
	"testing"
)

// TestConstructKinds: every combined target construct, every construct
// that nests in a target region and the host-only directives parse to
// their kind; host-only ones keep no clauses.
func TestConstructKinds(t *testing.T) {
	for _, tt := range []struct {
		src      string
		kind     Kind
		hostOnly bool
		loop     bool
	}{
		{"omp target teams distribute parallel for simd simdlen(8) safelen(16)", TargetTeamsDistributeParallelForSimd, false, true},
		{"omp target teams distribute simd aligned(a: 64) nontemporal(a)", TargetTeamsDistributeSimd, false, true},
		{"omp target teams loop bind(teams) order(concurrent)", TargetTeamsLoop, false, true},
		{"omp target parallel for simd", TargetParallelForSimd, false, true},
		{"omp target parallel loop", TargetParallelLoop, false, true},
		{"omp target parallel num_threads(4)", TargetParallel, false, false},
		{"omp target simd reduction(+: s)", TargetSimd, false, true},
		{"omp teams distribute parallel for schedule(static, 4)", "teams distribute parallel for", false, true},
		{"omp teams num_teams(8) thread_limit(64)", "teams", false, false},
		{"omp distribute dist_schedule(static)", "distribute", false, true},
		{"omp parallel for num_threads(2) private(x)", "parallel for", false, true},
		{"omp parallel", "parallel", false, false},
		{"omp for nowait", "for", false, true},
		{"omp simd", "simd", false, true},
		{"omp loop bind(parallel)", "loop", false, true},
		{"omp critical", "critical", true, false},
		{"omp critical (name) hint(0)", "critical", true, false},
		{"omp atomic update seq_cst", Atomic, false, false},
		{"omp barrier", "barrier", true, false},
		{"omp flush(a)", "flush", true, false},
		{"omp parallel sections", "parallel sections", true, false},
		{"omp declare reduction(mx: int: omp_out = omp_in)", "declare reduction", true, false},
		{"omp threadprivate(counter)", "threadprivate", true, false},
		{"omp cancel parallel", "cancel", true, false},
		{"omp taskwait", "taskwait", true, false},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): %v", tt.src, errs)
			continue
		}
		if d.Kind != tt.kind || d.HostOnly != tt.hostOnly || d.Kind.IsLoop() != tt.loop {
			t.Errorf("Parse(%q) = kind %q host-only %v loop %v; want %q %v %v", tt.src, d.Kind, d.HostOnly, d.Kind.IsLoop(), tt.kind, tt.hostOnly, tt.loop)
		}
		if len(d.Deferred) > 0 {
			t.Errorf("Parse(%q): deferred errors %v", tt.src, d.Deferred)
		}
		if d.HostOnly && len(d.Clauses) > 0 {
			t.Errorf("Parse(%q): host-only directive with clauses %v", tt.src, d.Clauses)
		}
	}
}

// TestDeferredClauseErrors: a nestable construct with a clause the
// lowerer cannot take parses (it may be host OpenMP) and keeps the error
// for the analysis; a target construct reports it at once.
func TestDeferredClauseErrors(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"omp parallel for lastprivate(conditional: x)", "lastprivate modifier 'conditional' is not supported yet"},
		{"omp parallel for map(to: a)", "clause 'map' is not valid on '#pragma omp parallel for'"},
		{"omp for schedule(dynamic) frobnicate(3)", "unknown clause 'frobnicate'"},
		{"omp simd linear(ref(i): 2)", "linear modifier 'ref' applies to C++ references only"},
		{"omp simd linear(i: step(2), uval)", "linear modifier 'uval' applies to C++ references only"},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): immediate errors %v", tt.src, errs)
			continue
		}
		if len(d.Deferred) != 1 || !strings.Contains(d.Deferred[0].String(), tt.want) {
			t.Errorf("Parse(%q): deferred %v, want one containing %q", tt.src, d.Deferred, tt.want)
		}
	}
	if d, errs := Parse(tokenize("omp target parallel for lastprivate(conditional: x)")); errs.HasErrors() {
		t.Errorf("target parallel for lastprivate(conditional: x): %v", errs)
	} else if c := d.Clause("lastprivate"); c == nil || !c.Conditional || len(c.Items) != 1 || c.Items[0].Name != "x" {
		t.Errorf("target parallel for lastprivate(conditional: x): clause %+v", c)
	} else if got := d.String(); !strings.Contains(got, "lastprivate(conditional: x)") {
		t.Errorf("String() = %q, want lastprivate(conditional: x)", got)
	}
	if _, errs := Parse(tokenize("omp target parallel for lastprivate(last: x)")); !errs.HasErrors() {
		t.Errorf("target parallel for lastprivate(last: x): no error")
	}
	for _, src := range []string{"omp target parallel for linear(j, k: 2)", "omp target simd linear(j: step(n + 1))", "omp target parallel for simd linear(j)"} {
		d, errs := Parse(tokenize(src))
		if errs.HasErrors() {
			t.Errorf("%s: %v", src, errs)
			continue
		}
		c := d.Clause("linear")
		if c == nil || len(c.Items) == 0 {
			t.Errorf("%s: no linear items", src)
		}
	}
	d, _ := Parse(tokenize("omp target simd linear(j: step(n + 1))"))
	if c := d.Clause("linear"); c == nil || c.Expr != "n + 1" {
		t.Errorf("linear step(n + 1): got %+v", c)
	}
	// val, the one modifier C has, means what no modifier means: the
	// items and the step as without it, and no modifier in the text.
	for _, tt := range []struct{ src, items, step string }{
		{"omp target parallel for linear(val(j, k): 2)", "j,k", "2"},
		{"omp target parallel for linear(val(j))", "j", ""},
		{"omp target simd linear(j: val, step(3))", "j", "3"},
		{"omp target simd linear(j: step(3), val)", "j", "3"},
		{"omp target simd linear(j, k: val)", "j,k", ""},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil || len(d.Deferred) > 0 {
			t.Errorf("%s: %v %v", tt.src, errs, d)
			continue
		}
		c := d.Clause("linear")
		var names []string
		for _, it := range c.Items {
			names = append(names, it.Name)
		}
		if got := strings.Join(names, ","); got != tt.items || c.Expr != tt.step {
			t.Errorf("%s: items %s step %q, want %s %q", tt.src, got, c.Expr, tt.items, tt.step)
		}
		if strings.Contains(d.String(), "val") {
			t.Errorf("%s: String() = %q keeps the modifier", tt.src, d.String())
		}
	}
	if _, errs := Parse(tokenize("omp target frobnicate")); !errs.HasErrors() {
		t.Errorf("target frobnicate: no error")
	}
}

package directive

import (
	"strings"
	"testing"
)

// TestSyncClauses: the synchronisation constructs stay host OpenMP
// (HostOnly) but carry what their clauses say, with errors deferred.
func TestSyncClauses(t *testing.T) {
	for _, tt := range []struct {
		src          string
		kind         Kind
		name, filter string
		nowait       bool
	}{
		{"omp critical", Critical, "", "", false},
		{"omp critical(lock) hint(2)", Critical, "lock", "", false},
		{"omp single nowait", Single, "", "", true},
		{"omp single", Single, "", "", false},
		{"omp masked", Masked, "", "", false},
		{"omp masked filter(3)", Masked, "", "3", false},
		{"omp master", Master, "", "", false},
		{"omp barrier", Barrier, "", "", false},
		{"omp flush", Flush, "", "", false},
		{"omp flush(a, b)", Flush, "", "", false},
		{"omp flush acq_rel", Flush, "", "", false},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): %v", tt.src, errs)
			continue
		}
		if d.Kind != tt.kind || !d.HostOnly || len(d.Deferred) > 0 || d.Sync == nil {
			t.Errorf("Parse(%q) = kind %q host-only %v deferred %v", tt.src, d.Kind, d.HostOnly, d.Deferred)
			continue
		}
		if d.Sync.Name != tt.name || d.Sync.Filter != tt.filter || d.Sync.Nowait != tt.nowait {
			t.Errorf("Parse(%q) = %+v", tt.src, *d.Sync)
		}
	}
	for _, tt := range []struct{ src, want string }{
		{"omp single allocate(x)", "'x' in clause 'allocate' is in no clause of '#pragma omp single' that makes it private"},
		{"omp taskgroup allocate(x)", "clause 'allocate' on '#pragma omp taskgroup' in a target region is not supported yet"},
		{"omp task detach(e)", "clause 'detach' on '#pragma omp task' in a target region is not supported yet"},
		{"omp sections reduction(foo: x)", "reduction operator 'foo' in a target region is not supported yet"},
		{"omp sections lastprivate(conditional: x)", "'lastprivate(conditional:)' on '#pragma omp sections' in a target region is not supported yet (on loop constructs it is)"},
		{"omp taskloop lastprivate(conditional: x)", "lastprivate modifier 'conditional' is not allowed on '#pragma omp taskloop' (OpenMP 5.2 §12.6: not on a taskloop construct)"},
		{"omp task lastprivate(x)", "clause 'lastprivate' is not valid on '#pragma omp task'"},
		{"omp sections shared(x)", "clause 'shared' is not valid on '#pragma omp sections'"},
		{"omp single copyprivate(a[0:2])", "'a[0:2]' in clause 'copyprivate' must be a variable name"},
		{"omp task if(n++ > 2)", "an expression that may have side effects in clause 'if'"},
		{"omp task final(f(x))", "an expression that may have side effects in clause 'final'"},
		{"omp task default(foo)", "expected 'shared', 'firstprivate', 'private' or 'none'"},
		{"omp critical nowait", "clause 'nowait' is not valid on '#pragma omp critical'"},
		{"omp masked filter()", "expected an expression in clause 'filter'"},
		{"omp flush relaxed", "memory order 'relaxed' is not valid"},
		{"omp barrier foo", "unknown clause 'foo'"},
		{"omp single nowait nowait", "clause 'nowait' appears more than once"},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): immediate errors %v, want them deferred", tt.src, errs)
			continue
		}
		if len(d.Deferred) == 0 || !strings.Contains(d.Deferred[0].Msg, tt.want) {
			t.Errorf("Parse(%q): deferred %v, want %q", tt.src, d.Deferred, tt.want)
		}
	}
	d, errs := Parse(tokenize("omp sections private(a, b) firstprivate(c) lastprivate(d) reduction(+: e) reduction(max: f) nowait"))
	if errs.HasErrors() || d == nil || len(d.Deferred) > 0 || d.Kind != Sections || !d.Sync.Nowait || len(d.Sync.DS) != 5 ||
		len(d.Sync.DS[0].Items) != 2 || d.Sync.DS[3].Op != "+" || d.Sync.DS[4].Op != "max" || d.Sync.DS[4].Items[0].Name != "f" {
		t.Errorf("sections clauses: %+v %v", d, errs)
	}
	d, errs = Parse(tokenize("omp task if(n > 2) final(1) untied mergeable priority(3) depend(inout: a[0:n]) shared(x) firstprivate(y) default(none)"))
	if errs.HasErrors() || d == nil || len(d.Deferred) > 0 || d.Kind != Task || d.Sync.Default != "none" || len(d.Sync.DS) != 2 {
		t.Errorf("task clauses: %+v %v", d, errs)
	}
	for _, src := range []string{"omp taskwait", "omp taskwait depend(in: x) nowait", "omp taskwait depend(in: x) depend(out: y)",
		"omp task depend(in: x, y) depend(out: z) depend(inout: w) affinity(x) affinity(y)", "omp taskyield", "omp taskgroup", "omp section", "omp single copyprivate(x, y)"} {
		if d, errs := Parse(tokenize(src)); errs.HasErrors() || d == nil || len(d.Deferred) > 0 || !d.Kind.IsSync() {
			t.Errorf("Parse(%q) = %+v %v", src, d, errs)
		}
	}
	// masked taskloop is a taskloop the masked thread meets; the parallel
	// forms are host OpenMP.
	if d, _ := Parse(tokenize("omp masked taskloop simd filter(2) grainsize(strict: 4) collapse(2) reduction(+: s) in_reduction(+: r)")); d == nil || d.Kind != Taskloop || d.Sync == nil ||
		len(d.Deferred) > 0 || !d.Sync.Masked || !d.Sync.Simd || d.Sync.Filter != "2" || d.Sync.Grain != "4" || !d.Sync.Strict || d.Sync.GrainClause != "grainsize" || d.Sync.Collapse != 2 || len(d.Sync.DS) != 2 {
		t.Errorf("masked taskloop: %+v", d)
	}
	if d, _ := Parse(tokenize("omp taskloop simd linear(x, y: n + 1) linear(p) safelen(4)")); d == nil || len(d.Deferred) > 0 || len(d.Sync.DS) != 2 ||
		d.Sync.DS[0].Name != "linear" || len(d.Sync.DS[0].Items) != 2 || d.Sync.DS[0].Step != "n + 1" || d.Sync.DS[1].Step != "" {
		t.Errorf("taskloop simd linear: %+v", d)
	}
	if d, _ := Parse(tokenize("omp parallel masked taskloop")); d == nil || d.Sync != nil || d.Kind != "parallel masked taskloop" {
		t.Errorf("parallel masked taskloop: %+v", d)
	}
	for _, tt := range []struct{ src, want string }{
		{"omp taskloop grainsize(2) num_tasks(3)", "may not both appear"},
		{"omp taskloop collapse(n)", "positive integer literal"},
		{"omp taskloop collapse(0)", "positive integer literal"},
		{"omp taskloop simd linear(val(x))", "linear modifiers on '#pragma omp taskloop simd' in a target region are not supported yet"},
		{"omp taskloop simd linear(x: step(2))", "linear modifiers"},
		{"omp taskloop linear(x)", "not valid"},
	} {
		d, _ := Parse(tokenize(tt.src))
		if d == nil || len(d.Deferred) == 0 || !strings.Contains(d.Deferred[0].Msg, tt.want) {
			t.Errorf("Parse(%q): deferred %v, want %q", tt.src, d.Deferred, tt.want)
		}
	}
}

// parallel sections splits into a parallel directive and a sections
// directive: lastprivate and reduction on sections, the rest on parallel.
func TestSplitParallelSections(t *testing.T) {
	par, sec, errs := SplitParallelSections(tokenize("omp parallel sections num_threads(3) lastprivate(a) reduction(+: b) firstprivate(c) if(n > 2)"))
	if errs.HasErrors() || par.Kind != "parallel" || sec.Kind != Sections {
		t.Fatalf("split: %v %+v %+v", errs, par, sec)
	}
	if par.Clause("num_threads") == nil || par.Clause("firstprivate") == nil || par.Clause("if") == nil || par.Clause("lastprivate") != nil || par.Clause("reduction") != nil {
		t.Errorf("parallel clauses: %+v", par.Clauses)
	}
	if len(sec.Sync.DS) != 2 || sec.Sync.DS[0].Name != "lastprivate" || sec.Sync.DS[1].Op != "+" {
		t.Errorf("sections clauses: %+v", sec.Sync.DS)
	}
	if _, _, errs := SplitParallelSections(tokenize("omp parallel sections nowait")); !errs.HasErrors() {
		t.Error("nowait on parallel sections accepted")
	}
}

// parallel masked splits into a parallel directive and a masked one
// holding the filter; parallel master's inner directive has no clause.
func TestSplitParallelMasked(t *testing.T) {
	par, m, errs := SplitParallelCombined(tokenize("omp parallel masked num_threads(4) filter(k + 1) private(t) reduction(+: s)"))
	if errs.HasErrors() || par.Kind != "parallel" || m.Kind != Masked {
		t.Fatalf("split: %v %+v %+v", errs, par, m)
	}
	if par.Clause("num_threads") == nil || par.Clause("private") == nil || par.Clause("reduction") == nil || par.Clause("filter") != nil {
		t.Errorf("parallel clauses: %+v", par.Clauses)
	}
	if m.Sync == nil || m.Sync.Filter != "k + 1" {
		t.Errorf("masked filter: %+v", m.Sync)
	}
	par, m, errs = SplitParallelCombined(tokenize("omp parallel master if(n > 1)"))
	if errs.HasErrors() || m.Kind != Master || par.Clause("if") == nil {
		t.Errorf("parallel master: %v %+v %+v", errs, par, m)
	}
	if _, _, errs := SplitParallelCombined(tokenize("omp parallel masked nowait")); !errs.HasErrors() {
		t.Error("nowait on parallel masked accepted")
	}
	if _, _, errs := SplitParallelCombined(tokenize("omp parallel for")); !errs.HasErrors() {
		t.Error("parallel for split as a combined masked or sections construct")
	}
}

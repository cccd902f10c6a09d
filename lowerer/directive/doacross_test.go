package directive

import (
	"strings"
	"testing"
)

// TestDoacrossClauses: ordered constructs with doacross or depend clauses
// carry their source and sink vectors; errors are deferred.
func TestDoacrossClauses(t *testing.T) {
	d, errs := Parse(tokenize("omp ordered doacross(sink: i - 1, j) depend(sink: i, j + 2)"))
	if errs.HasErrors() || d == nil || len(d.Deferred) > 0 || d.Sync.Doacross == nil {
		t.Fatalf("sinks: %+v %v", d, errs)
	}
	dx := d.Sync.Doacross
	if dx.Source || dx.Spelling != "doacross" || len(dx.Sinks) != 2 || !d.StandaloneSync() {
		t.Fatalf("sinks: %+v", dx)
	}
	e := dx.Sinks[0].Elems
	if len(e) != 2 || e[0].Var != "i" || e[0].Op != "-" || e[0].Offset != "1" || e[1].Var != "j" || e[1].Op != "" {
		t.Errorf("first sink: %+v", e)
	}
	if e := dx.Sinks[1].Elems; len(e) != 2 || e[1].Op != "+" || e[1].Offset != "2" {
		t.Errorf("second sink: %+v", e)
	}
	for _, src := range []string{"omp ordered depend(source)", "omp ordered doacross(source:)", "omp ordered doacross(source: omp_cur_iteration)"} {
		d, errs := Parse(tokenize(src))
		if errs.HasErrors() || d == nil || len(d.Deferred) > 0 || d.Sync.Doacross == nil || !d.Sync.Doacross.Source {
			t.Errorf("Parse(%q) = %+v %v", src, d, errs)
		}
	}
	d, errs = Parse(tokenize("omp ordered doacross(sink: omp_cur_iteration - 1)"))
	if errs.HasErrors() || d == nil || len(d.Deferred) > 0 || len(d.Sync.Doacross.Sinks) != 1 || !d.Sync.Doacross.Sinks[0].CurIter {
		t.Errorf("omp_cur_iteration - 1: %+v %v", d, errs)
	}
	if d, _ := Parse(tokenize("omp ordered")); d == nil || d.StandaloneSync() {
		t.Errorf("a block ordered construct is not standalone: %+v", d)
	}
	for _, tt := range []struct{ src, want string }{
		{"omp ordered depend(source) depend(source)", "more than one source"},
		{"omp ordered depend(sink: i - 1) depend(source)", "a source and a sink may not appear on the same"},
		{"omp ordered threads depend(source)", "may not appear with 'threads' or 'simd'"},
		{"omp ordered doacross(sink: omp_cur_iteration - 2)", "must be written 'omp_cur_iteration - 1'"},
		{"omp ordered doacross(sink: i * 2)", "a sink vector element must be a loop variable"},
		{"omp ordered depend(in: x)", "expected 'source' or 'sink'"},
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
	for _, tt := range []struct {
		src  string
		n    int
		fail string
	}{
		{"omp parallel for ordered(2)", 2, ""},
		{"omp parallel for ordered", 0, ""},
		{"omp parallel for collapse(2) ordered(3)", 3, ""},
		{"omp parallel for ordered(n)", 0, "must be an integer literal from 1 to 8"},
		{"omp parallel for ordered(9)", 0, "must be an integer literal from 1 to 8"},
	} {
		d, errs := Parse(tokenize(tt.src))
		if tt.fail != "" {
			if d != nil {
				errs = append(errs, d.Deferred...)
			}
			if !errs.HasErrors() || !strings.Contains(errs[0].Msg, tt.fail) {
				t.Errorf("Parse(%q): %v, want %q", tt.src, errs, tt.fail)
			}
			continue
		}
		if errs.HasErrors() || d == nil || OrderedParam(d) != tt.n {
			t.Errorf("Parse(%q): ordered(%d) %v, want %d", tt.src, OrderedParam(d), errs, tt.n)
		}
	}
}

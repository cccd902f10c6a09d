package directive

import (
	"reflect"
	"strings"
	"testing"
)

// TestAtomicClauses: the atomic construct's clauses parse into
// AtomicInfo; their errors are deferred (host OpenMP is the host
// compiler's to check) and carry positions.
func TestAtomicClauses(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want AtomicInfo
	}{
		{"omp atomic", AtomicInfo{Op: AtomicUpdate}},
		{"omp atomic update", AtomicInfo{Op: AtomicUpdate}},
		{"omp atomic read acquire", AtomicInfo{Op: AtomicRead, Order: "acquire"}},
		{"omp atomic seq_cst, write", AtomicInfo{Op: AtomicWrite, Order: "seq_cst"}},
		{"omp atomic capture release", AtomicInfo{Op: AtomicUpdate, Capture: true, Order: "release"}},
		{"omp atomic update capture acq_rel", AtomicInfo{Op: AtomicUpdate, Capture: true, Order: "acq_rel"}},
		{"omp atomic compare fail(relaxed) weak hint(1 + 2)", AtomicInfo{Op: AtomicUpdate, Compare: true, Fail: "relaxed", Weak: true, Hint: "1 + 2"}},
		{"omp atomic compare capture", AtomicInfo{Op: AtomicUpdate, Compare: true, Capture: true}},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): %v", tt.src, errs)
			continue
		}
		if d.Kind != Atomic || d.HostOnly || len(d.Deferred) > 0 || d.Atomic == nil {
			t.Errorf("Parse(%q) = kind %q host-only %v deferred %v", tt.src, d.Kind, d.HostOnly, d.Deferred)
			continue
		}
		if !reflect.DeepEqual(*d.Atomic, tt.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.src, *d.Atomic, tt.want)
		}
	}
	for _, tt := range []struct{ src, want string }{
		{"omp atomic read write", "clause 'write' after 'read'"},
		{"omp atomic seq_cst relaxed", "clause 'relaxed' after 'seq_cst'"},
		{"omp atomic capture capture", "clause 'capture' appears more than once"},
		{"omp atomic read release", "memory order 'release' is not valid on an atomic read"},
		{"omp atomic write acquire", "memory order 'acquire' is not valid on an atomic write"},
		{"omp atomic acq_rel", "memory order 'acq_rel' is not valid on an atomic update"},
		{"omp atomic weak", "clause 'weak' needs 'compare'"},
		{"omp atomic compare fail(release)", "the argument of clause 'fail' must be seq_cst, acquire or relaxed"},
		{"omp atomic read capture", "clause 'read' is not valid with 'capture'"},
		{"omp atomic hint", "expected '('"},
		{"omp atomic private(x)", "unknown clause 'private' on '#pragma omp atomic'"},
	} {
		d, errs := Parse(tokenize(tt.src))
		if errs.HasErrors() || d == nil {
			t.Errorf("Parse(%q): errors %v, want them deferred", tt.src, errs)
			continue
		}
		if len(d.Deferred) == 0 || !strings.Contains(d.Deferred[0].Msg, tt.want) {
			t.Errorf("Parse(%q): deferred %v, want %q", tt.src, d.Deferred, tt.want)
		}
	}
}

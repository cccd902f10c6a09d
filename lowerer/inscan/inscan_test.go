package inscan_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/inscan"
)

// Serial makes a loop construct with an inscan reduction the simd
// construct run in order, records its scan directive, and defers what
// does not fit; Check accepts only the scan directives it recorded.
func TestSerial(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		deferred   string // part of the construct's deferred error, "" for none
		checks     []bool // per scan directive (in pragma order): Check accepts it
	}{
		{"inclusive", "#pragma omp parallel for reduction(inscan, +: s)\nfor (int i = 0; i < n; i++) {\ns += a[i];\n#pragma omp scan inclusive(s)\na[i] = s;\n}\n", "", []bool{true}},
		{"no block", "#pragma omp parallel for reduction(inscan, +: s)\nfor (int i = 0; i < n; i++)\ns += a[i];\n", "block in braces", nil},
		{"wrong item", "#pragma omp simd reduction(inscan, +: s)\nfor (int i = 0; i < n; i++) {\ns += a[i];\n#pragma omp scan exclusive(n)\na[i] = s;\n}\n", "must be an item of a reduction", []bool{true}},
		{"routine", "#pragma omp parallel for reduction(inscan, +: s)\nfor (int i = 0; i < n; i++) {\ns += omp_get_thread_num();\n#pragma omp scan inclusive(s)\na[i] = s;\n}\n", "a call of 'omp_get_thread_num'", []bool{true}},
		{"scan elsewhere", "#pragma omp parallel\n{\n#pragma omp scan inclusive(s)\n;\n}\n", "", []bool{false}},
	} {
		src := "int omp_get_thread_num(void);\nvoid f(int *a, int n) {\nint s = 0;\n" + tt.body + "}\n"
		u, b := bindingtest.Parse(t, src, frontend.Options{})
		s := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
		for _, p := range u.Pragmas {
			d, _ := directive.Parse(p.Toks)
			s.Dirs = append(s.Dirs, d)
		}
		sc := inscan.Serial(s)
		if d := s.Dirs[0]; tt.name != "scan elsewhere" {
			var got string
			if len(d.Deferred) > 0 {
				got = d.Deferred[0].Msg
			}
			if d.Kind != "simd" || (tt.deferred == "") != (got == "") || !strings.Contains(got, tt.deferred) {
				t.Errorf("%s: %s deferring %q, want simd deferring %q", tt.name, d.Kind, got, tt.deferred)
			}
		}
		var checks []bool
		for _, p := range u.Pragmas {
			if d, _ := directive.Parse(p.Toks); d != nil && d.Kind == "scan" {
				var errs diag.List
				sc.Check(&errs, p)
				checks = append(checks, len(errs) == 0)
			}
		}
		if len(checks) != len(tt.checks) || len(checks) > 0 && checks[0] != tt.checks[0] {
			t.Errorf("%s: scan accepted %v, want %v", tt.name, checks, tt.checks)
		}
	}
}

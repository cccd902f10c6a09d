package combine_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
)

// Fold folds the constructs tightly nested in the first pragma's target
// construct, leaves nested those that lower otherwise, and refuses what
// it would drop or wrap twice.
func TestFold(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		want       string // the combined kind, or part of the error
		consumed   int    // pragmas folded
	}{
		{"braces", "#pragma omp target\n{\n#pragma omp teams distribute\nfor (int i = 0; i < n; i++) a[i] = i;\n}\n", "target teams distribute", 1},
		{"three levels", "#pragma omp target\n#pragma omp teams\n#pragma omp distribute parallel for\nfor (int i = 0; i < n; i++) a[i] = i;\n", "target teams distribute parallel for", 2},
		{"distribute over parallel loops", "#pragma omp target teams\n#pragma omp distribute\nfor (int i = 0; i < n; i++) {\n#pragma omp parallel for\nfor (int j = 0; j < n; j++) a[j] = i;\n}\n", "target teams", 0},
		{"nested parallel stays", "#pragma omp target parallel\n{\n#pragma omp parallel\na[0] = 1;\n}\n", "target parallel", 0},
		{"same statement twice", "#pragma omp target parallel\n#pragma omp parallel for\nfor (int i = 0; i < n; i++) a[i] = i;\n", "error: is all of the region", 1},
		{"pragma between", "#pragma omp target\n{\n#pragma omp teams\n{ a[0] = 1; }\n#pragma omp flush\n}\n", "error: between combined constructs", 1},
		{"stacked on a braced parallel", "#pragma omp target\n{\n#pragma omp parallel\n#pragma omp single\n{ a[0] = 1; }\n}\n", "target parallel", 1},
		{"simd stacked on a braced parallel", "#pragma omp target\n{\n#pragma omp parallel\n#pragma omp simd\nfor (int i = 0; i < n; i++) a[i] = i;\n}\n", "target parallel", 1},
		{"parallel stacked on braced teams", "#pragma omp target\n{\n#pragma omp teams\n#pragma omp parallel\n{ a[0] = 1; }\n}\n", "error: between combined constructs", 1},
		{"atomic stacked on braced teams", "#pragma omp target\n{\n#pragma omp teams\n#pragma omp atomic\na[0] += 1;\n}\n", "error: between combined constructs", 1},
	} {
		src := "void f(int *a, int n) {\n" + tt.body + "}\n"
		u, b := bindingtest.Parse(t, src, frontend.Options{})
		s := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
		for _, p := range u.Pragmas {
			d, errs := directive.Parse(p.Toks)
			if errs.HasErrors() {
				t.Fatalf("%s: %v", tt.name, errs)
			}
			s.Dirs = append(s.Dirs, d)
		}
		var errs diag.List
		ref, ok := s.Statement(&errs, &u.Pragmas[0], s.Dirs[0])
		if !ok {
			t.Fatalf("%s: %v", tt.name, errs)
		}
		in := combine.Input{Errs: &errs, Src: s, Consumed: make([]bool, len(u.Pragmas)),
			Finder: &generic.Finder{Errs: &errs, Pragmas: s.Pragmas, Dirs: s.Dirs, Binder: b}}
		d, _, ok := combine.Fold(in, 0, s.Dirs[0], ref)
		got := ""
		if ok {
			got = string(d.Kind)
		} else {
			got = "error: " + errs.Error()
		}
		if ok != !strings.HasPrefix(tt.want, "error: ") || ok && got != tt.want || !ok && !strings.Contains(got, strings.TrimPrefix(tt.want, "error: ")) {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
		n := 0
		for _, c := range in.Consumed {
			if c {
				n++
			}
		}
		if n != tt.consumed {
			t.Errorf("%s: %d pragmas folded, want %d", tt.name, n, tt.consumed)
		}
	}
}

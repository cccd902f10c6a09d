package combine_test

import (
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// A combined parallel construct in a target region becomes a parallel
// construct over its inner construct, and so does a parallel construct
// written with its inner construct on the same statement; the inner
// constructs are sites of the parallel region's team; a worksharing
// construct closely nested in the inner construct is refused.
func TestSplit(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		parallel   int    // the pragma of the parallel construct
		inner      string // its inner construct's kind
		stacked    bool
		errs       int
	}{
		{"parallel masked", "#pragma omp target\n{\n#pragma omp parallel masked filter(1)\na[0] = 1;\na[1] = 2;\n}\n", 1, "masked", false, 0},
		{"stacked single", "#pragma omp target\n{\n#pragma omp parallel\n#pragma omp single\n{ a[0] = 1; }\na[1] = 2;\n}\n", 1, "single", true, 0},
		{"for in masked", "#pragma omp target\n{\n#pragma omp parallel master\n{\n#pragma omp for\nfor (int i = 0; i < n; i++) a[i] = i;\n}\na[1] = 2;\n}\n", 1, "master", false, 1},
	} {
		u, b := bindingtest.Parse(t, "void f(int *a, int n) {\n"+tt.body+"}\n", frontend.Options{})
		s := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
		for _, p := range u.Pragmas {
			d, _ := directive.Parse(p.Toks)
			s.Dirs = append(s.Dirs, d)
		}
		var errs diag.List
		sp := &combine.Split{Errs: &errs, Src: s, Inner: map[int]*directive.Directive{}, Stacked: map[int]bool{}, Refused: map[*cc.CompoundStatement]bool{},
			ParallelAround: func(q frontend.Pragma) int {
				return b.Around(s.Pragmas, s.Dirs, q, func(d *directive.Directive) bool { return d.Kind.HasParallel() })
			}}
		hi := u.Pragmas[len(u.Pragmas)-1].Seq + 1000
		sp.Combined(0, hi)
		if len(errs) != tt.errs {
			t.Errorf("%s: errors %v, want %d", tt.name, errs, tt.errs)
		}
		if d := s.Dirs[tt.parallel]; d == nil || d.Kind != "parallel" {
			t.Errorf("%s: pragma %d is %v, want the parallel construct", tt.name, tt.parallel, d)
		}
		if in := sp.Inner[tt.parallel]; in == nil || string(in.Kind) != tt.inner {
			t.Errorf("%s: inner construct %v, want %s", tt.name, in, tt.inner)
		}
		if sp.Stacked[tt.parallel+1] != tt.stacked {
			t.Errorf("%s: stacked %v, want %v", tt.name, sp.Stacked[tt.parallel+1], tt.stacked)
		}
		sites := sp.Sites(0, hi)
		if len(sites) != 1 || !sites[0].Combined || string(sites[0].Dir.Kind) != tt.inner || sites[0].Stmt == nil {
			t.Errorf("%s: sites %v, want the inner construct", tt.name, sites)
		}
	}
}

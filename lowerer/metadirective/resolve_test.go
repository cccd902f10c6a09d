package metadirective_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/metadirective"
)

// Resolve replaces a metadirective in a target region by the variant the
// device selects and refuses one with a variant outside target regions.
func TestResolve(t *testing.T) {
	const src = `void f(int *a, int n) {
#pragma omp target
  {
#pragma omp metadirective when(device={kind(gpu)}: parallel for) default(nothing)
    for (int i = 0; i < n; i++) a[i] = i;
  }
#pragma omp metadirective when(device={kind(gpu)}: parallel for) default(nothing)
  for (int i = 0; i < n; i++) a[i] = i;
}
`
	u, b := bindingtest.Parse(t, src, frontend.Options{})
	s := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
	for _, p := range u.Pragmas {
		d, _ := directive.Parse(p.Toks)
		s.Dirs = append(s.Dirs, d)
	}
	var errs diag.List
	metadirective.Resolve(&errs, s, func([]string) (int64, bool) { return 0, false })
	if d := s.Dirs[1]; d == nil || d.Kind != "parallel for" {
		t.Errorf("the metadirective in the target region is %v, want parallel for", d)
	}
	if d := s.Dirs[2]; d == nil || d.Kind != "metadirective" {
		t.Errorf("the metadirective outside is %v, want it kept", d)
	}
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "outside a target region") || errs[0].Pos.Line != 7 {
		t.Errorf("errors %v, want the one outside the target region", errs)
	}
}

// A construct selector is matched against the constructs around the
// metadirective, from the target construct in; a metadirective selected
// earlier counts as its variant.
func TestResolveConstructs(t *testing.T) {
	const src = `void f(int *a, int n) {
#pragma omp target teams
  {
#pragma omp metadirective when(construct={target, teams}: distribute parallel for) default(distribute)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp metadirective when(construct={teams, target}: distribute parallel for) default(distribute)
    for (int i = 0; i < n; i++) a[i] = i;
  }
#pragma omp target
#pragma omp parallel
  {
#pragma omp metadirective when(construct={target, parallel}: simd) default(parallel for)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp metadirective when(construct={teams}: simd) default(parallel for)
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
`
	u, b := bindingtest.Parse(t, src, frontend.Options{})
	s := binding.Source{Binder: b, Pragmas: u.Pragmas, Path: u.Path, Src: u.Src}
	for _, p := range u.Pragmas {
		d, _ := directive.Parse(p.Toks)
		s.Dirs = append(s.Dirs, d)
	}
	var errs diag.List
	metadirective.Resolve(&errs, s, func([]string) (int64, bool) { return 0, false })
	if len(errs) != 0 {
		t.Fatalf("errors %v", errs)
	}
	for i, want := range map[int]directive.Kind{1: "distribute parallel for", 2: "distribute", 5: "simd", 6: "parallel for"} {
		if d := s.Dirs[i]; d == nil || d.Kind != want {
			t.Errorf("pragma %d is %v, want %s", i, d, want)
		}
	}
}

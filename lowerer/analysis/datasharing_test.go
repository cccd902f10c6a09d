package analysis

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// argFor returns the kernel argument of variable v.
func argFor(k *plan.Kernel, v string) *plan.Arg {
	for _, a := range k.Args {
		if a.Var == v {
			return a
		}
	}
	return nil
}

// TestInnerSharing checks how the kernel sees a variable that a teams or
// parallel level makes private or firstprivate while the target level
// maps it: the map stays, and the kernel declares its own copy. clang-19
// leaves default(firstprivate) copies of mapped scalars uninitialized
// and ignores a nested shared next to default(firstprivate), so the
// end-to-end programs cannot hold these; OpenMP 5.2 decides.
func TestInnerSharing(t *testing.T) {
	tests := []struct {
		name, body, v string
		flags         mapping.Flags
		decl          string // substring of the device declaration
	}{
		{"default_fp_mapped", "#pragma omp target teams default(firstprivate) map(tofrom: x) num_teams(1)\n{ x = x + 1; }\n",
			"x", mapping.To | mapping.From | mapping.TargetParam, "int x = *(int *)__omp_arg"},
		{"default_fp_defaultmap", "#pragma omp target parallel default(firstprivate) defaultmap(tofrom: scalar)\n{ x = x + 1; }\n",
			"x", mapping.To | mapping.From | mapping.TargetParam | mapping.Implicit, "int x = *(int *)__omp_arg"},
		{"default_private_mapped", "#pragma omp target teams default(private) map(tofrom: x)\n{ x = 1; }\n",
			"x", mapping.To | mapping.From | mapping.TargetParam, "int x;"},
		{"nested_shared_default_fp", "#pragma omp target map(tofrom: x)\n#pragma omp teams default(firstprivate) shared(x)\n{ x = 1; }\n",
			"x", mapping.To | mapping.From | mapping.TargetParam, "int &x = *(int *)__omp_arg"},
		{"nested_fp_array", "#pragma omp target map(tofrom: a)\n#pragma omp parallel for firstprivate(a)\nfor (int i = 0; i < 4; i++) a[i] = i;\n",
			"a", mapping.To | mapping.From | mapping.TargetParam, "memcpy(a, (const void *)__omp_arg"},
		{"combined_private_map", "#pragma omp target teams private(a) map(tofrom: a)\n{ a[0] = 1; }\n",
			"a", mapping.To | mapping.From | mapping.TargetParam, "int a[4];"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "void f(void) {\n  int x = 1, a[4] = {0};\n" + tc.body + "}\n"
			p := build(t, "ds.c", src, Options{})
			if len(p.Kernels) != 1 {
				t.Fatalf("%d kernels", len(p.Kernels))
			}
			arg := argFor(p.Kernels[0], tc.v)
			if arg == nil {
				t.Fatalf("no argument for %s", tc.v)
			}
			if arg.Flags != tc.flags {
				t.Errorf("flags %s, want %s", arg.Flags, tc.flags)
			}
			if !strings.Contains(arg.DeviceDecl, tc.decl) {
				t.Errorf("device declaration %q, want it to contain %q", arg.DeviceDecl, tc.decl)
			}
		})
	}
}

// TestParallelIf checks which if clause decides the device and which the
// parallel level's threads.
func TestParallelIf(t *testing.T) {
	src := `void f(int *a, int c, int d) {
#pragma omp target parallel for if(target: c) if(parallel: d) map(tofrom: a[0:8])
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target teams map(tofrom: a[0:8]) if(c)
#pragma omp distribute parallel for if(d)
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target parallel for if(c) map(tofrom: a[0:8])
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target parallel map(tofrom: a[0:8])
#pragma omp for simd if(d)
  for (int i = 0; i < 8; i++) a[i] = i;
}
`
	p := build(t, "pif.c", src, Options{})
	want := [][2]string{{"c", "d"}, {"c", "d"}, {"c", ""}, {"", ""}}
	if len(p.Kernels) != len(want) {
		t.Fatalf("%d kernels, want %d", len(p.Kernels), len(want))
	}
	for i, k := range p.Kernels {
		if k.If != want[i][0] || k.Launch.ParallelIf != want[i][1] {
			t.Errorf("kernel %d: if %q parallel if %q, want %q %q", i, k.If, k.Launch.ParallelIf, want[i][0], want[i][1])
		}
	}
}

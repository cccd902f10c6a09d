package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

const dataPrelude = `
struct in { int tag; double w[4]; };
struct S { long n; double *p; struct in in; int arr[8]; };
int g1[4];
`

// flagsOf renders entries as "text:FLAGS" with MEMBER_OF(n) spelled out.
func flagsOf(es []*plan.Arg) string {
	var parts []string
	for _, e := range es {
		f := e.Flags
		s := (f &^ mapping.MemberOf &^ mapping.NonContig).String()
		var extra []string
		if s != "" {
			extra = append(extra, s)
		}
		if p := f.Parent(); p >= 0 {
			extra = append(extra, fmt.Sprintf("MEMBER_OF(%d)", p))
		}
		if f&mapping.NonContig != 0 {
			extra = append(extra, "NON_CONTIG")
		}
		s = strings.Join(extra, "|")
		parts = append(parts, e.Text+":"+s)
	}
	return strings.Join(parts, " ")
}

// TestDataOpFlags checks the map entries every data directive emits.
func TestDataOpFlags(t *testing.T) {
	tests := []struct {
		name, body, want string
		op               string
	}{
		{"enter_to_alloc", "#pragma omp target enter data map(to: a[0:n]) map(alloc: b)\n", "a[0:n]:TO b:", plan.DataBegin},
		{"enter_default_to", "#pragma omp target enter data map(a)\n", "a:TO", plan.DataBegin},
		{"enter_modifiers", "#pragma omp target enter data map(always, close, to: a) map(present, alloc: b)\n", "a:ALWAYS|CLOSE|TO b:PRESENT", plan.DataBegin},
		{"exit_from_release_delete", "#pragma omp target exit data map(from: a) map(release: b) map(delete: m)\n", "a:FROM b: m:DELETE", plan.DataEnd},
		{"exit_default_from", "#pragma omp target exit data map(a[1:2])\n", "a[1:2]:FROM", plan.DataEnd},
		{"update_to_from", "#pragma omp target update to(a[0:4]) from(present: b)\n", "a[0:4]:TO b:FROM|PRESENT", plan.DataUpdate},
		{"update_noncontig", "#pragma omp target update from(m[1:2][1:2])\n", "m[1:2][1:2]:FROM|NON_CONTIG", plan.DataUpdate},
		{"update_strided", "#pragma omp target update to(a[0:4:2])\n", "a[0:4:2]:TO|NON_CONTIG", plan.DataUpdate},
		{"update_contiguous_rows", "#pragma omp target update to(m[1:2][0:6])\n", "m[1:2][0:6]:TO", plan.DataUpdate},
		{"struct_whole_and_pointee", "#pragma omp target enter data map(to: s, s.p[0:n])\n",
			"s: s:TO|MEMBER_OF(0) s.p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(0)", plan.DataBegin},
		{"struct_members", "#pragma omp target enter data map(to: s.n, s.in.w[1:2]) map(alloc: s.arr)\n",
			"s: s.n:TO|MEMBER_OF(0) s.in.w[1:2]:TO|MEMBER_OF(0) s.arr:MEMBER_OF(0)", plan.DataBegin},
		{"struct_delete", "#pragma omp target exit data map(delete: s, s.p[0:n])\n",
			"s:DELETE s:DELETE|MEMBER_OF(0) s.p[0:n]:DELETE|PTR_AND_OBJ|MEMBER_OF(0)", plan.DataEnd},
		{"pointer_to_struct", "#pragma omp target enter data map(to: ps->n, ps->p[0:n])\n",
			"ps: ps->n:TO|MEMBER_OF(0) ps->p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(0)", plan.DataBegin},
		{"update_member", "#pragma omp target update from(s.p[0:n])\n", "s.p[0:n]:FROM", plan.DataUpdate},
		{"target_data_use_device_ptr", "#pragma omp target data map(tofrom: q[0:n]) use_device_ptr(q)\n{ }\n",
			"q[0:n]:FROM|TO q:RETURN_PARAM", plan.DataBegin},
		{"declare_target_global", "#pragma omp target update to(g1)\n", "g1:TO", plan.DataUpdate},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := dataPrelude + "void f(int n, double *q, struct S *ps) {\n  int a[10], b[10], m[4][6];\n  struct S s;\n" + tc.body + "}\n"
			p := build(t, "d.c", src, Options{})
			if len(p.DataOps) != 1 {
				t.Fatalf("%d data ops, want 1", len(p.DataOps))
			}
			op := p.DataOps[0]
			if got := flagsOf(op.Entries); got != tc.want {
				t.Errorf("entries\n got  %s\n want %s", got, tc.want)
			}
			if op.Op != tc.op {
				t.Errorf("op %s, want %s", op.Op, tc.op)
			}
		})
	}
}

// TestDataOpShapes checks addresses and sizes of sections and the
// non-contiguous descriptors.
func TestDataOpShapes(t *testing.T) {
	src := dataPrelude + `void f(int n, double (*pm)[6]) {
  int m[4][6], c[3][4][5];
#pragma omp target enter data map(to: m[1:2][0:6], pm[2:n][:], c[1][2][1:3])
#pragma omp target update from(c[0:2:2][1:2][0:2:2])
}
`
	p := build(t, "s.c", src, Options{})
	e := p.DataOps[0].Entries
	if e[0].Begin != "(void *)&m[1][0]" || e[0].Size != "(__INT64_TYPE__)(2) * (__INT64_TYPE__)(6) * (__INT64_TYPE__)sizeof(m[0][0])" {
		t.Errorf("m: %s %s", e[0].Begin, e[0].Size)
	}
	if e[1].Base != "(void *)pm" || e[1].Begin != "(void *)&pm[2][0]" || !strings.Contains(e[1].Size, "(n)") {
		t.Errorf("pm: %s %s %s", e[1].Base, e[1].Begin, e[1].Size)
	}
	if e[2].Begin != "(void *)&c[1][2][1]" || e[2].Size != "(__INT64_TYPE__)(1) * (__INT64_TYPE__)(1) * (__INT64_TYPE__)(3) * (__INT64_TYPE__)sizeof(c[0][0][0])" {
		t.Errorf("c: %s %s", e[2].Begin, e[2].Size)
	}
	u := p.DataOps[1].Entries[0]
	if u.Base != "(void *)&c[0][1][0]" || u.Size != "4" || len(u.Dims) != 4 || u.DimsVar == "" || u.Begin != "(void *)"+u.DimsVar {
		t.Fatalf("update: base %s size %s dims %+v", u.Base, u.Size, u.Dims)
	}
	want := []plan.Dim{
		{Offset: "0", Count: "2", Stride: "(__INT64_TYPE__)(2) * (__INT64_TYPE__)sizeof(c[0])"},
		{Offset: "0", Count: "2", Stride: "(__INT64_TYPE__)sizeof(c[0][0])"},
		{Offset: "0", Count: "2", Stride: "(__INT64_TYPE__)(2) * (__INT64_TYPE__)sizeof(c[0][0][0])"},
		{Offset: "0", Count: "1", Stride: "(__INT64_TYPE__)sizeof(c[0][0][0])"},
	}
	for i := range want {
		if u.Dims[i] != want[i] {
			t.Errorf("dim %d: %+v, want %+v", i, u.Dims[i], want[i])
		}
	}
}

// TestKernelStructFlags checks a target region's struct entries: the
// parent is the kernel parameter, members are not.
func TestKernelStructFlags(t *testing.T) {
	src := dataPrelude + `double f(int n) {
  struct S s; double r = 0;
#pragma omp target map(to: s, s.p[0:n]) map(from: r)
  { r = s.p[0]; }
  return r;
}
`
	p := build(t, "k.c", src, Options{})
	k := p.Kernels[0]
	got := flagsOf(k.Args[2:])
	want := "s:TARGET_PARAM s:TO|MEMBER_OF(2) s.p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(2) r:FROM|TARGET_PARAM"
	if got != want {
		t.Errorf("args\n got  %s\n want %s", got, want)
	}
	if k.Args[2].Param == "" || k.Args[3].Param != "" || k.Args[4].Param != "" || k.Args[5].Param == "" {
		t.Errorf("params: %q %q %q %q", k.Args[2].Param, k.Args[3].Param, k.Args[4].Param, k.Args[5].Param)
	}
	if len(p.DeviceRecords) == 0 || !strings.Contains(strings.Join(p.DeviceRecords, "\n"), "_Static_assert(sizeof(struct S) == 88") {
		t.Errorf("records:\n%s", strings.Join(p.DeviceRecords, "\n"))
	}
}

// TestDataErrors checks the positioned diagnostics of invalid data
// mapping.
func TestDataErrors(t *testing.T) {
	tests := []struct{ body, want string }{
		{"#pragma omp target enter data map(from: a)\n", "8:35: error: map-type 'from' is not allowed on '#pragma omp target enter data'"},
		{"#pragma omp target exit data map(tofrom: a)\n", "8:34: error: map-type 'tofrom' is not allowed on '#pragma omp target exit data'"},
		{"#pragma omp target data map(release: a)\n{ }\n", "8:29: error: map-type 'release' is not allowed on '#pragma omp target data'"},
		{"#pragma omp target enter data map(to: m[0:2][1:3])\n", "8:45: error: 'm[0:2][1:3]' is not contiguous storage"},
		{"#pragma omp target enter data map(to: q[2:])\n", "8:40: error: the length of section 'q[2:]' must be given: 'q' is a pointer"},
		{"#pragma omp target enter data map(to: a[8:4])\n", "8:40: error: section '[8:4]' is outside 'a' (extent 10)"},
		{"#pragma omp target update to(a[0:4:0])\n", "8:36: error: the stride of an array section must be positive"},
		{"#pragma omp target update if(n)\n", "8:9: error: '#pragma omp target update' needs a 'to' or 'from' clause"},
		{"#pragma omp target enter data map(to: s.nope)\n", "8:41: error: 'struct S' has no member named 'nope'"},
		{"#pragma omp target enter data map(to: s->n)\n", "8:42: error: 's' is not a pointer; use '.' to name its member 'n'"},
		{"#pragma omp target data map(to: a) use_device_ptr(a)\n{ }\n", "8:51: error: 'a' in clause 'use_device_ptr' is not a pointer; use 'use_device_addr'"},
		{"#pragma omp target enter data map(to: zz)\n", "8:39: error: 'zz' in clause 'map' is not a variable in scope"},
	}
	for _, tc := range tests {
		src := dataPrelude + "void f(int n, double *q) {\n  int a[10], m[4][6];\n  struct S s;\n" + tc.body + "}\n"
		wantBuildError(t, src, tc.body, tc.want)
	}
}

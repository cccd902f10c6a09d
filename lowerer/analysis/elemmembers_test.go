package analysis

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

const elemPrelude = `
struct it { int x; double *p; int y; };
struct grid { int n; struct it cells[3]; };
`

// TestElementMemberFlags checks members of array elements and a pointer
// mapped with members through it: the element (or pointee) is the
// parent, spanning the listed members (the whole object when it is
// listed), then members, then pointee sections.
func TestElementMemberFlags(t *testing.T) {
	tests := []struct {
		name, body, want string
		parent           [3]string // base, begin, size of the parent
	}{
		{"elem_member", "#pragma omp target enter data map(to: arr[2].x)\n",
			"arr[2]: arr[2].x:TO|MEMBER_OF(0)",
			[3]string{"(void *)arr", "(void *)&arr[2].x", "sizeof(arr[2].x)"}},
		{"elem_pointee", "#pragma omp target enter data map(to: arr[i].x, arr[i].p[0:n])\n",
			"arr[i]: arr[i].x:TO|MEMBER_OF(0) arr[i].p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(0)",
			[3]string{"(void *)arr", "({ char *__omp_lo = (char *)(void *)&arr[i].x; if ((char *)(void *)&arr[i].p < __omp_lo) __omp_lo = (char *)(void *)&arr[i].p; (void *)__omp_lo; })", "({ char *__omp_lo = (char *)(void *)&arr[i].x; if ((char *)(void *)&arr[i].p < __omp_lo) __omp_lo = (char *)(void *)&arr[i].p; char *__omp_hi = ((char *)(void *)&arr[i].x + sizeof(arr[i].x)); if (((char *)(void *)&arr[i].p + sizeof(arr[i].p)) > __omp_hi) __omp_hi = ((char *)(void *)&arr[i].p + sizeof(arr[i].p)); (__INT64_TYPE__)(__omp_hi - __omp_lo); })"}},
		{"elem_whole_and_member", "#pragma omp target exit data map(from: arr[1:1], arr[1].p[0:n])\n",
			"arr[1]: arr[1:1]:FROM|MEMBER_OF(0) arr[1].p[0:n]:FROM|PTR_AND_OBJ|MEMBER_OF(0)",
			[3]string{"(void *)arr", "(void *)&arr[1]", "sizeof(arr[1])"}},
		{"ptr_elem", "#pragma omp target enter data map(to: q[2].p[0:n])\n",
			"q[2]: q[2].p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(0)",
			[3]string{"(void *)q", "(void *)&q[2].p", "sizeof(q[2].p)"}},
		{"struct_array_member_elem", "#pragma omp target enter data map(to: g.cells[1].x)\n",
			"g: g.cells[1].x:TO|MEMBER_OF(0)",
			[3]string{"(void *)&g", "(void *)&g.cells[1].x", "sizeof(g.cells[1].x)"}},
		{"ptr_with_members", "#pragma omp target enter data map(to: q[0:1]) map(alloc: q->x)\n",
			"q: q[0:1]:TO|MEMBER_OF(0) q->x:MEMBER_OF(0)",
			[3]string{"(void *)q", "(void *)q", "sizeof(*(q))"}},
		{"ptr_members_first", "#pragma omp target enter data map(to: q->p[0:n], q[0])\n",
			"q: q[0]:TO|MEMBER_OF(0) q->p[0:n]:PTR_AND_OBJ|TO|MEMBER_OF(0)",
			[3]string{"(void *)q", "(void *)q", "sizeof(*(q))"}},
		{"ptr_arrow_beside_elems", "#pragma omp target enter data map(to: q[0:2], q->x) map(alloc: q[1:1])\n",
			"q[0:2], q[0], q[1]: q[0:2]:TO|MEMBER_OF(0) q[1:1]:MEMBER_OF(0) q->x:TO|MEMBER_OF(0)", [3]string{}},
		{"update_elem_member", "#pragma omp target update from(arr[3].y)\n", "arr[3].y:FROM", [3]string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := elemPrelude + "void f(int n, int i, struct it *q) {\n  struct it arr[4];\n  struct grid g;\n" + tc.body + "}\n"
			p := build(t, "m.c", src, Options{})
			op := p.DataOps[0]
			if got := flagsOf(op.Entries); got != tc.want {
				t.Errorf("entries\n got  %s\n want %s", got, tc.want)
			}
			if tc.parent[0] == "" {
				return
			}
			e := op.Entries[0]
			if got := [3]string{e.Base, e.Begin, e.Size}; got != tc.parent {
				t.Errorf("parent %q, want %q", got, tc.parent)
			}
			for _, m := range op.Entries[1:] {
				if strings.Contains(m.Text, ".p[") && m.Base != "(void *)&"+strings.SplitN(m.Text, "[0:n]", 2)[0] {
					t.Errorf("pointee %s base %s", m.Text, m.Base)
				}
			}
		})
	}
}

// TestKernelElementMember checks that on a target region the array is
// the kernel parameter (an array reference rebound at the element's
// device copy) and its members are not parameters.
func TestKernelElementMember(t *testing.T) {
	src := elemPrelude + `int f(int n) {
  struct it arr[4];
#pragma omp target map(tofrom: arr[2].x, arr[2].p[0:n])
  { arr[2].x += (int)arr[2].p[0]; }
  return arr[2].x;
}
`
	p := build(t, "k.c", src, Options{})
	k := p.Kernels[0]
	var mine []*plan.Arg
	for _, a := range k.Args {
		if a.Var == "arr" {
			mine = append(mine, a)
		}
	}
	if got := flagsOf(mine); !strings.HasPrefix(got, "arr[2]:TARGET_PARAM arr[2].x:FROM|TO|MEMBER_OF(") || !strings.Contains(got, "arr[2].p[0:n]:FROM|PTR_AND_OBJ|TO|MEMBER_OF(") {
		t.Errorf("args %s", got)
	}
	if mine[0].Kind != plan.ArgArray || mine[0].Param == "" || !strings.Contains(mine[0].DeviceDecl, "(&arr)[4]") || mine[1].Param != "" {
		t.Errorf("parent %s %q %q", mine[0].Kind, mine[0].Param, mine[0].DeviceDecl)
	}
}

// TestKernelSeveralElements checks that members of several elements map
// under one parent spanning them, the kernel parameter, computed from
// their addresses at run time.
func TestKernelSeveralElements(t *testing.T) {
	src := elemPrelude + `int f(int i) {
  struct it arr[4];
#pragma omp target map(tofrom: arr[i].x, arr[1].y) map(to: arr[3])
  { arr[i].x += arr[1].y + arr[3].x; }
  return arr[2].x;
}
`
	p := build(t, "k.c", src, Options{})
	var mine []*plan.Arg
	for _, a := range p.Kernels[0].Args {
		if a.Var == "arr" {
			mine = append(mine, a)
		}
	}
	if got := flagsOf(mine); !strings.HasPrefix(got, "arr[i], arr[1], arr[3]:TARGET_PARAM arr[3]:TO|MEMBER_OF(") || !strings.Contains(got, "arr[i].x:FROM|TO|MEMBER_OF(") || !strings.Contains(got, "arr[1].y:FROM|TO|MEMBER_OF(") {
		t.Errorf("args %s", got)
	}
	parent := mine[0]
	for _, want := range []string{"(char *)&(arr[i])", "(char *)&(arr[1])", "(char *)&(arr[3])", "__omp_lo"} {
		if !strings.Contains(parent.Begin, want) || !strings.Contains(parent.Size, want) {
			t.Errorf("parent begin %q size %q: want %q in both", parent.Begin, parent.Size, want)
		}
	}
	if parent.Base != "(void *)arr" || parent.Param == "" || mine[1].Begin != "(void *)&(arr[3])" || mine[1].Size != "sizeof(arr[3])" {
		t.Errorf("parent base %q param %q; whole element begin %q size %q", parent.Base, parent.Param, mine[1].Begin, mine[1].Size)
	}
}

// TestElementMemberErrors checks what stays rejected.
func TestElementMemberErrors(t *testing.T) {
	tests := []struct{ body, want string }{
		{"#pragma omp target enter data map(to: arr[0:2].x)\n", "7:42: error: members of array sections ('arr[0:2].x') are not supported yet; name one element (a[i]) or map the section"},
		{"#pragma omp target enter data map(to: q, q[0:1], q->x)\n", "7:42: error: mapping the pointer 'q' together with 'q[0:1]' on one directive is not supported yet"},
		{"#pragma omp target enter data map(to: arr[1]->x)\n", "7:47: error: 'arr[1]' is not a pointer; use '.' to name its member 'x'"},
		{"#pragma omp target enter data map(to: vla[1].x)\n", "7:42: error: members of elements of 'vla' ('vla[1].x') are not supported yet: its size is not known here"},
		{"#pragma omp target enter data map(to: g.cells[0:2].x)\n", "7:46: error: members of array sections ('g.cells[0:2].x') are not supported yet"},
	}
	for _, tc := range tests {
		src := elemPrelude + "void f(int n, struct it *q) {\n  struct it arr[4], vla[n];\n  struct grid g;\n" + tc.body + "}\n"
		wantBuildError(t, src, tc.body, tc.want)
	}
}

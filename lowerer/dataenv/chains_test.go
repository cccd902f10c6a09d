package dataenv_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

const chainDecls = `struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
struct c3 { int m; double *x; };
struct b3 { int k; struct c3 *r; struct c3 *q; };
struct a3 { struct b3 *p; int j; };
`

// lowerChain lowers body inside a function with o, po, aa and arr, and
// returns the plan, or the errors.
func lowerChain(t *testing.T, body string) (*plan.Plan, string) {
	t.Helper()
	src := chainDecls + "void f(struct outer o, struct outer *po, struct a3 aa, struct inner *pi) {\n  struct inner arr[2];\n" + body + "\n}\n"
	path := filepath.Join(t.TempDir(), "u.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, errs := lower.Run(lower.Request{Input: path, Generator: "test"})
	if errs.HasErrors() {
		return nil, errs.Error()
	}
	return res.Plan, ""
}

// describe spells entries as "text flags base", the geometry left out.
func describe(args []*plan.Arg) []string {
	var out []string
	for _, a := range args {
		if a.Kind == plan.ArgGeometry {
			continue
		}
		out = append(out, fmt.Sprintf("%s %s %s", a.Text, flagNames(a.Flags), a.Base))
	}
	return out
}

func flagNames(f mapping.Flags) string {
	var s []string
	if f&mapping.MemberOf != 0 {
		s = append(s, fmt.Sprintf("MEMBER_OF(%d)", uint64(f&mapping.MemberOf)>>48))
	}
	for _, n := range []struct {
		f    mapping.Flags
		name string
	}{{mapping.PtrAndObj, "PTR_AND_OBJ"}, {mapping.TargetParam, "PARAM"}, {mapping.To, "TO"}, {mapping.From, "FROM"}} {
		if f&n.f != 0 {
			s = append(s, n.name)
		}
	}
	return strings.Join(s, "|")
}

// TestChainEntries: a chain next to the items that map the pointees it
// passes through joins its variable's member group; its section is
// PTR_AND_OBJ | MEMBER_OF(parent), based at the last pointer, after the
// members and pointees, shorter chains first; no link entries (the
// other items map and attach what clang-19's links would, without the
// count clang-19's leave behind).
func TestChainEntries(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string
	}{
		{"struct", `#pragma omp target map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:8])
  o.p->q[0] = 1;`, []string{
			"o PARAM (void *)&o",
			"o MEMBER_OF(3)|TO (void *)&o",
			"o.p[0:1] MEMBER_OF(3)|PTR_AND_OBJ|TO (void *)&o.p",
			"o.p->q[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&((o.p)->q)",
		}},
		{"pointer variable", `#pragma omp target map(to: po[0:1], po->p[0:1]) map(tofrom: po->p->q[0:8])
  po->p->q[0] = 1;`, []string{
			"po PARAM (void *)po",
			"po[0:1] MEMBER_OF(3)|TO (void *)po",
			"po->p[0:1] MEMBER_OF(3)|PTR_AND_OBJ|TO (void *)&po->p",
			"po->p->q[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&(((po)->p)->q)",
		}},
		{"three levels, longer chain first", `#pragma omp target map(tofrom: aa.p->r->x[0:8]) map(to: aa, aa.p[0:1], aa.p->r[0:1])
  aa.p->r->x[0] = 1;`, []string{
			"aa PARAM (void *)&aa",
			"aa MEMBER_OF(3)|TO (void *)&aa",
			"aa.p[0:1] MEMBER_OF(3)|PTR_AND_OBJ|TO (void *)&aa.p",
			"aa.p->r[0:1] MEMBER_OF(3)|PTR_AND_OBJ|TO (void *)&((aa.p)->r)",
			"aa.p->r->x[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&(((aa.p)->r)->x)",
		}},
		{"section of structs", `#pragma omp target map(to: arr[0:2]) map(tofrom: arr[1].q[0:8])
  arr[1].q[0] = arr[0].n;`, []string{
			"arr[0:2], arr[1] PARAM (void *)arr",
			"arr[0:2] MEMBER_OF(3)|TO (void *)arr",
			"arr[1].q[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&arr[1].q",
		}},
	}
	for _, tt := range tests {
		p, errs := lowerChain(t, tt.body)
		if errs != "" {
			t.Errorf("%s: %s", tt.name, errs)
			continue
		}
		got := describe(p.Kernels[0].Args)
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: entries\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}

// TestChainDataEntries: the same group on enter data, whose parent
// carries no map-type, and on exit data.
func TestChainDataEntries(t *testing.T) {
	p, errs := lowerChain(t, `#pragma omp target enter data map(to: o.p[0:1]) map(to: o.p->q[0:8])
  #pragma omp target exit data map(release: o.p[0:1]) map(from: o.p->q[0:8])`)
	if errs != "" {
		t.Fatal(errs)
	}
	want := [][]string{{
		"o  (void *)&o",
		"o.p[0:1] MEMBER_OF(1)|PTR_AND_OBJ|TO (void *)&o.p",
		"o.p->q[0:8] MEMBER_OF(1)|PTR_AND_OBJ|TO (void *)&((o.p)->q)",
	}, {
		"o  (void *)&o",
		"o.p[0:1] MEMBER_OF(1)|PTR_AND_OBJ (void *)&o.p",
		"o.p->q[0:8] MEMBER_OF(1)|PTR_AND_OBJ|FROM (void *)&((o.p)->q)",
	}}
	for i, op := range p.DataOps {
		got := describe(op.Entries)
		if strings.Join(got, "\n") != strings.Join(want[i], "\n") {
			t.Errorf("directive %d: entries\n%s\nwant\n%s", i, strings.Join(got, "\n"), strings.Join(want[i], "\n"))
		}
	}
}

// TestChainRefused: what the chain and member entries cannot map as
// OpenMP 5.2 says stays an error.
func TestChainRefused(t *testing.T) {
	for body, want := range map[string]string{
		"#pragma omp target map(tofrom: arr[0:2].q)\n  arr[0].n = 1;":                     "members of array sections",
		"#pragma omp target map(to: o.p[1:1]) map(tofrom: o.p->q[0:8])\n  o.p->q[0] = 1;": "does not map the object 'o.p' points to from its first element",
		"#pragma omp target map(tofrom: o.p->n, o.p->q[0:8])\n  o.p->n = 1;":              "reach different storage through the pointer 'o.p'",
		"#pragma omp target map(alloc: o.p[0:1]) map(to: o.p->n)\n  o.k = o.p->n;":        "moves data that 'o.p[0:1]'",
		"#pragma omp target enter data map(to: o.p->n) map(to: o.p->q[0:8])":              "reach different storage through the pointer 'o.p'",
		"#pragma omp target exit data map(release: po->p[0:1]) map(from: po->p->n)":       "moves data that 'po->p[0:1]'",
		"#pragma omp target map(tofrom: aa.p->k, aa.p->r->m)\n  aa.p->k = aa.p->r->m;":    "reach different storage through the pointer 'aa.p'",
	} {
		if _, errs := lowerChain(t, body); !strings.Contains(errs, want) {
			t.Errorf("%q: errors %q, want one with %q", body, errs, want)
		}
	}
}

// TestPointerSectionSpan: a section of structs through a pointer next
// to a member of one of them spans both in its parent, where clang-19's
// parent covers the member's element only and its runtime refuses the
// section ("explicit extension not allowed").
func TestPointerSectionSpan(t *testing.T) {
	p, errs := lowerChain(t, "#pragma omp target map(tofrom: pi[0:3]) map(to: pi[1].n)\n  pi[1].n++;")
	if errs != "" {
		t.Fatal(errs)
	}
	parent := p.Kernels[0].Args[2]
	if !strings.Contains(parent.Size, "(char *)(void *)&pi[0] + (__INT64_TYPE__)(3)") {
		t.Errorf("parent size %s does not reach the end of pi[0:3]", parent.Size)
	}
}

// TestDerefEntries: members reached through pointer members join their
// variable's member group: the first pointer counts in the parent, each
// further pointer's storage gets a link that attaches the one before,
// and the member is PTR_AND_OBJ with base the last pointer's address,
// all MEMBER_OF the parent (the kernel parameter, after the launch's
// two geometry entries), after the pointees they are found in.
func TestDerefEntries(t *testing.T) {
	for body, want := range map[string][]string{
		"#pragma omp target map(tofrom: o.p->n)\n  o.p->n = 1;": {
			"o PARAM (void *)&o",
			"o.p->n MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&o.p",
		},
		"#pragma omp target map(tofrom: aa.p->r->m)\n  aa.p->r->m = 1;": {
			"aa PARAM (void *)&aa",
			"aa.p->r MEMBER_OF(3)|PTR_AND_OBJ (void *)&aa.p",
			"aa.p->r->m MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&aa.p->r",
		},
		"#pragma omp target map(tofrom: o.p->n) map(tofrom: o.p[0:1])\n  o.p->n = 1;": {
			"o PARAM (void *)&o",
			"o.p[0:1] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&o.p",
			"o.p->n MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&o.p",
		},
		"#pragma omp target map(tofrom: aa.p->r->x[0:8])\n  aa.p->r->x[0] = 1;": {
			"aa PARAM (void *)&aa",
			"aa.p->r MEMBER_OF(3)|PTR_AND_OBJ (void *)&aa.p",
			"aa.p->r->x MEMBER_OF(3)|PTR_AND_OBJ (void *)&aa.p->r",
			"aa.p->r->x[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&aa.p->r->x",
		},
		"#pragma omp target map(tofrom: o.p[2].n)\n  o.p[2].n = 1;": {
			"o PARAM (void *)&o",
			"o.p[2].n MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&o.p",
		},
		"#pragma omp target map(tofrom: o.p->q[0:8])\n  o.p->q[0] = 1;": {
			"o PARAM (void *)&o",
			"o.p->q MEMBER_OF(3)|PTR_AND_OBJ (void *)&o.p",
			"o.p->q[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&o.p->q",
		},
	} {
		p, errs := lowerChain(t, body)
		if errs != "" {
			t.Errorf("%q: %s", body, errs)
			continue
		}
		var got []string
		for _, k := range p.Kernels {
			for _, d := range describe(k.Args) {
				if !strings.Contains(d, "__omp") {
					got = append(got, d)
				}
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q: entries\n%s\nwant\n%s", body, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestDataChainEntries: a chain whose pointers' pointees the data
// directive does not map gets links MEMBER_OF its variable's parent
// (counted once), and two chains through one pointer to different
// pointers share a link that maps that pointer's whole pointee.
func TestDataChainEntries(t *testing.T) {
	for body, want := range map[string][]string{
		"#pragma omp target enter data map(to: aa.p->r->x[0:8])": {
			"aa  (void *)&aa",
			"aa.p->r MEMBER_OF(1)|PTR_AND_OBJ (void *)&aa.p",
			"aa.p->r->x MEMBER_OF(1)|PTR_AND_OBJ (void *)&aa.p->r",
			"aa.p->r->x[0:8] MEMBER_OF(1)|PTR_AND_OBJ|TO (void *)&aa.p->r->x",
		},
		"#pragma omp target exit data map(from: pi->q[0:8])": {
			"pi  (void *)pi",
			"pi->q[0:8] MEMBER_OF(1)|PTR_AND_OBJ|FROM (void *)&pi->q",
		},
		"#pragma omp target enter data map(to: aa.p->r->x[0:8], aa.p->q->x[0:4])": {
			"aa  (void *)&aa",
			"*aa.p MEMBER_OF(1)|PTR_AND_OBJ (void *)&aa.p",
			"aa.p->r->x MEMBER_OF(1)|PTR_AND_OBJ (void *)&aa.p->r",
			"aa.p->r->x[0:8] MEMBER_OF(1)|PTR_AND_OBJ|TO (void *)&aa.p->r->x",
			"aa.p->q->x MEMBER_OF(1)|PTR_AND_OBJ (void *)&aa.p->q",
			"aa.p->q->x[0:4] MEMBER_OF(1)|PTR_AND_OBJ|TO (void *)&aa.p->q->x",
		},
	} {
		p, errs := lowerChain(t, body)
		if errs != "" {
			t.Errorf("%q: %s", body, errs)
			continue
		}
		got := describe(p.DataOps[0].Entries)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q: entries\n%s\nwant\n%s", body, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestPointerSelfEntries: the pointer variable listed beside members
// through it is the parent (its storage, the kernel parameter), and
// each member attaches it.
func TestPointerSelfEntries(t *testing.T) {
	p, errs := lowerChain(t, "#pragma omp target map(to: pi) map(tofrom: pi->q[0:8])\n  pi->q[0] = 1;")
	if errs != "" {
		t.Fatal(errs)
	}
	want := []string{
		"pi PARAM|TO (void *)&pi",
		"pi->q MEMBER_OF(3)|PTR_AND_OBJ (void *)&pi",
		"pi->q[0:8] MEMBER_OF(3)|PTR_AND_OBJ|TO|FROM (void *)&pi->q",
	}
	var got []string
	for _, d := range describe(p.Kernels[0].Args) {
		if !strings.Contains(d, "__omp") {
			got = append(got, d)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

package analysis

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

const mapperPrelude = `
struct V { int len; float *data; };
typedef struct V Vt;
struct P { int id; struct V v; };
typedef struct { int in, out, n; float *buf; } M;
#pragma omp declare mapper(Vt v) map(tofrom: v.len, v.data[0:v.len])
#pragma omp declare mapper(lens: struct V v) map(to: v.len)
#pragma omp declare mapper(struct P p) map(p.id, p.v)
#pragma omp declare mapper(dir: M m) map(to: m.in) map(from: m.out) map(tofrom: m.buf[0:m.n])
`

// TestMapperStaticFlags checks static expansions (struct variables):
// the parent/member/pointee encoding of docs/data-mapping.md with the combined map types.
func TestMapperStaticFlags(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"default_via_typedef", "#pragma omp target enter data map(to: s)\n",
			"s: s (mapper default: v.len):TO|MEMBER_OF(0) s (mapper default: v.data[0:v.len]):PTR_AND_OBJ|TO|MEMBER_OF(0)"},
		{"named", "#pragma omp target enter data map(mapper(lens), to: s)\n",
			"s: s (mapper lens: v.len):TO|MEMBER_OF(0)"},
		{"nested", "#pragma omp target enter data map(alloc: p)\n",
			"p: p (mapper default: p.id):MEMBER_OF(0) p (mapper default: v.len):MEMBER_OF(0) p (mapper default: v.data[0:v.len]):PTR_AND_OBJ|MEMBER_OF(0)"},
		{"exit_from_decays", "#pragma omp target exit data map(mapper(dir), from: m)\n",
			"m: m (mapper dir: m.in):MEMBER_OF(0) m (mapper dir: m.out):FROM|MEMBER_OF(0) m (mapper dir: m.buf[0:m.n]):FROM|PTR_AND_OBJ|MEMBER_OF(0)"},
		{"exit_delete_propagates", "#pragma omp target exit data map(mapper(dir), delete: m)\n",
			"m:DELETE m (mapper dir: m.in):DELETE|MEMBER_OF(0) m (mapper dir: m.out):DELETE|MEMBER_OF(0) m (mapper dir: m.buf[0:m.n]):DELETE|PTR_AND_OBJ|MEMBER_OF(0)"},
		{"update_to_drops_from", "#pragma omp target update to(mapper(dir): m)\n",
			"m (mapper dir: m.in):TO m (mapper dir: m.buf[0:m.n]):TO"},
		{"update_from_drops_to", "#pragma omp target update from(present, mapper(dir): m)\n",
			"m (mapper dir: m.out):FROM|PRESENT m (mapper dir: m.buf[0:m.n]):FROM|PRESENT"},
		{"members_keep_issue5", "#pragma omp target enter data map(to: s.len) map(to: q)\n",
			"s: s.len:TO|MEMBER_OF(0) q: q (mapper default: v.len):TO|MEMBER_OF(2) q (mapper default: v.data[0:v.len]):PTR_AND_OBJ|TO|MEMBER_OF(2)"},
		{"no_mapper_for_scalars", "#pragma omp target enter data map(to: x)\n", "x:TO"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := mapperPrelude + "void f(void) {\n  struct V s, q; struct P p; M m; int x;\n" + tc.body + "}\n"
			p := build(t, "m.c", src, Options{})
			op := p.DataOps[0]
			if op.Build != nil {
				t.Fatalf("static expansion got a MapBuild")
			}
			if got := flagsOf(op.Entries); got != tc.want {
				t.Errorf("entries\n got  %s\n want %s", got, tc.want)
			}
		})
	}
}

// walkNodes renders a MapBuild as "text:FLAGS[@parent]" with loops in
// braces.
func walkNodes(ns []*plan.MapNode) string {
	var parts []string
	for _, n := range ns {
		if n.Loop != nil {
			parts = append(parts, n.Loop.Index+"<"+n.Loop.Count+"{"+walkNodes(n.Loop.Body)+"}")
			continue
		}
		s := n.Entry.Text + ":" + n.Flags.String()
		if n.Parent != "" {
			s += "=" + n.Parent
		}
		if n.MemberOf != "" {
			s += "@" + n.MemberOf
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// TestMapperDynamicTree checks the tree of sections under a mapper.
func TestMapperDynamicTree(t *testing.T) {
	src := mapperPrelude + `M ms[8];
void f(struct V *vs, int n, struct P ps[4]) {
#pragma omp target data map(tofrom: vs[0:n], ps[1:2])
  { }
#pragma omp target update from(mapper(dir): ms[0:n])
}
`
	p := build(t, "d.c", src, Options{})
	op := p.DataOps[0]
	if op.Build == nil {
		t.Fatal("no MapBuild for sections under a mapper")
	}
	want := "vs[0:n]:=__omp_mp0 __omp_mi0<n{vs[0:n] (mapper default: v.len):FROM|TO@__omp_mp0 vs[0:n] (mapper default: v.data[0:v.len]):FROM|PTR_AND_OBJ|TO@__omp_mp0} " +
		"ps[1:2]:=__omp_mp1 __omp_mi1<2{ps[1:2] (mapper default: p.id):FROM|TO@__omp_mp1 ps[1:2] (mapper default: v.len):FROM|TO@__omp_mp1 ps[1:2] (mapper default: v.data[0:v.len]):FROM|PTR_AND_OBJ|TO@__omp_mp1}"
	if got := walkNodes(op.Build.Nodes); got != want {
		t.Errorf("tree\n got  %s\n want %s", got, want)
	}
	if !op.Build.EndTypes || !op.Build.Names || len(op.Mappers) != 2 || !op.Mappers[0].Dynamic {
		t.Errorf("build %+v mappers %+v", op.Build, op.Mappers)
	}
	up := p.DataOps[1]
	want = "__omp_mi0<n{ms[0:n] (mapper dir: m.out):FROM ms[0:n] (mapper dir: m.buf[0:m.n]):FROM}"
	if got := walkNodes(up.Build.Nodes); got != want {
		t.Errorf("update tree\n got  %s\n want %s", got, want)
	}
}

// TestMapperResolution checks lexical resolution: nearest block wins,
// only preceding declarations count, typedefs are transparent.
func TestMapperResolution(t *testing.T) {
	src := `struct V { int len; float *data; };
typedef struct V Vt;
#pragma omp declare mapper(struct V v) map(tofrom: v.len)
void f(void) {
  struct V s;
#pragma omp target enter data map(to: s)
  {
#pragma omp target enter data map(to: s)
#pragma omp declare mapper(Vt w) map(to: w.data[0:w.len])
#pragma omp target enter data map(to: s)
  }
#pragma omp target enter data map(to: s)
}
`
	p := build(t, "r.c", src, Options{})
	want := []string{"v.len", "v.len", "w.data[0:w.len]", "v.len"}
	for i, op := range p.DataOps {
		if len(op.Mappers) != 1 || !strings.Contains(op.Mappers[0].Entries[0], "("+"mapper default: "+want[i]+")") {
			t.Errorf("op %d: mappers %+v, want the mapper of %s", i, op.Mappers, want[i])
		}
	}
}

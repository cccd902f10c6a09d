package directive

import (
	"strings"
	"testing"
)

// TestDeclareMapper checks the declare mapper head, its map clauses and
// the mapper(id) modifier of map and motion clauses.
func TestDeclareMapper(t *testing.T) {
	tests := []struct {
		text, canon, id, typ, v string
	}{
		{"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])",
			"omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v . len])", "default", "Vec", "v"},
		{"omp declare mapper(lens: struct Vec v) map(to: v.len)",
			"omp declare mapper(lens: struct Vec v) map(to: v.len)", "lens", "struct Vec", "v"},
		{"omp declare mapper(default: union U u) map(u)",
			"omp declare mapper(default: union U u) map(tofrom: u)", "default", "union U", "u"},
	}
	for _, tc := range tests {
		d, errs := Parse(tokenize(tc.text))
		if errs.HasErrors() {
			t.Errorf("%s: %v", tc.text, errs)
			continue
		}
		h := d.Mapper
		if d.Kind != DeclareMapper || h == nil || h.ID != tc.id || h.Type != tc.typ || h.Var != tc.v {
			t.Errorf("%s: kind %q head %+v", tc.text, d.Kind, h)
		}
		if got := d.String(); got != tc.canon {
			t.Errorf("%s: canonical %q, want %q", tc.text, got, tc.canon)
		}
	}
	mods := []struct{ text, canon, mapper string }{
		{"omp target map(mapper(lens), tofrom: v[0:n])", "omp target map(mapper(lens), tofrom: v[0:n])", "lens"},
		{"omp target enter data map(always, mapper(m2), to: v[0:n])", "omp target enter data map(mapper(m2), always, to: v[0:n])", "m2"},
		{"omp target data map(mapper(default): s)", "omp target data map(mapper(default), tofrom: s)", "default"},
		{"omp target update to(mapper(lens): v[0:n])", "omp target update to(mapper(lens): v[0:n])", "lens"},
		{"omp target update from(present, mapper(lens): v[0:n])", "omp target update from(mapper(lens), present: v[0:n])", "lens"},
	}
	for _, tc := range mods {
		d, errs := Parse(tokenize(tc.text))
		if errs.HasErrors() {
			t.Errorf("%s: %v", tc.text, errs)
			continue
		}
		if c := d.Clauses[0]; c.Mapper != tc.mapper || c.MapperPos.Line == 0 {
			t.Errorf("%s: mapper %q at %v", tc.text, c.Mapper, c.MapperPos)
		}
		if got := d.String(); got != tc.canon {
			t.Errorf("%s: canonical %q, want %q", tc.text, got, tc.canon)
		}
	}
	bad := []struct {
		text string
		col  int
		msg  string
	}{
		{"omp declare mapper(v) map(v)", 27, "expected '[mapper-identifier :] type var' in 'declare mapper'"},
		{"omp declare mapper(: struct V v) map(v)", 28, "expected a mapper identifier before ':'"},
		{"omp declare mapper(struct V) map(v)", 36, "expected the mapper's variable name after 'struct V'"},
		{"omp declare mapper(id: union U) map(v)", 39, "expected the mapper's variable name after 'union U'"},
		{"omp declare mapper(a: b: struct V v) map(v)", 32, "found ':'"},
		{"omp declare mapper(struct V v)", 39, "needs at least one 'map' clause"},
		{"omp declare mapper(struct V v) if(1)", 40, "clause 'if' is not valid on '#pragma omp declare mapper'"},
		{"omp target map(mapper(), to: a)", 31, "expected 'mapper(identifier)'"},
		{"omp target update to(mapper x: a)", 37, "expected '(' after 'mapper'"},
	}
	for _, tc := range bad {
		_, errs := Parse(tokenize(tc.text))
		if !errs.HasErrors() {
			t.Errorf("%s: no error", tc.text)
			continue
		}
		if errs[0].Pos.Col != tc.col || !strings.Contains(errs[0].Msg, tc.msg) {
			t.Errorf("%s: got %d: %s, want %d: %s", tc.text, errs[0].Pos.Col, errs[0].Msg, tc.col, tc.msg)
		}
	}
}

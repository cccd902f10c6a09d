package directive

import "testing"

// TestDeclareTargetList checks the clause forms of declare target: the
// extended list (an enter clause), to (5.1's spelling), enter and link.
func TestDeclareTargetList(t *testing.T) {
	tests := []struct{ text, canon string }{
		{"omp declare target(a, b)", "omp declare target enter(a, b)"},
		{"omp declare target to(a) enter(b)", "omp declare target to(a) enter(b)"},
		{"omp declare target enter(a)", "omp declare target enter(a)"},
		{"omp declare target link(a)", "omp declare target link(a)"},
	}
	for _, tc := range tests {
		d, errs := Parse(tokenize(tc.text))
		if errs.HasErrors() {
			t.Errorf("Parse(%q): %s", tc.text, errs.Error())
			continue
		}
		if d.Kind != DeclareTarget {
			t.Errorf("Parse(%q).Kind = %q", tc.text, d.Kind)
		}
		if got := d.String(); got != tc.canon {
			t.Errorf("Parse(%q).String() = %q, want %q", tc.text, got, tc.canon)
		}
		if d2, errs := Parse(tokenize(d.String())); errs.HasErrors() || d2.String() != tc.canon {
			t.Errorf("reparse of %q: %v", d.String(), errs)
		}
	}
	errTests := []struct {
		text string
		col  int
		want string
	}{
		{"omp declare target to(a[0:2].x)", 37, "struct members are not allowed in this clause"},
		{"omp declare target device_type(gpu)", 40, "unknown argument 'gpu' of clause 'device_type' (expected host, nohost, any)"},
		{"omp begin declare target device_type(host) device_type(any)", 52, "clause 'device_type' appears more than once"},
		{"omp declare target to(present: a)", 38, "expected ',' or ')' in list, found ':'"},
		{"omp target update enter(a)", 27, "clause 'enter' is not valid on '#pragma omp target update'"},
	}
	for _, tc := range errTests {
		_, errs := Parse(tokenize(tc.text))
		if !errs.HasErrors() {
			t.Errorf("Parse(%q): no error, want %s", tc.text, tc.want)
			continue
		}
		if errs[0].Msg != tc.want || errs[0].Pos.Col != tc.col {
			t.Errorf("Parse(%q): %d: %s, want %d: %s", tc.text, errs[0].Pos.Col, errs[0].Msg, tc.col, tc.want)
		}
	}
}

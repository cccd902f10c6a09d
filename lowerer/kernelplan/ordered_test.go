package kernelplan

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// orderedDir parses a pragma written with spaces between its tokens.
func orderedDir(t *testing.T, text string) *directive.Directive {
	t.Helper()
	var toks []directive.Token
	for i, f := range strings.Fields(text) {
		toks = append(toks, directive.Token{Text: f, Pos: diag.Pos{File: "o.c", Line: 1, Col: i + 1}})
	}
	d, errs := directive.Parse(toks)
	if errs.HasErrors() {
		t.Fatalf("%s: %v", text, errs)
	}
	return d
}

func TestCheckOrdered(t *testing.T) {
	tests := []struct {
		text  string
		depth int
		want  string // substring of the one error, "" for none
	}{
		{"omp for", 1, ""},
		{"omp for ordered ( 2 ) collapse ( 2 )", 2, ""},
		{"omp for ordered ( 2 )", 1, ""},
		{"omp for ordered linear ( k )", 1, ""},
		{"omp for ordered schedule ( nonmonotonic : dynamic )", 1, "'nonmonotonic' modifier"},
		{"omp for ordered ( 1 ) schedule ( nonmonotonic : dynamic , 2 )", 1, "'nonmonotonic' modifier"},
		{"omp for ordered ( 1 ) linear ( k )", 1, "'linear' clause cannot be specified"},
		{"omp for ordered ( 1 ) collapse ( 2 )", 2, "the argument of 'ordered' (1) must not be less than that of 'collapse' (2)"},
		{"omp for ordered ( 1 ) collapse ( N )", 0, ""},
	}
	for _, tt := range tests {
		var errs diag.List
		ok := CheckOrdered(&errs, orderedDir(t, tt.text), tt.depth)
		got := errs.Error()
		switch {
		case tt.want == "" && (!ok || len(errs) != 0):
			t.Errorf("%s: want no error, got %q", tt.text, got)
		case tt.want != "" && (ok || len(errs) != 1 || !strings.Contains(got, tt.want)):
			t.Errorf("%s: want one error with %q, got %q (ok %v)", tt.text, tt.want, got, ok)
		}
	}
}

func TestCollapseConst(t *testing.T) {
	constInt := func(s string) (int64, bool) {
		if s == "N" {
			return 3, true
		}
		return 0, false
	}
	for text, want := range map[string]int{
		"omp for":                1,
		"omp for collapse ( N )": 3,
		"omp for collapse ( n )": 0,
	} {
		if got := CollapseConst(orderedDir(t, text), constInt); got != want {
			t.Errorf("%s: got %d, want %d", text, got, want)
		}
	}
}

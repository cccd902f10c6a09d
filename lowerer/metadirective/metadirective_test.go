package metadirective

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// toks splits a pragma written with spaces between its tokens.
func toks(text string) []directive.Token {
	var out []directive.Token
	for i, f := range strings.Fields(text) {
		out = append(out, directive.Token{Text: f, Pos: diag.Pos{File: "m.c", Line: 1, Col: i + 1}})
	}
	return out
}

// cond knows one constant, N = 8.
func cond(text []string) (int64, bool) {
	switch strings.Join(text, " ") {
	case "N > 4":
		return 1, true
	case "N > 16":
		return 0, true
	}
	return 0, false
}

func TestSelect(t *testing.T) {
	for _, tc := range []struct {
		name, pragma string
		want         directive.Kind // "" with err
		err          string
	}{
		{"gpu kind", "omp metadirective when ( device = { kind ( gpu ) } : barrier ) default ( flush )", "barrier", ""},
		{"host kind falls to default", "omp metadirective when ( device = { kind ( host ) } : barrier ) default ( flush )", "flush", ""},
		{"otherwise", "omp metadirective when ( device = { arch ( \"x86_64\" ) } : barrier ) otherwise ( flush )", "flush", ""},
		{"nvptx arch", "omp metadirective when ( device = { arch ( nvptx64 ) } : barrier )", "barrier", ""},
		{"no match, no default", "omp metadirective when ( device = { kind ( cpu ) } : barrier )", directive.Nothing, ""},
		{"construct target", "omp metadirective when ( construct = { target } : barrier )", "barrier", ""},
		{"user condition true", "omp metadirective when ( user = { condition ( N > 4 ) } : barrier ) default ( flush )", "barrier", ""},
		{"user condition false", "omp metadirective when ( user = { condition ( N > 16 ) } : barrier ) default ( flush )", "flush", ""},
		{"two selector sets", "omp metadirective when ( device = { kind ( gpu ) } , user = { condition ( N > 16 ) } : barrier ) default ( flush )", "flush", ""},
		{"same variant twice", "omp metadirective when ( device = { kind ( gpu ) } : barrier ) when ( construct = { target } : barrier )", "barrier", ""},
		{"dynamic condition", "omp metadirective when ( user = { condition ( n > 1 ) } : barrier )", "", "must be an integer constant expression"},
		{"two variants match", "omp metadirective when ( device = { kind ( gpu ) } : barrier ) when ( construct = { target } : flush )", "", "several 'when' clauses"},
		{"unknown selector", "omp metadirective when ( implementation = { vendor ( llvm ) } : barrier )", "", "is not supported yet"},
		{"compute variant", "omp metadirective when ( device = { kind ( gpu ) } : target )", "", "is not supported"},
		{"bad clause", "omp metadirective foo ( barrier )", "", "expected 'when(...)'"},
		{"missing colon", "omp metadirective when ( device = { kind ( gpu ) } )", "", "expected ':'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, errs := Select(toks(tc.pragma), cond, []string{"target"})
			if tc.err != "" {
				if !errs.HasErrors() || !strings.Contains(errs.Error(), tc.err) {
					t.Fatalf("errors %v, want one containing %q", errs, tc.err)
				}
				return
			}
			if errs.HasErrors() {
				t.Fatalf("unexpected errors: %v", errs)
			}
			if d.Kind != tc.want {
				t.Errorf("selected %q, want %q", d.Kind, tc.want)
			}
		})
	}
}

// A construct selector holds when its traits appear in the construct
// trait set in order, others possibly between them.
func TestSelectConstruct(t *testing.T) {
	for _, tc := range []struct {
		name, pragma string
		constructs   []string
		want         directive.Kind // "" with err
		err          string
	}{
		{"target teams in target teams", "omp metadirective when ( construct = { target , teams } : barrier ) default ( flush )", []string{"target", "teams"}, "barrier", ""},
		{"teams alone", "omp metadirective when ( construct = { teams } : barrier ) default ( flush )", []string{"target", "teams", "parallel"}, "barrier", ""},
		{"gap between traits", "omp metadirective when ( construct = { target , parallel } : barrier ) default ( flush )", []string{"target", "teams", "parallel", "for"}, "barrier", ""},
		{"wrong order", "omp metadirective when ( construct = { parallel , target } : barrier ) default ( flush )", []string{"target", "parallel"}, "flush", ""},
		{"missing trait", "omp metadirective when ( construct = { target , teams } : barrier ) default ( flush )", []string{"target", "parallel"}, "flush", ""},
		{"repeated trait needs two", "omp metadirective when ( construct = { parallel , parallel } : barrier ) default ( flush )", []string{"target", "parallel"}, "flush", ""},
		{"nested parallel", "omp metadirective when ( construct = { parallel , parallel } : barrier ) default ( flush )", []string{"target", "parallel", "parallel"}, "barrier", ""},
		{"trait with arguments", "omp metadirective when ( construct = { simd ( simdlen ( 8 ) ) } : barrier )", []string{"target", "simd"}, "", "construct={simd...}"},
		{"not a trait", "omp metadirective when ( construct = { distribute } : barrier )", []string{"target", "teams"}, "", "construct={distribute...}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, errs := Select(toks(tc.pragma), cond, tc.constructs)
			if tc.err != "" {
				if !errs.HasErrors() || !strings.Contains(errs.Error(), tc.err) {
					t.Fatalf("errors %v, want one containing %q", errs, tc.err)
				}
				return
			}
			if errs.HasErrors() {
				t.Fatalf("unexpected errors: %v", errs)
			}
			if d.Kind != tc.want {
				t.Errorf("selected %q, want %q", d.Kind, tc.want)
			}
		})
	}
}

// The construct trait set starts at the innermost target construct and
// holds combined constructs' leaves that are traits.
func TestConstructs(t *testing.T) {
	for _, tc := range []struct {
		kinds []directive.Kind
		want  string
	}{
		{[]directive.Kind{"target teams distribute parallel for simd"}, "target teams parallel for simd"},
		{[]directive.Kind{"parallel", "target", "teams", "distribute", "parallel for"}, "target teams parallel for"},
		{[]directive.Kind{"target", "parallel", "single", "parallel", "loop"}, "target parallel parallel"},
		{[]directive.Kind{"target parallel", "taskloop simd"}, "target parallel simd"},
	} {
		if got := strings.Join(Constructs(tc.kinds), " "); got != tc.want {
			t.Errorf("Constructs(%q) = %q, want %q", tc.kinds, got, tc.want)
		}
	}
}

package macrouse_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// A target region whose text a macro use writes is replaced with the
// whole use, printed from its expansion with the region's launch block
// in place; the host pragmas the use produces outside the region are
// printed as _Pragma operators.
func TestSplices(t *testing.T) {
	const src = "%s\nvoid f(int *a, int n) {\n  %s\n}\n"
	cases := []struct {
		name, defs, use string
		// want is the splice's expansion: text pieces as written, R for
		// the region.
		want []string
	}{
		{"region", `#define INC(v) _Pragma("omp target map(tofrom: n)") { v += 1; }`, "INC(n);",
			[]string{"R"}}, // the written ";" stays after the splice
		{"code around", `#define RUN(v) v = 2; _Pragma("omp target map(tofrom: n)") { v += 1; } v--`, "RUN(n);",
			[]string{"n = 2;", "R", "n--"}},
		{"two regions", `#define TWO(v) _Pragma("omp target map(tofrom: n)") { v += 1; } _Pragma("omp target map(tofrom: n)") { v *= 2; }`, "TWO(n)",
			[]string{"R", "R"}},
		{"host pragma", `#define PAR(v) _Pragma("omp parallel") { a[0] = v; } _Pragma("omp target map(tofrom: n)") { v += 1; }`, "PAR(n)",
			[]string{"_Pragma(\"omp parallel\")\n{ a[0] =n; }", "R"}},
	}
	for _, c := range cases {
		p := analysistest.Build(t, "mu.c", fmt.Sprintf(src, c.defs, c.use), analysis.Options{})
		var exp *plan.Splice
		for _, s := range p.Splices {
			if s.Expansion != nil {
				exp = s
			}
		}
		if exp == nil {
			t.Errorf("%s: no splice over the macro use", c.name)
			continue
		}
		var got []string
		for _, piece := range exp.Expansion {
			if piece.Region != nil {
				got = append(got, "R")
			} else {
				got = append(got, strings.TrimSpace(piece.Text))
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: expansion %q, want %q", c.name, got, c.want)
		}
	}
}

// ParenEnd finds the ')' that closes a macro use's arguments past
// comments, strings and character constants.
func TestParenEnd(t *testing.T) {
	cases := []struct {
		src  string
		want int // -1: none
	}{
		{"(a, b) x", 6},
		{"(f(a), \")\") x", 11},
		{"(a /* ) */, ')') x", 16},
		{"(a, // )\n b) x", 12},
		{"(a, (b)", -1},
	}
	for _, c := range cases {
		got, ok := macrouse.ParenEnd([]byte(c.src), 0)
		if !ok {
			got = -1
		}
		if got != c.want {
			t.Errorf("%q: %d, want %d", c.src, got, c.want)
		}
	}
}

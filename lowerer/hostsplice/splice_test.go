package hostsplice_test

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/analysis/analysistest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// regionSplice is the one splice of p with a kernel, or in the splice
// over macro uses.
func regionSplice(t *testing.T, p *plan.Plan) *plan.Splice {
	t.Helper()
	var out *plan.Splice
	all := p.Splices
	for _, s := range p.Splices {
		for _, pc := range s.Expansion {
			if pc.Region != nil {
				all = append(all, pc.Region)
			}
		}
	}
	for _, s := range all {
		if s.Kernel != nil {
			if out != nil {
				t.Fatalf("more than one region splice")
			}
			out = s
		}
	}
	if out == nil {
		t.Fatalf("no region splice among %d", len(p.Splices))
	}
	return out
}

// A region's splice replaces its text from the directive's line to the
// end of its statement, and its fallback is that text made code gcc 12
// compiles: directives it must not see blanked (keeping the lines) or
// rewritten, comparisons of atomic compare constructs turned round.
func TestRegionFallback(t *testing.T) {
	tests := []struct {
		name string
		// body follows the target directive line; the region is the
		// rest of the function.
		dir, body string
		// want and gone are in and not in the fallback.
		want, gone []string
		// fromMacro: the fallback is printed from the tokens.
		fromMacro bool
	}{
		{name: "plain", dir: "target map(tofrom: a[0:8])",
			body: "for (int i = 0; i < 8; i++) a[i] += 1;",
			want: []string{"for (int i = 0; i < 8; i++) a[i] += 1;"}},
		{name: "parallel line kept", dir: "target map(tofrom: a[0:8])",
			body: "#pragma omp parallel for\nfor (int i = 0; i < 8; i++) a[i] += 1;",
			want: []string{"#pragma omp parallel for\n"}},
		{name: "atomic compare turned round", dir: "target map(tofrom: x)",
			body: "{\n#pragma omp atomic compare\nif (e == x) { x = d; }\n}",
			want: []string{"if (x == e) { x = d; }"}, gone: []string{"e == x"}},
		{name: "atomic compare capture else braced", dir: "target map(tofrom: x, v)",
			body: "{\n#pragma omp atomic compare capture\nif (x == e) x = d; else v = x;\n}",
			want: []string{"if (x == e) { x = d; } else { v = x; }"}},
		{name: "doacross on one thread", dir: "target parallel for ordered(1) map(tofrom: a[0:8])",
			body: "for (int i = 1; i < 8; i++) {\n#pragma omp ordered depend(sink: i - 1)\na[i] += a[i - 1];\n#pragma omp ordered depend(source)\n}",
			want: []string{"a[i] += a[i - 1];"}, gone: []string{"ordered"}},
		{name: "allocate dropped", dir: "target map(tofrom: a[0:8])",
			body: "{\nint t[4];\n#pragma omp allocate(t) align(64)\nt[0] = 1;\na[0] = t[0];\n}",
			want: []string{"_Alignas(64) int t[4];"}, gone: []string{"#pragma omp allocate"}},
		{name: "task dependences in gcc's spelling", dir: "target map(tofrom: a[0:8])",
			body: "{\n#pragma omp task depend(inoutset: a[0]) shared(a)\na[0] += 1;\n#pragma omp task depend(out: omp_all_memory) \\\n  if(x) shared(a)\na[1] = a[0];\n}",
			want: []string{"depend(inout   : a[0]) shared(a)\n", "_Pragma(\"omp taskwait\") _Pragma(\"omp task shared ( a ) if(0)\")\n\na[1]"},
			gone: []string{"inoutset", "omp_all_memory"}},
		{name: "macro statement", dir: "target map(tofrom: a[0:8])",
			body: "LOOP(8)", want: []string{"for (int i = 0; i <8; i++) a[i] += 1;"}, gone: []string{"LOOP"}, fromMacro: true},
	}
	const head = "#pragma omp requires dynamic_allocators\n#define LOOP(n) for (int i = 0; i < n; i++) a[i] += 1;\nvoid f(int *a, int x, int e, int d, int v) {\n"
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := head + "#pragma omp " + tc.dir + "\n" + tc.body + "\n}\n"
			s := regionSplice(t, analysistest.Build(t, "r.c", src, analysis.Options{}))
			if want := strings.Index(src, "#pragma omp "+tc.dir); s.Start != want {
				t.Errorf("splice starts at %d, want %d (the directive's line)", s.Start, want)
			}
			if want := strings.LastIndex(src, "\n}\n"); s.End != want {
				t.Errorf("splice ends at %d, want %d (the statement's end)", s.End, want)
			}
			if !tc.fromMacro {
				if got, want := strings.Count(s.Fallback, "\n"), strings.Count(tc.body, "\n"); got != want {
					t.Errorf("fallback has %d newlines, want %d (the lines kept):\n%s", got, want, s.Fallback)
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(s.Fallback, w) {
					t.Errorf("fallback lacks %q:\n%s", w, s.Fallback)
				}
			}
			for _, g := range tc.gone {
				if strings.Contains(s.Fallback, g) {
					t.Errorf("fallback keeps %q:\n%s", g, s.Fallback)
				}
			}
		})
	}
}

// What the host splice of a region cannot be made from is refused at
// the directive, with why.
func TestRegionRefused(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"conditional across", "void f(int *a) {\n#if 1\n#pragma omp target map(tofrom: a[0:1])\na[0] = 1;\n#endif\n#if 1\n#pragma omp target map(tofrom: a[0:1])\n{ a[0] = 2;\n#endif\n}\n}\n",
			"a preprocessor conditional crosses the boundary of this target region (line 9)"},
		{"linear in a macro", "#define LOOP(n) for (int i = 0; i < n; i++) { a[i] = j; j += 2; }\nvoid f(int *a, int j) {\n#pragma omp target parallel for linear(j: 2) map(tofrom: a[0:8])\nLOOP(8)\n}\n",
			"'linear' on a target region written by a macro is not supported yet"},
		{"doacross unsigned", "void f(int *a) {\n#pragma omp target map(tofrom: a[0:8])\n#pragma omp parallel for ordered(1)\nfor (unsigned i = 1; i < 8; i++) {\n#pragma omp ordered depend(sink: i - 1)\na[i] += a[i - 1];\n#pragma omp ordered depend(source)\n}\n}\n",
			"a doacross loop over the unsigned variable 'i'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := analysistest.TryBuild(t, "r.c", tc.src, analysis.Options{})
			if errs == nil || !strings.Contains(errs.Error(), tc.want) {
				t.Errorf("errors %v, want one with %q", errs, tc.want)
			}
		})
	}
}

// The atomic compare constructs the host compiles as written get their
// comparison turned round in splices of the same length.
func TestSwapCompares(t *testing.T) {
	src := "int g(int x, int e, int d) {\n#pragma omp atomic compare\nif (e  ==  x) { x = d; }\nreturn x;\n}\n"
	p := analysistest.Build(t, "h.c", src, analysis.Options{})
	var got []string
	for _, s := range p.Splices {
		if s.Blank && s.Kernel == nil {
			if len(s.Keep) != s.End-s.Start {
				t.Errorf("splice %q replaces %d bytes", s.Keep, s.End-s.Start)
			}
			got = append(got, src[s.Start:s.End]+" -> "+s.Keep)
		}
	}
	if want := "e  ==  x -> x  ==  e"; len(got) != 1 || got[0] != want {
		t.Errorf("splices %q, want [%q]", got, want)
	}
}

// The task constructs the host compiles as written get their
// dependences in the spellings gcc 12 takes, keeping their lines.
func TestHostDepend(t *testing.T) {
	src := "void g(int *a) {\n#pragma omp task depend(inoutset: a[0])\na[0] += 1;\n#pragma omp task depend(inout: a[1], omp_all_memory)\na[1] += 1;\n#pragma omp task depend(inout: omp_all_memory_)\na[2] += 1;\n}\n"
	p := analysistest.Build(t, "h.c", src, analysis.Options{})
	var got []string
	for _, s := range p.Splices {
		if s.Blank && s.Kernel == nil {
			if strings.Count(s.Keep, "\n")+s.Newlines != strings.Count(src[s.Start:s.End], "\n") {
				t.Errorf("splice %q replaces %q: other lines", s.Keep, src[s.Start:s.End])
			}
			got = append(got, src[s.Start:s.End]+" -> "+s.Keep)
		}
	}
	want := []string{
		"inoutset -> inout   ",
		"#pragma omp task depend(inout: a[1], omp_all_memory)\n -> _Pragma(\"omp taskwait\") _Pragma(\"omp task depend ( inout : a [ 1 ] ) if(0)\")\n",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("splices %q, want %q", got, want)
	}
}

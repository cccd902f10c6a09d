package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tokens after `omp` are macro-expanded as the preprocessor expands
// them; macros the final table cannot stand for are refused where used.
func TestPragmaMacros(t *testing.T) {
	for _, c := range []struct {
		name, defs, clause, want, err string
	}{
		{"object", "#define N 8", "map(to: a[0:N])", "omp target map ( to : a [ 0 : 8 ] )", ""},
		{"whole clause", "#define M map(to: a[0:n])", "M", "omp target map ( to : a [ 0 : n ] )", ""},
		{"function", "#define SEC(p, l) p[0:l]", "map(SEC(a, n + 1))", "omp target map ( a [ 0 : n + 1 ] )", ""},
		{"nested arguments", "#define SEC(p, l) p[0:l]\n#define TWO(x) (x * 2)", "map(SEC(a, TWO((n))))", "omp target map ( a [ 0 : ( ( n ) * 2 ) ] )", ""},
		{"macro of macros", "#define N 4\n#define H SEC(a, N)\n#define SEC(p, l) p[0:l]", "map(H)", "omp target map ( a [ 0 : 4 ] )", ""},
		{"paste", "#define CAT(x, y) x##y", "firstprivate(CAT(n, 2))", "omp target firstprivate ( n2 )", ""},
		{"stringize", "#define S(x) #x", "S(a b)", `omp target "a b"`, ""},
		{"variadic", "#define ALL(...) __VA_ARGS__", "map(ALL(a[0:1], b))", "omp target map ( a [ 0 : 1 ] , b )", ""},
		{"no recursion", "#define cnt (cnt + 1)", "if(cnt)", "omp target if ( ( cnt + 1 ) )", ""},
		{"below", "", "if(LATE)", "", "error: macro 'LATE' is defined only below the directive"},
		{"name alone", "#define F(x) x", "map(F)", "omp target map ( F )", ""},
		{"dynamic", "", "if(__LINE__)", "omp target if ( __LINE__ )", ""},
		{"arguments", "#define F(x, y) x", "if(F(1))", "", "error: macro 'F' takes 2 argument(s), 1 given in the directive"},
		{"redefined", "#define N 1\n#undef N\n#define N 2", "if(N)", "", "error: macro 'N' in the directive has more than one definition in the unit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			src := "#include <stddef.h>\n" + c.defs + "\nvoid f(int *a, int *b, int n, int n2) {\n#pragma omp target " + c.clause + "\n  a[0] = 1;\n}\n#define LATE 1\n"
			line := 4 + strings.Count(c.defs, "\n") // of the directive
			path := filepath.Join(dir, "m.c")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			u, errs := Parse(path, Options{})
			if c.err != "" {
				if len(errs) == 0 || !strings.Contains(errs[0].String(), c.err) || errs[0].Pos.Line != line {
					t.Fatalf("errors %v, want one with %q on line %d", errs, c.err, line)
				}
				return
			}
			if errs.HasErrors() {
				t.Fatal(errs)
			}
			var got []string
			for _, tk := range u.Pragmas[0].Toks {
				got = append(got, tk.Text)
			}
			if g := strings.Join(got, " "); g != c.want {
				t.Errorf("got %q, want %q", g, c.want)
			}
		})
	}
}

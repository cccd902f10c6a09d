package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Deep nests are refused with a positioned error before the C front end
// (whose recursive descent would overflow the stack) sees them; literals,
// comments and nests within the limits are not counted against them.
func TestNestingLimits(t *testing.T) {
	rep := strings.Repeat
	const n = 100000
	tests := []struct {
		name, src string
		want      string // "" when the unit must parse
	}{
		{"parentheses", "int main(void) { int x = " + rep("(", n) + "1" + rep(")", n) + "; return x; }\n",
			"u.c:1:281: error: brackets nested too deeply (limit 256)"},
		{"blocks", "int main(void) " + rep("{", n) + rep("}", n) + "\n",
			"u.c:1:272: error: brackets nested too deeply (limit 256)"},
		{"subscripts", "int a[1];\nint main(void) { return a" + rep("[a", n) + "[0]" + rep("]", n) + "; }\n",
			"u.c:2:536: error: brackets nested too deeply (limit 256)"},
		{"if chain", "int main(void) {\n  int x = 1;\n  " + rep("if (x) ", n) + "x = 2;\n  return x;\n}\n",
			"u.c:3:7164: error: statements nested too deeply (limit 1024)"},
		{"for chain", "int main(void) {\n  int x = 1;\n  " + rep("for (int i = 0; i < 2; i++) ", n) + "x++;\n  return x;\n}\n",
			"u.c:3:" + itoa(3+1023*28) + ": error: statements nested too deeply (limit 1024)"},
		{"unary minus", "int main(void) { int x = 1; return " + rep("- ", n) + "x; }\n",
			"u.c:1:546: error: prefix operators nested too deeply (limit 256)"},
		{"logical not", "int main(void) { int x = 1; return " + rep("!", n) + "x; }\n",
			"u.c:1:291: error: prefix operators nested too deeply (limit 256)"},
		{"clause expression", "void f(int *a) {\n#pragma omp target map(tofrom: a[" + rep("(", n) + "0" + rep(")", n) + ":1])\n  a[0] = 1;\n}\n",
			"u.c:2:288: error: brackets nested too deeply (limit 256)"},
		{"macro body", "#define DEEP " + rep("(", n) + "1" + rep(")", n) + "\nint main(void) { return 0; }\n",
			"u.c:1:270: error: brackets nested too deeply (limit 256)"},
		{"literals and comments", "/* " + rep("(", n) + " */\n// " + rep("{", n) + "\nconst char *s = \"" + rep("(", n) + "\";\nchar c = '(';\nint main(void) { return s[0] == c; }\n", ""},
		{"within the limits", "int main(void) { int x = 1;\n  x = " + rep("(", 250) + "x" + rep(")", 250) + ";\n  x = " + rep("- ", 200) + "x;\n  " + rep("if (x) ", 500) + "x = 2;\n" +
			"  if (x == 0) x = 1;\n" + rep("  else if (x == 1) x = 3;\n", 1000) + "  for (int i = 0; i < 3; i++) { x -= 1; x += -1; x = x - -1; }\n  return x;\n}\n", ""},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "u.c")
			if err := os.WriteFile(path, []byte(tt.src), 0o666); err != nil {
				t.Fatal(err)
			}
			u, errs := Parse(path, Options{})
			if tt.want == "" {
				if errs.HasErrors() || u == nil {
					t.Fatalf("refused: %v", errs)
				}
				return
			}
			if u != nil || len(errs) != 1 || !strings.HasPrefix(errs[0].String(), filepath.Join(dir, tt.want)) {
				t.Errorf("got %v\nwant %s...", errs, filepath.Join(dir, tt.want))
			}
		})
	}
}

func itoa(n int) string {
	b := []byte{}
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

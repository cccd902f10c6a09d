package frontend

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestWatchdogLeavesNormalUnitsAlone parses an ordinary unit through the
// watchdog.
func TestWatchdogLeavesNormalUnitsAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ok.c")
	src := "#include <stdio.h>\nint main(void) { printf(\"hi\\n\"); return 0; }\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs := Parse(path, Options{}); errs.HasErrors() {
		t.Fatalf("unexpected errors: %v", errs)
	}
}

// TestPointerCutByMacroAtEndOfFile: a pointer declarator cut by the end
// of the file behind a macro (which unfinishedDeclarator cannot see) sent
// unpatched cc/v4 v4.27.1 into an endless loop; the patched parser
// (third_party/cc_v4/eof_qualifiers.patch) reports it at once.
func TestPointerCutByMacroAtEndOfFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cut.c")
	if err := os.WriteFile(path, []byte("#define P *\nf(P"), 0o644); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, errs := Parse(path, Options{})
	if !errs.HasErrors() {
		t.Fatal("a file ending in 'f(P' (P is '*') lowered without error")
	}
	if got, want := errs[0].String(), path+":2:5: error: unexpected <EOF>"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want prefix %q", got, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
}

// TestWatchdogStopsRunawayTranslation gives the watchdog a limit that an
// ordinary but large unit exceeds, and expects the positioned runaway
// error rather than the translation's result. It runs last: the
// translation it abandons goes on until the test process exits.
func TestWatchdogStopsRunawayTranslation(t *testing.T) {
	oldTimeout, oldTick := translateTimeout, translatePollTick
	translateTimeout, translatePollTick = time.Millisecond, time.Millisecond
	defer func() { translateTimeout, translatePollTick = oldTimeout, oldTick }()
	var b strings.Builder
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&b, "int f%d(int x) { return x * %d + 1; }\n", i, i)
	}
	path := filepath.Join(t.TempDir(), "big.c")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs := Parse(path, Options{})
	if !errs.HasErrors() {
		t.Fatal("the watchdog did not stop a translation past its time limit")
	}
	if got := errs[0].String(); !strings.HasPrefix(got, path+":") || !strings.Contains(got, "error: the C front end stopped making progress") {
		t.Errorf("got %q, want a positioned 'stopped making progress' error", got)
	}
}

// TestUnfinishedDeclaratorAtEndOfFile: the inputs that send cc/v4 into
// its endless loop through a pointer or array declarator cut at the end
// of the file are reported at once, at the token the file ends after,
// without the watchdog's delay; look-alikes that are valid or end
// elsewhere are left to the parser.
func TestUnfinishedDeclaratorAtEndOfFile(t *testing.T) {
	for _, tt := range []struct{ src, after, pos string }{
		{"f(*", "*", "1:3"},
		{"int *", "*", "1:5"},
		{"int x;\nint * const", "*", "2:5"},
		{"int * /* a comment */\n// and another\n", "*", "1:5"},
		{"int a[static const", "[", "1:6"},
		{"void f(int a[const restrict", "[", "1:13"},
		{"typedef int T;\nT *\\\n", "*", "2:3"},
		{"int (^", "^", "1:6"},
		{"int *;", "*", "1:5"},
		{"void f(int *@ } ;\n", "*", "1:12"},
		{"struct { int n;  ubdelo*\x93", "*", "1:24"},
		{"int *\x93\n", "*", "1:5"},
		{"*\x10\x00\x00", "*", "1:1"},
		{"int a[const ;", "[", "1:6"},
	} {
		tok, _, ok := unfinishedDeclarator(tt.src)
		if !ok || tok != tt.after {
			t.Errorf("unfinishedDeclarator(%q) = %q, %v; want %q", tt.src, tok, ok, tt.after)
			continue
		}
		path := filepath.Join(t.TempDir(), "cut.c")
		if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		_, errs := Parse(path, Options{})
		want := fmt.Sprintf("%s:%s: error: unexpected end of file after '%s'", path, tt.pos, tt.after)
		if !errs.HasErrors() || !strings.HasPrefix(errs[0].String(), want) {
			t.Errorf("Parse(%q) = %v, want %q...", tt.src, errs, want)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("Parse(%q) took %v", tt.src, d)
		}
	}
	for _, src := range []string{
		"int x;",
		"int main(void) { return 2 * 3; }",
		"int main(void) { return 0; }\n#if 0\nint *\n#endif\n",
		"#define P *\n",
		"char c = '*';",
		"const char *s = \"*\";",
		"int x; /* * */",
		"int a[",
		"int x = a * b;",
		"int *p; int main(void) { return *p; }",
		"int x = 2 * -1;",
		"int *\xc3\xa9;",
		"int f(int *, char);",
		"int a[;",
		"int x;\n#if 0\nint *;\n#endif\n",
	} {
		if tok, _, ok := unfinishedDeclarator(src); ok {
			t.Errorf("unfinishedDeclarator(%q) = %q, true; want false", src, tok)
		}
	}
}

// TestEscapeAtEndOfFile: a literal cut by the end of the file right after
// a backslash (which sends cc/v4 into an endless loop) is reported at
// once, at the literal.
func TestEscapeAtEndOfFile(t *testing.T) {
	for _, tt := range []struct{ src, pos string }{
		{"int x; char *s = \"abc\\", "1:18"},
		{"int x;\n_Pragma(\"omp target\\", "2:9"},
		{"int c = 'a\\", "1:9"},
	} {
		if _, ok := escapeAtEOF(tt.src); !ok {
			t.Errorf("escapeAtEOF(%q) = false", tt.src)
			continue
		}
		path := filepath.Join(t.TempDir(), "lit.c")
		if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		_, errs := Parse(path, Options{})
		want := path + ":" + tt.pos + ": error: unexpected end of file in this literal"
		if !errs.HasErrors() || !strings.HasPrefix(errs[0].String(), want) {
			t.Errorf("Parse(%q) = %v, want %q...", tt.src, errs, want)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("Parse(%q) took %v", tt.src, d)
		}
	}
	for _, src := range []string{"char *s = \"a\\\\\";", "int x;\\", "// a\\", "char *s = \"a\\\nb\";", "/* \"a\\ */"} {
		if _, ok := escapeAtEOF(src); ok {
			t.Errorf("escapeAtEOF(%q) = true", src)
		}
	}
}

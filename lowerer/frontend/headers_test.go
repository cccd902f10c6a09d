package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHeadersReadIn checks which headers are read into the unit and that
// positions in them stay the header's.
func TestHeadersReadIn(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	write("r.h", "#pragma once\nstatic inline void r(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n")
	write("k.h", "#pragma omp declare target\nstatic int k = 1;\n#pragma omp end declare target\n")
	write("sub/s.h", "#pragma omp target enter data map(to: x)\n")
	write("m.c", "#include \"r.h\"\n#include \"k.h\"\n#include \"sub/s.h\"\nint main(void) { int v = 0; r(&v); return v; }\n")
	src, err := os.ReadFile(filepath.Join(dir, "m.c"))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := inlineHeaders(src, filepath.Join(dir, "m.c"), "m.c", nil, nil)
	got := string(out)
	want := "#line 1 \"r.h\"\n\nstatic inline void r(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n#line 2 \"m.c\"\n" +
		"#include \"k.h\"\n#line 1 \"sub/s.h\"\n#pragma omp target enter data map(to: x)\n#line 4 \"m.c\"\nint main(void) { int v = 0; r(&v); return v; }\n"
	if got != want {
		t.Errorf("read in:\n%s\nwant:\n%s", got, want)
	}

	// A header that includes one to read in is read in too; one with
	// #pragma once is read in once; a header including itself (under
	// its guard) is read in once, its own #include left to the guard.
	write("a.h", "#include \"b.h\"\nint a1;\n")
	write("b.h", "#ifndef B_H\n#define B_H\n#include \"b.h\"\n#pragma omp target update to(x)\n#endif\n")
	write("n.c", "#include \"a.h\"\n#include \"r.h\"\n#include \"r.h\"\nint z;\n")
	src, err = os.ReadFile(filepath.Join(dir, "n.c"))
	if err != nil {
		t.Fatal(err)
	}
	out, _ = inlineHeaders(src, filepath.Join(dir, "n.c"), "n.c", nil, nil)
	got = string(out)
	want = "#line 1 \"a.h\"\n#line 1 \"b.h\"\n#ifndef B_H\n#define B_H\n#include \"b.h\"\n#pragma omp target update to(x)\n#endif\n#line 2 \"a.h\"\nint a1;\n#line 2 \"n.c\"\n" +
		"#line 1 \"r.h\"\n\nstatic inline void r(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n#line 3 \"n.c\"\n" +
		"\nint z;\n"
	if got != want {
		t.Errorf("read in:\n%s\nwant:\n%s", got, want)
	}

	// Headers in a -I directory (angle or quoted includes) are read in
	// under the name they are found by; a header beside one of them is
	// named from that directory; a header whose includes climb out of
	// the directory it was found through stays as written.
	inc := filepath.Join(dir, "inc")
	write("inc/lib/h.h", "#include \"util.h\"\n#include \"top.h\"\nstatic inline void f(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n")
	write("inc/lib/util.h", "int util;\n")
	write("inc/top.h", "int top;\n")
	write("inc/lib/c.h", "#include \"../../k.h\"\n#pragma omp target update to(x)\n")
	write("i.c", "#include <lib/h.h>\n#include \"lib/c.h\"\nint z;\n")
	src, err = os.ReadFile(filepath.Join(dir, "i.c"))
	if err != nil {
		t.Fatal(err)
	}
	out, _ = inlineHeaders(src, filepath.Join(dir, "i.c"), "i.c", []string{inc}, []string{inc})
	got = string(out)
	hname := filepath.Join(inc, "lib/h.h")
	want = "#line 1 \"" + hname + "\"\n#include \"lib/util.h\"\n#include \"top.h\"\nstatic inline void f(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n#line 2 \"i.c\"\n" +
		"#include \"lib/c.h\"\nint z;\n"
	if got != want {
		t.Errorf("read in:\n%s\nwant:\n%s", got, want)
	}
	u, errs := Parse(filepath.Join(dir, "i.c"), Options{SourceName: "i.c", Includes: []string{inc}})
	if errs.HasErrors() || u == nil {
		t.Errorf("parse with -I %s: %v", inc, errs)
	}

	// A main file with #line directives of its own reads headers in too;
	// the #line back gives the line and file its directives say.
	write("l.c", "#line 100 \"gen.c\"\n#include \"r.h\"\n#line 7\nint a;\n#include \"sub/s.h\"\n# 1 \"x.c\" 1\n#include \"k.h\"\nint z;\n")
	src, err = os.ReadFile(filepath.Join(dir, "l.c"))
	if err != nil {
		t.Fatal(err)
	}
	out, names := inlineHeaders(src, filepath.Join(dir, "l.c"), "l.c", nil, nil)
	want = "#line 100 \"gen.c\"\n#line 1 \"r.h\"\n\nstatic inline void r(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n#line 101 \"gen.c\"\n" +
		"#line 7\nint a;\n#line 1 \"sub/s.h\"\n#pragma omp target enter data map(to: x)\n#line 9 \"gen.c\"\n# 1 \"x.c\" 1\n#include \"k.h\"\nint z;\n"
	if got = string(out); got != want {
		t.Errorf("read in:\n%s\nwant:\n%s", got, want)
	}
	if len(names) != 2 || !names["r.h"] || !names["sub/s.h"] {
		t.Errorf("headers read in %v, want r.h and sub/s.h", names)
	}

	// A header with #line directives and line markers of its own is read
	// in as written; the #line back after a header it reads in names the
	// line and file those directives give there. One with #include_next
	// stays as written.
	write("hl.h", "#line 50 \"v.h\"\nint h1;\n#include \"r.h\"\n# 300 \"w.h\"\n#include \"sub/s.h\"\nint h2;\n")
	write("nx.h", "#include_next <nx.h>\n#pragma omp target update to(x)\n")
	write("hl.c", "#include \"hl.h\"\n#include \"nx.h\"\nint z;\n")
	src, err = os.ReadFile(filepath.Join(dir, "hl.c"))
	if err != nil {
		t.Fatal(err)
	}
	out, _ = inlineHeaders(src, filepath.Join(dir, "hl.c"), "hl.c", nil, nil)
	want = "#line 1 \"hl.h\"\n#line 50 \"v.h\"\nint h1;\n" +
		"#line 1 \"r.h\"\n\nstatic inline void r(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n#line 52 \"v.h\"\n" +
		"# 300 \"w.h\"\n#line 1 \"sub/s.h\"\n#pragma omp target enter data map(to: x)\n#line 301 \"w.h\"\nint h2;\n#line 2 \"hl.c\"\n" +
		"#include \"nx.h\"\nint z;\n"
	if got = string(out); got != want {
		t.Errorf("read in:\n%s\nwant:\n%s", got, want)
	}

	// A C error in a header read in is reported in the header.
	write("e.h", "#pragma omp target\nint bad = ;\n")
	write("e.c", "int a;\n#include \"e.h\"\nint main(void) { return a; }\n")
	_, errs = Parse(filepath.Join(dir, "e.c"), Options{SourceName: "e.c"})
	if !errs.HasErrors() || !strings.Contains(errs.Error(), filepath.Join(dir, "e.h")+":2:") {
		t.Errorf("errors %v, want one at %s:2", errs, filepath.Join(dir, "e.h"))
	}
}

func TestPragmaOperatorUse(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"#define P(x) _Pragma(#x)\n#define UPD(a) P(omp target update to(a))\n", false},
		{"#define P(x) _Pragma(#x)\nvoid f(int *a) {\n  P(omp target map(a[0:1]))\n  a[0] = 1;\n}\n", true},
		{"#define P(x) _Pragma(#x)\n#define UPD(a) do { P(omp target update \\\n to(a)) } while (0)\n#define UPD2(a) UPD(a)\nvoid f(int a) { UPD2(a); }\n", true},
		{"void f(void) { _Pragma(\"omp target\") {} }\n", true},
		{"#define B _Pragma(\"omp begin declare target\")\nB\n", false},
	} {
		if got := pragmaOperatorUse([]byte(c.text)); got != c.want {
			t.Errorf("pragmaOperatorUse(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

package jumps_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/jumps"
)

// parse returns the first function of src.
func parse(t *testing.T, src string) *cc.FunctionDefinition {
	t.Helper()
	path := filepath.Join(t.TempDir(), "j.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("parse: %v", errs)
	}
	for l := u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		if ed := l.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
			return ed.FunctionDefinition
		}
	}
	t.Fatal("no function")
	return nil
}

// block is the span of the statement of fn that begins with the token
// spelled first (its first occurrence), as a construct's block.
func block(t *testing.T, fn *cc.FunctionDefinition, first, kind string) jumps.Block {
	t.Helper()
	var out *jumps.Block
	csyntax.Walk(fn, func(n cc.Node) bool {
		if s, ok := n.(*cc.Statement); ok && out == nil {
			if tok := csyntax.First(s); tok.SrcStr() != first {
				return true
			}
			lo, hi := csyntax.Span(s)
			out = &jumps.Block{Lo: lo, Hi: hi, Kind: kind}
		}
		return out == nil
	})
	if out == nil {
		t.Fatalf("no statement beginning with %q", first)
	}
	return *out
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name, src string
		blocks    [][2]string // first token of the block's statement, kind
		want      string      // substring of the error, "" for none
	}{
		{"within", `void f(int n) { { int k = 0; again: k++; if (k < n) goto again; } }`,
			[][2]string{{"{", "target"}}, ""},
		{"out", `void f(int n) { for (int i = 0; i < n; i++) { if (i) goto out; } out:; }`,
			[][2]string{{"for", "for"}}, "'goto' out of the region of '#pragma omp for'"},
		{"into", `void f(int n) { if (n) goto in; while (n) { in: n--; } }`,
			[][2]string{{"while", "parallel"}}, "'goto' into the region of '#pragma omp parallel'"},
		{"innermost left", `void f(int n) { do { while (n) { goto out; } } while (0); out:; }`,
			[][2]string{{"do", "target"}, {"while", "single"}}, "out of the region of '#pragma omp single'"},
		{"outer block, inner kept", `void f(int n) { do { while (n) { goto end; end:; } } while (0); }`,
			[][2]string{{"do", "target"}, {"while", "single"}}, ""},
		{"no block", `void f(int n) { if (n) goto end; n++; end:; }`, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn := parse(t, tt.src)
			var bs []jumps.Block
			for _, b := range tt.blocks {
				bs = append(bs, block(t, fn, b[0], b[1]))
			}
			var errs diag.List
			reported := map[int]bool{}
			ok := jumps.Check(&errs, jumps.List(fn), bs, reported)
			got := errs.Error()
			if tt.want == "" {
				if !ok || len(errs) != 0 {
					t.Fatalf("want no error, got %v", got)
				}
				return
			}
			if ok || len(errs) != 1 || !strings.Contains(got, tt.want) {
				t.Fatalf("want one error with %q, got %q", tt.want, got)
			}
			// A second check of the same gotos reports nothing again.
			if !jumps.Check(&errs, jumps.List(fn), bs, reported) || len(errs) != 1 {
				t.Fatalf("reported twice: %v", errs.Error())
			}
		})
	}
}

func TestPastAndLabels(t *testing.T) {
	fn := parse(t, `void f(int n) { a: n++; if (n) goto b; n--; b: if (n < 9) goto a; }`)
	js := jumps.List(fn)
	if len(js) != 2 || !js[0].Found() || !js[1].Found() {
		t.Fatalf("gotos: %+v", js)
	}
	fwd, back := js[0], js[1]
	if !fwd.Past(fwd.Goto.Seq()+3) || fwd.Past(fwd.Label.Seq()) || fwd.Past(fwd.Goto.Seq()-1) {
		t.Errorf("forward goto: Past wrong")
	}
	if !back.Past(back.Label.Seq()) || back.Past(back.Goto.Seq()) {
		t.Errorf("backward goto: Past wrong")
	}
	if lab, ok := jumps.FirstLabel(fn); !ok || lab.SrcStr() != "a" {
		t.Errorf("FirstLabel = %q, %v", lab.SrcStr(), ok)
	}
	if _, ok := jumps.FirstLabel(parse(t, `void g(int n) { n++; }`)); ok {
		t.Errorf("FirstLabel found a label in a function without one")
	}
}

// Renames renames the labels of a node and the gotos to them, and
// nothing else (a goto to a label outside keeps its name).
func TestRenames(t *testing.T) {
	fn := parse(t, `void g(int n) {
  out:
  for (int i = 0; i < n; i++) {
    if (i == 3) goto skip;
    if (i == 4) goto skip;
    n--;
  skip:
    if (n < 0) goto out;
  }
}`)
	var loop cc.Node
	csyntax.Walk(fn, func(c cc.Node) bool {
		if it, ok := c.(*cc.IterationStatement); ok && loop == nil {
			loop = it.Statement
		}
		return loop == nil
	})
	got := csyntax.Render(csyntax.Tokens(loop), jumps.Renames(loop, "__x_"))
	for _, w := range []string{"goto __x_skip;", "__x_skip:", "goto out;"} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in\n%s", w, got)
		}
	}
	if strings.Count(got, "__x_skip") != 3 {
		t.Errorf("want 3 renamed names in\n%s", got)
	}
}

package csyntax_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// unit is C with most kinds of syntax: declarations of every sort,
// statements, expressions, initializers, macros, OpenMP pragmas; the
// system headers add the rest.
const unit = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#define N 64
#define SQ(x) ((x) * (x))
#define CALL(f, ...) f(__VA_ARGS__)
typedef struct point { double x, y; int tag : 4; } point;
typedef union { int i; float f; } word;
enum color { RED, GREEN = 4, BLUE };
static const char *names[] = { "a", "b", [3] = "d" };
struct list { struct list *next; void (*visit)(struct list *, int); };
extern int counter;
_Static_assert(sizeof(int) >= 2, "int");
static inline double norm(const point *p) { return sqrt(SQ(p->x) + SQ(p->y)); }
static int sum(int n, int a[static n]) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
int main(int argc, char **argv) {
  point ps[N] = { { 1.0, 2.0, 1 }, [5].y = 3.0 };
  word w = { .f = 1.5f };
  enum color c = argc > 1 ? BLUE : GREEN;
  int a[N], total = 0;
  double m = 0;
  char buf[32];
  (void)names;
  memset(a, 0, sizeof a);
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: total)
  for (int i = 0; i < N; i++) {
    a[i] = i * 2 + (int)c;
    total += a[i];
  }
  #pragma omp parallel for
  for (int i = 0; i < N; ++i) ps[i].x += i;
  switch (c) {
  case RED: m = -1; break;
  case BLUE: m = norm(&ps[0]); /* fallthrough */
  default: m += w.f;
  }
  do { total--; } while (total > 1000);
  while (argc-- > 0) if (argv[argc] == NULL) goto out; else continue;
out:
  snprintf(buf, sizeof buf, "%d", CALL(sum, N, a));
  m += (double)(point){ .x = 1 }.x + _Generic(m, double: 1, default: 0);
  printf("%s %f %d %zu\n", buf, m, total, sizeof(struct list));
  return total & 1 ? EXIT_FAILURE : EXIT_SUCCESS;
}
`

// Tokens must give exactly what cc.NodeTokens gives for every node of a
// unit, and Walk must visit the nodes a plain reflective walk visits, in
// the same order.
func TestTokensAndWalkMatchReflection(t *testing.T) {
	path := filepath.Join(t.TempDir(), "unit.c")
	if err := os.WriteFile(path, []byte(unit), 0o644); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("%v", errs)
	}
	var got []cc.Node
	csyntax.Walk(u.AST.TranslationUnit, func(n cc.Node) bool {
		got = append(got, n)
		return true
	})
	var want []cc.Node
	reflectWalk(u.AST.TranslationUnit, &want)
	if len(got) != len(want) || len(got) < 1000 {
		t.Fatalf("Walk visited %d nodes, the reflective walk %d", len(got), len(want))
	}
	compared := 0
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("node %d: Walk visited %T, the reflective walk %T", i, got[i], want[i])
		}
		// The unit's list nodes hold all that follows them: tokens are
		// compared for the main file's other nodes (the walk covers the
		// headers too), which keeps the test fast.
		if _, ok := got[i].(*cc.TranslationUnit); ok || got[i].Position().Filename != u.Path {
			continue
		}
		a, b := csyntax.Tokens(got[i]), cc.NodeTokens(got[i])
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%T at %v: Tokens gave %d tokens, cc.NodeTokens %d", got[i], got[i].Position(), len(a), len(b))
		}
		compared++
	}
	if compared < 500 {
		t.Fatalf("only %d nodes of the unit compared", compared)
	}
}

// reflectWalk is Walk written plainly: every exported, non-embedded
// pointer-to-node or interface field, in field order.
func reflectWalk(n cc.Node, out *[]cc.Node) {
	if n == nil {
		return
	}
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Ptr && v.IsNil() {
		return
	}
	*out = append(*out, n)
	if v.Kind() == reflect.Ptr {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	nodeType := reflect.TypeOf((*cc.Node)(nil)).Elem()
	for i := 0; i < v.NumField(); i++ {
		sf := v.Type().Field(i)
		if !sf.IsExported() || sf.Anonymous {
			continue
		}
		fv := v.Field(i)
		switch fv.Kind() {
		case reflect.Interface, reflect.Ptr:
			if fv.IsNil() || !fv.Type().Implements(nodeType) && fv.Kind() == reflect.Ptr {
				continue
			}
			if m, ok := fv.Interface().(cc.Node); ok {
				if _, isTok := m.(cc.Token); isTok {
					continue
				}
				reflectWalk(m, out)
			}
		}
	}
}

// TokenizeKeep spaces out identifiers and numbers and each punctuator
// character ('<=' is '<' then '='), keeping '->' whole.
func TestTokenizeKeep(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"n+1", "n + 1"},
		{"p->x[2]", "p -> x [ 2 ]"},
		{"(long)a  <= b", "( long ) a < = b"},
		{"x-=-1", "x - = - 1"},
	} {
		if got := strings.Join(strings.Fields(csyntax.TokenizeKeep(c.in)), " "); got != c.want {
			t.Errorf("TokenizeKeep(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// RunsAgain finds the loop of a region around a statement (the outermost
// one), else a goto in the region; a statement the region runs once has
// neither.
func TestRunsAgain(t *testing.T) {
	const src = `void f(int *a, int n) {
  { a[0] = 1; if (n) a[1] = 2; }
  { while (n) { do { a[2] = 3; } while (0); n--; } }
  { a[3] = 4; for (int i = 0; i < n; i++) a[i] = 0; }
  { a[4] = 5; if (n) goto end; end: ; }
}
`
	path := filepath.Join(t.TempDir(), "again.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("%v", errs)
	}
	// The function's blocks, in order, and the assignments a[k] = ...,
	// by their subscripts.
	var blocks []*cc.CompoundStatement
	stmts := map[string]*cc.ExpressionStatement{}
	csyntax.Walk(u.AST.TranslationUnit, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.CompoundStatement:
			if x.Position().Filename == u.Path && x.Position().Line > 1 && x.Position().Column == 3 {
				blocks = append(blocks, x)
			}
		case *cc.ExpressionStatement:
			if x.Position().Filename == u.Path {
				if toks := csyntax.Tokens(x); len(toks) > 3 && toks[0].SrcStr() == "a" && toks[1].SrcStr() == "[" {
					stmts[toks[2].SrcStr()] = x
				}
			}
		}
		return true
	})
	if len(blocks) != 4 {
		t.Fatalf("found %d blocks, want 4", len(blocks))
	}
	for _, tt := range []struct {
		block int
		stmt  string
		want  string // the token RunsAgain names, "" for none
	}{
		{0, "0", ""},
		{0, "1", ""},
		{1, "2", "while"},
		{2, "3", ""},
		{2, "i", "for"},
		{3, "4", "goto"},
	} {
		s := stmts[tt.stmt]
		if s == nil {
			t.Fatalf("no statement a[%s]", tt.stmt)
		}
		at, ok := csyntax.RunsAgain(blocks[tt.block], s)
		got := ""
		if ok {
			got = at.SrcStr()
		}
		if got != tt.want {
			t.Errorf("RunsAgain(block %d, a[%s]) = %q, want %q", tt.block, tt.stmt, got, tt.want)
		}
	}
}

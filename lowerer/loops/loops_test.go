package loops

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// header declares the variables the loops below use; the loop under test
// is always on line loopLine, starting at column 3.
const header = `enum K { KA = 3, KB }; void f(enum K e, int n, int m, long long s, unsigned u, unsigned long long U, double *p, double *q) {
  int i; unsigned long long k; int a[100]; double x;
`

const loopLine = 3

// firstLoop parses a C file holding header+loop and returns the first
// iteration statement of f's body.
func firstLoop(t *testing.T, loop string) *cc.Statement {
	t.Helper()
	return loopOf(t, header+"  "+loop+"\n  (void)i; (void)k; (void)a; (void)x;\n}\n", loop)
}

// loopOf parses src, a unit whose functions hold loop, and returns the
// first iteration statement of a function body.
func loopOf(t *testing.T, src, loop string) *cc.Statement {
	t.Helper()
	path := filepath.Join(t.TempDir(), "l.c")
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatalf("parse %q: %v", loop, errs)
	}
	var found *cc.Statement
	for l := u.AST.TranslationUnit; l != nil && found == nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil || ed.Case != cc.ExternalDeclarationFuncDef {
			continue
		}
		csyntax.Walk(ed.FunctionDefinition.CompoundStatement, func(n cc.Node) bool {
			if found != nil {
				return false
			}
			if s, ok := n.(*cc.Statement); ok && s.Case == cc.StatementIteration {
				found = s
				return false
			}
			return true
		})
	}
	if found == nil {
		t.Fatalf("no loop in %q", loop)
	}
	return found
}

func TestCanonicalForms(t *testing.T) {
	tests := []struct {
		loop                string
		index, typ          string
		kind                IndexKind
		declared            bool
		lower, upper, step  string
		op                  string
		inclusive, increase bool
		nest                int
	}{
		{"for (int i = 0; i < n; i++) ;", "i", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 0},
		{"for (i = 0; i <= n; ++i) ;", "i", "int", Signed, false, "(0)", "(n)", "1", "<=", true, true, 0},
		{"for (int j = n; j > 0; j--) ;", "j", "int", Signed, true, "(n)", "(0)", "-1", ">", false, false, 0},
		{"for (int j = n; j >= 0; --j) ;", "j", "int", Signed, true, "(n)", "(0)", "-1", ">=", true, false, 0},
		{"for (int j = 0; j != n; j++) ;", "j", "int", Signed, true, "(0)", "(n)", "1", "!=", false, true, 0},
		{"for (int j = n; j != 0; j--) ;", "j", "int", Signed, true, "(n)", "(0)", "-1", "!=", false, false, 0},
		// '!=' with a constant unit step in any spelling of the increment.
		{"for (int j = 0; j != n; j += 1) ;", "j", "int", Signed, true, "(0)", "(n)", "(1)", "!=", false, true, 0},
		{"for (int j = n; j != 0; j -= 1) ;", "j", "int", Signed, true, "(n)", "(0)", "(-(long long)(1))", "!=", false, false, 0},
		{"for (int j = n; j != 0; j += -1) ;", "j", "int", Signed, true, "(n)", "(0)", "(-1)", "!=", false, false, 0},
		{"for (int j = 0; j != n; j = j + (2 - 1)) ;", "j", "int", Signed, true, "(0)", "(n)", "((2 - 1))", "!=", false, true, 0},
		{"for (int j = n; j != 0; j = j - 1) ;", "j", "int", Signed, true, "(n)", "(0)", "(-(long long)(1))", "!=", false, false, 0},
		{"for (unsigned j = 0; j != u; j = 1u + j) ;", "j", "unsigned", Unsigned, true, "(0)", "(u)", "(1u)", "!=", false, true, 0},
		{"for (int j = 0; j < n; j += s) ;", "j", "int", Signed, true, "(0)", "(n)", "(s)", "<", false, true, 0},
		{"for (int j = n; j > 0; j -= s) ;", "j", "int", Signed, true, "(n)", "(0)", "(-(long long)(s))", ">", false, false, 0},
		{"for (int j = 0; j < n; j = j + s) ;", "j", "int", Signed, true, "(0)", "(n)", "(s)", "<", false, true, 0},
		{"for (int j = 0; j < n; j = s + j) ;", "j", "int", Signed, true, "(0)", "(n)", "(s)", "<", false, true, 0},
		{"for (int j = n; j > 0; j = j - 2) ;", "j", "int", Signed, true, "(n)", "(0)", "(-(long long)(2))", ">", false, false, 0},
		{"for (int j = 0; j < n; j += 2 * m) ;", "j", "int", Signed, true, "(0)", "(n)", "(2 * m)", "<", false, true, 0},
		{"for (int j = 1; j < n - 1; j++) ;", "j", "int", Signed, true, "(1)", "(n - 1)", "1", "<", false, true, 0},
		// The bound on the left: the operator is mirrored.
		{"for (int j = 0; n > j; j++) ;", "j", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 0},
		{"for (int j = n; 0 <= j; j--) ;", "j", "int", Signed, true, "(n)", "(0)", "-1", ">=", true, false, 0},
		{"for (long j = 0; j < s; j++) ;", "j", "long", Signed, true, "(0)", "(s)", "1", "<", false, true, 0},
		{"for (unsigned j = 0; j < u; j++) ;", "j", "unsigned", Unsigned, true, "(0)", "(u)", "1", "<", false, true, 0},
		{"for (k = U; k > 0; k--) ;", "k", "unsigned long long", Unsigned, false, "(U)", "(0)", "-1", ">", false, false, 0},
		{"for (double *r = p; r < q; r++) ;", "r", "double *", Pointer, true, "(p)", "(q)", "1", "<", false, true, 0},
		{"for (double *r = q; r > p; r -= 2) ;", "r", "double *", Pointer, true, "(q)", "(p)", "(-(long long)(2))", ">", false, false, 0},
		// Nest depth counts the deepest inner loop of any kind.
		{"for (int j = 0; j < n; j++) for (int l = 0; l < m; l++) a[l] = j;", "j", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 1},
		{"for (int j = 0; j < n; j++) { for (int l = 0; l < m; l++) ; for (int o = 0; o < m; o++) ; }", "j", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 1},
		{"for (int j = 0; j < n; j++) { for (int l = 0; l < m; l++) while (x < 1) x++; }", "j", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 2},
		{"for (int j = 0; j < n; j++) { if (j) { do x++; while (x < 3); } }", "j", "int", Signed, true, "(0)", "(n)", "1", "<", false, true, 1},
	}
	for _, tt := range tests {
		m, errs := Analyze(firstLoop(t, tt.loop))
		if errs.HasErrors() {
			t.Errorf("%s: %v", tt.loop, errs)
			continue
		}
		if m.Index != tt.index || m.IndexType != tt.typ || m.Kind != tt.kind || m.Declared != tt.declared {
			t.Errorf("%s: index %q type %q kind %q declared %v; want %q %q %q %v", tt.loop,
				m.Index, m.IndexType, m.Kind, m.Declared, tt.index, tt.typ, tt.kind, tt.declared)
		}
		if m.Lower != tt.lower || m.Upper != tt.upper || m.Step != tt.step {
			t.Errorf("%s: lower %q upper %q step %q; want %q %q %q", tt.loop, m.Lower, m.Upper, m.Step, tt.lower, tt.upper, tt.step)
		}
		if m.Op != tt.op || m.Inclusive != tt.inclusive || m.Increasing != tt.increase {
			t.Errorf("%s: op %q inclusive %v increasing %v; want %q %v %v", tt.loop, m.Op, m.Inclusive, m.Increasing, tt.op, tt.inclusive, tt.increase)
		}
		if m.Nest != tt.nest {
			t.Errorf("%s: nest %d, want %d", tt.loop, m.Nest, tt.nest)
		}
		if m.Pos.Line != loopLine || m.Pos.Col != 3 {
			t.Errorf("%s: Pos %v, want line %d column 3 (the 'for')", tt.loop, m.Pos, loopLine)
		}
		if m.Body == nil {
			t.Errorf("%s: no body", tt.loop)
		}
	}
}

// TestCompareTypes: the type a test compares in, where it changes what the
// test means for the index: C compares a signed index with an unsigned
// bound as unsigned, but an enumeration constant is an int (also of an
// enumeration whose type is unsigned int), and so is arithmetic on it.
func TestCompareTypes(t *testing.T) {
	for _, tt := range []struct{ loop, compare string }{
		{"for (int j = -5; j < u; j++) ;", "unsigned"},
		{"for (int j = -5; j < e; j++) ;", "unsigned"},
		{"for (int j = -5; j < KB; j++) ;", ""},
		{"for (int j = KB; j > -KB; j--) ;", ""},
		{"for (int j = -5; j < KB - 1; j++) ;", ""},
		{"for (int j = -5; j < KB + u; j++) ;", "unsigned"},
		{"for (unsigned j = 0; j < KB; j++) ;", "unsigned"},
	} {
		m, errs := Analyze(firstLoop(t, tt.loop))
		if errs.HasErrors() {
			t.Errorf("%s: %v", tt.loop, errs)
			continue
		}
		if m.Compare != tt.compare {
			t.Errorf("%s: compare type %q, want %q", tt.loop, m.Compare, tt.compare)
		}
	}
}

func TestNonCanonical(t *testing.T) {
	tests := []struct {
		loop string
		col  int // column on loopLine; the loop text starts at column 3
		msg  string
	}{
		{"while (i < n) i++;", 3, "a loop construct must be followed by a for loop"},
		{"do i++; while (i < n);", 3, "a loop construct must be followed by a for loop"},
		{"for (; i < n; i++) ;", 3, "the for-init must set the loop variable"},
		{"for (int j = 0, l = 0; j < n; j++) ;", 8, "the for-init must declare exactly one loop variable"},
		{"for (int j; j < n; j++) ;", 8, "the loop variable has no initial value"},
		{"for (i += 0; i < n; i++) ;", 8, "the for-init must be 'var = lower-bound'"},
		{"for (double y = 0; y < n; y += 1) ;", 8, "loop variable 'y' has type 'double' (integer or pointer required)"},
		{"for (x = 0; x < n; x++) ;", 8, "loop variable 'x' has type 'double' (integer or pointer required)"},
		{"for (int j = 0; ; j++) ;", 19, "the loop has no test expression"},
		{"for (int j = 0; j < n && j < m; j++) ;", 25, "the test must be one comparison of the loop variable"},
		{"for (int j = 0; j < n < m; j++) ;", 25, "the test must be one comparison of the loop variable"},
		{"for (int j = 0; j == n; j++) ;", 21, "the test must be one comparison of the loop variable"},
		{"for (int j = 0; j; j++) ;", 19, "the test must compare 'j' with <, <=, >, >= or !="},
		{"for (int j = 0; j + 1 < n; j++) ;", 19, "the test must compare the loop variable 'j' itself"},
		{"for (int j = 0; m < n; j++) ;", 19, "the test must compare the loop variable 'j' itself"},
		{"for (int j = 0; j < n; ) ;", 26, "the loop has no increment"},
		{"for (int j = 1; j < n; j *= 2) ;", 26, "the increment must be j++, ++j, j--, --j, j += s, j -= s or j = j + s"},
		{"for (int j = 0; j < n; i++) ;", 26, "the increment must be j++"},
		{"for (int j = 0; j < n; j = j + 1 + m) ;", 26, "write the increment as 'j += step'"},
		{"for (int j = 0; j < n; j = 1 + m + j) ;", 26, "write the increment as 'j += step'"},
		{"for (int j = 0; j < n; j--) ;", 26, "the test 'j < ...' needs an increasing loop variable"},
		{"for (int j = 0; j <= n; --j) ;", 27, "the test 'j <= ...' needs an increasing loop variable"},
		{"for (int j = n; j > 0; j++) ;", 26, "the test 'j > ...' needs a decreasing loop variable"},
		{"for (int j = 0; j != n; j += 2) ;", 27, "with '!=' the increment must be a constant 1 or -1"},
		{"for (int j = 0; j != n; j += n) ;", 27, "with '!=' the increment must be a constant 1 or -1"},
		{"for (int j = 0; j != n; j -= -2) ;", 27, "with '!=' the increment must be a constant 1 or -1"},
		{"for (int j = 0; j < n; j++) { a[j] = 0; j += 1; }", 43, "the loop variable 'j' is modified in the loop body"},
		{"for (int j = 0; j < n; j++) a[j++] = 0;", 33, "the loop variable 'j' is modified in the loop body"},
		{"for (int j = 0; j < n; j++) a[--j] = 0;", 35, "the loop variable 'j' is modified in the loop body"},
		{"for (int j = 0; j < n; j++) j = 3;", 31, "the loop variable 'j' is modified in the loop body"},
		{"for (__int128 j = 0; j < n; j++) ;", 8, "loop variable 'j' is wider than 64 bits; not supported"},
		// A step that is a constant zero never ends the loop (on the host
		// fallback it would spin for ever).
		{"for (int j = 0; j < n; j += 0) ;", 31, "the loop step '0' is zero: the loop would never end"},
		{"for (i = 0; i < n; i += 0) ;", 27, "the loop step '0' is zero"},
		{"for (int j = 0; j < n; j = j + 0) ;", 34, "the loop step '0' is zero"},
		{"for (int j = 0; j < n; j = (2 - 2) + j) ;", 30, "the loop step '(2 - 2)' is zero"},
		{"for (int j = n; j > 0; j -= (1 - 1)) ;", 31, "the loop step '(1 - 1)' is zero"},
		{"for (int j = 0; j < n; j += sizeof(int) - 4) ;", 31, "the loop step 'sizeof(int) - 4' is zero"},
		{"for (unsigned long long j = 0; j < U; j += 0ULL) ;", 46, "the loop step '0ULL' is zero"},
	}
	for _, tt := range tests {
		m, errs := Analyze(firstLoop(t, tt.loop))
		if m != nil {
			t.Errorf("%s: accepted as %v", tt.loop, m)
		}
		if len(errs) != 1 {
			t.Errorf("%s: %d diagnostics %v, want 1", tt.loop, len(errs), errs)
			continue
		}
		e := errs[0]
		if e.Severity != "error" || e.Pos.Line != loopLine || e.Pos.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("%s:\n got %d:%d: %s: %s\nwant %d:%d: error: ...%s", tt.loop, e.Pos.Line, e.Pos.Col, e.Severity, e.Msg, loopLine, tt.col, tt.msg)
		}
		if !strings.HasSuffix(e.Pos.File, "l.c") {
			t.Errorf("%s: diagnostic in file %q, want the input", tt.loop, e.Pos.File)
		}
	}
}

// Canonical-form errors use one wording prefix so users and tests can
// recognise them.
func TestNonCanonicalWording(t *testing.T) {
	_, errs := Analyze(firstLoop(t, "for (int j = 1; j < n; j *= 2) ;"))
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Msg, "loop is not in OpenMP canonical form: ") {
		t.Fatalf("got %v", errs)
	}
	var _ diag.List = errs
}

func TestNilStatement(t *testing.T) {
	m, errs := Analyze(nil)
	if m != nil || len(errs) != 1 || !strings.Contains(errs[0].Msg, "must be followed by a for loop") {
		t.Fatalf("Analyze(nil) = %v, %v", m, errs)
	}
}

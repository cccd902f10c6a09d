package ctype_test

import (
	"os"
	"path/filepath"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// TestUsualConversion: the common type of the usual arithmetic
// conversions on LP64.
func TestUsualConversion(t *testing.T) {
	for _, tt := range []struct{ x, y, want cc.Kind }{
		{cc.Int, cc.Int, cc.Int},
		{cc.Short, cc.Char, cc.Int},
		{cc.Int, cc.UInt, cc.UInt},
		{cc.Long, cc.UInt, cc.Long},
		{cc.Long, cc.ULong, cc.ULong},
		{cc.LongLong, cc.ULong, cc.ULongLong},
		{cc.UInt, cc.LongLong, cc.LongLong},
		{cc.Float, cc.Long, cc.Float},
		{cc.Float, cc.Double, cc.Double},
		{cc.Double, cc.Int, cc.Double},
	} {
		if got := ctype.UsualConversion(tt.x, tt.y); got != tt.want {
			t.Errorf("UsualConversion(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.want)
		}
	}
}

// TestExprKindEnumConstants: enumeration constants are int in C, also
// those of an enumeration whose type is unsigned int, and so is the
// arithmetic on them; variables of such an enumeration stay unsigned.
func TestExprKindEnumConstants(t *testing.T) {
	src := `enum K { KA = 3, KB };
enum K e;
unsigned u;
long l;
int r[] = {
  KA, -KB, KA - 5, (KB), KA * 2 + 1, ~KA, KA << 1, e, e + 1, KA + u, KA + l, 1 ? KA : KB, KA + 1.0,
};
`
	want := []cc.Kind{cc.Int, cc.Int, cc.Int, cc.Int, cc.Int, cc.Int, cc.Int, cc.UInt, cc.UInt, cc.UInt, cc.Long, cc.Int, cc.Double}
	path := filepath.Join(t.TempDir(), "k.c")
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	var got []cc.Kind
	csyntax.Walk(u.AST.TranslationUnit, func(n cc.Node) bool {
		if in, ok := n.(*cc.Initializer); ok && in.Case == cc.InitializerExpr {
			got = append(got, ctype.ExprKind(in.AssignmentExpression))
			return false
		}
		return true
	})
	if len(got) != len(want) {
		t.Fatalf("%d initializers, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("initializer %d: kind %v, want %v", i, got[i], want[i])
		}
	}
}

// TestEnumConst: enumeration constants print as int literals where they
// fit, else cast to the enumeration's type (C++ would type 2147483648 as
// a long).
func TestEnumConst(t *testing.T) {
	src := `enum U { BIG = 0x80000000u, SMALL = 1 };
enum L { HUGE = 0x100000000L };
enum N { NEG = -3, MAXU = 0xffffffffu };
`
	path := filepath.Join(t.TempDir(), "e.c")
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	u, errs := frontend.Parse(path, frontend.Options{})
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	want := map[string]string{
		"BIG": "((unsigned)2147483648u)", "SMALL": "(1)", "HUGE": "((unsigned long)4294967296u)",
		"NEG": "(-3)", "MAXU": "((long)4294967295)",
	}
	got := map[string]string{}
	csyntax.Walk(u.AST.TranslationUnit, func(n cc.Node) bool {
		if e, ok := n.(*cc.Enumerator); ok {
			got[e.Token.SrcStr()] = ctype.EnumConst(e)
		}
		return true
	})
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: %q, want %q", name, got[name], w)
		}
	}
}

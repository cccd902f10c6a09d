package consteval

import (
	"strings"
	"testing"
)

var macros = map[string][]string{
	"N":     {"64"},
	"TWO_N": {"(", "2", "*", "N", ")"},
	"PAREN": {"(3*4)"}, // one spelling holding several tokens
	"SELF":  {"SELF"},
	"EMPTY": nil,
}

func lookup(name string) ([]string, bool) {
	rep, ok := macros[name]
	return rep, ok
}

func TestInt(t *testing.T) {
	for _, tc := range []struct {
		expr string
		want int64
		ok   bool
	}{
		{"3", 3, true},
		{"0x10 + 2", 18, true},
		{"N / 4 * 3", 48, true},
		{"TWO_N % 5", 3, true},
		{"PAREN + 1", 13, true},
		{"- ( 2 + 3 ) * 4", -20, true},
		{"8UL", 8, true},
		{"7 / 0", 0, false},
		{"7 % 0", 0, false},
		{"M + 1", 0, false},   // not a macro
		{"SELF", 0, false},    // expands forever
		{"EMPTY", 0, false},   // expands to nothing
		{"( 1 + 2", 0, false}, // unbalanced
		{"1 2", 0, false},     // trailing tokens
		{"n < 3", 0, false},   // not arithmetic
	} {
		got, ok := Int(strings.Fields(tc.expr), lookup)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("Int(%q) = %d, %v; want %d, %v", tc.expr, got, ok, tc.want, tc.ok)
		}
	}
}

func TestCond(t *testing.T) {
	for _, tc := range []struct {
		expr string
		want int64
		ok   bool
	}{
		{"N > 32", 1, true},
		{"N >= 65", 0, true},
		{"! ( N == 64 )", 0, true},
		{"N != 64 || 2 < 3", 1, true},
		{"1 && 0", 0, true},
		{"( N - 60 ) * 2 == 8", 1, true},
		{"( 1 ) + 2 == 3", 1, true},
		{"x > 1", 0, false},
		{"N >", 0, false},
	} {
		got, ok := Cond(strings.Fields(tc.expr), lookup)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("Cond(%q) = %d, %v; want %d, %v", tc.expr, got, ok, tc.want, tc.ok)
		}
	}
}

package dataenv

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// uses makes one use per spec ("present, to", "alloc", "from", ...): the
// map type last, modifiers before it; the item text is the spec, so the
// order can be read back.
func uses(specs ...string) []Use {
	var g []Use
	for _, s := range specs {
		parts := strings.Split(s, ", ")
		c := &directive.Clause{Name: "map", MapType: directive.MapType(parts[len(parts)-1]), Modifiers: parts[:len(parts)-1]}
		c.MapTypePos.Line = 1
		g = append(g, Use{Clause: c, Item: &directive.Item{Text: s}})
	}
	return g
}

func texts(g []Use) string {
	var out []string
	for _, u := range g {
		out = append(out, u.Item.Text)
	}
	return strings.Join(out, " | ")
}

// TestKernelOrder checks the order of the entries of a repeated list item
// on target against what clang-19 emits (its offload_maptypes) for the
// same clauses.
func TestKernelOrder(t *testing.T) {
	for _, tc := range []struct{ in, want []string }{
		{[]string{"tofrom", "to"}, []string{"tofrom", "to"}},
		{[]string{"alloc", "tofrom"}, []string{"tofrom", "alloc"}},
		{[]string{"alloc", "to", "from"}, []string{"to", "from", "alloc"}},
		{[]string{"to", "alloc", "present, tofrom"}, []string{"present, tofrom", "to", "alloc"}},
		// The comparator is no strict weak order: a present alloc goes
		// after a plain to, behind a present from.
		{[]string{"present, alloc", "to", "present, from"}, []string{"present, from", "to", "present, alloc"}},
		{[]string{"alloc", "present, to", "tofrom", "from", "always, to"}, []string{"present, to", "tofrom", "from", "always, to", "alloc"}},
	} {
		got := texts(kernelOrder(directive.Target, uses(tc.in...)))
		if want := strings.Join(tc.want, " | "); got != want {
			t.Errorf("%q: got %s, want %s", tc.in, got, want)
		}
	}
}

// TestDataOrder checks the order on data directives: present, alloc,
// the others, each in clause order.
func TestDataOrder(t *testing.T) {
	got := texts(dataOrder(directive.TargetData, uses("to", "alloc", "present, tofrom", "from", "present, alloc")))
	if want := "present, tofrom | present, alloc | alloc | to | from"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestSameItem: one list item, spelled with or without blanks; members
// and other items are not repeats.
func TestSameItem(t *testing.T) {
	item := func(text string, members ...directive.Member) Use {
		return Use{Clause: &directive.Clause{Name: "map"}, Item: &directive.Item{Text: text, Members: members}}
	}
	for _, tc := range []struct {
		g    []Use
		want bool
	}{
		{[]Use{item("a[0:n]"), item("a[0 : n]")}, true},
		{[]Use{item("x"), item("x"), item("x")}, true},
		{[]Use{item("a[0:n]"), item("a[1:n]")}, false},
		{[]Use{item("s.x", directive.Member{}), item("s.x", directive.Member{})}, false},
		{[]Use{item("x")}, false},
	} {
		if got := sameItem(tc.g); got != tc.want {
			t.Errorf("%s: got %v", texts(tc.g), got)
		}
	}
}

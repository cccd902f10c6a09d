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

// TestSplitRepeats: a section listed in several clauses beside other
// sections keeps, in clause order, the use that comes first in clang's
// order of all the array's uses; its other uses are the repeats.
func TestSplitRepeats(t *testing.T) {
	// item makes a use of section text with map-type spec (uses).
	item := func(text, spec string) Use {
		u := uses(spec)[0]
		u.Item.Text = text
		return u
	}
	for _, tc := range []struct {
		kind          directive.Kind
		kernel        bool
		g             []Use
		kept, repeats string
	}{
		{directive.Target, true,
			[]Use{item("a[0:8]", "to"), item("a[0:8]", "from"), item("a[2:3]", "to")},
			"a[0:8] to | a[2:3] to", "a[0:8] from"},
		// alloc goes last on target: tofrom is kept.
		{directive.Target, true,
			[]Use{item("a[0:8]", "alloc"), item("a[2:3]", "to"), item("a[0:8]", "tofrom")},
			"a[2:3] to | a[0:8] tofrom", "a[0:8] alloc"},
		// On a data directive alloc comes first.
		{directive.TargetData, false,
			[]Use{item("a[0:8]", "to"), item("a[0:8]", "alloc"), item("a[2:3]", "from")},
			"a[0:8] alloc | a[2:3] from", "a[0:8] to"},
		{directive.TargetEnterData, false,
			[]Use{item("a[0:4]", "to"), item("a[4:4]", "to"), item("a[0:4]", "always, to"), item("a[4:4]", "to")},
			"a[0:4] to | a[4:4] to", "a[0:4] always, to | a[4:4] to"},
	} {
		kept, repeats := splitRepeats(tc.kind, tc.g, tc.kernel)
		label := func(us []Use) string {
			var out []string
			for _, u := range us {
				out = append(out, u.Item.Text+" "+strings.Join(append(append([]string(nil), u.Clause.Modifiers...), string(u.Clause.MapType)), ", "))
			}
			return strings.Join(out, " | ")
		}
		if got := label(kept); got != tc.kept {
			t.Errorf("%s: kept %s, want %s", tc.kind, got, tc.kept)
		}
		if got := label(repeats); got != tc.repeats {
			t.Errorf("%s: repeats %s, want %s", tc.kind, got, tc.repeats)
		}
	}
}

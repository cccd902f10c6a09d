package hostloops

import (
	"reflect"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// A copied-out index leaves a lastprivate or linear clause; forms the
// rewrite does not read keep the construct as written.
func TestDropItems(t *testing.T) {
	cases := []struct {
		name, clause, group string
		group2              string // "" when nothing remains
		removed, ok         bool
	}{
		{"lastprivate", "lastprivate", "( i , x )", "( x )", true, true},
		{"only the index", "lastprivate", "( i )", "", true, true},
		{"not named", "lastprivate", "( x , y )", "( x , y )", false, true},
		{"linear step", "linear", "( i , x : 2 )", "( x : 2 )", true, true},
		{"conditional", "lastprivate", "( conditional : i )", "", false, false},
		{"modifier", "linear", "( val ( i ) )", "", false, false},
	}
	for _, c := range cases {
		g, removed, ok := dropItems(directive.RawClause{Name: c.clause, Group: strings.Fields(c.group)}, map[string]bool{"i": true})
		if ok != c.ok || ok && (removed != c.removed || strings.Join(g, " ") != c.group2) {
			t.Errorf("%s: %q, %v, %v; want %q, %v, %v", c.name, strings.Join(g, " "), removed, ok, c.group2, c.removed, c.ok)
		}
	}
}

// A taskloop's linear clause gives its items and step; a modifier is
// not read.
func TestLinearClause(t *testing.T) {
	cases := []struct {
		group string
		items []string
		step  string
		ok    bool
	}{
		{"( x )", []string{"x"}, "1", true},
		{"( x , y : n + 1 )", []string{"x", "y"}, "(n + 1)", true},
		{"( x : step ( 3 ) )", []string{"x"}, "(3)", true},
		{"( val ( x ) )", nil, "", false},
		{"( x : val )", nil, "", false},
	}
	for _, c := range cases {
		items, step, ok := linearClause(strings.Fields(c.group))
		if ok != c.ok || ok && (!reflect.DeepEqual(items, c.items) || step != c.step) {
			t.Errorf("%s: %v %q %v; want %v %q %v", c.group, items, step, ok, c.items, c.step, c.ok)
		}
	}
}

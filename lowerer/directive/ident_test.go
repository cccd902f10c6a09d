package directive

import "testing"

func TestIsIdent(t *testing.T) {
	for s, want := range map[string]bool{
		"x": true, "_a1": true, "omp_get_num_teams": true, "int": true,
		"": false, "1x": false, "a-b": false, "a.b": false, "(": false,
	} {
		if got := IsIdent(s); got != want {
			t.Errorf("IsIdent(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestItemNames(t *testing.T) {
	d := &Directive{Clauses: []Clause{
		{Name: "private", Items: []Item{{Name: "a"}}},
		{Name: "shared", Items: []Item{{Name: "b"}}},
		{Name: "reduction", Items: []Item{{Name: "c"}, {Name: "d"}}},
	}}
	got := d.ItemNames("private", "reduction")
	if len(got) != 3 || !got["a"] || !got["c"] || !got["d"] || got["b"] {
		t.Errorf("ItemNames(private, reduction) = %v, want a, c, d", got)
	}
	if len(d.ItemNames("lastprivate")) != 0 {
		t.Errorf("ItemNames(lastprivate) is not empty")
	}
}

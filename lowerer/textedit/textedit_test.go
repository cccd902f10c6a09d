package textedit

import "testing"

func TestApply(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		base  int
		edits []Edit
		want  string
	}{
		{"none", "abc", 0, nil, "abc"},
		{"replace", "abcdef", 0, []Edit{{Start: 1, End: 3, Text: "X"}}, "aXdef"},
		{"delete", "abcdef", 0, []Edit{{Start: 2, End: 4}}, "abef"},
		{"insert", "abc", 0, []Edit{{Start: 3, End: 3, Text: "!"}}, "abc!"},
		{"unordered", "abcdef", 0, []Edit{{Start: 4, End: 5, Text: "E"}, {Start: 0, End: 1, Text: "A"}}, "AbcdEf"},
		{"base offset", "cdef", 2, []Edit{{Start: 3, End: 4, Text: "DD"}}, "cDDef"},
		// Insertions at one offset keep their given order.
		{"same offset", "ab", 0, []Edit{{Start: 1, End: 1, Text: "1"}, {Start: 1, End: 1, Text: "2"}}, "a12b"},
		{"grow then shrink", "0123456789", 0, []Edit{{Start: 1, End: 2, Text: "one"}, {Start: 5, End: 9}}, "0one2349"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(Apply([]byte(tc.text), tc.base, tc.edits)); got != tc.want {
				t.Errorf("Apply(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

func TestOverlap(t *testing.T) {
	r := func(s, e int) Edit { return Edit{Start: s, End: e} }
	tests := []struct {
		name      string
		es, other []Edit
		want      bool
	}{
		{"disjoint", []Edit{r(0, 2)}, []Edit{r(2, 4)}, false},
		{"crossing", []Edit{r(0, 3)}, []Edit{r(2, 4)}, true},
		{"inside", []Edit{r(1, 2)}, []Edit{r(0, 4)}, true},
		{"insertion strictly inside", []Edit{r(2, 2)}, []Edit{r(0, 4)}, true},
		{"insertion at start", []Edit{r(0, 0)}, []Edit{r(0, 4)}, false},
		{"insertion at end", []Edit{r(4, 4)}, []Edit{r(0, 4)}, false},
		{"range around insertion", []Edit{r(0, 4)}, []Edit{r(3, 3)}, true},
		{"two insertions", []Edit{r(3, 3)}, []Edit{r(3, 3)}, false},
		{"none", nil, []Edit{r(0, 4)}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Overlap(tc.es, tc.other); got != tc.want {
				t.Errorf("Overlap(%v, %v) = %v, want %v", tc.es, tc.other, got, tc.want)
			}
		})
	}
}

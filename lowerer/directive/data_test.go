package directive

import (
	"reflect"
	"testing"
)

// TestDataDirectives checks the data-mapping directives, their clauses
// and the item forms they accept: members, strided sections, nowait.
func TestDataDirectives(t *testing.T) {
	tests := []struct {
		text   string
		kind   Kind
		canon  string
		checks func(t *testing.T, d *Directive)
	}{
		{"omp target data map(tofrom: a[0:n]) use_device_ptr(p) if(c) device(0)", TargetData,
			"omp target data map(tofrom: a[0:n]) use_device_ptr(p) if(c) device(0)", nil},
		{"omp target enter data map(to: s, s.p[0:n]) nowait", TargetEnterData,
			"omp target enter data map(to: s, s.p[0:n]) nowait", func(t *testing.T, d *Directive) {
				it := d.Clauses[0].Items[1]
				want := []Member{{Pos: it.Members[0].Pos, Name: "p", Sections: it.Members[0].Sections}}
				if it.Name != "s" || !reflect.DeepEqual(it.Members, want) || it.Members[0].Sections[0].Length != "n" {
					t.Errorf("item %+v", it)
				}
			}},
		{"omp target exit data map(release: p->in.x) map(delete: b[0:2][1:3])", TargetExitData,
			"omp target exit data map(release: p->in.x) map(delete: b[0:2][1:3])", func(t *testing.T, d *Directive) {
				it := d.Clauses[0].Items[0]
				if len(it.Members) != 2 || !it.Members[0].Arrow || it.Members[1].Arrow || it.Members[1].Name != "x" {
					t.Errorf("members %+v", it.Members)
				}
			}},
		{"omp target update to(arr[0:2:2][1:2][0:2:2]) from(present: x)", TargetUpdate,
			"omp target update to(arr[0:2:2][1:2][0:2:2]) from(present: x)", func(t *testing.T, d *Directive) {
				s := d.Clauses[0].Items[0].Sections
				if s[0].Stride != "2" || s[1].Stride != "" || s[2].Stride != "2" {
					t.Errorf("strides %+v", s)
				}
				if !reflect.DeepEqual(d.Clauses[1].Modifiers, []string{"present"}) {
					t.Errorf("modifiers %v", d.Clauses[1].Modifiers)
				}
			}},
		{"omp declare target", DeclareTarget, "omp declare target", nil},
		{"omp end declare target", EndDeclareTarget, "omp end declare target", nil},
		{"omp target teams defaultmap(tofrom: scalar) is_device_ptr(q) has_device_addr(r) nowait", TargetTeams,
			"omp target teams defaultmap(tofrom:scalar) is_device_ptr(q) has_device_addr(r) nowait", nil},
	}
	for _, tc := range tests {
		d, errs := Parse(tokenize(tc.text))
		if errs.HasErrors() {
			t.Errorf("Parse(%q): %s", tc.text, errs.Error())
			continue
		}
		if d.Kind != tc.kind {
			t.Errorf("Parse(%q).Kind = %q, want %q", tc.text, d.Kind, tc.kind)
		}
		if got := d.String(); got != tc.canon {
			t.Errorf("Parse(%q).String() = %q, want %q", tc.text, got, tc.canon)
		}
		if tc.checks != nil {
			tc.checks(t, d)
		}
	}
}

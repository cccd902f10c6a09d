package directive

import (
	"reflect"
	"strings"
	"testing"
)

func TestTransformClauses(t *testing.T) {
	tests := []struct {
		text string
		kind Kind
		want TransformInfo
		err  string // in Deferred; "" when none
	}{
		{"omp unroll", Unroll, TransformInfo{}, ""},
		{"omp unroll full", Unroll, TransformInfo{Full: true}, ""},
		{"omp unroll partial", Unroll, TransformInfo{Partial: true}, ""},
		{"omp unroll partial(N * 2)", Unroll, TransformInfo{Partial: true, Factor: "N * 2"}, ""},
		{"omp tile sizes(4, B + 1)", Tile, TransformInfo{Sizes: []string{"4", "B + 1"}}, ""},
		{"omp nothing", Nothing, TransformInfo{}, ""},
		{"omp assume holds(n > 0) no_openmp", Assume, TransformInfo{}, ""},
		{"omp unroll full partial(2)", Unroll, TransformInfo{Full: true, Partial: true, Factor: "2"}, "at most one of 'full' and 'partial'"},
		{"omp unroll full full", Unroll, TransformInfo{Full: true}, "may appear only once"},
		{"omp tile", Tile, TransformInfo{}, "needs a 'sizes' clause"},
		{"omp tile size(4)", Tile, TransformInfo{}, "unknown clause 'size'"},
		{"omp nothing nowait", Nothing, TransformInfo{}, "unknown clause 'nowait'"},
	}
	for _, tt := range tests {
		d := parse(t, tt.text)
		if d.Kind != tt.kind || !d.HostOnly {
			t.Errorf("Parse(%q): kind %q host-only %v; want %q, true", tt.text, d.Kind, d.HostOnly, tt.kind)
			continue
		}
		if !reflect.DeepEqual(*d.Transform, tt.want) {
			t.Errorf("Parse(%q).Transform = %+v; want %+v", tt.text, *d.Transform, tt.want)
		}
		got := ""
		if len(d.Deferred) > 0 {
			got = d.Deferred[0].Msg
		}
		if (tt.err == "") != (got == "") || !strings.Contains(got, tt.err) {
			t.Errorf("Parse(%q): deferred error %q; want one containing %q", tt.text, got, tt.err)
		}
	}
}

package hostsplice

import (
	"reflect"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

func TestInoutsetWords(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []int
	}{
		{"#pragma omp task depend(inoutset: x)\n", []int{24}},
		{"#pragma omp task depend(inoutset : x) depend(inoutset:y)\n", []int{24, 45}},
		{"#pragma omp task depend(iterator(i=0:4), inoutset: a[i])\n", []int{41}},
		{"#pragma omp depobj(o) update(inoutset)\n", []int{29}},
		{"#pragma omp depobj(o) update ( inoutset )\n", []int{31}},
		{"#pragma omp task depend(in: inoutset)\n", nil},
		{"#pragma omp task depend(mutexinoutset: x)\n", nil},
		{"#pragma omp task depend(in: inoutsets) shared(my_inoutset)\n", nil},
		{"#pragma omp task \\\n  depend(inoutset \\\n : x)\n", []int{28}},
	} {
		if got := inoutsetWords([]byte(tc.line)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("inoutsetWords(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

func TestAllMemoryLine(t *testing.T) {
	toks := func(s string) []directive.Token {
		var out []directive.Token
		for _, f := range strings.Fields(s) {
			out = append(out, directive.Token{Text: f})
		}
		return out
	}
	for _, tc := range []struct {
		pragma string
		want   string
		ok     bool
	}{
		{"omp task depend ( out : omp_all_memory ) shared ( a )",
			`_Pragma("omp taskwait") _Pragma("omp task shared ( a ) if(0)")`, true},
		{"omp task if ( n > 2 ) depend ( inout : x , omp_all_memory , y [ 0 : 2 ] ) , depend ( inoutset : z )",
			`_Pragma("omp taskwait") _Pragma("omp task depend ( inout : x , y [ 0 : 2 ] ) , depend ( inout : z ) if(0)")`, true},
		{"omp task depend ( out : x ) depend ( in : omp_all_memory_x )", "", false},
		{"omp task", "", false},
	} {
		got, ok := allMemoryLine(toks(tc.pragma))
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("allMemoryLine(%q) = %q, %v; want %q, %v", tc.pragma, got, ok, tc.want, tc.ok)
		}
	}
}

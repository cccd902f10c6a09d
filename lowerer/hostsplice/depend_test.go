package hostsplice

import (
	"reflect"
	"testing"
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

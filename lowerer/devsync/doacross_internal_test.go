package devsync

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// TestDoacrossCode: a sink waits on the vector it names, computed from
// the loop variables; omp_cur_iteration - 1 waits on the position before;
// a source posts the current vector.
func TestDoacrossCode(t *testing.T) {
	nest := &loops.Nest{Levels: []*loops.Model{{Index: "i"}, {Index: "j"}}}
	sink := &directive.Doacross{Sinks: []directive.Sink{
		{Elems: []directive.SinkElem{{Var: "i", Op: "-", Offset: "1"}, {Var: "j"}}},
		{CurIter: true},
	}}
	want := "{ const long long __omp_dxc[2] = {(long long)(i), (long long)(j)}; " +
		"{ const long long __omp_dxv0[2] = {(long long)(i) - (long long)(1), (long long)(j)}; __omp_doacross_wait(&__omp_dx, __omp_dxv0, __omp_dxc, 0); } " +
		"__omp_doacross_wait(&__omp_dx, __omp_dxc, __omp_dxc, 1); } "
	if got := doacrossCode(sink, nest); got != want {
		t.Errorf("sinks:\n got %s\nwant %s", got, want)
	}
	want = "{ const long long __omp_dxc[2] = {(long long)(i), (long long)(j)}; __omp_doacross_post(&__omp_dx, __omp_dxc); } "
	if got := doacrossCode(&directive.Doacross{Source: true}, nest); got != want {
		t.Errorf("source:\n got %s\nwant %s", got, want)
	}
}

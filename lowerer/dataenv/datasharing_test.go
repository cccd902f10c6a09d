package dataenv

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// TestAddFallbackOnce: a variable gets one host fallback copy, the first
// one asked for, however many rules ask.
func TestAddFallbackOnce(t *testing.T) {
	k := &plan.Kernel{}
	AddFallback(k, plan.FallbackVar{Name: "x", Init: true})
	AddFallback(k, plan.FallbackVar{Name: "x"})
	AddFallback(k, plan.FallbackVar{Name: "y", Array: true})
	want := []plan.FallbackVar{{Name: "x", Init: true}, {Name: "y", Array: true}}
	if len(k.FallbackPrivate) != len(want) {
		t.Fatalf("fallback copies %+v, want %+v", k.FallbackPrivate, want)
	}
	for i := range want {
		if k.FallbackPrivate[i] != want[i] {
			t.Errorf("fallback copy %d = %+v, want %+v", i, k.FallbackPrivate[i], want[i])
		}
	}
}

// TestAllowedMapType is OpenMP 5.2's table of the map-types each
// construct takes.
func TestAllowedMapType(t *testing.T) {
	all := []directive.MapType{directive.MapTo, directive.MapFrom, directive.MapToFrom, directive.MapAlloc, directive.MapRelease, directive.MapDelete}
	allowed := map[directive.Kind]string{
		directive.Target:          "to from tofrom alloc",
		directive.TargetData:      "to from tofrom alloc",
		directive.TargetEnterData: "to alloc",
		directive.TargetExitData:  "from release delete",
	}
	for k, want := range allowed {
		got := ""
		for _, mt := range all {
			if AllowedMapType(k, mt) {
				if got != "" {
					got += " "
				}
				got += string(mt)
			}
		}
		if got != want {
			t.Errorf("map-types allowed on %s: %q, want %q", k, got, want)
		}
	}
}

package dataenv

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// TestCombineMapType is OpenMP 5.2's map-type decay table.
func TestCombineMapType(t *testing.T) {
	types := []directive.MapType{directive.MapAlloc, directive.MapTo, directive.MapFrom, directive.MapToFrom}
	table := map[directive.MapType][]directive.MapType{
		directive.MapAlloc:   {"alloc", "alloc", "alloc", "alloc"},
		directive.MapTo:      {"alloc", "to", "alloc", "to"},
		directive.MapFrom:    {"alloc", "alloc", "from", "from"},
		directive.MapToFrom:  {"alloc", "to", "from", "tofrom"},
		directive.MapRelease: {"release", "release", "release", "release"},
		directive.MapDelete:  {"delete", "delete", "delete", "delete"},
	}
	for outer, row := range table {
		for i, item := range types {
			if got := combineMapType(outer, item); got != row[i] {
				t.Errorf("combine(%s, %s) = %s, want %s", outer, item, got, row[i])
			}
		}
	}
}

package main

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// TestTableSufficient finds the headers' names again with the test's
// nvcc and C++ compiler and checks that the committed table
// (lowerer/naming/headernames.go) holds every one: a toolkit or C library
// that declares more fails here until the table is generated again
// (go run ./tools/headernames -o lowerer/naming/headernames.go).
func TestTableSufficient(t *testing.T) {
	ts := offloadtools.Need(t)
	names, err := Find(ts.NVCC, ts.CXX)
	if err != nil {
		t.Fatal(err)
	}
	if len(names.Globals) < 1000 || len(names.Macros) < 100 {
		t.Fatalf("found %d globals and %d macros: the probes found too little", len(names.Globals), len(names.Macros))
	}
	var missing []string
	for _, n := range names.Globals {
		if !naming.HeaderClash(n, true) && !naming.Generated[n] {
			missing = append(missing, n)
		}
	}
	for _, n := range names.Macros {
		if !naming.HeaderClash(n, false) && !naming.Generated[n] {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		t.Errorf("the table lacks %d names the headers declare: %v", len(missing), missing)
	}
}

// TestIdentifiers: identifiers outside literals, numbers and line markers.
func TestIdentifiers(t *testing.T) {
	got := identifiers("# 1 \"x.h\"\nint y1 = 1e5f + 0x1p3 + 'a' + \"s t\" + z_2;\n")
	want := []string{"int", "y1", "z_2"}
	if len(got) != len(want) {
		t.Fatalf("identifiers = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("identifiers = %v, want %v", got, want)
		}
	}
}

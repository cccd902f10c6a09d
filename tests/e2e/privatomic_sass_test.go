package e2e

import (
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// TestPrivatizedAtomicsSASS checks the machine code of testdata/privatomic.c's
// kernels: where the manifest says a kernel's atomic arrays are
// privatized, its SASS updates shared memory with atomics (ATOMS) and
// adds to global memory (RED or ATOMG) after its last barrier, the
// flush; the kernel whose array is not privatized has no shared atomics.
func TestPrivatizedAtomicsSASS(t *testing.T) {
	ts := offloadtools.Need(t)
	b := build(t, ts, "privatomic")
	fns := sassFunctions(sass(t, ts, b))
	privatized, plain := 0, 0
	for _, k := range b.manifest.Kernels {
		code, ok := fns[k.DeviceSymbol]
		if !ok {
			t.Errorf("%s: no function %s in the CUBIN", k.Stem, k.DeviceSymbol)
			continue
		}
		shared := 0
		for _, ins := range code {
			if strings.HasPrefix(ins, "ATOMS.") {
				shared++
			}
		}
		if len(k.PrivatizedAtomics) == 0 {
			plain++
			if shared > 0 {
				t.Errorf("%s: %d shared atomics in a kernel without privatized arrays", k.Stem, shared)
			}
			continue
		}
		privatized++
		if shared == 0 {
			t.Errorf("%s: privatized, but no shared atomics (ATOMS) in its SASS", k.Stem)
		}
		last := -1
		for i, ins := range code {
			if strings.HasPrefix(ins, "BAR.SYNC") {
				last = i
			}
		}
		flush := false
		for _, ins := range code[last+1:] {
			if strings.HasPrefix(ins, "RED") || strings.HasPrefix(ins, "ATOMG") {
				flush = true
			}
		}
		if last < 0 || !flush {
			t.Errorf("%s: no global atomic after the last barrier (the flush of the copies)", k.Stem)
		}
	}
	if privatized != 4 || plain != 1 {
		t.Errorf("%d kernels privatized and %d not, want 4 and 1", privatized, plain)
	}
}

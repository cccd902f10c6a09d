package naming

import "testing"

func TestForRegion(t *testing.T) {
	n := ForRegion("saxpy", "main", 2)
	want := Names{
		Stem:   "OUT__saxpy__main__2__",
		ID:     "OUT__saxpy__main__2__id__",
		Entry:  "OUT__saxpy__main__2__omp_offload_entry__",
		Kernel: "OUT__saxpy__main__2__kernel__",
	}
	if n != want {
		t.Errorf("ForRegion = %+v, want %+v", n, want)
	}
	if FromStem(n.Stem) != n {
		t.Errorf("FromStem(%q) = %+v, want %+v", n.Stem, FromStem(n.Stem), n)
	}
}

func TestIsKernelSymbol(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"OUT__saxpy__main__1__kernel__", true},
		{"OUT__x", true},
		{"OUT__", false},
		{"OUT_saxpy", false},
		{"saxpy", false},
		{"OUT__a.b", false},
		{"__omp_build_id_0123", false},
	} {
		if got := IsKernelSymbol(tc.name); got != tc.want {
			t.Errorf("IsKernelSymbol(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Image symbols round-trip through ImageIndex; nothing else is an image.
func TestImageSymbols(t *testing.T) {
	for _, i := range []int{0, 7, 12} {
		if got, ok := ImageIndex(ImageStart(i)); !ok || got != i {
			t.Errorf("ImageIndex(%q) = %d, %v", ImageStart(i), got, ok)
		}
		if _, ok := ImageIndex(ImageEnd(i)); ok {
			t.Errorf("ImageIndex(%q) accepted an end symbol", ImageEnd(i))
		}
	}
	for _, s := range []string{"__omp_image_start", "__omp_imagex_start", "__omp_images", "x__omp_image1_start"} {
		if _, ok := ImageIndex(s); ok {
			t.Errorf("ImageIndex(%q) accepted it", s)
		}
	}
}

// TestGlobalNames checks the names of declare target variables' host
// entries and of the table of indirect functions.
func TestGlobalNames(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{GlobalEntry("x"), "__omp_offload_global__x"},
		{IndirectTable("saxpy"), "__omp_indirect_saxpy"},
		{GlobalEntry(IndirectTable("u")), "__omp_offload_global____omp_indirect_u"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// TestHeaderClash: names the device source's headers declare clash at
// file scope, macros everywhere, names the generated code spells never.
func TestHeaderClash(t *testing.T) {
	for _, c := range []struct {
		name            string
		fileScope, want bool
	}{
		{"y1", true, true},     // a function of math.h
		{"y1", false, false},   // a local may shadow it
		{"rint", true, true},   // CUDA overloads it
		{"float2", true, true}, // CUDA's vector type
		{"dim3", true, true},
		{"min", true, true},
		{"warpSize", true, true},
		{"M_PI", false, true}, // a macro clashes in any scope
		{"assert", false, true},
		{"x", true, false},
		{"step", true, false},
		{"memcpy", true, false}, // the generated code calls the library's
		{"size_t", true, false},
	} {
		if got := HeaderClash(c.name, c.fileScope); got != c.want {
			t.Errorf("HeaderClash(%q, %v) = %v, want %v", c.name, c.fileScope, got, c.want)
		}
	}
}

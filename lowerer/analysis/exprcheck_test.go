package analysis

import "testing"

// TestDefaultmapIsNotAnExpression: the words of a defaultmap clause are
// keywords, not identifiers to look up, with or without a category.
func TestDefaultmapIsNotAnExpression(t *testing.T) {
	for _, clause := range []string{"defaultmap(none)", "defaultmap(tofrom)", "defaultmap(none: scalar)", "defaultmap(present: aggregate)"} {
		src := "void f(double *a, int n) {\n  #pragma omp target " + clause + " map(tofrom: a[0:n]) firstprivate(n)\n  { a[0] = n; }\n}\n"
		if _, err := tryBuild(t, "dm.c", src, Options{}); err != nil {
			t.Errorf("%s: %v", clause, err)
		}
	}
}

package hostsplice

import "testing"

// A region is replaced as a whole, so the conditionals in its text must
// open and close inside it.
func TestUnbalancedConditional(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		wantLine int
		wantOK   bool
	}{
		{"none", "a = 1;\nb = 2;\n", 0, true},
		{"balanced", "#if X\na = 1;\n#else\na = 2;\n#endif\n", 0, true},
		{"nested", "#ifdef A\n# ifndef B\nx;\n# endif\n#endif\n", 0, true},
		{"spaced hash", "  #  if X\nx;\n  # endif\n", 0, true},
		{"opens inside", "x;\n#if X\ny;\n", 10, false},
		{"closes inside", "x;\ny;\n#endif\n", 12, false},
		{"else of outer", "x;\n#else\ny;\n", 11, false},
		{"elif of outer", "#elif Y\n", 10, false},
		{"elifdef of outer", "x;\n#elifdef Y\n", 11, false},
		{"other directives", "#define X 1\n#pragma omp parallel\n#undef X\n", 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte("int pre;\n" + tc.text)
			line, ok := unbalancedConditional(src, len("int pre;\n"), len(src), 10)
			if line != tc.wantLine || ok != tc.wantOK {
				t.Errorf("unbalancedConditional(%q) = %d, %v; want %d, %v", tc.text, line, ok, tc.wantLine, tc.wantOK)
			}
		})
	}
}

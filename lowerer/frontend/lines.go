package frontend

import (
	"strconv"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// LineMark is one #line directive of the main file: from physical line
// Phys on, the text is line Line (and on) of File.
type LineMark struct {
	Phys, Line int
	File       string
	// ReadIn marks the start of a header read into the file
	// (headers.go).
	ReadIn bool
}

// lineDirectives finds the #line directives of src (`#line N`, `#line N
// "file"` and the GNU line marker `# N "file"`) and returns a copy of src
// with them blanked, for the C front end, whose positions then stay
// physical (what every offset into the source and every splice of the
// host output needs), and the marks that map those positions back to the
// logical ones the user sees. name is the input's name.
func lineDirectives(src []byte, name string) ([]byte, []LineMark) {
	var marks []LineMark
	var out []byte
	file := name
	line := 1
	for start := 0; start < len(src); line++ {
		end := start
		for end < len(src) && src[end] != '\n' {
			end++
		}
		if n, f, ok := parseLineDirective(src[start:end]); ok {
			if out == nil {
				out = append([]byte(nil), src...)
			}
			for i := start; i < end; i++ {
				out[i] = ' '
			}
			if f != "" {
				file = f
			}
			marks = append(marks, LineMark{Phys: line + 1, Line: n, File: file})
		}
		start = end + 1
	}
	if out == nil {
		return src, nil
	}
	return out, marks
}

// parseLineDirective recognises one directive line.
func parseLineDirective(l []byte) (int, string, bool) {
	i := 0
	skip := func() {
		for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
			i++
		}
	}
	skip()
	if i >= len(l) || l[i] != '#' {
		return 0, "", false
	}
	i++
	skip()
	if i+4 <= len(l) && string(l[i:i+4]) == "line" && i+4 < len(l) && (l[i+4] == ' ' || l[i+4] == '\t') {
		i += 4
		skip()
	}
	j := i
	for j < len(l) && l[j] >= '0' && l[j] <= '9' {
		j++
	}
	if j == i {
		return 0, "", false
	}
	n, err := strconv.Atoi(string(l[i:j]))
	if err != nil || n <= 0 {
		return 0, "", false
	}
	i = j
	skip()
	file := ""
	if i < len(l) && l[i] == '"' {
		k := i + 1
		for k < len(l) && l[k] != '"' {
			if l[k] == '\\' {
				k++
			}
			k++
		}
		if k >= len(l) {
			return 0, "", false
		}
		f, err := strconv.Unquote(string(l[i : k+1]))
		if err != nil {
			return 0, "", false
		}
		file, i = f, k+1
	}
	return n, file, true
}

// Logical maps a physical position in the file named name to the one
// its #line directives give.
func Logical(marks []LineMark, name string, p diag.Pos) diag.Pos {
	if p.File != name || p.Line == 0 {
		return p
	}
	for k := len(marks) - 1; k >= 0; k-- {
		if m := marks[k]; m.Phys <= p.Line {
			return diag.Pos{File: m.File, Line: m.Line + p.Line - m.Phys, Col: p.Col}
		}
	}
	return p
}

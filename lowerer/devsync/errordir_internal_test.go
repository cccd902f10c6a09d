package devsync

import (
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// An error directive with at(execution) calls the runtime with the place
// clang-19 names (the column of the '#'), its severity and its message's
// literals as written.
func TestErrorCall(t *testing.T) {
	for _, tt := range []struct {
		name, line string
		words      []string
		want       string
	}{
		{"warning", "#pragma omp error at(execution) severity(warning) message(\"a\" \"b\")",
			[]string{"omp", "error", "at", "(", "execution", ")", "severity", "(", "warning", ")", "message", "(", `"a"`, `"b"`, ")"},
			`__omp_error_at("p.c:3:1", 0, "a" "b"); `},
		{"fatal without message", "    #  pragma omp error at(execution)",
			[]string{"omp", "error", "at", "(", "execution", ")"},
			`__omp_error_at("p.c:3:5", 1, (const char *)0); `},
		{"fatal with message", "\t#pragma omp error message(\"m\") at(execution) severity(fatal)",
			[]string{"omp", "error", "message", "(", `"m"`, ")", "at", "(", "execution", ")", "severity", "(", "fatal", ")"},
			`__omp_error_at("p.c:3:2", 1, "m"); `},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := "int x;\nvoid f(void) {\n" + tt.line + "\n}\n"
			start := len("int x;\nvoid f(void) {\n")
			off := start + len(tt.line) - len(tt.line[indexOmp(tt.line):])
			q := frontend.Pragma{Pos: diag.Pos{File: "p.c", Line: 3, Col: off - start + 1}, Off: off, LineStart: start, End: start + len(tt.line) + 1}
			for _, w := range tt.words {
				q.Toks = append(q.Toks, directive.Token{Text: w})
			}
			s := &Site{Pragma: q, Where: ErrorWhere(q, []byte(src))}
			if got := errorCall(s); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func indexOmp(line string) int {
	for i := 0; i+3 <= len(line); i++ {
		if line[i:i+3] == "omp" {
			return i
		}
	}
	return -1
}

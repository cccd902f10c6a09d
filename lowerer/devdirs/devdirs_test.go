package devdirs_test

import (
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/devdirs"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// input parses src and gives the routing's view of it.
func input(t *testing.T, src string) (devdirs.Input, []frontend.Pragma) {
	t.Helper()
	u, b := bindingtest.Parse(t, src, frontend.Options{})
	dirs := make([]*directive.Directive, len(u.Pragmas))
	for i, p := range u.Pragmas {
		d, errs := directive.Parse(p.Toks)
		if errs.HasErrors() {
			t.Fatalf("%v", errs)
		}
		dirs[i] = d
	}
	errs := &diag.List{}
	src2 := binding.Source{Binder: b, Pragmas: u.Pragmas, Dirs: dirs, Path: u.Path, Src: u.Src}
	return devdirs.Input{Errs: errs, Src: src2,
		Split:      &combine.Split{Inner: map[int]*directive.Directive{}, Refused: map[*cc.CompoundStatement]bool{}},
		InSimdLoop: func(int) bool { return false }}, u.Pragmas
}

// The last pragma of each body inside a target region goes to the stage
// that plans it, or is refused with its error.
func TestInRegion(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		stage      devdirs.Stage
		outer      int    // NestedParallel: the pragma around
		err        string // part of the error, "" for none
	}{
		{"atomic", "#pragma omp atomic\na[0] += 1;", devdirs.Atomic, -1, ""},
		{"critical", "#pragma omp critical\na[0] += 1;", devdirs.Sync, -1, ""},
		{"simd", "#pragma omp simd\nfor (int i = 0; i < n; i++) a[i] = i;", devdirs.Simd, -1, ""},
		{"loop bind(thread)", "#pragma omp loop bind(thread)\nfor (int i = 0; i < n; i++) a[i] = i;", devdirs.Simd, -1, ""},
		{"unroll", "#pragma omp unroll partial(2)\nfor (int i = 0; i < n; i++) a[i] = i;", devdirs.Transform, -1, ""},
		{"nested parallel", "#pragma omp parallel\n{\n#pragma omp parallel\na[0] = 1;\n}", devdirs.NestedParallel, 1, ""},
		{"single in nested parallel", "#pragma omp parallel\n{\n#pragma omp parallel\n{\n#pragma omp single\na[0] = 1;\n}\n}", devdirs.NestWorkshare, -1, ""},
		{"teams beside code", "a[1] = 0;\n#pragma omp teams\na[0] = 1;", devdirs.None, -1, "supported only as the whole region"},
		{"parallel for in parallel", "#pragma omp parallel\n{\n#pragma omp parallel for\nfor (int i = 0; i < n; i++) a[i] = i;\n}", devdirs.NestedParallel, 1, ""},
		{"target data", "#pragma omp target data map(a[0:1])\na[0] = 1;", devdirs.None, -1, "not supported yet"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in, ps := input(t, "void f(int *a, int n) {\n#pragma omp target\n{\n"+tt.body+"\n}\n}\n")
			r := devdirs.InRegion(in, ps[len(ps)-1])
			if r.Stage != tt.stage || r.Stage == devdirs.NestedParallel && r.Outer != tt.outer {
				t.Errorf("stage %d outer %d, want %d outer %d", r.Stage, r.Outer, tt.stage, tt.outer)
			}
			got := in.Errs.Err()
			if tt.err == "" && got != nil || tt.err != "" && (got == nil || !strings.Contains(got.Error(), tt.err)) {
				t.Errorf("errors %v, want %q", got, tt.err)
			}
		})
	}
}

// In a declare target function, the parallel constructs are nested
// regions planned in place, a combined 'parallel sections' is split with
// its inner construct recorded, and the constructs inside the function's
// parallel region go to package nested.
func TestInFunction(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		teamPar    int
		stage      devdirs.Stage
		kind       directive.Kind // the directive planned
		err        string
	}{
		{"parallel", "#pragma omp parallel\na[0] = 1;", -1, devdirs.NestedParallel, "parallel", ""},
		{"parallel sections split", "#pragma omp parallel sections\n{\na[0] = 1;\n}", -1, devdirs.NestedParallel, "parallel", ""},
		{"team's parallel", "#pragma omp parallel\na[0] = 1;", 0, devdirs.TeamParallel, "parallel", ""},
		{"for", "#pragma omp for\nfor (int i = 0; i < n; i++) a[i] = i;", -1, devdirs.OrphanFor, "for", ""},
		{"single in parallel", "#pragma omp parallel\n{\n#pragma omp single\na[0] = 1;\n}", -1, devdirs.NestWorkshare, "single", ""},
		{"for in team's parallel", "#pragma omp parallel\n{\n#pragma omp for\nfor (int i = 0; i < n; i++) a[i] = i;\n}", 0, devdirs.OrphanFor, "for", ""},
		{"simd linear", "#pragma omp simd linear(n)\nfor (int i = 0; i < 4; i++) a[i] = n;", -1, devdirs.None, "", "clause 'linear' on a '#pragma omp simd'"},
		{"scan", "#pragma omp simd reduction(inscan, +: n)\nfor (int i = 0; i < 4; i++) {\nn += a[i];\n#pragma omp scan inclusive(n)\na[i] = n;\n}", -1, devdirs.Scan, "scan", ""},
		{"scan in parallel", "#pragma omp parallel for reduction(inscan, +: n)\nfor (int i = 0; i < 4; i++) {\nn += a[i];\n#pragma omp scan inclusive(n)\na[i] = n;\n}", -1, devdirs.Scan, "scan", ""},
		{"target", "#pragma omp target\na[0] = 1;", -1, devdirs.None, "", "inside a declare target function is not supported yet"},
		{"parallel loop refused", "#pragma omp parallel loop\nfor (int i = 0; i < n; i++) a[i] = i;", -1, devdirs.None, "", "'parallel', 'parallel for'"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in, ps := input(t, "void f(int *a, int n) {\n"+tt.body+"\n}\n")
			q := ps[len(ps)-1]
			r := devdirs.InFunction(in, q, tt.teamPar)
			if r.Stage != tt.stage || tt.kind != "" && (r.Dir == nil || r.Dir.Kind != tt.kind) {
				t.Errorf("stage %d dir %v, want %d %q", r.Stage, r.Dir, tt.stage, tt.kind)
			}
			got := in.Errs.Err()
			if tt.err == "" && got != nil || tt.err != "" && (got == nil || !strings.Contains(got.Error(), tt.err)) {
				t.Errorf("errors %v, want %q", got, tt.err)
			}
			if tt.name == "parallel sections split" && in.Split.Inner[len(ps)-1] == nil {
				t.Error("the inner sections construct is not recorded")
			}
		})
	}
}

// The error directive in device code: at(compilation) fatal stops the
// lowering with its message, severity(warning) leaves nothing, and
// at(execution) goes to the synchronisation constructs' stage (package
// devsync prints its message where it runs), unless its message is not
// string literals.
func TestErrorDirective(t *testing.T) {
	for _, tt := range []struct {
		name, dir, err string
		stage          devdirs.Stage
	}{
		{"fatal with message", `#pragma omp error message("stop " "here")`, "stop here", devdirs.None},
		{"fatal without message", "#pragma omp error at(compilation)", "'#pragma omp error' encountered", devdirs.None},
		{"warning", "#pragma omp error severity(warning) message(\"w\")", "", devdirs.None},
		{"execution", "#pragma omp error at(execution) severity(warning)", "", devdirs.Sync},
		{"execution with message", `#pragma omp error at(execution) message("a" "b")`, "", devdirs.Sync},
		{"execution with a variable message", "#pragma omp error at(execution) message(a)", "a message of '#pragma omp error at(execution)' other than string literals", devdirs.None},
		{"bad severity", "#pragma omp error severity(note)", "takes at(compilation|execution) and severity(fatal|warning)", devdirs.None},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in, ps := input(t, "void f(int *a) {\n"+tt.dir+"\na[0] = 1;\n}\n")
			r := devdirs.InFunction(in, ps[len(ps)-1], -1)
			if r.Stage != tt.stage {
				t.Errorf("stage %d, want %d", r.Stage, tt.stage)
			}
			got := in.Errs.Err()
			if tt.err == "" && got != nil || tt.err != "" && (got == nil || !strings.Contains(got.Error(), tt.err)) {
				t.Errorf("errors %v, want %q", got, tt.err)
			}
		})
	}
}

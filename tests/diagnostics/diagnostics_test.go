// Package diagnostics checks what omplower says about inputs it must
// refuse: C that does not parse, malformed or misplaced directives and
// clauses, misuse of mappers, loops that are not in canonical form, and
// constructs the lowerer does not support yet.
//
// Each testdata/NAME.c is one case. Its last lines state every line the
// lowerer must print on stderr, without the file name:
//
//	// expect: LINE:COL: error: MESSAGE
//	// expect: LINE:COL: note: MESSAGE
//
// The test runs the omplower binary (`omplower lower NAME.c` in a
// directory holding only the input, outputs into another empty
// directory) and requires exactly those stderr lines, exit status 1,
// nothing on stdout, no output file and no temporary left anywhere.
//
// Adding a case: write testdata/NAME.c (small, one mistake), then
//
//	go test ./tests/diagnostics -run 'TestDiagnostics/NAME.c' -update
//
// appends (or rewrites) its expect lines from what the lowerer prints.
// Read them before committing: the message must point at the mistake and
// say what to do; an unpositioned, misplaced or unhelpful message is a
// bug in the lowerer, not an expectation. The expect lines come last so
// that rewriting them never moves the positions above.
//
// A diagnostic at the end of the file (an unterminated block or
// conditional) would move with the expect lines; such a case keeps its
// expected stderr lines, in the same form, in testdata/NAME.err instead
// (create it empty, then run -update).
//
// Under go test the binary is built once from this module; Bazel passes
// its own build with -omplower.
package diagnostics

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

var (
	omplower = flag.String("omplower", "", "omplower binary to test (default: build it with the go command)")
	update   = flag.Bool("update", false, "rewrite the expect lines of the cases run from the lowerer's output")
)

// minCases guards against a glob that silently finds too little.
const minCases = 200

// runTimeout bounds one lowering; none of the cases should come near.
const runTimeout = 2 * time.Minute

const expectPrefix = "// expect: "

// diagLine is the form every stderr line must have (after the file name).
var diagLine = regexp.MustCompile(`^\d+:\d+: (error|note): \S`)

func TestMain(m *testing.M) {
	flag.Parse()
	if *omplower == "" {
		dir, err := os.MkdirTemp("", "omplower-diagnostics")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		bin := filepath.Join(dir, "omplower")
		gocmd := filepath.Join(runtime.GOROOT(), "bin", "go")
		if _, err := os.Stat(gocmd); err != nil {
			gocmd = "go"
		}
		cmd := exec.Command(gocmd, "build", "-o", bin, "github.com/omp-offload/rules_omp_offload/lowerer/cmd/omplower")
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(os.Stderr, "building omplower: %v (or pass -omplower PATH)\n", err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
		*omplower = bin
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	if !filepath.IsAbs(*omplower) && os.Getenv("TEST_SRCDIR") != "" {
		// Under Bazel the path is relative to the workspace's runfiles
		// root, and the test runs in its package's folder.
		*omplower = filepath.Join(os.Getenv("TEST_SRCDIR"), os.Getenv("TEST_WORKSPACE"), *omplower)
	}
	abs, err := filepath.Abs(*omplower)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	*omplower = abs
	os.Exit(m.Run())
}

// splitCase separates a case's source from its trailing expect lines.
func splitCase(src string) (code string, expect []string) {
	lines := strings.SplitAfter(src, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	end := len(lines)
	for end > 0 && strings.HasPrefix(lines[end-1], expectPrefix) {
		end--
	}
	for _, l := range lines[end:] {
		expect = append(expect, strings.TrimSuffix(strings.TrimPrefix(l, expectPrefix), "\n"))
	}
	return strings.Join(lines[:end], ""), expect
}

func TestDiagnostics(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < minCases {
		t.Errorf("only %d cases in testdata/, want at least %d", len(files), minCases)
	}
	for _, file := range files {
		file := file
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			code, expect := splitCase(string(data))
			golden := strings.TrimSuffix(file, ".c") + ".err"
			errData, err := os.ReadFile(golden)
			hasGolden := err == nil
			if hasGolden {
				if len(expect) > 0 {
					t.Fatalf("both %s and expect lines", filepath.Base(golden))
				}
				if s := strings.TrimSuffix(string(errData), "\n"); s != "" {
					expect = strings.Split(s, "\n")
				}
			} else if !strings.HasSuffix(code, "\n") {
				t.Fatalf("the source must end in a newline before the expect lines")
			}
			if len(expect) == 0 && !*update {
				t.Fatalf("no %q lines at the end (run with -update to add them, then review them)", expectPrefix)
			}

			// The input alone in its directory, run from there so that the
			// lowerer names it NAME.c; outputs into an empty directory.
			inDir, outDir := t.TempDir(), t.TempDir()
			if err := os.WriteFile(filepath.Join(inDir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
			defer cancel()
			cmd := exec.CommandContext(ctx, *omplower, "lower",
				"--host-out", filepath.Join(outDir, "host.c"),
				"--device-out", filepath.Join(outDir, "device.cu"),
				"--manifest-out", filepath.Join(outDir, "manifest.json"),
				name)
			cmd.Dir = inDir
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err = cmd.Run()
			exit := cmd.ProcessState.ExitCode()
			if ctx.Err() != nil {
				t.Fatalf("omplower did not finish in %v", runTimeout)
			}
			if err != nil && exit < 0 {
				t.Fatalf("running omplower: %v", err)
			}

			raw := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
			var got []string
			for _, l := range raw {
				got = append(got, strings.TrimPrefix(l, name+":"))
			}
			if *update {
				var b strings.Builder
				target := golden
				if !hasGolden {
					b.WriteString(code)
					target = file
				}
				for _, l := range got {
					if !hasGolden {
						b.WriteString(expectPrefix)
					}
					b.WriteString(l + "\n")
				}
				if err := os.WriteFile(target, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				expect = got
			}

			if exit != 1 {
				t.Errorf("exit status %d, want 1", exit)
			}
			if stdout.Len() != 0 {
				t.Errorf("stdout %q, want nothing", stdout.String())
			}
			if strings.Join(got, "\n") != strings.Join(expect, "\n") {
				t.Errorf("stderr:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(expect, "\n  "))
			}
			for i, l := range got {
				if !strings.HasPrefix(raw[i], name+":") || !diagLine.MatchString(l) {
					t.Errorf("stderr line %q is not '%s:LINE:COL: error|note: MESSAGE'", l, name)
				}
				if i == 0 && !strings.Contains(l, ": error: ") {
					t.Errorf("the first stderr line is not an error: %q", l)
				}
			}
			if ents, _ := os.ReadDir(outDir); len(ents) != 0 {
				t.Errorf("the output directory holds %d entries after a failed lowering: %v", len(ents), names(ents))
			}
			if ents, _ := os.ReadDir(inDir); len(ents) != 1 {
				t.Errorf("the input directory holds %v, want only %s", names(ents), name)
			}
		})
	}
}

func names(ents []os.DirEntry) []string {
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

// TestSplitCase pins the case format the suite relies on.
func TestSplitCase(t *testing.T) {
	code, expect := splitCase("int x;\n// expect: not last\nint y\n// expect: 3:6: error: a\n// expect: 1:5: note: b\n")
	if code != "int x;\n// expect: not last\nint y\n" {
		t.Errorf("code %q", code)
	}
	if strings.Join(expect, "|") != "3:6: error: a|1:5: note: b" {
		t.Errorf("expect %q", expect)
	}
}

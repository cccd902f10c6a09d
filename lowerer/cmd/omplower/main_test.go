package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// runCLI runs the command in-process.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestVersion(t *testing.T) {
	code, out, errOut := runCLI("version")
	if code != 0 || out != "omplower "+version+"\n" || errOut != "" {
		t.Errorf("version: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(version) {
		t.Errorf("version %q is not MAJOR.MINOR.PATCH", version)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.c")
	if err := os.WriteFile(in, []byte("int main(void) { return 0; }\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	h, d, m := filepath.Join(dir, "h.c"), filepath.Join(dir, "d.cu"), filepath.Join(dir, "m.json")
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no command", nil, "usage:"},
		{"unknown command", []string{"frobnicate"}, `omplower: unknown command "frobnicate"`},
		{"lower without flags", []string{"lower", in}, "need --host-out, --device-out, --manifest-out and exactly one input file"},
		{"lower without input", []string{"lower", "--host-out", h, "--device-out", d, "--manifest-out", m}, "exactly one input file"},
		{"lower without manifest", []string{"lower", "--host-out", h, "--device-out", d, in}, "--manifest-out"},
		{"lower with two inputs", []string{"lower", "--host-out", h, "--device-out", d, "--manifest-out", m, in, in}, "exactly one input file"},
		{"lower with an unknown flag", []string{"lower", "--frob", in}, "flag provided but not defined: -frob"},
		{"register without --out", []string{"register"}, "need --out"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLI(tt.args...)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2", tt.name, code)
		}
		if !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%s: stderr %q, want it to contain %q", tt.name, errOut, tt.stderr)
		}
		if out != "" {
			t.Errorf("%s: stdout %q, want nothing", tt.name, out)
		}
	}
	for _, p := range []string{h, d, m} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s exists after usage errors", p)
		}
	}
	code, out, _ := runCLI("help")
	if code != 0 || !strings.Contains(out, "omplower lower --host-out") {
		t.Errorf("help: exit %d, stdout %q", code, out)
	}
}

func TestLowerWritesAllOutputs(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "ok.c")
	src := "void f(double *a, int n) {\n  #pragma omp target teams distribute parallel for map(tofrom: a[0:n])\n  for (int i = 0; i < n; i++) a[i] += 1;\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o777); err != nil {
		t.Fatal(err)
	}
	h, d, m := filepath.Join(out, "h.c"), filepath.Join(out, "d.cu"), filepath.Join(out, "m.json")
	code, stdout, stderr := runCLI("lower", "--host-out", h, "--device-out", d, "--manifest-out", m, "--unit", "u", in)
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("lower: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for _, p := range []string{h, d, m} {
		data, err := os.ReadFile(p)
		if err != nil || !bytes.Contains(data, []byte("OUT__u__f__1__")) {
			t.Errorf("%s: %v; or it does not name OUT__u__f__1__", p, err)
		}
	}
	ents, _ := os.ReadDir(out)
	if len(ents) != 3 {
		t.Errorf("output directory holds %d entries, want exactly the 3 outputs (no temporaries)", len(ents))
	}
}

func TestLowerMissingInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "nope.c")
	code, _, stderr := runCLI("lower", "--host-out", filepath.Join(dir, "h.c"), "--device-out", filepath.Join(dir, "d.cu"), "--manifest-out", filepath.Join(dir, "m.json"), in)
	if code != 1 || !strings.HasPrefix(stderr, in+":1:1: error: ") {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr, in+":1:1: error: ...")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("directory not empty after a failed lowering")
	}
}

var (
	wantRE = regexp.MustCompile(`^// want: (?:(\S+?):)?(\d+:\d+): (.+)$`)
	diagRE = regexp.MustCompile(`^\S+:\d+:\d+: (error|note): \S`)
)

// TestBadInput lowers each testdata/bad/*.c, whose first line is
//
//	// want: LINE:COL: MESSAGE        (or // want: FILE:LINE:COL: MESSAGE,
//	                                   FILE relative to the input's directory)
//
// and checks the exit status, the first diagnostic (position exactly,
// message as a substring), that every stderr line is a positioned
// diagnostic, and the outputs.
//
// Outputs of a failed run: a lowering that fails never creates its
// output files, and output files that already exist (from an earlier
// successful run) are left untouched, byte for byte. Nothing is written
// until every output is ready (lower.WriteAll), so the set on disk is
// always either complete and consistent or the previous one; build
// systems (Bazel, make) key on the exit status, not on missing files.
func TestBadInput(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "bad", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("only %d bad inputs", len(files))
	}
	for _, in := range files {
		in := in
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			first := strings.SplitN(string(src), "\n", 2)[0]
			w := wantRE.FindStringSubmatch(first)
			if w == nil {
				t.Fatalf("first line %q is not '// want: LINE:COL: MESSAGE'", first)
			}
			file := in
			if w[1] != "" {
				file = filepath.Join(filepath.Dir(in), w[1])
			}
			wantPrefix := file + ":" + w[2] + ": error: "

			for _, preexisting := range []bool{false, true} {
				dir := t.TempDir()
				outs := []string{filepath.Join(dir, "h.c"), filepath.Join(dir, "d.cu"), filepath.Join(dir, "m.json")}
				if preexisting {
					for _, p := range outs {
						if err := os.WriteFile(p, []byte("previous "+p), 0o666); err != nil {
							t.Fatal(err)
						}
					}
				}
				code, stdout, stderr := runCLI("lower", "--host-out", outs[0], "--device-out", outs[1], "--manifest-out", outs[2], in)
				if code != 1 {
					t.Errorf("exit %d, want 1", code)
				}
				if stdout != "" {
					t.Errorf("stdout %q, want nothing", stdout)
				}
				lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
				if !strings.HasPrefix(lines[0], wantPrefix) || !strings.Contains(lines[0][len(wantPrefix):], w[3]) {
					t.Errorf("first diagnostic\n  %s\nwant\n  %s%s", lines[0], wantPrefix, w[3])
				}
				for _, l := range lines {
					if !diagRE.MatchString(l) {
						t.Errorf("stderr line %q is not 'file:line:col: error|note: message'", l)
					}
				}
				for _, p := range outs {
					data, err := os.ReadFile(p)
					switch {
					case preexisting && (err != nil || string(data) != "previous "+p):
						t.Errorf("pre-existing output %s was changed or removed (%v)", p, err)
					case !preexisting && !os.IsNotExist(err):
						t.Errorf("output %s exists after a failed lowering", p)
					}
				}
				if ents, _ := os.ReadDir(dir); len(ents) != map[bool]int{false: 0, true: 3}[preexisting] {
					t.Errorf("output directory holds %d entries (temporaries left behind?)", len(ents))
				}
			}
		})
	}
}

// A failure to write the outputs (here: a missing output directory) is
// reported against the input and leaves no outputs behind.
func TestLowerUnwritableOutput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "ok.c")
	if err := os.WriteFile(in, []byte("int main(void) { return 0; }\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	h, d := filepath.Join(dir, "h.c"), filepath.Join(dir, "d.cu")
	code, _, stderr := runCLI("lower", "--host-out", h, "--device-out", d, "--manifest-out", filepath.Join(dir, "no", "m.json"), in)
	if code != 1 || !strings.HasPrefix(stderr, in+":1:1: error: cannot write the outputs: ") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	for _, p := range []string{h, d} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s exists after a failed write", p)
		}
	}
}

// Outputs that name the input (directly, through a symbolic link or a
// hard link) or each other are refused before anything is read or
// written: the source stays as it was.
func TestLowerOutputPathClashes(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.c")
	src := "int main(void) { return 0; }\n"
	if err := os.WriteFile(in, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.c")
	if err := os.Symlink(in, link); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(dir, "hard.c")
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o777); err != nil {
		t.Fatal(err)
	}
	viaDir := filepath.Join(dir, "sub", "..", "in.c")
	h, d, m := filepath.Join(dir, "h.c"), filepath.Join(dir, "d.cu"), filepath.Join(dir, "m.json")
	tests := []struct {
		name    string
		h, d, m string
		want    string
	}{
		{"host-out is the input", in, d, m, "--host-out " + in + " is the input file"},
		{"device-out is the input", h, in, m, "--device-out " + in + " is the input file"},
		{"manifest-out is the input", h, d, in, "--manifest-out " + in + " is the input file"},
		{"host-out is a symlink to the input", link, d, m, "is the input file"},
		{"device-out is a hard link to the input", h, hard, m, "is the input file"},
		{"manifest-out spelled through another directory", h, d, viaDir, "is the input file"},
		{"host-out and device-out clash", h, h, m, "--host-out and --device-out name the same file"},
		{"device-out and manifest-out clash", h, d, filepath.Join(dir, ".", "d.cu"), "--device-out and --manifest-out name the same file"},
	}
	for _, tt := range tests {
		code, _, stderr := runCLI("lower", "--host-out", tt.h, "--device-out", tt.d, "--manifest-out", tt.m, in)
		if code != 2 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want 2 and %q", tt.name, code, stderr, tt.want)
		}
		if got, err := os.ReadFile(in); err != nil || string(got) != src {
			t.Fatalf("%s: the input was changed (%v): %q", tt.name, err, got)
		}
		for _, p := range []string{h, d, m} {
			if _, err := os.Stat(p); !os.IsNotExist(err) {
				t.Errorf("%s: %s exists", tt.name, p)
			}
		}
	}
}

// Inputs that are not regular files, or too large, are refused with a
// positioned error instead of a read that blocks or never ends.
func TestLowerInputKinds(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.c")
	if err := syscall.Mkfifo(fifo, 0o666); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.c")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// Sparse: the size is what counts, not the bytes on disk.
	if err := f.Truncate(frontend.MaxSourceSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tests := []struct{ in, want string }{
		{"/dev/zero", "/dev/zero:1:1: error: cannot read /dev/zero: not a regular file"},
		{fifo, fifo + ":1:1: error: cannot read " + fifo + ": not a regular file"},
		{dir, dir + ":1:1: error: cannot read " + dir + ": not a regular file"},
		{big, big + ":1:1: error: cannot read " + big + ": 67108865 bytes is over the limit of 67108864 bytes (64 MiB)"},
	}
	for _, tt := range tests {
		done := make(chan struct{})
		var code int
		var stderr string
		go func() {
			defer close(done)
			out := t.TempDir()
			code, _, stderr = runCLI("lower", "--host-out", filepath.Join(out, "h.c"), "--device-out", filepath.Join(out, "d.cu"), "--manifest-out", filepath.Join(out, "m.json"), tt.in)
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("lowering %s did not return", tt.in)
		}
		if code != 1 || !strings.HasPrefix(stderr, tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want 1 and %q", tt.in, code, stderr, tt.want)
		}
	}
}

// The outputs do not depend on how the input's path is written: relative
// or absolute, from another working directory, through a symbolic link
// to its directory (as in a build system's execution root). By default
// the input goes by its base name; --source-name gives the name (the
// rules pass the workspace-relative path).
func TestOutputsIndependentOfInputPath(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(root, "ws", "src")
	if err := os.MkdirAll(src, 0o777); err != nil {
		t.Fatal(err)
	}
	prog := "#include \"scale.h\"\nvoid f(double *a, int n) {\n#pragma omp target teams distribute parallel for map(tofrom: a[0:n])\n  for (int i = 0; i < n; i++) a[i] *= SCALE;\n}\n"
	if err := os.WriteFile(filepath.Join(src, "a.c"), []byte(prog), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "scale.h"), []byte("#define SCALE 3.0\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	exec := filepath.Join(root, "exec")
	if err := os.Mkdir(exec, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(src, filepath.Join(exec, "src")); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	ways := []struct{ cwd, input string }{
		{src, "a.c"},
		{src, "./a.c"},
		{wd, filepath.Join(src, "a.c")},
		{filepath.Join(root, "ws"), "src/a.c"},
		{exec, "src/a.c"},
		{root, "ws/src/../src/a.c"},
	}
	for _, name := range []string{"", "pkg/a.c"} {
		var first [3][]byte
		for i, w := range ways {
			if err := os.Chdir(w.cwd); err != nil {
				t.Fatal(err)
			}
			out := t.TempDir()
			outs := []string{filepath.Join(out, "h.c"), filepath.Join(out, "d.cu"), filepath.Join(out, "m.json")}
			args := []string{"lower", "--host-out", outs[0], "--device-out", outs[1], "--manifest-out", outs[2]}
			if name != "" {
				args = append(args, "--source-name", name)
			}
			code, _, stderr := runCLI(append(args, w.input)...)
			if code != 0 {
				t.Fatalf("%s from %s: exit %d: %s", w.input, w.cwd, code, stderr)
			}
			for j, p := range outs {
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Contains(data, []byte(root)) {
					t.Errorf("%s from %s: %s names the directory %s", w.input, w.cwd, filepath.Base(p), root)
				}
				if !bytes.Contains(data, []byte("OUT__a__f__1__")) {
					t.Errorf("%s from %s: %s lacks the kernel stem OUT__a__f__1__", w.input, w.cwd, filepath.Base(p))
				}
				if i == 0 {
					first[j] = data
				} else if !bytes.Equal(data, first[j]) {
					t.Errorf("--source-name=%q: %s from %s: %s differs from the one lowered as %s from %s", name, w.input, w.cwd, filepath.Base(p), ways[0].input, ways[0].cwd)
				}
			}
		}
		want := "a.c"
		if name != "" {
			want = name
		}
		if !bytes.Contains(first[0], []byte("#line 1 \""+want+"\"")) || !bytes.Contains(first[2], []byte("\"file\": \""+want+"\"")) {
			t.Errorf("--source-name=%q: the host C or the manifest does not name the input %q", name, want)
		}
	}
	// Diagnostics keep naming the input as given.
	if err := os.Chdir(exec); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "bad.c"), []byte("#include \"scale.h\"\nint f(void) { return SCALE + ; }\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	code, _, stderr := runCLI("lower", "--host-out", filepath.Join(out, "h.c"), "--device-out", filepath.Join(out, "d.cu"), "--manifest-out", filepath.Join(out, "m.json"), "--source-name", "pkg/bad.c", "src/bad.c")
	if code != 1 || !strings.HasPrefix(stderr, "src/bad.c:2:") {
		t.Errorf("exit %d, stderr %q; want 1 and a diagnostic at src/bad.c:2", code, stderr)
	}
}

// Every error of a failed lowering names file:line:col, whatever failed:
// reading the input, the nesting limits, the C front end, the directive
// parser, the analysis.
func TestEveryErrorIsPositioned(t *testing.T) {
	positioned := regexp.MustCompile(`^[^:]+:[0-9]+:[0-9]+: (error|note): `)
	dir := t.TempDir()
	srcs := map[string]string{
		"syntax.c":     "int f(void) { return 1 +; }\n",
		"undeclared.c": "int f(void) { return nosuch; }\n",
		"deep.c":       "int f(void) { return " + strings.Repeat("(", 5000) + "1" + strings.Repeat(")", 5000) + "; }\n",
		"bom.c":        "int g;\n\xef\xbb\xbfint h;\n",
		"zerostep.c":   "void f(int *a) {\n#pragma omp target parallel for map(tofrom: a[0:4])\n  for (int i = 0; i < 4; i += 0) a[i] = 1;\n}\n",
		"clause.c":     "void f(int *a) {\n#pragma omp target frob(a)\n  a[0] = 1;\n}\n",
		"line.c":       "#line 7\nvoid f(int *a) {\n#pragma omp target map(tofrom: a[0:1]) frob\n  a[0] = 1;\n}\n",
		"reduction.c":  "void f(int *a, int s) {\n#pragma omp target parallel for reduction(+: s) map(to: s)\n  for (int i = 0; i < 4; i++) s += a[i];\n}\n",
		"unfinished.c": "int f(void) {\n",
		"empty.c":      "",
	}
	var inputs []string
	for name, src := range srcs {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, p)
	}
	inputs = append(inputs, filepath.Join(dir, "missing.c"), dir, "/dev/null")
	bad, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.c"))
	inputs = append(inputs, bad...)
	for _, in := range inputs {
		out := t.TempDir()
		code, _, stderr := runCLI("lower", "--host-out", filepath.Join(out, "h.c"), "--device-out", filepath.Join(out, "d.cu"), "--manifest-out", filepath.Join(out, "m.json"), in)
		if code == 0 {
			if filepath.Base(in) != "empty.c" && in != "/dev/null" {
				t.Errorf("%s: lowered without an error", in)
			}
			continue
		}
		for _, l := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
			if !positioned.MatchString(l) {
				t.Errorf("%s: stderr line %q is not 'file:line:col: error: ...'", in, l)
			}
		}
	}
}

// TestIncludeDirs lowers a file whose header, found through -I, holds a
// target region: the header is read in under the name -I finds it by,
// and its neighbour is named from the -I directory. A header there whose
// own include climbs above the -I directory stays as written, and its
// target construct is an error positioned in it.
func TestIncludeDirs(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("inc/lib/n.h", "#define LEN 4\n")
	write("inc/lib/h.h", "#include \"n.h\"\nstatic inline void bump(int *p) {\n#pragma omp target map(tofrom: p[0:LEN])\n  p[0]++;\n}\n")
	in := write("src/m.c", "#include <lib/h.h>\nint main(void) { int v[LEN] = {0}; bump(v); return v[0] != 1; }\n")
	h, d, m := filepath.Join(dir, "h.c"), filepath.Join(dir, "d.cu"), filepath.Join(dir, "m.json")
	inc := filepath.Join(dir, "inc")
	code, _, errOut := runCLI("lower", "--host-out", h, "--device-out", d, "--manifest-out", m, "-I", inc, in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	host, err := os.ReadFile(h)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"#line 1 \"" + filepath.Join(inc, "lib", "h.h") + "\"\n", "#include \"lib/n.h\"\n", "#line 2 \"m.c\"\n"} {
		if !strings.Contains(string(host), want) {
			t.Errorf("host output lacks %q:\n%s", want, host)
		}
	}

	write("k.h", "int k;\n")
	write("inc/lib/c.h", "#include \"../../k.h\"\nstatic inline void c(int *p) {\n#pragma omp target map(tofrom: p[0:1])\n  p[0]++;\n}\n")
	bad := write("src/b.c", "#include \"lib/c.h\"\nint main(void) { int v = 0; c(&v); return v; }\n")
	code, _, errOut = runCLI("lower", "--host-out", h, "--device-out", d, "--manifest-out", m, "-I", inc, bad)
	if code == 0 || !strings.Contains(errOut, filepath.Join(inc, "lib", "c.h")+":3:") {
		t.Errorf("exit %d, stderr %q: want an error at %s:3", code, errOut, filepath.Join(inc, "lib", "c.h"))
	}
}

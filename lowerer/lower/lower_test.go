package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
)

// input has three regions in two functions; regions lists each one's
// first (pragma) and last line, counted by hand.
const input = `#include <stdio.h>
/* A header comment that must survive.   Odd   spacing too. */
#define N 64
typedef float real;

static void scale(real *x, int n, real f) {
  // before the first region
  #pragma omp target teams distribute parallel for map(tofrom: x[0:n]) firstprivate(f)
  for (int i = 0; i < n; i++) {
    x[i] *= f; /* kept in the fallback */
  }
  int k = 0;	/* tab */ (void)k;
  #pragma omp target map(tofrom: x[0:1])
  { x[0] += 1; }
}

int main(void) {
  real x[N];
  for (int i = 0; i < N; i++) x[i] = (real)i;
  scale(x, N, 2.0f);
  #pragma omp target parallel for map(tofrom: x)
  for (int i = 0; i < N; i++)
    x[i] -= 1;
  printf("%f\n", (double)x[3]); // trailing comment
  return 0;
}
`

var regions = []struct{ first, last int }{{8, 11}, {13, 14}, {21, 23}}

func lowerInput(t *testing.T) (string, *Result) {
	t.Helper()
	return lowerSource(t, "unit.c", input)
}

// lowerSource lowers src, written to a file name in a temporary
// directory, and fails the test when it does not lower; it returns the
// file's path and the result.
func lowerSource(t *testing.T, name, src string) (string, *Result) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path, Generator: "omplower test"})
	if errs.HasErrors() {
		t.Fatalf("Run: %v", errs)
	}
	return path, res
}

func count(s, sub string) int { return strings.Count(s, sub) }

func TestKernelIdentities(t *testing.T) {
	_, res := lowerInput(t)
	host, dev := string(res.Host), string(res.Device)
	ks := res.Plan.Kernels
	if len(ks) != 3 {
		t.Fatalf("%d kernels, want 3", len(ks))
	}
	if n := count(host, `section("omp_offloading_entries")`); n != len(ks) {
		t.Errorf("host has %d offload entries, want %d", n, len(ks))
	}
	if n := count(dev, `extern "C" __global__ void `); n != len(ks) {
		t.Errorf("device has %d kernels, want %d", n, len(ks))
	}
	entryRE := regexp.MustCompile(`(?m)^struct __tgt_offload_entry (\w+) __attribute__\(\(section\("omp_offloading_entries"\), used\)\) = \{\(void \*\)&(\w+), \(char \*\)"(\w+)", 0, 0, 0\};$`)
	entries := entryRE.FindAllStringSubmatch(host, -1)
	if len(entries) != len(ks) {
		t.Fatalf("%d well-formed entries, want %d", len(entries), len(ks))
	}
	seen := map[string]bool{}
	for i, k := range ks {
		e := entries[i]
		if e[1] != k.Entry || e[2] != k.ID || e[3] != k.Kernel {
			t.Errorf("entry %d = %q, want entry %s for id %s named %s", i, e[0], k.Entry, k.ID, k.Kernel)
		}
		if seen[k.ID] || seen[k.Kernel] {
			t.Errorf("kernel %d: names %s/%s not unique", i, k.ID, k.Kernel)
		}
		seen[k.ID], seen[k.Kernel] = true, true
		// Exactly one definition of the id symbol.
		if n := count(host, "char "+k.ID+" = 0;\n"); n != 1 {
			t.Errorf("host defines %s %d times", k.ID, n)
		}
		// The entry's name is a device kernel.
		if n := count(dev, `extern "C" __global__ void `+e[3]+"("); n != 1 {
			t.Errorf("device defines kernel %s %d times", e[3], n)
		}
	}
	// Each launch passes its own region's id, in source order.
	runRE := regexp.MustCompile(`__omp_offload_run\(&(\w+),`)
	runs := runRE.FindAllStringSubmatch(host, -1)
	if len(runs) != len(ks) {
		t.Fatalf("%d launches, want %d", len(runs), len(ks))
	}
	for i, r := range runs {
		if r[1] != ks[i].ID {
			t.Errorf("launch %d passes &%s, want &%s", i, r[1], ks[i].ID)
		}
	}
	// The launch's argument count matches the kernel's parameters.
	for _, k := range ks {
		params := regexp.MustCompile(`void ` + k.Kernel + `\(([^)]*)\)`).FindStringSubmatch(dev)
		if params == nil || count(params[1], "unsigned long long __omp_arg") != len(k.Args) {
			t.Errorf("kernel %s: parameters %q, want %d", k.Kernel, params, len(k.Args))
		}
		if !strings.Contains(host, ", "+strconv.Itoa(len(k.Args))+", __omp_base, __omp_ptrs, __omp_sizes, __omp_types, ") {
			t.Errorf("no launch with %d arguments for %s", len(k.Args), k.Kernel)
		}
	}
	// The manifest names the same symbols.
	m, err := readManifest(t, res.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Kernels) != len(ks) {
		t.Fatalf("manifest has %d kernels", len(m.Kernels))
	}
	for i, mk := range m.Kernels {
		if mk.IDSymbol != ks[i].ID || mk.EntryName != ks[i].Kernel {
			t.Errorf("manifest kernel %d: id %q entry %q; want %q %q", i, mk.IDSymbol, mk.EntryName, ks[i].ID, ks[i].Kernel)
		}
	}
}

func readManifest(t *testing.T, data []byte) (*manifest.Manifest, error) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "m.json")
	if err := os.WriteFile(p, data, 0o666); err != nil {
		return nil, err
	}
	return manifest.Read(p)
}

// TestHostKeepsSource checks that the host output is the input as
// written outside the regions, with #line directives that map every
// copied line back to its input line.
func TestHostKeepsSource(t *testing.T) {
	path, res := lowerInput(t)
	in := strings.Split(input, "\n")
	out := strings.Split(string(res.Host), "\n")
	inRegion := func(line int) bool {
		for _, r := range regions {
			if line >= r.first && line <= r.last {
				return true
			}
		}
		return false
	}
	// Every input line outside the regions appears, unchanged and in
	// order.
	j := 0
	for i, l := range in {
		if inRegion(i + 1) {
			continue
		}
		for j < len(out) && out[j] != l {
			j++
		}
		if j == len(out) {
			t.Fatalf("input line %d %q missing from the host output (or out of order)", i+1, l)
		}
		j++
	}
	// #line directives: the text after each one is the input from that
	// line on (the first line possibly a suffix, when the copy starts
	// mid-line) until generated code starts.
	lineRE := regexp.MustCompile(`^#line (\d+) (".*")$`)
	quoted := strconv.Quote(filepath.Base(path)) // the default source name
	directives := 0
	cur := 0 // input line the next output line must match; 0: generated code
	first := false
	stopAt := 0 // for a fallback copy: the last input line it holds
	for _, l := range out {
		if m := lineRE.FindStringSubmatch(l); m != nil {
			directives++
			if m[2] != quoted {
				t.Errorf("%q names %s, want %s", l, m[2], quoted)
			}
			cur, _ = strconv.Atoi(m[1])
			first = true
			stopAt = 0
			for _, r := range regions {
				if cur > r.first && cur <= r.last {
					stopAt = r.last // the fallback copy of a region
				}
			}
			continue
		}
		if strings.HasPrefix(l, "{ /* omp target") {
			cur = 0
		}
		if cur == 0 {
			continue
		}
		if cur > len(in) {
			t.Errorf("output line %q past the end of the input", l)
			break
		}
		want := in[cur-1]
		if first && !strings.HasSuffix(want, l) || !first && want != l {
			t.Errorf("output line %q does not match input line %d %q", l, cur, want)
		}
		first = false
		if stopAt != 0 && cur == stopAt {
			cur = 0
			continue
		}
		cur++
	}
	// One at the top, and per region one before the fallback and one
	// after the launch block.
	if want := 1 + 2*len(regions); directives != want {
		t.Errorf("%d #line directives, want %d", directives, want)
	}
	// The user's pragmas are gone from the host output; the fallback of
	// a parallel loop construct runs its loop as the host's parallel
	// loop with the construct's clauses that belong there (firstprivate,
	// not map). The comments stay.
	var host []string
	for _, l := range strings.Split(string(res.Host), "\n") {
		if strings.Contains(l, "#pragma omp") {
			host = append(host, strings.TrimSpace(l))
		}
	}
	if got, want := strings.Join(host, "\n"), "#pragma omp parallel for firstprivate( f )\n#pragma omp parallel for"; got != want {
		t.Errorf("host output's #pragma omp lines:\n%s\nwant:\n%s", got, want)
	}
	for _, c := range []string{"/* A header comment that must survive.   Odd   spacing too. */", "// before the first region", "/* kept in the fallback */", "/* tab */", "// trailing comment"} {
		if !strings.Contains(string(res.Host), c) {
			t.Errorf("host output lost comment %q", c)
		}
	}
}

// TestHostCompiles checks the host output is valid C for gcc, compiled
// with OpenMP as the rules compile it.
func TestHostCompiles(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc")
	}
	_, res := lowerInput(t)
	h := filepath.Join(t.TempDir(), "h.c")
	if err := os.WriteFile(h, res.Host, 0o666); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-std=gnu11", "-fopenmp", "-fsyntax-only", "-Wall", "-Werror", h).CombinedOutput(); err != nil {
		t.Fatalf("gcc rejects the host output: %v\n%s", err, out)
	}
}

func TestRunErrorReturnsNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.c")
	src := "int main(void) {\n  #pragma omp target frob(x)\n  { }\n  return 0;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	res, errs := Run(Request{Input: path})
	if res != nil || !errs.HasErrors() {
		t.Fatalf("Run = %v, %v; want no result and an error", res, errs)
	}
	if got := errs[0].String(); !strings.HasPrefix(got, path+":2:22: error: unknown clause 'frob'") {
		t.Errorf("diagnostic %q", got)
	}
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteAll(t *testing.T) {
	dir := t.TempDir()
	outs := []Output{{filepath.Join(dir, "h.c"), []byte("host")}, {filepath.Join(dir, "d.cu"), []byte("dev")}, {filepath.Join(dir, "m.json"), []byte("{}")}}
	if err := WriteAll(outs); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		got, err := os.ReadFile(o.Path)
		if err != nil || string(got) != string(o.Data) {
			t.Errorf("%s = %q, %v; want %q", o.Path, got, err, o.Data)
		}
	}
	if n := len(listDir(t, dir)); n != 3 {
		t.Errorf("directory holds %v, want exactly the 3 outputs", listDir(t, dir))
	}
}

// A failure to create one output leaves none of them behind, and no
// temporary files; outputs that existed before are untouched.
func TestWriteAllCreateFails(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "d.cu")
	if err := os.WriteFile(old, []byte("previous"), 0o666); err != nil {
		t.Fatal(err)
	}
	outs := []Output{{filepath.Join(dir, "h.c"), []byte("host")}, {old, []byte("dev")}, {filepath.Join(dir, "missing", "m.json"), []byte("{}")}}
	if err := WriteAll(outs); err == nil {
		t.Fatal("WriteAll into a missing directory succeeded")
	}
	if _, err := os.Stat(outs[0].Path); !os.IsNotExist(err) {
		t.Errorf("%s exists after a failed WriteAll", outs[0].Path)
	}
	if got, _ := os.ReadFile(old); string(got) != "previous" {
		t.Errorf("pre-existing %s changed to %q", old, got)
	}
	if names := listDir(t, dir); len(names) != 1 || names[0] != "d.cu" {
		t.Errorf("directory holds %v after a failed WriteAll, want only the pre-existing d.cu", names)
	}
}

// A failure to rename the last output into place removes the outputs
// already renamed: there is never a mix of new and missing outputs.
func TestWriteAllRenameFails(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "m.json")
	if err := os.MkdirAll(filepath.Join(blocker, "sub"), 0o777); err != nil {
		t.Fatal(err)
	}
	outs := []Output{{filepath.Join(dir, "h.c"), []byte("host")}, {filepath.Join(dir, "d.cu"), []byte("dev")}, {blocker, []byte("{}")}}
	if err := WriteAll(outs); err == nil {
		t.Fatal("WriteAll onto a non-empty directory succeeded")
	}
	if names := listDir(t, dir); len(names) != 1 || names[0] != "m.json" {
		t.Errorf("directory holds %v after a failed WriteAll, want only the blocking directory", names)
	}
}

package verify

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// edit copies src to dst with old replaced by new (once), failing when
// old does not occur.
func edit(t *testing.T, src, dst, old, new string) string {
	t.Helper()
	text := read(t, src)
	if !strings.Contains(text, old) {
		t.Fatalf("%s does not contain %q", src, old)
	}
	return write(t, dst, []byte(strings.Replace(text, old, new, 1)))
}

// line returns the line of path that contains s.
func lineWith(t *testing.T, path, s string) string {
	t.Helper()
	for _, l := range strings.Split(read(t, path), "\n") {
		if strings.Contains(l, s) {
			return l
		}
	}
	t.Fatalf("%s has no line containing %q", path, s)
	return ""
}

type want struct {
	class string
	text  string // a substring of the violation's line
}

func runVerify(t *testing.T, in Inputs) []Violation {
	t.Helper()
	vs, err := Run(in)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return vs
}

func TestGoodBuild(t *testing.T) {
	g := good(t)
	if vs := runVerify(t, g.inputs()); len(vs) != 0 {
		for _, v := range vs {
			t.Errorf("unexpected violation: %s", v)
		}
	}
	if len(g.u.m.Kernels) != 2 {
		t.Fatalf("pair.c lowers to %d kernels, want 2", len(g.u.m.Kernels))
	}
}

// TestBrokenArtifacts builds one deliberately broken artifact per case
// and checks that verify names it with the expected class and message.
func TestBrokenArtifacts(t *testing.T) {
	g := good(t)
	ts := offloadtools.Need(t)
	k0, k1 := g.u.m.Kernels[0], g.u.m.Kernels[1]
	man := []string{g.u.manifest}
	cases := []struct {
		name  string
		build func(t *testing.T, dir string) Inputs
		want  []want
	}{
		{
			name: "missing entry: entry removed from host C",
			build: func(t *testing.T, dir string) Inputs {
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), lineWith(t, g.u.host, "struct __tgt_offload_entry "+k0.EntrySymbol)+"\n", "")
				return Inputs{Manifests: man, Hosts: []string{h}}
			},
			want: []want{{MissingEntry, "kernel " + k0.Stem + ": no offload entry " + k0.EntrySymbol + " in section omp_offloading_entries"}},
		},
		{
			name: "missing entry: entry removed, linked binary",
			build: func(t *testing.T, dir string) Inputs {
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), lineWith(t, g.u.host, "struct __tgt_offload_entry "+k0.EntrySymbol)+"\n", "")
				exe := link(t, ts, dir, []string{h}, man, []string{g.cubin}, []string{g.so})
				return Inputs{Manifests: man, Binary: exe}
			},
			want: []want{
				{MissingEntry, "section omp_offloading_entries holds 1 entries, the manifests list 2 kernels"},
				{MissingEntry, "kernel " + k0.Stem + ": section omp_offloading_entries has no entry named " + k0.EntryName},
			},
		},
		{
			name: "missing entry: entry outside the section",
			build: func(t *testing.T, dir string) Inputs {
				l := lineWith(t, g.u.host, "struct __tgt_offload_entry "+k1.EntrySymbol)
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), l, strings.Replace(l, `section("omp_offloading_entries"), `, "", 1))
				return Inputs{Manifests: man, Hosts: []string{h}}
			},
			want: []want{{MissingEntry, "kernel " + k1.Stem + ": line "}, {MissingEntry, k1.EntrySymbol + " has no section attribute, not in omp_offloading_entries"}},
		},
		{
			name: "missing entry: entry in another section, linked binary",
			build: func(t *testing.T, dir string) Inputs {
				l := lineWith(t, g.u.host, "struct __tgt_offload_entry "+k1.EntrySymbol)
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), l, strings.Replace(l, `section("omp_offloading_entries")`, `section("omp_offloading_entries_old")`, 1))
				exe := link(t, ts, dir, []string{h}, man, []string{g.cubin}, []string{g.so})
				return Inputs{Manifests: man, Hosts: []string{h}, Binary: exe}
			},
			want: []want{
				{MissingEntry, `is in section "omp_offloading_entries_old", not in omp_offloading_entries`},
				{MissingEntry, "kernel " + k1.Stem + ": section omp_offloading_entries has no entry named " + k1.EntryName},
			},
		},
		{
			name: "incomplete ABI definition: struct only declared",
			build: func(t *testing.T, dir string) Inputs {
				src := read(t, g.u.host)
				re := regexp.MustCompile(`(?s)struct __tgt_offload_entry \{.*?\};`)
				if !re.MatchString(src) {
					t.Fatal("no struct definition in the host C")
				}
				h := write(t, filepath.Join(dir, "h.c"), []byte(re.ReplaceAllString(src, "struct __tgt_offload_entry;")))
				return Inputs{Manifests: man, Hosts: []string{h}}
			},
			want: []want{{IncompleteABI, "kernel " + k0.Stem + ": line "}, {IncompleteABI, "offload entry " + k0.EntrySymbol + " is defined where struct __tgt_offload_entry is only declared, not defined"}},
		},
		{
			name: "incomplete ABI definition: struct without its last members",
			build: func(t *testing.T, dir string) Inputs {
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), "  __INT32_TYPE__ flags;\n  __INT32_TYPE__ data;\n", "")
				return Inputs{Manifests: man, Hosts: []string{h}}
			},
			want: []want{{IncompleteABI, "struct __tgt_offload_entry has members {addr, name, size}, want the 5 members"}},
		},
		{
			name: "name drift: kernel renamed in the .cu",
			build: func(t *testing.T, dir string) Inputs {
				cu := edit(t, g.u.cu, filepath.Join(dir, "pair.cu"), k0.DeviceSymbol+"(", "OUT__pair__main__1__kernel_v2__(")
				return Inputs{Manifests: man, Devices: []string{cu}}
			},
			want: []want{
				{NameDrift, "kernel " + k0.Stem + `: no extern "C" __global__ kernel ` + k0.DeviceSymbol},
				{NameDrift, "kernel OUT__pair__main__1__kernel_v2__ is named by no offload entry"},
				{Stale, "which no manifest's device_sha256 lists"},
			},
		},
		{
			name: "name drift: CUBIN and host image compiled from an edited .cu",
			build: func(t *testing.T, dir string) Inputs {
				cu := edit(t, g.u.cu, filepath.Join(dir, "pair.cu"), k0.DeviceSymbol+"(", "OUT__pair__main__1__kernel_v2__(")
				_, cubin, so := images(t, ts, dir, cu)
				return Inputs{Manifests: man, Cubins: []string{cubin}, HostImages: []string{so}}
			},
			want: []want{
				{NameDrift, "merged.cubin: kernel " + k0.Stem + ": CUBIN defines no kernel symbol " + k0.DeviceSymbol},
				{NameDrift, "merged.so: kernel " + k0.Stem + ": host-plugin image defines no kernel symbol " + k0.DeviceSymbol},
				{NameDrift, "CUBIN defines kernel OUT__pair__main__1__kernel_v2__, which no offload entry of the manifests names"},
				{Stale, "CUBIN carries build id"},
			},
		},
		{
			name: "name drift: entry name edited, linked binary",
			build: func(t *testing.T, dir string) Inputs {
				l := lineWith(t, g.u.host, "struct __tgt_offload_entry "+k1.EntrySymbol)
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), l, strings.Replace(l, `"`+k1.EntryName+`"`, `"OUT__pair__main__2__kernel_old__"`, 1))
				exe := link(t, ts, dir, []string{h}, man, []string{g.cubin}, []string{g.so})
				return Inputs{Manifests: man, Hosts: []string{h}, Binary: exe}
			},
			want: []want{
				{NameDrift, "kernel " + k1.Stem + ": line "},
				{NameDrift, `names kernel "OUT__pair__main__2__kernel_old__", want "` + k1.EntryName + `"`},
				{NameDrift, `names "OUT__pair__main__2__kernel_old__", which is no kernel of the manifests (it points at ` + k1.IDSymbol + ")"},
				{MissingEntry, "has no entry named " + k1.EntryName},
			},
		},
		{
			name: "host-pointer drift: a launch passes another kernel's id",
			build: func(t *testing.T, dir string) Inputs {
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), "__omp_offload_run(&"+k1.IDSymbol+",", "__omp_offload_run(&"+k0.IDSymbol+",")
				return Inputs{Manifests: man, Hosts: []string{h}}
			},
			want: []want{{HostPointerDrift, "kernel " + k1.Stem + ": line "}, {HostPointerDrift, "passes &" + k0.IDSymbol + ", the id of kernel " + k0.Stem + "; want &" + k1.IDSymbol}},
		},
		{
			name: "host-pointer drift: an entry holds another kernel's id, linked binary",
			build: func(t *testing.T, dir string) Inputs {
				h := edit(t, g.u.host, filepath.Join(dir, "h.c"), "(void *)&"+k1.IDSymbol+", (char *)", "(void *)&"+k0.IDSymbol+", (char *)")
				exe := link(t, ts, dir, []string{h}, man, []string{g.cubin}, []string{g.so})
				return Inputs{Manifests: man, Hosts: []string{h}, Binary: exe}
			},
			want: []want{
				{HostPointerDrift, "holds address &" + k0.IDSymbol + ", the id of kernel " + k0.Stem + "; want &" + k1.IDSymbol},
				{HostPointerDrift, "kernel " + k1.Stem + ": entry "},
				{HostPointerDrift, "(name " + k1.EntryName + ") points at " + k0.IDSymbol + ", the id of kernel " + k0.Stem + ", want " + k1.IDSymbol},
			},
		},
		{
			name: "stale artifacts: images compiled from an older .cu",
			build: func(t *testing.T, dir string) Inputs {
				old := lowerSrc(t, filepath.Join(dir, "old"), "pair", strings.Replace(read(t, filepath.Join("testdata", "pair.c")), "a[i] = 3 * i + 1;", "a[i] = 3 * i;", 1))
				_, cubin, so := images(t, ts, dir, old.cu)
				return Inputs{Manifests: man, Devices: []string{old.cu}, Cubins: []string{cubin}, HostImages: []string{so}}
			},
			want: []want{
				{Stale, "pair.cu: device source has sha256 "},
				{Stale, "merged.cubin: CUBIN carries build id "},
				{Stale, "merged.so: host-plugin image carries build id "},
			},
		},
		{
			name: "stale artifacts: binary embedding images of an older .cu",
			build: func(t *testing.T, dir string) Inputs {
				old := lowerSrc(t, filepath.Join(dir, "old"), "pair", strings.Replace(read(t, filepath.Join("testdata", "pair.c")), "a[i] = 3 * i + 1;", "a[i] = 3 * i;", 1))
				_, cubin, so := images(t, ts, dir, old.cu)
				exe := link(t, ts, dir, []string{g.u.host}, man, []string{cubin}, []string{so})
				return Inputs{Manifests: man, Binary: exe}
			},
			want: []want{
				{Stale, "[image 0, cubin]: CUBIN carries build id "},
				{Stale, "[image 1, host]: host-plugin image carries build id "},
			},
		},
		{
			name: "stale artifacts: registration of other manifests",
			build: func(t *testing.T, dir string) Inputs {
				old := lowerSrc(t, filepath.Join(dir, "old"), "pair", strings.Replace(read(t, filepath.Join("testdata", "pair.c")), "a[i] = 3 * i + 1;", "a[i] = 3 * i;", 1))
				exe := link(t, ts, dir, []string{g.u.host}, []string{old.manifest}, []string{g.cubin}, []string{g.so})
				return Inputs{Manifests: man, Binary: exe}
			},
			want: []want{{Stale, "registration carries build id "}},
		},
		{
			name: "duplicate stems across the manifests of one binary",
			build: func(t *testing.T, dir string) Inputs {
				again := lowerSrc(t, filepath.Join(dir, "lib"), "pair", read(t, filepath.Join("testdata", "pair.c")))
				return Inputs{Manifests: []string{g.u.manifest, again.manifest}}
			},
			want: []want{{DuplicateStem, "kernel " + k0.Stem + ": stem also in " + g.u.manifest}, {DuplicateStem, "kernel " + k1.Stem + ": stem also in"}},
		},
	}
	for _, c := range cases {
		c := c
		t.Run(strings.NewReplacer(" ", "_", ":", "").Replace(c.name), func(t *testing.T) {
			vs := runVerify(t, c.build(t, t.TempDir()))
			if len(vs) == 0 {
				t.Fatalf("verify passed a broken build")
			}
			var lines []string
			for _, v := range vs {
				lines = append(lines, v.String())
			}
			for _, w := range c.want {
				found := false
				for _, v := range vs {
					if v.Class == w.class && strings.Contains(v.String(), w.text) {
						found = true
					}
				}
				if !found {
					t.Errorf("no %s violation containing %q; got:\n%s", w.class, w.text, strings.Join(lines, "\n"))
				}
			}
			for _, l := range lines {
				if strings.Contains(l, "\n") {
					t.Errorf("violation spans lines: %q", l)
				}
			}
		})
	}
}

// execute runs exe and returns its exit code, stdout and stderr.
func execute(t *testing.T, exe string) (int, string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), "OMP_TARGET_OFFLOAD=MANDATORY")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s timed out", exe)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

// TestRuntimeRefusesForeignImage links pair's host code with the images
// of another program: registration must refuse to run it, with a clear
// message, while the good build runs.
func TestRuntimeRefusesForeignImage(t *testing.T) {
	g := good(t)
	ts := offloadtools.Need(t)
	if code, out, errs := execute(t, g.exe); code != 0 || !strings.Contains(out, "PASS pair") {
		t.Fatalf("the good build: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	for _, kind := range []string{"host", "cubin"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			other := lowerSrc(t, filepath.Join(dir, "other"), "other", read(t, filepath.Join("testdata", "other.c")))
			_, cubin, so := images(t, ts, dir, other.cu)
			cubins, sos := []string{g.cubin}, []string{g.so}
			if kind == "host" {
				sos = []string{so}
			} else {
				cubins = []string{cubin}
			}
			exe := link(t, ts, dir, []string{g.u.host}, []string{g.u.manifest}, cubins, sos)
			code, out, errs := execute(t, exe)
			if code == 0 {
				t.Fatalf("a binary with a foreign %s image ran:\n%s", kind, out)
			}
			if !strings.Contains(errs, "does not belong to this program") || !strings.Contains(errs, "("+kind+", ") {
				t.Errorf("exit %d; stderr lacks the refusal of the %s image:\n%s", code, kind, errs)
			}
			if strings.Contains(out, "PASS") {
				t.Errorf("the program ran: %s", out)
			}
			if vs := runVerify(t, Inputs{Manifests: []string{g.u.manifest}, Binary: exe}); len(vs) == 0 {
				t.Errorf("verify passed the binary with a foreign image")
			}
		})
	}
}

// Package e2e runs the lowerer end to end: every C program in testdata/ is
// lowered in-process, its device code is built twice (a CUBIN with nvcc
// and a shared object for libomptarget's x86_64 host plugin), the
// registration source embeds both, and the linked program runs under
// OMP_TARGET_OFFLOAD=MANDATORY through LLVM 19's libomptarget. With no GPU
// the host plugin runs the kernels; on a GPU machine the CUDA plugin would
// take the CUBIN.
//
// Each program checks its own results against a sequential computation on
// the host and prints "PASS <name>"; the test also compares its whole
// output with testdata/<name>.out, and runs the same binary again with
// OMP_TARGET_OFFLOAD=DISABLED, whose host fallbacks must print the same
// (see fallbackEdits for the exceptions). Regenerate those with
//
//	go test ./tests/e2e -run TestPrograms -update
//
// (only outputs of programs that exit 0 and print PASS are written).
//
// Tools (internal/offloadtools): nvcc, libomptarget and libomp, and clang
// 19 from the pinned packages of the hermetic toolchains, fetched through
// Bazel ($NVCC, $LLVM_OFFLOAD_PATH, $CLANG19 or OMP_OFFLOAD_TOOLCHAINS=local
// pick others); gcc and g++ from $CC/$CXX or PATH. A missing tool fails the
// test, except under -short, where it skips. TestHermeticTools checks that
// none comes from the system by default.
//
// The package also holds the determinism tests: lowering twice gives the
// same bytes, and edits outside target regions leave kernel stems and the
// device source unchanged.
package e2e

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/internal/offloadbuild"
	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
)

var update = flag.Bool("update", false, "rewrite testdata/*.out from the programs' output")

const generator = "omplower test"

// emCUDA is the ELF machine of a CUBIN.
const emCUDA = elf.Machine(190)

// runTimeout bounds one run of a built program (a wrong trip count could
// otherwise loop for ever).
const runTimeout = 60 * time.Second

// programs lists testdata/*.c by name.
func programs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no programs in testdata/")
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".c"))
	}
	sort.Strings(names)
	return names
}

// built is one program built end to end.
type built struct {
	exe      string
	manifest *manifest.Manifest
	cubin    string
	hostSO   string
}

// build lowers testdata/<name>.c and builds the offload binary with both
// device images (CUBIN first, host-plugin image last), as the rules do.
func build(t *testing.T, ts offloadtools.Tools, name string) built {
	t.Helper()
	return buildSource(t, ts, filepath.Join("testdata", name+".c"), name, true)
}

// buildSource lowers src and builds the offload binary named name; the
// CUBIN is built (and registered first) only when withCubin is set.
func buildSource(t *testing.T, ts offloadtools.Tools, src, name string, withCubin bool) built {
	t.Helper()
	b, err := offloadbuild.Build(ts, src, t.TempDir(), name, offloadbuild.Options{Generator: generator, CUBIN: withCubin})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Manifest.Kernels) == 0 && len(b.Manifest.DataOps) == 0 {
		t.Fatalf("%s: the manifest lists no kernels and no data directives", name)
	}
	return built{exe: b.Exe, manifest: b.Manifest, cubin: b.Cubin, hostSO: b.HostSO}
}

// programEnv is the extra environment of program name's runs
// (testdata/NAME.env).
func programEnv(t *testing.T, name string) []string {
	t.Helper()
	env, err := offloadbuild.ProgramEnv(filepath.Join("testdata", name+".c"))
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// execute runs the program with OMP_TARGET_OFFLOAD=mode and returns its
// stdout; a non-zero exit fails the test.
func execute(t *testing.T, b built, mode string) string {
	t.Helper()
	out := offloadbuild.Run(b.exe, mode, runTimeout, programEnv(t, strings.TrimSuffix(filepath.Base(b.exe), ".exe"))...)
	if out.TimedOut {
		t.Fatalf("OMP_TARGET_OFFLOAD=%s %s: timed out after %v\nstdout:\n%s\nstderr:\n%s", mode, filepath.Base(b.exe), runTimeout, out.Stdout, out.Stderr)
	}
	if out.Err != nil {
		t.Fatalf("OMP_TARGET_OFFLOAD=%s %s: %v\nstdout:\n%s\nstderr:\n%s", mode, filepath.Base(b.exe), out.Err, out.Stdout, out.Stderr)
	}
	if out.Stderr != "" {
		t.Logf("OMP_TARGET_OFFLOAD=%s %s stderr:\n%s", mode, filepath.Base(b.exe), out.Stderr)
	}
	return out.Stdout
}

// compareOutput checks got against want line by line.
func compareOutput(t *testing.T, what, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var diffs []string
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			diffs = append(diffs, fmt.Sprintf("line %d:\n  got:  %q\n  want: %q", i+1, gl, wl))
		}
	}
	t.Errorf("%s: output differs from the expected output:\n%s\nfull output:\n%s", what, strings.Join(diffs, "\n"), got)
}

// normalizeCubin returns a copy of a CUBIN whose e_version debug/elf
// accepts: nvcc stores CUDA ABI information in e_version, which debug/elf
// rejects unless it equals EI_VERSION (1). Offset 20 is e_version in both
// ELF32 and ELF64 headers.
func normalizeCubin(data []byte) []byte {
	out := append([]byte(nil), data...)
	var order binary.ByteOrder = binary.LittleEndian
	if elf.Data(data[elf.EI_DATA]) == elf.ELFDATA2MSB {
		order = binary.BigEndian
	}
	order.PutUint32(out[20:], uint32(data[elf.EI_VERSION]))
	return out
}

// checkImages asserts that the CUBIN is a CUDA ELF defining every kernel
// and that the host-plugin object exports every kernel.
func checkImages(t *testing.T, b built) {
	t.Helper()
	data, err := os.ReadFile(b.cubin)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte(elf.ELFMAG)) || len(data) < 24 {
		t.Fatalf("CUBIN is not an ELF file")
	}
	cubin, err := elf.NewFile(bytes.NewReader(normalizeCubin(data)))
	if err != nil {
		t.Fatalf("CUBIN: %v", err)
	}
	if cubin.Machine != emCUDA {
		t.Errorf("CUBIN ELF machine = %d, want %d (EM_CUDA)", cubin.Machine, emCUDA)
	}
	syms, err := cubin.Symbols()
	if err != nil {
		t.Fatalf("CUBIN symbols: %v", err)
	}
	inCubin := map[string]bool{}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			inCubin[s.Name] = true
		}
	}

	so, err := elf.Open(b.hostSO)
	if err != nil {
		t.Fatalf("host image: %v", err)
	}
	defer so.Close()
	if so.Machine != elf.EM_X86_64 || so.Type != elf.ET_DYN {
		t.Errorf("host image: machine %v type %v, want EM_X86_64 ET_DYN", so.Machine, so.Type)
	}
	dyn, err := so.DynamicSymbols()
	if err != nil {
		t.Fatalf("host image dynamic symbols: %v", err)
	}
	inSO := map[string]bool{}
	for _, s := range dyn {
		if s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC && elf.ST_BIND(s.Info) == elf.STB_GLOBAL {
			inSO[s.Name] = true
		}
	}
	for _, k := range b.manifest.Kernels {
		if k.DeviceSymbol == "" || k.DeviceSymbol != k.EntryName {
			t.Errorf("kernel %s: device symbol %q, entry name %q", k.Stem, k.DeviceSymbol, k.EntryName)
		}
		if !inCubin[k.DeviceSymbol] {
			t.Errorf("CUBIN does not define kernel %s", k.DeviceSymbol)
		}
		if !inSO[k.DeviceSymbol] {
			t.Errorf("host image does not export kernel %s", k.DeviceSymbol)
		}
	}
}

// checkNoUndefinedTraps asserts, on the CUBIN's machine code (sass), that
// nvcc found no undefined behaviour in the device code: where it does (an atomic on a thread's local memory,
// say), it compiles a trap that ends the kernel on a GPU, which the host
// plugin never runs. The device runtime's deliberate stop, __omp_fatal,
// is a subroutine of its own, so its trap is a call's target; any other
// trap is nvcc's.
func checkNoUndefinedTraps(t *testing.T, code string) {
	t.Helper()
	for _, bad := range undefinedTraps(code) {
		t.Errorf("the CUBIN's %s has a trap nvcc put where the device code's behaviour is undefined (at %s): it would stop the kernel on a GPU", bad[0], bad[1])
	}
	for _, bad := range emulatedSharedAtomics(code) {
		t.Errorf("the CUBIN's %s has a 64-bit shared-memory atomic that nvcc emulates (ATOMS.CAST.SPIN at %s), which lost and repeated updates on an H200: the device header must use a compare-and-swap loop there (OMP_AHW64)", bad[0], bad[1])
	}
}

// emulatedSharedAtomics lists (function, address) of the compare-and-store
// loops (ATOMS.CAST.SPIN) by which nvcc emulates the 64-bit atomics that
// shared memory lacks (all but compare-and-swap and exchange).
func emulatedSharedAtomics(sass string) [][2]string {
	var bad [][2]string
	for _, in := range parseSASS(sass) {
		if strings.HasPrefix(in.op, "ATOMS.CAST.SPIN") {
			bad = append(bad, [2]string{in.fn, in.addr})
		}
	}
	return bad
}

// sass is the machine code of the program's CUBIN (cuobjdump -sass).
func sass(t *testing.T, ts offloadtools.Tools, b built) string {
	t.Helper()
	cuobjdump, err := ts.CUDATool("cuobjdump")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(cuobjdump, "-sass", b.cubin).CombinedOutput()
	if err != nil {
		t.Fatalf("cuobjdump -sass: %v\n%s", err, out)
	}
	return string(out)
}

// undefinedTraps lists (function, address) of the BPT.TRAP instructions
// of cuobjdump -sass output that no CALL of the same function targets.
func undefinedTraps(sass string) [][2]string {
	var bad [][2]string
	ins := parseSASS(sass)
	targets := map[[2]string]bool{}
	for _, in := range ins {
		if strings.HasPrefix(in.op, "CALL.REL") && len(in.args) > 0 {
			targets[[2]string{in.fn, hexAddr(in.args[0])}] = true
		}
	}
	for _, in := range ins {
		if in.op == "BPT.TRAP" && !targets[[2]string{in.fn, in.addr}] {
			bad = append(bad, [2]string{in.fn, in.addr})
		}
	}
	return bad
}

// TestUndefinedTraps checks the trap scan on cuobjdump output: a trap
// that a CALL targets is the device runtime's, any other is nvcc's.
func TestUndefinedTraps(t *testing.T) {
	sass := `
		Function : kernel_a
        /*0100*/                   CALL.REL.NOINC 0x0200 ;
        /*0110*/                   EXIT ;
        /*0200*/                   BPT.TRAP 0x1 ;
		Function : kernel_b
        /*0040*/                   ATOMG.E.EXCH.STRONG.GPU PT, RZ, [R14.64], RZ ;
        /*0050*/                   BPT.TRAP 0x1 ;
        /*0060*/                   EXIT ;
`
	got := undefinedTraps(sass)
	if len(got) != 1 || got[0] != [2]string{"kernel_b", "0x50"} {
		t.Errorf("undefinedTraps = %v, want [[kernel_b 0x50]]", got)
	}
}

// TestEmulatedSharedAtomics checks the scan for nvcc's emulated 64-bit
// shared-memory atomics: the native compare-and-swap passes.
func TestEmulatedSharedAtomics(t *testing.T) {
	sass := `
		Function : kernel_a
        /*0b40*/                   ATOMS.CAS.64 R8, [R23], R8, R10 ;
		Function : kernel_b
        /*0710*/                   ATOMS.CAST.SPIN.64 R10, [R15], R8, R10 ;
`
	got := emulatedSharedAtomics(sass)
	if len(got) != 1 || got[0] != [2]string{"kernel_b", "0x710"} {
		t.Errorf("emulatedSharedAtomics = %v, want [[kernel_b 0x710]]", got)
	}
}

// checkRuntimes asserts that the program loads LLVM's libomp (the host
// OpenMP runtime of the host C, compiled with -fopenmp) and never gcc's
// libgomp: two OpenMP runtimes in one process would break both.
func checkRuntimes(t *testing.T, b built) {
	t.Helper()
	f, err := elf.Open(b.exe)
	if err != nil {
		t.Fatalf("program: %v", err)
	}
	defer f.Close()
	libs, err := f.ImportedLibraries()
	if err != nil {
		t.Fatalf("program's needed libraries: %v", err)
	}
	omp := false
	for _, l := range libs {
		if strings.HasPrefix(l, "libgomp") {
			t.Errorf("the program needs %s besides LLVM's libomp", l)
		}
		omp = omp || strings.HasPrefix(l, "libomp.so")
	}
	if !omp {
		t.Errorf("the program does not need libomp; needed: %v", libs)
	}
}

// Every program also runs with OMP_TARGET_OFFLOAD=DISABLED: the same
// binary then runs each target region's host fallback, which must compute
// what the offloaded region computes, as clang 19's fallback does. The
// tables below list the programs whose fallback run legitimately prints
// something else; each entry was checked against the same program built
// with clang 19 (-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu) and run
// with offloading disabled, which prints the same. Every other program's
// fallback must print its MANDATORY output exactly.

// fallbackEdits turns the expected MANDATORY output of a program into its
// fallback's where only a runtime value the program prints differs.
var fallbackEdits = map[string]func(string) string{
	// The region knows it ran on the host.
	"saxpy": func(s string) string {
		return strings.Replace(s, "initial_device=0\n", "initial_device=1\n", 1)
	},
	"hostomp": func(s string) string {
		return strings.Replace(s, "initial_device=0 ", "initial_device=1 ", 1)
	},
}

// fallbackGolden lists the programs whose fallback output is
// testdata/<name>.fallback.out (written by -update, read before
// committing): programs that observe that the device has memory of its
// own. Without a device the target regions and data directives work on
// the host's variables themselves, so the copies that map clauses,
// target update, release and delete would keep apart are one
// (omp_target_is_present answers for the host, a region's writes to a
// variable mapped `to` stay, `from` copies nothing back); these programs
// check the separation, print what they see and fail, as clang 19's
// build does. failing: the program exits with status 1 there.
var fallbackGolden = map[string]struct{ failing bool }{
	"begindeclaretarget":    {true},
	"chainmembers":          {true},
	"data_macro_end":        {true},
	"dataonly":              {true},
	"declaretarget":         {true}, // clang 19 with 'to' for 'enter'
	"dtstaticlocal":         {true},
	"manyelems":             {true}, // clang 19 refuses the program
	"declareheader":         {true},
	"declarelink":           {true},
	"defaultclause":         {true},
	"defaultmap":            {true},
	"devaddr":               {true},
	"dsnested":              {true},
	"dtpointer":             {true},
	"elemmembers":           {true},
	"elemsections":          {true},
	"globals":               {true},
	"hasdevaddrsec":         {true},
	"headermacros":          {true},
	"ifdevice":              {true},
	"ifmodifier":            {true},
	"implicitfuncs":         {true},
	"jaggedrows":            {true},
	"jaggedtarget":          {true},
	"linkpointer":           {true},
	"link_members":          {false},
	"link_repeat":           {false},
	"link_sections":         {false},
	"linksection":           {true},
	"macrocode":             {true},
	"macrodata":             {true},
	"macronext":             {true},
	"mapderef":              {true},
	"mapper":                {true},
	"mappermods":            {true},
	"mapping":               {true},
	"map_repeat":            {true},
	"map_repeat_ptr":        {true},
	"map_repeat_sections":   {true},
	"map_repeat_vla":        {true},
	"memberchain":           {true},
	"noncontig":             {true},
	"present":               {true},
	"reduction_present":     {true},
	"rowstructs":            {true},
	"sectionsexit":          {true},
	"structs":               {true},
	"targetdata":            {true},
	"teams_parallel_region": {true},
	"usedevaddrsec":         {true},
	"vlarrays":              {true},
	// These print each check's result and exit 0.
	"vv_mapping": {false},
	"vv_tdata":   {false},
	// These print what each data directive and region leaves on the host
	// and exit 0.
	"hunt4_mapper_decay":  {false},
	"hunt4_section_exprs": {false},
	"hunt4_shadow":        {false},
	"hunt4_zerolen":       {false},
	"map_sections_apart":  {false},
	// omp_target_associate_ptr makes a device buffer a host array's
	// copy, which the host fallback has not.
	"happ_devbuffers": {false},
	// signbit of a negative float: nonzero, as C says, but the value is
	// the host compiler's (gcc gives the sign bit in place, -2147483648;
	// clang 1, as the device does). The fallback is host code.
	"devmath2": {false},
}

// fallbackSkipped lists the programs not run with offloading disabled,
// and why.
var fallbackSkipped = map[string]string{
	// Device memory routines: the program dereferences on the host what
	// omp_target_alloc returned for device 0, which does not exist then;
	// clang 19's build crashes as well.
	"devmem": "the program needs a device",
	// Team and thread counts: the program prints how many teams and
	// threads ran the regions and which ran each iteration. The
	// fallback of a teams construct runs one team, or min(n, host
	// processors) host teams (clang 19: min(n, host processors)), and
	// libomp caps the threads of each: the numbers depend on the host.
	"devapi":     "team and thread counts depend on the host's processors",
	"devruntime": "team and thread counts depend on the host's processors",
	"schedule":   "team and thread counts depend on the host's processors",
	// Values OpenMP leaves unspecified: lastprivate items after loops
	// of no iterations, printed (and not checked) by the program.
	"orphan_lastprivate_iv": "prints lastprivate items after loops of no iterations, which OpenMP leaves unspecified",
	// A nowait region may run undeferred, as the fallback runs it
	// (docs/data-mapping.md); the program waits 20 seconds for a flag
	// the host sets after the construct returned, which only a deferred
	// region sees.
	"targettask": "needs the nowait region deferred",
}

// fallbackExpected returns the output program name must print with
// offloading disabled, given its expected MANDATORY output, and whether
// it must exit with status 1.
func fallbackExpected(t *testing.T, name, mandatory string) (string, bool) {
	t.Helper()
	if g, ok := fallbackGolden[name]; ok {
		b, err := os.ReadFile(filepath.Join("testdata", name+".fallback.out"))
		if err != nil {
			t.Fatalf("expected fallback output: %v (create it with -update)", err)
		}
		return string(b), g.failing
	}
	if edit := fallbackEdits[name]; edit != nil {
		return edit(mandatory), false
	}
	return mandatory, false
}

// checkFallback runs the program with offloading disabled and compares
// its output with the expected one (on -update, writes the golden of a
// program in fallbackGolden).
func checkFallback(t *testing.T, b built, name, mandatory string) {
	t.Helper()
	if why, ok := fallbackSkipped[name]; ok {
		t.Logf("OMP_TARGET_OFFLOAD=DISABLED not run: %s", why)
		return
	}
	const mode = "DISABLED"
	out := offloadbuild.Run(b.exe, mode, runTimeout, programEnv(t, name)...)
	if out.TimedOut {
		t.Fatalf("OMP_TARGET_OFFLOAD=%s %s: timed out after %v\nstdout:\n%s\nstderr:\n%s", mode, name, runTimeout, out.Stdout, out.Stderr)
	}
	if _, golden := fallbackGolden[name]; *update && golden {
		if err := os.WriteFile(filepath.Join("testdata", name+".fallback.out"), []byte(out.Stdout), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, failing := fallbackExpected(t, name, mandatory)
	exitCode := 0
	if out.Err != nil {
		exitCode = -1
		if ee, ok := out.Err.(*exec.ExitError); ok {
			exitCode = ee.ExitCode()
		}
	}
	wantCode := 0
	if failing {
		wantCode = 1
	}
	if exitCode != wantCode {
		t.Errorf("OMP_TARGET_OFFLOAD=%s %s: exit status %d (%v), want %d\nstdout:\n%s\nstderr:\n%s", mode, name, exitCode, out.Err, wantCode, out.Stdout, out.Stderr)
	}
	compareOutput(t, "OMP_TARGET_OFFLOAD="+mode, out.Stdout, want)
}

// mustContain are lines a program's MANDATORY output must hold whatever
// its .out file says: proof that kernels ran through the offload runtime.
var mustContain = map[string][]string{
	"saxpy":    {"initial_device=0", "PASS saxpy"},
	"ifdevice": {"if1_initial=0", "default_device_initial=0", "if0_initial=1", "initial_device_initial=1"},
	"hostomp":  {"host_threads=2 max_threads=2"},
}

// TestPrograms builds and runs every testdata program.
func TestPrograms(t *testing.T) {
	ts := offloadtools.Need(t)
	for _, name := range programs(t) {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel() // -parallel defaults to GOMAXPROCS: two builds at a time on two cores
			b := build(t, ts, name)
			checkImages(t, b)
			code := sass(t, ts, b)
			checkNoUndefinedTraps(t, code)
			checkNoEmptiedKernels(t, ts, b, code)
			checkRuntimes(t, b)
			got := execute(t, b, "MANDATORY")
			lines := strings.Split(strings.TrimRight(got, "\n"), "\n")
			if last := lines[len(lines)-1]; last != "PASS "+name {
				t.Errorf("last line %q, want %q; output:\n%s", last, "PASS "+name, got)
			}
			for _, want := range mustContain[name] {
				found := false
				for _, l := range lines {
					found = found || l == want
				}
				if !found {
					t.Errorf("output lacks the line %q:\n%s", want, got)
				}
			}
			golden := filepath.Join("testdata", name+".out")
			if *update {
				if !t.Failed() {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					checkFallback(t, b, name, got)
				}
				return
			}
			wantBytes, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("expected output: %v (create it with -update)", err)
			}
			want := string(wantBytes)
			compareOutput(t, "OMP_TARGET_OFFLOAD=MANDATORY", got, want)
			checkFallback(t, b, name, want)
		})
	}
}

// lowerBytes lowers path in memory.
func lowerBytes(t *testing.T, path string) *lower.Result {
	t.Helper()
	res, errs := lower.Run(lower.Request{Input: path, Generator: generator})
	if errs.HasErrors() {
		t.Fatalf("lowering %s:\n%s", path, errs.Error())
	}
	return res
}

// TestDeterministic lowers every program twice and compares the outputs
// byte for byte.
func TestDeterministic(t *testing.T) {
	for _, name := range programs(t) {
		path := filepath.Join("testdata", name+".c")
		a, b := lowerBytes(t, path), lowerBytes(t, path)
		for _, o := range []struct {
			what string
			x, y []byte
		}{{"host C", a.Host, b.Host}, {"device CUDA", a.Device, b.Device}, {"manifest", a.Manifest, b.Manifest}} {
			if !bytes.Equal(o.x, o.y) {
				t.Errorf("%s: %s differs between two lowerings", name, o.what)
			}
		}
	}
}

// stems returns the kernel stems of a lowering.
func stems(t *testing.T, res *lower.Result) []string {
	t.Helper()
	var out []string
	for _, k := range res.Plan.Kernels {
		out = append(out, k.Stem)
	}
	return out
}

// manifestStems reads the stems back from the manifest bytes.
func manifestStems(t *testing.T, data []byte) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := manifest.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, k := range m.Kernels {
		out = append(out, k.Stem)
	}
	return out
}

// TestStableUnderEditsElsewhere edits a program outside its target
// regions and checks that kernel stems stay and the device source stays
// byte-identical (so the CUBIN need not be rebuilt), while the host output
// does change.
func TestStableUnderEditsElsewhere(t *testing.T) {
	edits := []struct {
		name string
		edit func(src string) string
	}{
		{"comment above everything", func(s string) string {
			return "/* A comment added above:\n   two lines. */\n" + s
		}},
		{"function added before main", func(s string) string {
			return strings.Replace(s, "int main(void) {", "static int unused_helper(int x) {\n  int y = x * 2;\n  y += 3;\n  return y;\n}\n\nint main(void) {", 1)
		}},
		{"statement added in main", func(s string) string {
			return strings.Replace(s, "int main(void) {", "int main(void) {\n  printf(\"start\\n\");", 1)
		}},
		{"code added after a region", func(s string) string {
			return strings.Replace(s, "  int bad = 0;\n", "  int bad = 0;\n  int extra_local = 3; (void)extra_local;\n", 1)
		}},
	}
	for _, prog := range programs(t) {
		orig, err := os.ReadFile(filepath.Join("testdata", prog+".c"))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range edits {
			edited := e.edit(string(orig))
			if edited == string(orig) {
				continue // the edit does not apply to this program
			}
			t.Run(prog+"/"+strings.ReplaceAll(e.name, " ", "_"), func(t *testing.T) {
				// Same path for both lowerings: the path is part of the outputs.
				dir := t.TempDir()
				path := filepath.Join(dir, prog+".c")
				if err := os.WriteFile(path, orig, 0o644); err != nil {
					t.Fatal(err)
				}
				copyHeaders(t, dir, orig)
				before := lowerBytes(t, path)
				if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
					t.Fatal(err)
				}
				after := lowerBytes(t, path)
				if b, a := strings.Join(stems(t, before), " "), strings.Join(stems(t, after), " "); a != b {
					t.Errorf("kernel stems changed:\nbefore: %s\nafter:  %s", b, a)
				}
				if b, a := strings.Join(manifestStems(t, before.Manifest), " "), strings.Join(manifestStems(t, after.Manifest), " "); a != b {
					t.Errorf("manifest stems changed:\nbefore: %s\nafter:  %s", b, a)
				}
				// An assert, an 'error at(execution)' directive or
				// __LINE__ in device code spells the line it stands on,
				// which the edits move.
				spellsLine := bytes.Contains(before.Device, []byte("__assert_fail")) || bytes.Contains(before.Device, []byte("__omp_error_at(")) || bytes.Contains(orig, []byte("__LINE__"))
				if !spellsLine && !bytes.Equal(before.Device, after.Device) {
					t.Errorf("device source changed:\n%s", firstDiff(before.Device, after.Device))
				}
				if bytes.Equal(before.Host, after.Host) {
					t.Errorf("host output did not change; the edit was not seen")
				}
			})
		}
	}
}

// firstDiff describes the first differing line of two texts.
func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n  before: %s\n  after:  %s", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines before, %d after", len(al), len(bl))
}

// TestLoweringErrorsAreReported is a guard on the harness itself: a
// program the lowerer rejects must fail with a positioned diagnostic, not
// produce outputs.
func TestLoweringErrorsAreReported(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.c")
	src := "int f(int *a) {\n#pragma omp target teams distribute parallel for\n  for (int i = 0; i < 10; i++) { a[i] = 1; i++; }\n  return 0;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, errs := lower.Run(lower.Request{Input: path, Generator: generator})
	if res != nil || !errs.HasErrors() {
		t.Fatalf("lowering a loop that modifies its variable succeeded")
	}
	all := errs.Error()
	if !strings.Contains(all, "bad.c:3:") || !strings.Contains(all, "modified in the loop body") {
		t.Errorf("diagnostics:\n%s\nwant one at bad.c:3 about the loop variable being modified", all)
	}
}

// TestStemsPerFunction checks the naming scheme the stability relies on:
// unit, enclosing function and the region's ordinal within it.
func TestStemsPerFunction(t *testing.T) {
	res := lowerBytes(t, filepath.Join("testdata", "functions.c"))
	got := strings.Join(stems(t, res), " ")
	want := "OUT__functions__scale__1__ OUT__functions__add_bias__1__ OUT__functions__vla_sum__1__ OUT__functions__vla_sum__2__"
	if got != want {
		t.Errorf("stems:\n got %s\nwant %s", got, want)
	}
}

// copyHeaders copies the testdata headers, and the testdata .c files that
// src includes ('#include "part.c"'), into dir beside a program copied there.
func copyHeaders(t *testing.T, dir string, src []byte) {
	t.Helper()
	hs, err := filepath.Glob(filepath.Join("testdata", "*.h"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range includedC.FindAllSubmatch(src, -1) {
		hs = append(hs, filepath.Join("testdata", string(m[1])))
	}
	for _, h := range hs {
		b, err := os.ReadFile(h)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(h)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// includedC finds the .c files a program includes by name.
var includedC = regexp.MustCompile(`(?m)^\s*#\s*include\s+"([A-Za-z0-9_]+\.c)"`)

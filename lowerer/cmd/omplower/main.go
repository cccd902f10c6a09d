// Command omplower lowers C programs with OpenMP target directives into
// host C, device CUDA and a manifest of kernel identities, and generates
// the registration source of an offload binary.
//
//	omplower lower --host-out H.c --device-out D.cu --manifest-out M.json [--cc PATH] [-I DIR]... [-D NAME[=VAL]]... [--unit NAME] [--cleanups all|none] [--] input.c
//	omplower register --out R.c [--cubin C.cubin]... [--host-image X.so] [--manifest M.json]...
//	omplower merge-device --out ALL.cu unit.cu...
//	omplower verify --manifest M.json... [--host H.c]... [--device D.cu]... [--cubin C.cubin]... [--host-image X.so]... [--binary B] [--stamp FILE]
//	omplower version
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/registration"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/verify"
)

// version is the lowerer's release; it is part of every manifest so that
// artifacts from different lowerer builds are told apart.
const version = "0.1.0"

const generator = "omplower " + version

// memoryLimit is the soft limit on the Go heap, unless $GOMEMLIMIT sets
// one: the C front end holds about 2.5 KB per source line, and without a
// limit the collector lets the heap grow to twice that before it runs, so
// a 300,000-line unit would peak above 1 GB.
const memoryLimit = 850 << 20

// gcPercent is the collector's growth target where no soft limit bounds
// the heap (GOMEMLIMIT=max) and $GOGC sets none; under a limit the
// proportional collector is off (gcPercentFor).
const gcPercent = 200

// gcPercentFor is the collector's growth target under the soft limit
// limit: off when the limit is finite. Nearly everything a lowering
// allocates is the front end's tree and types, live until the outputs are
// written, so each proportional cycle re-marks a heap that stays and
// buys back little (a lowering of 100,000 lines allocates about 190
// bytes per source byte and holds most of it): the collector then runs
// only when the heap reaches the limit, which bounds the peak as before
// (docs/benchmarks.md).
func gcPercentFor(limit int64) int {
	if limit == math.MaxInt64 {
		return gcPercent
	}
	return -1
}

// The lowering of one source byte allocates about 190 bytes of heap, most
// of it live at the peak (docs/benchmarks.md); prepareHeap readies 160
// of them (a larger share measured no faster), within bounds:
// below the minimum faults cost little, and the maximum stays well under
// memoryLimit.
const (
	heapPerSourceByte = 160
	minPreparedHeap   = 32 << 20
	maxPreparedHeap   = 640 << 20
)

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercentFor(debug.SetMemoryLimit(-1)))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  omplower lower --host-out H.c --device-out D.cu --manifest-out M.json [--cc PATH] [-I DIR]... [-D NAME[=VAL]]... [--unit NAME] [--cleanups all|none] [--] input.c
  omplower register --out R.c [--cubin C.cubin]... [--host-image X.so] [--manifest M.json]...
  omplower merge-device --out ALL.cu unit.cu...
  omplower verify --manifest M.json... [--host H.c]... [--device D.cu]... [--cubin C.cubin]... [--host-image X.so]... [--binary B] [--stamp FILE]
  omplower version
`)
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "version":
		fmt.Fprintln(stdout, generator)
		return 0
	case "lower":
		return runLower(args[1:], stderr)
	case "register":
		return runRegister(args[1:], stderr)
	case "merge-device":
		return runMerge(args[1:], stderr)
	case "verify":
		return runVerify(args[1:], stderr)
	case "help", "-h", "--help":
		usage(stdout)
		return 0
	}
	fmt.Fprintf(stderr, "omplower: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

// multi is a repeatable string flag.
type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

func runLower(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("lower", flag.ContinueOnError)
	fs.SetOutput(stderr)
	hostOut := fs.String("host-out", "", "host C output `file`")
	devOut := fs.String("device-out", "", "device CUDA output `file`")
	manOut := fs.String("manifest-out", "", "manifest JSON output `file`")
	ccPath := fs.String("cc", "", "C compiler whose macros and include paths preprocessing uses")
	unit := fs.String("unit", "", "unit `name` used in kernel stems (default: the input's base name)")
	cleanupFlag := fs.String("cleanups", string(plan.CleanupsAll), "device cleanups: all or none")
	sourceName := fs.String("source-name", "", "`name` of the input in the outputs and their positions, e.g. its workspace-relative path (default: the input's base name)")
	var incs, defs multi
	fs.Var(&incs, "I", "add include `dir`")
	fs.Var(&defs, "D", "define `name[=value]`")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || *hostOut == "" || *devOut == "" || *manOut == "" {
		fmt.Fprintln(stderr, "omplower lower: need --host-out, --device-out, --manifest-out and exactly one input file")
		return 2
	}
	cleanups, err := plan.ParseCleanupSetting(*cleanupFlag)
	if err != nil {
		fmt.Fprintf(stderr, "omplower lower: --cleanups: %v\n", err)
		return 2
	}
	input := fs.Arg(0)
	if msg := checkOutputPaths(input, [][2]string{{"--host-out", *hostOut}, {"--device-out", *devOut}, {"--manifest-out", *manOut}}); msg != "" {
		fmt.Fprintf(stderr, "omplower lower: %s\n", msg)
		return 2
	}
	// An input the front end will refuse (not a regular file, over the
	// size limit) gets no heap: readying 640 MiB for a refusal only slows it.
	if fi, err := os.Stat(input); err == nil && fi.Mode().IsRegular() && fi.Size() <= frontend.MaxSourceSize {
		prepareHeap(fi.Size())
	}
	res, errs := lower.Run(lower.Request{
		Input:     input,
		Frontend:  frontend.Options{CC: *ccPath, Includes: incs, Defines: defs, SourceName: *sourceName},
		Analysis:  analysis.Options{Unit: *unit, Cleanups: cleanups},
		Generator: generator,
	})
	if errs.HasErrors() {
		fmt.Fprintln(stderr, errs.Error())
		return 1
	}
	err = lower.WriteAll([]lower.Output{{Path: *hostOut, Data: res.Host}, {Path: *devOut, Data: res.Device}, {Path: *manOut, Data: res.Manifest}})
	if err != nil {
		fmt.Fprintf(stderr, "%s:1:1: error: cannot write the outputs: %v\n", input, err)
		return 1
	}
	return 0
}

func runRegister(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("register", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "registration C output `file`")
	var cubins, hostImages, manifests multi
	fs.Var(&cubins, "cubin", "embed a CUBIN `file` (repeatable; registered first)")
	fs.Var(&hostImages, "host-image", "embed a host-plugin shared object `file` (registered last)")
	fs.Var(&manifests, "manifest", "manifest `file` of a unit linked into the binary (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fs.NArg() != 0 {
		fmt.Fprintln(stderr, "omplower register: need --out and no positional arguments")
		return 2
	}
	var images []registration.Image
	for _, c := range cubins {
		images = append(images, registration.Image{Kind: "cubin", Path: c})
	}
	for _, h := range hostImages {
		images = append(images, registration.Image{Kind: "host", Path: h})
	}
	var ms []*manifest.Manifest
	for _, p := range manifests {
		m, err := manifest.Read(p)
		if err != nil {
			fmt.Fprintf(stderr, "%s: error: %v\n", p, err)
			return 1
		}
		ms = append(ms, m)
	}
	var b bytes.Buffer
	if err := registration.Emit(&b, images, ms, generator); err != nil {
		fmt.Fprintf(stderr, "omplower register: %v\n", err)
		return 1
	}
	if err := lower.WriteAll([]lower.Output{{Path: *out, Data: b.Bytes()}}); err != nil {
		fmt.Fprintf(stderr, "omplower register: %v\n", err)
		return 1
	}
	return 0
}

func runMerge(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("merge-device", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "merged device source `file`")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fs.NArg() == 0 {
		fmt.Fprintln(stderr, "omplower merge-device: need --out and at least one unit .cu")
		return 2
	}
	id, err := buildid.OfFiles(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "omplower merge-device: %v\n", err)
		return 1
	}
	var b bytes.Buffer
	if err := device.Merge(&b, fs.Args(), id, generator); err != nil {
		fmt.Fprintf(stderr, "omplower merge-device: %v\n", err)
		return 1
	}
	if err := lower.WriteAll([]lower.Output{{Path: *out, Data: b.Bytes()}}); err != nil {
		fmt.Fprintf(stderr, "omplower merge-device: %v\n", err)
		return 1
	}
	return 0
}

func runVerify(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var in verify.Inputs
	fs.Var((*multi)(&in.Manifests), "manifest", "manifest `file` of a unit of the binary (repeatable, at least one)")
	fs.Var((*multi)(&in.Hosts), "host", "lowered host C `file` (repeatable)")
	fs.Var((*multi)(&in.Devices), "device", "device CUDA `file`: a unit's .cu or the merged device source (repeatable)")
	fs.Var((*multi)(&in.Cubins), "cubin", "CUBIN `file` (repeatable)")
	fs.Var((*multi)(&in.HostImages), "host-image", "host-plugin shared object `file` (repeatable)")
	fs.StringVar(&in.Binary, "binary", "", "linked offload executable `file`")
	stamp := fs.String("stamp", "", "write this `file` when every check passes")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if len(in.Manifests) == 0 || fs.NArg() != 0 {
		fmt.Fprintln(stderr, "omplower verify: need at least one --manifest and no positional arguments")
		return 2
	}
	vs, err := verify.Run(in)
	if err != nil {
		fmt.Fprintf(stderr, "omplower verify: error: %v\n", err)
		return 1
	}
	for _, v := range vs {
		fmt.Fprintf(stderr, "error: %s\n", v)
	}
	if len(vs) > 0 {
		fmt.Fprintf(stderr, "omplower verify: %d kernel identity violation(s)\n", len(vs))
		return 1
	}
	if *stamp != "" {
		if err := lower.WriteAll([]lower.Output{{Path: *stamp, Data: []byte("omplower verify: ok\n")}}); err != nil {
			fmt.Fprintf(stderr, "omplower verify: %v\n", err)
			return 1
		}
	}
	return 0
}

// checkOutputPaths refuses outputs that would overwrite the input or each
// other, compared as resolved paths (symbolic links followed) and as
// files (hard links): writing them would destroy the source or lose an
// output.
func checkOutputPaths(input string, outs [][2]string) string {
	for i, o := range outs {
		if samePath(o[1], input) {
			return fmt.Sprintf("%s %s is the input file; choose an output path that is not the source", o[0], o[1])
		}
		for _, p := range outs[:i] {
			if samePath(o[1], p[1]) {
				return fmt.Sprintf("%s and %s name the same file (%s); give each output its own path", p[0], o[0], o[1])
			}
		}
	}
	return ""
}

// samePath reports whether a and b name the same file.
func samePath(a, b string) bool {
	if resolvePath(a) == resolvePath(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// resolvePath is p made absolute with every symbolic link resolved, as
// far as the path exists.
func resolvePath(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.Clean(p)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	dir, base := filepath.Split(abs)
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		return filepath.Join(r, base)
	}
	return abs
}

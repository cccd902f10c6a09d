// Package verify proves that the artifacts of an offload build agree on
// every kernel's identity: the manifests, the lowered host C, the device
// CUDA, the device images (CUBINs and the host-plugin shared object) and
// the linked binary. One outlined kernel has one stem, and every artifact
// must use the names derived from it:
//
//   - the host C defines the id symbol <stem>id__ once, and one
//     struct __tgt_offload_entry <stem>omp_offload_entry__ in section
//     omp_offloading_entries whose addr is &<stem>id__ and whose name is
//     "<stem>kernel__", after the complete definition of the struct;
//   - every launch site of the kernel passes &<stem>id__;
//   - the device source defines extern "C" __global__ <stem>kernel__ once,
//     and every image defines that symbol;
//   - the binary's omp_offloading_entries section holds exactly the
//     binary's entries, each resolving (through its relocations) to the id
//     symbol of the kernel it names, and every name resolves in every
//     embedded image;
//   - the registration and every image carry the same build id (package
//     buildid), computed from the manifests' device digests;
//   - no stem occurs twice among the manifests of one binary.
//
// Each broken invariant is one Violation naming the artifact, the kernel
// and what differs.
package verify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// Classes of violations.
const (
	MissingEntry     = "missing entry"
	IncompleteABI    = "incomplete ABI definition"
	NameDrift        = "name drift"
	HostPointerDrift = "host-pointer drift"
	Stale            = "stale artifact"
	DuplicateStem    = "duplicate stem"
)

// EntrySection is the section that holds the offload entries.
const EntrySection = "omp_offloading_entries"

// Inputs are the artifacts to check; every list may be empty except
// Manifests.
type Inputs struct {
	Manifests  []string // one per lowered unit of the binary
	Hosts      []string // lowered host C
	Devices    []string // unit .cu files and/or the merged device source
	Cubins     []string
	HostImages []string // host-plugin shared objects
	Binary     string   // the linked executable
}

// Violation is one broken invariant.
type Violation struct {
	Artifact string
	Kernel   string // the kernel's stem, when one is concerned
	Class    string
	Msg      string
}

func (v Violation) String() string {
	var b strings.Builder
	b.WriteString(v.Artifact)
	b.WriteString(": ")
	if v.Kernel != "" {
		b.WriteString("kernel " + v.Kernel + ": ")
	}
	b.WriteString(v.Msg)
	b.WriteString(" (" + v.Class + ")")
	return b.String()
}

// kernelRef is a manifest kernel with the manifest it came from.
type kernelRef struct {
	manifest.Kernel
	from string // manifest path
	unit *manifest.Manifest
}

// checker accumulates violations.
type checker struct {
	in        Inputs
	manifests []*manifest.Manifest
	kernels   []*kernelRef
	byEntry   map[string]*kernelRef // entry name -> kernel
	byID      map[string]*kernelRef // id symbol -> kernel
	byDevice  map[string]*kernelRef // device symbol -> kernel
	byWhere   map[string]*kernelRef // "file:line:col" -> kernel
	// globals are the declare target variables: entries that name a
	// global object rather than a kernel, keyed by entry name.
	globals      map[string]manifest.Global
	globalBySyms map[string]manifest.Global // entry symbol -> global
	buildID      string                     // expected, from the manifests
	host         *hostText
	out          []Violation
}

func (c *checker) add(artifact, kernel, class, format string, args ...interface{}) {
	c.out = append(c.out, Violation{Artifact: artifact, Kernel: kernel, Class: class, Msg: fmt.Sprintf(format, args...)})
}

// Run checks in and returns every violation found. The error reports
// artifacts that cannot be read at all.
func Run(in Inputs) ([]Violation, error) {
	if len(in.Manifests) == 0 {
		return nil, fmt.Errorf("no manifest given")
	}
	c := &checker{in: in, byEntry: map[string]*kernelRef{}, byID: map[string]*kernelRef{}, byDevice: map[string]*kernelRef{}, byWhere: map[string]*kernelRef{},
		globals: map[string]manifest.Global{}, globalBySyms: map[string]manifest.Global{}}
	for _, p := range in.Manifests {
		m, err := manifest.Read(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		c.manifests = append(c.manifests, m)
		for _, k := range m.Kernels {
			c.kernels = append(c.kernels, &kernelRef{Kernel: k, from: p, unit: m})
		}
		for _, g := range m.Globals {
			c.globals[g.DeviceSymbol()] = g // the name its entry holds
			c.globalBySyms[g.Entry] = g
		}
	}
	c.checkManifests()
	for _, h := range in.Hosts {
		if err := c.checkHost(h); err != nil {
			return nil, err
		}
	}
	if len(in.Hosts) > 0 {
		c.checkHostCoverage()
	}
	if len(in.Devices) > 0 {
		if err := c.checkDevices(); err != nil {
			return nil, err
		}
	}
	for _, p := range in.Cubins {
		img, err := readImageFile(p)
		if err != nil {
			return nil, err
		}
		if img.kind != "cubin" {
			c.add(p, "", NameDrift, "is a %s, not a CUBIN (ELF machine %d, EM_CUDA)", img.describe(), emCUDA)
		}
		c.checkImage(p, img, true)
	}
	for _, p := range in.HostImages {
		img, err := readImageFile(p)
		if err != nil {
			return nil, err
		}
		if img.kind != "host" {
			c.add(p, "", NameDrift, "is a %s, not an x86_64 shared object for the host plugin", img.describe())
		}
		c.checkImage(p, img, true)
	}
	if in.Binary != "" {
		if err := c.checkBinary(in.Binary); err != nil {
			return nil, err
		}
	}
	return c.out, nil
}

// checkManifests indexes the kernels and reports names used twice.
func (c *checker) checkManifests() {
	var digests []string
	for _, m := range c.manifests {
		digests = append(digests, m.DeviceSHA256)
	}
	c.buildID = buildid.FromDigests(digests)
	stems := map[string]*kernelRef{}
	seen := map[string]int{}
	for _, k := range c.kernels {
		if prev := stems[k.Stem]; prev != nil {
			c.add(k.from, k.Stem, DuplicateStem, "stem also in %s (unit %s): two kernels of one binary would share id symbol %s and kernel %s", prev.from, prev.unit.Unit, k.IDSymbol, k.EntryName)
			continue
		}
		stems[k.Stem] = k
		if k.EntryName != k.DeviceSymbol {
			c.add(k.from, k.Stem, NameDrift, "entry name %q differs from device symbol %q", k.EntryName, k.DeviceSymbol)
		}
		names := naming.FromStem(k.Stem)
		want := map[string]string{"id_symbol": names.ID, "entry_symbol": names.Entry, "entry_name": names.Kernel}
		got := map[string]string{"id_symbol": k.IDSymbol, "entry_symbol": k.EntrySymbol, "entry_name": k.EntryName}
		for _, f := range []string{"id_symbol", "entry_symbol", "entry_name"} {
			if got[f] != want[f] {
				c.add(k.from, k.Stem, NameDrift, "%s is %q, want %q (derived from the stem)", f, got[f], want[f])
			}
		}
		for _, idx := range []struct {
			m    map[string]*kernelRef
			name string
			what string
		}{{c.byEntry, k.EntryName, "entry name"}, {c.byID, k.IDSymbol, "id symbol"}, {c.byDevice, k.DeviceSymbol, "device symbol"}} {
			if prev := idx.m[idx.name]; prev != nil {
				c.add(k.from, k.Stem, DuplicateStem, "%s %s is also used by kernel %s of %s", idx.what, idx.name, prev.Stem, prev.from)
				continue
			}
			idx.m[idx.name] = k
		}
		// The regions of one macro use share its position; the lowerer
		// names the second and later "<position>#2", "#3"...
		where := fmt.Sprintf("%s:%d:%d", k.Position.File, k.Position.Line, k.Position.Column)
		seen[where]++
		if n := seen[where]; n > 1 {
			where = fmt.Sprintf("%s#%d", where, n)
		}
		c.byWhere[where] = k
	}
}

// kernelByStem returns the indexed kernels in manifest order.
func (c *checker) indexed() []*kernelRef {
	var out []*kernelRef
	for _, k := range c.kernels {
		if c.byEntry[k.EntryName] == k {
			out = append(out, k)
		}
	}
	return out
}

// expectedIDs is the build id as a one-element list, for messages.
func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

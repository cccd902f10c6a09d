package verify

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/buildid"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// emCUDA is the ELF machine of a CUBIN.
const emCUDA = elf.Machine(190)

// entrySize is sizeof(struct __tgt_offload_entry) on x86_64.
const entrySize = 32

// image is a device image's kernel-visible symbols.
type image struct {
	kind    string // "cubin", "host" or "unknown"
	machine elf.Machine
	typ     elf.Type
	funcs   map[string]int // defined global functions -> count
	objects map[string]int // defined global data objects -> count
	ids     []string       // build ids
}

func (im *image) describe() string {
	return fmt.Sprintf("ELF %v %v", im.typ, im.machine)
}

// normalizeCubin returns a copy of a CUBIN whose e_version debug/elf
// accepts: nvcc stores CUDA ABI information in e_version, which debug/elf
// rejects unless it equals EI_VERSION (1). Offset 20 is e_version in both
// ELF32 and ELF64 headers.
func normalizeCubin(data []byte) []byte {
	out := append([]byte(nil), data...)
	if len(out) < 24 {
		return out
	}
	var order binary.ByteOrder = binary.LittleEndian
	if elf.Data(data[elf.EI_DATA]) == elf.ELFDATA2MSB {
		order = binary.BigEndian
	}
	order.PutUint32(out[20:], uint32(data[elf.EI_VERSION]))
	return out
}

// parseImage reads an image's bytes: a CUBIN (EM_CUDA; symbols from
// .symtab) or a host-plugin shared object (dynamic symbols, which is
// what the plugin's dlsym sees).
func parseImage(data []byte) (*image, error) {
	if !bytes.HasPrefix(data, []byte(elf.ELFMAG)) {
		return nil, fmt.Errorf("not an ELF file")
	}
	f, err := elf.NewFile(bytes.NewReader(normalizeCubin(data)))
	if err != nil {
		return nil, err
	}
	im := &image{kind: "unknown", machine: f.Machine, typ: f.Type, funcs: map[string]int{}, objects: map[string]int{}}
	var syms []elf.Symbol
	switch {
	case f.Machine == emCUDA:
		im.kind = "cubin"
		syms, err = f.Symbols()
	case f.Machine == elf.EM_X86_64 && f.Type == elf.ET_DYN:
		im.kind = "host"
		syms, err = f.DynamicSymbols()
	default:
		syms, err = f.Symbols()
	}
	if err != nil && err != elf.ErrNoSymbols {
		return nil, err
	}
	for _, s := range syms {
		if s.Section == elf.SHN_UNDEF {
			continue
		}
		// nvcc without -rdc gives __device__ variables local binding;
		// the CUDA driver still finds them by name (cuModuleGetGlobal).
		if elf.ST_TYPE(s.Info) == elf.STT_OBJECT && (im.kind == "cubin" || elf.ST_BIND(s.Info) != elf.STB_LOCAL) {
			im.objects[s.Name]++
			continue
		}
		if b := elf.ST_BIND(s.Info); b != elf.STB_GLOBAL && b != elf.STB_WEAK {
			continue
		}
		if elf.ST_TYPE(s.Info) != elf.STT_FUNC {
			continue
		}
		if strings.HasPrefix(s.Name, buildid.Prefix) {
			im.ids = append(im.ids, s.Name[len(buildid.Prefix):])
			continue
		}
		im.funcs[s.Name]++
	}
	return im, nil
}

func readImageFile(path string) (*image, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	im, err := parseImage(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return im, nil
}

// checkImage checks that an image defines every kernel once, no kernel
// the manifests do not know, and carries the build id.
// perKernel is false for images embedded in a binary, whose entries are
// resolved one by one instead.
func (c *checker) checkImage(artifact string, im *image, perKernel bool) {
	what := map[string]string{"cubin": "CUBIN", "host": "host-plugin image"}[im.kind]
	if what == "" {
		what = "image"
	}
	for _, k := range c.indexed() {
		if !perKernel {
			break
		}
		switch n := im.funcs[k.DeviceSymbol]; {
		case n == 0:
			c.add(artifact, k.Stem, NameDrift, "%s defines no kernel symbol %s (the name offload entry %s carries)", what, k.DeviceSymbol, k.EntrySymbol)
		case n > 1:
			c.add(artifact, k.Stem, NameDrift, "%s defines kernel symbol %s %d times", what, k.DeviceSymbol, n)
		}
	}
	var extra []string
	for name := range im.funcs {
		if naming.IsKernelSymbol(name) && c.byDevice[name] == nil {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	for _, name := range extra {
		c.add(artifact, "", NameDrift, "%s defines kernel %s, which no offload entry of the manifests names", what, name)
	}
	c.checkBuildIDs(artifact, what, im.ids)
}

// binaryFile gives address-level access to a linked executable.
type binaryFile struct {
	f      *elf.File
	relocs map[uint64]uint64 // vaddr -> resolved value, from dynamic relocations
	dyn    []elf.Symbol
	syms   []elf.Symbol
}

// R_X86_64_64, R_X86_64_RELATIVE.
const (
	rX8664_64        = 1
	rX8664Relative   = 8
	rX8664GlobDat    = 6
	rX8664Relative64 = 38
)

func (b *binaryFile) loadRelocs() error {
	b.relocs = map[uint64]uint64{}
	for _, s := range b.f.Sections {
		if s.Type != elf.SHT_RELA {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return err
		}
		for off := 0; off+24 <= len(data); off += 24 {
			rOff := b.f.ByteOrder.Uint64(data[off:])
			info := b.f.ByteOrder.Uint64(data[off+8:])
			add := int64(b.f.ByteOrder.Uint64(data[off+16:]))
			typ, sym := uint32(info), info>>32
			switch typ {
			case rX8664Relative, rX8664Relative64:
				b.relocs[rOff] = uint64(add)
			case rX8664_64, rX8664GlobDat:
				if sym >= 1 && int(sym-1) < len(b.dyn) && b.dyn[sym-1].Section != elf.SHN_UNDEF {
					b.relocs[rOff] = b.dyn[sym-1].Value + uint64(add)
				}
			}
		}
	}
	return nil
}

// section returns the allocated section holding vaddr.
func (b *binaryFile) section(vaddr uint64) *elf.Section {
	for _, s := range b.f.Sections {
		if s.Flags&elf.SHF_ALLOC != 0 && s.Type != elf.SHT_NOBITS && vaddr >= s.Addr && vaddr < s.Addr+s.Size {
			return s
		}
	}
	return nil
}

// bytesAt reads n bytes at vaddr (n < 0: up to the end of the section).
func (b *binaryFile) bytesAt(vaddr uint64, n int) ([]byte, error) {
	s := b.section(vaddr)
	if s == nil {
		return nil, fmt.Errorf("address %#x is in no section with contents", vaddr)
	}
	data, err := s.Data()
	if err != nil {
		return nil, err
	}
	off := vaddr - s.Addr
	if n < 0 {
		return data[off:], nil
	}
	if off+uint64(n) > uint64(len(data)) {
		return nil, fmt.Errorf("%d bytes at %#x run past section %s", n, vaddr, s.Name)
	}
	return data[off : off+uint64(n)], nil
}

// pointer reads the pointer stored at vaddr after dynamic relocation.
func (b *binaryFile) pointer(vaddr uint64, raw []byte) uint64 {
	if v, ok := b.relocs[vaddr]; ok {
		return v
	}
	return b.f.ByteOrder.Uint64(raw)
}

func (b *binaryFile) cString(vaddr uint64) (string, error) {
	data, err := b.bytesAt(vaddr, -1)
	if err != nil {
		return "", err
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return string(data[:i]), nil
	}
	return "", fmt.Errorf("string at %#x is not terminated", vaddr)
}

// symbolsAt returns the names of data symbols at vaddr.
func (b *binaryFile) symbolsAt(vaddr uint64) []string {
	var out []string
	for _, s := range b.syms {
		t := elf.ST_TYPE(s.Info)
		if s.Section != elf.SHN_UNDEF && s.Value == vaddr && (t == elf.STT_OBJECT || t == elf.STT_NOTYPE) && s.Name != "" {
			out = append(out, s.Name)
		}
	}
	sort.Strings(out)
	return out
}

func (b *binaryFile) symbol(name string) (elf.Symbol, bool) {
	for _, s := range b.syms {
		if s.Name == name && s.Section != elf.SHN_UNDEF {
			return s, true
		}
	}
	return elf.Symbol{}, false
}

// checkBinary checks the linked executable: its entry table, its
// registration's build id and every embedded image.
func (c *checker) checkBinary(path string) error {
	b, done, err := openBinary(path)
	if err != nil {
		return fmt.Errorf("%s: %v (verify needs the symbol table to resolve the entries' addresses)", path, err)
	}
	defer done()
	f := b.f
	if f.Class != elf.ELFCLASS64 || f.Machine != elf.EM_X86_64 {
		return fmt.Errorf("%s: not an x86_64 ELF64 executable (%v %v)", path, f.Class, f.Machine)
	}
	entries, hasTable, err := c.readEntries(b, path)
	if err != nil {
		return err
	}
	c.checkEntries(path, entries, hasTable)
	hostID := c.checkBuildID(b, path)
	c.checkImages(b, path, entries, hostID)
	return nil
}

// binEntry is one entry of the binary's offload entry table.
type binEntry struct {
	addrSyms []string // the symbols at addr
	addr     uint64
	name     string
}

// readEntries reads the offload entry table; hasTable is false when the
// binary has no entry section.
func (c *checker) readEntries(b *binaryFile, path string) (entries []binEntry, hasTable bool, err error) {
	want := len(c.kernels) + len(c.globals)
	sec := b.f.Section(EntrySection)
	if sec == nil {
		if want > 0 {
			c.add(path, "", MissingEntry, "has no section %s, want %d entries", EntrySection, want)
		}
		return nil, false, nil
	}
	data, err := sec.Data()
	if err != nil {
		return nil, true, fmt.Errorf("%s: section %s: %v", path, EntrySection, err)
	}
	if len(data)%entrySize != 0 {
		c.add(path, "", IncompleteABI, "section %s is %d bytes, not a multiple of sizeof(struct __tgt_offload_entry) = %d", EntrySection, len(data), entrySize)
	}
	n := len(data) / entrySize
	if n != want {
		c.add(path, "", MissingEntry, "section %s holds %d entries, the manifests list %d kernels and %d declare target globals", EntrySection, n, len(c.kernels), len(c.globals))
	}
	for i := 0; i < n; i++ {
		at := sec.Addr + uint64(i*entrySize)
		raw := data[i*entrySize:]
		e := binEntry{addr: b.pointer(at, raw[0:8])}
		e.addrSyms = b.symbolsAt(e.addr)
		nameAddr := b.pointer(at+8, raw[8:16])
		var err error
		if e.name, err = b.cString(nameAddr); err != nil {
			c.add(path, "", NameDrift, "entry %d of %s: name pointer %#x: %v", i, EntrySection, nameAddr, err)
			continue
		}
		entries = append(entries, e)
	}
	return entries, true, nil
}

// checkEntries matches the entries with the manifests' kernels and
// globals: each named once, each pointing at its host id symbol.
func (c *checker) checkEntries(path string, entries []binEntry, hasTable bool) {
	seen := map[*kernelRef]int{}
	for i, e := range entries {
		if g, ok := c.globals[e.name]; ok {
			if !contains(e.addrSyms, g.Name) {
				c.add(path, "", HostPointerDrift, "entry %d of %s (declare target global %s) points at %s, want %s", i, EntrySection, e.name, symList(e.addrSyms, e.addr), g.Name)
			}
			continue
		}
		k := c.byEntry[e.name]
		if k == nil {
			c.add(path, "", NameDrift, "entry %d of %s names %q, which is no kernel of the manifests (it points at %s)", i, EntrySection, e.name, symList(e.addrSyms, e.addr))
			continue
		}
		seen[k]++
		if seen[k] == 2 {
			c.add(path, k.Stem, MissingEntry, "section %s holds more than one entry named %s", EntrySection, e.name)
		}
		if !contains(e.addrSyms, k.IDSymbol) {
			drift := ""
			for _, s := range e.addrSyms {
				if o := c.byID[s]; o != nil {
					drift = fmt.Sprintf(", the id of kernel %s", o.Stem)
				}
			}
			c.add(path, k.Stem, HostPointerDrift, "entry %d of %s (name %s) points at %s%s, want %s", i, EntrySection, e.name, symList(e.addrSyms, e.addr), drift, k.IDSymbol)
		}
	}
	if hasTable {
		for _, k := range c.indexed() {
			if seen[k] == 0 {
				c.add(path, k.Stem, MissingEntry, "section %s has no entry named %s", EntrySection, k.EntryName)
			}
		}
	}
}

// checkBuildID checks the registration's build id and returns it ("" when
// there is none).
func (c *checker) checkBuildID(b *binaryFile, path string) string {
	s, ok := b.symbol(buildid.HostSymbol)
	if !ok {
		c.add(path, "", Stale, "has no symbol %s: its registration predates build ids or was not generated by omplower register", buildid.HostSymbol)
		return ""
	}
	v, err := b.cString(s.Value)
	if err != nil || !strings.HasPrefix(v, buildid.Prefix) {
		c.add(path, "", Stale, "symbol %s does not hold a build id string (%q, %v)", buildid.HostSymbol, v, err)
		return ""
	}
	hostID := v[len(buildid.Prefix):]
	if hostID != c.buildID {
		c.add(path, "", Stale, "registration carries build id %s, the manifests give %s: the binary was linked against other lowerings", hostID, c.buildID)
	}
	return hostID
}

// checkImages checks every embedded device image: each entry resolves in
// it, and it carries the registration's build id.
func (c *checker) checkImages(b *binaryFile, path string, entries []binEntry, hostID string) {
	starts := map[int]uint64{}
	for _, s := range b.syms {
		if i, ok := naming.ImageIndex(s.Name); ok {
			starts[i] = s.Value
		}
	}
	if len(starts) == 0 {
		c.add(path, "", MissingEntry, "embeds no device image (no __omp_image<N>_start symbols)")
	}
	for i := 0; i < len(starts); i++ {
		start, ok := starts[i]
		end, ok2 := b.symbol(naming.ImageEnd(i))
		if !ok || !ok2 || end.Value < start {
			c.add(path, "", MissingEntry, "embedded image %d has no valid %s/%s pair", i, naming.ImageStart(i), naming.ImageEnd(i))
			continue
		}
		data, err := b.bytesAt(start, int(end.Value-start))
		if err != nil {
			c.add(path, "", MissingEntry, "embedded image %d: %v", i, err)
			continue
		}
		im, err := parseImage(data)
		if err != nil {
			c.add(path, "", NameDrift, "embedded image %d (%d bytes) is not a device image: %v", i, len(data), err)
			continue
		}
		artifact := fmt.Sprintf("%s[image %d, %s]", path, i, im.kind)
		c.checkImageEntries(artifact, im, entries)
		c.checkImage(artifact, im, false)
		if hostID != "" && len(im.ids) == 1 && im.ids[0] != hostID && hostID != c.buildID {
			c.add(artifact, "", Stale, "image carries build id %s, the binary's registration %s", im.ids[0], hostID)
		}
	}
}

// checkImageEntries checks that every entry names a kernel (or, for a
// declare target global, an object) the image defines.
func (c *checker) checkImageEntries(artifact string, im *image, entries []binEntry) {
	for _, e := range entries {
		if _, ok := c.globals[e.name]; ok {
			if im.objects[e.name] == 0 {
				c.add(artifact, "", NameDrift, "declare target global %s is not defined in the embedded image", e.name)
			}
			continue
		}
		if im.funcs[e.name] == 0 {
			stem := ""
			if k := c.byEntry[e.name]; k != nil {
				stem = k.Stem
			}
			c.add(artifact, stem, NameDrift, "entry name %s does not resolve to a kernel of the embedded image", e.name)
		}
	}
}

func symList(names []string, addr uint64) string {
	if len(names) == 0 {
		return fmt.Sprintf("address %#x (no symbol)", addr)
	}
	return strings.Join(names, "/")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Embedded is one device image embedded in a linked binary.
type Embedded struct {
	Index int
	Kind  string // "cubin", "host" or "unknown"
	Data  []byte
}

func openBinary(path string) (*binaryFile, func(), error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, nil, err
	}
	b := &binaryFile{f: f}
	if b.syms, err = f.Symbols(); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	if b.dyn, err = f.DynamicSymbols(); err != nil && err != elf.ErrNoSymbols {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	if err := b.loadRelocs(); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	return b, func() { f.Close() }, nil
}

// EmbeddedImages returns the device images a linked offload binary
// embeds (between its __omp_image<N>_start and _end symbols), in
// registration order.
func EmbeddedImages(path string) ([]Embedded, error) {
	b, done, err := openBinary(path)
	if err != nil {
		return nil, err
	}
	defer done()
	var out []Embedded
	for i := 0; ; i++ {
		start, ok1 := b.symbol(naming.ImageStart(i))
		end, ok2 := b.symbol(naming.ImageEnd(i))
		if !ok1 || !ok2 {
			return out, nil
		}
		if end.Value < start.Value {
			return nil, fmt.Errorf("%s: image %d ends before it starts", path, i)
		}
		data, err := b.bytesAt(start.Value, int(end.Value-start.Value))
		if err != nil {
			return nil, fmt.Errorf("%s: image %d: %v", path, i, err)
		}
		e := Embedded{Index: i, Kind: "unknown", Data: append([]byte(nil), data...)}
		if im, err := parseImage(data); err == nil {
			e.Kind = im.kind
		}
		out = append(out, e)
	}
}

// EntryNames returns the kernel names of the entries in a linked
// binary's omp_offloading_entries section, in section order.
func EntryNames(path string) ([]string, error) {
	b, done, err := openBinary(path)
	if err != nil {
		return nil, err
	}
	defer done()
	sec := b.f.Section(EntrySection)
	if sec == nil {
		return nil, fmt.Errorf("%s: no section %s", path, EntrySection)
	}
	data, err := sec.Data()
	if err != nil {
		return nil, err
	}
	var names []string
	for i := 0; i+entrySize <= len(data); i += entrySize {
		at := sec.Addr + uint64(i) + 8
		name, err := b.cString(b.pointer(at, data[i+8:i+16]))
		if err != nil {
			return nil, fmt.Errorf("%s: entry %d: %v", path, i/entrySize, err)
		}
		names = append(names, name)
	}
	return names, nil
}

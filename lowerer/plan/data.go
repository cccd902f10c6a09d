package plan

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// DataOp is one data-mapping directive: target data (a structured block
// bracketed by a begin and an end call), or a standalone target enter
// data, exit data or update (one call where the pragma was). A
// standalone one with nowait or depend is a target task.
type DataOp struct {
	Pos       diag.Pos
	Directive *directive.Directive
	Construct directive.Kind
	If        string // host expression, "" when absent
	Device    string // host expression, "" for the default device
	Nowait    bool
	Depends   []Depend
	Where     string // "file:line:col" for runtime messages
	// Entries are the map-array entries, in order; only Base, Begin,
	// Size, Flags, Text, Var and Dims are used.
	Entries []*Arg
	// EndFlags are the map types of the end call of target data
	// (present dropped: it is checked on entry only), per entry.
	EndFlags []uint64
	// UseDevice rebinds variables to their device addresses inside a
	// target data block (use_device_ptr / use_device_addr).
	UseDevice []*UseDevice
	// Op is the runtime operation: DataBegin (enter data, and the begin
	// of target data), DataEnd (exit data) or DataUpdate.
	Op string
	// Build and Mappers: as Kernel's (mapper.go); with a Build, Entries
	// and EndFlags are only what precedes the expansions.
	Build   *MapBuild
	Mappers []*MapperUse
}

// Runtime operations of __omp_offload_data (omp_offload_abi.h).
const (
	DataBegin  = "OMP_OFFLOAD_DATA_BEGIN"
	DataEnd    = "OMP_OFFLOAD_DATA_END"
	DataUpdate = "OMP_OFFLOAD_DATA_UPDATE"
)

// UseDevice is one variable of use_device_ptr or use_device_addr.
type UseDevice struct {
	Var   string
	Entry int // index of its RETURN_PARAM entry
	// EntryVar, with a MapBuild, is the builder variable holding that
	// index instead.
	EntryVar string
	Temp     string // host temporary holding the device address
	Addr     bool   // use_device_addr: Var names the device storage itself
}

// Dim is one dimension of a non-contiguous target update, outermost
// first, as LLVM 19's descriptor_dim {offset, count, stride}: host
// expressions; Stride is in bytes.
type Dim struct {
	Offset, Count, Stride string
}

// Global is a declare target variable: an offload entry on the host and
// a definition in the device source.
type Global struct {
	Name  string
	Entry string // host entry object: __omp_offload_global__<name>
	// Symbol, when set, is the device symbol of a global whose name the
	// device source's headers declare (naming.HeaderClash): the entry
	// names it instead of Name.
	Symbol string
	// Device is the device definition, e.g.
	// `extern "C" { __device__ int g[4] = {1, 2, 3, 4}; }`.
	Device string
	// Host, when set, is the host definition the entry's address names
	// (the pointer of a declare target link variable), printed before
	// the entry.
	Host string
	// HostDecl, when set, declares Host up front (launches and data
	// directives name it before its definition after the file); a
	// pointer, "static void *<name>;", when unset.
	HostDecl string
}

// Depend is one list item of a depend clause: host expressions of its
// address and size, and its dependence type as libomp's flags (DependIn...).
type Depend struct {
	Addr, Size string
	Flags      int
	// FlagsExpr, when set, is a host expression for the flags (a
	// depend(depobj: o) item's, read from the object).
	FlagsExpr string
	// Loops are the C loop headers of an iterator modifier, outermost
	// first: the item stands for one dependence per iteration.
	Loops []string
	Text  string // the clause as written, e.g. "inout: a[0:n]"
}

// DependAllMemory is libomp's flag of omp_all_memory (address 0).
const DependAllMemory = 0x80

// libomp's dependence flags (kmp_depend_info_t).
const (
	DependIn            = 0x1
	DependInOut         = 0x3
	DependMutexInOutSet = 0x4
	DependInOutSet      = 0x8
)

// DeviceSymbol is the name of g's definition in the device image, which
// its offload entry names.
func (g *Global) DeviceSymbol() string {
	if g.Symbol != "" {
		return g.Symbol
	}
	return g.Name
}

// Package manifest is the schema of the manifest of kernel identities a
// lowering produces: the emitter (emit/manifest) prints it from the plan,
// and omplower verify, the registration generator and the tests read it
// back with Read.
package manifest

import (
	"encoding/json"
	"io"
	"os"
)

const Version = 1

type Manifest struct {
	Version int    `json:"version"`
	Lowerer string `json:"lowerer"`
	Source  string `json:"source"`
	Unit    string `json:"unit"`
	// DeviceSHA256 is the digest of the device source; it identifies the
	// lowering that host code and device images came from.
	DeviceSHA256 string `json:"device_sha256"`
	// DeviceCleanups is the device cleanup setting of the lowering: "all"
	// (each kernel lists what it got in "cleanups") or "none".
	DeviceCleanups string   `json:"device_cleanups,omitempty"`
	Kernels        []Kernel `json:"kernels"`
	// DataOps and Globals: data-mapping directives and declare target
	// variables (data.go).
	DataOps []DataOp `json:"data_ops,omitempty"`
	Globals []Global `json:"globals,omitempty"`
	// DeviceFunctions names the declare target functions the device source
	// defines, in its order.
	DeviceFunctions []string `json:"device_functions,omitempty"`
}

type Kernel struct {
	Stem         string   `json:"stem"`
	IDSymbol     string   `json:"id_symbol"`
	EntrySymbol  string   `json:"entry_symbol"`
	EntryName    string   `json:"entry_name"`
	DeviceSymbol string   `json:"device_symbol"`
	Function     string   `json:"function"`
	Ordinal      int      `json:"ordinal"`
	Position     Position `json:"position"`
	Construct    string   `json:"construct"`
	Directive    string   `json:"directive"`
	// Path is how the device walks the region: "grid-stride",
	// "static-chunked" or "dynamic" (schedule(dynamic), schedule(guided))
	// for loops, "block" for structured blocks,
	// "generic" for a block with code beside nested parallel loops, or
	// a parallel region of code with worksharing loops (docs/generic.md).
	Path string `json:"path"`
	// PathReason says why a loop construct took its path.
	PathReason   string      `json:"path_reason,omitempty"`
	Collapse     int         `json:"collapse,omitempty"`
	Schedule     string      `json:"schedule,omitempty"`
	DistSchedule string      `json:"dist_schedule,omitempty"`
	Reductions   []Reduction `json:"reductions,omitempty"`
	// Cleanups are the device-side rewrites applied to the body.
	Cleanups []Cleanup `json:"cleanups,omitempty"`
	// PrivatizedAtomics are the arrays whose atomic updates each team
	// gathers in a copy of its own (docs/device-code.md).
	PrivatizedAtomics []PrivatizedAtomic `json:"privatized_atomics,omitempty"`
	// NotPrivatized are the other arrays a loop's atomics update, and why.
	NotPrivatized []NotPrivatized `json:"atomics_not_privatized,omitempty"`
	Loop          *Loop           `json:"loop,omitempty"`
	Launch        Launch          `json:"launch"`
	Maps          []Map           `json:"maps"`
	// Mappers and MapBuild: declare mapper expansions (mapper.go).
	Mappers  []MapperUse `json:"mappers,omitempty"`
	MapBuild *MapBuild   `json:"map_build,omitempty"`
}

type Position struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

type Loop struct {
	Index     string `json:"index"`
	IndexType string `json:"index_type"`
	Kind      string `json:"kind"`
	Lower     string `json:"lower"`
	Op        string `json:"op"`
	Upper     string `json:"upper"`
	Step      string `json:"step"`
	Nest      int    `json:"nest"`
	// Levels are the inner loops of a collapsed nest, outermost first.
	Levels []Loop `json:"levels,omitempty"`
}

type Reduction struct {
	Var      string `json:"var"`
	Op       string `json:"op"`
	Type     string `json:"type"`
	Identity string `json:"identity"`
	Param    string `json:"param"`
	// Section is an array reduction's list item as written (the whole
	// array or an array section); Type is then the element type.
	Section string `json:"section,omitempty"`
}

// PrivatizedAtomic is one array of privatized atomic updates: the
// elements [lo, lo+len) of var, of type type.
type PrivatizedAtomic struct {
	Var  string `json:"var"`
	Type string `json:"type"`
	Lo   int64  `json:"lo"`
	Len  int64  `json:"len"`
}

// NotPrivatized is an array whose atomic updates keep global atomics.
type NotPrivatized struct {
	Var    string `json:"var"`
	Reason string `json:"reason"`
}

type Cleanup struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
}

type Launch struct {
	NumTeams      string `json:"num_teams,omitempty"`
	ThreadLimit   string `json:"thread_limit,omitempty"`
	NumThreads    string `json:"num_threads,omitempty"`
	FixedTeams    int    `json:"fixed_teams,omitempty"`
	FixedThreads  int    `json:"fixed_threads,omitempty"`
	ShapeThreads  bool   `json:"shape_threads,omitempty"`
	ThreadCap     int    `json:"thread_cap,omitempty"`
	TeamsFromTrip bool   `json:"teams_from_trip,omitempty"`
}

type Map struct {
	Param     string   `json:"param"`
	Kind      string   `json:"kind"`
	Var       string   `json:"var,omitempty"`
	Text      string   `json:"text"`
	Base      string   `json:"base"`
	Begin     string   `json:"begin"`
	Size      string   `json:"size"`
	Flags     uint64   `json:"flags"`
	FlagNames []string `json:"flag_names"`
	Implicit  bool     `json:"implicit,omitempty"`
}

func Write(w io.Writer, m *Manifest) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(m)
}

func Read(path string) (*Manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

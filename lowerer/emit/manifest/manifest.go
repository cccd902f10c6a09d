// Package manifest defines the manifest of kernel identities a lowering
// produces, and prints it from the plan. Tools that check artifacts
// (omplower verify, the Bazel rules) read it back with Read.
package manifest

import (
	"encoding/json"
	"io"
	"os"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Version is the manifest format version.
const Version = 1

// Manifest describes one lowered translation unit.
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
	// variables (emit/manifest/data.go).
	DataOps []DataOp `json:"data_ops,omitempty"`
	Globals []Global `json:"globals,omitempty"`
	// DeviceFunctions names the declare target functions the device source
	// defines, in its order.
	DeviceFunctions []string `json:"device_functions,omitempty"`
}

// Kernel is one outlined region and every name it is known by.
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
	// Path is how the device walks the region: "grid-stride" for loops,
	// "block" for structured blocks.
	Path string `json:"path"`
	// PathReason says why a loop construct took its path.
	PathReason   string      `json:"path_reason,omitempty"`
	Collapse     int         `json:"collapse,omitempty"`
	Schedule     string      `json:"schedule,omitempty"`
	DistSchedule string      `json:"dist_schedule,omitempty"`
	Reductions   []Reduction `json:"reductions,omitempty"`
	// Cleanups are the device-side rewrites applied to the body.
	Cleanups []Cleanup `json:"cleanups,omitempty"`
	Loop     *Loop     `json:"loop,omitempty"`
	Launch   Launch    `json:"launch"`
	Maps     []Map     `json:"maps"`
	// Mappers and MapBuild: declare mapper expansions (mapper.go).
	Mappers  []MapperUse `json:"mappers,omitempty"`
	MapBuild *MapBuild   `json:"map_build,omitempty"`
}

// Position is a source position.
type Position struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// Loop is the canonical loop model.
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

// Reduction is one reduction item: private copies per lane, one partial
// per team, combined on the host with the original value.
type Reduction struct {
	Var      string `json:"var"`
	Op       string `json:"op"`
	Type     string `json:"type"`
	Identity string `json:"identity"`
	Param    string `json:"param"`
}

// Cleanup is one device-side rewrite of the body.
type Cleanup struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
}

// Launch records how the grid is sized.
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

// Map is one entry of the kernel's map arrays, in parameter order.
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

// FromPlan builds the manifest of p.
func FromPlan(p *plan.Plan, lowerer, deviceSHA string) *Manifest {
	m := &Manifest{Version: Version, Lowerer: lowerer, Source: p.Source, Unit: p.Unit, DeviceSHA256: deviceSHA, DeviceCleanups: p.Cleanups, Kernels: []Kernel{}}
	m.DataOps, m.Globals = dataOps(p)
	for _, f := range p.DeviceFuncs {
		m.DeviceFunctions = append(m.DeviceFunctions, f.Name)
	}
	for _, k := range p.Kernels {
		mk := Kernel{
			Stem: k.Stem, IDSymbol: k.ID, EntrySymbol: k.Entry, EntryName: k.Kernel, DeviceSymbol: k.Kernel,
			Function: k.Function, Ordinal: k.Ordinal,
			Position:  Position{File: k.Pos.File, Line: k.Pos.Line, Column: k.Pos.Col},
			Construct: string(k.Construct), Directive: k.Directive.String(), Path: "block",
			Launch: Launch{
				NumTeams: k.Launch.NumTeams, ThreadLimit: k.Launch.ThreadLimit, NumThreads: k.Launch.NumThreads,
				FixedTeams: k.Launch.FixedTeams, FixedThreads: k.Launch.FixedThreads, ShapeThreads: k.Launch.ShapeThreads,
				ThreadCap: k.Launch.ThreadCap, TeamsFromTrip: k.Launch.TeamsFromTrip,
			},
			Maps: []Map{},
		}
		if l := k.Loop; l != nil {
			mk.Path = "grid-stride"
			mk.Loop = &Loop{Index: l.Index, IndexType: l.IndexType, Kind: string(l.Kind), Lower: l.Lower, Op: l.Op, Upper: l.Upper, Step: l.Step, Nest: l.Nest}
		}
		loopPlan(&mk, k)
		mk.Mappers, mk.MapBuild = mapperUses(k.Mappers), mapBuild(k.Build)
		for _, a := range k.Args {
			mk.Maps = append(mk.Maps, mapOf(a))
		}
		m.Kernels = append(m.Kernels, mk)
	}
	return m
}

// Write prints m as indented JSON.
func Write(w io.Writer, m *Manifest) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(m)
}

// Read loads a manifest file.
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

// loopPlan records a loop construct's path, nest, schedules, reductions
// and cleanups.
func loopPlan(mk *Kernel, k *plan.Kernel) {
	lp := k.LoopPlan
	if lp == nil {
		return
	}
	mk.Path, mk.PathReason = string(lp.Path), lp.Why
	mk.Schedule, mk.DistSchedule = lp.Schedule, lp.DistSchedule
	if n := lp.Nest.Depth(); n > 1 {
		mk.Collapse = n
		for _, l := range lp.Nest.Levels[1:] {
			mk.Loop.Levels = append(mk.Loop.Levels, Loop{Index: l.Index, IndexType: l.IndexType, Kind: string(l.Kind), Lower: l.Lower, Op: l.Op, Upper: l.Upper, Step: l.Step, Nest: l.Nest})
		}
	}
	for _, r := range k.Reductions {
		mk.Reductions = append(mk.Reductions, Reduction{Var: r.Var, Op: r.Op, Type: r.Type, Identity: r.Identity, Param: r.Param})
	}
	for _, c := range k.Cleanups {
		mk.Cleanups = append(mk.Cleanups, Cleanup{Kind: c.Kind, Detail: c.Detail})
	}
}

// mapOf records one map-array entry (a kernel parameter or a data
// directive's entry; the latter has no Param).
func mapOf(a *plan.Arg) Map {
	names := a.Flags.Names()
	if names == nil {
		names = []string{}
	}
	return Map{Param: a.Param, Kind: string(a.Kind), Var: a.Var, Text: a.Text, Base: a.Base, Begin: a.Begin, Size: a.Size,
		Flags: uint64(a.Flags), FlagNames: names, Implicit: a.Implicit}
}

// Package plan is the lowering plan: the single source of truth that the
// analysis builds and every emitter (host, device, registration, manifest)
// only prints. Every name and expression the outputs contain is decided
// here.
package plan

import (
	"fmt"
	"strconv"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

// Plan is the lowering of one translation unit.
type Plan struct {
	Source string // the input's name (frontend.Options.SourceName)
	Unit   string // unit name used in kernel stems
	// Lines are the input's #line directives; the host output's own
	// #line directives give the logical lines they define (LineDirective).
	Lines   []LineMark
	Kernels []*Kernel
	// DeviceTypedefs are typedef declarations the device code needs, in
	// dependency order, e.g. "typedef double real_t;".
	DeviceTypedefs []string
	// DeviceRecords are the struct/union forward declarations and
	// definitions (with host-layout static_asserts) the device code
	// needs, in dependency order; they come before DeviceTypedefs.
	DeviceRecords []string
	// DeviceRenames are the program's names that the device source
	// spells naming.HeaderPrefix + name (naming.HeaderClash), sorted.
	DeviceRenames []string
	// Globals are the declare target variables, in source order.
	Globals []*Global
	// DeviceFuncs are the declare target functions, in dependency order
	// (callees first); the device source declares them all before
	// defining any, so mutual recursion compiles.
	DeviceFuncs []*DeviceFunc
	// UDRs are the declare reduction directives the device code uses,
	// one per type; the device source defines them after DeviceFuncs,
	// whose functions their combiners may call.
	UDRs []*UDR
	// Indirect, when the unit has declare target indirect functions, is
	// how device code translates the function pointers it calls.
	Indirect *Indirect
	// DataOps are the data-mapping directives, in source order.
	DataOps []*DataOp
	// Splices replace source ranges of the host text, in source order.
	Splices []*Splice
	// Cleanups is the device cleanup setting the plan was made with
	// (with CleanupsNone no kernel has Cleanups).
	Cleanups CleanupSetting
	// OpenMP is the value of _OPENMP the lowerer preprocessed the input
	// with; the host output defines it too, so the host compile takes the
	// same conditional branches whatever its compiler defines.
	OpenMP string
	// Requires are the requirement flags of the unit's requires
	// directives that libomptarget takes (OMP_REQ_*, docs/data-mapping.md).
	Requires int64
	// RuntimeState: the unit's device code calls a device routine that
	// reads the execution state (level, thread limit), so every kernel
	// sets it (docs/device-runtime.md).
	RuntimeState bool
}

// CleanupSetting selects the device-side cleanups of a lowering.
type CleanupSetting string

// The cleanup settings. The zero value means CleanupsAll.
const (
	CleanupsAll  CleanupSetting = "all"
	CleanupsNone CleanupSetting = "none"
)

// ParseCleanupSetting validates a setting where it enters the lowerer
// (the command line); everything after it takes the typed value.
func ParseCleanupSetting(s string) (CleanupSetting, error) {
	switch c := CleanupSetting(s); c {
	case CleanupsAll, CleanupsNone:
		return c, nil
	}
	return "", fmt.Errorf("unknown device cleanup setting %q: use %s or %s", s, CleanupsAll, CleanupsNone)
}

// Kernel is one outlined target region.
type Kernel struct {
	naming.Names
	Pos       diag.Pos // the directive
	Function  string
	Ordinal   int
	Directive *directive.Directive
	Construct directive.Kind

	If     string // host expression, "" when absent
	Device string // host expression, "" for the default device
	// Nowait and Depends make the launch a target task (docs/data-mapping.md).
	Nowait  bool
	Depends []Depend
	// Indirect, when set, is the unit's table of the host addresses of
	// its declare target indirect functions (Plan.Indirect), which the
	// launch copies to the device first.
	Indirect string

	Launch Launch

	// Level is the nesting level of the region's code (1 when the
	// construct has a parallel region; a generic region's code is at 0,
	// its nested loops at 1), ThreadLimit the thread_limit clause's value
	// when it is an integer constant, else 0 (docs/device-runtime.md).
	Level       int
	ThreadLimit int

	Args   []*Arg       // kernel parameters, in order
	Locals []string     // device declarations of private copies
	Loop   *loops.Model // nil for a structured block
	// Iteration is how the device loop walks the iteration space; empty
	// for a structured block.
	Iteration Iteration
	// Body is the device text of the region (the loop body for loop
	// constructs), already rewritten for device compilation.
	Body string
	// Where is the region's "file:line:col" for runtime messages.
	Where string

	// LoopPlan is the nest, path and chunks of a loop construct (nil for a
	// structured block); Reductions its reduction items; Cleanups the
	// device rewrites applied to Body.
	LoopPlan   *LoopPlan
	Reductions []*Reduction
	Cleanups   []Cleanup

	// FallbackPrivate are the region's private and firstprivate
	// variables: the host fallback runs on copies of them, as the device
	// does, so the host's variables keep their values.
	FallbackPrivate []FallbackVar

	// Build is set when a mapper expands an array section (mapper.go):
	// the host then builds the map arrays at run time from it instead
	// of Args (whose parameters the device still uses); Mappers record
	// every mapper expansion for the manifest.
	Build   *MapBuild
	Mappers []*MapperUse

	// Generic is set, instead of Body, for a target region with code
	// beside nested parallel loops, and for a parallel region of code
	// with worksharing loops.
	Generic *Generic
	// TeamThreads: the region's threads must meet at barriers, so the
	// host-plugin build runs each team's threads as real threads
	// (OMP_DEV_TEAM_BEGIN) instead of one after another.
	TeamThreads bool

	// Privatized are the arrays whose atomic updates each team gathers
	// in a copy of its own before adding it to the array
	// (docs/device-code.md#privatized-atomic-updates); only loop kernels
	// every thread runs to the end have them.
	Privatized []*PrivArray
	// NotPrivatized are the other arrays a loop kernel's atomics update,
	// and why each keeps the plain atomics.
	NotPrivatized []NotPrivatized
}

// NotPrivatized is an array whose atomic updates are not privatized.
type NotPrivatized struct {
	Var, Reason string
}

// PrivArray is a mapped integer array (or pointer section) that a loop
// kernel updates only with atomic x += e and x -= e: each team adds into
// its copy Copy of the Len elements from element Lo of Var, and adds the
// copy's nonzero elements to the array at the end.
type PrivArray struct {
	Var  string // the array or pointer as the kernel's code names it
	Type string // the element type
	Lo   int64
	Len  int64
	// Copy and Base are the device names of the team's copy and of the
	// address of element Lo; Offset is the copy's byte offset in the
	// host plugin's team record.
	Copy, Base string
	Offset     int64
}

// PrivBytes bounds the team copies of one kernel's privatized arrays
// (bytes of shared memory per block; the host plugin's team record
// holds as much, OMP_DEV_PRIV_BYTES).
const PrivBytes = 8192

// Launch is how the host sizes the grid.
type Launch struct {
	NumTeams    string // num_teams clause, "" when absent
	ThreadLimit string // thread_limit clause
	NumThreads  string // num_threads clause
	// Teams/Threads are the construct's fixed sizes when it has no
	// choice (e.g. 1 thread per team without a parallel region); 0 when
	// the grid is shaped.
	FixedTeams, FixedThreads int
	// ShapeThreads: threads follow the trip count (the host-device launch handshake, docs/loops.md),
	// capped by ThreadCap (0: DefaultThreads).
	ShapeThreads bool
	ThreadCap    int
	// TeamsFromTrip: teams = ceil(trip / threads) unless num_teams.
	TeamsFromTrip bool
	// Indirect: the loop body subscripts an array with a value loaded
	// from memory (a gather or scatter); see TripTeamsCap.
	Indirect bool
	// ParallelIf is the if clause of the parallel level: when false,
	// each team has one thread.
	ParallelIf string
}

// DefaultThreads is the block size used when neither the program nor the
// trip count says otherwise.
const DefaultThreads = 256

// MaxThreads is the largest block the CUDA plugin launches.
const MaxThreads = 1024

// ReductionTeams caps the teams a loop with reductions gets from its trip
// count: each lane then folds several iterations into its private copy
// before the team combine, so the combine and the partials (one per team,
// copied back and folded by the host) cost less. 4096 teams keep every
// multiprocessor of current GPUs busy several times over (measured on an
// H100: the dot product 105 -> 90 us). num_teams as written is not capped.
const ReductionTeams = 4096

// IndirectTeams caps the teams of a loop with indirect subscripts
// (y[i] = x[idx[i]]): with several iterations per lane, the independent
// dependent loads of consecutive iterations overlap (measured on an H100,
// the gather kernel: 4224 teams 90.8 us against 109.2 us at one iteration
// per lane; stream kernels lose with the same cap, so it is not the
// default).
const IndirectTeams = 4096

// PrivTeams caps the teams of a loop with privatized atomic updates:
// each team adds its copies to the arrays with one global atomic per
// element, so fewer teams mean fewer atomics on the same few addresses.
// 1024 teams of 256 threads are about one wave on an H100 (132
// multiprocessors of 8 such blocks, the hand CUDA histogram's 1056
// blocks); not measured yet.
const PrivTeams = 1024

// TripTeamsCap is the most teams the kernel gets from its trip count (0:
// no cap): loops with reductions, privatized atomic updates or indirect
// subscripts fold several iterations per lane.
func (k *Kernel) TripTeamsCap() int {
	switch {
	case len(k.Privatized) > 0:
		return PrivTeams
	case len(k.Reductions) > 0:
		return ReductionTeams
	case k.Launch.Indirect:
		return IndirectTeams
	}
	return 0
}

// ArgKind says how one kernel parameter travels.
type ArgKind string

// Kinds of kernel parameters.
const (
	ArgGeometry ArgKind = "geometry"          // teams or threads, literal
	ArgLiteral  ArgKind = "literal"           // firstprivate scalar in a 64-bit slot
	ArgByRef    ArgKind = "byref"             // mapped scalar: device address
	ArgArray    ArgKind = "array"             // mapped array (whole or section)
	ArgPointer  ArgKind = "pointer"           // pointer: section or zero-length
	ArgPrivate  ArgKind = "firstprivate-copy" // firstprivate too large for a slot
)

// Arg is one kernel parameter and its map entry.
type Arg struct {
	Kind  ArgKind
	Var   string // the C variable, "" for geometry
	Param string // the device parameter name; "" for a map entry that is no kernel parameter (struct members)
	// Host expressions for the map arrays.
	Base, Begin, Size string
	Flags             mapping.Flags
	// Literal: the host packs Var's bytes into the 64-bit variable Slot.
	Literal bool
	Slot    string
	// SlotValue, when set, is the host expression whose value the slot
	// holds instead of Var's bytes (the extents of variable-length arrays).
	SlotValue string
	// DeviceDecl is the kernel-prologue declaration that rebinds Var
	// from Param, e.g. "double (&a)[100] = *(double (*)[100])__omp_arg2;".
	DeviceDecl string
	// DeviceCopy: the kernel works on its own copy of Var (a firstprivate
	// array in local or shared memory), not on the storage Param points
	// to: global-memory loads (__ldg) must not read it.
	DeviceCopy bool
	Text       string // the clause item or variable, for manifests
	Implicit   bool
	// Dims describe a non-contiguous target update entry: Begin then
	// names the descriptor array DimsVar and Size is the dimension count.
	Dims    []Dim
	DimsVar string
}

// FallbackVar is a variable the host fallback of a region shadows with a
// copy: initialized from the host's variable (firstprivate) or not
// (private); arrays are copied with memcpy.
type FallbackVar struct {
	Name  string
	Init  bool
	Array bool
}

// Iteration is the device-side loop walk: the global lane and lane count
// for the construct.
type Iteration struct {
	Lane, Lanes string
	// Thread is the thread's number in the static-chunked walk of a
	// team's chunks; "" for threadIdx.x.
	Thread string
	// Counter is the macro that declares the team's counter of a
	// dynamic schedule; OMP_DEV_TEAM_COUNTER when empty.
	Counter string
	// Sync makes the team's threads meet where a doacross loop's state
	// is set up; OMP_DEV_TEAM_SYNC() when empty.
	Sync string
	// Team and Teams are the team's number and the number of teams
	// among which the team chunks are dealt (the static-chunked and
	// dynamic walks); "" for blockIdx.x and gridDim.x.
	Team, Teams string
}

// Splice replaces Src[Start:End] of the host text.
type Splice struct {
	Start, End int
	Kernel     *Kernel
	// Data is set instead of Kernel for a data-mapping directive;
	// DataClose marks the splice that ends a target data block.
	Data      *DataOp
	DataClose bool
	// Fallback is the region's original statement text, run on the host
	// when the region is not offloaded; FallbackLine is its first line.
	Fallback     string
	FallbackLine int
	// FallbackParallel, when set, is the parallel directive Fallback
	// runs in: the target construct has a parallel leaf, whose region
	// OpenMP keeps when the target region runs on the host. For target
	// parallel it is that construct's parallel with its clauses (every
	// thread runs the region); for a parallel loop construct the host's
	// `parallel for` with its clauses, which governs the loop itself
	// (FallbackLoop); else one thread runs the loop in a parallel region
	// of one thread (omp_get_level() is 1).
	FallbackParallel string
	// FallbackLoop: FallbackParallel is a loop construct, followed by
	// the loop with no block around it.
	FallbackLoop bool
	// FallbackDecls, printed before FallbackParallel, declare the bounds
	// and trip counts of a FallbackLoop run over normalized counters.
	FallbackDecls string
	// FallbackThreadLimit, when set, is the thread_limit clause of the
	// target construct (or of its combined teams or parallel leaf): the
	// fallback then runs in an undeferred task whose thread-limit-var it
	// sets to that value, as the target task's is (OpenMP 5.1), so that
	// the setting ends with the region.
	FallbackThreadLimit string
	// ResumeLine is the line on which the original text resumes after
	// the replaced range.
	ResumeLine int
	// Comment, set instead of Kernel and Data, replaces a directive that
	// is fully lowered elsewhere (declare mapper) with a C comment.
	Comment string
	// Blank, set instead of Kernel, Data and Comment, removes a directive
	// the compiled host code must not see (declare target: the device
	// source implements it, and gcc's -fopenmp would act on it or reject
	// it); Newlines line breaks take its place, so the lines after it
	// keep their numbers.
	Blank    bool
	Newlines int
	// Keep, with Blank, is a directive printed in the directive's place
	// for the host compiler (the part of a requires directive it must see).
	Keep string
	// Expansion, set instead of Kernel, Data and Comment, replaces macro
	// uses that produce target regions (or part of one), or standalone
	// data directives beside other code, with their expansion, printed
	// from the parsed tokens, in which each region is its launch splice
	// (Fallback is then the region's expanded text) and each data
	// directive its call block.
	Expansion []Piece
}

// Piece is one part of an Expansion: expanded text, or a region (or
// data directive).
type Piece struct {
	Text   string
	Region *Splice
}

// Host-side names of a launch block's grid sizes.
const (
	HostTeams   = "__omp_teams"
	HostThreads = "__omp_threads"
	HostTrip    = "__omp_trip"
	// HostThreadLimit holds the value of a thread_limit clause that is
	// not an integer constant, evaluated once where the region launches.
	HostThreadLimit = "__omp_tlv"
)

// MaxShared bounds the shared storage of a generic region's variables:
// a block's static shared memory is 48 KiB, and the reductions' trees
// take some of it.
const MaxShared = 40 << 10

// LaunchThreadLimit reports whether the kernel learns its thread_limit
// clause's value from the launch: the clause is not an integer
// constant, so the host puts the value in bits 32-62 of the kernel's
// teams parameter (docs/device-runtime.md).
func (k *Kernel) LaunchThreadLimit() bool {
	return k.ThreadLimit == 0 && k.Launch.ThreadLimit != ""
}

// LiteralSlot is the map-array value of a literal held in variable slot.
func LiteralSlot(slot string) string { return "(void *)(__UINTPTR_TYPE__)" + slot }

// DeviceFunc is one declare target function as the device source defines
// it: a static __device__ function (a plain static function in the
// host-plugin build).
type DeviceFunc struct {
	Name  string
	Proto string // "static __device__ int f(int x)", without ';'
	Body  string // the compound statement, rendered like a region body
}

// Indirect is the translation of function pointers in a unit with
// declare target indirect functions (docs/data-mapping.md): Table, a
// declare target variable (one of Globals), holds the host addresses of
// Funcs, which the host copies to the device before each launch; the
// device source pairs them with the device addresses of Funcs and knows
// the device addresses of all of DeviceFuncs and of Taken, the functions
// the unit does not define whose addresses device code takes (each an
// expression, its name cast to its pointer type: "(double (*)(double))sqrt").
type Indirect struct {
	Table       string
	Funcs       []string
	DeviceFuncs []string
	Taken       []string
}

// LineMark is one #line directive of the input: from physical line Phys
// on, the text is line Line of File.
type LineMark struct {
	Phys, Line int
	File       string
}

// LineDirective is the #line directive (without newline) that makes the
// next line read as physical line phys of the input.
func (p *Plan) LineDirective(phys int) string {
	line, file := phys, p.Source
	for k := len(p.Lines) - 1; k >= 0; k-- {
		if m := p.Lines[k]; m.Phys <= phys {
			line, file = m.Line+phys-m.Phys, m.File
			break
		}
	}
	return fmt.Sprintf("#line %d %s", line, strconv.Quote(file))
}

// Generic is the body of a target region with code beside nested
// parallel loops (docs/generic.md): one team runs it, thread 0 the code
// outside the loops and every thread its share of each loop. Pieces are
// printed in order; Text pieces hold the code outside the loops, already
// rewritten (thread-0 guards, shared storage, uniform conditions), and
// may open braces that a later piece closes. The Text of a parallel
// region of code (a target parallel region, or a parallel construct of
// code in a generic region) is as written: every thread runs it, and its
// loops are Worksharing.
type Generic struct {
	Pieces []GenericPiece
	// Teams: a teams region, which every team runs.
	Teams bool
}

// GenericPiece is either Text, a nested parallel loop, or the start or
// end of a parallel block of several loops (Block: +1 opens, -1 closes),
// inside which the code between the loops runs at the loops' level.
type GenericPiece struct {
	Text  string
	Loop  *ParallelLoop
	Block int
}

// Snapshot is the team's copy of a variable's value before a loop
// (ParallelLoop.Snapshots): Decl declares it, Set assigns it.
type Snapshot struct{ Decl, Set string }

// ParallelLoop is one worksharing loop nested in a generic region.
type ParallelLoop struct {
	Directive *directive.Directive
	LoopPlan  *LoopPlan
	Iteration Iteration
	// Threads: the team size of a nested parallel loop of a generic
	// region whose parallel constructs ask for different sizes (the
	// device spelling of its num_threads), "" when it runs on the
	// kernel's whole team (docs/generic.md#team-sizes).
	Threads string
	// Reductions: Device names the reference to the variable the loop
	// reduces into, bound before the private copies shadow it.
	Reductions []*Reduction
	// Outer are declarations bound before the thread's private copies
	// (references to the originals of firstprivate items); Private the
	// private copies.
	Outer, Private []string
	// CondSlots are the slots of the loop's lastprivate(conditional:)
	// items (LastItem.Slot), team-shared and zeroed by thread 0 before
	// the team enters the loop.
	CondSlots []string
	// Snapshots are the team-shared copies of the items that are both
	// firstprivate and lastprivate: thread 0 sets each (Set) before the
	// team enters the loop, and the lanes' copies start from it, so the
	// lane of the last iteration may write the original while other
	// lanes have yet to start (a lane reading the original could see
	// that value instead of the one before the loop).
	Snapshots []Snapshot
	Body      string
	// If is the condition of the loop's if clause ("" for none): when
	// it is false the parallel region is inactive and thread 0 alone
	// runs every iteration.
	If string
	// OneBody is Body with its labels renamed, for the walk thread 0
	// runs alone when If is false ("" when the body has no label).
	OneBody string
	// InBlock: the loop stands in a parallel block, whose pieces set the
	// level around all of its loops.
	InBlock bool
	// Teams: the region is a teams region; the loop's reductions fold
	// into variables other teams may fold into too (atomically).
	// Master: a distribute loop with no parallel level, whose team's
	// share thread 0 runs.
	Teams, Master bool
	// Pieces, instead of Body, is the body of a distribute loop that
	// holds parallel loops: every thread walks the team's iterations and
	// runs the pieces as a generic region's.
	Pieces []GenericPiece
	// Worksharing: the loop is a worksharing loop of the team that runs
	// the code around it (a parallel region of code): no barrier before
	// it, one after it unless Nowait.
	Worksharing, Nowait bool
}

// GenericTeams is the number of teams of a generic teams region without
// num_teams.
const GenericTeams = 64

package plan

import (
	"fmt"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// Path is how the device walks a loop construct's iteration space.
type Path string

// The two device paths of a loop construct.
const (
	// PathGridStride: lane l runs iterations l, l+lanes, l+2*lanes, ...
	PathGridStride Path = "grid-stride"
	// PathStaticChunked: iterations are dealt out in chunks (the REX-style
	// XOMP static scheduler): each team takes team chunks round-robin and
	// within one each thread takes thread chunks round-robin.
	PathStaticChunked Path = "static-chunked"
	// PathDynamic: schedule(dynamic) or schedule(guided): the threads of
	// each team take chunks of its team chunks from a counter of the
	// team's (an atomic increment or compare-and-swap), in the order
	// they ask for them.
	PathDynamic Path = "dynamic"
)

// Kernel parameters of reductions: a reduction's partials buffer, the
// reduction variable itself (mapped tofrom, so a variable already present
// on the device is reduced there), and the kernel's count of finished
// teams.
const (
	ArgReduction     ArgKind = "reduction"
	ArgReductionVar  ArgKind = "reduction-var"
	ArgReductionDone ArgKind = "reduction-done"
	// ArgReductionLanes: the private copies of an array reduction whose
	// size is known only at the launch, one slice per lane (allocated on
	// the device, never copied).
	ArgReductionLanes ArgKind = "reduction-lanes"
)

// Kernel parameters of lastprivate and linear items: the variable's
// device copy (what the original list item's value is assigned to), and
// for linear the slot the lane of the last iteration leaves its value in.
const (
	ArgLastVar     ArgKind = "lastprivate-var"
	ArgLinearFinal ArgKind = "linear-final"
	// ArgLastCond: a lastprivate(conditional:) item's slot, three zeroed
	// words (LastItem.Slot).
	ArgLastCond ArgKind = "lastprivate-conditional"
)

// TempArg reports a kernel parameter whose host storage is the launch
// block's own (reduction partials and teams count, a linear item's last
// value slot): only sent to the device, never back, so a nowait launch
// sends a copy taken at the construct.
func TempArg(a *Arg) bool {
	return a.Kind == ArgReduction || a.Kind == ArgReductionDone || a.Kind == ArgLinearFinal || a.Kind == ArgLastCond
}

// MaxReductionLanes is the most bytes the launch gives the lanes' private
// copies of one array reduction whose size is known only then
// (ReductionArray.Lanes): it runs fewer teams to stay below, and fails
// when one team's copies need more.
const MaxReductionLanes = 256 << 20

// ReductionDone is the name, on the host and in the kernel, of the count
// of teams that have left their partials; the last one combines them.
const ReductionDone = "__omp_reddone"

// LoopPlan is everything about a loop construct's iteration that the
// analysis decided: the nest (one model shared by host and device), the
// path and its chunk expressions.
type LoopPlan struct {
	Nest *loops.Nest
	Path Path
	// Ordered: the loop has the ordered clause; its ordered region runs
	// in iteration order, each iteration waiting for the team's ticket
	// (__omp_ord) to reach its number.
	Ordered bool
	// OrderedThreads: the ordered loop's static chunks are dealt to the
	// threads in turn, so a walk of one thread after another would meet
	// the iterations out of order: the team's threads must run at once
	// (on the host plugin, one real thread each).
	OrderedThreads bool
	// Doacross is the nest of an ordered(n) doacross loop: its n loops,
	// the first Nest.Depth() of them shared out, the others run in order
	// inside each shared iteration; nil without ordered(n). Its ordered
	// constructs post and wait for iterations of it (docs/tasks.md).
	Doacross *loops.Nest
	// DoacrossRing: the schedule (dynamic or guided) does not tell which
	// thread runs an iteration, so each shared iteration's progress is
	// kept in a ring of the shared iterations, which a thread claims
	// when it starts one (__omp_doacross_begin) instead of in a counter
	// per thread.
	DoacrossRing bool
	// Why says why the path was chosen, for the manifest.
	Why string
	// HostTrip is the host's expression of the trip count; Overflow, when
	// true, means HostTrip saturates (a collapsed nest) and the launch
	// block must refuse a trip count of 2^64-1.
	HostTrip string
	Overflow bool
	// GuardStride: the lane stride could wrap past 2^64 (the trip count is
	// not provably below 2^63), so the walk advances with __omp_next.
	GuardStride bool
	// LevelCounters: the collapsed nest's walk keeps 32-bit level counters
	// (one division per level where a walk starts, carries per step)
	// instead of dividing per iteration (docs/loops.md#collapsen).
	LevelCounters bool
	// Narrow: a chunked or dynamic walk of a collapsed nest is printed
	// twice under one test of __omp_cf (the collapsed trip count is at
	// most 2^31, the same for every lane): the first copy recovers the
	// level indices without a 64-bit division (the level counters, or
	// 32-bit divisions), the second, for larger nests, divides as the
	// walk does without it (docs/loops.md#collapsen).
	Narrow bool
	// Chunked path: device expressions of the team chunk and the thread
	// chunk; they may use __omp_trip, __omp_tlo and __omp_thi.
	TeamChunk, ThreadChunk string
	// LaneChunks: the team chunk is one thread chunk per thread, so lane
	// l = team*threads + thread takes chunks l, l+lanes, ... of
	// ThreadChunk iterations; the device walks that directly (the same
	// iterations as the two-level walk, with one loop less).
	LaneChunks bool
	// Balanced: each thread takes one block of its team chunk, split as
	// clang's static schedule without a chunk splits it (libomp's and
	// the device runtime's): of n iterations and T threads the first
	// n % T take n/T + 1, the others n/T (ThreadChunk is not used).
	Balanced bool
	// TeamBalanced: each team takes one block of the iterations, split as
	// clang's dist_schedule(static) without a chunk splits them (libomp's
	// and the device runtime's): of n iterations and T teams the first
	// n % T teams take n/T + 1, the others n/T (TeamChunk is not used).
	TeamBalanced bool
	// GPUOneAtATime: Balanced stands for the default schedule (no
	// schedule clause), which is the implementation's: a GPU deals the
	// iterations to the threads one at a time instead, as clang does on
	// a GPU (static chunks of 1), so a warp's lanes touch neighbouring
	// elements; the host-plugin image keeps the blocks clang's host
	// offloading gives (docs/generic.md#schedules).
	GPUOneAtATime bool
	// HostDecls are host declarations the launch block prints before the
	// map arrays (chunk sizes evaluated on the host).
	HostDecls []string
	// Guided: on PathDynamic, chunks shrink with the iterations left
	// (schedule(guided)); otherwise all have the chunk size.
	Guided bool
	// Last are the lastprivate and linear items.
	Last []*LastItem
	// Schedule and DistSchedule as written ("" when absent), for the
	// manifest.
	Schedule, DistSchedule string
	// Unroll are the sequential loops of the body that get an unroll
	// hint (kernelplan.Unroll, docs/device-code.md#unroll-hints), in
	// source order.
	Unroll []UnrollHint
}

// UnrollHint marks one sequential loop of a kernel's body for nvcc to
// unroll Count times.
type UnrollHint struct {
	// Seq is the token sequence number of the loop's 'for'.
	Seq   int
	Count int
}

// Text is the hint as the device source spells it before the loop: a
// macro of the device header that only nvcc's device pass expands.
func (h UnrollHint) Text() string { return fmt.Sprintf("OMP_DEV_UNROLL(%d)", h.Count) }

// Reduction is one reduction list item of a loop construct.
type Reduction struct {
	Pos  diag.Pos
	Var  string
	Op   string // as written: + * - & | ^ && || min max
	Type string // device spelling of the variable's type
	// Identity is the C expression of the operator's identity for Type.
	Identity string
	// HostIdentity is the identity as host C spells it, where it is not
	// Identity (a complex type's).
	HostIdentity string
	// Functor is the device functor type (__omp_redop_add, ...).
	Functor string
	// Buffer is the host variable holding the partials; Param the kernel
	// parameter that carries it; Partials the device variable.
	Buffer, Param, Partials string
	// Device is the kernel's pointer to the variable's device copy, the
	// one the partials are combined into (for an array, to the first
	// element of its section).
	Device string
	// Array is set for a reduction over an array or an array section;
	// Type is then the element type.
	Array *ReductionArray
	// UDR is set for a reduction a declare reduction directive defines:
	// Functor is then its combiner and Identity a call of its
	// initializer, both device code only.
	UDR *UDR
}

// InitFrom sets the identity of a reduction a declare reduction defines
// whose initializer reads omp_orig: orig is the device expression of the
// original variable where the private copies are made.
func (r *Reduction) InitFrom(orig string) {
	if r.UDR != nil && r.UDR.Orig {
		r.Identity = r.UDR.Init + "(" + orig + ")"
	}
}

// UDR is a declare reduction directive as one type of its type-list
// reaches the device: a functor type whose operator() runs the combiner
// on omp_out and omp_in and returns omp_out, and a function that returns
// omp_priv as the initializer sets it (zero bits without one).
type UDR struct {
	ID       string
	Functor  string
	Init     string
	TypeName string // the type as written in the type-list
	Size     int64  // the type's size in bytes
	// Orig: the initializer reads omp_orig, the original variable,
	// which Init then takes (written at OrigPos).
	Orig    bool
	OrigPos diag.Pos
	// Def is the device definition of both.
	Def string
}

// ReductionArray is the array part of a reduction over an array or an
// array section (OpenMP 5.2 §5.5.8): each lane has a private copy of
// elements [Lower, Lower+Len) of the array, each initialised to the
// identity, and each element is combined on its own, as a scalar is.
// The partials buffer holds Len partials per team, element e's at
// e * teams + team.
type ReductionArray struct {
	// Dim is the array's declared element count; for a section of a
	// pointer's pointee (Pointer), 0.
	Dim     int64
	Pointer bool
	// Lower and Len are the section's bounds as device expressions: a
	// constant, or a kernel parameter holding the host's value.
	Lower, Len string
	// HostLower and HostLen are the host's expressions of the bounds.
	HostLower, HostLen string
	// Private names the lane's storage of Storage elements from element
	// 0: up to the section's end when both bounds are constants, else
	// Dim. The variable's name is a reference to an array of Dim
	// elements over that storage (a pointer to it for a Pointer), so the
	// body indexes it as written; no pointer ever points outside the
	// storage.
	Private string
	Storage int64
	// Check: the bounds are not both constants; the launch checks that
	// the section lies in the array.
	Check bool
	// Lanes, for a copy too big for a lane's local memory or a section of
	// a pointer whose bounds are not constants, names the buffer of every lane's private copy (host and kernel):
	// teams * threads * Len + Lower elements, lane l's view starting at
	// l * Len, so that its elements Lower .. Lower+Len-1 are its own.
	// Private is then a pointer to the lane's view, Storage 0; the host
	// holds the buffer's size in bytes in LanesBytes.
	Lanes, LanesBytes string
	// Heap, for a section with bounds that are not constants of a
	// pointer's pointee (or a one-dimensional variable-length array,
	// whole or by a section) on a loop nested in a generic region: each
	// lane takes its copy of Lower + Len elements from the device heap
	// where the loop begins, Lower and Len then being device expressions
	// of the region's variables (the code beside the loop may change
	// them, so the host cannot size a buffer at the launch), and frees it
	// after its fold. An array of fixed size too big for a lane's local
	// memory there takes its Storage (Dim) elements from the heap.
	Heap bool
	// Section is the list item as written, for the manifest.
	Section string
	// Shape, for an array of arrays, is its declarator's bounds
	// ("[4][3]"): the reduction treats its elements as one array of Dim
	// elements in row-major order (Lower, Len and Storage count them),
	// and Sub ("[0]" for each inner bound) reaches the first element of
	// a row. Both are empty for a one-dimensional array or a pointee.
	Shape, Sub string
	// ViewExts, for a variable-length array of several dimensions, are
	// the host expressions of its extents, outermost first: the body
	// sees the lane's copy (a Pointer's, from element 0) as a view with
	// these extents, which the kernel receives as ViewDevExts.
	ViewExts, ViewDevExts []string
	// HostChecks are conditions the launch requires, each with the
	// message of its failure (the inner sections of a variable-length
	// array take whole rows).
	HostChecks []HostCheck
}

// HostCheck is a condition a launch requires and the message of its
// failure.
type HostCheck struct{ Cond, Msg string }

// Extents is the bounds of the body's view of the private copy.
func (a *ReductionArray) Extents() string {
	if a.Shape != "" {
		return a.Shape
	}
	return fmt.Sprintf("[%d]", a.Dim)
}

// ElemAddr is the C expression of the address of element index (in
// row-major order over every dimension) of the array or pointee v.
func (a *ReductionArray) ElemAddr(v, index string) string {
	if a.Sub == "" {
		return "&" + v + "[" + index + "]"
	}
	return "(&" + v + "[0]" + a.Sub + " + (" + index + "))"
}

// Elem is the C expression of v's first element.
func (a *ReductionArray) Elem(v string) string {
	return v + "[0]" + a.Sub
}

// PrivateIndex is the C expression of the index in Private of element
// Lower + e of the section (e a C expression).
func (a *ReductionArray) PrivateIndex(e string) string {
	return "(" + a.Lower + ") + " + e
}

// LastItem is a lastprivate or linear list item of a loop construct: each
// lane has a private copy, and the lane that runs the sequentially last
// iteration assigns its value to the variable's device copy.
type LastItem struct {
	Pos diag.Pos
	Var string
	// Type is the device spelling of the variable's type.
	Type string
	// Device is the kernel's pointer to the variable's device copy.
	Device string
	// Level >= 0: the item is the loop variable of that level of the nest;
	// its value after the loop is the one a sequential run leaves
	// (lower bound + trip count * step), and the lane has no copy of its
	// own beside the index.
	Level int
	// Linear: at logical iteration iv the copy is Start + iv * Step.
	// Start is read from the device copy by every lane, so the last
	// iteration's value goes to the slot Final, which the last team to
	// finish copies into the device copy (after every lane has read it).
	Linear             bool
	Start, Step, Final string
	// First: the item is firstprivate too. The lane's copy starts as
	// Start, the device copy's value, and, as for Linear, the last
	// iteration's value goes to Final, which the last team to finish
	// copies into the device copy.
	First bool
	// From: the item is firstprivate too, in a loop of a generic region;
	// the lane's copy starts as From, the team's snapshot of the value
	// before the loop (ParallelLoop.Snapshots), and the last iteration's
	// value goes to Device as for other items.
	From string
	// Conditional: lastprivate(conditional:). Each assignment of the
	// lane's copy in the body sets Iter, the lane's greatest logical
	// iteration that assigned it plus one (0: none), to the iteration's;
	// after its walk a lane with Iter > 0 stores its copy's value into the
	// device copy unless the slot Slot (three words, zeroed per launch:
	// unused, a lock, the iteration of the value stored) names a later
	// one. No assignment at all leaves the device copy as it was.
	Conditional bool
	Iter, Slot  string
	// Team: the copy is the team's, in its shared storage, and thread 0
	// writes it back (a distribute loop whose every thread walks the
	// team's iterations and whose body is code of the region).
	Team bool
	// Array: the item is an array (of scalar, struct or union elements).
	// Decl declares the lane's copy, Device is an untyped pointer to the
	// variable's device copy, and the lane of the sequentially last
	// iteration copies its whole array there (with First: to Final, an
	// untyped pointer too).
	Array bool
	Decl  string
	// Bytes, for a variable-length array, is the device expression of
	// its size in bytes (sizeof of the lane's copy, a pointer, would not
	// be); Decl then points the lane's copy into the launch's buffer.
	Bytes string
}

// Size is the device expression of the size in bytes of lastprivate
// array item li.
func (li *LastItem) Size() string {
	if li.Bytes != "" {
		return "(size_t)" + li.Bytes
	}
	return "sizeof " + li.Var
}

// IterPlusOne is the kernel's name of the current logical iteration plus
// one, which the body's assignments of lastprivate(conditional:) items
// record (LastItem.Iter).
const IterPlusOne = "__omp_lc_iv"

// Cleanup is one device-side rewrite applied to a kernel body.
type Cleanup struct {
	Kind   string // "scalarize", "hoist", "ldg"
	Detail string // what was rewritten, e.g. "a[i]"
}

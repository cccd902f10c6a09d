package plan

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
)

// declare mapper (docs/data-mapping.md). A list item that a mapper applies to expands
// into several map entries. When the expansion is static (a struct
// variable), its entries simply follow in the construct's entry list
// with fixed MEMBER_OF indices. When it covers an array section, the
// number of entries is only known at run time: the construct then gets a
// MapBuild, and the host code runs the same traversal twice, once
// counting entries and once filling heap-allocated map arrays.

// MapBuild is the dynamic map arrays of one construct: every entry, in
// order, as a tree whose loops walk the elements of sections under a
// mapper. The host prints it twice from this one plan: a count pass and a
// populate pass.
type MapBuild struct {
	Nodes []*MapNode
	// Parents are the builder variables holding the runtime index of an
	// entry that later entries are MEMBER_OF (or that use_device reads).
	Parents []string
	// EndTypes: the populate pass also fills the end-call map types of a
	// target data block (MapNode.EndFlags).
	EndTypes bool
	// Names: the populate pass also fills the entries' names (data
	// directives, for the present check's messages).
	Names bool
}

// MapNode is one entry or one loop of a MapBuild.
type MapNode struct {
	// Entry is the entry (Base, Begin, Size, Text); nil for a loop.
	Entry *Arg
	// Flags is the entry's map type without MEMBER_OF bits: MemberOf
	// names the parent variable instead.
	Flags mapping.Flags
	// Parent names the variable that records this entry's index.
	Parent string
	// MemberOf names the parent variable of a MEMBER_OF entry; the host
	// ORs ((parent + 1) << 48) into the map type.
	MemberOf string
	// EndFlags is the entry's map type in a target data end call (without
	// MEMBER_OF bits), when MapBuild.EndTypes.
	EndFlags uint64

	Loop *MapLoop
}

// MapLoop walks the elements of one dimension of an array section under
// a mapper: Index runs from 0 to Count-1 (host expressions).
type MapLoop struct {
	Index string
	Count string
	Body  []*MapNode
}

// MapperUse records, for the manifest, how a mapper expanded one list
// item.
type MapperUse struct {
	Item     string   // the list item as written
	Pos      diag.Pos // the item
	Mapper   string   // the mapper identifier ("default" for a default mapper)
	Type     string   // the mapper's type as declared
	Declared diag.Pos // the declare mapper directive
	// Dynamic: the item is an array section, expanded element by element
	// at run time by the MapBuild; otherwise the entries are static.
	Dynamic bool
	// Entries are the per-object entry templates the expansion produces
	// (text and map-type names), nested mappers flattened.
	Entries []string
}

// Host-side names of the dynamic map-array builder: the entry counter
// (the count pass's result, then the populate pass's cursor).
const (
	BuildCount = "__omp_mn"
)

// Package dataenv plans the data environment of target constructs and
// data directives:
//   - how each variable a target region uses or a clause names reaches
//     its kernel (captures.go: the implicit rules, private and
//     firstprivate; kerneldata.go: map clauses, is_device_ptr,
//     has_device_addr, defaultmap; declare.go: the device declarations
//     that rebind the kernel's parameters; vla.go: variable-length
//     arrays, as views with their extents and per-thread copies);
//   - the data-sharing of the teams and parallel levels of a target
//     construct (datasharing.go);
//   - data-mapping directives (datadirs.go: the directive, its checks
//     and host splices; dataops.go: their map entries) and the depend
//     clauses of target tasks (depend.go);
//   - the map entry of one list item (entries.go), rows of pointer arrays
//     (ptrrows.go), struct members in map clauses (members.go) and
//     declare mapper expansion (mapper.go);
//   - declare target variables (declaretarget.go: the declarative
//     directives, the variables' globals and the directives' host
//     splices; link.go: link variables and how mappings attach them).
//
// The analysis (package analysis) drives it: it hands over what the
// stage reads as an Input, keeps one Env per translation unit, finds
// where each data directive stands (Place), and answers a target
// region's Region (generic or not, how device code spells a type) and
// the declarative directives' Declarative (declare target functions,
// device text of initializers).
package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Input is what the data environment reads from the analysis around it.
type Input struct {
	// Unit is the translation unit: source text, positions, pragmas and
	// the file scope.
	Unit *frontend.Unit
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// ScopeAt returns the function and innermost block scope around
	// pragma p and the sequence number names resolve at; a nil function
	// when p is not inside one.
	ScopeAt func(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int)
	// ConstInt evaluates an integer constant expression (literals,
	// object-like macros, + - * / % and parentheses).
	ConstInt func(expr string) (int64, bool)
	// Measured are the one-dimensional variable-length arrays whose
	// size device code reads (sizeof v): their kernels get the size
	// as a literal parameter (VLABytes).
	Measured map[*cc.Declarator]bool
}

// Use is one list item of a clause.
type Use struct {
	Clause *directive.Clause
	Item   *directive.Item
}

// MapType is a map clause's map-type, with OpenMP 5.2's defaults for
// enter data (to) and exit data (from) when none was written.
func MapType(k directive.Kind, c *directive.Clause) directive.MapType {
	if c.MapTypePos.Line == 0 {
		switch k {
		case directive.TargetEnterData:
			return directive.MapTo
		case directive.TargetExitData:
			return directive.MapFrom
		}
	}
	return c.MapType
}

// AllowedMapType reports whether construct k accepts map-type t.
func AllowedMapType(k directive.Kind, t directive.MapType) bool {
	switch k {
	case directive.TargetEnterData:
		return t == directive.MapTo || t == directive.MapAlloc
	case directive.TargetExitData:
		return t == directive.MapFrom || t == directive.MapRelease || t == directive.MapDelete
	default:
		return t == directive.MapTo || t == directive.MapFrom || t == directive.MapToFrom || t == directive.MapAlloc
	}
}

// Env is the data environment state of one translation unit.
type Env struct {
	in Input
	// declare mapper (mapper.go): the declarations, the blocks of the
	// main file, and the current construct's expansions.
	mappers   []*mapperDecl
	blocks    []srcBlock
	mst       *mapState
	recursive map[diag.Pos]bool // recursive expansions reported
	// defaultmap: the behaviours the defaultmap clauses of the target
	// region being planned give, by variable category (kerneldata.go).
	defaultmap map[string]string
	// declTargets are the declare target variables (enter or to), every
	// declaration of each; linkVars the link ones (declaretarget.go).
	declTargets map[*cc.Declarator]bool
	linkVars    map[*cc.Declarator]bool
}

// Measured is the set of in.Measured, which the device code's checks
// fill before the captures are planned.
func (env *Env) Measured() map[*cc.Declarator]bool { return env.in.Measured }

// New returns the data environment of the unit in.Unit.
func New(in Input) *Env {
	return &Env{in: in}
}

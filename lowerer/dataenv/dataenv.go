// Package dataenv plans the data environment of target constructs and
// data directives: struct members in map clauses (members.go) and
// declare mapper expansion (mapper.go). The analysis (package analysis)
// drives it: it hands over what the stage reads as an Input and keeps
// one Env per translation unit.
package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
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
	// Entry plans the map entry of the lvalue v of type t, whole or
	// through the sections secs, written as text at pos; nil after an
	// error. update: a target update item, whose non-contiguous section
	// becomes a descriptor.
	Entry func(v string, t cc.Type, pos diag.Pos, text string, secs []directive.Section, update bool) *plan.Arg
	// Subscripts resolves the sections secs of the lvalue v of type t;
	// false after an error.
	Subscripts func(v string, t cc.Type, secs []directive.Section) ([]Subscript, bool)
}

// Subscript is one resolved subscript of a list item.
type Subscript struct {
	Range  bool   // a section (with ':'), not one element
	Lower  string // the first index, "0" when omitted
	Length string // the number of elements
	Stride string // "" for 1
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

// Env is the data environment state of one translation unit.
type Env struct {
	u          *frontend.Unit
	errs       *diag.List
	scopeAt    func(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int)
	entry      func(v string, t cc.Type, pos diag.Pos, text string, secs []directive.Section, update bool) *plan.Arg
	subscripts func(v string, t cc.Type, secs []directive.Section) ([]Subscript, bool)
	// declare mapper (mapper.go): the declarations, the blocks of the
	// main file, and the current construct's expansions.
	mappers   []*mapperDecl
	blocks    []srcBlock
	mst       *mapState
	recursive map[diag.Pos]bool // recursive expansions reported
}

// New returns the data environment of the unit in.Unit.
func New(in Input) *Env {
	return &Env{u: in.Unit, errs: in.Errs, scopeAt: in.ScopeAt, entry: in.Entry, subscripts: in.Subscripts}
}

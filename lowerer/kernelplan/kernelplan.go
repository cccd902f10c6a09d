// Package kernelplan plans the loop of a loop construct's kernel: the
// collapsed nest, the device path (grid-stride, static-chunked, dynamic)
// with its schedules and chunks, reductions, and lastprivate and linear
// items. It fills the kernel's LoopPlan and adds the kernel arguments
// these need; what it needs to know of the translation unit comes through
// Unit, so it never reaches into the rest of the analysis.
package kernelplan

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Unit is what planning needs from the analysis of the translation unit.
type Unit interface {
	// TypeName spells t as diagnostics name it.
	TypeName(t cc.Type) string
	// NonConstant returns an identifier of the C expression text that
	// names something other than a constant (an enumerator, a macro of
	// constants, a keyword such as sizeof) just before token seq in scope
	// s, or "".
	NonConstant(text string, s *cc.Scope, seq int) string
	// ConstInt evaluates the C expression text when it is an integer
	// constant expression the lowerer can evaluate (literals, macros of
	// them, arithmetic).
	ConstInt(text string) (int64, bool)
	// Written reports whether t is a token of the main file as written
	// (not produced by a macro expansion elsewhere).
	Written(t cc.Token) bool
	// DeclaredReduction resolves the declare reduction that reduction
	// identifier id names for a list item of type t used before token
	// seq (pos: the item): found is false when none is visible, ok false
	// after an error.
	DeclaredReduction(id string, pos diag.Pos, t cc.Type, seq int) (r *plan.UDR, found, ok bool)
	// DeclareTarget reports whether decl is a declare target variable
	// (to, enter or link): a target region refers to its device copy,
	// never to a firstprivate one.
	DeclareTarget(decl *cc.Declarator) bool
	// Pragma reports whether a pragma (OpenMP's or another) is placed
	// after the token of seq lo and up to the token of seq hi.
	Pragma(lo, hi int) bool
	// Directive reports whether an OpenMP directive is placed after the
	// token of seq lo and up to the token of seq hi.
	Directive(lo, hi int) bool
	// NeedRecords asks for the device definitions of the structs and
	// unions that a device declaration of type t needs (pos: where).
	NeedRecords(t cc.Type, pos diag.Pos)
}

// Planner plans the loop constructs of one translation unit.
type Planner struct {
	// Errs receives the diagnostics.
	Errs *diag.List
	Unit Unit
}

// IsNestLoop reports whether x is one of the construct's collapsed loops.
func IsNestLoop(k *plan.Kernel, x *cc.IterationStatement) bool {
	if k.LoopPlan == nil {
		return false
	}
	for _, s := range k.LoopPlan.Nest.Stmts {
		if s == x {
			return true
		}
	}
	return false
}

// IsNestIndex reports whether name is a loop variable of the nest declared
// before the construct (such a variable is private to the region).
func IsNestIndex(k *plan.Kernel, name string) bool {
	if k.LoopPlan == nil {
		return false
	}
	for _, m := range k.LoopPlan.Nest.Levels {
		if m.Index == name && !m.Declared {
			return true
		}
	}
	return false
}

// FallbackLoopVars gives the host fallback its own copies of the loop
// variables declared outside the loop nest: they are private to the
// construct (predetermined), so the variables themselves keep their
// values, as when the region runs on a device.
func FallbackLoopVars(k *plan.Kernel) {
	for _, m := range k.LoopPlan.Nest.Levels {
		if m.Declared {
			continue
		}
		dup := false
		for _, li := range k.LoopPlan.Last {
			// A lastprivate loop variable: the fallback's own clause
			// assigns it (or it has a firstprivate copy already).
			dup = dup || li.Var == m.Index
		}
		for _, v := range k.FallbackPrivate {
			dup = dup || v.Name == m.Index
		}
		if !dup {
			k.FallbackPrivate = append(k.FallbackPrivate, plan.FallbackVar{Name: m.Index})
		}
	}
}

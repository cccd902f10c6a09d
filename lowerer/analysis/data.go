package analysis

import (
	"sort"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostsplice"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Data directives: where one stands, and the host text its splices
// replace, is package hostsplice's (DataPlace); package dataenv plans
// the directive itself (datadirs.go).

// dataOp plans one data-mapping directive and its host splices.
func (a *analyzer) dataOp(p *frontend.Pragma, d *directive.Directive) {
	at, fn, viaExpansion, ok := hostsplice.DataPlace(a.hostSpliceInput(), p, d)
	if !ok {
		return
	}
	op, splices := a.env.DataOp(p, d, at)
	if op == nil {
		return
	}
	a.plan.DataOps = append(a.plan.DataOps, op)
	if viaExpansion {
		// Printed in the splice over its macro use.
		if use, ok := hostsplice.Standalone(a.hostSpliceInput(), p, fn, splices[0]); ok {
			a.uses = append(a.uses, use)
		}
		return
	}
	a.plan.Splices = append(a.plan.Splices, splices...)
}

// lineAt is the 1-based line of byte offset off in the main file.
func (a *analyzer) lineAt(off int) int { return a.u.LineOf(off) }

// sortSplices orders splices by position; the closing splices of nested
// target data blocks that end at the same place close inner first.
func sortSplices(ss []*plan.Splice) {
	sort.SliceStable(ss, func(i, j int) bool {
		x, y := ss[i], ss[j]
		if x.Start != y.Start {
			return x.Start < y.Start
		}
		if x.DataClose && y.DataClose {
			return x.Data.Pos.Line > y.Data.Pos.Line || (x.Data.Pos.Line == y.Data.Pos.Line && x.Data.Pos.Col > y.Data.Pos.Col)
		}
		return false
	})
}

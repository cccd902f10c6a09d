package manifest

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// DataOp is one data-mapping directive (target data, enter/exit data,

// update) with its map entries.

// Global is one declare target variable.

func dataOps(p *plan.Plan) ([]manifest.DataOp, []manifest.Global) {
	var ops []manifest.DataOp
	for _, op := range p.DataOps {
		d := manifest.DataOp{
			Construct: string(op.Construct), Directive: op.Directive.String(),
			Position:  manifest.Position{File: op.Pos.File, Line: op.Pos.Line, Column: op.Pos.Col},
			Operation: op.Op, If: op.If, Device: op.Device, Nowait: op.Nowait, Maps: []manifest.Map{}, EndFlags: op.EndFlags,
		}
		for _, e := range op.Entries {
			d.Maps = append(d.Maps, mapOf(e))
		}
		d.Mappers, d.MapBuild = mapperUses(op.Mappers), mapBuild(op.Build)
		ops = append(ops, d)
	}
	var gs []manifest.Global
	for _, g := range p.Globals {
		gs = append(gs, manifest.Global{Name: g.Name, Entry: g.Entry, Symbol: g.Symbol})
	}
	return ops, gs
}

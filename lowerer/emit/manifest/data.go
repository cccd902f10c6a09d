package manifest

import "github.com/omp-offload/rules_omp_offload/lowerer/plan"

// DataOp is one data-mapping directive (target data, enter/exit data,
// update) with its map entries.
type DataOp struct {
	Construct string   `json:"construct"`
	Directive string   `json:"directive"`
	Position  Position `json:"position"`
	Operation string   `json:"operation"`
	If        string   `json:"if,omitempty"`
	Device    string   `json:"device,omitempty"`
	Nowait    bool     `json:"nowait,omitempty"`
	Maps      []Map    `json:"maps"`
	// EndFlags are the map types of a target data block's end call.
	EndFlags []uint64 `json:"end_flags,omitempty"`
	// Mappers and MapBuild: declare mapper expansions (mapper.go).
	Mappers  []MapperUse `json:"mappers,omitempty"`
	MapBuild *MapBuild   `json:"map_build,omitempty"`
}

// Global is one declare target variable.
type Global struct {
	Name  string `json:"name"`
	Entry string `json:"entry_symbol"`
}

func dataOps(p *plan.Plan) ([]DataOp, []Global) {
	var ops []DataOp
	for _, op := range p.DataOps {
		d := DataOp{
			Construct: string(op.Construct), Directive: op.Directive.String(),
			Position:  Position{File: op.Pos.File, Line: op.Pos.Line, Column: op.Pos.Col},
			Operation: op.Op, If: op.If, Device: op.Device, Nowait: op.Nowait, Maps: []Map{}, EndFlags: op.EndFlags,
		}
		for _, e := range op.Entries {
			d.Maps = append(d.Maps, mapOf(e))
		}
		d.Mappers, d.MapBuild = mapperUses(op.Mappers), mapBuild(op.Build)
		ops = append(ops, d)
	}
	var gs []Global
	for _, g := range p.Globals {
		gs = append(gs, Global{Name: g.Name, Entry: g.Entry})
	}
	return ops, gs
}

package dataenv

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Data-mapping directives: target data, target enter data, target exit
// data and target update. Their map entries follow libomptarget's
// encoding; the runtime keeps the reference counts.

// Place is where a data directive stands, as the analysis finds it.
type Place struct {
	// Scope and Seq: where the names of its clauses resolve.
	Scope *cc.Scope
	Seq   int
	// Start and End: the main-file text its host splice replaces (its
	// line, or the _Pragma operator or macro use that produced it), and
	// Line the line of End.
	Start, End, Line int
	// Block: the construct has a statement (target data), whose last
	// token ends at offset Close, on line CloseLine.
	Block            bool
	Close, CloseLine int
}

// DataOp plans the data directive d at p: its map entries, motion
// entries, dependences and device-address clauses, and its host
// splices: one in place of the directive, and for a construct with a
// statement one that closes its data environment after the statement.
// It returns nil after an error.
func (env *Env) DataOp(p *frontend.Pragma, d *directive.Directive, at Place) (*plan.DataOp, []*plan.Splice) {
	nerr := len(*env.in.Errs)
	env.BeginConstruct(p)
	op := &plan.DataOp{Pos: p.Pos, Directive: d, Construct: d.Kind, Where: p.Pos.String()}
	for _, c := range d.Clauses {
		switch c.Name {
		case "if":
			op.If = c.Expr
		case "device":
			op.Device = c.Expr
		case "nowait":
			op.Nowait = true
		}
	}
	switch d.Kind {
	case directive.TargetEnterData:
		op.Op = plan.DataBegin
	case directive.TargetExitData:
		op.Op = plan.DataEnd
	case directive.TargetUpdate:
		op.Op = plan.DataUpdate
	default:
		op.Op = plan.DataBegin
	}
	env.dataEntries(p, d, op, at.Scope, at.Seq, nerr)
	for i, e := range op.Entries {
		if len(e.Dims) > 0 {
			e.DimsVar = fmt.Sprintf("__omp_ddims%d", i)
			e.Begin = "(void *)" + e.DimsVar
		}
	}
	env.FinishDataMaps(op)
	if len(*env.in.Errs) > nerr {
		return nil, nil
	}
	if !at.Block {
		return op, []*plan.Splice{{Start: at.Start, End: at.End, Data: op, ResumeLine: at.Line}}
	}
	for _, e := range op.Entries {
		op.EndFlags = append(op.EndFlags, uint64(e.Flags&^mapping.Present))
	}
	return op, []*plan.Splice{
		{Start: at.Start, End: at.End, Data: op, FallbackLine: at.Line},
		{Start: at.Close, End: at.Close, Data: op, DataClose: true, ResumeLine: at.CloseLine},
	}
}

// dataEntries plans the map entries, motion entries, dependences and
// device-address clauses of data directive d into op, and checks that
// the directive has the clauses it needs (nerr: the error count before
// the directive).
func (env *Env) dataEntries(p *frontend.Pragma, d *directive.Directive, op *plan.DataOp, scope *cc.Scope, seq, nerr int) {
	op.Entries = env.DataMaps(d, scope, seq)
	op.Depends = env.Depends(d, scope, seq) // depend.go
	if d.Kind == directive.TargetData {
		env.UseDevice(d, scope, seq, op)
	}
	if d.Kind == directive.TargetUpdate && len(op.Entries) == 0 && len(*env.in.Errs) == nerr {
		env.in.Errs.Errorf(p.Pos, "'#pragma omp target update' needs a 'to' or 'from' clause")
	}
	if d.Kind == directive.TargetEnterData || d.Kind == directive.TargetExitData {
		if d.Clause("map") == nil {
			env.in.Errs.Errorf(p.Pos, "'#pragma omp %s' needs a 'map' clause", d.Kind)
		}
	}
	if d.Kind == directive.TargetData && d.Clause("map") == nil && d.Clause("use_device_ptr") == nil && d.Clause("use_device_addr") == nil {
		env.in.Errs.Errorf(p.Pos, "'#pragma omp target data' needs a 'map', 'use_device_ptr' or 'use_device_addr' clause")
	}
}

// Package manifest prints the manifest (schema: lowerer/manifest) of a
// lowering from its plan.
package manifest

import (
	"fmt"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Version is the manifest format version.

// Manifest describes one lowered translation unit.

// Kernel is one outlined region and every name it is known by.

// Position is a source position.

// Loop is the canonical loop model.

// Reduction is one reduction item: private copies per lane, one partial

// per team, combined by the last team into the variable's device copy.

// Cleanup is one device-side rewrite of the body.

// Launch records how the grid is sized.

// Map is one entry of the kernel's map arrays, in parameter order.

// FromPlan builds the manifest of p.

func FromPlan(p *plan.Plan, lowerer, deviceSHA string) *manifest.Manifest {
	m := &manifest.Manifest{Version: manifest.Version, Lowerer: lowerer, Source: p.Source, Unit: p.Unit, DeviceSHA256: deviceSHA, DeviceCleanups: string(p.Cleanups), Kernels: []manifest.Kernel{}}
	m.DataOps, m.Globals = dataOps(p)
	for _, f := range p.DeviceFuncs {
		m.DeviceFunctions = append(m.DeviceFunctions, f.Name)
	}
	for _, k := range p.Kernels {
		mk := manifest.Kernel{
			Stem: k.Stem, IDSymbol: k.ID, EntrySymbol: k.Entry, EntryName: k.Kernel, DeviceSymbol: k.Kernel,
			Function: k.Function, Ordinal: k.Ordinal,
			Position:  manifest.Position{File: k.Pos.File, Line: k.Pos.Line, Column: k.Pos.Col},
			Construct: string(k.Construct), Directive: k.Directive.String(), Path: "block",
			Launch: manifest.Launch{
				NumTeams: k.Launch.NumTeams, ThreadLimit: k.Launch.ThreadLimit, NumThreads: k.Launch.NumThreads,
				FixedTeams: k.Launch.FixedTeams, FixedThreads: k.Launch.FixedThreads, ShapeThreads: k.Launch.ShapeThreads,
				ThreadCap: k.Launch.ThreadCap, TeamsFromTrip: k.Launch.TeamsFromTrip,
			},
			Maps: []manifest.Map{},
		}
		if l := k.Loop; l != nil {
			mk.Path = "grid-stride"
			mk.Loop = &manifest.Loop{Index: l.Index, IndexType: l.IndexType, Kind: string(l.Kind), Lower: l.Lower, Op: l.Op, Upper: l.Upper, Step: l.Step, Nest: l.Nest}
		}
		if k.Generic != nil {
			n := countLoops(k.Generic.Pieces)
			mk.Path = "generic"
			mk.PathReason = fmt.Sprintf("code beside %d nested parallel loop(s): one team, thread 0 runs the code outside the loops", n)
			switch {
			case k.Generic.Teams:
				mk.PathReason = fmt.Sprintf("code beside %d nested loop(s) in a teams region: thread 0 of each team runs the code outside the loops", n)
			case k.Construct == directive.TargetParallel:
				mk.PathReason = fmt.Sprintf("a parallel region of code with %d worksharing loop(s): one team, every thread runs the code and its share of each loop", n)
			}
		}
		loopPlan(&mk, k)
		mk.Mappers, mk.MapBuild = mapperUses(k.Mappers), mapBuild(k.Build)
		for _, a := range k.Args {
			mk.Maps = append(mk.Maps, mapOf(a))
		}
		m.Kernels = append(m.Kernels, mk)
	}
	return m
}

// Write prints m as indented JSON.

// Read loads a manifest file.

// loopPlan records a loop construct's path, nest, schedules, reductions

// and cleanups.

func loopPlan(mk *manifest.Kernel, k *plan.Kernel) {
	lp := k.LoopPlan
	if lp == nil {
		return
	}
	mk.Path, mk.PathReason = string(lp.Path), lp.Why
	mk.Schedule, mk.DistSchedule = lp.Schedule, lp.DistSchedule
	if n := lp.Nest.Depth(); n > 1 {
		mk.Collapse = n
		for _, l := range lp.Nest.Levels[1:] {
			mk.Loop.Levels = append(mk.Loop.Levels, manifest.Loop{Index: l.Index, IndexType: l.IndexType, Kind: string(l.Kind), Lower: l.Lower, Op: l.Op, Upper: l.Upper, Step: l.Step, Nest: l.Nest})
		}
	}
	for _, r := range k.Reductions {
		mr := manifest.Reduction{Var: r.Var, Op: r.Op, Type: r.Type, Identity: r.Identity, Param: r.Param}
		if r.Array != nil {
			mr.Section = r.Array.Section
		}
		mk.Reductions = append(mk.Reductions, mr)
	}
	for _, c := range k.Cleanups {
		mk.Cleanups = append(mk.Cleanups, manifest.Cleanup{Kind: c.Kind, Detail: c.Detail})
	}
	for _, pa := range k.Privatized {
		mk.PrivatizedAtomics = append(mk.PrivatizedAtomics, manifest.PrivatizedAtomic{Var: pa.Var, Type: pa.Type, Lo: pa.Lo, Len: pa.Len})
	}
	for _, np := range k.NotPrivatized {
		mk.NotPrivatized = append(mk.NotPrivatized, manifest.NotPrivatized{Var: np.Var, Reason: np.Reason})
	}
}

// mapOf records one map-array entry (a kernel parameter or a data

// directive's entry; the latter has no Param).

func mapOf(a *plan.Arg) manifest.Map {
	names := a.Flags.Names()
	if names == nil {
		names = []string{}
	}
	return manifest.Map{Param: a.Param, Kind: string(a.Kind), Var: a.Var, Text: a.Text, Base: a.Base, Begin: a.Begin, Size: a.Size,
		Flags: uint64(a.Flags), FlagNames: names, Implicit: a.Implicit}
}

// countLoops counts the nested loops of a generic region, those in the
// body of a distribute loop included.
func countLoops(pieces []plan.GenericPiece) int {
	n := 0
	for _, pc := range pieces {
		if pc.Loop != nil {
			n += 1 + countLoops(pc.Loop.Pieces)
		}
	}
	return n
}

package manifest

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// MapperUse records how a declare mapper expanded one list item:

// "static" (a struct: its entries are in maps) or "dynamic" (an array

// section: the host builds the entries at run time from map_build).

// MapBuild is a construct's dynamic map arrays: the tree the host walks

// once to count the entries and once to fill them.

// MapNode is one entry (MEMBER_OF the entry recorded in member_of) or

// one loop over the elements of a section.

// MapLoop runs Index from 0 to Count-1.

func mapperUses(us []*plan.MapperUse) []manifest.MapperUse {
	var out []manifest.MapperUse
	for _, u := range us {
		exp := "static"
		if u.Dynamic {
			exp = "dynamic"
		}
		entries := u.Entries
		if entries == nil {
			entries = []string{}
		}
		out = append(out, manifest.MapperUse{
			Item: u.Item, Position: manifest.Position{File: u.Pos.File, Line: u.Pos.Line, Column: u.Pos.Col},
			Mapper: u.Mapper, Type: u.Type,
			Declared:  manifest.Position{File: u.Declared.File, Line: u.Declared.Line, Column: u.Declared.Col},
			Expansion: exp, Entries: entries,
		})
	}
	return out
}

func mapBuild(b *plan.MapBuild) *manifest.MapBuild {
	if b == nil {
		return nil
	}
	return &manifest.MapBuild{Parents: b.Parents, Nodes: mapNodes(b.Nodes)}
}

func mapNodes(ns []*plan.MapNode) []manifest.MapNode {
	out := []manifest.MapNode{}
	for _, n := range ns {
		if n.Loop != nil {
			out = append(out, manifest.MapNode{Loop: &manifest.MapLoop{Index: n.Loop.Index, Count: n.Loop.Count, Body: mapNodes(n.Loop.Body)}})
			continue
		}
		e := n.Entry
		out = append(out, manifest.MapNode{Text: e.Text, Base: e.Base, Begin: e.Begin, Size: e.Size, Flags: uint64(n.Flags), FlagNames: n.Flags.Names(), Parent: n.Parent, MemberOf: n.MemberOf})
	}
	return out
}

package manifest

import "github.com/omp-offload/rules_omp_offload/lowerer/plan"

// MapperUse records how a declare mapper expanded one list item:
// "static" (a struct: its entries are in maps) or "dynamic" (an array
// section: the host builds the entries at run time from map_build).
type MapperUse struct {
	Item      string   `json:"item"`
	Position  Position `json:"position"`
	Mapper    string   `json:"mapper"`
	Type      string   `json:"type"`
	Declared  Position `json:"declared"`
	Expansion string   `json:"expansion"`
	// Entries are the entries one mapped object expands to.
	Entries []string `json:"entries"`
}

// MapBuild is a construct's dynamic map arrays: the tree the host walks
// once to count the entries and once to fill them.
type MapBuild struct {
	Parents []string  `json:"parents,omitempty"`
	Nodes   []MapNode `json:"nodes"`
}

// MapNode is one entry (MEMBER_OF the entry recorded in member_of) or
// one loop over the elements of a section.
type MapNode struct {
	Text      string   `json:"text,omitempty"`
	Base      string   `json:"base,omitempty"`
	Begin     string   `json:"begin,omitempty"`
	Size      string   `json:"size,omitempty"`
	Flags     uint64   `json:"flags,omitempty"`
	FlagNames []string `json:"flag_names,omitempty"`
	Parent    string   `json:"parent,omitempty"`
	MemberOf  string   `json:"member_of,omitempty"`
	Loop      *MapLoop `json:"loop,omitempty"`
}

// MapLoop runs Index from 0 to Count-1.
type MapLoop struct {
	Index string    `json:"index"`
	Count string    `json:"count"`
	Body  []MapNode `json:"body"`
}

func mapperUses(us []*plan.MapperUse) []MapperUse {
	var out []MapperUse
	for _, u := range us {
		exp := "static"
		if u.Dynamic {
			exp = "dynamic"
		}
		entries := u.Entries
		if entries == nil {
			entries = []string{}
		}
		out = append(out, MapperUse{
			Item: u.Item, Position: Position{File: u.Pos.File, Line: u.Pos.Line, Column: u.Pos.Col},
			Mapper: u.Mapper, Type: u.Type,
			Declared:  Position{File: u.Declared.File, Line: u.Declared.Line, Column: u.Declared.Col},
			Expansion: exp, Entries: entries,
		})
	}
	return out
}

func mapBuild(b *plan.MapBuild) *MapBuild {
	if b == nil {
		return nil
	}
	return &MapBuild{Parents: b.Parents, Nodes: mapNodes(b.Nodes)}
}

func mapNodes(ns []*plan.MapNode) []MapNode {
	out := []MapNode{}
	for _, n := range ns {
		if n.Loop != nil {
			out = append(out, MapNode{Loop: &MapLoop{Index: n.Loop.Index, Count: n.Loop.Count, Body: mapNodes(n.Loop.Body)}})
			continue
		}
		e := n.Entry
		out = append(out, MapNode{Text: e.Text, Base: e.Base, Begin: e.Begin, Size: e.Size, Flags: uint64(n.Flags), FlagNames: n.Flags.Names(), Parent: n.Parent, MemberOf: n.MemberOf})
	}
	return out
}

// Package mapping defines libomptarget's map-type bits and how clause
// map-types translate to them.
package mapping

import (
	"sort"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// Flags is a libomptarget map-type word (tgt_map_type in LLVM 19).
type Flags uint64

// Map-type bits, as libomptarget defines them.
const (
	To          Flags = 0x01
	From        Flags = 0x02
	Always      Flags = 0x04
	Delete      Flags = 0x08
	PtrAndObj   Flags = 0x10
	TargetParam Flags = 0x20
	ReturnParam Flags = 0x40
	Private     Flags = 0x80
	Literal     Flags = 0x100
	Implicit    Flags = 0x200
	Close       Flags = 0x400
	Present     Flags = 0x1000
	// MemberOf holds, in its top 16 bits, the 1-based index of the parent
	// entry a member belongs to.
	MemberOf Flags = 0xffff000000000000
)

var names = []struct {
	f    Flags
	name string
}{
	{To, "TO"}, {From, "FROM"}, {Always, "ALWAYS"}, {Delete, "DELETE"},
	{PtrAndObj, "PTR_AND_OBJ"}, {TargetParam, "TARGET_PARAM"},
	{ReturnParam, "RETURN_PARAM"}, {Private, "PRIVATE"}, {Literal, "LITERAL"},
	{Implicit, "IMPLICIT"}, {Close, "CLOSE"}, {Present, "PRESENT"},
	{Sections, "SECTIONS"},
}

// Names lists the set bits by name, for manifests and messages.
func (f Flags) Names() []string {
	var out []string
	for _, n := range names {
		if f&n.f != 0 {
			out = append(out, n.name)
		}
	}
	if m := f & MemberOf; m != 0 {
		out = append(out, "MEMBER_OF")
	}
	sort.Strings(out)
	return out
}

func (f Flags) String() string { return strings.Join(f.Names(), "|") }

// FromClause converts a map clause's map-type and modifiers.
func FromClause(t directive.MapType, modifiers []string) Flags {
	var f Flags
	switch t {
	case directive.MapTo:
		f = To
	case directive.MapFrom:
		f = From
	case directive.MapToFrom:
		f = To | From
	case directive.MapDelete:
		f = Delete
	}
	for _, m := range modifiers {
		switch m {
		case "always":
			f |= Always
		case "close":
			f |= Close
		case "present":
			f |= Present
		}
	}
	return f
}

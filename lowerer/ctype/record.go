package ctype

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"modernc.org/cc/v4"
)

// Records: struct and union types are printed structurally too. A record
// keeps its tag; an anonymous record gets a name derived from its typedef
// name or, failing that, from its structure, so the device source stays
// deterministic and free of source positions.

// IsRecord reports whether t is a struct or union type.
func IsRecord(t cc.Type) bool { return t.Kind() == cc.Struct || t.Kind() == cc.Union }

func keyword(t cc.Type) string {
	if t.Kind() == cc.Union {
		return "union"
	}
	return "struct"
}

func tagOf(t cc.Type) string {
	switch x := t.(type) {
	case *cc.StructType:
		tag := x.Tag()
		return tag.SrcStr()
	case *cc.UnionType:
		tag := x.Tag()
		return tag.SrcStr()
	}
	return ""
}

// RecordRef prints how declarations name a record type: "struct tag".
func RecordRef(t cc.Type) string { return keyword(t) + " " + RecordTag(t) }

// RecordTag is the tag a record is defined with in the device source.
func RecordTag(t cc.Type) string {
	if tag := tagOf(t); tag != "" {
		return tag
	}
	if td := t.Typedef(); td != nil && td.Name() != "" {
		return "__omp_rec_" + td.Name()
	}
	h := fnv.New64a()
	h.Write([]byte(t.String()))
	return fmt.Sprintf("__omp_rec_%016x", h.Sum64())
}

type field interface {
	NumFields() int
	FieldByIndex(int) *cc.Field
}

func fields(t cc.Type) []*cc.Field {
	f, ok := t.(field)
	if !ok {
		return nil
	}
	var out []*cc.Field
	for i := 0; i < f.NumFields(); i++ {
		out = append(out, f.FieldByIndex(i))
	}
	return out
}

// isAnonMember reports whether f is a C11 anonymous struct/union member.
func isAnonMember(f *cc.Field) bool { return f.Name() == "" && IsRecord(f.Type()) && !f.IsBitfield() }

// Records lists the record types the declaration of a t needs, every
// record after the records it holds by value, and records only reached
// through pointers too (the definitions are preceded by forward
// declarations of all of them).
func Records(t cc.Type) []cc.Type {
	var out []cc.Type
	seen := map[string]bool{}
	var visit func(t cc.Type, depth int)
	visit = func(t cc.Type, depth int) {
		if depth > 64 {
			return
		}
		switch t.Kind() {
		case cc.Ptr:
			visit(t.(*cc.PointerType).Elem(), depth+1)
			return
		case cc.Array:
			visit(t.(*cc.ArrayType).Elem(), depth+1)
			return
		}
		if !IsRecord(t) {
			return
		}
		key := RecordRef(t)
		if seen[key] {
			return
		}
		seen[key] = true
		var walkFields func(t cc.Type)
		walkFields = func(t cc.Type) {
			for _, f := range fields(t) {
				if isAnonMember(f) {
					walkFields(f.Type())
					continue
				}
				visit(f.Type(), depth+1)
			}
		}
		walkFields(t)
		out = append(out, t)
	}
	visit(t, 0)
	return out
}

// Definition prints the definition of a record type with its layout
// checks: the host's size and field offsets, as static_asserts. funcs:
// members may be function pointers (whose values device code translates
// before calling them, declare target indirect); refused otherwise.
func Definition(t cc.Type, funcs bool) (string, error) {
	var b strings.Builder
	body, err := recordBody(t, "  ", opts{funcs: funcs})
	if err != nil {
		return "", err
	}
	ref := RecordRef(t)
	fmt.Fprintf(&b, "%s {\n%s};\n", ref, body)
	fmt.Fprintf(&b, "_Static_assert(sizeof(%s) == %d, \"host layout of %s\");\n", ref, t.Size(), ref)
	var offsets func(t cc.Type, prefix string, base int64)
	offsets = func(t cc.Type, prefix string, base int64) {
		for _, f := range fields(t) {
			if isAnonMember(f) {
				offsets(f.Type(), prefix, base+f.Offset())
				continue
			}
			if f.Name() == "" || f.IsBitfield() {
				continue
			}
			fmt.Fprintf(&b, "_Static_assert(__builtin_offsetof(%s, %s%s) == %d, \"host layout of %s\");\n", ref, prefix, f.Name(), base+f.Offset(), ref)
		}
	}
	offsets(t, "", 0)
	return b.String(), nil
}

func recordBody(t cc.Type, indent string, o opts) (string, error) {
	var b strings.Builder
	for _, f := range fields(t) {
		if isAnonMember(f) {
			inner, err := recordBody(f.Type(), indent+"  ", o)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(&b, "%s%s {\n%s%s};\n", indent, keyword(f.Type()), inner, indent)
			continue
		}
		ft := f.Type()
		var decl string
		var err error
		if f.IsFlexibleArrayMember() || (ft.Kind() == cc.Array && ft.(*cc.ArrayType).Len() < 0) {
			decl, err = declOpt(ft.(*cc.ArrayType).Elem(), f.Name()+"[]", o)
		} else {
			decl, err = declOpt(ft, f.Name(), o)
		}
		if err != nil {
			return "", err
		}
		if f.IsBitfield() {
			decl += fmt.Sprintf(" : %d", f.ValueBits())
		}
		fmt.Fprintf(&b, "%s%s;\n", indent, decl)
	}
	return b.String(), nil
}

// SortedRefs returns the "struct tag" names of records, sorted: the
// forward declarations the device source starts its records with.
func SortedRefs(ts []cc.Type) []string {
	var out []string
	for _, t := range ts {
		out = append(out, RecordRef(t)+";")
	}
	sort.Strings(out)
	return out
}

// HoldsPointer reports whether a value of type t holds a pointer: t is
// one, or a record or array with one among its members or elements.
func HoldsPointer(t cc.Type) bool {
	switch t.Kind() {
	case cc.Ptr:
		return true
	case cc.Array:
		if a, ok := t.(*cc.ArrayType); ok {
			return HoldsPointer(a.Elem())
		}
	case cc.Struct, cc.Union:
		for _, f := range fields(t) {
			if HoldsPointer(f.Type()) {
				return true
			}
		}
	}
	return false
}

// Holds reports whether type t, an array's element type, a record's
// field type (and, with deref, a pointer's element type), at any depth,
// satisfies is: whether data of type t holds or reaches such a value.
func Holds(t cc.Type, deref bool, is func(cc.Type) bool) bool {
	return holds(t, deref, is, map[cc.Type]bool{})
}

func holds(t cc.Type, deref bool, is func(cc.Type) bool, seen map[cc.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	if is(t) {
		return true
	}
	switch t.Kind() {
	case cc.Ptr:
		return deref && holds(t.(*cc.PointerType).Elem(), deref, is, seen)
	case cc.Array:
		return holds(t.(*cc.ArrayType).Elem(), deref, is, seen)
	case cc.Struct, cc.Union:
		for _, f := range fields(t) {
			if holds(f.Type(), deref, is, seen) {
				return true
			}
		}
	}
	return false
}

// IsLongDouble reports a long double type, real or complex.
func IsLongDouble(t cc.Type) bool {
	return t.Kind() == cc.LongDouble || t.Kind() == cc.ComplexLongDouble
}

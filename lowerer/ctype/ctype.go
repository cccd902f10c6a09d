// Package ctype prints cc/v4 types as C (and CUDA C++) declarations,
// structurally: typedef names are resolved, so a declaration needs no
// definitions from the user's headers.
package ctype

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"
)

// Unsupported is returned for types the device code cannot spell yet.
type Unsupported struct{ Type cc.Type }

func (u *Unsupported) Error() string {
	if ft, ok := u.Type.(*cc.FunctionType); ok {
		spelled, err := FuncDecl(ft.Pointer(), "")
		if err != nil {
			spelled = u.Type.String()
		}
		return fmt.Sprintf("a function pointer ('%s') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code", spelled)
	}
	return fmt.Sprintf("type '%s' is not supported in target regions yet", u.Type)
}

var basic = map[cc.Kind]string{
	cc.Void: "void", cc.Bool: "_Bool", cc.Char: "char", cc.SChar: "signed char", cc.UChar: "unsigned char",
	cc.Short: "short", cc.UShort: "unsigned short", cc.Int: "int", cc.UInt: "unsigned",
	cc.Long: "long", cc.ULong: "unsigned long", cc.LongLong: "long long", cc.ULongLong: "unsigned long long",
	cc.Float: "float", cc.Double: "double", cc.LongDouble: "long double",
	cc.Int128: "__int128", cc.UInt128: "unsigned __int128",
}

// Decl prints a declaration of name with type t, e.g. Decl(int[3][4], "a")
// is "int a[3][4]" and Decl(pointer to double[4], "p") is "double (*p)[4]".
// An empty name gives an abstract declarator, usable in casts.
func Decl(t cc.Type, name string) (string, error) {
	return declOpt(t, name, opts{})
}

// QualDecl is Decl keeping const qualifiers (of the declared object and of
// what pointers point to), as function parameters and results need them:
// C++ does not convert a pointer to const into a pointer to non-const.
func QualDecl(t cc.Type, name string) (string, error) {
	return declOpt(t, name, opts{quals: true})
}

// FuncDecl is QualDecl that also spells function types and pointers to
// functions. Only declarations whose values device code itself produces
// may use it (parameters and results of device functions, typedefs):
// the address of a host function is not one the device can call, so a
// function pointer coming from the host stays unsupported.
func FuncDecl(t cc.Type, name string) (string, error) {
	return declOpt(t, name, opts{quals: true, funcs: true})
}

// DeclFuncs is Decl that also spells function types and pointers to
// functions, for values from the host that device code translates
// before calling them (declare target indirect).
func DeclFuncs(t cc.Type, name string) (string, error) {
	return declOpt(t, name, opts{funcs: true})
}

// declOpt is Decl spelling what o says.
func declOpt(t cc.Type, name string, o opts) (string, error) {
	base, decl, err := splitOpt(t, name, o)
	if err != nil {
		return "", err
	}
	if decl == "" {
		return base, nil
	}
	return base + " " + decl, nil
}

// IsConst reports a const-qualified type.
func IsConst(t cc.Type) bool {
	at := t.Attributes()
	return at != nil && at.IsConst()
}

// IsVolatile reports a volatile-qualified type.
func IsVolatile(t cc.Type) bool {
	at := t.Attributes()
	return at != nil && at.IsVolatile()
}

// IsComplex reports a complex floating type.
func IsComplex(t cc.Type) bool {
	switch t.Kind() {
	case cc.ComplexFloat, cc.ComplexDouble, cc.ComplexLongDouble:
		return true
	}
	return false
}

// opts say what a declaration spells: const qualifiers (quals), function
// types (funcs).
type opts struct{ quals, funcs bool }

// splitOpt returns the base type and the declarator wrapped around name.
func splitOpt(t cc.Type, name string, o opts) (string, string, error) {
	if o.quals && t.Kind() != cc.Ptr && t.Kind() != cc.Array && IsConst(t) {
		base, decl, err := splitOpt(t, name, opts{funcs: o.funcs})
		return "const " + base, decl, err
	}
	switch t.Kind() {
	case cc.Ptr:
		el := t.(*cc.PointerType).Elem()
		d := "*" + name
		if o.quals && IsConst(t) {
			d = "*const " + name
		}
		if el.Kind() == cc.Array || el.Kind() == cc.Function {
			d = "(" + d + ")"
		}
		return splitOpt(el, d, o)
	case cc.Array:
		at := t.(*cc.ArrayType)
		if at.IsVLA() || at.Len() < 0 {
			return "", "", &Unsupported{t}
		}
		return splitOpt(at.Elem(), fmt.Sprintf("%s[%d]", name, at.Len()), o)
	case cc.Enum:
		return splitOpt(t.(*cc.EnumType).UnderlyingType(), name, opts{})
	case cc.Struct, cc.Union:
		return RecordRef(t), name, nil
	case cc.Function:
		if o.funcs {
			return funcSplit(t.(*cc.FunctionType), name, o)
		}
	}
	if s, ok := basic[t.Kind()]; ok {
		return s, name, nil
	}
	if s, ok := complexes[t.Kind()]; ok {
		return s, name, nil
	}
	return "", "", &Unsupported{t}
}

// complexes spell the complex types the device code has: nvcc and g++
// take C's _Complex in C++ as the GNU extension, with C's layout and
// arithmetic. (long double stays out, as everywhere on the device.)
var complexes = map[cc.Kind]string{
	cc.ComplexFloat: "_Complex float", cc.ComplexDouble: "_Complex double",
}

// IsDeviceComplex reports a complex type the device code spells.
func IsDeviceComplex(t cc.Type) bool {
	_, ok := complexes[t.Kind()]
	return ok
}

// funcSplit spells a function type around name: its parameters' types
// (abstract declarators) and its result.
func funcSplit(ft *cc.FunctionType, name string, o opts) (string, string, error) {
	var params []string
	for _, p := range ft.Parameters() {
		pt := p.Type()
		if pt.Kind() == cc.Void && p.Name() == "" {
			continue // f(void)
		}
		if pt.Kind() == cc.Array || pt.Kind() == cc.Function {
			pt = pt.Decay()
		}
		base, decl, err := splitOpt(pt, "", o)
		if err != nil {
			return "", "", err
		}
		params = append(params, strings.TrimSpace(base+" "+decl))
	}
	if ft.IsVariadic() {
		params = append(params, "...")
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	return splitOpt(ft.Result(), name+"("+strings.Join(params, ", ")+")", o)
}

// IsScalar reports whether t is an arithmetic, enum or pointer type.
func IsScalar(t cc.Type) bool {
	if t.Kind() == cc.Ptr || t.Kind() == cc.Enum {
		return true
	}
	_, ok := basic[t.Kind()]
	return ok && t.Kind() != cc.Void
}

// IsSigned reports whether an integer type is signed.
func IsSigned(t cc.Type) bool {
	if t.Kind() == cc.Enum {
		t = t.(*cc.EnumType).UnderlyingType()
	}
	switch t.Kind() {
	case cc.Char, cc.SChar, cc.Short, cc.Int, cc.Long, cc.LongLong, cc.Int128:
		return true
	}
	return false
}

// IsInteger reports whether t is an integer or enum type.
func IsInteger(t cc.Type) bool {
	switch t.Kind() {
	case cc.Bool, cc.Char, cc.SChar, cc.UChar, cc.Short, cc.UShort, cc.Int, cc.UInt,
		cc.Long, cc.ULong, cc.LongLong, cc.ULongLong, cc.Enum:
		return true
	}
	return false
}

// Cast prints "(T)" for t.
func Cast(t cc.Type) (string, error) {
	s, err := Decl(t, "")
	if err != nil {
		return "", err
	}
	return "(" + strings.TrimSpace(s) + ")", nil
}

// MutableDecl declares an object of type t that is assigned its value
// after its declaration: QualDecl without the object's own const (what a
// pointer points to keeps its qualifiers, so a pointer to const can be
// assigned); arrays lose their qualifiers, being filled by copying. The
// object is one device code declares and sets, so function pointers are
// spelled: their values are what device code computes.
func MutableDecl(t cc.Type, name string) (string, error) {
	if t.Kind() != cc.Ptr {
		return declOpt(t, name, opts{funcs: true})
	}
	el := t.(*cc.PointerType).Elem()
	d := "*" + name
	if el.Kind() == cc.Array || el.Kind() == cc.Function {
		d = "(" + d + ")"
	}
	return declOpt(el, d, opts{quals: true, funcs: true})
}

// Spell spells a type for messages: a record by its typedef name or
// "struct tag", another type as C writes it ("int", "double *"), not as
// cc dumps it.
func Spell(t cc.Type) string {
	if IsRecord(t) {
		if td := t.Typedef(); td != nil && td.Name() != "" {
			return td.Name()
		}
		return RecordRef(t)
	}
	if d, err := Decl(t, ""); err == nil {
		return d
	}
	return t.String()
}

// IsArithmetic reports whether t is none of the aggregate, pointer,
// function and void types: a type whose values reductions combine.
func IsArithmetic(t cc.Type) bool {
	switch t.Kind() {
	case cc.Array, cc.Struct, cc.Union, cc.Ptr, cc.Function, cc.Void:
		return false
	}
	return true
}

// IsVLA reports whether t is a variable-length array type.
func IsVLA(t cc.Type) bool {
	at, ok := t.(*cc.ArrayType)
	return ok && at.IsVLA()
}

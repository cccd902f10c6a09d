// Package atomicpriv decides which atomic updates of a loop kernel each
// team gathers in a copy of its own in shared memory
// (docs/device-code.md#privatized-atomic-updates): a loop kernel whose
// only accesses to a small mapped integer array are atomic additions
// lets each team add into a copy of the array in shared memory and add
// the copy to the array once at the end. The sums are those of the
// atomics on the array (integer addition is exact modulo 2^bits), and
// nothing in the region can see the array between: every mention of it
// is such an update, no call can reach it, and no write through another
// pointer can land on it. Input is all it sees of the analysis.
package atomicpriv

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Input is one loop kernel's region as the privatization sees it. The
// analysis runs it before atomics.Lower, on a kernel that is no generic
// or worksharing region.
type Input struct {
	// Directive is the loop construct: its clauses map the arrays and
	// say whether its threads meet (reductions, lastprivate...).
	Directive *directive.Directive
	// Region is the construct's statement, Lo..Hi its token sequence
	// numbers.
	Region *cc.Statement
	Lo, Hi int
	// Args are the kernel's arguments (which arrays are mapped).
	Args []*plan.Arg
	// Sites are the atomic constructs of the region; the updates of the
	// privatized arrays are pointed at the copies (Site.Privatize).
	Sites []*atomics.Site
	// Worksharing: the region has worksharing loops; OtherDirectives:
	// directives other than atomic ones.
	Worksharing, OtherDirectives bool
	// Macros evaluates the bounds of map sections (consteval).
	Macros consteval.Macros
	// PureCall reports the device calls that neither write user memory
	// nor leak pointers.
	PureCall func(name string) bool
}

// Result is what Privatize decided: the arrays gathered in copies, and
// the other arrays the atomics update, with why not.
type Result struct {
	Privatized    []*plan.PrivArray
	NotPrivatized []plan.NotPrivatized
}

// privTypes spell the element types whose updates may be privatized:
// the integers of 4 and 8 bytes, which have hardware atomic additions
// in shared memory.
var privTypes = map[cc.Kind]string{
	cc.Int: "int", cc.UInt: "unsigned", cc.Long: "long", cc.ULong: "unsigned long",
	cc.LongLong: "long long", cc.ULongLong: "unsigned long long",
}

// Privatize returns the arrays whose atomic updates the teams of the
// loop kernel in gather in copies of their own, and points those
// updates at the copies; the other arrays its atomics update, and why
// not.
func Privatize(in Input) Result {
	var r Result
	var order []*cc.Declarator
	sites := map[*cc.Declarator][]*atomics.Site{}
	for _, s := range in.Sites {
		if s.Local {
			continue
		}
		if decl, _ := privBase(s.X); decl != nil {
			if sites[decl] == nil {
				order = append(order, decl)
			}
			sites[decl] = append(sites[decl], s)
		}
	}
	if len(order) == 0 {
		return r
	}
	kernelWhy := privatizableKernel(in)
	var used int64
	for _, decl := range order {
		why := kernelWhy
		var pa *plan.PrivArray
		if why == "" {
			pa, why = privArray(in, decl, sites[decl])
		}
		var size int64
		if why == "" {
			size = pa.Len * privElem(decl.Type()).Size()
			if used+size > plan.PrivBytes {
				why = fmt.Sprintf("its copy would make the kernel's copies larger than %d bytes", plan.PrivBytes)
			}
		}
		if why != "" {
			r.NotPrivatized = append(r.NotPrivatized, plan.NotPrivatized{Var: decl.Name(), Reason: why})
			continue
		}
		n := len(r.Privatized)
		pa.Copy, pa.Base = fmt.Sprintf("__omp_priv%d", n), fmt.Sprintf("__omp_priv%d_g", n)
		pa.Offset = used
		used += (size + 7) &^ 7
		r.Privatized = append(r.Privatized, pa)
		for _, s := range sites[decl] {
			s.Privatize(pa.Copy, pa.Base, pa.Len)
		}
	}
	return r
}

// privatizableKernel says why the threads of the loop kernel may not all run to its end without meeting each other
// on the way ("" when they do): reductions, lastprivate or linear items,
// ordered regions, or directives in its region other than atomic ones.
// (Loop bodies cannot return or jump out; the calls that could end a
// thread are no pure device calls, which privArray refuses.)
func privatizableKernel(in Input) string {
	if in.Worksharing {
		return "the region has worksharing loops"
	}
	for _, c := range []string{"reduction", "lastprivate", "linear", "ordered", "in_reduction"} {
		if in.Directive.Clause(c) != nil {
			return "the construct has a " + c + " clause"
		}
	}
	if in.OtherDirectives {
		return "the region has directives other than atomic ones"
	}
	return ""
}

// privBase returns the variable x subscripts directly (x is v[i] for a
// one-dimensional array or a pointer v) and the subscript, or nil.
func privBase(x cc.ExpressionNode) (*cc.Declarator, cc.ExpressionNode) {
	ix, ok := csyntax.Unparen(x).(*cc.PostfixExpression)
	if !ok || ix.Case != cc.PostfixExpressionIndex {
		return nil, nil
	}
	pe, ok := csyntax.Unparen(ix.PostfixExpression).(*cc.PrimaryExpression)
	if !ok || pe.Case != cc.PrimaryExpressionIdent {
		return nil, nil
	}
	decl, ok := pe.ResolvedTo().(*cc.Declarator)
	if !ok || decl.Type() == nil {
		return nil, nil
	}
	return decl, ix.ExpressionList
}

// privElem returns the element type of an array of constant size or a
// pointer, else nil.
func privElem(t cc.Type) cc.Type {
	switch x := t.(type) {
	case *cc.ArrayType:
		if x.IsVLA() || x.IsIncomplete() {
			return nil
		}
		return x.Elem()
	case *cc.PointerType:
		return x.Elem()
	}
	return nil
}

// privArray decides whether the array decl, which the Additive sites
// update, is privatized in the kernel, and returns its plan; otherwise
// why not.
func privArray(in Input, decl *cc.Declarator, sites []*atomics.Site) (*plan.PrivArray, string) {
	name := decl.Name()
	t := decl.Type()
	elem := privElem(t)
	if elem == nil {
		return nil, "it is no array of constant size or pointer"
	}
	typ, ok := privTypes[elem.Kind()]
	if !ok {
		return nil, "its elements are of no 4- or 8-byte integer type"
	}
	for _, s := range sites {
		if !s.Additive() {
			return nil, "an atomic construct on it is no plain addition or subtraction"
		}
	}
	if decl.IsStatic() || decl.IsExtern() || decl.IsThreadLocal() || csyntax.LocalTo(decl, in.Lo, in.Hi) {
		return nil, "it is no variable of the enclosing function"
	}
	mapped := false
	for _, arg := range in.Args {
		if arg.Var == name && (arg.Kind == plan.ArgArray || arg.Kind == plan.ArgPointer) {
			mapped = true
		}
	}
	if !mapped {
		return nil, "it is not mapped"
	}
	first, n, why := privRange(in, name, t)
	if why != "" {
		return nil, why
	}
	if why := privMentions(in.Region, decl, sites); why != "" {
		return nil, why
	}
	if why := privOthers(in, decl, elem.Size()); why != "" {
		return nil, why
	}
	return &plan.PrivArray{Var: name, Type: typ, Lo: first, Len: n}, ""
}

// privRange returns the elements [first, first+n) of the array or
// pointer name of type t that the construct maps: its one map item's
// section of constant bounds, or a whole array that no clause names.
func privRange(in Input, name string, t cc.Type) (first, n int64, why string) {
	var items []directive.Item
	for _, c := range in.Directive.Clauses {
		for _, it := range c.Items {
			if it.Name != name {
				continue
			}
			if c.Name != "map" {
				return 0, 0, "it is named in a " + c.Name + " clause"
			}
			items = append(items, it)
		}
	}
	whole := int64(-1)
	if at, ok := t.(*cc.ArrayType); ok {
		whole = at.Len()
	}
	switch {
	case len(items) == 0 && whole > 0:
		return 0, whole, ""
	case len(items) == 0:
		return 0, 0, "it has no mapped section"
	case len(items) != 1 || len(items[0].Members) > 0 || len(items[0].Sections) > 1:
		return 0, 0, "it has no single mapped section"
	case len(items[0].Sections) == 0:
		if whole > 0 {
			return 0, whole, ""
		}
		return 0, 0, "it has no mapped section"
	}
	s := items[0].Sections[0]
	if !s.HasColon {
		return 0, 0, "it has no mapped section"
	}
	if s.Lower != "" {
		var ok bool
		if first, ok = consteval.Int(strings.Fields(s.Lower), in.Macros); !ok {
			return 0, 0, "its section's bounds are not constant"
		}
	}
	switch {
	case s.Length != "":
		var ok bool
		if n, ok = consteval.Int(strings.Fields(s.Length), in.Macros); !ok {
			return 0, 0, "its section's bounds are not constant"
		}
	case whole > 0:
		n = whole - first
	default:
		return 0, 0, "its section's bounds are not constant"
	}
	if first < 0 || n <= 0 {
		return 0, 0, "its section is empty"
	}
	return first, n, ""
}

// privMentions checks that every mention of decl in the region is the
// array of one of the sites' updates (its subscript and operand do not
// mention it): no other read, write, address or size of it.
func privMentions(region *cc.Statement, decl *cc.Declarator, sites []*atomics.Site) string {
	allowed := map[int]bool{}
	for _, s := range sites {
		for _, t := range s.Toks {
			allowed[t.Seq()] = true
		}
		_, sub := privBase(s.X)
		for _, n := range []cc.ExpressionNode{sub, s.Operand()} {
			if n != nil {
				for _, t := range csyntax.Tokens(n) {
					allowed[t.Seq()] = false
				}
			}
		}
	}
	why := ""
	csyntax.Walk(region, func(n cc.Node) bool {
		if pe, ok := n.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent && pe.ResolvedTo() == cc.Node(decl) && !allowed[pe.Token.Seq()] {
			why = "the region uses it other than in atomic additions"
		}
		return why == ""
	})
	return why
}

// privOthers checks what else the region does that could reach the
// array decl (elements of size bytes) without naming it: a call of
// anything but a pure device routine, or a write through a pointer whose
// type may alias the elements (an integer of their size, a character,
// an aggregate). Writes to variables themselves (not through pointers)
// are of other objects.
func privOthers(in Input, decl *cc.Declarator, size int64) string {
	why := ""
	write := func(x cc.ExpressionNode) {
		if d, _ := privBase(x); d == decl || storageRoot(x) != nil {
			return
		}
		t := x.Type()
		switch {
		case t == nil:
			why = "the region writes through a pointer of unknown type"
		case t.Kind() == cc.Ptr || cc.IsRealType(t) && !cc.IsIntegerType(t):
		case cc.IsIntegerType(t) && t.Size() != size && t.Size() != 1:
		default:
			why = "the region writes through a pointer that may point to it"
		}
	}
	csyntax.Walk(in.Region, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionCall:
				pe, ok := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
				if !ok || pe.Case != cc.PrimaryExpressionIdent || !in.PureCall(pe.Token.SrcStr()) {
					why = "the region calls a function that may reach it"
				}
			case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
				write(x.PostfixExpression)
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
				write(x.UnaryExpression)
			}
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				write(x.UnaryExpression)
			}
		}
		return why == ""
	})
	return why
}

// storageRoot returns the variable whose storage x designates directly
// (a variable, an element of an array variable, a member of a struct
// variable), or nil where x is reached through a pointer.
func storageRoot(n cc.ExpressionNode) *cc.Declarator {
	for {
		switch x := csyntax.Unparen(n).(type) {
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionIdent {
				return nil
			}
			d, _ := x.ResolvedTo().(*cc.Declarator)
			return d
		case *cc.PostfixExpression:
			switch {
			case x.Case == cc.PostfixExpressionSelect:
				n = x.PostfixExpression
				continue
			case x.Case == cc.PostfixExpressionIndex && declaredArray(x.PostfixExpression):
				n = x.PostfixExpression
				continue
			}
			return nil
		default:
			return nil
		}
	}
}

// declaredArray reports whether n is an array variable or an element
// of one that is itself an array (before arrays decay to pointers in
// the expression's type); parameters declared as arrays are pointers.
func declaredArray(n cc.ExpressionNode) bool {
	var walk func(n cc.ExpressionNode) cc.Type
	walk = func(n cc.ExpressionNode) cc.Type {
		switch x := csyntax.Unparen(n).(type) {
		case *cc.PrimaryExpression:
			if d, ok := x.ResolvedTo().(*cc.Declarator); ok && x.Case == cc.PrimaryExpressionIdent && !d.IsParam() {
				return d.Type()
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionIndex {
				if at, ok := walk(x.PostfixExpression).(*cc.ArrayType); ok {
					return at.Elem()
				}
			}
		}
		return nil
	}
	_, ok := walk(n).(*cc.ArrayType)
	return ok
}

// Package indirect lowers declare target indirect (OpenMP 5.2 §7.8.1,
// docs/data-mapping.md): the host address of an indirect function may be
// called in device code. The device cannot call a host address, so in a
// unit with indirect functions every call through a function pointer in
// device code goes through __omp_indirect, which keeps the address of one
// of the unit's device functions and maps the host address of one of its
// indirect functions to that function's device copy; any other address
// stops the kernel with a message. The host addresses reach the device in
// a declare target variable of the unit that each launch copies first.
package indirect

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devicec"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Funcs are a unit's indirect functions and what its device code does
// with function pointers.
type Funcs struct {
	// Errs receives the diagnostics.
	Errs *diag.List
	// Defined reports whether the unit defines function name.
	Defined func(name string) bool
	// Cxx receives the wrapping of calls through pointers.
	Cxx *devicec.Rewriter

	// names are the indirect functions, in the order first declared,
	// pos where each was made so.
	names []string
	pos   map[string]diag.Pos
	bad   map[diag.Pos]bool // indirect(expr) clauses reported
	// directCallees are the tokens naming the functions of direct calls
	// in device code; taken the addresses of functions the unit does not
	// define that device code takes.
	directCallees map[int]bool
	taken         []string
	takenSet      map[string]bool
}

// Mark records name as an indirect function when directive d has the
// indirect clause (without an argument, or with a constant one).
func (f *Funcs) Mark(name string, d *directive.Directive) {
	if d == nil {
		return
	}
	c := d.Clause("indirect")
	if c == nil {
		return
	}
	switch strings.TrimSpace(c.Expr) {
	case "", "1", "true":
	case "0", "false":
		return
	default:
		f.once(c.ExprPos, "clause 'indirect(%s)' is not supported yet: only 'indirect', 'indirect(1)' and 'indirect(0)' (or true and false) are", c.Expr)
		return
	}
	if dt := d.DeviceType(); dt == "host" || dt == "nohost" {
		// OpenMP 5.2 §7.8.1's restriction (clang-19 refuses it alike).
		f.once(d.DeviceTypePos(), "device_type(%s) with clause 'indirect': an indirect function is called through host addresses on the device, so only device_type(any) is allowed", dt)
		return
	}
	if f.pos == nil {
		f.pos = map[string]diag.Pos{}
	}
	if _, ok := f.pos[name]; !ok {
		f.pos[name] = c.Pos
		f.names = append(f.names, name)
	}
}

// once reports an error of a directive's indirect clause once (the
// directive declares each function of its range or list).
func (f *Funcs) once(pos diag.Pos, format string, args ...interface{}) {
	if f.bad[pos] {
		return
	}
	if f.bad == nil {
		f.bad = map[diag.Pos]bool{}
	}
	f.bad[pos] = true
	f.Errs.Errorf(pos, format, args...)
}

// Any reports a unit with declare target indirect functions: function
// pointers from the host may enter its device code.
func (f *Funcs) Any() bool { return len(f.names) > 0 }

// TranslateCall routes the callee of a call through a function pointer
// in device code through __omp_indirect.
func (f *Funcs) TranslateCall(x *cc.PostfixExpression) {
	if !f.Any() || x.Case != cc.PostfixExpressionCall {
		return
	}
	if isDirectCall(x) {
		if f.directCallees == nil {
			f.directCallees = map[int]bool{}
		}
		f.directCallees[x.PostfixExpression.(*cc.PrimaryExpression).Token.Seq()] = true
		return
	}
	toks := csyntax.Tokens(x.PostfixExpression)
	if len(toks) == 0 {
		return
	}
	f.Cxx.Wrap(toks[0], toks[len(toks)-1], "__omp_indirect(", ")")
}

// Taken records the address of a function the unit does not define
// (the C library's, the device API's) taken in device code at tok: the
// device source knows its address as one of a device function's, which
// __omp_indirect keeps. Called for every function named in device code
// after the walk met the calls that name theirs.
func (f *Funcs) Taken(d *cc.Declarator, tok cc.Token) {
	if !f.Any() || f.directCallees[tok.Seq()] || f.Defined(d.Name()) {
		return
	}
	ft, ok := d.Type().(*cc.FunctionType)
	if !ok {
		return
	}
	// Cast to its type: C++ overloads the math functions.
	cast, err := ctype.FuncDecl(ft.Pointer(), "")
	if err != nil {
		return // the use reports the type
	}
	addr := "(" + cast + ")" + d.Name()
	if f.takenSet == nil {
		f.takenSet = map[string]bool{}
	}
	if !f.takenSet[addr] {
		f.takenSet[addr] = true
		f.taken = append(f.taken, addr)
	}
}

// isDirectCall reports a call that names its function.
func isDirectCall(x *cc.PostfixExpression) bool {
	pe, ok := x.PostfixExpression.(*cc.PrimaryExpression)
	if !ok || pe.Case != cc.PrimaryExpressionIdent {
		return false
	}
	d, ok := pe.ResolvedTo().(*cc.Declarator)
	return ok && d.Type().Kind() == cc.Function
}

// Finish plans the translation into p once the device functions are
// known: the host table (a declare target variable named for the unit,
// so that the units of one binary keep their own), what the device
// source pairs it with, and the launches that copy it.
func (f *Funcs) Finish(p *plan.Plan) {
	if !f.Any() {
		return
	}
	defined := map[string]bool{}
	var all []string
	for _, fn := range p.DeviceFuncs {
		defined[fn.Name] = true
		all = append(all, fn.Name)
	}
	var funcs, hostAddrs []string
	for _, name := range f.names {
		if !defined[name] {
			if !f.Defined(name) {
				f.Errs.Errorf(f.pos[name], "declare target indirect function '%s' is not defined in this translation unit", name)
			}
			continue // reported with its definition otherwise
		}
		funcs = append(funcs, name)
		hostAddrs = append(hostAddrs, "(void *)"+name)
	}
	if len(funcs) == 0 {
		return
	}
	table := naming.IndirectTable(p.Unit)
	p.Indirect = &plan.Indirect{Table: table, Funcs: funcs, DeviceFuncs: all, Taken: f.taken}
	p.Globals = append(p.Globals, &plan.Global{
		Name:     table,
		Entry:    naming.GlobalEntry(table),
		Device:   fmt.Sprintf("extern \"C\" { __device__ void *%s[%d]; }", table, len(funcs)),
		HostDecl: fmt.Sprintf("static void *%s[%d];", table, len(funcs)),
		Host:     fmt.Sprintf("static void *%s[%d] = {%s};", table, len(funcs), strings.Join(hostAddrs, ", ")),
	})
	for _, k := range p.Kernels {
		k.Indirect = table
	}
}

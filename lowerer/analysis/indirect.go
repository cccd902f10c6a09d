package analysis

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// declare target indirect (OpenMP 5.2 §7.8.1, docs/data-mapping.md): the
// host address of an indirect function may be called in device code. The
// device cannot call a host address, so in a unit with indirect
// functions every call through a function pointer in device code goes
// through __omp_indirect, which keeps the address of one of the unit's
// device functions and maps the host address of one of its indirect
// functions to that function's device copy; any other address stops the
// kernel with a message. The host addresses reach the device in a
// declare target variable of the unit that each launch copies first.

// markIndirect records name as an indirect function when directive d
// has the indirect clause (without an argument, or with a constant one).
func (a *analyzer) markIndirect(name string, d *directive.Directive) {
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
		a.indirectOnce(c.ExprPos, "clause 'indirect(%s)' is not supported yet: only 'indirect', 'indirect(1)' and 'indirect(0)' (or true and false) are", c.Expr)
		return
	}
	if dt := d.DeviceType(); dt == "host" || dt == "nohost" {
		// OpenMP 5.2 §7.8.1's restriction (clang-19 refuses it alike).
		a.indirectOnce(deviceTypePos(d), "device_type(%s) with clause 'indirect': an indirect function is called through host addresses on the device, so only device_type(any) is allowed", dt)
		return
	}
	if a.indirectPos == nil {
		a.indirectPos = map[string]diag.Pos{}
	}
	if _, ok := a.indirectPos[name]; !ok {
		a.indirectPos[name] = c.Pos
		a.indirect = append(a.indirect, name)
	}
}

// indirectOnce reports an error of a directive's indirect clause once
// (the directive declares each function of its range or list).
func (a *analyzer) indirectOnce(pos diag.Pos, format string, args ...interface{}) {
	if a.indirectBad[pos] {
		return
	}
	if a.indirectBad == nil {
		a.indirectBad = map[diag.Pos]bool{}
	}
	a.indirectBad[pos] = true
	a.errs.Errorf(pos, format, args...)
}

// hasIndirect reports a unit with declare target indirect functions:
// function pointers from the host may enter its device code.
func (a *analyzer) hasIndirect() bool { return len(a.indirect) > 0 }

// spellDecl is ctype.Decl that, in a unit with indirect functions, also
// spells function pointers: a value from the host reaches device code,
// whose calls translate it.
func (a *analyzer) spellDecl(t cc.Type, name string) (string, error) {
	return a.spellFuncs(ctype.Decl, ctype.DeclFuncs, t, name)
}

// spellQualDecl is spellDecl keeping const qualifiers (ctype.QualDecl).
func (a *analyzer) spellQualDecl(t cc.Type, name string) (string, error) {
	return a.spellFuncs(ctype.QualDecl, ctype.FuncDecl, t, name)
}

// spellFuncs spells with plain, or with funcs where plain refuses a
// function type and the unit has indirect functions.
func (a *analyzer) spellFuncs(plain, funcs func(cc.Type, string) (string, error), t cc.Type, name string) (string, error) {
	s, err := plain(t, name)
	if err != nil && a.hasIndirect() {
		if u, ok := err.(*ctype.Unsupported); ok && u.Type.Kind() == cc.Function {
			return funcs(t, name)
		}
	}
	return s, err
}

// translateIndirectCall routes the callee of a call through a function
// pointer in device code through __omp_indirect.
func (a *analyzer) translateIndirectCall(x *cc.PostfixExpression) {
	if !a.hasIndirect() || x.Case != cc.PostfixExpressionCall {
		return
	}
	if isDirectCall(x) {
		if a.directCallees == nil {
			a.directCallees = map[int]bool{}
		}
		a.directCallees[x.PostfixExpression.(*cc.PrimaryExpression).Token.Seq()] = true
		return
	}
	toks := csyntax.Tokens(x.PostfixExpression)
	if len(toks) == 0 {
		return
	}
	a.cxx.Wrap(toks[0], toks[len(toks)-1], "__omp_indirect(", ")")
}

// takenFunc records the address of a function the unit does not define
// (the C library's, the device API's) taken in device code at tok: the
// device source knows its address as one of a device function's, which
// __omp_indirect keeps. Called for every function named in device code
// after the walk met the calls that name theirs.
func (a *analyzer) takenFunc(d *cc.Declarator, tok cc.Token) {
	if !a.hasIndirect() || a.directCallees[tok.Seq()] || a.funcDef(d.Name()) != nil {
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
	if a.takenSet == nil {
		a.takenSet = map[string]bool{}
	}
	if !a.takenSet[addr] {
		a.takenSet[addr] = true
		a.taken = append(a.taken, addr)
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

// finishIndirect plans the translation once the device functions are
// known: the host table (a declare target variable named for the unit,
// so that the units of one binary keep their own), what the device
// source pairs it with, and the launches that copy it.
func (a *analyzer) finishIndirect() {
	if !a.hasIndirect() {
		return
	}
	defined := map[string]bool{}
	var all []string
	for _, f := range a.plan.DeviceFuncs {
		defined[f.Name] = true
		all = append(all, f.Name)
	}
	var funcs, hostAddrs []string
	for _, name := range a.indirect {
		if !defined[name] {
			if a.funcDef(name) == nil {
				a.errs.Errorf(a.indirectPos[name], "declare target indirect function '%s' is not defined in this translation unit", name)
			}
			continue // reported with its definition otherwise
		}
		funcs = append(funcs, name)
		hostAddrs = append(hostAddrs, "(void *)"+name)
	}
	if len(funcs) == 0 {
		return
	}
	table := "__omp_indirect_" + a.plan.Unit
	a.plan.Indirect = &plan.Indirect{Table: table, Funcs: funcs, DeviceFuncs: all, Taken: a.taken}
	a.plan.Globals = append(a.plan.Globals, &plan.Global{
		Name:     table,
		Entry:    "__omp_offload_global__" + table,
		Device:   fmt.Sprintf("extern \"C\" { __device__ void *%s[%d]; }", table, len(funcs)),
		HostDecl: fmt.Sprintf("static void *%s[%d];", table, len(funcs)),
		Host:     fmt.Sprintf("static void *%s[%d] = {%s};", table, len(funcs), strings.Join(hostAddrs, ", ")),
	})
	for _, k := range a.plan.Kernels {
		k.Indirect = table
	}
}

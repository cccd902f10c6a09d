package devcall

// Calls in nested (inactive) parallel regions (docs/nested.md#nested-parallelism)
// of declare target functions whose meaning depends on the team they run
// in: they read the thread's number, team size or level, or hold
// directives (orphaned for, barrier, single, sections, masked...) that
// bind to the caller's team. In a nested region that team is of one
// thread at one level deeper, while the device runtime reports the
// enclosing team. The call goes to a copy of the function (and of the
// functions it calls that are not nest-safe) in which the routines are
// spelled with the nested level's helpers (__omp_nest_*): the orphaned
// constructs, which ask omp_get_thread_num() and omp_get_num_threads()
// for their team, then run as in a team of one thread (every iteration,
// no barrier), on the GPU and on the host plugin alike.

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// NestCloneName is the device name of the copy of function name called
// in nested parallel regions.
func NestCloneName(name string) string { return "__omp_nestcall_" + name }

// NestCall decides the call of function fn (its name token tok) in a
// nested parallel region (where names it for messages; parFn is the
// function whose parallel construct holds the region, "" when none): it
// returns fn and the functions it calls that are not nest-safe, which
// get a copy for the nested level, by name. It reports false, with an
// error, where it cannot.
func (f *Funcs) NestCall(errs *diag.List, tok cc.Token, fn *cc.FunctionDefinition, where, parFn string) ([]string, bool) {
	set := map[string]*cc.FunctionDefinition{}
	f.nestCloneSet(fn, set)
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if parFn != "" && n == parFn {
			errs.Errorf(frontend.Position(tok), "a recursive call of '%s' in its own parallel region (a nested parallel region) is not supported yet", parFn)
			return nil, false
		}
		if s := f.Par(n); s != nil && s.Fn == n {
			// Its copy would need the levels of a region two deeper.
			errs.Errorf(frontend.Position(tok), "a call of '%s', which holds %s, in a nested parallel region in a target region is not supported yet%s", fn.Declarator.Name(), s.Describe(fn.Declarator.Name()), where)
			return nil, false
		}
		if at := staticLocal(set[n]); at != nil {
			// A copy of the function would have its own copy of
			// the variable.
			errs.Errorf(frontend.Position(tok), "a call of '%s', which reads the thread's number or level or holds a directive, in a nested parallel region in a target region is not supported yet when '%s' (or a function it calls) declares the static variable '%s'%s", fn.Declarator.Name(), n, at.Name(), where)
			return nil, false
		}
	}
	return names, true
}

// nestCloneSet adds fn and the functions it calls (directly, by name)
// that are not nest-safe to set.
func (f *Funcs) nestCloneSet(fn *cc.FunctionDefinition, set map[string]*cc.FunctionDefinition) {
	name := fn.Declarator.Name()
	if set[name] != nil {
		return
	}
	set[name] = fn
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if x, isName := n.(*cc.PrimaryExpression); isName && x.Case == cc.PrimaryExpressionIdent {
			if g := f.u.FuncDef(x.Token.SrcStr()); g != nil && !f.u.InSystemHeader(g) && !f.NestSafe(g) {
				f.nestCloneSet(g, set)
			}
		}
		return true
	})
}

// staticLocal returns a variable of static storage declared in fn's
// body, or nil.
func staticLocal(fn *cc.FunctionDefinition) *cc.Declarator {
	var found *cc.Declarator
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if d, ok := n.(*cc.Declarator); ok && found == nil && d.Name() != "__func__" && (d.IsStatic() || d.IsExtern() || d.IsThreadLocal()) && d.Type().Kind() != cc.Function {
			found = d
		}
		return found == nil
	})
	return found
}

// NestClone is the copy of device function df for nested parallel
// regions: its calls of routines (the routines whose value differs at
// the nested level, by their helpers) and of the functions that have
// copies (cloned), renamed. It reports false when df's code names the
// block's thread index itself, which the copy could not change.
func NestClone(df *plan.DeviceFunc, routines map[string]string, cloned map[string]diag.Pos) (*plan.DeviceFunc, bool) {
	names := map[string]string{}
	for r, h := range routines {
		names[r] = h
	}
	for n := range cloned {
		names[n] = NestCloneName(n)
	}
	body := RenameCalls(df.Body, names)
	if strings.Contains(body, "threadIdx") || strings.Contains(body, "blockDim") {
		return nil, false
	}
	return &plan.DeviceFunc{
		Name:  NestCloneName(df.Name),
		Proto: RenameCalls(df.Proto, map[string]string{df.Name: NestCloneName(df.Name)}),
		Body:  body,
	}, true
}

// RenameCalls replaces in C text s each identifier of names that is
// followed by '(' (a call, or the declarator of a prototype), outside
// comments and string and character literals.
func RenameCalls(s string, names map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j < len(s) {
				j++
			}
			b.WriteString(s[i:j])
			i = j
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				j = len(s)
			} else {
				j += i + 4
			}
			b.WriteString(s[i:j])
			i = j
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				j = len(s)
			} else {
				j += i
			}
			b.WriteString(s[i:j])
			i = j
		case isIdentStart(c):
			j := i + 1
			for j < len(s) && (isIdentStart(s[j]) || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			id := s[i:j]
			k := j
			for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n') {
				k++
			}
			if r, ok := names[id]; ok && k < len(s) && s[k] == '(' {
				id = r
			}
			b.WriteString(id)
			i = j
		case c >= '0' && c <= '9':
			// A number (its suffix letters are no identifier).
			j := i + 1
			for j < len(s) && (isIdentStart(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			b.WriteString(s[i:j])
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// isIdentStart reports whether c may start a C identifier.
func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// NestCloneError is the message for a call whose function's code the
// nested-level copy cannot change.
func NestCloneError(name string) string {
	return fmt.Sprintf("a call of '%s' in a nested parallel region in a target region is not supported yet: its device code names the block's thread index, which a copy for the nested level cannot change", name)
}

// RegionCalls routes the calls in the nested parallel region stmt
// (tokens lo to hi) of directive d to the functions' copies for the
// nested level, recorded in routes, refusing those the region cannot
// make (whole: stmt is the loop body of d, all of the inner construct's
// region; where and parFn as for NestCall); false after an error.
func (f *Funcs) RegionCalls(errs *diag.List, routes *Routes, d *directive.Directive, stmt *cc.Statement, lo, hi int, whole bool, where, parFn string) bool {
	ok := true
	csyntax.Walk(stmt, func(n cc.Node) bool {
		x, isCall := n.(*cc.PostfixExpression)
		if !isCall || x.Case != cc.PostfixExpressionCall {
			return true
		}
		callee, isName := csyntax.Unparen(x.PostfixExpression).(*cc.PrimaryExpression)
		if !isName || callee.Case != cc.PrimaryExpressionIdent {
			return true
		}
		name := callee.Token.SrcStr()
		if fn := f.u.FuncDef(name); fn != nil && !f.u.InSystemHeader(fn) && !f.NestSafe(fn) {
			// The call goes to the function's copy for the nested
			// level, unless it stands in a construct that binds to
			// the region's team and keeps the threads of that team
			// apart, where constructs binding to the same team may
			// not be nested.
			kind := f.NestTeamConstruct(callee.Token.Seq(), lo, hi)
			if whole {
				kind = string(d.Kind) // the loop's body, the inner construct's region
			}
			if kind != "" && f.Team(name) {
				errs.Errorf(frontend.Position(callee.Token), "%s", TeamCallRefusal(name, fmt.Sprintf("in the region of '#pragma omp %s'", kind)))
				ok = false
			} else if names, callOK := f.NestCall(errs, callee.Token, fn, where, parFn); callOK {
				routes.addNest(callee.Token, fn, names)
			} else {
				ok = false
			}
		}
		return true
	})
	return ok
}

// NestSafe reports whether function fn (and what it calls, four calls
// deep) reads no thread number, team size or level and holds no
// directive, so that it means the same called in a nested region.
func (f *Funcs) NestSafe(fn *cc.FunctionDefinition) bool { return f.nestSafe(fn, 0) }

func (f *Funcs) nestSafe(fn *cc.FunctionDefinition, depth int) bool {
	toks := csyntax.Tokens(fn)
	if depth > 4 || len(toks) == 0 || len(f.u.Directives(toks[0].Seq()+1, toks[len(toks)-1].Seq())) > 0 {
		return false
	}
	ok := true
	csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
		if !ok {
			return false
		}
		if x, isName := n.(*cc.PrimaryExpression); isName && x.Case == cc.PrimaryExpressionIdent {
			name := x.Token.SrcStr()
			if f.u.NestRoutine(name) {
				ok = false
			} else if g := f.u.FuncDef(name); g != nil && g != fn && !f.nestSafe(g, depth+1) {
				ok = false
			}
		}
		return true
	})
	return ok
}

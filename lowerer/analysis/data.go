package analysis

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Data-mapping directives: target data, target enter data, target exit
// data and target update. Their map entries follow libomptarget's
// encoding; the runtime keeps the reference counts.

// dataOp plans one data-mapping directive and its host splices.
func (a *analyzer) dataOp(p *frontend.Pragma, d *directive.Directive) {
	nerr := len(a.errs)
	a.newMapState(p)
	op := &plan.DataOp{Pos: p.Pos, Directive: d, Construct: d.Kind, Where: p.Pos.String()}
	for _, c := range d.Clauses {
		switch c.Name {
		case "if":
			op.If = c.Expr
		case "device":
			op.Device = c.Expr
		case "nowait":
			op.Nowait = true
		}
	}
	fn, scope, seq, ref, ok := a.dataPlace(p, d)
	if !ok {
		return
	}
	// The host text the directive's splice replaces: its line, or the
	// _Pragma operator or macro use that produced it.
	start, end := p.LineStart, p.End
	viaExpansion := false // the macro use also produces code (expansion.go)
	if p.FromMacro {
		var ok bool
		if start, end, ok = a.macroDirective(p, fn); !ok {
			if start, end, ok = a.macroUse(p); !ok || ref != nil {
				a.errs.Errorf(p.Pos, "'#pragma omp %s' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own", d.Kind)
				return
			}
			viaExpansion = true
		}
	}
	switch d.Kind {
	case directive.TargetEnterData:
		op.Op = plan.DataBegin
	case directive.TargetExitData:
		op.Op = plan.DataEnd
	case directive.TargetUpdate:
		op.Op = plan.DataUpdate
	default:
		op.Op = plan.DataBegin
	}
	a.dataEntries(p, d, op, scope, seq, nerr)
	for i, e := range op.Entries {
		if len(e.Dims) > 0 {
			e.DimsVar = fmt.Sprintf("__omp_ddims%d", i)
			e.Begin = "(void *)" + e.DimsVar
		}
	}
	a.finishDataMaps(op) // mapper.go
	if len(a.errs) > nerr {
		return
	}
	a.plan.DataOps = append(a.plan.DataOps, op)
	if ref == nil {
		s := &plan.Splice{Start: start, End: end, Data: op, ResumeLine: a.lineAt(end)}
		if viaExpansion {
			a.expandStandalone(p, fn, s)
			return
		}
		a.plan.Splices = append(a.plan.Splices, s)
		return
	}
	for _, e := range op.Entries {
		op.EndFlags = append(op.EndFlags, uint64(e.Flags&^mapping.Present))
	}
	last := ref.toks[len(ref.toks)-1]
	close := last.Position().Offset + len(last.Src())
	if e, ok := a.macroEnd(last, ref.fn); ok && !a.real(last) {
		close = e // after the macro use whose expansion ends the statement
	}
	a.plan.Splices = append(a.plan.Splices,
		&plan.Splice{Start: start, End: end, Data: op, FallbackLine: a.lineAt(end)},
		&plan.Splice{Start: close, End: close, Data: op, DataClose: true, ResumeLine: frontend.Position(last).Line})
}

// dataPlace finds where data directive p stands: its function, the scope
// and token its clauses' names resolve at, and for a construct with a
// statement (target data) that statement.
func (a *analyzer) dataPlace(p *frontend.Pragma, d *directive.Directive) (fn *cc.FunctionDefinition, scope *cc.Scope, seq int, ref *stmtRef, ok bool) {
	if d.Kind.IsStandalone() {
		fn, scope, seq = a.scopeAt(p)
		if fn == nil {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' must appear inside a function", d.Kind)
			return nil, nil, 0, nil, false
		}
	} else {
		r, ok := a.statementFor(p, d)
		if !ok {
			return nil, nil, 0, nil, false
		}
		if last := r.toks[len(r.toks)-1]; !a.real(last) {
			if _, ok := a.macroEnd(last, r.fn); !ok {
				a.errs.Errorf(frontend.Position(last), "the statement of '#pragma omp %s' ends inside a macro use; not supported yet: write the end of the statement out", d.Kind)
				return nil, nil, 0, nil, false
			}
		}
		ref = r
		fn = r.fn
		scope = scopeOf(r.stmt)
		first := csyntax.First(r.stmt)
		seq = first.Seq()
	}
	return fn, scope, seq, ref, true
}

// dataEntries plans the map entries, motion entries, dependences and
// device-address clauses of data directive d into op, and checks that
// the directive has the clauses it needs (nerr: the error count before
// the directive).
func (a *analyzer) dataEntries(p *frontend.Pragma, d *directive.Directive, op *plan.DataOp, scope *cc.Scope, seq, nerr int) {
	op.Entries = a.env.DataMaps(d, scope, seq)
	op.Depends = a.depends(d, scope, seq) // depend.go
	if d.Kind == directive.TargetData {
		a.env.UseDevice(d, scope, seq, op)
	}
	if d.Kind == directive.TargetUpdate && len(op.Entries) == 0 && len(a.errs) == nerr {
		a.errs.Errorf(p.Pos, "'#pragma omp target update' needs a 'to' or 'from' clause")
	}
	if d.Kind == directive.TargetEnterData || d.Kind == directive.TargetExitData {
		if d.Clause("map") == nil {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' needs a 'map' clause", d.Kind)
		}
	}
	if d.Kind == directive.TargetData && d.Clause("map") == nil && d.Clause("use_device_ptr") == nil && d.Clause("use_device_addr") == nil {
		a.errs.Errorf(p.Pos, "'#pragma omp target data' needs a 'map', 'use_device_ptr' or 'use_device_addr' clause")
	}
}

// macroEnd returns the main-file offset just past the macro use that
// produced token last of fn (a target data statement's closing brace from
// `#define END_DATA }`), when last is the final token of that use's
// expansion: code put there then follows the statement.
func (a *analyzer) macroEnd(last cc.Token, fn *cc.FunctionDefinition) (int, bool) {
	pos := last.Position()
	src := a.u.Src
	if fn == nil || pos.Filename != a.u.Path || pos.Offset < 0 || pos.Offset >= len(src) || !isIdentByte(src[pos.Offset]) {
		return 0, false
	}
	o, i := pos.Offset, pos.Offset
	for i < len(src) && isIdentByte(src[i]) {
		i++
	}
	end := i
	if m := a.u.AST.Macros[string(src[o:i])]; m == nil {
		return 0, false
	} else if j := skipBlank(src, i); m.IsFnLike && j < len(src) && src[j] == '(' {
		e, ok := parenEnd(src, j)
		if !ok {
			return 0, false
		}
		end = e
	}
	toks := a.functionTokens(fn)
	for k, t := range toks {
		if t.Seq() != last.Seq() {
			continue
		}
		if k+1 < len(toks) {
			if n := toks[k+1].Position(); n.Filename == a.u.Path && n.Offset >= o && n.Offset < end {
				return 0, false // the expansion goes on after the statement
			}
		}
		return end, true
	}
	return 0, false
}

// macroDirective finds the main-file source of the _Pragma operator or
// macro use that produced the data directive p in fn: from its start to
// the end of its parenthesized argument. False when that source also
// produces something else (tokens of fn, another directive), which
// replacing it would drop.
func (a *analyzer) macroDirective(p *frontend.Pragma, fn *cc.FunctionDefinition) (int, int, bool) {
	if fn == nil {
		return 0, 0, false
	}
	o, end, ok := a.macroUse(p)
	if !ok {
		return 0, 0, false
	}
	for k := range a.u.Pragmas {
		if q := &a.u.Pragmas[k]; q != p && q.Pos.File == a.u.Path && q.Off >= o && q.Off < end {
			return 0, 0, false
		}
	}
	for _, t := range a.functionTokens(fn) {
		if pos := t.Position(); pos.Filename == a.u.Path && pos.Offset >= o && pos.Offset < end {
			return 0, 0, false
		}
	}
	return o, end, true
}

// macroUse finds the main-file source of the _Pragma operator or macro
// use that produced the pragma p: from its start to the end of its
// parenthesized argument.
func (a *analyzer) macroUse(p *frontend.Pragma) (int, int, bool) {
	src := a.u.Src
	o := p.Off
	if o < 0 || o >= len(src) {
		return 0, 0, false
	}
	i := o
	for i < len(src) && isIdentByte(src[i]) {
		i++
	}
	if i == o {
		return 0, 0, false
	}
	name := string(src[o:i])
	end := i
	if j := skipBlank(src, i); j < len(src) && src[j] == '(' {
		if m := a.u.AST.Macros[name]; name == "_Pragma" || m != nil && m.IsFnLike {
			e, ok := parenEnd(src, j)
			if !ok {
				return 0, 0, false
			}
			end = e
		}
	} else if name == "_Pragma" {
		return 0, 0, false
	}
	return o, end, true
}

// lineAt is the 1-based line of byte offset off in the main file.
func (a *analyzer) lineAt(off int) int { return a.u.LineOf(off) }

// scopeAt returns the function and innermost block scope around pragma
// p and the sequence number names resolve at; a nil function when p is
// not inside one.
func (a *analyzer) scopeAt(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int) {
	r := a.binder.Bind(p.Seq)
	if r.Fn == nil {
		return nil, nil, 0
	}
	return r.Fn, r.Block.LexicalScope(), r.Seq
}

// sortSplices orders splices by position; the closing splices of nested
// target data blocks that end at the same place close inner first.
func sortSplices(ss []*plan.Splice) {
	sort.SliceStable(ss, func(i, j int) bool {
		x, y := ss[i], ss[j]
		if x.Start != y.Start {
			return x.Start < y.Start
		}
		if x.DataClose && y.DataClose {
			return x.Data.Pos.Line > y.Data.Pos.Line || (x.Data.Pos.Line == y.Data.Pos.Line && x.Data.Pos.Col > y.Data.Pos.Col)
		}
		return false
	})
}

// itemEntry computes the entry of a list item that names a variable,
// whole or through array sections (no members). update: a target update
// item, where a non-contiguous section becomes a descriptor.
func (a *analyzer) itemEntry(decl *cc.Declarator, it *directive.Item, update bool) *plan.Arg {
	return a.env.ItemEntry(decl, it, update)
}

// exprEntry is itemEntry for an lvalue expression v of type t (a
// variable or a struct member path); package dataenv plans it.
func (a *analyzer) exprEntry(v string, t cc.Type, pos diag.Pos, text string, secs []directive.Section, update bool) *plan.Arg {
	return a.env.Entry(v, t, pos, text, secs, update)
}

// constInt evaluates an integer constant expression written with
// literals, object-like macros and + - * / % and parentheses.
func (a *analyzer) constInt(expr string) (int64, bool) {
	toks := a.expandTokens(strings.Fields(expr), 0)
	if toks == nil {
		return 0, false
	}
	p := &ceval{toks: toks}
	v, ok := p.sum()
	if !ok || p.i != len(p.toks) {
		return 0, false
	}
	return v, true
}

func (a *analyzer) expandTokens(toks []string, depth int) []string {
	if depth > 16 {
		return nil
	}
	var out []string
	for _, t := range toks {
		if isCIdent(t) {
			m := a.u.AST.Macros[t]
			if m == nil || m.IsFnLike {
				return nil
			}
			var rep []string
			for _, r := range m.ReplacementList() {
				rep = append(rep, r.SrcStr())
			}
			sub := a.expandTokens(rep, depth+1)
			if sub == nil {
				return nil
			}
			out = append(out, "(")
			out = append(out, sub...)
			out = append(out, ")")
			continue
		}
		out = append(out, splitPunct(t)...)
	}
	return out
}

func isCIdent(s string) bool {
	if s == "" || (s[0] >= '0' && s[0] <= '9') {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// splitPunct splits "(2*3)" style runs that macro bodies may hold.
func splitPunct(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if strings.ContainsRune("()+-*/%", r) {
			if cur != "" {
				out = append(out, cur)
				cur = ""
			}
			out = append(out, string(r))
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

type ceval struct {
	toks []string
	i    int
}

func (p *ceval) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *ceval) sum() (int64, bool) {
	v, ok := p.prod()
	for ok && (p.peek() == "+" || p.peek() == "-") {
		op := p.toks[p.i]
		p.i++
		var w int64
		w, ok = p.prod()
		if op == "+" {
			v += w
		} else {
			v -= w
		}
	}
	return v, ok
}

func (p *ceval) prod() (int64, bool) {
	v, ok := p.unary()
	for ok && (p.peek() == "*" || p.peek() == "/" || p.peek() == "%") {
		op := p.toks[p.i]
		p.i++
		var w int64
		w, ok = p.unary()
		if !ok || (op != "*" && w == 0) {
			return 0, false
		}
		switch op {
		case "*":
			v *= w
		case "/":
			v /= w
		default:
			v %= w
		}
	}
	return v, ok
}

func (p *ceval) unary() (int64, bool) {
	switch t := p.peek(); {
	case t == "-":
		p.i++
		v, ok := p.unary()
		return -v, ok
	case t == "+":
		p.i++
		return p.unary()
	case t == "(":
		p.i++
		v, ok := p.sum()
		if !ok || p.peek() != ")" {
			return 0, false
		}
		p.i++
		return v, true
	case t != "":
		p.i++
		s := strings.TrimRight(t, "uUlL")
		v, err := strconv.ParseInt(s, 0, 64)
		return v, err == nil
	}
	return 0, false
}

// needRecords records the struct and union definitions a device
// declaration of type t needs.
func (a *analyzer) needRecords(t cc.Type, pos diag.Pos) {
	if a.records == nil {
		a.records = map[string]bool{}
	}
	for _, r := range ctype.Records(t) {
		key := ctype.RecordRef(r)
		if a.records[key] {
			continue
		}
		if r.Size() == 0 && !r.IsIncomplete() {
			// GNU C's empty record has size 0, a C++ one size 1.
			a.records[key] = true
			a.errs.Errorf(pos, "'%s' has no members; an empty struct or union in device code is not supported (its size is 0 in C and 1 in C++, the device code's language)", key)
			continue
		}
		def, err := ctype.Definition(r, a.hasIndirect())
		if err != nil {
			a.errs.Errorf(pos, "%v", err)
			continue
		}
		a.records[key] = true
		a.recordTypes = append(a.recordTypes, r)
		a.recordDefs = append(a.recordDefs, def)
	}
}

// finishRecords fills the plan's record definitions: sorted forward
// declarations, then the definitions in dependency order.
func (a *analyzer) finishRecords() {
	if len(a.recordTypes) == 0 {
		return
	}
	a.plan.DeviceRecords = append(a.plan.DeviceRecords, ctype.SortedRefs(a.recordTypes)...)
	a.plan.DeviceRecords = append(a.plan.DeviceRecords, a.recordDefs...)
}

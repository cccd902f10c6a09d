package analysis

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
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
			a.errs.Errorf(frontend.Position(last), "the statement of '#pragma omp %s' ends inside a macro use; not supported yet: write the end of the statement out", d.Kind)
			return nil, nil, 0, nil, false
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
	ents := &entries{kernel: false}
	a.mapClauses(d, scope, seq, ents)
	if d.Kind == directive.TargetUpdate {
		a.motionClauses(d, scope, seq, ents)
	}
	op.Entries = ents.list
	op.Depends = a.depends(d, scope, seq) // depend.go
	if d.Kind == directive.TargetData {
		a.useDevice(d, scope, seq, op)
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

// entries collects map entries for one construct.
type entries struct {
	kernel bool // a target region: top-level entries are kernel parameters
	list   []*plan.Arg
	// bases remembers the items mapped per variable, for overlap checks.
	bases map[*cc.Declarator]*directive.Item
}

// allowedMapTypes are the map-types each construct accepts.
func allowedMapType(k directive.Kind, t directive.MapType) bool {
	switch k {
	case directive.TargetEnterData:
		return t == directive.MapTo || t == directive.MapAlloc
	case directive.TargetExitData:
		return t == directive.MapFrom || t == directive.MapRelease || t == directive.MapDelete
	default:
		return t == directive.MapTo || t == directive.MapFrom || t == directive.MapToFrom || t == directive.MapAlloc
	}
}

// clauseMapType is a map clause's map-type, with OpenMP 5.2's defaults
// for enter data (to) and exit data (from) when none was written.
func clauseMapType(k directive.Kind, c *directive.Clause) directive.MapType {
	return dataenv.MapType(k, c)
}

// mapClauses turns the map clauses of a data construct into entries.
func (a *analyzer) mapClauses(d *directive.Directive, scope *cc.Scope, seq int, ents *entries) {
	groups := map[*cc.Declarator][]clauseUse{}
	var order []*cc.Declarator
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "map" {
			continue
		}
		mt := clauseMapType(d.Kind, c)
		if !allowedMapType(d.Kind, mt) {
			pos := c.MapTypePos
			if pos.Line == 0 {
				pos = c.Pos
			}
			a.errs.Errorf(pos, "map-type '%s' is not allowed on '#pragma omp %s'", mt, d.Kind)
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := a.clauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			if _, ok := groups[decl]; !ok {
				order = append(order, decl)
			}
			groups[decl] = append(groups[decl], clauseUse{c, it})
		}
	}
	for _, decl := range order {
		g, rows := splitPointerRows(decl, groups[decl]) // ptrrows.go
		if hasMembers(g) {
			if a.noMapperOnMembers(g) {
				a.memberEntries(d.Kind, decl, g, ents, nil)
			}
			a.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if len(g) == 0 {
			// Only rows: each is an entry of its own.
			a.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		if len(g) > 1 {
			a.overlap(g)
			continue
		}
		u := g[0]
		if e, ok := a.pointerRowEntry(decl, u.clause, u.item, true, false); ok {
			if e != nil {
				e.Flags |= a.clauseFlags(d.Kind, u.clause)
				ents.list = append(ents.list, e)
			}
			a.pointerRowEntries(d.Kind, decl, rows, ents)
			continue
		}
		e := a.itemEntry(decl, u.item, false)
		if e == nil {
			continue
		}
		e.Flags = a.clauseFlags(d.Kind, u.clause)
		a.dataMapper(e, d.Kind, u.clause, u.item, decl) // mapper.go
		if d.Kind == directive.TargetData || d.Kind == directive.TargetEnterData {
			if !a.declTargetPointee(decl, u.item, e) && a.linkVars[decl] { // link.go
				linkData(decl.Name(), e)
			}
		}
		ents.list = append(ents.list, e)
		a.pointerRowEntries(d.Kind, decl, rows, ents)
	}
}

// clauseFlags are the map-type bits of a map clause on construct k.
func (a *analyzer) clauseFlags(k directive.Kind, c *directive.Clause) mapping.Flags {
	return mapping.FromClause(clauseMapType(k, c), c.Modifiers)
}

// overlap reports a variable listed more than once without members.
func (a *analyzer) overlap(g []clauseUse) {
	first, second := g[0].item, g[1].item
	if len(first.Sections) > 0 && len(second.Sections) > 0 {
		a.errs.Errorf(second.Pos, "'%s' and '%s' are sections of the same array on one directive; list one section that covers both", first.Text, second.Text)
	} else {
		a.errs.Errorf(second.Pos, "'%s' is mapped more than once on this directive", second.Name)
	}
	a.errs.Notef(first.Pos, "'%s' first listed here", first.Text)
}

func hasMembers(g []clauseUse) bool {
	for _, u := range g {
		if len(u.item.Members) > 0 {
			return true
		}
	}
	return false
}

// motionClauses turns to/from clauses of target update into entries.
func (a *analyzer) motionClauses(d *directive.Directive, scope *cc.Scope, seq int, ents *entries) {
	// OpenMP 5.2: a list item appears in a to or a from clause, not both.
	type motion struct {
		clause string
		it     *directive.Item
	}
	seen := map[*cc.Declarator][]motion{}
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "to" && c.Name != "from" {
			continue
		}
		flags := mapping.To
		if c.Name == "from" {
			flags = mapping.From
		}
		for _, m := range c.Modifiers {
			if m == "present" {
				flags |= mapping.Present
			}
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := a.clauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			whole := len(it.Sections) == 0 && len(it.Members) == 0
			clash := false
			for _, m := range seen[decl] {
				if m.clause != c.Name && (m.it.Text == it.Text || whole || len(m.it.Sections) == 0 && len(m.it.Members) == 0) {
					if m.it.Text == it.Text {
						a.errs.Errorf(it.Pos, "'%s' appears in both 'to' and 'from' clauses; an update moves a list item in one direction only", it.Text)
					} else {
						a.errs.Errorf(it.Pos, "'%s' in clause '%s' overlaps '%s' in clause '%s'; an update moves a list item in one direction only", it.Text, c.Name, m.it.Text, m.clause)
					}
					a.errs.Notef(m.it.Pos, "'%s' listed here", m.it.Text)
					clash = true
					break
				}
			}
			if clash {
				continue
			}
			seen[decl] = append(seen[decl], motion{c.Name, it})
			if e, ok := a.pointerRowEntry(decl, c, it, false, true); ok { // ptrrows.go
				if e != nil {
					e.Flags = flags
					if len(e.Dims) > 0 {
						e.Flags |= mapping.NonContig
					}
					ents.list = append(ents.list, e)
				}
				continue
			}
			if a.motionMapper(decl, c, it, flags&^mapping.Present, ents) { // mapper.go
				continue
			}
			if len(it.Members) > 0 {
				// An update of a member moves that member only.
				a.memberEntries(d.Kind, decl, []clauseUse{{c, it}}, ents, &flags)
				continue
			}
			e := a.itemEntry(decl, it, true)
			if e == nil {
				continue
			}
			e.Flags = flags
			if len(e.Dims) > 0 {
				e.Flags |= mapping.NonContig
			}
			ents.list = append(ents.list, e)
		}
	}
}

// useDevice adds the RETURN_PARAM entries of use_device_ptr and
// use_device_addr, after every map entry so the data is mapped first.
func (a *analyzer) useDevice(d *directive.Directive, scope *cc.Scope, seq int, op *plan.DataOp) {
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		if c.Name != "use_device_ptr" && c.Name != "use_device_addr" {
			continue
		}
		for ii := range c.Items {
			it := &c.Items[ii]
			decl := a.clauseVar(scope, it, c.Name, seq)
			if decl == nil {
				continue
			}
			k := decl.Type().Kind()
			if len(it.Members) > 0 || len(it.Sections) > 0 && (c.Name != "use_device_addr" || k != cc.Array && k != cc.Ptr) {
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' must be a plain variable", it.Text, c.Name)
				continue
			}
			v := decl.Name()
			if len(it.Sections) > 0 {
				// An array section: the runtime finds the device copy of
				// its first element and returns the device address of
				// the section's base (the array, or the pointer's
				// value), which the block's references to the base use;
				// a base pointer becomes a local pointer holding it
				// (OpenMP 5.2, use_device_addr).
				begin := v
				for _, sec := range it.Sections {
					lb := sec.Lower
					if lb == "" {
						lb = "0"
					}
					begin += "[" + lb + "]"
				}
				e := &plan.Arg{Var: v, Text: it.Text, Size: "0", Flags: mapping.ReturnParam,
					Base: "(void *)" + v, Begin: "(void *)&" + begin}
				u := &plan.UseDevice{Var: v, Entry: len(op.Entries), Temp: fmt.Sprintf("__omp_udev%d", len(op.UseDevice)), Addr: k == cc.Array}
				op.Entries = append(op.Entries, e)
				op.UseDevice = append(op.UseDevice, u)
				continue
			}
			e := &plan.Arg{Var: v, Text: it.Text, Size: "0", Flags: mapping.ReturnParam}
			u := &plan.UseDevice{Var: v, Entry: len(op.Entries), Temp: fmt.Sprintf("__omp_udev%d", len(op.UseDevice))}
			if c.Name == "use_device_ptr" {
				if decl.Type().Kind() != cc.Ptr {
					a.errs.Errorf(it.Pos, "'%s' in clause 'use_device_ptr' is not a pointer; use 'use_device_addr'", v)
					continue
				}
				e.Base, e.Begin = "(void *)"+v, "(void *)"+v
			} else {
				u.Addr = true
				addr := "(void *)&" + v
				if decl.Type().Kind() == cc.Array {
					addr = "(void *)" + v
				}
				e.Base, e.Begin = addr, addr
			}
			op.Entries = append(op.Entries, e)
			op.UseDevice = append(op.UseDevice, u)
		}
	}
}

// itemEntry computes the entry of a list item that names a variable,
// whole or through array sections (no members). update: a target update
// item, where a non-contiguous section becomes a descriptor.
func (a *analyzer) itemEntry(decl *cc.Declarator, it *directive.Item, update bool) *plan.Arg {
	return a.exprEntry(decl.Name(), decl.Type(), it.Pos, it.Text, it.Sections, update)
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

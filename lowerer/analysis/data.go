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
	if p.FromMacro {
		a.errs.Errorf(p.Pos, "'#pragma omp %s' produced by a macro is not supported yet", d.Kind)
		return
	}
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
	var scope *cc.Scope
	var seq int
	var ref *stmtRef
	if d.Kind.IsStandalone() {
		var fn *cc.FunctionDefinition
		fn, scope, seq = a.scopeAt(p)
		if fn == nil {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' must appear inside a function", d.Kind)
			return
		}
	} else {
		r, ok := a.statementFor(p, d)
		if !ok {
			return
		}
		if last := r.toks[len(r.toks)-1]; !a.real(last) {
			a.errs.Errorf(frontend.Position(last), "the statement of '#pragma omp %s' ends inside a macro use; not supported yet: write the end of the statement out", d.Kind)
			return
		}
		ref = r
		scope = scopeOf(r.stmt)
		first := csyntax.First(r.stmt)
		seq = first.Seq()
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
		a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: p.LineStart, End: p.End, Data: op, ResumeLine: a.lineAt(p.End)})
		return
	}
	for _, e := range op.Entries {
		op.EndFlags = append(op.EndFlags, uint64(e.Flags&^mapping.Present))
	}
	last := ref.toks[len(ref.toks)-1]
	end := last.Position().Offset + len(last.Src())
	a.plan.Splices = append(a.plan.Splices,
		&plan.Splice{Start: p.LineStart, End: p.End, Data: op, FallbackLine: a.lineAt(p.End)},
		&plan.Splice{Start: end, End: end, Data: op, DataClose: true, ResumeLine: frontend.Position(last).Line})
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
		g := groups[decl]
		if hasMembers(g) {
			if a.noMapperOnMembers(g) {
				a.memberEntries(d.Kind, decl, g, ents, nil)
			}
			continue
		}
		if len(g) > 1 {
			a.overlap(g)
			continue
		}
		u := g[0]
		e := a.itemEntry(decl, u.item, false)
		if e == nil {
			continue
		}
		e.Flags = a.clauseFlags(d.Kind, u.clause)
		a.dataMapper(e, d.Kind, u.clause, u.item, decl) // mapper.go
		if a.linkVars[decl] && (d.Kind == directive.TargetData || d.Kind == directive.TargetEnterData) {
			linkData(decl.Name(), e) // link.go
		}
		ents.list = append(ents.list, e)
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
			if len(it.Sections) > 0 || len(it.Members) > 0 {
				a.errs.Errorf(it.Pos, "'%s' in clause '%s' must be a plain variable", it.Text, c.Name)
				continue
			}
			v := decl.Name()
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

// dim is one subscript of a list item, resolved against its type.
type dim struct {
	sec     directive.Section
	lower   string
	length  string
	stride  string // "" for 1
	extent  int64  // -1 when unknown
	elem    cc.Type
	zeros   string // "[0]" repeated: the subscripts that reach elem
	lenOne  bool   // provably length 1
	full    bool   // provably the whole extent
	lenZero bool
}

// itemEntry computes the entry of a list item that names a variable,
// whole or through array sections (no members). update: a target update
// item, where a non-contiguous section becomes a descriptor.
func (a *analyzer) itemEntry(decl *cc.Declarator, it *directive.Item, update bool) *plan.Arg {
	return a.exprEntry(decl.Name(), decl.Type(), it.Pos, it.Text, it.Sections, update)
}

// exprEntry is itemEntry for an lvalue expression v of type t (a
// variable or a struct member path).
func (a *analyzer) exprEntry(v string, t cc.Type, pos diag.Pos, text string, secs []directive.Section, update bool) *plan.Arg {
	e := &plan.Arg{Var: v, Text: text}
	if len(secs) == 0 {
		switch {
		case t.Kind() == cc.Array && (vla1(t) != nil || viewOf(t) != nil):
			e.Kind = plan.ArgPointer
			e.Base, e.Begin = "(void *)"+v, "(void *)"+v
		case t.Kind() == cc.Array:
			if t.(*cc.ArrayType).IsVLA() || t.(*cc.ArrayType).Len() < 0 {
				a.errs.Errorf(pos, "the size of '%s' is not known; map a section of it", v)
				return nil
			}
			e.Kind = plan.ArgArray
			e.Base, e.Begin = "(void *)"+v, "(void *)"+v
		case ctype.IsScalar(t) || ctype.IsRecord(t):
			e.Kind = plan.ArgByRef
			e.Base, e.Begin = "(void *)&"+v, "(void *)&"+v
		default:
			a.errs.Errorf(pos, "mapping '%s' of type '%s' is not supported yet", v, t)
			return nil
		}
		e.Size = fmt.Sprintf("sizeof(%s)", v)
		return e
	}
	dims, ok := a.dims(v, t, secs, update)
	if !ok {
		return nil
	}
	if t.Kind() == cc.Ptr || vla1(t) != nil || viewOf(t) != nil {
		e.Kind = plan.ArgPointer
		e.Base = "(void *)" + v
	} else {
		e.Kind = plan.ArgArray
		e.Base = "(void *)" + v
	}
	subs := ""
	for _, d := range dims {
		subs += "[" + d.lower + "]"
	}
	first := fmt.Sprintf("(void *)&%s%s", v, subs)
	last := dims[len(dims)-1]
	esize := fmt.Sprintf("(__INT64_TYPE__)sizeof(%s%s)", v, last.zeros)
	strided := false
	for _, d := range dims {
		strided = strided || d.stride != ""
	}
	// Contiguity: after the first dimension that is not provably of
	// length 1, every dimension must span its whole extent.
	j := 0
	for j < len(dims)-1 && dims[j].lenOne {
		j++
	}
	contiguous := !strided
	var bad *dim
	for k := j + 1; k < len(dims) && contiguous; k++ {
		if !dims[k].full {
			if update {
				contiguous = false
			} else if a.provablyPartial(dims[k]) {
				bad = &dims[k]
				break
			}
		}
	}
	if bad != nil {
		a.errs.Errorf(bad.sec.Pos, "'%s' is not contiguous storage: a map clause needs a contiguous array section (a non-contiguous section can only be moved by 'target update')", text)
		return nil
	}
	if contiguous {
		var lens []string
		whole := true
		for k, d := range dims {
			lens = append(lens, "(__INT64_TYPE__)("+d.length+")")
			whole = whole && (k <= j || d.full)
		}
		e.Begin = first
		if whole {
			e.Size = strings.Join(lens, " * ") + " * " + esize
		} else {
			e.Size = spanSize(v, dims, lens, esize)
		}
		return e
	}
	// Non-contiguous target update: descriptors from the first element,
	// outermost dimension first; a strided innermost dimension gets an
	// extra dimension of one element.
	e.Base = first
	for _, d := range dims {
		stride := fmt.Sprintf("(__INT64_TYPE__)sizeof(%s%s)", v, d.zeros)
		if d.stride != "" {
			stride = fmt.Sprintf("(__INT64_TYPE__)(%s) * %s", d.stride, stride)
		}
		e.Dims = append(e.Dims, plan.Dim{Offset: "0", Count: d.length, Stride: stride})
	}
	if last.stride != "" {
		e.Dims = append(e.Dims, plan.Dim{Offset: "0", Count: "1", Stride: esize})
	}
	e.Size = strconv.Itoa(len(e.Dims))
	return e
}

// spanSize is the size of a section whose inner lengths may fall short
// of their extents at run time: the bytes from its first element to its
// last, which is its size when it is contiguous, and what clang maps when
// it is not (OpenMP leaves a non-contiguous map section undefined); 0
// when a length is 0.
func spanSize(v string, dims []dim, lens []string, esize string) string {
	var terms []string
	for k, d := range dims {
		terms = append(terms, fmt.Sprintf("(%s - 1) * (__INT64_TYPE__)sizeof(%s%s)", lens[k], v, d.zeros))
	}
	return fmt.Sprintf("(%s ? %s + %s : 0)", strings.Join(lens, " && "), strings.Join(terms, " + "), esize)
}

// dims resolves the subscripts of v.
func (a *analyzer) dims(v string, t cc.Type, secs []directive.Section, update bool) ([]dim, bool) {
	var out []dim
	cur := t
	zeros := ""
	for i, s := range secs {
		d := dim{sec: s, extent: -1}
		switch cur.Kind() {
		case cc.Array:
			at := cur.(*cc.ArrayType)
			if !at.IsVLA() && at.Len() >= 0 {
				d.extent = at.Len()
			}
			d.elem = at.Elem()
		case cc.Ptr:
			if i > 0 {
				a.errs.Errorf(s.Pos, "'%s' reaches a pointer inside an array section; only the first subscript may follow a pointer", v)
				return nil, false
			}
			d.elem = cur.(*cc.PointerType).Elem()
		default:
			if i == 0 {
				a.errs.Errorf(s.Pos, "'%s' is not an array or pointer; it cannot have an array section", v)
			} else {
				a.errs.Errorf(s.Pos, "'%s' has only %d array dimension(s); it cannot have %d subscripts", v, i, len(secs))
			}
			return nil, false
		}
		if d.elem.Kind() == cc.Void || d.elem.Size() <= 0 && !(d.elem.Kind() == cc.Array && hasVLA(d.elem)) {
			a.errs.Errorf(s.Pos, "cannot map a section of '%s': its element type has no size", v)
			return nil, false
		}
		zeros += "[0]"
		d.zeros = zeros
		d.lower = s.Lower
		if d.lower == "" {
			d.lower = "0"
		}
		switch {
		case !s.HasColon:
			d.length = "1"
		case s.Length != "":
			d.length = s.Length
		case d.extent >= 0:
			d.length = fmt.Sprintf("%d - (%s)", d.extent, d.lower)
		case cur.Kind() == cc.Array && hasVLA(cur):
			// The extent C took at the declaration.
			d.length = fmt.Sprintf("%s - (%s)", extentExpr(v, i), d.lower)
			if lo, ok := a.constInt(d.lower); ok && lo == 0 {
				d.full = true
			}
		case cur.Kind() == cc.Ptr:
			a.errs.Errorf(s.Pos, "the length of section '%s' must be given: '%s' is a pointer", v+sectionText(s), v)
			return nil, false
		default:
			a.errs.Errorf(s.Pos, "the length of section '%s' must be given: the extent of '%s' is not known", v+sectionText(s), v)
			return nil, false
		}
		if s.Stride != "" {
			if n, ok := a.constInt(s.Stride); ok && n <= 0 {
				a.errs.Errorf(s.StridePos, "the stride of an array section must be positive")
				return nil, false
			} else if !(ok && n == 1) {
				d.stride = s.Stride
			}
		}
		lo, okLo := a.constInt(d.lower)
		n, okN := a.constInt(d.length)
		d.lenOne = okN && n == 1
		d.lenZero = okN && n == 0
		d.full = (d.full || d.extent >= 0 && okLo && lo == 0 && okN && n == d.extent) && d.stride == ""
		if okLo && okN && d.extent >= 0 && (lo < 0 || n < 0 || lo+n > d.extent) {
			a.errs.Errorf(s.Pos, "section '%s' is outside '%s' (extent %d)", sectionText(s), v, d.extent)
			return nil, false
		}
		out = append(out, d)
		cur = d.elem
	}
	return out, true
}

// provablyPartial reports whether a dimension certainly does not span
// its whole extent (constant bounds); unknown bounds are trusted.
func (a *analyzer) provablyPartial(d dim) bool {
	if d.stride != "" {
		return true
	}
	lo, okLo := a.constInt(d.lower)
	n, okN := a.constInt(d.length)
	if okLo && lo != 0 {
		return true
	}
	return okN && d.extent >= 0 && n != d.extent
}

func sectionText(s directive.Section) string {
	t := "[" + s.Lower
	if s.HasColon {
		t += ":" + s.Length
	}
	if s.Stride != "" {
		t += ":" + s.Stride
	}
	return t + "]"
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
		def, err := ctype.Definition(r)
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

package dataenv

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Declare target variables, and the host splices of declarative
// directives. The functions those directives name are the analysis's
// (Declarative); how mappings reach declare target variables is in
// link.go.

// Declarative is what reading the declarative directives asks of the
// analysis around the data environment.
type Declarative interface {
	// Func makes the function name declare target, as directive d
	// says (its device_type and indirect clauses).
	Func(name string, d *directive.Directive)
	// HostOnly makes the function (fn) or variable name host-only,
	// as d's device_type(host) says.
	HostOnly(name string, fn bool, d *directive.Directive)
	// InSystemFile reports whether file is one of the compiler's own
	// headers, whose declarations stay as they are.
	InSystemFile(file string) bool
	// MacroUse finds the main-file source of the _Pragma operator or
	// macro use that produced pragma p.
	MacroUse(p *frontend.Pragma) (start, end int, ok bool)
	// Spell spells a device declaration of name with type t.
	Spell(t cc.Type, name string) (string, error)
	// Records records the struct and union definitions a device
	// declaration of type t needs (errors at pos).
	Records(t cc.Type, pos diag.Pos)
	// Init is the device text of the initializer of the declare target
	// variable name.
	Init(init *cc.Initializer, name string) string
}

// declReader reads the declarative directives of one unit.
type declReader struct {
	*Env
	h        Declarative
	dirs     []*directive.Directive
	splices  []*plan.Splice
	globals  []*plan.Global
	mainOffs []int // mainTokenOffsets
}

// IsDeclTarget reports whether decl is a declare target variable (enter
// or to).
func (env *Env) IsDeclTarget(decl *cc.Declarator) bool { return env.declTargets[decl] }

// IsLink reports whether decl is a declare target link variable.
func (env *Env) IsLink(decl *cc.Declarator) bool { return env.linkVars[decl] }

// DeclareTargets reads the declarative directives of the unit (dirs: the
// parsed directive of each of its pragmas, nil where none): it makes
// the functions they name or enclose declare target or host-only
// through h, and returns the host splices that remove the directives
// and the declare target variables' globals (offload entries, device
// definitions, link pointers). The declare target variables are those
// defined between '#pragma omp declare target' and '#pragma omp end declare
// target', and those listed in '#pragma omp declare target(list)' /
// 'enter(list)' / 'to(list)'. Each gets an offload entry on the host and
// a definition in the device source, and kernels use it directly.
func (env *Env) DeclareTargets(h Declarative, dirs []*directive.Directive) ([]*plan.Splice, []*plan.Global) {
	dr := &declReader{Env: env, h: h, dirs: dirs}
	ranges, lists := dr.declareTargetDirectives()
	if len(ranges) == 0 && len(lists) == 0 {
		return dr.splices, dr.globals
	}
	dr.declTargets = map[*cc.Declarator]bool{}
	decls := dr.fileScope(ranges)
	for _, fd := range decls.inRange {
		decls.global(dr, fd)
	}
	for _, l := range lists {
		dr.declareListed(l, decls)
	}
	return dr.splices, dr.globals
}

// dtRange is the tokens between a declare target (or begin declare
// target) directive d and its end declare target, by sequence number:
// those after from, up to to. Sequence numbers count the tokens of
// included headers and macro expansions too, so a range holds what its
// text includes, and a range in a header or produced by macros is one
// like any other.
type dtRange struct {
	from, to int
	d        *directive.Directive
}

// dtListed is an item of a declare target directive's list.
type dtListed struct {
	p    *frontend.Pragma
	it   *directive.Item
	d    *directive.Directive
	link bool // a link clause's item (link.go)
}

// declareTargetDirectives reads the declarative directives of the unit,
// removing each from the host output where it can (hostDeclarative): the
// ranges they delimit and the items they list.
func (dr *declReader) declareTargetDirectives() ([]dtRange, []dtListed) {
	var ranges []dtRange
	type opened struct {
		p    *frontend.Pragma
		d    *directive.Directive
		kept bool
	}
	var open []opened
	var lists []dtListed
	removed := map[int]bool{}
	for i := range dr.in.Unit.Pragmas {
		p := &dr.in.Unit.Pragmas[i]
		d := dr.dirs[i]
		if d == nil || !d.Kind.IsDeclarative() {
			continue // reported by the main loop
		}
		kept := dr.hostDeclarative(p, d, removed)
		if d.Kind == directive.DeclareTarget && len(d.Clauses) > 0 {
			n := len(lists)
			for ci := range d.Clauses {
				c := &d.Clauses[ci]
				for ii := range c.Items {
					lists = append(lists, dtListed{p, &c.Items[ii], d, c.Name == "link"})
				}
			}
			if len(lists) == n && d.Clause("link") == nil {
				dr.in.Errs.Errorf(p.Pos, "'#pragma omp declare target' with only device_type or indirect needs a list ('enter', 'to' or 'link'); use '#pragma omp begin declare target' for a range")
			}
			continue
		}
		if d.Kind == directive.DeclareTarget || d.Kind == directive.BeginDeclareTarget {
			open = append(open, opened{p, d, kept})
			continue
		}
		if len(open) == 0 {
			dr.in.Errs.Errorf(p.Pos, "'#pragma omp end declare target' without a matching '#pragma omp declare target'")
			continue
		}
		o := open[len(open)-1]
		open = open[:len(open)-1]
		if o.kept != kept {
			// The host compiler would see one of the two alone.
			dr.in.Errs.Errorf(p.Pos, "%s; not supported yet: write both directives in the same file, each alone in its macro use or both beside code", unpairedMessage(kept))
			dr.in.Errs.Notef(o.p.Pos, "the range opens here")
		}
		ranges = append(ranges, dtRange{o.p.Seq, p.Seq, o.d})
	}
	for _, o := range open {
		dr.in.Errs.Errorf(o.p.Pos, "'#pragma omp declare target' is not closed by '#pragma omp end declare target'")
	}
	return ranges, lists
}

// unpairedMessage says which of an end declare target directive and its
// declare target the host compiler would see (kept: the end).
func unpairedMessage(kept bool) string {
	const where = "as written (in a header, or in a macro use with other code)"
	if kept {
		return "this '#pragma omp end declare target' stays in the host code " + where + ", but its '#pragma omp declare target' does not"
	}
	return "this '#pragma omp end declare target' is removed from the host code, but its '#pragma omp declare target' stays there " + where
}

// hostDeclarative removes the declarative directive p from the host output
// where the lowering owns its text: a line of the main file, or a macro
// use in the main file that produces nothing but declarative directives
// (removed notes the macro uses already removed). Elsewhere (a header,
// which the host output includes as written, or a macro use that also
// produces code) the text stays and the host compiler (gcc 12, with
// -fopenmp) sees the directive: true then, after reporting the forms gcc
// 12 rejects.
func (dr *declReader) hostDeclarative(p *frontend.Pragma, d *directive.Directive, removed map[int]bool) bool {
	if p.Pos.File == dr.in.Unit.Path && !p.FromMacro {
		dr.splices = append(dr.splices, &plan.Splice{Start: p.LineStart, End: p.End, Blank: true,
			Newlines: strings.Count(string(dr.in.Unit.Src[p.LineStart:p.End]), "\n")})
		return false
	}
	where := "in an included file"
	if p.FromMacro && p.Pos.File == dr.in.Unit.Path {
		if start, end, ok := dr.declarativeMacroUse(p); ok {
			if !removed[start] {
				removed[start] = true
				dr.splices = append(dr.splices, &plan.Splice{Start: start, End: end, Blank: true,
					Newlines: strings.Count(string(dr.in.Unit.Src[start:end]), "\n")})
			}
			return false
		}
		where = "produced by a macro use that also produces code"
	} else if p.FromMacro {
		where = "produced by a macro in an included file"
	}
	// What gcc 12 rejects; the rest it takes, marking declarations
	// for its own offloading, which the host link leaves unused.
	switch {
	case d.Kind == directive.BeginDeclareTarget:
		dr.in.Errs.Errorf(p.Pos, "'#pragma omp begin declare target' %s is not supported yet: the host compiler (gcc 12) sees it as written and rejects it; write '#pragma omp declare target' there", where)
	case d.Clause("enter") != nil && !d.Clause("enter").ListForm:
		dr.in.Errs.Errorf(d.Clause("enter").Pos, "clause 'enter' of '#pragma omp declare target' %s is not supported yet: the host compiler (gcc 12) sees it as written and rejects it; write 'to', its OpenMP 5.1 spelling", where)
	case d.Clause("indirect") != nil:
		dr.in.Errs.Errorf(d.Clause("indirect").Pos, "clause 'indirect' of '#pragma omp declare target' %s is not supported yet: the host compiler (gcc 12) sees it as written and rejects it", where)
	}
	return true
}

// declarativeMacroUse finds the main-file source of the _Pragma operator
// or macro use at file scope that produced the declarative directive p:
// false when it also produces tokens of the unit or directives other
// than declarative ones, which removing it would drop.
func (dr *declReader) declarativeMacroUse(p *frontend.Pragma) (int, int, bool) {
	start, end, ok := dr.h.MacroUse(p)
	if !ok {
		return 0, 0, false
	}
	for k := range dr.in.Unit.Pragmas {
		q := &dr.in.Unit.Pragmas[k]
		if q.Pos.File == dr.in.Unit.Path && q.Off >= start && q.Off < end && (dr.dirs[k] == nil || !dr.dirs[k].Kind.IsDeclarative()) {
			return 0, 0, false
		}
	}
	offs := dr.mainTokenOffsets()
	i := sort.SearchInts(offs, start)
	if i < len(offs) && offs[i] < end {
		return 0, 0, false
	}
	return start, end, true
}

// mainTokenOffsets are the sorted offsets of the unit's tokens that lie
// in the main file (those of macro expansions carry their use's).
func (dr *declReader) mainTokenOffsets() []int {
	if dr.mainOffs != nil {
		return dr.mainOffs
	}
	dr.mainOffs = []int{}
	for _, t := range csyntax.Tokens(dr.in.Unit.AST.TranslationUnit) {
		if pos := t.Position(); pos.Filename == dr.in.Unit.Path {
			dr.mainOffs = append(dr.mainOffs, pos.Offset)
		}
	}
	sort.Ints(dr.mainOffs)
	return dr.mainOffs
}

// fileDecl is a file-scope declaration.
type fileDecl struct {
	dd *cc.Declarator
	id *cc.InitDeclarator
}

// dtDecls are the unit's file-scope declarations as declare target needs
// them.
type dtDecls struct {
	byName   map[string][]fileDecl // every declaration of each name, in source order
	funcDefs map[string]*cc.Declarator
	inRange  []fileDecl // variables declared inside a declare target range
	done     map[string]bool
}

// global makes the variable of fd declare target, once.
func (ds *dtDecls) global(dr *declReader, fd fileDecl) {
	name := fd.dd.Name()
	if ds.done[name] {
		return
	}
	ds.done[name] = true
	// Every declaration of the variable names the one object; the
	// definition goes to the device, wherever the range is.
	for _, o := range ds.byName[name] {
		dr.declTargets[o.dd] = true
	}
	if def := definitionOf(ds.byName[name]); def != nil {
		fd = *def
	}
	dr.declareGlobal(fd.dd, fd.id)
}

// nameSeq is the sequence number of the token naming dd.
func nameSeq(dd *cc.Declarator) int {
	t := dd.NameTok()
	return t.Seq()
}

// definitionOf picks among a variable's file-scope declarations the one
// that defines it: the initialized one, else the last tentative one, else
// the last declaration.
func definitionOf(decls []fileDecl) *fileDecl {
	var def *fileDecl
	for i := range decls {
		fd := &decls[i]
		switch {
		case fd.id.Initializer != nil:
			def = fd
		case def != nil && def.id.Initializer != nil:
		case !fd.dd.IsExtern() || def == nil || def.dd.IsExtern():
			def = fd
		}
	}
	return def
}

// fileScope indexes the file-scope declarations; functions defined or
// declared inside a range become declare target (or host-only) here.
func (dr *declReader) fileScope(ranges []dtRange) *dtDecls {
	// A range's directive says its device_type; nested ranges close
	// first, so the first range holding a token is the innermost.
	rangeOf := func(seq int) *directive.Directive {
		for _, r := range ranges {
			if seq > r.from && seq <= r.to {
				return r.d
			}
		}
		return nil
	}
	byName := map[string][]fileDecl{}
	funcDefs := map[string]*cc.Declarator{}
	var inRange []fileDecl
	// mark makes what dd declares declare target (or host-only) when a
	// range holds it; the C library's declarations stay as they are.
	mark := func(dd *cc.Declarator, id *cc.InitDeclarator) {
		r := rangeOf(nameSeq(dd))
		if r == nil || dr.h.InSystemFile(dd.Position().Filename) {
			return
		}
		fn := dd.Type().Kind() == cc.Function
		switch {
		case r.DeviceType() != "host" && fn:
			dr.h.Func(dd.Name(), r) // a definition or a prototype
		case r.DeviceType() != "host":
			inRange = append(inRange, fileDecl{dd, id})
		case fn:
			dr.h.HostOnly(dd.Name(), true, r)
		default:
			dr.h.HostOnly(dd.Name(), false, r)
		}
	}
	for l := dr.in.Unit.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
			dd := ed.FunctionDefinition.Declarator
			funcDefs[dd.Name()] = dd
			mark(dd, nil)
			continue
		}
		if ed == nil || ed.Case != cc.ExternalDeclarationDecl || ed.Declaration == nil {
			continue
		}
		for idl := ed.Declaration.InitDeclaratorList; idl != nil; idl = idl.InitDeclaratorList {
			id := idl.InitDeclarator
			if id == nil || id.Declarator == nil {
				continue
			}
			dd := id.Declarator
			if dd.IsTypename() {
				continue
			}
			byName[dd.Name()] = append(byName[dd.Name()], fileDecl{dd, id})
			mark(dd, id)
		}
	}
	return &dtDecls{byName: byName, funcDefs: funcDefs, inRange: inRange, done: map[string]bool{}}
}

// declareListed makes the variable or function an item of a declare
// target list names declare target (or host-only).
func (dr *declReader) declareListed(l dtListed, ds *dtDecls) {
	it := l.it
	byName, funcDefs := ds.byName, ds.funcDefs
	if l.d.DeviceType() == "host" {
		// Host only: nothing goes to the device, and device code
		// must not use it.
		if fd := funcDefs[it.Name]; fd != nil || len(byName[it.Name]) > 0 && byName[it.Name][0].dd.Type().Kind() == cc.Function {
			dr.h.HostOnly(it.Name, true, l.d)
		} else {
			dr.h.HostOnly(it.Name, false, l.d)
		}
		return
	}
	if len(it.Sections) > 0 {
		dr.in.Errs.Errorf(it.Sections[0].Pos, "'%s' in '#pragma omp declare target' must be a variable or function name", it.Text)
		return
	}
	// The list names a file-scope variable declared before the
	// directive; its definition (the initialized one, else a
	// tentative one) is the one that goes to the device.
	if fd := funcDefs[it.Name]; fd != nil && len(byName[it.Name]) == 0 {
		// A function defined without a separate prototype.
		if nameSeq(fd) > l.p.Seq {
			dr.in.Errs.Errorf(it.Pos, "'%s' in '#pragma omp declare target' is not declared before the directive", it.Name)
			return
		}
		if l.link {
			dr.in.Errs.Errorf(it.Pos, "'%s' in a 'link' clause is a function; 'link' takes variables ('enter' or 'to' make a function declare target)", it.Name)
			return
		}
		dr.h.Func(it.Name, l.d)
		return
	}
	before := false
	decls := byName[it.Name]
	for i := range decls {
		if nameSeq(decls[i].dd) <= l.p.Seq {
			before = true
		}
	}
	def := definitionOf(decls)
	if len(decls) == 0 && dr.declaredLocally(it.Name) {
		dr.in.Errs.Errorf(it.Pos, "'%s' in '#pragma omp declare target' is not a file-scope variable; declare target applies to global variables and functions", it.Name)
		return
	}
	if !before {
		dr.in.Errs.Errorf(it.Pos, "'%s' in '#pragma omp declare target' is not declared before the directive", it.Name)
		return
	}
	if def.dd.Type().Kind() == cc.Function {
		if l.link {
			dr.in.Errs.Errorf(it.Pos, "'%s' in a 'link' clause is a function; 'link' takes variables ('enter' or 'to' make a function declare target)", it.Name)
			return
		}
		dr.h.Func(it.Name, l.d) // the analysis emits it for the device
		return
	}
	if l.link {
		dr.declareLink(*def, ds, it) // link.go
		return
	}
	if dr.linkVars[def.dd] {
		dr.in.Errs.Errorf(it.Pos, "'%s' is already in a 'link' clause; a variable cannot be both 'link' and 'enter' (or 'to')", it.Name)
		return
	}
	ds.global(dr, *def)
}

// declaredLocally reports whether name is declared somewhere in the unit
// (called when it is not declared at file scope, for a clearer message).
func (dr *declReader) declaredLocally(name string) bool {
	found := false
	csyntax.Walk(dr.in.Unit.AST.TranslationUnit, func(n cc.Node) bool {
		if dd, ok := n.(*cc.Declarator); ok && dd.Name() == name {
			found = true
		}
		return !found
	})
	return found
}

func (dr *declReader) declareGlobal(dd *cc.Declarator, id *cc.InitDeclarator) {
	name := dd.Name()
	pos := frontend.Position(dd.NameTok())
	if dd.IsExtern() && id.Initializer == nil {
		dr.in.Errs.Errorf(pos, "declare target variable '%s' is only declared here; define it in %s", name, filepath.Base(dr.in.Unit.Path))
		return
	}
	if dd.IsThreadLocal() {
		dr.in.Errs.Errorf(pos, "thread-local variable '%s' cannot be a declare target variable", name)
		return
	}
	if naming.CxxKeywords[name] {
		// The device image must define the host's symbol name, which
		// the C++ device source cannot spell.
		dr.in.Errs.Errorf(pos, "declare target variable '%s' is named by a C++ keyword, which the device code (C++) cannot define under that name; rename it", name)
		return
	}
	decl, err := dr.h.Spell(dd.Type(), name)
	if err != nil {
		dr.in.Errs.Errorf(pos, "declare target variable '%s': %v", name, err)
		return
	}
	dr.h.Records(dd.Type(), pos)
	if id.Initializer != nil {
		decl += " = " + dr.h.Init(id.Initializer, name)
	}
	dr.declTargets[dd] = true
	symbol := ""
	if naming.HeaderClash(name, true) {
		// The device emitter renames it with the unit's other names
		// of the kind (plan.DeviceRenames).
		symbol = naming.HeaderPrefix + name
	}
	dr.globals = append(dr.globals, &plan.Global{
		Name:   name,
		Symbol: symbol,
		Entry:  naming.GlobalEntry(name),
		Device: fmt.Sprintf("extern \"C\" { __device__ %s; }", decl),
	})
}

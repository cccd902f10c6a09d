// Package allocate plans the allocate directive (OpenMP 5.2 §6.6) where
// the lowering sees it: in device code (a target region or a declare
// target function) it is checked, and its variables keep the storage
// their declarations give them there (one copy per thread that runs the
// declaration, as with a predefined allocator), so the device code is
// the region's own; its align clause becomes an alignment specifier on
// the declarations, in the device code and in the host text alike; on
// the host, where gcc 12 implements no allocate directive, the
// directives are blanked or dropped from the fallbacks. Input is all it
// sees of the analysis.
package allocate

import (
	"fmt"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/textedit"
)

// Input is what the allocate directives of one unit are planned from.
type Input struct {
	// Unit is the unit: its text and its pragmas.
	Unit *frontend.Unit
	// Dirs are the parsed directives of Unit.Pragmas, index by index
	// (nil where a pragma did not parse).
	Dirs []*directive.Directive
	// Binder finds the block a directive stands in.
	Binder *binding.Binder
	// Errs receives what is refused.
	Errs *diag.List
	// Macros evaluates the alignment (consteval).
	Macros consteval.Macros
	// DynamicAllocators: '#pragma omp requires dynamic_allocators' lets
	// device code allocate without an allocator clause.
	DynamicAllocators bool
}

// Directives plans the allocate directives of one unit; it holds the
// declarations of device code that align clauses align.
type Directives struct {
	in Input
	// alignAt are the aligned declarations of device code by their
	// first token's sequence number.
	alignAt map[int]decl
}

// New returns the planner of the unit's allocate directives.
func New(in Input) *Directives { return &Directives{in: in} }

// Check checks an allocate directive met in device code (a target
// region or a declare target function) and records the declarations
// its align clause aligns there. Its variables keep the storage their
// declarations give them there: one copy per thread that runs the
// declaration, as with a predefined allocator, so the device code is the
// region's own and only the host fallback keeps the directive.
func (x *Directives) Check(q frontend.Pragma, d *directive.Directive) {
	errs := x.in.Errs
	if len(d.Deferred) > 0 {
		*errs = append(*errs, d.Deferred...)
		return
	}
	r := x.in.Binder.Bind(q.Seq)
	if r.Block == nil {
		errs.Errorf(q.Pos, "'#pragma omp allocate' must be in a block, after the declarations it names")
		return
	}
	if d.Allocate.Allocator == "" && !x.in.DynamicAllocators {
		// OpenMP 5.2: device code has no default allocator to take.
		errs.Errorf(q.Pos, "'#pragma omp allocate' in device code needs an 'allocator' clause (or '#pragma omp requires dynamic_allocators')")
		return
	}
	scope := resolve.ScopeOf(r.Block)
	for _, it := range d.Allocate.Items {
		decl := resolve.Lookup(scope, it.Name, r.Seq)
		if decl == nil {
			errs.Errorf(it.Pos, "'%s' in '#pragma omp allocate' is not a variable in scope", it.Name)
			return
		}
		if decl.LexicalScope() != scope {
			// OpenMP 5.2: the directive names variables of its own scope.
			errs.Errorf(it.Pos, "'#pragma omp allocate' must be in the same scope as the declaration of '%s'", it.Name)
			return
		}
	}
	if d.Allocate.Align == "" {
		return
	}
	decls, ok := x.align(q, d, true)
	if !ok {
		return
	}
	if x.alignAt == nil {
		x.alignAt = map[int]decl{}
	}
	for _, dc := range decls {
		x.alignAt[dc.tok.Seq()] = dc
	}
}

// decl is a declaration an align clause aligns: its first token and
// the alignment specifier it gets.
type decl struct {
	tok   cc.Token
	spec  string
	align int64
}

// align resolves the align clause of allocate directive q (in a block,
// its variables checked): a constant power of two (OpenMP 5.2), which
// the declaration of each variable gets as an alignment specifier,
// `_Alignas(N)`, in the device code (the device source's C++ spells it
// alignas) and in the host code, so the variable lives at that alignment
// wherever it runs, as clang-19 places it. The declarations must be
// written in the unit (not produced by a macro), where the host text can
// take the specifier. report says whether to report what is refused.
func (x *Directives) align(q frontend.Pragma, d *directive.Directive, report bool) ([]decl, bool) {
	info := d.Allocate
	v, ok := consteval.Int(strings.Fields(info.Align), x.in.Macros)
	if !ok || v <= 0 || v&(v-1) != 0 {
		if report {
			x.in.Errs.Errorf(info.AlignPos, "the alignment '%s' of clause 'align' of '#pragma omp allocate' must be a constant positive power of two", info.Align)
		}
		return nil, false
	}
	r := x.in.Binder.Bind(q.Seq)
	if r.Block == nil {
		return nil, false
	}
	scope := resolve.ScopeOf(r.Block)
	var out []decl
	for _, it := range info.Items {
		dr := resolve.Lookup(scope, it.Name, r.Seq)
		var first cc.Token
		found := false
		csyntax.Walk(r.Block, func(n cc.Node) bool {
			dn, isDecl := n.(*cc.Declaration)
			if found || !isDecl {
				return !found
			}
			for l := dn.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
				if l.InitDeclarator != nil && l.InitDeclarator.Declarator == dr {
					first, found = csyntax.First(dn), true
				}
			}
			return false
		})
		if !found || !x.inMainText(first) {
			if report {
				x.in.Errs.Errorf(it.Pos, "clause 'align' of '#pragma omp allocate' on '%s', whose declaration is not written in the unit's own text (a macro or a header produces it), is not supported yet", it.Name)
			}
			return nil, false
		}
		if len(out) == 0 || out[len(out)-1].tok.Seq() != first.Seq() {
			// Items of one declaration share its specifier.
			out = append(out, decl{tok: first, spec: fmt.Sprintf("_Alignas(%d) ", v), align: v})
		}
	}
	return out, true
}

// inMainText tells whether token t stands, as written, in the unit's
// text (a macro expansion's tokens stand elsewhere).
func (x *Directives) inMainText(t cc.Token) bool {
	u := x.in.Unit
	p := t.Position()
	if p.Filename != u.Path {
		return false
	}
	src := t.SrcStr()
	return p.Offset >= 0 && p.Offset+len(src) <= len(u.Src) && string(u.Src[p.Offset:p.Offset+len(src)]) == src
}

// AlignBody puts the alignment specifiers of the aligned declarations
// into a body's substitutions (those of other bodies are never printed).
func (x *Directives) AlignBody(subst map[int]string) {
	for seq, dc := range x.alignAt {
		text, ok := subst[seq]
		if !ok {
			text = dc.tok.SrcStr()
		}
		if !strings.HasPrefix(text, dc.spec) {
			subst[seq] = dc.spec + text
		}
	}
}

// SharedAlign is the attribute that aligns a declaration the team
// shares (a generic region prints it in the team's storage, after the
// declarator), "" when no align clause aligns it.
func (x *Directives) SharedAlign(d *cc.Declaration) string {
	first := csyntax.First(d)
	if dc, ok := x.alignAt[first.Seq()]; ok {
		return fmt.Sprintf(" __attribute__((aligned(%d)))", dc.align)
	}
	return ""
}

// In returns the allocate directives written (not produced by a macro)
// in the host text [start, end): the host compile must not see them,
// since gcc 12 implements none, and without them the host copies of
// their variables live where the device's do.
func (x *Directives) In(start, end int) []*frontend.Pragma {
	u := x.in.Unit
	var out []*frontend.Pragma
	for i := range u.Pragmas {
		q := &u.Pragmas[i]
		if d := x.in.Dirs[i]; d != nil && d.Kind == directive.AllocateDir && !q.FromMacro && q.Off >= 0 && q.LineStart >= start && q.End <= end {
			out = append(out, q)
		}
	}
	return out
}

// HostSplices appends to splices, the host splices planned so far, the
// splices that remove from the host text the allocate directives outside
// the ranges they replace (the regions' fallbacks drop theirs, In) whose
// allocator is predefined or absent: gcc 12 implements no allocate
// directive, and a predefined allocator only places the variable, which
// the host's default memory does as well. Others stay for the host
// compiler to judge.
func (x *Directives) HostSplices(splices []*plan.Splice) []*plan.Splice {
	u := x.in.Unit
	for i := range u.Pragmas {
		q := &u.Pragmas[i]
		d := x.in.Dirs[i]
		if d == nil || d.Kind != directive.AllocateDir || len(d.Deferred) > 0 || q.FromMacro || q.Off < 0 {
			continue
		}
		inside := false
		for _, s := range splices {
			if s.Start <= q.LineStart && q.End <= s.End {
				inside = true
				break
			}
		}
		if inside {
			continue
		}
		if d.Allocate.Align != "" {
			// The declarations take the alignment (align); one the
			// host text cannot align keeps the directive.
			decls, ok := x.align(*q, d, false)
			if !ok {
				continue
			}
			for _, dc := range decls {
				off := dc.tok.Position().Offset
				splices = append(splices, &plan.Splice{Start: off, End: off, Blank: true, Keep: dc.spec})
			}
		}
		splices = append(splices, &plan.Splice{Start: q.LineStart, End: q.End, Blank: true,
			Newlines: strings.Count(string(u.Src[q.LineStart:q.End]), "\n")})
	}
	return splices
}

// HostAligns are the insertions of alignment specifiers that the
// aligned declarations of allocate directives qs (of the unit's
// pragmas) get in the host text [lo, hi) (a region's fallback).
func (x *Directives) HostAligns(qs []*frontend.Pragma, lo, hi int) []textedit.Edit {
	var out []textedit.Edit
	for _, q := range qs {
		d := x.directive(*q)
		if d == nil || d.Allocate == nil || d.Allocate.Align == "" {
			continue
		}
		decls, _ := x.align(*q, d, false)
		for _, dc := range decls {
			if off := dc.tok.Position().Offset; lo <= off && off < hi {
				out = append(out, textedit.Edit{Start: off, End: off, Text: dc.spec})
			}
		}
	}
	return out
}

// directive returns the parsed directive of pragma q, nil when none.
func (x *Directives) directive(q frontend.Pragma) *directive.Directive {
	ps := x.in.Unit.Pragmas
	for k := sort.Search(len(ps), func(k int) bool { return ps[k].Seq >= q.Seq }); k < len(ps) && ps[k].Seq == q.Seq; k++ {
		if ps[k].Pos == q.Pos {
			return x.in.Dirs[k]
		}
	}
	return nil
}

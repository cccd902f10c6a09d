package analysis

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// allocateSite checks an allocate directive met in device code (a target
// region or a declare target function). Its variables keep the storage
// their declarations give them there: one copy per thread that runs the
// declaration, as with a predefined allocator, so the device code is the
// region's own and only the host fallback keeps the directive.
func (a *analyzer) allocateSite(q frontend.Pragma, d *directive.Directive) {
	if len(d.Deferred) > 0 {
		a.errs = append(a.errs, d.Deferred...)
		return
	}
	r := a.binder.Bind(q.Seq)
	if r.Block == nil {
		a.errs.Errorf(q.Pos, "'#pragma omp allocate' must be in a block, after the declarations it names")
		return
	}
	if d.Allocate.Allocator == "" && !a.dynamicAllocators {
		// OpenMP 5.2: device code has no default allocator to take.
		a.errs.Errorf(q.Pos, "'#pragma omp allocate' in device code needs an 'allocator' clause (or '#pragma omp requires dynamic_allocators')")
		return
	}
	scope := resolve.ScopeOf(r.Block)
	for _, it := range d.Allocate.Items {
		decl := resolve.Lookup(scope, it.Name, r.Seq)
		if decl == nil {
			a.errs.Errorf(it.Pos, "'%s' in '#pragma omp allocate' is not a variable in scope", it.Name)
			return
		}
		if decl.LexicalScope() != scope {
			// OpenMP 5.2: the directive names variables of its own scope.
			a.errs.Errorf(it.Pos, "'#pragma omp allocate' must be in the same scope as the declaration of '%s'", it.Name)
			return
		}
	}
	if d.Allocate.Align == "" {
		return
	}
	decls, ok := a.allocateAlign(q, d, true)
	if !ok {
		return
	}
	if a.alignAt == nil {
		a.alignAt = map[int]alignedDecl{}
	}
	for _, x := range decls {
		a.alignAt[x.tok.Seq()] = x
	}
}

// alignedDecl is a declaration an align clause aligns: its first token
// and the alignment specifier it gets.
type alignedDecl struct {
	tok   cc.Token
	spec  string
	align int64
}

// allocateAlign resolves the align clause of allocate directive q (in a
// block, its variables checked): a constant power of two (OpenMP 5.2),
// which the declaration of each variable gets as an alignment specifier,
// `_Alignas(N)`, in the device code (the device source's C++ spells it
// alignas) and in the host code, so the variable lives at that alignment
// wherever it runs, as clang-19 places it. The declarations must be
// written in the unit (not produced by a macro), where the host text can
// take the specifier. report says whether to report what is refused.
func (a *analyzer) allocateAlign(q frontend.Pragma, d *directive.Directive, report bool) ([]alignedDecl, bool) {
	info := d.Allocate
	v, ok := a.constInt(info.Align)
	if !ok || v <= 0 || v&(v-1) != 0 {
		if report {
			a.errs.Errorf(info.AlignPos, "the alignment '%s' of clause 'align' of '#pragma omp allocate' must be a constant positive power of two", info.Align)
		}
		return nil, false
	}
	r := a.binder.Bind(q.Seq)
	if r.Block == nil {
		return nil, false
	}
	scope := resolve.ScopeOf(r.Block)
	var out []alignedDecl
	for _, it := range info.Items {
		decl := resolve.Lookup(scope, it.Name, r.Seq)
		var first cc.Token
		found := false
		csyntax.Walk(r.Block, func(n cc.Node) bool {
			dn, isDecl := n.(*cc.Declaration)
			if found || !isDecl {
				return !found
			}
			for l := dn.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
				if l.InitDeclarator != nil && l.InitDeclarator.Declarator == decl {
					first, found = csyntax.First(dn), true
				}
			}
			return false
		})
		if !found || !a.inMainText(first) {
			if report {
				a.errs.Errorf(it.Pos, "clause 'align' of '#pragma omp allocate' on '%s', whose declaration is not written in the unit's own text (a macro or a header produces it), is not supported yet", it.Name)
			}
			return nil, false
		}
		if len(out) == 0 || out[len(out)-1].tok.Seq() != first.Seq() {
			// Items of one declaration share its specifier.
			out = append(out, alignedDecl{tok: first, spec: fmt.Sprintf("_Alignas(%d) ", v), align: v})
		}
	}
	return out, true
}

// inMainText tells whether token t stands, as written, in the unit's
// text (a macro expansion's tokens stand elsewhere).
func (a *analyzer) inMainText(t cc.Token) bool {
	p := t.Position()
	if p.Filename != a.u.Path {
		return false
	}
	src := t.SrcStr()
	return p.Offset >= 0 && p.Offset+len(src) <= len(a.u.Src) && string(a.u.Src[p.Offset:p.Offset+len(src)]) == src
}

// alignDecls puts the alignment specifiers of the aligned declarations
// into a body's substitutions (those of other bodies are never printed).
func (a *analyzer) alignDecls(subst map[int]string) {
	for seq, x := range a.alignAt {
		text, ok := subst[seq]
		if !ok {
			text = x.tok.SrcStr()
		}
		if !strings.HasPrefix(text, x.spec) {
			subst[seq] = x.spec + text
		}
	}
}

// allocatesIn returns the allocate directives written (not produced by a
// macro) in the host text [start, end): the host compile must not see
// them, since gcc 12 implements none, and without them the host copies of
// their variables live where the device's do.
func (a *analyzer) allocatesIn(start, end int) []*frontend.Pragma {
	var out []*frontend.Pragma
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		if d := a.dirs[i]; d != nil && d.Kind == directive.AllocateDir && !q.FromMacro && q.Off >= 0 && q.LineStart >= start && q.End <= end {
			out = append(out, q)
		}
	}
	return out
}

// blankAllocates removes from the host text the allocate directives
// outside the ranges other splices replace (the regions' fallbacks drop
// theirs, allocatesIn) whose allocator is predefined or absent: gcc 12
// implements no allocate directive, and a predefined allocator only
// places the variable, which the host's default memory does as well.
// Others stay for the host compiler to judge.
func (a *analyzer) blankAllocates() {
	for i := range a.u.Pragmas {
		q := &a.u.Pragmas[i]
		d := a.dirs[i]
		if d == nil || d.Kind != directive.AllocateDir || len(d.Deferred) > 0 || q.FromMacro || q.Off < 0 {
			continue
		}
		inside := false
		for _, s := range a.plan.Splices {
			if s.Start <= q.LineStart && q.End <= s.End {
				inside = true
				break
			}
		}
		if inside {
			continue
		}
		if d.Allocate.Align != "" {
			// The declarations take the alignment (allocateAlign);
			// one the host text cannot align keeps the directive.
			decls, ok := a.allocateAlign(*q, d, false)
			if !ok {
				continue
			}
			for _, x := range decls {
				off := x.tok.Position().Offset
				a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: off, End: off, Blank: true, Keep: x.spec})
			}
		}
		a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: q.LineStart, End: q.End, Blank: true,
			Newlines: strings.Count(string(a.u.Src[q.LineStart:q.End]), "\n")})
	}
}

// textEdit replaces the host text [start, end) with text.
type textEdit struct {
	start, end int
	text       string
}

// alignEdits are the insertions of alignment specifiers that the aligned
// declarations of allocate directives qs get in the host text [lo, hi)
// (a region's fallback).
func (a *analyzer) alignEdits(qs []*frontend.Pragma, lo, hi int) []textEdit {
	var out []textEdit
	for _, q := range qs {
		d := a.dirs[a.pragmaIndex(*q)]
		if d == nil || d.Allocate == nil || d.Allocate.Align == "" {
			continue
		}
		decls, _ := a.allocateAlign(*q, d, false)
		for _, x := range decls {
			if off := x.tok.Position().Offset; lo <= off && off < hi {
				out = append(out, textEdit{off, off, x.spec})
			}
		}
	}
	return out
}

// sharedAlign is the attribute that aligns a declaration the team shares
// (generic.go prints it in the team's storage, after the declarator), ""
// when no align clause aligns it.
func (a *analyzer) sharedAlign(d *cc.Declaration) string {
	if x, ok := a.alignAt[firstSeq(d)]; ok {
		return fmt.Sprintf(" __attribute__((aligned(%d)))", x.align)
	}
	return ""
}

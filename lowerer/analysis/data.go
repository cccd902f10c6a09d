package analysis

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostsplice"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Where a data directive stands, and the host text its splices replace;
// package dataenv plans the directive itself (datadirs.go).

// dataOp plans one data-mapping directive and its host splices.
func (a *analyzer) dataOp(p *frontend.Pragma, d *directive.Directive) {
	at, fn, viaExpansion, ok := a.dataPlace(p, d)
	if !ok {
		return
	}
	op, splices := a.env.DataOp(p, d, at)
	if op == nil {
		return
	}
	a.plan.DataOps = append(a.plan.DataOps, op)
	if viaExpansion {
		// Printed in the splice over its macro use.
		if use, ok := hostsplice.Standalone(a.hostSpliceInput(), p, fn, splices[0]); ok {
			a.uses = append(a.uses, use)
		}
		return
	}
	a.plan.Splices = append(a.plan.Splices, splices...)
}

// dataPlace finds where data directive p stands: its function, the scope
// and token its clauses' names resolve at, the host text its splice
// replaces, and for a construct with a statement (target data) where
// that statement ends. viaExpansion: the macro use that produced the
// directive also produces code, and is printed from its expansion
// (expansion.go).
func (a *analyzer) dataPlace(p *frontend.Pragma, d *directive.Directive) (at dataenv.Place, fn *cc.FunctionDefinition, viaExpansion, ok bool) {
	var ref *stmtRef
	if d.Kind.IsStandalone() {
		fn, at.Scope, at.Seq = a.src.ScopeAt(p)
		if fn == nil {
			a.errs.Errorf(p.Pos, "'#pragma omp %s' must appear inside a function", d.Kind)
			return at, nil, false, false
		}
	} else {
		r, ok := a.src.Statement(&a.errs, p, d)
		if !ok {
			return at, nil, false, false
		}
		if last := r.Toks[len(r.Toks)-1]; !a.src.Written(last) {
			if _, ok := a.macroEnd(last, r.Fn); !ok {
				a.errs.Errorf(frontend.Position(last), "the statement of '#pragma omp %s' ends inside a macro use; not supported yet: write the end of the statement out", d.Kind)
				return at, nil, false, false
			}
		}
		ref = r
		fn = r.Fn
		at.Scope = resolve.ScopeOf(r.Stmt)
		first := csyntax.First(r.Stmt)
		at.Seq = first.Seq()
		last := r.Toks[len(r.Toks)-1]
		at.Block = true
		at.Close = last.Position().Offset + len(last.Src())
		if e, ok := a.macroEnd(last, r.Fn); ok && !a.src.Written(last) {
			at.Close = e // after the macro use whose expansion ends the statement
		}
		at.CloseLine = frontend.Position(last).Line
	}
	// The host text the directive's splice replaces: its line, or the
	// _Pragma operator or macro use that produced it.
	at.Start, at.End = p.LineStart, p.End
	if p.FromMacro {
		if at.Start, at.End, ok = a.macroDirective(p, fn); !ok {
			if at.Start, at.End, ok = a.macroUse(p); !ok || ref != nil {
				a.errs.Errorf(p.Pos, "'#pragma omp %s' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own", d.Kind)
				return at, nil, false, false
			}
			viaExpansion = true
		}
	}
	at.Line = a.lineAt(at.End)
	return at, fn, viaExpansion, true
}

// macroEnd returns the main-file offset just past the macro use that
// produced token last of fn (a target data statement's closing brace from
// `#define END_DATA }`), when last is the final token of that use's
// expansion: code put there then follows the statement.
func (a *analyzer) macroEnd(last cc.Token, fn *cc.FunctionDefinition) (int, bool) {
	pos := last.Position()
	src := a.u.Src
	if fn == nil || pos.Filename != a.u.Path || pos.Offset < 0 || pos.Offset >= len(src) || !macrouse.IsIdentByte(src[pos.Offset]) {
		return 0, false
	}
	o, i := pos.Offset, pos.Offset
	for i < len(src) && macrouse.IsIdentByte(src[i]) {
		i++
	}
	end := i
	if m := a.u.AST.Macros[string(src[o:i])]; m == nil {
		return 0, false
	} else if j := macrouse.SkipBlank(src, i); m.IsFnLike && j < len(src) && src[j] == '(' {
		e, ok := macrouse.ParenEnd(src, j)
		if !ok {
			return 0, false
		}
		end = e
	}
	toks := a.fnToks.Of(fn)
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
	for _, t := range a.fnToks.Of(fn) {
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
	for i < len(src) && macrouse.IsIdentByte(src[i]) {
		i++
	}
	if i == o {
		return 0, 0, false
	}
	name := string(src[o:i])
	end := i
	if j := macrouse.SkipBlank(src, i); j < len(src) && src[j] == '(' {
		if m := a.u.AST.Macros[name]; name == "_Pragma" || m != nil && m.IsFnLike {
			e, ok := macrouse.ParenEnd(src, j)
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

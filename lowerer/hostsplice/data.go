package hostsplice

// Where a data directive stands, and the host text its splices replace;
// package dataenv plans the directive itself.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// DataPlace finds where data directive p stands: its function, the scope
// and token its clauses' names resolve at, the host text its splice
// replaces, and for a construct with a statement (target data) where
// that statement ends. viaExpansion: the macro use that produced the
// directive also produces code, and is printed from its expansion
// (package macrouse).
func DataPlace(in Input, p *frontend.Pragma, d *directive.Directive) (at dataenv.Place, fn *cc.FunctionDefinition, viaExpansion, ok bool) {
	var ref *binding.Ref
	if d.Kind.IsStandalone() {
		fn, at.Scope, at.Seq = in.ScopeAt(p)
		if fn == nil {
			in.Errs.Errorf(p.Pos, "'#pragma omp %s' must appear inside a function", d.Kind)
			return at, nil, false, false
		}
	} else {
		r, ok := in.Statement(in.Errs, p, d)
		if !ok {
			return at, nil, false, false
		}
		if last := r.Toks[len(r.Toks)-1]; !in.Real(last) {
			if _, ok := macrouse.StatementEnd(in.Macros, last, r.Fn); !ok {
				in.Errs.Errorf(frontend.Position(last), "the statement of '#pragma omp %s' ends inside a macro use; not supported yet: write the end of the statement out", d.Kind)
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
		if e, ok := macrouse.StatementEnd(in.Macros, last, r.Fn); ok && !in.Real(last) {
			at.Close = e // after the macro use whose expansion ends the statement
		}
		at.CloseLine = frontend.Position(last).Line
	}
	// The host text the directive's splice replaces: its line, or the
	// _Pragma operator or macro use that produced it.
	at.Start, at.End = p.LineStart, p.End
	if p.FromMacro {
		if at.Start, at.End, ok = macrouse.DirectiveSource(in.Macros, p, fn); !ok {
			if at.Start, at.End, ok = macrouse.PragmaSource(in.Macros, p); !ok || ref != nil {
				in.Errs.Errorf(p.Pos, "'#pragma omp %s' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own", d.Kind)
				return at, nil, false, false
			}
			viaExpansion = true
		}
	}
	at.Line = in.LineAt(at.End)
	return at, fn, viaExpansion, true
}

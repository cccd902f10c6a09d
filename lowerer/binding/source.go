package binding

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// The queries every stage asks of the unit's directives where they
// stand: a pragma's index, the pragmas in a range of tokens, the
// statement a directive governs.

// Ref is the statement a directive governs, in its function, with its
// tokens in stream order.
type Ref struct {
	Stmt *cc.Statement
	Fn   *cc.FunctionDefinition
	Toks []cc.Token
}

// Statement finds the statement directive d at p governs; it reports
// why there is none (no statement follows, or the pragma line sits
// among the arguments of a macro whose expansion holds the statement).
func (s Source) Statement(errs *diag.List, p *frontend.Pragma, d *directive.Directive) (*Ref, bool) {
	r := s.Binder.Bind(p.Seq)
	if r.Stmt == nil {
		r.Error(errs, p.Pos, string(d.Kind))
		return nil, false
	}
	toks := csyntax.Tokens(r.Stmt)
	if len(toks) == 0 {
		errs.Errorf(p.Pos, "'#pragma omp %s' must be followed by a statement", d.Kind)
		return nil, false
	}
	if !p.FromMacro && p.End >= 0 && s.Written(toks[0]) && toks[0].Position().Offset < p.End {
		errs.Errorf(p.Pos, "'#pragma omp %s' stands inside the arguments of a macro; put it before the macro use", d.Kind)
		return nil, false
	}
	return &Ref{Stmt: r.Stmt, Fn: r.Fn, Toks: toks}, true
}

// Written reports whether t is a token of the main file as written (not
// produced by a macro expansion elsewhere).
func (s Source) Written(t cc.Token) bool {
	p := t.Position()
	if p.Filename != s.Path || p.Offset < 0 || p.Offset+len(t.Src()) > len(s.Src) {
		return false
	}
	return string(s.Src[p.Offset:p.Offset+len(t.Src())]) == t.SrcStr()
}

// Index returns the index of q in the unit's pragmas, or -1. The
// pragmas are in token-stream order (In relies on it too), so a binary
// search finds the ones at q's place.
func (s Source) Index(q frontend.Pragma) int {
	ps := s.Pragmas
	for k := sort.Search(len(ps), func(k int) bool { return ps[k].Seq >= q.Seq }); k < len(ps) && ps[k].Seq == q.Seq; k++ {
		if ps[k].Pos == q.Pos {
			return k
		}
	}
	return -1
}

// KindOf names the construct of pragma k for messages.
func (s Source) KindOf(k int) string {
	if k < 0 {
		return "..."
	}
	if d := s.Dirs[k]; d != nil {
		return string(d.Kind)
	}
	return "..."
}

// In returns the pragmas placed strictly between the tokens with
// sequence numbers lo and hi (both in the same function).
func (s Source) In(lo, hi int) []frontend.Pragma {
	ps := s.Pragmas
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= lo })
	j := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= hi })
	if j < i {
		j = i
	}
	return ps[i:j]
}

// Before returns the atomic and host-only directives between the target
// construct's pragma p and the first token of its region (seq lo),
// which govern the region's statement itself (the combined constructs
// there are folded into the target construct).
func (s Source) Before(p *frontend.Pragma, lo int) []frontend.Pragma {
	var out []frontend.Pragma
	i := s.Index(*p)
	if i < 0 {
		return nil
	}
	for j := i + 1; j < len(s.Pragmas) && s.Pragmas[j].Seq < lo; j++ {
		if d := s.Dirs[j]; d != nil && (d.Kind == directive.Atomic || d.HostOnly) {
			out = append(out, s.Pragmas[j])
		}
	}
	return out
}

// ScopeAt returns the function and innermost block scope around pragma
// p and the sequence number names resolve at; a nil function when p is
// not inside one.
func (s Source) ScopeAt(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int) {
	r := s.Binder.Bind(p.Seq)
	if r.Fn == nil {
		return nil, nil, 0
	}
	return r.Fn, r.Block.LexicalScope(), r.Seq
}

// ParallelAround returns the index of the innermost construct with a
// parallel level whose statement holds pragma q, or -1.
func (s Source) ParallelAround(q frontend.Pragma) int {
	return s.Binder.Around(s.Pragmas, s.Dirs, q, func(d *directive.Directive) bool { return d.Kind.HasParallel() })
}

// ConstructAround returns the index of the innermost directive whose
// statement holds pragma q, or -1.
func (s Source) ConstructAround(q frontend.Pragma) int {
	return s.Binder.Around(s.Pragmas, s.Dirs, q, func(*directive.Directive) bool { return true })
}

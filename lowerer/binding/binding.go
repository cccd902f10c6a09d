// Package binding finds the statement each directive governs, from the
// parser's token sequence numbers alone.
package binding

import (
	"sort"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Binding directives to statements. The front end records, for every
// pragma, the sequence number of the last token the parser received before
// it (frontend.Pragma.Seq); the parser numbers tokens in stream order, macro
// expansions included. A directive governs the outermost statement whose
// first token is the next one in the stream. The binder finds it by
// descending from the enclosing function through the blocks and statements
// that contain that point, comparing token sequence numbers only: it never
// looks at source text, so macros that expand to a pragma and a statement
// (or part of one) bind like written code, and each block is indexed once.

// Source is what the host rewrites read of a unit: its file and text,
// its pragmas in token order with their directives (nil after an
// error), and the binder of their statements.
type Source struct {
	Binder  *Binder
	Pragmas []frontend.Pragma
	Dirs    []*directive.Directive
	Path    string
	Src     []byte
}

// Binder finds the statements directives govern.
type Binder struct {
	fns    []*cc.FunctionDefinition // main-file functions in stream order
	blocks map[*cc.CompoundStatement][]blockItem
	spans  map[*cc.Statement][2]int
}

// blockItem is one item of a block with the sequence number of its last
// token.
type blockItem struct {
	it   *cc.BlockItem
	last int
}

// Binding is where a directive stands: the statement it governs (nil when
// none directly follows), the function and innermost block around it, and
// the sequence number names resolve at.
type Binding struct {
	Stmt  *cc.Statement
	Fn    *cc.FunctionDefinition
	Block *cc.CompoundStatement
	Seq   int
	// err describes why no statement follows, at errPos.
	err    string
	errPos diag.Pos
}

// New indexes the functions fns (in any order) for binding.
func New(fns []*cc.FunctionDefinition) *Binder {
	b := &Binder{blocks: map[*cc.CompoundStatement][]blockItem{}, spans: map[*cc.Statement][2]int{}}
	b.fns = append(b.fns, fns...)
	sort.Slice(b.fns, func(i, j int) bool {
		return b.fns[i].CompoundStatement.Token.Seq() < b.fns[j].CompoundStatement.Token.Seq()
	})
	return b
}

// Function returns the function whose body holds the point after token
// seq, or nil.
func (b *Binder) Function(seq int) *cc.FunctionDefinition {
	i := sort.Search(len(b.fns), func(i int) bool { return b.fns[i].CompoundStatement.Token2.Seq() > seq })
	if i < len(b.fns) && b.fns[i].CompoundStatement.Token.Seq() <= seq {
		return b.fns[i]
	}
	return nil
}

// Bind locates the point after token seq.
func (b *Binder) Bind(seq int) Binding {
	fn := b.Function(seq)
	if fn == nil {
		return Binding{}
	}
	r := Binding{Fn: fn}
	b.inBlock(&r, fn.CompoundStatement, seq, true)
	return r
}

// Span returns the sequence numbers of the first and last tokens of
// stmt, ok false for a statement without tokens. Spans are kept: the
// host rewrites ask for the statements of every earlier directive once
// per region, which tokenizing each time made quadratic in the regions.
func (b *Binder) Span(stmt *cc.Statement) (lo, hi int, ok bool) {
	if sp, ok := b.spans[stmt]; ok {
		return sp[0], sp[1], sp[0] >= 0
	}
	sp := [2]int{-1, -1}
	if toks := csyntax.Tokens(stmt); len(toks) > 0 {
		sp = [2]int{toks[0].Seq(), toks[len(toks)-1].Seq()}
	}
	b.spans[stmt] = sp
	return sp[0], sp[1], sp[0] >= 0
}

// Around returns the index of the innermost of the pragmas ps whose
// statement holds pragma q and whose directive (dirs, parsed) keep
// accepts, or -1.
func (b *Binder) Around(ps []frontend.Pragma, dirs []*directive.Directive, q frontend.Pragma, keep func(*directive.Directive) bool) int {
	at, atLo := -1, -1
	for k := 0; k < len(ps) && ps[k].Seq <= q.Seq; k++ {
		if dirs[k] == nil || ps[k].Pos == q.Pos || !keep(dirs[k]) {
			continue
		}
		r := b.Bind(ps[k].Seq)
		if r.Stmt == nil {
			continue
		}
		lo, hi, ok := b.Span(r.Stmt)
		if ok && lo <= q.Seq && q.Seq < hi && lo >= atLo {
			at, atLo = k, lo
		}
	}
	return at
}

// items indexes a block once.
func (b *Binder) items(cs *cc.CompoundStatement) []blockItem {
	if its, ok := b.blocks[cs]; ok {
		return its
	}
	var its []blockItem
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if l.BlockItem != nil {
			its = append(its, blockItem{l.BlockItem, lastOfItem(l.BlockItem)})
		}
	}
	b.blocks[cs] = its
	return its
}

// inBlock finds the point after seq inside block cs (seq is at or after
// its '{').
func (b *Binder) inBlock(r *Binding, cs *cc.CompoundStatement, seq int, fnBody bool) {
	r.Block = cs
	its := b.items(cs)
	prev := cs.Token.Seq()
	if fnBody && len(its) > 0 && isFuncNameDecl(its[0].it, cs) {
		// The parser injects `static const char __func__[] = "f";` after
		// the body's '{' (it is part of the brace here): it renumbers the
		// token it had already read after the brace to follow the
		// injected ones and leaves one number unused after that token,
		// the counter's value while the next token is read.
		prev = its[0].last
		if seq < prev {
			seq = prev
		}
		if seq == prev+2 {
			seq = prev + 1
		}
		its = its[1:]
	}
	i := sort.Search(len(its), func(i int) bool { return its[i].last > seq })
	if i > 0 {
		prev = its[i-1].last
	}
	r.Seq = seq + 1
	if i == len(its) {
		if seq == prev {
			r.err, r.errPos = "end", frontend.Position(cs.Token2)
		} else {
			r.err, r.errPos = "inside", diag.Pos{}
		}
		return
	}
	it := its[i].it
	if it.Case != cc.BlockItemStmt {
		if seq == prev {
			r.err, r.errPos = "declaration", itemPos(it)
		} else {
			r.err = "inside"
		}
		return
	}
	b.inStatement(r, it.Statement, seq, prev)
}

// inStatement finds the point after seq in statement s, whose first token
// follows token prev.
func (b *Binder) inStatement(r *Binding, s *cc.Statement, seq, prev int) {
	if seq == prev {
		r.Stmt = s
		return
	}
	// The point is inside s: it must directly precede one of its
	// statements.
	type sub struct {
		s    *cc.Statement
		prev int
	}
	var subs []sub
	switch s.Case {
	case cc.StatementCompound:
		b.inBlock(r, s.CompoundStatement, seq, false)
		return
	case cc.StatementLabeled:
		l := s.LabeledStatement
		subs = []sub{{l.Statement, maxSeq(l.Token2, l.Token3)}}
	case cc.StatementSelection:
		x := s.SelectionStatement
		subs = []sub{{x.Statement, x.Token3.Seq()}}
		if x.Statement2 != nil {
			subs = append(subs, sub{x.Statement2, x.Token4.Seq()})
		}
	case cc.StatementIteration:
		x := s.IterationStatement
		switch x.Case {
		case cc.IterationStatementWhile:
			subs = []sub{{x.Statement, x.Token3.Seq()}}
		case cc.IterationStatementDo:
			subs = []sub{{x.Statement, x.Token.Seq()}}
		case cc.IterationStatementFor:
			subs = []sub{{x.Statement, x.Token5.Seq()}}
		case cc.IterationStatementForDecl:
			subs = []sub{{x.Statement, x.Token4.Seq()}}
		}
	}
	for _, u := range subs {
		if u.s == nil || seq < u.prev {
			break
		}
		if seq < lastOfStatement(u.s) {
			b.inStatement(r, u.s, seq, u.prev)
			return
		}
	}
	r.err = "inside"
}

// isFuncNameDecl reports whether it is the declaration of __func__ the
// parser injects at the start of a function body.
func isFuncNameDecl(it *cc.BlockItem, body *cc.CompoundStatement) bool {
	if it.Case != cc.BlockItemDecl || it.Declaration == nil {
		return false
	}
	l := it.Declaration.InitDeclaratorList
	if l == nil || l.InitDeclarator == nil || l.InitDeclarator.Declarator == nil {
		return false
	}
	d := l.InitDeclarator.Declarator
	return d.Name() == "__func__" && d.NameTok().Position().Offset == body.Token.Position().Offset
}

func itemPos(it *cc.BlockItem) diag.Pos {
	p := it.Position()
	return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

func maxSeq(ts ...cc.Token) int {
	m := 0
	for i := range ts {
		if ts[i].Seq() > m {
			m = ts[i].Seq()
		}
	}
	return m
}

// lastOfItem is the sequence number of a block item's last token.
func lastOfItem(it *cc.BlockItem) int {
	switch it.Case {
	case cc.BlockItemStmt:
		return lastOfStatement(it.Statement)
	case cc.BlockItemFuncDef:
		return it.CompoundStatement.Token2.Seq()
	case cc.BlockItemDecl:
		if d := it.Declaration; d != nil {
			if m := maxSeq(d.Token, d.Token2, d.Token3); m > 0 {
				return m
			}
		}
	}
	t := csyntax.Last(it)
	return t.Seq()
}

// lastOfStatement is the sequence number of a statement's last token.
func lastOfStatement(s *cc.Statement) int {
	for {
		switch s.Case {
		case cc.StatementLabeled:
			s = s.LabeledStatement.Statement
			continue
		case cc.StatementCompound:
			return s.CompoundStatement.Token2.Seq()
		case cc.StatementExpr:
			return s.ExpressionStatement.Token.Seq()
		case cc.StatementSelection:
			x := s.SelectionStatement
			if x.Statement2 != nil {
				s = x.Statement2
			} else {
				s = x.Statement
			}
			continue
		case cc.StatementIteration:
			x := s.IterationStatement
			if x.Case == cc.IterationStatementDo {
				return x.Token5.Seq()
			}
			s = x.Statement
			continue
		case cc.StatementJump:
			x := s.JumpStatement
			return maxSeq(x.Token, x.Token2, x.Token3)
		case cc.StatementAsm:
			return s.AsmStatement.Token.Seq()
		}
		t := csyntax.Last(s)
		return t.Seq()
	}
}

// AtBlockEnd reports whether the directive stands last in its block.
func (r Binding) AtBlockEnd() bool { return r.err == "end" }

// InExpression reports whether the directive stands inside a statement
// or expression rather than between statements.
func (r Binding) InExpression() bool { return r.err == "inside" }

// Error reports, for the directive spelled kind at pos, why it governs no
// statement (Stmt is nil).
func (r Binding) Error(errs *diag.List, pos diag.Pos, kind string) {
	switch {
	case r.Fn == nil:
		errs.Errorf(pos, "'#pragma omp %s' must be followed by a statement inside a function", kind)
	case r.err == "end":
		errs.Errorf(r.errPos, "'#pragma omp %s' must be followed by a statement, not the end of the block", kind)
	case r.err == "declaration":
		errs.Errorf(r.errPos, "'#pragma omp %s' must be followed by a statement, not a declaration", kind)
	default:
		errs.Errorf(pos, "'#pragma omp %s' stands inside a statement or expression (e.g. among the arguments of a macro); it must come right before the statement it applies to", kind)
	}
}

// Package macrouse plans the host splices of target regions whose text
// is not in the file. The host output is the main file as written with
// each region replaced by its launch block, whose host fallback is the
// region's own text. When the region's statement begins or ends inside
// a macro expansion (`#define INC(v) _Pragma("omp target") { v += 1; }`),
// the host output replaces the whole source of the macro invocations
// involved and prints their expansion from the parsed tokens, each
// region in it replaced by its launch block. Tokens produced by a macro
// expansion carry the position of the outermost invocation, which is how
// the invocation is found.
//
// The package reads the unit through Input; it never imports the
// analysis.
package macrouse

import (
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Input is what the package reads from the unit.
type Input struct {
	// Errs receives the diagnostics, in the order they are found.
	Errs *diag.List
	// Tokens caches the tokens of the unit's functions.
	Tokens *Tokens
	// Pragmas are the unit's pragmas in token order, Dirs their
	// directives (nil after an error), Consumed marks those folded into
	// a combined construct.
	Pragmas  []frontend.Pragma
	Dirs     []*directive.Directive
	Consumed []bool
	// Path and Src are the unit's file and its text, Macros its macros.
	Path   string
	Src    []byte
	Macros map[string]*cc.Macro
	// LineOf is the physical line of offset off.
	LineOf func(off int) int
	// PragmaOperator spells pragma p as a _Pragma operator and a
	// newline.
	PragmaOperator func(p *frontend.Pragma) string
}

// Use is a host splice over macro invocations.
type Use struct {
	Fn         *cc.FunctionDefinition
	Start, End int          // main-file byte range replaced
	Region     *plan.Splice // the region's launch splice
	Lo, Hi     int          // the region's first and last token seqs
	Pos        diag.Pos     // the directive
	// Standalone: Region is a standalone directive's splice, printed
	// before the token Lo (Hi is Lo-1: it spans no token).
	Standalone bool
}

// Tokens caches the tokens of the unit's functions.
type Tokens struct {
	m map[*cc.FunctionDefinition][]cc.Token
}

// Of returns fn's tokens in stream order, computed once.
func (c *Tokens) Of(fn *cc.FunctionDefinition) []cc.Token {
	if c.m == nil {
		c.m = map[*cc.FunctionDefinition][]cc.Token{}
	}
	if t, ok := c.m[fn]; ok {
		return t
	}
	t := csyntax.Tokens(fn.CompoundStatement)
	c.m[fn] = t
	return t
}

// At returns the token of fn with sequence number seq.
func (c *Tokens) At(fn *cc.FunctionDefinition, seq int) (cc.Token, bool) {
	toks := c.Of(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() >= seq })
	if k < len(toks) && toks[k].Seq() == seq {
		return toks[k], true
	}
	return cc.Token{}, false
}

// InvocationEnd finds the end of the source of the macro invocation that
// produced token t: its name, and the parenthesized arguments when the
// expansion consumed them.
func InvocationEnd(in Input, fn *cc.FunctionDefinition, t cc.Token) (int, bool) {
	src := in.Src
	o := t.Position().Offset
	i := o
	for i < len(src) && IsIdentByte(src[i]) {
		i++
	}
	if i == o {
		return 0, false
	}
	name := string(src[o:i])
	j := SkipBlank(src, i)
	if j >= len(src) || src[j] != '(' {
		return i, true
	}
	g, ok := ParenEnd(src, j)
	if !ok {
		return 0, false
	}
	// The arguments belong to the invocation unless they are tokens of
	// their own: the next token of the stream after the invocation's
	// tells.
	toks := in.Tokens.Of(fn)
	k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > t.Seq() })
	for k < len(toks) && toks[k].Position().Filename == in.Path && toks[k].Position().Offset == o {
		k++
	}
	if k < len(toks) && toks[k].Position().Filename == in.Path {
		if toks[k].Position().Offset >= g {
			return g, true
		}
		return i, true
	}
	if m := in.Macros[name]; m != nil && m.IsFnLike {
		return g, true
	}
	return i, true
}

// IsIdentByte: c may be in an identifier.
func IsIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// SkipBlank skips white space, line continuations and comments.
func SkipBlank(src []byte, i int) int {
	for i < len(src) {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == '\f' || src[i] == '\v':
			i++
		case src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case src[i] == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i += 2
		default:
			return i
		}
	}
	return i
}

// ParenEnd returns the offset just past the ')' matching the '(' at i.
func ParenEnd(src []byte, i int) (int, bool) {
	depth := 0
	for i < len(src) {
		if j := SkipBlank(src, i); j != i {
			i = j
			continue
		}
		switch c := src[i]; c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case '"', '\'':
			i++
			for i < len(src) && src[i] != c && src[i] != '\n' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
		}
		i++
	}
	return 0, false
}

// Splices merges the splices of uses that share macro invocations and
// returns each merged splice, its expansion printed from the parsed
// tokens.
func Splices(in Input, uses []*Use) []*plan.Splice {
	var out []*plan.Splice
	es := uses
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	for i := 0; i < len(es); {
		j := i + 1
		end := es[i].End
		for j < len(es) && es[j].Start < end {
			if es[j].End > end {
				end = es[j].End
			}
			j++
		}
		// Regions in stream order; a standalone directive before the
		// region that starts at the same token.
		group := es[i:j]
		sort.SliceStable(group, func(x, y int) bool {
			if group[x].Lo != group[y].Lo {
				return group[x].Lo < group[y].Lo
			}
			return group[x].Standalone && !group[y].Standalone
		})
		if s := expand(in, group, es[i].Start, end); s != nil {
			out = append(out, s)
		}
		i = j
	}
	return out
}

// expand plans one splice over [start, end) holding the regions of
// group; nil after an error. (One walk over the tokens of the macro
// uses places each region and each host pragma as it meets them.)
func expand(in Input, group []*Use, start, end int) *plan.Splice {
	fn := group[0].Fn
	for _, e := range group[1:] {
		if e.Fn != fn {
			in.Errs.Errorf(e.Pos, "the target regions of this macro use span two functions")
			return nil
		}
	}
	within := func(t cc.Token) bool {
		p := t.Position()
		return p.Filename == in.Path && p.Offset >= start && p.Offset < end
	}
	toks := expansionTokens(fn, within)
	lo := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() >= group[0].Lo })
	for lo > 0 && within(toks[lo-1]) {
		lo--
	}
	hi := lo
	for hi < len(toks) && (within(toks[hi]) || toks[hi].Seq() <= group[len(group)-1].Hi) {
		hi++
	}
	s := &plan.Splice{Start: start, End: end, ResumeLine: in.LineOf(end)}
	// Host OpenMP that the macro uses produce outside the regions: the
	// printed expansion has no pragmas of its own.
	host := hostPragmas(in, group, start, end)
	subst := map[int]string{}
	var text []cc.Token
	flush := func() {
		if len(text) > 0 {
			s.Expansion = append(s.Expansion, plan.Piece{Text: csyntax.Render(text, subst)})
			text = nil
		}
	}
	g := 0
	for k := lo; k < hi; k++ {
		t := toks[k]
		if pre := host.before(t.Seq()); pre != "" {
			if g < len(group) && t.Seq() == group[g].Lo {
				flush()
				s.Expansion = append(s.Expansion, plan.Piece{Text: pre})
			} else {
				subst[t.Seq()] = pre + t.SrcStr()
			}
		}
		for g < len(group) && group[g].Standalone && t.Seq() == group[g].Lo {
			flush()
			r := group[g].Region
			r.ResumeLine = frontend.Position(t).Line
			s.Expansion = append(s.Expansion, plan.Piece{Region: r})
			g++
		}
		if g < len(group) && t.Seq() == group[g].Lo {
			flush()
			r := group[g].Region
			s.Expansion = append(s.Expansion, plan.Piece{Region: r})
			for k+1 < hi && toks[k+1].Seq() <= group[g].Hi {
				k++
			}
			r.ResumeLine = in.LineOf(end)
			if k+1 < hi {
				r.ResumeLine = frontend.Position(toks[k+1]).Line
			}
			g++
			continue
		}
		if g < len(group) && t.Seq() > group[g].Lo {
			in.Errs.Errorf(group[g].Pos, "the target regions of this macro use overlap")
			return nil
		}
		text = append(text, t)
	}
	flush()
	// A standalone directive that ends the macro use comes before the
	// next written token.
	for g < len(group) && group[g].Standalone && (hi == len(toks) || toks[hi].Seq() == group[g].Lo) {
		r := group[g].Region
		r.ResumeLine = in.LineOf(end)
		s.Expansion = append(s.Expansion, plan.Piece{Region: r})
		g++
	}
	if pre := host.before(int(^uint(0) >> 1)); pre != "" {
		s.Expansion = append(s.Expansion, plan.Piece{Text: pre})
	}
	if g != len(group) {
		in.Errs.Errorf(group[g].Pos, "cannot place this target region in the expansion of its macro use; write the region out")
		return nil
	}
	return s
}

// expansionTokens returns the tokens of fn that a printed expansion may
// hold, in stream order: its body's, without the declaration of
// __func__ the parser injects after the body's '{' (gcc refuses it
// written out), and, when a macro use produces the whole function
// (in holds its first token), its specifiers and declarator too.
func expansionTokens(fn *cc.FunctionDefinition, in func(cc.Token) bool) []cc.Token {
	skip := FuncNameTokens(fn)
	all := csyntax.Tokens(fn.CompoundStatement)
	if head := csyntax.Tokens(fn); len(head) > 0 && in(head[0]) {
		all = head
	}
	var toks []cc.Token
	for _, t := range all {
		if !skip[t.Seq()] {
			toks = append(toks, t)
		}
	}
	return toks
}

// FuncNameTokens returns the sequence numbers of the tokens of the
// declaration of __func__ that the parser injects at the start of fn's
// body: they carry the position of the body's '{', so a macro use that
// produces the '{' would otherwise print them.
func FuncNameTokens(fn *cc.FunctionDefinition) map[int]bool {
	body := fn.CompoundStatement
	if body == nil || body.BlockItemList == nil || body.BlockItemList.BlockItem == nil {
		return nil
	}
	it := body.BlockItemList.BlockItem
	if it.Case != cc.BlockItemDecl || it.Declaration == nil {
		return nil
	}
	l := it.Declaration.InitDeclaratorList
	if l == nil || l.InitDeclarator == nil || l.InitDeclarator.Declarator == nil {
		return nil
	}
	if d := l.InitDeclarator.Declarator; d.Name() != "__func__" || d.NameTok().Position().Offset != body.Token.Position().Offset {
		return nil
	}
	r := map[int]bool{}
	for _, t := range csyntax.Tokens(it.Declaration) {
		r[t.Seq()] = true
	}
	return r
}

// PragmaOperators returns the substitutions that print, before the
// token each governs, the pragmas placed strictly inside toks that keep
// (given the pragma's index) selects.
func PragmaOperators(in Input, toks []cc.Token, keep func(int) bool) map[int]string {
	if len(toks) == 0 {
		return nil
	}
	var subst map[int]string
	lo, hi := toks[0].Seq(), toks[len(toks)-1].Seq()
	ps := in.Pragmas
	i := sort.Search(len(ps), func(i int) bool { return ps[i].Seq >= lo })
	for ; i < len(ps) && ps[i].Seq < hi; i++ {
		if !keep(i) {
			continue
		}
		k := sort.Search(len(toks), func(k int) bool { return toks[k].Seq() > ps[i].Seq })
		if k == len(toks) {
			continue
		}
		if subst == nil {
			subst = map[int]string{}
		}
		t := toks[k]
		prev, ok := subst[t.Seq()]
		if !ok {
			prev = t.SrcStr()
		}
		subst[t.Seq()] = in.PragmaOperator(&ps[i]) + prev
	}
	return subst
}

// pendingPragmas are pragma operators to print in stream order.
type pendingPragmas struct {
	ps []*frontend.Pragma
	op func(p *frontend.Pragma) string
}

// before returns the operators of the pending pragmas placed before the
// token with sequence number seq, and drops them.
func (q *pendingPragmas) before(seq int) string {
	var b strings.Builder
	for len(q.ps) > 0 && q.ps[0].Seq < seq {
		b.WriteString(q.op(q.ps[0]))
		q.ps = q.ps[1:]
	}
	return b.String()
}

// hostPragmas lists the host OpenMP pragmas that the macro uses in
// [start, end) produce outside the regions of group.
func hostPragmas(in Input, group []*Use, start, end int) *pendingPragmas {
	q := &pendingPragmas{op: in.PragmaOperator}
	for i := range in.Pragmas {
		p := &in.Pragmas[i]
		d := in.Dirs[i]
		if d == nil || !(d.HostOnly || d.Kind.IsNestable()) || in.Consumed[i] || p.Pos.File != in.Path || p.Off < start || p.Off >= end {
			continue
		}
		inside := false
		for _, e := range group {
			inside = inside || (p.Seq >= e.Lo && p.Seq < e.Hi)
		}
		if !inside {
			q.ps = append(q.ps, p)
		}
	}
	return q
}

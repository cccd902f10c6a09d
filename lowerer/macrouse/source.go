package macrouse

// Where the source of a directive that a macro use or _Pragma operator
// produced lies, for the host splices that replace it.

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// StatementEnd returns the main-file offset just past the macro use that
// produced token last of fn (a target data statement's closing brace from
// `#define END_DATA }`), when last is the final token of that use's
// expansion: code put there then follows the statement.
func StatementEnd(in Input, last cc.Token, fn *cc.FunctionDefinition) (int, bool) {
	pos := last.Position()
	src := in.Src
	if fn == nil || pos.Filename != in.Path || pos.Offset < 0 || pos.Offset >= len(src) || !IsIdentByte(src[pos.Offset]) {
		return 0, false
	}
	o, i := pos.Offset, pos.Offset
	for i < len(src) && IsIdentByte(src[i]) {
		i++
	}
	end := i
	if m := in.Macros[string(src[o:i])]; m == nil {
		return 0, false
	} else if j := SkipBlank(src, i); m.IsFnLike && j < len(src) && src[j] == '(' {
		e, ok := ParenEnd(src, j)
		if !ok {
			return 0, false
		}
		end = e
	}
	toks := in.Tokens.Of(fn)
	for k, t := range toks {
		if t.Seq() != last.Seq() {
			continue
		}
		if k+1 < len(toks) {
			if n := toks[k+1].Position(); n.Filename == in.Path && n.Offset >= o && n.Offset < end {
				return 0, false // the expansion goes on after the statement
			}
		}
		return end, true
	}
	return 0, false
}

// DirectiveSource finds the main-file source of the _Pragma operator or
// macro use that produced the data directive p in fn: from its start to
// the end of its parenthesized argument. False when that source also
// produces something else (tokens of fn, another directive), which
// replacing it would drop.
func DirectiveSource(in Input, p *frontend.Pragma, fn *cc.FunctionDefinition) (int, int, bool) {
	if fn == nil {
		return 0, 0, false
	}
	o, end, ok := PragmaSource(in, p)
	if !ok {
		return 0, 0, false
	}
	for k := range in.Pragmas {
		if q := &in.Pragmas[k]; q != p && q.Pos.File == in.Path && q.Off >= o && q.Off < end {
			return 0, 0, false
		}
	}
	for _, t := range in.Tokens.Of(fn) {
		if pos := t.Position(); pos.Filename == in.Path && pos.Offset >= o && pos.Offset < end {
			return 0, 0, false
		}
	}
	return o, end, true
}

// PragmaSource finds the main-file source of the _Pragma operator or macro
// use that produced the pragma p: from its start to the end of its
// parenthesized argument.
func PragmaSource(in Input, p *frontend.Pragma) (int, int, bool) {
	src := in.Src
	o := p.Off
	if o < 0 || o >= len(src) {
		return 0, 0, false
	}
	i := o
	for i < len(src) && IsIdentByte(src[i]) {
		i++
	}
	if i == o {
		return 0, 0, false
	}
	name := string(src[o:i])
	end := i
	if j := SkipBlank(src, i); j < len(src) && src[j] == '(' {
		if m := in.Macros[name]; name == "_Pragma" || m != nil && m.IsFnLike {
			e, ok := ParenEnd(src, j)
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

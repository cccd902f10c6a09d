package frontend

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// The preprocessing tokens after `#pragma omp` are subject to macro
// replacement (OpenMP 5.2, section 3.1): `#define MAPS map(to: b[0:N])`
// makes `#pragma omp target MAPS` a map clause, and a function-like
// macro may spell a list item or an array section. cc/v4 hands the
// pragma handler the tokens as written; expandPragmaMacros replaces
// them as the preprocessor would, by the macro table the parse ended
// with (lookup says when that table cannot stand for the directive's).

// ppTok is a token being expanded: its text, where it is reported (the
// outermost macro use that produced it) and its hide set, the macros
// whose expansion produced it, which do not expand again (C11 6.10.3.4).
type ppTok struct {
	text string
	pos  diag.Pos
	hide map[string]bool
}

// macroDepth bounds the expansions of one directive: the hide sets end
// every recursion, this ends what only grows very large.
const macroDepth = 10000

// pragmaExpander expands the macros of one directive.
type pragmaExpander struct {
	macros map[string]*cc.Macro
	path   string // the main file
	off    int    // the directive's offset in the main file; -1 when elsewhere
	steps  int
	errs   diag.List
}

// expandPragmaMacros replaces the macro uses in the unit's directives.
func (u *Unit) expandPragmaMacros() diag.List {
	if u.AST == nil || len(u.AST.Macros) == 0 {
		return nil
	}
	var errs diag.List
	for i := range u.Pragmas {
		p := &u.Pragmas[i]
		if !anyMacro(u.AST.Macros, p.Toks) {
			continue
		}
		x := &pragmaExpander{macros: u.AST.Macros, path: u.Path, off: p.Off}
		in := make([]ppTok, 0, len(p.Toks))
		for _, t := range p.Toks[1:] { // after `omp`
			in = append(in, ppTok{text: t.Text, pos: t.Pos})
		}
		out := x.expand(in)
		if x.errs.HasErrors() {
			errs = append(errs, x.errs...)
			continue
		}
		toks := append(make([]directive.Token, 0, len(out)+1), p.Toks[0])
		for _, t := range out {
			toks = append(toks, directive.Token{Text: t.text, Pos: t.pos})
		}
		p.Toks = toks
	}
	return errs
}

// anyMacro tells whether a token after `omp` names a macro.
func anyMacro(macros map[string]*cc.Macro, toks []directive.Token) bool {
	for _, t := range toks[1:] {
		if macros[t.Text] != nil {
			return true
		}
	}
	return false
}

// dynamicMacros change their replacement with where they are used; the
// table's is not the directive's, so they stay as written.
var dynamicMacros = map[string]bool{
	"__LINE__": true, "__FILE__": true, "__COUNTER__": true, "__DATE__": true,
	"__TIME__": true, "__TIMESTAMP__": true, "__BASE_FILE__": true, "__INCLUDE_LEVEL__": true,
}

// lookup returns the macro t names at the directive, or nil. The table
// holds each macro's last definition: a macro of the unit's own text
// defined below the directive, or defined more than once with different
// replacement lists, is refused, since the directive may see another
// definition (or none). One redefined by the system headers (NULL) is
// read by its last definition.
func (x *pragmaExpander) lookup(t ppTok) *cc.Macro {
	m := x.macros[t.text]
	if m == nil || dynamicMacros[t.text] || !directive.IsIdent(t.text) {
		return nil
	}
	p := m.Name.Position()
	if p.Filename != x.path {
		return m
	}
	if x.off >= 0 && p.Offset > x.off {
		x.errs.Errorf(t.pos, "macro '%s' is defined only below the directive (at line %d); define it before the directive", t.text, p.Line)
		return nil
	}
	if !m.IsConst {
		x.errs.Errorf(t.pos, "macro '%s' in the directive has more than one definition in the unit; the lowerer cannot tell which one the directive sees (give it one definition, or use a distinct name)", t.text)
		return nil
	}
	return m
}

// expand is the rescanning loop: each macro use is replaced by its
// replacement list, which is read again before the tokens after it.
func (x *pragmaExpander) expand(ts []ppTok) []ppTok {
	var out []ppTok
	for len(ts) > 0 {
		t := ts[0]
		ts = ts[1:]
		if t.hide[t.text] {
			out = append(out, t)
			continue
		}
		m := x.lookup(t)
		if m == nil {
			out = append(out, t)
			continue
		}
		if x.steps++; x.steps > macroDepth {
			x.errs.Errorf(t.pos, "macro '%s' expands too far in the directive", t.text)
			return out
		}
		if !m.IsFnLike {
			ts = append(x.substitute(m, t, nil, withName(t.hide, t.text)), ts...)
			continue
		}
		if len(ts) == 0 || ts[0].text != "(" {
			out = append(out, t) // a function-like macro's name alone is no use of it
			continue
		}
		args, rest, rparen, ok := x.arguments(m, t, ts[1:])
		if !ok {
			return out
		}
		ts = append(x.substitute(m, t, args, withName(intersect(t.hide, rparen.hide), t.text)), rest...)
	}
	return out
}

// arguments reads the arguments of a use of function-like macro m after
// its '(': the arguments, the tokens after the ')' and the ')'.
func (x *pragmaExpander) arguments(m *cc.Macro, use ppTok, ts []ppTok) (args [][]ppTok, rest []ppTok, rparen ppTok, ok bool) {
	named := len(m.Params)
	variadic := m.VarArg >= 0
	if variadic && named > m.VarArg {
		named-- // GNU `name...`: the last parameter takes the rest
	}
	depth := 0
	cur := []ppTok{}
	for i, t := range ts {
		switch {
		case t.text == "(":
			depth++
		case t.text == ")" && depth > 0:
			depth--
		case t.text == ")":
			args = append(args, cur)
			if len(args) == 1 && len(args[0]) == 0 && named == 0 && !variadic {
				args = nil // m()
			}
			if len(args) < named || len(args) > named && !variadic {
				x.errs.Errorf(use.pos, "macro '%s' takes %d argument(s), %d given in the directive", use.text, named, len(args))
				return nil, nil, ppTok{}, false
			}
			for len(args) < named+1 && variadic {
				args = append(args, nil) // no variable arguments
			}
			return args, ts[i+1:], t, true
		case t.text == "," && depth == 0 && (!variadic || len(args) < named):
			args = append(args, cur)
			cur = []ppTok{}
			continue
		}
		cur = append(cur, t)
	}
	x.errs.Errorf(use.pos, "unterminated use of macro '%s' in the directive (its arguments must end on the directive's line)", use.text)
	return nil, nil, ppTok{}, false
}

// param returns the index of parameter name of m, or -1.
func param(m *cc.Macro, name string) int {
	for i, p := range m.Params {
		if p.SrcStr() == name {
			return i
		}
	}
	if name == "__VA_ARGS__" && m.VarArg >= 0 && len(m.Params) == m.VarArg {
		return m.VarArg
	}
	return -1
}

// substitute is m's replacement list for use with its parameters
// replaced by args: by the argument as written after '#' (a string) and
// beside '##', else by the argument expanded; '##' pastes its neighbours.
// Every token is reported at use and carries hide set hs.
func (x *pragmaExpander) substitute(m *cc.Macro, use ppTok, args [][]ppTok, hs map[string]bool) []ppTok {
	rl := m.ReplacementList()
	var out []ppTok
	paste := false // the next tokens paste onto the last one
	emit := func(ts []ppTok) {
		for i, t := range ts {
			t.pos, t.hide = use.pos, union(t.hide, hs)
			if i == 0 && paste && len(out) > 0 {
				out[len(out)-1].text += t.text
				continue
			}
			out = append(out, t)
		}
		if len(ts) > 0 {
			paste = false
		}
	}
	for i := 0; i < len(rl); i++ {
		s := rl[i].SrcStr()
		pi := -1
		if m.IsFnLike {
			pi = param(m, s)
		}
		switch {
		case s == "##" && i > 0 && i+1 < len(rl):
			paste = true
		case s == "#" && m.IsFnLike && i+1 < len(rl) && param(m, rl[i+1].SrcStr()) >= 0:
			i++
			emit([]ppTok{{text: stringize(args[param(m, rl[i].SrcStr())])}})
		case pi >= 0 && pi < len(args) && (paste || i+1 < len(rl) && rl[i+1].SrcStr() == "##"):
			emit(args[pi])
			paste = false // an empty argument pastes nothing
		case pi >= 0 && pi < len(args):
			emit(x.expand(append([]ppTok(nil), args[pi]...)))
		default:
			emit([]ppTok{{text: s}})
		}
	}
	return out
}

// stringize spells an argument as a string literal (C11 6.10.3.2).
func stringize(arg []ppTok) string {
	var b strings.Builder
	for i, t := range arg {
		if i > 0 {
			b.WriteByte(' ')
		}
		s := t.text
		if strings.HasPrefix(s, `"`) || strings.HasPrefix(s, `'`) || strings.HasPrefix(s, `L"`) || strings.HasPrefix(s, `L'`) {
			s = strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`)
		}
		b.WriteString(s)
	}
	return `"` + b.String() + `"`
}

func withName(hs map[string]bool, name string) map[string]bool {
	r := make(map[string]bool, len(hs)+1)
	for k := range hs {
		r[k] = true
	}
	r[name] = true
	return r
}

func intersect(a, b map[string]bool) map[string]bool {
	r := map[string]bool{}
	for k := range a {
		if b[k] {
			r[k] = true
		}
	}
	return r
}

func union(a, b map[string]bool) map[string]bool {
	if len(a) == 0 {
		return b
	}
	r := make(map[string]bool, len(a)+len(b))
	for k := range a {
		r[k] = true
	}
	for k := range b {
		r[k] = true
	}
	return r
}

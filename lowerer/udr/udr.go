// Package udr lowers user-defined reductions (docs/loops.md): a
// reduction clause on the device that names a declare reduction
// directive. The directive stays in the host text for the host fallback;
// the device code gets its combiner as a functor type and its initializer
// as a function, rendered from the directive's tokens with the unit's
// types spelled as the device code spells them.
package udr

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devicec"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what the declare reductions read from the analysis.
type Input struct {
	Errs *diag.List
	Unit *frontend.Unit
	// Dirs holds each pragma's directive (nil where it did not parse).
	Dirs []*directive.Directive
	// Functions are the unit's function definitions, whose blocks scope
	// the directives.
	Functions []*cc.FunctionDefinition
	// NeedRecords asks for the device definitions of the records t
	// uses, reported at pos.
	NeedRecords func(t cc.Type, pos diag.Pos)
	// Callee checks a function a combiner or initializer calls (where
	// says which), as a target region's callee; false after an error.
	Callee func(name string, pos diag.Pos, where string) bool
	// Plan receives the device definitions.
	Plan *plan.Plan
}

// Table holds the unit's declare reduction directives, collected on
// first use.
type Table struct {
	in    Input
	decls []*decl
	// complex: the declaration def renders is over a type holding
	// complex values (complex.go).
	complex bool
}

// New returns the declare reductions of the unit in reads.
func New(in Input) *Table { return &Table{in: in} }

// Resolve resolves reduction identifier id for a list item of type typ
// used before token seq: the innermost visible declare reduction of that
// identifier whose type-list holds typ, its device definition added to
// the plan the first time. found is false when none is visible; ok is
// false after an error.
func (tb *Table) Resolve(id string, pos diag.Pos, typ cc.Type, seq int) (r *plan.UDR, found, ok bool) {
	tb.collect()
	var best *decl
	bestType := -1
	named := false
	for _, d := range tb.decls {
		if d.seq >= seq || d.lo >= 0 && (seq < d.lo || seq > d.hi) {
			continue
		}
		if d.d.Reduction == nil || d.d.Reduction.ID != id {
			continue
		}
		if len(d.d.Deferred) > 0 {
			// The directive did not parse: the host compiler would have
			// told, the device code needs it now.
			*tb.in.Errs = append(*tb.in.Errs, d.d.Deferred...)
			return nil, true, false
		}
		named = true
		for i, ut := range d.types {
			if ut.matches(typ) && (best == nil || d.lo > best.lo || d.lo == best.lo && d.seq > best.seq) {
				best, bestType = d, i
			}
		}
	}
	if best == nil {
		if named {
			tb.in.Errs.Errorf(pos, "no declare reduction '%s' visible here applies to type '%s'", id, ctype.Spell(typ))
			return nil, true, false
		}
		return nil, false, true
	}
	if devicec.HasLongDouble(typ) {
		// The body need not name the item, whose check would refuse it.
		tb.in.Errs.Errorf(pos, "type 'long double' is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double")
		return nil, true, false
	}
	if def := best.defs[bestType]; def != nil {
		return def, true, true
	}
	if best.failed[bestType] {
		return nil, true, false // told once, at the directive
	}
	def, ok := tb.def(best, bestType, typ)
	if !ok {
		best.failed[bestType] = true
		return nil, true, false
	}
	best.defs[bestType] = def
	tb.in.Plan.UDRs = append(tb.in.Plan.UDRs, def)
	return def, true, true
}

// OrigRefused reports reduction r, whose initializer reads omp_orig,
// where other teams may fold into the original while a team makes its
// private copies from it.
func OrigRefused(errs *diag.List, r *plan.Reduction, where string) {
	errs.Errorf(r.Pos, "reduction '%s: %s' %s: the initializer of declare reduction '%s' reads omp_orig, which other teams may be updating; not supported yet", r.Op, r.Var, where, r.UDR.ID)
	errs.Notef(r.UDR.OrigPos, "omp_orig read here")
}

// decl is one declare reduction directive of the main file.
type decl struct {
	d   *directive.Directive
	pos diag.Pos
	seq int // the pragma's place in the token stream
	// lo and hi bound the innermost block around the directive (token
	// seqs); -1 at file scope.
	lo, hi int
	scope  *cc.Scope
	types  []typ
	defs   map[int]*plan.UDR // by index in types
	failed map[int]bool      // def refused these (by index in types)
}

// typ is one type of a directive's type-list: a record type, or an
// arithmetic kind; neither when it is a type the lowerer does not match.
type typ struct {
	rec  cc.Type
	kind cc.Kind
}

func (u typ) matches(t cc.Type) bool {
	if u.rec != nil {
		return ctype.IsRecord(t) && t.Kind() == u.rec.Kind() && u.rec.IsCompatible(t)
	}
	return u.kind != cc.InvalidKind && !ctype.IsRecord(t) && t.Kind() == u.kind
}

// collect finds the declare reduction directives and their scopes,
// once.
func (tb *Table) collect() {
	if tb.decls != nil {
		return
	}
	tb.decls = []*decl{}
	var blocks []*cc.CompoundStatement
	for _, fn := range tb.in.Functions {
		csyntax.Walk(fn.CompoundStatement, func(n cc.Node) bool {
			if cs, ok := n.(*cc.CompoundStatement); ok {
				blocks = append(blocks, cs)
			}
			return true
		})
	}
	for i := range tb.in.Unit.Pragmas {
		d := tb.in.Dirs[i]
		if d == nil || d.Kind != directive.DeclareReduction {
			continue
		}
		q := &tb.in.Unit.Pragmas[i]
		u := &decl{d: d, pos: q.Pos, seq: q.Seq, lo: -1, hi: -1, scope: tb.in.Unit.AST.Scope, defs: map[int]*plan.UDR{}, failed: map[int]bool{}}
		for _, cs := range blocks {
			lo, hi := cs.Token.Seq(), cs.Token2.Seq()
			if lo <= q.Seq && q.Seq < hi && (u.lo < 0 || lo > u.lo) {
				u.lo, u.hi = lo, hi
				if s := resolve.ScopeOf(cs); s != nil {
					u.scope = s
				}
			}
		}
		if r := d.Reduction; r != nil {
			for _, toks := range r.Types {
				u.types = append(u.types, tb.typ(toks, u.scope, q.Seq+1))
			}
		}
		tb.decls = append(tb.decls, u)
	}
}

// typ resolves one type of a type-list, as visible before token seq.
func (tb *Table) typ(toks []directive.Token, s *cc.Scope, seq int) typ {
	var words []string
	for _, t := range toks {
		if t.Text != "const" && t.Text != "volatile" {
			words = append(words, t.Text)
		}
	}
	if len(words) == 2 && (words[0] == "struct" || words[0] == "union") {
		for sc := s; sc != nil; sc = sc.Parent {
			for _, n := range sc.Nodes[words[1]] {
				if sp, ok := n.(*cc.StructOrUnionSpecifier); ok && (sp.StructOrUnion.Case == cc.StructOrUnionUnion) == (words[0] == "union") {
					if st := sp.Type(); st != nil && !st.IsIncomplete() {
						return typ{rec: st}
					}
				}
			}
		}
		return typ{}
	}
	if len(words) == 1 {
		if d := resolve.Lookup(s, words[0], seq); d != nil && d.IsTypename() {
			t := d.Type()
			if ctype.IsRecord(t) {
				return typ{rec: t}
			}
			if ctype.IsScalar(t) && t.Kind() != cc.Ptr {
				return typ{kind: t.Kind()}
			}
			return typ{}
		}
	}
	return typ{kind: basicKind(words)}
}

// basicKind is the kind the type specifiers words name, or InvalidKind.
func basicKind(words []string) cc.Kind {
	n := map[string]int{}
	for _, w := range words {
		switch w {
		case "unsigned", "signed", "char", "short", "long", "int", "float", "double", "_Bool", "_Complex":
			n[w]++
		default:
			return cc.InvalidKind
		}
	}
	u := n["unsigned"] > 0
	switch {
	case n["_Complex"] > 0 && n["float"] > 0:
		return cc.ComplexFloat
	case n["_Complex"] > 0 && n["double"] > 0 && n["long"] == 0:
		return cc.ComplexDouble
	case n["_Complex"] > 0 && n["double"] > 0:
		return cc.ComplexLongDouble
	case n["_Complex"] > 0:
		return cc.InvalidKind
	case n["_Bool"] > 0:
		return cc.Bool
	case n["float"] > 0:
		return cc.Float
	case n["double"] > 0 && n["long"] == 0:
		return cc.Double
	case n["double"] > 0:
		return cc.LongDouble
	case n["char"] > 0 && u:
		return cc.UChar
	case n["char"] > 0 && n["signed"] > 0:
		return cc.SChar
	case n["char"] > 0:
		return cc.Char
	case n["short"] > 0 && u:
		return cc.UShort
	case n["short"] > 0:
		return cc.Short
	case n["long"] >= 2 && u:
		return cc.ULongLong
	case n["long"] >= 2:
		return cc.LongLong
	case n["long"] == 1 && u:
		return cc.ULong
	case n["long"] == 1:
		return cc.Long
	case u:
		return cc.UInt
	}
	return cc.Int
}

// def renders the device definition of declare reduction d for its
// type-list's type i, spelled for the device as t is.
func (tb *Table) def(d *decl, i int, t cc.Type) (*plan.UDR, bool) {
	r := d.d.Reduction
	nerr := len(*tb.in.Errs)
	tb.in.NeedRecords(t, d.pos)
	ts, err := ctype.Decl(t, "")
	if err != nil {
		tb.in.Errs.Errorf(r.IDPos, "declare reduction '%s': %v", r.ID, err)
		return nil, false
	}
	var typeText []string
	for _, tok := range r.Types[i] {
		typeText = append(typeText, tok.Text)
	}
	n := len(tb.in.Plan.UDRs)
	u := &plan.UDR{
		ID: r.ID, Functor: fmt.Sprintf("__omp_udr%d", n), Init: fmt.Sprintf("__omp_udr%d_init", n),
		TypeName: strings.Join(typeText, " "), Size: t.Size(),
	}
	seq := d.seq + 1
	tb.complex = holdsComplex(t)
	comb := tb.expr(r.Combiner, d, seq, "the combiner", map[string]bool{"omp_out": true, "omp_in": true})
	var init string
	switch {
	case r.Init == nil:
		init = fmt.Sprintf("  %s omp_priv;\n  memset(&omp_priv, 0, sizeof omp_priv);\n", ts)
	case len(r.Init) > 2 && r.Init[0].Text == "omp_priv" && r.Init[1].Text == "=":
		init = fmt.Sprintf("  %s omp_priv = %s;\n", ts, tb.expr(r.Init[2:], d, seq, "the initializer", map[string]bool{"omp_orig": true}))
	default:
		init = fmt.Sprintf("  %s omp_priv;\n  memset(&omp_priv, 0, sizeof omp_priv);\n  %s;\n", ts, tb.expr(r.Init, d, seq, "the initializer", map[string]bool{"omp_priv": true, "omp_orig": true}))
	}
	if len(*tb.in.Errs) > nerr {
		return nil, false
	}
	param := "void"
	for _, tok := range r.Init {
		if tok.Text == "omp_orig" {
			// The private copies start from the original's value.
			u.Orig, u.OrigPos, param = true, tok.Pos, ts+" omp_orig"
			break
		}
	}
	u.Def = fmt.Sprintf("/* declare reduction(%s : %s) */\nstruct %s {\n  __device__ __forceinline__ %s OMP_UDR_CALL(%s omp_out, %s omp_in) const {\n    %s;\n    return omp_out;\n  }\n};\nOMP_DEV_FN %s %s(%s) {\n%s  return omp_priv;\n}\n",
		r.ID, u.TypeName, u.Functor, ts, ts, ts, comb, ts, u.Init, param, init)
	return u, true
}

// keywords are the C keywords a combiner or initializer may hold.
var keywords = map[string]bool{
	"sizeof": true, "_Alignof": true, "char": true, "short": true, "int": true, "long": true, "unsigned": true,
	"signed": true, "float": true, "double": true, "_Bool": true, "const": true, "volatile": true, "void": true,
}

// expr renders the tokens of a combiner or an initializer (what) of
// d for the device: the variables in vars stay, type names are spelled
// as the device code spells them, a called function becomes a device
// function (it must be defined in the unit). Any other variable is
// refused: OpenMP 5.2 §5.5.11 allows none.
func (tb *Table) expr(toks []directive.Token, d *decl, seq int, what string, vars map[string]bool) string {
	id := d.d.Reduction.ID
	toks, ok := tb.expand(toks, what, id, 0)
	if !ok || tb.complex && !tb.complexOps(toks, what, id) {
		return ""
	}
	out := make([]string, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		w := tok.Text
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1].Text
		}
		switch {
		case !directive.IsIdent(w), vars[w], keywords[w], i > 0 && (toks[i-1].Text == "." || toks[i-1].Text == "->"):
		case w == "struct" || w == "union":
			if ut := tb.typ(toks[i:min2(i+2, len(toks))], d.scope, seq); ut.rec != nil {
				if s, err := ctype.Decl(ut.rec, ""); err == nil {
					tb.in.NeedRecords(ut.rec, tok.Pos)
					w = s
					i++
					break
				}
			}
			tb.in.Errs.Errorf(tok.Pos, "cannot resolve the type '%s %s' in %s of declare reduction '%s'", w, next, what, id)
		case next == "(":
			if !tb.in.Callee(w, tok.Pos, fmt.Sprintf("%s of declare reduction '%s'", what, id)) {
				return ""
			}
		default:
			if v, ok := resolve.Enum(d.scope, w, seq); ok {
				w = "(" + v + ")" // the device code has no enumerators
				break
			}
			if td := resolve.Lookup(d.scope, w, seq); td != nil && td.IsTypename() {
				tb.in.NeedRecords(td.Type(), tok.Pos)
				if s, err := ctype.Decl(td.Type(), ""); err == nil {
					w = s
					break
				}
			}
			allowed := "omp_out and omp_in"
			if what != "the combiner" {
				allowed = "omp_priv"
			}
			tb.in.Errs.Errorf(tok.Pos, "'%s' in %s of declare reduction '%s' is not supported: only %s and calls of functions may appear there", w, what, id, allowed)
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// expand expands the object-like macros left in a combiner or
// initializer (the front end expands a directive's macros, but leaves
// the dynamic ones and a function-like macro's name without arguments):
// each token of a replacement list takes the macro use's position.
func (tb *Table) expand(toks []directive.Token, what, id string, depth int) ([]directive.Token, bool) {
	var out []directive.Token
	for i, t := range toks {
		m := tb.in.Unit.AST.Macros[t.Text]
		if m == nil || i > 0 && (toks[i-1].Text == "." || toks[i-1].Text == "->") {
			out = append(out, t)
			continue
		}
		if m.IsFnLike || depth > 16 {
			tb.in.Errs.Errorf(t.Pos, "function-like macro '%s' in %s of declare reduction '%s' is not supported yet", t.Text, what, id)
			return nil, false
		}
		var repl []directive.Token
		for _, r := range m.ReplacementList() {
			if r.SrcStr() == t.Text {
				// A macro's own name is not expanded again.
				tb.in.Errs.Errorf(t.Pos, "macro '%s' in %s of declare reduction '%s' names itself; not supported", t.Text, what, id)
				return nil, false
			}
			repl = append(repl, directive.Token{Text: r.SrcStr(), Pos: t.Pos})
		}
		sub, ok := tb.expand(repl, what, id, depth+1)
		if !ok {
			return nil, false
		}
		out = append(out, directive.Token{Text: "(", Pos: t.Pos})
		out = append(out, sub...)
		out = append(out, directive.Token{Text: ")", Pos: t.Pos})
	}
	return out, true
}

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}

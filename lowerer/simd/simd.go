// Package simd plans the simd constructs of device code, and the loop
// constructs with bind(thread): their loop runs in order on the thread
// that meets it, one SIMD lane, which computes what the construct
// computes when its clauses share no data (sequential), and its private
// items are one copy each, declared at the start of the loop's body.
// Input is all it sees of the analysis; the analysis checks their
// lastprivate(conditional:) items and their linear items (package
// nested) itself.
package simd

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what the simd loops of device code are planned from.
type Input struct {
	// Errs receives what is refused.
	Errs *diag.List
	// Binder finds the statement a directive governs.
	Binder *binding.Binder
	// Pragmas are the unit's pragmas and Dirs their parsed directives,
	// index by index (nil where a pragma did not parse): a loop body
	// that is a construct's statement takes no private copies.
	Pragmas []frontend.Pragma
	Dirs    []*directive.Directive
}

// Loops are the simd loops of one target region or declare target
// function.
type Loops struct {
	// Spans are the token sequence ranges of the loops.
	Spans [][2]int
	// private maps the first token of a loop's body to the declarations
	// of its private copies.
	private map[int]string
	// wraps are the bodies of private that are no block.
	wraps map[int]wrap
	// guards stop the loops whose walk as written could wrap
	// (guard.go), outermost first.
	guards []guard
}

// wrap is a loop body that is no block: the source text of its first
// and last tokens, and the last token's seq.
type wrap struct {
	first, lastText string
	last            int
}

// Site checks the simd construct (or loop construct with bind(thread))
// d at q in device code: its clauses (sequential, private and linear)
// and its loop, whose span it records. It returns the loop and the
// construct's linear clauses, a nil loop when it refused the construct.
func (l *Loops) Site(in Input, q frontend.Pragma, d *directive.Directive) (*cc.Statement, []directive.DSClause) {
	if errs := directive.WithoutConditional(d); len(errs) > 0 {
		// lastprivate(conditional:): checked by the analysis.
		*in.Errs = append(*in.Errs, errs...)
		return nil, nil
	}
	var lin []directive.DSClause
	for _, c := range d.Clauses {
		switch {
		case c.Name == "firstprivate":
			// OpenMP 5.2 §10.4 and §11.7 give simd and loop no
			// firstprivate (clang-19 and gcc refuse it too); the
			// combined constructs take it for their other leaf.
			in.Errs.Errorf(c.Pos, "clause 'firstprivate' is not valid on '#pragma omp %s' (OpenMP 5.2 gives it private, lastprivate and reduction, not firstprivate); put it on an enclosing construct, or use a combined construct that takes it, such as '#pragma omp for simd'", d.Kind)
			return nil, nil
		case c.Name == "linear":
			lin = append(lin, directive.DSClause{Pos: c.Pos, Name: c.Name, Step: c.Expr, StepPos: c.ExprPos, Items: c.Items})
		case !sequential[c.Name] && c.Name != "private" && !(d.Kind == "loop" && c.Name == "bind"):
			in.Errs.Errorf(c.Pos, "clause '%s' on a '#pragma omp %s' nested in a target region is not supported yet", c.Name, d.Kind)
			return nil, nil
		}
	}
	r := in.Binder.Bind(q.Seq)
	if r.Stmt == nil || r.Stmt.Case != cc.StatementIteration {
		in.Errs.Errorf(q.Pos, "'#pragma omp %s' must be followed by a for loop", d.Kind)
		return nil, nil
	}
	lo, hi, _ := in.Binder.Span(r.Stmt)
	l.Spans = append(l.Spans, [2]int{lo, hi})
	l.guards = append(l.guards, guards(d, r.Stmt)...)
	return r.Stmt, lin
}

// HoldsPragma reports whether the pragma at seq (frontend.Pragma.Seq:
// the token before it) stands in one of the loops. A pragma right after
// a loop has the loop's last token as its seq, so the span's end is
// excluded.
func (l *Loops) HoldsPragma(seq int) bool {
	for _, sp := range l.Spans {
		if seq >= sp[0] && seq < sp[1] {
			return true
		}
	}
	return false
}

// Private plans the private clause of simd construct d over loop stmt.
// The loop runs in order on one thread, one SIMD lane, so its
// iterations share one copy of each item: the copies are declared at
// the start of the loop's body, which must be no other construct's
// statement (its first token then stays the brace, or a block of the
// copies wraps a body that is no block: the inner loop of a collapsed
// nest, or a single statement).
func (l *Loops) Private(in Input, d *directive.Directive, stmt *cc.Statement) {
	var decls []string
	for _, c := range d.Clauses {
		if c.Name != "private" {
			continue
		}
		body := csyntax.LoopBody(stmt)
		if body == nil || pragmaBefore(in, firstSeq(body)) {
			in.Errs.Errorf(c.Pos, "clause 'private' on a '#pragma omp %s' nested in a target region is supported only on a loop whose body is no construct's statement", d.Kind)
			return
		}
		if body.Case != cc.StatementCompound {
			if l.wraps == nil {
				l.wraps = map[int]wrap{}
			}
			bt := csyntax.Tokens(body)
			l.wraps[firstSeq(body)] = wrap{first: bt[0].SrcStr(), lastText: bt[len(bt)-1].SrcStr(), last: bt[len(bt)-1].Seq()}
		}
		scope := resolve.ScopeOf(stmt)
		for _, it := range c.Items {
			decl := resolve.Lookup(scope, it.Name, firstSeq(stmt))
			switch {
			case len(it.Sections) > 0 || len(it.Members) > 0:
				in.Errs.Errorf(it.Pos, "'%s' in clause 'private' of a '#pragma omp %s' nested in a target region is not supported yet (variables only)", it.Text, d.Kind)
				return
			case decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function:
				in.Errs.Errorf(it.Pos, "'%s' in clause 'private' is not a variable in scope", it.Text)
				return
			case ctype.IsVLA(decl.Type()):
				in.Errs.Errorf(it.Pos, "variable-length array '%s' in clause 'private' of a '#pragma omp %s' nested in a target region is not supported yet", it.Name, d.Kind)
				return
			}
			name := naming.DeviceName(decl.Name())
			decls = append(decls, fmt.Sprintf("__typeof__(%s) %s;", name, name))
		}
		if l.private == nil {
			l.private = map[int]string{}
		}
		l.private[firstSeq(body)] += " " + strings.Join(decls, " ")
	}
}

// firstSeq is the sequence number of n's first token.
func firstSeq(n cc.Node) int {
	t := csyntax.First(n)
	return t.Seq()
}

// pragmaBefore reports whether a directive stands right before token
// seq, i.e. whether the statement that starts there is a construct's.
func pragmaBefore(in Input, seq int) bool {
	for k := range in.Pragmas {
		if in.Dirs[k] != nil {
			if r := in.Binder.Bind(in.Pragmas[k].Seq); r.Stmt != nil && firstSeq(r.Stmt) == seq {
				return true
			}
		}
	}
	return false
}

// Copies puts the loops' guards (guard.go) and the declarations of
// their private copies after the opening brace of their bodies in
// subst: after the token's own text, so that constructs wrapping the
// loop keep theirs in front of it.
func (l *Loops) Copies(subst map[int]string) {
	for i := len(l.guards) - 1; i >= 0; i-- {
		// Innermost first: an outer level's text goes around an
		// inner one's where they start or end at one token.
		l.guards[i].apply(subst)
	}
	for seq, decls := range l.private {
		if w, ok := l.wraps[seq]; ok {
			// A body that is no block: the copies' block wraps it.
			first, last := w.first, w.lastText
			if s, ok := subst[seq]; ok {
				first = s
			}
			if s, ok := subst[w.last]; ok {
				last = s
			}
			if w.last == seq {
				subst[seq] = "{" + decls + " " + first + " }"
				continue
			}
			subst[seq] = "{" + decls + " " + first
			subst[w.last] = last + " }"
			continue
		}
		text := "{"
		if s, ok := subst[seq]; ok {
			text = s
		}
		subst[seq] = text + decls
	}
}

// sequential are the clauses with which a simd loop means the same run
// in order by one thread: hints, reduction, whose combined
// contributions are what an in-order run computes, and lastprivate,
// whose one copy (one lane runs every iteration) holds after the loop
// what the variable itself holds after an in-order run.
var sequential = map[string]bool{
	"reduction": true, "lastprivate": true, "safelen": true, "simdlen": true, "aligned": true,
	"nontemporal": true, "collapse": true, "order": true,
	// if: a false one asks for the in-order run this always is.
	"if": true,
}

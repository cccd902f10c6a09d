package analysis

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Names in clauses and regions resolve as the C front end resolves them.

// scopeOf returns the innermost scope visible at the start of n.
func scopeOf(n cc.Node) *cc.Scope {
	var s *cc.Scope
	csyntax.Walk(n, func(x cc.Node) bool {
		if s != nil {
			return false
		}
		if ls, ok := x.(interface{ LexicalScope() *cc.Scope }); ok {
			if sc := ls.LexicalScope(); sc != nil {
				s = sc
				// A for statement's own scope holds its loop variable;
				// names in clauses resolve outside it.
				if _, isFor := x.(*cc.IterationStatement); isFor && s.Parent != nil {
					s = s.Parent
				}
				return false
			}
		}
		return true
	})
	return s
}

// lookup resolves name as visible just before token seq.
func lookup(s *cc.Scope, name string, seq int) *cc.Declarator {
	for ; s != nil; s = s.Parent {
		var best *cc.Declarator
		for _, n := range s.Nodes[name] {
			if d, ok := n.(*cc.Declarator); ok && d.Visible() <= seq {
				best = d
			}
		}
		if best != nil {
			return canonical(best, seq)
		}
	}
	return nil
}

// canonical is the one declarator that stands for a file-scope variable
// declared several times (`extern double t[N];` in a header, `double
// t[N];` in the program), as a use at token seq sees it: its first
// declaration of complete type visible there, which is where the C front
// end resolves a use of the name, so that clauses and references agree
// on the variable. Other declarators are their own.
func canonical(d *cc.Declarator, seq int) *cc.Declarator {
	sc := d.LexicalScope()
	if sc == nil || sc.Parent != nil || d.IsTypename() || d.Type() == nil || d.Type().Kind() == cc.Function {
		return d
	}
	var first *cc.Declarator
	for _, n := range sc.Nodes[d.Name()] {
		x, ok := n.(*cc.Declarator)
		if !ok || x.IsTypename() || x.Type() == nil || x.Visible() > seq {
			continue
		}
		if first == nil {
			first = x
		}
		if !x.Type().IsIncomplete() {
			return x
		}
	}
	if first == nil {
		return d
	}
	return first
}

// scopeAt returns the function and innermost block scope around pragma
// p and the sequence number names resolve at; a nil function when p is
// not inside one.
func (a *analyzer) scopeAt(p *frontend.Pragma) (*cc.FunctionDefinition, *cc.Scope, int) {
	r := a.binder.Bind(p.Seq)
	if r.Fn == nil {
		return nil, nil, 0
	}
	return r.Fn, r.Block.LexicalScope(), r.Seq
}

// enumValue returns the value of enumerator name visible before seq.
func enumValue(s *cc.Scope, name string, seq int) (string, bool) {
	for ; s != nil; s = s.Parent {
		for _, n := range s.Nodes[name] {
			if e, ok := n.(*cc.Enumerator); ok && e.Visible() <= seq {
				return fmt.Sprint(e.Value()), true
			}
		}
		if len(s.Nodes[name]) > 0 {
			return "", false
		}
	}
	return "", false
}

// lastSeq is the sequence number of n's last token.
func lastSeq(n cc.Node) int {
	t := csyntax.Tokens(n)
	return t[len(t)-1].Seq()
}

// firstSeq is the sequence number of n's first token.
func firstSeq(n cc.Node) int {
	t := csyntax.First(n)
	return t.Seq()
}

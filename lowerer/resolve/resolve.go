// Package resolve resolves names in clauses and in device code as the C
// front end resolves them: the scope visible at a node, the declarator
// or enumerator a name denotes just before a token.
package resolve

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
)

// ScopeOf returns the innermost scope visible at the start of n.
func ScopeOf(n cc.Node) *cc.Scope {
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

// Lookup resolves name as visible just before token seq.
func Lookup(s *cc.Scope, name string, seq int) *cc.Declarator {
	for ; s != nil; s = s.Parent {
		var best *cc.Declarator
		for _, n := range s.Nodes[name] {
			if d, ok := n.(*cc.Declarator); ok && d.Visible() <= seq {
				best = d
			}
		}
		if best != nil {
			return Canonical(best, seq)
		}
	}
	return nil
}

// Canonical is the one declarator that stands for a file-scope variable
// declared several times (`extern double t[N];` in a header, `double
// t[N];` in the program), as a use at token seq sees it: its first
// declaration of complete type visible there, which is where the C front
// end resolves a use of the name, so that clauses and references agree
// on the variable. Other declarators are their own.
func Canonical(d *cc.Declarator, seq int) *cc.Declarator {
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

// Enum returns the value of enumerator name visible before seq.
func Enum(s *cc.Scope, name string, seq int) (string, bool) {
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

// Any reports whether name denotes anything (object, function,
// enumerator, typedef) visible before token seq, or a builtin.
func Any(s *cc.Scope, name string, seq int) bool {
	if strings.HasPrefix(name, "__builtin_") {
		return true
	}
	for ; s != nil; s = s.Parent {
		for _, n := range s.Nodes[name] {
			switch x := n.(type) {
			case *cc.Declarator:
				if x.Visible() <= seq {
					return true
				}
			case *cc.Enumerator:
				if x.Visible() <= seq {
					return true
				}
			default:
				return true
			}
		}
	}
	return false
}

package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Names in clauses and regions resolve as the C front end resolves them.

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

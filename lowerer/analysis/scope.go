package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
)

// The token sequence numbers that bound syntax nodes.

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

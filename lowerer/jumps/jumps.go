// Package jumps checks the gotos of device code against the structured
// blocks of the OpenMP constructs around them. OpenMP forbids a branch
// into or out of a structured block, and clang-19 refuses one (each
// construct's block is a label scope of its own there: "use of
// undeclared label"); a goto whose label stays in the same blocks is
// ordinary C, which the lowering keeps in the function it emits.
package jumps

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Block is the structured block of one construct: its tokens from
// sequence number Lo to Hi, Kind the directive that makes it, for
// messages.
type Block struct {
	Lo, Hi int
	Kind   string
}

// Holds reports whether the block holds the token of sequence number seq.
func (b Block) Holds(seq int) bool { return seq >= b.Lo && seq <= b.Hi }

// Jump is one goto of a function and its label: Goto the goto keyword,
// Label the label's name where the label stands (Seq() 0 when the
// function has no such label: the front end reports that).
type Jump struct {
	Goto, Label cc.Token
	// Stmt is the goto statement.
	Stmt *cc.JumpStatement
}

// Found reports whether the goto's label stands in the function.
func (j Jump) Found() bool { return j.Label.Seq() > 0 }

// List returns the gotos of fn (a function definition or its body) with
// their labels, in source order; computed gotos are not listed.
func List(fn cc.Node) []Jump {
	labels := map[string]cc.Token{}
	var gotos []*cc.JumpStatement
	csyntax.Walk(fn, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.LabeledStatement:
			if x.Case == cc.LabeledStatementLabel {
				labels[x.Token.SrcStr()] = x.Token
			}
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementGoto {
				gotos = append(gotos, x)
			}
		}
		return true
	})
	out := make([]Jump, 0, len(gotos))
	for _, g := range gotos {
		out = append(out, Jump{Goto: g.Token, Label: labels[g.Token2.SrcStr()], Stmt: g})
	}
	return out
}

// Check reports each goto of jumps that leaves or enters one of blocks,
// unless reported (by the goto's sequence number) already holds it; it
// adds those it reports there and returns false after any. The block
// named is the innermost one the goto leaves, else the outermost one it
// enters.
func Check(errs *diag.List, jumps []Jump, blocks []Block, reported map[int]bool) bool {
	ok := true
	for _, j := range jumps {
		if !j.Found() || reported[j.Goto.Seq()] {
			continue
		}
		from, to := j.Goto.Seq(), j.Label.Seq()
		var out, in *Block
		for i := range blocks {
			b := &blocks[i]
			switch {
			case b.Holds(from) && !b.Holds(to):
				if out == nil || b.Lo >= out.Lo {
					out = b
				}
			case !b.Holds(from) && b.Holds(to):
				if in == nil || b.Lo < in.Lo {
					in = b
				}
			}
		}
		switch {
		case out != nil:
			errs.Errorf(frontend.Position(j.Goto), "'goto' out of the region of '#pragma omp %s' is not allowed (the label '%s' is outside it)", out.Kind, j.Label.SrcStr())
		case in != nil:
			errs.Errorf(frontend.Position(j.Goto), "'goto' into the region of '#pragma omp %s' is not allowed (the label '%s' is inside it)", in.Kind, j.Label.SrcStr())
		default:
			continue
		}
		reported[from] = true
		ok = false
	}
	return ok
}

// Past reports whether j jumps past a directive placed right after the
// token of sequence number seq (frontend.Pragma.Seq), in either
// direction.
func (j Jump) Past(seq int) bool {
	lo, hi := j.Goto.Seq(), j.Label.Seq()
	if lo > hi {
		lo, hi = hi, lo
	}
	return seq >= lo && seq < hi
}

// FirstLabel returns the first label of n, for code the lowering prints
// more than once in one function (where a label would be defined twice).
func FirstLabel(n cc.Node) (cc.Token, bool) {
	var at cc.Token
	found := false
	csyntax.Walk(n, func(c cc.Node) bool {
		if l, ok := c.(*cc.LabeledStatement); ok && l.Case == cc.LabeledStatementLabel && !found {
			at, found = l.Token, true
		}
		return !found
	})
	return at, found
}

// Renames returns substitutions (by token sequence number) that rename
// every label of n and the gotos to it to prefix plus the label's name,
// for a second copy of code the lowering prints in the same function.
// OpenMP keeps gotos to a label of a structured block inside it, so
// every goto to a label of n is in n.
func Renames(n cc.Node, prefix string) map[int]string {
	out := map[int]string{}
	names := map[string]bool{}
	var gotos []*cc.JumpStatement
	csyntax.Walk(n, func(c cc.Node) bool {
		switch x := c.(type) {
		case *cc.LabeledStatement:
			if x.Case == cc.LabeledStatementLabel {
				names[x.Token.SrcStr()] = true
				out[x.Token.Seq()] = prefix + x.Token.SrcStr()
			}
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementGoto {
				gotos = append(gotos, x)
			}
		}
		return true
	})
	for _, g := range gotos {
		if names[g.Token2.SrcStr()] {
			out[g.Token2.Seq()] = prefix + g.Token2.SrcStr()
		}
	}
	return out
}

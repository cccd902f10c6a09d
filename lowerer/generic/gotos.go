package generic

// Gotos of a generic region (docs/generic.md#goto). Thread 0 runs each
// statement beside the nested loops under a guard of its own, and every
// thread follows the control statements that hold a loop. A goto whose
// label stands in the same guarded statement is thread 0's alone and
// printed as written. Any other one takes the whole team along, so that
// every thread still reaches the barriers of the loops on the path
// thread 0 takes: thread 0 records the label's number and leaves the
// guarded statement; after it every thread tests the number
// (OMP_DEV_UNIFORM) and jumps, thread 0 to the label and the others,
// where the label stands in a guarded statement only thread 0 enters, to
// the end of that statement.

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/jumps"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// teamJumps plans the gotos of one generic region that take the team
// along.
type teamJumps struct {
	all []jumps.Jump // the region's gotos
	// ids numbers the labels that such gotos go to, from 1 (the value
	// of __omp_jump that asks for it).
	ids   map[string]int
	names []string // the labels by number - 1
	// labels are the labeled statements of the region, by name.
	labels map[string]*cc.LabeledStatement
	exits  int // the guarded statements that a goto leaves, numbered
}

// newTeamJumps lists the gotos of region; nil when it has none.
func newTeamJumps(region *cc.Statement) *teamJumps {
	all := jumps.List(region)
	if len(all) == 0 {
		return nil
	}
	t := &teamJumps{all: all, ids: map[string]int{}, labels: map[string]*cc.LabeledStatement{}}
	csyntax.Walk(region, func(n cc.Node) bool {
		if l, ok := n.(*cc.LabeledStatement); ok && l.Case == cc.LabeledStatementLabel {
			t.labels[l.Token.SrcStr()] = l
		}
		return true
	})
	return t
}

// id returns the number of label name, numbering it if it is new.
func (t *teamJumps) id(name string) int {
	if n, ok := t.ids[name]; ok {
		return n
	}
	t.names = append(t.names, name)
	t.ids[name] = len(t.names)
	return len(t.names)
}

// split returns the gotos of the statement s thread 0 runs whose labels
// stand outside it, and the labels in it that gotos from outside go to.
func (t *teamJumps) split(s *cc.Statement) (out []jumps.Jump, in []string) {
	if t == nil {
		return nil, nil
	}
	lo, hi := csyntax.Span(s)
	holds := func(seq int) bool { return seq >= lo && seq <= hi }
	seen := map[string]bool{}
	for _, j := range t.all {
		if !j.Found() {
			continue
		}
		g, l := holds(j.Goto.Seq()), holds(j.Label.Seq())
		switch name := j.Label.SrcStr(); {
		case g && !l:
			out = append(out, j)
		case !g && l && !seen[name]:
			seen[name] = true
			in = append(in, name)
		}
	}
	return out, in
}

// guardedSeq prints statement s for thread 0 (seq) where gotos leave it
// or enter it: out are the gotos in s whose labels are outside, in the
// labels in s that gotos from outside go to.
func (gb *genBuilder) guardedSeq(s *cc.Statement, out []jumps.Jump, in []string) {
	t := gb.jumps
	exit := ""
	if len(out) > 0 {
		t.exits++
		exit = fmt.Sprintf("__omp_jx_%d", t.exits)
	}
	for _, j := range out {
		// goto L; becomes { __omp_jump = id(L); goto exit; }
		gb.subst[j.Stmt.Token.Seq()] = fmt.Sprintf("{ __omp_jump = %d; goto", t.id(j.Label.SrcStr()))
		gb.subst[j.Stmt.Token2.Seq()] = exit
		gb.subst[j.Stmt.Token3.Seq()] = "; }"
	}
	gb.emit("if (OMP_DEV_MASTER) {\n%s\n", gb.render(s))
	if exit != "" {
		gb.emit("%s:;\n", exit)
	}
	gb.emit("}\n")
	for _, name := range in {
		gb.emit("__omp_jl_%d:;\n", t.id(name))
	}
	// Every thread learns where thread 0 goes next, one label at a time
	// (in the order of the gotos, each tested once).
	done := map[string]bool{}
	for _, j := range out {
		name := j.Label.SrcStr()
		if done[name] {
			continue
		}
		done[name] = true
		id := t.id(name)
		if gb.contains(t.labels[name]) {
			// The label stands where every thread is.
			gb.emit("if (OMP_DEV_UNIFORM(__omp_jump == %d)) { __omp_jump = 0; goto %s; }\n", id, name)
			continue
		}
		gb.emit("if (OMP_DEV_UNIFORM(__omp_jump == %d)) { __omp_jump = 0; if (OMP_DEV_MASTER) goto %s; goto __omp_jl_%d; }\n", id, name, id)
	}
}

// jumpDecl puts the declaration of __omp_jump, thread 0's record of
// where it goes next, before the region's pieces where a goto takes the
// team along.
func (gb *genBuilder) jumpDecl() {
	if t := gb.jumps; t != nil && len(t.names) > 0 {
		gb.pieces = append([]plan.GenericPiece{{Text: "int __omp_jump = 0;"}}, gb.pieces...)
	}
}

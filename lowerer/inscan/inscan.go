// Package inscan plans the loops with inscan reductions in device code:
// a parallel for [simd] or simd construct with one runs its loop in
// order on the thread that meets it (directive.ScanSerial), its scan
// directive checked where it stands; what does not fit becomes the
// construct's deferred errors, which matter only in device code (the
// host compiler takes host OpenMP as written).
package inscan

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Scans are the scan directives (pragma indexes) that stand in the body
// of a loop with an inscan reduction run in order, with that loop's
// inscan items.
type Scans struct {
	src   binding.Source
	items map[int]map[string]bool
}

// Serial turns, in src.Dirs, each parallel for [simd] or simd construct with an
// inscan reduction into the simd construct that runs its loop in order
// on the thread that meets it (directive.ScanSerial), and records the
// scan directive of its body. What does not fit becomes the construct's
// deferred errors: they matter only in device code, the host compiler
// takes host OpenMP as written.
func Serial(src binding.Source) *Scans {
	sc := &Scans{src: src, items: map[int]map[string]bool{}}
	for i, d := range src.Dirs {
		if d == nil || !d.HasInscan() || len(d.Deferred) > 0 {
			continue
		}
		nd, errs := directive.ScanSerial(d)
		p := &src.Pragmas[i]
		loop := src.Binder.Bind(p.Seq).Stmt
		if body := csyntax.LoopBody(loop); body == nil || body.Case != cc.StatementCompound {
			errs.Errorf(p.Pos, "the loop of a construct with a reduction with the 'inscan' modifier must have a block in braces as its body, holding the '#pragma omp scan' directive")
		} else {
			errs = append(errs, sc.scanIn(i, d, loop, body.CompoundStatement)...)
		}
		if d.Kind.HasParallel() {
			errs = append(errs, scanRoutines(loop)...)
		}
		nd.Deferred = errs
		src.Dirs[i] = nd
	}
	return sc
}

// scanIn records the one scan directive directly in body, the block of
// the loop of construct i (d), and returns what is wrong with it.
func (sc *Scans) scanIn(i int, d *directive.Directive, loop *cc.Statement, body *cc.CompoundStatement) diag.List {
	var errs diag.List
	t := csyntax.Tokens(loop)
	items := d.InscanItems()
	found := 0
	for _, q := range sc.src.In(t[0].Seq(), t[len(t)-1].Seq()) {
		k := sc.src.Index(q)
		if k < 0 || sc.src.Dirs[k] == nil || sc.src.Dirs[k].Kind != "scan" {
			continue
		}
		if sc.src.Binder.Bind(q.Seq).Block != body {
			continue // a nested loop's, or misplaced: nested reports it
		}
		found++
		if found > 1 {
			errs.Errorf(q.Pos, "only one '#pragma omp scan' directive may stand in the loop body of a construct with an inscan reduction")
			continue
		}
		for _, e := range scanClause(q, items) {
			errs = append(errs, e)
		}
		sc.items[k] = items
	}
	if found == 0 {
		errs.Errorf(sc.src.Pragmas[i].Pos, "the loop of a construct with a reduction with the 'inscan' modifier must hold a '#pragma omp scan' directive in its body")
	}
	return errs
}

// scanClause checks the clause of scan directive q: inclusive(list) or
// exclusive(list) of the loop's inscan items, each of them once.
func scanClause(q frontend.Pragma, items map[string]bool) diag.List {
	var errs diag.List
	toks := q.Toks
	// omp scan inclusive ( a , b )
	if len(toks) < 5 || toks[2].Text != "inclusive" && toks[2].Text != "exclusive" || toks[3].Text != "(" || toks[len(toks)-1].Text != ")" {
		errs.Errorf(q.Pos, "'#pragma omp scan' takes one clause, inclusive(list) or exclusive(list)")
		return errs
	}
	seen := map[string]bool{}
	for j := 4; j < len(toks)-1; j++ {
		n := toks[j]
		switch {
		case n.Text == ",":
			continue
		case !items[n.Text]:
			errs.Errorf(n.Pos, "'%s' in '%s' must be an item of a reduction with the 'inscan' modifier of the loop", n.Text, toks[2].Text)
		default:
			seen[n.Text] = true
		}
	}
	for name := range items {
		if !seen[name] && !errs.HasErrors() {
			errs.Errorf(q.Pos, "the inscan reduction item '%s' must appear in the clause of '#pragma omp scan'", name)
		}
	}
	return errs
}

// scanRoutines refuses OpenMP routine calls in the loop of a parallel
// for construct that one thread runs in order: the team and the levels
// they would ask about are not there.
func scanRoutines(loop *cc.Statement) diag.List {
	var errs diag.List
	t := csyntax.Tokens(loop)
	for j := 0; j+1 < len(t); j++ {
		if name := t[j].SrcStr(); strings.HasPrefix(name, "omp_") && t[j+1].SrcStr() == "(" {
			errs.Errorf(frontend.Position(t[j]), "a call of '%s' in the loop of a parallel construct with an inscan reduction in device code is not supported yet (one thread runs that loop in order)", name)
			return errs
		}
	}
	return errs
}

// Check checks scan directive q in device code: Serial must
// have found it in the body of a loop with an inscan reduction, which
// runs in order, so the directive itself is no code.
func (sc *Scans) Check(errs *diag.List, q frontend.Pragma) {
	if _, ok := sc.items[sc.src.Index(q)]; !ok {
		errs.Errorf(q.Pos, "'#pragma omp scan' must stand directly in the loop body of a parallel for, for simd or simd construct with a reduction with the 'inscan' modifier")
	}
}

package generic

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/vla"
)

// vlaCopy plans the thread's own copy of the variable-length array decl
// (t its type) that a private or firstprivate clause of a nested loop
// names: C++ cannot declare it, so each thread's copy comes from the heap
// (__omp_vla_buf, freed when the thread leaves the loop) with the
// original's extents, and a firstprivate one starts as a copy of the
// original. It returns what the loop declares before the copies shadow
// the original (pl.Outer) and the copy's declaration (pl.Private); ok is
// false when t is no array the device can copy (one of rank 1 or a view
// of an array variable).
func (gb *genBuilder) vlaCopy(decl *cc.Declarator, t cc.Type, first bool) (outer, own string, ok bool) {
	v := decl.Name()
	orig := "__omp_pv_" + v
	mem := vla.Mem(v)
	if el := dataenv.VLA1(t); el != nil {
		es, err := gb.a.SpellDecl(el, "")
		if err != nil {
			return "", "", false
		}
		bytes := gb.vlaBytes(decl)
		outer = fmt.Sprintf("%s *%s = %s; const unsigned long long __omp_pn_%s = (unsigned long long)%s;", es, orig, v, v, bytes)
		own = fmt.Sprintf("__omp_vla_buf %s; %s *%s = (%s *)__omp_vla_bytes(&%s, __omp_pn_%s);", mem, es, v, es, mem, v)
	} else if vw := dataenv.ViewOf(t); vw != nil && vw.Outer {
		es, err := gb.a.SpellDecl(vw.Elem, "")
		if err != nil {
			return "", "", false
		}
		ty := fmt.Sprintf("__omp_vla<%s, %d>", es, vw.Rank)
		exts := []string{orig + ".n"}
		for k := 0; k < vw.Rank-1; k++ {
			exts = append(exts, fmt.Sprintf("%s.e[%d]", orig, k))
		}
		outer = fmt.Sprintf("%s %s = %s;", ty, orig, v)
		own = fmt.Sprintf("__omp_vla_buf %s; %s %s = __omp_vla_new<%s, %d>(&%s, {%s});", mem, ty, v, es, vw.Rank, mem, strings.Join(exts, ", "))
	} else {
		return "", "", false
	}
	if first {
		own += fmt.Sprintf(" memcpy((void *)%s.p, (const void *)%s, %s.bytes);", mem, orig, mem)
	}
	return outer, own, true
}

// vlaBytes is the device's size in bytes of the one-dimensional
// variable-length array decl: its storage's for one declared beside the
// loops (teamVLA), the size the host passes otherwise (dataenv.VLABytes;
// the analysis marks the clauses' arrays measured).
func (gb *genBuilder) vlaBytes(decl *cc.Declarator) string {
	if gb.teamVLAs[decl] {
		return vla.Mem(decl.Name()) + ".bytes"
	}
	return dataenv.VLABytes(decl.Name())
}

// vlaSnapshot plans the team's snapshot of the variable-length array v
// that is both firstprivate and lastprivate on a nested loop: heap
// storage in shared memory, which thread 0 fills before the loop
// (Region.LastVLACopies, once the size is a kernel argument) and frees
// when the loop's block ends. The lanes' copies start from it
// (LastItem.From).
func vlaSnapshot(v string) plan.Snapshot {
	snap := "__omp_fs_" + v
	return plan.Snapshot{Decl: fmt.Sprintf("__omp_vla_mem %s; __omp_vla_team __omp_ft_%s(&%s)", snap, v, snap)}
}

// setVLASnapshot gives the snapshot of lastprivate item li of loop pl,
// a variable-length array whose size li.Bytes holds, its filling.
func setVLASnapshot(pl *plan.ParallelLoop, li *plan.LastItem) {
	decl := vlaSnapshot(li.Var).Decl
	for i := range pl.Snapshots {
		if pl.Snapshots[i].Decl == decl {
			pl.Snapshots[i].Set = fmt.Sprintf("memcpy(__omp_vla_bytes(&__omp_fs_%s, (unsigned long long)%s), (const void *)%s, (size_t)%s);", li.Var, li.Bytes, li.Var, li.Bytes)
		}
	}
}

// vlaClauseItem plans item it, the variable-length array decl, of a
// private or firstprivate clause of a nested loop: the thread's copy
// (vlaCopy), or, firstprivate and lastprivate, the team's snapshot its
// lane's copy starts from (wsLastArray takes the lastprivate side).
func (gb *genBuilder) vlaClauseItem(pl *plan.ParallelLoop, clause string, it *directive.Item, decl *cc.Declarator, last bool) {
	if clause == "firstprivate" && last {
		pl.Snapshots = append(pl.Snapshots, vlaSnapshot(it.Name))
		return
	}
	outer, own, ok := gb.vlaCopy(decl, decl.Type(), clause == "firstprivate")
	if !ok {
		gb.a.errs.Errorf(it.Pos, "variable-length array '%s' in clause '%s' %s is not supported yet (an array of one dimension, or of several as a variable, is)", it.Name, clause, gb.where())
		return
	}
	pl.Outer = append(pl.Outer, outer)
	pl.Private = append(pl.Private, own)
}

package orphan

// Reductions over arrays and array sections on orphaned worksharing loops:
// each thread of the team gets a private array of the section's length,
// every element the operator's identity; under the item's name, a pointer
// that puts the section's elements of the copy where the body indexes
// them; after its share the thread combines the copy into the original
// elements under the reduction lock.

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// arrayRedCode is the code around an orphaned loop's share for its array
// reductions: open inside the scalar copies' blocks, close (the combine
// and the blocks' ends) before them.
type arrayRedCode struct{ open, close string }

// arrayReds builds the copies of the array and array-section items
// of the reductions of loop s; scalars (the other data-sharing items) are
// vars, to find an item named twice.
func arrayReds(in Input, s *devsync.Site, vars []devsync.Var) (arrayRedCode, bool) {
	var out arrayRedCode
	ok := true
	scope := resolve.ScopeOf(s.Stmt)
	seen := map[*cc.Declarator]bool{}
	for _, v := range vars {
		seen[v.Decl] = true
	}
	for _, c := range s.Dir.Clauses {
		if c.Name != "reduction" {
			continue
		}
		for i := range c.Items {
			it := &c.Items[i]
			decl := resolve.Lookup(scope, it.Name, s.Pragma.Seq)
			if decl == nil || len(it.Sections) == 0 && decl.Type().Kind() != cc.Array {
				continue // a scalar (dataSharing)
			}
			if seen[decl] {
				in.Errs.Errorf(it.Pos, "'%s' appears in more than one data-sharing clause of '#pragma omp for'", it.Name)
				ok = false
				continue
			}
			seen[decl] = true
			lower, length, constLen, elem, good := arrayRedItem(in, s, c, it, decl)
			if !good {
				ok = false
				continue
			}
			n := in.Temps.Next()
			name := naming.DeviceName(decl.Name())
			ts := fmt.Sprintf("__typeof__((%s)[0])", name)
			id, _ := kernelplan.Identity(c.ReductionOp, elem, ts)
			lock := devsync.CritLock("__omp_reduction")
			// The bounds are evaluated once, where the loop begins; a
			// copy of non-constant length comes from the heap.
			copyDecl, bound, kt, free := fmt.Sprintf("%s __omp_rc%d[%s]; ", ts, n, length), length, "int", ""
			if !constLen {
				bound, kt = fmt.Sprintf("__omp_rn%d", n), "long long"
				copyDecl = fmt.Sprintf("const long long %s = (long long)(%s); %s *__omp_rc%d = (%s *)__omp_red_alloc(sizeof(%s), %s); ", bound, length, ts, n, ts, ts, bound)
				free = fmt.Sprintf(" free(__omp_rc%d);", n)
			}
			out.open += fmt.Sprintf("{ const long long __omp_rl%d = (long long)(%s); __typeof__(&(%s)[0]) __omp_rb%d = &(%s)[0] + __omp_rl%d; %s"+
				"for (%s __omp_rk = 0; __omp_rk < %s; __omp_rk++) __omp_rc%d[__omp_rk] = %s; "+
				"{ __typeof__(&(%s)[0]) %s = __omp_rc%d - __omp_rl%d; ",
				n, lower, name, n, name, n, copyDecl, kt, bound, n, id, name, name, n, n)
			out.close = fmt.Sprintf(" } __omp_critical_enter(%s); for (%s __omp_rk = 0; __omp_rk < %s; __omp_rk++) __omp_rb%d[__omp_rk] = %s()(__omp_rb%d[__omp_rk], __omp_rc%d[__omp_rk]); __omp_critical_exit(%s);%s }",
				lock, kt, bound, n, kernelplan.Functor(c.ReductionOp, elem), n, n, lock, free) + out.close
		}
	}
	return out, ok
}

// arrayRedItem checks the array or section item it of reduction c on loop
// s (decl its variable) and returns the section's lower bound and length
// (device spelling, evaluated where the loop begins; constLen: the length
// is a small integer constant, the array's own when the item is the
// whole array) and the elements' type. One dimension of arithmetic
// elements.
func arrayRedItem(in Input, s *devsync.Site, c directive.Clause, it *directive.Item, decl *cc.Declarator) (lower, length string, constLen bool, elem cc.Type, ok bool) {
	t := decl.Type()
	switch t.Kind() {
	case cc.Array:
		elem = t.(*cc.ArrayType).Elem()
	case cc.Ptr:
		elem = t.(*cc.PointerType).Elem()
	}
	switch {
	case elem == nil || !ctype.IsArithmetic(elem) || elem.Kind() == cc.Array:
		in.Errs.Errorf(it.Pos, "'%s' in 'reduction' on '#pragma omp for' in a declare target function is not supported yet (one-dimensional arrays and sections of arithmetic elements)", it.Text)
		return "", "", false, nil, false
	case ctype.IsVLA(t):
		in.Errs.Errorf(it.Pos, "a variable-length array in clause 'reduction' is not supported yet")
		return "", "", false, nil, false
	case t.Kind() == cc.Array && decl.StorageDuration() == cc.Automatic:
		in.Errs.Errorf(it.Pos, "reduction variable must be shared")
		return "", "", false, nil, false
	case ctype.IsConst(elem):
		in.Errs.Errorf(it.Pos, "const-qualified variable '%s' cannot be a reduction variable", it.Name)
		return "", "", false, nil, false
	}
	if _, good := kernelplan.Identity(c.ReductionOp, elem, "T"); !good {
		in.Errs.Errorf(it.Pos, "reduction operator '%s' on '%s' of type %s is not valid", c.ReductionOp, it.Text, elem)
		return "", "", false, nil, false
	}
	if len(it.Sections) == 0 {
		n := t.(*cc.ArrayType).Len()
		return "0", fmt.Sprint(n), n <= 1<<12, elem, true
	}
	sec := it.Sections[0]
	lower, lenText := strings.TrimSpace(sec.Lower), strings.TrimSpace(sec.Length)
	switch {
	case !sec.HasColon:
		lenText = "1"
	case lower == "":
		lower = "0"
	}
	if lenText == "" && t.Kind() == cc.Array {
		// To the array's end.
		lenText = fmt.Sprintf("%d - (%s)", t.(*cc.ArrayType).Len(), lower)
		if lo, isConst := in.ConstInt(csyntax.Tokenize(lower)); isConst {
			lenText = fmt.Sprint(t.(*cc.ArrayType).Len() - lo)
		}
	}
	if lenText == "" {
		in.Errs.Errorf(sec.Pos, "'%s' in 'reduction' needs the section's length", it.Text)
		return "", "", false, nil, false
	}
	what := fmt.Sprintf("the section of '%s' in 'reduction'", it.Name)
	if !exprOK(in, lower, what, sec.Pos, resolve.ScopeOf(s.Stmt), s.Pragma.Seq) || !exprOK(in, lenText, what, sec.Pos, resolve.ScopeOf(s.Stmt), s.Pragma.Seq) {
		return "", "", false, nil, false
	}
	if n, isConst := in.ConstInt(csyntax.Tokenize(lenText)); isConst {
		if n < 1 {
			in.Errs.Errorf(sec.Pos, "the length of '%s' in 'reduction' must be positive", it.Text)
			return "", "", false, nil, false
		}
		// A long copy comes from the heap rather than the stack.
		return deviceExpr(in, lower), fmt.Sprint(n), n <= 1<<12, elem, true
	}
	return deviceExpr(in, lower), deviceText(lenText), false, elem, true
}

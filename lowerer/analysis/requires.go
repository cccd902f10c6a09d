package analysis

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// libomptarget's requirement flags (OMP_REQ_*).
const reqUnifiedSharedMemory = 0x8

// requires reads the unit's requires directives before anything else
// (OpenMP puts them before the constructs they affect): the flags the
// registration passes to libomptarget, the default memory order of
// atomics, and the host splice of each directive. The host compiler
// sees only atomic_default_mem_order, for the host's atomics (gcc 12
// rejects the other clauses).
func (a *analyzer) requires() {
	for i := range a.u.Pragmas {
		p := &a.u.Pragmas[i]
		if d := a.dirs[i]; d == nil || d.Kind != "requires" {
			continue
		}
		if p.FromMacro || p.Pos.File != a.u.Path {
			where := "produced by a macro"
			if !p.FromMacro {
				where = "in an included file"
			}
			a.errs.Errorf(p.Pos, "'#pragma omp requires' %s is not supported yet", where)
			continue
		}
		keep, ok := a.requiresClauses(p)
		if !ok {
			continue
		}
		if keep != "" {
			keep = "#pragma omp requires " + keep
		}
		a.plan.Splices = append(a.plan.Splices, &plan.Splice{Start: p.LineStart, End: p.End, Blank: true, Keep: keep,
			Newlines: strings.Count(string(a.u.Src[p.LineStart:p.End]), "\n")})
	}
}

// requiresClauses parses the clauses of requires directive p; keep is
// what the host compiler must see.
func (a *analyzer) requiresClauses(p *frontend.Pragma) (keep string, ok bool) {
	toks := p.Toks
	if len(toks) <= 2 {
		a.errs.Errorf(p.Pos, "'#pragma omp requires' needs a clause")
		return "", false
	}
	ok = true
	for i := 2; i < len(toks); i++ {
		t := toks[i]
		switch t.Text {
		case ",":
		case "unified_shared_memory":
			a.plan.Requires |= reqUnifiedSharedMemory
		case "dynamic_allocators":
			// Device code allocates nothing itself; an allocate directive
			// there may then omit its allocator.
			a.dynamicAllocators = true
		case "unified_address":
			// Every device address is usable as such already, and device
			// code allocates nothing: nothing changes (clang-19 registers
			// neither with libomptarget either).
		case "reverse_offload":
			a.errs.Errorf(t.Pos, "clause 'reverse_offload' of '#pragma omp requires' is not supported yet (no device code calls back to the host; clang-19 rejects it too)")
			ok = false
		case "atomic_default_mem_order":
			order, next, good := memOrderArg(toks, i, &a.errs)
			if !good {
				return "", false
			}
			if a.memOrder != "" && a.memOrder != order {
				a.errs.Errorf(t.Pos, "a second 'atomic_default_mem_order' (%s) differs from the first (%s)", order, a.memOrder)
				return "", false
			}
			a.memOrder = order
			keep = "atomic_default_mem_order(" + order + ")"
			i = next
		default:
			a.errs.Errorf(t.Pos, "unknown clause '%s' on '#pragma omp requires'", t.Text)
			return "", false
		}
	}
	return keep, ok
}

// memOrderArg reads `( order )` after the atomic_default_mem_order at
// toks[i]; next is the index of the ')'.
func memOrderArg(toks []directive.Token, i int, errs *diag.List) (order string, next int, ok bool) {
	if i+3 >= len(toks) || toks[i+1].Text != "(" || toks[i+3].Text != ")" {
		errs.Errorf(toks[i].Pos, "expected 'atomic_default_mem_order(seq_cst|acq_rel|relaxed)'")
		return "", 0, false
	}
	switch o := toks[i+2]; o.Text {
	case "seq_cst", "acq_rel", "relaxed":
		return o.Text, i + 3, true
	case "acquire", "release":
		errs.Errorf(o.Pos, "atomic_default_mem_order(%s) is not supported yet (clang-19 and gcc 12 take seq_cst, acq_rel and relaxed)", o.Text)
	default:
		errs.Errorf(o.Pos, "unknown memory order '%s' in 'atomic_default_mem_order' (expected seq_cst, acq_rel or relaxed)", o.Text)
	}
	return "", 0, false
}

// Package requires reads the requires directives of a translation unit
// before anything else is planned (OpenMP puts them before the constructs
// they affect): the flags the registration passes to libomptarget, the
// default memory order of atomics, whether allocate directives in device
// code may omit their allocator, and the host splice of each directive.
package requires

import (
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// UnifiedSharedMemory is libomptarget's requirement flag
// OMP_REQ_UNIFIED_SHARED_MEMORY.
const UnifiedSharedMemory = 0x8

// Requirements are what the requires directives of a unit require.
type Requirements struct {
	// Flags are libomptarget's requirement flags (OMP_REQ_*).
	Flags int64
	// MemOrder is atomic_default_mem_order, "" when none.
	MemOrder string
	// DynamicAllocators: an allocate directive in device code may name
	// no allocator.
	DynamicAllocators bool
	// Splices are the host splices of the directives.
	Splices []*plan.Splice
}

// Read reads the requires directives of unit u (dirs are its pragmas
// parsed, nil where a pragma did not parse), reporting into errs. The
// host compiler sees only atomic_default_mem_order, for the host's
// atomics (gcc 12 rejects the other clauses).
func Read(u *frontend.Unit, dirs []*directive.Directive, errs *diag.List) Requirements {
	r := &reader{errs: errs}
	var device, atomic *frontend.Pragma
	for i := range u.Pragmas {
		p := &u.Pragmas[i]
		d := dirs[i]
		if d == nil {
			continue
		}
		if d.Kind != "requires" {
			if device == nil && deviceKind(d.Kind) {
				device = p
			}
			if atomic == nil && d.Kind == "atomic" {
				atomic = p
			}
			continue
		}
		if !r.inOrder(p, device, atomic) {
			continue
		}
		if p.FromMacro || p.Pos.File != u.Path {
			where := "produced by a macro"
			if !p.FromMacro {
				where = "in an included file"
			}
			errs.Errorf(p.Pos, "'#pragma omp requires' %s is not supported yet", where)
			continue
		}
		keep, ok := r.clauses(p)
		if !ok {
			continue
		}
		if keep != "" {
			keep = "#pragma omp requires " + keep
		}
		r.req.Splices = append(r.req.Splices, &plan.Splice{Start: p.LineStart, End: p.End, Blank: true, Keep: keep,
			Newlines: strings.Count(string(u.Src[p.LineStart:p.End]), "\n")})
	}
	return r.req
}

// deviceKind reports the directives before which OpenMP puts every
// requires directive with a device clause: device constructs (the target
// constructs and data directives) and device routines (declare target).
func deviceKind(k directive.Kind) bool {
	return strings.HasPrefix(string(k), "target") || k == directive.DeclareTarget || k == directive.BeginDeclareTarget
}

// inOrder reports whether requires directive p comes before the
// constructs its clauses affect: OpenMP puts a device clause before the
// unit's first device construct or routine (device), and
// atomic_default_mem_order before its first atomic construct (atomic);
// a later one would change code already written (clang-19 refuses both).
func (r *reader) inOrder(p, device, atomic *frontend.Pragma) bool {
	for _, t := range p.Toks[2:] {
		var first *frontend.Pragma
		switch t.Text {
		case "unified_shared_memory", "unified_address", "dynamic_allocators", "reverse_offload":
			first = device
		case "atomic_default_mem_order":
			first = atomic
		}
		if first != nil {
			name := directiveName(first)
			r.errs.Errorf(t.Pos, "'#pragma omp requires' with '%s' must come before the unit's first '#pragma omp %s'", t.Text, name)
			r.errs.Notef(first.Pos, "the first '#pragma omp %s'", name)
			return false
		}
	}
	return true
}

// directiveName is the directive name of pragma p (its tokens after omp,
// up to the first clause or parenthesis).
func directiveName(p *frontend.Pragma) string {
	var words []string
	for _, t := range p.Toks[1:] {
		switch t.Text {
		case "target", "teams", "distribute", "parallel", "for", "simd", "loop", "data", "enter", "exit", "update", "declare", "begin", "atomic":
			words = append(words, t.Text)
			continue
		}
		break
	}
	return strings.Join(words, " ")
}

// reader reads the directives of one unit.
type reader struct {
	errs *diag.List
	req  Requirements
}

// clauses parses the clauses of requires directive p; keep is what the
// host compiler must see.
func (r *reader) clauses(p *frontend.Pragma) (keep string, ok bool) {
	toks := p.Toks
	if len(toks) <= 2 {
		r.errs.Errorf(p.Pos, "'#pragma omp requires' needs a clause")
		return "", false
	}
	ok = true
	for i := 2; i < len(toks); i++ {
		t := toks[i]
		switch t.Text {
		case ",":
		case "unified_shared_memory":
			r.req.Flags |= UnifiedSharedMemory
		case "dynamic_allocators":
			// Device code allocates nothing itself; an allocate directive
			// there may then omit its allocator.
			r.req.DynamicAllocators = true
		case "unified_address":
			// Every device address is usable as such already, and device
			// code allocates nothing: nothing changes (clang-19 registers
			// neither with libomptarget either).
		case "reverse_offload":
			r.errs.Errorf(t.Pos, "clause 'reverse_offload' of '#pragma omp requires' is not supported yet (no device code calls back to the host; clang-19 rejects it too)")
			ok = false
		case "atomic_default_mem_order":
			order, next, good := memOrderArg(toks, i, r.errs)
			if !good {
				return "", false
			}
			if r.req.MemOrder != "" && r.req.MemOrder != order {
				r.errs.Errorf(t.Pos, "a second 'atomic_default_mem_order' (%s) differs from the first (%s)", order, r.req.MemOrder)
				return "", false
			}
			r.req.MemOrder = order
			keep = "atomic_default_mem_order(" + order + ")"
			i = next
		default:
			r.errs.Errorf(t.Pos, "unknown clause '%s' on '#pragma omp requires'", t.Text)
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

package dataenv

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Member chains that stand beside other items of their variable on one
// directive: `map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:8])`,
// `map(to: po[0:1], po->p[0:1]) map(tofrom: po->p->q[0:8])`,
// `map(to: a.p[0:1], a.p->r[0:1]) map(from: a.p->r->x[0:n])`. Where each
// pointer the chain passes through has its pointee mapped by another
// item of the directive (which attaches that pointer), the chain joins
// the variable's member group: its section is one more entry,
// PTR_AND_OBJ | MEMBER_OF(parent) with base the address of the last
// pointer, which the runtime finds inside the pointee another item
// maps, and attaches.
//
// clang-19 encodes such a chain with one more link entry per pointer
// (base the pointer before, begin the next pointer's storage) and a
// section without MEMBER_OF: libomptarget counts the storage that holds
// the section's pointer once more for each of them at the start and
// never releases it, so after the construct the pointee (`*o.p`) stays
// mapped, where OpenMP 5.2 has it unmapped, and a later construct's
// `map(to: o.p[0:1])` finds it present and copies nothing. The lowering
// leaves the links out (the other items map and attach everything they
// would) and makes the section MEMBER_OF the parent, so the runtime
// counts each storage once and releases it at the end; the data moved
// and the attachments are clang-19's (docs/difftest.md).
//
// Chains follow the member entries and pointees, shorter ones first, so
// that the pointee a chain maps (`a.p->r[0:1]`) is mapped before a
// longer chain's section finds its pointer inside it.

// chainPointers is the syntactic spelling of the pointers member item it
// passes through with '->' after its first step, outermost first, and of
// the pointer its last member names (the section's base); a chain item
// maps the pointee of that last one. Spellings compare the items of one
// directive: `o.p`, `po->p`, `arr[1].p->r`.
func chainPointers(it *directive.Item) (through []string, last string) {
	var b strings.Builder
	b.WriteString(it.Name)
	subs := func(secs []directive.Section) {
		for _, s := range secs {
			b.WriteString("[" + strings.TrimSpace(s.Lower) + "]")
		}
	}
	subs(it.Sections)
	n := len(it.Members)
	for i, m := range it.Members {
		if i > 0 && m.Arrow {
			through = append(through, b.String())
		}
		if m.Arrow {
			b.WriteString("->")
		} else {
			b.WriteString(".")
		}
		b.WriteString(m.Name)
		if i < n-1 {
			subs(m.Sections)
		}
	}
	return through, b.String()
}

// mapsPointee reports whether member item it maps, through a section
// or subscript of its last member starting at element 0 (`o.p[0:1]`,
// `o.p[:n]`, `o.p[0]`), the object a '->' through that pointer reaches,
// and spells the pointer.
func mapsPointee(it *directive.Item) (string, bool) {
	if len(it.Members) == 0 {
		return "", false
	}
	secs := it.Members[len(it.Members)-1].Sections
	if len(secs) == 0 || secs[0].Stride != "" {
		return "", false
	}
	if lb := strings.TrimSpace(secs[0].Lower); lb != "" && lb != "0" {
		return "", false
	}
	_, last := chainPointers(it)
	return last, true
}

// joinChains moves from rows into g the member chains of decl that join
// its member group: g must hold other items of decl, and every pointer a
// chain passes through must have its pointee mapped by an item of g (a
// member's section `o.p[0:1]`, or a joining chain's section
// `a.p->r[0:1]`, from element 0: mapsPointee). Other chains stay rows
// (their own encoding, or an error on a target construct).
func joinChains(decl *cc.Declarator, g, rows []Use) ([]Use, []Use) {
	if len(g) == 0 {
		return g, rows
	}
	mapped := map[string]bool{}
	for _, u := range g {
		if p, ok := mapsPointee(u.Item); ok {
			mapped[p] = true
		}
	}
	var chains, rest []Use
	for _, u := range rows {
		if memberChain(decl, u.Item) {
			chains = append(chains, u)
			if p, ok := mapsPointee(u.Item); ok {
				mapped[p] = true
			}
		} else {
			rest = append(rest, u)
		}
	}
	for _, u := range chains {
		through, _ := chainPointers(u.Item)
		ok := true
		for _, p := range through {
			ok = ok && mapped[p]
		}
		if ok {
			g = append(g, u)
		} else {
			rest = append(rest, u)
		}
	}
	return g, rest
}

// resolveChain walks a member chain item from its struct o: the pointers
// it passes through with '->' (outermost first: the first is a member of
// o) and the section's base pointer, as C lvalues.
func (env *Env) resolveChain(o memberObj, u Use) (memberPath, bool) {
	it := u.Item
	expr, cur := o.expr, o.t
	var ptrs []string
	for i, m := range it.Members {
		switch {
		case i == 0 && m.Arrow != o.arrow && o.arrow:
			env.in.Errs.Errorf(m.Pos, "'%s' is a pointer; use '->' to name its member '%s'", expr, m.Name)
			return memberPath{}, false
		case i == 0 && m.Arrow != o.arrow:
			env.in.Errs.Errorf(m.Pos, "'%s' is not a pointer; use '.' to name its member '%s'", expr, m.Name)
			return memberPath{}, false
		case i > 0 && m.Arrow:
			ptrs = append(ptrs, expr)
			cur = cur.(*cc.PointerType).Elem() // memberChain checked the path
		}
		if m.Arrow {
			expr += "->" + m.Name
		} else {
			expr += "." + m.Name
		}
		f := fieldByName(cur, m.Name)
		if f == nil || f.IsBitfield() || !ctype.IsRecord(cur) {
			env.in.Errs.Errorf(m.Pos, "'%s' has no member '%s' that can be mapped", ctype.Spell(cur), m.Name)
			return memberPath{}, false
		}
		cur = f.Type()
		if i < len(it.Members)-1 && len(m.Sections) > 0 {
			var ok bool
			if expr, _, cur, ok = env.elementOf(expr, cur, m.Sections, false, it.Text); !ok {
				return memberPath{}, false
			}
		}
	}
	last := it.Members[len(it.Members)-1]
	return memberPath{use: u, expr: expr, t: cur, secs: last.Sections, chain: append(ptrs, expr)}, true
}

// chainEntries are the sections of chains, after the variable's other
// entries; member: the MEMBER_OF bits of the parent. span gets the
// storage of each chain's first pointer, a member of the struct.
func (env *Env) chainEntries(kind directive.Kind, decl *cc.Declarator, chains []memberPath, member mapping.Flags, span *[][2]string) []ordered {
	var out []ordered
	for _, p := range chains {
		u := p.use
		sec, _ := env.pointerRowEntry(decl, u.Clause, u.Item, true, false)
		if sec == nil {
			continue
		}
		sec.Flags |= clauseFlags(kind, u.Clause) | member
		*span = append(*span, [2]string{"(void *)&" + p.chain[0], fmt.Sprintf("sizeof(%s)", p.chain[0])})
		out = append(out, ordered{depth: 2 * len(p.chain), ents: []*plan.Arg{sec}})
	}
	return out
}

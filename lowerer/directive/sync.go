package directive

// Synchronisation and worksharing constructs that the lowerer implements
// inside target regions and declare target functions (docs/sync.md):
// critical, single, masked, master, barrier and flush. Outside them they
// are host OpenMP (HostOnly); their clauses are parsed here all the same,
// with errors deferred (Directive.Deferred) to where they are lowered.

import (
	"fmt"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// The synchronisation constructs.
const (
	Critical Kind = "critical"
	Single   Kind = "single"
	Masked   Kind = "masked"
	Master   Kind = "master"
	Barrier  Kind = "barrier"
	Flush    Kind = "flush"
)

// SyncInfo is what a synchronisation construct's clauses say.
type SyncInfo struct {
	// Name is a critical construct's name, "" when unnamed.
	Name string
	// Filter is a masked construct's filter expression, "" when absent
	// (thread 0); FilterPos is where it was written.
	Filter    string
	FilterPos diag.Pos
	Nowait    bool // single nowait
}

// IsSync reports whether k is one of the synchronisation constructs.
func (k Kind) IsSync() bool {
	switch k {
	case Critical, Single, Masked, Master, Barrier, Flush:
		return true
	}
	return false
}

// IsStandaloneSync reports whether k is a synchronisation construct
// without a statement.
func (k Kind) IsStandaloneSync() bool { return k == Barrier || k == Flush }

// syncKind returns the synchronisation construct that the directive words
// name, or "" (combined forms such as 'masked taskloop' are not).
func syncKind(words []string) Kind {
	if len(words) == 0 {
		return ""
	}
	k := Kind(words[0])
	if !k.IsSync() {
		return ""
	}
	// 'masked taskloop' and 'master taskloop' are other constructs; any
	// other word after the name is a clause of it ('flush acq_rel', or a
	// mistake syncClauses reports).
	if len(words) > 1 && words[1] == "taskloop" {
		return ""
	}
	return k
}

// syncClauses parses the clauses of a synchronisation construct, from the
// word after its name.
func (p *parser) syncClauses(d *Directive) {
	info := &SyncInfo{}
	d.Sync = info
	seen := map[string]bool{}
	for !p.errs.HasErrors() {
		t, ok := p.peek()
		if !ok {
			return
		}
		if t.Text == "," {
			p.i++
			continue
		}
		name := t.Text
		switch {
		case d.Kind == Critical && name == "(" && len(d.Clauses) == 0 && info.Name == "" && !seen["hint"]:
			p.i++
			n, ok := p.peek()
			if !ok || !isIdent(n.Text) {
				p.failf(p.pos(), "expected the name of the critical construct")
				return
			}
			info.Name = n.Text
			p.i++
			if !p.expect(")") {
				return
			}
			continue
		case d.Kind == Flush && name == "(":
			// flush(list): the lowering flushes everything, which a
			// list allows.
			p.i++
			p.list(listOpts{})
			p.expect(")")
			continue
		case d.Kind == Flush && memOrders[name]:
			if seen["order"] {
				p.failf(t.Pos, "more than one memory order on '#pragma omp flush'")
				return
			}
			if name == "relaxed" {
				p.failf(t.Pos, "memory order 'relaxed' is not valid on '#pragma omp flush'")
				return
			}
			seen["order"] = true
			p.i++
			continue
		}
		if !isIdent(name) {
			p.failf(t.Pos, "expected a clause, found '%s'", name)
			return
		}
		if seen[name] {
			p.failf(t.Pos, "clause '%s' appears more than once", name)
			return
		}
		seen[name] = true
		p.i++
		switch {
		case d.Kind == Critical && name == "hint":
			// A hint changes no semantics.
			if p.expect("(") {
				if _, _, ok := p.closedExpr("clause 'hint'"); !ok {
					return
				}
			}
		case d.Kind == Masked && name == "filter":
			if !p.expect("(") {
				return
			}
			var ok bool
			if info.Filter, info.FilterPos, ok = p.closedExpr("clause 'filter'"); !ok {
				return
			}
		case d.Kind == Single && name == "nowait":
			info.Nowait = true
		case d.Kind == Single && (name == "copyprivate" || name == "private" || name == "firstprivate" || name == "allocate"):
			p.failf(t.Pos, "clause '%s' on '#pragma omp single' in a target region is not supported yet", name)
			return
		default:
			p.failf(t.Pos, "%s", unknownSyncClause(d.Kind, name))
			return
		}
	}
}

func unknownSyncClause(k Kind, name string) string {
	switch {
	case k == Critical && name == "hint", k == Masked && name == "filter", k == Single && name == "nowait":
		return ""
	}
	if _, ok := clauses[name]; ok {
		return fmt.Sprintf("clause '%s' is not valid on '#pragma omp %s'", name, k)
	}
	if _, ok := knownClauses[name]; ok {
		return fmt.Sprintf("clause '%s' is not valid on '#pragma omp %s'", name, k)
	}
	return fmt.Sprintf("unknown clause '%s' on '#pragma omp %s'", name, k)
}

package directive

// The atomic construct (OpenMP 5.2 §15.8.4). Its clauses have their own
// grammar (mostly bare words), so they are parsed here, not by the
// clause table. Outside target regions an atomic construct is host
// OpenMP: its errors are deferred (Directive.Deferred) and reported only
// where the lowerer implements it.

// Atomic is the atomic construct.
const Atomic Kind = "atomic"

// Atomic clause kinds (Directive.Atomic).
const (
	AtomicUpdate = "update"
	AtomicRead   = "read"
	AtomicWrite  = "write"
)

// AtomicInfo is what an atomic directive's clauses say.
type AtomicInfo struct {
	// Op is the atomic-clause: update (also when omitted), read or write.
	Op      string
	Capture bool
	Compare bool
	// Order is the memory-order-clause, "" when omitted (relaxed).
	Order string
	Fail  string // fail(order), "" when absent
	Weak  bool
	Hint  string // hint(expr) as text; a hint changes no semantics
}

var atomicOps = map[string]bool{"read": true, "write": true, "update": true}
var memOrders = map[string]bool{"seq_cst": true, "acq_rel": true, "release": true, "acquire": true, "relaxed": true}

// atomicAt are the clauses of an atomic directive that others may
// conflict with, for the messages.
type atomicAt struct{ op, order, fail, weak Token }

// atomicClauses parses the clauses of an atomic directive, each at most
// once (atomicClause), then checks that they do not conflict
// (atomicConflicts).
func (p *parser) atomicClauses(d *Directive) {
	info := &AtomicInfo{Op: AtomicUpdate}
	d.Atomic = info
	var at atomicAt
	seen := map[string]bool{}
	for !p.errs.HasErrors() {
		t, ok := p.peek()
		if !ok {
			break
		}
		if t.Text == "," {
			p.i++
			continue
		}
		if !IsIdent(t.Text) {
			p.failf(t.Pos, "expected a clause, found '%s'", t.Text)
			return
		}
		name := t.Text
		if seen[name] {
			p.failf(t.Pos, "clause '%s' appears more than once", name)
			return
		}
		seen[name] = true
		p.i++
		c := Clause{Pos: t.Pos, Name: name}
		if !p.atomicClause(info, &at, t, &c) || p.errs.HasErrors() {
			return
		}
		d.Clauses = append(d.Clauses, c)
	}
	if p.errs.HasErrors() {
		return
	}
	p.atomicConflicts(info, at)
}

// atomicClause parses the arguments of clause c (token t, its name
// read) of an atomic directive into info, recording in at where the
// operation, memory order, fail and weak clauses stand; false when it
// reported an error.
func (p *parser) atomicClause(info *AtomicInfo, at *atomicAt, t Token, c *Clause) bool {
	name := c.Name
	switch {
	case atomicOps[name]:
		if at.op.Text != "" {
			p.failf(t.Pos, "clause '%s' after '%s': an atomic construct takes at most one of read, write and update", name, at.op.Text)
			return false
		}
		at.op = t
		info.Op = name
	case memOrders[name]:
		if at.order.Text != "" {
			p.failf(t.Pos, "clause '%s' after '%s': an atomic construct takes at most one memory-order clause", name, at.order.Text)
			return false
		}
		at.order = t
		info.Order = name
	case name == "capture":
		info.Capture = true
	case name == "compare":
		info.Compare = true
	case name == "weak":
		at.weak = t
		info.Weak = true
	case name == "hint":
		if !p.expect("(") {
			return false
		}
		var ok bool
		if c.Expr, c.ExprPos, ok = p.closedExpr("clause 'hint'"); !ok {
			return false
		}
		info.Hint = c.Expr
	case name == "fail":
		at.fail = t
		if !p.expect("(") {
			return false
		}
		o, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected a memory order in clause 'fail'")
			return false
		}
		if o.Text != "seq_cst" && o.Text != "acquire" && o.Text != "relaxed" {
			p.failf(o.Pos, "the argument of clause 'fail' must be seq_cst, acquire or relaxed, found '%s'", o.Text)
			return false
		}
		p.i++
		c.Expr = o.Text
		info.Fail = o.Text
		p.expect(")")
	default:
		p.failf(t.Pos, "unknown clause '%s' on '#pragma omp atomic'", name)
		return false
	}
	return true
}

// atomicConflicts reports the first pair of an atomic directive's
// clauses info that OpenMP 5.2 does not allow together, at the clause
// at says.
func (p *parser) atomicConflicts(info *AtomicInfo, at atomicAt) {
	switch {
	case info.Compare && (info.Op == AtomicRead || info.Op == AtomicWrite):
		p.failf(at.op.Pos, "clause '%s' is not valid with 'compare'", info.Op)
	case info.Capture && (info.Op == AtomicRead || info.Op == AtomicWrite):
		p.failf(at.op.Pos, "clause '%s' is not valid with 'capture'", info.Op)
	case info.Fail != "" && !info.Compare:
		p.failf(at.fail.Pos, "clause 'fail' needs 'compare'")
	case info.Weak && !info.Compare:
		p.failf(at.weak.Pos, "clause 'weak' needs 'compare'")
	case info.Op == AtomicRead && (info.Order == "release" || info.Order == "acq_rel"):
		p.failf(at.order.Pos, "memory order '%s' is not valid on an atomic read", info.Order)
	case info.Op == AtomicWrite && (info.Order == "acquire" || info.Order == "acq_rel"):
		p.failf(at.order.Pos, "memory order '%s' is not valid on an atomic write", info.Order)
	case !info.Capture && !info.Compare && info.Op == AtomicUpdate && (info.Order == "acquire" || info.Order == "acq_rel"):
		p.failf(at.order.Pos, "memory order '%s' is not valid on an atomic update", info.Order)
	}
}

package directive

// Synchronisation and worksharing constructs that the lowerer implements
// inside target regions and declare target functions (docs/sync.md):
// critical, single, masked, master, barrier and flush. Outside them they
// are host OpenMP (HostOnly); their clauses are parsed here all the same,
// with errors deferred (Directive.Deferred) to where they are lowered.

import (
	"fmt"
	"strconv"
	"strings"

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

// Worksharing sections and the tasking constructs, lowered with the
// synchronisation constructs (docs/tasks.md).
const (
	Sections    Kind = "sections"
	SectionKind Kind = "section"
	Task        Kind = "task"
	Taskwait    Kind = "taskwait"
	Taskgroup   Kind = "taskgroup"
	Taskyield   Kind = "taskyield"
	Ordered     Kind = "ordered"
	Taskloop    Kind = "taskloop"
)

// DSClause is a data-sharing clause of single, sections or task
// (private, firstprivate, lastprivate, reduction, shared, copyprivate).
type DSClause struct {
	Pos  diag.Pos
	Name string
	Op   string // reduction: the operator
	// Step is a linear clause's step expression ("" for 1), StepPos
	// where it was written.
	Step    string
	StepPos diag.Pos
	Items   []Item
}

// SyncInfo is what a synchronisation construct's clauses say.
type SyncInfo struct {
	// Name is a critical construct's name, "" when unnamed.
	Name string
	// Filter is a masked construct's filter expression, "" when absent
	// (thread 0); FilterPos is where it was written.
	Filter    string
	FilterPos diag.Pos
	Nowait    bool // single, sections nowait
	// Simd: ordered simd (the order of a simd loop's iterations);
	// taskloop simd.
	Simd bool
	// DS are the data-sharing clauses, in order.
	DS []DSClause
	// Default is a task's default(...) argument, "" when absent.
	Default    string
	DefaultPos diag.Pos
	// Taskloop: Grain is the expression of GrainClause (grainsize or
	// num_tasks), "" when neither is present; Strict its strict
	// modifier. Collapse is the collapse argument, 0 when absent.
	Grain       string
	GrainPos    diag.Pos
	GrainClause string
	Strict      bool
	Collapse    int
	CollapsePos diag.Pos
	Nogroup     bool
	// Masked: masked taskloop (or master taskloop), with Filter.
	Masked bool
	// Doacross: an ordered construct's doacross or depend clauses
	// (doacross.go); nil when it has none.
	Doacross *Doacross
	Threads  bool // ordered threads
}

// IsSync reports whether k is one of the synchronisation constructs.
func (k Kind) IsSync() bool {
	switch k {
	case Critical, Single, Masked, Master, Barrier, Flush,
		Sections, SectionKind, Task, Taskwait, Taskgroup, Taskyield, Ordered, Taskloop:
		return true
	}
	return false
}

// IsStandaloneSync reports whether k is a synchronisation construct
// without a statement.
func (k Kind) IsStandaloneSync() bool {
	return k == Barrier || k == Flush || k == Taskwait || k == Taskyield
}

// ErrorDir is the error directive; with at(execution) in device code
// the synchronisation constructs' lowering places its code (package
// devsync), as a standalone construct's.
const ErrorDir Kind = "error"

// ErrorMessage returns the tokens of the argument of an error
// directive's message clause (nil without one); toks are the directive's.
func ErrorMessage(toks []Token) []Token {
	for i := 2; i+2 < len(toks); i++ {
		if toks[i].Text != "message" || toks[i+1].Text != "(" {
			continue
		}
		depth, j := 1, i+2
		for ; j < len(toks); j++ {
			switch toks[j].Text {
			case "(":
				depth++
			case ")":
				depth--
			}
			if depth == 0 {
				break
			}
		}
		return toks[i+2 : j]
	}
	return nil
}

// StandaloneSync reports whether d is a synchronisation construct without
// a statement: one of IsStandaloneSync's, or an ordered construct with
// doacross or depend clauses.
func (d *Directive) StandaloneSync() bool {
	return d.Kind.IsStandaloneSync() || d.Kind == Ordered && d.Sync != nil && d.Sync.Doacross != nil
}

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
		if k == Masked || k == Master {
			// masked taskloop [simd]: a taskloop that the masked
			// thread meets.
			return Taskloop
		}
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
	p.taskloopPrefix(d, info)
	defer func() {
		if !p.errs.HasErrors() {
			p.syncAllocateCheck(d, info)
		}
	}()
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
		if handled, more := p.syncUnnamedClause(d, info, seen, t); handled {
			if !more {
				return
			}
			continue
		}
		if !IsIdent(name) {
			p.failf(t.Pos, "expected a clause, found '%s'", name)
			return
		}
		// Clauses that take a list may repeat: data-sharing, taskloop's
		// linear, the dependences of ordered, task and taskwait, and
		// task's affinity.
		if seen[name] && !dsClauseOn(d.Kind, name) && !(d.Kind == Taskloop && name == "linear") &&
			!(d.Kind == Ordered && (name == "depend" || name == "doacross")) &&
			!((d.Kind == Task || d.Kind == Taskwait) && name == "depend") && !(d.Kind == Task && name == "affinity") {
			p.failf(t.Pos, "clause '%s' appears more than once", name)
			return
		}
		seen[name] = true
		p.i++
		if !p.syncClause(d, info, t, name) {
			return
		}
		if info.Doacross != nil && (info.Simd || info.Threads) {
			p.failf(t.Pos, "'doacross' and 'depend' may not appear with 'threads' or 'simd' on '#pragma omp ordered'")
			return
		}
		if dx := info.Doacross; dx != nil && dx.Source && len(dx.Sinks) > 0 {
			p.failf(t.Pos, "a source and a sink may not appear on the same '#pragma omp ordered'")
			return
		}
	}
}

// taskloopPrefix notes the words around taskloop in its combined forms:
// masked (or master) before it, simd after it.
func (p *parser) taskloopPrefix(d *Directive, info *SyncInfo) {
	if d.Kind == Taskloop && p.i > 0 && (p.toks[p.i-1].Text == "masked" || p.toks[p.i-1].Text == "master") {
		info.Masked = true
		p.i++ // taskloop
	}
	if t, ok := p.peek(); ok && d.Kind == Taskloop && t.Text == "simd" {
		// taskloop simd: each task's iterations are a simd loop.
		info.Simd = true
		p.i++
	}
}

// syncUnnamedClause parses, at t, what is not a clause counted once by
// its name: allocate, the name of a critical construct, flush's list and
// memory order. handled reports whether it was one; more whether parsing
// goes on.
func (p *parser) syncUnnamedClause(d *Directive, info *SyncInfo, seen map[string]bool, t Token) (handled, more bool) {
	name := t.Text
	switch {
	case (d.Kind == Task || d.Kind == Single || d.Kind == Sections) && name == "allocate":
		// A placement hint, as on the other constructs
		// (allocateClause).
		p.allocateClause(t)
		return true, true
	case d.Kind == Critical && name == "(" && len(d.Clauses) == 0 && info.Name == "" && !seen["hint"]:
		p.i++
		n, ok := p.peek()
		if !ok || !IsIdent(n.Text) {
			p.failf(p.pos(), "expected the name of the critical construct")
			return true, false
		}
		info.Name = n.Text
		p.i++
		return true, p.expect(")")
	case d.Kind == Flush && name == "(":
		// flush(list): the lowering flushes everything, which a
		// list allows.
		p.i++
		p.list(listOpts{})
		p.expect(")")
		return true, true
	case d.Kind == Flush && memOrders[name]:
		if seen["order"] {
			p.failf(t.Pos, "more than one memory order on '#pragma omp flush'")
			return true, false
		}
		if name == "relaxed" {
			p.failf(t.Pos, "memory order 'relaxed' is not valid on '#pragma omp flush'")
			return true, false
		}
		seen["order"] = true
		p.i++
		return true, true
	}
	return false, true
}

// syncClause parses the rest of clause name (at t) of construct d, whose
// name was read, into info. It returns whether parsing goes on.
func (p *parser) syncClause(d *Directive, info *SyncInfo, t Token, name string) bool {
	switch {
	case d.Kind == Critical && name == "hint":
		if info.Name == "" {
			// OpenMP 5.2 §15.2: an unnamed critical construct takes no
			// hint (all unnamed ones are one critical section); the
			// error is clang-19's.
			p.failf(t.Pos, "the name of the construct must be specified in presence of 'hint' clause")
			return false
		}
		// A hint changes no semantics.
		if p.expect("(") {
			if _, _, ok := p.closedExpr("clause 'hint'"); !ok {
				return false
			}
		}
	case (d.Kind == Masked || d.Kind == Taskloop && info.Masked) && name == "filter":
		if !p.expect("(") {
			return false
		}
		var ok bool
		if info.Filter, info.FilterPos, ok = p.closedExpr("clause 'filter'"); !ok {
			return false
		}
	case (d.Kind == Single || d.Kind == Sections || d.Kind == Taskwait) && name == "nowait":
		info.Nowait = true
	case dsClauseOn(d.Kind, name):
		return p.dsClause(d.Kind, info, t, name)
	case (d.Kind == Task || d.Kind == Taskloop) && (name == "if" || name == "final" || name == "priority") ||
		d.Kind == Task && name == "affinity" ||
		(d.Kind == Task || d.Kind == Taskwait) && name == "depend":
		return p.includedTaskClause(d, name)
	case (d.Kind == Task || d.Kind == Taskloop) && (name == "untied" || name == "mergeable" || name == "nogroup"):
		if name == "nogroup" && d.Kind == Task {
			p.failf(t.Pos, "clause 'nogroup' is not valid on '#pragma omp task'")
			return false
		}
		if name == "nogroup" {
			info.Nogroup = true
		}
	case d.Kind == Taskloop && (name == "grainsize" || name == "num_tasks"):
		return p.grainClause(info, t, name)
	case d.Kind == Taskloop && name == "collapse":
		return p.taskloopCollapse(info)
	case d.Kind == Taskloop && info.Simd && name == "linear":
		return p.linearClause(info, t)
	case d.Kind == Taskloop && info.Simd && (name == "safelen" || name == "simdlen" || name == "aligned" || name == "nontemporal" || name == "order"):
		return p.simdHintClause(t, name)
	case d.Kind == Ordered && name == "threads":
		info.Threads = true
	case d.Kind == Ordered && name == "simd":
		info.Simd = true
	case d.Kind == Ordered && (name == "depend" || name == "doacross"):
		return p.doacrossClause(info, t, name)
	case (d.Kind == Task || d.Kind == Taskloop) && name == "default":
		return p.taskDefaultClause(info)
	case d.Kind == Task && name == "detach",
		d.Kind == Taskloop && name == "allocate",
		d.Kind == Taskgroup && name == "allocate":
		p.failf(t.Pos, "clause '%s' on '#pragma omp %s' in a target region is not supported yet", name, d.Kind)
		return false
	default:
		p.failf(t.Pos, "%s", unknownSyncClause(d.Kind, name))
		return false
	}
	return true
}

// includedTaskClause parses the argument of if, final, priority, affinity
// or depend on a task construct. A task runs at once, on the thread that
// meets it, before anything after it (an included task, always allowed):
// its conditions and priority change nothing, and every dependence is on
// a sibling task that already completed.
func (p *parser) includedTaskClause(d *Directive, name string) bool {
	if !p.expect("(") {
		return false
	}
	at := p.pos()
	e := p.expr(")")
	if e == "" || !p.expect(")") {
		return false
	}
	if name != "depend" && name != "affinity" && mayWrite(e) {
		// The task runs at once whatever the expression says,
		// but its evaluation would still have to happen.
		p.failf(at, "an expression that may have side effects in clause '%s' of '#pragma omp %s' in a target region is not supported yet", name, d.Kind)
		return false
	}
	return true
}

// grainClause parses taskloop's grainsize or num_tasks clause (at t).
func (p *parser) grainClause(info *SyncInfo, t Token, name string) bool {
	if info.GrainClause != "" {
		p.failf(t.Pos, "clauses 'grainsize' and 'num_tasks' may not both appear on '#pragma omp taskloop'")
		return false
	}
	if !p.expect("(") {
		return false
	}
	if n, ok := p.peek(); ok && n.Text == "strict" && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":" {
		info.Strict = true
		p.i += 2
	}
	var ok bool
	if info.Grain, info.GrainPos, ok = p.closedExpr("clause '" + name + "'"); !ok {
		return false
	}
	info.GrainClause = name
	return true
}

// taskloopCollapse parses taskloop's collapse clause, whose argument must
// be a literal to plan the loop nest.
func (p *parser) taskloopCollapse(info *SyncInfo) bool {
	if !p.expect("(") {
		return false
	}
	e, at, ok := p.closedExpr("clause 'collapse'")
	if !ok {
		return false
	}
	n, err := strconv.ParseInt(strings.TrimRight(e, "uUlL"), 0, 32)
	if err != nil || n < 1 {
		p.failf(at, "the argument of clause 'collapse' on '#pragma omp taskloop' in a target region must be a positive integer literal")
		return false
	}
	info.Collapse, info.CollapsePos = int(n), at
	return true
}

// simdHintClause parses a simd hint of taskloop simd (at t): one thread
// runs each task's iterations in order, so the hints change nothing.
func (p *parser) simdHintClause(t Token, name string) bool {
	if !p.expect("(") {
		return false
	}
	if p.expr(")") == "" || !p.expect(")") {
		p.failf(t.Pos, "expected an argument in clause '%s'", name)
		return false
	}
	return true
}

// taskDefaultClause parses the default clause of task or taskloop.
func (p *parser) taskDefaultClause(info *SyncInfo) bool {
	if !p.expect("(") {
		return false
	}
	a, ok := p.peek()
	if !ok || (a.Text != "shared" && a.Text != "firstprivate" && a.Text != "private" && a.Text != "none") {
		p.failf(p.pos(), "expected 'shared', 'firstprivate', 'private' or 'none' in clause 'default'")
		return false
	}
	info.Default, info.DefaultPos = a.Text, a.Pos
	p.i++
	return p.expect(")")
}

func unknownSyncClause(k Kind, name string) string {
	switch {
	case k == Critical && name == "hint", k == Masked && name == "filter", k == Single && name == "nowait":
		return ""
	case name == "nowait" && (k == Sections || k == Taskwait):
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

// dsClauseOn reports whether data-sharing clause name is valid on k.
func dsClauseOn(k Kind, name string) bool {
	switch name {
	case "private", "firstprivate":
		return k == Single || k == Sections || k == Task || k == Taskloop
	case "lastprivate", "reduction":
		return k == Sections || k == Taskloop
	case "shared":
		return k == Task || k == Taskloop
	case "copyprivate":
		return k == Single
	case "in_reduction":
		return k == Task || k == Taskloop
	case "task_reduction":
		return k == Taskgroup
	}
	return false
}

// dsClause parses the list of data-sharing clause name (t) into info.
func (p *parser) dsClause(k Kind, info *SyncInfo, t Token, name string) bool {
	if !p.expect("(") {
		return false
	}
	c := DSClause{Pos: t.Pos, Name: name}
	if name == "reduction" || name == "in_reduction" || name == "task_reduction" {
		var op []string
		for {
			n, ok := p.peek()
			if !ok {
				p.failf(p.endPos(), "expected ':' in clause '%s'", name)
				return false
			}
			if n.Text == ":" {
				break
			}
			if n.Text == "," && len(op) == 1 && op[0] == "default" {
				// The default modifier is the reduction without one.
				op = nil
				p.i++
				continue
			}
			if n.Text == "," {
				p.failf(n.Pos, "reduction modifiers on a construct in a target region are not supported yet")
				return false
			}
			op = append(op, n.Text)
			p.i++
		}
		c.Op = strings.Join(op, "")
		if !reductionOps[c.Op] {
			p.failf(t.Pos, "reduction operator '%s' in a target region is not supported yet", c.Op)
			return false
		}
		p.i++
	}
	if name == "lastprivate" {
		if n, ok := p.peek(); ok && n.Text == "conditional" && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":" {
			if k == Taskloop {
				p.failf(n.Pos, "lastprivate modifier 'conditional' is not allowed on '#pragma omp %s' (OpenMP 5.2 §12.6: not on a taskloop construct)", k)
			} else {
				p.failf(n.Pos, "'lastprivate(conditional:)' on '#pragma omp %s' in a target region is not supported yet (on loop constructs it is)", k)
			}
			return false
		}
	}
	c.Items = p.list(listOpts{})
	if p.errs.HasErrors() {
		return false
	}
	for _, it := range c.Items {
		if len(it.Sections) > 0 || len(it.Members) > 0 {
			p.failf(it.Pos, "'%s' in clause '%s' must be a variable name", it.Text, name)
			return false
		}
	}
	info.DS = append(info.DS, c)
	return p.expect(")")
}

// mayWrite reports whether expression e (tokens separated by spaces)
// may have side effects: an increment, an assignment, or a call of a
// function other than the OpenMP API's.
func mayWrite(e string) bool {
	f := strings.Fields(e)
	for i, w := range f {
		switch w {
		case "++", "--", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
			return true
		}
		if IsIdent(w) && i+1 < len(f) && f[i+1] == "(" && w != "sizeof" && w != "_Alignof" && !strings.HasPrefix(w, "omp_") {
			return true
		}
	}
	return false
}

// SplitParallelSections splits the tokens of a 'parallel sections'
// directive (toks[0] is "omp") into a parallel directive and a sections
// directive (SplitParallelCombined).
func SplitParallelSections(toks []Token) (par, sec *Directive, errs diag.List) {
	if len(toks) < 3 || toks[1].Text != "parallel" || toks[2].Text != "sections" {
		errs.Errorf(toks[0].Pos, "not a parallel sections directive")
		return nil, nil, errs
	}
	return SplitParallelCombined(toks)
}

// innerClauses are the clauses of a combined parallel construct that
// apply to its inner leaf (OpenMP 5.2 §17.2): lastprivate and reduction
// on sections (the reduction's variable stays shared in the parallel
// region), filter on masked; the others apply to parallel.
var innerClauses = map[string]map[string]bool{
	"sections": {"lastprivate": true, "reduction": true},
	"masked":   {"filter": true},
	"master":   {},
}

// SplitParallelCombined splits the tokens of a 'parallel sections',
// 'parallel masked' or 'parallel master' directive (toks[0] is "omp")
// into a parallel directive and the directive of its inner leaf, each
// clause on the construct it applies to (innerClauses). Errors are the
// two directives' deferred ones, or a direct one for nowait, which a
// combined parallel construct does not take.
func SplitParallelCombined(toks []Token) (par, inner *Directive, errs diag.List) {
	if len(toks) < 3 || toks[1].Text != "parallel" || innerClauses[toks[2].Text] == nil {
		errs.Errorf(toks[0].Pos, "not a combined parallel sections, masked or master directive")
		return nil, nil, errs
	}
	kind := toks[2].Text
	parToks := []Token{toks[0], toks[1]}
	innerToks := []Token{toks[0], toks[2]}
	for i := 3; i < len(toks); {
		j := i + 1
		if j < len(toks) && toks[j].Text == "(" {
			depth := 0
			for ; j < len(toks); j++ {
				if toks[j].Text == "(" {
					depth++
				} else if toks[j].Text == ")" {
					if depth--; depth == 0 {
						j++
						break
					}
				}
			}
		}
		switch {
		case innerClauses[kind][toks[i].Text]:
			innerToks = append(innerToks, toks[i:j]...)
		case toks[i].Text == "nowait":
			errs.Errorf(toks[i].Pos, "clause 'nowait' is not valid on '#pragma omp parallel %s'", kind)
			return nil, nil, errs
		case toks[i].Text == ",":
		default:
			parToks = append(parToks, toks[i:j]...)
		}
		i = j
	}
	par, errs = Parse(parToks)
	if errs.HasErrors() {
		return nil, nil, errs
	}
	inner, errs = Parse(innerToks)
	if errs.HasErrors() {
		return nil, nil, errs
	}
	if errs = append(append(errs, par.Deferred...), inner.Deferred...); errs.HasErrors() {
		return nil, nil, errs
	}
	return par, inner, nil
}

// linearClause parses linear(list) or linear(list: step) of taskloop
// simd into info.DS; modifiers are not supported yet.
func (p *parser) linearClause(info *SyncInfo, t Token) bool {
	if !p.expect("(") {
		return false
	}
	if n, ok := p.peek(); ok && (n.Text == "val" || n.Text == "ref" || n.Text == "uval") && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "(" {
		p.failf(n.Pos, "linear modifiers on '#pragma omp taskloop simd' in a target region are not supported yet")
		return false
	}
	c := DSClause{Pos: t.Pos, Name: "linear"}
	c.Items = p.list(listOpts{colon: true})
	if p.errs.HasErrors() {
		return false
	}
	for _, it := range c.Items {
		if len(it.Sections) > 0 || len(it.Members) > 0 {
			p.failf(it.Pos, "'%s' in clause 'linear' must be a variable name", it.Text)
			return false
		}
	}
	if n, ok := p.peek(); ok && n.Text == ":" {
		p.i++
		if m, ok := p.peek(); ok && (m.Text == "val" || m.Text == "ref" || m.Text == "uval" || m.Text == "step") {
			p.failf(m.Pos, "linear modifiers on '#pragma omp taskloop simd' in a target region are not supported yet")
			return false
		}
		c.StepPos = p.pos()
		c.Step = p.expr(")")
		if c.Step == "" {
			p.failf(c.StepPos, "expected an expression in clause 'linear'")
			return false
		}
	}
	info.DS = append(info.DS, c)
	return p.expect(")")
}

// syncAllocateCheck checks the allocate clauses of a synchronisation
// construct: each item needs a data-sharing clause of it that makes it
// private.
func (p *parser) syncAllocateCheck(d *Directive, info *SyncInfo) {
	private := map[string]bool{}
	for _, c := range info.DS {
		if c.Name != "shared" && c.Name != "copyprivate" {
			for _, it := range c.Items {
				private[it.Name] = true
			}
		}
	}
	for _, al := range p.allocs {
		for _, it := range al.items {
			if !private[it.Name] {
				p.failf(it.Pos, "'%s' in clause 'allocate' is in no clause of '#pragma omp %s' that makes it private", it.Name, d.Kind)
				return
			}
		}
	}
}

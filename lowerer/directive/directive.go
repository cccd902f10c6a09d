// Package directive parses the tokens of one `#pragma omp ...` line into a
// directive and its clauses. It knows OpenMP's spelling only; what a
// clause means for a region is decided by the analysis.
package directive

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// Token is one preprocessing token of a pragma line.
type Token struct {
	Text string
	Pos  diag.Pos
}

// Kind names a construct by its canonical combined spelling.
type Kind string

// The constructs the lowerer implements.
const (
	Target                           Kind = "target"
	TargetTeams                      Kind = "target teams"
	TargetTeamsDistribute            Kind = "target teams distribute"
	TargetTeamsDistributeParallelFor Kind = "target teams distribute parallel for"
	TargetParallelFor                Kind = "target parallel for"
)

// IsLoop reports whether the construct is associated with a for loop:
// an executable construct with a distribute, for, simd or loop leaf.
func (k Kind) IsLoop() bool {
	if !k.IsCompute() && !k.IsNestable() {
		return false
	}
	for _, l := range k.Leaves() {
		if isLoopLeaf(l) {
			return true
		}
	}
	return false
}

// HasTeams reports whether the construct creates a league of teams.
func (k Kind) HasTeams() bool { return k.Has("teams") }

// HasParallel reports whether the construct creates a parallel region.
func (k Kind) HasParallel() bool { return k.Has("parallel") }

// supported lists the target constructs and directives the lowerer
// implements, spelled as OpenMP 5.2 combines them.
var supported = []Kind{
	TargetTeamsDistributeParallelForSimd,
	TargetTeamsDistributeParallelFor,
	TargetTeamsDistributeSimd,
	TargetTeamsDistribute,
	TargetTeamsLoop,
	TargetTeams,
	TargetParallelForSimd,
	TargetParallelFor,
	TargetParallelLoop,
	TargetParallel,
	TargetSimd,
	Target,
	TargetData,
	TargetEnterData,
	TargetExitData,
	TargetUpdate,
	DeclareTarget,
	BeginDeclareTarget,
	EndDeclareTarget,
}

// MapType is the map-type of a map clause.
type MapType string

// Map types of OpenMP 5.2.
const (
	MapTo      MapType = "to"
	MapFrom    MapType = "from"
	MapToFrom  MapType = "tofrom"
	MapAlloc   MapType = "alloc"
	MapRelease MapType = "release"
	MapDelete  MapType = "delete"
)

// Section is one `[lower:length]` (or `[index]`) subscript of a list item.
// Empty strings mean the bound was omitted.
type Section struct {
	Pos      diag.Pos
	Lower    string
	Length   string
	HasColon bool // false for a plain subscript a[i]
	// Stride is the third part of lb:len:stride (target update only).
	Stride    string
	StridePos diag.Pos
}

// Member is one `.name` or `->name` step of a list item, with its own
// subscripts or sections.
type Member struct {
	Pos      diag.Pos
	Arrow    bool
	Name     string
	Sections []Section
}

// Item is one list item: a variable with optional subscripts/sections.
type Item struct {
	Pos      diag.Pos
	Name     string
	Sections []Section
	// Members are the struct member steps after Name and Sections, e.g.
	// s.arr[0:n] is Name "s" with Members [{arr [0:n]}].
	Members []Member
	Text    string // the item as written, for messages and manifests
}

// Clause is one clause with its arguments.
type Clause struct {
	Pos       diag.Pos
	Name      string
	Modifiers []string // map: always, close, present
	MapType   MapType  // map: the map-type (tofrom when omitted)
	// MapTypePos is where the map-type was written; zero when omitted.
	MapTypePos diag.Pos
	Items      []Item // list clauses
	Expr       string // expression clauses (if, device, num_teams...)
	ExprPos    diag.Pos
	// ReductionOp is a reduction clause's operator: + * - & | ^ && ||
	// min max.
	ReductionOp string
	// Inscan marks a reduction clause with the inscan modifier, written
	// at InscanPos (scan.go).
	Inscan    bool
	InscanPos diag.Pos
	// Conditional marks a lastprivate clause with the conditional
	// modifier, written at ConditionalPos.
	Conditional    bool
	ConditionalPos diag.Pos
	// Mapper is the identifier of a mapper(id) modifier (map, to, from),
	// "" when absent; MapperPos is where the identifier was written.
	Mapper    string
	MapperPos diag.Pos
	// Nested marks a clause of a construct nested in the target
	// construct (Combine): it is not one of the target construct's own,
	// so, for one, a reduction over it maps nothing implicitly.
	Nested bool
	// ListForm marks the 'enter' clause of `declare target(list)`, whose
	// name is not written (gcc 12 takes that spelling, not 'enter').
	ListForm bool
	// Level is the nesting depth of the directive the clause was written
	// on: 0 for the target construct's own line, 1 for the construct
	// nested in it, and so on (Combine).
	Level int
	// NameModifier is the directive-name-modifier of an if clause
	// ("target", "parallel", "simd", "target data", ...), "" when absent.
	NameModifier string
	// NameModifierPos is where the modifier was written.
	NameModifierPos diag.Pos
	// DependType is a depend clause's dependence-type: in, out, inout,
	// mutexinoutset, inoutset or depobj.
	DependType string
	// Iterators are a depend clause's iterator modifier, outermost first.
	Iterators []Iterator
}

// Iterator is one iterator of a depend clause's iterator modifier:
// `Type Name = Begin : End : Step`, the expressions as written.
type Iterator struct {
	Type, Name, Begin, End, Step string
	Pos                          diag.Pos
}

// Directive is one parsed `#pragma omp` line.
type Directive struct {
	Pos     diag.Pos // position of the `omp` token
	Kind    Kind
	Clauses []Clause
	// Mapper is the head of a declare mapper directive (mapper.go).
	Mapper *MapperHead
	// Reduction is the content of a declare reduction directive
	// (udr.go); nil when its identifier did not parse. Deferred holds
	// what else did not.
	Reduction *ReductionDecl
	// TaskReductions are the in_reduction clauses of a target construct
	// as the host task that encloses its launch spells them.
	TaskReductions []string
	// InReductionItems are the variables of those clauses.
	InReductionItems []string
	// HostOnly marks a directive the lowerer leaves to the host compiler
	// (hostOnly in constructs.go) outside target regions: only Pos and
	// Kind are set, and Sync for the synchronisation constructs (sync.go).
	HostOnly bool
	// Deferred are the errors in the clauses of a nestable construct
	// (teams, parallel for...) or of an atomic construct: they matter only
	// where it is lowered, inside a target region, and not when it is host
	// OpenMP.
	Deferred diag.List
	// Atomic holds what an atomic construct's clauses say (atomic.go).
	Atomic *AtomicInfo
	// Sync holds what a synchronisation construct's clauses say (sync.go).
	Sync *SyncInfo
	// Allocate holds what an allocate directive says (allocate.go).
	Allocate *AllocateInfo
	// Transform holds what unroll, tile, nothing and assume say
	// (transform.go).
	Transform *TransformInfo
	// Depth is the number of nested directives Combine folded into this
	// one (the Level of the innermost one's clauses).
	Depth int
	// Own is the construct of the outermost directive Combine folded,
	// "" when none was folded (OwnKind).
	Own Kind
	// Levels are the constructs of the directives Combine folded,
	// outermost first (a clause's Level indexes it); nil when none was
	// folded.
	Levels []Kind
}

// LevelKind is the construct of the directive that clauses of the given
// level were written on.
func (d *Directive) LevelKind(level int) Kind {
	if level < len(d.Levels) {
		return d.Levels[level]
	}
	return d.Kind
}

// LoopBindsThread reports a loop construct with bind(thread): every
// thread that meets it runs all its iterations, as a simd loop; it is
// no worksharing loop of the region around it.
func (d *Directive) LoopBindsThread() bool {
	if d == nil || d.Kind != "loop" {
		return false
	}
	c := d.Clause("bind")
	return c != nil && strings.TrimSpace(c.Expr) == "thread"
}

// Clause returns the first clause named name, or nil.
func (d *Directive) Clause(name string) *Clause {
	for i := range d.Clauses {
		if d.Clauses[i].Name == name {
			return &d.Clauses[i]
		}
	}
	return nil
}

// WithClause returns a copy of d with clause c added after its own
// clauses (d and its clause list are left as they are): the clauses a
// directive implies, spelled out for the planners.
func (d *Directive) WithClause(c Clause) *Directive {
	cp := *d
	cp.Clauses = append(append([]Clause(nil), d.Clauses...), c)
	return &cp
}

// CopyClauses are the data-sharing clauses that give each thread of a
// construct's team its own copy of their list items (private,
// firstprivate, lastprivate, reduction, linear): d.ItemNames(CopyClauses...)
// are the variables a construct makes private.
var CopyClauses = []string{"private", "firstprivate", "lastprivate", "reduction", "linear"}

// ItemNames are the names of the list items of d's clauses called one
// of names.
func (d *Directive) ItemNames(names ...string) map[string]bool {
	out := map[string]bool{}
	for _, c := range d.Clauses {
		for _, n := range names {
			if c.Name == n {
				for _, it := range c.Items {
					out[it.Name] = true
				}
			}
		}
	}
	return out
}

// clauseForm says how a clause's argument is parsed.
type clauseForm int

const (
	formExpr clauseForm = iota
	formList
	formMap
	formReduction
	formNone   // no argument: nowait
	formMotion // to/from of target update: [present:] list
	formRaw    // argument kept as text: defaultmap
	formDepend // depend(type: list)
)

// clauseSpec describes one implemented clause and where it is allowed.
type clauseSpec struct {
	form    clauseForm
	allowed func(Kind) bool
}

func always(Kind) bool { return true }

var clauses = map[string]clauseSpec{
	"map":          {formMap, hasMap},
	"firstprivate": {formList, hasDataSharing},
	"private":      {formList, hasDataSharing},
	"if":           {formExpr, hasIf},
	"device":       {formExpr, isDevOrData},
	// Data-sharing defaults and shared (docs/data-mapping.md).
	"default": {formRaw, isTeamsOrParallel},
	"shared":  {formList, isTeamsOrParallel},
	// Data mapping (docs/data-mapping.md).
	"nowait":          {formNone, hasNowait},
	"depend":          {formDepend, isTargetTask},
	"to":              {formMotion, isUpdate},
	"from":            {formMotion, isUpdate},
	"use_device_ptr":  {formList, isTgtData},
	"use_device_addr": {formList, isTgtData},
	"is_device_ptr":   {formList, Kind.IsCompute},
	"has_device_addr": {formList, Kind.IsCompute},
	"defaultmap":      {formRaw, Kind.IsCompute},
	"num_teams":       {formExpr, Kind.HasTeams},
	"thread_limit":    {formExpr, isTeamsOrTarget},
	"num_threads":     {formExpr, Kind.HasParallel},
	// Loop clauses (docs/loops.md): their meaning is decided by the analysis.
	"collapse":  {formExpr, Kind.IsLoop},
	"reduction": {formReduction, hasReduction},
	// in_reduction on a target construct: the host task that encloses
	// the launch takes part in the reduction (inReductions).
	"in_reduction":  {formReduction, Kind.IsCompute},
	"schedule":      {formExpr, isWorksharingLoop},
	"dist_schedule": {formExpr, isDistribute},
	"lastprivate":   {formList, Kind.IsLoop},
	// ordered: the loop's ordered regions run in iteration order
	// (docs/tasks.md); ordered(n) makes the loop a doacross loop nest.
	// Not on distribute parallel worksharing-loops (OpenMP 5.2 §11.8.3).
	"ordered": {formNone, isOrderedLoop},
	// linear(list[:step]): Expr holds the step ("" for 1).
	"linear": {formList, isLinear},
	// order(concurrent) is how the lowerer runs every loop; bind is
	// checked against the enclosing construct by the analysis.
	"order": {formRaw, Kind.IsLoop},
	"bind":  {formRaw, hasBind},
	// Thread affinity: a device has no places to bind its threads to,
	// and the host fallback's parallel region keeps the clause.
	"proc_bind": {formRaw, Kind.HasParallel},
	// SIMD hints: the device runs the loop's iterations on lanes of its
	// own choosing, which every one of them allows.
	"simdlen":     {formExpr, hasSimd},
	"safelen":     {formExpr, hasSimd},
	"aligned":     {formRaw, hasSimd},
	"nontemporal": {formRaw, hasSimd},
	// declare target with a list: enter (to before OpenMP 5.2) and link.
	"enter": {formList, isDeclTarget},
	"link":  {formList, isDeclTarget},
	// device_type(host|nohost|any) and indirect[(expr)] of declare target.
	"device_type": {formRaw, isDeclTargetAny},
	"indirect":    {formNone, isDeclTargetAny},
}

// hasReduction: loop constructs, and the teams and parallel constructs
// (the analysis lowers them where a loop construct is combined in).
// hasReduction: OpenMP 5.2 gives a bare distribute construct no
// reduction clause (clang-19 refuses it too); its combined forms take one
// through their other leaves.
func hasReduction(k Kind) bool {
	return k.IsLoop() && k != "distribute" || k.HasTeams() || k.HasParallel()
}

func isWorksharingLoop(k Kind) bool { return k.IsLoop() && k.Has("for") }
func isDistribute(k Kind) bool      { return k.IsLoop() && k.Has("distribute") }
func isOrderedLoop(k Kind) bool     { return isWorksharingLoop(k) && !k.Has("distribute") }

// hasIf: target constructs and data directives; nested parallel and simd
// constructs take one too (the analysis decides what it can lower).
func hasIf(k Kind) bool { return isDevOrData(k) || (k.IsNestable() && (k.HasParallel() || hasSimd(k))) }

// reductionOps are the reduction-identifiers the lowerer implements.
var reductionOps = map[string]bool{"+": true, "*": true, "-": true, "&": true, "|": true, "^": true, "&&": true, "||": true, "min": true, "max": true}

// knownClauses are OpenMP clauses the lowerer recognises but does not
// implement yet, with the constructs OpenMP 5.2 allows them on: there
// they are "not supported yet", elsewhere "not valid".
var knownClauses = map[string]func(Kind) bool{
	"in_reduction":    Kind.IsCompute,
	"allocate":        hasDataSharing,
	"uses_allocators": Kind.IsCompute,
	"nogroup":         never,
	"copyin":          Kind.HasParallel, // threadprivate data has no device copies
}

func isLinear(k Kind) bool { return isWorksharingLoop(k) || hasSimd(k) }

// isTargetTask: the target constructs that are tasks (depend, nowait).
func isTargetTask(k Kind) bool { return k.IsCompute() || k.IsStandalone() }

func isTeamsOrParallel(k Kind) bool { return k.HasTeams() || k.HasParallel() }

func never(Kind) bool { return false }

// Parse parses the tokens after `#pragma`; toks[0] must be `omp`.
func Parse(toks []Token) (*Directive, diag.List) {
	p := &parser{toks: toks}
	d := p.directive()
	return d, p.errs
}

type parser struct {
	toks []Token
	i    int
	errs diag.List
	// allocs and uses: the allocate and uses_allocators clauses, checked
	// once the directive's clauses are read (allocateCheck).
	allocs []allocation
	uses   []string
}

func (p *parser) peek() (Token, bool) {
	if p.i < len(p.toks) {
		return p.toks[p.i], true
	}
	return Token{}, false
}

// endPos is where a missing token would have been.
func (p *parser) endPos() diag.Pos {
	if len(p.toks) == 0 {
		return diag.Pos{}
	}
	last := p.toks[len(p.toks)-1]
	pos := last.Pos
	pos.Col += len(last.Text)
	return pos
}

func (p *parser) pos() diag.Pos {
	if t, ok := p.peek(); ok {
		return t.Pos
	}
	return p.endPos()
}

func (p *parser) failf(pos diag.Pos, format string, args ...interface{}) {
	if !p.errs.HasErrors() {
		p.errs.Errorf(pos, format, args...)
	}
}

func (p *parser) directive() *Directive {
	d := &Directive{Pos: p.toks[0].Pos}
	p.i = 1
	if len(p.toks) > 2 && p.toks[1].Text == "declare" && p.toks[2].Text == "mapper" {
		p.i = 2
		return p.declareMapper(d)
	}
	// Collect the construct words: identifiers up to the first clause.
	start := p.i
	var words []string
	for p.i < len(p.toks) {
		w := p.toks[p.i].Text
		// `declare target(list)`: 'target' is not a clause there.
		declTarget := w == "target" && len(words) == 1 && words[0] == "declare"
		// `declare reduction(...)`, `declare variant(...)`: the name, not
		// a clause.
		declOther := len(words) == 1 && words[0] == "declare" && (w == "reduction" || w == "variant" || w == "simd" || w == "induction")
		// The first word always names the directive: critical(name),
		// flush(list), threadprivate(list)...
		first := len(words) == 0
		if len(words) == 1 && words[0] == string(Atomic) {
			break // atomic's clauses are bare words
		}
		if !IsIdent(w) || (!first && p.isClauseStart() && !declTarget && !declOther) {
			break
		}
		words = append(words, w)
		p.i++
	}
	name := strings.Join(words, " ")
	if name == "" {
		p.failf(p.pos(), "expected an OpenMP directive name after 'omp'")
		return nil
	}
	namePos := p.toks[start].Pos
	if k := Kind(name); isSupported(k) {
		d.Kind = k
	}
	if name == string(Atomic) {
		d.Kind = Atomic
		p.atomicClauses(d)
		d.Deferred, p.errs = p.errs, nil
		return d
	}
	if k, parse, restart := deferredKind(words, name); d.Kind == "" && k != "" {
		// Host OpenMP outside target regions; inside them lowered, so
		// the clauses are parsed and their errors wait until the
		// directive is met there (or, for declare reduction, named by a
		// reduction on the device).
		d.Kind, d.HostOnly = k, true
		if restart {
			p.i = start + 1
		}
		parse(p, d)
		d.Deferred, p.errs = p.errs, nil
		return d
	}
	if d.Kind == "" {
		for _, k := range nestable {
			if name == string(k) {
				// Clause errors wait for the analysis: host OpenMP is the
				// host compiler's to check.
				d.Kind = k
				p.clauses(d)
				d.Deferred, p.errs = append(p.errs, conditionalErrs(d)...), nil
				return d
			}
		}
		for _, k := range hostOnly {
			if name == k || strings.HasPrefix(name, k+" ") {
				if strings.HasSuffix(k, "metadirective") && p.namesTarget() {
					// Passed through, the host compiler would run the
					// variant on the host (gcc 12 ignores the directive).
					p.failf(namePos, "'#pragma omp %s' with a target variant is not supported yet; write the target construct itself (or an if clause on it)", k)
					return nil
				}
				d.Kind, d.HostOnly = Kind(k), true
				return d
			}
		}
		p.failf(namePos, "unknown OpenMP directive '%s'", name)
		return nil
	}
	if d.Kind == DeclareTarget && p.i < len(p.toks) && p.toks[p.i].Text == "(" {
		p.declareTargetList(d)
	}
	p.clauses(d)
	if p.errs.HasErrors() {
		return nil
	}
	p.inReductions(d)
	if p.errs.HasErrors() {
		return nil
	}
	return d
}

// inReductions turns the in_reduction clauses of a target construct into
// TaskReductions, the clauses of the undeferred host task that encloses
// the launch (the task's copy of each item is the one the region sees),
// and into map(always, tofrom) of the items, which OpenMP 5.2 (§5.8.9)
// gives them.
func (p *parser) inReductions(d *Directive) {
	kept := d.Clauses[:0:0]
	var added []Clause
	for _, c := range d.Clauses {
		if c.Name != "in_reduction" {
			kept = append(kept, c)
			continue
		}
		if d.Kind != Target {
			p.failf(c.Pos, "'in_reduction' on '#pragma omp %s' is not supported yet (on '#pragma omp target' it is)", d.Kind)
			return
		}
		texts := make([]string, len(c.Items))
		for i, it := range c.Items {
			if len(it.Sections) > 0 || len(it.Members) > 0 {
				p.failf(it.Pos, "'%s' in 'in_reduction' is not supported yet (variables only)", it.Text)
				return
			}
			for _, o := range d.Clauses {
				if o.Expr != "" && mentions(o.Expr, it.Name) {
					// The launch block evaluates it inside the task,
					// where the name is the task's reduction copy.
					p.failf(o.ExprPos, "'%s' in 'in_reduction' in the expression of '%s' is not supported yet", it.Name, o.Name)
					return
				}
				if o.Name == "map" || o.Name == "firstprivate" || o.Name == "private" || o.Name == "is_device_ptr" || o.Name == "has_device_addr" {
					for _, oi := range o.Items {
						if oi.Name == it.Name {
							p.failf(oi.Pos, "'%s' is in 'in_reduction' and may not also be in '%s'", it.Name, o.Name)
							return
						}
					}
				}
			}
			texts[i] = it.Text
			d.InReductionItems = append(d.InReductionItems, it.Name)
		}
		d.TaskReductions = append(d.TaskReductions, fmt.Sprintf("in_reduction(%s: %s)", c.ReductionOp, strings.Join(texts, ", ")))
		added = append(added, Clause{Pos: c.Pos, Name: "map", MapType: MapToFrom, Modifiers: []string{"always"}, Items: c.Items})
	}
	d.Clauses = append(kept, added...)
}

// namesTarget reports whether the directive's text holds the word
// target: a variant of a metadirective that is a target construct.
func (p *parser) namesTarget() bool {
	depth := 0 // inside a context selector's braces, target is a trait
	for _, t := range p.toks {
		switch t.Text {
		case "{":
			depth++
		case "}":
			depth--
		case "target":
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// mentions reports whether the C expression text names the identifier.
func mentions(expr, name string) bool {
	isWord := func(b byte) bool {
		return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
	}
	for i := strings.Index(expr, name); i >= 0; {
		end := i + len(name)
		if (i == 0 || !isWord(expr[i-1])) && (end == len(expr) || !isWord(expr[end])) {
			return true
		}
		next := strings.Index(expr[end:], name)
		if next < 0 {
			break
		}
		i = end + next
	}
	return false
}

// deferredKind returns the kind of a directive that is host OpenMP
// outside target regions but whose clauses the lowerer parses (the
// synchronisation constructs, allocate, the loop transformations and
// hints, declare reduction), the parser of its clauses, and whether that
// parser starts right after the first name word: the argument-less
// clauses of some (nowait, full, no_openmp) read as more name words.
func deferredKind(words []string, name string) (Kind, func(*parser, *Directive), bool) {
	if k := syncKind(words); k != "" {
		return k, (*parser).syncClauses, true
	}
	switch w := Kind(words[0]); {
	case name == string(AllocateDir):
		return AllocateDir, (*parser).allocateDirective, false
	case w == Unroll || w == Tile || w == Nothing || w == Assume:
		return w, (*parser).transformClauses, true
	case name == string(DeclareReduction):
		return DeclareReduction, (*parser).declareReduction, false
	}
	return "", nil, false
}

// isClauseStart reports whether the current identifier begins a clause
// rather than continuing the directive name: a clause name followed by
// '(' or a known argument-less clause.
func (p *parser) isClauseStart() bool {
	w := p.toks[p.i].Text
	if w == "enter" {
		// 'target enter data' versus 'declare target enter(list)'.
		return p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "("
	}
	if _, ok := clauses[w]; ok {
		return true
	}
	if _, ok := knownClauses[w]; ok {
		return true
	}
	return p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "("
}

// clause parses one clause of d: its name (clauseSpec), then its
// arguments (clauseArgs).
func (p *parser) clause(d *Directive) {
	t := p.toks[p.i]
	if !IsIdent(t.Text) {
		p.failf(t.Pos, "expected a clause, found '%s'", t.Text)
		return
	}
	if validOn, known := knownClauses[t.Text]; known && validOn(d.Kind) {
		switch t.Text {
		case "allocate":
			p.allocateClause(t)
			return
		case "uses_allocators":
			p.usesAllocatorsClause(t)
			return
		}
	}
	spec, ok := p.clauseSpec(d, t)
	if !ok {
		return
	}
	p.i++
	c := Clause{Pos: t.Pos, Name: t.Text}
	if p.clauseArgs(d, &c, spec) {
		d.Clauses = append(d.Clauses, c)
	}
}

// clauseSpec returns the form of clause t of d, false (reported) when
// it is unknown, not supported, not valid on d or repeated where it may
// appear once.
func (p *parser) clauseSpec(d *Directive, t Token) (clauseSpec, bool) {
	spec, ok := clauses[t.Text]
	if d.Kind == DeclareTarget && t.Text == "to" {
		spec, ok = declareTargetTo, true // the pre-5.2 spelling of enter
	}
	if !ok {
		if validOn, known := knownClauses[t.Text]; known && validOn(d.Kind) {
			p.failf(t.Pos, "clause '%s' is not supported yet", t.Text)
		} else if known {
			p.failf(t.Pos, "clause '%s' is not valid on '#pragma omp %s'", t.Text, d.Kind)
		} else {
			p.failf(t.Pos, "unknown clause '%s' on '#pragma omp %s'", t.Text, d.Kind)
		}
		return spec, false
	}
	if !spec.allowed(d.Kind) {
		if t.Text == "reduction" && d.Kind == "distribute" {
			p.failf(t.Pos, "clause 'reduction' is not valid on '#pragma omp distribute': OpenMP 5.2 gives it none; reduce on the enclosing 'teams' or on 'distribute parallel for'")
			return spec, false
		}
		p.failf(t.Pos, "clause '%s' is not valid on '#pragma omp %s'", t.Text, d.Kind)
		return spec, false
	}
	for _, c := range d.Clauses {
		if c.Name == t.Text && (spec.form == formExpr || spec.form == formNone || c.Name == "default" || c.Name == "device_type" || c.Name == "proc_bind") && c.Name != "if" {
			p.failf(t.Pos, "clause '%s' appears more than once", t.Text)
			return spec, false
		}
	}
	return spec, true
}

// clauseArgs parses the arguments of clause c of d, whose name was
// read, in the form spec gives, and returns whether c is to be kept
// (the errors say why not).
func (p *parser) clauseArgs(d *Directive, c *Clause, spec clauseSpec) bool {
	if c.Name == "indirect" {
		// indirect or indirect(expr)
		if n, ok := p.peek(); ok && n.Text == "(" {
			p.i++
			var ok bool
			if c.Expr, c.ExprPos, ok = p.closedExpr("clause 'indirect'"); !ok {
				return false
			}
		}
		return true
	}
	if c.Name == "ordered" {
		// ordered(n): a doacross loop nest of n loops (doacross.go).
		if n, ok := p.peek(); ok && n.Text == "(" {
			p.i++
			return p.orderedParam(c)
		}
	}
	if spec.form == formNone {
		return true
	}
	if !p.expect("(") {
		return false
	}
	switch spec.form {
	case formExpr:
		if !p.exprClause(d, c) {
			return false
		}
	case formList:
		opts := optsFor(c.Name)
		if d.Kind == DeclareTarget {
			opts = listOpts{} // names only, even in 'to'
		}
		switch c.Name {
		case "lastprivate":
			if !p.lastprivateHead(c) {
				return false
			}
		case "linear":
			p.linear(c)
			if p.errs.HasErrors() {
				return false
			}
			p.expect(")")
			return true
		}
		c.Items = p.list(opts)
	case formMap:
		p.mapHead(c)
		if p.errs.HasErrors() {
			return false
		}
		c.Items = p.list(optsFor(c.Name))
	case formMotion:
		p.motionHead(c)
		if p.errs.HasErrors() {
			return false
		}
		c.Items = p.list(optsFor(c.Name))
	case formRaw:
		p.raw(c)
		p.rawValue(c)
	case formDepend:
		if !p.dependHead(c) {
			return false
		}
		c.Items = p.list(listOpts{members: true})
	case formReduction:
		p.reductionHead(c)
		if p.errs.HasErrors() {
			return false
		}
		c.Items = p.list(listOpts{})
	}
	if p.errs.HasErrors() {
		return false
	}
	p.expect(")")
	return true
}

// exprClause parses the argument of clause c of d that takes an
// expression (after its '('): the modifiers of if and device, then the
// expression up to the closing ')', which it leaves.
func (p *parser) exprClause(d *Directive, c *Clause) bool {
	if c.Name == "if" && !p.ifModifier(d, c) {
		return false
	}
	if c.Name == "device" && !p.deviceModifier(d, c) {
		return false
	}
	c.ExprPos = p.pos()
	if c.Name == "num_teams" {
		if j := p.headColon(); j >= 0 {
			// OpenMP 5.1's num_teams(lower: upper); clang-19 rejects it too.
			p.failf(p.toks[j].Pos, "num_teams with a lower bound (num_teams(lower: upper)) is not supported yet; give the number of teams alone")
			return false
		}
	}
	c.Expr = p.expr(")")
	if c.Expr == "" {
		p.failf(c.ExprPos, "expected an expression in clause '%s'", c.Name)
		return false
	}
	return true
}

var mapTypes = map[string]MapType{"to": MapTo, "from": MapFrom, "tofrom": MapToFrom, "alloc": MapAlloc, "release": MapRelease, "delete": MapDelete}

// mapHead parses `[modifier[,] ...] map-type :` if present.
func (p *parser) mapHead(c *Clause) {
	c.MapType = MapToFrom
	// Only a top-level ':' before the closing ')' makes a head.
	colon := p.headColon()
	if colon < 0 {
		return
	}
	head := p.toks[p.i:colon]
	if len(head) == 0 {
		p.failf(p.toks[colon].Pos, "expected a map-type before ':'")
		return
	}
	last := head[len(head)-1]
	mods := head[:len(head)-1]
	if last.Text == ")" {
		// map(mapper(id): x): modifiers only, the map-type is tofrom.
		mods = head
	} else {
		mt, ok := mapTypes[last.Text]
		if !ok {
			p.failf(last.Pos, "unknown map-type '%s' (expected to, from, tofrom, alloc, release or delete)", last.Text)
			return
		}
		c.MapType = mt
		c.MapTypePos = last.Pos
	}
	for j := 0; j < len(mods); j++ {
		t := mods[j]
		switch t.Text {
		case ",":
		case "always", "close", "present":
			c.Modifiers = append(c.Modifiers, t.Text)
		case "mapper":
			id, next, ok := p.mapperModifier(mods, j)
			if !ok {
				return
			}
			if c.Mapper != "" {
				p.failf(t.Pos, "more than one 'mapper' modifier")
				return
			}
			c.Mapper, c.MapperPos = id.Text, id.Pos
			j = next - 1
		case "iterator":
			p.failf(t.Pos, "map-type modifier '%s' is not supported yet", t.Text)
			return
		default:
			p.failf(t.Pos, "unknown map-type modifier '%s'", t.Text)
			return
		}
	}
	p.i = colon + 1
}

// reductionHead parses `reduction-identifier :`.
func (p *parser) reductionHead(c *Clause) {
	t, ok := p.peek()
	if !ok {
		p.failf(p.endPos(), "expected a reduction operator")
		return
	}
	if p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "," && t.Text == "default" {
		// The default modifier is the reduction without one.
		p.i += 2
		if t, ok = p.peek(); !ok {
			p.failf(p.endPos(), "expected a reduction operator")
			return
		}
	}
	if p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "," && t.Text == "inscan" {
		c.Inscan, c.InscanPos = true, t.Pos
		p.i += 2
		if t, ok = p.peek(); !ok {
			p.failf(p.endPos(), "expected a reduction operator")
			return
		}
	}
	if p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "," && t.Text == "task" {
		p.failf(t.Pos, "reduction modifier '%s' is not supported yet", t.Text)
		return
	}
	// An identifier before ':' names a declare reduction, which the
	// analysis resolves.
	udr := IsIdent(t.Text) && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":"
	if !reductionOps[t.Text] && !udr {
		p.failf(t.Pos, "expected a reduction operator (+ * & | ^ && || min max) before ':', found '%s'", t.Text)
		return
	}
	p.i++
	c.ReductionOp = t.Text
	p.expect(":")
}

// list parses a comma-separated list of variables with optional sections.
func (p *parser) list(opts listOpts) []Item {
	var items []Item
	for {
		t, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return nil
		}
		if it, ok := p.deref(opts); ok {
			items = append(items, it)
		} else if it, ok, done := p.parenDeref(opts); done {
			if !ok {
				return nil
			}
			items = append(items, it)
		} else if !IsIdent(t.Text) {
			p.failf(t.Pos, "expected a variable name, found '%s'", t.Text)
			return nil
		} else {
			it, ok := p.listItem(t, opts)
			if !ok {
				return nil
			}
			items = append(items, it)
		}
		n, ok := p.peek()
		if !ok {
			p.failf(p.endPos(), "expected ')'")
			return nil
		}
		if n.Text == "," {
			p.i++
			continue
		}
		if n.Text == ")" || opts.colon && n.Text == ":" {
			return items
		}
		p.failf(n.Pos, "expected ',' or ')' in list, found '%s'", n.Text)
		return nil
	}
}

// listItem parses the rest of a list item that starts with the name t.
func (p *parser) listItem(t Token, opts listOpts) (Item, bool) {
	p.i++
	it := Item{Pos: t.Pos, Name: t.Text}
	var text strings.Builder
	text.WriteString(t.Text)
	secs, ok := p.sections(&text, opts)
	if !ok {
		return Item{}, false
	}
	it.Sections = secs
	if !p.members(&it, &text, opts) {
		return Item{}, false
	}
	it.Text = text.String()
	return it, true
}

// deref parses `*name` followed by ',' or ')' where opts allows it: a
// pointer dereference list item (OpenMP 5.2 map and motion clauses), the
// same storage as the section name[0:1].
func (p *parser) deref(opts listOpts) (Item, bool) {
	if !opts.deref || p.i+2 >= len(p.toks) || p.toks[p.i].Text != "*" || !IsIdent(p.toks[p.i+1].Text) {
		return Item{}, false
	}
	if n := p.toks[p.i+2].Text; n != "," && n != ")" {
		return Item{}, false
	}
	star, name := p.toks[p.i], p.toks[p.i+1]
	p.i += 2
	return Item{Pos: name.Pos, Name: name.Text, Text: "*" + name.Text,
		Sections: []Section{{Pos: star.Pos, Lower: "0", Length: "1", HasColon: true}}}, true
}

// parenDeref parses `(*name)` and the subscripts, sections and members
// after it where opts allows a dereference (map and motion clauses):
// `(*p)[0:n]` is `p[0][0:n]`, `(*s).x` is `s[0].x`, `(*p)` alone is
// `*p`. done is false when the tokens do not start so; ok is false
// after an error.
func (p *parser) parenDeref(opts listOpts) (it Item, ok, done bool) {
	if !opts.deref || p.i+3 >= len(p.toks) || p.toks[p.i].Text != "(" || p.toks[p.i+1].Text != "*" || !IsIdent(p.toks[p.i+2].Text) || p.toks[p.i+3].Text != ")" {
		return Item{}, false, false
	}
	star, name := p.toks[p.i+1], p.toks[p.i+2]
	p.i += 4
	var text strings.Builder
	text.WriteString("(*" + name.Text + ")")
	secs, ok := p.sections(&text, opts)
	if !ok {
		return Item{}, false, true
	}
	it = Item{Pos: name.Pos, Name: name.Text}
	if n, ok := p.peek(); len(secs) == 0 && ok && n.Text != "." && n.Text != "->" {
		it.Sections = []Section{{Pos: star.Pos, Lower: "0", Length: "1", HasColon: true}}
		it.Text = "*" + name.Text
		return it, true, true
	}
	it.Sections = append([]Section{{Pos: star.Pos, Lower: "0"}}, secs...)
	if !p.members(&it, &text, opts) {
		return Item{}, false, true
	}
	it.Text = text.String()
	return it, true, true
}

// closedExpr reads an expression up to ')' and the ')', after an opening
// '(' was read: the expression and its position; false (after an error
// saying what) when there is none.
func (p *parser) closedExpr(what string) (string, diag.Pos, bool) {
	pos := p.pos()
	e := p.expr(")")
	if e == "" {
		p.failf(pos, "expected an expression in %s", what)
		return "", pos, false
	}
	p.expect(")")
	return e, pos, true
}

// expr collects a balanced token run up to (not including) one of the
// stop tokens at nesting depth 0, and returns it as C text. A ':' that
// closes a conditional operator's '?' belongs to the expression, so
// `a[c ? lo : 0 : n]` stops at the second ':' only.
func (p *parser) expr(stops ...string) string {
	var parts []string
	depth, conds := 0, 0
	for p.i < len(p.toks) {
		s := p.toks[p.i].Text
		if depth == 0 && !(s == ":" && conds > 0) {
			for _, st := range stops {
				if s == st {
					return strings.Join(parts, " ")
				}
			}
		}
		switch s {
		case "?":
			if depth == 0 {
				conds++
			}
		case ":":
			if depth == 0 && conds > 0 {
				conds--
			}
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth < 0 {
				p.failf(p.toks[p.i].Pos, "unbalanced '%s'", s)
				return ""
			}
		}
		parts = append(parts, s)
		p.i++
	}
	p.failf(p.endPos(), "expected '%s'", stops[0])
	return ""
}

func (p *parser) expect(s string) bool {
	t, ok := p.peek()
	if !ok {
		p.failf(p.endPos(), "expected '%s'", s)
		return false
	}
	if t.Text != s {
		p.failf(t.Pos, "expected '%s', found '%s'", s, t.Text)
		return false
	}
	p.i++
	return true
}

// IsIdent reports whether s is spelled as a C identifier (keywords
// included): a letter or '_', then letters, digits or '_'.
func IsIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (i > 0 && r >= '0' && r <= '9') {
			continue
		}
		return false
	}
	return true
}

// String renders the directive back in canonical form (for manifests).
func (d *Directive) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "omp %s", d.Kind)
	if d.Mapper != nil {
		d.mapperString(&b)
	}
	for _, c := range d.Clauses {
		if c.Name == "nowait" {
			b.WriteString(" nowait")
			continue
		}
		b.WriteString(" " + c.Name + "(")
		if c.Conditional {
			b.WriteString("conditional: ")
		}
		switch {
		case (c.Name == "to" || c.Name == "from") && (len(c.Modifiers) > 0 || c.Mapper != ""):
			mods := c.Modifiers
			if c.Mapper != "" {
				mods = append([]string{"mapper(" + c.Mapper + ")"}, mods...)
			}
			b.WriteString(strings.Join(mods, ", ") + ": ")
			for i, it := range c.Items {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(it.Text)
			}
		case c.Name == "linear":
			for i, it := range c.Items {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(it.Text)
			}
			if c.Expr != "" {
				b.WriteString(": " + c.Expr)
			}
		case c.Name == "depend":
			b.WriteString(c.DependType + ": ")
			for i, it := range c.Items {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(it.Text)
			}
		case c.Name == "reduction":
			b.WriteString(c.ReductionOp + ": ")
			for i, it := range c.Items {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(it.Text)
			}
		case c.Name == "map":
			if c.Mapper != "" {
				b.WriteString("mapper(" + c.Mapper + "), ")
			}
			for _, m := range c.Modifiers {
				b.WriteString(m + ", ")
			}
			b.WriteString(string(c.MapType) + ": ")
			fallthrough
		case len(c.Items) > 0:
			for i, it := range c.Items {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(it.Text)
			}
		case c.NameModifier != "":
			b.WriteString(c.NameModifier + ": " + c.Expr)
		default:
			b.WriteString(c.Expr)
		}
		b.WriteString(")")
	}
	return b.String()
}

// headColon returns the index of the ':' that ends a clause head (map-type
// or motion modifiers, a num_teams lower bound), or -1: the first ':' at
// nesting depth 0 before the clause's closing ')' that no '?' pairs with
// (a conditional expression's colon is not a separator).
func (p *parser) headColon() int {
	depth, cond := 0, 0
	for j := p.i; j < len(p.toks); j++ {
		switch p.toks[j].Text {
		case "(", "[":
			depth++
		case ")", "]":
			if depth == 0 {
				return -1
			}
			depth--
		case "?":
			if depth == 0 {
				cond++
			}
		case ":":
			if depth == 0 {
				if cond == 0 {
					return j
				}
				cond--
			}
		}
	}
	return -1
}

// clauses parses the clauses up to the end of the pragma, separated by
// optional commas, stopping at the first error.
func (p *parser) clauses(d *Directive) {
	for !p.errs.HasErrors() {
		t, ok := p.peek()
		if !ok {
			break
		}
		if t.Text == "," {
			p.i++
			continue
		}
		p.clause(d)
	}
	if !p.errs.HasErrors() {
		p.allocateCheck(d)
	}
	if !p.errs.HasErrors() {
		p.inscanCheck(d) // scan.go
	}
}

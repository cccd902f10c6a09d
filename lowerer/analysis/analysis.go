// Package analysis turns a parsed translation unit and its directives into
// the lowering plan: which statement each directive governs, what the
// region captures and how, how the host launches it and how the device
// walks its loop.
package analysis

import (
	"fmt"
	"path/filepath"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/allocate"
	"github.com/omp-offload/rules_omp_offload/lowerer/atomics"
	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/clausecheck"
	"github.com/omp-offload/rules_omp_offload/lowerer/cleanup"
	"github.com/omp-offload/rules_omp_offload/lowerer/combine"
	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/devcall"
	"github.com/omp-offload/rules_omp_offload/lowerer/devdirs"
	"github.com/omp-offload/rules_omp_offload/lowerer/devicec"
	"github.com/omp-offload/rules_omp_offload/lowerer/devsync"
	"github.com/omp-offload/rules_omp_offload/lowerer/devtypes"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/generic"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostloops"
	"github.com/omp-offload/rules_omp_offload/lowerer/hostsplice"
	"github.com/omp-offload/rules_omp_offload/lowerer/indirect"
	"github.com/omp-offload/rules_omp_offload/lowerer/inscan"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/macrouse"
	"github.com/omp-offload/rules_omp_offload/lowerer/metadirective"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
	"github.com/omp-offload/rules_omp_offload/lowerer/nested"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/requires"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
	"github.com/omp-offload/rules_omp_offload/lowerer/simd"
	"github.com/omp-offload/rules_omp_offload/lowerer/udr"
	"github.com/omp-offload/rules_omp_offload/lowerer/vla"
)

// Options tune the analysis.
type Options struct {
	// Unit names the translation unit in kernel stems; defaults to the
	// input's base name without extension.
	Unit string
	// Cleanups selects the device cleanups (package cleanup); the zero value
	// applies them all.
	Cleanups plan.CleanupSetting
}

// UnitName sanitizes a file name into the identifier used in stems.
func UnitName(path string) string {
	base := filepath.Base(path)
	base = strings.TrimSuffix(base, filepath.Ext(base))
	return sanitize(base)
}

func sanitize(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (i > 0 && r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// stmtRef is the statement a directive governs (package binding).
type stmtRef = binding.Ref

type analyzer struct {
	u    *frontend.Unit
	errs diag.List
	plan *plan.Plan
	// types are the typedefs and record definitions the device code
	// needs (package devtypes).
	types *devtypes.Defs
	// declFuncs names the declare target functions; devfuncs.go analyzes
	// and orders their device definitions.
	declFuncs map[string]bool
	// callee checks the calls of device code and indexes the unit's
	// function definitions (package callees).
	callee *callees.Checker
	udrs   *udr.Table // udrTable (udr.go)
	// calls answers what the unit's functions hold for the calls of
	// them in device code (package devcall, devcall.go).
	calls   *devcall.Funcs
	parFn   string // the declare target function being lowered
	inFnPar bool   // planning a parallel construct of parFn
	// routes are the calls that go to copies of the functions called:
	// for nested parallel regions, and by a whole team (fnteam.go);
	// teamPass: the copy a team calls is being planned.
	routes     devcall.Routes
	teamPass   bool
	teamParIdx int // the pragma of the parallel construct of that copy
	// env is the data environment stage (package dataenv, dataenv.go):
	// data-sharing, captures, map entries, struct members in map
	// clauses, declare mapper expansion.
	env *dataenv.Env
	// binder finds the statement of each directive (package binding); dirs
	// holds each pragma's directive, parsed once (nil after an error).
	binder *binding.Binder
	dirs   []*directive.Directive
	// hints are the loops with the user's unroll pragmas (loophint.go).
	hints map[*cc.IterationStatement]*userHint
	// src answers where the directives stand (package binding): the
	// statements they govern, the pragmas in a range of tokens.
	src    binding.Source
	at     diag.Pos // what is being analyzed, for internal errors
	wheres map[string]int
	// uses are the host splices that replace macro invocations (package
	// macrouse); fnToks caches the functions' tokens.
	uses   []*macrouse.Use
	fnToks macrouse.Tokens
	// normalTags numbers the loops over normalized counters (package
	// hostloops).
	normalTags hostloops.Tags
	// consumed marks the pragmas folded into a combined construct.
	consumed []bool
	// longDoubles reports long double in device code (package devicec).
	longDoubles devicec.LongDoubles
	// atomics are the atomic constructs of the region being planned
	// (package atomics, analysis/atomic.go).
	atomics []*atomics.Site
	// syncs are the synchronisation and tasking constructs of the same
	// (package devsync, analysis/devsync.go).
	syncs []*devsync.Site
	// allocs plans the unit's allocate directives and holds the device
	// code's declarations their align clauses align (package allocate).
	allocs *allocate.Directives
	// syncScope is the region lowerSyncs lowers the constructs of
	// (analysis/devsync.go); temps numbers the temporaries of private
	// copies.
	syncScope *syncScope
	temps     devsync.Temps
	// simd are the simd loops nested in the region, whose iterations
	// one thread runs in order, and their private copies (package simd).
	simd simd.Loops
	// nest holds the nested parallel regions of the region, which its
	// threads run inline, the constructs bound to them, and the unit's
	// loops with linear items whose host fallbacks set them (package
	// nested, analysis/nested.go).
	nest nested.State
	// scans are the scan directives that stand in the body of a loop
	// with an inscan reduction run in order (package inscan).
	scans *inscan.Scans
	// split holds the combined parallel constructs rewritten as
	// parallel constructs over their inner constructs, and the blocks of
	// parallel sections constructs reported (package combine).
	split *combine.Split
	// jumpsReported holds the gotos reported by jumpChecks, by sequence
	// number, so that a goto from one region into another is reported
	// once.
	jumpsReported map[int]bool
	// genericKernel: the captures being planned are a generic region's
	// (package generic), whose per-thread copies must be one per team.
	genericKernel bool
	// teamsDist is the distribute loop of a target teams distribute
	// construct whose loop holds parallel loops, which lowers as a
	// generic teams region (generic.SplitTeamsDistribute).
	teamsDist *generic.Loop
	// genericTeams: that generic region is a teams region, where a copy
	// the runtime made for the region is shared by all teams.
	genericTeams bool
	// ws: the worksharing loops of the parallel region of code being
	// planned (worksharing.go).
	ws *generic.Par
	// hostFuncs and hostVars are the names declared target with
	// device_type(host), nohostFuncs the functions with
	// device_type(nohost), each with the directive's position
	// (devicetype.go).
	hostFuncs, hostVars, nohostFuncs map[string]diag.Pos
	// orphanHost holds the starts of the host splices of orphaned
	// loops' lines already recorded (a function may be lowered more
	// than once: its copies for nested regions and teams).
	orphanHost map[int]bool
	// ind are the unit's declare target indirect functions and what
	// its device code does with function pointers (package indirect).
	ind *indirect.Funcs
	// inner: the variables a default clause makes private or
	// firstprivate in the region being planned (dataenv/datasharing.go).
	inner map[*cc.Declarator]dataenv.Share
	// cxx records the C-to-C++ rewrites of device code (package devicec,
	// analysis/devicec.go).
	cxx *devicec.Rewriter
	// vla checks and rewrites the uses of variable-length arrays in
	// device code (package vla).
	vla *vla.Checker
	// memOrder is the unit's requires atomic_default_mem_order, "" when
	// none (package requires).
	memOrder string
}

// Build analyzes u into a plan. An internal error (a panic, i.e. a bug)
// is reported at the directive being analyzed.
func Build(u *frontend.Unit, opts Options) (pl *plan.Plan, errs diag.List) {
	a := &analyzer{u: u, types: &devtypes.Defs{}, declFuncs: map[string]bool{},
		hostFuncs: map[string]diag.Pos{}, hostVars: map[string]diag.Pos{}, nohostFuncs: map[string]diag.Pos{}}
	a.at = diag.Pos{File: u.Path, Line: 1, Col: 1}
	a.types.Errs, a.types.FuncPointers = &a.errs, func() bool { return a.ind.Any() }
	a.calls = devcall.New((*callUnit)(a))
	defer func() {
		if x := recover(); x != nil {
			pl = nil
			errs = diag.Error(a.at, "internal error while lowering this construct: %v; please report it with the input", x)
		}
	}()
	unit := opts.Unit
	if unit == "" {
		unit = UnitName(u.Path)
	}
	a.plan = &plan.Plan{Source: u.Path, Unit: sanitize(unit), Cleanups: opts.Cleanups, OpenMP: frontend.OpenMPVersion}
	a.callee = callees.New(callees.Input{Errs: &a.errs, Unit: u, Declared: a.declFuncs, RuntimeState: &a.plan.RuntimeState})
	if a.plan.Cleanups == "" {
		a.plan.Cleanups = plan.CleanupsAll
	}
	a.env = dataenv.New(a.dataInput())
	a.vla = &vla.Checker{Errs: &a.errs, Measured: a.env.Measured()}
	a.cxx = devicec.New(a.devicecInput())
	a.vla.Cxx = a.cxx
	a.ind = &indirect.Funcs{Errs: &a.errs, Defined: func(name string) bool { return a.callee.Def(name) != nil }, Cxx: a.cxx}
	a.longDoubles.Errs = &a.errs
	fns := a.functions()
	a.binder = binding.New(fns)
	a.hostRoutines(fns) // hostroutines.go
	a.parseDirectives()
	a.headerRenames() // headernames.go: before declareTargets, which names the globals' entries
	a.declareTargets()
	a.plan.Splices = append(a.plan.Splices, a.env.CollectMappers(fns, a.dirs)...) // declare mapper: comments in the host
	rq := requires.Read(a.u, a.dirs, &a.errs)
	a.plan.Requires |= rq.Flags
	a.plan.Splices = append(a.plan.Splices, rq.Splices...)
	a.memOrder = rq.MemOrder
	a.allocs = allocate.New(allocate.Input{Unit: a.u, Dirs: a.dirs, Binder: a.binder, Errs: &a.errs, Macros: a.macro, DynamicAllocators: rq.DynamicAllocators})
	ordinals := map[string]int{}
	a.consumed = make([]bool, len(u.Pragmas))
	for i := range u.Pragmas {
		a.planDirective(i, ordinals)
	}
	return a.finish()
}

// parseDirectives parses each pragma of the unit once.
func (a *analyzer) parseDirectives() {
	a.dirs = make([]*directive.Directive, len(a.u.Pragmas))
	a.src = binding.Source{Binder: a.binder, Pragmas: a.u.Pragmas, Dirs: a.dirs, Path: a.u.Path, Src: a.u.Src}
	a.split = &combine.Split{Errs: &a.errs, Src: a.src, ParallelAround: a.src.ParallelAround,
		Inner: map[int]*directive.Directive{}, Stacked: map[int]bool{}, Refused: map[*cc.CompoundStatement]bool{}}
	for i := range a.u.Pragmas {
		d, errs := directive.Parse(a.u.Pragmas[i].Toks)
		if errs.HasErrors() {
			a.errs = append(a.errs, errs...)
			continue
		}
		a.dirs[i] = d
		clausecheck.Values(a.clauseInput(), d)
	}
	// The variants that metadirectives in target regions select.
	metadirective.Resolve(&a.errs, a.src, func(text []string) (int64, bool) { return consteval.Cond(text, a.macro) })
	a.scans = inscan.Serial(a.src) // loops with inscan reductions run in order
}

// clauseInput is what package clausecheck reads of the unit.
func (a *analyzer) clauseInput() clausecheck.Input {
	return clausecheck.Input{Unit: a.u, Errs: &a.errs, Dirs: a.dirs, Src: a.src, ConstInt: a.constInt}
}

// planDirective plans the directive of pragma i, unless it is folded into a
// combined construct or is left where it stands: a target construct's
// kernel, counted in ordinals per function, or a data construct.
func (a *analyzer) planDirective(i int, ordinals map[string]int) {
	u := a.u
	p := &u.Pragmas[i]
	d := a.dirs[i]
	if d == nil || a.consumed[i] {
		return
	}
	if d.Kind == "requires" {
		return // package requires
	}
	if d.Kind == "declare variant" {
		a.callee.DeclareVariant(p) // variant.go
		return
	}
	if d.Kind == "begin declare variant" {
		// Its functions replace others where its context matches.
		a.errs.Errorf(p.Pos, "'#pragma omp %s' is not supported yet", d.Kind)
		return
	}
	if d.HostOnly || d.Kind.IsNestable() || d.Kind == directive.Atomic {
		// Host OpenMP, left to the host compiler; inside a target
		// region the region reports it (kernel), inside a declare
		// target function the function (deviceFunc).
		return
	}
	if d.Kind.IsDeclarative() {
		return // declareTargets, headers and macros included
	}
	a.at = p.Pos
	if p.Pos.File != u.Path {
		// frontend/headers.go reads in the headers it can.
		a.errs.Errorf(p.Pos, "'#pragma omp %s' in an included file that is not read into the unit is not supported yet (a header with #include_next, one found neither below the source's directory nor in a -I directory, or one that includes a file above it); move the target region into %s", d.Kind, filepath.Base(u.Path))
		return
	}
	if d.Kind == directive.DeclareMapper {
		if p.FromMacro {
			a.errs.Errorf(p.Pos, "'#pragma omp declare mapper' produced by a macro is not supported yet")
		}
		return // CollectMappers
	}
	if d.Kind.IsData() {
		a.dataOp(p, d)
		return
	}
	ref, ok := a.src.Statement(&a.errs, p, d)
	if !ok {
		return
	}
	a.split.Combined(i, ref.Toks[len(ref.Toks)-1].Seq()) // package combine
	d, region, ok := combine.Fold(combine.Input{Errs: &a.errs, Src: a.src, Consumed: a.consumed,
		SplitInner: a.split.Inner, Stacked: a.split.Stacked, Finder: a.finder()}, i, d, ref)
	if !ok {
		return
	}
	if d.Kind == directive.TargetTeamsLoop && combine.HoldsParallel(a.src, i, region.Stmt) {
		// Parallel constructs in the loop's body: the loop binds to
		// the teams, whose initial threads may run its iterations
		// (package generic), as a distribute loop.
		d = generic.TeamsLoopAsDistribute(d)
	}
	if d.Kind == directive.TargetTeamsDistribute && combine.HoldsParallel(a.src, i, region.Stmt) {
		// Parallel loops in the distribute loop: a generic teams
		// region whose distribute loop is all of it (package generic).
		d, a.teamsDist = generic.SplitTeamsDistribute(d, region.Stmt)
	}
	fname := ref.Fn.Declarator.Name()
	ordinals[fname]++
	k := a.kernel(p, d, ref, region, fname, ordinals[fname])
	a.teamsDist = nil
	if k == nil {
		return
	}
	a.plan.Kernels = append(a.plan.Kernels, k)
}

// finish completes the plan after the last directive: the declare target
// functions, the device typedefs and records, the host splices.
func (a *analyzer) finish() (*plan.Plan, diag.List) {
	a.at = diag.Pos{File: a.u.Path, Line: 1, Col: 1}
	a.nest.CheckLinears(&a.errs) // package nested
	a.deviceFuncs(a.allFunctions())
	a.ind.Finish(a.plan)
	a.types.Finish(a.plan) // package devtypes
	// The splices over the macro uses that hold target regions.
	a.plan.Splices = append(a.plan.Splices, macrouse.Splices(a.macroUseInput(), a.uses)...)
	a.hostConditionals() // hostlastcond.go
	a.hostLinears()      // hostlinear.go
	if !a.errs.HasErrors() {
		a.hostScans()    // hostscan.go (a refused region has no splice)
		a.hostDoacross() // hostdoacross.go
	}
	clausecheck.Items(a.clauseInput())
	if a.errs.HasErrors() {
		return nil, a.errs.Sorted()
	}
	// The allocate directives the host text keeps (package allocate).
	a.plan.Splices = a.allocs.HostSplices(a.plan.Splices)
	a.normalizeHostLoops() // hostloops.go
	// Atomic compare constructs in the spelling gcc takes.
	a.plan.Splices = append(a.plan.Splices, hostsplice.SwapCompares(a.hostSpliceInput(), a.plan.Splices)...)
	sortSplices(a.plan.Splices)
	a.checkSplices()
	if a.errs.HasErrors() {
		return nil, a.errs.Sorted()
	}
	return a.plan, nil
}

// functions lists the function definitions of the main file.
func (a *analyzer) functions() []*cc.FunctionDefinition {
	var out []*cc.FunctionDefinition
	for _, fn := range a.allFunctions() {
		if fn.Position().Filename == a.u.Path {
			out = append(out, fn)
		}
	}
	return out
}

// allFunctions lists the function definitions of the unit, headers
// included, in source order.
func (a *analyzer) allFunctions() []*cc.FunctionDefinition {
	var out []*cc.FunctionDefinition
	for l := a.u.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		if ed := l.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
			out = append(out, ed.FunctionDefinition)
		}
	}
	return out
}

// capture is one variable the region uses from outside.
type capture struct {
	d     *cc.Declarator
	name  string
	pos   diag.Pos
	first int // token seq of first use
}

// kernel plans the kernel of the target construct d at p: outer is the
// statement the host launch replaces, ref the region the kernel runs (the
// statement of the innermost construct combined into d).
func (a *analyzer) kernel(p *frontend.Pragma, d *directive.Directive, outer, ref *stmtRef, fname string, ordinal int) *plan.Kernel {
	nerr := len(a.errs)
	a.env.BeginConstruct(p)
	defer func() { a.ws = nil }()
	k := a.newKernel(p, d, fname, ordinal)
	region := ref.Stmt
	if len(outer.Toks) > 0 && !a.jumpChecks(outer.Fn, d.Kind, outer.Toks[0].Seq(), outer.Toks[len(outer.Toks)-1].Seq()) {
		return nil
	}
	bodyNode, ok := a.kernelLoop(k, d, region)
	if !ok {
		return nil
	}
	kernelplan.Shape(k)

	regionToks := ref.Toks
	lo, hi := regionToks[0].Seq(), regionToks[len(regionToks)-1].Seq()
	inRegion := func(n cc.Node) bool {
		toks := csyntax.Tokens(n)
		return len(toks) > 0 && toks[0].Seq() >= lo && toks[0].Seq() <= hi
	}
	gen, ok := a.regionDirectives(p, d, k, lo, hi)
	if !ok {
		return nil
	}
	if sets := a.runSchedules(d, region); gen != nil {
		gen.Schedules = sets // runsched.go
	}
	subst, caps := a.regionCode(k, d, gen, region, fname, lo, hi, inRegion)
	firstTok := regionToks[0]
	a.checkClauseExprs(kernelplan.ForClauseCheck(d), resolve.ScopeOf(region), firstTok.Seq())
	a.genericKernel = gen != nil
	a.genericTeams = gen != nil && gen.Teams
	a.inner = a.checkDefault(d, caps, region)
	a.measureReductions(gen, region)
	a.captures(k, kernelplan.ForCaptures(d), withoutReductionCaptures(d, caps), region)
	if gen != nil {
		gen.LastVLACopies(k)
	}
	a.genericKernel, a.genericTeams = false, false
	a.inner = nil
	if c := d.Clause("reduction"); c != nil && gen != nil && gen.Teams {
		generic.TeamsReductions((*genUnit)(a), k, d, region)
	} else if c != nil && k.LoopPlan == nil && a.ws == nil {
		// The reduction machinery is the loop kernels'.
		a.errs.Errorf(c.Pos, "'reduction' on '#pragma omp %s' without a loop construct in it is not supported yet", d.Kind)
	}
	a.regionBody(k, d, gen, region, regionToks, bodyNode, subst, lo, hi)
	if d.Clause("reduction") != nil && a.ws != nil {
		a.wsReductions(k, d, region) // worksharing.go
	}
	if k.LoopPlan != nil {
		a.loopKernel(k, d, region, bodyNode, subst)
	}
	a.env.FinishKernelMaps(k)
	a.env.KernelTask(k, d, resolve.ScopeOf(region), firstTok.Seq())
	if len(a.errs) > nerr {
		return nil
	}
	if !a.spliceRegion(p, k, outer) {
		return nil
	}
	return k
}

// kernelLoop recovers the loop nest of kernel k when d is a loop
// construct, and returns the code the kernel runs for an iteration: the
// innermost loop's body, or for other constructs the region itself.
func (a *analyzer) kernelLoop(k *plan.Kernel, d *directive.Directive, region *cc.Statement) (cc.Node, bool) {
	if !d.Kind.IsLoop() {
		return region, true
	}
	nest, ok := a.loopNest(d, region)
	if !ok {
		return nil, false
	}
	k.Loop = nest.Outer()
	k.LoopPlan = &plan.LoopPlan{Nest: nest}
	if !a.kernelPlan().DoacrossNest(k, d) {
		return nil, false
	}
	return nest.Inner().Body, true
}

// regionDirectives checks the directives nested in the region of kernel
// k (tokens lo to hi) that did not combine with d, and finds the parallel
// loops beside other code that make a generic region (package generic), nil
// when there are none.
func (a *analyzer) regionDirectives(p *frontend.Pragma, d *directive.Directive, k *plan.Kernel, lo, hi int) (*generic.Region, bool) {
	a.atomics, a.syncs, a.simd = nil, nil, simd.Loops{}
	a.nest.Reset()
	a.syncs = append(a.syncs, a.split.Sites(a.src.Index(*p), hi)...) // package combine
	for _, q := range a.src.Before(p, lo) {
		if k := a.src.Index(q); k >= 0 && (a.consumed[k] || a.split.Stacked[k]) {
			continue // folded into the kernel (parallel sections), or the inner construct of a parallel one (package combine)
		}
		a.runStage(q, devdirs.InRegion(a.dirsInput(), q))
	}
	var gen *generic.Region
	if d.Kind == directive.Target || d.Kind == directive.TargetTeams {
		var ok bool
		if gen, ok = a.finder().Find(d, a.src.Index(*p), lo, hi); !ok {
			return nil, false
		}
		if gen != nil && a.regionIsParallel(a.src.Index(*p)) {
			k.Level = 1
		}
	}
	a.ws = nil
	if gen == nil && k.Construct == directive.TargetParallel && k.LoopPlan == nil {
		var ok bool
		if a.ws, ok = a.wsLoops(lo, hi); !ok {
			return nil, false
		}
		if a.ws == nil && d.Clause("reduction") != nil {
			// Each thread's copies live across the region's code: a
			// parallel region of code without worksharing loops.
			a.ws = &generic.Par{Pragmas: map[int]bool{}}
		}
	}
	for _, q := range a.src.In(lo, hi) {
		if j := a.src.Index(q); !gen.Handles(j) && !a.ws.Handles(j) && !a.split.Stacked[j] {
			a.runStage(q, devdirs.InRegion(a.dirsInput(), q)) // package devdirs
		}
	}
	return gen, true
}

// regionCode walks the region of kernel k: the device spelling of its
// code (subst) and the variables it captures from outside, in order of
// first use; a generic region's body is rendered as it is planned.
func (a *analyzer) regionCode(k *plan.Kernel, d *directive.Directive, gen *generic.Region, region *cc.Statement, fname string, lo, hi int, inRegion func(cc.Node) bool) (map[int]string, []*capture) {
	subst, caps, seen := a.regionUses(k, d, region, fname, inRegion)
	a.simd.Copies(subst) // package simd
	a.vla.Uses(region, subst, targetRegion)
	a.cxx.Apply(subst)
	a.cxx.CheckJumpsPastInit(region)
	a.nestedParallelCode(subst)
	for _, c := range append(a.inFinalCode(subst, region, fname), a.filterCaptures()...) {
		// Variables the final clauses and masked filters name from
		// outside the region.
		if !inRegion(c.d) && !a.env.IsDeclTarget(c.d) && seen[c.d] == nil {
			seen[c.d] = c
			caps = append(caps, c)
		}
	}

	if gen != nil {
		// The generic lowering renders the body as it plans it, so the
		// atomic and synchronisation constructs are in subst first.
		gen.LocalAtomics(a.atomics, region, lo, hi)
		atomics.Lower(a.atomics, subst)
		a.genericSyncs(gen, region, subst, lo, hi, seen)
		k.TeamThreads = generic.TeamThreads(gen, a.syncs, a.atomics)
		// Variables that a nested loop's clauses name from outside the
		// region are captured too.
		for _, c := range a.genericBody(k, gen, region, subst) { // genbody.go
			if !inRegion(c.d) && !a.env.IsDeclTarget(c.d) && seen[c.d] == nil {
				seen[c.d] = c
				caps = append(caps, c)
			}
		}
	}
	if a.ws != nil {
		for _, c := range a.wsClauseCaptures(a.ws) {
			if !inRegion(c.d) && !a.env.IsDeclTarget(c.d) && seen[c.d] == nil {
				seen[c.d] = c
				caps = append(caps, c)
			}
		}
	}
	return subst, caps
}

// regionBody lowers the atomic and synchronisation constructs of a
// region that is not generic and renders the kernel's body: bodyNode's
// code for a loop construct, the region's tokens otherwise.
func (a *analyzer) regionBody(k *plan.Kernel, d *directive.Directive, gen *generic.Region, region *cc.Statement, regionToks []cc.Token, bodyNode cc.Node, subst map[int]string, lo, hi int) {
	if gen == nil {
		a.atomicTargets(k, d, lo, hi)
		a.privatizeAtomics(k, d, region, lo, hi) // privatize.go
		atomics.Lower(a.atomics, subst)
		kctx := devsync.KernelCtx(k, d)
		a.syncScope = &syncScope{k: k, lo: lo, hi: hi}
		k.TeamThreads = a.lowerSyncs(subst, "a target region", func(s *devsync.Site) devsync.Ctx {
			if a.ws.InLoop(s.Pragma.Seq) {
				return devsync.CtxLoop // the body of a worksharing loop
			}
			return kctx
		})
		a.syncScope = nil
	}
	a.calls.KernelTeamCalls(a.callRegion(k, gen, bodyNode)) // devcall.go
	a.calls.KernelParCalls(a.callRegion(k, gen, bodyNode))
	if bodyNode != nil {
		a.calls.ParAddrUses(&a.errs, bodyNode)
	}
	switch {
	case gen != nil:
		// genericBody printed the body.
	case a.ws != nil:
		// Every thread meets at the loops' barriers: on the host plugin
		// the team's threads run as real threads.
		k.TeamThreads = true
		a.wsFirstprivateWrites(k, a.ws, bodyNode, lo, hi)
		a.wsUniform(a.ws, d, bodyNode, lo, hi)
		generic.ParBody((*genUnit)(a), k, a.ws, regionToks, subst)
	case k.Loop != nil:
		a.conditionalWrites(d, bodyNode, subst, lo, hi) // lastcond.go
		k.Body = csyntax.Render(csyntax.Tokens(bodyNode), subst)
	default:
		k.Body = csyntax.Render(regionToks, subst)
	}
}

// loopKernel plans the loop of a loop kernel (package kernelplan) and
// applies the device cleanups to its body.
func (a *analyzer) loopKernel(k *plan.Kernel, d *directive.Directive, region *cc.Statement, bodyNode cc.Node, subst map[int]string) {
	kp := a.kernelPlan()
	regionFirst := csyntax.First(region)
	kp.Reductions(k, d, resolve.ScopeOf(region), regionFirst.Seq())
	kp.LastItems(k, d, resolve.ScopeOf(region), regionFirst.Seq())
	kp.Loop(k, d)
	kernelplan.FallbackLoopVars(k)
	if a.ws == nil && k.Loop != nil && len(k.Body) > 0 {
		// The body as regionBody rendered it, with the plan's unroll
		// hints before their loops.
		kp.Unroll(k, bodyNode)
		for _, h := range k.LoopPlan.Unroll {
			text, ok := subst[h.Seq]
			if !ok {
				text = "for"
			}
			subst[h.Seq] = h.Text() + " " + text
		}
		if len(k.LoopPlan.Unroll) > 0 {
			k.Body = csyntax.Render(csyntax.Tokens(bodyNode), subst)
		}
	}
	if len(a.atomics) == 0 && len(a.syncs) == 0 && a.plan.Cleanups != plan.CleanupsNone {
		// The cleanups cache and reorder memory accesses, which
		// atomic accesses and the accesses a lock or fence orders
		// must not be.
		cleanup.Apply(k, bodyNode, subst, callees.Pure, a.cxx.Casts())
	}
}

// newKernel starts the kernel of target construct d at p, the ordinal-th
// region of function fname: its names, and what its clauses say of the
// launch.
func (a *analyzer) newKernel(p *frontend.Pragma, d *directive.Directive, fname string, ordinal int) *plan.Kernel {
	k := &plan.Kernel{
		Names:     naming.ForRegion(a.plan.Unit, fname, ordinal),
		Pos:       p.Pos,
		Function:  fname,
		Ordinal:   ordinal,
		Directive: d,
		Construct: directive.Lowering(d.Kind),
		Where:     a.where(p.Pos),
	}
	a.kernelPlan().LaunchClauses(k, d)
	return k
}

// regionUses walks the region of kernel k: it checks the jumps, renders
// the device spelling of what it uses (subst) and lists the variables it
// captures from outside, in order of first use, indexed in seen.
func (a *analyzer) regionUses(k *plan.Kernel, d *directive.Directive, region *cc.Statement, fname string, inRegion func(cc.Node) bool) (map[int]string, []*capture, map[*cc.Declarator]*capture) {
	subst := map[int]string{}
	var caps []*capture
	seen := map[*cc.Declarator]*capture{}
	loopDepth, switchDepth := 0, 0
	var walk func(n cc.Node) bool
	walk = func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.IterationStatement:
			switch {
			case kernelplan.IsNestLoop(k, x):
			case x == regionIteration(region):
				a.loopHint(x, subst, 1) // the user's unroll pragma (loophint.go)
			default:
				a.loopHint(x, subst, 0)
			}
			if x == regionIteration(region) || kernelplan.IsNestLoop(k, x) {
				return true
			}
			a.cxx.Node(x, subst) // a complex condition (package devicec)
			loopDepth++
			csyntax.Walk(x.Declaration, walk)
			csyntax.Walk(x.ExpressionList, walk)
			csyntax.Walk(x.ExpressionList2, walk)
			csyntax.Walk(x.ExpressionList3, walk)
			csyntax.Walk(x.Statement, walk)
			loopDepth--
			return false
		case *cc.SelectionStatement:
			a.cxx.Node(x, subst) // a complex condition (package devicec)
			if x.Case == cc.SelectionStatementSwitch {
				switchDepth++
				csyntax.Walk(x.ExpressionList, walk)
				csyntax.Walk(x.Statement, walk)
				switchDepth--
				return false
			}
		case *cc.JumpStatement:
			pos := frontend.Position(x.Token)
			switch x.Case {
			case cc.JumpStatementReturn:
				a.errs.Errorf(pos, "'return' is not allowed inside a target region")
			case cc.JumpStatementGotoExpr:
				a.errs.Errorf(pos, "a computed 'goto' inside a target region is not supported yet")
			case cc.JumpStatementBreak:
				if loopDepth == 0 && switchDepth == 0 {
					a.errs.Errorf(pos, "'break' out of the loop of a '#pragma omp %s' is not allowed", d.Kind)
				}
			case cc.JumpStatementContinue:
				if loopDepth == 0 && !d.Kind.IsLoop() {
					a.errs.Errorf(pos, "'continue' outside a loop")
				}
			}
		default:
			ref, ok := a.deviceNode(n, subst, fname, targetRegion)
			if !ok || ref.function {
				return true
			}
			r, name := ref.decl, ref.decl.Name()
			if inRegion(r) || a.env.IsDeclTarget(r) {
				return true // declare target variables are used directly
			}
			if kernelplan.IsNestIndex(k, name) {
				return true // the loop variables are private to the region
			}
			if c := seen[r]; c == nil {
				c = &capture{d: r, name: name, pos: frontend.Position(ref.tok), first: ref.tok.Seq()}
				seen[r] = c
				caps = append(caps, c)
			}
		}
		return true
	}
	csyntax.Walk(region, walk)
	return subst, caps, seen
}

// where names a region for the host launch and the manifest, uniquely:
// the regions of one macro use share the use's position, so the second
// and later get "#2", "#3"... after it.
func (a *analyzer) where(pos diag.Pos) string {
	w := pos.String()
	if a.wheres == nil {
		a.wheres = map[string]int{}
	}
	a.wheres[w]++
	if n := a.wheres[w]; n > 1 {
		w = fmt.Sprintf("%s#%d", w, n)
	}
	return w
}

func regionIteration(s *cc.Statement) *cc.IterationStatement {
	if s != nil && s.Case == cc.StatementIteration {
		return s.IterationStatement
	}
	return nil
}

// deviceRef is an object or function named by code bound for the device.
type deviceRef struct {
	decl     *cc.Declarator
	tok      cc.Token
	function bool
}

// deviceNode does what every walk over code bound for the device (a target
// region, a declare target function) does with node n: it records the
// typedefs and records the device source must define, checks calls (named
// and indirect) for where, and substitutes enumerators by their values and
// __func__ by fname in subst. For an identifier naming an object or a
// function it returns the reference, for the caller's own rules.
func (a *analyzer) deviceNode(n cc.Node, subst map[int]string, fname, where string) (deviceRef, bool) {
	a.longDoubles.Check(n, fname+"\x00"+where, where) // package devicec
	a.cxx.Node(n, subst)                              // package devicec
	switch x := n.(type) {
	case *cc.TypeSpecifier:
		switch x.Case {
		case cc.TypeSpecifierTypeName:
			a.types.Typedef(x, x.Token)
		case cc.TypeSpecifierStructOrUnion:
			// The device source defines the record (and what it holds).
			a.types.Records(x.StructOrUnionSpecifier.Type(), frontend.Position(x.StructOrUnionSpecifier.StructOrUnion.Token))
		}
	case *cc.PostfixExpression:
		a.callee.Indirect(x, where)
		a.callee.Streams(x, where)
		a.ind.TranslateCall(x)
	case *cc.PrimaryExpression:
		if x.Case != cc.PrimaryExpressionIdent {
			break
		}
		_, replaced := subst[x.Token.Seq()] // inside a range a.cxx.Node replaced
		switch r := x.ResolvedTo().(type) {
		case *cc.Enumerator:
			if !replaced {
				subst[x.Token.Seq()] = ctype.EnumConst(r)
			}
		case *cc.Declarator:
			if r.Name() == "__func__" {
				if !replaced {
					subst[x.Token.Seq()] = fmt.Sprintf("%q", fname)
				}
				break
			}
			if s := a.callee.Stream(r); s != "" {
				// stdout or stderr: the device header's.
				if !replaced {
					subst[x.Token.Seq()] = s
				}
				break
			}
			isFunc := r.Type().Kind() == cc.Function
			if isFunc {
				if !a.checkDeviceType(r.Name(), x.Token, where) {
					break
				}
				a.callee.Call(r.Name(), x.Token, where)
				a.ind.Taken(r, x.Token)
			} else if at, ok := a.hostVars[r.Name()]; ok && dataenv.IsFileScope(r) {
				a.errs.Errorf(frontend.Position(x.Token), "variable '%s' is declare target with device_type(host): it is not available in %s", r.Name(), where)
				a.errs.Notef(at, "device_type(host) given here")
			}
			return deviceRef{decl: resolve.Canonical(r, x.Token.Seq()), tok: x.Token, function: isFunc}, true
		}
	}
	return deviceRef{}, false
}

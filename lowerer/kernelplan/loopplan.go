package kernelplan

// Loop constructs (docs/loops.md): the collapsed nest, the device path
// (grid-stride or static-chunked), schedule clauses and reductions. Every
// name and expression the emitters print for them is decided here.

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/consteval"
	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Nest recovers the nest a loop construct governs: collapse(n) loops,
// one by default.
func (p *Planner) Nest(d *directive.Directive, region *cc.Statement) (*loops.Nest, bool) {
	depth := 1
	if c := d.Clause("collapse"); c != nil {
		text := strings.TrimRight(strings.TrimSpace(c.Expr), "uUlL")
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 {
			p.Errs.Errorf(c.ExprPos, "the argument of 'collapse' must be a positive integer constant, found '%s'", c.Expr)
			return nil, false
		}
		if n > 8 {
			p.Errs.Errorf(c.ExprPos, "collapse(%d): at most 8 loops can be collapsed", n)
			return nil, false
		}
		depth = n
	}
	nest, errs := loops.AnalyzeNest(region, depth)
	if errs.HasErrors() {
		return NonRectangularNest(d, region, depth, errs, p.Errs)
	}
	return nest, true
}

// NonRectangularNest is the nest of a loop construct d whose collapse
// nest AnalyzeNest refused with errs: nonRectangular's, or false after
// reporting into out why it is not one. A schedule or dist_schedule
// clause is refused on it: OpenMP 5.2 allows neither there, gcc (which
// compiles host fallbacks) rejects both, and clang-19 deals out chunks of
// the nest's bounding box, which no lowering of the nest's own iterations
// reproduces.
func NonRectangularNest(d *directive.Directive, region *cc.Statement, depth int, errs diag.List, out *diag.List) (*loops.Nest, bool) {
	if n := nonRectangular(d, region, depth); n != nil {
		if c := d.Clause("schedule"); c != nil {
			out.Errorf(c.Pos, "'schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no schedule or ordered clause there)")
			return nil, false
		}
		if c := d.Clause("dist_schedule"); c != nil {
			out.Errorf(c.Pos, "'dist_schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no dist_schedule clause there; clang-19 chunks the nest's bounding box, not its iterations)")
			return nil, false
		}
		if full, perr := loops.AnalyzePerfectNest(region, depth); !perr.HasErrors() && !stepsCompatible(full, out) {
			return nil, false
		}
		return n, true
	}
	*out = append(*out, errs...)
	if _, perr := loops.AnalyzePerfectNest(region, depth); !perr.HasErrors() {
		out.Notef(errs[0].Pos, "a non-rectangular nest is supported when its inner loops declare their variables ('for (int j = ...)') and the construct has no linear, ordered, schedule or dist_schedule clause")
	}
	return nil, false
}

// nonRectangular plans a perfect nest whose inner loops' bounds or steps
// use an outer loop's variable (OpenMP 5.2 allows such a nest under
// collapse) as the nest of its outer rectangular levels, the others
// (Nest.Runs) running in order inside each iteration. Every iteration
// still runs once; only which thread runs it differs. lastprivate's last
// iteration is the collapsed space's: that of the last outer iteration
// whose inner loops run at all, which the device finds. linear and ordered are
// refused, and so are inner loop variables declared outside their loop,
// which collapse would have made private. nil when the nest does not
// qualify (docs/loops.md).
func nonRectangular(d *directive.Directive, region *cc.Statement, depth int) *loops.Nest {
	for _, c := range []string{"linear", "ordered"} {
		if d.Clause(c) != nil {
			return nil
		}
	}
	full, errs := loops.AnalyzePerfectNest(region, depth)
	if errs.HasErrors() {
		return nil
	}
	for k := depth - 1; k >= 1; k-- {
		if full.Stmts[k].Case != cc.IterationStatementForDecl {
			return nil
		}
		if nest, errs := loops.AnalyzeNest(region, k); !errs.HasErrors() {
			nest.Runs = full.Levels[k:]
			return nest
		}
	}
	return nil
}

// indexBits is the width of a loop variable of the given device type.
func indexBits(m *loops.Model) int {
	if m.Kind == loops.Pointer {
		return 64
	}
	switch m.IndexType {
	case "_Bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned":
		return 32
	}
	return 64
}

// SplitSchedule splits a schedule clause's text into its kind and chunk.
func SplitSchedule(expr string) (kind, chunk string, modifier bool) {
	depth := 0
	for i, r := range expr {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ':':
			if depth == 0 {
				return "", "", true
			}
		case ',':
			if depth == 0 {
				return strings.TrimSpace(expr[:i]), strings.TrimSpace(expr[i+1:]), false
			}
		}
	}
	return strings.TrimSpace(expr), "", false
}

// chunkArg passes a chunk size, evaluated on the host before the launch,
// to the kernel as a literal; the device sees it as an unsigned value of
// at least 1 named dev.
func chunkArg(k *plan.Kernel, expr, host, dev, clause string) {
	hostValueArg(k, fmt.Sprintf("(long long)(%s)", expr), host, clause, func(param string) string {
		return fmt.Sprintf("const long long %s_v = __omp_unpack<long long>(%s); const unsigned long long %s = %s_v < 1 ? 1ULL : (unsigned long long)%s_v;", dev, param, dev, dev, dev)
	})
}

// hostValueArg declares host = init (a long long) on the host before the
// launch and passes it to the kernel as a literal argument described by
// text; devDecl makes the device declaration from the kernel parameter.
func hostValueArg(k *plan.Kernel, init, host, text string, devDecl func(param string) string) {
	lp := k.LoopPlan
	lp.HostDecls = append(lp.HostDecls, fmt.Sprintf("const long long %s = %s;", host, init))
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLiteral, Var: host, Param: param, Literal: true, Slot: "__omp_lit" + host,
		Base: plan.LiteralSlot("__omp_lit" + host), Begin: plan.LiteralSlot("__omp_lit" + host), Size: "sizeof(long long)",
		Flags: mapping.Literal | mapping.TargetParam, Text: text,
		DeviceDecl: devDecl(param),
	})
}

// Loop decides the loop construct's path, its chunks, the trip-count
// expressions and the launch cap. Called after shape and captures.
func (p *Planner) Loop(k *plan.Kernel, d *directive.Directive) {
	// Decided once the path is, whichever way Loop returns.
	defer func() {
		levelCounters(k)
		p.narrow(k)
	}()
	lp := k.LoopPlan
	nest := lp.Nest
	lp.HostTrip = nest.HostTrip()
	lp.Overflow = nest.Depth() > 1
	// The lane stride iv += lanes cannot wrap when the trip count is below
	// 2^33 (one level of at most 32 bits: lanes are at most 2^41);
	// otherwise the walk advances with the saturating __omp_next.
	lp.GuardStride = nest.Depth() > 1 || indexBits(nest.Outer()) > 32
	if nest.Depth() > 1 && k.Launch.ShapeThreads {
		// The body of a collapsed nest is the innermost loop's: the cap
		// follows the loops left inside it.
		k.Launch.ThreadCap = 0
		switch {
		case nest.Inner().Nest >= 2:
			k.Launch.ThreadCap = 128
		case nest.Inner().Nest == 1:
			k.Launch.ThreadCap = 256
		}
	}
	k.Launch.Indirect = k.Launch.TeamsFromTrip && indirectSubscripts(nest.Inner().Body)
	lp.Path = plan.PathGridStride
	lp.Why = "canonical loop model complete; no chunked schedule requested"
	if nest.Depth() > 1 {
		lp.Why = fmt.Sprintf("collapse(%d) of a perfect rectangular nest, linearised", nest.Depth())
	}
	sKind, sChunk, dKind, dChunk, ok := p.loopSchedules(lp, d)
	if !ok {
		return
	}
	if c := d.Clause("ordered"); c != nil && c.Expr != "" && d.Clause("schedule") == nil {
		// clang-19 deals the iterations of a doacross loop without a
		// schedule clause out one at a time (static chunks of 1), where
		// other loops take static blocks.
		sKind, sChunk = "static", "1"
	}
	if c := d.Clause("ordered"); c != nil {
		// The clauses beside it were checked by DoacrossNest
		// (CheckOrdered).
		if sKind, ok = p.orderedSchedule(k, c, sKind, sChunk); !ok {
			return
		}
	}
	if sKind == "dynamic" || sKind == "guided" {
		p.planDynamic(k, sKind, sChunk, dChunk)
		return
	}
	if sKind == "" && dKind == "" {
		return
	}
	// A static schedule is honoured as written: the chunked path.
	lp.Path = plan.PathStaticChunked
	var why []string
	if sKind != "" && lp.Schedule == "" {
		why = append(why, "ordered (blocks of iterations, in order)")
	} else if sKind != "" {
		why = append(why, "schedule("+lp.Schedule+")")
	}
	if dKind != "" {
		why = append(why, "dist_schedule("+lp.DistSchedule+")")
	}
	lp.Why = strings.Join(why, " and ") + " requested: iterations dealt out in chunks"
	if sChunk != "" {
		chunkArg(k, sChunk, "__omp_sched_chunk", "__omp_sched", "schedule chunk")
	}
	if dChunk != "" {
		chunkArg(k, dChunk, "__omp_dist_chunk", "__omp_dist", "dist_schedule chunk")
	}
	staticChunks(k, sKind, sChunk, dKind, dChunk)
}

// levelCounters decides whether a collapsed nest's walk keeps level
// counters (plan.LoopPlan.LevelCounters). They replace a division per
// level and iteration, so they pay where a lane walks several iterations
// (chunks, capped or explicit teams) or where an iteration would divide
// twice or more (three levels or more). Two kinds of nest keep dividing
// per iteration (their SASS, nvcc 11.8, docs/benchmarks.md):
//   - a body with a loop of its own: with the counters carried by the
//     walk, nvcc no longer strength-reduces that inner loop's addresses
//     (matmul's k loop recomputed B's row address with 64-bit multiplies
//     and ran 1.5 times slower), and the inner loop amortises the division;
//   - two levels on a grid sized to the trip count, one iteration per lane:
//     setting the counters up costs more than the one division saved.
func levelCounters(k *plan.Kernel) {
	lp := k.LoopPlan
	nest := lp.Nest
	if nest.Depth() < 2 || nest.Inner().Nest > 0 {
		return
	}
	onePerLane := lp.Path == plan.PathGridStride && k.Launch.TeamsFromTrip && k.Launch.NumTeams == "" && k.TripTeamsCap() == 0
	lp.LevelCounters = nest.Depth() >= 3 || !onePerLane
}

// narrow decides whether the walk of a collapsed nest is printed twice,
// once for nests of at most 2^31 iterations without a 64-bit division in
// it (plan.LoopPlan.Narrow): chunked and dynamic walks, and grid-stride
// walks with level counters. There a lane walks several iterations (or
// an iteration would divide twice or more), and the general walk keeps
// the 64-bit division of larger nests, under a branch the same for every
// lane, inside its innermost loop. A grid-stride walk that divides per
// iteration keeps one copy: its one iteration per lane (or its body's
// own loop) amortises the fit test of __omp_divmod, and its kernels are
// the measured ones (docs/benchmarks.md). The body is printed twice
// then, so it must mean the same twice over: no label (a function's
// labels are its own in C++), no static or thread-local variable (two
// copies would be two objects), no asm (its labels), and no OpenMP
// directive (what one lowers to is printed once; the user's unroll
// hints may be printed twice).
func (p *Planner) narrow(k *plan.Kernel) {
	lp := k.LoopPlan
	walks := lp.Path == plan.PathStaticChunked || lp.Path == plan.PathDynamic || lp.Path == plan.PathGridStride && lp.LevelCounters
	if lp.Nest.Depth() < 2 || !walks {
		return
	}
	body := lp.Nest.Inner().Body
	toks := csyntax.Tokens(body)
	if len(toks) == 0 || p.Unit.Directive(toks[0].Seq()-1, toks[len(toks)-1].Seq()) {
		return
	}
	for _, t := range toks {
		switch t.SrcStr() {
		case "static", "_Thread_local", "__thread", "asm", "__asm__", "__asm", "__label__":
			return
		}
	}
	label := false
	csyntax.Walk(body, func(n cc.Node) bool {
		if l, ok := n.(*cc.LabeledStatement); ok && l.Case == cc.LabeledStatementLabel {
			label = true
		}
		return !label
	})
	lp.Narrow = !label
}

// loopSchedules reads the schedule and dist_schedule clauses of d into
// lp: each one's kind and chunk expression ("" when absent); false after
// an error.
func (p *Planner) loopSchedules(lp *plan.LoopPlan, d *directive.Directive) (sKind, sChunk, dKind, dChunk string, ok bool) {
	if c := d.Clause("schedule"); c != nil {
		kind, chunk, mod := SplitSchedule(StripScheduleModifiers(c.Expr))
		lp.Schedule = strings.TrimSpace(c.Expr)
		switch {
		case mod:
			p.Errs.Errorf(c.ExprPos, "invalid schedule modifier in 'schedule(%s)': the modifiers are monotonic or nonmonotonic (not both; nonmonotonic only with dynamic or guided) and simd", c.Expr)
			return "", "", "", "", false
		case kind == "static":
			sKind, sChunk = kind, chunk
		case kind == "auto" || kind == "runtime":
			if chunk != "" {
				p.Errs.Errorf(c.ExprPos, "schedule(%s) takes no chunk size", kind)
				return "", "", "", "", false
			}
			// The implementation's choice: the grid-stride walk.
			lp.Why = fmt.Sprintf("schedule(%s): the implementation's schedule is the grid-stride walk", kind)
		case kind == "dynamic" || kind == "guided":
			sKind, sChunk = kind, chunk
		default:
			p.Errs.Errorf(c.ExprPos, "unknown schedule kind '%s'", kind)
			return "", "", "", "", false
		}
	}
	if c := d.Clause("dist_schedule"); c != nil {
		kind, chunk, mod := SplitSchedule(c.Expr)
		lp.DistSchedule = strings.TrimSpace(c.Expr)
		if mod || kind != "static" {
			p.Errs.Errorf(c.ExprPos, "dist_schedule kind must be 'static', found '%s'", c.Expr)
			return "", "", "", "", false
		}
		dKind, dChunk = kind, chunk
	}
	return sKind, sChunk, dKind, dChunk, true
}

// staticChunks sets the team and thread chunks of the static-chunked
// path for the construct of k, from the schedules' kinds and chunks.
func staticChunks(k *plan.Kernel, sKind, sChunk, dKind, dChunk string) {
	lp := k.LoopPlan
	threadBlocked := "__omp_ceil_div(__omp_thi - __omp_tlo, (unsigned long long)blockDim.x)"
	teamBlocked := "__omp_ceil_div(__omp_trip, (unsigned long long)gridDim.x)"
	switch k.Construct {
	case directive.TargetParallelFor, directive.TargetSimd:
		lp.TeamChunk = "__omp_trip"
		lp.ThreadChunk = threadBlocked
		lp.Balanced = sKind == "static" && sChunk == ""
		if sChunk != "" {
			lp.ThreadChunk = "__omp_sched"
		}
	case directive.TargetTeamsDistribute:
		lp.TeamChunk = teamBlocked
		lp.TeamBalanced = dChunk == ""
		if dChunk != "" {
			lp.TeamChunk = "__omp_dist"
		}
		lp.ThreadChunk = "(__omp_thi - __omp_tlo)"
	default: // target teams distribute parallel for
		switch {
		case dChunk != "":
			lp.TeamChunk = "__omp_dist"
		case dKind == "" && sChunk != "":
			// No dist_schedule: teams take blocks of one chunk per thread,
			// so all lanes deal out chunks round-robin.
			lp.TeamChunk = "__omp_sat_mul((unsigned long long)blockDim.x, __omp_sched)"
			lp.LaneChunks = true
		default:
			lp.TeamChunk = teamBlocked
			lp.TeamBalanced = true
		}
		switch {
		case sChunk != "":
			lp.ThreadChunk = "__omp_sched"
		case sKind != "":
			lp.ThreadChunk = threadBlocked
			lp.Balanced = true
		default:
			lp.ThreadChunk = "1ULL"
		}
	}
}

// planDynamic plans schedule(dynamic) and schedule(guided): the teams
// take their team chunks as the static schedule deals them out (the
// dist_schedule, or one block per team: the default dist_schedule is
// the implementation's), and inside each the team's threads take chunks
// from a counter of the team's, in the order they ask.
func (p *Planner) planDynamic(k *plan.Kernel, kind, sChunk, dChunk string) {
	lp := k.LoopPlan
	lp.Path = plan.PathDynamic
	lp.Guided = kind == "guided"
	lp.Why = fmt.Sprintf("schedule(%s) requested: the threads of each team take chunks from a counter of the team's", lp.Schedule)
	lp.ThreadChunk = "1ULL"
	if sChunk != "" {
		chunkArg(k, sChunk, "__omp_sched_chunk", "__omp_sched", "schedule chunk")
		lp.ThreadChunk = "__omp_sched"
	}
	if dChunk != "" {
		chunkArg(k, dChunk, "__omp_dist_chunk", "__omp_dist", "dist_schedule chunk")
	}
	switch {
	case k.Construct != directive.TargetTeamsDistributeParallelFor:
		lp.TeamChunk = "__omp_trip"
	case dChunk != "":
		lp.TeamChunk = "__omp_dist"
	default:
		lp.TeamChunk = "__omp_ceil_div(__omp_trip, (unsigned long long)gridDim.x)"
		lp.TeamBalanced = true
	}
}

// ReductionItems lists the variables named in reduction clauses, and in
// lastprivate and linear clauses: the kernel has a copy of each and
// reaches the variable's device copy through an argument of its own.
func ReductionItems(d *directive.Directive) map[string]bool {
	return d.ItemNames("reduction", "lastprivate", "linear")
}

// ForCaptures returns the directive as the capture analysis sees it: no
// loop clauses, and no map items of reduction variables (the reduction
// maps its variable itself; see Reductions). Nor firstprivate items that
// are lastprivate too: OpenMP 5.2 §17.2 applies such a firstprivate
// clause of a combined construct to its loop, not to the target
// construct (LastItems starts the lanes' copies from the value), so the
// host fallback must not run the loop on a copy.
func ForCaptures(d *directive.Directive) *directive.Directive {
	red := ReductionItems(d)
	out := *d
	out.Clauses = nil
	for _, c := range d.Clauses {
		switch c.Name {
		case "reduction", "collapse", "schedule", "dist_schedule", "lastprivate", "linear":
			continue
		case "firstprivate":
			var items []directive.Item
			for _, it := range c.Items {
				if !red[it.Name] {
					items = append(items, it)
				}
			}
			if len(items) == 0 {
				continue
			}
			c.Items = items
		case "map":
			var items []directive.Item
			for _, it := range c.Items {
				if !red[it.Name] || len(it.Sections) > 0 {
					items = append(items, it)
				}
			}
			if len(items) == 0 {
				continue
			}
			c.Items = items
		}
		out.Clauses = append(out.Clauses, c)
	}
	return &out
}

// Functor is the device functor of op over items of type t: a complex
// item's computes on the parts (__omp_redop_cadd, __omp_redop_cmul), as
// nvcc drops C's operators on complex values.
func Functor(op string, t cc.Type) string {
	if ctype.IsDeviceComplex(t) {
		return complexFunctors[op]
	}
	return reductionFunctors[op]
}

var complexFunctors = map[string]string{"+": "__omp_redop_cadd", "-": "__omp_redop_cadd", "*": "__omp_redop_cmul"}

var reductionFunctors = map[string]string{
	"+": "__omp_redop_add", "-": "__omp_redop_add", "*": "__omp_redop_mul", "&": "__omp_redop_and", "|": "__omp_redop_or",
	"^": "__omp_redop_xor", "&&": "__omp_redop_land", "||": "__omp_redop_lor", "min": "__omp_redop_min", "max": "__omp_redop_max",
}

// Identity is the C expression of op's identity for type t (spelled ts).
// A complex identity is a call of the device header (nvcc drops the
// conversion (T)0 of a complex T where it does not fold it); the host
// code spells it with HostIdentity.
func Identity(op string, t cc.Type, ts string) (string, bool) {
	if ctype.IsDeviceComplex(t) {
		if !ComplexReductionOp(op) {
			return "", false
		}
		v, fn := "0.0", "__omp_cplx"
		if op == "*" {
			v = "1.0"
		}
		if t.Kind() == cc.ComplexFloat {
			v, fn = v+"f", fn+"f"
		}
		return fn + "(" + v + ")", true
	}
	isInt := ctype.IsInteger(t)
	isFloat := t.Kind() == cc.Float || t.Kind() == cc.Double
	switch op {
	case "+", "-", "||":
		return "(" + ts + ")0", true
	case "|", "^":
		return "(" + ts + ")0", isInt
	case "*", "&&":
		return "(" + ts + ")1", true
	case "&":
		return "(" + ts + ")~0ULL", isInt
	case "min", "max":
		if isFloat {
			// The largest finite value, as clang-19 initializes the
			// private copies (OpenMP 5.2's "largest representable
			// number"; gcc takes the infinity): DBL_MAX, FLT_MAX.
			big := "1.79769313486231570814527423731704357e+308"
			if t.Kind() == cc.Float {
				big = "3.40282346638528859811704183484516925e+38F"
			}
			if op == "max" {
				big = "-" + big
			}
			return "(" + ts + ")(" + big + ")", true
		}
		if !isInt {
			return "", false
		}
		bits := 8 * t.Size()
		if !ctype.IsSigned(t) {
			if op == "min" {
				return "(" + ts + ")~0ULL", true
			}
			return "(" + ts + ")0", true
		}
		hi := fmt.Sprintf("%dLL", (uint64(1)<<(uint(bits)-1))-1)
		if op == "min" {
			return "(" + ts + ")" + hi, true
		}
		return "(" + ts + ")(-" + hi + " - 1)", true
	}
	return "", false
}

// Reductions plans the reduction items of a loop construct: a private
// copy per lane, one partial per team in a buffer mapped to the device,
// and the variable itself mapped tofrom, as OpenMP maps the reduction
// variable of a combined target construct. The last team to leave its
// partial combines the partials, in team order, into the variable's
// device copy: a variable already present on the device (an enclosing
// target data, enter data) is reduced there and the enclosing map decides
// what reaches the host; otherwise the construct's own map brings the
// original value in and the result back. Names in the clauses resolve in
// scope just before token first, the region's first.
func (p *Planner) Reductions(k *plan.Kernel, d *directive.Directive, scope *cc.Scope, first int) {
	seen := map[string]bool{}
	other := itemClauses(d, "private", "firstprivate")
	devAddr := itemClauses(d, "is_device_ptr", "has_device_addr")
	if !p.reductionsShared(d) {
		return
	}
	for _, c := range d.Clauses {
		if c.Name != "reduction" {
			continue
		}
		for _, it := range c.Items {
			if seen[it.Name] {
				if len(it.Sections) > 0 {
					// Each would need its own view of the array.
					p.Errs.Errorf(it.Pos, "'%s': a second reduction item of the array '%s' is not supported yet", it.Text, it.Name)
					continue
				}
				p.Errs.Errorf(it.Pos, "'%s' appears in more than one reduction clause", it.Name)
				continue
			}
			seen[it.Name] = true
			if o := other[it.Name]; o != "" {
				p.Errs.Errorf(it.Pos, "'%s' appears in both 'reduction' and '%s' clauses", it.Name, o)
				continue
			}
			if o := devAddr[it.Name]; o != "" {
				// The reduction maps its item: it would take the device
				// address for a host one.
				p.Errs.Errorf(it.Pos, "reduction over '%s', which is in clause '%s', is not supported yet", it.Text, o)
				continue
			}
			r, ts, ok := p.ReductionItem(&c, &it, scope, first, true)
			if !ok {
				continue
			}
			varFlags, ok := p.reductionMap(d, it.Name, c.Nested && !p.declareTarget(scope, it.Name, first), r.Array != nil)
			if !ok {
				continue
			}
			if varFlags&mapping.From == 0 {
				// Firstprivate to the target region: the host fallback
				// reduces into a copy too.
				k.FallbackPrivate = append(k.FallbackPrivate, plan.FallbackVar{Name: it.Name, Init: true, Array: r.Array != nil})
			}
			// Names made from the variable's own start with __omp_red_,
			// __omp_rv_, __omp_ro_, __omp_rp_, __omp_rl_, __omp_rlb_,
			// __omp_rlo_, __omp_rlod_, __omp_rlen_ or __omp_rlend_, which no fixed name of the lowerer
			// or the device header starts with (their reduction helpers
			// are __omp_redop_*, __omp_redlast, ...), so no variable's
			// name can collide with them.
			r.Buffer, r.Partials = "__omp_red_"+it.Name, "__omp_red_"+it.Name
			if r.Array != nil && k.LoopPlan == nil && !constantBounds(r.Array) {
				// The launch computes such bounds with the loop's
				// host declarations, which a region of code has not.
				p.Errs.Errorf(it.Pos, "reduction over '%s', whose bounds are not constants, on '#pragma omp %s' whose region is code is not supported yet", it.Text, d.Kind)
				continue
			}
			reductionBounds(k, r) // redarray.go
			if r.Array != nil && !p.lanesArg(k, d, r, ts) {
				continue
			}
			reductionArgs(k, &c, &it, r, ts, varFlags)
		}
	}
	if len(k.Reductions) > 0 {
		addTeamsCount(k, "reduction teams count")
	}
}

// declareTarget reports whether name, visible from scope before token
// first, is a declare target variable: a construct nested in a target
// region reduces into (or assigns lastprivate to) its device copy, which
// a variable mapped by no clause of the target construct is not for
// other variables (they are firstprivate there).
func (p *Planner) declareTarget(scope *cc.Scope, name string, first int) bool {
	decl := resolve.Lookup(scope, name, first)
	return decl != nil && p.Unit.DeclareTarget(decl)
}

// itemClauses maps the names of the list items of d's clauses called
// names to the clause that lists them.
func itemClauses(d *directive.Directive, names ...string) map[string]string {
	out := map[string]string{}
	for _, c := range d.Clauses {
		for _, n := range names {
			if c.Name == n {
				for _, it := range c.Items {
					out[it.Name] = c.Name
				}
			}
		}
	}
	return out
}

// reductionArgs adds reduction r of item it (clause c) to k with its two
// kernel arguments: the teams' partial results and the variable (or
// section) the last team combines them into, mapped with varFlags.
func reductionArgs(k *plan.Kernel, c *directive.Clause, it *directive.Item, r *plan.Reduction, ts string, varFlags mapping.Flags) {
	r.Param = fmt.Sprintf("__omp_arg%d", len(k.Args))
	r.Device = "__omp_rv_" + it.Name
	// omp_orig: the device copy, which only the last team writes, once
	// every lane has made its private copy.
	r.InitFrom("*" + r.Device)
	k.Reductions = append(k.Reductions, r)
	text := fmt.Sprintf("reduction(%s: %s)", c.ReductionOp, it.Text)
	// The partials need no copy back: the last team combines them
	// on the device.
	size := fmt.Sprintf("(__INT64_TYPE__)%s * (__INT64_TYPE__)sizeof(*%s)", plan.HostTeams, r.Buffer)
	varAddr, varSize := "(void *)&"+it.Name, "sizeof("+it.Name+")"
	if a := r.Array; a != nil {
		size = fmt.Sprintf("(__INT64_TYPE__)%s * (__INT64_TYPE__)%s * (__INT64_TYPE__)sizeof(*%s)", plan.HostTeams, a.HostLen, r.Buffer)
		// The kernel's pointer is to the section's first element.
		varAddr = "(void *)" + a.ElemAddr(it.Name, a.HostLower)
		varSize = fmt.Sprintf("(__INT64_TYPE__)%s * (__INT64_TYPE__)sizeof(%s)", a.HostLen, a.Elem(it.Name))
	}
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgReduction, Param: r.Param,
		Base: "(void *)" + r.Buffer, Begin: "(void *)" + r.Buffer,
		Size:       size,
		Flags:      mapping.To | mapping.TargetParam,
		DeviceDecl: fmt.Sprintf("%s *%s = (%s *)%s;", ts, r.Partials, ts, r.Param),
		Text:       text,
	})
	vparam := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgReductionVar, Param: vparam,
		Base: varAddr, Begin: varAddr,
		Size:       varSize,
		Flags:      varFlags,
		DeviceDecl: fmt.Sprintf("%s *%s = (%s *)%s;", ts, r.Device, ts, vparam),
		Text:       text,
	})
}

// addTeamsCount passes the count of finished teams, by which the last team
// to finish knows it is last. It is a fresh count per launch: always
// copied, even should the stack slot's address be mapped already.
func addTeamsCount(k *plan.Kernel, text string) {
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgReductionDone, Param: param,
		Base: "(void *)&" + plan.ReductionDone, Begin: "(void *)&" + plan.ReductionDone,
		Size:       "sizeof(" + plan.ReductionDone + ")",
		Flags:      mapping.To | mapping.Always | mapping.TargetParam,
		DeviceDecl: fmt.Sprintf("unsigned int *%s = (unsigned int *)%s;", plan.ReductionDone, param),
		Text:       text,
	})
}

// ReductionItem checks reduction item it of clause c, visible from scope
// before token first: an arithmetic scalar whose type the operator
// applies to. It returns the reduction's operator, type and identity, and
// the device spelling of the type.
//
// An array, or an array section of one, has a private copy of each
// element; bound says whether bounds that are not constants can be passed
// to the construct (reductionArray). The type returned is then the
// element type's.
func (p *Planner) ReductionItem(c *directive.Clause, it *directive.Item, scope *cc.Scope, first int, bound bool) (*plan.Reduction, string, bool) {
	decl := resolve.Lookup(scope, it.Name, first)
	if decl == nil || decl.IsTypename() || decl.Type().Kind() == cc.Function {
		p.Errs.Errorf(it.Pos, "'%s' in clause 'reduction' is not a variable in scope", it.Name)
		return nil, "", false
	}
	t := decl.Type()
	if r, found, ok := p.declaredReduction(c, it, t, first); !ok {
		return nil, "", false
	} else if found {
		return r, r.Type, true
	}
	var arr *plan.ReductionArray
	if len(it.Sections) > 0 || len(it.Members) > 0 || t.Kind() == cc.Array {
		var ok bool
		if arr, t, ok = p.reductionArray(it, t, bound); !ok {
			return nil, "", false
		}
	}
	if !p.reductionType(c, it, t, arr != nil) {
		return nil, "", false
	}
	ts, err := ctype.Decl(t, "")
	if err != nil {
		p.Errs.Errorf(it.Pos, "reduction variable '%s': %v", it.Name, err)
		return nil, "", false
	}
	id, ok := Identity(c.ReductionOp, t, ts)
	if !ok {
		p.Errs.Errorf(it.Pos, "reduction '%s' needs an integer variable; '%s' has type '%s'", c.ReductionOp, it.Name, p.Unit.TypeName(t))
		return nil, "", false
	}
	r := &plan.Reduction{
		Pos: it.Pos, Var: it.Name, Op: c.ReductionOp, Type: ts, Identity: id,
		Functor: Functor(c.ReductionOp, t), Array: arr,
	}
	if ctype.IsDeviceComplex(t) {
		r.HostIdentity, _ = HostIdentity(c.ReductionOp, t, ts)
	}
	return r, ts, true
}

// HostIdentity is op's identity for type t (spelled ts) in host C.
func HostIdentity(op string, t cc.Type, ts string) (string, bool) {
	if ctype.IsDeviceComplex(t) {
		if !ComplexReductionOp(op) {
			return "", false
		}
		if op == "*" {
			return "(" + ts + ")1", true
		}
		return "(" + ts + ")0", true
	}
	return Identity(op, t, ts)
}

// reductionType checks the type t of reduction item it (of an array
// item's elements, elems): an arithmetic scalar of at most 64 bits, or a
// complex float or double under + - *. long double is refused with its
// reason: the device computes it as double.
func (p *Planner) reductionType(c *directive.Clause, it *directive.Item, t cc.Type, elems bool) bool {
	what := "reduction variable '" + it.Name + "' has type"
	if elems {
		what = "the elements of reduction item '" + it.Text + "' have type"
	}
	switch {
	case t.Kind() == cc.LongDouble || t.Kind() == cc.ComplexLongDouble:
		p.Errs.Errorf(it.Pos, "%s '%s', which the device computes as '%s' (its values would differ from the host's); use %s", what, p.Unit.TypeName(t), longDoubleAsDevice(t), longDoubleAsDevice(t))
		return false
	case ctype.IsDeviceComplex(t):
		if !ComplexReductionOp(c.ReductionOp) {
			p.Errs.Errorf(it.Pos, "reduction '%s' over a complex item ('%s' has type '%s') is not supported yet (+, - and * are)", c.ReductionOp, it.Name, p.Unit.TypeName(t))
			return false
		}
		return true
	case !ctype.IsScalar(t) || t.Kind() == cc.Ptr || t.Size() > 8:
		p.Errs.Errorf(it.Pos, "%s '%s'; an arithmetic scalar of at most 64 bits is required", what, p.Unit.TypeName(t))
		return false
	}
	return true
}

// longDoubleAsDevice is what the device computes a long double type as.
func longDoubleAsDevice(t cc.Type) string {
	if t.Kind() == cc.ComplexLongDouble {
		return "double _Complex"
	}
	return "double"
}

// ComplexReductionOp reports an operator the device reduces complex
// items with.
func ComplexReductionOp(op string) bool { return op == "+" || op == "-" || op == "*" }

// declaredReduction plans reduction item it of type t when a declare
// reduction defines it: an identifier that is no operator, or an
// operator for a type that is no arithmetic scalar. found is false when
// the item is the operators' (or no declare reduction is visible: the
// operators' checks then say why).
func (p *Planner) declaredReduction(c *directive.Clause, it *directive.Item, t cc.Type, first int) (*plan.Reduction, bool, bool) {
	op := c.ReductionOp
	builtin := directive.IsReductionOp(op)
	if builtin && (len(it.Sections) > 0 || len(it.Members) > 0 || t.Kind() == cc.Array ||
		ctype.IsScalar(t) && t.Kind() != cc.Ptr) {
		return nil, false, true
	}
	if !builtin && (len(it.Sections) > 0 || len(it.Members) > 0 || t.Kind() == cc.Array) {
		p.Errs.Errorf(it.Pos, "user-defined reduction '%s' over '%s': array and member items are not supported yet", op, it.Text)
		return nil, true, false
	}
	u, found, ok := p.Unit.DeclaredReduction(op, it.Pos, t, first)
	if !ok {
		return nil, true, false
	}
	if !found {
		if builtin {
			return nil, false, true
		}
		p.Errs.Errorf(it.Pos, "no declare reduction '%s' is visible here (operators: + * & | ^ && || min max)", op)
		return nil, true, false
	}
	ts, err := ctype.Decl(t, "")
	if err != nil {
		p.Errs.Errorf(it.Pos, "reduction variable '%s': %v", it.Name, err)
		return nil, true, false
	}
	return &plan.Reduction{
		Pos: it.Pos, Var: it.Name, Op: op, Type: ts, Identity: u.Init + "()",
		Functor: u.Functor, UDR: u,
	}, true, true
}

// reductionMap returns the map-type bits of reduction variable name on
// construct d: tofrom, as OpenMP maps it implicitly, or the construct's
// own map(tofrom: name) with its modifiers. Another map-type on the same
// construct is refused: what it should do to the reduced value is not
// something the lowerer implements. A reduction of a construct nested in
// the target construct (nested) maps a scalar nothing implicitly:
// without a map clause the variable is firstprivate to the target
// region, so the region reduces into its own copy, which the host never
// sees. An array is mapped tofrom as any array the region uses.
func (p *Planner) reductionMap(d *directive.Directive, name string, nested, array bool) (mapping.Flags, bool) {
	flags := mapping.To | mapping.From | mapping.TargetParam
	// An array the target construct does not map is mapped tofrom
	// implicitly (OpenMP 5.2 §5.8.9), on any level.
	if nested && !array {
		flags = mapping.To | mapping.Private | mapping.TargetParam
		if c := d.Clause("defaultmap"); c != nil {
			p.Errs.Errorf(c.Pos, "'defaultmap' with a reduction of a construct nested in the target construct is not supported yet")
			return 0, false
		}
	}
	for _, c := range d.Clauses {
		if c.Name != "map" {
			continue
		}
		for _, it := range c.Items {
			// The map of an array reduction's array may be of a section
			// (the one of the reduction or one around it).
			if it.Name != name || len(it.Sections) > 0 && !array {
				continue
			}
			if c.MapType != directive.MapToFrom {
				p.Errs.Errorf(it.Pos, "reduction variable '%s' is also in 'map(%s: ...)'; with 'reduction' only map(tofrom: %s) is supported: drop the map item or make it tofrom", name, c.MapType, name)
				return 0, false
			}
			flags = mapping.FromClause(c.MapType, c.Modifiers) | mapping.TargetParam
		}
	}
	return flags, true
}

// ForClauseCheck returns the directive as the check of clause expressions
// sees it: a schedule's kind is a keyword, only its chunk is an
// expression; defaultmap, bind and order hold keywords only.
func ForClauseCheck(d *directive.Directive) *directive.Directive {
	out := *d
	out.Clauses = nil
	for _, c := range d.Clauses {
		switch c.Name {
		case "defaultmap", "bind", "order", "aligned", "nontemporal", "default", "proc_bind":
			// Keywords, or lists with their own syntax: hints the
			// lowering does not evaluate.
			continue
		}
		if c.Name == "schedule" || c.Name == "dist_schedule" {
			_, chunk, _ := SplitSchedule(StripScheduleModifiers(c.Expr))
			c.Expr = chunk
		}
		out.Clauses = append(out.Clauses, c)
	}
	return &out
}

// orderedSchedule checks the ordered clause c of loop kernel k and
// returns the schedule kind the loop then takes. Each thread's
// iterations come in increasing order with every schedule. On the host
// plugin, which walks a team's threads one after another, the walk
// reaches the iterations in order with static blocks (the default
// schedule here, an implementation's choice) and dynamic or guided
// chunks taken from the team's counter; static chunks dealt round-robin
// need the team's threads to run at once (OrderedThreads).
func (p *Planner) orderedSchedule(k *plan.Kernel, c *directive.Clause, sKind, sChunk string) (string, bool) {
	if k.Construct != directive.TargetParallelFor {
		p.Errs.Errorf(c.Pos, "clause 'ordered' on '#pragma omp %s' is not supported yet (only on a parallel for loop of one team)", k.Directive.Kind)
		return "", false
	}
	if c.Expr != "" {
		return p.doacrossSchedule(k, c, sKind, sChunk)
	}
	k.LoopPlan.Ordered = true
	k.LoopPlan.OrderedThreads = sKind == "static" && sChunk != ""
	if sKind == "" {
		return "static", true
	}
	return sKind, true
}

// doacrossSchedule checks the ordered(n) clause c of loop kernel k and
// returns the schedule kind the loop then takes. With static blocks (the
// default schedule here) a sink tells the thread that runs the iteration
// it names from the iteration's number alone; with dynamic or guided
// chunks, which the team's counter hands out in order, or static chunks
// dealt round-robin, it cannot, and the posts go to a ring of the shared
// iterations instead (LoopPlan.DoacrossRing).
func (p *Planner) doacrossSchedule(k *plan.Kernel, c *directive.Clause, sKind, sChunk string) (string, bool) {
	switch {
	case sKind == "dynamic" || sKind == "guided":
		k.LoopPlan.DoacrossRing = true
		return sKind, true
	case sChunk != "":
		k.LoopPlan.DoacrossRing = true
	}
	return "static", true
}

// DoacrossNest plans the doacross nest of loop kernel k of construct d
// with an ordered(n) clause (LoopPlan.Doacross): the collapsed nest and
// the loops perfectly nested in it, n in all. The ordered constructs of
// the body are lowered against it before the loop's path is planned.
// It checks the clauses beside any ordered clause first (CheckOrdered).
func (p *Planner) DoacrossNest(k *plan.Kernel, d *directive.Directive) bool {
	lp := k.LoopPlan
	if !CheckOrdered(p.Errs, d, lp.Nest.Depth()) {
		return false
	}
	n := directive.OrderedParam(d)
	if n == 0 {
		return true
	}
	full, errs := lp.Nest.Extend(n)
	if errs.HasErrors() {
		*p.Errs = append(*p.Errs, errs...)
		return false
	}
	for _, m := range full.Levels {
		if m.Kind == loops.Pointer {
			p.Errs.Errorf(m.Pos, "a doacross loop over the pointer '%s' in a target region is not supported yet", m.Index)
			return false
		}
	}
	lp.Doacross = full
	return true
}

// reductionsShared checks, as clang-19 does, that the items of a
// reduction on a worksharing loop nested in a parallel construct are not
// private or firstprivate on that parallel construct: they must be
// shared in the region the loop binds to (OpenMP 5.2 §5.5.8).
func (p *Planner) reductionsShared(d *directive.Directive) bool {
	ok := true
	for _, c := range d.Clauses {
		if c.Name != "reduction" || c.Level == 0 || !strings.HasPrefix(string(d.LevelKind(c.Level)), "for") ||
			!d.LevelKind(c.Level-1).HasParallel() {
			continue
		}
		for _, it := range c.Items {
			for _, o := range d.Clauses {
				if o.Level != c.Level-1 || o.Name != "private" && o.Name != "firstprivate" {
					continue
				}
				for _, oit := range o.Items {
					if oit.Name == it.Name {
						p.Errs.Errorf(it.Pos, "reduction variable must be shared")
						p.Errs.Notef(oit.Pos, "defined as %s", o.Name)
						ok = false
					}
				}
			}
		}
	}
	return ok
}

// indirectSubscripts tells whether body subscripts an array with a value
// loaded from memory: an index that itself holds a subscript or a
// dereference (x[idx[i]], y[*p]).
func indirectSubscripts(body *cc.Statement) bool {
	found := false
	csyntax.Walk(body, func(n cc.Node) bool {
		if p, ok := n.(*cc.PostfixExpression); ok && p.Case == cc.PostfixExpressionIndex && loads(p.ExpressionList) {
			found = true
		}
		return !found
	})
	return found
}

// loads tells whether e reads memory through a subscript or a dereference.
func loads(e cc.Node) bool {
	found := false
	csyntax.Walk(e, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.PostfixExpression:
			found = found || x.Case == cc.PostfixExpressionIndex || x.Case == cc.PostfixExpressionPSelect
		case *cc.UnaryExpression:
			found = found || x.Case == cc.UnaryExpressionDeref
		}
		return !found
	})
	return found
}

// stepsCompatible checks the condition OpenMP 5.2 (§4.4.1) puts on a
// non-rectangular nest: where an inner level's bounds use an outer
// level's variable, b - lb has the form c*var-outer + d and c*incr-outer
// must be a multiple of the inner level's incr. clang-19 does not check
// it; gcc, which compiles the host fallback, refuses the nest. Only
// bounds whose c and steps evaluate to constants are checked; it reports
// the first level that breaks the condition into out.
func stepsCompatible(full *loops.Nest, out *diag.List) bool {
	for k := 1; k < full.Depth(); k++ {
		in := full.Levels[k]
		step, ok := evalWith(in.Step, nil)
		if !ok || step == 0 {
			continue
		}
		var uses []string
		for m := 0; m < k; m++ {
			if idx := full.Levels[m].Index; mentions(in.Lower+" "+in.Upper+" "+in.Step, idx) {
				uses = append(uses, idx)
			}
		}
		if len(uses) > 1 {
			out.Errorf(in.Pos, "non-rectangular loop: its bounds use the variables of two outer loops ('%s' and '%s'); OpenMP 5.2 allows one (gcc, which compiles the host fallback, refuses the nest)", uses[0], uses[1])
			return false
		}
		for m := 0; m < k; m++ {
			outer := full.Levels[m]
			ostep, ok := evalWith(outer.Step, nil)
			if !ok {
				continue
			}
			for _, b := range []string{in.Lower, in.Upper} {
				if _, lin, known := coefficient(b, outer.Index); known && !lin {
					out.Errorf(in.Pos, "non-rectangular loop: its bound '%s' is not of the form a*%s + b; OpenMP 5.2 allows no other (gcc, which compiles the host fallback, refuses the nest)", strings.TrimSpace(b), outer.Index)
					return false
				}
			}
			c, ok, _ := coefficient(in.Upper+" - "+in.Lower, outer.Index)
			if ok && (c*ostep)%step != 0 {
				out.Errorf(in.Pos, "non-rectangular loop: the difference of its bounds changes by %d per iteration of the loop of '%s', not a multiple of its step %d (OpenMP 5.2 requires one; gcc, which compiles the host fallback, refuses the nest)", c*ostep, outer.Index, step)
				return false
			}
		}
	}
	return true
}

// coefficient returns c where expression e is c*v + d with constant c
// (d may use other variables): e evaluated with v at 0, 1 and 2 and every
// other identifier at 0, 1 and 7 must change by the same c each time.
// known: every evaluation succeeded (so !ok means e is not of that form).
func coefficient(e, v string) (c int64, ok, known bool) {
	for n, other := range []int64{0, 1, 7} {
		var g [3]int64
		for x := range g {
			val, ok := evalWith(e, func(id string) int64 {
				if id == v {
					return int64(x)
				}
				return other
			})
			if !ok {
				return 0, false, false
			}
			g[x] = val
		}
		if g[1]-g[0] != g[2]-g[1] || n > 0 && g[1]-g[0] != c {
			return 0, false, true
		}
		c = g[1] - g[0]
	}
	return c, true, true
}

// evalWith evaluates the integer C expression e with each identifier's
// value given by val (no identifier allowed when val is nil).
func evalWith(e string, val func(string) int64) (int64, bool) {
	var toks []string
	for i := 0; i < len(e); {
		c := e[i]
		j := i + 1
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i = j
			continue
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			for j < len(e) && (e[j] == '_' || e[j] >= 'a' && e[j] <= 'z' || e[j] >= 'A' && e[j] <= 'Z' || e[j] >= '0' && e[j] <= '9') {
				j++
			}
			if val == nil {
				return 0, false
			}
			toks = append(toks, "("+strconv.FormatInt(val(e[i:j]), 10)+")")
		case c >= '0' && c <= '9':
			for j < len(e) && (e[j] >= '0' && e[j] <= '9') {
				j++
			}
			if j < len(e) && (e[j] == '_' || e[j] == '.' || e[j] >= 'a' && e[j] <= 'z' || e[j] >= 'A' && e[j] <= 'Z') {
				return 0, false // a suffix or another base
			}
			toks = append(toks, e[i:j])
		default:
			toks = append(toks, e[i:j])
		}
		i = j
	}
	return consteval.Int(toks, func(string) ([]string, bool) { return nil, false })
}

// mentions reports whether C expression e uses identifier id.
func mentions(e, id string) bool {
	word := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	for i := strings.Index(e, id); i >= 0; {
		end := i + len(id)
		if (i == 0 || !word(e[i-1])) && (end == len(e) || !word(e[end])) {
			return true
		}
		next := strings.Index(e[i+1:], id)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// Package difftest generates random, valid, self-checking C programs with
// OpenMP target directives over the subset omplower lowers, and runs each
// one built two ways (the lowerer plus the project's compile steps, and
// clang-19's own OpenMP offloading) to compare what they print.
//
// A program is a function of its seed alone (math/rand's seeded source is
// stable across Go releases), so a seed names a program for ever.
//
// The programs have no undefined behaviour and no nondeterminism: element
// values stay bounded integers (computed in long, reduced modulo 1009 before
// every store; unsigned elements may wrap, which is defined), floating-point
// values are integers or products of powers of two, so every summation order
// gives the same bits; parallel loops write only element i and read the
// written arrays only at i; a device copy is never read or copied back before
// it was written (from and alloc only on arrays the region writes whole);
// reductions are the only shared updates. After every top-level step the
// program prints a hash of all arrays and the values of the step's scalars.
package difftest

import (
	"fmt"
	"math/rand"
	"strings"
)

// elemType is the element type of an array or a scalar.
type elemType int

const (
	tInt elemType = iota
	tUnsigned
	tLong
	tFloat
	tDouble
	numTypes
)

func (t elemType) c() string {
	return [...]string{"int", "unsigned", "long", "float", "double"}[t]
}

func (t elemType) floating() bool { return t == tFloat || t == tDouble }

// bufKind is how an array's storage is declared and mapped.
type bufKind int

const (
	kLocal        bufKind = iota // T a[N] in main
	kHeap                        // T *a = malloc
	kStructPtr                   // struct with a pointer member: s.v[i], mapped s plus s.v[lo:len]
	kMapperStruct                // struct with a default declare mapper: map(m)
	kGrid                        // T g[R][C] in main
	kGlobal                      // T g[N] at file scope in declare target: always present
	kStructViaPtr                // pointer to a struct with a pointer member: p->v[i]
	kMapperArray                 // two structs with a mapper: ms[1].v[i], mapped ms[0:2]
)

// buf is one array the program computes on.
type buf struct {
	name string
	t    elemType
	kind bufKind
	// mapper names the declare mapper of a kMapperStruct when it is a
	// named one (used with the mapper() modifier).
	mapper string
	// parent is how a kStructViaPtr's struct is mapped next to p->v:
	// p[0:1] (the whole struct) or p->n (only the members listed, so the
	// two forms cannot be mixed: the second would extend the first).
	parent string
}

func (b *buf) at(idx string) string {
	switch b.kind {
	case kStructPtr, kMapperStruct:
		return b.name + ".v[" + idx + "]"
	case kStructViaPtr:
		return b.name + "->v[" + idx + "]"
	case kMapperArray:
		return b.name + "[1].v[" + idx + "]"
	}
	return b.name + "[" + idx + "]"
}

func (b *buf) at2(i, j string) string { return b.name + "[" + i + "][" + j + "]" }

// term is a read of an element as a long in [-1008, 1008] (unsigned
// elements may hold any value, so they are reduced first).
func term(b *buf, elem string) string {
	if b.t == tUnsigned {
		return "(long)(" + elem + " % 1009u)"
	}
	return "(long)" + elem
}

// store converts a bounded long expression to the element type.
func store(t elemType, e string) string {
	return "(" + t.c() + ")((" + e + ") % 1009)"
}

// gen holds the state of one program's generation.
type gen struct {
	r      *rand.Rand
	out    strings.Builder
	indent int
	n      int // length of every one-dimensional array
	rows   int // shape of every grid
	cols   int
	bufs   []*buf
	grids  []*buf
	nvar   int
	// present maps the arrays mapped by the enclosing data environments
	// (always whole) to the environment depth.
	present map[*buf]bool
	steps   int
	// structTypes: which struct types the program declares.
	hasStructPtr, hasMapper bool
	// fold is the name of a declare target function regions may call.
	fold string
	opts Options
}

func (g *gen) line(format string, args ...interface{}) {
	g.out.WriteString(strings.Repeat("  ", g.indent))
	fmt.Fprintf(&g.out, format, args...)
	g.out.WriteByte('\n')
}

func (g *gen) intn(n int) int        { return g.r.Intn(n) }
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }
func (g *gen) fresh(prefix string) string {
	g.nvar++
	return fmt.Sprintf("%s%d", prefix, g.nvar)
}

func pick[T any](g *gen, xs []T) T { return xs[g.intn(len(xs))] }

// Options widen what Generate produces.
type Options struct {
	// PresentReductions also reduces into variables already present on
	// the device (through an enclosing target data or target enter
	// data); such kernels carry PresentReductionMarker. The command and
	// the fixed batch turn it on; without it the generator makes the
	// programs of its first version, whose seeds docs/difftest.md cites.
	PresentReductions bool
	// Nested adds the constructs of version 7: loop constructs written
	// as directives nested in the target directive, the simd and loop
	// combined forms, reductions of nested constructs with and without
	// a map of the variable, and simd loops nested in kernel bodies.
	// Without it the generator makes the programs of version 6 (or,
	// without PresentReductions too, of version 5).
	Nested bool
	// BindOrder also writes bind and order(concurrent) on loop
	// constructs (with Nested).
	BindOrder bool
	// Extra adds the constructs of version 8 (with Nested): dynamic,
	// guided, auto and runtime schedules, lastprivate (also of a loop
	// variable declared before the loop), linear, atomic and critical
	// updates of mapped counters, device runtime routines whose values
	// OpenMP fixes, and reductions on a teams directive of its own
	// together with the loop construct nested in it.
	Extra bool
}

// PresentReductionMarker is the comment above a kernel whose reduction
// variable is present on the device.
const PresentReductionMarker = "/* difftest: reduction variable present on the device */"

// Generate returns the program for seed.
func Generate(seed int64) []byte { return GenerateWith(seed, Options{}) }

// GenerateWith returns the program for seed under opts. With the zero
// Options it is Generate; other options give other programs.
func GenerateWith(seed int64, opts Options) []byte {
	g := &gen{r: rand.New(rand.NewSource(seed)), present: map[*buf]bool{}, opts: opts}
	sizes := []int{1, 2, 3, 7, 16, 33, 64, 100, 257, 500, 777, 1000}
	g.n = pick(g, sizes)
	g.rows, g.cols = 1+g.intn(12), 1+g.intn(40)

	nb := 2 + g.intn(4)
	for i := 0; i < nb; i++ {
		b := &buf{name: fmt.Sprintf("a%d", i), t: elemType(g.intn(int(numTypes))), kind: bufKind(g.intn(4))}
		switch k := g.intn(100); {
		case k < 12:
			b.kind = kGlobal
		case k < 22:
			b.kind = kStructViaPtr
		case k < 30:
			b.kind = kMapperArray
		}
		switch b.kind {
		case kStructViaPtr:
			b.name = fmt.Sprintf("p%d", i)
			b.parent = pick(g, []string{b.name + "[0:1]", b.name + "->n"})
		case kMapperArray:
			b.name = fmt.Sprintf("ms%d", i)
			if g.chance(0.4) {
				b.mapper = "mp_" + b.t.c()
			}
		case kStructPtr:
			b.name = fmt.Sprintf("s%d", i)
			g.hasStructPtr = true
		case kMapperStruct:
			b.name = fmt.Sprintf("m%d", i)
			g.hasMapper = true
			if g.chance(0.4) {
				b.mapper = "mp_" + b.t.c()
			}
		case kGlobal:
			b.name = fmt.Sprintf("d%d", i)
			g.present[b] = true
		}
		g.bufs = append(g.bufs, b)
	}
	ng := g.intn(3)
	for i := 0; i < ng; i++ {
		g.grids = append(g.grids, &buf{name: fmt.Sprintf("g%d", i), t: elemType(g.intn(int(numTypes))), kind: kGrid})
	}

	g.line("/* Generated by tools/difftest, seed %d. */", seed)
	g.line("#include <stdio.h>")
	g.line("#include <stdlib.h>")
	g.line("#include <string.h>")
	if opts.Extra {
		g.line("#include <omp.h>")
	}
	g.line("")
	g.line("#define N %d", g.n)
	g.line("#define R %d", g.rows)
	g.line("#define C %d", g.cols)
	g.line("")
	// One struct type per element type in use, so the mapper and the
	// pointer member have the element's type.
	declared := map[string]bool{}
	for _, b := range g.bufs {
		switch b.kind {
		case kStructPtr, kStructViaPtr:
			tag := "SP_" + b.t.c()
			if !declared[tag] {
				declared[tag] = true
				g.line("struct %s { int n; %s *v; int k; };", tag, b.t.c())
			}
		case kMapperStruct, kMapperArray:
			tag := "SM_" + b.t.c()
			if !declared[tag] {
				declared[tag] = true
				g.line("struct %s { int n; int k; %s *v; };", tag, b.t.c())
				g.line("#pragma omp declare mapper(struct %s m) map(tofrom: m.n, m.k, m.v[0:m.n])", tag)
			}
			if b.mapper != "" && !declared[b.mapper] {
				declared[b.mapper] = true
				// n and k only go to the device: an outer tofrom still
				// brings back only the elements.
				g.line("#pragma omp declare mapper(%s: struct %s m) map(to: m.n, m.k) map(tofrom: m.v[0:m.n])", b.mapper, tag)
			}
		}
	}
	var globals []*buf
	for _, b := range g.bufs {
		if b.kind == kGlobal {
			globals = append(globals, b)
		}
	}
	if len(globals) > 0 || g.chance(0.5) {
		g.line("#pragma omp declare target")
		for _, b := range globals {
			g.line("%s %s[N];", b.t.c(), b.name)
		}
		if g.chance(0.7) {
			g.fold = "fold"
			a := 1 + g.intn(30)
			g.line("static long fold(long x, long y) {")
			g.line("  long r = x * %d - y;", a)
			g.line("  if (r < 0) r = -r;")
			g.line("  return r %% 1009;")
			g.line("}")
		}
		g.line("#pragma omp end declare target")
	}
	g.line("")
	g.line("static unsigned long long H;")
	g.line("static void mix(unsigned long long v) { H ^= v; H *= 1099511628211ULL; }")
	g.line("static void mixd(double x) {")
	g.line("  unsigned long long u;")
	g.line("  if (x == 0) x = 0; /* one zero */")
	g.line("  memcpy(&u, &x, sizeof u);")
	g.line("  mix(u);")
	g.line("}")
	g.line("")
	g.line("int main(void) {")
	g.indent++
	g.line("int use_dev = %d;", 1)
	g.line("int no_dev = %d;", 0)
	for _, b := range g.bufs {
		t := b.t.c()
		switch b.kind {
		case kLocal:
			g.line("%s %s[N];", t, b.name)
		case kHeap:
			g.line("%s *%s = (%s *)malloc(sizeof(%s) * N);", t, b.name, t, t)
		case kStructPtr:
			g.line("struct SP_%s %s;", t, b.name)
			g.line("%s.n = N; %s.k = %d;", b.name, b.name, g.intn(100))
			g.line("%s.v = (%s *)malloc(sizeof(%s) * N);", b.name, t, t)
		case kMapperStruct:
			g.line("struct SM_%s %s;", t, b.name)
			g.line("%s.n = N; %s.k = %d;", b.name, b.name, g.intn(100))
			g.line("%s.v = (%s *)malloc(sizeof(%s) * N);", b.name, t, t)
		case kStructViaPtr:
			g.line("struct SP_%s %s_obj;", t, b.name)
			g.line("struct SP_%s *%s = &%s_obj;", t, b.name, b.name)
			g.line("%s->n = N; %s->k = %d;", b.name, b.name, g.intn(100))
			g.line("%s->v = (%s *)malloc(sizeof(%s) * N);", b.name, t, t)
		case kMapperArray:
			g.line("struct SM_%s %s[2];", t, b.name)
			g.line("for (int e = 0; e < 2; e++) {")
			g.line("  %s[e].n = N; %s[e].k = e + %d;", b.name, b.name, g.intn(100))
			g.line("  %s[e].v = (%s *)malloc(sizeof(%s) * N);", b.name, t, t)
			g.line("}")
		}
	}
	for _, b := range g.grids {
		g.line("%s %s[R][C];", b.t.c(), b.name)
	}
	g.line("for (int i = 0; i < N; i++) {")
	for _, b := range g.bufs {
		g.line("  %s = %s;", b.at("i"), g.initExpr(b.t, "i"))
		if b.kind == kMapperArray {
			g.line("  %s[0].v[i] = %s;", b.name, g.initExpr(b.t, "i"))
		}
	}
	g.line("}")
	if len(g.grids) > 0 {
		g.line("for (int i = 0; i < R; i++)")
		g.line("  for (int j = 0; j < C; j++) {")
		for _, b := range g.grids {
			g.line("    %s = %s;", b.at2("i", "j"), g.initExpr(b.t, "(i * C + j)"))
		}
		g.line("  }")
	}
	for _, b := range globals {
		g.line("#pragma omp target update to(%s)", b.name)
	}

	nsteps := 3 + g.intn(5)
	for i := 0; i < nsteps; i++ {
		g.step(0)
		g.checkpoint()
	}
	g.line("return 0;")
	g.indent--
	g.line("}")
	return []byte(g.out.String())
}

func (g *gen) initExpr(t elemType, i string) string {
	a, b := 1+g.intn(997), g.intn(1009)
	if t == tUnsigned {
		return fmt.Sprintf("(unsigned)(%s * %du + %du)", i, 2654435761%(1+a*1000), b)
	}
	return fmt.Sprintf("(%s)((%s * %d + %d) %% 1009 - 504)", t.c(), i, a, b)
}

// checkpoint prints a hash of every array.
func (g *gen) checkpoint() {
	g.steps++
	g.line("H = 14695981039346656037ULL;")
	if len(g.bufs) > 0 {
		g.line("for (int i = 0; i < N; i++) {")
		for _, b := range g.bufs {
			g.line("  %s;", mixOf(b.t, b.at("i")))
			if b.kind == kMapperArray {
				g.line("  %s;", mixOf(b.t, b.name+"[0].v[i]"))
			}
		}
		g.line("}")
	}
	for _, b := range g.grids {
		g.line("for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) %s;", mixOf(b.t, b.at2("i", "j")))
	}
	g.line("printf(\"step %d: %%016llx\\n\", H);", g.steps)
}

func mixOf(t elemType, e string) string {
	if t.floating() {
		return "mixd(" + e + ")"
	}
	return "mix((unsigned long long)" + e + ")"
}

// step emits one statement of the program at data-environment depth.
func (g *gen) step(depth int) {
	switch k := g.intn(100); {
	case k < 40:
		g.loopKernel()
	case k < 50 && len(g.grids) > 0:
		g.gridKernel()
	case k < 60:
		g.serialTarget()
	case k < 66:
		g.hostUpdate()
	case k < 68:
		g.devicePtrBlock()
	case k < 84 && depth < 2:
		g.targetData(depth)
	case k < 100 && depth < 2:
		g.enterExit(depth)
	default:
		var globals []*buf
		for _, b := range g.bufs {
			if b.kind == kGlobal {
				globals = append(globals, b)
			}
		}
		if len(globals) > 0 && g.chance(0.5) {
			g.targetUpdate(pick(g, globals))
			return
		}
		g.loopKernel()
	}
}

// devicePtrBlock is a target data region that hands the device address of
// an array to the host (use_device_ptr for a pointer, use_device_addr for
// an array) and a kernel that takes it as is (is_device_ptr,
// has_device_addr).
func (g *gen) devicePtrBlock() {
	var cands []*buf
	for _, b := range g.bufs {
		if (b.kind == kHeap || b.kind == kLocal) && !g.present[b] {
			cands = append(cands, b)
		}
	}
	if len(cands) == 0 {
		g.loopKernel()
		return
	}
	b := pick(g, cands)
	use, take := "use_device_ptr", "is_device_ptr"
	if b.kind == kLocal {
		use, take = "use_device_addr", "has_device_addr"
	}
	lo := g.intn(g.n)
	hi := lo + 1 + g.intn(g.n-lo)
	con := pick(g, loopConstructs)
	g.line("#pragma omp target data map(tofrom: %s[0:N]) %s(%s)", b.name, use, b.name)
	g.line("{")
	g.line("  #pragma omp %s %s(%s)", con.name, take, b.name)
	g.line("  %s {", g.loopHeader("i", lo, hi))
	g.line("    %s = %s;", b.at("i"), store(b.t, g.longExpr([]string{term(b, b.at("i"))}, []string{"(long)i"})))
	g.line("  }")
	g.line("}")
}

// hostUpdate changes the host copies of some arrays.
func (g *gen) hostUpdate() {
	b := pick(g, g.bufs)
	c := 1 + g.intn(50)
	g.line("for (int i = 0; i < N; i++) %s = %s;", b.at("i"), store(b.t, fmt.Sprintf("%s + %d + i", term(b, b.at("i")), c)))
}

// mapItems returns the clause text that maps b's whole storage with
// map-type mt (mt may carry modifiers).
func (g *gen) mapWhole(b *buf, mt string) string {
	switch b.kind {
	case kLocal:
		return fmt.Sprintf("map(%s: %s)", mt, pick(g, []string{b.name, b.name + "[0:N]", b.name + "[:N]"}))
	case kHeap:
		return fmt.Sprintf("map(%s: %s)", mt, pick(g, []string{b.name + "[0:N]", b.name + "[:N]"}))
	case kStructPtr:
		return fmt.Sprintf("map(to: %s) map(%s: %s.v[0:N])", b.name, mt, b.name)
	case kMapperStruct:
		if b.mapper != "" {
			return fmt.Sprintf("map(mapper(%s), %s: %s)", b.mapper, mt, b.name)
		}
		return fmt.Sprintf("map(%s: %s)", mt, b.name)
	case kGlobal:
		return fmt.Sprintf("map(%s: %s)", mt, pick(g, []string{b.name, b.name + "[0:N]"}))
	case kStructViaPtr:
		return fmt.Sprintf("map(to: %s) map(%s: %s->v[0:N])", b.parent, mt, b.name)
	case kMapperArray:
		item := pick(g, []string{b.name, b.name + "[0:2]", b.name + "[:2]"})
		if b.mapper != "" && g.chance(0.7) {
			return fmt.Sprintf("map(mapper(%s), %s: %s)", b.mapper, mt, item)
		}
		return fmt.Sprintf("map(%s: %s)", mt, item)
	case kGrid:
		return fmt.Sprintf("map(%s: %s)", mt, pick(g, []string{b.name, b.name + "[0:R][0:C]", b.name + "[:R][:C]"}))
	}
	panic("unknown kind")
}

// mapSection maps elements [lo, lo+ln) of a one-dimensional array (the
// whole array for a mapper struct, whose mapper maps v[0:n]).
func (g *gen) mapSection(b *buf, mt string, lo, ln int) string {
	if lo == 0 && ln == g.n && g.chance(0.5) || b.kind == kMapperStruct || b.kind == kMapperArray {
		return g.mapWhole(b, mt)
	}
	switch b.kind {
	case kStructPtr:
		return fmt.Sprintf("map(to: %s) map(%s: %s.v[%d:%d])", b.name, mt, b.name, lo, ln)
	case kStructViaPtr:
		return fmt.Sprintf("map(to: %s) map(%s: %s->v[%d:%d])", b.parent, mt, b.name, lo, ln)
	}
	if lo == 0 && g.chance(0.3) {
		return fmt.Sprintf("map(%s: %s[:%d])", mt, b.name, ln)
	}
	return fmt.Sprintf("map(%s: %s[%d:%d])", mt, b.name, lo, ln)
}

// access is how a kernel uses one array.
type access struct {
	b            *buf
	read, write  bool
	writtenWhole bool // every element of the range is written before any read
}

// mapType picks a map-type for an array used by a region over its whole
// mapped range.
func (g *gen) mapType(a access) string {
	var mt string
	switch {
	case a.write && a.writtenWhole && !a.read:
		mt = pick(g, []string{"from", "tofrom", "from", "always, from"})
	case a.write:
		mt = pick(g, []string{"tofrom", "tofrom", "always, tofrom"})
	default:
		mt = pick(g, []string{"to", "to", "tofrom", "always, to"})
	}
	if a.b.kind == kMapperStruct || a.b.kind == kMapperArray {
		// The mapper's members (n, k) are tofrom: an outer from would copy
		// back a device n nothing wrote.
		if strings.Contains(mt, "from") {
			return "tofrom"
		}
		return "to"
	}
	return mt
}

// longExpr builds a bounded long expression from reads of srcs at idx
// (and of the written array itself at idx when self is not empty).
func (g *gen) longExpr(reads []string, extras []string) string {
	var parts []string
	nt := 1 + g.intn(3)
	usedProduct := false
	for i := 0; i < nt; i++ {
		var p string
		switch k := g.intn(10); {
		case k < 5 && len(reads) > 0:
			p = pick(g, reads)
			if g.chance(0.5) {
				p = fmt.Sprintf("%d * %s", 1+g.intn(7), p)
			}
		case k < 7 && len(reads) > 0 && !usedProduct:
			usedProduct = true
			p = pick(g, reads) + " * " + pick(g, reads)
		case k < 9 && len(extras) > 0:
			p = pick(g, extras)
			if g.fold != "" && g.chance(0.3) {
				p = fmt.Sprintf("%s(%s, %d)", g.fold, p, g.intn(100))
			}
		default:
			p = fmt.Sprint(g.intn(1009))
		}
		parts = append(parts, p)
	}
	e := parts[0]
	for _, p := range parts[1:] {
		e += pick(g, []string{" + ", " - "}) + p
	}
	return e
}

// reduction is one reduction variable of a kernel.
type reduction struct {
	op, name string
	t        elemType
}

var reductionOps = []string{"+", "*", "-", "min", "max", "&", "|", "^", "&&", "||"}

func (g *gen) newReduction() reduction {
	for {
		r := reduction{op: pick(g, reductionOps), t: elemType(g.intn(int(numTypes))), name: g.fresh("r")}
		if r.t.floating() && (r.op == "&" || r.op == "|" || r.op == "^") {
			continue
		}
		return r
	}
}

func (r reduction) init(g *gen) string {
	switch r.op {
	case "*":
		if r.t.floating() {
			return pick(g, []string{"1", "3", "0.5"})
		}
		return fmt.Sprint(1 + g.intn(5))
	case "&":
		return pick(g, []string{"-1", "2047", "4095"})
	case "&&":
		return pick(g, []string{"1", "1", "0"})
	case "||":
		return pick(g, []string{"0", "0", "1"})
	}
	return fmt.Sprint(g.intn(200) - 100)
}

// update is the body statement of r given a bounded long v.
func (r reduction) update(g *gen, v string) string {
	t := r.t.c()
	// At most 1008 in magnitude: float sums of up to a few thousand such
	// values stay exact integers.
	v = "(" + v + ") % 1009"
	switch r.op {
	case "+":
		return fmt.Sprintf("%s += (%s)(%s);", r.name, t, v)
	case "-":
		return fmt.Sprintf("%s -= (%s)(%s);", r.name, t, v)
	case "*":
		switch {
		case r.t.floating():
			return fmt.Sprintf("%s *= ((%s) %% 5 == 0 ? 2 : ((%s) %% 5 == 1 ? 0.5 : 1));", r.name, v, v)
		case r.t == tUnsigned:
			return fmt.Sprintf("%s *= (unsigned)((%s) | 1);", r.name, v)
		}
		return fmt.Sprintf("%s *= ((%s) %% 3 == 0 ? -1 : 1);", r.name, v)
	case "min":
		if g.chance(0.5) {
			return fmt.Sprintf("if ((%s)(%s) < %s) %s = (%s)(%s);", t, v, r.name, r.name, t, v)
		}
		return fmt.Sprintf("%s = (%s)(%s) < %s ? (%s)(%s) : %s;", r.name, t, v, r.name, t, v, r.name)
	case "max":
		if g.chance(0.5) {
			return fmt.Sprintf("if ((%s)(%s) > %s) %s = (%s)(%s);", t, v, r.name, r.name, t, v)
		}
		return fmt.Sprintf("%s = (%s)(%s) > %s ? (%s)(%s) : %s;", r.name, t, v, r.name, t, v, r.name)
	case "&":
		return fmt.Sprintf("%s &= (%s)((%s) | %d);", r.name, t, v, 1<<uint(g.intn(11)))
	case "|":
		return fmt.Sprintf("%s |= (%s)((%s) & %d);", r.name, t, v, (1<<uint(g.intn(11)))-1+1)
	case "^":
		return fmt.Sprintf("%s ^= (%s)(%s);", r.name, t, v)
	case "&&":
		return fmt.Sprintf("%s = %s && (%s) > %d;", r.name, r.name, v, -1009+g.intn(40))
	case "||":
		return fmt.Sprintf("%s = %s || (%s) > %d;", r.name, r.name, v, 1009-g.intn(40))
	}
	panic(r.op)
}

// printScalar prints a scalar's value exactly.
func printScalar(g *gen, name string, t elemType) {
	switch t {
	case tInt:
		g.line("printf(\"%s = %%d\\n\", %s);", name, name)
	case tUnsigned:
		g.line("printf(\"%s = %%u\\n\", %s);", name, name)
	case tLong:
		g.line("printf(\"%s = %%ld\\n\", %s);", name, name)
	default:
		g.line("printf(\"%s = %%.17g\\n\", (double)%s + 0.0);", name, name)
	}
}

// construct is a loop construct of a kernel: one combined directive, or
// (levels) the same leaf constructs written as directives tightly nested
// in each other, which OpenMP defines to mean the combined construct.
type construct struct {
	name            string
	teams, parallel bool
	// levels are the leaf constructs of each directive, the one with
	// target first; nil for one directive. braces[k] puts the statement
	// of level k-1 (level k's directive and what follows) in braces.
	levels [][]string
	braces []bool
	// teamsRed: a reduction below a teams directive of its own is
	// also written on that teams directive (version 8), which makes
	// it race-free.
	teamsRed bool
}

// loopConstructs are the combined loop constructs of the first versions.
var loopConstructs = []construct{
	{name: "target teams distribute parallel for", teams: true, parallel: true},
	{name: "target parallel for", parallel: true},
	{name: "target teams distribute", teams: true},
}

// nestedLeaves are the leaf constructs of the loop constructs of version
// 7, each one a combined construct of OpenMP 5.2 except target loop,
// which exists only as a loop construct nested in a target region.
var nestedLeaves = [][]string{
	{"target", "teams", "distribute", "parallel", "for"},
	{"target", "teams", "distribute", "parallel", "for", "simd"},
	{"target", "teams", "distribute"},
	{"target", "teams", "distribute", "simd"},
	{"target", "teams", "loop"},
	{"target", "parallel", "for"},
	{"target", "parallel", "for", "simd"},
	{"target", "parallel", "loop"},
	{"target", "simd"},
	{"target", "loop"},
}

func hasLoopLeaf(leaves []string) bool {
	for _, l := range leaves {
		if l == "distribute" || l == "for" || l == "simd" || l == "loop" {
			return true
		}
	}
	return false
}

// has reports whether leaf is one of the construct's leaf constructs.
func (c construct) has(leaf string) bool {
	for _, l := range strings.Fields(c.name) {
		if l == leaf {
			return true
		}
	}
	return false
}

// levelOf returns the level whose directive holds leaf, or -1.
func (c construct) levelOf(leaf string) int {
	for k, lv := range c.levels {
		for _, l := range lv {
			if l == leaf {
				return k
			}
		}
	}
	return -1
}

// innermost returns the innermost level with one of leaves, or -1.
func (c construct) innermost(leaves ...string) int {
	for k := len(c.levels) - 1; k >= 0; k-- {
		for _, l := range c.levels[k] {
			for _, w := range leaves {
				if l == w {
					return k
				}
			}
		}
	}
	return -1
}

// reductionLevel is the level that takes a reduction: the innermost
// with a leaf that accepts one (distribute does not). -1 where no
// reduction is valid and race-free: a teams construct above that level
// would leave the variable shared by the teams, each reducing into it
// unsynchronized, and the lowerer refuses reduction on a teams
// directive of its own.
func (c construct) reductionLevel() int {
	if c.levels == nil {
		return 0
	}
	k := c.innermost("teams", "parallel", "for", "simd", "loop")
	if k < 0 {
		return -1
	}
	if t := c.levelOf("teams"); t >= 0 && t < k && (!c.teamsRed || c.levelOf("loop") == k) {
		// clang-19 refuses reduction on a loop construct that binds to
		// teams, and without it the team's threads would race.
		return -1
	}
	if lv := c.levels[k]; lv[len(lv)-1] == "teams" && !c.teamsRed {
		return -1 // teams (or target teams) alone
	}
	return k
}

// teamsReductionLevel is the level of the teams directive that also
// takes a reduction placed on a level below it (with teamsRed), or -1.
func (c construct) teamsReductionLevel() int {
	if c.levels == nil || !c.teamsRed {
		return -1
	}
	if t := c.levelOf("teams"); t >= 0 && t < c.reductionLevel() {
		return t
	}
	return -1
}

// pickConstruct picks a kernel's loop construct: under version 7 also
// the simd and loop forms, and constructs split into nested directives
// (after target, teams or parallel: a directive with a loop leaf must be
// followed by its loop).
func (g *gen) pickConstruct() construct {
	if !g.opts.Nested || g.chance(0.3) {
		return pick(g, loopConstructs)
	}
	leaves := pick(g, nestedLeaves)
	c := construct{name: strings.Join(leaves, " ")}
	c.teams, c.parallel = c.has("teams"), c.has("parallel")
	cur := []string{}
	for i, l := range leaves {
		cur = append(cur, l)
		if i == len(leaves)-1 {
			break
		}
		cut := false
		switch l {
		case "target":
			// target loop is no directive of OpenMP 5.2.
			cut = leaves[i+1] == "loop" || g.chance(0.6)
		case "teams", "parallel":
			// Not after distribute parallel: distribute must be
			// followed by its loop.
			cut = !hasLoopLeaf(cur) && g.chance(0.4)
		}
		if cut {
			c.levels = append(c.levels, cur)
			cur = []string{}
		}
	}
	c.levels = append(c.levels, cur)
	if len(c.levels) == 1 {
		c.levels = nil
		return c
	}
	c.teamsRed = g.opts.Extra
	c.braces = make([]bool, len(c.levels))
	for k := 1; k < len(c.levels); k++ {
		c.braces[k] = g.chance(0.5)
	}
	return c
}

// clauseHome returns the level of a split construct whose directive
// takes clause text: each goes to the leaf construct it belongs to,
// data-sharing and collapse to the innermost level that accepts them.
func (c construct) clauseHome(text string) int {
	name := text
	if i := strings.IndexByte(text, '('); i >= 0 {
		name = text[:i]
	}
	switch name {
	case "num_teams", "thread_limit":
		return c.levelOf("teams")
	case "num_threads":
		return c.levelOf("parallel")
	case "schedule":
		return c.levelOf("for")
	case "dist_schedule":
		return c.levelOf("distribute")
	case "safelen", "simdlen":
		return c.levelOf("simd")
	case "bind", "order":
		return c.levelOf("loop")
	case "private", "collapse":
		return len(c.levels) - 1
	case "firstprivate":
		// Neither simd nor loop takes firstprivate.
		return c.innermost("target", "teams", "distribute", "parallel", "for")
	case "reduction":
		return c.reductionLevel()
	case "lastprivate":
		return c.innermost("distribute", "for", "simd")
	}
	return 0 // map, if, device, defaultmap, is_device_ptr: target's
}

// placeClauses shuffles a construct's clauses into its directives (one
// for a combined construct).
func (g *gen) placeClauses(c construct, clauses []string) [][]string {
	if c.levels == nil {
		g.r.Shuffle(len(clauses), func(i, j int) { clauses[i], clauses[j] = clauses[j], clauses[i] })
		return [][]string{clauses}
	}
	out := make([][]string, len(c.levels))
	for _, cl := range clauses {
		k := c.clauseHome(cl)
		out[k] = append(out[k], cl)
		if t := c.teamsReductionLevel(); t >= 0 && strings.HasPrefix(cl, "reduction(") {
			out[t] = append(out[t], cl)
		}
	}
	for _, l := range out {
		g.r.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
	}
	return out
}

// openConstruct prints the construct's directives (the loop follows).
func (g *gen) openConstruct(c construct, placed [][]string) {
	if c.levels == nil {
		g.line("#pragma omp %s %s", c.name, strings.Join(placed[0], " "))
		return
	}
	for k, lv := range c.levels {
		if k > 0 && c.braces[k] {
			g.line("{")
			g.indent++
		}
		g.line("#pragma omp %s", strings.TrimSpace(strings.Join(lv, " ")+" "+strings.Join(placed[k], " ")))
	}
}

// closeConstruct closes the braces openConstruct opened.
func (g *gen) closeConstruct(c construct) {
	for k := len(c.levels) - 1; k > 0; k-- {
		if c.braces[k] {
			g.indent--
			g.line("}")
		}
	}
}

// chunk picks a schedule(static, c) chunk in 1..max. Not 1 on target
// teams distribute parallel for: clang-19's host offloading then runs
// only some of the iterations when there is more than one team
// (docs/difftest.md).
func (g *gen) chunk(con construct, max int) int {
	if con.teams && con.parallel {
		return 2 + g.intn(max-1)
	}
	return 1 + g.intn(max)
}

func hasLastprivate(clauses []string) bool {
	for _, c := range clauses {
		if strings.HasPrefix(c, "lastprivate(") {
			return true
		}
	}
	return false
}

// otherSchedule is a schedule clause of another kind than static
// (version 8), with a chunk up to max or without.
func (g *gen) otherSchedule(max int) string {
	kind := pick(g, []string{"dynamic", "dynamic", "guided", "guided", "auto", "runtime"})
	if (kind == "dynamic" || kind == "guided") && g.chance(0.5) {
		return fmt.Sprintf("schedule(%s, %d)", kind, 1+g.intn(max))
	}
	return "schedule(" + kind + ")"
}

// loopHeader returns a canonical loop over [lo, hi) with variable v,
// in one of several forms that all visit every index once.
func (g *gen) loopHeader(v string, lo, hi int) string {
	h, _, _ := g.loopHeaderStep(v, lo, hi, false)
	return h
}

// loopHeaderStep is loopHeader with more forms when steps is set: steps
// of 2 and 3 (every is then false unless the range has at most one
// element), an unsigned index, bounds in variables, and a variable
// declared before the loop (decl holds the declarations to print first).
func (g *gen) loopHeaderStep(v string, lo, hi int, steps bool) (header string, every bool, decl string) {
	if steps {
		switch g.intn(10) {
		case 0, 1:
			st := 2 + g.intn(2)
			return fmt.Sprintf("for (int %s = %d; %s < %d; %s += %d)", v, lo, v, hi, v, st), hi-lo <= 1, ""
		case 2:
			st := 2 + g.intn(2)
			return fmt.Sprintf("for (int %s = %d; %s >= %d; %s -= %d)", v, hi-1, v, lo, v, st), hi-lo <= 1, ""
		case 3:
			return fmt.Sprintf("for (unsigned %s = %du; %s < %du; %s++)", v, lo, v, hi, v), true, ""
		case 4:
			lb, ub := g.fresh("lb"), g.fresh("ub")
			return fmt.Sprintf("for (int %s = %s; %s < %s; %s++)", v, lb, v, ub, v), true, fmt.Sprintf("int %s = %d, %s = %d;", lb, lo, ub, hi)
		case 5:
			return fmt.Sprintf("for (%s = %d; %s < %d; %s++)", v, lo, v, hi, v), true, fmt.Sprintf("int %s;", v)
		}
	}
	switch g.intn(6) {
	case 0:
		return fmt.Sprintf("for (int %s = %d; %s <= %d; %s++)", v, lo, v, hi-1, v), true, ""
	case 1:
		return fmt.Sprintf("for (int %s = %d; %s >= %d; %s--)", v, hi-1, v, lo, v), true, ""
	case 2:
		return fmt.Sprintf("for (int %s = %d; %s < %d; %s += 1)", v, lo, v, hi, v), true, ""
	case 3:
		return fmt.Sprintf("for (long %s = %d; %s != %d; ++%s)", v, lo, v, hi, v), true, ""
	}
	return fmt.Sprintf("for (int %s = %d; %s < %d; %s++)", v, lo, v, hi, v), true, ""
}

// kernelScalars adds firstprivate and private scalars to a region and
// returns the expressions the body may use, the declarations to print
// before the region, and the clauses.
func (g *gen) kernelScalars() (extras, decls, clauses []string, priv string) {
	if g.chance(0.5) {
		k := g.fresh("k")
		decls = append(decls, fmt.Sprintf("long %s = %d;", k, g.intn(2001)-1000))
		extras = append(extras, k)
		if g.chance(0.7) {
			clauses = append(clauses, "firstprivate("+k+")")
		}
	}
	if g.chance(0.4) {
		priv = g.fresh("t")
		decls = append(decls, fmt.Sprintf("long %s = 0;", priv))
		clauses = append(clauses, "private("+priv+")")
	}
	return
}

// loopKernel is a combined loop construct over one-dimensional arrays.
func (g *gen) loopKernel() {
	con := g.pickConstruct()
	lo := g.intn(g.n + 1)
	hi := lo + g.intn(g.n-lo+1)
	if g.chance(0.5) {
		lo, hi = 0, g.n
	}
	if g.present != nil && len(g.present) > 0 && g.chance(0.5) {
		lo, hi = 0, g.n
	}

	// Arrays: one or two written, some read.
	perm := g.r.Perm(len(g.bufs))
	nw := 1 + g.intn(2)
	if nw > len(perm) {
		nw = len(perm)
	}
	var accs []access
	var reads []string
	for i, p := range perm {
		b := g.bufs[p]
		if i < nw {
			accs = append(accs, access{b: b, write: true})
		} else if g.chance(0.6) {
			accs = append(accs, access{b: b, read: true})
			reads = append(reads, term(b, b.at("i")))
			if hi > lo && g.chance(0.3) {
				reads = append(reads, term(b, b.at(fmt.Sprintf("%d - i", lo+hi-1))))
			}
		}
	}
	extras, decls, clauses, priv := g.kernelScalars()
	extras = append(extras, "(long)i")
	header, every, hdecl := g.loopHeaderStep("i", lo, hi, true)
	if hdecl != "" {
		decls = append(decls, hdecl)
	}
	var ex extraScalars
	if g.opts.Extra {
		ex = g.extraScalars(con, hi > lo, hdecl == "int i;", !strings.Contains(header, "unsigned"))
		extras = append(extras, ex.extras...)
		decls = append(decls, ex.decls...)
		clauses = append(clauses, ex.clauses...)
	}

	var body []string
	if priv != "" {
		body = append(body, fmt.Sprintf("%s = (%s) %% 1009;", priv, g.longExpr(reads, extras)))
		extras = append(extras, priv)
	}
	if g.opts.Nested && !con.has("simd") && g.chance(0.25) {
		lines, v := g.innerSimd(reads, extras)
		body = append(body, lines...)
		extras = append(extras, v)
	}
	for i := range accs {
		a := &accs[i]
		if !a.write {
			continue
		}
		myReads := reads
		if g.chance(0.5) {
			a.read = true
			myReads = append(append([]string(nil), reads...), term(a.b, a.b.at("i")))
		} else {
			a.writtenWhole = every
		}
		body = append(body, fmt.Sprintf("%s = %s;", a.b.at("i"), store(a.b.t, g.longExpr(myReads, extras))))
	}
	// Reductions.
	var reds []reduction
	nr := g.intn(4)
	if con.reductionLevel() < 0 || con.has("for") && con.has("simd") && writesMember(accs) {
		// clang-19 loses contributions to the reductions of a for simd
		// loop that stores through a struct's pointer member
		// (docs/difftest.md).
		nr = 0
	}
	for i := 0; i < nr; i++ {
		r := g.newReduction()
		if r.op == "*" && r.t.floating() && hi-lo > 100 {
			continue // powers of two: keep products in range
		}
		reds = append(reds, r)
		body = append(body, r.update(g, g.longExpr(reads, extras)))
	}
	for _, r := range reds {
		decls = append(decls, fmt.Sprintf("%s %s = %s;", r.t.c(), r.name, r.init(g)))
	}
	if g.opts.Extra {
		// Updates after the body's stores, from the same reads.
		for _, u := range ex.updates {
			body = append(body, u(g.longExpr(reads, extras))...)
		}
	}

	for _, a := range accs {
		if a.b.kind == kGlobal {
			continue // declare target: the kernel uses the device copy
		}
		if g.present[a.b] && g.chance(0.5) {
			// Present in the enclosing environment: map it again (no
			// transfer) or leave it implicit.
			if a.b.kind == kLocal || a.b.kind == kMapperStruct || a.b.kind == kMapperArray || g.chance(0.5) {
				continue
			}
			clauses = append(clauses, g.mapWhole(a.b, pick(g, []string{"tofrom", "present, tofrom", "to", "alloc"})))
			continue
		}
		if g.present[a.b] {
			clauses = append(clauses, g.mapWhole(a.b, g.mapType(a)))
			continue
		}
		// A device copy is fresh: map exactly what the body touches, or
		// all of it, but then copy it in (the rest must come back as it
		// was).
		if g.chance(0.5) {
			clauses = append(clauses, g.mapSection(a.b, g.mapType(a), lo, hi-lo))
		} else {
			if lo != 0 || hi != g.n {
				a.read = true
			}
			clauses = append(clauses, g.mapWhole(a.b, g.mapType(a)))
		}
	}
	for _, r := range reds {
		clauses = append(clauses, fmt.Sprintf("reduction(%s: %s)", r.op, r.name))
	}
	clauses = append(clauses, g.nestedReductionMaps(con, reds)...)
	if con.teams && g.chance(0.4) {
		clauses = append(clauses, fmt.Sprintf("num_teams(%d)", 1+g.intn(8)))
	}
	if con.teams && g.chance(0.3) {
		clauses = append(clauses, fmt.Sprintf("thread_limit(%d)", 1+g.intn(64)))
	}
	if con.parallel && g.chance(0.4) {
		clauses = append(clauses, fmt.Sprintf("num_threads(%d)", 1+g.intn(16)))
	}
	if con.has("for") && g.chance(0.4) {
		switch {
		case g.opts.Extra && !hasLastprivate(clauses) && g.chance(0.5):
			// Not with lastprivate: clang-19's host offloading
			// copies out a wrong value at random there
			// (docs/difftest.md).
			clauses = append(clauses, g.otherSchedule(9))
		case g.chance(0.5):
			clauses = append(clauses, "schedule(static)")
		default:
			clauses = append(clauses, fmt.Sprintf("schedule(static, %d)", g.chunk(con, 9)))
		}
	}
	if con.has("distribute") && g.chance(0.3) {
		if g.chance(0.5) {
			clauses = append(clauses, "dist_schedule(static)")
		} else {
			clauses = append(clauses, fmt.Sprintf("dist_schedule(static, %d)", 1+g.intn(40)))
		}
	}
	if g.chance(0.15) {
		clauses = append(clauses, pick(g, []string{"if(use_dev)", "if(no_dev)", "if(target: use_dev)"}))
	}
	if g.chance(0.08) {
		clauses = append(clauses, "device(0)")
	}
	clauses = append(clauses, g.simdLoopClauses(con)...)
	placed := g.placeClauses(con, clauses)

	g.line("{")
	g.indent++
	for _, d := range decls {
		g.line("%s", d)
	}
	var presentReds []string
	if g.opts.PresentReductions {
		for _, r := range reds {
			if g.chance(0.4) {
				presentReds = append(presentReds, r.name)
			}
		}
	}
	viaData := len(presentReds) > 0 && g.chance(0.5)
	if len(presentReds) > 0 {
		g.line("%s", PresentReductionMarker)
		if viaData {
			// No from: the device copy would be reduced from an undefined
			// value and copied back. With to or alloc the host keeps its
			// value; with tofrom it gets the reduced one.
			mt := pick(g, []string{"to", "tofrom", "alloc"})
			g.line("#pragma omp target data map(%s: %s)", mt, strings.Join(presentReds, ", "))
			g.line("{")
			g.indent++
		} else {
			g.line("#pragma omp target enter data map(to: %s)", strings.Join(presentReds, ", "))
		}
	}
	g.openConstruct(con, placed)
	g.line("%s {", header)
	for _, s := range body {
		g.line("  %s", s)
	}
	g.line("}")
	g.closeConstruct(con)
	if viaData {
		g.indent--
		g.line("}")
	} else if len(presentReds) > 0 {
		g.line("#pragma omp target exit data map(from: %s)", strings.Join(presentReds, ", "))
	}
	for _, r := range reds {
		printScalar(g, r.name, r.t)
	}
	for _, v := range ex.prints {
		printScalar(g, v, tLong)
	}
	g.indent--
	g.line("}")
}

// extraScalars are the scalars of version 8 a loop kernel uses: extras
// (terms for the body's expressions), their declarations and clauses, the
// body statements that update them (each from a bounded long
// expression), and the scalars to print after the kernel.
type extraScalars struct {
	extras, decls, clauses []string
	updates                []func(e string) []string
	prints                 []string
}

// extraScalars picks the version 8 scalars of a loop kernel of con.
// iters says the loop has iterations: after a loop without any a
// lastprivate item's value is unspecified (gcc, which compiles the host
// fallback, leaves garbage there). loopVar says the loop variable i is
// declared before the loop, so it may be lastprivate; linearOK that the
// loop variable is signed: with an unsigned one clang-19 computes a long
// linear item in 32 bits (docs/difftest.md).
func (g *gen) extraScalars(con construct, iters, loopVar, linearOK bool) extraScalars {
	var x extraScalars
	// mapOnTarget: on a combined construct lastprivate and linear items
	// must be mapped tofrom (the lowerer requires it: OpenMP maps them,
	// clang-19 does not); on a nested one the map is optional (without
	// it the item is firstprivate to the target region).
	mapOnTarget := func(v string) {
		if con.levels == nil || g.chance(0.5) {
			x.clauses = append(x.clauses, fmt.Sprintf("map(tofrom: %s)", v))
		}
	}
	// Runtime routines: not in simd or loop regions, where OpenMP
	// allows no calls of the runtime.
	if !con.has("simd") && !con.has("loop") && g.chance(0.3) {
		x.extras = append(x.extras, pick(g, []string{
			"(long)(omp_get_level() * 3 + omp_is_initial_device())",
			"(long)(omp_get_team_size(0) + omp_get_ancestor_thread_num(0))",
			"(long)(omp_get_team_size(omp_get_level()) > 0)",
		}))
	}
	// linear: only on the combined forms the lowerer takes it on.
	if linearOK && con.levels == nil && (con.name == "target parallel for" || con.name == "target parallel for simd" || con.name == "target simd") && g.chance(0.3) {
		v := g.fresh("ln")
		x.decls = append(x.decls, fmt.Sprintf("long %s = %d;", v, g.intn(200)-100))
		// Positive steps: with a negative one clang-19 computes the long
		// item in 32 bits when the trip count is not a constant.
		x.clauses = append(x.clauses, fmt.Sprintf("linear(%s: %d)", v, pick(g, []int{1, 2, 3})), fmt.Sprintf("map(tofrom: %s)", v))
		x.extras = append(x.extras, v)
		x.prints = append(x.prints, v)
	}
	// lastprivate: not on loop constructs (only their loop variables).
	if !con.has("loop") && iters {
		if loopVar && g.chance(0.5) {
			x.clauses = append(x.clauses, "lastprivate(i)", "map(tofrom: i)")
			x.prints = append(x.prints, "(long)i")
		}
		if g.chance(0.3) {
			v := g.fresh("lp")
			x.decls = append(x.decls, fmt.Sprintf("long %s = %d;", v, g.intn(200)-100))
			x.clauses = append(x.clauses, fmt.Sprintf("lastprivate(%s)", v))
			mapOnTarget(v)
			x.updates = append(x.updates, func(e string) []string {
				return []string{fmt.Sprintf("%s = (%s) %% 1009;", v, e)}
			})
			x.prints = append(x.prints, v)
		}
	}
	// Atomic and critical updates of a mapped counter; critical is not
	// allowed in simd and loop regions, atomic not in loop regions.
	if !con.has("loop") && g.chance(0.3) {
		v := g.fresh("c")
		x.decls = append(x.decls, fmt.Sprintf("long %s = %d;", v, g.intn(100)))
		x.clauses = append(x.clauses, fmt.Sprintf("map(tofrom: %s)", v))
		crit := !con.has("simd") && g.chance(0.3)
		form := g.intn(3)
		x.updates = append(x.updates, func(e string) []string {
			e = "(" + e + ") % 1009"
			switch {
			case crit:
				return []string{"#pragma omp critical", fmt.Sprintf("{ %s += %s; }", v, e)}
			case form == 0:
				return []string{"#pragma omp atomic", fmt.Sprintf("%s += %s;", v, e)}
			case form == 1:
				return []string{"#pragma omp atomic update", fmt.Sprintf("%s = %s - (%s);", v, v, e)}
			}
			return []string{"#pragma omp atomic", fmt.Sprintf("%s ^= %s;", v, e)}
		})
		x.prints = append(x.prints, v)
	}
	return x
}

// nestedReductionMaps maps some reduction variables of a construct
// whose reduction is on a directive nested in the target directive.
// OpenMP 5.2 maps them only for a reduction on the target directive
// itself (its rule for reductions on combined target constructs):
// unmapped, a variable is firstprivate to the target region and the host
// keeps its value; mapped tofrom, the reduced value comes back.
func (g *gen) nestedReductionMaps(con construct, reds []reduction) []string {
	if con.levels == nil || len(reds) == 0 {
		return nil
	}
	var out []string
	for _, r := range reds {
		if g.chance(0.5) {
			out = append(out, fmt.Sprintf("map(%s: %s)", pick(g, []string{"tofrom", "tofrom", "always, tofrom"}), r.name))
		}
	}
	return out
}

// simdLoopClauses are the clauses of a construct's simd and loop leaves:
// simd hints, bind naming the region the loop binds to, order.
func (g *gen) simdLoopClauses(con construct) []string {
	var out []string
	if con.has("simd") {
		lens := []int{1, 2, 4, 8, 16}
		s := -1
		if g.chance(0.4) {
			s = g.intn(len(lens))
			out = append(out, fmt.Sprintf("safelen(%d)", lens[s]))
		}
		if g.chance(0.4) {
			// simdlen must not exceed safelen.
			max := len(lens)
			if s >= 0 {
				max = s + 1
			}
			out = append(out, fmt.Sprintf("simdlen(%d)", lens[g.intn(max)]))
		}
	}
	if con.has("loop") && g.opts.BindOrder {
		if g.chance(0.5) {
			bind := "thread"
			switch {
			case con.teams:
				bind = "teams"
			case con.parallel:
				bind = "parallel"
			}
			out = append(out, "bind("+bind+")")
		}
		if g.chance(0.4) {
			out = append(out, "order(concurrent)")
		}
	}
	return out
}

// innerSimd is a simd loop nested in a kernel's loop body: it reduces
// into a variable of the body, or fills an array of the body, from reads
// at i. It returns the lines and a bounded long term of the result.
func (g *gen) innerSimd(reads, extras []string) (lines []string, res string) {
	m := 1 + g.intn(8)
	inner := append(append([]string(nil), extras...), "(long)j")
	var hints []string
	if g.chance(0.4) {
		hints = append(hints, fmt.Sprintf("safelen(%d)", pick(g, []int{1, 2, 4, 8})))
	}
	header := pick(g, []string{
		fmt.Sprintf("for (int j = 0; j < %d; j++)", m),
		fmt.Sprintf("for (int j = %d; j >= 0; j--)", m-1),
		fmt.Sprintf("for (long j = 0; j <= %d; j += 1)", m-1),
	})
	e := "(" + g.longExpr(reads, inner) + ") % 1009"
	v := g.fresh("v")
	if g.chance(0.6) {
		var init, upd, op string
		switch g.intn(5) {
		case 0:
			op, init, upd = "+", fmt.Sprint(g.intn(100)), fmt.Sprintf("%s += %s;", v, e)
		case 1:
			op, init, upd = "^", fmt.Sprint(g.intn(100)), fmt.Sprintf("%s ^= %s;", v, e)
		case 2:
			op, init, upd = "max", "-2000", fmt.Sprintf("%s = %s > %s ? %s : %s;", v, e, v, e, v)
		case 3:
			op, init, upd = "min", "2000", fmt.Sprintf("if (%s < %s) %s = %s;", e, v, v, e)
		default:
			op, init, upd = "|", "0", fmt.Sprintf("%s |= (%s) & 255;", v, e)
		}
		hints = append(hints, fmt.Sprintf("reduction(%s: %s)", op, v))
		g.r.Shuffle(len(hints), func(i, j int) { hints[i], hints[j] = hints[j], hints[i] })
		lines = append(lines,
			fmt.Sprintf("long %s = %s;", v, init),
			strings.TrimSpace("#pragma omp simd "+strings.Join(hints, " ")),
			header+" {",
			"  "+upd,
			"}")
		return lines, "(" + v + " % 1009)"
	}
	lines = append(lines,
		fmt.Sprintf("long %s[%d];", v, m),
		strings.TrimSpace("#pragma omp simd "+strings.Join(hints, " ")),
		header+" {",
		fmt.Sprintf("  %s[j] = %s;", v, e),
		"}")
	return lines, fmt.Sprintf("(%s[0] + %s[%d])", v, v, m-1)
}

// writesMember reports whether a kernel stores into an array that is a
// struct's pointer member.
func writesMember(accs []access) bool {
	for _, a := range accs {
		switch a.b.kind {
		case kStructPtr, kMapperStruct, kStructViaPtr, kMapperArray:
			if a.write {
				return true
			}
		}
	}
	return false
}

// gridKernel is a collapse(2) loop over the grids.
func (g *gen) gridKernel() {
	con := g.pickConstruct()
	r0 := g.intn(g.rows)
	r1 := r0 + 1 + g.intn(g.rows-r0)
	c0 := g.intn(g.cols)
	c1 := c0 + 1 + g.intn(g.cols-c0)
	if g.chance(0.4) {
		r0, r1, c0, c1 = 0, g.rows, 0, g.cols
	}
	perm := g.r.Perm(len(g.grids))
	w := g.grids[perm[0]]
	var reads []string
	var clauses []string
	for _, p := range perm[1:] {
		b := g.grids[p]
		reads = append(reads, term(b, b.at2("i", "j")), term(b, b.at2(fmt.Sprintf("%d - i", r0+r1-1), fmt.Sprintf("%d - j", c0+c1-1))))
		if !g.present[b] || g.chance(0.5) {
			clauses = append(clauses, g.mapGrid(b, pick(g, []string{"to", "tofrom"}), r0, r1))
		}
	}
	extras := []string{"(long)i", "(long)j", "(long)(i * C + j)"}
	self := term(w, w.at2("i", "j"))
	e := g.longExpr(append(append([]string(nil), reads...), self), extras)
	whole := r0 == 0 && r1 == g.rows && c0 == 0 && c1 == g.cols
	mt := "tofrom"
	if whole && !strings.Contains(e, w.name+"[") && !g.present[w] {
		mt = pick(g, []string{"from", "tofrom"})
	}
	if !g.present[w] || g.chance(0.5) {
		clauses = append(clauses, g.mapGrid(w, mt, r0, r1))
	}
	var reds []reduction
	nr := g.intn(3)
	if con.reductionLevel() < 0 {
		nr = 0
	}
	for i := nr; i > 0; i-- {
		r := g.newReduction()
		if r.op == "*" && r.t.floating() && (r1-r0)*(c1-c0) > 100 {
			continue
		}
		reds = append(reds, r)
		clauses = append(clauses, fmt.Sprintf("reduction(%s: %s)", r.op, r.name))
	}
	clauses = append(clauses, g.nestedReductionMaps(con, reds)...)
	clauses = append(clauses, "collapse(2)")
	if con.has("for") && g.chance(0.4) {
		if g.opts.Extra && g.chance(0.5) {
			clauses = append(clauses, g.otherSchedule(5))
		} else {
			clauses = append(clauses, fmt.Sprintf("schedule(static, %d)", g.chunk(con, 5)))
		}
	}
	if con.teams && g.chance(0.3) {
		clauses = append(clauses, fmt.Sprintf("num_teams(%d)", 1+g.intn(6)))
	}
	clauses = append(clauses, g.simdLoopClauses(con)...)
	placed := g.placeClauses(con, clauses)
	g.line("{")
	g.indent++
	for _, r := range reds {
		g.line("%s %s = %s;", r.t.c(), r.name, r.init(g))
	}
	g.openConstruct(con, placed)
	g.line("for (int i = %d; i < %d; i++)", r0, r1)
	g.line("  for (int j = %d; j < %d; j++) {", c0, c1)
	g.line("    %s = %s;", w.at2("i", "j"), store(w.t, e))
	for _, r := range reds {
		g.line("    %s", r.update(g, g.longExpr(reads, extras)))
	}
	g.line("  }")
	g.closeConstruct(con)
	for _, r := range reds {
		printScalar(g, r.name, r.t)
	}
	g.indent--
	g.line("}")
}

// mapGrid maps rows [r0, r1) of a grid (full rows: a map section must be
// contiguous), or all of it.
func (g *gen) mapGrid(b *buf, mt string, r0, r1 int) string {
	if g.present[b] || g.chance(0.4) {
		return g.mapWhole(b, mt)
	}
	return fmt.Sprintf("map(%s: %s[%d:%d][0:C])", mt, b.name, r0, r1-r0)
}

// serialTarget is a plain target region that runs a loop with a
// loop-carried dependence on one thread and folds a scalar.
func (g *gen) serialTarget() {
	b := pick(g, g.bufs)
	lo := 1 + g.intn(g.n)
	if lo > g.n {
		lo = g.n
	}
	src := pick(g, g.bufs)
	sc := g.fresh("h")
	extras, decls, clauses, priv := g.kernelScalars()
	extras = append(extras, "(long)i")
	reads := []string{term(b, b.at("i - 1")), term(src, src.at("i"))}
	if b.kind == kGlobal || g.present[b] && g.chance(0.5) && b.kind != kLocal && b.kind != kMapperStruct {
		// implicit: present
	} else if !g.present[b] || g.chance(0.5) {
		clauses = append(clauses, g.mapWhole(b, pick(g, []string{"tofrom", "tofrom", "always, tofrom"})))
	}
	if src != b && src.kind != kGlobal && (!g.present[src] || g.chance(0.5)) {
		clauses = append(clauses, g.mapWhole(src, g.mapType(access{b: src, read: true})))
	}
	if g.chance(0.2) {
		clauses = append(clauses, "defaultmap(tofrom: scalar)")
	} else {
		scMap := pick(g, []string{"tofrom", "tofrom", "always, tofrom"})
		clauses = append(clauses, fmt.Sprintf("map(%s: %s)", scMap, sc))
	}
	if g.chance(0.15) {
		clauses = append(clauses, pick(g, []string{"if(use_dev)", "if(no_dev)"}))
	}
	g.r.Shuffle(len(clauses), func(i, j int) { clauses[i], clauses[j] = clauses[j], clauses[i] })
	g.line("{")
	g.indent++
	for _, d := range decls {
		g.line("%s", d)
	}
	g.line("unsigned %s = %du;", sc, g.intn(1000))
	g.line("#pragma omp target %s", strings.Join(clauses, " "))
	g.line("{")
	g.line("  for (int i = %d; i < N; i++) {", lo)
	if priv != "" {
		g.line("    %s = (%s) %% 1009;", priv, g.longExpr(reads, extras))
		extras = append(extras, priv)
	}
	g.line("    %s = %s;", b.at("i"), store(b.t, g.longExpr(reads, extras)))
	g.line("    %s = %s * 31u + (unsigned)(%s);", sc, sc, term(b, b.at("i")))
	g.line("  }")
	g.line("}")
	printScalar(g, sc, tUnsigned)
	g.indent--
	g.line("}")
}

// envEntry picks the arrays a data environment maps, with map-types that
// leave every device copy defined (to or tofrom on entry).
func (g *gen) envArrays() []*buf {
	var out []*buf
	for _, b := range append(append([]*buf(nil), g.bufs...), g.grids...) {
		if !g.present[b] && g.chance(0.5) {
			out = append(out, b)
		}
	}
	return out
}

// targetData is a structured data environment with steps and updates.
func (g *gen) targetData(depth int) {
	arrs := g.envArrays()
	if len(arrs) == 0 {
		g.loopKernel()
		return
	}
	var clauses []string
	for _, b := range arrs {
		clauses = append(clauses, g.mapWhole(b, pick(g, []string{"to", "tofrom", "tofrom"})))
	}
	if g.chance(0.1) {
		clauses = append(clauses, "if(use_dev)")
	}
	g.line("#pragma omp target data %s", strings.Join(clauses, " "))
	g.line("{")
	g.indent++
	cond := strings.Contains(strings.Join(clauses, " "), "if(")
	if !cond {
		for _, b := range arrs {
			g.present[b] = true
		}
	}
	g.envBody(depth, arrs, !cond)
	for _, b := range arrs {
		delete(g.present, b)
	}
	g.indent--
	g.line("}")
}

// enterExit is an unstructured data environment.
func (g *gen) enterExit(depth int) {
	arrs := g.envArrays()
	if len(arrs) == 0 {
		g.serialTarget()
		return
	}
	var enter []string
	for _, b := range arrs {
		enter = append(enter, g.mapWhole(b, "to"))
	}
	g.line("#pragma omp target enter data %s", strings.Join(enter, " "))
	for _, b := range arrs {
		g.present[b] = true
	}
	g.envBody(depth, arrs, true)
	var exit []string
	for _, b := range arrs {
		mt := pick(g, []string{"from", "from", "release", "delete"})
		if b.kind == kStructPtr {
			// exit data takes no to: the struct goes with its section.
			exit = append(exit, fmt.Sprintf("map(%s: %s, %s.v[0:N])", mt, b.name, b.name))
			continue
		}
		if b.kind == kStructViaPtr {
			exit = append(exit, fmt.Sprintf("map(%s: %s, %s->v[0:N])", mt, b.parent, b.name))
			continue
		}
		exit = append(exit, g.mapWhole(b, mt))
	}
	g.line("#pragma omp target exit data %s", strings.Join(exit, " "))
	for _, b := range arrs {
		delete(g.present, b)
	}
}

// envBody emits the statements inside a data environment: kernels, host
// updates, and target update directives on the environment's arrays.
func (g *gen) envBody(depth int, arrs []*buf, onDevice bool) {
	n := 1 + g.intn(4)
	for i := 0; i < n; i++ {
		if onDevice && g.chance(0.3) {
			g.targetUpdate(pick(g, arrs))
			continue
		}
		g.step(depth + 1)
	}
	if onDevice && g.chance(0.5) {
		g.targetUpdate(pick(g, arrs))
	}
}

// targetUpdate moves (part of) a present array.
func (g *gen) targetUpdate(b *buf) {
	dir := pick(g, []string{"to", "from"})
	switch b.kind {
	case kGrid:
		r0 := g.intn(g.rows)
		rn := 1 + g.intn(g.rows-r0)
		switch g.intn(3) {
		case 0:
			g.line("#pragma omp target update %s(%s)", dir, b.name)
		case 1:
			// Full rows: for a partial inner dimension without a stride
			// clang-19 moves one element a row (docs/difftest.md).
			g.line("#pragma omp target update %s(%s[%d:%d][0:C])", dir, b.name, r0, rn)
		default:
			// clang-19 moves the wrong elements for a strided dimension
			// with a non-zero lower bound and for a strided outer
			// dimension (docs/difftest.md): stride the inner one from 0.
			st := 2 + g.intn(2)
			cnt := 1 + (g.cols-1)/st
			if cnt > 1 {
				cnt = 1 + g.intn(cnt)
			}
			g.line("#pragma omp target update %s(%s[%d:%d][0:%d:%d])", dir, b.name, r0, rn, cnt, st)
		}
	case kMapperStruct:
		if b.mapper != "" && g.chance(0.7) {
			g.line("#pragma omp target update %s(mapper(%s): %s)", dir, b.mapper, b.name)
			return
		}
		g.line("#pragma omp target update %s(%s)", dir, b.name)
	case kStructPtr:
		lo := g.intn(g.n)
		g.line("#pragma omp target update %s(%s.v[%d:%d])", dir, b.name, lo, 1+g.intn(g.n-lo))
	case kStructViaPtr:
		lo := g.intn(g.n)
		g.line("#pragma omp target update %s(%s->v[%d:%d])", dir, b.name, lo, 1+g.intn(g.n-lo))
	case kMapperArray:
		item := pick(g, []string{b.name, b.name + "[0:2]"})
		if b.mapper != "" && g.chance(0.7) {
			g.line("#pragma omp target update %s(mapper(%s): %s)", dir, b.mapper, item)
			return
		}
		g.line("#pragma omp target update %s(%s)", dir, item)
	default:
		// No strided one-dimensional sections: clang-19 ignores their
		// stride (docs/difftest.md).
		lo := g.intn(g.n)
		if (b.kind == kLocal || b.kind == kGlobal) && g.chance(0.3) {
			g.line("#pragma omp target update %s(%s)", dir, b.name)
			return
		}
		g.line("#pragma omp target update %s(%s[%d:%d])", dir, b.name, lo, 1+g.intn(g.n-lo))
	}
}

package loops

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/csupport"
)

// tripCase is one loop `for (i = lb; i OP ub; i += step)` whose direction
// (and so OP) follows the sign of step, as in a canonical loop.
type tripCase struct {
	model     *Model
	lb, ub    *big.Int
	step      int64
	want      *big.Int // the mathematical trip count
	wantLast  *big.Int // the index value of the last iteration, when want > 0
	ctypeName string
}

var (
	two64    = new(big.Int).Lsh(big.NewInt(1), 64)
	bigOne   = big.NewInt(1)
	bigZero  = big.NewInt(0)
	maxInt64 = big.NewInt(math.MaxInt64)
	minInt64 = big.NewInt(math.MinInt64)
	maxU64   = new(big.Int).Sub(two64, bigOne)
)

// tripCount is the number of k >= 0 with lb + k*step before ub in the
// direction of step (strictly unless inclusive): computed exactly.
func tripCount(lb, ub *big.Int, step int64, inclusive bool) *big.Int {
	if step == 0 {
		return big.NewInt(0)
	}
	s := big.NewInt(step)
	d := new(big.Int).Sub(ub, lb) // distance to go
	if step < 0 {
		d.Neg(d)
		s.Neg(s)
	}
	if !inclusive {
		d.Sub(d, bigOne)
	}
	if d.Sign() < 0 {
		return big.NewInt(0)
	}
	return d.Quo(d, s).Add(d, bigOne)
}

// bruteTrip counts iterations one by one; for small ranges only.
func bruteTrip(lb, ub, step int64, inclusive bool) int64 {
	if step == 0 {
		return 0
	}
	var n int64
	for i := lb; ; i += step {
		var in bool
		switch {
		case step > 0 && inclusive:
			in = i <= ub
		case step > 0:
			in = i < ub
		case inclusive:
			in = i >= ub
		default:
			in = i > ub
		}
		if !in {
			return n
		}
		n++
	}
}

// The exact formula used as the oracle agrees with counting.
func TestTripOracle(t *testing.T) {
	for lb := int64(-7); lb <= 7; lb++ {
		for ub := int64(-7); ub <= 7; ub++ {
			for _, step := range []int64{-4, -3, -2, -1, 1, 2, 3, 4} {
				for _, incl := range []bool{false, true} {
					got := tripCount(big.NewInt(lb), big.NewInt(ub), step, incl)
					if want := bruteTrip(lb, ub, step, incl); got.Int64() != want {
						t.Fatalf("tripCount(%d, %d, %d, %v) = %v, brute force %d", lb, ub, step, incl, got, want)
					}
				}
			}
		}
	}
}

func cLiteral(v *big.Int, unsigned bool) string {
	if unsigned {
		return v.String() + "ULL"
	}
	if v.Cmp(minInt64) == 0 {
		return "(-9223372036854775807LL - 1)"
	}
	return "(" + v.String() + "LL)"
}

// TestTripCountC compiles the real loop header (csupport.Loop) together
// with the expressions that Model.Trip and Model.Value print, runs it, and
// compares trip counts and last index values with exact arithmetic, for
// small ranges and for bounds and steps at the 64-bit extremes.
func TestTripCountC(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		gcc, err = exec.LookPath("cc")
	}
	if err != nil {
		t.Skip("no C compiler on PATH")
	}
	type indexType struct {
		kind     IndexKind
		name     string
		min, max *big.Int
	}
	types := []indexType{
		{Signed, "long long", minInt64, maxInt64},
		{Signed, "int", big.NewInt(math.MinInt32), big.NewInt(math.MaxInt32)},
		{Unsigned, "unsigned long long", bigZero, maxU64},
		{Unsigned, "unsigned int", bigZero, big.NewInt(math.MaxUint32)},
	}
	var cases []tripCase
	add := func(ty indexType, lb, ub *big.Int, step int64, incl bool) {
		if lb.Cmp(ty.min) < 0 || lb.Cmp(ty.max) > 0 || ub.Cmp(ty.min) < 0 || ub.Cmp(ty.max) > 0 {
			return
		}
		want := tripCount(lb, ub, step, incl)
		if want.Cmp(two64) >= 0 {
			// 2^64 iterations (e.g. every long long value) do not fit
			// the unsigned 64-bit trip count; such loops are out of
			// scope.
			return
		}
		m := &Model{Kind: ty.kind, IndexType: ty.name, Inclusive: incl}
		c := tripCase{model: m, lb: lb, ub: ub, step: step, want: want, ctypeName: ty.name}
		if want.Sign() > 0 {
			last := new(big.Int).Sub(want, bigOne)
			last.Mul(last, big.NewInt(step)).Add(last, lb)
			c.wantLast = last
		}
		cases = append(cases, c)
	}
	steps := []int64{1, 2, 3, 7, -1, -2, -3, -7, math.MaxInt64, math.MinInt64, math.MaxInt64 / 2, math.MinInt64 / 2, 1 << 32, -(1 << 32)}
	for _, ty := range types {
		// Small ranges around zero and around both ends of the type.
		var anchors []*big.Int
		anchors = append(anchors, bigZero, ty.min, ty.max)
		for _, a := range anchors {
			for dl := int64(-3); dl <= 3; dl++ {
				for du := int64(-3); du <= 3; du++ {
					for _, step := range []int64{-3, -1, 1, 2} {
						for _, incl := range []bool{false, true} {
							add(ty, new(big.Int).Add(a, big.NewInt(dl)), new(big.Int).Add(a, big.NewInt(du)), step, incl)
						}
					}
				}
			}
		}
		// Extremes.
		vals := []*big.Int{ty.min, new(big.Int).Add(ty.min, bigOne), big.NewInt(-1), bigZero, bigOne,
			new(big.Int).Sub(ty.max, bigOne), ty.max, new(big.Int).Quo(ty.max, big.NewInt(2)), new(big.Int).Quo(ty.min, big.NewInt(2))}
		for _, lb := range vals {
			for _, ub := range vals {
				for _, step := range steps {
					for _, incl := range []bool{false, true} {
						add(ty, lb, ub, step, incl)
					}
				}
			}
		}
	}
	if len(cases) < 1000 {
		t.Fatalf("only %d cases generated", len(cases))
	}

	// One C function per (index type, inclusive) prints the trip count
	// and the last index value; a table drives them.
	var src bytes.Buffer
	src.WriteString("#include <stdio.h>\n")
	src.WriteString(csupport.Loop)
	fns := map[string]int{}
	var fnOrder []string
	var table bytes.Buffer
	for _, c := range cases {
		unsigned := c.model.Kind == Unsigned
		key := fmt.Sprintf("%s/%v", c.ctypeName, c.model.Inclusive)
		id, ok := fns[key]
		if !ok {
			id = len(fns)
			fns[key] = id
			fnOrder = append(fnOrder, key)
			pf, pt := "%lld", "long long"
			if unsigned {
				pf, pt = "%llu", "unsigned long long"
			}
			// The host and the device declare the bounds in the index
			// type and the step as long long.
			fmt.Fprintf(&src, "static void run%d(%s lb, %s ub, const long long step) {\n", id, c.ctypeName, c.ctypeName)
			fmt.Fprintf(&src, "  unsigned long long trip = %s;\n", c.model.Trip("lb", "ub", "step"))
			fmt.Fprintf(&src, "  if (trip) { %s last = %s; printf(\"%%llu %s\\n\", trip, (%s)last); } else printf(\"0 -\\n\");\n}\n",
				c.ctypeName, c.model.Value("lb", "step", "trip - 1"), pf, pt)
		}
		fmt.Fprintf(&table, "  run%d((%s)%s, (%s)%s, %s);\n", id, c.ctypeName, cLiteral(c.lb, unsigned), c.ctypeName, cLiteral(c.ub, unsigned), cLiteral(big.NewInt(c.step), false))
	}
	if len(fnOrder) != 8 {
		t.Fatalf("%d harness functions, want 8 (4 index types x inclusive)", len(fnOrder))
	}
	src.WriteString("int main(void) {\n")
	src.Write(table.Bytes())
	src.WriteString("  return 0;\n}\n")

	dir := t.TempDir()
	cfile := filepath.Join(dir, "trip.c")
	exe := filepath.Join(dir, "trip")
	if err := os.WriteFile(cfile, src.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	// -fwrapv is NOT passed: the arithmetic must be free of signed
	// overflow on its own. -ftrapv turns any signed overflow into a trap.
	if out, err := exec.Command(gcc, "-std=c99", "-O1", "-ftrapv", "-Wall", "-Werror", "-Wno-unused-function", "-o", exe, cfile).CombinedOutput(); err != nil {
		t.Fatalf("compiling the trip-count harness: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatalf("running the trip-count harness: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	n := 0
	for sc.Scan() {
		if n >= len(cases) {
			t.Fatalf("harness printed more than %d lines", len(cases))
		}
		c := cases[n]
		n++
		f := strings.Fields(sc.Text())
		want := c.want.String() + " -"
		if c.wantLast != nil {
			last := c.wantLast
			if c.model.Kind == Unsigned && last.Sign() < 0 {
				t.Fatalf("bad oracle: negative last value for an unsigned loop")
			}
			want = c.want.String() + " " + last.String()
		}
		if got := strings.Join(f, " "); got != want {
			incl := map[bool]string{true: "inclusive", false: "exclusive"}[c.model.Inclusive]
			t.Errorf("%s lb=%v ub=%v step=%d %s: trip/last = %s, want %s", c.ctypeName, c.lb, c.ub, c.step, incl, got, want)
		}
	}
	if n != len(cases) {
		t.Fatalf("harness printed %d lines, want %d", n, len(cases))
	}
	t.Logf("%d trip-count cases checked", n)
}

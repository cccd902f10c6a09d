package lower

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// mapperInput uses one default mapper on a section of structs from a
// target data block, a kernel and both target updates.
const mapperInput = `typedef struct Vec { int len; float *data; } Vec;
#pragma omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])

void scale(Vec *v, int n) {
  #pragma omp target data map(tofrom: v[0:n])
  {
    #pragma omp target update to(v[0:n])
    #pragma omp target map(tofrom: v[0:n])
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < v[i].len; j++) v[i].data[j] *= 2.0f;
    }
    #pragma omp target update from(v[0:n])
  }
}

void grid(void) {
  Vec g[2][3];
  #pragma omp target enter data map(to: g[0:2][0:3])
}
`

// blocks splits the host output into the blocks that replace each
// directive, keyed by the directive's canonical text.
func blocks(host string) map[string]string {
	out := map[string]string{}
	re := regexp.MustCompile(`(?m)^\{ /\* (omp .*) \([^ ()]+:\d+:\d+\) \*/$`)
	locs := re.FindAllStringSubmatchIndex(host, -1)
	for i, l := range locs {
		end := len(host)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		out[host[l[2]:l[3]]] = host[l[0]:end]
	}
	return out
}

// TestMapperHostStructure checks the generated host code of mapper
// expansions over sections: a count pass and a populate pass from the
// same tree, heap-allocated arrays sized by the count, a loop per section
// dimension that indexes the section, per-element entries addressed
// through the mapper's items, and no entry for the whole section that
// moves data.
func TestMapperHostStructure(t *testing.T) {
	_, res := lowerSource(t, "m.c", mapperInput)
	host := string(res.Host)
	bs := blocks(host)
	want := []string{
		"omp target data map(tofrom: v[0:n])",
		"omp target update to(v[0:n])",
		"omp target map(tofrom: v[0:n])",
		"omp target update from(v[0:n])",
		"omp target enter data map(to: g[0:2][0:3])",
	}
	for _, w := range want {
		b, ok := bs[w]
		if !ok {
			t.Errorf("no block for %q (have %v)", w, keys(bs))
			continue
		}
		count := strings.Index(b, "/* map arrays, count pass */")
		alloc := strings.Index(b, "__builtin_malloc((__SIZE_TYPE__)(__omp_mn > 0 ? __omp_mn : 1)")
		populate := strings.Index(b, "/* map arrays, populate pass */")
		if count < 0 || alloc < count || populate < alloc {
			t.Errorf("%s: want count pass (%d) < allocation (%d) < populate pass (%d):\n%s", w, count, alloc, populate, b)
			continue
		}
		countPass, populatePass := b[count:alloc], b[populate:]
		// The two passes walk the same loops.
		loopRE := regexp.MustCompile(`for \(__INT64_TYPE__ (__omp_mi\d+) = 0; __omp_mi\d+ < \(__INT64_TYPE__\)\(([^;]*)\); __omp_mi\d+\+\+\)`)
		lc, lp := loopRE.FindAllString(countPass, -1), loopRE.FindAllString(populatePass, -1)
		if len(lc) == 0 || strings.Join(lc, "\n") != strings.Join(lp, "\n") {
			t.Errorf("%s: loops differ between passes or are missing:\ncount: %q\npopulate: %q", w, lc, lp)
		}
		// As many entries counted as filled, statement for statement.
		if c, p := strings.Count(countPass, "__omp_mn++;"), strings.Count(populatePass, "__omp_mn++;"); c != p {
			t.Errorf("%s: count pass has %d increments, populate pass %d", w, c, p)
		}
		if strings.Contains(countPass, "__omp_dbase[") || strings.Contains(countPass, "__omp_base[") {
			t.Errorf("%s: the count pass writes the arrays", w)
		}
		if strings.Contains(w, "g[0:2][0:3]") {
			if !strings.Contains(populatePass, "(void *)&(g[(0) + __omp_mi0][(0) + __omp_mi1]).len;") || len(lp) != 2 {
				t.Errorf("%s: want a loop nest indexing both dimensions:\n%s", w, populatePass)
			}
			continue
		}
		for _, frag := range []string{
			"__omp_mi0 < (__INT64_TYPE__)(n)",
			"(void *)&(v[(0) + __omp_mi0]).len;",
			"(void *)&(v[(0) + __omp_mi0]).data[0];",
			"(__INT64_TYPE__)((v[(0) + __omp_mi0]) . len) * (__INT64_TYPE__)sizeof((v[(0) + __omp_mi0]).data[0])",
		} {
			if !strings.Contains(populatePass, frag) {
				t.Errorf("%s: populate pass lacks %q:\n%s", w, frag, populatePass)
			}
		}
		// No whole-section fallback: the section as one entry either
		// does not exist (update) or moves no data (the parent that
		// allocates the contiguous device copy).
		sec := regexp.MustCompile(`\[__omp_mn\] = \(void \*\)&v\[0\];\n.*\n.*types\[__omp_mn\] = \(__INT64_TYPE__\)0x([0-9a-f]+)ULL;`)
		m := sec.FindAllStringSubmatch(populatePass, -1)
		switch {
		case strings.Contains(w, "update"):
			if strings.Contains(b, "(void *)&v[0]") {
				t.Errorf("%s: a target update under a mapper has an entry for the whole section:\n%s", w, b)
			}
		case len(m) != 1:
			t.Errorf("%s: want exactly one parent entry for the section, found %d:\n%s", w, len(m), populatePass)
		case m[0][1] != "0" && m[0][1] != "20":
			t.Errorf("%s: the section's own entry has map type 0x%s: it must move no data", w, m[0][1])
		}
		if strings.Contains(w, "omp target map") && !strings.Contains(b, "(__INT32_TYPE__)__omp_mn, __omp_base, __omp_ptrs, __omp_sizes, __omp_types") {
			t.Errorf("%s: the launch does not pass the built arrays", w)
		}
	}
	// The declare mapper pragma is lowered away: a comment remains.
	if strings.Contains(host, "#pragma omp declare mapper") || !strings.Contains(host, "/* omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v . len]): expanded into the map entries of its uses */") {
		t.Errorf("the declare mapper pragma is not replaced by its comment")
	}
	if gcc, err := exec.LookPath("gcc"); err == nil {
		h := filepath.Join(t.TempDir(), "h.c")
		if err := os.WriteFile(h, res.Host, 0o666); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(gcc, "-std=gnu11", "-fsyntax-only", "-Wall", "-Werror", h).CombinedOutput(); err != nil {
			t.Fatalf("gcc rejects the host output: %v\n%s", err, out)
		}
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

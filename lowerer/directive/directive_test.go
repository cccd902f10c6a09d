package directive

import (
	"reflect"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
)

// tokenize splits the text of a pragma line (after "#pragma ") into
// tokens positioned as if the line were "#pragma <text>" on line 7 of
// t.c: the first token starts at column 9.
func tokenize(text string) []Token {
	const col0 = len("#pragma ") + 1
	puncts := []string{"->", "<=", ">=", "==", "!=", "&&", "||", "<<", ">>", "++", "--"}
	var toks []Token
	for i := 0; i < len(text); {
		c := text[i]
		pos := diag.Pos{File: "t.c", Line: 7, Col: col0 + i}
		switch {
		case c == ' ' || c == '\t':
			i++
			continue
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			j := i
			for j < len(text) && (text[j] == '_' || text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z' || text[j] >= '0' && text[j] <= '9') {
				j++
			}
			toks = append(toks, Token{Text: text[i:j], Pos: pos})
			i = j
			continue
		}
		n := 1
		for _, p := range puncts {
			if strings.HasPrefix(text[i:], p) {
				n = len(p)
				break
			}
		}
		toks = append(toks, Token{Text: text[i : i+n], Pos: pos})
		i += n
	}
	return toks
}

func TestTokenize(t *testing.T) {
	toks := tokenize("omp target map(to: a[i<=n])")
	var got []string
	for _, tk := range toks {
		got = append(got, tk.Text)
	}
	want := []string{"omp", "target", "map", "(", "to", ":", "a", "[", "i", "<=", "n", "]", ")"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("tokens = %q, want %q", got, want)
	}
	if toks[0].Pos.Col != 9 || toks[2].Pos.Col != 20 {
		t.Fatalf("columns: omp at %d, map at %d; want 9 and 20", toks[0].Pos.Col, toks[2].Pos.Col)
	}
}

func parse(t *testing.T, text string) *Directive {
	t.Helper()
	d, errs := Parse(tokenize(text))
	if errs.HasErrors() {
		t.Fatalf("Parse(%q): %v", text, errs)
	}
	if d == nil {
		t.Fatalf("Parse(%q) = nil without errors", text)
	}
	return d
}

func TestKinds(t *testing.T) {
	tests := []struct {
		text     string
		kind     Kind
		loop     bool
		teams    bool
		parallel bool
	}{
		{"omp target", Target, false, false, false},
		{"omp target teams", TargetTeams, false, true, false},
		{"omp target teams distribute", TargetTeamsDistribute, true, true, false},
		{"omp target teams distribute parallel for", TargetTeamsDistributeParallelFor, true, true, true},
		{"omp target parallel for", TargetParallelFor, true, false, true},
		{"omp target map(a)", Target, false, false, false},
		{"omp target teams num_teams(4)", TargetTeams, false, true, false},
		{"omp target parallel for num_threads(8)", TargetParallelFor, true, false, true},
	}
	for _, tt := range tests {
		d := parse(t, tt.text)
		if d.Kind != tt.kind {
			t.Errorf("%q: kind %q, want %q", tt.text, d.Kind, tt.kind)
		}
		if d.Kind.IsLoop() != tt.loop || d.Kind.HasTeams() != tt.teams || d.Kind.HasParallel() != tt.parallel {
			t.Errorf("%q: IsLoop/HasTeams/HasParallel = %v/%v/%v, want %v/%v/%v", tt.text,
				d.Kind.IsLoop(), d.Kind.HasTeams(), d.Kind.HasParallel(), tt.loop, tt.teams, tt.parallel)
		}
		if want := (diag.Pos{File: "t.c", Line: 7, Col: 9}); d.Pos != want {
			t.Errorf("%q: Pos %v, want %v (the omp token)", tt.text, d.Pos, want)
		}
	}
}

func TestClauses(t *testing.T) {
	type sec struct {
		lower, length string
		colon         bool
	}
	type item struct {
		name, text string
		secs       []sec
	}
	type clause struct {
		name  string
		mods  []string
		mt    MapType
		items []item
		expr  string
	}
	tests := []struct {
		text string
		want []clause
	}{
		{"omp target map(a)", []clause{{name: "map", mt: MapToFrom, items: []item{{"a", "a", nil}}}}},
		{"omp target map(to: a, b)", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a", nil}, {"b", "b", nil}}}}},
		{"omp target map(from: a)", []clause{{name: "map", mt: MapFrom, items: []item{{"a", "a", nil}}}}},
		{"omp target map(tofrom: a)", []clause{{name: "map", mt: MapToFrom, items: []item{{"a", "a", nil}}}}},
		{"omp target map(alloc: a)", []clause{{name: "map", mt: MapAlloc, items: []item{{"a", "a", nil}}}}},
		{"omp target map(release: a)", []clause{{name: "map", mt: MapRelease, items: []item{{"a", "a", nil}}}}},
		{"omp target map(delete: a)", []clause{{name: "map", mt: MapDelete, items: []item{{"a", "a", nil}}}}},
		{"omp target map(always, to: a)", []clause{{name: "map", mods: []string{"always"}, mt: MapTo, items: []item{{"a", "a", nil}}}}},
		{"omp target map(always close present from: a)", []clause{{name: "map", mods: []string{"always", "close", "present"}, mt: MapFrom, items: []item{{"a", "a", nil}}}}},
		{"omp target map(to: a[lb:len])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[lb:len]", []sec{{"lb", "len", true}}}}}}},
		{"omp target map(tofrom: (*p)[0:n])", []clause{{name: "map", mt: MapToFrom, items: []item{{"p", "(*p)[0:n]", []sec{{"0", "", false}, {"0", "n", true}}}}}}},
		{"omp target update from((*p), (*q)[i])", []clause{{name: "from", items: []item{{"p", "*p", []sec{{"0", "1", true}}}, {"q", "(*q)[i]", []sec{{"0", "", false}, {"i", "", false}}}}}}},
		{"omp target map(to: a[:n])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[:n]", []sec{{"", "n", true}}}}}}},
		{"omp target map(to: a[lb:])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[lb:]", []sec{{"lb", "", true}}}}}}},
		{"omp target map(to: a[:])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[:]", []sec{{"", "", true}}}}}}},
		{"omp target map(to: a[i])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[i]", []sec{{"i", "", false}}}}}}},
		{"omp target map(to: a[f(x, y):n * 2])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[f ( x , y ):n * 2]", []sec{{"f ( x , y )", "n * 2", true}}}}}}},
		{"omp target map(to: m[0:2][1:3])", []clause{{name: "map", mt: MapTo, items: []item{{"m", "m[0:2][1:3]", []sec{{"0", "2", true}, {"1", "3", true}}}}}}},
		{"omp target map(to: a[b[1]:n])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[b [ 1 ]:n]", []sec{{"b [ 1 ]", "n", true}}}}}}},
		{"omp target map(to: a[c ? lo : 0:n])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[c ? lo : 0:n]", []sec{{"c ? lo : 0", "n", true}}}}}}},
		{"omp target map(to: a[0:c ? n : m])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[0:c ? n : m]", []sec{{"0", "c ? n : m", true}}}}}}},
		{"omp target map(to: a[x ? y ? 1 : 2 : 3:n ? n : 1])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[x ? y ? 1 : 2 : 3:n ? n : 1]", []sec{{"x ? y ? 1 : 2 : 3", "n ? n : 1", true}}}}}}},
		{"omp target map(to: a[(c ? 1 : 0):n])", []clause{{name: "map", mt: MapTo, items: []item{{"a", "a[( c ? 1 : 0 ):n]", []sec{{"( c ? 1 : 0 )", "n", true}}}}}}},
		{"omp target firstprivate(x, y)", []clause{{name: "firstprivate", items: []item{{"x", "x", nil}, {"y", "y", nil}}}}},
		{"omp target private(t)", []clause{{name: "private", items: []item{{"t", "t", nil}}}}},
		{"omp target if(n > 10)", []clause{{name: "if", expr: "n > 10"}}},
		{"omp target if(target: n > 10)", []clause{{name: "if", expr: "n > 10"}}},
		{"omp target if(target:(n))", []clause{{name: "if", expr: "( n )"}}},
		{"omp target device(dev + 1)", []clause{{name: "device", expr: "dev + 1"}}},
		{"omp target teams num_teams((n + 1) / 2) thread_limit(64)", []clause{{name: "num_teams", expr: "( n + 1 ) / 2"}, {name: "thread_limit", expr: "64"}}},
		{"omp target parallel for num_threads(f(a, b))", []clause{{name: "num_threads", expr: "f ( a , b )"}}},
		{"omp target map(to: a), map(from: b) firstprivate(n)", []clause{
			{name: "map", mt: MapTo, items: []item{{"a", "a", nil}}},
			{name: "map", mt: MapFrom, items: []item{{"b", "b", nil}}},
			{name: "firstprivate", items: []item{{"n", "n", nil}}},
		}},
	}
	for _, tt := range tests {
		d := parse(t, tt.text)
		if len(d.Clauses) != len(tt.want) {
			t.Errorf("%q: %d clauses, want %d", tt.text, len(d.Clauses), len(tt.want))
			continue
		}
		for i, w := range tt.want {
			c := d.Clauses[i]
			if c.Name != w.name || c.Expr != w.expr || c.MapType != w.mt || !reflect.DeepEqual(c.Modifiers, w.mods) {
				t.Errorf("%q clause %d: name=%q expr=%q maptype=%q mods=%q; want %q %q %q %q", tt.text, i,
					c.Name, c.Expr, c.MapType, c.Modifiers, w.name, w.expr, w.mt, w.mods)
			}
			if len(c.Items) != len(w.items) {
				t.Errorf("%q clause %d: %d items, want %d", tt.text, i, len(c.Items), len(w.items))
				continue
			}
			for j, wi := range w.items {
				it := c.Items[j]
				if it.Name != wi.name || it.Text != wi.text || len(it.Sections) != len(wi.secs) {
					t.Errorf("%q item %d: name=%q text=%q sections=%d; want %q %q %d", tt.text, j, it.Name, it.Text, len(it.Sections), wi.name, wi.text, len(wi.secs))
					continue
				}
				for k, ws := range wi.secs {
					s := it.Sections[k]
					if s.Lower != ws.lower || s.Length != ws.length || s.HasColon != ws.colon {
						t.Errorf("%q item %d section %d: lower=%q length=%q colon=%v; want %q %q %v", tt.text, j, k, s.Lower, s.Length, s.HasColon, ws.lower, ws.length, ws.colon)
					}
				}
			}
		}
	}
}

// TestPositions checks the positions recorded for clauses, items,
// sections and expressions, which the analysis reports errors at.
func TestPositions(t *testing.T) {
	//                 123456789012345678901234567890123456789012345678
	d := parse(t, "omp target map(to: a[lb:n], b) if(target: c)")
	col := func(p diag.Pos) int {
		if p.File != "t.c" || p.Line != 7 {
			t.Errorf("position %v not on t.c line 7", p)
		}
		return p.Col
	}
	m := d.Clauses[0]
	if got := col(m.Pos); got != 20 {
		t.Errorf("map clause at column %d, want 20", got)
	}
	if got := col(m.Items[0].Pos); got != 28 {
		t.Errorf("item a at column %d, want 28", got)
	}
	if got := col(m.Items[0].Sections[0].Pos); got != 29 {
		t.Errorf("section [ at column %d, want 29", got)
	}
	if got := col(m.Items[1].Pos); got != 37 {
		t.Errorf("item b at column %d, want 37", got)
	}
	c := d.Clauses[1]
	if got := col(c.Pos); got != 40 {
		t.Errorf("if clause at column %d, want 40", got)
	}
	if got := col(c.ExprPos); got != 51 {
		t.Errorf("if expression at column %d, want 51 (after the target: modifier)", got)
	}
}

func TestClauseLookup(t *testing.T) {
	d := parse(t, "omp target map(to: a) map(from: b) device(2)")
	if c := d.Clause("map"); c == nil || c.MapType != MapTo {
		t.Errorf("Clause(map) = %+v, want the first map clause", c)
	}
	if c := d.Clause("device"); c == nil || c.Expr != "2" {
		t.Errorf("Clause(device) = %+v", c)
	}
	if c := d.Clause("if"); c != nil {
		t.Errorf("Clause(if) = %+v, want nil", c)
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"omp target map(a)", "omp target map(tofrom: a)"},
		{"omp target map(always, to: a[0:n], b)", "omp target map(always, to: a[0:n], b)"},
		{"omp target teams distribute parallel for firstprivate(x) num_teams(4)", "omp target teams distribute parallel for firstprivate(x) num_teams(4)"},
		{"omp target if(target: n)", "omp target if(target: n)"},
		{"omp target teams distribute parallel for reduction(+:s,t) reduction(max : m) collapse(2)", "omp target teams distribute parallel for reduction(+: s, t) reduction(max: m) collapse(2)"},
		{"omp target parallel for schedule(static, 4) reduction(&&: ok)", "omp target parallel for schedule(static , 4) reduction(&&: ok)"},
		{"omp target teams distribute dist_schedule(static) reduction(||: any)", "omp target teams distribute dist_schedule(static) reduction(||: any)"},
	}
	for _, tt := range tests {
		if got := parse(t, tt.in).String(); got != tt.want {
			t.Errorf("String(%q) = %q, want %q", tt.in, got, tt.want)
		}
		// The canonical form parses back to itself.
		if got := parse(t, tt.want).String(); got != tt.want {
			t.Errorf("String(Parse(%q)) = %q, not a fixed point", tt.want, got)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		text string
		col  int // on line 7; the pragma text starts at column 9
		msg  string
	}{
		{"omp", 12, "expected an OpenMP directive name after 'omp'"},
		{"omp frobnicate", 13, "unknown OpenMP directive 'frobnicate'"},
		{"omp target frobnicate", 13, "unknown OpenMP directive 'target frobnicate'"},
		{"omp target data firstprivate(a)", 25, "clause 'firstprivate' is not valid on '#pragma omp target data'"},
		{"omp target enter data use_device_ptr(a)", 31, "clause 'use_device_ptr' is not valid on '#pragma omp target enter data'"},
		{"omp target update map(to: a)", 27, "clause 'map' is not valid on '#pragma omp target update'"},
		{"omp declare target nowait", 28, "clause 'nowait' is not valid on '#pragma omp declare target'"},
		{"omp target frob(a)", 20, "unknown clause 'frob' on '#pragma omp target'"},
		{"omp target map(a) reduction(+: s)", 27, "clause 'reduction' is not valid on '#pragma omp target'"},
		{"omp target teams collapse(2)", 26, "clause 'collapse' is not valid on '#pragma omp target teams'"},
		{"omp target teams distribute schedule(static)", 37, "clause 'schedule' is not valid on '#pragma omp target teams distribute'"},
		{"omp target parallel for dist_schedule(static)", 33, "clause 'dist_schedule' is not valid on '#pragma omp target parallel for'"},
		{"omp target parallel for reduction(s)", 43, "expected a reduction operator (+ * & | ^ && || min max) before ':', found 's'"},
		{"omp target parallel for reduction(foo s)", 43, "expected a reduction operator (+ * & | ^ && || min max) before ':', found 'foo'"},
		{"omp target parallel for reduction(inscan, +: s)", 43, "a reduction with the 'inscan' modifier on '#pragma omp target parallel for' is not supported yet"},
		{"omp target teams distribute simd reduction(inscan, +: s)", 52, "the 'inscan' modifier may appear only on a for, simd or for simd construct"},
		{"omp target parallel for reduction(task, +: s)", 43, "reduction modifier 'task' is not supported yet"},
		{"omp target parallel for reduction(+ s)", 45, "expected ':', found 's'"},
		{"omp target parallel for reduction(+: 1)", 46, "expected a variable name, found '1'"},
		{"omp target data nowait", 25, "clause 'nowait' is not valid on '#pragma omp target data'"},
		{"omp target teams num_threads(4)", 26, "clause 'num_threads' is not valid on '#pragma omp target teams'"},
		{"omp target num_teams(4)", 20, "clause 'num_teams' is not valid on '#pragma omp target'"},
		{"omp target parallel for num_teams(4)", 33, "clause 'num_teams' is not valid on '#pragma omp target parallel for'"},
		{"omp target teams distribute num_threads(2)", 37, "clause 'num_threads' is not valid on '#pragma omp target teams distribute'"},
		{"omp target if(a) if(b)", 26, "clause 'if' appears more than once"},
		{"omp target device(0) device(1)", 30, "clause 'device' appears more than once"},
		{"omp target map(sideways: a)", 24, "unknown map-type 'sideways' (expected to, from, tofrom, alloc, release or delete)"},
		{"omp target map(always: a)", 24, "unknown map-type 'always'"},
		{"omp target map(: a)", 24, "expected a map-type before ':'"},
		{"omp target map(often, to: a)", 24, "unknown map-type modifier 'often'"},
		{"omp target map(mapper, to: a)", 30, "expected '(' after 'mapper'"},
		{"omp target map(to: a", 29, "expected ')'"},
		{"omp target map(to: a b)", 30, "expected ',' or ')' in list, found 'b'"},
		{"omp target map(to: 1)", 28, "expected a variable name, found '1'"},
		{"omp target map(to: a[])", 30, "expected an array section or subscript"},
		{"omp target map(to: a[0:n)", 33, "unbalanced ')'"},
		{"omp target map(to: s.)", 30, "expected a member name after '.'"},
		{"omp target firstprivate(p->x)", 34, "struct members are not allowed in this clause"},
		{"omp target map(to: a[0:4:2])", 33, "strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'"},
		{"omp target update to(a[0:4:])", 36, "expected a stride after ':'"},
		{"omp target update to(often: a)", 30, "unknown motion modifier 'often' (expected present or mapper)"},
		{"omp target firstprivate", 32, "expected '('"},
		{"omp target firstprivate x", 33, "expected '(', found 'x'"},
		{"omp target if()", 23, "expected an expression in clause 'if'"},
		{"omp target if(n", 24, "expected ')'"},
		{"omp target if(n))", 25, "expected a clause, found ')'"},
		{"omp target if(parallel: n)", 23, "directive-name-modifier 'parallel' of clause 'if' does not name a construct of '#pragma omp target' that takes an if clause"},
		{"omp target teams if(teams: n)", 29, "directive-name-modifier 'teams' of clause 'if' is not supported yet (clang-19 rejects it too)"},
		{"omp target parallel if(target: n) if(target: m)", 43, "more than one 'if' clause with directive-name-modifier 'target'"},
		{"omp target parallel if(n) if(parallel: m)", 35, "an 'if' clause without a directive-name-modifier applies to every construct of '#pragma omp target parallel'; it cannot be combined with another 'if' clause"},
		{"omp target update to(a) if(target data: n)", 36, "directive-name-modifier 'target data' of clause 'if' does not name a construct of '#pragma omp target update' that takes an if clause"},
		{"omp target device(ancestor: 1)", 27, "device(ancestor: ...) needs '#pragma omp requires reverse_offload', which is not supported yet"},
		{"omp target teams default(adhoc)", 34, "unknown argument 'adhoc' of clause 'default' (expected shared, none, private, firstprivate)"},
		{"omp target device(f(1)", 31, "expected ')'"},
		{"omp target device(a])", 28, "unbalanced ']'"},
		{"omp target nowait nowait", 27, "clause 'nowait' appears more than once"},
		{"omp target enter data map(to: a) shared(a)", 42, "clause 'shared' is not valid on '#pragma omp target enter data'"},
		{"omp target shared(a)", 20, "clause 'shared' is not valid on '#pragma omp target'"},
		{"omp target data map(a) depend(in: a)", 32, "clause 'depend' is not valid on '#pragma omp target data'"},
		{"omp target depend(iterator(i), in: a[i])", 36, "expected '[type] name = begin:end[:step]' in the iterator of clause 'depend'"},
		{"omp target update to(a) depend(sink: a)", 40, "dependence-type 'sink' is only valid on an 'ordered' construct"},
		{"omp target depend(inn: a)", 27, "unknown dependence-type 'inn' (expected in, out, inout, mutexinoutset or inoutset)"},
		{"omp target depend(iterator(i=0:2), depobj: o)", 44, "dependence-type 'depobj' is not valid with an iterator"},
		{"omp target update to(a[0:4:1:1])", 37, "an array section has at most three parts: [lower : length : stride]"},
	}
	for _, tt := range tests {
		d, errs := Parse(tokenize(tt.text))
		if d != nil {
			t.Errorf("Parse(%q) returned a directive despite errors", tt.text)
		}
		if len(errs) != 1 {
			t.Errorf("Parse(%q): %d diagnostics %v, want exactly 1", tt.text, len(errs), errs)
			continue
		}
		e := errs[0]
		want := diag.Pos{File: "t.c", Line: 7, Col: tt.col}
		if e.Severity != "error" || e.Pos != want || !strings.Contains(e.Msg, tt.msg) {
			t.Errorf("Parse(%q):\n got %v\nwant %v: error: %s", tt.text, e, want, tt.msg)
		}
	}
}

func TestIfModifiers(t *testing.T) {
	d, errs := Parse(tokenize("omp target parallel for if(target: a > 1) if(parallel: b)"))
	if errs.HasErrors() {
		t.Fatal(errs)
	}
	var mods []string
	for _, c := range d.Clauses {
		if c.Name == "if" {
			mods = append(mods, c.NameModifier+"="+c.Expr)
		}
	}
	if strings.Join(mods, ",") != "target=a > 1,parallel=b" {
		t.Errorf("if clauses %v", mods)
	}
	if s := d.String(); s != "omp target parallel for if(target: a > 1) if(parallel: b)" {
		t.Errorf("String() = %q", s)
	}
	d, errs = Parse(tokenize("omp target enter data map(to: a) if(target enter data: n)"))
	if errs.HasErrors() || d.Clause("if").NameModifier != "target enter data" {
		t.Errorf("target enter data modifier: %v", errs)
	}
	d, errs = Parse(tokenize("omp target device(device_num: k + 1)"))
	if errs.HasErrors() || d.Clause("device").Expr != "k + 1" {
		t.Errorf("device_num: %v", errs)
	}
	d, errs = Parse(tokenize("omp begin declare target device_type(nohost) indirect(1)"))
	if errs.HasErrors() || d.Kind != BeginDeclareTarget || d.DeviceType() != "nohost" || d.Clause("indirect").Expr != "1" {
		t.Errorf("begin declare target: %v", errs)
	}
}

func TestMentions(t *testing.T) {
	for _, c := range []struct {
		expr, name string
		want       bool
	}{
		{"t > 100", "t", true},
		{"n + t", "t", true},
		{"tt > 1", "t", false},
		{"st + t_x", "t", false},
		{"a[t]", "t", true},
		{"x", "t", false},
	} {
		if got := mentions(c.expr, c.name); got != c.want {
			t.Errorf("mentions(%q, %q) = %v, want %v", c.expr, c.name, got, c.want)
		}
	}
}

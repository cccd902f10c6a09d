// Package support keeps docs/support.md, the OpenMP 5.2 support matrix,
// true: every row of its tables that names checks in its last column is
// backed by snippets in testdata/snippets.txt, which the test lowers with
// the lowerer's Go API (in memory, nothing is compiled).
//
// testdata/snippets.txt starts with a prelude (the text before the first
// case), which every case is appended to; each case begins with a line
//
//	=== NAME EXPECT
//
// where EXPECT is one of
//
//	device   the snippet (a construct or clause in a target region or a
//	         declare target function) lowers without an error;
//	host     the snippet lowers without an error and its first
//	         `#pragma omp` line is in the host output as written (host
//	         OpenMP, passed to the host compiler);
//	refused  the lowering fails with a positioned `file:line:col: error`
//	         on a line of the snippet.
//
// A row of docs/support.md names its cases in its last cell, which
// starts with "check:". A name followed by "(refused)", "(host)" or
// "(device)" shows a form the row's text says is refused, host code or
// lowered, and its case must expect exactly that; any other name takes
// the row's status (the third cell): a `device` row names device cases,
// a `host` row host cases and refused ones (the directive inside a
// target region), a `refused` row refused cases. Every case must be
// named by exactly one row and every name in the document must be a
// case, so neither can drift from the other.
//
// With -outcomes the test prints each case's outcome (and the first
// diagnostic) instead of only failing, which helps when writing rows.
//
// It runs under `go test ./...` (tools/test.sh); Gazelle excludes it from
// the Bazel build, since it reads docs/ from the source tree.
package support

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
)

var outcomes = flag.Bool("outcomes", false, "print every case's outcome")

// minCases guards against a snippet file that silently parses to little.
const minCases = 60

type snippet struct {
	name, expect string
	line         int // the line of the case's header in snippets.txt
	code         string
}

var header = regexp.MustCompile(`^=== ([a-z0-9_.-]+) (device|host|refused)$`)

// parseSnippets splits snippets.txt into its prelude and its cases.
func parseSnippets(t *testing.T, text string) (string, []snippet) {
	var prelude strings.Builder
	var cases []snippet
	for i, l := range strings.SplitAfter(text, "\n") {
		if strings.HasPrefix(l, "===") {
			m := header.FindStringSubmatch(strings.TrimSpace(l))
			if m == nil {
				t.Fatalf("snippets.txt:%d: malformed case header %q", i+1, strings.TrimSpace(l))
			}
			cases = append(cases, snippet{name: m[1], expect: m[2], line: i + 1})
			continue
		}
		if len(cases) == 0 {
			prelude.WriteString(l)
		} else {
			cases[len(cases)-1].code += l
		}
	}
	return prelude.String(), cases
}

// docRows maps each check name of docs/support.md to the outcomes the
// row naming it allows, and reports names given twice.
func docRows(t *testing.T, doc string) map[string][]string {
	rows := map[string][]string{}
	check := regexp.MustCompile("`([a-z0-9_.-]+)`( \\((refused|host|device)\\))?")
	for i, l := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(l, "|") {
			continue
		}
		// `\|` inside a cell is a literal bar, not a cell boundary.
		l = strings.ReplaceAll(l, `\|`, "\x00")
		cells := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
		if len(cells) < 4 {
			continue
		}
		status := strings.Trim(strings.TrimSpace(cells[2]), "*")
		last := strings.TrimSpace(cells[len(cells)-1])
		if !strings.HasPrefix(last, "check:") {
			continue
		}
		for _, m := range check.FindAllStringSubmatch(last, -1) {
			if _, dup := rows[m[1]]; dup {
				t.Errorf("docs/support.md:%d: check %s is named by two rows", i+1, m[1])
			}
			if m[3] != "" {
				rows[m[1]] = []string{m[3]}
				continue
			}
			if allowed[status] == nil {
				t.Errorf("docs/support.md:%d: status %q is none of device, host, refused", i+1, status)
			}
			rows[m[1]] = allowed[status]
		}
	}
	return rows
}

// allowed says which case outcomes a row status may name.
var allowed = map[string][]string{
	"device":  {"device"},
	"host":    {"host", "refused"},
	"refused": {"refused"},
}

func repoRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the test source")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func TestSupportMatrix(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "snippets.txt"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "support.md"))
	if err != nil {
		t.Fatal(err)
	}
	prelude, cases := parseSnippets(t, string(text))
	if len(cases) < minCases {
		t.Errorf("only %d cases in snippets.txt, want at least %d", len(cases), minCases)
	}
	rows := docRows(t, string(doc))
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Errorf("snippets.txt:%d: case %s given twice", c.line, c.name)
		}
		seen[c.name] = true
		want, ok := rows[c.name]
		if !ok {
			t.Errorf("snippets.txt:%d: case %s is named by no row of docs/support.md", c.line, c.name)
			continue
		}
		if !contains(want, c.expect) {
			t.Errorf("snippets.txt:%d: case %s expects %s, but its row in docs/support.md allows %v", c.line, c.name, c.expect, want)
		}
	}
	var missing []string
	for name := range rows {
		if !seen[name] {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	for _, name := range missing {
		t.Errorf("docs/support.md names check %s, which snippets.txt does not hold", name)
	}

	dir := t.TempDir()
	preludeLines := strings.Count(prelude, "\n")
	for _, c := range cases {
		c := c
		t.Run(c.name, func(t *testing.T) {
			lowerCase(t, dir, prelude, preludeLines, c)
		})
	}
}

// lowerCase lowers one case and checks its outcome against its header.
func lowerCase(t *testing.T, dir, prelude string, preludeLines int, c snippet) {
	path := filepath.Join(dir, c.name+".c")
	if err := os.WriteFile(path, []byte(prelude+c.code), 0o644); err != nil {
		t.Fatal(err)
	}
	res, errs := lower.Run(lower.Request{Input: path})
	if *outcomes {
		outcome := "accepted"
		if errs.HasErrors() {
			outcome = "refused: " + strings.TrimPrefix(errs[0].String(), path+":")
		}
		t.Logf("%s %s: %s", c.name, c.expect, outcome)
	}
	switch c.expect {
	case "device", "host":
		if errs.HasErrors() {
			t.Fatalf("snippets.txt:%d: want it lowered, got %v", c.line, errs)
		}
		if c.expect == "host" {
			first := firstPragma(c.code)
			if first == "" || !strings.Contains(string(res.Host), first) {
				t.Errorf("snippets.txt:%d: the host output lacks %q", c.line, first)
			}
		}
	case "refused":
		if !errs.HasErrors() {
			t.Fatalf("snippets.txt:%d: want a positioned error, it was lowered", c.line)
		}
		p := errs[0].Pos
		if p.Line <= preludeLines || p.Col < 1 || !strings.Contains(errs[0].String(), ": error: ") {
			t.Errorf("snippets.txt:%d: want an error positioned in the snippet, got %v", c.line, errs[0])
		}
	}
}

func firstPragma(code string) string {
	for _, l := range strings.Split(code, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "#pragma omp") {
			return l
		}
	}
	return ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

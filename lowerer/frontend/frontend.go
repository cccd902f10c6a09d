// Package frontend preprocesses, parses and type-checks one C translation
// unit with modernc.org/cc/v4, configured like the host C compiler, and
// collects its `#pragma omp` directives with their positions.
package frontend

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// OpenMPVersion is the value of _OPENMP that both the lowerer and the
// compiled host code see (OpenMP 5.0), so `#ifdef _OPENMP` takes the same
// branch in both.
const OpenMPVersion = "201811"

// Options configure the front end like the host compile.
type Options struct {
	CC       string   // C compiler whose predefined macros and include paths are used
	Includes []string // -I directories, in order
	Defines  []string // -D NAME[=VALUE]
}

// Pragma is one `#pragma omp` (or `_Pragma("omp ...")`) directive.
type Pragma struct {
	Toks []directive.Token
	Pos  diag.Pos // of the `omp` token; for _Pragma, of the _Pragma or of the macro use that produced it
	// Seq places the pragma in the parser's token stream: the Seq of the
	// last token the parser received before it (0 if none). The directive
	// governs the statement whose first token comes next, whether it is
	// written out or produced by a macro expansion.
	Seq int
	// Off is the byte offset of Pos in Src; -1 when Pos is in another file.
	Off int
	// LineStart is the byte offset in Src where the pragma's line starts,
	// and End the offset just past its last line; the host output removes
	// that range. Both are -1 for pragmas produced by macro expansion,
	// whose text stays (compilers ignore `omp` pragmas without -fopenmp).
	LineStart, End int
	FromMacro      bool
}

// Unit is a parsed translation unit.
type Unit struct {
	Path    string // the input path as given
	Src     []byte // the main file's bytes
	AST     *cc.AST
	Pragmas []Pragma // in token-stream order
	// RenamedLines reports a `#line N "name"` directive (or a `# N "name"`
	// line marker) in the main file: positions after it name that file.
	// A #line without a name keeps positions in the main file (with the
	// lines it sets), which the host output keeps too.
	RenamedLines bool
	lines        []int // byte offset of the start of each line of Src
}

// configCache memoizes cc.NewConfig per compiler: running the compiler to
// learn its macros and include paths is the slow part of a lowering.
var configCache sync.Map

func baseConfig(ccPath string) (*cc.Config, error) {
	if v, ok := configCache.Load(ccPath); ok {
		c := *v.(*cc.Config)
		return &c, nil
	}
	if ccPath != "" {
		// cc.NewConfig picks the compiler from $CC.
		old, had := os.LookupEnv("CC")
		os.Setenv("CC", ccPath)
		defer func() {
			if had {
				os.Setenv("CC", old)
			} else {
				os.Unsetenv("CC")
			}
		}()
	}
	cfg, err := cc.NewConfig("linux", "amd64")
	if err != nil {
		return nil, err
	}
	configCache.Store(ccPath, cfg)
	c := *cfg
	return &c, nil
}

// Parse runs the C front end on path.
func Parse(path string, opts Options) (*Unit, diag.List) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, diag.Error(diag.Pos{File: path}, "%v", err)
	}
	cfg, err := baseConfig(opts.CC)
	if err != nil {
		return nil, diag.Error(diag.Pos{File: path}, "cannot configure the C front end from compiler %q: %v (pass --cc with a working C compiler)", opts.CC, err)
	}
	var predefined strings.Builder
	predefined.WriteString(cfg.Predefined)
	fmt.Fprintf(&predefined, "\n#define _OPENMP %s\n", OpenMPVersion)
	for _, d := range opts.Defines {
		name, val := d, "1"
		if i := strings.IndexByte(d, '='); i >= 0 {
			name, val = d[:i], d[i+1:]
		}
		fmt.Fprintf(&predefined, "#define %s %s\n", name, val)
	}
	var incl []string
	incl = append(incl, "")
	incl = append(incl, opts.Includes...)
	incl = append(incl, cfg.IncludePaths[1:]...)
	cfg.IncludePaths = incl

	u := &Unit{Path: path, Src: src}
	u.lines = lineStarts(src)
	u.RenamedLines = renamedLines.Match(src)
	cfg.PragmaHandler = nil
	cfg.PragmaSeqHandler = func(at cc.Token, toks []cc.Token, seq int) error {
		if len(toks) == 0 || toks[0].SrcStr() != "omp" {
			return nil
		}
		p := Pragma{Seq: seq, Off: -1, LineStart: -1, End: -1}
		first := Position(toks[0])
		p.FromMacro = first.File == "_Pragma_"
		if p.FromMacro {
			// The tokens of the string have positions in the string only:
			// report them at the _Pragma (or the macro use).
			p.Pos = Position(at)
		} else {
			p.Pos = first
		}
		for _, t := range toks {
			pos := p.Pos
			if !p.FromMacro {
				pos = Position(t)
			}
			p.Toks = append(p.Toks, directive.Token{Text: t.SrcStr(), Pos: pos})
		}
		if p.Pos.File == path {
			p.Off = at.Position().Offset
			if !p.FromMacro {
				p.Off = toks[0].Position().Offset
				last := toks[len(toks)-1]
				p.LineStart, p.End = u.lineRange(at.Position().Offset, last.Position().Offset+len(last.Src()))
			}
		}
		u.Pragmas = append(u.Pragmas, p)
		return nil
	}
	sources := []cc.Source{
		{Name: "<predefined>", Value: predefined.String()},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: path, Value: string(src)},
	}
	ast, err := translate(cfg, sources)
	if err == errRunaway {
		// In practice the parser spins at the end of the file.
		end := endPos(path, src)
		return nil, diag.Error(end, "%v: the file probably ends inside an unfinished declaration or statement", err)
	}
	if err != nil {
		return nil, ccErrors(err, path)
	}
	u.AST = ast
	return u, nil
}

// Position converts a cc token position.
func Position(t cc.Token) diag.Pos {
	p := t.Position()
	return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

// Offset is the byte offset of t in its file.
func Offset(t cc.Token) int { return t.Position().Offset }

var renamedLines = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*(line[ \t]+)?[0-9]+[ \t]+"`)

var ccErrRE = regexp.MustCompile(`^(.+?):(\d+):(\d+): (.*)$`)

// ccErrors turns cc/v4's error text into positioned diagnostics. Lines
// without a position (cc's "TODO ... missed/failed type check" follow-ups
// of a positioned error) are dropped when a positioned error exists;
// otherwise (e.g. cc's "internal error: PrimaryExpressionInt" for
// `5 = n;`) they are reported at line 1 of the unit, saying so, since
// every diagnostic must name a line.
func ccErrors(err error, path string) diag.List {
	var l, unpositioned diag.List
	for _, line := range strings.Split(err.Error(), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if m := ccErrRE.FindStringSubmatch(line); m != nil {
			ln, _ := strconv.Atoi(m[2])
			col, _ := strconv.Atoi(m[3])
			msg := strings.TrimSpace(strings.TrimPrefix(m[4], "error:"))
			l.Errorf(diag.Pos{File: m[1], Line: ln, Col: col}, "%s", msg)
			continue
		}
		unpositioned.Errorf(diag.Pos{File: path}, "%s", line)
	}
	if len(l) == 0 {
		for _, d := range unpositioned {
			l.Errorf(diag.Pos{File: path, Line: 1, Col: 1}, "%s (the C front end gave no position for this error)", d.Msg)
		}
	}
	if len(l) == 0 {
		l.Errorf(diag.Pos{File: path, Line: 1, Col: 1}, "%v (the C front end gave no position for this error)", err)
	}
	return l
}

// lineStarts lists the byte offset of the start of every line of src.
func lineStarts(src []byte) []int {
	lines := []int{0}
	for i, c := range src {
		if c == '\n' {
			lines = append(lines, i+1)
		}
	}
	return lines
}

// lineRange widens the byte range [from, to) of Src to whole lines: the
// start of from's line and just past the newline that ends to's line.
func (u *Unit) lineRange(from, to int) (int, int) {
	start := u.lines[u.LineOf(from)-1]
	end := len(u.Src)
	if l := u.LineOf(to); l < len(u.lines) {
		end = u.lines[l]
	}
	return start, end
}

// Offset converts a line:col position in the main file to a byte offset.
func (u *Unit) Offset(p diag.Pos) int {
	if p.Line < 1 {
		return p.Col - 1
	}
	if p.Line > len(u.lines) {
		return len(u.Src) + p.Col - 1
	}
	return u.lines[p.Line-1] + p.Col - 1
}

// LineOf is the 1-based line of byte offset off in the main file.
func (u *Unit) LineOf(off int) int {
	if off > len(u.Src) {
		off = len(u.Src)
	}
	return sort.Search(len(u.lines), func(i int) bool { return u.lines[i] > off })
}

// endPos is the position just past the last byte of src.
func endPos(path string, src []byte) diag.Pos {
	line, col := 1, 1
	for _, c := range src {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return diag.Pos{File: path, Line: line, Col: col}
}

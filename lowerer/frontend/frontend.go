// Package frontend preprocesses, parses and type-checks one C translation
// unit with modernc.org/cc/v4, configured like the host C compiler, and
// collects its `#pragma omp` directives with their positions.
package frontend

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
	// SourceName is the name the input goes by in positions and outputs
	// (see SourceName); empty means SourceName(path).
	SourceName string
}

// SourceName is the default name of the input at path in positions and
// outputs: its base name, so that the outputs do not depend on how the
// path was written (relative or absolute, from which directory, through
// which links). Build rules pass a workspace-relative name instead.
func SourceName(path string) string {
	return filepath.Base(filepath.Clean(path))
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

// OtherPragma is a pragma other than OpenMP's: where it is (Seq, as a
// Pragma's) and its words. LineStart and End are the byte range of its
// lines for a #pragma written in the main file, -1 for one a macro or
// _Pragma produces or a header holds.
type OtherPragma struct {
	Seq            int
	Toks           []string
	LineStart, End int
}

// Unit is a parsed translation unit.
type Unit struct {
	Path    string // the input's name in positions and outputs (Options.SourceName)
	Src     []byte // the main file's bytes
	AST     *cc.AST
	Pragmas []Pragma // in token-stream order
	// OtherPragmas are the places (Seq, as in Pragma) of the pragmas
	// other than OpenMP's (#pragma unroll, GCC unroll, clang loop...),
	// in token-stream order.
	OtherPragmas []int
	// Others are the same pragmas with their tokens (the words after
	// #pragma, as written: not macro-expanded).
	Others []OtherPragma
	// Lines are the main file's #line directives; positions are physical
	// (Logical maps them).
	Lines []LineMark
	// SysIncludes are the host compiler's system include directories: a
	// function defined under one of them is the C library's, never
	// compiled for the device.
	SysIncludes []string
	lines       []int // byte offset of the start of each line of Src
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

// Parse runs the C front end on path. Diagnostics name the input as
// given (AsGiven).
func Parse(path string, opts Options) (*Unit, diag.List) {
	var lines []LineMark
	u, errs := parseLines(path, opts, &lines)
	if errs.HasErrors() {
		return nil, AsGiven(errs, path, opts, lines)
	}
	return u, nil
}

// unitName is the name the input goes by in positions and outputs.
func unitName(path string, opts Options) string {
	name := opts.SourceName
	if name == "" {
		name = SourceName(path)
	}
	return filepath.Clean(name)
}

// AsGiven renames the input in diagnostics from its source name back to
// the path as given, as a compiler reports it; so are the files quoted
// includes found beside it when the name lies in another directory.
// Positions in the input go through its #line directives (lines) first.
func AsGiven(errs diag.List, path string, opts Options, lines []LineMark) diag.List {
	name := unitName(path, opts)
	nameDir, dir := filepath.Dir(name), filepath.Dir(filepath.Clean(path))
	out := make(diag.List, len(errs))
	for i, d := range errs {
		switch f := d.Pos.File; {
		case f == name:
			// A file a #line directive names stays as written; one
			// that names a header read in (headers.go) is the header.
			if d.Pos = Logical(lines, name, d.Pos); d.Pos.File == name {
				d.Pos.File = path
			} else if rel, ok := under(nameDir, d.Pos.File); ok && nameDir != dir && readInFile(lines, d.Pos.File) {
				d.Pos.File = filepath.Join(dir, rel)
			}
		case nameDir != dir && f != "":
			if rel, ok := under(nameDir, f); ok {
				d.Pos.File = filepath.Join(dir, rel)
			}
		}
		out[i] = d
	}
	return out
}

// under returns p relative to dir when p lies under dir; dir "." holds
// every relative path.
func under(dir, p string) (string, bool) {
	p = filepath.Clean(p)
	if dir == "." {
		if filepath.IsAbs(p) || p == ".." || strings.HasPrefix(p, ".."+string(filepath.Separator)) {
			return "", false
		}
		return p, true
	}
	rel, err := filepath.Rel(dir, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}

func parseLines(path string, opts Options, lines *[]LineMark) (*Unit, diag.List) {
	src, err := ReadSource(path)
	if err != nil {
		return nil, diag.Error(diag.Pos{File: path, Line: 1, Col: 1}, "%v", err)
	}
	// A byte-order mark that starts the file is no text, as gcc and clang
	// read it: columns on line 1 count from after it, and the host output,
	// which copies the file after generated lines, must not carry it into
	// the middle of a file. One anywhere else is a character of the text
	// (the C front end reports it where it stands).
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	cfg, err := baseConfig(opts.CC)
	if err != nil {
		return nil, diag.Error(diag.Pos{File: path, Line: 1, Col: 1}, "cannot configure the C front end from compiler %q: %v (pass --cc with a working C compiler)", opts.CC, err)
	}
	name := unitName(path, opts)
	includes := searchDirs(opts.Includes, name, path)
	src, readIn := inlineHeaders(src, path, name, includes, opts.Includes) // headers.go
	if errs := checkNesting(name, src); errs.HasErrors() {
		return nil, errs
	}
	sysIncludes := cfg.SysIncludePaths
	setIncludes(cfg, includes, name, path)

	ccSrc, marks := lineDirectives(src, name)
	for i := range marks {
		marks[i].ReadIn = readIn[marks[i].File]
	}
	*lines = marks
	u := &Unit{Path: name, Src: src, Lines: marks, SysIncludes: sysIncludes}
	u.lines = lineStarts(src)
	// gcc and clang give an enumeration without negative values the
	// type unsigned int; the device code spells enumerations by that type.
	cfg.UnsignedEnums = true
	cfg.PragmaHandler = nil
	cfg.PragmaSeqHandler = u.recordPragma
	if len(marks) > 0 {
		// __LINE__ and __FILE__ in device code are the front end's
		// expansions: they give the lines the hidden #line directives
		// define (the host output keeps the directives).
		cfg.LogicalPosition = func(file string, line int) (string, int) {
			p := Logical(marks, name, diag.Pos{File: file, Line: line})
			return p.File, p.Line
		}
	}
	sources := []cc.Source{
		{Name: "<predefined>", Value: predefined(cfg, opts.Defines)},
		{Name: "<builtin>", Value: cc.Builtin + gccBuiltins},
		{Name: name, Value: string(ccSrc)},
	}
	ast, err := translate(cfg, sources)
	if err == errRunaway {
		// In practice the parser spins at the end of the file.
		end := endPos(name, src)
		return nil, diag.Error(end, "%v: the file probably ends inside an unfinished declaration or statement", err)
	}
	if err != nil {
		return nil, ccErrors(err, name)
	}
	u.AST = ast
	if errs := u.expandPragmaMacros(); errs.HasErrors() {
		return nil, errs
	}
	return u, nil
}

// gccBuiltins declares GCC builtins the front end's own declarations
// lack (bit builtins; the math builtins device code may call, whose list
// callees.mathBuiltins keeps), so that calls of them have their types (a call of an undeclared
// function would be an int, and the device code, which is C++, would miss
// the conversion of __builtin_assume_aligned's void * that C makes).
const gccBuiltins = `
int __builtin_popcount(unsigned int);
int __builtin_popcountl(unsigned long);
int __builtin_popcountll(unsigned long long);
int __builtin_clzll(unsigned long long);
int __builtin_ctzll(unsigned long long);
int __builtin_ffs(int);
int __builtin_ffsl(long);
int __builtin_ffsll(long long);
int __builtin_parity(unsigned int);
int __builtin_parityl(unsigned long);
int __builtin_parityll(unsigned long long);
void *__builtin_assume_aligned(const void *, __SIZE_TYPE__, ...);
double __builtin_fmin(double, double); float __builtin_fminf(float, float);
double __builtin_fmax(double, double); float __builtin_fmaxf(float, float);
double __builtin_fma(double, double, double); float __builtin_fmaf(float, float, float);
double __builtin_fdim(double, double); float __builtin_fdimf(float, float);
double __builtin_hypot(double, double); float __builtin_hypotf(float, float);
double __builtin_remainder(double, double); float __builtin_remainderf(float, float);
double __builtin_nextafter(double, double); float __builtin_nextafterf(float, float);
double __builtin_trunc(double); float __builtin_truncf(float);
double __builtin_round(double); float __builtin_roundf(float);
double __builtin_rint(double); float __builtin_rintf(float);
double __builtin_nearbyint(double); float __builtin_nearbyintf(float);
double __builtin_cbrt(double); float __builtin_cbrtf(float);
double __builtin_exp2(double); float __builtin_exp2f(float);
double __builtin_expm1(double); float __builtin_expm1f(float);
double __builtin_log2(double); float __builtin_log2f(float);
double __builtin_log1p(double); float __builtin_log1pf(float);
double __builtin_asinh(double); float __builtin_asinhf(float);
double __builtin_acosh(double); float __builtin_acoshf(float);
double __builtin_atanh(double); float __builtin_atanhf(float);
double __builtin_erf(double); float __builtin_erff(float);
double __builtin_erfc(double); float __builtin_erfcf(float);
double __builtin_tgamma(double); float __builtin_tgammaf(float);
double __builtin_lgamma(double); float __builtin_lgammaf(float);
long __builtin_lround(double); long __builtin_lroundf(float);
long long __builtin_llround(double); long long __builtin_llroundf(float);
`

// predefined is the predefined macro text: the host compiler's, _OPENMP,
// and the -D definitions.
func predefined(cfg *cc.Config, defines []string) string {
	var b strings.Builder
	b.WriteString(cfg.Predefined)
	fmt.Fprintf(&b, "\n#define _OPENMP %s\n", OpenMPVersion)
	for _, d := range defines {
		name, val := d, "1"
		if i := strings.IndexByte(d, '='); i >= 0 {
			name, val = d[:i], d[i+1:]
		}
		fmt.Fprintf(&b, "#define %s %s\n", name, val)
	}
	return b.String()
}

// searchDirs returns the -I directories as the front end searches them.
// When the unit's name lies in another directory than the file, the
// front end opens names under the name's directory in the real one
// (cfg.FS, setIncludes): -I directories relative to the working
// directory are made absolute so the mapping cannot take them.
func searchDirs(includes []string, name, path string) []string {
	if filepath.Dir(name) == filepath.Dir(filepath.Clean(path)) {
		return includes
	}
	var abs []string
	for _, d := range includes {
		if a, err := filepath.Abs(d); err == nil {
			d = a
		}
		abs = append(abs, d)
	}
	return abs
}

// setIncludes sets the include path as the host compile has it: for
// quoted includes the includer's directory, then the unit's (the host
// compile's quote directory; headers read in from below it or from a -I
// directory name their neighbours from there, headers.go), then the -I
// directories, then the host compiler's; for angle includes the -I
// directories, then the host compiler's.
func setIncludes(cfg *cc.Config, includes []string, name, path string) {
	nameDir := filepath.Dir(name)
	if dir := filepath.Dir(filepath.Clean(path)); nameDir != dir {
		// The unit is parsed under its name; its quoted includes resolve
		// against the name's directory, which cfg.FS maps to the real one.
		cfg.FS = renamedDir{name: nameDir, real: dir}
	}
	var incl []string
	incl = append(incl, "", nameDir)
	incl = append(incl, includes...)
	incl = append(incl, cfg.IncludePaths[1:]...)
	cfg.IncludePaths = incl
	cfg.SysIncludePaths = append(append([]string(nil), includes...), cfg.SysIncludePaths...)
}

// recordPragma is the front end's pragma handler: it records each
// '#pragma omp' (or _Pragma("omp ...")) with its place in the parser's
// token stream (seq) and, for one written in the main file, its extent.
func (u *Unit) recordPragma(at cc.Token, toks []cc.Token, seq int) error {
	if len(toks) == 0 {
		return nil
	}
	if toks[0].SrcStr() != "omp" {
		// Not the lowerer's: only its place matters (a loop with a
		// compiler's own hint keeps it as written).
		u.OtherPragmas = append(u.OtherPragmas, seq)
		o := OtherPragma{Seq: seq, LineStart: -1, End: -1}
		for _, t := range toks {
			o.Toks = append(o.Toks, t.SrcStr())
		}
		if first, last := toks[0], toks[len(toks)-1]; Position(first).File == u.Path && Position(at).File == u.Path {
			o.LineStart, o.End = u.lineRange(first.Position().Offset, last.Position().Offset+len(last.Src()))
		}
		u.Others = append(u.Others, o)
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
	if p.Pos.File == u.Path {
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

// renamedDir is the file system the C front end opens files through when
// the unit's name lies in another directory than the file: names under
// the name's directory are opened in the real one; anything else is not
// found here, and the front end then opens it directly.
type renamedDir struct{ name, real string }

func (r renamedDir) Open(p string) (fs.File, error) {
	rel, ok := under(r.name, filepath.FromSlash(p))
	if !ok {
		return nil, fs.ErrNotExist
	}
	return os.Open(filepath.Join(r.real, rel))
}

// MaxSourceSize is the largest input the lowerer reads (64 MiB): far above
// any hand-written translation unit, and a bound on what a mistaken
// argument can make it read.
const MaxSourceSize = 64 << 20

// ReadSource reads a source file, refusing what is not a regular file (a
// device or a fifo would block or never end) and what is over
// MaxSourceSize.
func ReadSource(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("cannot read %s: not a regular file (%s); pass a C source file", path, fi.Mode().Type())
	}
	if fi.Size() > MaxSourceSize {
		return nil, fmt.Errorf("cannot read %s: %d bytes is over the limit of %d bytes (64 MiB)", path, fi.Size(), MaxSourceSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Room for the whole file and the read that sees its end, so a large
	// file is read without growing the buffer.
	buf := bytes.NewBuffer(make([]byte, 0, fi.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(f, MaxSourceSize+1)); err != nil {
		return nil, err
	}
	src := buf.Bytes()
	if len(src) > MaxSourceSize {
		return nil, fmt.Errorf("cannot read %s: it grew over the limit of %d bytes (64 MiB) while being read", path, MaxSourceSize)
	}
	return src, nil
}

// Position converts a cc token position.
func Position(t cc.Token) diag.Pos {
	p := t.Position()
	return diag.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

// Offset is the byte offset of t in its file.
func Offset(t cc.Token) int { return t.Position().Offset }

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
		unpositioned.Errorf(diag.Pos{File: path, Line: 1, Col: 1}, "%s", line)
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
	lines := make([]int, 1, bytes.Count(src, []byte{'\n'})+1)
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

package frontend

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Headers with directives the lowering must replace in the host output
// (target constructs, data directives, the declare target forms gcc 12
// rejects) cannot stay behind an #include: the host output keeps the
// headers as written. Such a header is therefore read into the unit in
// place of its #include line, between #line directives that keep its
// positions (diagnostics, manifests, the host compiler's messages and
// __FILE__/__LINE__) those of the header, when it holds such a directive
// or includes a header that does. Candidates are the headers the main
// file (or a header read in) includes that are found beside the main
// file (in its directory or below it) or in a -I directory, as the
// compiler finds them: a quoted include in the includer's directory
// first, then in the -I directories; an angle include in the -I
// directories. Headers of the compiler's own directories are never read
// in.
//
// A header read in no longer sits in its own directory, so each quoted
// include it holds that its own directory resolves is rewritten relative
// to the directory it was found through (the main file's or a -I one),
// which both the lowerer and the host compile search: `#include "y.h"`
// in `inc/lib/h.h` found through `-I inc` becomes `#include "lib/y.h"`.
// A header whose own includes cannot be written so (they climb above that
// directory) is not read in. A header with `#pragma once` is read in
// once; a later #include of another header reads the file itself, which
// its include guard skips.

var (
	includeLine = regexp.MustCompile(`^[ \t]*#[ \t]*include[ \t]*(?:"([^"]+)"|<([^>]+)>)[ \t]*(//.*)?$`)
	// lowerPragma matches a directive line the host output cannot keep
	// as written in a header.
	lowerPragma = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+(target\b|begin[ \t]+declare[ \t]+target\b|declare[ \t]+mapper\b|requires\b|declare[ \t]+target\b.*\b(enter|indirect)\b)`)
	// pragmaText matches a _Pragma operator or a macro argument that
	// spells a target directive or a declare mapper.
	pragmaText    = regexp.MustCompile(`(_Pragma[ \t]*\([ \t]*"[ \t]*|\([ \t]*)omp[ \t]+(target\b|declare[ \t]+mapper\b)`)
	defineLine    = regexp.MustCompile(`^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)(.*)$`)
	directiveLine = regexp.MustCompile(`^[ \t]*#`)
	identifier    = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	pragmaOnce    = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+once[ \t]*$`)
	// keepOut are what reading a header in would change the meaning of.
	keepOut = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include_next\b`)
)

// maxReadIn bounds the nesting of headers read in.
const maxReadIn = 8

// header is one header as an #include line finds it.
type header struct {
	real string // the path to open
	name string // its name in #line directives and positions
	// base is the directory it was found through (the main file's, by
	// its real path, or a -I directory), baseName that directory's name,
	// rel the header's path below it.
	base, baseName, rel string
}

// inlineHeaders returns src with those headers read in (see above); src
// itself when there are none. name is the unit's name, path the file,
// includes the -I directories as the front end searches them and given
// as they were given. It also returns the names of the headers read in
// (the files their #line directives name). After a header read into a
// main file with #line directives of its own, the #line back names the
// line and file those directives give there.
func inlineHeaders(src []byte, path, name string, includes, given []string) ([]byte, map[string]bool) {
	r := &headerReader{dir: filepath.Dir(path), nameDir: filepath.Dir(name), includes: includes,
		text: map[string][]byte{}, needs: map[string]bool{}, once: map[string]bool{}, readIn: map[string]bool{}}
	// A header is named by its -I directory as given, so that the names
	// do not depend on the working directory, unless the unit's name
	// lies in another directory than the file and the directory lies
	// under the name's (searchDirs made it absolute, and so is its name).
	for i, d := range includes {
		n := d
		if i < len(given) && !filepath.IsAbs(given[i]) {
			if _, taken := under(r.nameDir, given[i]); r.nameDir == filepath.Dir(filepath.Clean(path)) || !taken {
				n = given[i]
			}
		}
		r.names = append(r.names, n)
	}
	out, changed := r.expand(src, name, nil, map[string]bool{})
	if !changed {
		return src, nil
	}
	return out, r.readIn
}

// headerReader reads headers in; text and needs cache each header's text
// (nil: not to be read in) and whether it is to be read in, once the
// headers with #pragma once already read; all by real path.
type headerReader struct {
	dir, nameDir string
	includes     []string
	names        []string // of includes, in #line directives
	text         map[string][]byte
	needs        map[string]bool
	once         map[string]bool
	readIn       map[string]bool // the names of the headers read in
}

// resolve finds the header an #include of spec (quoted or not) in from
// (nil: the main file) names. own tells it was found in from's own
// directory; ok is false when it is not found or lies where headers are
// not read in from.
func (r *headerReader) resolve(spec string, quoted bool, from *header) (h header, own, ok bool) {
	if filepath.IsAbs(spec) {
		return header{}, false, false
	}
	if quoted {
		base, baseName, rel := r.dir, r.nameDir, spec
		if from != nil {
			base, baseName, rel = from.base, from.baseName, filepath.Join(filepath.Dir(from.rel), spec)
		}
		rel = filepath.Clean(rel)
		if isFile(filepath.Join(base, rel)) {
			if rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return header{}, true, false
			}
			return header{real: filepath.Clean(filepath.Join(base, rel)), name: filepath.Join(baseName, rel),
				base: base, baseName: baseName, rel: rel}, true, true
		}
	}
	rel := filepath.Clean(spec)
	if rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return header{}, false, false
	}
	for i, d := range r.includes {
		if p := filepath.Join(d, rel); isFile(p) {
			return header{real: filepath.Clean(p), name: filepath.Join(r.names[i], rel), base: d, baseName: r.names[i], rel: rel}, false, true
		}
	}
	return header{}, false, false
}

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// includeOf parses an #include line: the header named and whether it
// is quoted.
func includeOf(l []byte) (string, bool, bool) {
	if !isDirective(l) {
		return "", false, false // most lines: no need to run the expression
	}
	m := includeLine.FindSubmatch(l)
	switch {
	case m == nil:
		return "", false, false
	case m[1] != nil:
		return string(m[1]), true, true
	default:
		return string(m[2]), false, true
	}
}

// isDirective reports whether line l starts with '#' after blanks, as
// every line includeLine matches does.
func isDirective(l []byte) bool {
	for _, c := range l {
		if c != ' ' && c != '\t' {
			return c == '#'
		}
	}
	return false
}

// expand returns text (of the file named file, the header from or the
// main file) with its #include lines of headers to read in replaced;
// open are the headers being read. Lines it keeps as they are are copied
// only once another line differs (text itself when none does).
func (r *headerReader) expand(text []byte, file string, from *header, open map[string]bool) ([]byte, bool) {
	var b bytes.Buffer
	kept := 0 // text[kept:] is not in b yet
	keep := func(upTo int) {
		if b.Len() == 0 && kept == 0 {
			b.Grow(len(text))
		}
		b.Write(text[kept:upTo])
	}
	changed := false
	// The line after line L is line L+shift of file back (the file's
	// own #line directives and line markers move them).
	back, shift := file, 0
	for start, line := 0, 1; start < len(text); line++ {
		lineStart := start
		end := bytes.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		l := text[start:end]
		start = end + 1
		if n, f, ok := parseLineDirective(l); ok {
			if f != "" {
				back = f
			}
			shift = n - (line + 1)
			continue
		}
		spec, quoted, isInc := includeOf(l)
		var h header
		var own, ok bool
		if isInc {
			h, own, ok = r.resolve(spec, quoted, from)
		}
		if !ok || open[h.real] || !r.need(h, open, 0) {
			if ok && own && from != nil && filepath.Dir(from.rel) != "." {
				// Found beside a header read in: name it from the
				// directory that header was found through.
				keep(lineStart)
				kept = lineStart + len(l)
				fmt.Fprintf(&b, "#include %s", strconv.Quote(filepath.ToSlash(h.rel)))
			}
			continue
		}
		changed = true
		keep(lineStart)
		kept = start
		if kept > len(text) {
			kept = len(text)
		}
		if r.once[h.real] {
			b.WriteByte('\n') // #pragma once: read in already
			continue
		}
		body := r.text[h.real]
		if pragmaOnce.Match(body) {
			r.once[h.real] = true
			body = pragmaOnce.ReplaceAll(body, nil)
		}
		open[h.real] = true
		r.readIn[h.name] = true
		body, _ = r.expand(body, h.name, &h, open)
		delete(open, h.real)
		fmt.Fprintf(&b, "#line 1 %s\n", strconv.Quote(h.name))
		b.Write(body)
		if len(body) > 0 && body[len(body)-1] != '\n' {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "#line %d %s\n", line+1+shift, strconv.Quote(back))
	}
	if kept == 0 && b.Len() == 0 {
		return text, changed
	}
	keep(len(text))
	return b.Bytes(), changed
}

// need reports whether header h is to be read in: it holds a directive
// the host output cannot keep, or includes a header that is to be read
// in, and every header it includes from its own directory can be named
// from the directory it was found through.
func (r *headerReader) need(h header, open map[string]bool, depth int) bool {
	if v, ok := r.needs[h.real]; ok {
		return v
	}
	if depth > maxReadIn {
		return false
	}
	if _, ok := r.text[h.real]; !ok {
		t, err := os.ReadFile(h.real)
		if err != nil || keepOut.Match(t) {
			t = nil
		}
		r.text[h.real] = t
	}
	t := r.text[h.real]
	if t == nil {
		return false
	}
	v := lowerPragma.Match(t) || pragmaOperatorUse(t)
	open[h.real] = true
	for _, l := range bytes.Split(t, []byte("\n")) {
		spec, quoted, isInc := includeOf(l)
		if !isInc {
			continue
		}
		n, own, ok := r.resolve(spec, quoted, &h)
		if own && !ok {
			v = false // an include that climbs out of h's base
			break
		}
		if !v && ok && !open[n.real] && r.need(n, open, depth+1) {
			v = true
		}
	}
	delete(open, h.real)
	if depth == 0 || v {
		r.needs[h.real] = v
	}
	return v
}

// pragmaOperatorUse reports whether header text t runs a target
// directive through _Pragma in its own code (a static inline function,
// say): an operator, or a macro argument `PRAGMA(omp target ...)`, on a
// line that is not a #define, or a use there of a macro whose definition
// holds one (directly or through other such macros, `#define SYNC(x) do {
// PRAGMA(omp target update to(x)) } while (0)`). Macros the header only
// defines for the main file keep it out.
func pragmaOperatorUse(t []byte) bool {
	if !pragmaText.Match(t) {
		return false
	}
	type def struct{ name, body string }
	var defs []def
	var code []string
	text := strings.ReplaceAll(string(t), "\\\n", " ")
	for _, l := range strings.Split(text, "\n") {
		if m := defineLine.FindStringSubmatch(l); m != nil {
			defs = append(defs, def{m[1], m[2]})
		} else if !directiveLine.MatchString(l) {
			code = append(code, l)
		}
	}
	hot := map[string]bool{}
	uses := func(l string) bool {
		if pragmaText.MatchString(l) {
			return true
		}
		for _, id := range identifier.FindAllString(l, -1) {
			if hot[id] {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for _, d := range defs {
			if !hot[d.name] && uses(d.body) {
				hot[d.name], changed = true, true
			}
		}
	}
	for _, l := range code {
		if uses(l) {
			return true
		}
	}
	return false
}

// readInFile reports whether file is a header read in, by its marks.
func readInFile(marks []LineMark, file string) bool {
	for _, m := range marks {
		if m.ReadIn && m.File == file {
			return true
		}
	}
	return false
}

package frontend

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
)

// Headers with directives the lowering must replace in the host output
// (target constructs, data directives, the declare target forms gcc 12
// rejects) cannot stay behind an #include: the host output keeps the
// headers as written. A header beside the main file, included with
// `#include "h.h"` by the main file or by such a header, is therefore
// read into the unit in place of its #include line, between #line
// directives that keep its positions (diagnostics, manifests, the host
// compiler's messages and __FILE__/__LINE__) those of the header, when it
// holds such a directive or includes a header that does. Its quoted
// includes resolve in the same directory as before. A header with
// `#pragma once` is read in once; a later #include of another header
// reads the file itself, which its include guard skips.

var (
	includeLine = regexp.MustCompile(`^[ \t]*#[ \t]*include[ \t]*"([^"/\\]+)"[ \t]*(//.*)?$`)
	// lowerPragma matches a directive line the host output cannot keep
	// as written in a header.
	lowerPragma = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+(target\b|begin[ \t]+declare[ \t]+target\b|declare[ \t]+mapper\b|requires\b|declare[ \t]+target\b.*\b(enter|indirect)\b)`)
	pragmaOnce  = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+once[ \t]*$`)
	// keepOut are what reading a header in would change the meaning of.
	keepOut = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*(include_next|line\b|[0-9])`)
)

// maxReadIn bounds the nesting of headers read in.
const maxReadIn = 8

// inlineHeaders returns src with those headers read in (see above); src
// itself when there are none. name is the unit's name, path the file.
// A main file with #line directives of its own is left as it is.
func inlineHeaders(src []byte, path, name string) []byte {
	if _, marks := lineDirectives(src, name); len(marks) > 0 {
		return src
	}
	r := &headerReader{dir: filepath.Dir(path), nameDir: filepath.Dir(name),
		text: map[string][]byte{}, needs: map[string]bool{}, once: map[string]bool{}}
	out, changed := r.expand(src, name, map[string]bool{})
	if !changed {
		return src
	}
	return out
}

// headerReader reads headers in; text and needs cache each header's text
// (nil: not to be read in) and whether it is to be read in, once the
// headers with #pragma once already read.
type headerReader struct {
	dir, nameDir string
	text         map[string][]byte
	needs        map[string]bool
	once         map[string]bool
}

// expand returns text (of the file named file) with its #include lines of
// headers to read in replaced; open are the headers being read.
func (r *headerReader) expand(text []byte, file string, open map[string]bool) ([]byte, bool) {
	var b bytes.Buffer
	changed := false
	for start, line := 0, 1; start < len(text); line++ {
		end := bytes.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		l := text[start:end]
		start = end + 1
		m := includeLine.FindSubmatch(l)
		if m == nil || open[string(m[1])] || !r.need(string(m[1]), open, 0) {
			b.Write(l)
			if end < len(text) {
				b.WriteByte('\n')
			}
			continue
		}
		changed = true
		h := string(m[1])
		if r.once[h] {
			b.WriteByte('\n') // #pragma once: read in already
			continue
		}
		body := r.text[h]
		if pragmaOnce.Match(body) {
			r.once[h] = true
			body = pragmaOnce.ReplaceAll(body, nil)
		}
		open[h] = true
		body, _ = r.expand(body, filepath.Join(r.nameDir, h), open)
		delete(open, h)
		fmt.Fprintf(&b, "#line 1 %s\n", strconv.Quote(filepath.Join(r.nameDir, h)))
		b.Write(body)
		if len(body) > 0 && body[len(body)-1] != '\n' {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "#line %d %s\n", line+1, strconv.Quote(file))
	}
	return b.Bytes(), changed
}

// need reports whether header h (beside the main file) is to be read in:
// it holds a directive the host output cannot keep, or includes a header
// that is to be read in.
func (r *headerReader) need(h string, open map[string]bool, depth int) bool {
	if v, ok := r.needs[h]; ok {
		return v
	}
	if depth > maxReadIn {
		return false
	}
	if _, ok := r.text[h]; !ok {
		t, err := os.ReadFile(filepath.Join(r.dir, h))
		if err != nil || keepOut.Match(t) {
			t = nil
		}
		r.text[h] = t
	}
	t := r.text[h]
	if t == nil {
		return false
	}
	v := lowerPragma.Match(t)
	if !v {
		open[h] = true
		for _, l := range bytes.Split(t, []byte("\n")) {
			if m := includeLine.FindSubmatch(l); m != nil && !open[string(m[1])] && r.need(string(m[1]), open, depth+1) {
				v = true
				break
			}
		}
		delete(open, h)
	}
	if depth == 0 || v {
		r.needs[h] = v
	}
	return v
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

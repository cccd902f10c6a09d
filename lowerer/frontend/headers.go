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
// headers as written. A header the main file includes directly with
// `#include "h.h"` from the main file's own directory is therefore read
// into the unit in place of its #include line, between #line directives
// that keep its positions (diagnostics, manifests, the host compiler's
// messages and __FILE__/__LINE__) those of the header. Its quoted
// includes resolve in the same directory as before. A second #include of
// it reads the file itself, which its include guard then skips.

var (
	includeLine = regexp.MustCompile(`^[ \t]*#[ \t]*include[ \t]*"([^"/\\]+)"[ \t]*(//.*)?$`)
	// lowerPragma matches a directive line the host output cannot keep
	// as written in a header.
	lowerPragma = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+(target\b|begin[ \t]+declare[ \t]+target\b|declare[ \t]+mapper\b|requires\b|declare[ \t]+target\b.*\b(enter|indirect)\b)`)
	pragmaOnce  = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*pragma[ \t]+once[ \t]*$`)
	// keepOut are what inlining would change the meaning of.
	keepOut = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*(include_next|line\b|[0-9])`)
)

// inlineHeaders returns src with those headers read in (see above); src
// itself when there are none. name is the unit's name, path the file.
// A main file with #line directives of its own is left as it is.
func inlineHeaders(src []byte, path, name string) []byte {
	if _, marks := lineDirectives(src, name); len(marks) > 0 {
		return src
	}
	var out []byte
	line := 1
	for start := 0; start < len(src); line++ {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		if text := readIn(src[start:end], path, name, line); text != nil {
			if out == nil {
				out = append([]byte(nil), src[:start]...)
			}
			out = append(out, text...)
		} else if out != nil {
			out = append(out, src[start:end]...)
			if end < len(src) {
				out = append(out, '\n')
			}
		}
		start = end + 1
	}
	if out == nil {
		return src
	}
	return out
}

// readIn is the text that replaces main-file line l (number line) when it
// includes a header to read in; nil otherwise.
func readIn(l []byte, path, name string, line int) []byte {
	m := includeLine.FindSubmatch(l)
	if m == nil {
		return nil
	}
	h, err := os.ReadFile(filepath.Join(filepath.Dir(path), string(m[1])))
	if err != nil || !lowerPragma.Match(h) || keepOut.Match(h) {
		return nil
	}
	h = pragmaOnce.ReplaceAll(h, nil) // the file itself is not included
	var b bytes.Buffer
	fmt.Fprintf(&b, "#line 1 %s\n", strconv.Quote(filepath.Join(filepath.Dir(name), string(m[1]))))
	b.Write(h)
	if len(h) > 0 && h[len(h)-1] != '\n' {
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "#line %d %s\n", line+1, strconv.Quote(name))
	return b.Bytes()
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

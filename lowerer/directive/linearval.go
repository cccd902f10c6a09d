package directive

import "strings"

// gcc 12, which compiles the host output, refuses a modifier in a linear
// clause of a loop construct ("modifier should not be specified"), as
// OpenMP 4.5 did; OpenMP 5.2 and clang-19 take `val`, the one modifier C
// has, which means what no modifier means. The host text of such a
// directive spells `linear(val(list): step)` as `linear(    list : step)`
// and OpenMP 5.2's `linear(list: val, step(s))` as
// `linear(list:      (s))`, which gcc 12 (and clang-19) refuse
// otherwise.

// LinearValSpans returns the offsets in the pragma line text of the
// `val` that opens a linear clause's list, of its `(` and of the `)`
// that closes it, in threes; blanking them keeps the clause's list and
// step and every other offset of the line.
func LinearValSpans(text []byte) []int {
	skip := func(j int) int { return skipBlank(text, j) }
	word := func(j int, w string) bool {
		return j+len(w) <= len(text) && string(text[j:j+len(w)]) == w && (j+len(w) == len(text) || !identByte(text[j+len(w)]))
	}
	var out []int
	for i := 0; i < len(text); i++ {
		if i > 0 && identByte(text[i-1]) || !word(i, "linear") {
			continue
		}
		j := skip(i + len("linear"))
		if j >= len(text) || text[j] != '(' {
			continue
		}
		v := skip(j + 1)
		if !word(v, "val") {
			continue
		}
		open := skip(v + len("val"))
		if open >= len(text) || text[open] != '(' {
			continue
		}
		depth := 0
		for k := open; k < len(text); k++ {
			if text[k] == '(' {
				depth++
			} else if text[k] == ')' {
				depth--
				if depth == 0 {
					out = append(out, v, open, k)
					break
				}
			}
		}
	}
	return out
}

// WithoutLinearVal returns the pragma line text with the spans
// LinearValSpans finds blanked, and the modifier lists of OpenMP 5.2's
// spelling (`: val, step(s)`) left as the step alone (the same length,
// so every other offset stays).
func WithoutLinearVal(text []byte) []byte {
	out := append([]byte(nil), text...)
	spans := LinearValSpans(text)
	for k := 0; k+2 < len(spans); k += 3 {
		copy(out[spans[k]:], "   ")
		out[spans[k+1]], out[spans[k+2]] = ' ', ' '
	}
	blankModifierLists(out)
	return out
}

// blankModifierLists blanks, in each linear clause of text whose step
// is a 5.2 modifier list (`val`, `step(s)`, separated by commas), the
// modifier names and commas, and the colon too when no step remains.
func blankModifierLists(text []byte) {
	skip := func(j int) int { return skipBlank(text, j) }
	word := func(j int) string {
		e := j
		for e < len(text) && identByte(text[e]) {
			e++
		}
		return string(text[j:e])
	}
	for i := 0; i < len(text); i++ {
		if i > 0 && identByte(text[i-1]) || word(i) != "linear" {
			continue
		}
		open := skip(i + len("linear"))
		if open >= len(text) || text[open] != '(' {
			continue
		}
		// The clause's top-level colon and closing parenthesis.
		colon, close, depth := -1, -1, 0
		for k := open; k < len(text) && close < 0; k++ {
			switch text[k] {
			case '(':
				depth++
			case ')':
				if depth--; depth == 0 {
					close = k
				}
			case ':':
				if depth == 1 && colon < 0 {
					colon = k
				}
			}
		}
		if colon < 0 || close < 0 {
			continue
		}
		first := skip(colon + 1)
		w := word(first)
		next := skip(first + len(w))
		if !(w == "val" || w == "ref" || w == "uval") || next >= len(text) || text[next] != ',' && text[next] != ')' {
			if w != "step" || next >= len(text) || text[next] != '(' {
				continue // a step expression
			}
		}
		hasStep := false
		for k := colon + 1; k < close; {
			switch w := word(k); {
			case w == "val" || w == "ref" || w == "uval":
				copy(text[k:], strings.Repeat(" ", len(w)))
				k += len(w)
			case w == "step":
				copy(text[k:], "    ")
				hasStep = true
				k += len(w)
				// Keep the parenthesized step.
				for d := 0; k < close; k++ {
					if text[k] == '(' {
						d++
					} else if text[k] == ')' {
						if d--; d == 0 {
							k++
							break
						}
					}
				}
			case text[k] == ',':
				text[k] = ' '
				k++
			case w != "":
				k += len(w)
			default:
				k++
			}
		}
		if !hasStep {
			text[colon] = ' '
		}
		i = close
	}
}

// identByte: c may be part of an identifier.
func identByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// skipBlank is the offset of the first byte of text at or after j that
// is not blank (spaces, tabs, line ends and the backslashes that
// continue a pragma line).
func skipBlank(text []byte, j int) int {
	for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '\\' || text[j] == '\n' || text[j] == '\r') {
		j++
	}
	return j
}

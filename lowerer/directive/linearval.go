package directive

// gcc 12, which compiles the host output, refuses a modifier in a linear
// clause of a loop construct ("modifier should not be specified"), as
// OpenMP 4.5 did; OpenMP 5.2 and clang-19 take `val`, the one modifier C
// has, which means what no modifier means. The host text of such a
// directive spells `linear(val(list): step)` as `linear(    list : step)`.

// LinearValSpans returns the offsets in the pragma line text of the
// `val` that opens a linear clause's list, of its `(` and of the `)`
// that closes it, in threes; blanking them keeps the clause's list and
// step and every other offset of the line.
func LinearValSpans(text []byte) []int {
	ident := func(c byte) bool {
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	blank := func(c byte) bool { return c == ' ' || c == '\t' || c == '\\' || c == '\n' || c == '\r' }
	skip := func(j int) int {
		for j < len(text) && blank(text[j]) {
			j++
		}
		return j
	}
	word := func(j int, w string) bool {
		return j+len(w) <= len(text) && string(text[j:j+len(w)]) == w && (j+len(w) == len(text) || !ident(text[j+len(w)]))
	}
	var out []int
	for i := 0; i < len(text); i++ {
		if i > 0 && ident(text[i-1]) || !word(i, "linear") {
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
// LinearValSpans finds blanked (the same length, so every other offset
// stays).
func WithoutLinearVal(text []byte) []byte {
	spans := LinearValSpans(text)
	if len(spans) == 0 {
		return text
	}
	out := append([]byte(nil), text...)
	for k := 0; k+2 < len(spans); k += 3 {
		copy(out[spans[k]:], "   ")
		out[spans[k+1]], out[spans[k+2]] = ' ', ' '
	}
	return out
}

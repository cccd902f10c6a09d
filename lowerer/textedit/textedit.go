// Package textedit is the one edit of host text that the stages
// rewriting it (host fallbacks, host loop constructs, host teams,
// allocate alignments, linear items) hand each other and the splices
// that assemble them: a byte range of the main file and its
// replacement.
package textedit

import "sort"

// Edit replaces the host text [Start, End) with Text; Start == End
// inserts Text there.
type Edit struct {
	Start, End int
	Text       string
}

// Apply returns text, the host text from offset base, with edits
// applied (ordered by their start, stably, in place): from the last back,
// so earlier offsets stay valid. The edits must lie in text and not
// overlap.
func Apply(text []byte, base int, edits []Edit) []byte {
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		text = []byte(string(text[:e.Start-base]) + e.Text + string(text[e.End-base:]))
	}
	return text
}

// Overlap reports whether an edit of es crosses one of others; an
// insertion counts inside a range only strictly, so insertions at either
// end of a replaced range do not cross it.
func Overlap(es, others []Edit) bool {
	for _, e := range es {
		for _, o := range others {
			if e.Start < o.End && o.Start < e.End || e.Start == e.End && o.Start < e.Start && e.Start < o.End ||
				o.Start == o.End && e.Start < o.Start && o.Start < e.End {
				return true
			}
		}
	}
	return false
}

// Package diag defines compiler-style diagnostics: every error the lowerer
// reports names a source position so editors and CI logs can jump to it.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; Col counts
// bytes, as gcc does.
type Pos struct {
	File string
	Line int
	Col  int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Less orders positions within one file, then by file name.
func (p Pos) Less(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Diagnostic is one error or note.
type Diagnostic struct {
	Pos      Pos
	Severity string // "error" or "note"
	Msg      string
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Msg)
}

// List collects diagnostics. It implements error so a failed phase can
// return everything it found at once.
type List []Diagnostic

// Errorf appends an error at pos.
func (l *List) Errorf(pos Pos, format string, args ...interface{}) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: "error", Msg: fmt.Sprintf(format, args...)})
}

// Notef appends a note at pos; notes follow the error they explain.
func (l *List) Notef(pos Pos, format string, args ...interface{}) {
	*l = append(*l, Diagnostic{Pos: pos, Severity: "note", Msg: fmt.Sprintf(format, args...)})
}

// At reports whether l holds a diagnostic at pos (a more specific check
// already reported what is there).
func (l List) At(pos Pos) bool {
	for _, d := range l {
		if d.Pos == pos {
			return true
		}
	}
	return false
}

// HasErrors reports whether any error was recorded.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == "error" {
			return true
		}
	}
	return false
}

// Err returns l as an error, or nil when l holds no error.
func (l List) Err() error {
	if !l.HasErrors() {
		return nil
	}
	return l
}

func (l List) Error() string {
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.String())
	}
	return b.String()
}

// Sorted returns the errors in source order, each followed by its notes.
func (l List) Sorted() List {
	type group struct {
		head  Diagnostic
		notes []Diagnostic
	}
	var gs []group
	for _, d := range l {
		if d.Severity == "note" && len(gs) > 0 {
			gs[len(gs)-1].notes = append(gs[len(gs)-1].notes, d)
			continue
		}
		gs = append(gs, group{head: d})
	}
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].head.Pos.Less(gs[j].head.Pos) })
	var out List
	for _, g := range gs {
		out = append(out, g.head)
		out = append(out, g.notes...)
	}
	return out
}

// Error is a single positioned error, for code that stops at the first one.
func Error(pos Pos, format string, args ...interface{}) List {
	var l List
	l.Errorf(pos, format, args...)
	return l
}

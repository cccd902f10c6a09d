package devsync

import (
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// meetingKinds are the constructs at which the whole team meets: a
// barrier, and single and sections, whose end is one.
var meetingKinds = map[directive.Kind]bool{
	directive.Barrier: true, directive.Single: true, directive.Sections: true,
}

// oneThreadKinds are the regions that some threads of a team run alone
// or in turn (OpenMP 5.2 §15.3.1, §11.1, §11.3: a barrier or a
// worksharing construct may not be closely nested in them).
var oneThreadKinds = map[directive.Kind]bool{
	directive.Masked: true, directive.Master: true, directive.Single: true, directive.Critical: true,
	directive.Sections: true, directive.Task: true, directive.Ordered: true,
}

// meetsInside reports construct s, one at which the team meets, when it
// is inside the statement of another construct that not every thread of
// the team runs: the team could never meet there.
func (l *lowering) meetsInside(s *Site) bool {
	if !meetingKinds[s.Dir.Kind] {
		return false
	}
	for _, t := range l.sites {
		if t == s || t.Stmt == nil || !oneThreadKinds[t.Dir.Kind] {
			continue
		}
		lo, hi := t.Span()
		if s.Pragma.Seq >= lo && s.Pragma.Seq < hi && !(t.Combined && s.Combined && t.Stmt == s.Stmt) {
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp %s' may not be closely nested in the region of '#pragma omp %s'", s.Dir.Kind, t.Dir.Kind)
			return true
		}
	}
	return false
}

// criticalInSame reports critical construct s when it is inside the
// statement of a critical construct of the same name (both unnamed
// too): the thread holding the lock would wait for itself. clang-19
// refuses the nesting.
func (l *lowering) criticalInSame(s *Site) bool {
	if s.Dir.Kind != directive.Critical {
		return false
	}
	for _, t := range l.sites {
		if t == s || t.Stmt == nil || t.Dir.Kind != directive.Critical || t.Dir.Sync.Name != s.Dir.Sync.Name {
			continue
		}
		if lo, hi := t.Span(); s.Pragma.Seq >= lo && s.Pragma.Seq < hi {
			name := "an unnamed 'critical' region"
			if n := s.Dir.Sync.Name; n != "" {
				name = "a 'critical' region of the same name '" + n + "'"
			}
			l.Errs.Errorf(s.Pragma.Pos, "'#pragma omp critical' may not be nested in %s (at %d:%d): the thread would wait for itself", name, t.Pragma.Pos.Line, t.Pragma.Pos.Col)
			return true
		}
	}
	return false
}

package devsync

import "testing"

// A critical construct's lock is named by the bytes of its name: letters,
// digits and '_' as character literals, other bytes as numbers, so that
// two names never share a lock.
func TestCritLock(t *testing.T) {
	for name, want := range map[string]string{
		"":          "&::__omp_crit_lock<>",
		"c_1":       "&::__omp_crit_lock<'c', '_', '1'>",
		"Z\xc3\xa9": "&::__omp_crit_lock<'Z', 195, 169>",
	} {
		if got := CritLock(name); got != want {
			t.Errorf("CritLock(%q) = %q, want %q", name, got, want)
		}
	}
}

// A construct without private copies still opens and closes a block;
// the numbering of temporaries goes on across Next and Copies.
func TestTempsNumbering(t *testing.T) {
	var tm Temps
	if c := tm.Copies(nil); c.Open != "{ " || c.Shut != "}" || c.Close != "" || c.LastCopy != "" {
		t.Errorf("Copies(nil) = %+v", c)
	}
	if a, b := tm.Next(), tm.Next(); a != 1 || b != 2 {
		t.Errorf("Next: %d, %d; want 1, 2", a, b)
	}
}

package directive

import "testing"

func TestIsIdent(t *testing.T) {
	for s, want := range map[string]bool{
		"x": true, "_a1": true, "omp_get_num_teams": true, "int": true,
		"": false, "1x": false, "a-b": false, "a.b": false, "(": false,
	} {
		if got := IsIdent(s); got != want {
			t.Errorf("IsIdent(%q) = %v, want %v", s, got, want)
		}
	}
}

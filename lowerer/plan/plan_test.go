package plan

import "testing"

func TestParseCleanupSetting(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want CleanupSetting
		ok   bool
	}{
		{"all", CleanupsAll, true},
		{"none", CleanupsNone, true},
		{"", "", false},
		{"some", "", false},
		{"ALL", "", false},
	} {
		got, err := ParseCleanupSetting(tc.in)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("ParseCleanupSetting(%q) = %q, %v; want %q, ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

package offloadbuild

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestProgramEnv(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, env string // env "": no .env file
		want      []string
		err       string
	}{
		{name: "none"},
		{name: "two", env: "# comment\nA=1\n\n  B=x y  \n", want: []string{"A=1", "B=x y"}},
		{name: "bad", env: "A=1\nNOVALUE\n", err: "bad.env:2: want NAME=VALUE"},
		{name: "noname", env: "=1\n", err: "noname.env:1"},
	} {
		src := filepath.Join(dir, tc.name+".c")
		if tc.env != "" {
			if err := os.WriteFile(filepath.Join(dir, tc.name+".env"), []byte(tc.env), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := ProgramEnv(src)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: ProgramEnv = %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

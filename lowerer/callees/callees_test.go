package callees_test

import (
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding/bindingtest"
	"github.com/omp-offload/rules_omp_offload/lowerer/callees"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

const unit = `#include <omp.h>
#include <math.h>
int helper(int x) { return x + 1; }
int undefined(int x);
int declared_only(int x);
#pragma omp declare variant(helper) match(construct={target})
int base2(int x);
int omp_mine(void) { return 3; }
void task(int *a) {
  #pragma omp task final(a[0] > 1)
  a[0]++;
}
`

// A call in device code reaches a routine the device provides or a
// function the unit defines (then declare target implicitly); the rest
// is refused with why.
func TestCall(t *testing.T) {
	const fn = "declare target function 'f'"
	tests := []struct {
		name, where string
		// wantErr is a part of the error, "" for none.
		wantErr string
		// declared: the callee is declare target after the call;
		// state: the unit's kernels set the execution state.
		declared, state bool
	}{
		{"helper", fn, "", true, false},
		{"omp_mine", fn, "", true, false},
		{"sqrt", fn, "", false, false},
		{"printf", fn, "", false, false},
		{"omp_get_thread_num", fn, "", false, false},
		{"omp_get_level", fn, "", false, true},
		{"omp_set_num_threads", fn, "OpenMP routine 'omp_set_num_threads' cannot be called in declare target function 'f': it changes or prints the host's settings", false, false},
		{"omp_target_alloc", fn, "memory and device management routines run on the host", false, false},
		{"omp_fulfill_event", fn, "OpenMP routine 'omp_fulfill_event' in declare target function 'f' is not supported yet", false, false},
		{"omp_in_final", fn, "OpenMP routine 'omp_in_final' in declare target function 'f' is not supported yet in a unit with a 'final' clause (at 10:20)", false, false},
		{"omp_in_final", "a target region", "", false, false},
		{"undefined", "a target region", "call to 'undefined' in a target region is not supported: its definition is not in this translation unit", false, false},
		{"base2", fn, "call to 'base2' in declare target function 'f' is not supported yet: 'base2' has a declare variant", false, false},
		{"declared_only", fn, "declare target function 'declared_only' is called in declare target function 'f' but not defined in this translation unit", true, false},
	}
	u, _ := bindingtest.Parse(t, unit, frontend.Options{})
	for _, tc := range tests {
		t.Run(tc.name+" in "+tc.where, func(t *testing.T) {
			var errs diag.List
			state := false
			declared := map[string]bool{"declared_only": true}
			c := callees.New(callees.Input{Errs: &errs, Unit: u, Declared: declared, RuntimeState: &state})
			for i := range u.Pragmas {
				// The tokens after "#pragma": omp declare variant ...
				if p := &u.Pragmas[i]; len(p.Toks) > 2 && p.Toks[1].Text == "declare" && p.Toks[2].Text == "variant" {
					c.DeclareVariant(p)
				}
			}
			c.Call(tc.name, cc.Token{}, tc.where)
			got := ""
			if len(errs) > 0 {
				got = errs.Error()
			}
			if tc.wantErr == "" && got != "" || !strings.Contains(got, tc.wantErr) {
				t.Errorf("errors %q, want %q", got, tc.wantErr)
			}
			if declared[tc.name] != tc.declared {
				t.Errorf("declare target %v, want %v", declared[tc.name], tc.declared)
			}
			if state != tc.state {
				t.Errorf("execution state %v, want %v", state, tc.state)
			}
		})
	}
}

// The device library: what device code may call without a definition,
// and which of those calls write no user memory.
func TestLibrary(t *testing.T) {
	tests := []struct {
		name                string
		library, pure, math bool
	}{
		{"sqrtf", true, true, true},
		{"frexp", true, false, true},
		{"memcpy", true, false, false},
		{"omp_set_lock", true, false, false},
		{"omp_get_team_num", true, true, false},
		{"printf", true, true, false},
		{"malloc", true, false, false},
		{"strlen", true, false, false},
		{"fopen", false, false, false},
		{"omp_set_num_threads", false, false, false},
	}
	for _, tc := range tests {
		if got := callees.Library(tc.name); got != tc.library {
			t.Errorf("Library(%q) = %v, want %v", tc.name, got, tc.library)
		}
		if got := callees.Pure(tc.name); got != tc.pure {
			t.Errorf("Pure(%q) = %v, want %v", tc.name, got, tc.pure)
		}
		if got := callees.Math(tc.name); got != tc.math {
			t.Errorf("Math(%q) = %v, want %v", tc.name, got, tc.math)
		}
	}
}

// System headers are the host compiler's include directories and the
// front end's predefined text; the unit's own files are not.
func TestInSystemFile(t *testing.T) {
	u := &frontend.Unit{SysIncludes: []string{"/usr/include", "", "/usr/lib/gcc/x86_64-linux-gnu/12/include/"}}
	c := callees.New(callees.Input{Unit: u})
	tests := []struct {
		file string
		want bool
	}{
		{"/usr/include/stdio.h", true},
		{"/usr/include/x86_64-linux-gnu/bits/types.h", true},
		{"/usr/lib/gcc/x86_64-linux-gnu/12/include/omp.h", true},
		{"/usr/includes/mine.h", false},
		{"/home/me/prog.c", false},
		{"<predefined>", true},
		{"prog.c", false},
	}
	for _, tc := range tests {
		if got := c.InSystemFile(tc.file); got != tc.want {
			t.Errorf("InSystemFile(%q) = %v, want %v", tc.file, got, tc.want)
		}
	}
}

// Def finds the unit's function definitions by name, not its
// declarations.
func TestDef(t *testing.T) {
	u, _ := bindingtest.Parse(t, unit, frontend.Options{})
	c := callees.New(callees.Input{Unit: u})
	for name, want := range map[string]bool{"helper": true, "task": true, "undefined": false, "nothing": false} {
		if got := c.Def(name) != nil; got != want {
			t.Errorf("Def(%q) found %v, want %v", name, got, want)
		}
	}
}

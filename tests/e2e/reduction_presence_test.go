package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadbuild"
	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// The reduction variable of a combined target construct is mapped tofrom
// (OpenMP 5.2, reduction clause): when it is already present on the
// device (an enclosing target data or enter data), its device copy is the
// one reduced, and the enclosing map decides what the host sees. This test
// generates one program that covers every reduction operator on the loop
// constructs, with the variable not present, present through target data
// with each map-type, present through enter data, mapped explicitly on the
// construct, reduced twice while present, and run on the host with if(0)
// while present. Each case prints the values the host and the device hold
// at chosen points; every expected value is a different number, so a
// reduction into the wrong copy, or a lost original value, changes the
// output. The program checks itself against a sequential reduction on the
// host (the expected values it embeds); where clang 19 can build OpenMP
// offload programs, the test also builds the program with clang and
// compares the whole output.

// redOp is one reduction operator with a variable type and a loop body
// that folds one value per iteration into x.
type redOp struct {
	name, op, typ, body string
	// i, d, j, k: the host's initial value, the value written to the
	// device copy, and two later host values; all four differ and are
	// chosen so that a fold into another start value gives another result.
	i, d, j, k string
}

var redOps = []redOp{
	{"add", "+", "long long", "x += (i % 7) - 2;", "1000", "2000", "3000", "4000"},
	{"sub", "-", "double", "x -= (double)((i % 5) - 1);", "10.5", "20.25", "30.0", "40.0"},
	{"mul", "*", "double", "x *= (i % 100 == 0) ? 2.0 : 1.0;", "3.0", "5.0", "7.0", "11.0"},
	{"min", "min", "int", "{ int v = (i * 37) % 1001 - 500; if (v < x) x = v; }", "100", "-700", "200", "300"},
	{"max", "max", "double", "{ double v = (double)((i * 53) % 997 - 400); if (v > x) x = v; }", "-1000.0", "700.0", "-900.0", "900.0"},
	{"and", "&", "unsigned", "x &= ~(1u << (i % 20));", "0xF0F0F0F0u", "0x0FF0FFF0u", "0x12345678u", "0x9ABCDEF0u"},
	{"or", "|", "unsigned long long", "x |= 1ull << (i % 40);", "0x0F00000000000000ull", "0x3000000000000000ull", "0x5ull", "0x6ull"},
	{"xor", "^", "unsigned short", "x ^= (unsigned short)(i * 40503u);", "0x1111", "0x2222", "0x3333", "0x4444"},
	{"land", "&&", "int", "x = x && (i >= 0);", "2", "0", "1", "3"},
	{"lor", "||", "signed char", "x = x || (i < 0);", "0", "5", "0", "7"},
}

// redConstruct is a loop construct that takes reduction.
type redConstruct struct{ name, directive string }

var redConstructs = []redConstruct{
	{"tpf", "target parallel for"},
	{"ttd", "target teams distribute num_teams(5)"},
	{"ttdpf", "target teams distribute parallel for"},
}

// redEnv is a data environment around the construct: code with LOOP
// (the construct with its loop) and SHOW(label, expected) placeholders;
// expected values are C expressions over I, D, J, K and R(v) (the
// sequential reduction starting from v). The last line shows the host
// value after the environment.
type redEnv struct {
	name  string
	extra string // clauses added to the construct
	code  string
	all   bool // run on every construct (else on the last one only)
}

var redEnvs = []redEnv{
	{"none", "", "x = I; LOOP SHOW(after, R(I))", true},
	{"construct_tofrom", " map(tofrom: x)", "x = I; LOOP SHOW(after, R(I))", false},
	{"data_tofrom", "", "x = I;\n#pragma omp target data map(tofrom: x)\n{ LOOP SHOW(inside, I) }\nSHOW(after, R(I))", true},
	{"data_tofrom_construct_tofrom", " map(tofrom: x)", "x = I;\n#pragma omp target data map(tofrom: x)\n{ LOOP SHOW(inside, I) }\nSHOW(after, R(I))", false},
	{"data_to", "", "x = I;\n#pragma omp target data map(to: x)\n{ LOOP SHOW(inside, I)\n#pragma omp target update from(x)\nSHOW(device, R(I)) x = J; }\nSHOW(after, J)", false},
	{"data_from", "", "x = I;\n#pragma omp target data map(from: x)\n{ x = D;\n#pragma omp target update to(x)\nx = J; LOOP SHOW(inside, J) }\nSHOW(after, R(D))", true},
	{"data_alloc", "", "x = I;\n#pragma omp target data map(alloc: x)\n{ x = D;\n#pragma omp target update to(x)\nx = J; LOOP SHOW(inside, J)\n#pragma omp target update from(x)\nSHOW(device, R(D)) x = K; }\nSHOW(after, K)", false},
	{"enter_to_exit_from", "", "x = I;\n#pragma omp target enter data map(to: x)\nx = J; LOOP SHOW(inside, J)\n#pragma omp target exit data map(from: x)\nSHOW(after, R(I))", true},
	{"enter_alloc_exit_release", "", "x = I;\n#pragma omp target enter data map(alloc: x)\nx = D;\n#pragma omp target update to(x)\nx = J; LOOP SHOW(inside, J)\n#pragma omp target update from(x)\nSHOW(device, R(D)) x = K;\n#pragma omp target exit data map(release: x)\nSHOW(after, K)", false},
	{"data_tofrom_twice", "", "x = I;\n#pragma omp target data map(tofrom: x)\n{ LOOP LOOP SHOW(inside, I) }\nSHOW(after, R(R(I)))", false},
	{"data_tofrom_if0", " if(0)", "x = I;\n#pragma omp target data map(tofrom: x)\n{ LOOP SHOW(inside, R(I)) }\nSHOW(after, I)", false},
}

// reductionProgram writes the generated program.
func reductionProgram() string {
	var b strings.Builder
	b.WriteString("/* Generated by reduction_presence_test.go. */\n#include <stdio.h>\n#define N 1000\nstatic int bad;\n")
	for _, o := range redOps {
		fmt.Fprintf(&b, "static %s seq_%s(%s x) {\n  for (int i = 0; i < N; i++) %s\n  return x;\n}\n", o.typ, o.name, o.typ, o.body)
		format, cast := "%lld", "long long"
		switch {
		case o.typ == "double":
			format, cast = "%.17g", "double"
		case strings.HasPrefix(o.typ, "unsigned"):
			format, cast = "%llu", "unsigned long long"
		}
		fmt.Fprintf(&b, "static void show_%s(const char *c, const char *what, %s got, %s want) {\n", o.name, o.typ, o.typ)
		fmt.Fprintf(&b, "  printf(\"%%s %%s=%s\\n\", c, what, (%s)got);\n", format, cast)
		fmt.Fprintf(&b, "  if (got != want) { printf(\"MISMATCH %%s %%s: want %s\\n\", c, what, (%s)want); bad++; }\n}\n", format, cast)
	}
	var calls []string
	for ci, c := range redConstructs {
		for _, e := range redEnvs {
			if !e.all && ci != len(redConstructs)-1 {
				continue
			}
			for _, o := range redOps {
				fn := fmt.Sprintf("case_%s_%s_%s", c.name, e.name, o.name)
				calls = append(calls, fn)
				loop := fmt.Sprintf("\n#pragma omp %s reduction(%s: x)%s\nfor (int i = 0; i < N; i++) %s\n", c.directive, o.op, e.extra, o.body)
				code := e.code
				code = strings.ReplaceAll(code, "LOOP", loop)
				code = expandShow(code, fn, o)
				for _, v := range [][2]string{{"I", o.i}, {"D", o.d}, {"J", o.j}, {"K", o.k}} {
					code = replaceWord(code, v[0], "("+v[1]+")")
				}
				fmt.Fprintf(&b, "static void %s(void) {\n  %s x;\n%s\n}\n", fn, o.typ, code)
			}
		}
	}
	b.WriteString("int main(void) {\n")
	for _, c := range calls {
		fmt.Fprintf(&b, "  %s();\n", c)
	}
	b.WriteString("  if (bad) { printf(\"FAIL %d mismatches\\n\", bad); return 1; }\n  printf(\"PASS reductions\\n\");\n  return 0;\n}\n")
	return b.String()
}

// expandShow turns SHOW(label, expr) into a call of the op's show
// function; R(v) in expr becomes the sequential reduction from v.
func expandShow(code, fn string, o redOp) string {
	for {
		i := strings.Index(code, "SHOW(")
		if i < 0 {
			return code
		}
		depth, j := 0, i+len("SHOW")
		for ; j < len(code); j++ {
			if code[j] == '(' {
				depth++
			} else if code[j] == ')' {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		args := strings.SplitN(code[i+len("SHOW("):j], ",", 2)
		want := strings.ReplaceAll(strings.TrimSpace(args[1]), "R(", "seq_"+o.name+"(")
		call := fmt.Sprintf("show_%s(\"%s\", \"%s\", x, %s);", o.name, fn, strings.TrimSpace(args[0]), want)
		code = code[:i] + call + code[j+1:]
	}
}

// replaceWord replaces the one-letter placeholder w where it stands alone.
func replaceWord(s, w, with string) string {
	var b strings.Builder
	isIdent := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	inString := false
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			inString = !inString
		}
		if !inString && strings.HasPrefix(s[i:], w) && (i == 0 || !isIdent(s[i-1])) && (i+len(w) == len(s) || !isIdent(s[i+len(w)])) {
			b.WriteString(with)
			i += len(w) - 1
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// clangOffload returns clang 19 (offloadtools.NeedClang) after checking
// that it builds an OpenMP offload program whose region runs on the x86_64
// host plugin with OMP_TARGET_OFFLOAD=MANDATORY.
func clangOffload(t *testing.T, ts offloadtools.Tools) string {
	clang := offloadtools.NeedClang(t)
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.c")
	if err := os.WriteFile(probe, []byte("#include <omp.h>\nint main(void) { int x = 0;\n#pragma omp target map(tofrom: x)\nx = omp_is_initial_device() ? 1 : 2;\nreturn x != 2; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "probe")
	out, err := exec.Command(clang, clangArgs(ts, probe, exe)...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s cannot build an offload program (%v): %s", clang, err, out)
	}
	if run := offloadbuild.Run(exe, "MANDATORY", runTimeout); run.Err != nil {
		t.Fatalf("clang 19's offload program did not run its region on an offload device (%v):\n%s%s", run.Err, run.Stdout, run.Stderr)
	}
	return clang
}

// TestClangReference checks the reference compiler the comparisons use.
func TestClangReference(t *testing.T) {
	clangOffload(t, offloadtools.Need(t))
}

func clangArgs(ts offloadtools.Tools, src, exe string) []string {
	return append([]string{"-O1", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-o", exe, src},
		offloadtools.RuntimeLinkFlags(ts.LLVMLib)...)
}

// TestReductionPresence builds and runs the generated program and compares
// its output with clang 19's build of it.
func TestReductionPresence(t *testing.T) {
	ts := offloadtools.Need(t)
	src := filepath.Join(t.TempDir(), "reductions.c")
	prog := reductionProgram()
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	b := buildSource(t, ts, src, "reductions", false)
	got := execute(t, b, "MANDATORY")
	if !strings.HasSuffix(got, "PASS reductions\n") || strings.Contains(got, "MISMATCH") {
		t.Errorf("the program found wrong values:\n%s", grepLines(got, "MISMATCH", "FAIL"))
	}
	if n := strings.Count(got, "\n"); n < 300 {
		t.Errorf("only %d lines of output; the cases did not all run:\n%s", n, got)
	}
	clang := clangOffload(t, ts)
	exe := filepath.Join(t.TempDir(), "reductions.clang")
	if out, err := exec.Command(clang, clangArgs(ts, src, exe)...).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), "OMP_TARGET_OFFLOAD=MANDATORY")
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("the clang build: %v\n%s", err, out.String())
	}
	compareOutput(t, "against clang 19", got, out.String())
}

// grepLines returns the lines of s that contain one of words.
func grepLines(s string, words ...string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		for _, w := range words {
			if strings.Contains(l, w) {
				out = append(out, l)
				break
			}
		}
	}
	return strings.Join(out, "\n")
}

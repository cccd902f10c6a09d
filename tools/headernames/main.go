// Command headernames writes lowerer/naming/headernames.go: the
// identifiers that the headers of the device source (.cu) declare at
// global scope or define as macros, as the two compilers of the device
// source see them: nvcc's device pass (which includes CUDA's headers
// before the file) and the host C++ compiler that builds the host-plugin
// image. A program's name among them is renamed in the device source
// (naming.HeaderClash, docs/device-code.md).
//
//	go run ./tools/headernames -nvcc nvcc -cxx g++ -o lowerer/naming/headernames.go
//
// The list is found by the compilers, not by reading the headers: the
// candidates are the identifiers of the preprocessed device header
// (nvcc -E, g++ -E), and a candidate is kept when a probe file that
// declares it after the header (as an extern "C" variable of a type of
// its own, and as a struct) does not compile, each probe on a line of
// its own so that the compilers' errors name it. Macros come from -dM.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/csupport"
	"github.com/omp-offload/rules_omp_offload/lowerer/naming"
)

func main() {
	nvcc := flag.String("nvcc", "nvcc", "nvcc")
	cxx := flag.String("cxx", "g++", "host C++ compiler")
	out := flag.String("o", "", "output Go file (stdout when empty)")
	flag.Parse()
	names, err := Find(*nvcc, *cxx)
	if err != nil {
		fmt.Fprintln(os.Stderr, "headernames:", err)
		os.Exit(1)
	}
	src := Format(names, describe(*nvcc, *cxx))
	if *out == "" {
		os.Stdout.Write(src)
		return
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "headernames:", err)
		os.Exit(1)
	}
}

// Names are the identifiers found, each sorted.
type Names struct {
	Globals []string // declared at global scope (any kind of entity)
	Macros  []string // defined as macros
}

// header is the device header as the device source holds it.
func header() string { return csupport.Device + csupport.Loop + csupport.Generic }

// compiler is one of the two compilations of the device source.
type compiler struct {
	pre    []string // preprocess to stdout: args before the file
	macros []string // list macros (-dM)
	check  []string // compile, reporting every error
}

func compilers(nvcc, cxx string) map[string]compiler {
	nv := []string{nvcc, "-ccbin", cxx, "-allow-unsupported-compiler", "-arch=sm_90"}
	return map[string]compiler{
		"nvcc": {
			pre:    append(append([]string{}, nv...), "-E"),
			macros: append(append([]string{}, nv...), "-E", "-Xcompiler", "-dM"),
			check:  append(append([]string{}, nv...), "-cubin", "-Xcicc", "--error_limit=1000000", "-o", os.DevNull),
		},
		"cxx": {
			pre:    []string{cxx, "-x", "c++", "-E"},
			macros: []string{cxx, "-x", "c++", "-E", "-dM"},
			check:  []string{cxx, "-x", "c++", "-fsyntax-only", "-fmax-errors=0"},
		},
	}
}

var identRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// Find runs the compilers over the device header and its probes.
func Find(nvcc, cxx string) (Names, error) {
	dir, err := os.MkdirTemp("", "headernames")
	if err != nil {
		return Names{}, err
	}
	defer os.RemoveAll(dir)
	base := filepath.Join(dir, "base.cu")
	if err := os.WriteFile(base, []byte(header()), 0o644); err != nil {
		return Names{}, err
	}
	cands, macros := map[string]bool{}, map[string]bool{}
	cs := compilers(nvcc, cxx)
	for _, c := range cs {
		pre, err := output(append(c.pre, base))
		if err != nil {
			return Names{}, err
		}
		for _, id := range identifiers(pre) {
			cands[id] = true
		}
		defs, err := output(append(c.macros, base))
		if err != nil {
			return Names{}, err
		}
		for _, line := range strings.Split(defs, "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "#define" {
				name := f[1]
				if i := strings.IndexByte(name, '('); i >= 0 {
					name = name[:i]
				}
				if !reserved(name) {
					macros[name] = true
				}
			}
		}
	}
	var probe []string
	for id := range cands {
		if !macros[id] && !strings.HasPrefix(id, "_") && !keyword(id) {
			probe = append(probe, id)
		}
	}
	sort.Strings(probe)
	globals := map[string]bool{}
	for _, c := range cs {
		for _, form := range []string{"extern \"C\" { extern struct __omp_probe_t %s; }", "struct %s { struct __omp_probe_t m; };"} {
			failed, err := probeFails(dir, c.check, probe, form)
			if err != nil {
				return Names{}, err
			}
			for _, id := range failed {
				globals[id] = true
			}
		}
	}
	return Names{Globals: sorted(globals), Macros: sorted(macros)}, nil
}

// probeFails compiles the header followed by one line per name (form
// with the name) and returns the names whose line has an error.
func probeFails(dir string, check, names []string, form string) ([]string, error) {
	var b strings.Builder
	b.WriteString(header())
	b.WriteString("\nstruct __omp_probe_t { int m; };\n")
	first := strings.Count(b.String(), "\n") + 1 // line of names[0]
	for _, n := range names {
		fmt.Fprintf(&b, form+"\n", n)
	}
	path := filepath.Join(dir, "probe.cu")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(check[0], append(check[1:], path)...)
	cmd.Dir = dir
	msg, err := cmd.CombinedOutput()
	if err == nil {
		return nil, fmt.Errorf("%s: the probe compiled without an error (%s)", check[0], form)
	}
	if _, ok := err.(*exec.ExitError); !ok {
		return nil, err
	}
	// nvcc: probe.cu(123): error: ...; g++: probe.cu:123:4: error: ...
	re := regexp.MustCompile(`probe\.cu(?:\((\d+)\)|:(\d+):\d+): (?:fatal )?error`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(string(msg), -1) {
		line, _ := strconv.Atoi(m[1] + m[2])
		if i := line - first; i >= 0 && i < len(names) {
			out = append(out, names[i])
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s failed on no probe line:\n%s", check[0], tail(msg))
	}
	return out, nil
}

func tail(b []byte) string {
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return string(b)
}

func output(args []string) (string, error) {
	cmd := exec.Command(args[0], args[1:]...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out), nil
}

// identifiers lists the identifiers of preprocessed text outside line
// markers, string and character literals and numbers.
func identifiers(pre string) []string {
	var ids []string
	for _, line := range strings.Split(pre, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		for i := 0; i < len(line); {
			c := line[i]
			switch {
			case c == '"' || c == '\'':
				j := i + 1
				for j < len(line) && line[j] != c {
					if line[j] == '\\' {
						j++
					}
					j++
				}
				i = j + 1
			case c >= '0' && c <= '9' || c == '.':
				j := i + 1
				for j < len(line) && (isIdent(line[j]) || line[j] == '.') {
					j++
				}
				i = j
			case isIdent(c):
				loc := identRE.FindStringIndex(line[i:])
				ids = append(ids, line[i:i+loc[1]])
				i += loc[1]
			default:
				i++
			}
		}
	}
	return ids
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// reserved reports whether C reserves name everywhere (__x, _X): no
// program declares it.
func reserved(name string) bool {
	return strings.HasPrefix(name, "__") || len(name) > 1 && name[0] == '_' && name[1] >= 'A' && name[1] <= 'Z'
}

// keyword reports whether name is a keyword of C or C++ (which the
// probes cannot declare; C++'s are renamed on their own).
func keyword(name string) bool {
	return naming.CxxKeywords[name] || cKeywords[name]
}

var cKeywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`asm auto break case char const continue default do double else enum
		extern float for goto if inline int long register restrict return short signed sizeof static
		struct switch typedef typeof union unsigned void volatile while`) {
		cKeywords[k] = true
	}
}

func sorted(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// describe names the compilers' versions for the generated file's
// header.
func describe(nvcc, cxx string) string {
	first := func(args ...string) string {
		out, err := exec.Command(args[0], args[1:]...).Output()
		if err != nil {
			return args[0]
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if args[1] == "--version" && strings.Contains(args[0], "nvcc") {
			return strings.TrimSpace(lines[len(lines)-2])
		}
		return strings.TrimSpace(lines[0])
	}
	return fmt.Sprintf("nvcc: %s; C++: %s", first(nvcc, "--version"), first(cxx, "--version"))
}

// Format prints the generated Go file.
func Format(n Names, from string) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by tools/headernames; DO NOT EDIT.\n\n")
	b.WriteString("package naming\n\n")
	fmt.Fprintf(&b, "// The device header's names under %s.\n\n", from)
	list := func(name, doc string, ids []string) {
		fmt.Fprintf(&b, "// %s %s\nconst %s = `", name, doc, name)
		width := 0
		for i, id := range ids {
			if i > 0 {
				if width+1+len(id) > 100 {
					b.WriteString("\n")
					width = 0
				} else {
					b.WriteString(" ")
					width++
				}
			}
			b.WriteString(id)
			width += len(id)
		}
		b.WriteString("`\n\n")
	}
	list("headerGlobals", "are declared at global scope.", n.Globals)
	list("headerMacros", "are macros.", n.Macros)
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

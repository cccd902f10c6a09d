package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommittedReferenceIsCurrent fails when docs/rules.md no longer says
// what the docstrings of rules/ say.
func TestCommittedReferenceIsCurrent(t *testing.T) {
	root := filepath.Join("..", "..")
	ref, err := Reference(root)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := Splice(doc, ref)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != string(doc) {
		t.Errorf("docs/rules.md is stale: run `go run ./tools/bzldoc` and commit the result")
	}
	for _, name := range []string{"omp_offload_binary", "omp_offload_library", "omp_offload_test", "omp_offload_invariant_test", "OmpOffloadInfo"} {
		if !strings.Contains(string(ref), "## "+name+"\n") {
			t.Errorf("the reference has no section for %s", name)
		}
	}
}

// writeTree writes files (path: content) under a new directory.
func writeTree(t *testing.T, files map[string]string) string {
	root := t.TempDir()
	for p, src := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestForms evaluates the forms rule files use: docs built with + and
// names, attribute dicts merged with dict(...) across loads, private
// attributes left out, mandatory and default values.
func TestForms(t *testing.T) {
	root := writeTree(t, map[string]string{
		"rules/defs.bzl": `load("//rules/private:r.bzl", _r = "r", _P = "P")
r = _r
P = _P
`,
		"rules/private/common.bzl": `COMMON = {
    "srcs": attr.label_list(doc = "The | sources.", allow_files = True),
    "_hidden": attr.label(default = "//x"),
}
`,
		"rules/private/r.bzl": `load(":common.bzl", "COMMON")
_DOC = "A rule."
r = rule(
    implementation = _impl,
    doc = _DOC + " More.",
    attrs = dict(COMMON, mode = attr.string(doc = "How.", default = "fast"), target = attr.label(doc = "What.", mandatory = True)),
)
P = provider(doc = "Info.", fields = {"files": "depset of File."})
`,
	})
	ref, err := Reference(root)
	if err != nil {
		t.Fatal(err)
	}
	got := string(ref)
	for _, want := range []string{
		"## r\n\nA rule. More.\n",
		"| `mode` | string | `\"fast\"` | How. |",
		"| `srcs` | list of labels | `[]` | The \\| sources. |",
		"| `target` | label | mandatory | What. |",
		"## P\n\nInfo.\n",
		"| `files` | depset of File. |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("reference lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "_hidden") {
		t.Errorf("a private attribute is documented:\n%s", got)
	}
}

// TestMacro: a macro is documented as the rule it calls, with attributes
// merged in with **.
func TestMacro(t *testing.T) {
	root := writeTree(t, map[string]string{
		"rules/defs.bzl": "load(\"//rules/private:r.bzl\", _m = \"m\")\nm = _m\n",
		"rules/private/r.bzl": `EXTRA = {"gpu": attr.bool(doc = "On a GPU.")}
_m = rule(implementation = _i, doc = "M.", attrs = dict({"x": attr.string(doc = "X.")}, **EXTRA))

def m(name, gpu = False, **kwargs):
    """Wraps _m."""
    p = {}
    _m(name = name, gpu = gpu, **kwargs)
`,
	})
	ref, err := Reference(root)
	if err != nil {
		t.Fatal(err)
	}
	got := string(ref)
	for _, want := range []string{"## m\n\nM.\n", "| `gpu` | bool | `False` | On a GPU. |", "| `x` | string |"} {
		if !strings.Contains(got, want) {
			t.Errorf("reference lacks %q:\n%s", want, got)
		}
	}
}

// TestMissingDocs: an undocumented rule, attribute or field is an error.
func TestMissingDocs(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{`r = rule(implementation = _i, attrs = {})`, "rule without a doc string"},
		{`r = rule(implementation = _i, doc = "R.", attrs = {"x": attr.string()})`, "attribute x has no doc string"},
		{`r = provider(doc = "P.", fields = {"f": ""})`, "field f has no doc string"},
		{`r = struct(a = 1)`, "not a rule, a macro or a provider"},
		{"def r(name):\n    native.filegroup(name = name)", "macro r calls no rule"},
	} {
		root := writeTree(t, map[string]string{
			"rules/defs.bzl":      "load(\"//rules/private:r.bzl\", _r = \"r\")\nr = _r\n",
			"rules/private/r.bzl": tt.src + "\n",
		})
		if _, err := Reference(root); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.src, err, tt.want)
		}
	}
}

// TestSplice keeps the text around the markers and needs both.
func TestSplice(t *testing.T) {
	doc := "intro\n" + beginMarker + "\nold\n" + endMarker + "\noutro\n"
	got, err := Splice([]byte(doc), []byte("new"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "intro\n" + beginMarker + "\n\nnew\n\n" + endMarker + "\noutro\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if _, err := Splice([]byte("no markers"), nil); err == nil {
		t.Error("no error without markers")
	}
}

package main

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// attrTypes gives the reference's name of each attr.* type and the value
// Bazel uses when the attribute has no default.
var attrTypes = map[string][2]string{
	"attr.string":      {"string", `""`},
	"attr.string_list": {"list of strings", "[]"},
	"attr.string_dict": {"dict of strings", "{}"},
	"attr.bool":        {"bool", "False"},
	"attr.int":         {"int", "0"},
	"attr.label":       {"label", "None"},
	"attr.label_list":  {"list of labels", "[]"},
	"attr.output":      {"output", "None"},
}

func writeRule(b *bytes.Buffer, name string, c *call) error {
	doc, _ := c.kwargs["doc"].(string)
	if doc == "" {
		return fmt.Errorf("rule without a doc string")
	}
	fmt.Fprintf(b, "## %s\n\n%s\n\n", name, strings.TrimSpace(doc))
	attrs, _ := c.kwargs["attrs"].(map[string]interface{})
	var names []string
	for a := range attrs {
		if !strings.HasPrefix(a, "_") {
			names = append(names, a)
		}
	}
	sort.Strings(names)
	b.WriteString("| Attribute | Type | Default | Description |\n| --- | --- | --- | --- |\n")
	b.WriteString("| `name` | name | mandatory | A unique name for this target. |\n")
	for _, a := range names {
		ac, ok := attrs[a].(*call)
		if !ok {
			return fmt.Errorf("attribute %s is not an attr.*(...) call", a)
		}
		t, ok := attrTypes[ac.fn]
		if !ok {
			return fmt.Errorf("attribute %s: unknown type %s", a, ac.fn)
		}
		adoc, _ := ac.kwargs["doc"].(string)
		if adoc == "" {
			return fmt.Errorf("attribute %s has no doc string", a)
		}
		def := t[1]
		switch v := ac.kwargs["default"].(type) {
		case string:
			def = fmt.Sprintf("%q", v)
		case opaque:
			def = string(v)
		case nil:
		default:
			def = "(computed)"
		}
		def = "`" + def + "`"
		if m, ok := ac.kwargs["mandatory"].(opaque); ok && m == "True" {
			def = "mandatory"
		}
		fmt.Fprintf(b, "| `%s` | %s | %s | %s |\n", a, t[0], def, cell(adoc))
	}
	b.WriteString("\n")
	return nil
}

func writeProvider(b *bytes.Buffer, name string, c *call) error {
	doc, _ := c.kwargs["doc"].(string)
	if doc == "" {
		return fmt.Errorf("provider without a doc string")
	}
	fmt.Fprintf(b, "## %s\n\n%s\n\n", name, strings.TrimSpace(doc))
	fields, _ := c.kwargs["fields"].(map[string]interface{})
	var names []string
	for f := range fields {
		names = append(names, f)
	}
	sort.Strings(names)
	b.WriteString("| Field | Description |\n| --- | --- |\n")
	for _, f := range names {
		fdoc, _ := fields[f].(string)
		if fdoc == "" {
			return fmt.Errorf("field %s has no doc string", f)
		}
		fmt.Fprintf(b, "| `%s` | %s |\n", f, cell(fdoc))
	}
	b.WriteString("\n")
	return nil
}

// cell makes text fit one table cell: one line, pipes escaped.
func cell(s string) string {
	return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|")
}

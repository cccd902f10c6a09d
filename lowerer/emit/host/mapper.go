package host

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Dynamic map arrays (declare mapper over array sections): one printer
// walks the plan's MapBuild twice, first counting the entries, then,
// after allocating the arrays with that count, filling them. Both passes
// come from the same walk, so they cannot disagree about the order or
// the number of entries.

// arrays names a construct's map arrays.
type arrays struct {
	base, ptrs, sizes, types string
	typesEnd, names          string // "" when the construct has none
}

var (
	kernelArrays = arrays{base: "__omp_base", ptrs: "__omp_ptrs", sizes: "__omp_sizes", types: "__omp_types"}
	dataArrays   = arrays{base: "__omp_dbase", ptrs: "__omp_dptrs", sizes: "__omp_dsizes", types: "__omp_dtypes", typesEnd: "__omp_dtypes_end", names: "__omp_dnames"}
)

type pass int

const (
	countPass pass = iota
	populatePass
)

// buildArrays prints the count pass, the allocation and the populate
// pass of mb; afterwards plan.BuildCount holds the number of entries.
func buildArrays(b *strings.Builder, mb *plan.MapBuild, arr arrays, where string) {
	n := plan.BuildCount
	fmt.Fprintf(b, "  __INT64_TYPE__ %s = 0;\n", n)
	if len(mb.Parents) > 0 {
		parts := make([]string, len(mb.Parents))
		for i, p := range mb.Parents {
			parts[i] = p + " = 0"
		}
		fmt.Fprintf(b, "  __INT64_TYPE__ %s;\n", strings.Join(parts, ", "))
	}
	b.WriteString("  /* map arrays, count pass */\n")
	walkBuild(b, mb, mb.Nodes, arr, countPass, "  ")
	alloc := func(decl, name, elem string) {
		fmt.Fprintf(b, "  %s%s = (%s *)__builtin_malloc((__SIZE_TYPE__)(%s > 0 ? %s : 1) * sizeof(%s));\n", decl, name, elem, n, n, elem)
	}
	alloc("void **", arr.base, "void *")
	alloc("void **", arr.ptrs, "void *")
	alloc("__INT64_TYPE__ *", arr.sizes, "__INT64_TYPE__")
	alloc("__INT64_TYPE__ *", arr.types, "__INT64_TYPE__")
	check := []string{"!" + arr.base, "!" + arr.ptrs, "!" + arr.sizes, "!" + arr.types}
	if mb.EndTypes {
		alloc("__INT64_TYPE__ *", arr.typesEnd, "__INT64_TYPE__")
		check = append(check, "!"+arr.typesEnd)
	}
	if mb.Names {
		alloc("const char **", arr.names, "const char *")
		check = append(check, "!"+arr.names)
	}
	fmt.Fprintf(b, "  if (%s) __omp_offload_fail(%s, \"out of memory for the map entries a mapper builds\");\n",
		strings.Join(check, " || "), strconv.Quote(where))
	b.WriteString("  /* map arrays, populate pass */\n")
	fmt.Fprintf(b, "  %s = 0;\n", n)
	walkBuild(b, mb, mb.Nodes, arr, populatePass, "  ")
}

// walkBuild prints one pass over nodes.
func walkBuild(b *strings.Builder, mb *plan.MapBuild, nodes []*plan.MapNode, arr arrays, ps pass, ind string) {
	n := plan.BuildCount
	for _, nd := range nodes {
		if l := nd.Loop; l != nil {
			fmt.Fprintf(b, "%sfor (__INT64_TYPE__ %s = 0; %s < (__INT64_TYPE__)(%s); %s++) {\n", ind, l.Index, l.Index, l.Count, l.Index)
			walkBuild(b, mb, l.Body, arr, ps, ind+"  ")
			fmt.Fprintf(b, "%s}\n", ind)
			continue
		}
		if nd.Parent != "" {
			fmt.Fprintf(b, "%s%s = %s;\n", ind, nd.Parent, n)
		}
		if ps == countPass {
			fmt.Fprintf(b, "%s%s++;\n", ind, n)
			continue
		}
		e := nd.Entry
		member := ""
		if nd.MemberOf != "" {
			member = fmt.Sprintf(" | (__INT64_TYPE__)((__UINT64_TYPE__)(%s + 1) << 48)", nd.MemberOf)
		}
		fmt.Fprintf(b, "%s%s[%s] = %s;\n", ind, arr.base, n, e.Base)
		fmt.Fprintf(b, "%s%s[%s] = %s;\n", ind, arr.ptrs, n, e.Begin)
		fmt.Fprintf(b, "%s%s[%s] = (__INT64_TYPE__)(%s);\n", ind, arr.sizes, n, e.Size)
		fmt.Fprintf(b, "%s%s[%s] = (__INT64_TYPE__)0x%xULL%s;\n", ind, arr.types, n, uint64(nd.Flags), member)
		if mb.EndTypes {
			fmt.Fprintf(b, "%s%s[%s] = (__INT64_TYPE__)0x%xULL%s;\n", ind, arr.typesEnd, n, nd.EndFlags, member)
		}
		if mb.Names {
			fmt.Fprintf(b, "%s%s[%s] = %s;\n", ind, arr.names, n, strconv.Quote(e.Text))
		}
		fmt.Fprintf(b, "%s%s++;\n", ind, n)
	}
}

// freeArrays releases the arrays of buildArrays.
func freeArrays(b *strings.Builder, mb *plan.MapBuild, arr arrays) {
	names := []string{arr.base, arr.ptrs, arr.sizes, arr.types}
	if mb.EndTypes {
		names = append(names, arr.typesEnd)
	}
	if mb.Names {
		names = append(names, arr.names)
	}
	for _, x := range names {
		fmt.Fprintf(b, "  __builtin_free((void *)%s);\n", x)
	}
}

package host

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// dataSplice prints what replaces a data-mapping directive: the whole
// call block of a standalone directive, the opening of a target data
// block (begin call, use_device rebinding) or its closing (end call).
func dataSplice(b *strings.Builder, s *plan.Splice, ld func(int) string) {
	op := s.Data
	if s.DataClose {
		b.WriteString("\n  }\n")
		dataCall(b, op, plan.DataEnd, "__omp_dtypes_end")
		if op.Build != nil {
			freeArrays(b, op.Build, dataArrays)
		}
		b.WriteString("}\n")
		fmt.Fprintf(b, "%s\n", ld(s.ResumeLine))
		return
	}
	fmt.Fprintf(b, "{ /* %s (%s) */\n", op.Directive, op.Where)
	ifAndDevice(b, op.If, op.Device, "__omp_dif", "__omp_ddev")
	n := len(op.Entries)
	if n > 0 || op.Build != nil {
		for _, e := range op.Entries {
			if len(e.Dims) == 0 {
				continue
			}
			dims := make([]string, len(e.Dims))
			for i, d := range e.Dims {
				dims[i] = fmt.Sprintf("{(__UINT64_TYPE__)(%s), (__UINT64_TYPE__)(%s), (__UINT64_TYPE__)(%s)}", d.Offset, d.Count, d.Stride)
			}
			fmt.Fprintf(b, "  struct __omp_offload_dim %s[%d] = {%s};\n", e.DimsVar, len(e.Dims), strings.Join(dims, ", "))
		}
		list := func(f func(*plan.Arg) string) string {
			parts := make([]string, n)
			for i, e := range op.Entries {
				parts[i] = f(e)
			}
			return strings.Join(parts, ", ")
		}
		if op.Build != nil {
			buildArrays(b, op.Build, dataArrays, op.Where) // mapper.go
		} else {
			fmt.Fprintf(b, "  void *__omp_dbase[%d] = {%s};\n", n, list(func(e *plan.Arg) string { return e.Base }))
			fmt.Fprintf(b, "  void *__omp_dptrs[%d] = {%s};\n", n, list(func(e *plan.Arg) string { return e.Begin }))
			fmt.Fprintf(b, "  __INT64_TYPE__ __omp_dsizes[%d] = {%s};\n", n, list(func(e *plan.Arg) string { return "(__INT64_TYPE__)(" + e.Size + ")" }))
			fmt.Fprintf(b, "  __INT64_TYPE__ __omp_dtypes[%d] = {%s};\n", n, list(func(e *plan.Arg) string { return fmt.Sprintf("(__INT64_TYPE__)0x%xULL", uint64(e.Flags)) }))
			if op.EndFlags != nil {
				parts := make([]string, n)
				for i, f := range op.EndFlags {
					parts[i] = fmt.Sprintf("(__INT64_TYPE__)0x%xULL", f)
				}
				fmt.Fprintf(b, "  __INT64_TYPE__ __omp_dtypes_end[%d] = {%s};\n", n, strings.Join(parts, ", "))
			}
			fmt.Fprintf(b, "  static const char *const __omp_dnames[%d] = {%s};\n", n, list(func(e *plan.Arg) string { return strconv.Quote(e.Text) }))
		}
	}
	dataCall(b, op, op.Op, "__omp_dtypes")
	if op.Construct.IsStandalone() {
		if op.Build != nil {
			freeArrays(b, op.Build, dataArrays)
		}
		b.WriteString("}\n")
		fmt.Fprintf(b, "%s\n", ld(s.ResumeLine))
		return
	}
	for _, u := range op.UseDevice {
		idx := strconv.Itoa(u.Entry)
		if u.EntryVar != "" {
			idx = u.EntryVar
		}
		if u.Addr {
			fmt.Fprintf(b, "  __typeof__(%s) *const %s = (__typeof__(%s) *)__omp_dbase[%s];\n", u.Var, u.Temp, u.Var, idx)
		} else {
			fmt.Fprintf(b, "  __typeof__(%s) const %s = (__typeof__(%s))__omp_dbase[%s];\n", u.Var, u.Temp, u.Var, idx)
		}
	}
	b.WriteString("  {\n")
	for _, u := range op.UseDevice {
		if !u.Addr {
			fmt.Fprintf(b, "  __typeof__(%s) %s = %s;\n", u.Var, u.Var, u.Temp)
		}
	}
	for _, u := range op.UseDevice {
		if u.Addr {
			fmt.Fprintf(b, "#define %s (*%s)\n", u.Var, u.Temp)
		}
	}
	fmt.Fprintf(b, "%s\n", ld(s.FallbackLine))
}

func dataCall(b *strings.Builder, op *plan.DataOp, which, types string) {
	n := strconv.Itoa(len(op.Entries))
	names := "__omp_dnames"
	if op.Build != nil {
		n = "(__INT32_TYPE__)" + plan.BuildCount
		names = "(const char *const *)__omp_dnames"
	} else if len(op.Entries) == 0 && !isTask(op) {
		return
	}
	if which == plan.DataEnd && op.Construct == "target data" {
		for _, u := range op.UseDevice {
			if u.Addr {
				fmt.Fprintf(b, "#undef %s\n", u.Var)
			}
		}
	}
	if isTask(op) {
		arrs := "__omp_dbase, __omp_dptrs, __omp_dsizes, " + types + ", " + names
		if len(op.Entries) == 0 && op.Build == nil {
			arrs = "0, 0, 0, 0, 0"
		}
		deps, ndeps := dependArray(b, op.Depends)
		fmt.Fprintf(b, "  __omp_offload_data_task(%s, __omp_dif, __omp_ddev, %s, %s, %s, %d, %s, %s);\n",
			which, n, arrs, strconv.Quote(op.Where), boolInt(op.Nowait), ndeps, deps)
		return
	}
	fmt.Fprintf(b, "  __omp_offload_data(%s, __omp_dif, __omp_ddev, %s, __omp_dbase, __omp_dptrs, __omp_dsizes, %s, %s, %s);\n",
		which, n, types, names, strconv.Quote(op.Where))
}

// isTask: a standalone data directive with nowait or depend is a target
// task (target data takes neither).
func isTask(op *plan.DataOp) bool {
	return op.Construct.IsStandalone() && (op.Nowait || len(op.Depends) > 0)
}

// globals prints one offload entry per declare target variable, after
// the whole file so that every variable is declared.
func globals(b *strings.Builder, p *plan.Plan) {
	if len(p.Globals) == 0 {
		return
	}
	b.WriteString("\n/* declare target variables: one offload entry each (address, symbol, size). */\n")
	for _, g := range p.Globals {
		if g.Host != "" {
			fmt.Fprintf(b, "%s\n", g.Host)
		}
		fmt.Fprintf(b, "struct __tgt_offload_entry %s __attribute__((section(\"omp_offloading_entries\"), used)) = {(void *)&%s, (char *)\"%s\", sizeof(%s), 0, 0};\n", g.Entry, g.Name, g.DeviceSymbol(), g.Name)
	}
}

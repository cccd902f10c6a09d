package e2e

import (
	"fmt"
	"strconv"
	"strings"
)

// The machine-code checks (undefined traps, emulated shared atomics,
// emptied kernels, privatized atomics) read cuobjdump -sass output
// through parseSASS.

// sassFunctions splits cuobjdump -sass output into each function's
// instructions (opcode first, predicates dropped).
func sassFunctions(sass string) map[string][]string {
	fns := map[string][]string{}
	for _, in := range parseSASS(sass) {
		fns[in.fn] = append(fns[in.fn], in.op)
	}
	return fns
}

// sassInstr is one instruction of cuobjdump -sass output.
type sassInstr struct {
	fn   string   // the function it is in
	addr string   // its address, as hexAddr writes it
	op   string   // the opcode with its modifiers, the predicate dropped
	args []string // the operand fields
}

// parseSASS reads the instructions of cuobjdump -sass output, each with
// its function; lines of another kind (encodings, headers) are skipped.
func parseSASS(sass string) []sassInstr {
	var out []sassInstr
	fn := ""
	for _, line := range strings.Split(sass, "\n") {
		f := strings.Fields(line)
		if len(f) >= 3 && f[0] == "Function" && f[1] == ":" {
			fn = f[2]
			continue
		}
		if fn == "" || len(f) < 2 || !strings.HasPrefix(f[0], "/*") || !strings.HasSuffix(f[0], "*/") || f[0] == "/*" {
			continue
		}
		ins := f[1:]
		if strings.HasPrefix(ins[0], "@") && len(ins) > 1 {
			ins = ins[1:]
		}
		op := strings.TrimSuffix(ins[0], ";")
		var args []string
		for _, a := range ins[1:] {
			if a = strings.TrimSuffix(a, ";"); a != "" {
				args = append(args, a)
			}
		}
		out = append(out, sassInstr{fn: fn, addr: hexAddr(f[0]), op: op, args: args})
	}
	return out
}

// hexAddr normalises an address of cuobjdump's output ("/*5940*/",
// "0x5940") to "0x5940".
func hexAddr(s string) string {
	v, err := strconv.ParseUint(strings.TrimPrefix(strings.Trim(s, "/*;"), "0x"), 16, 64)
	if err != nil {
		return s
	}
	return fmt.Sprintf("0x%x", v)
}

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/omp-offload/rules_omp_offload/internal/offloadtools"
)

// checkNoEmptiedKernels asserts that nvcc kept the code of every kernel:
// an operation nvcc cannot compile in device code (arithmetic on complex
// values: docs/device-code.md#complex-numbers) becomes, without a word, a
// call through a null pointer, and the optimizer, for which that call
// never returns, empties the kernel to a bare EXIT that does nothing on a
// GPU, while the host plugin, compiled by g++ from the same source,
// computes. A kernel whose region does nothing (writes a firstprivate
// copy only) is a bare EXIT too, so a bare kernel is compiled again
// without optimization (-G) and fails when it calls a null pointer. code
// is the CUBIN's machine code (sass).
func checkNoEmptiedKernels(t *testing.T, ts offloadtools.Tools, b built, code string) {
	t.Helper()
	fns := sassFunctions(code)
	var bare []string
	for _, k := range b.manifest.Kernels {
		if code, ok := fns[k.DeviceSymbol]; ok && bareKernel(code) {
			bare = append(bare, k.DeviceSymbol)
		}
	}
	if len(bare) == 0 {
		return
	}
	dir := filepath.Dir(b.cubin)
	ptx := filepath.Join(dir, "debug.ptx")
	args := []string{"-ccbin", ts.CXX, "-allow-unsupported-compiler", "-ptx", "-G", "-arch=sm_90", "-o", ptx, filepath.Join(dir, "merged.cu")}
	if out, err := exec.Command(ts.NVCC, args...).CombinedOutput(); err != nil {
		t.Fatalf("nvcc -G -ptx: %v\n%s", err, out)
	}
	data, err := os.ReadFile(ptx)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, sym := range bare {
		if nullCall(ptxEntry(text, sym)) {
			t.Errorf("the CUBIN's %s is a bare EXIT: nvcc made an operation of its device code a call through a null pointer (an operation it cannot compile) and dropped the kernel's code, which would do nothing on a GPU", sym)
		}
	}
}

// bareKernel reports whether a function's instructions (sassFunctions)
// do nothing: only loads of the stack pointer, EXIT, the branch to itself
// and the NOPs that end every function.
func bareKernel(code []string) bool {
	for _, op := range code {
		switch strings.SplitN(op, ".", 2)[0] {
		case "LDC", "ULDC", "MOV", "EXIT", "BRA", "NOP":
		default:
			return false
		}
	}
	return true
}

// ptxEntry is the text of the PTX kernel sym, from its .entry to the
// next function.
func ptxEntry(ptx, sym string) string {
	i := strings.Index(ptx, ".entry "+sym+"(")
	if i < 0 {
		return ""
	}
	rest := ptx[i+1:]
	if j := regexp.MustCompile(`\.(entry|func) `).FindStringIndex(rest); j != nil {
		rest = rest[:j[0]]
	}
	return rest
}

var (
	ptxZero = regexp.MustCompile(`mov\.[us]64\s+(%rd\d+),\s*0;`)
	ptxCall = regexp.MustCompile(`call(\.uni)?\s[^;]*;`)
)

// nullCall reports whether PTX code calls a register it set to 0.
func nullCall(code string) bool {
	zero := map[string]bool{}
	for _, m := range ptxZero.FindAllStringSubmatch(code, -1) {
		zero[m[1]] = true
	}
	for _, c := range ptxCall.FindAllString(code, -1) {
		for _, f := range regexp.MustCompile(`%rd\d+`).FindAllString(c, -1) {
			if zero[f] {
				return true
			}
		}
	}
	return false
}

// TestBareKernels checks the scan for kernels nvcc emptied on cuobjdump
// and PTX output.
func TestBareKernels(t *testing.T) {
	fns := sassFunctions(`
		Function : emptied
        /*0000*/                   LDC R1, c[0x0][0x28] ;
        /*0010*/                   EXIT ;
        /*0020*/                   BRA 0x20;
        /*0030*/                   NOP;
		Function : working
        /*0000*/                   LDC R1, c[0x0][0x28] ;
        /*0010*/                   S2R R0, SR_TID.X ;
        /*0020*/                   STG.E.64 desc[UR4][R2.64], R4 ;
        /*0030*/                   EXIT ;
        /*0040*/                   BRA 0x40;
`)
	if !bareKernel(fns["emptied"]) || bareKernel(fns["working"]) {
		t.Errorf("bareKernel: emptied %v, working %v; want true, false", bareKernel(fns["emptied"]), bareKernel(fns["working"]))
	}
	ptx := `.visible .entry k(
	.param .u64 k_param_0
)
{
	ld.f64 	%fd1, [%rd6+8];
	mov.u64 	%rd10, 0;
	call (retval0), 
	%rd10, 
	(
	param0, 
	param1
	)
	, prototype_2;
	ret;
}
.visible .entry k2(
	.param .u64 k2_param_0
)
{
	mov.u64 	%rd3, 0;
	call.uni (retval0), 
	__omp_cmul, 
	(
	param0
	);
	st.f64 	[%rd3], %fd1;
	ret;
}
`
	if !nullCall(ptxEntry(ptx, "k")) || nullCall(ptxEntry(ptx, "k2")) {
		t.Errorf("nullCall: k %v, k2 %v; want true, false", nullCall(ptxEntry(ptx, "k")), nullCall(ptxEntry(ptx, "k2")))
	}
}

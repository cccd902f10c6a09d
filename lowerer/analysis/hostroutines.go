package analysis

import (
	"bytes"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// missingRoutines are OpenMP routines the host code may call that LLVM
// 19's libomptarget does not define, with what to say: the program would
// not link (clang-19 fails alike).
var missingRoutines = map[string]string{
	"omp_target_is_accessible": "'omp_target_is_accessible' is not supported yet: LLVM 19's libomptarget does not define it (clang-19 fails to link it too)",
}

// hostRoutines reports calls of missingRoutines in the unit's functions.
func (a *analyzer) hostRoutines(fns []*cc.FunctionDefinition) {
	found := false
	for name := range missingRoutines {
		found = found || bytes.Contains(a.u.Src, []byte(name))
	}
	if !found {
		return
	}
	for _, fn := range fns {
		for _, t := range cc.NodeTokens(fn) {
			if msg, ok := missingRoutines[t.SrcStr()]; ok && t.Ch == rune(cc.IDENTIFIER) {
				a.errs.Errorf(frontend.Position(t), "%s", msg)
			}
		}
	}
}

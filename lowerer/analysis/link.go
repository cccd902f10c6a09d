package analysis

import (
	"fmt"
	"path/filepath"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// declare target link (OpenMP 5.2 §7.8.1): each link variable gets a
// device pointer, __omp_link_<name> (dataenv.LinkPtr), a declare target
// variable of its own; how mappings attach it is in dataenv/link.go.

// declareLink makes the variable of fd a link variable, once.
func (a *analyzer) declareLink(fd fileDecl, ds *dtDecls, it *directive.Item) {
	name := fd.dd.Name()
	if a.linkVars == nil {
		a.linkVars = map[*cc.Declarator]bool{}
	}
	if a.declTargets[fd.dd] {
		a.errs.Errorf(it.Pos, "'%s' is already declare target with 'enter' (or 'to'); a variable cannot be both 'link' and 'enter'", name)
		return
	}
	if a.linkVars[fd.dd] {
		return
	}
	for _, o := range ds.byName[name] {
		a.linkVars[o.dd] = true
	}
	pos := frontend.Position(fd.dd.NameTok())
	if fd.dd.IsThreadLocal() {
		a.errs.Errorf(pos, "thread-local variable '%s' cannot be a declare target variable", name)
		return
	}
	t := fd.dd.Type()
	if at, ok := t.(*cc.ArrayType); ok && (at.Len() < 0 || at.IsVLA()) {
		a.errs.Errorf(it.Pos, "declare target link variable '%s' has no known size; give its array a size", name)
		return
	}
	if fd.dd.IsExtern() && fd.id.Initializer == nil {
		// Its unit defines the device pointer once.
		a.errs.Errorf(pos, "declare target link variable '%s' is only declared here; define it in %s", name, filepath.Base(a.u.Path))
		return
	}
	decl, err := a.spellDecl(t.Pointer(), dataenv.LinkPtr(name))
	if err != nil {
		a.errs.Errorf(pos, "declare target link variable '%s': %v", name, err)
		return
	}
	a.needRecords(t, pos)
	a.plan.Globals = append(a.plan.Globals, &plan.Global{
		Name:   dataenv.LinkPtr(name),
		Entry:  "__omp_offload_global__" + dataenv.LinkPtr(name),
		Device: fmt.Sprintf("extern \"C\" { __device__ %s; }", decl),
		Host:   fmt.Sprintf("static void *%s = (void *)&%s;", dataenv.LinkPtr(name), name),
	})
}

// Package callees decides what a call in device code (a target region
// or a declare target function) may reach: a routine the device
// provides (the OpenMP device API, C math, printf and a few more,
// docs/device-runtime.md; the other OpenMP routines are refused with a
// reason), or a function the unit defines outside the system headers,
// which becomes declare target implicitly (OpenMP 5.2 §7.8.1). A function
// with a declare variant is refused there, as is a call through
// anything but a function or a pointer to one. It also indexes the
// unit's function definitions, which the analysis asks by name.
package callees

import (
	"path/filepath"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// Input is the unit as the checks read it, and what they write.
type Input struct {
	Errs *diag.List
	Unit *frontend.Unit
	// Declared names the declare target functions; Call adds those that
	// become declare target implicitly.
	Declared map[string]bool
	// RuntimeState is set when device code calls a routine that reads
	// the execution state, which the unit's kernels then set.
	RuntimeState *bool
}

// Checker checks the calls of one unit's device code.
type Checker struct {
	in       Input
	defs     map[string]*cc.FunctionDefinition
	variants map[string]diag.Pos // the base functions of declare variant directives
}

// New returns the checker of the calls of a unit.
func New(in Input) *Checker { return &Checker{in: in} }

// Call checks a function named in device code (where: "a target
// region" or "declare target function 'f'"): the device API, math and
// printf are provided by the device header and the compilers; any other
// function must have its definition in the unit: one that is not declare
// target becomes so implicitly (OpenMP 5.2 §7.8.1), unless it is the C
// library's (defined in a system header).
func (c *Checker) Call(name string, tok cc.Token, where string) {
	c.CallAt(name, frontend.Position(tok), where)
}

// CallAt is Call for a name at pos, in a clause's text (which has no
// tokens of the syntax tree).
func (c *Checker) CallAt(name string, pos diag.Pos, where string) {
	if !c.variantCall(name, pos, where) { // variant.go
		return
	}
	if c.in.Declared[name] {
		if c.Def(name) == nil {
			c.in.Errs.Errorf(pos, "declare target function '%s' is called in %s but not defined in this translation unit", name, where)
		}
		return
	}
	if c.routine(name, pos, where) || deviceCalls[name] {
		return
	}
	if def := c.Def(name); def != nil && !c.InSystemHeader(def) {
		c.in.Declared[name] = true
		return
	}
	c.in.Errs.Errorf(pos, "call to '%s' in %s is not supported: its definition is not in this translation unit, so it cannot be compiled for the device (only functions defined in the unit, the OpenMP device API, C math functions, printf and the C string and heap routines of docs/device-code.md can be called on the device)", name, where)
}

// Indirect rejects a call whose callee is neither a function
// named directly nor a pointer to a function. Device code can only hold
// the addresses of device functions: a function pointer from the host is
// refused where it would enter (its type cannot be captured or mapped),
// so what a call through a pointer reaches is a device function.
func (c *Checker) Indirect(x *cc.PostfixExpression, where string) {
	if x.Case != cc.PostfixExpressionCall {
		return
	}
	if pe, ok := x.PostfixExpression.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
		if d, ok := pe.ResolvedTo().(*cc.Declarator); ok && d.Type().Kind() == cc.Function {
			return
		}
	}
	if t := x.PostfixExpression.Type(); t != nil && (t.Kind() == cc.Function || t.Kind() == cc.Ptr && t.(*cc.PointerType).Elem().Kind() == cc.Function) {
		return
	}
	c.in.Errs.Errorf(frontend.Position(csyntax.First(x)), "call through a function pointer in %s is not supported", where)
}

// Def returns the unit's definition of the function name (in the
// main file or a header).
func (c *Checker) Def(name string) *cc.FunctionDefinition {
	if c.defs == nil {
		c.defs = map[string]*cc.FunctionDefinition{}
		for l := c.in.Unit.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
			ed := l.ExternalDeclaration
			if ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
				c.defs[ed.FunctionDefinition.Declarator.Name()] = ed.FunctionDefinition
			}
		}
	}
	return c.defs[name]
}

// InSystemHeader reports whether fn is defined in a system header.
func (c *Checker) InSystemHeader(fn *cc.FunctionDefinition) bool {
	return c.InSystemFile(fn.Position().Filename)
}

// InSystemFile reports whether file is a system header.
func (c *Checker) InSystemFile(file string) bool {
	if !filepath.IsAbs(file) {
		return strings.HasPrefix(file, "<") // the front end's predefined text
	}
	for _, dir := range c.in.Unit.SysIncludes {
		if dir != "" && strings.HasPrefix(file, filepath.Clean(dir)+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// DeclareVariant records the base function of a declare variant
// directive: the function declared next. The host compiler applies the
// directive to host code as written; device code does not choose
// variants yet, so a call of the base function there is refused
// (Call) rather than compiled to the base where a variant's
// context (device kind, arch, the target construct) could select another
// function.
//
// The implementation selector set is refused: gcc and clang-19 name
// different vendors and extensions, so the host compiler would call
// another function than clang-19 does.
func (c *Checker) DeclareVariant(p *frontend.Pragma) {
	for i := 0; i+1 < len(p.Toks); i++ {
		if p.Toks[i].Text == "implementation" && p.Toks[i+1].Text == "=" {
			c.in.Errs.Errorf(p.Toks[i].Pos, "the context selector set 'implementation' of '#pragma omp declare variant' is not supported yet: the host compiler (gcc) and clang-19 answer it differently")
			return
		}
	}
	name := c.functionAfter(p.Seq)
	if name == "" {
		c.in.Errs.Errorf(p.Pos, "'#pragma omp declare variant' must be followed by a function declaration or definition")
		return
	}
	if c.variants == nil {
		c.variants = map[string]diag.Pos{}
	}
	if _, ok := c.variants[name]; !ok {
		c.variants[name] = p.Pos
	}
}

// functionAfter returns the name of the function that the first file-scope
// declaration after token seq declares, or "".
func (c *Checker) functionAfter(seq int) string {
	for l := c.in.Unit.AST.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil {
			continue
		}
		if first := csyntax.First(ed); first.Seq() <= seq {
			continue
		}
		switch ed.Case {
		case cc.ExternalDeclarationFuncDef:
			return ed.FunctionDefinition.Declarator.Name()
		case cc.ExternalDeclarationDecl:
			if ed.Declaration.InitDeclaratorList != nil {
				if d := ed.Declaration.InitDeclaratorList.InitDeclarator.Declarator; d.Type().Kind() == cc.Function {
					return d.Name()
				}
			}
		}
		return ""
	}
	return ""
}

// variantCall refuses a call in device code (where) of a function
// that has a declare variant.
func (c *Checker) variantCall(name string, pos diag.Pos, where string) bool {
	at, ok := c.variants[name]
	if !ok {
		return true
	}
	c.in.Errs.Errorf(pos, "call to '%s' in %s is not supported yet: '%s' has a declare variant, and device code does not choose variants yet; call the function you want by its name", name, where, name)
	c.in.Errs.Notef(at, "declare variant given here")
	return false
}

// routine handles a call to name in device code when name is an
// OpenMP routine; it reports whether it did. A routine that reads the
// execution state makes the unit's kernels set it; one the device does
// not provide is an error.
func (c *Checker) routine(name string, pos diag.Pos, where string) bool {
	if name == "omp_in_final" && where != "a target region" {
		// A region's calls are spelled from its tasks' final clauses
		// by the analysis.
		if at, ok := c.finalClause(); ok {
			c.in.Errs.Errorf(pos, "OpenMP routine 'omp_in_final' in %s is not supported yet in a unit with a 'final' clause (at %d:%d): the device does not track final tasks, so a function cannot know whether its caller runs in one", where, at.Line, at.Col)
			return true
		}
	}
	if name == "omp_set_schedule" && where == "a target region" {
		// Where the region's code may call it is the generic plan's
		// to check (generic.RunSchedules).
		*c.in.RuntimeState = true
		return true
	}
	if deviceCalls[name] {
		if stateCalls[name] {
			*c.in.RuntimeState = true
		}
		return true
	}
	if !strings.HasPrefix(name, "omp_") {
		return false
	}
	if def := c.Def(name); def != nil && !c.InSystemHeader(def) {
		return false // the program's own function
	}
	host := ""
	switch {
	case strings.Contains(name, "_lock"):
		// lock routines the device lacks: below
	case strings.HasPrefix(name, "omp_set_") || name == "omp_display_env":
		host = "it changes or prints the host's settings (internal control variables)"
	case strings.HasPrefix(name, "omp_target_") || strings.Contains(name, "alloc") || strings.HasSuffix(name, "_free"):
		host = "memory and device management routines run on the host"
	}
	if host != "" {
		c.in.Errs.Errorf(pos, "OpenMP routine '%s' cannot be called in %s: %s", name, where, host)
		return true
	}
	why := "it is not implemented on the device (docs/device-runtime.md lists the device routines)"
	switch {
	}
	c.in.Errs.Errorf(pos, "OpenMP routine '%s' in %s is not supported yet: %s", name, where, why)
	return true
}

// finalClause returns the position of the first final clause of a task
// or taskloop construct of the unit (the host's too). Without one no
// task is final, so omp_in_final() is 0 in every function.
func (c *Checker) finalClause() (diag.Pos, bool) {
	for _, q := range c.in.Unit.Pragmas {
		task := false
		for j, t := range q.Toks {
			task = task || t.Text == "task" || t.Text == "taskloop"
			if task && t.Text == "final" && j+1 < len(q.Toks) && q.Toks[j+1].Text == "(" {
				return t.Pos, true
			}
		}
	}
	return diag.Pos{}, false
}

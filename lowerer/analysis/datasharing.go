package analysis

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Data-sharing of the teams and parallel levels of a target construct
// (docs/data-mapping.md): default(shared|none|private|firstprivate),
// shared, and private or firstprivate items that the target level maps
// (a nested construct's clause, or a combined construct's clause next to
// a map of the same variable). The target level maps such a variable as
// its clauses and the implicit rules say; the kernel then works on its
// own copy of the mapped storage, so the host and any present device copy
// keep their values, and a present copy is what a firstprivate starts
// from.

// dsaClauses are the clauses that give a variable an explicit
// data-sharing attribute on a teams or parallel construct.
var dsaClauses = map[string]bool{
	"private": true, "firstprivate": true, "shared": true, "reduction": true,
	"lastprivate": true, "linear": true,
}

// innerShare says how a kernel sees a variable the target level maps.
type innerShare struct {
	clause string // "private" or "firstprivate"
	pos    diag.Pos
	// nested: the clause is a nested construct's, whose directive the
	// host fallback keeps, so the fallback needs no copy of its own.
	nested bool
}

// defaultClause returns the default clause of d and its level, or nil.
func defaultClause(d *directive.Directive) *directive.Clause {
	return d.Clause("default")
}

// explicitAt reports whether a data-sharing clause at level lvl or deeper
// lists name.
func explicitAt(d *directive.Directive, name string, lvl int) bool {
	for _, c := range d.Clauses {
		if !dsaClauses[c.Name] || c.Level < lvl {
			continue
		}
		for _, it := range c.Items {
			if it.Name == name {
				return true
			}
		}
	}
	return false
}

// isFileScope reports whether decl is a variable declared at file scope.
func isFileScope(decl *cc.Declarator) bool {
	return decl.StorageDuration() == cc.Static && decl.Linkage() != cc.None
}

// checkDefault applies default(none) and checks default(private) and
// default(firstprivate): caps are the variables the region references;
// it returns the variables the default makes private or firstprivate.
func (a *analyzer) checkDefault(d *directive.Directive, caps []*capture, region *cc.Statement) map[*cc.Declarator]innerShare {
	dc := defaultClause(d)
	if dc == nil || dc.Expr == "shared" {
		return nil
	}
	lvl := dc.Level
	out := map[*cc.Declarator]innerShare{}
	var refs []*capture
	if dc.Expr == "none" {
		// Items in the clauses of constructs nested in the one with
		// default(none) are references in its region, before its body.
		firstTok := csyntax.First(region)
		scope, first := scopeOf(region), firstTok.Seq()
		seen := map[*cc.Declarator]bool{}
		for _, c := range d.Clauses {
			if c.Level <= lvl || len(c.Items) == 0 {
				continue
			}
			for _, it := range c.Items {
				if decl := lookup(scope, it.Name, first); decl != nil && !seen[decl] {
					seen[decl] = true
					refs = append(refs, &capture{d: decl, name: it.Name, pos: it.Pos})
				}
			}
		}
		for _, c := range caps {
			if !seen[c.d] {
				refs = append(refs, c)
			}
		}
	} else {
		refs = caps
	}
	for _, c := range refs {
		if dc.Expr == "none" {
			if !explicitSame(d, c.name, lvl) {
				a.defaultNone(c, dc)
			}
			continue
		}
		if explicitAt(d, c.name, lvl) {
			continue
		}
		switch {
		case isFileScope(c.d):
			a.errs.Errorf(c.pos, "variable '%s' must have explicitly specified data sharing attributes: default(%s) does not apply to variables declared at file scope", c.name, dc.Expr)
			a.errs.Notef(dc.ExprPos, "default(%s) given here", dc.Expr)
		case !ctype.IsScalar(c.d.Type()) && lvl == 0 && !mappedAt(d, c.name, 0):
			// On the target construct's own line, clang-19 leaves an
			// aggregate that is mapped implicitly as the target level
			// maps it, while OpenMP 5.2 privatizes it: refuse rather
			// than pick one (with a map clause both privatize it).
			a.errs.Errorf(c.pos, "default(%s) on a combined target construct for '%s' of type '%s', which no map clause lists, is not supported yet (clang-19 shares it with the target level where OpenMP 5.2 privatizes it); list '%s' in a 'map', 'shared' or '%s' clause", dc.Expr, c.name, typeName(c.d.Type()), c.name, dc.Expr)
		default:
			out[c.d] = innerShare{clause: dc.Expr, pos: c.pos, nested: lvl > 0}
		}
	}
	return out
}

// mappedAt reports whether a map clause at level lvl lists name.
func mappedAt(d *directive.Directive, name string, lvl int) bool {
	for _, c := range d.Clauses {
		if c.Name != "map" || c.Level != lvl {
			continue
		}
		for _, it := range c.Items {
			if it.Name == name {
				return true
			}
		}
	}
	return false
}

// explicitSame reports whether a data-sharing clause exactly at level lvl
// lists name.
func explicitSame(d *directive.Directive, name string, lvl int) bool {
	for _, c := range d.Clauses {
		if !dsaClauses[c.Name] || c.Level != lvl {
			continue
		}
		for _, it := range c.Items {
			if it.Name == name {
				return true
			}
		}
	}
	return false
}

func (a *analyzer) defaultNone(c *capture, dc *directive.Clause) {
	a.errs.Errorf(c.pos, "variable '%s' must have explicitly specified data sharing attributes", c.name)
	a.errs.Notef(dc.ExprPos, "default(none) given here")
}

// innerSharing finds the private and firstprivate items that apply to a
// level inside the target construct while the target level maps the
// variable: items of nested constructs' clauses, and items of the
// combined construct's clauses whose variable a map clause lists too.
// They are left out of the target level's clauses (skip).
func (a *analyzer) innerSharing(d *directive.Directive, scope *cc.Scope, seq int, out map[*cc.Declarator]innerShare) (skip map[*directive.Item]bool) {
	skip = map[*directive.Item]bool{}
	mapped := map[string]bool{}
	for _, c := range d.Clauses {
		for _, it := range c.Items {
			if c.Name == "map" && c.Level == 0 {
				mapped[it.Name] = true
			}
		}
	}
	for ci := range d.Clauses {
		c := &d.Clauses[ci]
		for ii := range c.Items {
			it := &c.Items[ii]
			switch {
			case c.Name == "shared":
				// The implicit rules of the target level apply.
				skip[it] = true
				if a.clauseVar(scope, it, c.Name, seq) == nil {
					continue
				}
				for _, o := range d.Clauses {
					if o.Level != c.Level || (o.Name != "private" && o.Name != "firstprivate" && o.Name != "reduction") {
						continue
					}
					for _, oit := range o.Items {
						if oit.Name == it.Name {
							a.errs.Errorf(it.Pos, "'%s' appears in both '%s' and 'shared' clauses", it.Name, o.Name)
						}
					}
				}
			case c.Name != "private" && c.Name != "firstprivate":
			case c.Level > 0, c.Level == 0 && mapped[it.Name] && d.OwnKind() != directive.Target:
				if len(it.Sections) > 0 {
					continue // reported by captures
				}
				decl := a.clauseVar(scope, it, c.Name, seq)
				skip[it] = true
				if decl == nil {
					continue
				}
				if prev, ok := out[decl]; ok && prev.clause != c.Name {
					a.errs.Errorf(it.Pos, "'%s' appears in both 'private' and 'firstprivate' clauses", it.Name)
					continue
				}
				out[decl] = innerShare{clause: c.Name, pos: it.Pos, nested: c.Level > 0}
			}
		}
	}
	return skip
}

// applyInner makes the kernel's view of arg, which the target level
// planned, a private or firstprivate copy.
func (a *analyzer) applyInner(k *plan.Kernel, arg *plan.Arg, t cc.Type, pos diag.Pos, s innerShare) {
	name := arg.Var
	if a.genericKernel {
		a.errs.Errorf(s.pos, "'%s' made %s for a construct nested in a target region with code beside its loops is not supported yet", name, s.clause)
		return
	}
	if arg.Kind == plan.ArgPointer && vla1(t) != nil {
		return // copies planned once arg is in place (vlaInner)
	}
	if s.clause == "private" {
		a.needRecords(t, pos)
		decl, err := a.spellDecl(t, name)
		if err != nil {
			a.errs.Errorf(pos, "%v", err)
			return
		}
		arg.DeviceDecl = decl + ";"
		if !s.nested {
			addFallback(k, plan.FallbackVar{Name: name, Array: t.Kind() == cc.Array})
		}
		return
	}
	switch arg.Kind {
	case plan.ArgByRef, plan.ArgArray:
		a.declare(arg, t, pos, "copy")
	case plan.ArgLiteral, plan.ArgPrivate:
		// A copy per thread already.
	case plan.ArgPointer:
	default:
		a.errs.Errorf(s.pos, "'%s' in clause '%s' of a construct nested in the target construct is not supported yet for this kind of mapping", name, s.clause)
		return
	}
	if !s.nested {
		addFallback(k, plan.FallbackVar{Name: name, Init: true, Array: t.Kind() == cc.Array})
	}
}

// addFallback adds a host fallback copy unless the variable has one.
func addFallback(k *plan.Kernel, v plan.FallbackVar) {
	for _, o := range k.FallbackPrivate {
		if o.Name == v.Name {
			return
		}
	}
	k.FallbackPrivate = append(k.FallbackPrivate, v)
}

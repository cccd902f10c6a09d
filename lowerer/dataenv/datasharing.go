package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
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

// Share says how a kernel sees a variable the target level maps.
type Share struct {
	Clause string // "private" or "firstprivate"
	Pos    diag.Pos
	// Nested: the clause is a nested construct's, whose directive the
	// host fallback keeps, so the fallback needs no copy of its own.
	Nested bool
	// Teams: the clause is a teams construct's (not a parallel's on
	// the same line), whose copy in a generic teams region is each
	// team's.
	Teams bool
}

// teamsLevel reports whether the clauses of d's construct at level are
// a teams construct's alone: no parallel, loop or simd construct of
// the same line takes them.
func teamsLevel(d *directive.Directive, level int) bool {
	k := d.LevelKind(level)
	return k.Has("teams") && !k.Has("parallel") && !k.Has("distribute") && !k.Has("loop") && !k.Has("simd")
}

// Ref is a variable a region references: its declarator, its name and
// where the region first names it.
type Ref struct {
	Decl *cc.Declarator
	Name string
	Pos  diag.Pos
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

// IsFileScope reports whether decl is a variable declared at file scope.
func IsFileScope(decl *cc.Declarator) bool {
	return decl.StorageDuration() == cc.Static && decl.Linkage() != cc.None
}

// CheckDefault applies default(none) and checks default(private) and
// default(firstprivate): caps are the variables the region references,
// scope and first the scope and token sequence number at the start of
// the region; it returns the variables the default makes private or
// firstprivate.
func (env *Env) CheckDefault(d *directive.Directive, caps []Ref, scope *cc.Scope, first int) map[*cc.Declarator]Share {
	dc := defaultClause(d)
	if dc == nil || dc.Expr == "shared" {
		return nil
	}
	lvl := dc.Level
	out := map[*cc.Declarator]Share{}
	var refs []Ref
	if dc.Expr == "none" {
		// Items in the clauses of constructs nested in the one with
		// default(none) are references in its region, before its body.
		seen := map[*cc.Declarator]bool{}
		for _, c := range d.Clauses {
			if c.Level <= lvl || len(c.Items) == 0 {
				continue
			}
			for _, it := range c.Items {
				if decl := resolve.Lookup(scope, it.Name, first); decl != nil && !seen[decl] {
					seen[decl] = true
					refs = append(refs, Ref{Decl: decl, Name: it.Name, Pos: it.Pos})
				}
			}
		}
		for _, c := range caps {
			if !seen[c.Decl] {
				refs = append(refs, c)
			}
		}
	} else {
		refs = caps
	}
	for _, c := range refs {
		if dc.Expr == "none" {
			if !explicitSame(d, c.Name, lvl) {
				env.defaultNone(c, dc)
			}
			continue
		}
		if explicitAt(d, c.Name, lvl) {
			continue
		}
		switch {
		case IsFileScope(c.Decl):
			env.in.Errs.Errorf(c.Pos, "variable '%s' must have explicitly specified data sharing attributes: default(%s) does not apply to variables declared at file scope", c.Name, dc.Expr)
			env.in.Errs.Notef(dc.ExprPos, "default(%s) given here", dc.Expr)
		case !ctype.IsScalar(c.Decl.Type()) && lvl == 0 && !mappedAt(d, c.Name, 0):
			// On the target construct's own line, clang-19 leaves an
			// aggregate that is mapped implicitly as the target level
			// maps it, while OpenMP 5.2 privatizes it: refuse rather
			// than pick one (with a map clause both privatize it).
			env.in.Errs.Errorf(c.Pos, "default(%s) on a combined target construct for '%s' of type '%s', which no map clause lists, is not supported yet (clang-19 shares it with the target level where OpenMP 5.2 privatizes it); list '%s' in a 'map', 'shared' or '%s' clause", dc.Expr, c.Name, ctype.Spell(c.Decl.Type()), c.Name, dc.Expr)
		default:
			out[c.Decl] = Share{Clause: dc.Expr, Pos: c.Pos, Nested: lvl > 0, Teams: teamsLevel(d, lvl)}
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

func (env *Env) defaultNone(c Ref, dc *directive.Clause) {
	env.in.Errs.Errorf(c.Pos, "variable '%s' must have explicitly specified data sharing attributes", c.Name)
	env.in.Errs.Notef(dc.ExprPos, "default(none) given here")
}

// InnerSharing finds the private and firstprivate items that apply to a
// level inside the target construct while the target level maps the
// variable: items of nested constructs' clauses, and items of the
// combined construct's clauses whose variable a map clause lists too.
// They are left out of the target level's clauses (skip).
func (env *Env) InnerSharing(d *directive.Directive, scope *cc.Scope, seq int, out map[*cc.Declarator]Share) (skip map[*directive.Item]bool) {
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
				if env.ClauseVar(scope, it, c.Name, seq) == nil {
					continue
				}
				for _, o := range d.Clauses {
					if o.Level != c.Level || (o.Name != "private" && o.Name != "firstprivate" && o.Name != "reduction") {
						continue
					}
					for _, oit := range o.Items {
						if oit.Name == it.Name {
							env.in.Errs.Errorf(it.Pos, "'%s' appears in both '%s' and 'shared' clauses", it.Name, o.Name)
						}
					}
				}
			case c.Name != "private" && c.Name != "firstprivate":
			case c.Level > 0, c.Level == 0 && mapped[it.Name] && d.OwnKind() != directive.Target:
				if len(it.Sections) > 0 {
					continue // reported by captures
				}
				decl := env.ClauseVar(scope, it, c.Name, seq)
				skip[it] = true
				if decl == nil {
					continue
				}
				if prev, ok := out[decl]; ok && prev.Clause != c.Name {
					env.in.Errs.Errorf(it.Pos, "'%s' appears in both 'private' and 'firstprivate' clauses", it.Name)
					continue
				}
				out[decl] = Share{Clause: c.Name, Pos: it.Pos, Nested: c.Level > 0, Teams: teamsLevel(d, c.Level)}
			}
		}
	}
	return skip
}

// AddFallback adds a host fallback copy unless the variable has one.
func AddFallback(k *plan.Kernel, v plan.FallbackVar) {
	for _, o := range k.FallbackPrivate {
		if o.Name == v.Name {
			return
		}
	}
	k.FallbackPrivate = append(k.FallbackPrivate, v)
}

// ClauseVar resolves a clause item's variable as visible just before
// token seq, reporting an item that names none.
func (env *Env) ClauseVar(scope *cc.Scope, it *directive.Item, clause string, seq int) *cc.Declarator {
	decl := resolve.Lookup(scope, it.Name, seq)
	if decl == nil {
		env.in.Errs.Errorf(it.Pos, "'%s' in clause '%s' is not a variable in scope", it.Name, clause)
	}
	return decl
}

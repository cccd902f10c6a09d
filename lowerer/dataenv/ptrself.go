package dataenv

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
)

// A pointer variable listed beside members through it (`map(tofrom: p,
// p->x)`, `map(to: p) map(from: p->q->v[0:n])`): the pointer's own
// storage is the parent, with the pointer item's map-type (the kernel
// parameter on a target construct, by reference as for `map(p)`), and
// each member is reached through it as through a pointer member
// (deref.go): PTR_AND_OBJ | MEMBER_OF with base `&p`, so the runtime
// attaches the device's `p` to the member's device copy and counts the
// pointer's storage once (clang-19's program keeps `&p` mapped after
// the construct).

// selfPaths makes the member paths of a group with the pointer itself
// reach their members through it; false after an error: the pointer
// beside a section or element of its pointee (`p[0:1]`, `p[1].x`),
// whose parent would be that pointee.
func (env *Env) selfPaths(decl *cc.Declarator, objs []memberObj, wholes []wholeUse, paths []memberPath) bool {
	self := -1
	for i, w := range wholes {
		if w.obj.self {
			self = i
		}
	}
	if self < 0 {
		return true
	}
	v := decl.Name()
	for i, w := range wholes {
		if i != self {
			env.in.Errs.Errorf(w.use.Item.Pos, "mapping the pointer '%s' together with '%s' on one directive is not supported yet; map its members through '->' ('%s->x')", v, w.use.Item.Text, v)
			return false
		}
	}
	for _, o := range objs {
		if !o.arrow {
			env.in.Errs.Errorf(o.pos, "mapping the pointer '%s' together with '%s' on one directive is not supported yet; map its members through '->' ('%s->x')", v, o.text, v)
			return false
		}
	}
	for i := range paths {
		p := &paths[i]
		switch {
		case p.chain != nil:
			p.through = append([]string{v}, p.chain...)
		case p.through == nil && p.t.Kind() == cc.Ptr && len(p.secs) > 0:
			// p->q[0:n]: the pointee of the member p->q.
			p.through = []string{v, p.expr}
		default:
			p.through = append([]string{v}, p.through...)
		}
	}
	return true
}

// mapsOther reports whether a map clause of d lists decl in an item
// other than a member chain (`po`, `po[0:1]`, `po->p[0:1]`).
func mapsOther(d *directive.Directive, decl *cc.Declarator) bool {
	for _, c := range d.Clauses {
		for i := range c.Items {
			it := &c.Items[i]
			if c.Name == "map" && it.Name == decl.Name() && !memberChain(decl, it) {
				return true
			}
		}
	}
	return false
}

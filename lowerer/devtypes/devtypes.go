// Package devtypes collects the type definitions the device code of a
// unit needs: the typedefs its declarations name and the struct and
// union definitions of the types it declares (with the records they
// hold), in the order the device source must give them; C++, the device
// code's language, gets them as C wrote them, so what C++ reads
// otherwise (an empty record, a typedef named like a tag) is refused.
package devtypes

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Defs are the type definitions the device code needs, recorded as the
// walks over device code meet the types.
type Defs struct {
	// Errs receives the diagnostics.
	Errs *diag.List
	// FuncPointers reports whether function pointers from the host may
	// enter the unit's device code (declare target indirect functions):
	// then records may hold them (ctype.Definition).
	FuncPointers func() bool

	typedefs map[string]string // by name: the typedef's device text
	order    []string          // the typedefs' names, first need first
	pos      map[string]diag.Pos
	// records marks the records defined (or refused), by reference;
	// recordTypes and recordDefs are the definitions, first need first.
	records     map[string]bool
	recordTypes []cc.Type
	recordDefs  []string
}

// Finish gives plan p the device typedefs and record definitions (sorted
// forward declarations of the records, then their definitions in
// dependency order), and reports a typedef named like a record's tag.
func (d *Defs) Finish(p *plan.Plan) {
	for _, name := range d.order {
		p.DeviceTypedefs = append(p.DeviceTypedefs, d.typedefs[name])
	}
	if len(d.recordTypes) > 0 {
		p.DeviceRecords = append(p.DeviceRecords, ctype.SortedRefs(d.recordTypes)...)
		p.DeviceRecords = append(p.DeviceRecords, d.recordDefs...)
	}
	d.checkTags()
}

// Typedef records the typedef that type specifier n (its name token
// tok) of a device-side declaration names.
func (d *Defs) Typedef(n *cc.TypeSpecifier, tok cc.Token) {
	name := tok.SrcStr()
	if _, ok := d.typedefs[name]; ok {
		return
	}
	var def *cc.Declarator
	for s := n.LexicalScope(); s != nil && def == nil; s = s.Parent {
		for _, x := range s.Nodes[name] {
			if dd, ok := x.(*cc.Declarator); ok && dd.IsTypename() {
				def = dd
			}
		}
	}
	if def == nil {
		d.Errs.Errorf(frontend.Position(tok), "cannot resolve type name '%s'", name)
		return
	}
	if variableLength(def.Type()) {
		// The device code declares its arrays with their extents
		// (package vla, which checks the uses of such a typedef).
		return
	}
	d.Records(def.Type(), frontend.Position(tok))
	decl, err := ctype.Decl(def.Type(), name)
	if err != nil {
		// A typedef only names a type; what may hold a function
		// pointer is checked where values enter device code.
		decl, err = ctype.FuncDecl(def.Type(), name)
	}
	if err != nil {
		d.Errs.Errorf(frontend.Position(tok), "%v", err)
		return
	}
	if d.typedefs == nil {
		d.typedefs = map[string]string{}
	}
	d.typedefs[name] = "typedef " + decl + ";"
	d.order = append(d.order, name)
	if d.pos == nil {
		d.pos = map[string]diag.Pos{}
	}
	d.pos[name] = frontend.Position(tok)
}

// checkTags reports a typedef of the device code named like the tag
// of a record the device code defines, unless it names that record: C
// keeps tags and typedef names apart, C++ does not.
func (d *Defs) checkTags() {
	tags := map[string]cc.Type{}
	for _, r := range d.recordTypes {
		tags[ctype.RecordTag(r)] = r
	}
	for _, name := range d.order {
		r := tags[name]
		if r == nil {
			continue
		}
		if decl, err := ctype.Decl(r, name); err == nil && d.typedefs[name] == "typedef "+decl+";" {
			continue // typedef struct S S;
		}
		d.Errs.Errorf(d.pos[name], "typedef '%s' and the tag of '%s' have the same name, which C++ (the device code's language) does not allow; rename one of them", name, ctype.RecordRef(r))
	}
}

// Records records the struct and union definitions a device
// declaration of type t needs.
func (d *Defs) Records(t cc.Type, pos diag.Pos) {
	if d.records == nil {
		d.records = map[string]bool{}
	}
	for _, r := range ctype.Records(t) {
		key := ctype.RecordRef(r)
		if d.records[key] {
			continue
		}
		if r.Size() == 0 && !r.IsIncomplete() {
			// GNU C's empty record has size 0, a C++ one size 1.
			d.records[key] = true
			d.Errs.Errorf(pos, "'%s' has no members; an empty struct or union in device code is not supported (its size is 0 in C and 1 in C++, the device code's language)", key)
			continue
		}
		def, err := ctype.Definition(r, d.FuncPointers())
		if err != nil {
			d.Errs.Errorf(pos, "%v", err)
			continue
		}
		d.records[key] = true
		d.recordTypes = append(d.recordTypes, r)
		d.recordDefs = append(d.recordDefs, def)
	}
}

// variableLength reports an array type some dimension of which is
// variable.
func variableLength(t cc.Type) bool {
	for t.Kind() == cc.Array {
		at := t.(*cc.ArrayType)
		if at.IsVLA() {
			return true
		}
		t = at.Elem()
	}
	return false
}

package vla

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
)

// Local is a variable-length array declared in device code: C++ cannot
// declare it, so its storage comes from the heap (__omp_vla_mem of the
// device header) and the variable is a pointer to its first element
// (one dimension) or a view of it (more).
type Local struct {
	Decl *cc.Declarator
	// Elem is the device spelling of the element type (all dimensions
	// taken off), Rank the number of dimensions.
	Elem string
	Rank int
	// Exts are the array declarators, outer first, whose bracket tokens
	// the rewrite turns into the extents' list (the extents themselves
	// stay where they are, so they are evaluated once, where C does).
	Exts []*cc.DirectDeclarator
	decl *cc.Declaration
	// item holds the declarator in decl's list (its Token is the comma
	// before it); next spells the declarator after it, when that one is
	// not a local array, as a declaration of its own.
	item *cc.InitDeclaratorList
	next string
	// Typedefs are the typedefs whose dimensions follow those of Exts,
	// outer first; typedefExts the extents they give (typedefLevels).
	Typedefs    []*cc.Declarator
	typedefExts []string
}

// Mem is the name of the storage object of a local array named name.
func Mem(name string) string { return "__omp_vb_" + name }

// Type is the device type of the variable.
func (l *Local) Type() string {
	if l.Rank == 1 {
		return l.Elem + " *"
	}
	return fmt.Sprintf("__omp_vla<%s, %d>", l.Elem, l.Rank)
}

// Bytes declares, for a one-dimensional array, the name under which the
// device reads the size of one from outside (dataenv.VLABytes): the
// clauses of nested constructs that size copies of it find it there.
func (l *Local) Bytes() string {
	if l.Rank != 1 {
		return ""
	}
	name := l.Decl.Name()
	return fmt.Sprintf("const unsigned long long &%s = %s.bytes; ", dataenv.VLABytes(name), Mem(name))
}

// Init is the call that allocates the storage; ext renders extent k of
// those in the array's own brackets (Exts), the typedef's follow.
func (l *Local) Init(mem string, ext func(k int) string) string {
	s := ""
	for k := 0; k < l.Rank; k++ {
		if k > 0 {
			s += ", "
		}
		if k >= len(l.Exts) {
			s += "(long long)(" + l.typedefExts[k-len(l.Exts)] + ")"
			continue
		}
		s += "(long long)(" + ext(k) + ")"
	}
	if l.Rank == 1 {
		return fmt.Sprintf("__omp_vla_ptr<%s>(%s, {%s})", l.Elem, mem, s)
	}
	return fmt.Sprintf("__omp_vla_new<%s, %d>(%s, {%s})", l.Elem, l.Rank, mem, s)
}

// LocalOf returns the local array that declarator d, in a block of
// device code, declares (DeclLocal); nil otherwise.
func LocalOf(d *cc.Declarator, par map[cc.Node]cc.Node) *Local {
	id, ok := par[d].(*cc.InitDeclarator)
	if !ok {
		return nil
	}
	var n cc.Node = par[id]
	for {
		if _, ok := n.(*cc.InitDeclaratorList); !ok {
			break
		}
		n = par[n]
	}
	decl, ok := n.(*cc.Declaration)
	if !ok {
		return nil
	}
	if _, ok := par[decl].(*cc.BlockItem); !ok {
		return nil
	}
	return DeclLocal(decl, id)
}

// DeclLocal returns the local array that the declarator id of
// declaration decl declares, nil when it does not declare a
// variable-length array the rewrite can spell: a declarator without
// initializer, storage class or typedef'd variable-length type, whose
// dimensions are all in its own brackets (double t[m][k], struct P
// *r[n], float c[3][m]), in a declaration whose other declarators the
// rewrite can spell on their own (double a[n], s = 0, b[m];).
func DeclLocal(decl *cc.Declaration, id *cc.InitDeclarator) *Local {
	if decl.Case != cc.DeclarationDecl || decl.InitDeclaratorList == nil {
		return nil
	}
	var item *cc.InitDeclaratorList
	for l := decl.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		if l.InitDeclarator == id {
			item = l
		}
	}
	if item == nil {
		return nil
	}
	l := declLocal(id)
	if l == nil {
		return nil
	}
	l.decl, l.item = decl, item
	if next := item.InitDeclaratorList; next != nil && declLocal(next.InitDeclarator) == nil {
		// The declarator after this one starts a declaration of its
		// own, which spells its type in full.
		d := next.InitDeclarator.Declarator
		if d.Type() == nil || dataenv.HasVLA(d.Type()) {
			return nil
		}
		s, err := ctype.QualDecl(d.Type(), d.Name())
		if err != nil {
			return nil
		}
		l.next = s
	}
	return l
}

// declLocal is DeclLocal for one declarator, its declaration aside.
func declLocal(id *cc.InitDeclarator) *Local {
	d := id.Declarator
	if id.Initializer != nil || d.IsStatic() || d.IsExtern() || d.IsThreadLocal() || d.IsTypename() || d.Type() == nil {
		return nil
	}
	var exts []*cc.DirectDeclarator
	dd := d.DirectDeclarator
	for dd != nil && dd.Case == cc.DirectDeclaratorArr {
		if dd.AssignmentExpression == nil || dd.TypeQualifiers != nil {
			return nil
		}
		exts = append([]*cc.DirectDeclarator{dd}, exts...)
		dd = dd.DirectDeclarator
	}
	if dd == nil || dd.Case != cc.DirectDeclaratorIdent || d.Pointer != nil && len(exts) == 0 {
		return nil
	}
	t := d.Type()
	for range exts {
		at, ok := t.(*cc.ArrayType)
		if !ok {
			return nil
		}
		t = at.Elem()
	}
	l := &Local{Decl: d, Exts: exts}
	for t.Kind() == cc.Array {
		// Dimensions from a typedef declared in device code, whose
		// extents its declaration kept (typedefExts).
		td := t.Typedef()
		if td == nil || !td.IsTypename() {
			return nil
		}
		levels, inner := typedefLevels(td)
		if levels == nil {
			return nil
		}
		l.Typedefs = append(l.Typedefs, td)
		l.typedefExts = append(l.typedefExts, levels...)
		t = inner
	}
	if dataenv.HasVLA(t) || !dataenv.HasVLA(d.Type()) {
		return nil
	}
	el, err := ctype.Decl(t, "")
	if err != nil {
		return nil
	}
	l.Elem, l.Rank = el, len(exts)+len(l.typedefExts)
	return l
}

// TypedefExt names the device's copy of extent k (outer first) of the
// variable-length typedef name, evaluated where C evaluates it: at the
// typedef's declaration.
func TypedefExt(name string, k int) string { return fmt.Sprintf("__omp_te_%s_%d", name, k) }

// typedefLevels returns the extents of the dimensions that typedef td
// writes in its own brackets (a literal for a constant one, the device's
// copy for a variable one) and the type they hold; nil when td's
// dimensions are not all in its brackets.
func typedefLevels(td *cc.Declarator) ([]string, cc.Type) {
	var dds []*cc.DirectDeclarator
	dd := td.DirectDeclarator
	for dd != nil && dd.Case == cc.DirectDeclaratorArr {
		if dd.AssignmentExpression == nil || dd.TypeQualifiers != nil {
			return nil, nil
		}
		dds = append([]*cc.DirectDeclarator{dd}, dds...)
		dd = dd.DirectDeclarator
	}
	if dd == nil || dd.Case != cc.DirectDeclaratorIdent || td.Pointer != nil || len(dds) == 0 {
		return nil, nil
	}
	var levels []string
	t := td.Type()
	for k := range dds {
		at, ok := t.(*cc.ArrayType)
		if !ok {
			return nil, nil
		}
		if at.IsVLA() {
			levels = append(levels, TypedefExt(td.Name(), k))
		} else if at.Len() >= 0 {
			levels = append(levels, fmt.Sprint(at.Len()))
		} else {
			return nil, nil
		}
		t = at.Elem()
	}
	return levels, t
}

// TypedefExtents returns the variable extents of typedef td that device
// code declares, by the name of the device's copy (TypedefExt), outer
// first: each expression C evaluates at the declaration.
func TypedefExtents(td *cc.Declarator) (names []string, exprs []cc.ExpressionNode) {
	var dds []*cc.DirectDeclarator
	for dd := td.DirectDeclarator; dd != nil && dd.Case == cc.DirectDeclaratorArr; dd = dd.DirectDeclarator {
		dds = append([]*cc.DirectDeclarator{dd}, dds...)
	}
	t := td.Type()
	for k, dd := range dds {
		at, ok := t.(*cc.ArrayType)
		if !ok {
			return nil, nil
		}
		if at.IsVLA() {
			names = append(names, TypedefExt(td.Name(), k))
			exprs = append(exprs, dd.AssignmentExpression)
		}
		t = at.Elem()
	}
	return names, exprs
}

// typedefDecl rewrites the declaration of variable-length typedef td in
// device code: C++ has no such types, so the declaration becomes the
// device's copies of its variable extents (TypedefExt), evaluated in
// place; the arrays declared with it (Local) read them. It reports
// whether td's declaration is one it can spell: a typedef of its own.
func typedefDecl(td *cc.Declarator, par map[cc.Node]cc.Node, subst map[int]string) bool {
	id, ok := par[td].(*cc.InitDeclarator)
	if !ok {
		return false
	}
	list, ok := par[id].(*cc.InitDeclaratorList)
	if !ok || list.InitDeclaratorList != nil {
		return false
	}
	decl, ok := par[list].(*cc.Declaration)
	if !ok || decl.InitDeclaratorList != list {
		return false
	}
	if _, ok := par[decl].(*cc.BlockItem); !ok {
		return false
	}
	if levels, _ := typedefLevels(td); levels == nil {
		return false
	}
	// The variable extents stay in place, between the brackets that
	// become the start and the end of a copy's declaration.
	keep := map[int]bool{}
	names, exprs := TypedefExtents(td)
	copyOf := map[cc.ExpressionNode]string{}
	for k, x := range exprs {
		copyOf[x] = names[k]
	}
	for dd := td.DirectDeclarator; dd.Case == cc.DirectDeclaratorArr; dd = dd.DirectDeclarator {
		name, ok := copyOf[dd.AssignmentExpression]
		if !ok {
			continue // a constant dimension
		}
		for _, tok := range csyntax.Tokens(dd.AssignmentExpression) {
			keep[tok.Seq()] = true
		}
		subst[dd.Token.Seq()] = "const long long " + name + " = (long long)("
		subst[dd.Token2.Seq()] = ");"
		keep[dd.Token.Seq()], keep[dd.Token2.Seq()] = true, true
	}
	for _, tok := range csyntax.Tokens(decl) {
		if !keep[tok.Seq()] {
			subst[tok.Seq()] = ""
		}
	}
	return true
}

// rewrite spells the declaration of l in place: its specifiers and name
// become the storage object and the variable, its brackets the extents'
// list of the allocating call: double t[m][k]; is
// __omp_vla_buf __omp_vb_t; __omp_vla<double, 2> t = __omp_vla_new<double, 2>(&__omp_vb_t, {(long long)(m), (long long)(k)});
func (l *Local) rewrite(subst map[int]string) {
	decl := l.decl
	name := l.Decl.Name()
	mem := Mem(name)
	if l.Decl.Pointer != nil {
		for _, t := range csyntax.Tokens(l.Decl.Pointer) {
			subst[t.Seq()] = ""
		}
	}
	head := "__omp_vla_buf " + mem + "; " + l.Bytes() + l.Type() + " " + name + " ="
	if l.item == decl.InitDeclaratorList {
		for _, t := range csyntax.Tokens(decl.DeclarationSpecifiers) {
			subst[t.Seq()] = ""
		}
		first := csyntax.First(decl)
		subst[first.Seq()] = head
	} else {
		// A declarator after others: the declaration before it ends
		// at its comma.
		subst[l.item.Token.Seq()] = "; " + head
	}
	if next := l.item.InitDeclaratorList; next != nil && l.next != "" {
		subst[next.Token.Seq()] = ";"
		toks := csyntax.Tokens(next.InitDeclarator.Declarator)
		for _, t := range toks {
			subst[t.Seq()] = ""
		}
		subst[toks[0].Seq()] = l.next
	}
	nt := l.Decl.NameTok()
	subst[nt.Seq()] = ""
	call := l.Init("&"+mem, func(int) string { return "\x00" })
	if len(l.Exts) == 0 {
		subst[nt.Seq()] = call
		return
	}
	// The call's text around the extents, which stay in place.
	var parts []string
	start := 0
	for i := 0; i < len(call); i++ {
		if call[i] == 0 {
			parts = append(parts, call[start:i])
			start = i + 1
		}
	}
	parts = append(parts, call[start:])
	for k, dd := range l.Exts {
		subst[dd.Token.Seq()] = parts[k]
		subst[dd.Token2.Seq()] = ""
	}
	subst[l.Exts[len(l.Exts)-1].Token2.Seq()] = parts[len(parts)-1]
}

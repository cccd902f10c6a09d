package analysis

import (
	"fmt"
	"reflect"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Multi-dimensional variable-length arrays. C++ has no variable-length
// types, so the device sees such an array (or a pointer to variable-length
// rows) as a view, __omp_vla<T, R> of the device header: the address of
// the first element plus the extents, taken on the host where C took them
// (sizeof of the object, which C evaluated at its declaration) and passed
// as literal parameters. Subscripts of the view linearise the index;
// sizeof of a variable-length expression is computed from the extents.
// One-dimensional ones are plain pointers (vla1).

// vlaView describes the view a type needs: an array of arrays with a
// variable extent somewhere, or a pointer to such an array (a pointer to
// variable-length rows). elem is the scalar element type, rank the
// dimensions seen through the pointer the view holds (2 for double[n][m]
// and for double (*)[m]), outer whether the object is an array (whose
// outer extent sizeof needs).
type vlaView struct {
	elem  cc.Type
	rank  int
	outer bool
}

func viewOf(t cc.Type) *vlaView {
	switch t.Kind() {
	case cc.Array:
		at := t.(*cc.ArrayType)
		if !at.IsVLA() || at.Elem().Kind() != cc.Array {
			return nil
		}
		el, r := arrayRank(t)
		return &vlaView{elem: el, rank: r, outer: true}
	case cc.Ptr:
		pt := t.(*cc.PointerType).Elem()
		if at, ok := pt.(*cc.ArrayType); ok && at.IsVLA() {
			el, r := arrayRank(pt)
			return &vlaView{elem: el, rank: r + 1}
		}
	}
	return nil
}

// arrayRank returns the scalar element type and number of dimensions of
// an array type.
func arrayRank(t cc.Type) (cc.Type, int) {
	r := 0
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
		r++
	}
	return t, r
}

// hasVLA reports whether t is, or points to, a variable-length array.
func hasVLA(t cc.Type) bool {
	for t != nil {
		switch t.Kind() {
		case cc.Array:
			at := t.(*cc.ArrayType)
			if at.IsVLA() {
				return true
			}
			t = at.Elem()
		case cc.Ptr:
			t = t.(*cc.PointerType).Elem()
		default:
			return false
		}
	}
	return false
}

// extentExpr is the host expression for the extent of dimension k of v
// (0 the outermost; for a pointer, dimension 0 is the pointer's).
func extentExpr(v string, k int) string {
	z := strings.Repeat("[0]", k)
	return fmt.Sprintf("sizeof((%s)%s) / sizeof((%s)%s[0])", v, z, v, z)
}

// viewCapture plans a variable that needs a view: the map entry of its
// storage (the kernel parameter), then one literal parameter per extent
// the view holds, and the device declaration that builds the view.
func (a *analyzer) viewCapture(k *plan.Kernel, arg *plan.Arg, use dataenv.Use, explicit bool, t cc.Type, vw *vlaView, pos diag.Pos) {
	v := arg.Var
	copyOf, ok := a.viewEntry(k, arg, use, explicit, t, vw, pos)
	if !ok {
		return
	}
	el, err := ctype.Decl(vw.elem, "")
	if err != nil {
		a.errs.Errorf(pos, "variable '%s': %v", v, err)
		return
	}
	a.needRecords(vw.elem, pos)
	arg.Kind = plan.ArgPointer
	if copyOf != "private" {
		k.Args = append(k.Args, arg)
	}
	outer, exts := viewExtents(k, v, vw)
	view := func(first string) string {
		return fmt.Sprintf("__omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>((%s *)%s, %s, {%s});",
			el, vw.rank, v, el, vw.rank, el, first, outer, strings.Join(exts, ", "))
	}
	switch {
	case copyOf == "private":
		first, _ := a.vlaCopies(k, arg, v, "")
		arg.DeviceDecl = view(first)
		dataenv.AddFallback(k, plan.FallbackVar{Name: v, Array: true})
	case copyOf == "firstprivate" && a.genericTeams:
		a.errs.Errorf(pos, "variable-length array '%s' in clause 'firstprivate' of a teams region with code beside its loops is not supported yet (the teams would share one copy)", v)
	case copyOf == "firstprivate" && a.genericKernel:
		arg.DeviceDecl = view(arg.Param)
		dataenv.AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
	case copyOf == "firstprivate":
		buf := copyBuffer(v)
		first, fill := a.vlaCopies(k, buf, v, arg.Param)
		buf.DeviceDecl = view(first) + fill
		dataenv.AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
	default:
		arg.DeviceDecl = view(arg.Param)
	}
}

// viewEntry sets the map entry of the storage of a variable that needs a
// view (arg), from the clause that names it (use, when explicit) or the
// implicit rules. copyOf is the clause that makes the kernel's variable a
// copy ("private", "firstprivate" or "").
func (a *analyzer) viewEntry(k *plan.Kernel, arg *plan.Arg, use dataenv.Use, explicit bool, t cc.Type, vw *vlaView, pos diag.Pos) (copyOf string, ok bool) {
	v := arg.Var
	switch {
	case explicit && use.Clause.Name == "map":
		c, it := use.Clause, use.Item
		if !dataenv.AllowedMapType(k.Construct, c.MapType) {
			a.errs.Errorf(c.Pos, "map-type '%s' is not allowed on '#pragma omp target'", c.MapType)
			return "", false
		}
		if !vw.outer && len(it.Sections) == 0 {
			a.errs.Errorf(it.Pos, "mapping the pointer '%s' to variable-length rows is not supported yet; map the rows it points to (e.g. '%s[0:n][0:m]')", v, v)
			return "", false
		}
		e := a.env.Entry(v, t, it.Pos, it.Text, it.Sections, false)
		if e == nil {
			return "", false
		}
		arg.Flags = mapping.FromClause(c.MapType, c.Modifiers) | mapping.TargetParam
		arg.Base, arg.Begin, arg.Size = e.Base, e.Begin, e.Size
		arg.Text = it.Text
	case explicit && vw.outer && (use.Clause.Name == "firstprivate" || use.Clause.Name == "private"):
		// Each thread's copy is a view on its slot of a buffer
		// (vlaCopies); a firstprivate one starts from the copy the
		// runtime makes of the host's, which a generic kernel uses in
		// place.
		copyOf = use.Clause.Name
		if copyOf == "firstprivate" {
			arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
			arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
		}
	case explicit && !vw.outer && use.Clause.Name == "firstprivate":
		// The pointer itself, as without a clause.
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, "0"
		arg.Flags = mapping.TargetParam
	case explicit:
		a.errs.Errorf(use.Item.Pos, "variable-length array '%s' in clause '%s' is not supported yet", v, use.Clause.Name)
		return "", false
	case !vw.outer:
		// A pointer is firstprivate with zero-length array-section
		// semantics, as any pointer.
		b := a.env.DefaultmapOf("pointer")
		switch b {
		case "", "default", "firstprivate":
		case "none":
			a.errs.Errorf(pos, "'%s' must be listed in a data-sharing or map clause: the region has defaultmap(none)", v)
			return "", false
		default:
			a.errs.Errorf(pos, "pointer to variable-length rows '%s' with defaultmap(%s) is not supported yet", v, b)
			return "", false
		}
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, "0"
		arg.Flags = mapping.TargetParam | mapping.Implicit
	default:
		b := a.env.DefaultmapOf("aggregate")
		var flags mapping.Flags
		switch b {
		case "", "default", "tofrom":
			flags = mapping.To | mapping.From
		case "to":
			flags = mapping.To
		case "from":
			flags = mapping.From
		case "alloc":
		case "present":
			flags = mapping.Present
		case "none":
			a.errs.Errorf(pos, "'%s' must be listed in a data-sharing or map clause: the region has defaultmap(none)", v)
			return "", false
		default:
			a.errs.Errorf(pos, "variable-length array '%s' with defaultmap(%s) is not supported yet", v, b)
			return "", false
		}
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = flags | mapping.TargetParam | mapping.Implicit
	}
	return copyOf, true
}

// viewExtents adds the literal arguments that carry the view's extents
// (the outer one only when the view holds it) and returns them as the
// kernel reads them: the outer extent ("-1" when not held) and the others.
func viewExtents(k *plan.Kernel, v string, vw *vlaView) (outer string, exts []string) {
	outer = "-1"
	for d := 0; d < vw.rank; d++ {
		if d == 0 && !vw.outer {
			continue
		}
		param := fmt.Sprintf("__omp_arg%d", len(k.Args))
		slot := fmt.Sprintf("__omp_ext_%s_%d", v, d)
		k.Args = append(k.Args, &plan.Arg{
			Kind: plan.ArgLiteral, Var: slot, Param: param, Literal: true, Slot: slot,
			SlotValue: extentExpr(v, d),
			Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
			Flags: mapping.Literal | mapping.TargetParam, Text: fmt.Sprintf("extent %d of %s", d, v), Implicit: true,
		})
		x := fmt.Sprintf("(long long)%s", param)
		if d == 0 {
			outer = x
		} else {
			exts = append(exts, x)
		}
	}
	return outer, exts
}

// vlaInner makes the kernel's view of a variable-length array, which the
// target level planned (arg, a pointer or a view on the mapped storage),
// each thread's private or firstprivate copy for a construct nested in
// the region; sectioned: the target level maps only a section of it.
func (a *analyzer) vlaInner(k *plan.Kernel, arg *plan.Arg, t cc.Type, s dataenv.Share, sectioned bool) {
	v := arg.Var
	if sectioned && s.Clause == "firstprivate" {
		// The copy is of the whole array, whose device storage is
		// the section only.
		a.errs.Errorf(s.Pos, "variable-length array '%s', mapped by a section, in clause 'firstprivate' of a construct nested in the target construct is not supported yet", v)
		return
	}
	if a.genericKernel {
		a.errs.Errorf(s.Pos, "'%s' made %s for a construct nested in a target region with code beside its loops is not supported yet", v, s.Clause)
		return
	}
	if t.Kind() == cc.Ptr {
		// A pointer to rows: its copies hold the same address, and
		// device code cannot assign a view.
		if s.Clause == "private" {
			a.errs.Errorf(s.Pos, "pointer to variable-length rows '%s' in clause 'private' is not supported yet", v)
		}
		return
	}
	decl := arg.DeviceDecl
	i := strings.Index(decl, arg.Param)
	if i < 0 {
		a.errs.Errorf(s.Pos, "variable-length array '%s' in clause '%s' is not supported yet", v, s.Clause)
		return
	}
	src := ""
	if s.Clause == "firstprivate" {
		src = arg.Param
	}
	buf := copyBuffer(v)
	first, fill := a.vlaCopies(k, buf, v, src)
	// The storage's parameter names the copy instead.
	arg.DeviceDecl = ""
	buf.DeviceDecl = decl[:i] + first + decl[i+len(arg.Param):] + fill
	if !s.Nested {
		dataenv.AddFallback(k, plan.FallbackVar{Name: v, Init: s.Clause == "firstprivate", Array: true})
	}
}

// vlaUses checks the uses of variable-length arrays in device code (a
// region or a declare target function body) and rewrites sizeof of them:
// a view stands for the array wherever it is subscripted, dereferenced,
// passed to a function or measured; other uses (assigning a pointer to
// rows, arithmetic on it, the address of a row) and declarations of
// variable-length types are errors.
func (a *analyzer) vlaUses(root cc.Node, subst map[int]string, where string) {
	par := csyntax.Parents(root)
	csyntax.Walk(root, func(n cc.Node) bool {
		if x, ok := n.(*cc.UnaryExpression); ok && x.Case == cc.UnaryExpressionSizeofExpr {
			if t := exprType(x.UnaryExpression); t != nil && hasVLA(t) {
				a.vlaSizeof(x, subst, where)
				return false
			}
		}
		switch x := n.(type) {
		case *cc.Declarator:
			if x.Type() != nil && hasVLA(x.Type()) && !x.IsTypename() && !a.errorAt(frontend.Position(x.NameTok())) {
				a.errs.Errorf(frontend.Position(x.NameTok()), "'%s' has a variable-length array type; declaring one in %s is not supported yet", x.Name(), where)
			}
		case *cc.UnaryExpression:
			// &X[i] of a view X is the view moved by i rows.
			if x.Case == cc.UnaryExpressionAddrof {
				if ix := rowAddress(x.CastExpression); ix != nil {
					subst[x.Token.Seq()] = "(("
					subst[ix.Token.Seq()] = ") + ("
					subst[ix.Token2.Seq()] = "))"
				}
			}
			if t := exprType(x); t != nil && hasVLA(t) && !vlaUseOK(x, par) {
				a.errs.Errorf(frontend.Position(csyntax.First(x)), "'%s' has a variable-length array type (or points to one); in %s it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)", csyntax.Text(x), where)
				return false
			}
		case *cc.TypeName:
			if x.Type() != nil && hasVLA(x.Type()) {
				a.errs.Errorf(frontend.Position(csyntax.First(x)), "a variable-length array type in %s is not supported yet", where)
			}
		case cc.ExpressionNode:
			t := exprType(x)
			if t == nil || !hasVLA(t) {
				break
			}
			if !vlaUseOK(x, par) {
				a.errs.Errorf(frontend.Position(csyntax.First(x)), "'%s' has a variable-length array type (or points to one); in %s it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)", csyntax.Text(x), where)
				return false
			}
		}
		return true
	})
}

// vlaUseOK reports whether expression x of variable-length type stands
// where a view (or a row pointer) works as C's array or pointer does.
func vlaUseOK(x cc.ExpressionNode, par map[cc.Node]cc.Node) bool {
	p := par[x]
	switch y := p.(type) {
	case *cc.PostfixExpression:
		if y.Case == cc.PostfixExpressionIndex && y.PostfixExpression == x {
			return true
		}
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionDeref {
			return true
		}
	case *cc.PrimaryExpression:
		return y.Case == cc.PrimaryExpressionExpr
	case *cc.ArgumentExpressionList:
		return true
	case *cc.AdditiveExpression:
		// Pointer arithmetic by an integer, the view on the left.
		return y.AdditiveExpression == x && y.MultiplicativeExpression.Type() != nil && ctype.IsInteger(y.MultiplicativeExpression.Type())
	case *cc.ExpressionList:
		if pe, ok := par[y].(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionExpr {
			return true
		}
	}
	// A one-dimensional one (a row of a view, or a variable the device
	// sees as a pointer) is a plain pointer on the device: it may be used
	// as any array that decays, but its address is a pointer to
	// variable-length rows.
	if at, ok := exprType(x).(*cc.ArrayType); ok && at.Elem().Kind() != cc.Array {
		u, ok := p.(*cc.UnaryExpression)
		return !ok || u.Case != cc.UnaryExpressionAddrof || rowAddress(x) != nil
	}
	if u, ok := p.(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionAddrof {
		return rowAddress(x) != nil
	}
	return false
}

// vlaSizeof replaces sizeof of a variable-length array expression with
// the size the view computes: of the whole array variable, or of a row
// reached by a subscript or '*'.
func (a *analyzer) vlaSizeof(x *cc.UnaryExpression, subst map[int]string, where string) {
	e := stripParens(x.UnaryExpression)
	var base cc.ExpressionNode
	method := ""
	t := exprType(e)
	switch y := e.(type) {
	case *cc.PrimaryExpression:
		if vw := viewOf(t); y.Case == cc.PrimaryExpressionIdent && vw != nil && vw.outer {
			base, method = y, "__omp_bytes"
		}
	case *cc.PostfixExpression:
		if y.Case == cc.PostfixExpressionIndex && viewOf(exprType(y.PostfixExpression)) != nil {
			base, method = y.PostfixExpression, "__omp_rowbytes"
		}
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionDeref && viewOf(exprType(y.CastExpression)) != nil {
			base, method = y.CastExpression, "__omp_rowbytes"
		}
	}
	if base == nil && t.Kind() == cc.Ptr {
		// A pointer to variable-length rows: the view is larger than
		// the pointer C measures.
		for i, tok := range csyntax.Tokens(x) {
			subst[tok.Seq()] = ""
			if i == 0 {
				subst[tok.Seq()] = "((unsigned long)sizeof(void *))"
			}
		}
		return
	}
	if base == nil {
		a.errs.Errorf(frontend.Position(x.Token), "sizeof of '%s' in %s is not supported yet (sizeof of a multi-dimensional variable-length array variable, or of a row 'a[i]' or '*a' of one, is)", csyntax.Text(x.UnaryExpression), where)
		return
	}
	keep := map[int]bool{}
	btoks := csyntax.Tokens(base)
	for _, t := range btoks {
		keep[t.Seq()] = true
	}
	for _, t := range csyntax.Tokens(x) {
		if !keep[t.Seq()] {
			subst[t.Seq()] = ""
		}
	}
	a.cxx.Wrap(btoks[0], btoks[len(btoks)-1], "((unsigned long)(", ")."+method+"())")
}

func stripParens(e cc.ExpressionNode) cc.ExpressionNode {
	for {
		pe, ok := e.(*cc.PrimaryExpression)
		if !ok || pe.Case != cc.PrimaryExpressionExpr {
			return e
		}
		el, ok := pe.ExpressionList.(*cc.ExpressionList)
		if !ok || el.ExpressionList != nil {
			if ok {
				return e
			}
			// A single expression.
			e = pe.ExpressionList
			continue
		}
		e = el.AssignmentExpression
	}
}

// vlaArg converts an argument for a parameter of a declare target
// function that is a pointer to variable-length rows: the device function
// takes the address of the first element (vlaParam) and builds its view
// from its own extents, as C evaluates them at the call.
func (a *analyzer) vlaArg(param cc.Type, e cc.ExpressionNode) bool {
	if param.Kind() == cc.Array {
		param = param.Decay()
	}
	vw := viewOf(param)
	if vw == nil {
		return false
	}
	toks := csyntax.Tokens(e)
	el, err := ctype.Decl(vw.elem, "")
	if err != nil || len(toks) == 0 {
		return true // the parameter is reported
	}
	a.cxx.Wrap(toks[0], toks[len(toks)-1], "(("+el+" *)(", "))")
	return true
}

// vlaParam spells a parameter of a declare target function that is a
// pointer to variable-length rows (double a[n][m], double (*a)[m]): the
// device function takes the first element's address, and its body starts
// by building the view from the parameter's extents, which may name the
// function's other parameters.
func (a *analyzer) vlaParam(p *cc.Parameter, t cc.Type, vw *vlaView, where string, pos diag.Pos) (string, string, bool) {
	name := p.Name()
	el, err := ctype.Decl(vw.elem, "")
	if err != nil {
		a.errs.Errorf(pos, "%s: parameter '%s': %v", where, name, err)
		return "", "", false
	}
	var exts []string
	for cur := t.(*cc.PointerType).Elem(); cur.Kind() == cc.Array; cur = cur.(*cc.ArrayType).Elem() {
		at := cur.(*cc.ArrayType)
		if n := at.Len(); n >= 0 && !at.IsVLA() || at.SizeExpression() == nil && n >= 0 {
			exts = append(exts, fmt.Sprintf("(long long)%d", n))
			continue
		}
		x := at.SizeExpression()
		if x == nil {
			a.errs.Errorf(pos, "%s: parameter '%s': an extent '[*]' is not supported on the device", where, name)
			return "", "", false
		}
		ok := true
		csyntax.Walk(x, func(n cc.Node) bool {
			pe, isPE := n.(*cc.PrimaryExpression)
			if !isPE || pe.Case != cc.PrimaryExpressionIdent {
				if pf, isPF := n.(*cc.PostfixExpression); isPF && pf.Case == cc.PostfixExpressionCall {
					ok = false
				}
				return true
			}
			if _, isEnum := pe.ResolvedTo().(*cc.Enumerator); isEnum {
				return true
			}
			if d, isDecl := pe.ResolvedTo().(*cc.Declarator); isDecl && d.IsParam() {
				return true
			}
			ok = false
			return true
		})
		if !ok {
			a.errs.Errorf(frontend.Position(csyntax.First(x)), "%s: the extent '%s' of parameter '%s' is not supported on the device yet (extents may use the function's parameters, constants and arithmetic)", where, csyntax.Text(x), name)
			return "", "", false
		}
		subst := map[int]string{}
		csyntax.Walk(x, func(n cc.Node) bool {
			if pe, isPE := n.(*cc.PrimaryExpression); isPE && pe.Case == cc.PrimaryExpressionIdent {
				if e, isEnum := pe.ResolvedTo().(*cc.Enumerator); isEnum {
					subst[pe.Token.Seq()] = ctype.EnumConst(e)
				}
			}
			return true
		})
		exts = append(exts, "(long long)("+csyntax.Render(csyntax.Tokens(x), subst)+")")
	}
	raw := "__omp_vp_" + name
	pro := fmt.Sprintf(" __omp_vla<%s, %d> %s = __omp_vla_at<%s, %d>(%s, -1, {%s});", el, vw.rank, name, el, vw.rank, raw, strings.Join(exts, ", "))
	return el + " *" + raw, pro, true
}

// exprType is the C type of expression e before array-to-pointer decay
// (the front end types an array operand as the pointer it decays to); a
// parameter declared as an array is the pointer it is.
func exprType(e cc.ExpressionNode) cc.Type {
	e = stripParens(e)
	if pe, ok := e.(*cc.PrimaryExpression); ok && pe.Case == cc.PrimaryExpressionIdent {
		if d, ok := pe.ResolvedTo().(*cc.Declarator); ok && d.Type() != nil {
			t := d.Type()
			if d.IsParam() && t.Kind() == cc.Array {
				t = t.Decay()
			}
			return t
		}
	}
	t := e.Type()
	if t != nil && t.Kind() == cc.Ptr && t.Undecay() != nil {
		t = t.Undecay()
	}
	return t
}

// errorAt reports whether an error was already given at pos (a more
// specific check reported the declaration).
func (a *analyzer) errorAt(pos diag.Pos) bool {
	for _, d := range a.errs {
		if d.Pos == pos {
			return true
		}
	}
	return false
}

// vlaLoopHeaders rejects sizeof of a variable-length array in the header
// of a loop the construct distributes: the device prints those bounds as
// written (the host computes the same trip count from them), where sizeof
// would measure the view.
func (a *analyzer) vlaLoopHeaders(nest *loops.Nest) bool {
	ok := true
	for _, x := range nest.Stmts {
		for _, part := range []cc.Node{x.Declaration, x.ExpressionList, x.ExpressionList2, x.ExpressionList3} {
			if part == nil || reflect.ValueOf(part).IsNil() {
				continue
			}
			csyntax.Walk(part, func(n cc.Node) bool {
				u, isU := n.(*cc.UnaryExpression)
				if !isU || u.Case != cc.UnaryExpressionSizeofExpr {
					return true
				}
				if t := exprType(u.UnaryExpression); t != nil && hasVLA(t) {
					a.errs.Errorf(frontend.Position(u.Token), "sizeof of the variable-length array '%s' in the header of a loop of the construct is not supported yet; compute it in a variable before the region", csyntax.Text(u.UnaryExpression))
					ok = false
				}
				return false
			})
		}
	}
	return ok
}

// rowAddress returns X[i] when e is a subscript of a view X that yields a
// variable-length row (whose address C takes as a pointer to rows).
func rowAddress(e cc.ExpressionNode) *cc.PostfixExpression {
	ix, ok := stripParens(e).(*cc.PostfixExpression)
	if !ok || ix.Case != cc.PostfixExpressionIndex || viewOf(exprType(ix.PostfixExpression)) == nil {
		return nil
	}
	if at, ok := exprType(ix).(*cc.ArrayType); !ok || !at.IsVLA() {
		return nil
	}
	return ix
}

// vlaCopies plans the private or firstprivate copies of a variable-length
// array v: C++ has no variable-length arrays, so the copies live in a
// buffer the runtime allocates for the launch (buf, a kernel parameter),
// one slot of sizeof(v) bytes (taken on the host, where C fixed it) per
// thread of the grid, or per team in a generic kernel, whose code outside
// its loops runs on one thread of each. It returns the address of the
// executing thread's slot and the statement that fills it from the
// storage at src ("" for a private copy).
func (a *analyzer) vlaCopies(k *plan.Kernel, buf *plan.Arg, v, src string) (first, fill string) {
	slot := "__omp_bytes_" + v
	bytes := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgLiteral, Var: slot, Param: bytes, Literal: true, Slot: slot,
		SlotValue: fmt.Sprintf("sizeof(%s)", v),
		Base:      plan.LiteralSlot(slot), Begin: plan.LiteralSlot(slot), Size: "8",
		Flags: mapping.Literal | mapping.TargetParam, Text: "size of " + v, Implicit: true,
	})
	n, at := fmt.Sprintf("(__SIZE_TYPE__)%s * (__SIZE_TYPE__)%s", plan.HostTeams, plan.HostThreads), "__omp_thread_slot()"
	if a.genericKernel {
		n, at = fmt.Sprintf("(__SIZE_TYPE__)%s", plan.HostTeams), "(unsigned long long)omp_get_team_num()"
	}
	buf.Param = fmt.Sprintf("__omp_arg%d", len(k.Args))
	buf.Kind = plan.ArgPrivate
	buf.Base, buf.Begin = "(void *)"+v, "(void *)"+v
	buf.Size = fmt.Sprintf("sizeof(%s) * %s", v, n)
	buf.Flags = mapping.Private | mapping.TargetParam
	buf.Implicit = true
	k.Args = append(k.Args, buf)
	first = fmt.Sprintf("((char *)%s + %s * (unsigned long long)%s)", buf.Param, at, bytes)
	if src != "" {
		fill = fmt.Sprintf(" memcpy((void *)%s, (const void *)%s, (size_t)%s);", first, src, bytes)
	}
	return first, fill
}

// copyBuffer is the kernel argument that holds the copies of v.
func copyBuffer(v string) *plan.Arg {
	return &plan.Arg{Var: "__omp_copies_" + v, Text: "copies of " + v}
}

// vla1Copy plans a private or firstprivate one-dimensional
// variable-length array named by a clause of the target level: the
// device sees a pointer to the thread's copy; a firstprivate one starts
// from the copy the runtime makes of the host's.
func (a *analyzer) vla1Copy(k *plan.Kernel, arg *plan.Arg, t cc.Type, clause string, pos diag.Pos) {
	v := arg.Var
	el := dataenv.VLA1(t)
	a.needRecords(el, pos)
	ptr, err := ctype.Decl(el.Pointer(), v)
	if err != nil {
		a.errs.Errorf(pos, "variable '%s': %v", v, err)
		return
	}
	cast, _ := ctype.Decl(el.Pointer(), "")
	src := ""
	if clause == "firstprivate" {
		arg.Kind = plan.ArgPrivate
		arg.Base, arg.Begin, arg.Size = "(void *)"+v, "(void *)"+v, fmt.Sprintf("sizeof(%s)", v)
		arg.Flags = mapping.To | mapping.Private | mapping.TargetParam
		k.Args = append(k.Args, arg)
		src = arg.Param
		if a.genericTeams {
			a.errs.Errorf(pos, "variable-length array '%s' in clause 'firstprivate' of a teams region with code beside its loops is not supported yet (the teams would share one copy)", v)
			return
		}
		if a.genericKernel {
			// The runtime's copy, used in place.
			arg.DeviceDecl = fmt.Sprintf("%s = (%s)%s;", ptr, cast, src)
			dataenv.AddFallback(k, plan.FallbackVar{Name: v, Init: true, Array: true})
			return
		}
		arg = copyBuffer(v)
	}
	first, fill := a.vlaCopies(k, arg, v, src)
	arg.DeviceDecl = fmt.Sprintf("%s = (%s)%s;%s", ptr, cast, first, fill)
	dataenv.AddFallback(k, plan.FallbackVar{Name: v, Init: clause == "firstprivate", Array: true})
}

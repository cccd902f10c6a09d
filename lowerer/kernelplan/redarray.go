package kernelplan

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/dataenv"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/mapping"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// MaxReductionCopy is the largest private copy, in bytes, of an array
// reduction item that a lane holds in its local memory (which the device
// reserves for every thread it can run at once); a larger one is a slice
// of a buffer the launch allocates.
const MaxReductionCopy = 8192

// reductionArray checks the array part of reduction item it, a variable
// of type t: a one-dimensional array of fixed size, whole or through one
// array section or element, or a section or element of a pointer's
// pointee. It returns the plan of its private copies and the element
// type. Bounds that are not constants are taken from the host at the
// launch, and copies that are not small constant arrays are slices of a
// buffer the launch allocates (bound is false for a construct that can
// do neither).
func (p *Planner) reductionArray(it *directive.Item, t cc.Type, bound bool) (*plan.ReductionArray, cc.Type, bool) {
	if len(it.Members) > 0 {
		p.Errs.Errorf(it.Pos, "struct members in 'reduction' are not supported yet")
		return nil, nil, false
	}
	a := &plan.ReductionArray{Lower: "0", HostLower: "0", Section: it.Text, Private: "__omp_rp_" + it.Name}
	var elem cc.Type
	switch t.Kind() {
	case cc.Ptr:
		pt, ok := t.(*cc.PointerType)
		if !ok {
			p.Errs.Errorf(it.Pos, "reduction over '%s' of type '%s' is not supported yet", it.Text, p.Unit.TypeName(t))
			return nil, nil, false
		}
		elem = pt.Elem()
		a.Pointer = true
		switch {
		case len(it.Sections) == 0:
			p.Errs.Errorf(it.Pos, "reduction variable '%s' has type '%s'; an arithmetic scalar of at most 64 bits is required", it.Name, p.Unit.TypeName(t))
			return nil, nil, false
		case it.Sections[0].HasColon && it.Sections[0].Length == "":
			p.Errs.Errorf(it.Sections[0].Pos, "section length is unspecified and cannot be inferred because subscripted value is not an array")
			return nil, nil, false
		}
	case cc.Array:
		at, ok := t.(*cc.ArrayType)
		if ok && at.IsVLA() && at.Elem().Kind() == cc.Array {
			return p.reductionView(a, it, at, bound)
		}
		if ok && at.IsVLA() && at.Elem().Kind() != cc.Array {
			// The kernel sees a one-dimensional variable-length array
			// as a pointer to its first element: reduce it as the
			// pointee of one, whole by default.
			elem, a.Pointer = at.Elem(), true
			n := fmt.Sprintf("(sizeof(%s) / sizeof(%s[0]))", it.Name, it.Name)
			a.Len, a.HostLen = n, n
			break
		}
		if !ok || at.IsVLA() || at.Len() <= 0 {
			p.Errs.Errorf(it.Pos, "reduction over the array '%s' of variable or unknown size is not supported yet", it.Name)
			return nil, nil, false
		}
		elem, a.Dim = at.Elem(), at.Len()
		a.Len, a.HostLen = fmt.Sprint(a.Dim), fmt.Sprint(a.Dim)
	default:
		p.Errs.Errorf(it.Pos, "subscripted value is not an array or pointer ('%s' has type '%s')", it.Name, p.Unit.TypeName(t))
		return nil, nil, false
	}
	if elem.Kind() == cc.Ptr && len(it.Sections) > 1 || elem.Kind() == cc.Array && a.Pointer {
		p.Errs.Errorf(it.Pos, "reduction over the multidimensional array '%s' is not supported yet (arrays of arrays of fixed sizes only)", it.Name)
		return nil, nil, false
	}
	var inner []int64
	if elem.Kind() == cc.Array {
		if elem, inner = p.reductionRows(it, elem); elem == nil {
			return nil, nil, false
		}
	}
	if len(it.Sections) > 1 && inner == nil {
		p.Errs.Errorf(it.Sections[1].Pos, "array section with %d dimensions in 'reduction' of the one-dimensional array '%s'", len(it.Sections), it.Name)
		return nil, nil, false
	}
	if len(it.Sections) >= 1 {
		if !p.reductionSection(a, it, bound) {
			return nil, nil, false
		}
	}
	if inner != nil {
		flatten(a, inner)
	}
	a.Storage = a.Dim
	lo, loConst := p.Unit.ConstInt(a.Lower)
	n, nConst := p.Unit.ConstInt(a.Len)
	if loConst && nConst {
		a.Storage = lo + n
	}
	local := !a.Pointer || loConst && nConst
	if size := a.Storage * elem.Size(); local && size <= MaxReductionCopy {
		return a, elem, true
	}
	// Each lane's copy is a slice of a buffer the launch sizes: no
	// declared size bounds a pointer's section, and a big copy would
	// not fit a lane's local memory.
	if !bound {
		if !p.reductionUnbound(a, it, local) {
			return nil, nil, false
		}
		return a, elem, true
	}
	a.Lanes, a.LanesBytes = "__omp_rl_"+it.Name, "__omp_rlb_"+it.Name
	a.Storage = 0
	return a, elem, true
}

// reductionUnbound places the lanes' copies of array reduction item it
// on a loop nested in a generic region (no launch-sized buffer binds
// them): from the device heap, sized where the loop stands, or a
// positioned error where no size is known. It reports whether a is
// usable.
func (p *Planner) reductionUnbound(a *plan.ReductionArray, it *directive.Item, local bool) bool {
	switch {
	case !local && a.Pointer && len(it.Sections) > 0 && (it.Sections[0].Length != "" || !it.Sections[0].HasColon):
		// The bounds as written, evaluated on the device
		// (ReductionArray.Heap).
		a.Heap, a.Storage = true, 0
		return true
	case !local && len(it.Sections) == 0:
		// A whole variable-length array: its size in bytes, which
		// the device sees as dataenv.VLABytes (the analysis marks
		// it measured).
		a.Len = fmt.Sprintf("(long long)((unsigned long)%s / sizeof(%s[0]))", dataenv.VLABytes(it.Name), it.Name)
		a.Heap, a.Storage = true, 0
		return true
	case local:
		// Too big for a lane's local memory: from the heap too,
		// the whole array (the body sees an array of Dim
		// elements over it).
		a.Heap, a.Storage = true, a.Dim
		return true
	case len(it.Sections) == 0:
		// A variable-length array, which the device sees as a
		// pointer: no declared size bounds the copies.
		p.Errs.Errorf(it.Pos, "reduction over the whole variable-length array '%s' on a loop nested in a target region with code beside it is not supported yet; name its elements with a section ('%s[0:n]')", it.Text, it.Text)
	default:
		p.Errs.Errorf(it.Sections[0].Pos, "array section '%s' without a length in 'reduction' on a loop nested in a target region with code beside it is not supported yet; write its length", it.Text)
	}
	return false
}

// reductionRows checks the rows of reduction item it over an array of
// arrays whose element type is row: fixed sizes, and array sections that
// take every element of each inner dimension, so that the item's
// elements are contiguous. It returns the scalar element type and the
// inner bounds (nil type after an error).
func (p *Planner) reductionRows(it *directive.Item, row cc.Type) (cc.Type, []int64) {
	var inner []int64
	for row.Kind() == cc.Array {
		at, ok := row.(*cc.ArrayType)
		if !ok || at.IsVLA() || at.Len() <= 0 {
			p.Errs.Errorf(it.Pos, "reduction over the array '%s' of variable or unknown size is not supported yet", it.Name)
			return nil, nil
		}
		inner = append(inner, at.Len())
		row = at.Elem()
	}
	switch {
	case len(it.Sections) > len(inner)+1:
		p.Errs.Errorf(it.Sections[len(inner)+1].Pos, "array section with %d dimensions in 'reduction' of the %d-dimensional array '%s'", len(it.Sections), len(inner)+1, it.Name)
		return nil, nil
	case len(it.Sections) > 0 && len(it.Sections) <= len(inner):
		// Its elements are arrays, which no operator combines (as
		// clang-19 says).
		p.Errs.Errorf(it.Pos, "list item '%s' is not valid for a reduction: its elements are arrays (a section of '%s' needs a subscript or section for each of its %d dimensions)", it.Text, it.Name, len(inner)+1)
		return nil, nil
	}
	for i, sec := range it.Sections {
		if i == 0 {
			continue
		}
		lo, loConst := p.Unit.ConstInt(sec.Lower)
		n, nConst := p.Unit.ConstInt(sec.Length)
		full := sec.HasColon && (sec.Lower == "" || loConst && lo == 0) && (sec.Length == "" || nConst && n == inner[i-1])
		if !full {
			p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' is not contiguous: only its first dimension may be a part of the array's (the others are not supported yet)", it.Text)
			return nil, nil
		}
	}
	return row, inner
}

// flatten turns the row bounds of array reduction a over an array of
// arrays with inner bounds inner into bounds over its elements in
// row-major order, as the private copies and the partials hold them.
func flatten(a *plan.ReductionArray, inner []int64) {
	row := int64(1)
	a.Shape = fmt.Sprintf("[%d]", a.Dim)
	for _, n := range inner {
		row *= n
		a.Shape += fmt.Sprintf("[%d]", n)
		a.Sub += "[0]"
	}
	scale := func(e string) string {
		if v, err := strconv.ParseInt(e, 10, 64); err == nil {
			return fmt.Sprint(v * row)
		}
		return fmt.Sprintf("(%s * %d)", e, row)
	}
	a.Dim *= row
	a.Lower, a.Len, a.HostLower, a.HostLen = scale(a.Lower), scale(a.Len), scale(a.HostLower), scale(a.HostLen)
}

// reductionSection fills a's bounds from the item's one array section
// [lower:length] (lower defaults to 0, length to the rest of the array)
// or array element [lower].
// Constant bounds must lie in the array; others are checked at the
// launch.
func (p *Planner) reductionSection(a *plan.ReductionArray, it *directive.Item, bound bool) bool {
	sec := it.Sections[0]
	lower, length := sec.Lower, sec.Length
	if !sec.HasColon {
		// An array element is the section of one element.
		length = "1"
	}
	if lower == "" {
		lower = "0"
	}
	lo, loConst := p.Unit.ConstInt(lower)
	if a.Pointer && length == "" {
		// The rest of a variable-length array (a pointer's section
		// has a length: reductionArray).
		length = "(" + a.HostLen + " - (" + lower + "))"
	}
	if a.Pointer {
		n, nConst := p.Unit.ConstInt(length)
		if loConst && lo < 0 || nConst && n < 0 {
			p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' has a negative bound", it.Text)
			return false
		}
		a.HostLower, a.HostLen = "("+lower+")", "("+length+")"
		a.Lower, a.Len = a.HostLower, a.HostLen
		if loConst && nConst {
			a.Lower, a.HostLower, a.Len, a.HostLen = fmt.Sprint(lo), fmt.Sprint(lo), fmt.Sprint(n), fmt.Sprint(n)
		}
		return true
	}
	if length == "" {
		if !loConst {
			p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' needs a length when its lower bound is not a constant", it.Text)
			return false
		}
		length = fmt.Sprint(a.Dim - lo)
	}
	n, nConst := p.Unit.ConstInt(length)
	switch {
	case loConst && (lo < 0 || lo > a.Dim):
		p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' starts outside the array of %d elements", it.Text, a.Dim)
		return false
	case nConst && (n < 0 || n > a.Dim || loConst && n > a.Dim-lo):
		p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' ends outside the array of %d elements", it.Text, a.Dim)
		return false
	case !bound && !(loConst && nConst):
		p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' with bounds that are not constants is not supported on a loop nested in a target region with code beside it", it.Text)
		return false
	}
	a.HostLower, a.HostLen = "("+lower+")", "("+length+")"
	a.Lower, a.Len = a.HostLower, a.HostLen
	if loConst {
		a.Lower, a.HostLower = fmt.Sprint(lo), fmt.Sprint(lo)
	}
	if nConst {
		a.Len, a.HostLen = fmt.Sprint(n), fmt.Sprint(n)
	}
	a.Check = !(loConst && nConst)
	return true
}

// constantBounds reports whether both bounds of array reduction a are
// integer constants.
func constantBounds(a *plan.ReductionArray) bool {
	_, errLo := strconv.ParseInt(a.Lower, 10, 64)
	_, errLen := strconv.ParseInt(a.Len, 10, 64)
	return errLo == nil && errLen == nil
}

// reductionBounds passes the bounds of array reduction r that are not
// constants to the kernel, as values the host computes at the launch.
func reductionBounds(k *plan.Kernel, r *plan.Reduction) {
	a := r.Array
	if a == nil {
		return
	}
	if _, err := strconv.ParseInt(a.Lower, 10, 64); err != nil {
		a.HostLower, a.Lower = valueArg(k, a.HostLower, "__omp_rlo_"+r.Var, "__omp_rlod_"+r.Var, "reduction lower bound of "+a.Section)
	}
	if _, err := strconv.ParseInt(a.Len, 10, 64); err != nil {
		a.HostLen, a.Len = valueArg(k, a.HostLen, "__omp_rlen_"+r.Var, "__omp_rlend_"+r.Var, "reduction length of "+a.Section)
	}
	a.ViewDevExts = nil
	for i, e := range a.ViewExts {
		_, dev := valueArg(k, e, fmt.Sprintf("__omp_rlx%d_%s", i, r.Var), fmt.Sprintf("__omp_rlxd%d_%s", i, r.Var), fmt.Sprintf("extent %d of %s", i, a.Section))
		a.ViewDevExts = append(a.ViewDevExts, dev)
	}
}

// lanesArg passes the buffer of the lanes' private copies of array
// reduction r (ReductionArray.Lanes): allocated on the device and never
// copied. A deferred launch (nowait) would outlive the host buffer the
// mapping is keyed by, so it is refused there.
func (p *Planner) lanesArg(k *plan.Kernel, d *directive.Directive, r *plan.Reduction, ts string) bool {
	a := r.Array
	if a.Lanes == "" {
		return true
	}
	if c := d.Clause("nowait"); c != nil {
		p.Errs.Errorf(c.Pos, "'nowait' with a reduction over '%s', whose private copies the launch allocates, is not supported yet", a.Section)
		return false
	}
	param := fmt.Sprintf("__omp_arg%d", len(k.Args))
	k.Args = append(k.Args, &plan.Arg{
		Kind: plan.ArgReductionLanes, Param: param,
		Base: "(void *)" + a.Lanes, Begin: "(void *)" + a.Lanes,
		Size:       a.LanesBytes,
		Flags:      mapping.TargetParam,
		DeviceDecl: fmt.Sprintf("%s *%s = (%s *)%s;", ts, a.Lanes, ts, param),
		Text:       "private copies of reduction(" + r.Op + ": " + a.Section + ")",
	})
	return true
}

// valueArg passes the host's value of expr to the kernel: the host
// declares it as host and the kernel as dev; it returns both names.
func valueArg(k *plan.Kernel, expr, host, dev, text string) (string, string) {
	hostValueArg(k, "(long long)"+expr, host, text, func(param string) string {
		return fmt.Sprintf("const long long %s = __omp_unpack<long long>(%s);", dev, param)
	})
	return host, dev
}

// reductionView plans reduction item it over a variable-length array of
// several dimensions (type at): whole, or a section of its rows
// (h[lo:len][0:m]..., the inner sections whole rows, which the launch
// checks where they are not written as ':'). The lanes' copies are
// slices of a buffer the launch allocates, as for a pointer's section,
// counted in scalar elements; the body sees its lane's copy as a view
// with the array's extents (ReductionArray.ViewExts).
func (p *Planner) reductionView(a *plan.ReductionArray, it *directive.Item, at *cc.ArrayType, bound bool) (*plan.ReductionArray, cc.Type, bool) {
	elem, rank := cc.Type(at), 0
	for elem.Kind() == cc.Array {
		elem = elem.(*cc.ArrayType).Elem()
		rank++
	}
	v := it.Name
	sub := func(k int) string { return "(" + v + ")" + strings.Repeat("[0]", k) }
	for k := 0; k < rank; k++ {
		a.ViewExts = append(a.ViewExts, fmt.Sprintf("(long long)(sizeof(%s) / sizeof(%s))", sub(k), sub(k+1)))
	}
	rowElems := fmt.Sprintf("(sizeof(%s) / sizeof(%s))", sub(1), sub(rank))
	a.Pointer, a.Sub = true, strings.Repeat("[0]", rank-1)
	a.HostLower, a.HostLen = "0", fmt.Sprintf("(sizeof(%s) / sizeof(%s))", sub(0), sub(rank))
	if n := len(it.Sections); n > 0 && n != rank {
		if n < rank {
			p.Errs.Errorf(it.Pos, "list item '%s' is not valid for a reduction: its elements are arrays (a section of '%s' needs a subscript or section for each of its %d dimensions)", it.Text, v, rank)
		} else {
			p.Errs.Errorf(it.Sections[rank].Pos, "array section with %d dimensions in 'reduction' of the %d-dimensional array '%s'", n, rank, v)
		}
		return nil, nil, false
	}
	if len(it.Sections) > 0 {
		for k, sec := range it.Sections[1:] {
			lo, loConst := p.Unit.ConstInt(sec.Lower)
			if !sec.HasColon || sec.Lower != "" && !(loConst && lo == 0) {
				p.Errs.Errorf(sec.Pos, "array section '%s' in 'reduction' is not contiguous: only its first dimension may be a part of the array's (the others are not supported yet)", it.Text)
				return nil, nil, false
			}
			if sec.Length != "" {
				a.HostChecks = append(a.HostChecks, plan.HostCheck{
					Cond: fmt.Sprintf("(long long)(%s) == %s", sec.Length, a.ViewExts[k+1]),
					Msg:  fmt.Sprintf("the array section %s of the reduction is not contiguous: its dimension %d must take whole rows", it.Text, k+2),
				})
			}
		}
		sec := it.Sections[0]
		lower, length := sec.Lower, sec.Length
		if lower == "" {
			lower = "0"
		}
		if !sec.HasColon {
			length = "1"
		} else if length == "" {
			length = fmt.Sprintf("(%s - (%s))", a.ViewExts[0], lower)
		}
		a.HostLower = fmt.Sprintf("((%s) * %s)", lower, rowElems)
		a.HostLen = fmt.Sprintf("((%s) * %s)", length, rowElems)
	}
	a.Lower, a.Len = a.HostLower, a.HostLen
	if !bound {
		p.Errs.Errorf(it.Pos, "reduction over the variable-length array '%s' on a loop nested in a target region with code beside it is not supported yet", v)
		return nil, nil, false
	}
	a.Lanes, a.LanesBytes = "__omp_rl_"+v, "__omp_rlb_"+v
	return a, elem, true
}

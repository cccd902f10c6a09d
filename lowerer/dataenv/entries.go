package dataenv

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// The map entry of one list item: base, begin and size of a variable,
// a member path or an array section (contiguous, or for target update a
// descriptor of dimensions), following libomptarget's encoding.

// dim is one subscript of a list item, resolved against its type.
type dim struct {
	sec     directive.Section
	lower   string
	length  string
	stride  string // "" for 1
	extent  int64  // -1 when unknown
	elem    cc.Type
	zeros   string // "[0]" repeated: the subscripts that reach elem
	lenOne  bool   // provably length 1
	full    bool   // provably the whole extent
	lenZero bool
}

// Entry plans the map entry of a list item: the lvalue expression v of
// type t (a variable or a struct member path), whole or through the
// sections secs, written as text at pos; nil after an error. update: a
// target update item, where a non-contiguous section becomes a
// descriptor.
func (env *Env) Entry(v string, t cc.Type, pos diag.Pos, text string, secs []directive.Section, update bool) *plan.Arg {
	e := &plan.Arg{Var: v, Text: text}
	if len(secs) == 0 {
		switch {
		case t.Kind() == cc.Array && isView(t):
			e.Kind = plan.ArgPointer
			e.Base, e.Begin = "(void *)"+v, "(void *)"+v
		case t.Kind() == cc.Array:
			if t.(*cc.ArrayType).IsVLA() || t.(*cc.ArrayType).Len() < 0 {
				env.in.Errs.Errorf(pos, "the size of '%s' is not known; map a section of it", v)
				return nil
			}
			e.Kind = plan.ArgArray
			e.Base, e.Begin = "(void *)"+v, "(void *)"+v
		case ctype.IsScalar(t) || ctype.IsRecord(t) || ctype.IsDeviceComplex(t):
			e.Kind = plan.ArgByRef
			e.Base, e.Begin = "(void *)&"+v, "(void *)&"+v
		default:
			env.in.Errs.Errorf(pos, "mapping '%s' of type '%s' is not supported yet", v, t)
			return nil
		}
		e.Size = fmt.Sprintf("sizeof(%s)", v)
		return e
	}
	dims, ok := env.dims(v, t, secs, update)
	if !ok {
		return nil
	}
	if t.Kind() == cc.Ptr || isView(t) {
		e.Kind = plan.ArgPointer
		e.Base = "(void *)" + v
	} else {
		e.Kind = plan.ArgArray
		e.Base = "(void *)" + v
	}
	subs := ""
	for _, d := range dims {
		subs += "[" + d.lower + "]"
	}
	first := fmt.Sprintf("(void *)&%s%s", v, subs)
	last := dims[len(dims)-1]
	esize := fmt.Sprintf("(__INT64_TYPE__)sizeof(%s%s)", v, last.zeros)
	strided := false
	for _, d := range dims {
		strided = strided || d.stride != ""
	}
	// Contiguity: after the first dimension that is not provably of
	// length 1, every dimension must span its whole extent.
	j := 0
	for j < len(dims)-1 && dims[j].lenOne {
		j++
	}
	contiguous := !strided
	var bad *dim
	for k := j + 1; k < len(dims) && contiguous; k++ {
		if !dims[k].full {
			if update {
				contiguous = false
			} else if env.provablyPartial(dims[k]) {
				bad = &dims[k]
				break
			}
		}
	}
	if bad != nil {
		env.in.Errs.Errorf(bad.sec.Pos, "'%s' is not contiguous storage: a map clause needs a contiguous array section (a non-contiguous section can only be moved by 'target update')", text)
		return nil
	}
	if contiguous {
		var lens []string
		whole := true
		for k, d := range dims {
			lens = append(lens, "(__INT64_TYPE__)("+d.length+")")
			whole = whole && (k <= j || d.full)
		}
		e.Begin = first
		if whole {
			e.Size = strings.Join(lens, " * ") + " * " + esize
		} else {
			e.Size = spanSize(v, dims, lens, esize)
		}
		return e
	}
	// Non-contiguous target update: descriptors from the first element,
	// outermost dimension first; a strided innermost dimension gets an
	// extra dimension of one element.
	e.Base = first
	for _, d := range dims {
		stride := fmt.Sprintf("(__INT64_TYPE__)sizeof(%s%s)", v, d.zeros)
		if d.stride != "" {
			stride = fmt.Sprintf("(__INT64_TYPE__)(%s) * %s", d.stride, stride)
		}
		e.Dims = append(e.Dims, plan.Dim{Offset: "0", Count: d.length, Stride: stride})
	}
	if last.stride != "" {
		e.Dims = append(e.Dims, plan.Dim{Offset: "0", Count: "1", Stride: esize})
	}
	e.Size = strconv.Itoa(len(e.Dims))
	return e
}

// spanSize is the size of a section whose inner lengths may fall short
// of their extents at run time: the bytes from its first element to its
// last, which is its size when it is contiguous, and what clang maps when
// it is not (OpenMP leaves a non-contiguous map section undefined); 0
// when a length is 0.
func spanSize(v string, dims []dim, lens []string, esize string) string {
	var terms []string
	for k, d := range dims {
		terms = append(terms, fmt.Sprintf("(%s - 1) * (__INT64_TYPE__)sizeof(%s%s)", lens[k], v, d.zeros))
	}
	return fmt.Sprintf("(%s ? %s + %s : 0)", strings.Join(lens, " && "), strings.Join(terms, " + "), esize)
}

// dims resolves the subscripts of v.
func (env *Env) dims(v string, t cc.Type, secs []directive.Section, update bool) ([]dim, bool) {
	var out []dim
	cur := t
	zeros := ""
	for i, s := range secs {
		d := dim{sec: s, extent: -1}
		switch cur.Kind() {
		case cc.Array:
			at := cur.(*cc.ArrayType)
			if !at.IsVLA() && at.Len() >= 0 {
				d.extent = at.Len()
			}
			d.elem = at.Elem()
		case cc.Ptr:
			if i > 0 && secs[i-1].HasColon {
				// pp[0:n][0:m]: the rows are not contiguous storage.
				env.in.Errs.Errorf(s.Pos, "'%s' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('%s[lo:len]') and each row through one of them ('%s[i][lo:len]')", v, v, v)
				return nil, false
			}
			if i > 0 {
				env.in.Errs.Errorf(s.Pos, "'%s' reaches a pointer inside an array section; only the first subscript may follow a pointer", v)
				return nil, false
			}
			d.elem = cur.(*cc.PointerType).Elem()
		default:
			if i == 0 {
				env.in.Errs.Errorf(s.Pos, "'%s' is not an array or pointer; it cannot have an array section", v)
			} else {
				env.in.Errs.Errorf(s.Pos, "'%s' has only %d array dimension(s); it cannot have %d subscripts", v, i, len(secs))
			}
			return nil, false
		}
		if d.elem.Kind() == cc.Void || d.elem.Size() <= 0 && !(d.elem.Kind() == cc.Array && HasVLA(d.elem)) {
			env.in.Errs.Errorf(s.Pos, "cannot map a section of '%s': its element type has no size", v)
			return nil, false
		}
		zeros += "[0]"
		d.zeros = zeros
		d.lower = s.Lower
		if d.lower == "" {
			d.lower = "0"
		}
		switch {
		case !s.HasColon:
			d.length = "1"
		case s.Length != "":
			d.length = s.Length
		case d.extent >= 0:
			d.length = fmt.Sprintf("%d - (%s)", d.extent, d.lower)
		case cur.Kind() == cc.Array && HasVLA(cur):
			// The extent C took at the declaration.
			d.length = fmt.Sprintf("%s - (%s)", extentExpr(v, i), d.lower)
			if lo, ok := env.in.ConstInt(d.lower); ok && lo == 0 {
				d.full = true
			}
		case cur.Kind() == cc.Ptr:
			env.in.Errs.Errorf(s.Pos, "the length of section '%s' must be given: '%s' is a pointer", v+sectionText(s), v)
			return nil, false
		default:
			env.in.Errs.Errorf(s.Pos, "the length of section '%s' must be given: the extent of '%s' is not known", v+sectionText(s), v)
			return nil, false
		}
		if s.Stride != "" {
			if n, ok := env.in.ConstInt(s.Stride); ok && n <= 0 {
				env.in.Errs.Errorf(s.StridePos, "the stride of an array section must be positive")
				return nil, false
			} else if !(ok && n == 1) {
				d.stride = s.Stride
			}
		}
		lo, okLo := env.in.ConstInt(d.lower)
		n, okN := env.in.ConstInt(d.length)
		d.lenOne = okN && n == 1
		d.lenZero = okN && n == 0
		d.full = (d.full || d.extent >= 0 && okLo && lo == 0 && okN && n == d.extent) && d.stride == ""
		if okLo && okN && d.extent >= 0 && (lo < 0 || n < 0 || lo+n > d.extent) {
			env.in.Errs.Errorf(s.Pos, "section '%s' is outside '%s' (extent %d)", sectionText(s), v, d.extent)
			return nil, false
		}
		out = append(out, d)
		cur = d.elem
	}
	return out, true
}

// provablyPartial reports whether a dimension certainly does not span
// its whole extent (constant bounds); unknown bounds are trusted.
func (env *Env) provablyPartial(d dim) bool {
	if d.stride != "" {
		return true
	}
	lo, okLo := env.in.ConstInt(d.lower)
	n, okN := env.in.ConstInt(d.length)
	if okLo && lo != 0 {
		return true
	}
	return okN && d.extent >= 0 && n != d.extent
}

func sectionText(s directive.Section) string {
	t := "[" + s.Lower
	if s.HasColon {
		t += ":" + s.Length
	}
	if s.Stride != "" {
		t += ":" + s.Stride
	}
	return t + "]"
}

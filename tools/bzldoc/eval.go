package main

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"go.starlark.net/syntax"
)

// bzlFile is one parsed .bzl file: its top-level assignments and the
// names it loads.
type bzlFile struct {
	name    string // repository-relative path
	globals map[string]syntax.Expr
	defs    map[string]*syntax.DefStmt
	loads   map[string]loaded
}

// macro is a function the file defines; the reference documents a macro
// as the rule it calls.
type macro struct {
	file *bzlFile
	def  *syntax.DefStmt
}

// loaded is a name bound by a load statement.
type loaded struct {
	file, name string
}

// call is the value of a call the evaluator keeps as is: rule(...),
// provider(...), attr.string_list(...).
type call struct {
	fn     string
	kwargs map[string]interface{}
}

// opaque is an expression the reference shows as written.
type opaque string

type reader struct {
	root  string
	files map[string]*bzlFile
}

// file parses the repository file name once.
func (r *reader) file(name string) (*bzlFile, error) {
	if f, ok := r.files[name]; ok {
		return f, nil
	}
	src, err := os.ReadFile(filepath.Join(r.root, filepath.FromSlash(name)))
	if err != nil {
		return nil, err
	}
	ast, err := syntax.Parse(name, src, 0)
	if err != nil {
		return nil, err
	}
	f := &bzlFile{name: name, globals: map[string]syntax.Expr{}, defs: map[string]*syntax.DefStmt{}, loads: map[string]loaded{}}
	for _, st := range ast.Stmts {
		switch st := st.(type) {
		case *syntax.AssignStmt:
			if id, ok := st.LHS.(*syntax.Ident); ok && st.Op == syntax.EQ {
				f.globals[id.Name] = st.RHS
			}
		case *syntax.DefStmt:
			f.defs[st.Name.Name] = st
		case *syntax.LoadStmt:
			from, ok := r.resolve(name, st.Module.Value.(string))
			for i := range st.To {
				if ok {
					f.loads[st.To[i].Name] = loaded{file: from, name: st.From[i].Name}
				}
			}
		}
	}
	r.files[name] = f
	return f, nil
}

// resolve turns a load label of file from into a repository path; labels
// of other repositories are not followed.
func (r *reader) resolve(from, label string) (string, bool) {
	switch {
	case strings.HasPrefix(label, "//"):
		pkg, name, _ := strings.Cut(label[2:], ":")
		return path.Join(pkg, name), true
	case strings.HasPrefix(label, ":"):
		return path.Join(path.Dir(from), label[1:]), true
	}
	return "", false
}

// eval evaluates e in file f.
func (r *reader) eval(f *bzlFile, e syntax.Expr) (interface{}, error) {
	switch e := e.(type) {
	case *syntax.Literal:
		if s, ok := e.Value.(string); ok {
			return s, nil
		}
		return opaque(e.Raw), nil
	case *syntax.Ident:
		return r.lookup(f, e.Name)
	case *syntax.BinaryExpr:
		if e.Op != syntax.PLUS {
			break
		}
		x, err := r.eval(f, e.X)
		if err != nil {
			return nil, err
		}
		y, err := r.eval(f, e.Y)
		if err != nil {
			return nil, err
		}
		xs, ok1 := x.(string)
		ys, ok2 := y.(string)
		if ok1 && ok2 {
			return xs + ys, nil
		}
	case *syntax.DictExpr:
		d := map[string]interface{}{}
		for _, it := range e.List {
			entry := it.(*syntax.DictEntry)
			k, err := r.eval(f, entry.Key)
			if err != nil {
				return nil, err
			}
			ks, ok := k.(string)
			if !ok {
				return nil, fmt.Errorf("%s: a dict key that is not a string", pos(entry.Key))
			}
			v, err := r.eval(f, entry.Value)
			if err != nil {
				return nil, err
			}
			d[ks] = v
		}
		return d, nil
	case *syntax.CallExpr:
		return r.evalCall(f, e)
	}
	return opaque(source(e)), nil
}

// lookup evaluates a global name of f, following loads.
func (r *reader) lookup(f *bzlFile, name string) (interface{}, error) {
	if e, ok := f.globals[name]; ok {
		return r.eval(f, e)
	}
	if d, ok := f.defs[name]; ok {
		return &macro{file: f, def: d}, nil
	}
	if l, ok := f.loads[name]; ok {
		g, err := r.file(l.file)
		if err != nil {
			return nil, err
		}
		return r.lookup(g, l.name)
	}
	return opaque(name), nil
}

func (r *reader) evalCall(f *bzlFile, e *syntax.CallExpr) (interface{}, error) {
	fn := source(e.Fn)
	var pos []interface{}
	kw := map[string]interface{}{}
	for _, a := range e.Args {
		if u, ok := a.(*syntax.UnaryExpr); ok && u.Op == syntax.STARSTAR {
			v, err := r.eval(f, u.X)
			if err != nil {
				return nil, err
			}
			m, ok := v.(map[string]interface{})
			if !ok {
				return nil, fmt.Errorf("%s: **kwargs of something that is not a dict", u.OpPos)
			}
			for k, x := range m {
				kw[k] = x
			}
			continue
		}
		if b, ok := a.(*syntax.BinaryExpr); ok && b.Op == syntax.EQ {
			v, err := r.eval(f, b.Y)
			if err != nil {
				return nil, err
			}
			kw[b.X.(*syntax.Ident).Name] = v
			continue
		}
		v, err := r.eval(f, a)
		if err != nil {
			return nil, err
		}
		pos = append(pos, v)
	}
	if fn == "dict" {
		d := map[string]interface{}{}
		for _, p := range pos {
			m, ok := p.(map[string]interface{})
			if !ok {
				return nil, fmt.Errorf("%s: dict(...) of something that is not a dict", e.Lparen)
			}
			for k, v := range m {
				d[k] = v
			}
		}
		for k, v := range kw {
			d[k] = v
		}
		return d, nil
	}
	return &call{fn: fn, kwargs: kw}, nil
}

func pos(e syntax.Expr) string {
	start, _ := e.Span()
	return start.String()
}

// source renders a small expression as written (names, attribute
// selections, literals); anything else as "...".
func source(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.Ident:
		return e.Name
	case *syntax.DotExpr:
		return source(e.X) + "." + e.Name.Name
	case *syntax.Literal:
		return e.Raw
	case *syntax.ListExpr:
		var parts []string
		for _, x := range e.List {
			parts = append(parts, source(x))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *syntax.CallExpr:
		return source(e.Fn) + "(...)"
	}
	return "..."
}

// wrappedRule is the rule that macro m calls: the first call statement of
// its body whose function is a rule.
func (r *reader) wrappedRule(m *macro) (*call, error) {
	for _, st := range m.def.Body {
		es, ok := st.(*syntax.ExprStmt)
		if !ok {
			continue
		}
		c, ok := es.X.(*syntax.CallExpr)
		if !ok {
			continue
		}
		id, ok := c.Fn.(*syntax.Ident)
		if !ok {
			continue
		}
		v, err := r.lookup(m.file, id.Name)
		if err != nil {
			return nil, err
		}
		if rc, ok := v.(*call); ok && rc.fn == "rule" {
			return rc, nil
		}
	}
	return nil, fmt.Errorf("%s: macro %s calls no rule", pos(m.def.Name), m.def.Name.Name)
}

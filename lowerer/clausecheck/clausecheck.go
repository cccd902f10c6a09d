// Package clausecheck makes the clause checks clang makes on every
// directive: arguments OpenMP requires to be positive (or, for device,
// non-negative), refused where they are constants (a kernel would
// otherwise launch with zero teams or threads, or divide by a zero
// chunk), and const-qualified variables in clauses that write their
// items (the lowered code would not compile). Input is all it sees of
// the analysis.
package clausecheck

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/binding"
	"github.com/omp-offload/rules_omp_offload/lowerer/ctype"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/kernelplan"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
	"github.com/omp-offload/rules_omp_offload/lowerer/resolve"
)

// Input is what the checks read of the unit.
type Input struct {
	Unit *frontend.Unit
	Errs *diag.List
	// Dirs holds each pragma's directive (nil after an error); Src
	// answers where they stand.
	Dirs []*directive.Directive
	Src  binding.Source
	// ConstInt evaluates an integer constant expression.
	ConstInt func(expr string) (int64, bool)
}

// positiveClauses are the clauses whose one argument must be a strictly
// positive integer (OpenMP 5.2 §10.1, §10.2, §10.4, §10.6, §11.4).
var positiveClauses = map[string]bool{
	"num_teams": true, "thread_limit": true, "num_threads": true, "safelen": true, "simdlen": true,
}

// Values reports the constant clause arguments of d that are
// out of range, and a simdlen greater than the safelen beside it.
func Values(in Input, d *directive.Directive) {
	var safelen, simdlen *directive.Clause
	for i := range d.Clauses {
		c := &d.Clauses[i]
		switch {
		case positiveClauses[c.Name]:
			if v, ok := in.ConstInt(c.Expr); ok && v < 1 {
				in.Errs.Errorf(c.ExprPos, "the argument of '%s' must be a strictly positive integer, found %d", c.Name, v)
			}
			if c.Name == "safelen" {
				safelen = c
			} else if c.Name == "simdlen" {
				simdlen = c
			}
		case c.Name == "device":
			expr := c.Expr
			if k := strings.Index(expr, ":"); k >= 0 {
				if m := strings.TrimSpace(expr[:k]); m == "device_num" || m == "ancestor" {
					expr = expr[k+1:]
				}
			}
			if v, ok := in.ConstInt(expr); ok && v < 0 {
				in.Errs.Errorf(c.ExprPos, "the argument of 'device' must be a non-negative integer, found %d", v)
			}
		case c.Name == "schedule" || c.Name == "dist_schedule":
			expr := c.Expr
			if k, comma := strings.Index(expr, ":"), strings.Index(expr, ","); k >= 0 && (comma < 0 || k < comma) {
				expr = expr[k+1:] // after the modifiers
			}
			if _, chunk, _ := kernelplan.SplitSchedule(expr); chunk != "" {
				if v, ok := in.ConstInt(chunk); ok && v < 1 {
					in.Errs.Errorf(c.ExprPos, "the chunk size of '%s' must be a strictly positive integer, found %d", c.Name, v)
				}
			}
		}
	}
	if safelen != nil && simdlen != nil {
		sl, ok1 := in.ConstInt(safelen.Expr)
		sd, ok2 := in.ConstInt(simdlen.Expr)
		if ok1 && ok2 && sl >= 1 && sd > sl {
			in.Errs.Errorf(simdlen.ExprPos, "the argument of 'simdlen' (%d) must not be greater than that of 'safelen' (%d)", sd, sl)
		}
	}
}

// constItemClauses are the clauses whose list items a directive writes
// (a private copy assigned, a result stored back), so OpenMP forbids
// const-qualified ones (5.2 §5.4.3, §5.4.5, §5.4.6, §5.5.8).
var constItemClauses = map[string]bool{
	"private": true, "lastprivate": true, "linear": true,
	"reduction": true, "task_reduction": true, "in_reduction": true,
}

// Items reports what clang refuses of the variables that
// clauses name, where no other check reported the item already (it runs
// last): a const-qualified variable (an array of const elements too)
// named whole in a clause of constItemClauses, and a threadprivate
// variable in a map, to or from clause (it has no device copy: each
// host thread has its own). Items with sections or members are left to
// the constructs' own checks of const.
func Items(in Input) {
	tp := threadprivates(in)
	for i, d := range in.Dirs {
		if d == nil {
			continue
		}
		p := &in.Unit.Pragmas[i]
		if d.Kind.IsLoop() && d.Clause("shared") != nil {
			checkSharedIndex(in, p, d)
		}
		if d.Sync != nil {
			checkCopyprivateStatic(in, p, d, tp)
			for _, c := range d.Sync.DS {
				checkThreadCopies(in, p, c.Name, c.Items, tp)
			}
		}
		for _, c := range d.Clauses {
			if c.Name == "aligned" {
				checkAligned(in, p, c)
				continue
			}
			motion := c.Name == "map" || c.Name == "to" || c.Name == "from"
			checkThreadCopies(in, p, c.Name, c.Items, tp)
			if !constItemClauses[c.Name] && !(motion && len(tp) > 0) {
				continue
			}
			for _, it := range c.Items {
				if in.Errs.At(it.Pos) {
					continue
				}
				decl := clauseItemVar(in, p, it.Name)
				switch {
				case decl == nil:
				case motion:
					if _, ok := tp[decl]; ok {
						in.Errs.Errorf(it.Pos, "'%s' is threadprivate and cannot be in clause '%s' (each host thread has its own copy)", it.Name, c.Name)
					}
				case len(it.Sections) == 0 && len(it.Members) == 0 && constObject(decl.Type()):
					in.Errs.Errorf(it.Pos, "'%s' is const-qualified and cannot be in clause '%s' (only in shared or firstprivate)", it.Name, c.Name)
				case c.Conditional && !ctype.IsScalar(decl.Type()):
					in.Errs.Errorf(it.Pos, "%s", directive.NotScalarConditional(it.Name))
				}
			}
		}
	}
}

// checkAligned refuses a variable in an aligned clause that is neither a
// pointer nor an array, as clang-19 and gcc refuse it (OpenMP 5.2
// §5.11: the list items are pointers or arrays). The clause is kept as
// text; its list is read from the directive's tokens, for each item's
// position.
func checkAligned(in Input, p *frontend.Pragma, c directive.Clause) {
	start := -1
	for i, t := range p.Toks {
		if t.Pos == c.ExprPos && i > 0 && p.Toks[i-1].Text == "(" {
			start = i
			break
		}
	}
	if start < 0 {
		return
	}
	for i := start; i < len(p.Toks); i++ {
		t := p.Toks[i]
		if t.Text == ":" || t.Text == ")" {
			return // the alignment, or the end of the list
		}
		if !directive.IsIdent(t.Text) || in.Errs.At(t.Pos) {
			continue
		}
		decl := clauseItemVar(in, p, t.Text)
		if decl == nil {
			continue
		}
		if k := decl.Type().Kind(); k != cc.Ptr && k != cc.Array {
			in.Errs.Errorf(t.Pos, "'%s' in clause 'aligned' must be a pointer or an array, not '%s'", t.Text, decl.Type())
		}
	}
}

// checkCopyprivateStatic refuses a variable of static storage duration
// in a copyprivate clause unless it is threadprivate: it is shared by
// the team the single construct binds to, where copyprivate needs each
// thread's own (OpenMP 5.2 §5.7.2); clang-19 refuses it too. Shared
// variables of automatic storage are the constructs' own checks.
func checkCopyprivateStatic(in Input, p *frontend.Pragma, d *directive.Directive, tp map[*cc.Declarator]diag.Pos) {
	for _, c := range d.Sync.DS {
		if c.Name != "copyprivate" {
			continue
		}
		for _, it := range c.Items {
			if in.Errs.At(it.Pos) {
				continue
			}
			decl := clauseItemVar(in, p, it.Name)
			if _, isTP := tp[decl]; decl == nil || isTP || decl.StorageDuration() != cc.Static {
				continue
			}
			in.Errs.Errorf(it.Pos, "'%s' in 'copyprivate' must be threadprivate or private in the enclosing context; a variable of static storage duration is shared by the team", it.Name)
		}
	}
}

// checkSharedIndex refuses the index of a loop associated with loop
// construct d (pragma p) in a shared clause of d: OpenMP predetermines
// it private (5.2 §5.1.1), and clang-19 refuses it. An index declared
// in the loop's init is another variable than the one the clause names.
func checkSharedIndex(in Input, p *frontend.Pragma, d *directive.Directive) {
	r := in.Src.Binder.Bind(p.Seq)
	if r.Stmt == nil {
		return
	}
	depth := 1
	for _, name := range []string{"collapse", "ordered"} {
		if c := d.Clause(name); c != nil && c.Expr != "" {
			if n, ok := in.ConstInt(c.Expr); ok && n > int64(depth) && n < 64 {
				depth = int(n)
			}
		}
	}
	nest, errs := loops.AnalyzeNest(r.Stmt, depth)
	if errs.HasErrors() || nest == nil {
		return // the loop's own checks report it
	}
	index := map[string]bool{}
	for _, m := range nest.Levels {
		if !m.Declared {
			index[m.Index] = true
		}
	}
	for _, c := range d.Clauses {
		if c.Name != "shared" {
			continue
		}
		for _, it := range c.Items {
			if index[it.Name] && !in.Errs.At(it.Pos) {
				in.Errs.Errorf(it.Pos, "'%s' is the index of a loop of '#pragma omp %s' and cannot be shared (it is predetermined private)", it.Name, d.Kind)
			}
		}
	}
}

// clauseItemVar resolves the variable name as a clause of pragma p
// sees it: in the block around p, or at file scope.
func clauseItemVar(in Input, p *frontend.Pragma, name string) *cc.Declarator {
	_, scope, seq := in.Src.ScopeAt(p)
	if scope == nil {
		scope, seq = in.Unit.AST.Scope, p.Seq
	}
	decl := resolve.Lookup(scope, name, seq)
	if decl == nil || decl.IsTypename() || decl.Type() == nil {
		return nil
	}
	return decl
}

// threadCopyClauses are the data-sharing clauses that may not name a
// threadprivate or thread-local variable, whose every thread has its own
// copy already (OpenMP 5.2 §5.2: such a variable appears only in copyin,
// copyprivate and the clauses that take expressions).
var threadCopyClauses = map[string]bool{
	"private": true, "firstprivate": true, "lastprivate": true,
	"reduction": true, "shared": true, "linear": true,
}

// checkThreadCopies refuses a threadprivate or thread-local variable in
// clause name (items) of the directive at p, with clang-19's error; tp
// gives the place of each threadprivate directive's item.
func checkThreadCopies(in Input, p *frontend.Pragma, name string, items []directive.Item, tp map[*cc.Declarator]diag.Pos) {
	if !threadCopyClauses[name] {
		return
	}
	for _, it := range items {
		if in.Errs.At(it.Pos) {
			continue
		}
		decl := clauseItemVar(in, p, it.Name)
		if decl == nil {
			continue
		}
		at, ok := tp[decl]
		if !ok && !decl.IsThreadLocal() {
			continue
		}
		if !ok {
			at = frontend.Position(decl.NameTok())
		}
		in.Errs.Errorf(it.Pos, "threadprivate or thread local variable cannot be %s", name)
		in.Errs.Notef(at, "defined as threadprivate or thread local")
	}
}

// threadprivates are the variables of the unit's threadprivate
// directives, with the place of each one's item (the first).
func threadprivates(in Input) map[*cc.Declarator]diag.Pos {
	tp := map[*cc.Declarator]diag.Pos{}
	for i := range in.Unit.Pragmas {
		p := &in.Unit.Pragmas[i]
		// Toks: omp threadprivate ( list )
		if len(p.Toks) < 4 || p.Toks[1].Text != "threadprivate" || p.Toks[2].Text != "(" {
			continue
		}
		for _, t := range p.Toks[3:] {
			if directive.IsIdent(t.Text) {
				if decl := clauseItemVar(in, p, t.Text); decl != nil {
					if _, ok := tp[decl]; !ok {
						tp[decl] = t.Pos
					}
				}
			}
		}
	}
	return tp
}

// constObject reports a const-qualified type, or an array of
// const-qualified elements.
func constObject(t cc.Type) bool {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	return ctype.IsConst(t)
}

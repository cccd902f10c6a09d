package dataenv

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/directive"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// ExpandDefault returns parallel construct d with its default(private)
// or default(firstprivate) clause spelled out as the clause it implies:
// a private or firstprivate clause listing each variable that the
// region stmt (tokens lo to hi) references, declares outside itself and
// names in no data-sharing clause of d, other than the iteration
// variables of a combined loop's associated loops (OpenMP 5.2 §5.1.1,
// §5.4.1). The region
// then lowers as if those clauses were written. A variable declared at
// file scope is an error, as OpenMP 5.2 and clang-19 say. d itself is
// left alone (the host fallback keeps the clause as written).
func ExpandDefault(errs *diag.List, d *directive.Directive, stmt *cc.Statement, lo, hi int) (*directive.Directive, bool) {
	dc := d.Clause("default")
	if dc == nil || dc.Expr != "private" && dc.Expr != "firstprivate" {
		return d, true
	}
	listed := d.ItemNames("private", "firstprivate", "lastprivate", "shared", "reduction", "linear", "copyin")
	for _, v := range iterationVars(d, stmt) {
		listed[v] = true // predetermined private
	}
	ok := true
	seen := map[*cc.Declarator]bool{}
	var items []directive.Item
	csyntax.Walk(stmt, func(n cc.Node) bool {
		pe, isPE := n.(*cc.PrimaryExpression)
		if !isPE || pe.Case != cc.PrimaryExpressionIdent {
			return true
		}
		decl, isDecl := pe.ResolvedTo().(*cc.Declarator)
		if !isDecl || seen[decl] || decl.IsTypename() || decl.Type().Kind() == cc.Function {
			return true
		}
		seen[decl] = true
		name := decl.Name()
		if listed[name] || csyntax.LocalTo(decl, lo, hi) {
			return true
		}
		pos := frontend.Position(pe.Token)
		if decl.StorageDuration() == cc.Static && decl.Linkage() != cc.None {
			errs.Errorf(pos, "variable '%s' must have explicitly specified data sharing attributes: default(%s) does not apply to variables declared at file scope", name, dc.Expr)
			errs.Notef(dc.ExprPos, "default(%s) given here", dc.Expr)
			ok = false
			return true
		}
		items = append(items, directive.Item{Pos: pos, Name: name, Text: name})
		return true
	})
	if len(items) == 0 {
		return d, ok
	}
	return d.WithClause(directive.Clause{
		Pos: dc.Pos, Name: dc.Expr, Items: items, Nested: dc.Nested, Level: dc.Level,
	}), ok
}

// iterationVars returns the iteration variables of the loops associated
// with loop construct d (its collapse or ordered count of them; one by
// default) over stmt, none for other constructs.
func iterationVars(d *directive.Directive, stmt *cc.Statement) []string {
	if !d.Kind.IsLoop() {
		return nil
	}
	depth := 1
	for _, name := range []string{"collapse", "ordered"} {
		if c := d.Clause(name); c != nil {
			if n, err := strconv.Atoi(strings.TrimSpace(c.Expr)); err == nil && n > depth {
				depth = n
			}
		}
	}
	nest, errs := loops.AnalyzeNest(stmt, depth)
	if len(errs) > 0 || nest == nil {
		return nil // reported where the loop is planned
	}
	return nest.Indices()
}

package callees

import (
	"modernc.org/cc/v4"

	"github.com/omp-offload/rules_omp_offload/lowerer/csyntax"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
)

// streamSpelling is the device spelling of the C library's standard
// output streams (the device header's: the C library's on the host
// plugin, the device's printf output on a GPU).
var streamSpelling = map[string]string{"stdout": "__omp_stdout", "stderr": "__omp_stderr"}

// streamArg is the index of the stream argument of the C library's
// output routines that device code may call.
var streamArg = map[string]int{"fprintf": 0, "fputs": 1, "fputc": 1}

// Stream returns the device spelling of d when it is stdout or stderr
// as the C library declares them, or "".
func (c *Checker) Stream(d *cc.Declarator) string {
	s := streamSpelling[d.Name()]
	if s == "" || d.Type().Kind() != cc.Ptr || !c.InSystemFile(d.Position().Filename) {
		return ""
	}
	return s
}

// Streams checks a call of fprintf, fputs or fputc in device code
// (where): the device writes only to stdout and stderr, which the
// stream argument must name.
func (c *Checker) Streams(x *cc.PostfixExpression, where string) {
	if x.Case != cc.PostfixExpressionCall {
		return
	}
	pe, ok := x.PostfixExpression.(*cc.PrimaryExpression)
	if !ok || pe.Case != cc.PrimaryExpressionIdent {
		return
	}
	d, ok := pe.ResolvedTo().(*cc.Declarator)
	k, isOut := streamArg[pe.Token.SrcStr()]
	if !ok || !isOut || !c.InSystemFile(d.Position().Filename) {
		return
	}
	var args []cc.ExpressionNode
	for l := x.ArgumentExpressionList; l != nil; l = l.ArgumentExpressionList {
		args = append(args, l.AssignmentExpression)
	}
	if k < len(args) {
		if sp, ok := csyntax.Unparen(args[k]).(*cc.PrimaryExpression); ok && sp.Case == cc.PrimaryExpressionIdent {
			if sd, ok := sp.ResolvedTo().(*cc.Declarator); ok && c.Stream(sd) != "" {
				return
			}
		}
	}
	c.in.Errs.Errorf(frontend.Position(pe.Token), "'%s' in %s may only write to stdout or stderr (the device has no other stream)", pe.Token.SrcStr(), where)
}

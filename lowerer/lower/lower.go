// Package lower runs one lowering: front end, analysis, then every
// emitter from the same plan, writing all outputs or none.
package lower

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/omp-offload/rules_omp_offload/lowerer/analysis"
	"github.com/omp-offload/rules_omp_offload/lowerer/diag"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/device"
	"github.com/omp-offload/rules_omp_offload/lowerer/emit/host"
	emitmanifest "github.com/omp-offload/rules_omp_offload/lowerer/emit/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/frontend"
	"github.com/omp-offload/rules_omp_offload/lowerer/manifest"
	"github.com/omp-offload/rules_omp_offload/lowerer/plan"
)

// Request is one lowering.
type Request struct {
	Input    string
	Frontend frontend.Options
	Analysis analysis.Options
	// Generator names the lowerer in output headers, e.g. "omplower 0.1.0".
	Generator string
}

// Result holds the outputs in memory.
type Result struct {
	Plan     *plan.Plan
	Host     []byte
	Device   []byte
	Manifest []byte
}

// afterParse, when set (by tests), runs between the front end and the
// analysis.
var afterParse func(*frontend.Unit)

// Run lowers r.Input in memory. The outputs name the input by its source
// name (frontend.Options.SourceName); diagnostics name it as r.Input
// spells it, as a compiler does. No input makes it panic: an internal
// error (a bug) becomes a positioned diagnostic, the last line of defence
// behind the stages' own checks.
func Run(r Request) (res *Result, errs diag.List) {
	defer func() {
		if x := recover(); x != nil {
			res = nil
			errs = diag.Error(diag.Pos{File: r.Input, Line: 1, Col: 1},
				"internal error while lowering this file: %v; please report it with the input (the lowerer should have given a proper error)", x)
		}
	}()
	u, errs := frontend.Parse(r.Input, r.Frontend)
	if errs.HasErrors() {
		return nil, errs
	}
	if afterParse != nil {
		afterParse(u)
	}
	p, errs := analysis.Build(u, r.Analysis)
	if errs.HasErrors() {
		return nil, frontend.AsGiven(errs, r.Input, r.Frontend, u.Lines)
	}
	if len(u.Lines) > 0 {
		// Outputs speak of the logical positions the #line directives
		// give; the plan's splices keep physical offsets.
		for _, m := range u.Lines {
			p.Lines = append(p.Lines, plan.LineMark{Phys: m.Phys, Line: m.Line, File: m.File})
		}
		for _, k := range p.Kernels {
			k.Pos = frontend.Logical(u.Lines, u.Path, k.Pos)
			k.Where = k.Pos.String()
		}
		for _, op := range p.DataOps {
			op.Pos = frontend.Logical(u.Lines, u.Path, op.Pos)
			op.Where = op.Pos.String()
		}
	}
	res = &Result{Plan: p}
	var h, d, m bytes.Buffer
	if err := host.Emit(&h, p, u.Src, r.Generator); err != nil {
		return nil, diag.Error(diag.Pos{File: r.Input, Line: 1, Col: 1}, "internal error: %v", err)
	}
	if err := device.Emit(&d, p, r.Generator); err != nil {
		return nil, diag.Error(diag.Pos{File: r.Input, Line: 1, Col: 1}, "internal error: %v", err)
	}
	sum := sha256.Sum256(d.Bytes())
	if err := manifest.Write(&m, emitmanifest.FromPlan(p, r.Generator, hex.EncodeToString(sum[:]))); err != nil {
		return nil, diag.Error(diag.Pos{File: r.Input, Line: 1, Col: 1}, "internal error: %v", err)
	}
	res.Host, res.Device, res.Manifest = h.Bytes(), d.Bytes(), m.Bytes()
	return res, nil
}

// Output is one file to write.
type Output struct {
	Path string
	Data []byte
}

// WriteAll writes every output through a temporary file in its target
// directory and renames them into place only when all were written, so a
// failure leaves no partial output behind.
func WriteAll(outs []Output) error {
	var temps []string
	cleanup := func() {
		for _, t := range temps {
			os.Remove(t)
		}
	}
	for _, o := range outs {
		f, err := os.CreateTemp(filepath.Dir(o.Path), "."+filepath.Base(o.Path)+".tmp*")
		if err != nil {
			cleanup()
			return err
		}
		temps = append(temps, f.Name())
		_, err = f.Write(o.Data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			cleanup()
			return fmt.Errorf("writing %s: %v", o.Path, err)
		}
	}
	for i, o := range outs {
		if err := os.Rename(temps[i], o.Path); err != nil {
			cleanup()
			for _, done := range outs[:i] {
				os.Remove(done.Path)
			}
			return err
		}
	}
	return nil
}

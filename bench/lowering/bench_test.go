package main

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/omp-offload/rules_omp_offload/lowerer/lower"
)

// benchLower lowers a generated file of the given size once per
// iteration (front end, analysis and every emitter, in memory).
func benchLower(b *testing.B, c Config) {
	path := filepath.Join(b.TempDir(), "gen.c")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	Generate(w, c)
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	f.Close()
	// The first run configures the front end from the host compiler,
	// which is cached for the process.
	if _, errs := lower.Run(lower.Request{Input: path, Generator: "bench"}); errs.HasErrors() {
		b.Fatal(errs)
	}
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		if _, errs := lower.Run(lower.Request{Input: path, Generator: "bench"}); errs.HasErrors() {
			b.Fatal(errs)
		}
	}
	b.ReportMetric(float64(c.Lines)*float64(b.N)/time.Since(start).Seconds(), "lines/s")
}

func BenchmarkLower10k(b *testing.B)  { benchLower(b, Config{Lines: 10000, Regions: 40, Seed: 1}) }
func BenchmarkLower100k(b *testing.B) { benchLower(b, Config{Lines: 100000, Regions: 400, Seed: 1}) }

// The generator is deterministic: the same configuration gives the same
// bytes.
func TestGenerateDeterministic(t *testing.T) {
	gen := func() string {
		path := filepath.Join(t.TempDir(), "g.c")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(f)
		Generate(w, Config{Lines: 2000, Regions: 10, Seed: 7})
		w.Flush()
		f.Close()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if a, b := gen(), gen(); a != b {
		t.Errorf("two runs differ")
	}
}

//go:build !cuda

package main

import (
	"fmt"
	"os"
)

// Without the cuda build tag the program is only this message: the driver
// API needs cuda.h and the driver's library, which a plain `go build` or
// `go test ./...` must not require.
func main() {
	fmt.Fprintln(os.Stderr, "cuprobe: built without the cuda build tag; build it with `go build -tags cuda` (and cuda.h and libcuda where cgo finds them) or with Bazel")
	os.Exit(2)
}

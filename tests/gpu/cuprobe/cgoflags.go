//go:build cuda

package main

// Links against the driver stub where no driver is installed (CUDA
// toolkits ship one); at run time the real libcuda.so.1 is loaded.

// #cgo linux LDFLAGS: -L/usr/lib/x86_64-linux-gnu/stubs
// #cgo linux LDFLAGS: -L/usr/local/cuda/lib64/stubs
import "C"

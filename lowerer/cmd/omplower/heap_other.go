//go:build !linux

package main

// prepareHeap only matters where transparent huge pages must be asked for
// (heap_linux.go).
func prepareHeap(srcBytes int64) {}

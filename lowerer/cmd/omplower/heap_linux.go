package main

import (
	"runtime"
	"syscall"
)

// madvHugepage is Linux's MADV_HUGEPAGE, which package syscall lacks.
const madvHugepage = 14

// prepareHeap grows the Go heap once by about what lowering a source of
// srcBytes bytes will hold, asks Linux to back that range with huge pages
// and frees it again, so that the front end's tree is later allocated in
// it. The tree is most of the lowerer's memory and is written once, so
// with 4 KiB pages about half of a large lowering's CPU time went to page
// faults; transparent huge pages in the common "madvise" mode apply only
// to ranges advised like this, and the Go runtime advises none of its own
// (docs/benchmarks.md). Where the kernel refuses the advice nothing
// changes but that one allocation.
func prepareHeap(srcBytes int64) {
	size := srcBytes * heapPerSourceByte
	if size < minPreparedHeap {
		return
	}
	if size > maxPreparedHeap {
		size = maxPreparedHeap
	}
	b := make([]byte, size)
	_ = syscall.Madvise(b, madvHugepage)
	b = nil
	runtime.GC()
}

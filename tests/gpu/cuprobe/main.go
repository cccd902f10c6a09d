//go:build cuda

// Command cuprobe loads CUBINs with the CUDA driver API (gorgonia.org/cu),
// resolves kernel names in them with cuModuleGetFunction and launches one
// kernel whose parameters are omplower's: the grid as two literal slots,
// then one device buffer per remaining parameter.
//
//	cuprobe --info
//	cuprobe --cubin C.cubin... --entry NAME... [--launch NAME --teams T --threads N --buffers K --bytes B]
//
// --info prints the first device's name and compute capability (sm_XY).
// With --launch, each of the K buffers of B bytes is zeroed, passed as a
// parameter, and printed back after the launch as int32 values, one buffer
// per line. The CUDA driver is initialized when the package loads; without
// one the program exits 1 with the driver's error.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"unsafe"

	"gorgonia.org/cu"
)

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "cuprobe: %v\n", err)
		os.Exit(2)
	}
}

func run() error {
	var cubins, entries multi
	flag.Var(&cubins, "cubin", "CUBIN `file` to load (repeatable)")
	flag.Var(&entries, "entry", "kernel `name` every CUBIN must resolve (repeatable)")
	info := flag.Bool("info", false, "print the device and its compute capability")
	launch := flag.String("launch", "", "kernel `name` to launch from the first CUBIN")
	teams := flag.Int("teams", 1, "grid size (blocks)")
	threads := flag.Int("threads", 32, "block size (threads)")
	buffers := flag.Int("buffers", 1, "device buffers passed after the two grid parameters")
	bytes := flag.Int("bytes", 1024, "bytes per buffer")
	flag.Parse()

	dev, err := cu.GetDevice(0)
	if err != nil {
		return fmt.Errorf("device 0: %v", err)
	}
	if *info {
		name, err := dev.Name()
		if err != nil {
			return err
		}
		major, minor, err := dev.ComputeCapability()
		if err != nil {
			return err
		}
		fmt.Printf("%s\nsm_%d%d\n", name, major, minor)
		return nil
	}
	ctx, err := dev.MakeContext(cu.SchedAuto)
	if err != nil {
		return fmt.Errorf("context: %v", err)
	}
	defer ctx.Destroy()

	var first cu.Module
	for i, path := range cubins {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		mod, err := cu.LoadData(string(data))
		if err != nil {
			return fmt.Errorf("%s: cuModuleLoadData: %v", path, err)
		}
		for _, e := range entries {
			if _, err := mod.Function(e); err != nil {
				return fmt.Errorf("%s: cuModuleGetFunction(%s): %v", path, e, err)
			}
			fmt.Printf("resolved %s in %s\n", e, path)
		}
		if i == 0 {
			first = mod
		}
	}
	if *launch == "" {
		return nil
	}
	if len(cubins) == 0 {
		return fmt.Errorf("--launch needs a --cubin")
	}
	fn, err := first.Function(*launch)
	if err != nil {
		return fmt.Errorf("cuModuleGetFunction(%s): %v", *launch, err)
	}
	slots := []uint64{uint64(*teams), uint64(*threads)}
	var ptrs []cu.DevicePtr
	for i := 0; i < *buffers; i++ {
		p, err := cu.MemAlloc(int64(*bytes))
		if err != nil {
			return fmt.Errorf("cuMemAlloc: %v", err)
		}
		if err := cu.MemsetD32(p, 0, int64(*bytes/4)); err != nil {
			return fmt.Errorf("cuMemsetD32: %v", err)
		}
		ptrs = append(ptrs, p)
		slots = append(slots, uint64(p))
	}
	params := make([]unsafe.Pointer, len(slots))
	for i := range slots {
		params[i] = unsafe.Pointer(&slots[i])
	}
	if err := fn.Launch(*teams, 1, 1, *threads, 1, 1, 0, cu.NoStream, params); err != nil {
		return fmt.Errorf("cuLaunchKernel(%s): %v", *launch, err)
	}
	if err := cu.Synchronize(); err != nil {
		return fmt.Errorf("cuCtxSynchronize after %s: %v", *launch, err)
	}
	fmt.Printf("launched %s <<<%d, %d>>>\n", *launch, *teams, *threads)
	for _, p := range ptrs {
		out := make([]int32, *bytes/4)
		if err := cu.MemcpyDtoH(unsafe.Pointer(&out[0]), p, int64(*bytes)); err != nil {
			return fmt.Errorf("cuMemcpyDtoH: %v", err)
		}
		words := make([]string, len(out))
		for i, v := range out {
			words[i] = fmt.Sprint(v)
		}
		fmt.Println(strings.Join(words, " "))
		cu.MemFree(p)
	}
	return nil
}

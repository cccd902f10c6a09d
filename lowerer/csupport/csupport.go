// Package csupport holds the C sources that generated code is built with:
// the libomptarget ABI, the shared loop arithmetic, and the device-side
// OpenMP support. Emitters print them into their outputs so every
// generated file is self-contained.
package csupport

import _ "embed"

// ABI is the one definition of the LLVM 19 offloading structures.
//
//go:embed csrc/omp_offload_abi.h
var ABI string

// Loop is the trip-count arithmetic shared by host and device.
//
//go:embed csrc/omp_offload_loop.h
var Loop string

// Device is the device-side support header.
//
//go:embed csrc/omp_offload_device.h
var Device string

// Generic is the support of generic kernels (a target region with code
// beside nested parallel loops); printed only where a unit has one.
//
//go:embed csrc/omp_offload_generic.h
var Generic string

// Registration is the per-binary registration and launch support; its
// image list is filled in by the registration emitter.
//
//go:embed csrc/omp_offload_register.c
var Registration string

// HostLoops replaces the loop starts of LLVM's libomp that run gcc's host
// loops otherwise than OpenMP says; printed after Registration, whose
// declarations it uses, so every offload binary links it.
//
//go:embed csrc/omp_offload_hostloops.c
var HostLoops string

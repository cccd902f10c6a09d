#!/usr/bin/env bash
# GPU benchmark on a machine with an NVIDIA GPU (sm_90 by default), the
# lowerer's build tools, nvcc and LLVM 19's libomptarget (with its CUDA
# plugin): builds every kernel (bench/gpu_bundle.sh: the lowered program in
# its variants, the clang-19 build of the same source when clang-19 is
# installed, the hand-written CUDA reference), measures them
# (bench/gpu_measure.sh: region time of each program, kernel time from
# Nsight Compute where ncu is installed, otherwise the programs' own
# OMP_OFFLOAD_KERNEL_TIMING figures) and writes the table, with the date,
# GPU, driver and compiler versions, into docs/benchmarks.md (between its
# gpu-table markers; DOC= another file, DOC=none to leave it).
#   bench/run_gpu.sh            # OUT=dir keeps the artifacts
# Where the GPU machine cannot build (no Go, no LLVM), run
# bench/gpu_bundle.sh here, carry the folder, run its gpu_measure.sh there,
# bring OUT back and run `bench/gpu_table.py docs OUT docs/benchmarks.md`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out=${OUT:-$(mktemp -d)}
LLVM_LIB=${LLVM_LIB:-/usr/lib/llvm-19/lib}
LIBTAR=no "$here/gpu_bundle.sh" "$out/bundle"
LIBDIR=$LLVM_LIB "$out/bundle/gpu_measure.sh" "$out/bundle" "$out/results"
doc=${DOC:-$here/../docs/benchmarks.md}
if [[ $doc != none ]]; then
	python3 "$here/gpu_table.py" docs "$out/results" "$doc"
fi

#!/usr/bin/env bash
# Runs a bundle made by bench/gpu_bundle.sh on a GPU machine and measures
# every program in it:
#   gpu_measure.sh BUNDLE OUTDIR
# Each program runs once plainly (its RESULT line: PASS/FAIL and the best
# region time, host<->device copies included), then all of them run once
# more under one Nsight Compute session (gpu__time_duration.sum of every
# kernel launch, caches flushed, clocks as found; the process id tells the
# programs apart). A program's kernel time is, summed over its kernels, the
# median of that kernel's launches. Without ncu the lowered programs time
# their launches themselves (OMP_OFFLOAD_KERNEL_TIMING=1, see
# docs/benchmarks.md) and the reference reports its CUDA-event time.
# Writes OUTDIR/results.csv, OUTDIR/table.txt, OUTDIR/env.txt and the raw
# ncu.csv; bench/gpu_table.py turns results.csv into the docs table.
# LIBDIR: the unpacked LLVM runtime (default BUNDLE/lib, unpacked from
# BUNDLE/lib.tar.xz when missing).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bundle=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
source "$(dirname "${BASH_SOURCE[0]}")/runtime_env.sh"
export OMP_TARGET_OFFLOAD=MANDATORY
NCU=${NCU-$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)}
ref=$bundle/bin/reference
if [[ -n ${REBUILD_REFERENCE:-} ]] && command -v nvcc >/dev/null; then
	nvcc -std=c++17 -O3 -arch="${ARCH:-sm_90}" -o "$out/reference" "$bundle/src/reference.cu" && ref=$out/reference
	[[ -f $bundle/src/reducecheck.cu ]] && nvcc -std=c++17 -O3 -arch="${ARCH:-sm_90}" -I "$bundle/src" -o "$out/reducecheck" "$bundle/src/reducecheck.cu"
fi
reducecheck=$bundle/bin/reducecheck
[[ -x $out/reducecheck ]] && reducecheck=$out/reducecheck
{
	echo "date: $(date -u +%Y-%m-%d)"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu: /'
	command -v nvcc >/dev/null && nvcc --version | sed -n 's/.*release \([^,]*\),.*/nvcc on the GPU machine: \1/p'
	[[ -n $NCU ]] && "$NCU" --version | tail -1 | sed 's/^/ncu: /'
	cat "$bundle/compilers.txt" "$bundle/base.txt" 2>/dev/null
} | tee "$out/env.txt"

# Every program to measure: kernel, version and command line.
progs=()
kernels=$(ls "$bundle/bin" | sed -n 's/\.direct$//p' | sort)
for k in $kernels; do
	# The usual versions first, then any others (experiments: KERNEL.NAME).
	others=$(ls "$bundle/bin" | sed -n "s/^$k\.//p" | grep -v -x -E 'direct|direct-nocleanup|noshape|chunked|clang' || true)
	for v in direct direct-nocleanup noshape chunked clang $others; do
		[[ -x $bundle/bin/$k.$v ]] && progs+=("$k $v $bundle/bin/$k.$v")
	done
	progs+=("$k cuda $ref $k")
	[[ $k == transpose ]] && progs+=("$k cuda-tiled $ref transpose_tiled")
done

# Plain runs: PASS/FAIL and the best region time.
: >"$out/region.txt"
for p in "${progs[@]}"; do
	read -r k v cmd <<<"$p"
	line=$($cmd 2>&1 | grep '^RESULT' || true)
	echo "$k $v ${line:-RESULT none best_s=? FAIL}" >>"$out/region.txt"
done

# Kernel times: one Nsight Compute session over all the programs.
: >"$out/pids.txt"
runner=$out/runall.sh
{
	echo '#!/usr/bin/env bash'
	for p in "${progs[@]}"; do
		read -r k v cmd <<<"$p"
		echo "$cmd >'$out/run.$k.$v.log' 2>&1 & echo \"\$! $k $v\" >>'$out/pids.txt'; wait"
	done
} >"$runner"
chmod +x "$runner"
if [[ -n $NCU ]]; then
	"$NCU" --csv --print-units base --clock-control none --target-processes all \
		--metrics gpu__time_duration.sum --log-file "$out/ncu.csv" "$runner" >/dev/null 2>&1
else
	OMP_OFFLOAD_KERNEL_TIMING=1 "$runner"
fi
python3 "$here/gpu_table.py" collect "$out"
# Device copy bandwidth (bytes read + written over the copy time), the
# ceiling for the stream kernels.
"$ref" copy | tee -a "$out/env.txt"
[[ -x $reducecheck ]] && "$reducecheck" | tee -a "$out/env.txt"

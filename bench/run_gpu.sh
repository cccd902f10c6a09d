#!/usr/bin/env bash
# GPU benchmark (needs an NVIDIA GPU, sm_90 by default, the CUDA toolkit and
# libomptarget with its CUDA plugin): builds each kernel's lowered program
# in three variants (direct grid-stride with shaping, static-chunked
# fallback, no shaping) with a CUBIN for $ARCH, and the hand-written CUDA
# reference; runs each with OMP_TARGET_OFFLOAD=MANDATORY and prints the
# achieved bandwidth (GB/s) and FLOP rate (GFLOP/s) of the best of REPS
# runs. Region times include host<->device copies on both sides; the
# reference also prints its kernel-only rate.
# Device cleanups are always on in the lowered kernels; compare their
# manifests' "cleanups" with a build of the previous commit to see their
# effect.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out=${OUT:-$(mktemp -d)}
export ARCH=${ARCH:-sm_90}
nvcc -std=c++17 -O3 -arch="$ARCH" -o "$out/reference" "$here/cuda/reference.cu"
rate() { awk -v b="$1" -v f="$2" -v t="$3" 'BEGIN { if (t > 0) printf "%9.1f %9.1f", b / t / 1e9, f / t / 1e9; else printf "%9s %9s", "?", "?" }'; }
printf "%-8s %-10s %9s %9s %12s %s\n" kernel version GB/s GFLOP/s best_s status
for k in saxpy matmul stencil dot nested gather; do
	for v in direct chunked noshape; do
		"$here/build.sh" "$k" "$v" "$out" >/dev/null
		line=$(OMP_TARGET_OFFLOAD=MANDATORY "$out/$k.$v" | grep '^RESULT' || true)
		t=$(sed -n 's/.*best_s=\([^ ]*\).*/\1/p' <<<"$line"); by=$(sed -n 's/.*bytes=\([^ ]*\).*/\1/p' <<<"$line"); fl=$(sed -n 's/.*flops=\([^ ]*\).*/\1/p' <<<"$line")
		printf "%-8s %-10s %s %12s %s\n" "$k" "omp-$v" "$(rate "${by:-0}" "${fl:-0}" "${t:-0}")" "${t:-?}" "$(awk '{print $6}' <<<"$line")"
	done
	line=$("$out/reference" "$k" | grep '^RESULT' || true)
	t=$(sed -n 's/.*best_s=\([^ ]*\).*/\1/p' <<<"$line"); kt=$(sed -n 's/.*kernel_s=\([^ ]*\).*/\1/p' <<<"$line")
	by=$(sed -n 's/.*bytes=\([^ ]*\).*/\1/p' <<<"$line"); fl=$(sed -n 's/.*flops=\([^ ]*\).*/\1/p' <<<"$line")
	printf "%-8s %-10s %s %12s %s\n" "$k" "cuda" "$(rate "$by" "$fl" "$t")" "$t" "$(awk '{print $6}' <<<"$line")"
	printf "%-8s %-10s %s %12s\n" "$k" "cuda-kern" "$(rate "$by" "$fl" "$kt")" "$kt"
done

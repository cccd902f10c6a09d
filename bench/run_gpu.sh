#!/usr/bin/env bash
# GPU benchmark (needs an NVIDIA GPU, sm_90 by default, the CUDA toolkit and
# libomptarget with its CUDA plugin): builds each kernel's lowered program
# in three variants (direct grid-stride with shaping, static-chunked
# fallback, no shaping) with a CUBIN for $ARCH, and the hand-written CUDA
# reference; runs each with OMP_TARGET_OFFLOAD=MANDATORY and prints the
# achieved bandwidth (GB/s) and FLOP rate (GFLOP/s) of the best of REPS
# runs. Region times include host<->device copies on both sides; the
# reference also prints its kernel-only rate.
# Each variant is built twice from this commit: with the device cleanups
# (omp-VARIANT) and without (omp-VARIANT-nc, omplower lower --cleanups=none);
# omp-direct vs omp-noshape shows launch shaping, omp-X vs omp-X-nc the
# cleanups (OUT/<kernel>.<variant>.json lists what each kernel got).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out=${OUT:-$(mktemp -d)}
export ARCH=${ARCH:-sm_90}
nvcc -std=c++17 -O3 -arch="$ARCH" -o "$out/reference" "$here/cuda/reference.cu"
rate() { awk -v b="$1" -v f="$2" -v t="$3" 'BEGIN { if (t > 0) printf "%9.1f %9.1f", b / t / 1e9, f / t / 1e9; else printf "%9s %9s", "?", "?" }'; }
printf "%-8s %-14s %9s %9s %12s %s\n" kernel version GB/s GFLOP/s best_s status
for k in saxpy matmul stencil dot nested gather; do
	for v in direct chunked noshape; do
		for c in all none; do
			bin="$out/$k.$v" name="omp-$v"
			if [[ $c == none ]]; then bin+="-nocleanup" name+="-nc"; fi
			CLEANUPS=$c "$here/build.sh" "$k" "$v" "$out" >/dev/null
			line=$(OMP_TARGET_OFFLOAD=MANDATORY "$bin" | grep '^RESULT' || true)
			t=$(sed -n 's/.*best_s=\([^ ]*\).*/\1/p' <<<"$line"); by=$(sed -n 's/.*bytes=\([^ ]*\).*/\1/p' <<<"$line"); fl=$(sed -n 's/.*flops=\([^ ]*\).*/\1/p' <<<"$line")
			printf "%-8s %-14s %s %12s %s\n" "$k" "$name" "$(rate "${by:-0}" "${fl:-0}" "${t:-0}")" "${t:-?}" "$(awk '{print $6}' <<<"$line")"
		done
	done
	line=$("$out/reference" "$k" | grep '^RESULT' || true)
	t=$(sed -n 's/.*best_s=\([^ ]*\).*/\1/p' <<<"$line"); kt=$(sed -n 's/.*kernel_s=\([^ ]*\).*/\1/p' <<<"$line")
	by=$(sed -n 's/.*bytes=\([^ ]*\).*/\1/p' <<<"$line"); fl=$(sed -n 's/.*flops=\([^ ]*\).*/\1/p' <<<"$line")
	printf "%-8s %-14s %s %12s %s\n" "$k" "cuda" "$(rate "$by" "$fl" "$t")" "$t" "$(awk '{print $6}' <<<"$line")"
	printf "%-8s %-14s %s %12s\n" "$k" "cuda-kern" "$(rate "$by" "$fl" "$kt")" "$kt"
done

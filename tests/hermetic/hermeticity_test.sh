#!/usr/bin/env bash
# Proves that Bazel's offload build uses only the hermetic toolchains, with a
# nested, real Bazel on a copy of the consumer workspace (tests/consumer):
#
#   1. `bazel aquery` of everything the consumer builds names no path of the
#      system's CUDA toolkit or LLVM 19 (and, as a control where those are
#      installed, the same query with --repo_env=OMP_OFFLOAD_TOOLCHAINS=local
#      does name them);
#   2. inside bwrap with those paths hidden (empty directories, /dev/null
#      over files), `bazel test //...` and `bazel run //:app` build and pass;
#   3. two builds there give identical bytes: every action that depends on
#      the toolchains (nvcc, the C compiles, the link) runs again for the
#      second build, forced by a flag value (a -D macro nothing reads) that
#      changes to a new one and back, so the action cache cannot answer.
#
# The nested Bazel keeps its output root under
# ~/.cache/rules_omp_offload/hermetic, so reruns fetch and build little.
set -euo pipefail
self="$(readlink -f "${BASH_SOURCE[0]}")"
source "$(dirname "$self")/../consumer/nested.sh"
NESTED_ROOT="${NESTED_ROOT%/consumer}/hermetic"
CONSUMER="$NESTED_ROOT/workspace"

FORBIDDEN='/usr/lib/cuda|/usr/lib/llvm-19|/usr/lib/nvidia-cuda-toolkit|/usr/bin/nvcc'

# system_paths FILE: the lines of an aquery that name a system toolkit path.
# The hermetic repositories keep Debian's layout (external/hermetic_cuda/usr/
# lib/nvidia-cuda-toolkit/...): paths inside external/ are not the system's.
system_paths() {
	sed -E 's#(external/[^/[:space:],"]+)/usr/#\1/_usr_/#g' "$1" | grep -En "$FORBIDDEN"
}

# The system paths the masked build must not need: whole directories, and
# files of the toolkits that live in shared directories. Only existing ones
# are masked (bwrap would create missing mount points on the real root).
MASK_DIRS=(/usr/lib/llvm-19 /usr/lib/cuda /usr/lib/nvidia-cuda-toolkit /usr/include/crt)
MASK_FILES=(/usr/bin/nvcc /usr/bin/ptxas /usr/bin/fatbinary /usr/bin/cudafe++ /usr/bin/nvlink
	/usr/include/cuda.h /usr/include/cuda_runtime.h /usr/include/cuda_runtime_api.h
	/usr/lib/x86_64-linux-gnu/libLLVM.so.19.1 /usr/lib/x86_64-linux-gnu/libz3.so.4)

# The outputs compared between the two builds.
OUTPUTS=(app _omp/app/app.sm_90.cubin _omp/app/app.host_image.so _omp/app/app.registration.c)

masked_build() { # NONCE: build, test and run the consumer with fresh toolchain actions
	local nonce="$1"
	nested_bazel test //... --disk_cache= \
		--copt=-DOMP_HERMETIC_NONCE="$nonce" \
		--@rules_omp_offload//toolchain:nvcc_copts=-DOMP_HERMETIC_NONCE="$nonce"
	nested_bazel run //:app --disk_cache= \
		--copt=-DOMP_HERMETIC_NONCE="$nonce" \
		--@rules_omp_offload//toolchain:nvcc_copts=-DOMP_HERMETIC_NONCE="$nonce"
}

if [[ "${1:-}" == --inside-bwrap ]]; then
	# Run by the outer part below, in a mount namespace with the system
	# toolkits hidden; the nested Bazel server starts (and stops) in it.
	out="$2" a="$3" b="$4"
	for d in "${MASK_DIRS[@]}"; do
		if [[ -n "$(ls -A "$d" 2>/dev/null)" ]]; then
			echo "FAIL: $d is not hidden" >&2
			exit 1
		fi
	done
	trap 'nested_bazel shutdown' EXIT
	masked_build "$a"
	bin="$(nested_bazel info bazel-bin)"
	mkdir -p "$out/first" "$out/second"
	for f in "${OUTPUTS[@]}"; do cp "$bin/$f" "$out/first/${f//\//_}"; done
	masked_build "$b"
	masked_build "$a"
	for f in "${OUTPUTS[@]}"; do cp "$bin/$f" "$out/second/${f//\//_}"; done
	exit 0
fi

command -v bwrap >/dev/null 2>&1 || {
	echo "FAIL: bwrap is needed to hide the system toolkits: install Debian's bubblewrap (tools/bootstrap.sh does)" >&2
	exit 1
}
consumer_setup
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
echo "== consumer workspace: $CONSUMER (rules_omp_offload at $REPO_ROOT)"

# A server started before (outside any mask) must not serve the masked build.
nested_bazel shutdown

echo "== 1. aquery names no system toolkit path"
nested_bazel aquery --output=text 'deps(//...)' >"$scratch/hermetic.txt"
if system_paths "$scratch/hermetic.txt" >"$scratch/hits.txt"; then
	echo "FAIL: the hermetic build's actions name system toolkit paths:" >&2
	head -20 "$scratch/hits.txt" >&2
	exit 1
fi
grep -q 'external/hermetic_cuda/usr/lib/nvidia-cuda-toolkit/bin/nvcc' "$scratch/hermetic.txt" || {
	echo "FAIL: no action runs the hermetic nvcc: the query did not see the offload build" >&2
	exit 1
}
# The control needs the system's toolkits, which tools/bootstrap.sh no longer
# installs: without them the local toolchains have nothing to name.
if [[ -x /usr/bin/nvcc && -e /usr/lib/llvm-19/lib/libomptarget.so ]]; then
	nested_bazel aquery --output=text --repo_env=OMP_OFFLOAD_TOOLCHAINS=local 'deps(//...)' >"$scratch/local.txt"
	system_paths "$scratch/local.txt" >/dev/null || {
		echo "FAIL: even the local toolchains' actions name no system path: the check cannot fail" >&2
		exit 1
	}
else
	echo "(control with the local toolchains skipped: no system nvcc and LLVM 19 here)"
fi
nested_bazel shutdown

echo "== 2. build, test and run with the system toolkits hidden"
mask=(bwrap --dev-bind / /)
for d in "${MASK_DIRS[@]}"; do [[ -d "$d" ]] && mask+=(--tmpfs "$d"); done
for f in "${MASK_FILES[@]}"; do [[ -e "$f" ]] && mask+=(--ro-bind /dev/null "$f"); done
nonce_a="a$$$RANDOM" nonce_b="b$$$RANDOM"
"${mask[@]}" -- bash "$self" --inside-bwrap "$scratch/out" "$nonce_a" "$nonce_b"

echo "== 3. two builds, identical outputs"
for f in "${OUTPUTS[@]}"; do
	n="${f//\//_}"
	cmp "$scratch/out/first/$n" "$scratch/out/second/$n" || {
		echo "FAIL: $f differs between two builds" >&2
		exit 1
	}
done
echo "PASS"

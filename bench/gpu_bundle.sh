#!/usr/bin/env bash
# Builds everything a GPU benchmark run needs into one folder, on a machine
# that has the lowerer's build tools but no GPU, so that a GPU machine with
# only a driver, nvcc and Nsight Compute can run it (bench/gpu_measure.sh):
#   bench/gpu_bundle.sh OUTDIR
# OUTDIR gets bin/ (each kernel's lowered program as bench/build.sh builds
# it: direct, direct-nocleanup, noshape, chunked, split (where the kernel
# has nested constructs); the clang-19 build of the
# direct source when clang-19 is installed; the hand-written CUDA
# reference; reducecheck, bench/cuda/reducecheck.cu), src/reference.cu (to rebuild the reference with the GPU
# machine's nvcc), sass/ (cuobjdump -sass of every CUBIN), lib.tar.xz (the
# LLVM 19 offloading runtime and its dependencies, unless LIBTAR=no) and
# gpu_measure.sh. KERNELS overrides the kernel list, VARIANTS the lowered
# variants (direct-nocleanup among them; split and capped are built only for
# kernels that have them) and CLANG=no leaves the clang builds out.
# BASE_OMPLOWER=PATH (an omplower binary of another commit) adds
# KERNEL.base-direct and KERNEL.base-chunked; BASE_REF=COMMIT builds that
# binary from the commit (git archive), to measure a change of the
# lowering against its parent in one run (docs/benchmarks.md).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Absolute: the clang builds run in their own folders.
mkdir -p "$1"
out=$(cd "$1" && pwd)
LLVM=${LLVM:-/usr/lib/llvm-19}
export ARCH=${ARCH:-sm_90}
KERNELS=${KERNELS:-"saxpy matmul stencil dot nested gather stencil3d transpose multired collapsered devfunc histogram"}
mkdir -p "$out/bin" "$out/src" "$out/sass" "$out/work"
work=$out/work
export OMPLOWER=$work/omplower
(cd "$here/.." && go build -o "$OMPLOWER" ./lowerer/cmd/omplower)
if [[ -n ${BASE_REF:-} && -z ${BASE_OMPLOWER:-} ]]; then
	mkdir -p "$work/baseref"
	git -C "$here/.." archive "$BASE_REF" | tar -x -C "$work/baseref"
	(cd "$work/baseref" && go build -mod=vendor -o "$work/omplower.base" ./lowerer/cmd/omplower)
	BASE_OMPLOWER=$work/omplower.base
	echo "base: omplower of $(git -C "$here/.." rev-parse --short "$BASE_REF")" >"$out/base.txt"
fi

# clang as a reference compiler needs a folder laid out like a CUDA install;
# Debian's toolkit is split, so build one of links.
cudadir=$work/cuda
if command -v clang-19 >/dev/null; then
	mkdir -p "$cudadir/bin" "$cudadir/nvvm/libdevice"
	for t in ptxas nvlink fatbinary cuobjdump nvcc; do ln -sf "$(command -v $t)" "$cudadir/bin/$t"; done
	libdevice=$(ls /usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc 2>/dev/null || ls /usr/local/cuda/nvvm/libdevice/libdevice.10.bc)
	ln -sf "$libdevice" "$cudadir/nvvm/libdevice/libdevice.10.bc"
	ln -sfn "$(dirname "$(find -H /usr/include /usr/local/cuda/include -maxdepth 1 -name cuda.h 2>/dev/null | head -1)")" "$cudadir/include"
	nvcc --version | sed -n 's/.*release \([0-9.]*\).*/CUDA Version \1/p' >"$cudadir/version.txt"
fi

for k in $KERNELS; do
	for v in ${VARIANTS:-direct noshape chunked split capped direct-nocleanup}; do
		case $v in
		split) grep -q VARIANT_SPLIT "$here/kernels/$k.c" || continue ;;
		capped) grep -q VARIANT_CAPPED "$here/kernels/$k.c" || continue ;;
		direct-nocleanup)
			CLEANUPS=none "$here/build.sh" "$k" direct "$work" >/dev/null
			cp "$work/$k.direct-nocleanup" "$out/bin/"
			continue
			;;
		esac
		"$here/build.sh" "$k" "$v" "$work" >/dev/null
		cp "$work/$k.$v" "$out/bin/"
		cuobjdump -sass "$work/$k.$v.cubin" >"$out/sass/$k.$v.sass"
	done
	if [[ -n ${BASE_OMPLOWER:-} ]]; then
		# Another lowerer's build of direct and chunked (KERNEL.base-VARIANT),
		# to compare two versions of the lowering in one run.
		for v in direct chunked; do
			OMPLOWER=$BASE_OMPLOWER "$here/build.sh" "$k" "$v" "$work/base" >/dev/null
			cp "$work/base/$k.$v" "$out/bin/$k.base-$v"
			cuobjdump -sass "$work/base/$k.$v.cubin" >"$out/sass/$k.base-$v.sass"
		done
	fi
	if [[ ${CLANG:-yes} != no ]] && command -v clang-19 >/dev/null; then
		mkdir -p "$work/clang-$k"
		# A failed clang build leaves the clang column of this kernel empty
		# (its log says why) rather than stopping the bundle.
		if (cd "$work/clang-$k" && "$LLVM/bin/clang" -O3 -fopenmp --offload-arch="$ARCH" --cuda-path="$cudadir" \
			--libomptarget-nvptx-bc-path="$LLVM/lib" -save-temps -I "$here/kernels" "$here/kernels/$k.c" \
			-o "$k.clang" -Wl,-rpath,"$LLVM/lib" >"$out/clang-$k.log" 2>&1); then
			cp "$work/clang-$k/$k.clang" "$out/bin/"
			rm "$out/clang-$k.log"
			# -save-temps leaves the linked device image beside the program.
			for img in "$work/clang-$k"/*.img; do cuobjdump -sass "$img" >"$out/sass/$k.clang.sass" 2>/dev/null || true; done
		else
			echo "clang build of $k failed: $out/clang-$k.log" >&2
		fi
	fi
done
cp "$here/cuda/reference.cu" "$out/src/"
# The hand-written CUDA and the device runtime's team reduction against
# the documented tree (reducecheck). Where nvcc compiles but cannot link
# here (a toolkit without the CUDA runtime's static libraries), the GPU
# machine builds both: gpu_measure.sh with REBUILD_REFERENCE=1.
cp "$here/cuda/reducecheck.cu" "$here/../lowerer/csupport/csrc/omp_offload_device.h" "$out/src/"
if nvcc -std=c++17 -O3 -arch="$ARCH" -o "$out/bin/reference" "$here/cuda/reference.cu" 2>"$work/reference.log"; then
	cuobjdump -sass "$out/bin/reference" >"$out/sass/reference.sass"
	nvcc -std=c++17 -O3 -arch="$ARCH" -I "$here/../lowerer/csupport/csrc" -o "$out/bin/reducecheck" "$here/cuda/reducecheck.cu"
else
	echo "reference and reducecheck not linked here ($work/reference.log): run gpu_measure.sh with REBUILD_REFERENCE=1" >&2
	nvcc -std=c++17 -O3 -arch="$ARCH" -cubin -o "$work/reference.cubin" "$here/cuda/reference.cu"
	cuobjdump -sass "$work/reference.cubin" >"$out/sass/reference.sass"
fi
cp "$here/gpu_measure.sh" "$here/gpu_table.py" "$here/../tools/gpucheck/runtime_env.sh" "$out/"
{
	echo "lowered programs: nvcc $(nvcc --version | sed -n 's/.*release \([^,]*\),.*/\1/p') -O3 -arch=$ARCH (device), gcc $(gcc -dumpfullversion) (host), libomptarget 19"
	command -v clang-19 >/dev/null && echo "clang: $(clang-19 --version | head -1)"
} >"$out/compilers.txt"
if [[ ${LIBTAR:-yes} != no ]]; then
	lib=$work/lib
	mkdir -p "$lib"
	cp -L "$LLVM/lib/libomptarget.so.19.1" "$LLVM/lib/libomp.so.5" "$lib/"
	ln -sf libomptarget.so.19.1 "$lib/libomptarget.so"
	# libomptarget's dependencies, as ldd resolves them here (the GPU machine
	# has a C/C++ runtime of its own).
	ldd "$LLVM/lib/libomptarget.so.19.1" | awk '/=> \// {print $3}' | grep -v -E '/lib(c|m|stdc\+\+|gcc_s|pthread|dl|rt)\.so' |
		while read -r f; do cp -L "$f" "$lib/"; done
	tar -cJf "$out/lib.tar.xz" -C "$work" lib
fi
rm -rf "$work"

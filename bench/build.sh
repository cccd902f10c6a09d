#!/usr/bin/env bash
# Builds one benchmark program end to end, as the Bazel rules do: omplower
# lower, nvcc -cubin (sm_90 unless $ARCH), g++ host-plugin image, omplower
# register, link against libomptarget.
#   bench/build.sh KERNEL VARIANT OUTDIR [extra -D flags...]
# VARIANT: direct | chunked | noshape | split (nested constructs) | capped
# (an explicit num_teams(4096) num_threads(256), where the kernel has it). CLEANUPS=all (default) or none is
# passed to omplower lower --cleanups; with none the outputs are named
# KERNEL.VARIANT-nocleanup. Prints the lowering time in ms on stdout
# ("LOWER_MS <ms>").
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kernel=$1 variant=$2
# Absolute: the merged device source includes the unit by this path.
mkdir -p "$3"
out=$(cd "$3" && pwd)
shift 3
LLVM_LIB=${LLVM_LIB:-/usr/lib/llvm-19/lib}
ARCH=${ARCH:-sm_90}
OMPLOWER=${OMPLOWER:-$out/omplower}
mkdir -p "$out"
if [[ ! -x $OMPLOWER ]]; then
	(cd "$here/.." && go build -o "$OMPLOWER" ./lowerer/cmd/omplower)
fi
defs=("$@")
case $variant in
direct) ;;
chunked) defs+=(-DVARIANT_CHUNKED) ;;
noshape) defs+=(-DVARIANT_NOSHAPE) ;;
split) defs+=(-DVARIANT_SPLIT) ;;
capped) defs+=(-DVARIANT_CAPPED) ;;
*) echo "unknown variant $variant" >&2; exit 2 ;;
esac
lowerdefs=()
for d in "${defs[@]}"; do lowerdefs+=(-D "${d#-D}"); done
CLEANUPS=${CLEANUPS:-all}
b="$out/$kernel.$variant"
case $CLEANUPS in
all) ;;
none) b+="-nocleanup" ;;
*) echo "CLEANUPS must be all or none" >&2; exit 2 ;;
esac
t0=$(date +%s%N)
"$OMPLOWER" lower --cleanups "$CLEANUPS" --host-out "$b.host.c" --device-out "$b.cu" --manifest-out "$b.json" -I "$here/kernels" "${lowerdefs[@]}" "$here/kernels/$kernel.c"
t1=$(date +%s%N)
echo "LOWER_MS $(( (t1 - t0) / 1000000 ))"
# The device image is built from the merged device source, which carries
# the build id the host code checks.
"$OMPLOWER" merge-device --out "$b.all.cu" "$b.cu"
images=()
if [[ ${IMAGES:-both} != host ]]; then
	nvcc -cubin -O3 -arch="$ARCH" -o "$b.cubin" "$b.all.cu" 2>/dev/null
	images+=(--cubin "$b.cubin")
fi
# -Bsymbolic: the image reads its own declare target variables, not the
# process's symbols of the same name (as the Bazel rules build it).
g++ -x c++ -O2 -fPIC -shared -Wl,-Bsymbolic -o "$b.so" "$b.all.cu"
"$OMPLOWER" register --out "$b.reg.c" "${images[@]}" --host-image "$b.so" --manifest "$b.json"
gcc -O2 -I "$here/kernels" "${defs[@]}" -c "$b.host.c" -o "$b.o"
gcc -O2 -c "$b.reg.c" -o "$b.reg.o"
gcc -o "$b" "$b.o" "$b.reg.o" -L"$LLVM_LIB" -lomptarget -lomp -Wl,-rpath,"$LLVM_LIB"

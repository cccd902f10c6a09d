# Sourced by the scripts that run on a GPU machine (gpucheck.sh,
# bench/gpu_measure.sh) with $bundle and $out set: finds the LLVM offload
# runtime (LIBDIR, else $bundle/lib, unpacked from $bundle/lib.tar.xz when
# missing), links libcuda.so for libomptarget's dlopen (drivers often
# install only libcuda.so.1) and puts both on LD_LIBRARY_PATH.
lib=${LIBDIR:-$bundle/lib}
if [[ ! -d $lib && -f $bundle/lib.tar.xz ]]; then tar -xJf "$bundle/lib.tar.xz" -C "$bundle"; fi
lib=$(cd "$lib" && pwd)
cudalib=$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 / {print $NF; exit}')
for d in /usr/local/nvidia/lib64 /usr/lib/x86_64-linux-gnu /usr/lib64; do
	[[ -z $cudalib && -e $d/libcuda.so.1 ]] && cudalib=$d/libcuda.so.1
done
mkdir -p "$out/cudalink"
[[ -n $cudalib ]] && ln -sf "$cudalib" "$out/cudalink/libcuda.so"
export LD_LIBRARY_PATH=$lib:$out/cudalink${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

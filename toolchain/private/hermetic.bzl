"""The hermetic toolchains: the CUDA toolkit and the LLVM offload runtime,
unpacked from the pinned Debian packages of toolchain/pins/debian.bzl; and
clang 19, the reference compiler of the Go tests."""

load("//toolchain/pins:debian.bzl", "CLANG_DEBS", "CUDA_DEBS", "LLVM_OFFLOAD_DEBS")
load(":deb.bzl", "deb_repository")

# The GPU architectures nvcc 11.8 compiles CUBINs for (`nvcc --list-gpu-code`;
# //tests/hermetic checks this list against the fetched nvcc).
CUDA_11_8_ARCHS = [
    "sm_35",
    "sm_37",
    "sm_50",
    "sm_52",
    "sm_53",
    "sm_60",
    "sm_61",
    "sm_62",
    "sm_70",
    "sm_72",
    "sm_75",
    "sm_80",
    "sm_86",
    "sm_87",
    "sm_89",
    "sm_90",
]

_NVCC = "usr/lib/nvidia-cuda-toolkit/bin/nvcc"

# Debian's nvcc.profile is a link to /etc/nvcc.profile, which names absolute
# paths under /usr. This one names everything relative to nvcc itself
# ($(_HERE_)), so the toolkit works wherever the repository lies: in the
# output base, a sandbox or a remote worker. PATH lists only the toolkit's
# own directories (ptxas, fatbinary, cudafe++ and cicc); the host compiler
# comes from -ccbin.
_NVCC_PROFILE = """# Written by rules_omp_offload (toolchain/private/hermetic.bzl): every path
# is relative to this directory, so the toolkit is relocatable.
TOP = $(_HERE_)/../../../..
NVVMIR_LIBRARY_DIR = $(TOP)/usr/lib/nvidia-cuda-toolkit/libdevice
PATH += $(_HERE_):$(TOP)/usr/bin:
INCLUDES += "-I$(TOP)/usr/include" $(_SPACE_)
"""

_CUDA_BUILD = """# Written by rules_omp_offload's hermetic_cuda: NVIDIA's CUDA toolkit 11.8
# unpacked from pinned Debian packages (toolchain/pins/debian.bzl).
load("@rules_omp_offload//toolchain:defs.bzl", "cuda_toolchain")

package(default_visibility = ["//visibility:public"])

# Everything nvcc runs or reads to compile a CUBIN, declared as inputs of
# every nvcc action.
filegroup(
    name = "toolkit",
    srcs = glob([
        "usr/bin/cudafe++",
        "usr/bin/fatbinary",
        "usr/bin/nvlink",
        "usr/bin/ptxas",
        "usr/include/**",
        "usr/lib/nvidia-cuda-toolkit/bin/**",
        "usr/lib/nvidia-cuda-toolkit/libdevice/**",
    ]),
)

exports_files(["{nvcc}"])

# The toolkit's readers of CUDA binaries: the end-to-end tests look at the
# machine code of every CUBIN (traps nvcc puts where behaviour is
# undefined).
filegroup(
    name = "binary_tools",
    srcs = ["usr/bin/cuobjdump"],
)

# The CUDA driver API for host programs (the GPU-side checks, through
# gorgonia.org/cu): its header, and the driver's link stub. Programs record
# the driver's soname (libcuda.so.1), which the stub is not named here, so
# at run time the installed driver is loaded.
cc_library(
    name = "driver_api",
    srcs = ["usr/lib/x86_64-linux-gnu/stubs/libcuda.so"],
    hdrs = ["usr/include/cuda.h"],
    includes = ["usr/include"],
)

cuda_toolchain(
    name = "cuda",
    archs = {archs},
    # nvcc 11.8 refuses gcc newer than 11 unless told; the CUBIN compile uses
    # the host compiler only to preprocess the device code.
    copts = ["-allow-unsupported-compiler"],
    nvcc = "{nvcc}",
    toolkit = [":toolkit"],
    version = "11.8",
)

toolchain(
    name = "toolchain",
    toolchain = ":cuda",
    toolchain_type = "@rules_omp_offload//toolchain:cuda_toolchain_type",
)
"""

# The directory that holds every runtime library by its soname. Named lib
# because libLLVM's RUNPATH, $ORIGIN/../lib, then names this very directory:
# libomptarget finds libLLVM beside itself ($ORIGIN) and libLLVM finds its own
# dependencies here too, in any program that loads the runtime from it.
_RUNTIME_DIR = "runtime/lib"

# The shared libraries a program linked against libomptarget loads, by
# soname (readelf -d of libomptarget.so.19.1 and libLLVM.so.19.1), each
# linked into _RUNTIME_DIR from where its package puts it. The C and C++ runtimes
# (libc, libm, libstdc++, libgcc_s) come with the C++ toolchain.
_RUNTIME_LIBS = {
    "libLLVM.so.19.1": "usr/lib/x86_64-linux-gnu/libLLVM.so.19.1",
    "libbsd.so.0": "usr/lib/x86_64-linux-gnu/libbsd.so.0",
    "libedit.so.2": "usr/lib/x86_64-linux-gnu/libedit.so.2",
    "libffi.so.8": "usr/lib/x86_64-linux-gnu/libffi.so.8",
    "libicudata.so.72": "usr/lib/x86_64-linux-gnu/libicudata.so.72",
    "libicuuc.so.72": "usr/lib/x86_64-linux-gnu/libicuuc.so.72",
    "liblzma.so.5": "lib/x86_64-linux-gnu/liblzma.so.5",
    "libmd.so.0": "usr/lib/x86_64-linux-gnu/libmd.so.0",
    "libomp.so.5": "usr/lib/llvm-19/lib/libomp.so.5",
    "libomptarget.so.19.1": "usr/lib/llvm-19/lib/libomptarget.so.19.1",
    "libtinfo.so.6": "lib/x86_64-linux-gnu/libtinfo.so.6",
    "libxml2.so.2": "usr/lib/x86_64-linux-gnu/libxml2.so.2",
    "libz.so.1": "lib/x86_64-linux-gnu/libz.so.1",
    "libz3.so.4": "usr/lib/x86_64-linux-gnu/libz3.so.4",
    "libzstd.so.1": "usr/lib/x86_64-linux-gnu/libzstd.so.1",
}

# What the linker is given: -lomptarget -lomp (also in _RUNTIME_DIR).
_LINK_LIBS = {
    "libomp.so": "usr/lib/llvm-19/lib/libomp.so.5",
    "libomptarget.so": "usr/lib/llvm-19/lib/libomptarget.so.19.1",
}

_LLVM_BUILD = """# Written by rules_omp_offload's hermetic_llvm_offload: LLVM 19's offload
# runtime (libomptarget with its built-in host and CUDA plugins, libomp) and
# the libraries it loads, unpacked from pinned Debian packages
# (toolchain/pins/debian.bzl). runtime/lib holds each by its soname.
load("@rules_omp_offload//toolchain:defs.bzl", "offload_runtime_toolchain")

package(default_visibility = ["//visibility:public"])

offload_runtime_toolchain(
    name = "runtime",
    link_libs = {link_libs},
    runtime_libs = {runtime_libs},
    version = "19",
)

# runtime/lib and what its links point at, for programs built outside the
# rules (the Go tests link against runtime/lib and load it from there).
filegroup(
    name = "runtime_files",
    srcs = glob(
        ["**"],
        exclude = [
            "BUILD.bazel",
            "WORKSPACE",
        ],
    ),
)

toolchain(
    name = "toolchain",
    toolchain = ":runtime",
    toolchain_type = "@rules_omp_offload//toolchain:offload_runtime_toolchain_type",
)
"""

def _list(items):
    return "[\n" + "".join(["        %r,\n" % i for i in items]) + "    ]"

def hermetic_cuda(name, debs = CUDA_DEBS):
    """The CUDA toolkit (nvcc 11.8) from pinned Debian packages.

    Args:
      name: the repository name.
      debs: the pinned packages, "name=version" -> sha256.
    """
    deb_repository(
        name = name,
        debs = debs,
        # nvidia-cuda-dev is mostly libraries (2.8 GB unpacked); only its
        # headers are needed to compile device code, and the driver's link
        # stub to build host programs that call the driver API.
        paths = {"nvidia-cuda-dev": ["./usr/include", "./usr/lib/x86_64-linux-gnu/stubs/libcuda.so"]},
        files = {"usr/lib/nvidia-cuda-toolkit/bin/nvcc.profile": _NVCC_PROFILE},
        build_file_content = _CUDA_BUILD.format(
            nvcc = _NVCC,
            archs = _list(CUDA_11_8_ARCHS),
        ),
    )

def hermetic_llvm_offload(name, debs = LLVM_OFFLOAD_DEBS):
    """The LLVM 19 offload runtime from pinned Debian packages.

    Args:
      name: the repository name.
      debs: the pinned packages, "name=version" -> sha256.
    """
    symlinks = {_RUNTIME_DIR + "/" + k: v for k, v in _RUNTIME_LIBS.items()}
    symlinks.update({_RUNTIME_DIR + "/" + k: v for k, v in _LINK_LIBS.items()})
    deb_repository(
        name = name,
        debs = debs,
        symlinks = symlinks,
        build_file_content = _LLVM_BUILD.format(
            link_libs = _list([_RUNTIME_DIR + "/" + k for k in sorted(_LINK_LIBS.keys())]),
            runtime_libs = _list([_RUNTIME_DIR + "/" + k for k in sorted(_RUNTIME_LIBS.keys())]),
        ),
    )

# clang 19's driver finds libclang-cpp and libLLVM through its RUNPATH
# ($ORIGIN/../lib), but libLLVM's own dependencies (libz3, libxml2, ...) only
# on the system's paths: the wrapper puts runtime/lib (every library by its
# soname) first on LD_LIBRARY_PATH, for the driver and the tools it runs
# (clang -cc1, clang-offload-packager, clang-linker-wrapper). The driver
# finds its resource headers and those tools next to its real path, in the
# repository.
_CLANG_WRAPPER = """#!/bin/sh
# Written by rules_omp_offload's hermetic_clang: runs clang 19 from this
# repository with the libraries it loads.
top="$(dirname "$(dirname "$(readlink -f "$0")")")"
LD_LIBRARY_PATH="$top/runtime/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LD_LIBRARY_PATH
exec "$top/usr/lib/llvm-19/bin/clang" "$@"
"""

# What the driver loads besides the offload runtime's libraries.
_CLANG_LIBS = {
    "libclang-cpp.so.19.1": "usr/lib/x86_64-linux-gnu/libclang-cpp.so.19.1",
}

_CLANG_BUILD = """# Written by rules_omp_offload's hermetic_clang: clang 19 with its OpenMP
# offload driver tools and LLVM 19's offload runtime, unpacked from pinned
# Debian packages (toolchain/pins/debian.bzl). Not a toolchain of the rules:
# the Go tests compare the lowerer's programs with what it builds
# (internal/offloadtools). bin/clang is the driver; the host's gcc
# installation provides crt files, libgcc and ld.
package(default_visibility = ["//visibility:public"])

exports_files(["bin/clang"])

filegroup(
    name = "clang",
    srcs = ["bin/clang"] + glob(
        ["**"],
        exclude = [
            "BUILD.bazel",
            "WORKSPACE",
            "bin/clang",
        ],
    ),
)
"""

def hermetic_clang(name, debs = None):
    """clang 19, with LLVM 19's offload runtime, from pinned Debian packages.

    Args:
      name: the repository name.
      debs: the pinned packages, "name=version" -> sha256; by default
        LLVM_OFFLOAD_DEBS and CLANG_DEBS.
    """
    if debs == None:
        debs = dict(LLVM_OFFLOAD_DEBS)
        debs.update(CLANG_DEBS)
    symlinks = {_RUNTIME_DIR + "/" + k: v for k, v in _RUNTIME_LIBS.items()}
    symlinks.update({_RUNTIME_DIR + "/" + k: v for k, v in _CLANG_LIBS.items()})

    # The driver's RUNPATH names usr/lib/llvm-19/lib, where Debian's
    # libllvm19 puts no link to libLLVM.
    symlinks["usr/lib/llvm-19/lib/libLLVM.so.19.1"] = "usr/lib/x86_64-linux-gnu/libLLVM.so.19.1"
    deb_repository(
        name = name,
        debs = debs,
        # Of clang-tools-19 (43 MB unpacked) the offload driver runs two.
        paths = {"clang-tools-19": [
            "./usr/lib/llvm-19/bin/clang-linker-wrapper",
            "./usr/lib/llvm-19/bin/clang-offload-packager",
        ]},
        symlinks = symlinks,
        executables = {"bin/clang": _CLANG_WRAPPER},
        build_file_content = _CLANG_BUILD,
    )

"""Toolchain rules of rules_omp_offload.

Three toolchain types separate what a build needs: the lowerer (omplower,
a go_binary), the CUDA compiler (nvcc), and the LLVM offload runtime
(libomptarget and libomp) programs link against.
"""

OmpLowererInfo = provider(
    doc = "The omplower compiler.",
    fields = {
        "omplower": "FilesToRunProvider of the omplower binary (exec configuration).",
    },
)

CudaInfo = provider(
    doc = "A CUDA toolkit: nvcc and every file it needs.",
    fields = {
        "archs": "list of strings: the GPU architectures nvcc compiles CUBINs for, e.g. [\"sm_80\", \"sm_90\"].",
        "available": "bool: False when no toolkit was found; `missing` then says what to do.",
        "copts": "list of strings: flags every nvcc action gets, before the user's.",
        "env": "dict: environment of nvcc actions (empty for the hermetic toolkit; PATH for a local one).",
        "missing": "string: the error to report when a CUBIN is required but no toolkit exists.",
        "nvcc": "FilesToRunProvider of nvcc (exec configuration); None when not available.",
        "toolkit": "depset of Files: everything nvcc runs or reads (compilers, headers, libdevice); inputs of every nvcc action.",
        "version": "string: the toolkit version, e.g. \"11.8\".",
    },
)

OffloadRuntimeInfo = provider(
    doc = "The LLVM offload runtime programs link against.",
    fields = {
        "available": "bool: False when no runtime was found; `missing` then says what to do.",
        "link_libs": "list of Files: libomptarget.so and libomp.so, in one directory, given to the linker.",
        "missing": "string: the error to report when linking needs the runtime.",
        "runtime_libs": "list of Files: the shared libraries a linked program loads, by soname, in one directory (the link libraries' directory); shipped in the program's runfiles. Empty for a local runtime, which is found at system_lib_dir.",
        "system_lib_dir": "string: absolute directory a program loads the runtime from (a local runtime); empty for a hermetic one, which programs load from their runfiles.",
        "version": "string: the LLVM version of the runtime, e.g. \"19\".",
    },
)

def _lowerer_toolchain_impl(ctx):
    return [platform_common.ToolchainInfo(
        lowerer = OmpLowererInfo(omplower = ctx.attr.omplower[DefaultInfo].files_to_run),
    )]

omp_lowerer_toolchain = rule(
    implementation = _lowerer_toolchain_impl,
    doc = "Declares the omplower binary used to lower OpenMP offload sources.",
    attrs = {
        "omplower": attr.label(
            doc = "The omplower executable.",
            mandatory = True,
            executable = True,
            cfg = "exec",
        ),
    },
)

def _cuda_toolchain_impl(ctx):
    nvcc = ctx.attr.nvcc
    return [platform_common.ToolchainInfo(
        cuda = CudaInfo(
            archs = ctx.attr.archs,
            available = nvcc != None,
            copts = ctx.attr.copts,
            env = ctx.attr.env,
            missing = ctx.attr.missing,
            nvcc = nvcc[DefaultInfo].files_to_run if nvcc else None,
            toolkit = depset(transitive = [t[DefaultInfo].files for t in ctx.attr.toolkit]),
            version = ctx.attr.version,
        ),
    )]

cuda_toolchain = rule(
    implementation = _cuda_toolchain_impl,
    doc = "Describes a CUDA toolkit; written by the hermetic_cuda and local_cuda repository rules.",
    attrs = {
        "archs": attr.string_list(doc = "GPU architectures nvcc supports (`nvcc --list-gpu-code`); others are rejected at analysis."),
        "copts": attr.string_list(doc = "Flags every nvcc action gets, before the user's."),
        "env": attr.string_dict(doc = "Environment of nvcc actions; leave empty for a hermetic toolkit."),
        "missing": attr.string(doc = "Message to report when nvcc is needed but absent."),
        "nvcc": attr.label(
            doc = "nvcc; unset when no toolkit was found.",
            allow_single_file = True,
            executable = True,
            cfg = "exec",
        ),
        "toolkit": attr.label_list(
            doc = "Every file nvcc runs or reads (cicc, ptxas, fatbinary, headers, libdevice, nvcc.profile).",
            allow_files = True,
            cfg = "exec",
        ),
        "version": attr.string(doc = "Toolkit version, e.g. \"11.8\"."),
    },
)

def _offload_runtime_toolchain_impl(ctx):
    link_libs = ctx.files.link_libs
    dirs = {f.dirname: True for f in link_libs + ctx.files.runtime_libs}
    if len(dirs) > 1:
        fail("link_libs and runtime_libs of %s must lie in one directory, not %s" % (ctx.label, sorted(dirs.keys())))
    return [platform_common.ToolchainInfo(
        runtime = OffloadRuntimeInfo(
            available = len(link_libs) > 0,
            link_libs = link_libs,
            missing = ctx.attr.missing,
            runtime_libs = ctx.files.runtime_libs,
            system_lib_dir = ctx.attr.system_lib_dir,
            version = ctx.attr.version,
        ),
    )]

offload_runtime_toolchain = rule(
    implementation = _offload_runtime_toolchain_impl,
    doc = "Describes an LLVM offload runtime; written by the hermetic_llvm_offload and local_llvm_offload repository rules.",
    attrs = {
        "link_libs": attr.label_list(
            doc = "libomptarget.so and libomp.so (one directory); empty when no runtime was found.",
            allow_files = True,
        ),
        "missing": attr.string(doc = "Message to report when the runtime is needed but absent."),
        "runtime_libs": attr.label_list(
            doc = "Every shared library a linked program loads, by soname, in the directory of link_libs; shipped in runfiles.",
            allow_files = True,
        ),
        "system_lib_dir": attr.string(doc = "Absolute directory programs load the runtime from (local runtimes only)."),
        "version": attr.string(doc = "LLVM version of the runtime."),
    },
)

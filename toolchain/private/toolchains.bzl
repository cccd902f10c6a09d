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
    doc = "A CUDA toolkit found on the machine.",
    fields = {
        "available": "bool: False when no toolkit was found; `missing` then says what to do.",
        "missing": "string: the error to report when a CUBIN is required but no toolkit exists.",
        "nvcc": "string: absolute path of nvcc.",
        "version": "string: the toolkit version nvcc reports, e.g. \"11.8\".",
    },
)

OffloadRuntimeInfo = provider(
    doc = "The LLVM offload runtime programs link against.",
    fields = {
        "available": "bool: False when no runtime was found; `missing` then says what to do.",
        "missing": "string: the error to report when linking needs the runtime.",
        "lib_dir": "string: absolute directory holding libomptarget.so and libomp.so.",
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
    return [platform_common.ToolchainInfo(
        cuda = CudaInfo(
            available = ctx.attr.nvcc != "",
            missing = ctx.attr.missing,
            nvcc = ctx.attr.nvcc,
            version = ctx.attr.version,
        ),
    )]

cuda_toolchain = rule(
    implementation = _cuda_toolchain_impl,
    doc = "Describes a CUDA toolkit; written by the local_cuda repository rule.",
    attrs = {
        "missing": attr.string(doc = "Message to report when nvcc is needed but absent."),
        "nvcc": attr.string(doc = "Absolute path of nvcc; empty when no toolkit was found."),
        "version": attr.string(doc = "Toolkit version, e.g. \"11.8\"."),
    },
)

def _offload_runtime_toolchain_impl(ctx):
    return [platform_common.ToolchainInfo(
        runtime = OffloadRuntimeInfo(
            available = ctx.attr.lib_dir != "",
            missing = ctx.attr.missing,
            lib_dir = ctx.attr.lib_dir,
            version = ctx.attr.version,
        ),
    )]

offload_runtime_toolchain = rule(
    implementation = _offload_runtime_toolchain_impl,
    doc = "Describes an LLVM offload runtime; written by the local_llvm_offload repository rule.",
    attrs = {
        "lib_dir": attr.string(doc = "Absolute directory of libomptarget.so and libomp.so; empty when none was found."),
        "missing": attr.string(doc = "Message to report when the runtime is needed but absent."),
        "version": attr.string(doc = "LLVM version of the runtime."),
    },
)

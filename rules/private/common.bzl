"""Toolchain types, attributes and helpers shared by the offload rules.

The actions themselves: lowering.bzl (OmpLower and the host compile),
images.bzl (device images: OmpMergeDevice, OmpNvcc, OmpHostImage) and
link.bzl (OmpRegister, the link and the runtime beside the program).
"""

LOWERER_TOOLCHAIN = "@rules_omp_offload//toolchain:lowerer_toolchain_type"
CUDA_TOOLCHAIN = "@rules_omp_offload//toolchain:cuda_toolchain_type"
RUNTIME_TOOLCHAIN = "@rules_omp_offload//toolchain:offload_runtime_toolchain_type"
CC_TOOLCHAIN = "@bazel_tools//tools/cpp:toolchain_type"

# Attributes every offload rule has.
COMMON_ATTRS = {
    "copts": attr.string_list(
        doc = "Extra flags for compiling the lowered host C, after `-fopenmp` (`-fno-openmp` turns host OpenMP off).",
    ),
    "defines": attr.string_list(
        doc = "Macros (NAME or NAME=VALUE) for this target and its dependents; the lowerer sees them too.",
    ),
    "deps": attr.label_list(
        doc = "cc_library, omp_offload_library or other CcInfo targets this one uses.",
        providers = [CcInfo],
    ),
    "hdrs": attr.label_list(
        doc = "Public headers of this target.",
        allow_files = [".h", ".hh", ".hpp", ".inc"],
    ),
    "includes": attr.string_list(
        doc = "Include directories, relative to the package, added for this target and its dependents.",
    ),
    "offload_archs": attr.string_list(
        doc = "GPU architectures to build CUBINs for, e.g. [\"sm_80\", \"sm_90\"]. Empty: the //toolchain:archs setting.",
    ),
    "srcs": attr.label_list(
        doc = "C sources with `#pragma omp target` regions (and private headers). Each .c file is lowered by exactly one OmpLower action.",
        allow_files = [".c", ".h"],
    ),
    "_archs": attr.label(default = "//toolchain:archs"),
    "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
    "_cleanups": attr.label(default = "//toolchain:cleanups"),
    "_image_kinds": attr.label(default = "//toolchain:image_kinds"),
}

def failing_action(ctx, output, message):
    """Declares an action that fails with message when output is needed.

    A missing tool fails only the targets that need what it makes.

    Args:
      ctx: the rule context.
      output: the File the action would make.
      message: the error, after "error: ".
    """
    ctx.actions.run_shell(
        outputs = [output],
        command = "echo \"$1\" >&2; exit 1",
        arguments = ["error: " + message],
        mnemonic = "OmpMissingTool",
    )

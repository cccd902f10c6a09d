"""offload_toolchains: picks the hermetic or the local toolchains.

A small repository whose BUILD file holds the two toolchain() targets that
rules_omp_offload registers, pointing at either the hermetic repositories
(pinned Debian packages) or the local ones (what is installed). Only the
picked repositories are ever fetched.
"""

MODES = ["hermetic", "local"]

def _offload_toolchains_impl(rctx):
    mode = rctx.os.environ.get("OMP_OFFLOAD_TOOLCHAINS", "") or rctx.attr.mode
    if mode not in MODES:
        fail("OMP_OFFLOAD_TOOLCHAINS=%s: use hermetic (the pinned CUDA toolkit and LLVM offload runtime, fetched by Bazel) or local (the machine's)" % mode)
    cuda = rctx.attr.hermetic_cuda if mode == "hermetic" else rctx.attr.local_cuda
    runtime = rctx.attr.hermetic_llvm_offload if mode == "hermetic" else rctx.attr.local_llvm_offload
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("mode.bzl", "\"\"\"Which toolchains this workspace uses.\"\"\"\n\nOFFLOAD_TOOLCHAINS = %r\n" % mode)
    rctx.file("BUILD.bazel", """# Written by rules_omp_offload's offload_toolchains: the {mode} toolchains
# (OMP_OFFLOAD_TOOLCHAINS, default {default}).
package(default_visibility = ["//visibility:public"])

exports_files(["mode.bzl"])

toolchain(
    name = "cuda_toolchain",
    toolchain = "@{cuda}//:cuda",
    toolchain_type = "@rules_omp_offload//toolchain:cuda_toolchain_type",
)

toolchain(
    name = "offload_runtime_toolchain",
    toolchain = "@{runtime}//:runtime",
    toolchain_type = "@rules_omp_offload//toolchain:offload_runtime_toolchain_type",
)
""".format(mode = mode, default = rctx.attr.mode, cuda = cuda, runtime = runtime))

offload_toolchains = repository_rule(
    implementation = _offload_toolchains_impl,
    doc = """Registers the hermetic or the local offload toolchains.

The environment variable OMP_OFFLOAD_TOOLCHAINS (e.g.
`--repo_env=OMP_OFFLOAD_TOOLCHAINS=local`) overrides `mode`.""",
    attrs = {
        "hermetic_cuda": attr.string(default = "hermetic_cuda", doc = "Repository of the hermetic CUDA toolkit."),
        "hermetic_llvm_offload": attr.string(default = "hermetic_llvm_offload", doc = "Repository of the hermetic LLVM offload runtime."),
        "local_cuda": attr.string(default = "local_cuda", doc = "Repository of the local CUDA toolkit."),
        "local_llvm_offload": attr.string(default = "local_llvm_offload", doc = "Repository of the local LLVM offload runtime."),
        "mode": attr.string(default = "hermetic", values = MODES, doc = "hermetic or local."),
    },
    environ = ["OMP_OFFLOAD_TOOLCHAINS"],
)

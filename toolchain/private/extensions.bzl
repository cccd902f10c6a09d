"""Bzlmod module extension: the CUDA toolkit and the LLVM offload runtime.

Bazel 7+ only (MODULE.bazel uses it), written against the Bazel 7
documentation and not run here (the development machines have Bazel 4.2.3);
WORKSPACE mode, the tested path, gets the same repositories from
rules_omp_offload_dependencies().

    offload = use_extension("@rules_omp_offload//toolchain:extensions.bzl", "offload")
    offload.toolchains(mode = "local")  # optional; "hermetic" is the default
    use_repo(offload, "omp_offload_toolchains")
    register_toolchains("@omp_offload_toolchains//:all")
"""

load(":hermetic.bzl", "hermetic_clang", "hermetic_cuda", "hermetic_llvm_offload")
load(":local.bzl", "local_cuda", "local_llvm_offload")
load(":select.bzl", "MODES", "offload_toolchains")

_toolchains = tag_class(
    doc = "Picks the toolchains; the root module's tag wins. OMP_OFFLOAD_TOOLCHAINS (--repo_env) overrides it.",
    attrs = {
        "mode": attr.string(
            doc = "hermetic (pinned Debian packages, fetched by Bazel) or local (the machine's).",
            default = "hermetic",
            values = MODES,
        ),
    },
)

def _offload_impl(module_ctx):
    mode = "hermetic"
    for mod in module_ctx.modules:
        if mod.tags.toolchains:
            mode = mod.tags.toolchains[0].mode
            if mod.is_root:
                break
    hermetic_cuda(name = "hermetic_cuda")
    hermetic_llvm_offload(name = "hermetic_llvm_offload")

    # The Go tests' reference compiler (internal/offloadtools), fetched only
    # when they are built.
    hermetic_clang(name = "hermetic_clang")
    local_cuda(name = "local_cuda")
    local_llvm_offload(name = "local_llvm_offload")
    offload_toolchains(name = "omp_offload_toolchains", mode = mode)

offload = module_extension(
    implementation = _offload_impl,
    doc = "The offload toolchains: hermetic (pinned Debian packages) or local (see toolchain/private).",
    tag_classes = {"toolchains": _toolchains},
)

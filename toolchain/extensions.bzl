"""Bzlmod module extension of rules_omp_offload (Bazel 7+; see toolchain/private/extensions.bzl).

    offload = use_extension("@rules_omp_offload//toolchain:extensions.bzl", "offload")
    offload.toolchains(mode = "local")  # optional; "hermetic" is the default
    use_repo(offload, "omp_offload_toolchains")
    register_toolchains("@omp_offload_toolchains//:all")
"""

load("//toolchain/private:extensions.bzl", _offload = "offload")

offload = _offload

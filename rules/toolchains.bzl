"""Toolchain registration for rules_omp_offload (WORKSPACE mode)."""

load("@io_bazel_rules_go//go:deps.bzl", "go_local_sdk", "go_register_toolchains")
load(":repositories.bzl", "GO_SDK_VERSION")

# buildifier: disable=unnamed-macro
def rules_omp_offload_register_toolchains(go_sdk_path = None):
    """Registers the Go toolchain and the offload toolchains.

    Args:
      go_sdk_path: absolute path of an unpacked Go SDK to use instead of
        downloading Go GO_SDK_VERSION (the offline setup passes one).
    """
    if go_sdk_path:
        go_local_sdk(
            name = "go_sdk",
            path = go_sdk_path,
        )
        go_register_toolchains()
    else:
        go_register_toolchains(version = GO_SDK_VERSION)
    native.register_toolchains(
        "@rules_omp_offload//toolchain:omplower_toolchain",
        "@omp_offload_toolchains//:cuda_toolchain",
        "@omp_offload_toolchains//:offload_runtime_toolchain",
    )

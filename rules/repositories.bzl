"""Repositories rules_omp_offload needs, declared for a Bazel with internet.

On the offline development machine, tools/bootstrap.sh writes
`.bazelrc.offline`, whose `--override_repository` flags replace these
declarations with local copies; nothing in this file changes for that.
"""

load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")
load("@bazel_tools//tools/build_defs/repo:utils.bzl", "maybe")
load(
    "//toolchain:defs.bzl",
    "hermetic_cuda",
    "hermetic_llvm_offload",
    "local_cuda",
    "local_llvm_offload",
    "offload_toolchains",
)

# Keep in step with RULES_GO_VERSION in tools/common.sh. v0.34.0 is the newest
# rules_go that accepts Bazel 4.2.x.
RULES_GO_VERSION = "v0.34.0"

# The Go SDK Bazel builds with. rules_go v0.34.0 needs a Go <= 1.19 SDK (one
# with precompiled standard library archives). Keep in step with
# GO_SDK_VERSION in tools/common.sh.
GO_SDK_VERSION = "1.19.13"

def _local_config_impl(rctx):
    # The default configuration: download the Go SDK. The offline setup
    # overrides this repository with one whose GO_SDK_PATH names a local SDK.
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD.bazel", "")
    rctx.file("config.bzl", "GO_SDK_PATH = None\n")

_local_config = repository_rule(implementation = _local_config_impl)

def rules_omp_offload_dependencies(toolchains = "hermetic"):
    """Declares the repositories that rules_omp_offload depends on.

    Args:
      toolchains: "hermetic" (the default: the CUDA toolkit and the LLVM
        offload runtime unpacked from the pinned Debian packages of
        toolchain/pins/debian.bzl) or "local" (the machine's; LOCAL_CUDA_PATH
        and LOCAL_LLVM_OFFLOAD_PATH name them explicitly). The environment
        variable OMP_OFFLOAD_TOOLCHAINS, e.g.
        `--repo_env=OMP_OFFLOAD_TOOLCHAINS=local`, overrides it.
    """
    maybe(
        http_archive,
        name = "io_bazel_rules_go",
        # From the rules_go v0.34.0 release notes.
        sha256 = "16e9fca53ed6bd4ff4ad76facc9b7b651a89db1689a2877d6fd7b82aa824e366",
        urls = [
            "https://mirror.bazel.build/github.com/bazelbuild/rules_go/releases/download/{v}/rules_go-{v}.zip".format(v = RULES_GO_VERSION),
            "https://github.com/bazelbuild/rules_go/releases/download/{v}/rules_go-{v}.zip".format(v = RULES_GO_VERSION),
        ],
    )
    maybe(
        _local_config,
        name = "rules_omp_offload_local_config",
    )

    # The CUDA toolkit and the LLVM offload runtime: hermetic or local, as
    # @omp_offload_toolchains picks. Only the picked ones are fetched. A
    # local one that is missing fails only the targets that need it, saying
    # what to install.
    maybe(hermetic_cuda, name = "hermetic_cuda")
    maybe(hermetic_llvm_offload, name = "hermetic_llvm_offload")
    maybe(local_cuda, name = "local_cuda")
    maybe(local_llvm_offload, name = "local_llvm_offload")
    maybe(offload_toolchains, name = "omp_offload_toolchains", mode = toolchains)

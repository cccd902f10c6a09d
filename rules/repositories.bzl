"""Repositories rules_omp_offload needs, declared for a Bazel with internet.

On the offline development machine, tools/bootstrap.sh writes
`.bazelrc.offline`, whose `--override_repository` flags replace these
declarations with local copies; nothing in this file changes for that.
"""

load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")
load("@bazel_tools//tools/build_defs/repo:utils.bzl", "maybe")
load("//toolchain:defs.bzl", "local_cuda", "local_llvm_offload")

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

def rules_omp_offload_dependencies():
    """Declares the repositories that rules_omp_offload depends on."""
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

    # The CUDA toolkit and the LLVM offload runtime are found on the machine;
    # when one is missing, only the targets that need it fail, saying what
    # to install.
    maybe(local_cuda, name = "local_cuda")
    maybe(local_llvm_offload, name = "local_llvm_offload")

"""Bzlmod module extension: the local CUDA toolkit and LLVM offload runtime.

Bazel 7+ only (MODULE.bazel uses it); WORKSPACE mode gets the same
repositories from rules_omp_offload_dependencies().
"""

load("//toolchain/private:local.bzl", "local_cuda", "local_llvm_offload")

def _offload_impl(_module_ctx):
    local_cuda(name = "local_cuda")
    local_llvm_offload(name = "local_llvm_offload")

offload = module_extension(
    implementation = _offload_impl,
    doc = "Finds nvcc and libomptarget on the machine (see toolchain/private/local.bzl).",
)

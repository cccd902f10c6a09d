"""Public toolchain API of rules_omp_offload: rules and repository rules."""

load("//toolchain/private:deb.bzl", _deb_repository = "deb_repository")
load(
    "//toolchain/private:hermetic.bzl",
    _hermetic_clang = "hermetic_clang",
    _hermetic_cuda = "hermetic_cuda",
    _hermetic_llvm_offload = "hermetic_llvm_offload",
)
load(
    "//toolchain/private:local.bzl",
    _local_cuda = "local_cuda",
    _local_llvm_offload = "local_llvm_offload",
)
load("//toolchain/private:select.bzl", _offload_toolchains = "offload_toolchains")
load(
    "//toolchain/private:toolchains.bzl",
    _CudaInfo = "CudaInfo",
    _OffloadRuntimeInfo = "OffloadRuntimeInfo",
    _OmpLowererInfo = "OmpLowererInfo",
    _cuda_toolchain = "cuda_toolchain",
    _offload_runtime_toolchain = "offload_runtime_toolchain",
    _omp_lowerer_toolchain = "omp_lowerer_toolchain",
)

CudaInfo = _CudaInfo
OffloadRuntimeInfo = _OffloadRuntimeInfo
OmpLowererInfo = _OmpLowererInfo
cuda_toolchain = _cuda_toolchain
deb_repository = _deb_repository
hermetic_clang = _hermetic_clang
hermetic_cuda = _hermetic_cuda
hermetic_llvm_offload = _hermetic_llvm_offload
local_cuda = _local_cuda
local_llvm_offload = _local_llvm_offload
offload_runtime_toolchain = _offload_runtime_toolchain
offload_toolchains = _offload_toolchains
omp_lowerer_toolchain = _omp_lowerer_toolchain

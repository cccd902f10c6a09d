"""Public toolchain API of rules_omp_offload: rules and repository rules."""

load(
    "//toolchain/private:local.bzl",
    _local_cuda = "local_cuda",
    _local_llvm_offload = "local_llvm_offload",
)
load(
    "//toolchain/private:settings.bzl",
    _OffloadSettingInfo = "OffloadSettingInfo",
    _string_list_setting = "string_list_setting",
)
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
OffloadSettingInfo = _OffloadSettingInfo
OmpLowererInfo = _OmpLowererInfo
cuda_toolchain = _cuda_toolchain
local_cuda = _local_cuda
local_llvm_offload = _local_llvm_offload
offload_runtime_toolchain = _offload_runtime_toolchain
omp_lowerer_toolchain = _omp_lowerer_toolchain
string_list_setting = _string_list_setting

"""Public API of rules_omp_offload.

    load("@rules_omp_offload//rules:defs.bzl", "omp_offload_binary")

    omp_offload_binary(name = "saxpy", srcs = ["saxpy.c"])
"""

load("//rules/private:binary.bzl", _omp_offload_binary = "omp_offload_binary", _omp_offload_test = "omp_offload_test")
load("//rules/private:invariant_test.bzl", _omp_offload_invariant_test = "omp_offload_invariant_test")
load("//rules/private:library.bzl", _omp_offload_library = "omp_offload_library")
load("//rules/private:providers.bzl", _OmpOffloadBinaryInfo = "OmpOffloadBinaryInfo", _OmpOffloadInfo = "OmpOffloadInfo")

OmpOffloadBinaryInfo = _OmpOffloadBinaryInfo
OmpOffloadInfo = _OmpOffloadInfo
omp_offload_binary = _omp_offload_binary
omp_offload_invariant_test = _omp_offload_invariant_test
omp_offload_library = _omp_offload_library
omp_offload_test = _omp_offload_test

"""GPU tests of rules_omp_offload: tests whose test action runs on a GPU worker.

    load("@rules_omp_offload//rules:gpu.bzl", "omp_offload_test")

    omp_offload_test(name = "saxpy_gpu_test", srcs = ["saxpy.c"], gpu = True)

On Bazel 4 these rules need --experimental_exec_groups (docs/remote.md);
the rules of defs.bzl do not.
"""

load("//rules/private:gpu_test.bzl", _omp_offload_gpu_test = "omp_offload_gpu_test", _omp_offload_test = "omp_offload_test")

omp_offload_gpu_test = _omp_offload_gpu_test
omp_offload_test = _omp_offload_test

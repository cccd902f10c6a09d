"""Repository rules that find a local CUDA toolkit and LLVM offload runtime.

Each writes a repository holding a toolchain. When nothing is found the
toolchain records why, so only the targets that need the missing piece fail,
with a message that says what to install; the rest of the workspace builds.
"""

def _find_nvcc(rctx):
    candidates = []
    cuda_path = rctx.os.environ.get("CUDA_PATH", "")
    if cuda_path:
        candidates.append(cuda_path + "/bin/nvcc")
    which = rctx.which("nvcc")
    if which:
        candidates.append(str(which))
    candidates += [
        "/usr/lib/nvidia-cuda-toolkit/bin/nvcc",
        "/usr/local/cuda/bin/nvcc",
    ]
    for c in candidates:
        if rctx.path(c).exists:
            return c
    return ""

def _local_cuda_impl(rctx):
    nvcc = _find_nvcc(rctx)
    version = ""
    if nvcc:
        res = rctx.execute([nvcc, "--version"])
        for line in res.stdout.splitlines():
            if "release " in line:
                version = line.split("release ")[1].split(",")[0]
    missing = ("no CUDA toolkit found (looked at $CUDA_PATH/bin/nvcc, nvcc on PATH, " +
               "/usr/lib/nvidia-cuda-toolkit/bin/nvcc, /usr/local/cuda/bin/nvcc): " +
               "install one (tools/bootstrap.sh does, from Debian's non-free " +
               "nvidia-cuda-toolkit) or set CUDA_PATH, or build with " +
               "--//toolchain:image_kinds=host")
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD.bazel", """load("@rules_omp_offload//toolchain:defs.bzl", "cuda_toolchain")

# Found by local_cuda.
cuda_toolchain(
    name = "cuda",
    missing = {missing},
    nvcc = {nvcc},
    version = {version},
)

toolchain(
    name = "toolchain",
    toolchain = ":cuda",
    toolchain_type = "@rules_omp_offload//toolchain:cuda_toolchain_type",
)
""".format(nvcc = repr(nvcc), version = repr(version), missing = repr(missing)))

local_cuda = repository_rule(
    implementation = _local_cuda_impl,
    doc = "Finds nvcc: $CUDA_PATH, PATH, Debian's /usr/lib/nvidia-cuda-toolkit, /usr/local/cuda.",
    environ = ["CUDA_PATH", "PATH"],
    local = True,
)

def _local_llvm_offload_impl(rctx):
    candidates = []
    env = rctx.os.environ.get("LLVM_OFFLOAD_PATH", "")
    if env:
        candidates.append(env)
    for v in ["19", "20", "21", "18"]:
        candidates.append("/usr/lib/llvm-%s" % v)
    candidates.append("/usr/local")
    lib_dir, version = "", ""
    for c in candidates:
        for sub in ["/lib", ""]:
            d = c + sub
            if rctx.path(d + "/libomptarget.so").exists and rctx.path(d + "/libomp.so").exists:
                lib_dir = d
                break
        if lib_dir:
            if c.startswith("/usr/lib/llvm-"):
                version = c[len("/usr/lib/llvm-"):]
            break
    missing = ("no LLVM offload runtime found (looked for libomptarget.so and libomp.so in " +
               "$LLVM_OFFLOAD_PATH, /usr/lib/llvm-{19,20,21,18}/lib, /usr/local/lib): " +
               "install Debian's libomp-19-dev (tools/bootstrap.sh does) or set LLVM_OFFLOAD_PATH")
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD.bazel", """load("@rules_omp_offload//toolchain:defs.bzl", "offload_runtime_toolchain")

# Found by local_llvm_offload.
offload_runtime_toolchain(
    name = "runtime",
    lib_dir = {lib_dir},
    missing = {missing},
    version = {version},
)

toolchain(
    name = "toolchain",
    toolchain = ":runtime",
    toolchain_type = "@rules_omp_offload//toolchain:offload_runtime_toolchain_type",
)
""".format(lib_dir = repr(lib_dir), version = repr(version), missing = repr(missing)))

local_llvm_offload = repository_rule(
    implementation = _local_llvm_offload_impl,
    doc = "Finds libomptarget: $LLVM_OFFLOAD_PATH, /usr/lib/llvm-19 and newer, /usr/local.",
    environ = ["LLVM_OFFLOAD_PATH"],
    local = True,
)

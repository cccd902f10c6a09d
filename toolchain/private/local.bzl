"""Repository rules that find a local CUDA toolkit and LLVM offload runtime.

Each writes a repository holding a toolchain. When nothing is found the
toolchain records why, so only the targets that need the missing piece fail,
with a message that says what to install; the rest of the workspace builds.
"""

def _write_toolchain_repo(rctx, rule, name, toolchain_type, attrs):
    """Writes a repository holding one toolchain of rules_omp_offload.

    Args:
      rctx: the repository context.
      rule: the toolchain rule to instantiate, from //toolchain:defs.bzl.
      name: the name of its target.
      toolchain_type: the toolchain type in //toolchain it implements.
      attrs: dict of string attributes of the rule: what was found.
    """
    lines = ["    %s = %r," % (k, attrs[k]) for k in sorted(attrs.keys())]
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD.bazel", """load("@rules_omp_offload//toolchain:defs.bzl", "{rule}")

# Found by {repo_rule}.
{rule}(
    name = "{name}",
{attrs}
)

toolchain(
    name = "toolchain",
    toolchain = ":{name}",
    toolchain_type = "@rules_omp_offload//toolchain:{toolchain_type}",
)
""".format(
        rule = rule,
        repo_rule = rctx.attr._repo_rule,
        name = name,
        attrs = "\n".join(lines),
        toolchain_type = toolchain_type,
    ))

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
    _write_toolchain_repo(rctx, "cuda_toolchain", "cuda", "cuda_toolchain_type", {
        "missing": missing,
        "nvcc": nvcc,
        "version": version,
    })

local_cuda = repository_rule(
    implementation = _local_cuda_impl,
    doc = "Finds nvcc: $CUDA_PATH, PATH, Debian's /usr/lib/nvidia-cuda-toolkit, /usr/local/cuda.",
    attrs = {"_repo_rule": attr.string(default = "local_cuda")},
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
    _write_toolchain_repo(rctx, "offload_runtime_toolchain", "runtime", "offload_runtime_toolchain_type", {
        "lib_dir": lib_dir,
        "missing": missing,
        "version": version,
    })

local_llvm_offload = repository_rule(
    implementation = _local_llvm_offload_impl,
    doc = "Finds libomptarget: $LLVM_OFFLOAD_PATH, /usr/lib/llvm-19 and newer, /usr/local.",
    attrs = {"_repo_rule": attr.string(default = "local_llvm_offload")},
    environ = ["LLVM_OFFLOAD_PATH"],
    local = True,
)

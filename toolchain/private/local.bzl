"""Repository rules that find a local CUDA toolkit and LLVM offload runtime.

The `local` toolchains (--repo_env=OMP_OFFLOAD_TOOLCHAINS=local): what is
installed on the machine, not what toolchain/pins/debian.bzl pins. Each
writes a repository holding a toolchain and links what it found into it.
When nothing is found the toolchain records why, so only the targets that
need the missing piece fail, with a message that says what to install; the
rest of the workspace builds. An explicit LOCAL_CUDA_PATH or
LOCAL_LLVM_OFFLOAD_PATH that does not hold the toolkit fails the fetch,
naming what is missing there.
"""

def _write_toolchain_repo(rctx, rule, name, toolchain_type, attrs):
    """Writes a repository holding one toolchain of rules_omp_offload.

    Args:
      rctx: the repository context.
      rule: the toolchain rule to instantiate, from //toolchain:defs.bzl.
      name: the name of its target.
      toolchain_type: the toolchain type in //toolchain it implements.
      attrs: dict of attributes of the rule (strings, lists, dicts): what
        was found. Empty values are left out.
    """
    lines = ["    %s = %r," % (k, attrs[k]) for k in sorted(attrs.keys()) if attrs[k]]
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD.bazel", """load("@rules_omp_offload//toolchain:defs.bzl", "{rule}")

package(default_visibility = ["//visibility:public"])

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
    explicit = rctx.os.environ.get("LOCAL_CUDA_PATH", "")
    if explicit:
        nvcc = explicit + "/bin/nvcc"
        if not rctx.path(nvcc).exists:
            fail("LOCAL_CUDA_PATH=%s has no bin/nvcc: point it at a CUDA toolkit (the directory holding bin/nvcc)" % explicit)
        return nvcc
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
    version, archs = "", []
    if nvcc:
        res = rctx.execute([nvcc, "--version"])
        for line in res.stdout.splitlines():
            if "release " in line:
                version = line.split("release ")[1].split(",")[0]
        res = rctx.execute([nvcc, "--list-gpu-code"])
        archs = [a.strip() for a in res.stdout.splitlines() if a.strip().startswith("sm_")]
        rctx.symlink(nvcc, "bin/nvcc")
    missing = ("no CUDA toolkit found (looked at $LOCAL_CUDA_PATH/bin/nvcc, $CUDA_PATH/bin/nvcc, " +
               "nvcc on PATH, /usr/lib/nvidia-cuda-toolkit/bin/nvcc, /usr/local/cuda/bin/nvcc): " +
               "install one or set LOCAL_CUDA_PATH (--repo_env=LOCAL_CUDA_PATH=/path/to/cuda), " +
               "use the hermetic toolkit (the default; drop --repo_env=OMP_OFFLOAD_TOOLCHAINS=local), " +
               "or build with --//toolchain:image_kinds=host")

    # A local toolkit is found through the machine's layout: its own
    # directory first, then the system's (Debian's split toolkit keeps
    # ptxas and fatbinary in /usr/bin).
    nvcc_dir = nvcc.rpartition("/")[0]
    _write_toolchain_repo(rctx, "cuda_toolchain", "cuda", "cuda_toolchain_type", {
        "archs": archs,
        # nvcc 11.8 refuses gcc newer than 11 unless told; the CUBIN compile
        # uses the host compiler only to preprocess the device code.
        "copts": ["-allow-unsupported-compiler"] if nvcc and version.startswith("11.") else [],
        "env": {"PATH": nvcc_dir + ":/usr/local/bin:/usr/bin:/bin"} if nvcc else {},
        "missing": missing,
        "nvcc": "bin/nvcc" if nvcc else "",
        "version": version,
    })

local_cuda = repository_rule(
    implementation = _local_cuda_impl,
    doc = "Finds nvcc: $LOCAL_CUDA_PATH, $CUDA_PATH, PATH, Debian's /usr/lib/nvidia-cuda-toolkit, /usr/local/cuda.",
    attrs = {"_repo_rule": attr.string(default = "local_cuda")},
    environ = ["LOCAL_CUDA_PATH", "CUDA_PATH", "PATH"],
    local = True,
)

def _local_llvm_offload_impl(rctx):
    candidates = []
    explicit = rctx.os.environ.get("LOCAL_LLVM_OFFLOAD_PATH", "")
    if explicit:
        found = [d for d in [explicit + "/lib", explicit] if rctx.path(d + "/libomptarget.so").exists and rctx.path(d + "/libomp.so").exists]
        if not found:
            fail("LOCAL_LLVM_OFFLOAD_PATH=%s has no libomptarget.so and libomp.so (in lib/ or at its top): point it at an LLVM installation with the offload runtime, e.g. /usr/lib/llvm-19" % explicit)
        candidates.append(explicit)
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
    if lib_dir:
        rctx.symlink(lib_dir + "/libomptarget.so", "lib/libomptarget.so")
        rctx.symlink(lib_dir + "/libomp.so", "lib/libomp.so")
    missing = ("no LLVM offload runtime found (looked for libomptarget.so and libomp.so in " +
               "$LOCAL_LLVM_OFFLOAD_PATH, $LLVM_OFFLOAD_PATH, /usr/lib/llvm-{19,20,21,18}/lib, /usr/local/lib): " +
               "install Debian's libomp-19-dev, set LOCAL_LLVM_OFFLOAD_PATH " +
               "(--repo_env=LOCAL_LLVM_OFFLOAD_PATH=/usr/lib/llvm-19), or use the hermetic runtime " +
               "(the default; drop --repo_env=OMP_OFFLOAD_TOOLCHAINS=local)")
    _write_toolchain_repo(rctx, "offload_runtime_toolchain", "runtime", "offload_runtime_toolchain_type", {
        "link_libs": ["lib/libomp.so", "lib/libomptarget.so"] if lib_dir else [],
        "missing": missing,
        "system_lib_dir": lib_dir,
        "version": version,
    })

local_llvm_offload = repository_rule(
    implementation = _local_llvm_offload_impl,
    doc = "Finds libomptarget: $LOCAL_LLVM_OFFLOAD_PATH, $LLVM_OFFLOAD_PATH, /usr/lib/llvm-19 and newer, /usr/local.",
    attrs = {"_repo_rule": attr.string(default = "local_llvm_offload")},
    environ = ["LOCAL_LLVM_OFFLOAD_PATH", "LLVM_OFFLOAD_PATH"],
    local = True,
)

"""Device images: the merged device source, CUBINs (nvcc) and the image for
libomptarget's host plugin."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load(":common.bzl", "CUDA_TOOLCHAIN", "LOWERER_TOOLCHAIN", "failing_action")

def _image_kinds(ctx, cuda):
    kinds = ctx.attr._image_kinds[BuildSettingInfo].value
    out = []
    for k in kinds:
        if k == "auto":
            if cuda.available:
                out.append("cubin")
            out.append("host")
        elif k in ("cubin", "host"):
            out.append(k)
        else:
            fail("unknown image kind %r in --//toolchain:image_kinds (use cubin, host or auto)" % k)
    return {k: True for k in out}.keys()

def compile_cubin(ctx, cuda, cc_toolchain, arch, src, headers, user_copts, out):
    """Compiles one CUBIN with nvcc.

    nvcc is a declared tool with every toolkit file as an input, so a sandbox
    or remote worker has all of it; its host compiler is the configured C++
    toolchain's, and no shell environment leaks in (a local toolkit states
    its PATH in cuda.env).

    Args:
      ctx: the rule context.
      cuda: CudaInfo of an available toolkit.
      cc_toolchain: the C++ toolchain; its compiler is nvcc's -ccbin.
      arch: the GPU architecture, e.g. "sm_90".
      src: the .cu File.
      headers: Files src includes.
      user_copts: flags after the toolchain's and the defaults.
      out: the CUBIN File.
    """
    args = ctx.actions.args()
    args.add("-ccbin", cc_toolchain.compiler_executable)
    args.add_all(cuda.copts)
    args.add_all(["-cubin", "-arch=" + arch, "-O3", "-I."])
    args.add_all(user_copts)
    args.add("-o", out)
    args.add(src)
    ctx.actions.run(
        mnemonic = "OmpNvcc",
        progress_message = "Compiling CUBIN %s for %s" % (arch, ctx.label),
        executable = cuda.nvcc,
        arguments = [args],
        inputs = depset([src] + headers, transitive = [cuda.toolkit, cc_toolchain.all_files]),
        outputs = [out],
        env = cuda.env,
    )

def _check_archs(ctx, archs, cuda):
    where = "offload_archs of %s" % ctx.label if ctx.attr.offload_archs else "--@rules_omp_offload//toolchain:archs"
    for arch in archs:
        digits = arch[len("sm_"):]
        if not arch.startswith("sm_") or not digits.isdigit():
            fail("%r in %s is not a CUDA architecture: use sm_<number>, e.g. sm_90" % (arch, where))
        if cuda.available and cuda.archs and arch not in cuda.archs:
            fail("unknown CUDA architecture %r in %s: nvcc %s compiles CUBINs for %s" % (
                arch,
                where,
                cuda.version,
                ", ".join(cuda.archs),
            ))

def build_images(ctx, info, cc_toolchain):
    """Builds the binary's device images from one merged device source.

    ONE image per kind (per arch for CUBINs), from a merged translation unit
    of every lowered source in the binary's closure.

    Args:
      ctx: the rule context.
      info: the binary's OmpOffloadInfo.
      cc_toolchain: the C++ toolchain, whose compiler builds the host image.

    Returns:
      struct(cubins = [File], host_images = [File], merged = File).
    """
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower
    cuda = ctx.toolchains[CUDA_TOOLCHAIN].cuda
    units = info.device_sources.to_list()
    merged = ctx.actions.declare_file("_omp/%s/%s.device.cu" % (ctx.label.name, ctx.label.name))
    args = ctx.actions.args()
    args.add("merge-device")
    args.add("--out", merged)
    args.add_all(units)
    ctx.actions.run(
        mnemonic = "OmpMergeDevice",
        progress_message = "Merging device sources of %s" % ctx.label,
        executable = lowerer,
        arguments = [args],
        inputs = units,
        outputs = [merged],
    )
    kinds = _image_kinds(ctx, cuda)
    archs = ctx.attr.offload_archs or ctx.attr._archs[BuildSettingInfo].value
    cubins, host_images = [], []
    if "cubin" in kinds:
        _check_archs(ctx, archs, cuda)
        user_copts = ctx.attr._nvcc_copts[BuildSettingInfo].value + ctx.attr.nvcc_copts
        for arch in archs:
            cubin = ctx.actions.declare_file("_omp/%s/%s.%s.cubin" % (ctx.label.name, ctx.label.name, arch))
            cubins.append(cubin)
            if not cuda.available:
                failing_action(ctx, cubin, cuda.missing)
                continue
            compile_cubin(ctx, cuda, cc_toolchain, arch, merged, units, user_copts, cubin)
    if "host" in kinds:
        so = ctx.actions.declare_file("_omp/%s/%s.host_image.so" % (ctx.label.name, ctx.label.name))
        host_images.append(so)
        ctx.actions.run(
            mnemonic = "OmpHostImage",
            progress_message = "Compiling host-plugin image for %s" % ctx.label,
            executable = cc_toolchain.compiler_executable,
            # -Bsymbolic: the image's code binds to its own declare target
            # variables and functions, not to symbols of the same name the
            # process already holds (glibc's `step`).
            arguments = ["-x", "c++", "-O2", "-fPIC", "-shared", "-Wl,-Bsymbolic", "-I.", "-o", so.path, merged.path],
            inputs = depset([merged] + units, transitive = [cc_toolchain.all_files]),
            outputs = [so],
            use_default_shell_env = True,
        )
    return struct(cubins = cubins, host_images = host_images, merged = merged)

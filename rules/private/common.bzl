"""Actions shared by the offload rules: lowering, compiling, images, linking."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load(":providers.bzl", "OmpOffloadInfo")

LOWERER_TOOLCHAIN = "@rules_omp_offload//toolchain:lowerer_toolchain_type"
CUDA_TOOLCHAIN = "@rules_omp_offload//toolchain:cuda_toolchain_type"
RUNTIME_TOOLCHAIN = "@rules_omp_offload//toolchain:offload_runtime_toolchain_type"
CC_TOOLCHAIN = "@bazel_tools//tools/cpp:toolchain_type"

# Attributes every offload rule has.
COMMON_ATTRS = {
    "copts": attr.string_list(
        doc = "Extra flags for compiling the lowered host C, after `-fopenmp` (`-fno-openmp` turns host OpenMP off).",
    ),
    "defines": attr.string_list(
        doc = "Macros (NAME or NAME=VALUE) for this target and its dependents; the lowerer sees them too.",
    ),
    "deps": attr.label_list(
        doc = "cc_library, omp_offload_library or other CcInfo targets this one uses.",
        providers = [CcInfo],
    ),
    "hdrs": attr.label_list(
        doc = "Public headers of this target.",
        allow_files = [".h", ".hh", ".hpp", ".inc"],
    ),
    "includes": attr.string_list(
        doc = "Include directories, relative to the package, added for this target and its dependents.",
    ),
    "offload_archs": attr.string_list(
        doc = "GPU architectures to build CUBINs for, e.g. [\"sm_80\", \"sm_90\"]. Empty: the //toolchain:archs setting.",
    ),
    "srcs": attr.label_list(
        doc = "C sources with `#pragma omp target` regions (and private headers). Each .c file is lowered by exactly one OmpLower action.",
        allow_files = [".c", ".h"],
    ),
    "_archs": attr.label(default = "//toolchain:archs"),
    "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
    "_cleanups": attr.label(default = "//toolchain:cleanups"),
    "_image_kinds": attr.label(default = "//toolchain:image_kinds"),
}

def _cc_setup(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    feature_configuration = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    return cc_toolchain, feature_configuration

def _dep_contexts(ctx):
    return [d[CcInfo].compilation_context for d in ctx.attr.deps]

def _package_includes(ctx):
    pkg = ctx.label.package
    if ctx.label.workspace_root:
        pkg = ctx.label.workspace_root + "/" + pkg if pkg else ctx.label.workspace_root
    return [(pkg + "/" + i) if pkg else i for i in ctx.attr.includes]

def lower_sources(ctx):
    """Runs one OmpLower action per .c source and compiles the host C.

    Args:
      ctx: the rule context.

    Returns:
      struct(compilation_context, compilation_outputs, device_sources,
      host_sources, manifests, cc_toolchain, feature_configuration).
    """
    cc_toolchain, feature_configuration = _cc_setup(ctx)
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower
    deps_cc = _dep_contexts(ctx)
    headers = depset(
        [f for f in ctx.files.srcs if f.extension == "h"] + ctx.files.hdrs,
        transitive = [c.headers for c in deps_cc],
    )
    pkg_includes = _package_includes(ctx)

    # What cc_common.compile gives a target's own sources: includes relative
    # to the root of its repository, in the source tree and in bazel-out.
    root = ctx.label.workspace_root or "."
    own_quote_includes = [root, ctx.bin_dir.path + ("/" + ctx.label.workspace_root if ctx.label.workspace_root else "")]
    cleanups = ctx.attr._cleanups[BuildSettingInfo].value
    host_srcs, device_srcs, manifests = [], [], []
    quote_dirs = {}
    for src in ctx.files.srcs:
        if src.extension != "c":
            continue
        stem = src.basename[:-len(".c")]
        prefix = "_omp/%s/%s" % (ctx.label.name, stem)
        host = ctx.actions.declare_file(prefix + ".host.c")
        dev = ctx.actions.declare_file(prefix + ".cu")
        man = ctx.actions.declare_file(prefix + ".json")
        args = ctx.actions.args()
        args.add("lower")
        args.add("--host-out", host)
        args.add("--device-out", dev)
        args.add("--manifest-out", man)
        args.add("--cc", cc_toolchain.compiler_executable)
        args.add("--unit", _unit_name(src))

        # The outputs name the source by its workspace-relative path, the
        # same on every machine and execution root (src.path would add
        # bazel-out/<config>/bin for a generated source).
        args.add("--source-name", src.short_path)
        args.add("--cleanups", cleanups)

        # omplower parses its flags with Go's flag package: "-I dir", never
        # "-Idir" (which it rejects).
        args.add_all(own_quote_includes, before_each = "-I")
        args.add_all(pkg_includes, before_each = "-I")
        for c in deps_cc:
            args.add_all(c.quote_includes, before_each = "-I")
            args.add_all(c.includes, before_each = "-I")
            args.add_all(c.system_includes, before_each = "-I")
            args.add_all(c.defines, before_each = "-D")
        args.add_all(ctx.attr.defines, before_each = "-D")
        args.add("--")
        args.add(src)
        ctx.actions.run(
            mnemonic = "OmpLower",
            progress_message = "Lowering OpenMP offload source %s" % src.short_path,
            executable = lowerer,
            arguments = [args],
            inputs = depset([src], transitive = [headers, cc_toolchain.all_files]),
            outputs = [host, dev, man],
        )
        host_srcs.append(host)
        device_srcs.append(dev)
        manifests.append(man)
        quote_dirs[src.dirname] = True

    # The lowered host C lives in bazel-out but includes headers relative to
    # the source it came from.
    quote_includes = []
    for d in quote_dirs.keys():
        quote_includes += [d, ctx.bin_dir.path + "/" + d if not d.startswith(ctx.bin_dir.path) else d]
    compilation_context, compilation_outputs = cc_common.compile(
        name = ctx.label.name,
        actions = ctx.actions,
        feature_configuration = feature_configuration,
        cc_toolchain = cc_toolchain,
        srcs = host_srcs,
        public_hdrs = ctx.files.hdrs,
        private_hdrs = [f for f in ctx.files.srcs if f.extension == "h"],
        includes = pkg_includes,
        quote_includes = quote_includes,
        defines = ctx.attr.defines,
        # Host OpenMP outside target regions runs in parallel: gcc's
        # GOMP_* calls (clang's __kmpc_* calls) resolve in the libomp that
        # link_binary links. -fopenmp stays off the link line, where gcc
        # would add libgomp: two OpenMP runtimes in one process. Users can
        # turn it off with copts = ["-fno-openmp"].
        user_compile_flags = ["-fopenmp"] + ctx.attr.copts,
        compilation_contexts = deps_cc,
    )
    return struct(
        cc_toolchain = cc_toolchain,
        feature_configuration = feature_configuration,
        compilation_context = compilation_context,
        compilation_outputs = compilation_outputs,
        device_sources = device_srcs,
        host_sources = host_srcs,
        manifests = manifests,
    )

def _unit_name(src):
    # Unit names go into kernel stems: the package-qualified file name keeps
    # them unique across a binary and stable under edits inside the file.
    path = src.short_path[:-len(".c")]
    return path.replace("/", "_").replace("-", "_").replace(".", "_")

def offload_info(ctx, lowered):
    """Merges this target's lowering outputs with its deps' OmpOffloadInfo.

    Args:
      ctx: the rule context.
      lowered: the result of lower_sources.

    Returns:
      OmpOffloadInfo.
    """
    deps = [d[OmpOffloadInfo] for d in ctx.attr.deps if OmpOffloadInfo in d]
    return OmpOffloadInfo(
        device_sources = depset(lowered.device_sources, transitive = [d.device_sources for d in deps]),
        host_sources = depset(lowered.host_sources, transitive = [d.host_sources for d in deps]),
        manifests = depset(lowered.manifests, transitive = [d.manifests for d in deps]),
    )

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

def _failing_action(ctx, output, message):
    ctx.actions.run_shell(
        outputs = [output],
        command = "echo \"$1\" >&2; exit 1",
        arguments = ["error: " + message],
        mnemonic = "OmpMissingTool",
    )

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
                _failing_action(ctx, cubin, cuda.missing)
                continue
            compile_cubin(ctx, cuda, cc_toolchain, arch, merged, units, user_copts, cubin)
    if "host" in kinds:
        so = ctx.actions.declare_file("_omp/%s/%s.host_image.so" % (ctx.label.name, ctx.label.name))
        host_images.append(so)
        ctx.actions.run(
            mnemonic = "OmpHostImage",
            progress_message = "Compiling host-plugin image for %s" % ctx.label,
            executable = cc_toolchain.compiler_executable,
            arguments = ["-x", "c++", "-O2", "-fPIC", "-shared", "-I.", "-o", so.path, merged.path],
            inputs = depset([merged] + units, transitive = [cc_toolchain.all_files]),
            outputs = [so],
            use_default_shell_env = True,
        )
    return struct(cubins = cubins, host_images = host_images, merged = merged)

def link_binary(ctx, lowered, info, images):
    """Generates the registration, compiles it and links the executable.

    Args:
      ctx: the rule context.
      lowered: the result of lower_sources.
      info: the binary's OmpOffloadInfo.
      images: the result of build_images.

    Returns:
      struct(executable, registration, registration_object): the linked
      program and the registration's source and object.
    """
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower
    runtime = ctx.toolchains[RUNTIME_TOOLCHAIN].runtime
    manifests = info.manifests.to_list()
    reg = ctx.actions.declare_file("_omp/%s/%s.registration.c" % (ctx.label.name, ctx.label.name))
    args = ctx.actions.args()
    args.add("register")
    args.add("--out", reg)
    args.add_all(images.cubins, before_each = "--cubin")
    args.add_all(images.host_images, before_each = "--host-image")
    args.add_all(manifests, before_each = "--manifest")
    ctx.actions.run(
        mnemonic = "OmpRegister",
        progress_message = "Generating offload registration for %s" % ctx.label,
        executable = lowerer,
        arguments = [args],
        inputs = manifests,
        outputs = [reg],
    )
    cc_toolchain, feature_configuration = lowered.cc_toolchain, lowered.feature_configuration
    _, reg_outputs = cc_common.compile(
        name = ctx.label.name + "_registration",
        actions = ctx.actions,
        feature_configuration = feature_configuration,
        cc_toolchain = cc_toolchain,
        srcs = [reg],
        additional_inputs = images.cubins + images.host_images,
    )
    runtime_inputs = []
    link_flags = []
    if runtime.available:
        runtime_inputs = runtime.link_libs + runtime.runtime_libs
        link_flags = _runtime_link_flags(ctx, runtime)
    else:
        missing = ctx.actions.declare_file("_omp/%s/missing_runtime" % ctx.label.name)
        _failing_action(ctx, missing, runtime.missing)
        runtime_inputs.append(missing)
    linking_contexts = [d[CcInfo].linking_context for d in ctx.attr.deps]
    outputs = cc_common.merge_compilation_outputs(
        compilation_outputs = [lowered.compilation_outputs, reg_outputs],
    )
    linking_outputs = cc_common.link(
        name = ctx.label.name,
        actions = ctx.actions,
        feature_configuration = feature_configuration,
        cc_toolchain = cc_toolchain,
        compilation_outputs = outputs,
        linking_contexts = linking_contexts,
        user_link_flags = link_flags + ctx.attr.linkopts,
        additional_inputs = runtime_inputs,
        output_type = "executable",
    )
    reg_objects = reg_outputs.pic_objects or reg_outputs.objects
    return struct(
        executable = linking_outputs.executable,
        registration = reg,
        registration_object = reg_objects[0],
    )

def _runtime_lib_dir(ctx):
    # Where runtime_libraries puts the runtime beside the linked program.
    return "_omp/%s/lib" % ctx.label.name

def _runtime_link_flags(ctx, runtime):
    """Linker flags for libomptarget and libomp and where the program finds them."""
    lib_dir = runtime.link_libs[0].dirname
    flags = ["-L" + lib_dir, "-lomptarget", "-lomp"]
    if runtime.system_lib_dir:
        # A local runtime: loaded from where it is installed.
        return flags + ["-Wl,-rpath," + runtime.system_lib_dir]

    # A hermetic runtime: loaded from the links runtime_libraries puts beside
    # the program (in its package's output directory and in its runfiles),
    # never from the system. DT_RPATH, unlike DT_RUNPATH, also serves the
    # libraries' own dependencies (libLLVM's libz3, libffi, ...).
    up = "../" * ctx.label.name.count("/")
    return flags + [
        "-Wl,-rpath-link," + lib_dir,
        "-Wl,--disable-new-dtags",
        "-Wl,-rpath,$ORIGIN/" + up + _runtime_lib_dir(ctx),
    ]

def runtime_libraries(ctx):
    """Links the hermetic offload runtime beside the program.

    The program's RPATH names this directory relative to the program itself
    ($ORIGIN), so `bazel run`, `bazel test` and a copied runfiles tree all
    load libomptarget, its plugins' dependencies and libomp from the pinned
    packages. Put the returned files in the program's runfiles.

    Args:
      ctx: the rule context of an omp_offload_binary or omp_offload_test.

    Returns:
      list of Files (empty for a local runtime, loaded from the system).
    """
    runtime = ctx.toolchains[RUNTIME_TOOLCHAIN].runtime
    if not runtime.available or runtime.system_lib_dir:
        return []
    out = []
    for lib in runtime.runtime_libs:
        link = ctx.actions.declare_file(_runtime_lib_dir(ctx) + "/" + lib.basename)
        ctx.actions.symlink(output = link, target_file = lib)
        out.append(link)
    return out

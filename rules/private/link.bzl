"""Linking: the offload registration, the executable, and the hermetic
runtime beside it."""

load(":common.bzl", "LOWERER_TOOLCHAIN", "RUNTIME_TOOLCHAIN", "failing_action")

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
        failing_action(ctx, missing, runtime.missing)
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

"""Lowering: one OmpLower action per source, the host C compile, and the
merged OmpOffloadInfo of a target."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load(":common.bzl", "LOWERER_TOOLCHAIN")
load(":providers.bzl", "OmpOffloadInfo")

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

def _copt_flags(copts):
    """The include directories and macro definitions in copts.

    Args:
      copts: the target's copts.

    Returns:
      (includes, defines): the directories of -I, -iquote and -isystem
      (joined or separate), and the definitions of -D, in order.
    """
    includes, defines = [], []
    take = None
    for c in copts:
        if take != None:
            take.append(c)
            take = None
            continue
        for flag, into in [("-isystem", includes), ("-iquote", includes), ("-I", includes), ("-D", defines)]:
            if c == flag:
                take = into
                break
            if c.startswith(flag):
                into.append(c[len(flag):])
                break
    return includes, defines

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

        # The host compile sees copts' include directories and macros
        # too; the lowerer must find the same headers.
        copt_includes, copt_defines = _copt_flags(ctx.attr.copts)
        args.add_all(copt_includes, before_each = "-I")
        args.add_all(copt_defines, before_each = "-D")
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

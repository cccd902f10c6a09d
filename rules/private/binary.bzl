"""omp_offload_binary and omp_offload_test."""

load(
    ":common.bzl",
    "CC_TOOLCHAIN",
    "COMMON_ATTRS",
    "CUDA_TOOLCHAIN",
    "LOWERER_TOOLCHAIN",
    "RUNTIME_TOOLCHAIN",
    "build_images",
    "link_binary",
    "lower_sources",
    "offload_info",
    "runtime_libraries",
)
load(":verify.bzl", "verify_binary")

def _binary_impl(ctx):
    lowered = lower_sources(ctx)
    info = offload_info(ctx, lowered)
    images = build_images(ctx, info, lowered.cc_toolchain)
    linked = link_binary(ctx, lowered, info, images)

    # cc_common.link names its output after the rule; expose it as the
    # rule's executable under the same name.
    exe = ctx.actions.declare_file(ctx.label.name + ".bin")
    ctx.actions.symlink(output = exe, target_file = linked, is_executable = True)

    # omplower verify runs on every build of the target (a validation
    # action): a kernel-identity mismatch fails the build itself.
    verified = verify_binary(
        ctx,
        manifests = info.manifests.to_list(),
        host_sources = info.host_sources.to_list(),
        device_sources = info.device_sources.to_list() + [images.merged],
        cubins = images.cubins,
        host_images = images.host_images,
        binary = linked,
    )
    providers = [
        DefaultInfo(
            executable = exe,
            # The verify stamp too: Bazel 4 runs _validation only with
            # --experimental_run_validations, and a consumer may lack it.
            files = depset([exe, verified]),
            runfiles = ctx.runfiles(files = [linked] + runtime_libraries(ctx)),
        ),
        info,
        OutputGroupInfo(
            cubins = depset(images.cubins),
            host_images = depset(images.host_images),
            device_sources = info.device_sources,
            manifests = info.manifests,
            merged_device_source = depset([images.merged]),
            host_sources = info.host_sources,
            _validation = depset([verified]),
        ),
    ]
    if ctx.attr._is_test:
        env = {"OMP_TARGET_OFFLOAD": "MANDATORY"}
        env.update(ctx.attr.env)
        providers.append(testing.TestEnvironment(env))
    return providers

_BINARY_ATTRS = dict(COMMON_ATTRS)
_BINARY_ATTRS.update({
    "env": attr.string_dict(
        doc = "Environment of the test (omp_offload_test only; OMP_TARGET_OFFLOAD=MANDATORY is set unless overridden).",
    ),
    "linkopts": attr.string_list(
        doc = "Extra linker flags.",
    ),
    "nvcc_copts": attr.string_list(
        doc = "Extra nvcc flags for this target's CUBINs, after the toolchain's and the //toolchain:nvcc_copts setting's.",
    ),
    "_nvcc_copts": attr.label(default = "//toolchain:nvcc_copts"),
})

_DOC = """An executable from C sources with OpenMP target regions.

Lowers each source once, collects the device sources of the whole transitive
closure (its own and its `omp_offload_library` deps), builds ONE device image
per kind for the binary (a CUBIN per arch with nvcc, and an x86_64 shared
object for libomptarget's host plugin), generates the registration that
embeds them, and links against the LLVM offload runtime. Host id symbols,
offload entries, kernel symbols and images all come from the same lowering."""

omp_offload_binary = rule(
    implementation = _binary_impl,
    doc = _DOC,
    attrs = dict(_BINARY_ATTRS, _is_test = attr.bool(default = False)),
    executable = True,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN, CUDA_TOOLCHAIN, RUNTIME_TOOLCHAIN],
)

omp_offload_test = rule(
    implementation = _binary_impl,
    doc = _DOC + "\n\nRun as a test with OMP_TARGET_OFFLOAD=MANDATORY, so a kernel that cannot be offloaded fails the test instead of silently running on the host.",
    attrs = dict(_BINARY_ATTRS, _is_test = attr.bool(default = True)),
    test = True,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN, CUDA_TOOLCHAIN, RUNTIME_TOOLCHAIN],
)

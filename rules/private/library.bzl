"""omp_offload_library: lowered host code as a cc library, device code for the binary."""

load(":common.bzl", "CC_TOOLCHAIN", "COMMON_ATTRS", "LOWERER_TOOLCHAIN")
load(":lowering.bzl", "lower_sources", "offload_info")

def _omp_offload_library_impl(ctx):
    lowered = lower_sources(ctx)
    linking_context, _ = cc_common.create_linking_context_from_compilation_outputs(
        name = ctx.label.name,
        actions = ctx.actions,
        feature_configuration = lowered.feature_configuration,
        cc_toolchain = lowered.cc_toolchain,
        compilation_outputs = lowered.compilation_outputs,
        linking_contexts = [d[CcInfo].linking_context for d in ctx.attr.deps],
        # Offload entries are found through a linker-made section range,
        # never by symbol reference: keep every object.
        alwayslink = True,
    )
    cc_info = cc_common.merge_cc_infos(
        direct_cc_infos = [CcInfo(compilation_context = lowered.compilation_context, linking_context = linking_context)],
        cc_infos = [d[CcInfo] for d in ctx.attr.deps],
    )
    info = offload_info(ctx, lowered)
    return [
        DefaultInfo(files = depset(lowered.device_sources + lowered.manifests)),
        cc_info,
        info,
        OutputGroupInfo(
            device_sources = info.device_sources,
            manifests = info.manifests,
        ),
    ]

omp_offload_library = rule(
    implementation = _omp_offload_library_impl,
    doc = """A library of C sources with OpenMP target regions.

Each source is lowered once (an `OmpLower` action) into host C, device CUDA
and a manifest. The host C is compiled with the C++ toolchain, with `-fopenmp`
so that host OpenMP outside target regions runs in parallel (against LLVM's
libomp, which the binary links; never libgomp), and provided as `CcInfo`, so
`cc_library` and `cc_binary` targets can depend on it; the device sources and
manifests travel in `OmpOffloadInfo` to the `omp_offload_binary` that links
the library, which builds the device images. Objects are always linked
(`alwayslink`): offload entries are found through a linker-made section.

Provides `CcInfo`, `OmpOffloadInfo` and the output groups `device_sources`
and `manifests`.""",
    attrs = COMMON_ATTRS,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN],
)

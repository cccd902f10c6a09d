"""omp_offload_invariant_test: the kernel-identity check of a binary, as a test."""

load(":common.bzl", "LOWERER_TOOLCHAIN")
load(":providers.bzl", "OmpOffloadBinaryInfo")
load(":verify.bzl", "verify_arguments")

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def _invariant_test_impl(ctx):
    artifacts = ctx.attr.binary[OmpOffloadBinaryInfo]
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower.executable
    binary = artifacts.binary
    manifests = artifacts.lowering.manifests.to_list()
    host_sources = artifacts.lowering.host_sources.to_list()
    device_sources = artifacts.lowering.device_sources.to_list() + [artifacts.merged_device_source]
    cubins = artifacts.cubins
    host_images = artifacts.host_images
    flags = []
    verify_arguments(flags, manifests, host_sources, device_sources, cubins, host_images, binary, short_paths = True)
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\n# omplower verify over the artifacts of %s\nexec %s verify %s\n" % (
            ctx.attr.binary.label,
            _shell_quote(lowerer.short_path),
            " ".join([_shell_quote(f) for f in flags]),
        ),
        is_executable = True,
    )
    files = [lowerer, binary] + manifests + host_sources + device_sources + cubins + host_images
    runfiles = ctx.runfiles(files = files).merge(ctx.attr.binary[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

omp_offload_invariant_test = rule(
    implementation = _invariant_test_impl,
    doc = """Runs `omplower verify` over the artifacts of an `omp_offload_binary` or
`omp_offload_test` as a test: every kernel has one id symbol, one offload
entry in `omp_offloading_entries` (after the complete ABI struct) naming it,
one kernel of that name in the device source and in every image, every
launch site passes its own kernel's id, the linked binary's entry table
resolves to those ids and names, the registration and every image carry the
same build id, and no stem occurs twice. (The same check also runs as a
validation action whenever the binary itself is built.)""",
    attrs = {
        "binary": attr.label(
            doc = "The omp_offload_binary or omp_offload_test to check.",
            mandatory = True,
            providers = [OmpOffloadBinaryInfo],
        ),
    },
    test = True,
    toolchains = [LOWERER_TOOLCHAIN],
)

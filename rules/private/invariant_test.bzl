"""omp_offload_invariant_test: the kernel-identity check of a binary, as a test."""

load(":common.bzl", "LOWERER_TOOLCHAIN")
load(":verify.bzl", "verify_arguments")

def _group(target, name):
    return getattr(target[OutputGroupInfo], name, depset()).to_list()

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def _invariant_test_impl(ctx):
    target = ctx.attr.binary
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower.executable

    # An omp_offload_test's executable is its launcher; the linked binary
    # is in the offload_binary output group.
    binary = (_group(target, "offload_binary") or [target[DefaultInfo].files_to_run.executable])[0]
    manifests = _group(target, "manifests")
    host_sources = _group(target, "host_sources")
    device_sources = _group(target, "device_sources") + _group(target, "merged_device_source")
    cubins = _group(target, "cubins")
    host_images = _group(target, "host_images")
    flags = []
    verify_arguments(flags, manifests, host_sources, device_sources, cubins, host_images, binary, short_paths = True)
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\n# omplower verify over the artifacts of %s\nexec %s verify %s\n" % (
            target.label,
            _shell_quote(lowerer.short_path),
            " ".join([_shell_quote(f) for f in flags]),
        ),
        is_executable = True,
    )
    files = [lowerer, binary] + manifests + host_sources + device_sources + cubins + host_images
    runfiles = ctx.runfiles(files = files).merge(target[DefaultInfo].default_runfiles)
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
            providers = [OutputGroupInfo],
        ),
    },
    test = True,
    toolchains = [LOWERER_TOOLCHAIN],
)

"""The kernel-identity check (`omplower verify`) as a validation action."""

load(":common.bzl", "LOWERER_TOOLCHAIN")

def verify_arguments(args, manifests, host_sources, device_sources, cubins, host_images, binary, short_paths):
    """Adds the `omplower verify` flags for a binary's artifacts to args.

    Args:
      args: an Args object, or a list to append strings to.
      manifests: manifest Files of every unit of the binary.
      host_sources: lowered host C Files of every unit of the binary.
      device_sources: unit .cu Files and the merged device source.
      cubins: CUBIN Files.
      host_images: host-plugin shared objects.
      binary: the linked executable.
      short_paths: name Files by short_path (tests, from the runfiles) instead of path (actions).
    """
    for flag, files in [
        ("--manifest", manifests),
        ("--host", host_sources),
        ("--device", device_sources),
        ("--cubin", cubins),
        ("--host-image", host_images),
        ("--binary", [binary]),
    ]:
        for f in files:
            args.append(flag)
            args.append(f.short_path if short_paths else f.path)

def verify_binary(ctx, manifests, host_sources, device_sources, cubins, host_images, binary):
    """Runs `omplower verify` over a binary's artifacts as a validation action.

    The returned stamp belongs in OutputGroupInfo(_validation = ...): Bazel
    then runs the check on every build of the target, and a kernel-identity
    violation fails the build.

    Args:
      ctx: the rule context.
      manifests: manifest Files of every unit of the binary.
      host_sources: lowered host C Files.
      device_sources: unit .cu Files and the merged device source.
      cubins: CUBIN Files.
      host_images: host-plugin shared objects.
      binary: the linked executable.

    Returns:
      The stamp File the action writes when every check passes.
    """
    lowerer = ctx.toolchains[LOWERER_TOOLCHAIN].lowerer.omplower
    stamp = ctx.actions.declare_file("_omp/%s/%s.verified" % (ctx.label.name, ctx.label.name))
    flags = ["verify"]
    verify_arguments(flags, manifests, host_sources, device_sources, cubins, host_images, binary, short_paths = False)
    flags += ["--stamp", stamp.path]
    ctx.actions.run(
        mnemonic = "OmpVerify",
        progress_message = "Verifying kernel identities of %s" % ctx.label,
        executable = lowerer,
        arguments = flags,
        inputs = manifests + host_sources + device_sources + cubins + host_images + [binary],
        outputs = [stamp],
    )
    return stamp

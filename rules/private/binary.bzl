"""omp_offload_binary and omp_offload_test."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load(
    ":common.bzl",
    "CC_TOOLCHAIN",
    "COMMON_ATTRS",
    "CUDA_TOOLCHAIN",
    "LOWERER_TOOLCHAIN",
    "RUNTIME_TOOLCHAIN",
)
load(":images.bzl", "build_images")
load(":link.bzl", "link_binary", "runtime_libraries")
load(":lowering.bzl", "lower_sources", "offload_info")
load(":providers.bzl", "OmpOffloadBinaryInfo")
load(":verify.bzl", "verify_binary")

# The executable of an omp_offload_test: a launcher that execs the linked
# binary (same pid) after making libomp's registration name its own.
#
# libomp registers itself in /dev/shm/__KMP_REGISTERED_LIB_<pid>_<uid> (or
# /tmp when /dev/shm is missing) with a create-then-write protocol: a
# process that finds that file names an unknown or live runtime and stops
# ("OMP: Error #15 ... found unknown library already initialized") when it
# reads it before its writer has filled it, or when a process died in
# between. Sandboxed tests run in PID namespaces, so concurrent tests get
# the same small pids while /dev/shm stays shared. The launcher therefore
#  - holds, for the life of the test process (fd 9 survives exec), a lock
#    keyed by pid and uid; when a live test in another PID namespace holds
#    it, the launcher runs itself again as a child, which has another pid;
#  - then removes the registration file of its pid and uid: no process
#    that can own it is alive (the lock says so for launched tests, and a
#    duplicate runtime inside the test registers after the exec, so it is
#    still detected).
# The lock is only taken outside the machine's initial PID namespace:
# there a pid is unique on the machine while it lives, and no lock files
# pile up. The namespace is told by its /proc/self/ns/pid link (the initial
# one is always pid:[4026531836]), not by /proc/self/status: a sandbox that
# mounts a procfs of its own PID namespace shows one NSpid level there, as
# the initial namespace does.
_LAUNCHER = """#!/bin/sh
# Launcher of the omp_offload_test %s (rules_omp_offload).
bin=%s
shm=/dev/shm
[ -d "$shm" ] || shm=/tmp
uid=$(id -u)
nested=1
if [ "$(readlink /proc/self/ns/pid 2>/dev/null)" = "pid:[4026531836]" ]; then
  nested=0
fi
if [ "$nested" = 1 ] && [ -w "$shm" ] && command -v flock >/dev/null 2>&1; then
  exec 9>>"$shm/omp_offload_test_pid_$$_$uid.lock" || exit 1
  if ! flock -n 9; then
    exec 9>&-
    "$0" "$@"
    exit $?
  fi
fi
rm -f "$shm/__KMP_REGISTERED_LIB_$$_$uid"
exec "$bin" "$@"
"""

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def binary_impl(ctx):
    """The implementation of omp_offload_binary and the test rules.

    Args:
      ctx: the rule context.

    Returns:
      The providers.
    """
    lowered = lower_sources(ctx)
    info = offload_info(ctx, lowered)
    images = build_images(ctx, info, lowered.cc_toolchain)
    link = link_binary(ctx, lowered, info, images)
    linked = link.executable

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

    # The program finds the offload runtime beside itself (RPATH $ORIGIN),
    # so the test's runfiles need it as much as the binary's.
    runtime_libs = runtime_libraries(ctx)
    providers = [
        DefaultInfo(
            executable = exe,
            # The verify stamp too: Bazel 4 runs _validation only with
            # --experimental_run_validations, and a consumer may lack it.
            files = depset([exe, verified]),
            runfiles = ctx.runfiles(files = [linked] + runtime_libs),
        ),
        info,
        OmpOffloadBinaryInfo(
            binary = linked,
            cubins = images.cubins,
            host_images = images.host_images,
            lowering = info,
            merged_device_source = images.merged,
            registration = link.registration,
            registration_object = link.registration_object,
        ),
        OutputGroupInfo(
            cubins = depset(images.cubins),
            host_images = depset(images.host_images),
            device_sources = info.device_sources,
            manifests = info.manifests,
            offload_binary = depset([exe]),
            merged_device_source = depset([images.merged]),
            host_sources = info.host_sources,
            _validation = depset([verified]),
        ),
    ]
    if ctx.attr._is_test:
        launcher = ctx.actions.declare_file(ctx.label.name + ".launcher.sh")
        ctx.actions.write(
            output = launcher,
            content = _LAUNCHER % (ctx.label, _shell_quote("./" + exe.short_path)),
            is_executable = True,
        )
        providers[0] = DefaultInfo(
            executable = launcher,
            files = depset([launcher, exe, verified]),
            runfiles = ctx.runfiles(files = [exe, linked] + runtime_libs),
        )
        env = {"OMP_TARGET_OFFLOAD": "MANDATORY"}
        env.update(ctx.attr.env)
        providers.append(testing.TestEnvironment(env))
        if getattr(ctx.attr, "gpu", False):
            providers.append(gpu_test_execution_info(ctx))
    return providers

def gpu_test_execution_info(ctx):
    """The test action's execution requirements of a GPU test.

    Under --config=remote or --config=remote_gpu_tests
    (//platforms:gpu_tests_remote) a GPU test needs to know the GPU pool,
    and asks for no-sandbox, which the local sandbox refuses: with
    --strategy=TestRunner=sandboxed,remote the test action goes to the
    remote executor while other tests run in the local sandbox.

    Args:
      ctx: the rule context, with the _gpu_test_exec_property and
        _gpu_tests_remote attributes.

    Returns:
      A testing.ExecutionInfo.
    """
    if not ctx.attr._gpu_tests_remote[BuildSettingInfo].value:
        return testing.ExecutionInfo({})
    if not ctx.attr._gpu_test_exec_property[BuildSettingInfo].value:
        fail(("%s is a GPU test and GPU tests run remotely (--config=remote or " +
              "--config=remote_gpu_tests), but no GPU pool is set: set " +
              "--@rules_omp_offload//platforms:gpu_test_exec_property to the " +
              "execution property of your cluster's GPU workers, e.g. in " +
              ".bazelrc.user (docs/remote.md)") % ctx.label)
    return testing.ExecutionInfo({"no-sandbox": "1"})

GPU_DOC = "Run the test on a GPU worker of a remote execution cluster: its test action (only) carries `exec_properties = {\"test.<key>\": \"<value>\"}` from the setting `//platforms:gpu_test_exec_property` (`key=value`), added to the target's own `exec_properties`; compiles and links stay on the default execution platform. With `--config=remote` or `--config=remote_gpu_tests` the setting must be given (analysis fails otherwise) and the test action asks for `no-sandbox`, so that `--strategy=TestRunner=sandboxed,remote` sends GPU tests, and only them, to the cluster. See docs/remote.md."

GPU_TEST_ATTRS = {
    "gpu": attr.bool(doc = GPU_DOC),
    "_gpu_test_exec_property": attr.label(default = "//platforms:gpu_test_exec_property"),
    "_gpu_tests_remote": attr.label(default = "//platforms:gpu_tests_remote"),
}

BINARY_ATTRS = dict(
    COMMON_ATTRS,
    env = attr.string_dict(
        doc = "Environment of the test (omp_offload_test only; OMP_TARGET_OFFLOAD=MANDATORY is set unless overridden).",
    ),
    linkopts = attr.string_list(
        doc = "Extra linker flags.",
    ),
    nvcc_copts = attr.string_list(
        doc = "Extra nvcc flags for this target's CUBINs, after the toolchain's and the //toolchain:nvcc_copts setting's.",
    ),
    _nvcc_copts = attr.label(default = "//toolchain:nvcc_copts"),
)

_DOC = """An executable from C sources with OpenMP target regions.

Lowers each source once, collects the device sources of the whole transitive
closure (its own and its `omp_offload_library` deps), merges them into one
device translation unit (`OmpMergeDevice`), builds ONE device image per kind
for the binary (a CUBIN per arch with nvcc, `OmpNvcc`; an x86_64 shared
object for libomptarget's host plugin, `OmpHostImage`), generates the
registration that embeds them (`OmpRegister`), and links against the LLVM
offload runtime. Host id symbols, offload entries, kernel symbols and images
all come from the same lowering; `omplower verify` checks so as a validation
action of every build.

Provides `OmpOffloadInfo`, `OmpOffloadBinaryInfo` and the output groups `cubins`, `host_images`,
`device_sources`, `host_sources`, `manifests`, `merged_device_source` and
`offload_binary` (the linked executable)."""

TEST_DOC = _DOC + """

Run as a test with `OMP_TARGET_OFFLOAD=MANDATORY`, so a kernel that cannot
be offloaded fails the test instead of silently running on the host. Takes
the common test attributes (`size`, `args`, `tags`, ...). The test's
executable is a launcher (`<name>.launcher.sh`) that `exec`s the linked
binary (`<name>.bin`) with the same pid after making libomp's registration
file of that pid its own (see "How omp_offload_test runs" below)."""

omp_offload_binary = rule(
    implementation = binary_impl,
    doc = _DOC,
    attrs = dict(BINARY_ATTRS, _is_test = attr.bool(default = False)),
    executable = True,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN, CUDA_TOOLCHAIN, RUNTIME_TOOLCHAIN],
)

omp_offload_test = rule(
    implementation = binary_impl,
    doc = TEST_DOC + """

For a test that needs a GPU worker of a remote execution cluster, load
`omp_offload_test` from `//rules:gpu.bzl` instead, which adds the `gpu`
attribute.""",
    attrs = dict(BINARY_ATTRS, _is_test = attr.bool(default = True)),
    test = True,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN, CUDA_TOOLCHAIN, RUNTIME_TOOLCHAIN],
)

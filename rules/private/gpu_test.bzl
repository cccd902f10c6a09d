"""GPU tests: omp_offload_test with a gpu attribute, and omp_offload_gpu_test.

Both declare the `test` exec group that test-only execution properties
(`test.<key>`) need: Bazel 5 and later give every test rule that group, and
Bazel 4 keeps it behind --experimental_exec_groups. They live apart from
defs.bzl so that only the users of GPU tests need that flag on Bazel 4.
"""

load("//platforms:gpu.bzl", "gpu_test_exec_properties")
load(
    ":binary.bzl",
    "BINARY_ATTRS",
    "GPU_DOC",
    "GPU_TEST_ATTRS",
    "TEST_DOC",
    "binary_impl",
    "gpu_test_execution_info",
)
load(":common.bzl", "CC_TOOLCHAIN", "CUDA_TOOLCHAIN", "LOWERER_TOOLCHAIN", "RUNTIME_TOOLCHAIN")

def _gpu_test_impl(ctx):
    target = ctx.attr.test
    exe = ctx.actions.declare_file(ctx.label.name + ".test")
    ctx.actions.symlink(output = exe, target_file = ctx.executable.test, is_executable = True)
    runfiles = ctx.runfiles(files = [exe] + ctx.files.data)
    runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    for d in ctx.attr.data:
        runfiles = runfiles.merge(d[DefaultInfo].default_runfiles)
    providers = [
        DefaultInfo(executable = exe, runfiles = runfiles),
        testing.TestEnvironment(ctx.attr.env),
    ]
    if ctx.attr.gpu:
        providers.append(gpu_test_execution_info(ctx))
    return providers

_DOC = """An existing test program (a `go_test`, `cc_test`, ... or any
executable target) run as a test that needs a GPU.

Test rules that are not this project's have no `gpu` attribute, and on
Bazel 4 no test exec group for `test.` execution properties; this rule runs
their executable as its own test, so that the test action, and only it,
goes to the GPU pool like an `omp_offload_test` with `gpu = True`. Build
the wrapped target with `tags = ["manual"]` so that it does not also run
as a test of its own. A macro around the rule: it adds the GPU pool's
test-only execution property (see `gpu`). Takes the common test attributes
(`size`, `args`, `tags`, ...); `args` may name `data` with `$(rootpath)`."""

_omp_offload_gpu_test = rule(
    implementation = _gpu_test_impl,
    doc = _DOC,
    attrs = dict(
        GPU_TEST_ATTRS,
        data = attr.label_list(
            allow_files = True,
            doc = "Files the test reads, in addition to the wrapped program's runfiles.",
        ),
        env = attr.string_dict(
            doc = "Environment of the test.",
        ),
        gpu = attr.bool(default = True, doc = GPU_DOC),
        test = attr.label(
            cfg = "target",
            executable = True,
            mandatory = True,
            doc = "The program to run as the test (e.g. a go_test with tags = [\"manual\"]); its runfiles come along.",
        ),
    ),
    test = True,
    # exec_properties keys "test.<key>" apply to the test action alone.
    exec_groups = {"test": exec_group()},
)

def _exec_properties(gpu, exec_properties):
    # With gpu = True the GPU pool's test-only execution property is added
    # to the target's own (a select over //platforms:gpu_test_exec_property).
    return gpu_test_exec_properties(exec_properties) if gpu else exec_properties

def omp_offload_gpu_test(name, gpu = True, exec_properties = None, **kwargs):
    """An omp_offload_gpu_test; its test action goes to the GPU pool.

    Args:
      name: the target's name.
      gpu: whether the test needs a GPU (see the rule's attribute).
      exec_properties: the target's own execution properties.
      **kwargs: the rule's other attributes.
    """
    _omp_offload_gpu_test(name = name, gpu = gpu, exec_properties = _exec_properties(gpu, exec_properties), **kwargs)

_omp_offload_test = rule(
    implementation = binary_impl,
    doc = TEST_DOC + """

A macro around the test rule: with `gpu = True` it adds the GPU pool's
test-only execution property (see `gpu`).""",
    attrs = dict(BINARY_ATTRS, _is_test = attr.bool(default = True), **GPU_TEST_ATTRS),
    test = True,
    fragments = ["cpp"],
    toolchains = [CC_TOOLCHAIN, LOWERER_TOOLCHAIN, CUDA_TOOLCHAIN, RUNTIME_TOOLCHAIN],
    exec_groups = {"test": exec_group()},
)

def omp_offload_test(name, gpu = False, exec_properties = None, **kwargs):
    """An omp_offload_test; with gpu = True, its test action goes to the GPU pool.

    Args:
      name: the target's name.
      gpu: whether the test needs a GPU (see the rule's attribute).
      exec_properties: the target's own execution properties.
      **kwargs: the rule's other attributes.
    """
    _omp_offload_test(name = name, gpu = gpu, exec_properties = _exec_properties(gpu, exec_properties), **kwargs)

"""omp_offload_gpu_test: an existing test program run as a GPU test."""

load("//platforms:gpu.bzl", "gpu_test_exec_properties")
load(":binary.bzl", "GPU_DOC", "GPU_TEST_ATTRS", "gpu_test_execution_info")

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

def omp_offload_gpu_test(name, gpu = True, exec_properties = None, **kwargs):
    """An omp_offload_gpu_test; its test action goes to the GPU pool.

    Args:
      name: the target's name.
      gpu: whether the test needs a GPU (see the rule's attribute).
      exec_properties: the target's own execution properties.
      **kwargs: the rule's other attributes.
    """
    _omp_offload_gpu_test(
        name = name,
        gpu = gpu,
        exec_properties = gpu_test_exec_properties(exec_properties) if gpu else exec_properties,
        **kwargs
    )

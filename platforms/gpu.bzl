"""The execution properties of GPU tests, from //platforms:gpu_test_exec_property."""

# The values //platforms:gpu_test_exec_property accepts, each "key=value":
# the property that names a cluster's GPU workers.
#  - "Pool=gpu": BuildBuddy (an executor pool started with
#    --executor.pool=gpu) and EngFlow (a pool named gpu).
#  - "gpu=nvidia": Buildbarn and NativeLink, whose schedulers match the
#    properties that the GPU workers declare (tools/remote's cluster too).
# A cluster that names its pool otherwise needs its value added here: a
# select() can only match values known when the BUILD files load.
GPU_TEST_EXEC_PROPERTIES = [
    "Pool=gpu",
    "gpu=nvidia",
]

def gpu_test_exec_properties(exec_properties = None):
    """exec_properties for a GPU test: the target's own plus the GPU pool's.

    The pool's property applies to the test action only (the "test." prefix
    names the test exec group), so the test's compiles and links stay on the
    workers of the default execution platform.

    Args:
      exec_properties: the target's own exec_properties, or None.

    Returns:
      A select() over //platforms:gpu_test_exec_property's values.
    """
    own = dict(exec_properties or {})
    branches = {"//conditions:default": own}
    for i, value in enumerate(GPU_TEST_EXEC_PROPERTIES):
        key, _, v = value.partition("=")
        props = dict(own)
        props["test." + key] = v
        branches[str(Label("//platforms:gpu_test_exec_property_%d" % i))] = props
    return select(branches)

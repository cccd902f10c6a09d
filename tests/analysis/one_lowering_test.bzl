"""Analysis test: ONE OmpLower action per source feeds both sides.

For an offload binary, every .c source of its closure (its own and its
omp_offload_library deps) is lowered by exactly one OmpLower action, whose
outputs are the only host C and device CUDA in the build: the .cu goes to
OmpMergeDevice, the merged .cu to every OmpNvcc and OmpHostImage, and the
.host.c to exactly one CppCompile.
"""

load("@bazel_skylib//lib:unittest.bzl", "analysistest", "asserts")

# The settings the target under test is analysed with: both image kinds
# (so the CUBIN path is analysed even where "auto" would drop it) and two
# architectures (one OmpNvcc each).
SETTINGS = {
    "//toolchain:archs": ["sm_80", "sm_90"],
    "//toolchain:image_kinds": ["cubin", "host"],
}

ARCHS = ["sm_80", "sm_90"]

_ClosureInfo = provider(doc = "What the closure aspect collected over deps.", fields = {
    "actions": "list of Action: every action of the target and its deps",
    "sources": "list of File: every .c source of the target and its deps",
})

def _closure_aspect_impl(target, ctx):
    actions = list(target.actions)
    sources = [f for s in getattr(ctx.rule.attr, "srcs", []) for f in s.files.to_list() if f.extension == "c"]
    for d in getattr(ctx.rule.attr, "deps", []):
        if _ClosureInfo in d:
            actions += d[_ClosureInfo].actions
            sources += d[_ClosureInfo].sources
    return [_ClosureInfo(actions = actions, sources = sources)]

_closure_aspect = aspect(
    implementation = _closure_aspect_impl,
    attr_aspects = ["deps"],
)

def _paths(files):
    return sorted([f.path for f in files])

def _by_mnemonic(actions, mnemonic):
    return [a for a in actions if a.mnemonic == mnemonic]

def _one_lowering_test_impl(ctx):
    env = analysistest.begin(ctx)
    closure = ctx.attr.closure

    # An attribute with a transition gives a list, even of one target.
    if type(closure) == "list":
        closure = closure[0]
    closure = closure[_ClosureInfo]
    actions = closure.actions
    sources = {f.path: True for f in closure.sources}.keys()

    # One OmpLower per .c source of the closure, each lowering one source.
    lowers = _by_mnemonic(actions, "OmpLower")
    asserts.equals(env, ctx.attr.expected_sources, len(sources), "number of .c sources in the closure")
    asserts.equals(env, len(sources), len(lowers), "OmpLower actions vs .c sources in the closure")
    lowered_srcs = []
    for a in lowers:
        lowered_srcs += [f.path for f in a.inputs.to_list() if f.path in sources]
    asserts.equals(env, sorted(sources), sorted(lowered_srcs), "each source lowered exactly once")

    cus, hosts = [], []
    for a in lowers:
        outs = a.outputs.to_list()
        a_cus = [f for f in outs if f.basename.endswith(".cu")]
        a_hosts = [f for f in outs if f.basename.endswith(".host.c")]
        asserts.equals(env, 1, len(a_cus), "device .cu outputs of one OmpLower")
        asserts.equals(env, 1, len(a_hosts), "host .c outputs of one OmpLower")
        cus += a_cus
        hosts += a_hosts

    # No other action produces device CUDA or host C, except the one merged
    # device source.
    merges = _by_mnemonic(actions, "OmpMergeDevice")
    asserts.equals(env, 1, len(merges), "OmpMergeDevice actions")
    merged = merges[0].outputs.to_list()
    asserts.equals(env, 1, len(merged), "outputs of OmpMergeDevice")
    merged = merged[0]
    for a in actions:
        if a.mnemonic in ("OmpLower", "OmpMergeDevice"):
            continue
        for f in a.outputs.to_list():
            if f.basename.endswith(".cu") or f.basename.endswith(".host.c"):
                asserts.true(env, False, "%s action also produces %s" % (a.mnemonic, f.short_path))

    # Every lowered .cu (and nothing else) is an input of the merge.
    merge_srcs = [f for f in merges[0].inputs.to_list() if f.extension == "cu"]
    asserts.equals(env, _paths(cus), _paths(merge_srcs), "device sources read by OmpMergeDevice")

    # The merged .cu feeds every image: one OmpNvcc per arch, one OmpHostImage.
    nvccs = _by_mnemonic(actions, "OmpNvcc")
    missing = [a for a in _by_mnemonic(actions, "OmpMissingTool") if [f for f in a.outputs.to_list() if f.extension == "cubin"]]
    if missing:
        # No CUDA toolkit on this machine: the CUBIN actions are failing
        # placeholders, one per arch; nothing else to check on that side.
        asserts.equals(env, len(ARCHS), len(missing), "CUBIN placeholders (no nvcc)")
    else:
        asserts.equals(env, len(ARCHS), len(nvccs), "OmpNvcc actions (one per arch)")
    host_images = _by_mnemonic(actions, "OmpHostImage")
    asserts.equals(env, 1, len(host_images), "OmpHostImage actions")
    for a in nvccs + host_images:
        ins = [f.path for f in a.inputs.to_list()]
        asserts.true(env, merged.path in ins, "%s does not read the merged %s" % (a.mnemonic, merged.short_path))
        asserts.true(env, merged.path in a.argv, "%s does not compile the merged %s" % (a.mnemonic, merged.short_path))

    # Every host .c is an input of exactly one CppCompile, which compiles it.
    compiles = _by_mnemonic(actions, "CppCompile")
    for h in hosts:
        readers = [a for a in compiles if h in a.inputs.to_list()]
        asserts.equals(env, 1, len(readers), "CppCompile actions reading %s" % h.short_path)
        for a in readers:
            # (CppCompile exposes no argv to Starlark: check what it reads.)
            read = [f for f in a.inputs.to_list() if f.basename.endswith(".host.c")]
            asserts.equals(env, [h.path], _paths(read), "host C read by the CppCompile of %s" % h.short_path)
    return analysistest.end(env)

_one_lowering_test = analysistest.make(
    _one_lowering_test_impl,
    attrs = {
        "closure": attr.label(
            aspects = [_closure_aspect],
            cfg = analysis_test_transition(settings = SETTINGS),
            doc = "The target under test again, seen through an aspect that collects the actions of its closure.",
        ),
        "expected_sources": attr.int(doc = "How many .c sources the closure has."),
    },
    config_settings = SETTINGS,
)

def one_lowering_test(name, target_under_test, expected_sources, **kwargs):
    """Checks that one OmpLower per source feeds both nvcc and the host compile.

    Args:
      name: the test's name.
      target_under_test: an omp_offload_binary or omp_offload_test.
      expected_sources: how many .c sources its closure has.
      **kwargs: common test attributes.
    """
    _one_lowering_test(
        name = name,
        target_under_test = target_under_test,
        closure = target_under_test,
        expected_sources = expected_sources,
        **kwargs
    )

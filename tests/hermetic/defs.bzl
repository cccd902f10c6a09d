"""Test rules for the hermetic toolchains."""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")

# The rules' own nvcc invocation, so the test compares exactly what they run.
# buildifier: disable=bzl-visibility
load("//rules/private:images.bzl", "compile_cubin")

def _script(ctx, content):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\nset -eu\n" + content, is_executable = True)
    return script

def _cubin_match_test_impl(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    headers = ctx.files.headers
    cubins = []
    for kind in ("hermetic_cuda", "local_cuda"):
        cuda = getattr(ctx.attr, kind)[platform_common.ToolchainInfo].cuda
        if not cuda.available:
            fail("%s: the %s CUDA toolkit is missing: %s" % (ctx.label, kind, cuda.missing))
        out = ctx.actions.declare_file("%s.%s.%s.cubin" % (ctx.label.name, kind, ctx.attr.arch))
        compile_cubin(ctx, cuda, cc_toolchain, ctx.attr.arch, ctx.file.src, headers, [], out)
        cubins.append(out)
    script = _script(ctx, """
h={h} l={l}
test -s "$h" || {{ echo "FAIL: $h is empty" >&2; exit 1; }}
if ! cmp "$h" "$l"; then
	echo "FAIL: the hermetic nvcc's CUBIN $h differs from the local nvcc's $l" >&2
	exit 1
fi
echo "PASS: hermetic and local CUBINs are identical ($(wc -c <"$h") bytes)"
""".format(h = cubins[0].short_path, l = cubins[1].short_path))
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = cubins))]

cubin_match_test = rule(
    implementation = _cubin_match_test_impl,
    doc = "Compiles one .cu to a CUBIN with the hermetic and with the local CUDA toolchain, the same flags and host compiler, and checks the bytes are equal.",
    attrs = {
        "arch": attr.string(default = "sm_90"),
        "headers": attr.label_list(allow_files = True, doc = "Files the .cu includes."),
        "hermetic_cuda": attr.label(default = "@hermetic_cuda//:cuda", providers = [platform_common.ToolchainInfo]),
        "local_cuda": attr.label(default = "@local_cuda//:cuda", providers = [platform_common.ToolchainInfo]),
        "src": attr.label(allow_single_file = True, mandatory = True, doc = "The .cu to compile."),
        "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
    },
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    test = True,
)

def _cuda_archs_test_impl(ctx):
    cuda = ctx.attr.cuda[platform_common.ToolchainInfo].cuda
    nvcc = cuda.nvcc.executable
    script = _script(ctx, """
want='{want}'
got="$({nvcc} --list-gpu-code | tr '\\n' ' ' | sed 's/ $//')"
if [ "$got" != "$want" ]; then
	echo "FAIL: the toolchain declares [$want], nvcc --list-gpu-code says [$got]" >&2
	exit 1
fi
echo "PASS: $got"
""".format(want = " ".join(cuda.archs), nvcc = nvcc.short_path))
    return [DefaultInfo(
        executable = script,
        runfiles = ctx.runfiles(files = [nvcc], transitive_files = cuda.toolkit),
    )]

cuda_archs_test = rule(
    implementation = _cuda_archs_test_impl,
    doc = "Checks that a CUDA toolchain's archs are exactly what its nvcc --list-gpu-code prints.",
    attrs = {
        "cuda": attr.label(default = "@hermetic_cuda//:cuda", providers = [platform_common.ToolchainInfo]),
    },
    test = True,
)

"""deb_repository: an external repository unpacked from pinned Debian packages.

Each package is pinned as `name=version` with the sha256 of its `.deb`. A
package is taken from Bazel's repository cache when the cache holds that
sha256 (no network, no apt); otherwise `apt-get download name=version` fetches
it with the machine's APT sources, and Bazel's download machinery verifies the
sha256 and stores the file in the repository cache. Packages are unpacked with
`dpkg-deb` through deb_extract.sh, which never writes through a symlink that
leaves the repository; check_symlinks.sh checks the finished repository.
"""

_DEB_DIR = "_debs"

def _split_pin(pin):
    name, sep, version = pin.partition("=")
    if not sep or not name or not version:
        fail("deb_repository: %r is not a pin of the form name=version" % pin)
    return name, version

def _run(rctx, args, what, timeout = 1200, working_directory = ""):
    res = rctx.execute(args, timeout = timeout, working_directory = working_directory)
    if res.return_code != 0:
        fail("%s: %s failed (exit %d):\n%s%s" % (rctx.name, what, res.return_code, res.stdout, res.stderr))
    return res

def _apt_download(rctx, pin, name, sha256):
    """Fetches one .deb with apt-get download; returns its path."""
    if not rctx.which("apt-get"):
        fail(("%s: %s (sha256 %s) is not in Bazel's repository cache and there is no " +
              "apt-get to download it. Put the .deb in the repository cache (run the build " +
              "once on a Debian machine with the same --repository_cache), or use the " +
              "machine's toolkits with --repo_env=OMP_OFFLOAD_TOOLCHAINS=local.") % (rctx.name, pin, sha256))
    workdir = "%s/apt/%s" % (_DEB_DIR, name)
    rctx.file(workdir + "/.keep", "")
    res = rctx.execute(["apt-get", "download", "-q", pin], working_directory = workdir, timeout = 1200)
    if res.return_code != 0:
        fail(("%s: `apt-get download %s` failed:\n%s\nThe pinned version may have left the " +
              "archive (tools/refresh_pins.sh updates toolchain/pins/debian.bzl), the APT lists " +
              "may be stale (apt-get update), or the APT sources may lack the component " +
              "(non-free, for CUDA; tools/bootstrap.sh adds it).") % (rctx.name, pin, res.stderr))

    # apt-get names the file name_version_arch.deb with ':' escaped as %3a,
    # which a file:// URL would decode: give it a plain name.
    _run(rctx, ["sh", "-c", "set -e; set -- *.deb; [ $# -eq 1 ] && [ -f \"$1\" ]; mv \"$1\" package.deb"], "renaming the downloaded " + pin, working_directory = workdir)
    return rctx.path(workdir + "/package.deb")

def deb_fetch(rctx, debs, paths = {}):
    """Fetches, verifies and unpacks pinned Debian packages into the repository.

    Args:
      rctx: the repository context.
      debs: dict "name=version" -> sha256 of the .deb.
      paths: dict name -> archive members to unpack (e.g. ["./usr/include"]);
        a package not listed is unpacked whole.
    """
    extract = rctx.path(Label("//toolchain/private:deb_extract.sh"))
    for pin in sorted(debs.keys()):
        sha256 = debs[pin]
        name, _ = _split_pin(pin)
        deb = "%s/%s.deb" % (_DEB_DIR, name)
        canonical_id = "debian:" + pin
        rctx.report_progress("Fetching %s" % pin)

        # No URL: only the repository cache can answer.
        cached = rctx.download(
            url = [],
            output = deb,
            sha256 = sha256,
            canonical_id = canonical_id,
            allow_fail = True,
        )
        if not cached.success:
            local = _apt_download(rctx, pin, name, sha256)

            # Bazel checks the sha256 and stores the file in the repository
            # cache under it, so the next fetch needs neither apt nor network.
            rctx.download(
                url = ["file://%s" % local],
                output = deb,
                sha256 = sha256,
                canonical_id = canonical_id,
            )
        rctx.report_progress("Unpacking %s" % pin)
        _run(rctx, [extract, deb, "."] + paths.get(name, []), "unpacking " + pin)
        rctx.delete(deb)
    rctx.delete(_DEB_DIR)

def _safe_relative(rctx, path):
    if path.startswith("/") or path == ".." or path.startswith("../") or "/../" in path or path.endswith("/.."):
        fail("%s: %r must be a relative path inside the repository" % (rctx.name, path))
    return path

def _deb_repository_impl(rctx):
    deb_fetch(rctx, rctx.attr.debs, rctx.attr.paths)

    # A file or link of our own replaces whatever the packages put there
    # (Debian's nvcc.profile is a link to /etc): delete first, so nothing is
    # ever written through a link.
    for path in sorted(rctx.attr.symlinks.keys()):
        target = _safe_relative(rctx, rctx.attr.symlinks[path])
        _safe_relative(rctx, path)
        rctx.delete(path)
        if not rctx.path(target).exists:
            fail("%s: symlink %s -> %s: no such file in the unpacked packages" % (rctx.name, path, target))
        _run(rctx, [
            "sh",
            "-c",
            "mkdir -p \"$(dirname \"$2\")\" && ln -s \"$(realpath -m -s --relative-to=\"$(dirname \"$2\")\" \"$1\")\" \"$2\"",
            "symlink",
            target,
            path,
        ], "linking %s -> %s" % (path, target))
    for path in sorted(rctx.attr.files.keys()):
        _safe_relative(rctx, path)
        rctx.delete(path)
        rctx.file(path, rctx.attr.files[path], executable = False)
    for path in sorted(rctx.attr.executables.keys()):
        _safe_relative(rctx, path)
        rctx.delete(path)
        rctx.file(path, rctx.attr.executables[path], executable = True)
    if rctx.attr.build_file and rctx.attr.build_file_content:
        fail("%s: give build_file or build_file_content, not both" % rctx.name)
    rctx.delete("BUILD.bazel")
    rctx.delete("BUILD")
    if rctx.attr.build_file:
        rctx.template("BUILD.bazel", rctx.attr.build_file, {})
    else:
        rctx.file("BUILD.bazel", rctx.attr.build_file_content)
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    _run(rctx, [rctx.path(Label("//toolchain/private:check_symlinks.sh")), "."], "checking symlinks")

deb_repository = repository_rule(
    implementation = _deb_repository_impl,
    doc = """An external repository unpacked from pinned Debian packages.

Each `.deb` comes from Bazel's repository cache when it holds the pinned
sha256, else from `apt-get download name=version`; Bazel verifies the sha256
either way. The packages are unpacked with `dpkg-deb` keeping their layout
(`usr/...`, `etc/...`); symlinks are rewritten to stay inside the repository
or dropped, and documentation is left out.""",
    attrs = {
        "build_file": attr.label(
            doc = "BUILD file of the repository.",
            allow_single_file = True,
        ),
        "build_file_content": attr.string(
            doc = "BUILD file content of the repository, when build_file is not given.",
        ),
        "debs": attr.string_dict(
            doc = "Pinned packages: \"name=version\" -> sha256 of the .deb (see toolchain/pins/debian.bzl).",
            mandatory = True,
        ),
        "executables": attr.string_dict(
            doc = "Like files, but written executable (wrapper scripts).",
        ),
        "files": attr.string_dict(
            doc = "Files to write after unpacking: repository-relative path -> content. Replaces what a package put there.",
        ),
        "paths": attr.string_list_dict(
            doc = "Package name -> the archive members to unpack (e.g. [\"./usr/include\"]); other packages are unpacked whole.",
        ),
        "symlinks": attr.string_dict(
            doc = "Symlinks to create after unpacking: repository-relative path -> repository-relative target.",
        ),
    },
)

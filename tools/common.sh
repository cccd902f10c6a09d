# Shared pins and helpers for the scripts in tools/. Source it; do not run it.
# shellcheck shell=bash

# --- Pins (bump together with rules/repositories.bzl) -------------------------

# rules_go, fetched as the Go module it is. v0.34.0 is the newest release that
# accepts Bazel 4.2.x. The sum is the Go checksum database's h1: hash.
RULES_GO_VERSION=v0.34.0
RULES_GO_MODULE=github.com/bazelbuild/rules_go@${RULES_GO_VERSION}
RULES_GO_SUM='h1:cmObMtgIOaEU944SqXtJ9DnlS8IPGGa7pdRnsrpQzXM='

# The Go SDK Bazel builds with (rules_go v0.34.0 needs Go <= 1.19), fetched as
# the toolchain module the go command itself uses for GOTOOLCHAIN.
GO_SDK_VERSION=1.19.13
GO_SDK_MODULE=golang.org/toolchain@v0.0.1-go${GO_SDK_VERSION}.linux-amd64
GO_SDK_SUM='h1:+OmeJh7XWeMq4xTkHYEhIziJY/ifiVi4gcm2BWaUnyk='

# Debian packages: Bazel 4.2.3 with skylib and platforms, gcc and g++ (the C++
# toolchain Bazel detects, and the host compilers of the Go tests), and
# bubblewrap (hides the system's toolkits in //tests/hermetic). Everything
# else comes pinned through Bazel: the CUDA toolkit, the LLVM offload runtime
# and clang 19 (toolchain/pins/debian.bzl), fetched with apt-get download,
# which needs the non-free component for CUDA; the Go tests take them from
# there too (internal/offloadtools).
APT_BAZEL_PACKAGES=(bazel-bootstrap bazel-skylib bazel-platforms)
APT_CC_PACKAGES=(gcc g++)
APT_BWRAP_PACKAGES=(bubblewrap)
BAZEL_SKYLIB_DIR=/usr/share/bazel/tools/skylib
BAZEL_PLATFORMS_DIR=/usr/share/bazel/tools/platforms

# Gazelle and buildifier versions are pinned in tools/gotools/go.mod (and their
# checksums in tools/gotools/go.sum).

# --- Paths --------------------------------------------------------------------

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OMP_OFFLOAD_CACHE="${OMP_OFFLOAD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rules_omp_offload}"
GO_SDK_DIR="$OMP_OFFLOAD_CACHE/go${GO_SDK_VERSION}"
RULES_GO_DIR="$OMP_OFFLOAD_CACHE/rules_go-${RULES_GO_VERSION}"
LOCAL_CONFIG_DIR="$OMP_OFFLOAD_CACHE/local_config"
# Bazel's repository cache (the pinned .debs of the hermetic toolchains),
# shared by this checkout's Bazel and the nested ones of the tests.
REPOSITORY_CACHE_DIR="$OMP_OFFLOAD_CACHE/repository-cache"
VERIFIED_MARK=.rules_omp_offload_verified

# The machine's own Go (1.26 on the development machines) runs Gazelle,
# buildifier and `go test`; Debian's golang is not needed.
if ! command -v go >/dev/null 2>&1 && [[ -x /usr/local/go/bin/go ]]; then
	PATH="/usr/local/go/bin:$PATH"
fi

# --- Helpers ------------------------------------------------------------------

say() { printf 'bootstrap: %s\n' "$*" >&2; }
die() { printf 'bootstrap: error: %s\n' "$*" >&2; exit 1; }

# gotools_dir prints the directory holding the Gazelle and buildifier binaries
# built from tools/gotools, keyed by that module's go.mod and go.sum.
gotools_dir() {
	local key
	key="$(cat "$REPO_ROOT/tools/gotools/go.mod" "$REPO_ROOT/tools/gotools/go.sum" | sha256sum)"
	printf '%s/gotools-%s\n' "$OMP_OFFLOAD_CACHE" "${key:0:16}"
}

# ensure_gotools builds Gazelle and buildifier unless they are already built.
ensure_gotools() {
	local dir
	dir="$(gotools_dir)"
	[[ -x "$dir/gazelle" && -x "$dir/buildifier" ]] && return 0
	command -v go >/dev/null 2>&1 || die "the go command is needed (Go 1.24 or newer)"
	say "building Gazelle and buildifier (tools/gotools) into $dir"
	mkdir -p "$OMP_OFFLOAD_CACHE"
	rm -rf "$dir.tmp"
	(cd "$REPO_ROOT/tools/gotools" && GOFLAGS=-mod=readonly go build -o "$dir.tmp/" \
		github.com/bazelbuild/bazel-gazelle/cmd/gazelle \
		github.com/bazelbuild/buildtools/buildifier)
	rm -rf "$dir"
	mv "$dir.tmp" "$dir"
}

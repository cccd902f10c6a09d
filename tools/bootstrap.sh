#!/usr/bin/env bash
# Makes a Debian 12 (bookworm, amd64) machine ready to build and test
# rules_omp_offload with no internet beyond Debian's archive and the Go module
# proxy. Installs only what is missing; when everything is present it only
# runs existence checks (well under a second).
#
# What it ensures:
#   - Debian packages: bazel-bootstrap (Bazel 4.2.3), bazel-skylib,
#     bazel-platforms, gcc and g++ (Bazel's C++ toolchain), bubblewrap (for
#     //tests/hermetic). Needs root or password-less sudo to install them.
#     No CUDA toolkit, LLVM or clang: Bazel fetches those itself, pinned
#     (toolchain/pins/debian.bzl), with apt-get download, for its builds and
#     for the Go tests (internal/offloadtools).
#   - Debian's non-free component in the APT sources (that download of the
#     CUDA packages needs it), added if no source enables it.
#   - rules_go and the Go 1.19 SDK from the Go module proxy, checksums pinned
#     in tools/common.sh, unpacked under $OMP_OFFLOAD_CACHE
#     (default ~/.cache/rules_omp_offload).
#   - Gazelle and buildifier, built from tools/gotools with the machine's Go.
#   - .bazelrc.offline: --override_repository flags that make Bazel 4.2.3 use
#     all of the above and the shims in toolchain/offline instead of
#     downloading.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[[ "$(uname -s)/$(uname -m)" == Linux/x86_64 ]] || die "only linux/x86_64 is supported"

# --- Debian packages ----------------------------------------------------------

as_root() {
	if [[ $EUID -eq 0 ]]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1; then
		sudo -n "$@"
	else
		die "need root (or sudo) to run: $*"
	fi
}

# has_nonfree tells whether some APT source already enables Debian's non-free
# component.
has_nonfree() {
	grep -qsE '^[^#]*([[:space:]])non-free([[:space:]]|$)' \
		/etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources
}

add_nonfree() {
	local codename mirror file=/etc/apt/sources.list.d/rules_omp_offload-nonfree.sources
	codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
	mirror="${OMP_OFFLOAD_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
	say "enabling Debian's contrib/non-free components in $file"
	as_root tee "$file" >/dev/null <<SOURCES
Types: deb
URIs: $mirror
Suites: $codename $codename-updates
Components: contrib non-free non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
}

ensure_debian_packages() {
	local missing=() update=0
	[[ -x /usr/bin/bazel && -f "$BAZEL_SKYLIB_DIR/WORKSPACE" && -f "$BAZEL_PLATFORMS_DIR/WORKSPACE" ]] ||
		missing+=("${APT_BAZEL_PACKAGES[@]}")
	command -v gcc >/dev/null 2>&1 && command -v g++ >/dev/null 2>&1 || missing+=("${APT_CC_PACKAGES[@]}")
	command -v bwrap >/dev/null 2>&1 || missing+=("${APT_BWRAP_PACKAGES[@]}")
	if ! has_nonfree; then
		command -v apt-get >/dev/null 2>&1 || die "no APT source enables non-free, which Bazel's apt-get download of the pinned CUDA packages needs, and no apt-get"
		add_nonfree
		update=1
	fi
	((${#missing[@]} || update)) || return 0

	command -v apt-get >/dev/null 2>&1 || die "missing ${missing[*]} and no apt-get to install them"
	say "apt-get update${missing[*]:+; installing ${missing[*]}}"
	as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
	((${#missing[@]})) || return 0
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# --- Go modules (rules_go, Go SDK) --------------------------------------------

# fetch_module MODULE@VERSION WANT_SUM DEST: downloads a module through the
# go command (which checks it against the checksum database), checks its sum
# against the pinned one, and copies it to DEST, writable.
fetch_module() {
	local module="$1" want="$2" dest="$3" json dir sum
	command -v go >/dev/null 2>&1 || die "the go command is needed to fetch $module"
	say "fetching $module from the Go module proxy"
	json="$(cd / && GOFLAGS= GO111MODULE=on GOTOOLCHAIN=local go mod download -json "$module")" ||
		die "go mod download $module failed"
	dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' <<<"$json")"
	sum="$(sed -n 's/^[[:space:]]*"Sum": "\(.*\)",\{0,1\}$/\1/p' <<<"$json")"
	[[ "$sum" == "$want" ]] || die "$module: checksum $sum, want $want"
	[[ -d "$dir" ]] || die "$module: go mod download gave no directory"
	mkdir -p "$OMP_OFFLOAD_CACHE"
	rm -rf "$dest.tmp"
	cp -R "$dir" "$dest.tmp"
	chmod -R u+w "$dest.tmp"
}

is_verified() { [[ -f "$1/$VERIFIED_MARK" && "$(<"$1/$VERIFIED_MARK")" == "$2" ]]; }

finish_module() { # DEST SUM
	printf '%s\n' "$2" >"$1.tmp/$VERIFIED_MARK"
	rm -rf "$1"
	mv "$1.tmp" "$1"
}

ensure_rules_go() {
	is_verified "$RULES_GO_DIR" "$RULES_GO_SUM" && return 0
	fetch_module "$RULES_GO_MODULE" "$RULES_GO_SUM" "$RULES_GO_DIR"
	finish_module "$RULES_GO_DIR" "$RULES_GO_SUM"
}

ensure_go_sdk() {
	is_verified "$GO_SDK_DIR" "$GO_SDK_SUM" && return 0
	fetch_module "$GO_SDK_MODULE" "$GO_SDK_SUM" "$GO_SDK_DIR"
	# Module zips carry no executable bits.
	chmod +x "$GO_SDK_DIR.tmp"/bin/* "$GO_SDK_DIR.tmp"/pkg/tool/linux_amd64/*
	local v
	v="$(GOROOT="$GO_SDK_DIR.tmp" "$GO_SDK_DIR.tmp/bin/go" env GOVERSION)"
	[[ "$v" == "go$GO_SDK_VERSION" ]] || die "unpacked Go SDK reports $v, want go$GO_SDK_VERSION"
	finish_module "$GO_SDK_DIR" "$GO_SDK_SUM"
}

# --- Generated files ----------------------------------------------------------

# write_if_changed FILE CONTENT
write_if_changed() {
	if [[ -f "$1" && "$(<"$1")" == "$2" ]]; then
		return 0
	fi
	say "writing $1"
	mkdir -p "$(dirname "$1")"
	printf '%s\n' "$2" >"$1"
}

ensure_local_config() {
	write_if_changed "$LOCAL_CONFIG_DIR/WORKSPACE" 'workspace(name = "rules_omp_offload_local_config")'
	write_if_changed "$LOCAL_CONFIG_DIR/BUILD.bazel" '# Written by rules_omp_offload tools/bootstrap.sh.'
	write_if_changed "$LOCAL_CONFIG_DIR/config.bzl" "$(printf '%s\n%s' \
		'"""Written by rules_omp_offload tools/bootstrap.sh: use the local Go SDK."""' \
		"GO_SDK_PATH = \"$GO_SDK_DIR\"")"
}

ensure_bazelrc_offline() {
	local overrides=(
		"io_bazel_rules_go=$RULES_GO_DIR"
		"rules_omp_offload_local_config=$LOCAL_CONFIG_DIR"
		"bazel_skylib=$BAZEL_SKYLIB_DIR"
		"platforms=$BAZEL_PLATFORMS_DIR"
		"rules_cc=$REPO_ROOT/toolchain/offline/rules_cc"
		"rules_java=$REPO_ROOT/toolchain/offline/rules_java"
		"remote_coverage_tools=$REPO_ROOT/toolchain/offline/remote_coverage_tools"
	)
	local content cmd o
	content="# Written by tools/bootstrap.sh for this machine and checkout; do not edit
# or commit. Makes Bazel 4.2.3 use local repositories instead of downloading
# (see toolchain/offline/README.md)."
	content+=$'\n'"# Debian's /etc/bazel/bazelrc turns on --sandbox_debug, which floods the output."
	content+=$'\n'"build --nosandbox_debug"
	for cmd in build query fetch; do
		content+=$'\n'"$cmd --repository_cache=$REPOSITORY_CACHE_DIR"
	done
	content+=$'\n'"# Bazel 4 keeps exec groups (the test exec group of the GPU rules in rules/gpu.bzl, for"
	content+=$'\n'"# test-only execution properties; docs/remote.md) behind a flag."
	for cmd in build query fetch; do
		content+=$'\n'"$cmd --experimental_exec_groups"
	done
	for cmd in build query fetch; do
		for o in "${overrides[@]}"; do
			content+=$'\n'"$cmd --override_repository=$o"
		done
	done
	write_if_changed "$REPO_ROOT/.bazelrc.offline" "$content"
}

ensure_debian_packages
ensure_rules_go
ensure_go_sdk
ensure_gotools
ensure_local_config
ensure_bazelrc_offline

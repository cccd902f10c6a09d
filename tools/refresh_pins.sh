#!/usr/bin/env bash
# Resolves the Debian packages of the hermetic toolchains to the versions the
# machine's APT sources offer now, with the sha256 of each .deb, rewrites
# toolchain/pins/debian.bzl and prints what changed. The sha256 comes from the
# archive's signed index (apt-cache show); with --verify each .deb is also
# downloaded (apt-get download) and hashed.
#
#   tools/refresh_pins.sh [--verify] [--check]
#     --verify  download every package and compare its sha256sum
#     --check   change nothing; exit 1 if a pin differs from what APT offers
#
# Needs apt-get/apt-cache with current lists (apt-get update) and, for the
# CUDA toolkit, Debian's non-free component (tools/bootstrap.sh enables it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PINS=toolchain/pins/debian.bzl

# The packages of each repository. CUDA: nvcc, cicc, ptxas, fatbinary,
# cudafe++ and libdevice (nvidia-cuda-toolkit) and the headers
# (nvidia-cuda-dev; only usr/include is unpacked). LLVM offload runtime:
# libomptarget with its built-in host and CUDA plugins, libomp, and what they
# load (readelf -d / ldd of libomptarget.so and libLLVM.so.19.1), except the C
# and C++ runtime libraries that every program links (libc6, libstdc++6,
# libgcc-s1), which come with the C++ toolchain. The reference compiler
# (clang 19, for the Go tests) adds to those the driver (clang-19), its
# library (libclang-cpp19), its resource headers (libclang-common-19-dev) and
# the offload packager and linker wrapper (clang-tools-19; only those two are
# unpacked); the system's gcc installation gives it crt files, libgcc and ld.
CUDA_PACKAGES=(nvidia-cuda-dev nvidia-cuda-toolkit)
LLVM_OFFLOAD_PACKAGES=(libbsd0 libedit2 libffi8 libicu72 libllvm19 liblzma5 libmd0
	libomp-19-dev libomp5-19 libtinfo6 libxml2 libz3-4 libzstd1 zlib1g)
CLANG_PACKAGES=(clang-19 clang-tools-19 libclang-common-19-dev libclang-cpp19)

verify=0 check=0
for a in "$@"; do
	case "$a" in
	--verify) verify=1 ;;
	--check) check=1 ;;
	*) echo "usage: $0 [--verify] [--check]" >&2; exit 2 ;;
	esac
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# pin NAME prints "NAME=VERSION SHA256" for APT's candidate version.
pin() {
	local name="$1" version sha
	version="$(apt-cache policy "$name" | awk '/Candidate:/ {print $2}')"
	if [[ -z "$version" || "$version" == "(none)" ]]; then
		echo "refresh_pins: APT offers no $name (apt-get update? non-free enabled?)" >&2
		exit 1
	fi
	sha="$(apt-cache show "$name=$version" | awk '/^SHA256:/ {print $2; exit}')"
	[[ -n "$sha" ]] || { echo "refresh_pins: no SHA256 for $name=$version" >&2; exit 1; }
	if ((verify)); then
		mkdir -p "$tmp/$name"
		(cd "$tmp/$name" && apt-get download -q "$name=$version" >/dev/null 2>&1) ||
			{ echo "refresh_pins: apt-get download $name=$version failed" >&2; exit 1; }
		local got
		got="$(sha256sum "$tmp/$name"/*.deb | awk '{print $1}')"
		rm -rf "${tmp:?}/$name"
		[[ "$got" == "$sha" ]] || { echo "refresh_pins: $name=$version: downloaded sha256 $got, index says $sha" >&2; exit 1; }
	fi
	printf '%s=%s %s\n' "$name" "$version" "$sha"
}

dict() { # NAME PACKAGE...
	local var="$1" line
	shift
	printf '%s = {\n' "$var"
	for p in "$@"; do
		line="$(pin "$p")"
		printf '    "%s": "%s",\n' "${line%% *}" "${line##* }"
	done
	printf '}\n'
}

{
	cat <<'HEAD'
"""Pinned Debian packages of the hermetic toolchains (Debian 12, amd64).

Each entry is "name=version": "sha256 of the .deb". Written by
tools/refresh_pins.sh, which resolves the versions APT offers and prints what
changed; do not edit by hand.
"""

# The CUDA toolkit (nvcc 11.8, from Debian's non-free component).
HEAD
	dict CUDA_DEBS "${CUDA_PACKAGES[@]}"
	printf '\n# The LLVM 19 offload runtime and the libraries it loads.\n'
	dict LLVM_OFFLOAD_DEBS "${LLVM_OFFLOAD_PACKAGES[@]}"
	printf '\n# clang 19, the reference compiler of the Go tests (with LLVM_OFFLOAD_DEBS).\n'
	dict CLANG_DEBS "${CLANG_PACKAGES[@]}"
} >"$tmp/new.bzl"

# What changed, package by package.
entries() { sed -n 's/^    "\([^"=]*\)=\([^"]*\)": "\([0-9a-f]*\)",$/\1 \2 \3/p' "$1" | sort; }
touch "$tmp/old.bzl"
[[ -f "$PINS" ]] && cp "$PINS" "$tmp/old.bzl"
changes="$(join -a1 -a2 -e - -o 0,1.2,1.3,2.2,2.3 <(entries "$tmp/old.bzl") <(entries "$tmp/new.bzl") |
	awk '$2 != $4 || $3 != $5 {
		if ($2 == "-") print "  added   " $1 " " $4;
		else if ($4 == "-") print "  removed " $1 " " $2;
		else if ($2 != $4) print "  changed " $1 " " $2 " -> " $4;
		else print "  changed " $1 " " $2 ": sha256 " $3 " -> " $5 " (same version, different file!)";
	}')"
if [[ -z "$changes" ]] && cmp -s "$tmp/old.bzl" "$tmp/new.bzl"; then
	echo "refresh_pins: $PINS is up to date" >&2
	exit 0
fi
echo "refresh_pins: changes against $PINS:" >&2
[[ -n "$changes" ]] && echo "$changes" >&2
if ((check)); then
	exit 1
fi
cp "$tmp/new.bzl" "$PINS"
echo "refresh_pins: wrote $PINS" >&2

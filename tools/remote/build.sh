#!/usr/bin/env bash
# Builds the local Buildbarn (bb_storage, bb_scheduler, bb_worker, bb_runner)
# at the pinned commits below, with the machine's Go (1.26+), into
# ${OMP_OFFLOAD_CACHE:-~/.cache/rules_omp_offload}/buildbarn/bin.
#
# Sources: the Go module proxy (the pseudo-versions below), or, where the
# proxy does not serve them, git clones named by BB_STORAGE_GIT and
# BB_REMOTE_EXECUTION_GIT (any clone that has the pinned commits).
#
# Buildbarn builds itself with Bazel, which regenerates or patches some of
# its Go dependencies; a plain `go build` needs the same: remote-apis whose
# Go code has DigestFunction GITSHA1 (a newer pseudo-version), bb-storage's
# patch of genproto's bytestream (RegisterByteStreamServer taking a
# grpc.ServiceRegistrar) and bb-remote-execution's patches of go-fuse
# (bb_worker links its FUSE code even when it uses native build
# directories).
set -euo pipefail

# The last bb-remote-execution before REv2.0 output files and platforms in
# Command messages were removed (e6ab874, 2026-03-26), which Bazel 4.2.3
# needs, and the bb-storage it requires.
BB_REMOTE_EXECUTION_VERSION=v0.0.0-20260320084040-59f12f4e5145
BB_STORAGE_VERSION=v0.0.0-20260317135248-dc342e1799d7
REMOTE_APIS_VERSION=v0.0.0-20260331222004-becdd8f9ff81

cache="${OMP_OFFLOAD_CACHE:-${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}/.cache/rules_omp_offload}/buildbarn"
src="$cache/src"
mkdir -p "$cache/bin"

commit_of() { echo "${1##*-}"; }

fetch() { # NAME MODULE VERSION GIT: unpack the module's source into $src/NAME
	local name="$1" module="$2" version="$3" git="$4"
	rm -rf "${src:?}/$name"
	mkdir -p "$src/$name"
	if [[ -n "$git" ]]; then
		git -C "$git" archive "$(commit_of "$version")" | tar -x -C "$src/$name"
	else
		local dir
		dir="$(go mod download -json "$module@$version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
		[[ -n "$dir" ]] || {
			echo "build.sh: the module proxy does not serve $module@$version; set ${name^^}_GIT to a clone" >&2
			exit 1
		}
		cp -R "$dir/." "$src/$name/"
		chmod -R u+w "$src/$name"
	fi
}

fetch bb_storage github.com/buildbarn/bb-storage "$BB_STORAGE_VERSION" "${BB_STORAGE_GIT:-}"
fetch bb_remote_execution github.com/buildbarn/bb-remote-execution "$BB_REMOTE_EXECUTION_VERSION" "${BB_REMOTE_EXECUTION_GIT:-}"

# genproto's bytestream, patched as bb-storage's Bazel build does.
bs_version="$(cd "$src/bb_storage" && go list -m -f '{{.Version}}' google.golang.org/genproto/googleapis/bytestream)"
bs_dir="$(go mod download -json "google.golang.org/genproto/googleapis/bytestream@$bs_version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
rm -rf "$src/bytestream"
cp -R "$bs_dir" "$src/bytestream"
chmod -R u+w "$src/bytestream"
(cd "$src/bytestream" && patch -s -p0 <"$src/bb_storage/patches/org_golang_google_genproto_googleapis_bytestream/service-registrar.diff")

# go-fuse at bb-remote-execution's version, with its patches, in the order
# its MODULE.bazel applies them.
fuse_dir="$(go mod download -json github.com/hanwen/go-fuse/v2@v2.5.1 | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
rm -rf "$src/go-fuse"
cp -R "$fuse_dir" "$src/go-fuse"
chmod -R u+w "$src/go-fuse"
for p in direntrylist-offsets-and-testability writeback-cache notify-testability; do
	(cd "$src/go-fuse" && patch -s -p0 <"$src/bb_remote_execution/patches/com_github_hanwen_go_fuse_v2/$p.diff")
done
sed -i 's#^replace github.com/hanwen/go-fuse/v2 => .*#replace github.com/hanwen/go-fuse/v2 => ../go-fuse#' "$src/bb_remote_execution/go.mod"

for m in bb_storage bb_remote_execution; do
	cat >>"$src/$m/go.mod" <<EOT

replace github.com/bazelbuild/remote-apis => github.com/bazelbuild/remote-apis $REMOTE_APIS_VERSION

replace google.golang.org/genproto/googleapis/bytestream => ../bytestream
EOT
done
echo 'replace github.com/buildbarn/bb-storage => ../bb_storage' >>"$src/bb_remote_execution/go.mod"

start=$SECONDS
(cd "$src/bb_storage" && GOFLAGS=-mod=mod go build -o "$cache/bin/" ./cmd/bb_storage)
(cd "$src/bb_remote_execution" && GOFLAGS=-mod=mod go build -o "$cache/bin/" ./cmd/bb_scheduler ./cmd/bb_worker ./cmd/bb_runner)
echo "build.sh: built $(ls "$cache/bin" | tr '\n' ' ')in $((SECONDS - start)) s, into $cache/bin"

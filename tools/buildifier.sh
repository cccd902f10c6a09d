#!/usr/bin/env bash
# Runs the pinned buildifier (tools/gotools) over every Starlark file in the
# repository (BUILD, BUILD.bazel, *.bzl, WORKSPACE, WORKSPACE.bzlmod,
# MODULE.bazel), vendor/ included, bazel-* symlinks and .git excluded.
#   tools/buildifier.sh          reformat in place and print lint warnings
#   tools/buildifier.sh --check  change nothing; fail on bad format or lint
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
ensure_gotools
cd "$REPO_ROOT"
# cc_common and CcInfo are globals in Bazel 4.2.3, which has no
# @rules_cc//cc/common to load them from; the rules use the globals.
warnings=-warnings=-native-cc-common,-native-cc-info
mode=(-mode=fix -lint=warn "$warnings")
if [[ "${1:-}" == --check ]]; then
	mode=(-mode=check -lint=warn "$warnings")
	shift
fi
files=()
while IFS= read -r -d '' f; do
	files+=("$f")
done < <(find . \( -name .git -o -name 'bazel-*' \) -prune -o -type f \
	\( -name BUILD -o -name BUILD.bazel -o -name '*.bzl' -o -name WORKSPACE \
	-o -name WORKSPACE.bazel -o -name WORKSPACE.bzlmod -o -name MODULE.bazel \) -print0 | sort -z)
exec "$(gotools_dir)/buildifier" "${mode[@]}" "$@" "${files[@]}"

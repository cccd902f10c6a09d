#!/usr/bin/env bash
# Runs the pinned Gazelle (tools/gotools) over the repository in vendored mode:
# regenerates the BUILD.bazel files of Go packages, vendor/ included.
# Extra arguments go to Gazelle, e.g. `tools/gazelle.sh -mode=diff`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
ensure_gotools
cd "$REPO_ROOT"
exec "$(gotools_dir)/gazelle" update -repo_root="$REPO_ROOT" -external=vendored "$@"

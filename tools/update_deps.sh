#!/usr/bin/env bash
# Run after changing go.mod or the imports of any Go package:
# tidies go.mod/go.sum, re-vendors the Go dependencies into vendor/, and
# regenerates every BUILD.bazel file of Go packages with Gazelle. Commit
# go.mod, go.sum, vendor/ and the BUILD.bazel files it changes. A new
# version of a patched module (third_party/) needs its patches refreshed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$REPO_ROOT"
go mod tidy
if grep -q '^require' go.mod; then
	go mod vendor
	# Local patches of vendored modules (why: third_party/*/README.md).
	for p in third_party/cc_v4/*.patch; do
		patch --quiet --forward -p1 -d vendor/modernc.org/cc/v4 <"$p"
	done
else
	rm -rf vendor # no dependencies: `go mod vendor` would write nothing
fi
tools/gazelle.sh

#!/usr/bin/env bash
# Run after changing go.mod or the imports of any Go package:
# tidies go.mod/go.sum, re-vendors the Go dependencies into vendor/, and
# regenerates every BUILD.bazel file of Go packages with Gazelle. Commit
# go.mod, go.sum, vendor/ and the BUILD.bazel files it changes.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$REPO_ROOT"
go mod tidy
if grep -q '^require' go.mod; then
	go mod vendor
else
	rm -rf vendor # no dependencies: `go mod vendor` would write nothing
fi
tools/gazelle.sh

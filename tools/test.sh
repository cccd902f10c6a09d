#!/usr/bin/env bash
# Runs every test of the project on this machine (after making it ready with
# tools/bootstrap.sh):
#   1. bazel test //...  (Bazel 4.2.3, rules_go v0.34.0, Go 1.19.13, the
#                         hermetic CUDA toolkit and LLVM offload runtime)
#   2. go test ./...     (the machine's Go, but for tests/e2e, which step 1 ran
#                         with the same sources; includes tests/hygiene: BUILD files
#                         up to date with Gazelle, Starlark files buildifier-clean;
#                         nvcc, the runtime and clang 19 come from the same
#                         pinned packages, asked from Bazel by internal/offloadtools)
#   3. go test ./... in tools/remote/rex, the remote execution engine's own
#                         module (docs/remote.md)
# All always run; the exit status is non-zero if any fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tools/bootstrap.sh
source tools/common.sh # the machine's Go on PATH

status=0
echo "== bazel test //..." >&2
bazel test //... </dev/null || status=1
echo "== go test ./..." >&2
# Some packages build and run many programs (end-to-end: over 300, each
# lowered, compiled with nvcc and gcc, and run; differential tests): give
# each package up to 60 minutes rather than go test's 10, so the end-to-end
# package does not hit the limit on a loaded two-core machine.
# tests/e2e runs here only for TestHermeticTools (bwrap has no room in
# Bazel's sandbox, so it skips there): bazel test //tests/e2e:e2e_test above
# ran the rest of the same package (the same files, toolchains from the same
# pinned packages), the longest of all; running it twice would add half an
# hour. `go test ./...` by hand still runs all of it.
mapfile -t pkgs < <(go list ./... | grep -v '/tests/e2e$')
go test -timeout 60m "${pkgs[@]}" </dev/null || status=1
go test -timeout 20m -run '^TestHermeticTools$' ./tests/e2e </dev/null || status=1
echo "== go test ./... (tools/remote/rex)" >&2
(cd tools/remote/rex && go test ./... </dev/null) || status=1
if ((status)); then
	echo "== FAILED (see above)" >&2
else
	echo "== all tests passed" >&2
fi
exit "$status"

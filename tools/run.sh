#!/usr/bin/env bash
# Builds and runs the project's example end to end on this machine (after
# making it ready with tools/bootstrap.sh). Extra arguments go to the example.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The example to run: the one line to change when a new example takes over.
EXAMPLE=//examples/saxpy

tools/bootstrap.sh
exec bazel run "$EXAMPLE" -- "$@" </dev/null

#!/usr/bin/env bash
# Builds, tests and runs tests/consumer/workspace with a nested, real Bazel,
# as a user of rules_omp_offload would: a workspace of its own that loads
# @rules_omp_offload//rules:defs.bzl and registers the toolchains from its
# WORKSPACE. Checks the program's output. The nested Bazel keeps its output
# root under ~/.cache/rules_omp_offload/consumer, so reruns are incremental.
set -euo pipefail
source "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/nested.sh"

start=$SECONDS
consumer_setup
echo "== consumer workspace: $CONSUMER (rules_omp_offload at $REPO_ROOT)"
nested_bazel test //...
out="$(nested_bazel run //:app 2>/dev/null)"
echo "$out"
echo "== nested Bazel took $((SECONDS - start)) s"
if [[ "$out" != *"consumer app: sum=1.4985e+06 on an offload device: PASS"* ]]; then
	echo "FAIL: unexpected output of bazel run //:app" >&2
	exit 1
fi
echo PASS

#!/usr/bin/env bash
# --config=remote_gpu_tests and --config=remote against the loopback
# Buildbarn of tools/remote (its binaries must be built: tools/remote/build.sh),
# with a nested Bazel on a copy of tests/remote/workspace:
#
#   remote_gpu_tests: the GPU tests' test actions run remotely, on the GPU
#     pool (the wrapped test prints the pool its runner names); every other
#     action, the ordinary test's included, runs in the local sandbox;
#   remote: every action runs remotely, the GPU tests' test actions with the
#     GPU pool's platform, the others with the CPU pool's.
set -euo pipefail
self="$(readlink -f "${BASH_SOURCE[0]}")"
here="$(dirname "$self")"
source "$here/../consumer/nested.sh"
NESTED_ROOT="${NESTED_ROOT%/consumer}/remote-cluster"
CONSUMER="$NESTED_ROOT/workspace"
check() { python3 "$here/check.py" "$@"; }
fail() {
	echo "FAIL: $*" >&2
	exit 1
}
cluster="$REPO_ROOT/tools/remote/cluster.sh"
# Under bazel test HOME is unset: the binaries are in the user's cache.
export OMP_OFFLOAD_CACHE="${OMP_OFFLOAD_CACHE:-${_nested_home:-$HOME}/.cache/rules_omp_offload}"
export STORAGE_PORT="${STORAGE_PORT:-18980}" SCHEDULER_PORT="${SCHEDULER_PORT:-18982}" SCHEDULER_WORKER_PORT="${SCHEDULER_WORKER_PORT:-18983}"
export CLUSTER_DIR="$NESTED_ROOT/cluster"

mkdir -p "$CONSUMER"
find "$CONSUMER" -mindepth 1 -maxdepth 1 ! -name 'bazel-*' -exec rm -rf {} +
cp -R "$REPO_ROOT/tests/remote/workspace/." "$CONSUMER/"
sed -i "s#path = \"../../..\"#path = \"$REPO_ROOT\"#" "$CONSUMER/WORKSPACE"
[[ -f "$REPO_ROOT/.bazelrc.offline" ]] && cp "$REPO_ROOT/.bazelrc.offline" "$CONSUMER/.bazelrc.offline"
# A new program for each build, so that its compiles and links execute
# rather than hit the caches (the local action cache and the cluster's).
new_program() { echo "const char remote_nonce_$1[] = \"$$$RANDOM\";" >>"$CONSUMER/app.c"; }
new_program 1
cat >"$CONSUMER/.bazelrc.user" <<EOT
build:cluster --remote_executor=grpc://127.0.0.1:$STORAGE_PORT
build:cluster --extra_execution_platforms=//:cluster_platform
build:cluster --@rules_omp_offload//platforms:gpu_test_exec_property=gpu=nvidia
build:cluster --repo_env=OMP_OFFLOAD_TOOLCHAINS=local
EOT
scratch="$(mktemp -d)"
trap '"$cluster" stop >/dev/null; nested_bazel shutdown; rm -rf "$scratch"' EXIT
"$cluster" start

TARGETS=(//:gpu_only_test //:cpu_test //:wrapped_gpu_test)

echo "== --config=remote_gpu_tests"
nested_bazel test --config=remote_gpu_tests --nocache_test_results --test_output=all \
	--execution_log_json_file="$scratch/rgt.json" "${TARGETS[@]}" >"$scratch/rgt.out" 2>&1 || {
	cat "$scratch/rgt.out" >&2
	fail "bazel test --config=remote_gpu_tests failed"
}
grep -q 'PASS wrapped: .*(worker pool: gpu)' "$scratch/rgt.out" || fail "//:wrapped_gpu_test did not run on the GPU pool"
check spawns "$scratch/rgt.json" | cut -f1-4 | sort -u >"$scratch/rgt.txt"
cat "$scratch/rgt.txt"
while IFS=$'\t' read -r mnemonic msg runner props; do
	case "$mnemonic|$msg" in
	"TestRunner|Testing //:gpu_only_test" | "TestRunner|Testing //:wrapped_gpu_test")
		[[ "$runner" == remote* && "$props" == "OSFamily=Linux,gpu=nvidia" ]] ||
			fail "$msg ran $runner with [$props], want remote with the GPU pool's platform"
		;;
	*)
		[[ "$runner" == linux-sandbox ]] || fail "$mnemonic ($msg) ran $runner, want the local sandbox"
		;;
	esac
done <"$scratch/rgt.txt"
grep -q $'^CppLink\t' "$scratch/rgt.txt" || fail "no link action in the log: the build was not exercised"

echo "== --config=remote"
new_program 2
nested_bazel test --config=remote --nocache_test_results --test_output=all \
	--execution_log_json_file="$scratch/r.json" "${TARGETS[@]}" >"$scratch/r.out" 2>&1 || {
	cat "$scratch/r.out" >&2
	fail "bazel test --config=remote failed"
}
check spawns "$scratch/r.json" | cut -f1-4 | sort -u >"$scratch/r.txt"
cat "$scratch/r.txt"
while IFS=$'\t' read -r mnemonic msg runner props; do
	[[ "$runner" == remote* ]] || fail "$mnemonic ($msg) ran $runner, want remote"
	case "$mnemonic|$msg" in
	"TestRunner|Testing //:gpu_only_test" | "TestRunner|Testing //:wrapped_gpu_test")
		want="OSFamily=Linux,gpu=nvidia"
		;;
	*) want="OSFamily=Linux" ;;
	esac
	[[ "$props" == "$want" ]] || fail "$mnemonic ($msg) has [$props], want [$want]"
done <"$scratch/r.txt"
grep -q $'^CppLink\t' "$scratch/r.txt" || fail "no link action in the log: the build was not exercised"
echo PASS

#!/usr/bin/env bash
# GPU tests' remote execution properties, checked with a nested, real Bazel
# on a copy of tests/remote/workspace (no cluster needed):
#
#   1. cquery: a gpu = True test (omp_offload_test, omp_offload_gpu_test)
#      carries exec_properties {"test.<key>": "<value>"} from
#      //platforms:gpu_test_exec_property, for each value, beside its own;
#      none without the setting; an ordinary test never.
#   2. With --config=remote_gpu_tests's setting (gpu_tests_remote) and no
#      GPU pool, analysis fails naming the missing setting.
#   3. The execution log of a real build and test run (locally, on an
#      execution platform with a property, as a cluster's would have):
#      only the GPU tests' test actions carry the pool's property; every
#      compile, link and other action of the GPU test carries the target's
#      own properties and the platform's, not the pool's.
#   4. With gpu_tests_remote the GPU tests' test actions ask for no-sandbox
#      (aquery), so --strategy=TestRunner=sandboxed,... passes them on to
#      the next strategy (remote in --config=remote_gpu_tests; local here)
#      while the other tests run in the sandbox (execution log).
set -euo pipefail
self="$(readlink -f "${BASH_SOURCE[0]}")"
here="$(dirname "$self")"
source "$here/../consumer/nested.sh"
NESTED_ROOT="${NESTED_ROOT%/consumer}/remote"
CONSUMER="$NESTED_ROOT/workspace"
check() { python3 "$here/check.py" "$@"; }
fail() {
	echo "FAIL: $*" >&2
	exit 1
}

mkdir -p "$CONSUMER"
find "$CONSUMER" -mindepth 1 -maxdepth 1 ! -name 'bazel-*' -exec rm -rf {} +
cp -R "$REPO_ROOT/tests/remote/workspace/." "$CONSUMER/"
sed -i "s#path = \"../../..\"#path = \"$REPO_ROOT\"#" "$CONSUMER/WORKSPACE"
[[ -f "$REPO_ROOT/.bazelrc.offline" ]] && cp "$REPO_ROOT/.bazelrc.offline" "$CONSUMER/.bazelrc.offline"
grep -q "path = \"$REPO_ROOT\"" "$CONSUMER/WORKSPACE" || fail "could not point WORKSPACE at $REPO_ROOT"
# A new nonce: the GPU test's build actions run again rather than hit the
# action cache, so that step 3 sees them in the execution log.
sed -i "s#REMOTE_NONCE=0#REMOTE_NONCE=$$$RANDOM#" "$CONSUMER/BUILD.bazel"
grep -q "REMOTE_NONCE=$$" "$CONSUMER/BUILD.bazel" || fail "could not set the nonce"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The default (hermetic) toolchains: the properties do not depend on them,
# and the machine need not have a CUDA toolkit or LLVM installed. The nested
# output root unpacks them once from the shared repository cache.
common=()
P=--@rules_omp_offload//platforms:gpu_test_exec_property
R=--@rules_omp_offload//platforms:gpu_tests_remote
TARGETS=(//:gpu_test //:cpu_test //:wrapped_gpu_test)

props() { # FLAGS...: writes $scratch/<target>.props for each target
	nested_bazel cquery "${common[@]}" "$@" --output=jsonproto "set(${TARGETS[*]})" >"$scratch/cq.json"
	for t in "${TARGETS[@]}"; do
		check props "$scratch/cq.json" "$t" | sort | tr '\n' ' ' | sed 's/ $//' >"$scratch/${t#//:}.props"
	done
}
expect_props() { # TARGET WANT CASE
	local got
	got="$(cat "$scratch/$1.props")"
	[[ "$got" == "$2" ]] || fail "$3: //:$1 has exec_properties [$got], want [$2]"
	echo "ok   $3: //:$1 [$got]"
}

echo "== 1. exec_properties from the setting"
props
expect_props gpu_test "own=1" "no GPU pool set"
expect_props cpu_test "" "no GPU pool set"
expect_props wrapped_gpu_test "" "no GPU pool set"
props "$P=Pool=gpu"
expect_props gpu_test "own=1 test.Pool=gpu" "$P=Pool=gpu"
expect_props cpu_test "" "$P=Pool=gpu"
expect_props wrapped_gpu_test "test.Pool=gpu" "$P=Pool=gpu"
props "$P=gpu=nvidia"
expect_props gpu_test "own=1 test.gpu=nvidia" "$P=gpu=nvidia"
expect_props wrapped_gpu_test "test.gpu=nvidia" "$P=gpu=nvidia"

echo "== 2. remote GPU tests without a GPU pool fail at analysis"
for t in //:gpu_test //:wrapped_gpu_test; do
	if nested_bazel build --nobuild "${common[@]}" "$R" "$t" >"$scratch/nopool.txt" 2>&1; then
		fail "$t analysed with $R and no GPU pool"
	fi
	grep -q "no GPU pool is set: set --@rules_omp_offload//platforms:gpu_test_exec_property" "$scratch/nopool.txt" || {
		cat "$scratch/nopool.txt" >&2
		fail "$t: the analysis error does not name the missing setting"
	}
	echo "ok   $t: $(grep -o 'is a GPU test.*pool is set' "$scratch/nopool.txt")"
done
nested_bazel build --nobuild "${common[@]}" "$R" //:cpu_test >/dev/null 2>&1 ||
	fail "//:cpu_test, no GPU test, failed analysis with $R and no GPU pool"

echo "== 3. only the GPU tests' test actions carry the pool's property"
nested_bazel test "${common[@]}" "$P=Pool=gpu" --extra_execution_platforms=//:cluster_platform \
	--nocache_test_results --execution_log_json_file="$scratch/exec.json" "${TARGETS[@]}"
check spawns "$scratch/exec.json" >"$scratch/spawns.txt"
n_gpu_runs=0 n_gpu_build=0
while IFS=$'\t' read -r mnemonic msg runner props out; do
	case "$mnemonic|$msg" in
	"TestRunner|Testing //:gpu_test" | "TestRunner|Testing //:wrapped_gpu_test")
		want="OSFamily=Linux,Pool=gpu"
		[[ "$msg" == *"//:gpu_test" ]] && want="OSFamily=Linux,Pool=gpu,own=1"
		[[ "$props" == "$want" ]] || fail "$msg: the test action has [$props], want [$want]"
		n_gpu_runs=$((n_gpu_runs + 1))
		;;
	*)
		[[ "$props" != *Pool=* ]] || fail "$mnemonic ($msg, $out) carries the GPU pool's property: [$props]"
		[[ "$props" == *OSFamily=Linux* ]] || fail "$mnemonic ($msg) lacks the execution platform's property: [$props]"
		[[ "$props" == *own=1* ]] && n_gpu_build=$((n_gpu_build + 1))
		;;
	esac
done <"$scratch/spawns.txt"
((n_gpu_runs >= 2)) || fail "the log has $n_gpu_runs GPU test actions, want both GPU tests'"
((n_gpu_build >= 3)) || fail "the log has $n_gpu_build build actions of //:gpu_test, too few to say anything"
grep -E $'^(CppCompile|CppLink|OmpLower)\t' "$scratch/spawns.txt" | grep -q 'own=1' ||
	fail "no compile, link or lowering action of //:gpu_test in the log"
echo "ok   $n_gpu_runs GPU test actions with the pool's property; $n_gpu_build build actions of //:gpu_test and all others without it:"
cut -f1 "$scratch/spawns.txt" | sort | uniq -c | sed 's/^/       /'

echo "== 4. remote GPU tests ask for no-sandbox; the sandbox passes them on"
nested_bazel aquery "${common[@]}" "$P=Pool=gpu" "$R" --output=jsonproto \
	'mnemonic("TestRunner", set(//:gpu_test //:cpu_test //:wrapped_gpu_test))' >"$scratch/aq.json"
for t in //:gpu_test //:wrapped_gpu_test; do
	check execinfo "$scratch/aq.json" "$t" | grep -qx 'no-sandbox=1' || fail "$t's test action does not ask for no-sandbox"
done
check execinfo "$scratch/aq.json" //:cpu_test | grep -q 'no-sandbox' && fail "//:cpu_test's test action asks for no-sandbox"
nested_bazel test "${common[@]}" "$P=Pool=gpu" "$R" --extra_execution_platforms=//:cluster_platform \
	--spawn_strategy=sandboxed,local --strategy=TestRunner=sandboxed,local \
	--nocache_test_results --execution_log_json_file="$scratch/exec2.json" "${TARGETS[@]}"
check spawns "$scratch/exec2.json" | awk -F'\t' '$1 == "TestRunner" { print $2 "\t" $3 }' | sort -u >"$scratch/runners.txt"
cat "$scratch/runners.txt"
grep -qx $'Testing //:gpu_test\tlocal' "$scratch/runners.txt" || fail "//:gpu_test's test action did not leave the sandbox"
grep -qx $'Testing //:wrapped_gpu_test\tlocal' "$scratch/runners.txt" || fail "//:wrapped_gpu_test's test action did not leave the sandbox"
grep -qx $'Testing //:cpu_test\tlinux-sandbox' "$scratch/runners.txt" || fail "//:cpu_test's test action did not run in the sandbox"
nested_bazel shutdown
echo PASS

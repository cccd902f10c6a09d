#!/usr/bin/env bash
# --config=remote_gpu_tests and --config=remote against the loopback cluster
# of tools/remote/cluster.sh (the rex engine, built from tools/remote/rex;
# REMOTE_ENGINE=buildbarn runs the Buildbarn steps only), with a nested Bazel
# on a copy of tests/remote/workspace and the hermetic toolchains (the
# workers hide /usr/lib/cuda and /usr/lib/llvm-19):
#
#   1. local: the tests pass here, with the cluster as remote cache only;
#      their output is what the remote runs must print;
#   2. remote_gpu_tests: the GPU tests' test actions run remotely, on the
#      GPU pool (the engine's log and the wrapped test say so); every other
#      action, the ordinary test's included, runs in the local sandbox;
#   3. remote: every action runs remotely, compiles and links on the CPU
#      pool, the GPU tests' test actions on the GPU pool, with the
#      platforms' properties; the tests print what they printed locally;
#   4. remote again after `bazel clean`: everything comes from the
#      cluster's cache, the engine executes nothing;
#   5. a GPU test with the GPU worker stopped fails at once, naming the pool;
#   6. a GPU test whose worker is killed while it runs fails (Bazel says
#      so), and passes once the worker is back; the action's processes die
#      with the worker.
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
engine="${REMOTE_ENGINE:-rex}"
# Under bazel test HOME is unset: Go's and Buildbarn's caches are the user's.
export HOME="${_nested_home:-$HOME}"
export OMP_OFFLOAD_CACHE="${OMP_OFFLOAD_CACHE:-$HOME/.cache/rules_omp_offload}"
export STORAGE_PORT="${STORAGE_PORT:-18980}" SCHEDULER_PORT="${SCHEDULER_PORT:-18982}" SCHEDULER_WORKER_PORT="${SCHEDULER_WORKER_PORT:-18983}"
export CLUSTER_DIR="$NESTED_ROOT/cluster"
# The engine's storage outlives the cluster, as the nested output root
# does, so that step 1 finds omplower's actions in it after step 4's clean.
export REX_STORAGE_DIR="$NESTED_ROOT/rex-storage"
actions="$CLUSTER_DIR/actions.jsonl"

mkdir -p "$CONSUMER"
find "$CONSUMER" -mindepth 1 -maxdepth 1 ! -name 'bazel-*' -exec rm -rf {} +
cp -R "$REPO_ROOT/tests/remote/workspace/." "$CONSUMER/"
sed -i "s#path = \"../../..\"#path = \"$REPO_ROOT\"#" "$CONSUMER/WORKSPACE"
[[ -f "$REPO_ROOT/.bazelrc.offline" ]] && cp "$REPO_ROOT/.bazelrc.offline" "$CONSUMER/.bazelrc.offline"
# A new program for each build, so that its compiles and links execute
# rather than hit the caches (the local action cache and the cluster's).
new_program() { echo "const char remote_nonce_$1[] = \"$$$RANDOM\";" >>"$CONSUMER/app.c"; }
cat >"$CONSUMER/.bazelrc.user" <<EOT
build:cluster --remote_executor=grpc://127.0.0.1:$STORAGE_PORT
build:cluster --extra_execution_platforms=//:cluster_platform
build:cluster --@rules_omp_offload//platforms:gpu_test_exec_property=gpu=nvidia
build:cluster --remote_timeout=3600
build:cache --remote_cache=grpc://127.0.0.1:$STORAGE_PORT
EOT
if [[ "$engine" == buildbarn ]]; then
	# Buildbarn's workers here hide nothing: the local toolchains work there.
	echo "build:cluster --repo_env=OMP_OFFLOAD_TOOLCHAINS=local" >>"$CONSUMER/.bazelrc.user"
fi
scratch="$(mktemp -d)"
cleanup() {
	"$cluster" stop >/dev/null || true
	nested_bazel shutdown || true
	rm -rf "$scratch"
}
trap cleanup EXIT
"$cluster" start
if [[ "$engine" == rex && ! -f "$REX_STORAGE_DIR/.filled" ]]; then
	# A new storage: build everything once more, so that it gets all of it.
	nested_bazel clean
fi

TARGETS=(//:gpu_only_test //:cpu_test //:wrapped_gpu_test)
is_gpu_test() { [[ "$1" == "TestRunner|Testing //:gpu_only_test" || "$1" == "TestRunner|Testing //:wrapped_gpu_test" ]]; }
log_lines() { if [[ -f "$actions" ]]; then wc -l <"$actions"; else echo 0; fi; }
executed_since() { tail -n "+$(($1 + 1))" "$actions" 2>/dev/null | grep -c '"event":"executed"' || true; }

# The programs' own lines of the tests' logs, with the pool they name
# dropped: what a run printed, to compare between runs.
test_output() {
	local t
	for t in "${TARGETS[@]}"; do
		echo "${t}: $(grep -E '^(remote app:|PASS wrapped:)' "$CONSUMER/bazel-testlogs/${t#//:}/test.log" | sed 's/ (worker pool: [a-z]*)//' | tr '\n' ' ')"
	done
}

run() { # NAME ARGS...: a nested bazel test, its output in $scratch/NAME.out
	local name="$1"
	shift
	nested_bazel test --test_output=all "$@" >"$scratch/$name.out" 2>&1
}

if [[ "$engine" == rex ]]; then
	echo "== 1. local (the cluster as remote cache)"
	new_program 1
	run local --config=cache --nocache_test_results "${TARGETS[@]}" || {
		cat "$scratch/local.out" >&2
		fail "bazel test here failed"
	}
	test_output >"$scratch/local.txt"
	touch "$REX_STORAGE_DIR/.filled"
	cat "$scratch/local.txt"
	grep -q 'PASS wrapped: .*(worker pool: none)' "$scratch/local.out" || fail "the wrapped test did not run here"
	grep -c 'remote app: PASS' "$scratch/local.out" | grep -qx 2 || fail "the programs did not print PASS here"
fi

echo "== 2. --config=remote_gpu_tests"
new_program 2
start="$(log_lines)"
run rgt --config=remote_gpu_tests --nocache_test_results --execution_log_json_file="$scratch/rgt.json" "${TARGETS[@]}" || {
	cat "$scratch/rgt.out" >&2
	fail "bazel test --config=remote_gpu_tests failed"
}
grep -q 'PASS wrapped: .*(worker pool: gpu)' "$scratch/rgt.out" || fail "//:wrapped_gpu_test did not run on the GPU pool"
check spawns "$scratch/rgt.json" | cut -f1-4 | sort -u >"$scratch/rgt.txt"
cat "$scratch/rgt.txt"
while IFS=$'\t' read -r mnemonic msg runner props; do
	if is_gpu_test "$mnemonic|$msg"; then
		[[ "$runner" == remote* && "$props" == "OSFamily=Linux,gpu=nvidia" ]] ||
			fail "$msg ran $runner with [$props], want remote with the GPU pool's platform"
	else
		# Or came from the cluster's cache, where step 1 put what the
		# nonce does not change.
		[[ "$runner" == linux-sandbox || "$runner" == "remote cache hit" ]] ||
			fail "$mnemonic ($msg) ran $runner, want the local sandbox (or the remote cache)"
	fi
done <"$scratch/rgt.txt"
grep -q $'^CppLink\t.*\tlinux-sandbox\t' "$scratch/rgt.txt" || fail "no link action ran here: the build was not exercised"
if [[ "$engine" == rex ]]; then
	# One line a spawn: a test's action and the one that writes its
	# test.xml look alike.
	check pools "$scratch/rgt.json" "$actions" "$start" >"$scratch/rgt.pools"
	n=0
	while IFS=$'\t' read -r mnemonic msg runner event pool worker; do
		[[ "$runner" == remote ]] || continue
		is_gpu_test "$mnemonic|$msg" || fail "$mnemonic ($msg) ran remotely"
		[[ "$event" == executed && "$pool" == gpu && "$worker" == gpu-* ]] ||
			fail "the engine's log has [$event $pool $worker] for $msg, want executed on the gpu pool"
		n=$((n + 1))
	done <"$scratch/rgt.pools"
	for t in gpu_only_test wrapped_gpu_test; do
		grep -q $'\tTesting //:'"$t"$'\tremote\t' "$scratch/rgt.pools" || fail "//:$t's test action did not run remotely"
	done
	[[ "$(executed_since "$start")" == "$n" ]] || fail "the engine executed $(executed_since "$start") actions, Bazel's log has $n remote ones"
	echo "ok   the engine ran the GPU tests' $n test actions on the gpu pool, nothing else"
fi

echo "== 3. --config=remote"
new_program 3
start="$(log_lines)"
run remote --config=remote --execution_log_json_file="$scratch/r.json" "${TARGETS[@]}" || {
	cat "$scratch/remote.out" >&2
	fail "bazel test --config=remote failed"
}
check spawns "$scratch/r.json" | cut -f1-4 | sort -u >"$scratch/r.txt"
cat "$scratch/r.txt"
while IFS=$'\t' read -r mnemonic msg runner props; do
	[[ "$runner" == remote* ]] || fail "$mnemonic ($msg) ran $runner, want remote"
	want="OSFamily=Linux"
	is_gpu_test "$mnemonic|$msg" && want="OSFamily=Linux,gpu=nvidia"
	[[ "$props" == "$want" ]] || fail "$mnemonic ($msg) has [$props], want [$want]"
done <"$scratch/r.txt"
grep -q $'^CppLink\t.*\tremote\t' "$scratch/r.txt" || fail "no link action ran remotely: the build was not exercised"
if [[ "$engine" == rex ]]; then
	check pools "$scratch/r.json" "$actions" "$start" | sort >"$scratch/r.pools"
	n_cpu=0 n_gpu=0
	while IFS=$'\t' read -r mnemonic msg runner event pool worker; do
		[[ "$runner" == remote ]] || continue
		want=cpu
		is_gpu_test "$mnemonic|$msg" && want=gpu
		[[ "$event" == executed && "$pool" == "$want" && "$worker" == "$want"-* ]] ||
			fail "the engine's log has [$event $pool $worker] for $mnemonic ($msg), want executed on the $want pool"
		if [[ "$want" == gpu ]]; then n_gpu=$((n_gpu + 1)); else n_cpu=$((n_cpu + 1)); fi
	done <"$scratch/r.pools"
	for t in gpu_only_test wrapped_gpu_test; do
		grep -q $'\tTesting //:'"$t"$'\tremote\texecuted\tgpu\t' "$scratch/r.pools" || fail "//:$t's test action did not run on the gpu pool"
	done
	cut -f1,3-5 "$scratch/r.pools" | sort | uniq -c
	n_link="$(grep -c $'^CppLink\t.*\tremote\texecuted\tcpu\t' "$scratch/r.pools" || true)"
	((n_link >= 2)) || fail "$n_link links on the cpu pool, want one a program (2 or more)"
	[[ "$(executed_since "$start")" == $((n_cpu + n_gpu)) ]] ||
		fail "the engine executed $(executed_since "$start") actions, Bazel's log has $((n_cpu + n_gpu))"
	echo "ok   $n_cpu actions ($n_link links) on the cpu pool, the GPU tests' $n_gpu test actions on the gpu pool"
	grep -q 'PASS wrapped: .*(worker pool: gpu)' "$scratch/remote.out" || fail "//:wrapped_gpu_test did not run on the GPU pool"
	test_output >"$scratch/remote.txt"
	diff -u "$scratch/local.txt" "$scratch/remote.txt" || fail "the tests printed other things remotely than here"
	echo "ok   the tests printed what they printed here"

	echo "== 4. --config=remote after bazel clean: all from the cluster's cache"
	nested_bazel clean
	start="$(log_lines)"
	run cached --config=remote --execution_log_json_file="$scratch/c.json" "${TARGETS[@]}" || {
		cat "$scratch/cached.out" >&2
		fail "the cached bazel test --config=remote failed"
	}
	check spawns "$scratch/c.json" | cut -f1-3 | sort | uniq -c
	check spawns "$scratch/c.json" | cut -f3 | grep -vx 'remote cache hit' && fail "some actions did not come from the cache"
	grep -q $'^TestRunner\t' <(check spawns "$scratch/c.json") || fail "no test action in the log of the cached run"
	[[ "$(executed_since "$start")" == 0 ]] || fail "the engine executed $(executed_since "$start") actions in the cached run, want 0"
	test_output >"$scratch/cached.txt"
	diff -u "$scratch/local.txt" "$scratch/cached.txt" || fail "the cached tests' logs differ from the local ones"
	echo "ok   $(check spawns "$scratch/c.json" | wc -l) actions, all remote cache hits; the engine executed none"

	echo "== 5. a GPU test with no GPU worker"
	"$cluster" kill-worker gpu
	begin=$SECONDS
	if run nogpu --config=remote_gpu_tests --test_env=REX_NONCE="$$$RANDOM" //:gpu_only_test; then
		fail "the GPU test passed with no GPU worker"
	fi
	grep -q 'no worker of pool "gpu" is running' "$scratch/nogpu.out" || {
		cat "$scratch/nogpu.out" >&2
		fail "Bazel's output does not say that the gpu pool has no worker"
	}
	echo "ok   failed in $((SECONDS - begin)) s: $(grep -o 'no worker of pool "gpu" is running[^(]*' "$scratch/nogpu.out" | head -1)"

	echo "== 6. the GPU worker killed while a GPU test runs"
	"$cluster" start-worker gpu
	nonce="$$$RANDOM"
	wlog="$CLUSTER_DIR/logs/worker_gpu.log"
	seen="$(grep -c 'running action' "$wlog" || true)"
	run killed --config=remote_gpu_tests --test_env=REX_NONCE="$nonce" //:slow_gpu_test &
	bazel_pid=$!
	for _ in $(seq 600); do
		(($(grep -c 'running action' "$wlog" || true) > seen)) && break
		kill -0 "$bazel_pid" 2>/dev/null || break
		sleep 0.5
	done
	(($(grep -c 'running action' "$wlog" || true) > seen)) || {
		wait "$bazel_pid" || true
		cat "$scratch/killed.out" >&2
		fail "the slow GPU test never reached the GPU worker"
	}
	sleep 2
	"$cluster" kill-worker gpu
	if wait "$bazel_pid"; then
		fail "the slow GPU test passed although its worker was killed"
	fi
	grep -q 'pool "gpu"' "$scratch/killed.out" || {
		cat "$scratch/killed.out" >&2
		fail "Bazel's output does not say what happened to the gpu pool"
	}
	grep -q '"event":"failed".*"status":"Unavailable: worker gpu-1 of pool \\"gpu\\" stopped while it ran the action"' "$actions" ||
		fail "the engine's log does not say that the gpu worker was lost while it ran the test"
	echo "ok   the engine failed the action: $(grep -o 'worker gpu-1 of pool ..gpu.. stopped while it ran the action' "$actions" | head -1 | tr -d '\\'); Bazel reported: $(grep -o '[^:]*pool "gpu"[^(]*' "$scratch/killed.out" | head -1)"
	# The test program died with its worker.
	for p in /proc/[0-9]*; do
		[[ "$(readlink "$p/cwd" 2>/dev/null)" == "$CLUSTER_DIR/gpu/"* ]] && fail "process ${p#/proc/} of the killed worker's action still runs"
	done
	"$cluster" start-worker gpu
	start="$(log_lines)"
	run revived --config=remote_gpu_tests --test_env=REX_NONCE="$nonce" //:slow_gpu_test || {
		cat "$scratch/revived.out" >&2
		fail "the slow GPU test failed with the GPU worker back"
	}
	grep -q 'PASS wrapped: .*(worker pool: gpu)' "$scratch/revived.out" || fail "the slow GPU test did not run on the GPU pool"
	tail -n "+$((start + 1))" "$actions" | grep -q '"event":"executed","action":"[^"]*","pool":"gpu","worker":"gpu-1"' ||
		fail "the engine's log has no GPU test executed on the gpu pool after the worker came back"
	echo "ok   passed on the gpu pool with the worker back"
fi

cluster_pids="$(cut -d' ' -f1 "$CLUSTER_DIR/pids")"
"$cluster" stop
for pid in $cluster_pids; do
	kill -0 "$pid" 2>/dev/null && fail "process $pid of the cluster runs after cluster.sh stop"
done
echo PASS

#!/usr/bin/env bash
# A Buildbarn cluster on loopback: storage (CAS and action cache), the
# scheduler, and two worker pools, each a bb_worker with its bb_runner: a
# CPU pool and a pool labelled gpu=nvidia (docs/remote.md).
#
#   tools/remote/cluster.sh start   start it (tools/remote/build.sh first)
#   tools/remote/cluster.sh stop    stop it: workers, scheduler, storage
#   tools/remote/cluster.sh status
#
# Bazel then talks to grpc://127.0.0.1:$STORAGE_PORT (default 8980), e.g.
# in .bazelrc.user:
#   build:cluster --remote_executor=grpc://127.0.0.1:8980
#   build:cluster --extra_execution_platforms=//:cluster_platform
#   build:cluster --//platforms:gpu_test_exec_property=gpu=nvidia
# with a platform whose exec_properties are {"OSFamily": "Linux"}.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${OMP_OFFLOAD_CACHE:-${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}/.cache/rules_omp_offload}/buildbarn"
bin="$cache/bin"
export CLUSTER_DIR="${CLUSTER_DIR:-$cache/cluster}"
export STORAGE_PORT="${STORAGE_PORT:-8980}"
export SCHEDULER_PORT="${SCHEDULER_PORT:-8982}"
export SCHEDULER_WORKER_PORT="${SCHEDULER_WORKER_PORT:-8983}"
pids="$CLUSTER_DIR/pids"

launch() { # NAME BINARY CONFIG [VAR=VALUE...]: start one process in the background
	local name="$1" binary="$2" config="$3"
	shift 3
	(cd "$here/config" && exec env "$@" "$bin/$binary" "$config") >"$CLUSTER_DIR/logs/$name.log" 2>&1 &
	echo "$! $name" >>"$pids"
}

wait_port() { # PORT NAME
	local i
	for i in $(seq 100); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
			return 0
		fi
		sleep 0.2
	done
	echo "cluster.sh: $2 does not listen on 127.0.0.1:$1; see $CLUSTER_DIR/logs/$2.log" >&2
	tail -5 "$CLUSTER_DIR/logs/$2.log" >&2
	stop
	exit 1
}

stop() {
	[[ -f "$pids" ]] || return 0
	local pid name
	# Workers first, storage last, each given time to finish.
	tac "$pids" | while read -r pid name; do
		kill -TERM "$pid" 2>/dev/null || continue
		for _ in $(seq 50); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$pid" 2>/dev/null || true
	done
	rm -f "$pids"
}

case "${1:-}" in
start)
	for b in bb_storage bb_scheduler bb_worker bb_runner; do
		[[ -x "$bin/$b" ]] || {
			echo "cluster.sh: $bin/$b is missing: run tools/remote/build.sh" >&2
			exit 1
		}
	done
	[[ -f "$pids" ]] && stop
	rm -rf "$CLUSTER_DIR"
	mkdir -p "$CLUSTER_DIR/logs"
	for pool in cpu gpu; do
		mkdir -p "$CLUSTER_DIR/$pool/build" "$CLUSTER_DIR/$pool/cache"
	done
	launch storage bb_storage storage.jsonnet
	wait_port "$STORAGE_PORT" storage
	launch scheduler bb_scheduler scheduler.jsonnet
	wait_port "$SCHEDULER_PORT" scheduler
	for pool in cpu gpu; do
		launch "runner_$pool" bb_runner runner.jsonnet POOL="$pool"
		for _ in $(seq 50); do
			[[ -S "$CLUSTER_DIR/$pool/runner.sock" ]] && break
			sleep 0.1
		done
		launch "worker_$pool" bb_worker worker.jsonnet POOL="$pool"
	done
	sleep 1
	while read -r pid name; do
		kill -0 "$pid" 2>/dev/null || {
			echo "cluster.sh: $name stopped; see $CLUSTER_DIR/logs/$name.log" >&2
			tail -5 "$CLUSTER_DIR/logs/$name.log" >&2
			stop
			exit 1
		}
	done <"$pids"
	echo "cluster.sh: up at grpc://127.0.0.1:$STORAGE_PORT (state and logs in $CLUSTER_DIR)"
	;;
stop)
	stop
	echo "cluster.sh: stopped"
	;;
status)
	[[ -f "$pids" ]] || {
		echo "cluster.sh: not running"
		exit 1
	}
	while read -r pid name; do
		if kill -0 "$pid" 2>/dev/null; then echo "$name: running ($pid)"; else echo "$name: stopped"; fi
	done <"$pids"
	;;
*)
	echo "usage: $0 start|stop|status" >&2
	exit 2
	;;
esac

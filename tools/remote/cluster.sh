#!/usr/bin/env bash
# A remote execution cluster on loopback for Bazel: the project's own engine
# (tools/remote/rex, the default) or Buildbarn (REMOTE_ENGINE=buildbarn).
# Either has a CPU pool and a GPU pool; an action goes to the GPU pool when
# its platform has gpu=nvidia (or Pool=gpu) (docs/remote.md).
#
#   tools/remote/cluster.sh start          start it
#   tools/remote/cluster.sh stop           stop it: workers, then the server(s)
#   tools/remote/cluster.sh status
#   tools/remote/cluster.sh start-worker POOL   (rex) start POOL's worker again
#   tools/remote/cluster.sh kill-worker POOL    (rex) SIGKILL POOL's worker, as a crash would
#
# rex: `rex serve` (CAS, action cache, scheduler) on 127.0.0.1:$STORAGE_PORT
# for Bazel and 127.0.0.1:$SCHEDULER_WORKER_PORT for its workers, and one
# `rex worker` process a pool, which runs actions under bwrap with
# /usr/lib/cuda and /usr/lib/llvm-19 hidden. It is built from
# tools/remote/rex with the machine's Go (1.26) at each start (seconds once
# its modules are in Go's caches). Settings from the environment:
#   REX_POOLS         pools, default cpu,gpu:gpu=nvidia (first: the default pool)
#   REX_WORKERS       POOL:CONCURRENCY..., default "cpu:$(nproc) gpu:1"
#   REX_STORAGE_DIR   CAS and action cache, kept between starts (default
#                     ~/.cache/rules_omp_offload/rex/storage); emptied at start
#                     when over REX_STORAGE_MAX_MB (default 8192)
#   REX_SANDBOX       bwrap (default) or none; REX_MASK: paths hidden from actions
# Logs in $CLUSTER_DIR/logs; one JSON line per Execute call (action, pool,
# worker, outputs, exit code) in $CLUSTER_DIR/actions.jsonl.
#
# Buildbarn (REMOTE_ENGINE=buildbarn): storage (CAS and action cache), the
# scheduler, and two bb_worker/bb_runner pairs, built by tools/remote/build.sh.
#
# Bazel then talks to grpc://127.0.0.1:$STORAGE_PORT (default 8980), e.g.
# in .bazelrc.user:
#   build:cluster --remote_executor=grpc://127.0.0.1:8980
#   build:cluster --extra_execution_platforms=//:cluster_platform
#   build:cluster --//platforms:gpu_test_exec_property=gpu=nvidia
# with a platform whose exec_properties are {"OSFamily": "Linux"}.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Under `bazel test` HOME is unset; Go's caches live there.
export HOME="${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}"
engine="${REMOTE_ENGINE:-rex}"
case "$engine" in
rex | buildbarn) ;;
*)
	echo "cluster.sh: REMOTE_ENGINE=$engine: want rex (the default) or buildbarn" >&2
	exit 2
	;;
esac
root="${OMP_OFFLOAD_CACHE:-$HOME/.cache/rules_omp_offload}"
cache="$root/$engine"
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

launch_cmd() { # NAME COMMAND...: start one process in the background, appending to its log
	local name="$1"
	shift
	"$@" >>"$CLUSTER_DIR/logs/$name.log" 2>&1 &
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


# --- rex ----------------------------------------------------------------------

REX_STORAGE_DIR="${REX_STORAGE_DIR:-$cache/storage}"

rex_build() {
	if ! command -v go >/dev/null 2>&1 && [[ -x /usr/local/go/bin/go ]]; then
		PATH="/usr/local/go/bin:$PATH"
	fi
	command -v go >/dev/null 2>&1 || {
		echo "cluster.sh: the go command (1.26) is needed to build tools/remote/rex" >&2
		exit 1
	}
	mkdir -p "$bin"
	(cd "$here/rex" && GOFLAGS=-mod=readonly go build -o "$bin/rex" .) || {
		echo "cluster.sh: could not build tools/remote/rex" >&2
		exit 1
	}
}

rex_worker() { # POOL CONCURRENCY
	local pool="$1" n="$2" i
	local -a mask=()
	[[ -n "${REX_MASK+set}" ]] && mask=(--mask "$REX_MASK")
	: >"$CLUSTER_DIR/logs/worker_$pool.log"
	launch_cmd "worker_$pool" "$bin/rex" worker --server "127.0.0.1:$SCHEDULER_WORKER_PORT" --pool "$pool" \
		--name "$pool-1" --concurrency "$n" --storage "$REX_STORAGE_DIR" --dir "$CLUSTER_DIR/$pool" \
		--sandbox "${REX_SANDBOX:-bwrap}" "${mask[@]}"
	for i in $(seq 100); do
		grep -q ": in pool $pool" "$CLUSTER_DIR/logs/worker_$pool.log" && return 0
		sleep 0.1
	done
	echo "cluster.sh: the $pool worker did not join; see $CLUSTER_DIR/logs/worker_$pool.log" >&2
	tail -5 "$CLUSTER_DIR/logs/worker_$pool.log" >&2
	stop
	exit 1
}

rex_workers() { # the POOL:CONCURRENCY list
	echo "${REX_WORKERS:-cpu:$(nproc) gpu:1}"
}

rex_start() {
	rex_build
	mkdir -p "$REX_STORAGE_DIR"
	if (($(du -sm "$REX_STORAGE_DIR" | cut -f1) > ${REX_STORAGE_MAX_MB:-8192})); then
		echo "cluster.sh: $REX_STORAGE_DIR is over ${REX_STORAGE_MAX_MB:-8192} MB: emptying it" >&2
		rm -rf "$REX_STORAGE_DIR"
		mkdir -p "$REX_STORAGE_DIR"
	fi
	launch_cmd server "$bin/rex" serve --listen "127.0.0.1:$STORAGE_PORT" \
		--worker-listen "127.0.0.1:$SCHEDULER_WORKER_PORT" --pools "${REX_POOLS:-cpu,gpu:gpu=nvidia}" \
		--storage "$REX_STORAGE_DIR" --action-log "$CLUSTER_DIR/actions.jsonl"
	wait_port "$STORAGE_PORT" server
	local w
	for w in $(rex_workers); do
		rex_worker "${w%%:*}" "${w##*:}"
	done
}

# pid_of NAME: the pid of a process of pids
pid_of() {
	[[ -f "$pids" ]] && awk -v n="$1" '$2 == n { print $1 }' "$pids" | tail -1
}

forget() { # NAME: drop it from pids
	[[ -f "$pids" ]] && awk -v n="$1" '$2 != n' "$pids" >"$pids.new" && mv "$pids.new" "$pids"
}

need_rex() {
	[[ "$engine" == rex ]] || {
		echo "cluster.sh: $1 is for the rex engine" >&2
		exit 2
	}
	[[ -f "$pids" ]] || {
		echo "cluster.sh: not running" >&2
		exit 1
	}
}

case "${1:-}" in
start)
	[[ -f "$pids" ]] && stop
	rm -rf "$CLUSTER_DIR"
	mkdir -p "$CLUSTER_DIR/logs"
	if [[ "$engine" == rex ]]; then
		rex_start
		echo "cluster.sh: rex up at grpc://127.0.0.1:$STORAGE_PORT (logs in $CLUSTER_DIR, storage in $REX_STORAGE_DIR)"
		exit 0
	fi
	for b in bb_storage bb_scheduler bb_worker bb_runner; do
		[[ -x "$bin/$b" ]] || {
			echo "cluster.sh: $bin/$b is missing: run tools/remote/build.sh" >&2
			exit 1
		}
	done
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
start-worker)
	need_rex start-worker
	pool="${2:?usage: cluster.sh start-worker POOL}"
	if pid="$(pid_of "worker_$pool")" && [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
		echo "cluster.sh: the $pool worker runs already ($pid)"
		exit 0
	fi
	forget "worker_$pool"
	for w in $(rex_workers); do
		[[ "${w%%:*}" == "$pool" ]] && n="${w##*:}"
	done
	rex_worker "$pool" "${n:-1}"
	echo "cluster.sh: the $pool worker is up"
	;;
kill-worker)
	need_rex kill-worker
	pool="${2:?usage: cluster.sh kill-worker POOL}"
	pid="$(pid_of "worker_$pool")"
	[[ -n "$pid" ]] || {
		echo "cluster.sh: no $pool worker" >&2
		exit 1
	}
	kill -KILL "$pid" 2>/dev/null || true
	forget "worker_$pool"
	echo "cluster.sh: killed the $pool worker ($pid)"
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
	echo "usage: $0 start|stop|status|start-worker POOL|kill-worker POOL" >&2
	exit 2
	;;
esac

# Helpers for tests that run a nested, real Bazel on a copy of
# tests/consumer/workspace. Source it; do not run it.
# shellcheck shell=bash
#
# Sets:
#   REPO_ROOT   this checkout of rules_omp_offload (the real directory, found
#               through the symlinks of the runfiles tree when run by Bazel)
#   NESTED_ROOT the nested Bazel's --output_user_root, kept between runs so
#               that reruns are incremental:
#               ${OMP_OFFLOAD_CACHE:-~/.cache/rules_omp_offload}/consumer
#   CONSUMER    the consumer workspace's scratch copy, at a fixed path under
#               NESTED_ROOT (a fixed path keeps the same output base)
# Defines nested_bazel (runs the nested Bazel in CONSUMER) and
# consumer_setup (refreshes CONSUMER from the checkout).

set -euo pipefail

_nested_self="$(readlink -f "${BASH_SOURCE[0]}")"
REPO_ROOT="$(cd "$(dirname "$_nested_self")/../.." && pwd)"

# Under `bazel test` HOME is the test's scratch directory: find the user's
# real home for the persistent cache.
_nested_home="$(getent passwd "$(id -u)" | cut -d: -f6)"
NESTED_ROOT="${OMP_OFFLOAD_CACHE:-${_nested_home:-$HOME}/.cache/rules_omp_offload}/consumer"
CONSUMER="$NESTED_ROOT/workspace"

nested_bazel() {
	# Nothing of the outer Bazel test's environment may leak into the nested
	# Bazel (TEST_TMPDIR would become its output root, RUNFILES_* would
	# confuse the tools it runs).
	(cd "$CONSUMER" && env -u TEST_TMPDIR -u RUNFILES_DIR -u RUNFILES_MANIFEST_FILE -u JAVA_RUNFILES \
		-u TEST_SRCDIR -u TEST_WORKSPACE -u BUILD_WORKSPACE_DIRECTORY -u BUILD_WORKING_DIRECTORY \
		HOME="${_nested_home:-$HOME}" PATH="/bin:/usr/bin:/usr/local/bin:$PATH" \
		bazel --output_user_root="$NESTED_ROOT/bazel" --max_idle_secs=300 "$@" </dev/null)
}

consumer_setup() {
	mkdir -p "$CONSUMER"
	# Fresh copy of the consumer workspace (same bytes, so Bazel's action
	# cache still hits), with local_repository pointing at this checkout.
	find "$CONSUMER" -mindepth 1 -maxdepth 1 ! -name 'bazel-*' -exec rm -rf {} +
	cp -R "$REPO_ROOT/tests/consumer/workspace/." "$CONSUMER/"
	sed -i "s#path = \"../../..\"#path = \"$REPO_ROOT\"#" "$CONSUMER/WORKSPACE"
	# The offline overrides that tools/bootstrap.sh wrote for this checkout
	# (absent on a machine that downloads dependencies normally).
	if [[ -f "$REPO_ROOT/.bazelrc.offline" ]]; then
		cp "$REPO_ROOT/.bazelrc.offline" "$CONSUMER/.bazelrc.offline"
	fi
	grep -q "path = \"$REPO_ROOT\"" "$CONSUMER/WORKSPACE" || {
		echo "consumer_setup: could not point WORKSPACE at $REPO_ROOT" >&2
		return 1
	}
}

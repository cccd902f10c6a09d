#!/bin/sh
# Stands in for a GPU test program of another rule set: checks that its
# argument, a data file, is there.
test -s "$1" && echo "PASS wrapped: $1 (worker pool: ${BUILDBARN_POOL:-none})"

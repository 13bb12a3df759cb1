#!/bin/bash
# Issue 20, target 3: the instructions of one first layout (view tree built, laid out), counted by
# callgrind, which repeats on a noisy machine where timings do not:
#   (instructions of ROUNDS=111 − instructions of ROUNDS=11) / 100.
# usage: Benchmarks/first-layout-instructions.sh SCREEN-TIMING-BINARY screen10|screen50|screen100 glpk|cassowary
set -eu
binary=$1 family=$2 solver=$3
count() {
    ONLY=first valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$family" "$solver" 2>&1 \
        | awk '/I *refs:/ { gsub(",", "", $4); print $4 }'
}
few=$(count 11)
many=$(count 111)
echo "$family $solver $(( (many - few) / 100 )) instructions per first layout"

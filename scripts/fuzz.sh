#!/usr/bin/env bash
# Fuzzes the document reader and the whole solve path (both solvers, compare, explain) with
# libFuzzer, for SECONDS (default 1800), and keeps every input that breaks a promise in
# Fuzz/regressions/, where the test suite replays it (FuzzRegressionTests).
#
#   scripts/fuzz.sh [SECONDS]
#
# The corpus starts from examples/, Fuzz/seeds/, Fuzz/regressions/ and, when the shared folder is beside the
# repository, the Interface Builder documents of ../shared/corpus/ib/docs; it grows in
# .build-fuzz/corpus between runs. See Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-1800}

swift build --scratch-path .build-fuzz --product snaplayout-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING 2>&1 | grep -E "error|Compiling|Build" | grep -v "Cannot export" || true
binary=.build-fuzz/debug/snaplayout-fuzz
[ -x "$binary" ] || { echo "fuzz.sh: the fuzz target did not build" >&2; exit 2; }

corpus=.build-fuzz/corpus
mkdir -p "$corpus" Fuzz/regressions
cp examples/*.json Fuzz/seeds/* Fuzz/regressions/* "$corpus"/
if [ -d ../shared/corpus/ib/docs ]; then
    find ../shared/corpus/ib/docs -name '*.json' ! -name '*.expected.json' | while read -r file; do
        cp "$file" "$corpus/ib-$(echo "$file" | md5sum | cut -c1-12).json"
    done
fi

log=.build-fuzz/fuzz.log
status=0
"$binary" "$corpus" -dict=Fuzz/layout.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=8192 -artifact_prefix=Fuzz/regressions/ -print_final_stats=1 >"$log" 2>&1 || status=$?

echo "fuzz.sh: $seconds s, exit status $status (log: $log)"
grep -E '^(stat::|Done )|cov: .*ft: ' "$log" | tail -8
found=$(ls Fuzz/regressions | grep -E '^(crash|timeout|oom|leak|slow-unit)-' || true)
if [ -n "$found" ]; then
    echo "fuzz.sh: findings kept in Fuzz/regressions/ (replayed by FuzzRegressionTests):"
    echo "$found"
    exit 1
fi
exit "$status"

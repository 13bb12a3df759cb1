#!/usr/bin/env bash
# Fuzzes the tool's readers and everything after them with libFuzzer, and keeps every input that
# breaks a promise in Fuzz/regressions*/, where the test suite replays it (FuzzRegressionTests).
#
#   scripts/fuzz.sh [SECONDS] [--target documents|ib|uikit-log] [--ci]
#
# For each target (all three unless --target names one), it first replays the committed corpus
# (Fuzz/corpus/TARGET) and every kept finding, then mutates for its share of SECONDS (default 1800:
# documents 60 %, the two others 20 % each), then draws a sample of the documents' corpus as PNG
# with the debug or release `snaplayout` and decodes every picture (scripts/check-png.py). A crash,
# a hang (-timeout=10: over 10 s for one input), memory past 4 GB, or a broken promise (see
# Fuzz/README.md) is a finding: the run fails, and the input is kept. --ci: the bounded run CI makes
# on every submission (180 s unless SECONDS is given), the corpus not merged back.
# See Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=1800; only=""; ci=0
while [ $# -gt 0 ]; do
    case "$1" in
        --target) only="$2"; shift 2 ;;
        --ci) ci=1; shift ;;
        *) seconds="$1"; explicit=1; shift ;;
    esac
done
[ "$ci" = 1 ] && [ -z "${explicit:-}" ] && seconds=180

swift build -c release --scratch-path .build-fuzz --product snaplayout-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING 2>&1 | grep -E "error|Build" | grep -v "Cannot export" || true
binary=.build-fuzz/release/snaplayout-fuzz
[ -x "$binary" ] || { echo "fuzz.sh: the fuzz target did not build" >&2; exit 2; }

findings=0
export LSAN_OPTIONS="suppressions=$(pwd)/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
run_target() {
    local target=$1 share=$2 dict=$3 max_len=$4 regressions=$5 seeds=$6
    local corpus=.build-fuzz/corpus-$target log=.build-fuzz/fuzz-$target.log
    mkdir -p "$corpus" "Fuzz/corpus/$target" "$regressions"
    cp -r "Fuzz/corpus/$target/." "$seeds/." "$corpus/" 2>/dev/null || true
    if [ "$target" = documents ]; then
        cp examples/*.json "$corpus/"
        if [ -d ../shared/corpus/ib/docs ]; then
            find ../shared/corpus/ib/docs ../shared/corpus/ib/stack-docs -name '*.json' ! -name '*.expected.json' | while read -r file; do
                cp "$file" "$corpus/ib-$(echo "$file" | md5sum | cut -c1-12).json"
            done
        fi
    fi
    local options=(-timeout=10 -rss_limit_mb=4096 -max_len="$max_len" -artifact_prefix="$regressions/" -print_final_stats=1)
    [ -n "$dict" ] && options+=(-dict="$dict")
    # The committed corpus and every kept finding, each input once.
    local status=0
    SNAPLAYOUT_FUZZ_TARGET=$target "$binary" "${options[@]}" -runs=0 "Fuzz/corpus/$target" "$regressions" >"$log.replay" 2>&1 || status=$?
    echo "fuzz.sh: $target: replayed $(grep -cE '^#[0-9]+' "$log.replay" || true) lines of progress, $(ls "Fuzz/corpus/$target" "$regressions" | wc -l) files, exit status $status"
    [ "$status" = 0 ] || { findings=1; tail -30 "$log.replay"; }
    status=0
    SNAPLAYOUT_FUZZ_TARGET=$target "$binary" "${options[@]}" -max_total_time="$share" "$corpus" >"$log" 2>&1 || status=$?
    echo "fuzz.sh: $target: $share s of mutation, exit status $status (log: $log)"
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|stat::slowest_unit_time_sec|stat::peak_rss_mb|Done )' "$log" || true
    grep -E 'cov: .*ft: ' "$log" | tail -1 || true
    echo "fuzz.sh: $target: corpus of $(ls "$corpus" | wc -l) inputs ($(du -sh "$corpus" | cut -f1))"
    [ "$status" = 0 ] || { findings=1; grep -B5 -A25 -E 'ERROR|Fatal error|deadly signal|timeout' "$log" | head -60; }
    if [ "$ci" = 0 ]; then
        # The committed corpus keeps the inputs that add coverage, those under 8 KB (the mutator
        # makes the large ones again): a few megabytes that CI replays in seconds.
        local merged=.build-fuzz/merged-$target
        rm -rf "$merged"; mkdir -p "$merged"
        SNAPLAYOUT_FUZZ_TARGET=$target "$binary" -merge=1 "${options[@]}" "$merged" "Fuzz/corpus/$target" "$corpus" >/dev/null 2>&1 || true
        find "Fuzz/corpus/$target" -type f -delete
        find "$merged" -type f -size -8k -exec cp {} "Fuzz/corpus/$target/" \;
        echo "fuzz.sh: $target: committed corpus of $(ls "Fuzz/corpus/$target" | wc -l) inputs ($(du -sh "Fuzz/corpus/$target" | cut -f1))"
    fi
}

for target in documents ib uikit-log; do
    [ -n "$only" ] && [ "$only" != "$target" ] && continue
    share=$(( seconds / 5 )); [ "$target" = documents ] && share=$(( seconds * 3 / 5 )); [ -n "$only" ] && share=$seconds
    case $target in
        documents) run_target documents "$share" Fuzz/layout.dict 102400 Fuzz/regressions Fuzz/seeds ;;
        ib) run_target ib "$share" Fuzz/ib.dict 65536 Fuzz/regressions-ib Fuzz/seeds-ib ;;
        uikit-log) run_target uikit-log "$share" "" 32768 Fuzz/regressions-uikit-log Fuzz/seeds-uikit-log ;;
    esac
done

# Every PNG decodes: a sample of the documents' corpus drawn with the tool and checked.
if [ -z "$only" ] || [ "$only" = documents ]; then
    tool=""
    for candidate in .build/release/snaplayout .build/debug/snaplayout; do [ -x "$candidate" ] && tool=$candidate && break; done
    if [ -n "$tool" ] && command -v rsvg-convert >/dev/null && command -v python3 >/dev/null; then
        python3 scripts/check-png.py "$tool" Fuzz/corpus/documents 60 || findings=1
    else
        echo "fuzz.sh: pictures: no snaplayout build, rsvg-convert or python3: PNG decoding skipped"
    fi
fi

found=$(ls Fuzz/regressions Fuzz/regressions-ib Fuzz/regressions-uikit-log 2>/dev/null | grep -E '^(crash|timeout|oom|leak|slow-unit)-' || true)
if [ -n "$found" ] || [ "$findings" != 0 ]; then
    echo "fuzz.sh: findings (kept in Fuzz/regressions*/, replayed by FuzzRegressionTests):"
    echo "$found"
    exit 1
fi
echo "fuzz.sh: no findings"

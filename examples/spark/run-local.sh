#!/usr/bin/env bash
# Runs examples/spark/solve_layouts.py in Spark's local mode and checks that its output is, byte for
# byte, what one `snaplayout solve -` prints for the same input. Exit 0 when they are identical,
# 1 when they are not (or a run failed).
#
#   examples/spark/run-local.sh
#   DOCUMENTS=200000 RUNS=5 examples/spark/run-local.sh
#
# Settings (environment):
#   DOCUMENTS   documents in the generated input (default 20000)
#   RUNS        runs of each side; times are printed for each, with the median (default 1)
#   MASTER      Spark master (default local[2]); local-cluster[2,1,1024] starts separate executor
#               processes and ships the binary to them with --files, as a cluster would
#   PARTITIONS  minPartitions for sc.textFile (default: Spark's)
#   JOBS        snaplayout solve --jobs of the single-process run (default 2)
#   SNAPLAYOUT  the binary (default .build/release/snaplayout, built with
#               `swift build -c release --product snaplayout` when missing)
#   KEEP        a directory to keep the input and outputs in (default: a temporary one, removed)
#
# Needs Java 8, 11 or 17 (Spark 3.5) and PySpark: installed with pip when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

DOCUMENTS=${DOCUMENTS:-20000}
RUNS=${RUNS:-1}
MASTER=${MASTER:-local[2]}
PARTITIONS=${PARTITIONS:-}
JOBS=${JOBS:-2}
PYSPARK_REQUIREMENT=${PYSPARK_REQUIREMENT:-pyspark>=3.5,<3.6}
# Spark binds its driver to this machine's own address otherwise; loopback is enough here.
export SPARK_LOCAL_IP=${SPARK_LOCAL_IP:-127.0.0.1}

say() { printf 'run-local: %s\n' "$*" >&2; }

# The binary.
SNAPLAYOUT=${SNAPLAYOUT:-.build/release/snaplayout}
if [ ! -x "$SNAPLAYOUT" ]; then
    say "building $SNAPLAYOUT (swift build -c release --product snaplayout)"
    swift build -c release --product snaplayout
fi
SNAPLAYOUT=$(cd "$(dirname "$SNAPLAYOUT")" && pwd)/$(basename "$SNAPLAYOUT")

# Java and PySpark.
if ! command -v java >/dev/null; then
    say "no java: install a JRE Spark 3.5 supports (8, 11 or 17), e.g. apt-get install openjdk-17-jre-headless"
    exit 1
fi
PYTHON=${PYSPARK_PYTHON:-$(command -v python3)}
export PYSPARK_PYTHON=$PYTHON
if ! "$PYTHON" -c 'import pyspark' 2>/dev/null; then
    say "installing PySpark: $PYTHON -m pip install --quiet '$PYSPARK_REQUIREMENT'"
    "$PYTHON" -m pip install --quiet "$PYSPARK_REQUIREMENT" || {
        say "could not install PySpark; install it yourself: pip install '$PYSPARK_REQUIREMENT'"
        exit 1
    }
fi
SPARK_HOME=$("$PYTHON" -c 'from pyspark.find_spark_home import _find_spark_home; print(_find_spark_home())')
export SPARK_HOME
say "$(java -version 2>&1 | head -1), PySpark $("$PYTHON" -c 'import pyspark; print(pyspark.__version__)'), master $MASTER"

if [ -n "${KEEP:-}" ]; then
    WORK=$KEEP
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi

# The input: the repository's examples, each on one line, repeated to DOCUMENTS documents. Every
# document gets a name of its own (NAME#LINE): an unnamed document read from standard input is
# named stdin#N, and N counts from 1 again in every partition. The one in the middle is broken
# (a constraint with '='), so that a document with status "error" is part of the check.
"$PYTHON" - "$DOCUMENTS" "$WORK/input.jsonl" <<'EOF'
import glob, json, sys
count, path = int(sys.argv[1]), sys.argv[2]
documents = [json.load(open(f)) for f in sorted(glob.glob("examples/*.json"))]
with open(path, "w") as out:
    for line in range(1, count + 1):
        if line == (count + 1) // 2:
            document = {"name": "broken", "size": [100, 100], "views": [{"id": "root"}],
                        "constraints": ["root.width = 3"]}
        else:
            document = dict(documents[(line - 1) % len(documents)])
        document["name"] = f"{document.get('name', 'document')}#{line}"
        out.write(json.dumps(document, separators=(",", ":")) + "\n")
EOF
say "input: $DOCUMENTS documents, $(wc -c < "$WORK/input.jsonl") bytes"

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
rate() { awk -v n="$DOCUMENTS" -v s="$1" 'BEGIN { printf "%.0f", n / s }'; }

spark_args=(--master "$MASTER" --conf spark.ui.enabled=false)
job_args=(--snaplayout "$SNAPLAYOUT")
case $MASTER in
local-cluster*)
    # Separate executor processes: ship the binary as a cluster job would, and run it from the
    # executor's working directory, where Spark puts --files.
    spark_args+=(--files "$SNAPLAYOUT")
    job_args=(--snaplayout ./snaplayout)
    ;;
esac
[ -z "$PARTITIONS" ] || job_args+=(--partitions "$PARTITIONS")

status=0
spark_times=() job_times=() single_times=()
for run in $(seq 1 "$RUNS"); do
    rm -rf "$WORK/spark-out"
    start=$(now)
    if ! "$SPARK_HOME/bin/spark-submit" "${spark_args[@]}" examples/spark/solve_layouts.py \
            "${job_args[@]}" "$WORK/input.jsonl" "$WORK/spark-out" > "$WORK/spark.log" 2>&1; then
        tail -20 "$WORK/spark.log" >&2
        say "the Spark job failed (its log: $WORK/spark.log)"
        exit 1
    fi
    spark_times+=("$(seconds "$start" "$(now)")")
    job_times+=("$(sed -n 's/^solve_layouts: .*, \([0-9.]*\) s in the job.*/\1/p' "$WORK/spark.log")")
    partitions=$(sed -n 's/^solve_layouts: \([0-9]*\) partitions.*/\1/p' "$WORK/spark.log")
    case $MASTER in
    local-cluster*)
        # local-cluster keeps each executor's working directory under $SPARK_HOME/work.
        app=$(grep -o 'app-[0-9]*-[0-9]*' "$WORK/spark.log" | head -1 || true)
        [ -z "$app" ] || rm -rf "${SPARK_HOME:?}/work/$app"
        rmdir "$SPARK_HOME/work" 2>/dev/null || true
        ;;
    esac
    # part-NNNNN is partition NNNNN: concatenated in the order of their numbers, they are the
    # input's order (sort -V for 100 000 parts or more, where the names outgrow five digits).
    find "$WORK/spark-out" -name 'part-*' | sort -V | xargs cat > "$WORK/spark.jsonl"

    start=$(now)
    single_status=0
    "$SNAPLAYOUT" solve --jobs "$JOBS" - < "$WORK/input.jsonl" > "$WORK/single.jsonl" || single_status=$?
    single_times+=("$(seconds "$start" "$(now)")")
    if [ "$single_status" -gt 1 ]; then
        say "snaplayout solve exited with status $single_status"
        exit 1
    fi

    if cmp -s "$WORK/spark.jsonl" "$WORK/single.jsonl"; then
        say "run $run: identical ($(wc -l < "$WORK/single.jsonl") lines): Spark $MASTER ${spark_times[-1]} s (${job_times[-1]} s in the job, $partitions partitions), snaplayout solve --jobs $JOBS ${single_times[-1]} s"
    else
        say "run $run: the outputs DIFFER: $(cmp "$WORK/spark.jsonl" "$WORK/single.jsonl" 2>&1 | head -1)$([ -n "${KEEP:-}" ] || echo ' (KEEP=DIR keeps both)')"
        status=1
    fi
done

spark_median=$(median "${spark_times[@]}")
job_median=$(median "${job_times[@]}")
single_median=$(median "${single_times[@]}")
say "medians of $RUNS: spark-submit --master $MASTER $spark_median s ($(rate "$spark_median") documents/s; in the job $job_median s, $(rate "$job_median") documents/s); snaplayout solve --jobs $JOBS $single_median s ($(rate "$single_median") documents/s)"
if [ "$status" -eq 0 ]; then
    say "OK: Spark's output is byte-identical to one snaplayout solve"
else
    say "FAILED: Spark's output differs from one snaplayout solve"
fi
exit "$status"

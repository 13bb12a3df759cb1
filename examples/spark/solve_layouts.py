#!/usr/bin/env python3
"""Solve a JSON Lines file of layout documents on Spark, one `snaplayout solve -` per partition.

    spark-submit --master local[2] examples/spark/solve_layouts.py \
        --snaplayout "$PWD/.build/release/snaplayout" INPUT.jsonl OUTPUT_DIR

Spark reads INPUT (any path or URI `sc.textFile` takes: a local file, hdfs://, s3a://, a glob) into
partitions of whole lines, pipes each non-empty partition through `snaplayout solve -` with
`RDD.pipe`, and writes the result lines with `saveAsTextFile` into OUTPUT_DIR as part-00000,
part-00001, ... Results keep the input's order: a pipe keeps the order within its partition, the
partitions are the input's consecutive byte ranges, and part-NNNNN is partition NNNNN, so the part
files concatenated in the order of their numbers (`cat OUTPUT_DIR/part-*` for fewer than 100 000
of them, `hdfs dfs -getmerge`) are what `snaplayout solve - < INPUT` prints, byte for byte, as
long as every document has a "name" (see docs/scaling.md).

The binary has to be on every executor. In local mode, give its absolute path. On a cluster,
either install it on the executors' image (an absolute path again) or ship it with
`spark-submit --files /path/to/snaplayout` and give `--snaplayout ./snaplayout`: Spark puts
`--files` in each executor's working directory, which is where the Python workers, and so the
piped commands, run.
"""

import argparse
import shlex
import sys
import time

from pyspark import SparkConf, SparkContext

# Runs once per partition, as the piped command. It starts snaplayout only when the partition has
# a line: `snaplayout solve -` given nothing reports an error document ("holds no document"), and
# an empty partition (an input smaller than its partitions, a byte range that holds no line start)
# must give no line at all. The first line is read and put back in front of the rest. Exit status 1
# means some documents had status "error": those are result lines like any other, so it is passed
# on as 0; anything else (a usage error, a crash, a signal) fails the task, and Spark runs it again.
PARTITION_GUARD = r"""
IFS= read -r first || exit 0
{ printf '%s\n' "$first"; exec cat; } | "$@"
status=$?
[ "$status" -le 1 ] || exit "$status"
exit 0
"""


def solve_command(snaplayout, jobs, extra):
    """The command line RDD.pipe runs for each partition."""
    solve = [snaplayout, "solve", "--jobs", str(jobs), *extra, "-"]
    return shlex.join(["/bin/sh", "-c", PARTITION_GUARD, "snaplayout-partition", *solve])


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", help="JSON Lines input: a path or URI sc.textFile reads")
    parser.add_argument("output_dir", help="a directory to create with saveAsTextFile (part-NNNNN)")
    parser.add_argument("--snaplayout", required=True,
                        help="the snaplayout binary as the executors see it: an absolute path, "
                             "or ./snaplayout when shipped with spark-submit --files")
    parser.add_argument("--partitions", type=int, default=None,
                        help="minPartitions for sc.textFile (default: Spark's, at least 2)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="snaplayout solve --jobs in each task (default 1: Spark already runs "
                             "one task per core; raise it with spark.task.cpus)")
    parser.add_argument("--ld-library-path", default=None,
                        help="LD_LIBRARY_PATH for snaplayout on the executors, for shared "
                             "libraries shipped with --files (e.g. '.')")
    parser.add_argument("--solve-option", action="append", default=[],
                        help="an extra option for snaplayout solve (repeatable), "
                             "e.g. --solve-option=--check-ambiguity")
    args = parser.parse_args(argv)

    sc = SparkContext(conf=SparkConf().setAppName("snaplayout-solve"))
    started = time.monotonic()

    if args.partitions is None:
        lines = sc.textFile(args.input)
    else:
        lines = sc.textFile(args.input, minPartitions=args.partitions)
    # White-space lines separate nothing in JSON Lines; dropping them keeps a partition of blank
    # lines from reaching snaplayout (which would report "holds no document" for it).
    documents = lines.filter(lambda line: line.strip() != "")

    # RDD.pipe runs the command with exactly this environment (none is inherited).
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin"}
    if args.ld_library_path:
        env["LD_LIBRARY_PATH"] = args.ld_library_path
    command = solve_command(args.snaplayout, args.jobs, args.solve_option)
    results = documents.pipe(command, env=env, checkCode=True)
    results.saveAsTextFile(args.output_dir)

    elapsed = time.monotonic() - started
    partitions = lines.getNumPartitions()
    sc.stop()
    print(f"solve_layouts: {partitions} partitions, {elapsed:.2f} s in the job "
          f"(after Spark's start-up); results in {args.output_dir}/part-*", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])

#!/bin/sh
# identical-outputs.sh REF NEW [INPUT...]: runs two snaplayout binaries on the same inputs through
# every subcommand that solves (solve, solve --check-ambiguity, explain, compare, render as SVG),
# with both solvers, and says whether every output is byte for byte the same. With no INPUT: the
# shared corpus (Interface Builder documents, stack scenes) and examples/. Exit status 1 on any
# difference, listing the runs that differ.
set -u
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
ref=$(absolute "$1") new=$(absolute "$2")
shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    set -- "$here/../shared/corpus/ib/docs" "$here/../shared/corpus/ib/stack-docs" "$here/examples"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
differ=0
run() { # NAME ARGUMENTS...: the same run with both binaries, outputs compared
    name=$1
    shift
    mkdir -p "$work/ref/$name" "$work/new/$name"
    (cd "$work/ref/$name" && "$ref" "$@" --jobs 1 -q > out.txt 2> err.txt; echo "$?" > status.txt)
    (cd "$work/new/$name" && "$new" "$@" --jobs 1 -q > out.txt 2> err.txt; echo "$?" > status.txt)
    if diff -r "$work/ref/$name" "$work/new/$name" > /dev/null; then
        echo "identical  $name"
    else
        echo "DIFFERENT  $name"
        differ=1
    fi
}
for input in "$@"; do
    label=$(basename "$input")
    for solver in glpk cassowary; do
        run "$label-solve-$solver" solve --solver "$solver" "$input"
        run "$label-ambiguity-$solver" solve --check-ambiguity --solver "$solver" "$input"
        run "$label-explain-$solver" explain --solver "$solver" "$input"
        run "$label-render-$solver" render --solver "$solver" --output picture.svg "$input"
    done
    run "$label-compare" compare "$input"
done
exit $differ

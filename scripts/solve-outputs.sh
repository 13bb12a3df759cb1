#!/bin/bash
# Solves the reference documents with one snaplayout binary and writes every output to a folder,
# so that two builds can be compared byte for byte (`diff -r BEFORE_DIR AFTER_DIR`).
#
#     scripts/solve-outputs.sh BINARY OUTPUT_DIR FAMILY_DOCS_DIR [CORPUS_DIR]
#
# Documents: examples/*.json, the layout families in FAMILY_DOCS_DIR (from generate-layouts), and
# the IB corpus (CORPUS_DIR/docs and CORPUS_DIR/stack-docs, `*.expected.json` left out), each with
# GLPK, GLPK with --check-ambiguity, and Cassowary; then `snaplayout compare` on the corpus.
set -u
binary=$1; out=$2; families=$3; corpus=${4:-../shared/corpus/ib}
mkdir -p "$out"
run() { # name, then arguments
    name=$1; shift
    "$binary" "$@" > "$out/$name.out" 2> "$out/$name.err"; echo "exit $?" >> "$out/$name.out"
}
# Some corpus file names hold spaces: read them one a line into arrays.
mapfile -t corpus_docs < <(find "$corpus/docs" -name '*.json' ! -name '*.expected.json' | LC_ALL=C sort)
mapfile -t stack_docs < <(find "$corpus/stack-docs" -name '*.json' ! -name '*.expected.json' | LC_ALL=C sort)
for solver in glpk cassowary; do
    run "examples-$solver" solve --jobs 1 --solver $solver examples/*.json
    run "examples-$solver-ambiguity" solve --jobs 1 --solver $solver --check-ambiguity examples/*.json
    run "ib-$solver" solve --jobs 1 --solver $solver "${corpus_docs[@]}"
    run "ib-$solver-ambiguity" solve --jobs 1 --solver $solver --check-ambiguity "${corpus_docs[@]}"
    run "stack-$solver" solve --jobs 1 --solver $solver "${stack_docs[@]}"
    for doc in "$families"/*.json; do
        run "$(basename "$doc" .json)-$solver" solve --jobs 1 --solver $solver "$doc"
    done
done
for doc in "$families"/*-1000.json; do
    run "$(basename "$doc" .json)-glpk-ambiguity" solve --jobs 1 --check-ambiguity "$doc"
done
run compare-examples compare examples/*.json
run compare-ib compare "${corpus_docs[@]}"
run compare-stack compare "${stack_docs[@]}"

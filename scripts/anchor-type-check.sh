#!/bin/sh
# Checks that anchor misuse UIKit rejects at compile time is rejected here too: each line of
# scripts/anchor-type-errors.swift must fail to type-check against the built modules.
# Usage: sh scripts/anchor-type-check.sh [SCRATCH_PATH]   (default .build; build first)
set -eu
scratch=${1:-.build}
file=scripts/anchor-type-errors.swift
expected=$(grep -c '^_ = ' "$file")
errors=$(swiftc -typecheck -I "$scratch/debug/Modules" -I CSolverShim "$file" 2>&1 | grep -c ': error:' || true)
if [ "$errors" -ne "$expected" ]; then
    echo "expected $expected type errors, found $errors" >&2
    exit 1
fi
echo "all $expected misuses rejected at compile time"

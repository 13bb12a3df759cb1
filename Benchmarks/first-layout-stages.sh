#!/bin/bash
# Issue 20, target 3: the instructions of one first layout, stage by stage, counted by callgrind
# inside each stage's function (the difference of 61 and 11 rounds of `screen-timing`, over 50):
#   layout     LayoutEngine.layoutIfNeeded, the whole pass
#   update     the update pass (updateConstraintsIfNeeded)
#   capture    view tree -> LayoutSnapshot (LayoutView.captureLayout)
#   build      LayoutSnapshot -> LinearSystem (LayoutSnapshot.linearSystem)
#   separable  the solve without the solver (LinearSystem.separableSolution)
#   flat       a first layout's rows made straight into the separable solve and solved, or the
#              system built when not separable (LayoutSnapshot.separableLayoutOrSystem); a pass
#              through it calls neither build nor separable
# usage: Benchmarks/first-layout-stages.sh SCREEN-TIMING-BINARY [screen10,screen50] [glpk|cassowary]
set -eu
binary=$1 families=${2:-screen10,screen50} solver=${3:-cassowary}
stages=(
    'layout:$s16SnapLayoutEngine0bC0C14layoutIfNeededyy0aB5Model0B4ViewCF'
    'update:$s15SnapLayoutModel0B4ViewC25updateConstraintsIfNeededyyF'
    'capture:$s15SnapLayoutModel0B4ViewC07captureB07fittingAA08CapturedB0VAA0B8SnapshotV7FittingVSg_tF'
    'build:$s15SnapLayoutModel0B8SnapshotV0aB12LinearSystemE06linearF0AD0eF0VyAA0B5ErrorVYKF'
    'separable:$s22SnapLayoutLinearSystem0cD0V17separableSolutionSaySdGSgyF'
    'flat:$s15SnapLayoutModel0B8SnapshotV0aB12LinearSystemE09separableb2OrF0AD09SeparablebhF0OyAA0B5ErrorVYKF'
)
count() {
    ONLY=first valgrind --tool=callgrind --toggle-collect="$1" --callgrind-out-file=/dev/null "$binary" "$2" "$3" "$solver" 2>&1 \
        | awk '/I *refs:/ { gsub(",", "", $4); print $4 }'
}
for family in ${families//,/ }; do
    for stage in "${stages[@]}"; do
        few=$(count "${stage#*:}" 11 "$family")
        many=$(count "${stage#*:}" 61 "$family")
        echo "$family $solver ${stage%%:*} $(( (many - few) / 50 ))"
    done
done

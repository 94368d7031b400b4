#!/usr/bin/env bash
# Writes a database with several games in every variant, as the build before the seams refactor does.
set -u
B=${B:-/tmp/ogre-old}  # the build before the seams refactor (commit f05a94e)
DB=$1
rm -f "$DB" "$DB"-wal "$DB"-shm
game() { # variant scale seed scenario commands...
  local v=$1 s=$2 seed=$3 sc=$4; shift 4
  $B new --db "$DB" --rules "$v" --scale "$s" --seed "$seed" --scenario "$sc" --name "golden $v $sc" >/dev/null || exit 1
  for c in "$@"; do $B do --db "$DB" "$c" >/dev/null 2>>/tmp/golden-refused.txt || echo "refused ($v): $c" >>/tmp/golden-refused.txt; done
}
: >/tmp/golden-refused.txt
COMMON=(
 "add gev x2 as G" "add infantry squads 3 as INF" "add mark-iv as MK4 side ogre" "add militia squads 2 as ML"
 "next" "enter MK3 forest" "ram MK3 HVY1 die 2" "undo" "redo"
 "next" "fire MK3.main1 at HVY2 die 1" "fire MK3.secondary1,MK3.secondary2 at G1 die 3" "fire MK3.missile1 at INF with ML die 1 1"
 "fire MK3.ap1 at INF2 die 2" "note a note, with \"quotes\" and ünïcode" "undo" "next"
 "next" "next" "enter G2 swamp die 2" "enter GEV1 forest die 6" "next" "fire HVY2 at MK3.treads die 5" "fire GEV2 at MK3.main1 die 6" "fire INF1 at MK3.secondary3 die 1"
 "override fire HVY3 at MK3.treads die 6" "undo" "undo" "redo" "next" "next" "next" "overrun MK3 at INF3,INF4" "fire INF3:1 at MK3.secondary2 die 4"
 "next" "fire MK3.ap2 at INF3 die 5" "next" "fire MK3.secondary4 at INF4 die 2" "next" "ram MK3 INF4" "overrun end" "next"
 "fire MK4.main1 at HVY3 die 2" "fire MK4.rack1 at GEV3 die 3" "fire MK4.secondary1 at GEV4" "next" "next"
 "terrain HVY2 town" "free G2" "next" "next" "fire HVY2 at MK4.treads" "fire GEV4,MSL1 at MK4.secondary2 die 4" "next" "next"
 "next" "next" "undo" "redo"
)
game published hex 11 quick "${COMMON[@]}"
game classic inch 12 quick "${COMMON[@]}" "add superheavy as SH side defence"
game lite inch 13 quick "${COMMON[@]}"
game published inch 14 hare-and-hounds "next" "next" "next" "next" "next" "note second game" "undo"
game classic hex 15 gang-bang "next" "next" "undo" "undo" "redo"

#!/usr/bin/env bash
# Writes games.db and the expected outputs beside it, as the build before the
# engine core refactor (issue 19) writes and prints them: three games, one in each
# rules variant (published, classic, lite), with cruise missiles, walkers,
# EMP, overruns, rams, corrections, notes, undo and redo, typed and seeded dice.
#
# Usage: B=/tmp/ogre-precore make.sh [DIR]   (DIR: where to write, this folder
# by default). The build is commit 48efd2d: go build -o /tmp/ogre-precore ./cmd/ogretable
# Never run it again to refresh the expected files: they are that build's output.
#
# Every command must be accepted, but those written "!COMMAND": the few refused
# on purpose (a refusal writes nothing to the log), which must be refused. Any
# other outcome is written to $REFUSED and the script exits 1.
set -u
B=${B:-/tmp/ogre-precore}
DIR=${1:-$(cd "$(dirname "$0")" && pwd)}
DB=$DIR/games.db
REFUSED=${REFUSED:-/tmp/precore-refused.txt}
MEANT=${MEANT:-/tmp/precore-refused-as-meant.txt}
rm -f "$DB" "$DB"-wal "$DB"-shm
: >"$REFUSED"
: >"$MEANT"
export TZ=UTC

ID=0
game() { # variant scale seed walkers commands...
	local v=$1 s=$2 seed=$3 w=$4 c out
	shift 4
	ID=$((ID + 1))
	$B new --db "$DB" --rules "$v" --scale "$s" --seed "$seed" --walkers "$w" --scenario quick --name "pre-core $v" >/dev/null || exit 1
	for c in "$@"; do
		if [[ $c == '!'* ]]; then
			if out=$($B do --db "$DB" --game "$ID" "${c#!}" 2>&1); then
				echo "accepted, though meant to be refused (game $ID, $v): ${c#!}: $out" >>"$REFUSED"
			else
				echo "refused as meant (game $ID, $v): ${c#!}: $out" >>"$MEANT"
			fi
		elif ! out=$($B do --db "$DB" --game "$ID" "$c" 2>&1); then
			echo "refused (game $ID, $v): $c: $out" >>"$REFUSED"
		fi
	done
}

# Two walker designs saved in the database (000 FAQ, Walkers, 4.0 Buying
# Walkers; 5.0 Optional Walker Rules): a land-air walker and a jumpjet walker.
$B walker save Skylark --db "$DB" --generation late --attack 4 --defense 4 --range 2 --move 4 --lat --notes "a land-air walker" >/dev/null || exit 1
$B walker save Hoplite --db "$DB" --generation early --attack 4 --defense 2 --range 2 --move 3 --jumpjets >/dev/null || exit 1

# Game 1: published rules, hexes, every optional walker rule. The quick
# scenario gives MK3 (ogre) against CP1, HVY1-3, MSL1-3, GEV1-4, HWZ1, INF1-6.
# A salvo from two crawlers (one a dummy), a Mark VII and a superheavy's
# minimissile: an interception and a lucky blast, a dud, a blast on an Ogre,
# a hit that falls; the defence's crawler's blast on MK3. An EMP pulse; a
# land-air walker flying, then landing; a jumpjet walker on, then off; split
# walker attacks; a ram in movement each turn; an overrun with a walker in it.
# Refused on purpose: "enter GEV4 forest" (GEV4 is disabled and cannot move).
game published hex 101 all \
	"add missile-crawler x2 as CMC side ogre" "add mark-vii as MK7 side ogre" "add superheavy-tank as SH side ogre" \
	"add emp-tank as EMP side ogre" "add walker:skylark as SKY side ogre" "add walker:hoplite as HOP side ogre" \
	"add late-walker as LW side defence" "add laser-tank as LZ" "add mark-ii as DOG side defence" "add missile-crawler as DCM side defence" \
	"form SKY air" "note the ogre's raiders form up, \"Skylark\" in the air" \
	"next" \
	"jets HOP on" "enter HOP cliff" "enter MK3 forest" "ram MK3 HVY1 die 2" "undo" "redo" \
	"next" \
	"launch CMC1 and CMC2 dummy and MK7 and SH mini" \
	"intercept M1 by LZ,HVY2 flown 8 die 6 6" "lucky M1 die 6" "blast M1 flown 8 at HVY2:1,GEV1:2:forest,INF1:3:town" \
	"intercept M2 by HVY3 die 1 1" "blast M2 flown 11 at HVY3:0" \
	"intercept M3 by DOG.main1,DOG.secondary1 flown 12 die 2 3 4 1" "blast M3 flown 12 at DOG:2,GEV2:4" \
	"intercept M4 by INF2:1 die 6 6" "lucky M4 die 3" \
	"emp EMP at GEV3,GEV4,HVY3,MK3" \
	"fire SKY:2 at MSL1 die 3" "fire SKY:2 at MSL2" "fire HOP:2 at INF2 die 5" "fire HOP:2 at INF3" \
	"fire MK3.main1 at HVY3 die 1" "fire MK3.secondary1,MK3.secondary2 at MSL3 die 4" "fire MK7.ogre-howitzer1 at LW die 2" \
	"next" "next" "next" \
	"!enter GEV4 forest" \
	"next" \
	"fire LW:4 at HOP die 1" "fire LW:4 at SKY" "fire LZ at MK7.ogre-howitzer2 die 6" "fire INF4 at MK3.treads die 4" "fire INF5 at MK3.treads" \
	"launch DCM" "intercept M5 by MK3.missile1,MK3.secondary3 flown 6 die 3 3 2 2" "blast M5 flown 6 at MK3:4,SH:3" \
	"correct MK3 treads 40 because the tread was not crossed off" "correct INF5 squads 2 because a squad was taken off the table" \
	"correct HVY3 status ok because the pulse did not reach it" "correct defence vp 40 because the referee recounted" \
	"remove HWZ1 because it was never on the table" "restore HWZ1 because it was on the table after all" \
	"note a note, undone" "undo" "note the defence's turn ends" \
	"next" "next" \
	"form SKY land" \
	"next" \
	"jets HOP off" "ram MK3 HVY3" \
	"overrun MK3,HOP at INF3,INF4" "fire HOP:2 at INF4 die 6" \
	"next" "fire INF3:1 at MK3.secondary4 die 4" "fire INF4:1 at HOP die 1" "undo" "redo" \
	"next" "fire MK3.secondary2 at INF3" "fire MK3.ap2,MK3.ap3 at INF4" "overrun end" \
	"next" "fire SKY at HWZ1" "next" "next" "next"

# Game 2: classic rules, inches, the jumpjets and land-air walker rules.
# A crawler's three minimissiles (one knocks another down, one is hit and
# blasts where it was), a dual warhead split in two, an off-board
# minimissile, an interceptor that cannot roll, the defence's off-board
# missile on MK3; a ram in an overrun after the Ogre's first fire round; an
# EMP pulse on walkers; corrections of status (until a turn, terrain, stuck)
# and VP; a terrain recovery with a typed die.
game classic inch 202 jumpjets,lat \
	"add missile-crawler-mcm as MC side ogre" "add missile-crawler as CMC side ogre" "add early-walker as EW side ogre" \
	"add walker:hoplite as HOP side ogre" "add walker:skylark as SKY side defence" "add superheavy-tank as SH side defence" \
	"add emp-tank as EMP side defence" "note classic rules, in inches" \
	"next" \
	"jets HOP on" "enter MC swamp die 6" \
	"overrun MK3 at HVY1,INF1" "fire HVY1 at MK3.main1 die 2" "fire INF1:1 at MK3.ap1 die 5" \
	"next" "fire MK3.secondary1 at INF1" "next" "ram MK3 HVY1" "overrun end" \
	"next" \
	"launch MC x3 and CMC dual and offboard ogre mini" \
	"intercept M1 by HVY2,GEV1 flown 20 die 1 2" "blast M1 flown 20 at GEV1:3,GEV2:12 lost M2" \
	"split M4 flown 16" "blast M4A flown 20 at INF3:2,HVY3:4" "blast M4B flown 20 at CP1:6 hexes town:2" \
	"intercept M3 by INF5:1,INF5:2 die 6 6" "lucky M3 die 6" "blast M3 at INF5:0" \
	"intercept M5 by MSL3 die 2 2" "blast M5 at SH:2,MSL1:5" \
	"fire EW:3 at GEV3 die 2" "fire EW:3 at GEV4" "fire HOP at MSL2" \
	"next" "next" \
	"form SKY air" \
	"next" "next" \
	"emp EMP at HOP,EW,MK3" "fire SKY:2 at HOP die 3" "fire SKY:2 at EW" \
	"launch offboard defence" "intercept M6 by MK3.missile1 die 2 2" "blast M6 flown 30 at MK3:4" \
	"correct HOP status disabled until 3 because the referee ruled it" "correct ogre vp 6 because the referee says so" \
	"correct MC status disabled terrain because it failed its swamp roll" "correct INF2 status stuck because it was stuck in the swamp" \
	"note undone, then redone" "undo" "redo" \
	"next" "next die 3" "next"

# Game 3: lite rules, hexes, the jumpjets and legs walker rules; it ends,
# and the end is undone and redone. An overrun on a whole infantry stack, a
# ram after the first fire round; a blast on an Ogre that catches the second
# missile of the salvo; EMP; a unit removed from play.
# Refused on purpose: "ram MK3 HVY1" in the defenders' first fire round (an
# Ogre rams only after its first fire round: 003 Ogre Lite, RAMMING).
game lite hex 303 jumpjets,legs \
	"add missile-crawler x2 as CMC side ogre" "add emp-tank as EMP side ogre" "add walker:hoplite as HOP side ogre" \
	"add early-walker as EW side defence" "add mark-ii as DOG side defence" \
	"next" \
	"jets HOP on" \
	"overrun MK3 at HVY1,INF1" "!ram MK3 HVY1" "fire HVY1 at MK3.secondary1 die 3" "fire INF1 at MK3.ap1" \
	"next" "fire MK3.main1 at INF1 die 2" "next" "ram MK3 HVY1 die 4" \
	"next" \
	"launch CMC1 and CMC2" "intercept M1 by HVY2 flown 4 die 3 3" "blast M1 flown 9 at HVY2:1,DOG:3 caught M2" "lucky M2 die 2" \
	"emp EMP at GEV1,HVY3" "fire HOP:1 at GEV3 die 6" "fire HOP:3 at GEV4" "fire MK3.missile1 at EW" \
	"next" "next" "next" "next" \
	"fire EW:3 at HOP die 2" "fire EW:3 at MK3.treads" "fire MSL1 at MK3.secondary2 die 5" \
	"correct MK3 treads 44 because a tread was crossed off twice" "correct GEV1 status ok because the pulse did not reach it" \
	"remove GEV2 because it was never on the table" "note GEV2 was a counter left on the map" \
	"undo" "undo" "redo" \
	"next" "next" \
	"end the referee calls time" "undo" "redo"

cd "$DIR" || exit 1
$B walker list --db "$DB" >walkers.txt || exit 1
for id in $(seq 1 $ID); do
	$B state --db "$DB" --game "$id" --json >"game$id-state.json" || exit 1
	$B state --db "$DB" --game "$id" >"game$id-state.txt" || exit 1
	for f in json text csv; do
		$B log --db "$DB" --game "$id" --format "$f" >"game$id-log.${f/text/txt}" || exit 1
	done
	rm -f "game$id.jsonl"
	$B export --db "$DB" --game "$id" -o "game$id.jsonl" >/dev/null || exit 1
done
# The last program to close games.db checkpointed its WAL into it: an empty
# WAL and its index are all that is left beside it.
if [[ -s $DB-wal ]]; then
	echo "$DB-wal is not empty: games.db alone would not hold every game" >&2
	exit 1
fi
rm -f "$DB"-wal "$DB"-shm
if [[ -s $REFUSED ]]; then
	cat "$REFUSED" >&2
	exit 1
fi

#!/usr/bin/env bash
# Writes BUILD-dsii.jsonl and BUILD-ffot.jsonl beside it: a game of OGRE for DSII and one of
# FFOTigers played and exported by an earlier build, one before their logs had versions
# (engine.LogVersioner), so that their events are worded and sided as that build logged them.
#
# Usage: B=/tmp/ogre-BUILD BUILD=d82c4ba make.sh [DIR]   (DIR: where to write, this folder by
# default). The builds are d82c4ba (before issue 22's and 23's first playtest fixes) and ef3213d
# (between the first fixes and the second): git worktree add /tmp/src-BUILD BUILD, then
# go build -o /tmp/ogre-BUILD ./cmd/ogretable there. Never run it again to refresh the files:
# they are those builds' output.
#
# The house rules are this folder's: house.toml (a Mark I design and a cup of chits, which 002
# does not give) and ffot-stands.toml (templates/examples/ffot-stands.toml as both builds had
# it). Each game records what it uses, so its file imports whatever templates are loaded.
# Every command must be accepted; any refusal is printed and the script exits 1.
set -u
B=${B:?the binary of the build}
BUILD=${BUILD:?the build commit}
DIR=${1:-$(cd "$(dirname "$0")" && pwd)}
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
DB=$TMP/games.db
mkdir -p "$TMP/house"
cp "$HERE/house.toml" "$HERE/ffot-stands.toml" "$TMP/house/"
export TZ=UTC OGRETABLE_TEMPLATES=$TMP/house
fail=0
run() { # game commands...
	local id=$1 c out
	shift
	for c in "$@"; do
		if ! out=$($B do --db "$DB" --game "$id" "$c" 2>&1); then
			echo "refused (game $id): $c: $out"
			fail=1
		fi
	done
}

# Game 1, OGRE for DSII: a Mark V against a house Mark I and two heavy tanks. Batteries
# activate (their weapon named since), chits are drawn from the cup (their dice listed since),
# hits come with and without an attacker (an FSD by a vehicle and by an Ogre), a tread module is
# Damaged with an M, a Reaction Test fails, a SMAK round is fired by artillery and by an Ogre's
# missile after a TAS and a launch with one abort, a tread module rams a vehicle and the
# referee destroys it, an air defence shot at one air target, 1 valid point; undo and redo of
# an activation and of "next".
$B new --db "$DB" --rules dsii --seed 22 --name "DSII of an earlier build" >/dev/null || exit 1
run 1 "add dsii-mark-v as MK5 side ogre" "add house-mark-i as MK1 side defence" "add heavy-tank x2 as HT side defence" \
	"note the Mark V comes on from the north edge" \
	"activate MK5.tread1" "activate MK1.main1" "activate MK5.secondary1" "undo" "redo" "activate MK5.em" \
	"hit MK1.tread1 red3,yellow1" "hit MK1.main1 draw 2" "hit MK1.tread1 draw 1 by MK5.secondary1" "hit MK5.secondary3 ko by HT1" \
	"hit MK1.tread1 red3,yellow2,m" "hit MK5.secondary2 ko,fsd by HT1" "hit MK1.rack1 red3,fsd by MK5.secondary1" \
	"react HT1 MK5 fail" \
	"next" "undo" "redo" \
	"activate MK5.main1" "activate MK1.em" "hit MK1.em draw 3 valid red,yellow" \
	"smak MK1.tread1 superior medium draw by HT1" \
	"tas MK5 x2 die 6 5" "launch MK5 abort 1 die 2" "smak MK1.em missile MK5 draw" \
	"activate MK5.tread2" "ram MK5.tread2 HT2 size 3 draw back draw" "destroy HT2 by MK5" \
	"next" "ads MK5.main2" "aa MK5.main2 green die 8 3" "hit MK1.em green1"
$B export --db "$DB" --game 1 -o "$DIR/$BUILD-dsii.jsonl" --force >/dev/null || exit 1

# Game 2, FFOTigers: two heavy tanks and a howitzer against four infantry stands. Units form,
# the attacker is out of command and places a barrage, a stand fires in overwatch in the
# enemy's movement phase, a veteran's fire adjusts its effect dice, the barrage lands (on the
# out-of-command die) and bursts in the enemy's barrage phase, a quality check at the turn's
# end, and a barrage at the same point a turn later (1 adjustment); undo and redo of a fire.
$B new --db "$DB" --rules ffot --seed 7 --name "FFOTigers of an earlier build" >/dev/null || exit 1
run 2 "add heavy-tank x2 as HT side attacker" "add mobile-howitzer as ART side attacker" "add infantry-squad x4 as INF side defender" \
	"unit 1st HT1,HT2 quality veteran hq" "unit arty ART quality veteran" "unit 2nd INF1,INF2,INF3 quality green" "unit 3rd INF4 quality average" \
	"terrain INF1 forest" "terrain INF2 light-woods hull-down" \
	"command die 1" "barrage ART at the ford spotter HT1" \
	"next" "move HT1 quarter toward" "overwatch INF1 at HT1 range 6" "move HT2 quarter toward into open" \
	"next" "fire HT1 at INF1 range 8" "fire HT2 at INF4 range 17 die 1 1" "undo" "redo" \
	"next" "next" \
	"command" "next" "move INF2 quarter away" "note the defence holds the ford" \
	"next" "fire INF4 at HT1 range 5" \
	"next" "land B1 die 5 6" "burst B1 at INF2,INF3,INF4" \
	"next" "command" "barrage ART at the ford spotter HT1" "next"
$B export --db "$DB" --game 2 -o "$DIR/$BUILD-ffot.jsonl" --force >/dev/null || exit 1
exit $fail

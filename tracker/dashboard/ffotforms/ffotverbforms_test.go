package ffotforms

import (
	"encoding/json"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/dashboard/dashboardtest"
	"slices"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// lastLog returns the text of the log's last line.
func lastLog(t *testing.T, s *tracker.Session) string {
	t.Helper()
	lines, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	return lines[len(lines)-1].Text
}

// waitLog waits until the log's last line starts with prefix and the
// dashboard has the command back (its status line says it), so that a key
// pressed next goes to the main screen, not to the command bar as a key
// typed ahead.
func waitLog(t *testing.T, h *dashboardtest.Screen, s *tracker.Session, prefix string) string {
	t.Helper()
	var last string
	h.WaitFor("the log line "+prefix, func(string) bool {
		last = lastLog(t, s)
		return strings.HasPrefix(last, prefix)
	})
	h.WaitText("✓ " + prefix[:min(len(prefix), 30)])
	return last
}

// ffotVerbActions are the actions of FFOTigers' verb forms.
var ffotVerbActions = []dashboard.Action{ActMove, ActOverwatch, ActRout, ActArmyCommand, ActBarrage, ActLand, ActBurst, ActFormUnit, ActTerrain, ActFire, ActOverrun, ActPivot}

// TestFFOTVerbKeysFollowTheSystem: a game of FFOTigers offers a key for
// each of its verbs' forms, a game of the Ogre CRT none of FFOTigers' own,
// the help lists them, and the hint line of a FFOTigers game fits 80
// columns (issue 23: "Keys in the key table, offered only when the game's
// system has the verb").
func TestFFOTVerbKeysFollowTheSystem(t *testing.T) {
	f, c := openFFOT(t).State(), openQuick(t, newMemStore(), engine.Hexes).State()
	offered := func(g *engine.Game) map[dashboard.Action]bool {
		out := map[dashboard.Action]bool{}
		for _, b := range dashboard.BindingsFor(g) {
			out[b.Action] = true
		}
		return out
	}
	fk, ck := offered(f), offered(c)
	for _, a := range ffotVerbActions {
		if !fk[a] {
			t.Errorf("a game of FFOTigers does not offer %q", a)
		}
		if ck[a] && a != ActTerrain && a != ActFire && a != ActOverrun {
			t.Errorf("an Ogre CRT game offers FFOTigers' %q", a)
		}
	}
	help := rowsText(dashboard.HelpRows(dashboard.BindingsFor(f), f.VerbsOf(), 0))
	for _, want := range []string{"move stands (FFOTigers)", "withdraw or rout a unit", "land a barrage", "burst a landed barrage", "pivot a stand of the side not moving", "in FFOTigers a stand over-runs"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help of a FFOTigers game lacks %q", want)
		}
	}
	if w := present.CellsWidth(dashboard.HintCells(dashboard.BindingsFor(f))); w > 80 {
		t.Errorf("the hint line of a FFOTigers game is %d wide, more than 80", w)
	}
}

// TestFFOTMoveForm: the move form says the inches the part of its
// movement allows where the stand goes, that a half move stops its fire,
// and the bog roll's chance before the die; the log line says the inches
// too (issue 23: "today move does not state inches").
func TestFFOTMoveForm(t *testing.T) {
	s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT quality veteran", "unit foot INF quality green", "terrain HT swamp", "next")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("M")
	h.WaitText("Stands (Space)", "Part of its move", "move HT quarter",
		// 004 FFOTigers: "6/4 ... the right number is cross country"; "Woods and
		// swamps cost double for tracked vehicles": a quarter of 4" over 2.
		`HT (tracked, move 6/4, in swamp): up to 0.5" in swamp (4" cross country, cost ×2).`,
		// "The bog roll for a vehicle is "1" for tracked": 1 in 6.
		"It rolls to bog (tracked, bogged 0 times before): 1 or less bogs it down: 16.7%; it goes on 83.3%.")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Keys("a")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	// "stands that did not move or moved less than half ... may fire".
	h.WaitText("move HT half away into open", `HT (tracked, move 6/4, in swamp): up to 2" in open (4" cross country).`,
		"Having moved half, HT may not fire in its fire phase, nor in overwatch")
	h.Key(tcell.KeyEnter)
	h.WaitText("for HT's bog roll: 1 or less bogs it")
	h.Keys("3")
	h.Key(tcell.KeyEnter)
	got := waitLog(t, h, s, "HT moves")
	if want := `HT moves half of its movement away from the enemy (bog roll 3, over 1), into open: up to 2" in open (4" cross country).`; got != want {
		t.Errorf("the log says %q, want %q", got, want)
	}
}

// TestFFOTRoutAndCommandForms: the army command roll's form shows the
// rating, the HQ bonus and the chance; the rout form the unit's check and
// what passing and failing do; each runs its line with the die typed.
func TestFFOTRoutAndCommandForms(t *testing.T) {
	s := openFFOT(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit foot INF quality green")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("c")
	// 004 FFOTigers: veteran "ARMY COMMAND" 3+, "adds one ... per HQ unit in play": 2+.
	h.WaitText("Army command roll", "The attacker: rating veteran, +1 for 1 HQ unit: 2+ keeps it in command (83.3%).",
		"Out of command, its barrages land only on 4+.")
	h.Key(tcell.KeyEnter)
	h.WaitText("army command roll: 2+ keeps it in command")
	h.Keys("2")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The attacker's army command roll: rating veteran, +1 for HQ units, 2+ needed, die 2: in command.")
	h.Keys("n")
	h.WaitText("The attacker's movement phase")
	h.Keys("W")
	// "roll the unit's quality check": veteran's "Saving Throw" 4+ (NoteCheckNumber).
	h.WaitText("Withdraw or rout", "rout 1st", "1st, veteran: its quality check, 4+: passes 50.0%, fails 50.0%.",
		"Pass: it withdraws its full movement away from the enemy")
	h.Key(tcell.KeyEnter)
	// The dice prompt keeps the chance the form showed.
	h.WaitText("which rolls to withdraw: 4+ passes", "1st, veteran: its quality check, 4+: passes 50.0%, fails 50.0%.")
	h.Keys("3")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The unit 1st rolls to withdraw: 4+ needed, die 3: it routs")
}

// TestFFOTRoutFormQuotesTheName: the rout form writes a unit named with a
// space ("1st Tank") as one word, so Enter routs it; a playtest's form
// wrote "rout 1st Tank" and was refused with the verb's syntax.
func TestFFOTRoutFormQuotesTheName(t *testing.T) {
	s := openFFOT(t, "add heavy-tank x2 as HT side attacker", "add infantry-squad as INF side defender",
		`unit "1st Tank" HT1,HT2 quality veteran`, "unit foot INF quality green", "next")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.WaitText("The attacker's movement phase")
	h.Keys("W")
	h.WaitText("Withdraw or rout", `rout "1st Tank"`)
	h.Key(tcell.KeyEnter)
	h.WaitText("which rolls to withdraw: 4+ passes")
	h.Keys("5")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The unit 1st Tank rolls to withdraw: 4+ needed, die 5")
}

// TestFFOTRoutRows: the rout roll's modifiers, face and chance (004
// FFOTigers: "-1 from roll if any stands in the unit are suppressed and -2
// if any stands are pinned"; NoteRoutModifiers).
func TestFFOTRoutRows(t *testing.T) {
	for _, tc := range []struct {
		roll ffot.RoutRoll
		want string
	}{
		{ffot.RoutRoll{Quality: ffot.Elite}, "X, elite: its quality check, 3+: passes 66.7%, fails 33.3%."},
		{ffot.RoutRoll{Quality: ffot.Elite, Suppressed: true}, "X, elite: its quality check, 4+ (-1 suppressed): passes 50.0%, fails 50.0%."},
		{ffot.RoutRoll{Quality: ffot.Veteran, Suppressed: true, Pinned: true}, "X, veteran: its quality check, no face (-1 suppressed, -2 pinned): passes 0.0%, fails 100.0%."},
	} {
		if got := ffotRoutRows(tc.roll, "X")[0].Text(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.roll, got, tc.want)
		}
	}
}

// TestFFOTAccuracyRows: a barrage's accuracy before its die (004
// FFOTigers, ARTILLERY ACCURACY: the spotter green 1 ... elite 4, the
// artillery's firing modifier, +1 an adjustment, -2 or -4 a spotter
// attacked or destroyed, "Any modified result of 10+ hits"; on 1d6,
// NoteAccuracyDice).
func TestFFOTAccuracyRows(t *testing.T) {
	for _, tc := range []struct {
		a    ffot.Accuracy
		want string
	}{
		{ffot.Accuracy{Spotter: ffot.Elite, Artillery: ffot.Elite, Observer: ffot.ObserverOK},
			"Accuracy: 1d6 +6 (spotter elite +4, artillery elite +2), 10+ hits: 1d6 needs 4+, 50.0% on target."},
		{ffot.Accuracy{Spotter: ffot.Elite, Artillery: ffot.Veteran, Adjustments: 2, Observer: ffot.ObserverAttacked},
			"Accuracy: 1d6 +5 (spotter elite +4, artillery veteran +1, +2 for adjustments, -2 the spotter attacked), 10+ hits: 1d6 needs 5+, 33.3% on target."},
		{ffot.Accuracy{Spotter: ffot.Average, Artillery: ffot.Green, Observer: ffot.ObserverDestroyed},
			"Accuracy: 1d6 -3 (spotter average +2, artillery green -1, -4 the spotter destroyed), 10+ hits: no roll of 1d6 reaches it, so the barrage scatters"},
	} {
		if got := ffotAccuracyRows(tc.a)[0].Text(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%+v: %q, want %q", tc.a, got, tc.want)
		}
	}
}

// ffotArtillerySetup is the attacker's veteran heavy tank HT and elite
// howitzer ART, and the defender's green infantry INF in light woods.
var ffotArtillerySetup = []string{
	"add heavy-tank as HT side attacker", "add mobile-howitzer as ART side attacker", "add infantry-squad as INF side defender",
	"unit 1st HT quality veteran", "unit guns ART quality elite", "unit foot INF quality green", "terrain INF light-woods",
}

// TestFFOTBarrageForm places a barrage from its form: the weapon's
// indirect range and the accuracy chance are shown before the line runs.
func TestFFOTBarrageForm(t *testing.T) {
	s := openFFOT(t, ffotArtillerySetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("b")
	h.WaitText("Artillery (Space)", "Spotter", `ART's howitzer fires indirectly out to 60".`, "Type the point the barrage is aimed at, in words")
	h.Keys(" ")
	h.Key(tcell.KeyTab)
	h.Keys("the ford")
	// Veteran spotter +3, elite artillery +2: 5+ on 1d6 reaches 10.
	h.WaitText("barrage ART at the ford spotter HT", "Point: the ford_",
		"Accuracy: 1d6 +5 (spotter veteran +3, artillery elite +2), 10+ hits: 1d6 needs 5+, 33.3% on target.", "Enter: it rolls no die.")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The attacker's barrage B1: ART (elite) at the ford, spotted by HT (veteran)")
}

// TestFFOTLandFormOnTwoDice: in a game created to roll accuracy on 2d6
// (new --accuracy 2d6; 004 FFOTigers names no dice: "Any modified result
// of 10+ hits"), the land form counts the chance on 2d6 and says so, and
// the roll takes two dice.
func TestFFOTLandFormOnTwoDice(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7,
		Options: json.RawMessage(`{"accuracy_dice":2}`)})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, append(append([]string{}, ffotArtillerySetup...), "barrage ART at the ford spotter HT", "next", "next", "next", "next", "next", "next", "next")...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("l")
	// A veteran spotter +3, elite artillery +2: 5+ on 2d6 is 30 of 36.
	h.WaitText("land B1", "Accuracy: 2d6 +5", "2d6 needs 5+, 83.3% on target.", "This game rolls accuracy on 2d6, as it was created (new --accuracy).")
	h.Key(tcell.KeyEnter)
	h.WaitText("for B1's accuracy on 2d6: 5+ hits")
	// 2+2 +5 = 9 misses; the direction die 1 is long, 3 inches.
	h.Keys("2213")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "No command roll of the attacker is recorded for turn 1, when it placed B1: it lands as in command. The barrage B1 misses the ford (accuracy 2+2 (2d6) +5 = 9, 10+ hits) and scatters 3\" long of it")
}

// TestFFOTLandAndBurstForms lands a barrage from its form, seeing the
// accuracy and the scatter dice before the dice, then bursts it on a
// stand, seeing its row of the Artillery Hit Chart, its chance and its
// save.
func TestFFOTLandAndBurstForms(t *testing.T) {
	lines := append(append([]string{}, ffotArtillerySetup...), "barrage ART at the ford spotter HT")
	for range 7 {
		lines = append(lines, "next") // to the defender's barrage phase (004 FFOTigers, step 8)
	}
	s := openFFOT(t, lines...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("l")
	h.WaitText("Land a barrage", "land B1", "1d6 needs 5+, 33.3% on target.", "No command roll of the attacker is recorded for turn 1, when it placed B1: it lands as in command.",
		"A miss scatters: 1d6 for the direction (1 long, 2 right long")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	// "If the spotting unit is attacked ... subtract 2": 7+ is past 1d6;
	// "2 dice in inches if the observer was attacked".
	h.WaitText("land B1 spotter attacked", "-2 the spotter attacked), 10+ hits: no roll of", "2d6 inches.")
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.WaitText("for B1's accuracy on 1d6: 5+ hits")
	h.Keys("5")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "No command roll of the attacker is recorded for turn 1, when it placed B1: it lands as in command. The barrage B1 lands on target at the ford")
	h.Keys("B")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	// 004 FFOTigers: 155 mm "150mm-200mm 1 1/4 inch"; burst 4, "HE rounds
	// ... as listed"; the Artillery Hit Chart, "Burst Factors / 2" 2 is the
	// 1-2 row, "Personnel in cover or trenches" 6+; light woods saves on 5+.
	h.WaitText("burst B1 at INF", `Radius 1.25" (1.25" a stand, 1 stand), burst factor 4 (HE, as listed).`,
		"INF (personnel-cover, row 1-2): hit on 6+, 16.7%; saves on 5+ (33.3%), unsaved it owes a quality check.")
	// A feature under the burst: its kind on the third list, its name typed
	// there. 004 FFOTigers: "Stone buildings ... have 15 hit points"; the
	// chart's "Stone Bld or woods" column, row 1-2: 6+; "it will take full
	// burst effect in hit points. If it saves, then it takes 1/2".
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.WaitText("burst B1 at INF feature NAME:stone-building", "Type the feature's name on its list")
	h.Keys("church")
	h.WaitText("burst B1 at INF feature church:stone-building",
		"The stone-building church (15 hit points, 0 lost before; row 1-2): hit on 6+, 16.7%;", "4 hit points, 4 of 15 lost.")
	h.Keys(" ")
	h.WaitText("burst B1 at INF feature church:stone-building:saved", "2 hit points, 2 of 15 lost.")
	h.Keys(" ")
	h.Key(tcell.KeyEnter)
	h.WaitText("for INF under B1", "The stone-building church (15 hit points")
	h.Key(tcell.KeyEnter)
	last := waitLog(t, h, s, "The barrage B1 bursts, radius 1.25\"")
	if !strings.Contains(last, "The stone-building church is") {
		t.Errorf("the burst's log line says nothing of the church: %s", last)
	}
}

// TestFFOTUnitAndTerrainForms forms a unit from its form, with its
// quality's line of the table, and says a stand's terrain, with its save.
func TestFFOTUnitAndTerrainForms(t *testing.T) {
	s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad as INF side defender")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("F")
	h.WaitText("Form a unit", "Stands (Space)", "unit NAME HT quality green", "Type the unit's name (1st, recce)")
	h.Keys("1st ")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	// 004 FFOTigers, the quality table: veteran 4+, +1, +1, 3+, 2".
	h.WaitText("unit 1st HT quality veteran hq", `veteran: save 4+, fire +1, ROF +1, command 3+, cohesion 2", quality check 4+ (50.0%).`)
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The attacker forms the veteran unit 1st, a regimental or brigade HQ: HT.")
	h.Keys("t")
	h.WaitText("Terrain", "terrain HT open", "HT in open: no save there; moving there costs ×1 (tracked).")
	h.Keys("h")
	// "Hull down ... 4+".
	h.WaitText("terrain HT open hull-down", "HT in open, hull down: saves each hit on 4+ (50.0%)")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "HT is in open, hull down; it saves on 4+.")
}

// TestFFOTUnitFormNameWithSpace: the unit form takes a name with a space
// when the stands' list has not the focus (a playtest could not type "2nd
// Bn": Space ticked a stand), and writes it as one word (engine.QuoteWord);
// 004 FFOTigers names its units by quality ("Troops are of various
// qualities"), the referee names them.
func TestFFOTUnitFormNameWithSpace(t *testing.T) {
	s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad as INF side defender")
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("F")
	h.WaitText("Form a unit", "unit NAME HT quality green")
	h.Keys("2nd")
	h.Key(tcell.KeyTab)
	h.Keys(" Bn ")
	h.WaitText(`unit "2nd Bn" HT quality green`, "Name: 2nd Bn _")
	h.Key(tcell.KeyEnter)
	waitLog(t, h, s, "The attacker forms the green unit 2nd Bn: HT.")
	if f := ffot.GameOf(s.State()).Formation("2nd Bn"); f == nil || f.Name != "2nd Bn" {
		t.Errorf("the unit 2nd Bn: %+v", f)
	}
}

// TestFFOTOverwatchKey: O opens the fire form set to overwatch, whose
// firers are the stands of the side not moving that may fire in overwatch
// (ffot.Firers), not the moving side's; o lists every stand.
func TestFFOTOverwatchKey(t *testing.T) {
	// 004 FFOTigers, step 9: "Non Phasing player may fire at moving stands
	// ... the overwatch stand must not of used more than 1/4 of its
	// movement in the last turn": INF moved half in the defender's turn 1,
	// IN2 did not; HT is the moving side's.
	s := openFFOT(t, append(slices.Clone(ffotFireSetup), "add infantry-squad as IN2 side defender", "unit foot2 IN2 quality average",
		"next", "next", "next", "move INF half", "next", "next", "next", "next")...)
	if g := s.State(); g.CurrentSide() != "attacker" || g.Phase != ffot.PhaseMovement {
		t.Fatalf("the setup ends in the %s's %s phase, not the attacker's movement phase", g.CurrentSide(), g.Phase)
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("O")
	h.WaitText("Firing stand", "overwatch IN2.rifles at HT range", "Mode: overwatch, at a moving stand (w: fire)")
	// IN2 is the only firer: up leaves it chosen (HT and INF, were they
	// listed, are above it).
	h.Key(tcell.KeyUp)
	h.Keys("o")
	h.WaitText("override overwatch IN2.rifles at HT range")
	// With override every stand is offered: INF and HT are above IN2.
	h.Key(tcell.KeyUp)
	h.WaitText("override overwatch INF.rifles at HT range")
	h.Key(tcell.KeyUp)
	h.WaitText("override overwatch HT.gun at")
}

// TestFFOTNextRows: the dice prompt of next shows each quality check due
// with its chance (004 FFOTigers: "one quality check made for any number
// of hits", at the table's "Saving Throw", NoteCheckNumber: green 6+), and
// nothing when none is due.
func TestFFOTNextRows(t *testing.T) {
	s := openFFOT(t, ffotFireSetup...)
	g := s.State()
	if rows := ffotNextRows(g); rows != nil {
		t.Errorf("no check is due, yet next shows %q", rowsText(rows))
	}
	ffot.StandOf(g.Unit("INF")).CheckDue = true // as an unsaved hit leaves it
	got := rowsText(ffotNextRows(g))
	for _, want := range []string{"INF (green) checks its quality: 6+ passes, 16.7%, and it is suppressed; else removed (half a loss).", "half strength or worse then checks again"} {
		if !strings.Contains(got, want) {
			t.Errorf("next shows %q, want %q", got, want)
		}
	}
}

// TestFFOTNextKeyShowsChecks: n, with a quality check due, asks for its
// die with the check's chance shown.
func TestFFOTNextKeyShowsChecks(t *testing.T) {
	// HT hits INF once (3+), INF fails its 5+ save, and the best effect
	// die, 3 +1 veteran, is a check (004 FFOTigers: "4-5 check").
	s := openFFOT(t, append(append([]string{}, ffotFireSetup...), "fire HT at INF range 8 die 3 1 1 1 1 1 3")...)
	if !ffot.StandOf(s.State().Unit("INF")).CheckDue {
		t.Fatalf("INF has no check due after the fire: %s", lastLog(t, s))
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.Keys("n")
	h.WaitText("for INF's quality check: 6+ passes", "INF (green) checks its quality: 6+ passes, 16.7%")
	h.Keys("6")
	h.Key(tcell.KeyEnter)
	// The status says the check, then the phase.
	h.WaitText("✓ INF checks its quality: 6+ needed, die 6: it passes and is suppressed.")
	if last := lastLog(t, s); !strings.HasPrefix(last, "The attacker's barrage phase") {
		t.Errorf("the log's last line is %q, not the barrage phase", last)
	}
}

// TestFFOTMarkersInASCII: on a terminal without UTF-8 an FFOTigers
// marker's glyph is drawn as a letter of its own beside its word, never
// "?" (issue 23: "markers (colour and glyph)").
func TestFFOTMarkersInASCII(t *testing.T) {
	s := openFFOT(t, ffotFireSetup...)
	ffot.StandOf(s.State().Unit("HT")).Marker = ffot.Suppressed
	ffot.StandOf(s.State().Unit("INF")).Marker = ffot.Pinned
	h := dashboardtest.StartCharset(t, dashboard.NewDashboard(s, dashboard.Options{}), "US-ASCII", 120, 30)
	screen := h.WaitShown("the markers", func(s string) bool {
		return strings.Contains(s, "s suppressed") && strings.Contains(s, "p pinned")
	})
	if rest := strings.NewReplacer("? help", "", "Press ? for", "").Replace(screen); strings.Contains(rest, "?") {
		t.Errorf("a glyph is drawn as \"?\":\n%s", screen)
	}
}

// TestFFOTFormsSayWhatIsMissing: a form with nothing to choose says what
// the referee must do first, not the command's syntax.
func TestFFOTFormsSayWhatIsMissing(t *testing.T) {
	s := openFFOT(t, ffotFireSetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	for _, tc := range []struct{ key, says string }{
		{"B", "No barrage has landed: land one with l in the enemy's barrage phase"},
		{"l", "No barrage waits to land: place one with b in its side's command phase"},
		{"b", "The attacker has no stand with an indirect weapon"},
	} {
		h.Keys(tc.key)
		if screen := h.WaitText(tc.says); strings.Contains(screen, "Write \"") {
			t.Errorf("%s: the form shows a syntax:\n%s", tc.key, screen)
		}
		h.Key(tcell.KeyEscape)
		h.WaitGone(tc.says)
	}
}

// TestFFOTFormsSecondPlaytest: what a second playtest found in the forms.
// The rout form lists a unit's stands in play only (004 FFOTigers:
// "Stands that fail their quality check are removed from the board"); a
// refusal the override would lift names the form's key o beside the
// command's "override" (a stand moves once a phase: NoteMoveOnce).
func TestFFOTFormsSecondPlaytest(t *testing.T) {
	// HT, veteran, hits INF2 twice at 8" and its effect dice of 6 (+1)
	// destroy it ("Adjusted rolls of six destroy the targeted stand").
	s := openFFOT(t, "add heavy-tank as HT side attacker", "add infantry-squad x3 as INF side defender",
		"unit 1st HT quality veteran", `unit "2nd Foot" INF1,INF2,INF3 quality green`, "next", "next",
		"fire HT at INF2 range 8 die 6 6 6 6 6 6 6 6 6 6", "next", "next", "next", "move INF1 quarter")
	if u := s.State().Unit("INF2"); u.Alive() {
		t.Fatalf("INF2 is %s, want destroyed", u.Status)
	}
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 150, 45)
	h.WaitText("The defender's movement phase")
	h.Keys("W")
	screen := h.WaitText("Withdraw or rout", `rout "2nd Foot"`)
	if strings.Contains(screen, "INF1,INF2") || !strings.Contains(screen, "INF1,INF3") {
		t.Errorf("the rout form lists INF2, destroyed, among 2nd Foot's stands:\n%s", screen)
	}
	h.Key(tcell.KeyEscape)
	h.WaitGone("Withdraw or rout")
	h.Keys("M")
	h.WaitText("move INF1 quarter", `put "override" before the command`, "In this form, press o for the override.")
	h.Keys("o")
	h.WaitGone("In this form, press o for the override.")
}

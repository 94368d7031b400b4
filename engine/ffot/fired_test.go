package ffot_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// infantryWeapons are the weapons the infantry squads of newArmedTable
// carry: rifles and an LMG by INF, and a bazooka with a pen (the
// example's figures, made up: 004 FFOTigers gives none for Ogre units).
const infantryWeapons = `weapons = [
  {name = "rifles", rof = 2, ranges = [3, 6, 9], inf = 4},
  {name = "lmg", rof = 1, ranges = [4, 8, 12], inf = 3},
  {name = "bazooka", rof = 1, ranges = [2, 4, 6], pen = 6},
]`

// newArmedTable is newTable with infantry squads that carry the three
// weapons of infantryWeapons.
func newArmedTable(t *testing.T) *table {
	t.Helper()
	b, err := os.ReadFile("../../templates/examples/ffot-stands.toml")
	if err != nil {
		t.Fatal(err)
	}
	old := `weapons = [
  {name = "rifles", rof = 2, ranges = [3, 6, 9], inf = 4},
]`
	if !strings.Contains(string(b), old) {
		t.Fatalf("the example's infantry-squad weapons are not %q", old)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ffot-stands.toml"), []byte(strings.Replace(string(b), old, infantryWeapons, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := templates.Load(templates.Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	return setTable(&table{&play{t, g}})
}

// TestFFOTFireOnce: a stand fires once in its side's fire phase, with one
// weapon, and infantry each weapon they carry once; a stand fires in
// overwatch once in each enemy movement phase (NoteFireOnce); override
// lets the referee through, and the next phase lets the stand fire again.
func TestFFOTFireOnce(t *testing.T) {
	type shot struct {
		line    string
		refused string // "" when it fires
	}
	cases := []struct {
		name  string
		side  string
		phase engine.Phase
		setup []string
		shots []shot
		fired map[string][]string // after the shots
	}{
		// 004 FFOTigers, Fire phase: "Roll dice equal to the firing stand's
		// adjusted rate of fire (ROF)": one attack with one weapon.
		{"a tank fires once", "attacker", ffot.PhaseFire, nil, []shot{
			{"fire HT1 at INF1 range 8", ""},
			{"fire HT1 at INF2 range 8", "HT1 fired its gun in the attacker's fire phase of turn 1 already: a stand fires once in its fire phase, with one weapon"},
			{"fire HT1.gun at INF1 range 8", "HT1 fired its gun"},
			{"fire HT2 at INF2 range 8", ""},
		}, map[string][]string{"HT1": {"gun"}, "HT2": {"gun"}}},
		// The referee's override: logged as such.
		{"override lets a second shot through", "attacker", ffot.PhaseFire, nil, []shot{
			{"fire HT1 at INF1 range 8", ""},
			{"override fire HT1 at INF2 range 8", ""},
		}, map[string][]string{"HT1": {"gun", "gun"}}},
		// 004 FFOTigers, Fire phase: "Infantry can fire all weapons carried and
		// the primary G1 weapon. Thus an infantry that carries a LMG can fire
		// this weapon as well as their rifles at the target in two seperate
		// attacks."
		{"infantry fire each weapon once", "attacker", ffot.PhaseFire, nil, []shot{
			{"fire AI1 at INF1 range 2", ""},
			{"fire AI1.lmg at INF1 range 2", ""},
			{"fire AI1.rifles at INF2 range 2", "AI1 fired its rifles in the attacker's fire phase of turn 1 already: infantry fire each weapon they carry once, each a separate attack (004 FFOTigers: \"Infantry can fire all weapons carried and the primary G1 weapon ... in two seperate attacks\"); it may still fire its bazooka, named as in \"AI1.bazooka\""},
			{"fire AI1 at INF2 range 2", "AI1 fired its rifles"},
			{"fire AI1.bazooka at DHT1 range 2", ""},
			{"fire AI1.lmg at INF2 range 2", "AI1 fired its lmg"},
		}, map[string][]string{"AI1": {"rifles", "lmg", "bazooka"}}},
		// 004 FFOTigers, step 9: "Non Phasing player may fire at moving
		// stands": no count; read as once in each enemy movement phase.
		{"overwatch once a movement phase", "attacker", ffot.PhaseMovement, []string{"move HT1 quarter", "move HT2 quarter"}, []shot{
			{"overwatch DHT1 at HT1 range 8", ""},
			{"overwatch DHT1 at HT2 range 8", "DHT1 fired its gun in overwatch in the attacker's movement phase of turn 1 already: a stand fires in overwatch once in each enemy movement phase"},
			{"overwatch INF1.lmg at HT1 range 8", ""},
			{"overwatch INF1.lmg at HT2 range 8", "INF1 fired its lmg in overwatch"},
		}, map[string][]string{"DHT1": {"gun"}, "INF1": {"lmg"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newArmedTable(t)
			tb.to(c.side, ffot.PhaseMovement)
			for _, l := range c.setup {
				tb.must(l)
			}
			tb.to(c.side, c.phase)
			for _, s := range c.shots {
				if s.refused != "" {
					tb.refused(s.line, s.refused, 6, 6, 6, 6, 6, 6)
					continue
				}
				// Every die a 1: the shots miss, and change nothing else.
				evs := tb.must(s.line, 1, 1, 1)
				if strings.HasPrefix(s.line, "override") && evs[0].Kind != engine.EventOverride {
					t.Errorf("%s: the override is not logged: %+v", s.line, evs[0])
				}
			}
			for l, want := range c.fired {
				if got := tb.stand(l).Fired; !slices.Equal(got, want) {
					t.Errorf("%s fired %q, want %q", l, got, want)
				}
			}
			// The phase over, every stand may fire again in the next.
			tb.must("next")
			for l := range c.fired {
				if got := tb.stand(l).Fired; got != nil {
					t.Errorf("%s after the phase: fired %q, want none", l, got)
				}
			}
		})
	}
}

// TestFFOTMayFireAfterFiring: the stands offered to fire (ffot.Firers)
// leave out one that fired all it may in the phase: a tank after its one
// shot, infantry after every weapon (004 FFOTigers, Fire phase; NoteFireOnce).
func TestFFOTMayFireAfterFiring(t *testing.T) {
	tb := newArmedTable(t)
	tb.to("attacker", ffot.PhaseFire)
	may := func(l string) error { return ffot.MayFire(tb.g, tb.g.Unit(l), ffot.HowFire) }
	tb.must("fire HT1 at INF1 range 8", 1, 1)
	if err := may("HT1"); err == nil || !strings.Contains(err.Error(), "fired its gun") {
		t.Errorf("HT1 after its shot: %v", err)
	}
	tb.must("fire AI1.rifles at INF1 range 2", 1, 1)
	if err := may("AI1"); err != nil {
		t.Errorf("AI1 with its lmg and bazooka left: %v", err)
	}
	tb.must("fire AI1.lmg at INF1 range 2", 1)
	tb.must("fire AI1.bazooka at INF1 range 2", 1)
	if err := may("AI1"); err == nil || !strings.Contains(err.Error(), "fired every weapon it carries") {
		t.Errorf("AI1 after every weapon: %v", err)
	}
	var firers []string
	for _, u := range ffot.Firers(tb.g, ffot.HowFire) {
		firers = append(firers, u.Label)
	}
	if want := []string{"HT2"}; !slices.Equal(firers, want) {
		t.Errorf("the stands that may fire: %q, want %q", firers, want)
	}
}

// TestFFOTFiredCloneAndSnapshot: what a stand fired is the state's own,
// copied with the game (undo and redo rebuild from clones), and read back
// from a snapshot.
func TestFFOTFiredCloneAndSnapshot(t *testing.T) {
	tb := newArmedTable(t)
	tb.to("attacker", ffot.PhaseFire)
	tb.must("fire AI1.rifles at INF1 range 2", 1, 1)
	tb.must("fire AI1.lmg at INF1 range 2", 1)
	tb.must("fire AI1.bazooka at INF1 range 2", 1)
	// Three weapons leave room for a fourth in the list (a slice's
	// capacity of 4): the game and its clone each fire a fourth, and
	// neither sees the other's.
	c := tb.g.Clone()
	tb.must("override fire AI1.rifles at INF1 range 2", 1, 1)
	(&play{t, c}).must("override fire AI1.lmg at INF1 range 2", 1)
	if got, want := tb.stand("AI1").Fired, []string{"rifles", "lmg", "bazooka", "rifles"}; !slices.Equal(got, want) {
		t.Errorf("AI1 fired %q after its clone fired on, want %q", got, want)
	}
	if got, want := ffot.StandOf(c.Unit("AI1")).Fired, []string{"rifles", "lmg", "bazooka", "lmg"}; !slices.Equal(got, want) {
		t.Errorf("the clone's AI1 fired %q, want %q", got, want)
	}
	b, err := json.Marshal(tb.stand("AI1"))
	if err != nil {
		t.Fatal(err)
	}
	u, err := tb.g.System().DecodeUnit(tb.g, tb.g.Unit("AI1"), b)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.(*ffot.UnitState).Fired; !slices.Equal(got, []string{"rifles", "lmg", "bazooka", "rifles"}) {
		t.Errorf("AI1 read back from its snapshot fired %q (%s)", got, b)
	}
}

// TestFFOTBarrageIsItsFire: a stand that placed a barrage in the turn does
// not also fire directly in its fire phase (004 FFOTigers, turn sequence:
// "Attacker rolls for Command and places his artillery barrages", then
// "Attacker fires"; NoteBarrageFire); it may in the next turn, and with
// override.
func TestFFOTBarrageIsItsFire(t *testing.T) {
	p := barrageGame(t)
	p.must("barrage ART1 at hill spotter SPOT")
	for p.g.Phase != ffot.PhaseFire {
		p.must("next")
	}
	p.refused("fire ART1 at HT range 20", "ART1 fires in the barrage B1 this turn, placed in the attacker's command phase: that is its fire, and it does not also fire directly")
	if err := ffot.MayFire(p.g, p.g.Unit("ART1"), ffot.HowFire); err == nil {
		t.Errorf("ART1 is offered to fire after its barrage")
	}
	p.must("fire ART2 at HT range 20", 1, 1)
	p.must("override fire ART1 at HT range 20", 1, 1)
	for p.g.Turn == 1 || p.g.CurrentSide() != "attacker" || p.g.Phase != ffot.PhaseFire {
		p.must("next")
	}
	p.must("fire ART1 at HT range 20", 1, 1)
}

// TestFFOTLiftedBarrage: a barrage whose every stand is out of play does
// not land: no stand is left to land fire on target (004 FFOTigers: "The
// burst radius of a round is determined by the number of stands landing
// fire on target"); one with a stand left lands.
func TestFFOTLiftedBarrage(t *testing.T) {
	for _, c := range []struct {
		name    string
		lost    []string
		refused string
		state   string
	}{
		{"one gun left", []string{"ART2"}, "", ffot.BarragePlaced},
		{"every gun lost", []string{"ART1", "ART2"}, "no stand of B1 is left to fire it (ART1 and ART2 are out of play): it does not land, and is lifted", ffot.BarrageLifted},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := barrageGame(t)
			p.must("barrage ART1,ART2 at hill spotter SPOT")
			for range 7 {
				p.must("next")
			}
			for _, l := range c.lost {
				p.g.Unit(l).Status = engine.StatusDestroyed // as a fire verb leaves it
			}
			b := ffot.GameOf(p.g).Barrage("B1")
			if got := ffot.BarrageStateOf(p.g, b); got != c.state {
				t.Errorf("B1 is %q, want %q", got, c.state)
			}
			if c.refused != "" {
				p.refused("land B1", c.refused, 6)
				if _, err := ffot.LandingOf(p.g, b, ""); err == nil {
					t.Errorf("the landing of a lifted barrage is offered")
				}
				return
			}
			p.must("land B1", 6)
		})
	}
}

// TestFFOTLandingOf: the landing the form shows is the one the verb rolls:
// a spotter out of play is destroyed, -4 and 2d6 inches of scatter (004
// FFOTigers: "If the spotting unit is attacked or destroyed subtract 2 and
// 4 from the accuracy roll respectfully"; "2 dice in inches if the
// observer was attacked or eliminated").
func TestFFOTLandingOf(t *testing.T) {
	for _, c := range []struct {
		name     string
		lost     bool
		said     ffot.Observer
		observer ffot.Observer
		modifier int
		scatter  int
		choices  int
	}{
		// elite spotter +4, veteran artillery +1.
		{"spotter in play, nothing said", false, "", ffot.ObserverOK, 5, 1, 3},
		{"spotter attacked", false, ffot.ObserverAttacked, ffot.ObserverAttacked, 3, 2, 3},
		{"spotter out of play, nothing said", true, "", ffot.ObserverDestroyed, 1, 2, 1},
		{"spotter out of play, said destroyed", true, ffot.ObserverDestroyed, ffot.ObserverDestroyed, 1, 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := barrageGame(t)
			p.must("barrage ART1,ART2 at hill spotter SPOT")
			for range 7 {
				p.must("next")
			}
			if c.lost {
				p.g.Unit("SPOT").Status = engine.StatusDestroyed
			}
			b := ffot.GameOf(p.g).Barrage("B1")
			l, err := ffot.LandingOf(p.g, b, c.said)
			if err != nil {
				t.Fatal(err)
			}
			if l.Observer != c.observer || l.Accuracy.Modifier() != c.modifier || l.ScatterDice != c.scatter {
				t.Errorf("the landing: %s, %+d, %dd6; want %s, %+d, %dd6", l.Observer, l.Accuracy.Modifier(), l.ScatterDice, c.observer, c.modifier, c.scatter)
			}
			if n := len(ffot.SpotterChoices(p.g, b)); n != c.choices {
				t.Errorf("%d choices of the spotter, want %d", n, c.choices)
			}
			// The verb rolls what LandingOf says: a 1 misses, then the
			// direction and as many scatter dice as it gives.
			line := "land B1"
			if c.said != "" {
				line += " spotter " + string(c.said)
			}
			dice := []int{1, 1}
			for range l.ScatterDice {
				dice = append(dice, 2)
			}
			evs := p.must(line, dice...)
			if want := "+" + string(rune('0'+c.modifier)) + " = "; !strings.Contains(evs[len(evs)-1].Text, want) {
				t.Errorf("the landing says %q, want the modifier %s", evs[len(evs)-1].Text, want)
			}
		})
	}
	p := barrageGame(t)
	p.must("barrage ART1 at hill spotter SPOT")
	p.g.Unit("SPOT").Status = engine.StatusDestroyed
	if _, err := ffot.LandingOf(p.g, ffot.GameOf(p.g).Barrage("B1"), ffot.ObserverAttacked); err == nil || !strings.Contains(err.Error(), "say \"spotter destroyed\"") {
		t.Errorf("an out-of-play spotter said attacked: %v", err)
	}
}

// TestFFOTOverrunEveryWeapon: over-run infantry fire every weapon they
// carry, each its own roll with one die (004 FFOTigers, step 11: "All
// weapons have a ROF of one during over-run combat"; Fire phase: "They can
// also fire any and all weapons carried"), at the over-running vehicle's
// side armour; a tank fires its first weapon. A weapon with no pen cannot
// hurt the tank, and the log says why ("Hard targets may be hurt. Compare
// the penitration numbers with the armor").
func TestFFOTOverrunEveryWeapon(t *testing.T) {
	tb := newArmedTable(t)
	tb.to("attacker", ffot.PhaseMovement)
	// INF1's rifles (INF 4) hit on 6; the effect die, 6 at pen 0 short +1
	// against side armour 4, only suppresses. Its LMG (INF 3) misses on 1;
	// its bazooka (pen 6 +1 short against 4: 3 dice... ) misses on 1. HT1's
	// gun misses on 1.
	evs := tb.must("overrun HT1 at INF1", 6, 6, 1, 1, 1)
	var fires []engine.Event
	for _, e := range evs {
		if e.Kind == ffot.EventFire {
			fires = append(fires, e)
		}
	}
	var who []string
	for _, e := range fires {
		who = append(who, e.Unit)
	}
	if want := []string{"INF1", "INF1", "INF1", "HT1"}; !slices.Equal(who, want) {
		t.Fatalf("the fires of the over-run: %q, want %q", who, want)
	}
	for i, w := range []string{"rifles", "lmg", "bazooka", "gun"} {
		if !strings.HasPrefix(fires[i].Text, fires[i].Unit+" fires its "+w+" in overrun") {
			t.Errorf("fire %d: %q, want its %s", i+1, fires[i].Text, w)
		}
	}
	if !strings.Contains(fires[0].Text, "No pen is listed for the rifles, read as pen 0 at a hard target (\"Compare the penitration numbers with the armor\"): 1 at short range is 3 or more below HT1's armour 4, so HT1 cannot be destroyed or made to check, only suppressed on a six (004 FFOTigers).") {
		t.Errorf("the rifles' hit on a hard target does not say why it cannot hurt it: %q", fires[0].Text)
	}
	if tb.stand("HT1").Marker != ffot.Suppressed || tb.stand("HT1").CheckDue {
		t.Errorf("HT1 after an adjusted six it cannot be hurt by: %+v", tb.stand("HT1"))
	}
	// An over-run's fire is not the phase's fire: both fire again (step 11:
	// "the attacker can spend more movement points, if any and over-run
	// again").
	if got := tb.stand("INF1").Fired; got != nil {
		t.Errorf("INF1's over-run fire counted as its fire of the phase: %q", got)
	}
}

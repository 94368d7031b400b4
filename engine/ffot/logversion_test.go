package ffot_test

import (
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
)

// TestLogVersion0Texts: for a sentence this build writes, the changes of
// version 1 of FFOTigers' log give the sentence version 0 wrote, as the
// builds d82c4ba and ef3213d logged it (gamefile/testdata/earlier-build),
// each change undone alone where a sentence has several; a log of version
// 1 wrote this build's sentence only.
func TestLogVersion0Texts(t *testing.T) {
	g := newPlay(t).g
	const fire = "HT1 fires its gun at INF1, 8 inches (medium, 3+ hits): dice 4, 5, 2 hits; saves on 4+: dice 3, 1, 0 saved; effects, 4 dice a hit: "
	cases := []struct {
		name string
		kind engine.EventKind
		now  string
		was  []string // every sentence version 0 may have written, now's first
	}{
		{"a unit formed", ffot.EventUnit, "The attacker forms the veteran unit 1st, a regimental or brigade HQ: HT1 and HT2.",
			[]string{"The attacker forms the veteran unit 1st, a regimental or brigade HQ: HT1 and HT2.",
				"The attacker form the veteran unit 1st, a regimental or brigade HQ: HT1 and HT2."}},
		{"effect dice adjusted up", ffot.EventFire, fire + "dice 5, 6, 5, 6, 3, 2, 5, 1 +1 = 6, 7, 6, 7, 4, 3, 6, 2 — INF1 is destroyed.",
			[]string{fire + "dice 5, 6, 5, 6, 3, 2, 5, 1 +1 = 6, 7, 6, 7, 4, 3, 6, 2 — INF1 is destroyed.",
				fire + "dice 5, 6, 5, 6, 3, 2, 5, 1 — INF1 is destroyed."}},
		{"an effect die adjusted down", ffot.EventFire, "INF4 fires its rifles at HT1, 5 inches (medium, by INF, 2+ hits): dice 2, 1, 1 hit; effects, 1 die a hit: die 1 -1 = 0 — no effect.",
			[]string{"INF4 fires its rifles at HT1, 5 inches (medium, by INF, 2+ hits): dice 2, 1, 1 hit; effects, 1 die a hit: die 1 -1 = 0 — no effect.",
				"INF4 fires its rifles at HT1, 5 inches (medium, by INF, 2+ hits): dice 2, 1, 1 hit; effects, 1 die a hit: die 1 — no effect."}},
		{"a burst on one stand", ffot.EventBurst, `The barrage B1 bursts, radius 1.25" (1.25" a stand, 1 stand), burst factor 4 (HE, as listed).`,
			[]string{`The barrage B1 bursts, radius 1.25" (1.25" a stand, 1 stand), burst factor 4 (HE, as listed).`,
				`The barrage B1 bursts, radius 1.25" (1.25" a stand, 1 stand(s)), burst factor 4 (HE, as listed).`}},
		{"a burst on stands", ffot.EventBurst, `The barrage B1 bursts, radius 2.5" (1.25" a stand, 2 stands), burst factor 8 (HE, as listed).`,
			[]string{`The barrage B1 bursts, radius 2.5" (1.25" a stand, 2 stands), burst factor 8 (HE, as listed).`,
				`The barrage B1 bursts, radius 2.5" (1.25" a stand, 2 stand(s)), burst factor 8 (HE, as listed).`}},
		{"one adjustment", ffot.EventBarrage, `The attacker's barrage B2: ART (veteran) at the ford, spotted by HT1 (veteran); the referee checks the range: ART's howitzer 60"; 1 adjustment. It lands in the enemy's barrage phase on 5+ on 1d6 (modifier +5), 33.3% with the spotter unharmed.`,
			[]string{`The attacker's barrage B2: ART (veteran) at the ford, spotted by HT1 (veteran); the referee checks the range: ART's howitzer 60"; 1 adjustment. It lands in the enemy's barrage phase on 5+ on 1d6 (modifier +5), 33.3% with the spotter unharmed.`,
				`The attacker's barrage B2: ART (veteran) at the ford, spotted by HT1 (veteran); the referee checks the range: ART's howitzer 60"; 1 adjustment(s). It lands in the enemy's barrage phase on 5+ on 1d6 (modifier +5), 33.3% with the spotter unharmed.`}},
		{"out of command, it lands", ffot.EventLand, "The attacker was out of command in turn 1, when it placed the barrage B1, and lands it on die 5 (4+). The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits.",
			[]string{"The attacker was out of command in turn 1, when it placed the barrage B1, and lands it on die 5 (4+). The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits.",
				"The attacker is out of command and lands the barrage B1 on die 5 (4+). The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits."}},
		{"out of command, it does not land", ffot.EventLand, "The defender was out of command in turn 1, when it placed the barrage B1: it does not land (die 3, 4+ needed).",
			[]string{"The defender was out of command in turn 1, when it placed the barrage B1: it does not land (die 3, 4+ needed).",
				"The defender is out of command: the barrage B1 does not land (die 3, 4+ needed)."}},
		{"no command roll", ffot.EventLand, "No command roll of the defender is recorded for turn 1, when it placed B1: it lands as in command. The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits.",
			[]string{"No command roll of the defender is recorded for turn 1, when it placed B1: it lands as in command. The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits.",
				"No command roll of the defender is recorded: B1 lands as in command. The barrage B1 lands on target at the ford: accuracy 6 +4 = 10, 10+ hits."}},
		{"a move", ffot.EventMove, `HT1 moves a quarter of its movement toward the enemy: up to 1" in open (4" cross country).`,
			[]string{`HT1 moves a quarter of its movement toward the enemy: up to 1" in open (4" cross country).`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := engine.EarlierTexts(g, 0, c.kind, c.now)
			if len(got) != len(c.was) || slices.ContainsFunc(got, func(s string) bool { return !slices.Contains(c.was, s) }) {
				t.Errorf("version 0 wrote\n%q\nwant\n%q", got, c.was)
			}
			if got := engine.EarlierTexts(g, 1, c.kind, c.now); !slices.Equal(got, []string{c.now}) {
				t.Errorf("version 1 wrote %q, want this build's sentence only", got)
			}
		})
	}
}

// TestLogVersion0Sides: version 0 of FFOTigers' log named the side to play
// with every event, where this build names the side whose stand, unit or
// barrage acted (004 FFOTigers, step 9: the non-phasing player fires in
// overwatch in the phasing player's movement phase).
func TestLogVersion0Sides(t *testing.T) {
	p := newPlay(t)
	p.must("add heavy-tank as HT side attacker")
	p.must("add infantry-squad as INF side defender")
	p.must("next") // the attacker's movement phase
	fire := engine.Event{Kind: ffot.EventFire, Unit: "HT"}
	if got := engine.EarlierSides(p.g, 0, fire, "defender"); !slices.Equal(got, []string{"defender", "attacker"}) {
		t.Errorf("an overwatch shot in the attacker's movement phase: version 0 named %q, want the defender's and the side to play's", got)
	}
	if got := engine.EarlierSides(p.g, 0, fire, "attacker"); !slices.Equal(got, []string{"attacker"}) {
		t.Errorf("the side to play's own event: version 0 named %q, want its side only", got)
	}
	if got := engine.EarlierSides(p.g, 1, fire, "defender"); !slices.Equal(got, []string{"defender"}) {
		t.Errorf("version 1 named %q, want this build's side only", got)
	}
}

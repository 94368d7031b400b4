package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// scenarioGame returns a game of the scenario, with its sides, and the
// command lines run on it as run does.
func scenarioGame(t *testing.T, scenario string, lines ...string) *engine.Game {
	t.Helper()
	cat := catalog(t)
	sc, err := cat.Scenario(scenario)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, crt.Published, engine.Hexes, sc.Sides)
	if err != nil {
		t.Fatal(err)
	}
	g.Scenario = sc.ID
	run(t, g, lines...)
	return g
}

// poolOf returns "points/spent" of side's pool, "none" without one.
func poolOf(g *engine.Game, side string) string {
	p := g.Pools[side]
	if p == nil {
		return "none"
	}
	return engine.FormatNumber(p.Points) + "/" + engine.FormatNumber(p.Spent)
}

// TestSetupRolls: the set-up rolls of the scenarios, as logged commands with
// their dice.
func TestSetupRolls(t *testing.T) {
	cases := []struct {
		source, scenario string
		lines            []string
		side, pool       string // the pool after the lines, "points/spent"
		units            string // the units put in play, "LABEL:type:squads ..."
	}{
		{"000 FAQ, Scenario: Nuclear Hare and Hounds, Point Pools: 10 + (1 die * 10) points", "hare-and-hounds",
			[]string{"roll points die 4"}, "combine", "50/0", ""},
		{"000 FAQ, Nuclear Hare and Hounds: the lowest die", "hare-and-hounds",
			[]string{"roll points combine die 1"}, "combine", "20/0", ""},
		{"000 FAQ, Nuclear Hare and Hounds: the highest die", "hare-and-hounds",
			[]string{"roll points die 6"}, "combine", "70/0", ""},
		{"000 FAQ, Nuclear Hare and Hounds: a pool is rolled once", "hare-and-hounds",
			[]string{"roll points die 2", "!roll points die 5|open already"}, "combine", "30/0", ""},
		{"000 FAQ, Nuclear Hare and Hounds: a d6", "hare-and-hounds",
			[]string{"!roll points die 7|d6"}, "combine", "none", ""},
		{"000 FAQ, Nuclear Hare and Hounds: only the Combine rolls", "hare-and-hounds",
			[]string{"!roll points paneuropean|no random points"}, "paneuropean", "none", ""},
		{"ogretable, the quick game: no random points", "quick",
			[]string{"!roll points|no random points"}, "ogre", "none", ""},
		{"000 FAQ, APPENDIX, Reinforcements Table: 2 - Superheavy Tank", "hare-and-hounds",
			[]string{"reinforce die 1 1"}, "paneuropean", "none", "SHVY1:superheavy-tank:0"},
		{"000 FAQ, APPENDIX, Reinforcements Table: 4 - 2 Light Tanks (stacked)", "hare-and-hounds",
			[]string{"reinforce side paneuropean die 1 3"}, "paneuropean", "none", "LT1:light-tank:0 LT2:light-tank:0"},
		{"000 FAQ, APPENDIX, Reinforcements Table: 9 - 3 Infantry squads riding a GEV-APC", "hare-and-hounds",
			[]string{"reinforce die 4 5"}, "paneuropean", "none", "APC1:gev-apc:0 INF1:infantry-squad:3"},
		{"000 FAQ, APPENDIX, Reinforcements Table: 11 - 9 Infantry squads, in stacks of 3 (000 FAQ, Infantry)", "hare-and-hounds",
			[]string{"reinforce die 5 6"}, "paneuropean", "none", "INF1:infantry-squad:3 INF2:infantry-squad:3 INF3:infantry-squad:3"},
		{"000 FAQ, APPENDIX, Reinforcements Table: two dice", "hare-and-hounds",
			[]string{"!reinforce die 4|2 dice"}, "paneuropean", "none", ""},
	}
	for _, c := range cases {
		t.Run(c.source, func(t *testing.T) {
			g := scenarioGame(t, c.scenario, c.lines...)
			if got := poolOf(g, c.side); got != c.pool {
				t.Errorf("pool of the %s = %s, want %s", c.side, got, c.pool)
			}
			var units []string
			for _, u := range g.Units {
				units = append(units, u.Label+":"+u.Type.ID+":"+engine.FormatNumber(float64(crt.UnitOf(u).Squads)))
				if u.Side != c.side {
					t.Errorf("%s joins the %s, want the %s", u.Label, u.Side, c.side)
				}
			}
			if got := strings.Join(units, " "); got != c.units {
				t.Errorf("units %q, want %q", got, c.units)
			}
		})
	}
	// The dice are in the events, so the log says what was rolled.
	g := scenarioGame(t, "hare-and-hounds")
	cmd, _ := crt.ParseCommand("roll points die 3")
	evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, 1))
	if err != nil || len(evs) != 1 || len(evs[0].Dice) != 1 || evs[0].Dice[0].Value != 3 || !evs[0].Dice[0].Manual ||
		evs[0].Text != "The combine rolls 3 for its random points: 10 + 3 × 10 = 40 points of Armour, Infantry, etc. to buy." {
		t.Errorf("roll points die 3 = %+v, %v", evs, err)
	}
	cmd, _ = crt.ParseCommand("roll points")
	if needs, err := engine.NeedsOf(g, cmd, engine.NewSeeded(1, 1)); err != nil || len(needs) != 1 ||
		needs[0].String() != "roll 1d6 for the combine's random points (10 + 1d6 × 10)" {
		t.Errorf("NeedsOf(roll points) = %v, %v", needs, err)
	}
}

// TestPointPools: forces bought by points: the pool, what each unit costs,
// what is left, and a refusal when over.
func TestPointPools(t *testing.T) {
	cases := []struct {
		source, scenario string
		lines            []string
		side, pool       string
	}{
		// The pool a new game opens (tracker.SetupCommands) and what it buys.
		{"000 FAQ, Scenario: Gang Bang, OGRE Style, Point Pools: 150 points of local forces", "gang-bang",
			[]string{"pool paneuropean 150", "buy heavy-tank x3"}, "paneuropean", "150/18"},
		{"000 FAQ, Gang Bang: an Ogre costs its Cost (000 FAQ, the Ogre table: Mark III 100)", "gang-bang",
			[]string{"pool paneuropean 150", "buy mark-iii side paneuropean"}, "paneuropean", "150/100"},
		{"000 FAQ, Gang Bang: over the pool is refused, and nothing is spent", "gang-bang",
			[]string{"pool paneuropean 150", "buy mark-iii side paneuropean", "!buy heavy-tank x9|54 points, and the paneuropean has 50 of 150 left"}, "paneuropean", "150/100"},
		{"000 FAQ, Gang Bang: the pool spent to the last point", "gang-bang",
			[]string{"pool paneuropean 150", "buy heavy-tank x25"}, "paneuropean", "150/150"},
		// The Paneuropean pools of Hare and Hounds price units by VP.
		{"000 FAQ, Nuclear Hare and Hounds, Point Pools: 18 points 9 squads Infantry", "hare-and-hounds",
			[]string{"pool paneuropean 18", "buy infantry x3 squads 3"}, "paneuropean", "18/18"},
		{"000 FAQ, Nuclear Hare and Hounds, Point Pools: 9 points 3 Light Tanks", "hare-and-hounds",
			[]string{"pool paneuropean 9", "buy light-tank x3", "!buy infantry|2 points, and the paneuropean has 0 of 9 left"}, "paneuropean", "9/9"},
		{"000 FAQ, Nuclear Hare and Hounds: the Combine buys from its random points", "hare-and-hounds",
			[]string{"!buy heavy-tank side combine|roll points combine", "roll points die 1", "buy heavy-tank x3 side combine", "!buy gev side combine|GEV costs 6 points, and the combine has 2 of 20 left"}, "combine", "20/18"},
		{"a pool is opened once", "gang-bang",
			[]string{"pool paneuropean 150", "!pool paneuropean 100|open already"}, "paneuropean", "150/0"},
		{"a side of the game", "gang-bang",
			[]string{"!pool ogre 100|no side"}, "paneuropean", "none"},
	}
	for _, c := range cases {
		t.Run(c.source, func(t *testing.T) {
			g := scenarioGame(t, c.scenario, c.lines...)
			if got := poolOf(g, c.side); got != c.pool {
				t.Errorf("pool of the %s = %s, want %s", c.side, got, c.pool)
			}
		})
	}
	g := scenarioGame(t, "gang-bang", "pool paneuropean 150", "buy heavy-tank x2 as H")
	if len(g.Units) != 2 || g.Unit("H1") == nil || g.Unit("H2").Side != "paneuropean" {
		t.Errorf("buy heavy-tank x2 as H put %v in play", g.Labels())
	}
	var pools []string
	for _, p := range engine.StandingOf(g).Pools {
		pools = append(pools, p.Side+" "+engine.FormatNumber(p.Left))
	}
	if strings.Join(pools, ",") != "paneuropean 138" {
		t.Errorf("standing pools %v", pools)
	}
}

// TestEndConditions: the game-ending conditions of the scenarios, the turn
// limit, and "end".
func TestEndConditions(t *testing.T) {
	g := scenarioGame(t, "quick", "add mark-iii as MK3", "add command-post as CP", "add heavy-tank as H")
	if over := engine.GameOver(g); len(over) != 0 {
		t.Fatalf("GameOver at the start = %v", over)
	}
	// ogretable, the quick game: the Ogre's goal is the command post.
	apply(t, g, destroyed("CP")...)
	over := engine.GameOver(g)
	if len(over) != 1 || over[0].Condition != "the command post is destroyed" || !strings.Contains(over[0].Why, "1 of the defence's 1 Command Post is destroyed: CP") {
		t.Fatalf("GameOver after CP destroyed = %+v", over)
	}
	evs := run(t, g, "end")
	if len(evs) != 1 || evs[0].Kind != engine.EventEnded || evs[0].Text != "The game ends in turn 1: the command post is destroyed. The ogre wins." {
		t.Errorf("end = %+v", evs)
	}
	if g.Ended == nil || g.Ended.Turn != 1 || engine.GameOver(g) != nil {
		t.Errorf("ended %+v, GameOver %v", g.Ended, engine.GameOver(g))
	}
	// A command given after the end says who won, and how to reopen the
	// game (the referee's playtest: the refusal named no winner).
	run(t, g, "!next|the game ended in turn 1: the command post is destroyed. The ogre wins (the command post is destroyed). \"undo\" reopens it",
		"!note after the end|the game ended in turn 1", "!end again|ended")

	g = scenarioGame(t, "quick", "add mark-iii as MK3", "add command-post as CP", "end the players agree a draw")
	if g.Ended.Reason != "the players agree a draw" {
		t.Errorf("end REASON: %+v", g.Ended)
	}
	g = scenarioGame(t, "quick", "add mark-iii as MK3", "add command-post as CP")
	apply(t, g, destroyed("MK3")...)
	if over := engine.GameOver(g); len(over) != 1 || over[0].Condition != "the Ogre is destroyed" {
		t.Errorf("GameOver after MK3 destroyed = %+v", over)
	}

	// A turn limit: met once the last turn is played.
	cat := catalog(t)
	sc := *cat.Scenarios[0]
	sc.ID, sc.Name, sc.Turns, sc.Ends = "short", "Short", 2, nil
	cat.Scenarios = append(cat.Scenarios, &sc)
	g, _ = engine.NewGame(cat, crt.Published, engine.Hexes, nil)
	g.Scenario = "short"
	for g.Turn <= 2 {
		if over := engine.GameOver(g); len(over) != 0 {
			t.Fatalf("turn %d: GameOver = %v", g.Turn, over)
		}
		run(t, g, "next")
	}
	if over := engine.GameOver(g); len(over) != 1 || over[0].Condition != "the 2 turns are played" {
		t.Errorf("turn 3: GameOver = %+v", over)
	}
}

// TestStandingPerScenario: each scenario's standing as the views show it,
// with the objectives a new game puts in play.
func TestStandingPerScenario(t *testing.T) {
	// 000 FAQ, Nuclear Hare and Hounds: the ice-breaker is an objective, not
	// a Paneuropean force ("Fencer-B and Paneuropean forces destroyed or
	// disabled" is met with it afloat), and its destruction is judged.
	g := scenarioGame(t, "hare-and-hounds", "add mark-i x6 as M side combine", "add fencer-b as F side paneuropean",
		"add light-tank as LT side paneuropean", "add ice-breaker as ICE side paneuropean")
	st := engine.StandingOf(g)
	if len(st.Goals) != 2 || len(st.Victory) != 12 || len(st.Ends) != 3 || len(st.Pools) != 1 || st.Pools[0].Open || st.Pools[0].Formula != "10 + 1d6 × 10" {
		t.Fatalf("standing %+v", st)
	}
	apply(t, g, destroyed("F", "LT")...)
	want := map[string]engine.VictoryState{"combine A": engine.VictoryMet, "combine S": engine.VictoryReferee, "combine C": engine.VictoryNotMet}
	for k, v := range want {
		if got := states(engine.StandingOf(g).Victory)[k]; got != v {
			t.Errorf("hare and hounds, Fencer-B and light tank destroyed: %s %s, want %s", k, got, v)
		}
	}
	if b := engine.StandingOf(g).Best("combine"); b == nil || b.Class != "A" {
		t.Errorf("best of the combine %+v", b)
	}
	apply(t, g, destroyed("ICE")...)
	if got := states(engine.StandingOf(g).Victory)["combine C"]; got != engine.VictoryMet {
		t.Errorf("hare and hounds, Fencer-B and ice-breaker destroyed: combine C %s, want met (Draw)", got)
	}
	if over := engine.GameOver(g); len(over) != 2 {
		t.Errorf("GameOver = %+v, want the Paneuropeans out and the ice-breaker destroyed", over)
	}

	// 000 FAQ, Gang Bang: "All enemy forces destroyed" leaves the auto-fac
	// standing: the Combine came to take it.
	g = scenarioGame(t, "gang-bang", "add mark-vi as MK6 side combine", "add revener x2 as REV side paneuropean", "add auto-fac as AF side paneuropean")
	apply(t, g, destroyed("REV1", "REV2")...)
	if got := states(engine.StandingOf(g).Victory)["combine S"]; got != engine.VictoryMet {
		t.Errorf("gang bang, Reveners destroyed, auto-fac standing: combine S %s, want met", got)
	}

	// A game without a scenario has nothing to show.
	if st := engine.StandingOf(play(t, crt.Published, "add mark-iii")); !st.Empty() {
		t.Errorf("no scenario: standing %+v", st)
	}
}

// TestSetupSnapshots: pools and the end are kept in snapshots, so a game
// opened from one stands as its replay does.
func TestSetupSnapshots(t *testing.T) {
	g := scenarioGame(t, "hare-and-hounds", "roll points die 5", "buy heavy-tank x2 side combine", "end the referee calls it")
	r := restoreChecked(t, g.Catalog, g)
	if poolOf(r, "combine") != "60/12" || r.Ended == nil || r.Ended.Reason != "the referee calls it" {
		t.Errorf("restored pools %v, ended %+v", r.Pools, r.Ended)
	}
	c := r.Clone()
	c.Pools["combine"].Spent = 0
	if poolOf(r, "combine") != "60/12" {
		t.Error("a clone shares its pools")
	}
}

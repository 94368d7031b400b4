package ffotview

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// TestFFOTScoreNotVP: an FFOTigers game's header and "ogretable state"
// show each side's losses, a stand removed by a failed check half a loss
// (004 FFOTigers: "Stands that fail their quality check are removed from
// the board and count for 1/2 loss"), and its army command rating ("The
// average quality round up, is each side's army command rating"), not
// victory points, which 004 does not score (issue 29.13).
func TestFFOTScoreNotVP(t *testing.T) {
	s := openFFOT(t)
	g := s.State()
	g.Unit("HT2").Status = engine.StatusDestroyed
	g.Unit("ART").Status = engine.StatusRemoved
	const want = "Losses attacker 1.5, defender 0; command attacker veteran, defender green"
	for _, c := range []struct {
		name, text, says string
	}{
		{"the header's long form", cellsText(present.HeaderText(s.Info(), g, 0)), want},
		{"the header's short form", cellsText(present.HeaderText(s.Info(), g, 60)), "Losses 1.5/0 command veteran/green"},
		{"state", stateText(t, s.Info(), g), "Turn 1, the attacker's command phase. " + want + "."},
	} {
		if !strings.Contains(c.text, c.says) || strings.Contains(c.text, "VP") {
			t.Errorf("%s: %q, want %q and no VP", c.name, c.text, c.says)
		}
	}
	// A game created before issue 29 says which readings it keeps.
	if text := stateText(t, s.Info(), g); !strings.Contains(text, "keeps the readings of 004 it was played with") {
		t.Errorf("state of a game created before issue 29:\n%s", text)
	}
}

// TestFFOTScoreFollowsTheCommandRoll: once a side's army command roll
// fails, the header and "ogretable state" say it is out of command, as the
// game stands after the roll (004 FFOTigers: "A side whose army is out of
// command may only land a barrage on a roll of 4+"); a roll that passes
// leaves the rating alone (issue 31, at the table).
func TestFFOTScoreFollowsTheCommandRoll(t *testing.T) {
	// 004 FFOTigers, the quality table: veteran commands on 3+, +1 an HQ
	// unit in play, so 2+: a 1 fails.
	for _, c := range []struct {
		name, die, long, short, line string
	}{
		{"failed", "1", "command attacker veteran (out of command), defender green", "command veteran/green, attacker out of command",
			// "A side whose army is out of command may only land a barrage on a roll of 4+".
			"Command of the attacker: out of command this turn (rolled 1, needed 2+): barrages it places this turn land only on 4+; rating veteran with 1 HQ unit."},
		{"passed", "4", "command attacker veteran, defender green", "command veteran/green",
			"Command of the attacker: in command this turn (rolled 4, needed 2+); rating veteran with 1 HQ unit."},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openFFOT(t, "command die "+c.die)
			g := s.State()
			// The view's functions first.
			long, short := ffotView{}.Score(g)
			lines := strings.Join(CommandLines(g), "\n")
			for _, got := range []struct{ where, text, want string }{
				{"Score's long form", long, c.long},
				{"Score's short form", short, c.short},
				{"the attacker's command line", lines, c.line},
				// The defender has not rolled: its line gives the rule.
				{"the defender's command line", lines, "Command of the defender: green, in command on 5+ (33.3%); no roll yet."},
				{"the header's long form", cellsText(present.HeaderText(s.Info(), g, 0)), c.long},
				{"the header at 120 columns", cellsText(present.HeaderText(tracker.Info{ID: 1, Name: "Kursk, the northern shoulder"}, g, 120)), c.short},
				{"the header's short form", cellsText(present.HeaderText(s.Info(), g, 60)), c.short},
				{"state", stateText(t, s.Info(), g), c.long},
				{"state's command line", stateText(t, s.Info(), g), c.line},
				{"the attacker's panel", rowsText(Panel(g, g.Unit("HT1"))), c.line},
			} {
				if !strings.Contains(got.text, got.want) {
					t.Errorf("%s after a command roll of %s: %q, want %q", got.where, c.die, got.text, got.want)
				}
			}
			if c.die == "4" && strings.Contains(short, "out of command") {
				t.Errorf("Score's short form after a roll that passed: %q", short)
			}
		})
	}
}

// stateText is "ogretable state" of game g.
func stateText(t *testing.T, info tracker.Info, g *engine.Game) string {
	t.Helper()
	var b bytes.Buffer
	if err := present.WriteState(&b, info, g); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

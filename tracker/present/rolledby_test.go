package present_test

import (
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// TestRolledByIsTheLogsSide: in a game whose log names the side that acted
// (engine.EventSider) the side RolledBy gives each event's dice (the
// report's dice table) is the side the log recorded with it, one rule. In
// OGRE for DSII a SMAK round with no "by" is the other side's, one
// credited to a unit its side's, an Ogre's repair its own (issue 22 review:
// "smak MK5.tread1 basic light ko die 6 1" logged side defence, and the
// report counted its dice to the ogre); in FFOTigers an overwatch's dice
// are the firer's, in the enemy's movement phase.
func TestRolledByIsTheLogsSide(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		variant engine.Variant
		lines   []string
		diced   int
	}{
		{"OGRE for DSII", dsii.Variant, []string{"add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence",
			// 002 OGRE for DSII, SMAK: the homing die against the Ogre's ECM.
			"smak MK5.tread1 basic light ko die 6 1",
			"smak MK5.tread2 basic light ko by HT die 6 1",
			// Repairs: an EM activation rolls the EM's die.
			"hit MK5.main1 tsd", "repair MK5.main1 die 6"}, 3},
		{"FFOTigers", ffot.Variant, []string{"add heavy-tank as HT1 side attacker", "add heavy-tank as DHT1 side defender",
			"unit 1st HT1 quality veteran", "unit 4th DHT1 quality average", "next", "move HT1 quarter",
			// 004 FFOTigers, steps 9 to 11: the enemy fires in overwatch.
			"overwatch DHT1 at HT1 range 10 die 1"}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := trackertest.NewStore()
			s, err := tracker.Open(st, cat, tracker.Info{ID: 1, Name: c.name, Variant: c.variant, Scale: engine.Inches, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			trackertest.Run(t, s, c.lines...)
			recs, err := st.Events(1)
			if err != nil {
				t.Fatal(err)
			}
			g, err := engine.NewGame(cat, c.variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			diced := 0
			for _, r := range recs {
				var e engine.Event
				if err := json.Unmarshal(r.Payload, &e); err != nil {
					t.Fatal(err)
				}
				if len(e.Dice) > 0 {
					diced++
					if got := present.RolledBy(g, e, "the side to play"); got != r.Side {
						t.Errorf("event %d (%s of %s): rolled by %q, and the log says %q", r.Seq, e.Kind, e.Unit, got, r.Side)
					}
				}
				if err := g.Apply(e); err != nil {
					t.Fatal(err)
				}
			}
			if diced != c.diced {
				t.Errorf("the game rolled dice in %d events, want %d", diced, c.diced)
			}
		})
	}
}

// TestLogRowOfNoSide: a log line of no side's (a note in OGRE for DSII,
// where the units of both sides activate in one phase) shows a dash where
// a side's name stands, and the text log pads the column.
func TestLogRowOfNoSide(t *testing.T) {
	st := trackertest.NewStore()
	s, err := tracker.Open(st, trackertest.Catalog(t), tracker.Info{ID: 1, Name: "Mark V", Variant: dsii.Variant, Scale: engine.Inches, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	lines, err := s.Do("note the ridge is blocked")
	if err != nil {
		t.Fatal(err)
	}
	if got := present.LogRow(lines[0], 0).Text(); !strings.Contains(got, "T1 — ") || !strings.HasSuffix(got, " Note: the ridge is blocked") {
		t.Errorf("the note's row reads %q, want its side a dash", got)
	}
	if got := present.LogText(lines[0]); !strings.Contains(got, "T1          ") {
		t.Errorf("the note's text line reads %q, want the side's column blank", got)
	}
}

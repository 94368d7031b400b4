package tracker

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker/memstore"
)

// ffotFireSession opens a game of FFOTigers in its fire phase with the
// example figures: the attacker's veteran heavy tank HT1 and the defender's
// infantry INF1 in forest.
func ffotFireSession(t *testing.T, st *memstore.Store) (*Session, *engine.Catalog, Info) {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	info := Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7}
	s, err := Open(st, cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank as HT1 side attacker", "add infantry-squad as INF1 side defender",
		"unit 1st HT1 quality veteran hq", "unit 2nd INF1 quality average", "terrain INF1 forest")
	for i := 0; i < 8 && s.State().Phase != ffot.PhaseFire; i++ {
		run(t, s, "next")
	}
	return s, cat, info
}

// TestDoTypedDiceThenRolled: "die 9 3 roll" throws the dice typed first and
// lets the program roll the rest (issue 22 playtest: pressing r in a staged
// dice prompt rolled every die and threw the typed ones away). The typed
// dice are stored as typed, the others as rolled, and the command's text
// made again gives the same events (Verify); too many typed dice are still
// refused, and a note keeps "roll" as a word of its text.
func TestDoTypedDiceThenRolled(t *testing.T) {
	st := newMemStore()
	s, cat, info := ffotFireSession(t, st)
	before := len(eventsOf(st, 1))
	// Two misses roll nothing more: a third die typed is one too many.
	if _, err := s.Do("fire HT1 at INF1 range 8 die 1 1 1 roll"); err == nil || !strings.Contains(err.Error(), "this command rolls 2 dice but 3 dice typed") {
		t.Errorf("three dice typed for two misses: %v, want a refusal", err)
	}
	for _, line := range []string{"fire HT1 at INF1 range 8 die roll", "fire HT1 at INF1 range 8 die 3 roll 5"} {
		if _, err := s.Do(line); err == nil || !strings.Contains(err.Error(), `"roll" comes last, after the dice typed ("die 4 roll")`) {
			t.Errorf("%s: %v, want a refusal saying where roll goes", line, err)
		}
	}
	// 004 FFOTigers: HT1, veteran, rolls 2 dice to hit INF1 at range 8; a
	// save and effect dice follow for the hits.
	if _, err := s.Do("fire HT1 at INF1 range 8 die 3 5 roll"); err != nil {
		t.Fatal(err)
	}
	var dice []engine.Die
	for _, r := range eventsOf(st, 1)[before:] {
		var e engine.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			t.Fatal(err)
		}
		dice = append(dice, e.Dice...)
	}
	if len(dice) < 4 {
		t.Fatalf("two hits on 3+ roll saves too, but the fire stored only the dice %v", dice)
	}
	if got := []engine.Die{dice[0], dice[1]}; !slices.Equal(got, []engine.Die{{Value: 3, Manual: true}, {Value: 5, Manual: true}}) {
		t.Errorf("the fire's first dice are %v, want the typed 3 and 5", got)
	}
	for i, d := range dice[2:] {
		if d.Manual {
			t.Errorf("die %d (%d) is stored as typed; only 3 and 5 were", i+3, d.Value)
		}
	}
	if st.Commands(1)[len(st.Commands(1))-1] != "fire HT1 at INF1 range 8 die 3 5 roll" {
		t.Errorf("the log keeps the command as %q", st.Commands(1)[len(st.Commands(1))-1])
	}

	var cmds []Recorded
	recs, _ := st.Events(1)
	for _, r := range recs {
		if len(cmds) == 0 || cmds[len(cmds)-1].Seq != r.CommandSeq {
			cmds = append(cmds, Recorded{Seq: r.CommandSeq, Text: st.Commands(1)[r.CommandSeq-1]})
		}
		cmds[len(cmds)-1].Events = append(cmds[len(cmds)-1].Events, r)
	}
	if d, err := Verify(cat, info, cmds); err != nil || d != nil {
		t.Errorf("the game resolved again from its commands' text: %+v, %v", d, err)
	}

	if _, err := s.Do("note HT2 die 4 roll"); err != nil {
		t.Errorf("a note ending in \"die 4 roll\": %v", err)
	}
	if got := s.Recent(1); len(got) == 0 || !strings.Contains(got[0].Text, "HT2 die 4 roll") {
		t.Errorf("the note reads %+v, want its text as typed", got)
	}
}

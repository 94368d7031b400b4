package tracker

import (
	"ogretable/engine"
	"testing"
)

// TestDiffersKeepsTheSentence: an event made again whose sentence says
// more after the recorded sentence is the same event (a later build adds
// its ruling after an interception: issue 19, item 6, exports of older
// builds import without --as-recorded); a sentence worded otherwise, or
// cut, is a difference (a playtest after issue 19 imported "die 6" over a
// ram's die 2), and so is any other field, the sentence's neighbours
// included.
func TestDiffersKeepsTheSentence(t *testing.T) {
	rec := engine.LogEvent{Kind: "vp", Turn: 1, Side: "ogre", Phase: "fire", Payload: []byte(`{"kind":"vp","text":"The defence scores 6 VP.","side":"defence","points":6}`)}
	cases := []struct {
		name    string
		payload string
		differs bool
		what    string
	}{
		{"the same", `{"kind":"vp","text":"The defence scores 6 VP.","side":"defence","points":6}`, false, ""},
		{"more said after it", `{"kind":"vp","text":"The defence scores 6 VP. A house rule.","side":"defence","points":6}`, false, ""},
		{"worded otherwise", `{"kind":"vp","text":"6 VP to the defence.","side":"defence","points":6}`, true, `has "text" "The defence scores 6 VP."`},
		{"more said, without a space", `{"kind":"vp","text":"The defence scores 6 VP.!","side":"defence","points":6}`, true, `has "text" "The defence scores 6 VP."`},
		{"no sentence", `{"kind":"vp","side":"defence","points":6}`, true, `has "text" "The defence scores 6 VP."`},
		{"other points", `{"kind":"vp","text":"The defence scores 6 VP.","side":"defence","points":60}`, true, "scores 6 VP"},
		{"other points, worded otherwise", `{"kind":"vp","text":"60 VP.","side":"defence","points":60}`, true, "scores 6 VP"},
		{"another side", `{"kind":"vp","text":"The defence scores 6 VP.","side":"ogre","points":6}`, true, `has "side" "defence"`},
	}
	for _, c := range cases {
		made := rec
		made.Payload = []byte(c.payload)
		what, _, ok := differs(rec, made, older{})
		if ok != c.differs || what != c.what {
			t.Errorf("%s: differs = %q, %v; want %q, %v", c.name, what, ok, c.what, c.differs)
		}
	}
}

// TestDiffersNoSide: an event the build now logs as no side's (a note in
// OGRE for DSII, where every side acts: engine.ActingSides) is the same
// event as one an earlier build logged on a side, so that game files
// exported before import; an event made on another side differs.
func TestDiffersNoSide(t *testing.T) {
	rec := engine.LogEvent{Kind: "note", Turn: 1, Side: "ogre", Phase: "activation", Payload: []byte(`{"kind":"note","text":"Note: x"}`)}
	for _, c := range []struct {
		side    string
		differs bool
	}{{"", false}, {"ogre", false}, {"defence", true}} {
		made := rec
		made.Side = c.side
		if what, _, ok := differs(rec, made, older{}); ok != c.differs {
			t.Errorf("made on the side %q: differs = %q, %v; want %v", c.side, what, ok, c.differs)
		}
	}
}

// TestDiffersDefinitionSentence: a definition's sentence sums up the
// record it carries, so one worded otherwise by an earlier build ("as the
// templates give it: move 0.") is the same event when the record is the
// same; a different record is a difference.
func TestDiffersDefinitionSentence(t *testing.T) {
	rec := engine.LogEvent{Kind: string(engine.EventDefined), Turn: 1, Side: "ogre", Phase: "activation",
		Payload: []byte(`{"kind":"defined","text":"The game records Mark V (DSII) as the templates give it: move 0.","type":"dsii-mark-v","def":{"unit":{"id":"dsii-mark-v","name":"Mark V (DSII)","kind":"ogre"}}}`)}
	for _, c := range []struct {
		name, payload string
		differs       bool
	}{
		{"worded otherwise", `{"kind":"defined","text":"The game records Mark V (DSII) as the templates give it: a unit type of its rule system, whose record follows.","type":"dsii-mark-v","def":{"unit":{"id":"dsii-mark-v","name":"Mark V (DSII)","kind":"ogre"}}}`, false},
		{"another record", `{"kind":"defined","text":"The game records Mark V (DSII) as the templates give it: move 0.","type":"dsii-mark-v","def":{"unit":{"id":"dsii-mark-v","name":"Mark V","kind":"ogre"}}}`, true},
	} {
		made := rec
		made.Payload = []byte(c.payload)
		if what, _, ok := differs(rec, made, older{}); ok != c.differs {
			t.Errorf("%s: differs = %q, %v; want %v", c.name, what, ok, c.differs)
		}
	}
}

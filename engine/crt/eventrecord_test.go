package crt

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
)

// fullEvent is an event with every shared field and every field of the
// CRT's record set.
func fullEvent() engine.Event {
	return With(engine.Event{Kind: EventAttack, Text: "A <&> sentence", Dice: []engine.Die{{Value: 5}}, Unit: "HVY1",
		Type: "heavy-tank", Side: "defence", Squads: 3, Attackers: []string{"HVY1"}, Target: "MK3", Weapon: "main1",
		Points: 2, Turn: 4, SideIndex: 1, Phase: "fire", Note: "a note", Data: json.RawMessage(`{"a":1}`),
		Def:     &engine.Definition{Unit: &engine.UnitType{ID: "x", Name: "X"}},
		Verdict: &engine.Verdict{Winner: "ogre"}, LogVersion: 2},
		Record{Strength: 4, Defense: 2, Roll: &Roll{Column: Column2to1, Die: 3, Modifier: -1,
			Modifiers: []DieModifier{{Value: -1, Reason: "ECM"}}, Reading: Overrun, Result: X},
			Defenders: []string{"GEV1"}, Treads: 6, Timer: &engine.Timer{Cause: "spill", Turn: 3, Side: "ogre", Roll: true},
			Hulk: true, Terrain: "forest", Round: 2, Role: RoleDefender, Walkers: true,
			Loadout: &Loadout{Mounts: []engine.Mount{{Weapon: "missile", Count: 1}}}, Correction: &Correction{Field: "treads", Reason: "r"},
			Missile: &MissileRecord{ID: "CM1"}, Walker: &WalkerMode{Jets: true}})
}

// TestEventKeepsTheLogsOrder checks that an event with the CRT's record
// is written with its keys where the battle log has always had them, when
// they were fields of the shared envelope (the log on disk keeps its
// shape, issue 32), and reads back as it was.
func TestEventKeepsTheLogsOrder(t *testing.T) {
	want := []string{"kind", "text", "dice", "unit", "type", "side", "squads", "attackers", "target", "strength",
		"defense", "roll", "defenders", "weapon", "treads", "points", "timer", "hulk", "terrain", "turn", "side_index",
		"phase", "note", "round", "role", "walkers", "data", "def", "loadout", "correction", "missile", "walker",
		"verdict", "log_version"}
	e := fullEvent()
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if got := topKeys(t, b); !slices.Equal(got, want) {
		t.Errorf("the event's keys are %v, want %v", got, want)
	}
	if !bytes.Contains(b, []byte(`"text":"A \u003c\u0026\u003e sentence"`)) {
		t.Errorf("the text is not escaped as encoding/json escapes it: %s", b)
	}
	var back engine.Event
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, e) {
		t.Errorf("read back %+v (%v), want %+v", back, err, e)
	}
	// An event without a record, and one whose fields are all zero,
	// are written as the shared envelope alone.
	plain := engine.Event{Kind: engine.EventNote, Text: "t", Note: "n"}
	for _, e := range []engine.Event{plain, With(plain, Record{})} {
		b, err := json.Marshal(e)
		if err != nil || string(b) != `{"kind":"note","text":"t","note":"n"}` {
			t.Errorf("%+v is written %s (%v)", e, b, err)
		}
	}
}

// topKeys returns the keys of the JSON object b, in order.
func topKeys(t *testing.T, b []byte) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	var keys []string
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch tok := tok.(type) {
		case json.Delim:
			if tok == '{' || tok == '[' {
				depth++
			} else {
				depth--
			}
		case string:
			if depth == 1 {
				if _, ok := m[tok]; ok && !slices.Contains(keys, tok) {
					keys = append(keys, tok)
					var skip json.RawMessage
					_ = dec.Decode(&skip)
				}
			}
		}
	}
	return keys
}

// TestRecordKeys checks that the keys the CRT registers are its record's
// fields, and none is the shared envelope's.
func TestRecordKeys(t *testing.T) {
	var fields []string
	typ := reflect.TypeFor[Record]()
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		fields = append(fields, name)
	}
	if keys := (eventFields{}).EventKeys(); !slices.Equal(slices.Sorted(slices.Values(keys)), slices.Sorted(slices.Values(fields))) {
		t.Errorf("the CRT registers the keys %v; its record has %v", keys, fields)
	}
	for _, k := range fields {
		if slices.Contains(engine.SharedEventKeys(), k) {
			t.Errorf("the record's %q is a key of the shared envelope", k)
		}
	}
}

// TestRecordToCopies checks that a change to an event's record leaves a
// copy of the event made before it as it was, as a change to a field of
// the envelope does.
func TestRecordToCopies(t *testing.T) {
	e := fullEvent()
	before := e
	RecordTo(&e).Treads = 1
	RecordTo(&e).Defenders[0] = "GEV2"
	if EventOf(before).Treads != 6 || EventOf(before).Defenders[0] != "GEV1" {
		t.Errorf("a change to the event's record changed its copy's: %+v", EventOf(before))
	}
	if EventOf(e).Treads != 1 || EventOf(e).Defenders[0] != "GEV2" {
		t.Errorf("the change is lost: %+v", EventOf(e))
	}
	if EventOf(engine.Event{}).Treads != 0 {
		t.Error("an event without a record reads as one")
	}
}

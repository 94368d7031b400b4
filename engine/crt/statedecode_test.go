package crt

import (
	"encoding/json"
	"reflect"
	"testing"

	"ogretable/engine"
)

// TestUnmarshalStateReadsAsJSONDoes checks that a unit's state read back
// from a snapshot by hand is the state json.Unmarshal reads, whether the
// hand reader reads it or leaves it to json.Unmarshal, and that it errs
// where json.Unmarshal errs.
func TestUnmarshalStateReadsAsJSONDoes(t *testing.T) {
	tests := []struct {
		name string
		data string
		hand bool // read by hand, not left to json.Unmarshal
	}{
		{"empty", `{}`, true},
		{"an Ogre", `{"hulk":true,"treads":12,"treads_max":45,"weapons":[{"id":"main1","status":"destroyed"},{"id":"secondary1","status":"ok","fired_turn":6,"fired_at":"INF2"},{"id":"missile2","status":"spent","fired_turn":1,"fired_at":"GEV3"}]}`, true},
		{"a stack", `{"squads":3,"weapons":[{"id":"rack1","status":"ok","ammo":2}]}`, true},
		{"a walker", `{"spent":1.5,"structure_points":-2,"jets":true,"flying":false}`, true},
		{"a unit that fired", `{"squads":2,"fired_turn":4}`, true},
		{"no weapons", `{"weapons":[]}`, true},
		{"another status", `{"weapons":[{"id":"main1","status":"Disabled ✓"}]}`, true},
		{"a volley", `{"weapons":[{"id":"rack1","status":"ok","volley":{"turn":3,"side":1}}]}`, false},
		{"a first move", `{"first_move":{"turn":2,"side":0,"terrains":["forest"]}}`, false},
		{"white space", `{ "squads": 2 }`, false},
		{"an escape", `{"weapons":[{"id":"main\u0031","status":"ok"}]}`, false},
		{"a key twice", `{"squads":2,"squads":3}`, false},
		{"a weapon's key twice", `{"weapons":[{"id":"a1","id":"b1"}]}`, false},
		{"a key in capitals", `{"Squads":2}`, false},
		{"an unknown key", `{"colour":"red","squads":1}`, false},
		{"null", `{"weapons":null}`, false},
		{"a null weapon", `{"weapons":[null]}`, false},
		{"an exponent", `{"spent":1e2}`, false},
		{"a fraction for an int", `{"squads":2.5}`, false},
		{"a leading zero", `{"squads":02}`, false},
		{"too big", `{"treads":99999999999999999999}`, false},
		{"a string for a number", `{"treads":"12"}`, false},
		{"not an object", `[]`, false},
		{"cut short", `{"weapons":[{"id":"main1"`, false},
		{"after the end", `{"squads":1}x`, false},
		{"a bad byte", "{\"weapons\":[{\"id\":\"\xff\"}]}", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var want UnitState
			wantErr := json.Unmarshal([]byte(tt.data), &want)
			var got UnitState
			err := unmarshalState([]byte(tt.data), &got)
			if (err != nil) != (wantErr != nil) {
				t.Fatalf("error %v, json.Unmarshal's %v", err, wantErr)
			}
			if err == nil && !reflect.DeepEqual(got, want) {
				t.Errorf("read %+v, json.Unmarshal reads %+v", got, want)
			}
			r := stateReader{b: []byte(tt.data)}
			var s UnitState
			if hand := r.state(&s) && r.i == len(r.b); hand != tt.hand {
				t.Errorf("read by hand: %v, want %v", hand, tt.hand)
			}
		})
	}
}

// TestUnmarshalStateReadsWhatSnapshotsWrite checks that the states a
// snapshot writes are read by hand, and back as they were.
func TestUnmarshalStateReadsWhatSnapshotsWrite(t *testing.T) {
	mk := func(id string) *engine.WeaponType { return &engine.WeaponType{ID: id} }
	states := []*UnitState{
		{},
		{Squads: 2},
		{Hulk: true, Treads: 30, TreadsMax: 45, Weapons: []*Weapon{
			{ID: "main1", Type: mk("main"), Status: engine.StatusOK, FiredTurn: 3, FiredAt: "HVY1"},
			{ID: "missile1", Type: mk("missile"), Status: StatusSpent},
			{ID: "ap1", Type: mk("ap"), Status: engine.StatusDestroyed},
		}},
		{Spent: 2.25, StructurePoints: 12, Jets: true, Flying: true},
		{Squads: 3, FiredTurn: 5},
		{FiredTurn: 2, Spent: 1.5, Jets: true},
	}
	for _, s := range states {
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		r := stateReader{b: data}
		var got UnitState
		if !r.state(&got) || r.i != len(data) {
			t.Errorf("%s is left to json.Unmarshal", data)
		}
		type plain UnitState // the weapons read back have no types yet
		back, _ := json.Marshal((*plain)(&got))
		if string(back) != string(data) {
			t.Errorf("read %s back as %s", data, back)
		}
	}
}

// FuzzUnmarshalState checks that any data reads by hand as json.Unmarshal
// reads it, or errs where it errs.
func FuzzUnmarshalState(f *testing.F) {
	for _, s := range []string{`{}`, `{"squads":3,"weapons":[{"id":"rack1","status":"ok","ammo":2}]}`,
		`{"hulk":true,"treads":12,"treads_max":45,"weapons":[{"id":"main1","status":"destroyed","fired_turn":6,"fired_at":"INF2"}]}`,
		`{"spent":1.5,"structure_points":-2,"jets":true,"flying":false}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var want, got UnitState
		wantErr := json.Unmarshal(data, &want)
		err := unmarshalState(data, &got)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%q: error %v, json.Unmarshal's %v", data, err, wantErr)
		}
		if err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: read %+v, json.Unmarshal reads %+v", data, got, want)
		}
	})
}

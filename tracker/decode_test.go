package tracker

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// decodeSeeds are payloads as the engine writes them, every field of an
// event among them, and payloads it never writes that json.Unmarshal
// reads all the same (or refuses), which decodeEvent must leave to it.
func decodeSeeds(t testing.TB) []string {
	full := crt.With(engine.Event{Kind: engine.EventKind("attack"), Text: "HVY1, GEV2 fire at MK3.main1: X. Ünïcode ✓", Dice: []engine.Die{{Value: 5}, {Value: 2, Manual: true, Sides: 8}}, Unit: "HVY1", Type: "heavy-tank", Side: "defence", Squads: 3, Attackers: []string{"HVY1", "GEV2"}, Target: "MK3.main1", Weapon: "main1", Points: -2.25, Turn: 7, SideIndex: 1, Phase: engine.Phase("fire"), Note: "a note", Data: json.RawMessage(`{"label":"A}\"{","change":-1,"n":[1,{"x":"}"}]}`)}, crt.Record{Strength: 4.5, Defense: 1e-3, Roll: &crt.Roll{Die: 5, Modifier: -1, Reading: 2}, Defenders: []string{}, Treads: 12, Timer: &engine.Timer{Cause: engine.Cause("spill"), Turn: 3, Side: "ogre", Roll: true}, Hulk: true, Terrain: engine.Terrain("forest"), Round: 2, Role: crt.Role("attackers"), Walkers: true})
	var out []string
	for _, e := range []engine.Event{full, {}, {Kind: "fired", Unit: "GEV1"}, crt.With(engine.Event{Kind: "attack"}, crt.Record{Roll: &crt.Roll{}})} {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(b))
	}
	// A "defined" event, which json.Unmarshal decodes (and decode keeps).
	defined, err := json.Marshal(engine.Event{Kind: engine.EventDefined, Type: "rail-tank",
		Def: &engine.Definition{Unit: &engine.UnitType{ID: "rail-tank", Name: "Rail Tank", Attack: 5}}})
	if err != nil {
		t.Fatal(err)
	}
	return append(out, string(defined), string(defined),
		`{}`, ` { "kind" : "note" , "text":"x" } `, "{\n\t\"kind\":\r\"x\"}",
		`{"text":"a \"quoted\" line\n"}`, `{"text":"\u00e9"}`, "{\"text\":\"\xff\"}", `{"kind":"a","kind":"b"}`,
		`{"Kind":"note"}`, `{"KIND":"note","kind":"x"}`, `{"unknown":1}`, `{"data":{"a":[1,2]}}`, `{"text":null}`,
		`{"roll":null}`, `{"dice":null}`, `{"turn":1.0}`, `{"turn":1e2}`, `{"turn":-0}`, `{"turn":01}`, `{"turn":"1"}`,
		`{"turn":99999999999999999999}`, `{"strength":1e400}`, `{"strength":-0.5e-2}`, `{"strength":.5}`,
		`{"hulk":1}`, `{"hulk":truex}`, `{"hulk":true}`, `{"dice":[{"value":1,"value":2}]}`, `{"dice":[{"value":1},]}`,
		`{"dice":[]}`, `{"attackers":["a",1]}`, `{"attackers":[]}`, `{"roll":{"column":"2-1","result":"X"}}`,
		`{"roll":{"column":"bogus"}}`, `{"roll":{"result":3}}`, `{"roll":{"reading":1.5}}`, `{"timer":{"cause":"x","roll":false}}`,
		`{"defense":0,"roll":true}`, `{"roll":true,"defense":0}`,
		`{"kind":"a"} x`, `{"kind":"a"`, `{"kind" "a"}`, `[]`, `null`, ``, `{"kind":"a",}`, `{"a":1,"b":2,"c":3,"d":4,"e":5,"kind":"x"}`,
		`{"kind":"k","text":"t","unit":"u","type":"y","side":"s","weapon":"w","kind":"again"}`,
		`{"data":null}`, `{"data":[1]}`, `{"data":{"a":}}`, `{"data":{"a":"\u00e9"}}`, `{"data": { "a" : 1 } }`,
		`{"data":{"a":"\\"}}`, `{"data":{"a":1}`, `{"data":{}}`, `{"data":"x"}`, "{\"data\":{\"a\":\"\xff\"}}")
}

// TestDecodeEventIsUnmarshal checks that decodeEvent gives what
// json.Unmarshal gives, event and error alike, on the seeds.
func TestDecodeEventIsUnmarshal(t *testing.T) {
	for i, p := range decodeSeeds(t) {
		checkDecode(t, []byte(p))
		// The payloads the engine writes take the quick way.
		d, e := eventDecoder{b: []byte(p)}, engine.Event{}
		if i < 4 && !d.event(&e) {
			t.Errorf("%s is left to json.Unmarshal", p)
		}
	}
}

// FuzzDecodeEvent checks decodeEvent against json.Unmarshal on any bytes.
func FuzzDecodeEvent(f *testing.F) {
	for _, p := range decodeSeeds(f) {
		f.Add([]byte(p))
	}
	f.Fuzz(func(t *testing.T, p []byte) { checkDecode(t, p) })
}

// checkDecode fails unless decodeEvent and json.Unmarshal agree on p, and
// decodeToApply agrees with them but for the text, which it may leave out.
func checkDecode(t *testing.T, p []byte) {
	t.Helper()
	var got, want, apply engine.Event
	gotErr := decodeEvent(p, &got)
	wantErr := json.Unmarshal(p, &want)
	if (gotErr == nil) != (wantErr == nil) || !reflect.DeepEqual(got, want) {
		t.Errorf("%q: decodeEvent gave %+v (%v), json.Unmarshal %+v (%v)", p, got, gotErr, want, wantErr)
	}
	applyErr := decodeToApply(p, &apply, make(names))
	apply.Text, want.Text = "", ""
	if (applyErr == nil) != (wantErr == nil) || !reflect.DeepEqual(apply, want) {
		t.Errorf("%q: decodeToApply gave %+v (%v), json.Unmarshal %+v (%v) but for the text", p, apply, applyErr, want, wantErr)
	}
}

// TestDecodeEventKnowsTheEngine checks that every key decodeEvent reads by
// hand is a field of the engine's types, of the type it reads it as: a
// field the engine renames or retypes must be changed in decode.go too.
// (A field the engine adds is read by json.Unmarshal until decode.go
// learns it.) A system's own keys, and the objects under them (the Ogre
// CRT's roll and timer), the system reads through decodeEvent's
// fieldReader: TestDecodeEventIsUnmarshal checks that a payload with
// every one of them, and every field of those objects, takes the quick
// way and decodes as json.Unmarshal decodes it.
func TestDecodeEventKnowsTheEngine(t *testing.T) {
	str, integer, float, boolean := reflect.String, reflect.Int, reflect.Float64, reflect.Bool
	want := map[reflect.Type]map[string]any{
		reflect.TypeFor[engine.Event](): {"kind": str, "text": str, "dice": reflect.TypeFor[[]engine.Die](), "unit": str,
			"type": str, "side": str, "squads": integer, "attackers": reflect.TypeFor[[]string](), "target": str,
			"weapon": str, "points": float, "turn": integer, "side_index": integer, "phase": str, "note": str,
			"data": reflect.TypeFor[json.RawMessage](), "log_version": integer},
		reflect.TypeFor[engine.Die](): {"value": integer, "manual": boolean, "sides": integer},
	}
	keys := map[reflect.Type][]string{reflect.TypeFor[engine.Event](): eventKeys, reflect.TypeFor[engine.Die](): dieKeys}
	for typ, fields := range want {
		if got, w := slices.Sorted(slices.Values(keys[typ])), slices.Sorted(mapKeys(fields)); !slices.Equal(got, w) {
			t.Errorf("%v: decode.go lists the keys %v, the test %v", typ, got, w)
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			w, ok := fields[name]
			if !ok || name == "-" {
				continue
			}
			delete(fields, name)
			switch w := w.(type) {
			case reflect.Kind:
				// Text methods would make json read the field otherwise.
				_, text := reflect.PointerTo(f.Type).MethodByName("UnmarshalText")
				if f.Type.Kind() != w || text || f.Type.Kind() == reflect.Int && f.Type.Size() != 8 {
					t.Errorf("%v.%s (%q) is a %v; decode.go reads it as a plain %v", typ, f.Name, name, f.Type, w)
				}
			case reflect.Type:
				if f.Type != w {
					t.Errorf("%v.%s (%q) is a %v; decode.go reads it as a %v", typ, f.Name, name, f.Type, w)
				}
			}
		}
		for name := range fields {
			t.Errorf("%v has no field %q; decode.go reads one", typ, name)
		}
	}
}

// mapKeys returns the keys of m.
func mapKeys(m map[string]any) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

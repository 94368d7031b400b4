package crt_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestSnapshotRestoresTheGame: for random games, a game restored from a
// snapshot marshals as the game does, and the same commands on both give
// the same events from then on, overruns and split fire included.
func TestSnapshotRestoresTheGame(t *testing.T) {
	cat := catalog(t)
	rng := rand.New(rand.NewPCG(11, 5))
	setup := append(slices.Clone(replaySetup), "add superheavy-tank as SH side ogre", "add superheavy-tank as SD")
	var restores, inOverrun, events int
	for round := range 30 {
		g, _ := engine.NewGame(cat, engine.Variant([]string{"published", "classic", "lite"}[round%3]),
			[]engine.Scale{engine.Hexes, engine.Inches}[round%2], []string{"ogre", "defence", "third"}[:2+round%2])
		var r *engine.Game // the restored copy, once there is one
		cmdNo := 0
		do := func(line string) {
			t.Helper()
			cmdNo++
			cmd, err := crt.ParseCommand(line)
			if err != nil {
				return
			}
			evs, err := engine.Resolve(g, cmd, engine.NewSeeded(uint64(round), uint64(cmdNo)))
			if r != nil {
				revs, rerr := engine.Resolve(r, cmd, engine.NewSeeded(uint64(round), uint64(cmdNo)))
				if (err == nil) != (rerr == nil) || err != nil && err.Error() != rerr.Error() {
					t.Fatalf("round %d, %q: the game says %v, the restored game %v", round, line, err, rerr)
				}
				if !reflect.DeepEqual(evs, revs) {
					t.Fatalf("round %d, %q: the restored game's events differ:\n%+v\n%+v", round, line, evs, revs)
				}
			}
			if err != nil {
				return
			}
			for _, e := range evs {
				if err := g.Apply(e); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				if r != nil {
					if err := r.Apply(e); err != nil {
						t.Fatalf("%q on the restored game: %v", line, err)
					}
				}
			}
			events += len(evs)
		}
		for _, l := range setup {
			do(l)
		}
		labels := g.Labels()
		for step := range 300 {
			if step%25 == 0 || rng.IntN(10) == 0 {
				r = restoreChecked(t, cat, g)
				restores++
				if crt.GameOf(g).Overrun != nil {
					inOverrun++
				}
			}
			do(randomLine(rng, g, labels))
		}
		a, _ := json.Marshal(g)
		b, _ := json.Marshal(r)
		if string(a) != string(b) {
			t.Fatalf("round %d: the restored game drifted:\n%s\n%s", round, a, b)
		}
	}
	t.Logf("%d restores, %d of them in an overrun, %d events", restores, inOverrun, events)
	if inOverrun < 20 {
		t.Errorf("only %d restores in an overrun; too few to test them", inOverrun)
	}
}

// restoreChecked snapshots g, restores it and checks that the two marshal
// alike and that the restored game's snapshot is the same snapshot.
func restoreChecked(t *testing.T, cat *engine.Catalog, g *engine.Game) *engine.Game {
	t.Helper()
	data, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.RestoreGame(cat, data)
	if err != nil {
		t.Fatalf("RestoreGame: %v\n%s", err, data)
	}
	a, _ := json.Marshal(g)
	b, _ := json.Marshal(r)
	if string(a) != string(b) {
		t.Fatalf("the restored game differs:\n%s\n%s", a, b)
	}
	again, err := r.Snapshot()
	if err != nil || string(again) != string(data) {
		t.Fatalf("the restored game's snapshot differs (%v):\n%s\n%s", err, data, again)
	}
	for _, u := range g.Units {
		ru := r.Unit(u.Label)
		if ru == nil || ru.Type != u.Type {
			t.Fatalf("%s: restored with type %v, want %s", u.Label, ru, u.Type.ID)
		}
		for i, w := range crt.UnitOf(u).Weapons {
			if rw := crt.UnitOf(ru).Weapons[i]; !reflect.DeepEqual(rw.Type, w.Type) {
				t.Fatalf("%s.%s: restored with weapon type %+v, want %+v", u.Label, w.ID, rw.Type, w.Type)
			}
		}
	}
	return r
}

func TestSnapshotRefusals(t *testing.T) {
	cat := catalog(t)
	g := play(t, crt.Published, "add mark-iii as MK3", "add superheavy-tank as SH", "add heavy-tank x2 as H")
	data, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.RestoreGame(cat, data); err != nil {
		t.Fatal(err)
	}
	edit := func(from, to string) []byte {
		t.Helper()
		if !strings.Contains(string(data), from) {
			t.Fatalf("the snapshot lacks %q:\n%s", from, data)
		}
		return []byte(strings.Replace(string(data), from, to, 1))
	}
	// Another catalog: a house rule changed the heavy tank.
	other := *cat
	other.Units = slices.Clone(cat.Units)
	for i, u := range other.Units {
		if u.ID == "heavy-tank" {
			ht := *u
			ht.Defense++
			other.Units[i] = &ht
		}
	}
	cases := []struct {
		name string
		cat  *engine.Catalog
		data []byte
		want string
	}{
		{"not JSON", cat, []byte("{"), "the snapshot cannot be read"},
		{"not a snapshot", cat, []byte(`{"units": []}`), "the snapshot cannot be read"},
		{"trailing data", cat, append(slices.Clone(data), "{}"...), "data after its end"},
		{"another version", cat, edit(fmt.Sprintf(`"version":%d`, engine.SnapshotVersion), `"version":99`),
			fmt.Sprintf("version 99, and this build reads version %d", engine.SnapshotVersion)},
		{"another catalog", &other, data, "another unit catalog"},
		{"no game", cat, edit(`"game":{`, `"game":null,"x":{`), "cannot be read"},
		{"null game", cat, []byte(strings.SplitAfter(string(data), `"game":`)[0] + "null}"), "holds no game"},
		{"unknown type id", cat, edit(`"type_id":"heavy-tank"`, `"type_id":"heavy-tank-x"`), `H1 has the type id "heavy-tank-x", which the catalog does not know`},
		{"type id by name", cat, edit(`"type_id":"heavy-tank"`, `"type_id":"Heavy Tank"`), "which the catalog does not know"},
		{"label twice", cat, edit(`"label":"H2"`, `"label":"H1"`), `"H1" is empty, not in capitals, or taken twice`},
		{"unknown weapon", cat, edit(`"id":"gun2"`, `"id":"gun3"`), "SH has weapons that a superheavy-tank does not have"},
		{"a weapon fewer", cat, edit(`,{"id":"gun2","status":"ok"}`, ``), "SH has 3 weapons; a superheavy-tank has 4"},
		{"empty unit", cat, edit(`"units":[`, `"units":[null,`), "unit 1 of the snapshot is empty"},
		// A unit's state, which the decoder leaves to the system
		// (engine.cutUnitExt), is checked whole all the same.
		{"a broken unit state", cat, edit(`{"id":"gun2","status":"ok"}`, `{"id":"gun2","status":}`), "SH cannot be read"},
		{"a unit state cut short", cat, edit(`{"id":"main1","status":"ok"}`, `{"id":"main1","status":"ok"`), "the snapshot cannot be read"},
		{"a unit state not an object", cat, edit(`"unit_ext":[`, `"unit_ext":[5,`), "the state of 5 units for 4 units"},
		{"bad side", cat, edit(`"side":0`, `"side":2`), "do not fit"},
		{"bad phase", cat, edit(`"phase":"recovery"`, `"phase":"lunch"`), `"lunch" phase`},
		{"bad variant", cat, edit(`"variant":"published"`, `"variant":"house"`), `variant "house" is unknown`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := engine.RestoreGame(c.cat, c.data)
			if err == nil || !strings.HasPrefix(err.Error(), "engine: ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("RestoreGame = %v, want an error saying %q", err, c.want)
			}
		})
	}
}

// TestCloneIsDeep: a clone marshals as its game does, and changing every
// unit, weapon and timer of the clone leaves the game as it was.
func TestCloneIsDeep(t *testing.T) {
	g := play(t, crt.Published, "add mark-iii as MK3", "add superheavy-tank as SH", "add heavy-tank x2 as H",
		"next", "next", "fire MK3.main1 at H1 die 3")
	// A snapshot holds the game with its system's state and each unit's.
	snap := func(g *engine.Game) []byte {
		b, err := g.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	before := snap(g)
	c := g.Clone()
	if after := snap(c); string(after) != string(before) {
		t.Fatalf("the clone differs:\n%s\n%s", before, after)
	}
	for _, u := range c.Units {
		u.Status, crt.UnitOf(u).Treads = engine.StatusDestroyed, 0
		if u.Timer != nil {
			u.Timer.Turn = 99
		}
		for _, w := range crt.UnitOf(u).Weapons {
			w.Status, w.Ammo = engine.StatusDestroyed, 9
		}
		crt.UnitOf(u).Weapons = append(crt.UnitOf(u).Weapons, &crt.Weapon{ID: "extra"})
	}
	if c.Unit("H1").Timer == nil || g.Unit("H1").Timer == c.Unit("H1").Timer {
		t.Fatal("the disabled heavy tank's timer is missing or shared")
	}
	if after := snap(g); string(after) != string(before) {
		t.Errorf("changing the clone changed the game:\n%s\n%s", before, after)
	}
	if empty, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil); empty.Clone().Units != nil {
		t.Error("the clone of a game without units has units")
	}
}

// applyDigest is the SHA-256 of the JSON of the game that the events of
// testdata/apply-events.json build.
const applyDigest = "5f2bda4bdb7b7a904a44e753bbe4d775a6d98a3de225460da5f7dfbda5807791"

// TestSnapshotVersion guards the snapshots saved in the players' databases,
// which hold the game as Apply built it: it applies a fixed log (of every
// kind of event but one) and compares the game with the one it built
// before. When this fails, the game that a replay
// builds has changed. If that is because Apply, or what a Game holds,
// changed, raise SnapshotVersion, as saved snapshots no longer match a
// replay of their log; if only the catalog's values changed, snapshots
// know it already (they record the catalog's fingerprint). Then set
// applyDigest to the new digest.
func TestSnapshotVersion(t *testing.T) {
	data, err := os.ReadFile("testdata/apply-events.json")
	if err != nil {
		t.Fatal(err)
	}
	var events []engine.Event
	if err := json.Unmarshal(data, &events); err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(catalog(t), crt.Published, engine.Hexes, nil)
	for i, e := range events {
		if err := g.Apply(e); err != nil {
			t.Fatalf("event %d of testdata/apply-events.json: %v", i+1, err)
		}
	}
	// The game, its system's state and each unit's, as a snapshot saves them.
	exts := []any{g.Ext}
	for _, u := range g.Units {
		exts = append(exts, u.Ext)
	}
	state, err := json.Marshal([]any{g, exts})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(state)
	if got := hex.EncodeToString(sum[:]); got != applyDigest {
		t.Errorf("the game that Apply builds from testdata/apply-events.json changed (digest %s, was %s): "+
			"if Apply or what a Game holds changed, raise SnapshotVersion (now %d); then update applyDigest",
			got, applyDigest, engine.SnapshotVersion)
	}
}

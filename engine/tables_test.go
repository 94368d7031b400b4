package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// chit is an entry of a system table that lives only in this test.
type chit struct {
	ID     string `json:"id"`
	Damage int    `json:"damage"`
}

func (c *chit) EntryKey() string  { return c.ID }
func (c *chit) EntryText() string { return c.ID }

func init() { RegisterTable(TableDef{Name: "test-chit", New: func() Entry { return &chit{} }}) }

// TestDefinitionJSON: a unit type's record reads as it did before system
// tables (what a log written then holds), and a system table's entry reads
// back into its own type; an entry of a table no system keeps is an error.
func TestDefinitionJSON(t *testing.T) {
	for _, tc := range []struct {
		name string
		def  *Definition
		json string
	}{
		{"unit type", &Definition{Unit: &UnitType{ID: "gev", Name: "GEV"}, Weapons: []*WeaponType{{ID: "gun"}}},
			`{"unit":{"id":"gev","name":"GEV"},"weapons":[{"id":"gun"}]}`},
		{"unit type, updated", &Definition{Unit: &UnitType{ID: "gev"}, Update: true}, `{"unit":{"id":"gev"},"update":true}`},
		{"system table entry", &Definition{Table: "test-chit", Entry: &chit{ID: "c1", Damage: 2}},
			`{"table":"test-chit","entry":{"id":"c1","damage":2}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.def)
			if err != nil || string(b) != tc.json {
				t.Fatalf("marshal: %s, %v; want %s", b, err, tc.json)
			}
			var back Definition
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			again, _ := json.Marshal(&back)
			if string(again) != tc.json {
				t.Errorf("read back and written again: %s, want %s", again, tc.json)
			}
			if tc.def.Entry != nil {
				if c, ok := back.Entry.(*chit); !ok || c.Damage != 2 {
					t.Errorf("the entry reads back as %#v, want a *chit of damage 2", back.Entry)
				}
			}
		})
	}
	var d Definition
	err := json.Unmarshal([]byte(`{"table":"no-such-table","entry":{"id":"x"}}`), &d)
	if err == nil || !strings.Contains(err.Error(), `the catalog table "no-such-table" is not one this build's rule systems keep`) {
		t.Errorf("an entry of an unknown table: %v", err)
	}
}

// TestRegisterTableTwicePanics: a table's name is its own.
func TestRegisterTableTwicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering test-chit twice did not panic")
		}
	}()
	RegisterTable(TableDef{Name: "test-chit", New: func() Entry { return &chit{} }})
}

// TestAppliedEntryRecordIsCopiedOnWrite: a "defined" event of a system
// table's entry replaces the game's record without changing a clone's.
func TestAppliedEntryRecordIsCopiedOnWrite(t *testing.T) {
	// A "defined" event reaches no rule system: a bare game folds it.
	g := &Game{Catalog: &Catalog{}}
	define := func(g *Game, damage int) {
		t.Helper()
		if err := g.Apply(Event{Kind: EventDefined, Type: "c1", Def: &Definition{Table: "test-chit", Entry: &chit{ID: "c1", Damage: damage}}}); err != nil {
			t.Fatal(err)
		}
	}
	define(g, 1)
	c := g.Clone()
	define(g, 3)
	if got := c.RecordedEntry("test-chit", "c1").(*chit).Damage; got != 1 {
		t.Errorf("the clone's record changed: damage %d, want 1", got)
	}
	if got := g.RecordedEntry("test-chit", "c1").(*chit).Damage; got != 3 || len(g.Defs.Tables["test-chit"]) != 1 {
		t.Errorf("the game's record: damage %d, %d entries; want 3, 1", got, len(g.Defs.Tables["test-chit"]))
	}
	if err := g.Apply(Event{Kind: EventDefined, Def: &Definition{Table: "no-such-table", Entry: &chit{ID: "x"}}}); err == nil {
		t.Error("a record of an unknown table was applied")
	}
}

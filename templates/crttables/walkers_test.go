package crttables

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"ogretable/engine/crt"
	"ogretable/templates"
	// The built-in files hold every system's data, which Load checks as
	// the program does: the other systems' tables.
	_ "ogretable/templates/dsiitables"
	_ "ogretable/templates/ffottables"
)

// TestWalkerFile: a [[walker]] file in the user's folder adds its designs
// to the catalog as "walker:NAME" units (the file "ogretable walker export"
// writes); a design with problems is an error naming the file, the line and
// each problem (000 FAQ, Walkers, 4.0 Buying Walkers).
func TestWalkerFile(t *testing.T) {
	dir := t.TempDir()
	good := `[[walker]]
name = "Hoplite"
generation = "early"
attack = 4
defense = 2
range = 2
move = 3
jumpjets = true
legs = "biped"
`
	if err := os.WriteFile(filepath.Join(dir, "walker-hoplite.toml"), []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := templates.Load(templates.Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	u, err := c.Unit("walker:hoplite")
	if err != nil || crt.WalkerOf(u) == nil || !crt.WalkerOf(u).Jumpjets || u.Attack != 4 || u.VP != 12 {
		t.Fatalf("walker:hoplite = %+v, %v", u, err)
	}
	bad := strings.Replace(good, "attack = 4", "attack = 20", 1) + "\n[[walker]]\nname = \"Nameless\"\n"
	if err := os.WriteFile(filepath.Join(dir, "walker-hoplite.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = templates.Load(templates.Files(), dir)
	if err == nil {
		t.Fatal("an over-budget design loaded")
	}
	for _, want := range []string{"walker-hoplite.toml:1", "by 5 VP", "walker-hoplite.toml:11", `missing field "generation"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
}

// TestReadWalkers: a walker file ("ogretable walker export" writes it,
// "walker import" reads it) reads back the designs written, and every
// problem in one is an *Error naming the file and the line, as Load's are
// (000 FAQ, Walkers, 4.0 Buying Walkers: a design within its VP).
func TestReadWalkers(t *testing.T) {
	hoplite := crt.WalkerDesign{Name: "Hoplite", Generation: crt.Generation("early"), Attack: 4, Defense: 2, Range: 2, Move: 3, Jumpjets: true, Legs: crt.Legs("biped")}
	runner := crt.WalkerDesign{Name: "Runner", Generation: crt.Generation("late"), Attack: 2, Defense: 2, Range: 1, Move: 6, Wheels: true, Legs: crt.Legs("chickenleg"), Notes: "fast"}
	body, err := WriteWalkers(hoplite, runner)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadWalkers("w.toml", body)
	if err != nil || !reflect.DeepEqual(got, []crt.WalkerDesign{hoplite, runner}) {
		t.Fatalf("ReadWalkers(WriteWalkers) = %+v, %v\nfile:\n%s", got, err, body)
	}
	good := "[[walker]]\nname = \"Hoplite\"\ngeneration = \"early\"\nattack = 4\ndefense = 2\nrange = 2\nmove = 3\n"
	for _, c := range []struct {
		name, file string
		line       int
		says       string
	}{
		{"unknown field", good + "colour = \"red\"\n", 8, `unknown field "colour"`},
		{"over budget", strings.Replace(good, "attack = 4", "attack = 20", 1), 1, "by 4 VP"},
		{"no generation", "[[walker]]\nname = \"Nameless\"\n", 1, `missing field "generation"`},
		{"not TOML", good + "move = \n", 8, "not valid TOML"},
		{"another kind", good + "\n[[weapon]]\nid = \"x\"\n", 9, "a [[weapon]] table: a walker file holds [[walker]] tables only"},
		{"no walker", "# nothing\n", 0, "no [[walker]] table"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadWalkers("w.toml", []byte(c.file))
			var te *templates.Error
			if !errors.As(err, &te) || te.File != "w.toml" || te.Line != c.line || !strings.Contains(err.Error(), c.says) {
				t.Errorf("got %v; want an *Error at w.toml:%d saying %q", err, c.line, c.says)
			}
		})
	}
}

// TestUnitWalkerField: a [[unit]] may give a walker's design as its own
// field (the help's "walker" of [[unit]]), checked and decoded as a
// [[walker]] table's fields, and a house rule's [[unit]] that gives none
// keeps the type's (000 FAQ, Walkers, 4.0 Buying Walkers).
func TestUnitWalkerField(t *testing.T) {
	dir := t.TempDir()
	unit := `[[unit]]
id = "house-walker"
name = "House Walker"
kind = "walker"
mode = "walker"
defense = 2
attack = 4
source = "house rule"
walker = {name = "House Walker", generation = "early", attack = 4, defense = 2, range = 2, move = 3, wheels = true}
`
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(unit), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := templates.Load(templates.Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	u, err := c.Unit("house-walker")
	if err != nil || crt.WalkerOf(u) == nil || !crt.WalkerOf(u).Wheels || crt.WalkerOf(u).Move != 3 {
		t.Fatalf("house-walker = %+v, %v", u, err)
	}
	bad := strings.Replace(unit, "wheels = true", "wheels = 3", 1)
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := templates.Load(templates.Files(), dir); err == nil || !strings.Contains(err.Error(), `walker.wheels`) {
		t.Errorf("a walker field of the wrong type: %v", err)
	}
	unknown := strings.Replace(unit, "wheels = true", "wings = true", 1)
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(unknown), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := templates.Load(templates.Files(), dir); err == nil || !strings.Contains(err.Error(), `walker.wings`) {
		t.Errorf("an unknown walker field: %v", err)
	}
}

// TestUnitFieldTakenPanics: a [[unit]] field registered again, or one
// [[unit]] has of its own, is a mistake in the program, found at start-up
// (RegisterUnitField), though the [[unit]] type with the own fields is made
// only when first used.
func TestUnitFieldTakenPanics(t *testing.T) {
	for _, key := range []string{crt.WalkerKey, "name"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterUnitField(%q): no panic, want one for a field taken", key)
				}
			}()
			templates.RegisterUnitField[crt.WalkerDesign](key, nil)
		}()
	}
}

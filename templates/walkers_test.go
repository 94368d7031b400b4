package templates

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	c, err := Load(Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	u, err := c.Unit("walker:hoplite")
	if err != nil || u.Walker == nil || !u.Walker.Jumpjets || u.Attack != 4 || u.VP != 12 {
		t.Fatalf("walker:hoplite = %+v, %v", u, err)
	}
	bad := strings.Replace(good, "attack = 4", "attack = 20", 1) + "\n[[walker]]\nname = \"Nameless\"\n"
	if err := os.WriteFile(filepath.Join(dir, "walker-hoplite.toml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(Files(), dir)
	if err == nil {
		t.Fatal("an over-budget design loaded")
	}
	for _, want := range []string{"walker-hoplite.toml:1", "by 5 VP", "walker-hoplite.toml:11", `missing field "generation"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
}

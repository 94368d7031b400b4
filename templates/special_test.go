package templates

import (
	"ogretable/engine/crt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSpecialRulesKnown checks that every special rule the built-in catalog
// names is one of crt.Rules, and that a house-rules file naming a rule
// the program does not know, or split fire without the separate attacks, is
// refused with its file, line and rule.
func TestSpecialRulesKnown(t *testing.T) {
	c := mustDefault(t)
	for _, u := range c.Units {
		for _, s := range u.Special {
			if _, ok := crt.RuleNamed(s); !ok {
				t.Errorf("unit %s: special rule %q is not in crt.Rules", u.ID, s)
			}
		}
	}
	known := strings.Join(crt.RuleNames(), ", ")
	cases := []struct {
		name, extra string
		line        int
		msg         string
	}{
		{"a rule no code knows", "special = [\"ecm\", \"stealth\"]\n", 12,
			`field "special[2]": unknown special rule "stealth"; use one of ` + known},
		// 000 FAQ, Superheavy Tank: 2 separate attacks of 3; the engine splits
		// by the guns of split, or by a walker's attack.
		{"split fire without split", "special = [\"split-fire\"]\n", 12,
			`special rule "split-fire" needs the separate attacks in field "split"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "house.toml")
			if err := os.WriteFile(path, []byte(heavyTank+tc.extra), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(nil, dir)
			if err == nil {
				t.Fatal("loaded")
			}
			want := "templates: " + path + ":" + itoa(tc.line) + `: unit "heavy-tank": ` + tc.msg
			for _, p := range problems(err) {
				if strings.HasPrefix(p.Error(), want) {
					return
				}
			}
			t.Errorf("got %v\nwant %s", err, want)
		})
	}
	// A walker splits its attack without split.
	dir := t.TempDir()
	walker := strings.NewReplacer(`kind = "armour"`, `kind = "walker"`, `mode = "heavy"`, `mode = "walker"`).Replace(heavyTank)
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(walker+"special = [\"split-fire\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(nil, dir); err != nil {
		t.Errorf("a split-fire walker: %v", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// walkUnit is Catalog.Unit as it was before the index (names.go): a walk
// of the catalog, first by id or name, then by alias, then loosely. The
// index must answer as it does.
func walkUnit(c *Catalog, name string) *UnitType {
	n := NormalName(name)
	for _, u := range c.Units {
		if NormalName(u.ID) == n || NormalName(u.Name) == n {
			return u
		}
	}
	for _, u := range c.Units {
		for _, a := range u.Aliases {
			if NormalName(a) == n {
				return u
			}
		}
	}
	for _, u := range c.Units {
		if SameName(name, u.ID) || SameName(name, u.Name) || slices.ContainsFunc(u.Aliases, func(a string) bool { return SameName(name, a) }) {
			return u
		}
	}
	return nil
}

// namesCatalog is a catalog whose names overlap from one step of the
// match to the next: an alias that is another type's name, an id that is
// another type's alias, two types with one loose key, a name whose two
// loose keys are two types'.
func namesCatalog() *Catalog {
	return &Catalog{Units: []*UnitType{
		{ID: "mark-v", Name: "Mark V", Aliases: []string{"m5"}},
		{ID: "heavy-tank", Name: "Heavy Tank", Aliases: []string{"hvy", "Mark V"}},
		{ID: "hvy", Name: "Hover Tank"},
		{ID: "mark-v-b", Name: "Mark V-B", Aliases: []string{"m5"}},
		{ID: "gev", Name: "GEV", Aliases: []string{"hover tank"}},
		{ID: "twin-a", Name: "Twin", Aliases: []string{"TWIN X"}},
		{ID: "twin-b", Name: "Twin B", Aliases: []string{"twinx"}},
		{ID: "loose-one", Name: "Loose One", Aliases: []string{"mark5c"}},
		{ID: "loose-two", Name: "Loose Two", Aliases: []string{"markvc"}},
	}}
}

// TestUnitNames: Catalog.Unit answers from its index as the walk of the
// catalog does: the first step that matches (id or name, then alias, then
// loose), and in it the first type in the catalog's order.
func TestUnitNames(t *testing.T) {
	cases := []struct{ name, want string }{
		{"mark v", "mark-v"},      // a name, and heavy-tank's alias: the name first
		{"MARK_V", "mark-v"},      // folded by NormalName
		{"hvy", "hvy"},            // an id, and heavy-tank's alias: the id first
		{"m5", "mark-v"},          // an alias of two: the first in order
		{"hover tank", "hvy"},     // a name, and gev's alias
		{"markv", "mark-v"},       // loose: the words run together
		{"mark 5", "mark-v"},      // loose: a roman numeral as digits
		{"markvb", "mark-v-b"},    // loose, its own id's key
		{"twin x", "twin-a"},      // twin-a's alias, and twin-b's loosely: the alias first
		{"twinx", "twin-b"},       // twin-b's alias, and twin-a's loosely: the alias first
		{"TwinX ", "twin-b"},      // folded to twin-b's alias
		{"twin-x!", ""},           // no step matches
		{"mark v c", "loose-one"}, // loose: its digits key the first type, its plain key the second
		{"heavytank", "heavy-tank"},
		{"", ""},
		{"  ", ""},
		{"heavZ tank", ""},
	}
	c := namesCatalog()
	for _, tc := range cases {
		got, err := c.Unit(tc.name)
		walked := walkUnit(c, tc.name)
		switch {
		case got != walked:
			t.Errorf("Unit(%q) = %v; the walk gives %v", tc.name, got, walked)
		case tc.want == "" && err == nil:
			t.Errorf("Unit(%q) = %s; want none", tc.name, got.ID)
		case tc.want != "" && (err != nil || got.ID != tc.want):
			t.Errorf("Unit(%q) = %v, %v; want %s", tc.name, got, err, tc.want)
		}
	}
}

// TestUnitNamesFollowChanges: the index follows the catalog's list of
// unit types when it changes after a lookup: an entry added, replaced in
// place, removed, and a copy of the catalog that changes its own list (as
// tracker.Verify puts a game's records over the catalog) while the
// original keeps its own.
func TestUnitNamesFollowChanges(t *testing.T) {
	c := namesCatalog()
	lookup := func(c *Catalog, name string) string {
		u, err := c.Unit(name)
		if err != nil {
			return ""
		}
		return u.ID
	}
	if got := lookup(c, "ninja"); got != "" {
		t.Fatalf("ninja before it is added: %s", got)
	}
	c.Units = append(c.Units, &UnitType{ID: "ninja", Name: "Ninja"})
	if got := lookup(c, "ninja"); got != "ninja" {
		t.Errorf("ninja once added: %q", got)
	}
	c.Units[2] = &UnitType{ID: "hovercraft", Name: "Hovercraft"} // hvy replaced in place
	if got := lookup(c, "hvy"); got != "heavy-tank" {
		t.Errorf("hvy once the type hvy is replaced: %q; want heavy-tank (its alias)", got)
	}
	if got := lookup(c, "hovercraft"); got != "hovercraft" {
		t.Errorf("hovercraft once it replaced hvy: %q", got)
	}
	c.Units = slices.DeleteFunc(c.Units, func(u *UnitType) bool { return u.ID == "mark-v" })
	if got := lookup(c, "mark v"); got != "heavy-tank" {
		t.Errorf("mark v once the Mark V is removed: %q; want heavy-tank (its alias)", got)
	}
	own := *c
	own.Units = slices.Clone(c.Units)
	own.Units[0] = &UnitType{ID: "heavy-tank", Name: "Heavy Tank (house rule)"}
	if got := lookup(&own, "mark v"); got != "" {
		t.Errorf("mark v in the copy whose heavy tank has no alias: %q", got)
	}
	if got := lookup(c, "mark v"); got != "heavy-tank" {
		t.Errorf("mark v in the original after the copy changed: %q", got)
	}
}

// TestClosestBounded: Closest gives the names that a full edit distance of
// every name gives (its search stops early on a name too far to be a
// guess).
func TestClosestBounded(t *testing.T) {
	full := func(name string, names []string, n int) []string {
		q := []rune(NormalName(name))
		type scored struct {
			name string
			d    int
		}
		var s []scored
		for _, c := range names {
			f := []rune(NormalName(c))
			d := make([][]int, len(q)+1)
			for i := range d {
				d[i] = make([]int, len(f)+1)
				d[i][0] = i
			}
			for j := range f {
				d[0][j+1] = j + 1
			}
			for i := 1; i <= len(q); i++ {
				for j := 1; j <= len(f); j++ {
					cost := 1
					if q[i-1] == f[j-1] {
						cost = 0
					}
					d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
				}
			}
			dist := d[len(q)][len(f)]
			if len(q) > 0 && (strings.Contains(string(f), string(q)) || strings.Contains(string(q), string(f))) {
				dist = min(dist, 1)
			}
			s = append(s, scored{c, dist})
		}
		slices.SortStableFunc(s, func(a, b scored) int { return a.d - b.d })
		var out []string
		for _, x := range s {
			if len(out) == n || x.d > max(3, len(q)/2) {
				break
			}
			out = append(out, x.name)
		}
		return out
	}
	names := []string{"Heavy Tank", "Light Tank", "Mark V", "Mark III", "Mark III-B", "GEV", "Light GEV", "GEV-PPC",
		"Infantry", "Missile Tank", "Mobile Howitzer", "Superheavy Tank", "Fencer", "Doppelsöldner", "Ninja", "Ogre"}
	for _, q := range []string{"heavZ tank", "hevy", "mark", "mark 3", "gve", "doppelsoldner", "tank", "x", "",
		"superheavy tank tank", "infantrymen", "Ogre Mark V", "ppc"} {
		for _, n := range []int{1, 3} {
			if got, want := Closest(q, names, n), full(q, names, n); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("Closest(%q, %d) = %q; the full distances give %q", q, n, got, want)
			}
		}
	}
}

package dsii

import (
	"errors"
	"slices"
	"testing"
)

func TestParseChit(t *testing.T) {
	// 002 OGRE for DSII, OGREs ramming OGREs: "Red 3, Yellow 1, Yellow 2, Green 0, Mobility, Boom!".
	for _, c := range []struct {
		in   string
		want Chit
		bad  bool
	}{
		{"red3", Chit{Colour: Red, Points: 3}, false},
		{"Yellow1", Chit{Colour: Yellow, Points: 1}, false},
		{"green0", Chit{Colour: Green, Points: 0}, false},
		{"m", Chit{Special: SpecialM}, false},
		{"mobility", Chit{Special: SpecialM}, false},
		{"boom", Chit{Special: SpecialBOOM}, false},
		{"BOOM!", Chit{Special: SpecialBOOM}, false},
		{"tsd", Chit{Special: SpecialTSD}, false},
		{"sd", Chit{Special: SpecialTSD}, false},
		{"fsd", Chit{Special: SpecialFSD}, false},
		{"red", Chit{}, true},
		{"red-1", Chit{}, true},
		{"red+1", Chit{}, true},
		{"red100", Chit{}, true},
		{"blue2", Chit{}, true},
		{"", Chit{}, true},
	} {
		got, err := ParseChit(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseChit(%q) = %+v, %v", c.in, got, err)
		}
		var ie *InputError
		if c.bad && !errors.As(err, &ie) {
			t.Errorf("ParseChit(%q) error %v is not an *InputError", c.in, err)
		}
		if !c.bad {
			if back, err := ParseChit(got.String()); err != nil || back != got {
				t.Errorf("ParseChit(%q.String()) = %+v, %v", got, back, err)
			}
		}
	}
}

func TestParseChits(t *testing.T) {
	got, err := ParseChits("red3, yellow1,m")
	if err != nil || len(got) != 3 || got[0] != (Chit{Colour: Red, Points: 3}) || got[2] != (Chit{Special: SpecialM}) {
		t.Errorf("ParseChits = %+v, %v", got, err)
	}
	for _, bad := range []string{"", "red3,,m", "red3,purple2"} {
		if _, err := ParseChits(bad); err == nil {
			t.Errorf("ParseChits(%q) took it", bad)
		}
	}
}

func TestParseValidity(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Validity
		bad  bool
	}{
		// 002 OGRE for DSII, Ramming resolution: "All chit colors are valid, including specials".
		{"all", AllValid, false},
		// 002 OGRE for DSII, SMAK example: "Red and Yellow valid".
		{"red,yellow", Validity{Red: true, Yellow: true, Specials: true}, false},
		// 002 OGRE for DSII, Ramming resolution: "Only green chits are valid ... Specials do not count".
		{"green,no-specials", Validity{Green: true}, false},
		{"no-specials", Validity{}, true},
		{"blue", Validity{}, true},
		{"", Validity{}, true},
	} {
		got, err := ParseValidity(c.in)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("ParseValidity(%q) = %+v, %v", c.in, got, err)
		}
		if !c.bad {
			if back, err := ParseValidity(got.String()); err != nil || back != got {
				t.Errorf("ParseValidity(%q) = %+v, %v", got.String(), back, err)
			}
		}
	}
}

func TestValidityCounts(t *testing.T) {
	// 002 OGRE for DSII, Ramming resolution: "Only green chits are valid against OGRE treads.
	// Specials do not count."
	v := Validity{Green: true}
	for _, c := range []struct {
		chit Chit
		want bool
	}{
		{Chit{Colour: Green, Points: 2}, true},
		{Chit{Colour: Red, Points: 3}, false},
		{Chit{Colour: Yellow, Points: 1}, false},
		{Chit{Special: SpecialBOOM}, false},
	} {
		if got := v.Counts(c.chit); got != c.want {
			t.Errorf("%v.Counts(%s) = %v", v, c.chit, got)
		}
	}
}

// TestValidityText: a validity in words, as the ram calculator and the
// dashboard's ram form say the chits that count (002 OGRE for DSII,
// Ramming resolution: "Only green chits are valid ... Specials do not
// count"; OGREs ramming OGREs: "Red and Yellow chits are valid ... Special
// chits are also valid").
func TestValidityText(t *testing.T) {
	for _, c := range []struct {
		v       Validity
		want    string
		colours []string
	}{
		{AllValid, "red, yellow, green and specials", []string{"red", "yellow", "green"}},
		{Validity{Green: true}, "green, no specials", []string{"green"}},
		{Validity{Red: true, Yellow: true, Specials: true}, "red, yellow and specials", []string{"red", "yellow"}},
		{Validity{Yellow: true}, "yellow, no specials", []string{"yellow"}},
	} {
		if got := c.v.Text(); got != c.want {
			t.Errorf("%+v.Text() = %q, want %q", c.v, got, c.want)
		}
		if got := c.v.ColourNames(); !slices.Equal(got, c.colours) || got == nil {
			t.Errorf("%+v.ColourNames() = %#v, want %#v", c.v, got, c.colours)
		}
	}
}

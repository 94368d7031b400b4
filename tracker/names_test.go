package tracker

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// TestNameWithQuoteRefused: a name the referee types with a quote
// character is refused with a sentence and nothing is written, since a
// command line has no escape and a form writing it back (engine.QuoteWord)
// would read two words (issue 23 review: O'Neil "Red"); a name in quotes
// with a space is taken.
func TestNameWithQuoteRefused(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	st := newMemStore()
	s, err := Open(st, cat, Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank x2 as HT side attacker")
	for _, c := range []struct{ line, want string }{
		{`unit "O'Neil" HT1 quality green`, `a unit's name cannot hold a quote character, ' or " (O'Neil): a command could not read it back; write it without, such as ONeil`},
		{`unit 'Kampfgruppe "Peiper"' HT1 quality green`, `write it without, such as "Kampfgruppe Peiper"`},
		{`burst B1 feature "Smith's":wood-building`, `a feature's name cannot hold a quote character`},
	} {
		before := len(eventsOf(st, 1))
		_, err := s.Do(c.line)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a refusal saying %q", c.line, err, c.want)
		}
		if len(eventsOf(st, 1)) != before {
			t.Errorf("%s: refused, but %d events were written", c.line, len(eventsOf(st, 1))-before)
		}
	}
	run(t, s, `unit "1st Tank" HT1,HT2 quality green`)
	if f := ffot.GameOf(s.State()).Formation("1st Tank"); f == nil {
		t.Errorf("the unit \"1st Tank\" was not formed")
	}
}

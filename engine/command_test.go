package engine

import "testing"

// TestQuoteWord: a name written by QuoteWord is read back by the command
// line as one word, itself; a plain word is left as it is.
func TestQuoteWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"HT1", "HT1"},
		{"1st Tank", `"1st Tank"`},
		{"Kampfgruppe \"Peiper\"", `'Kampfgruppe "Peiper"'`},
		{"no\u00a0break", "\"no\u00a0break\""},
		{"", `""`},
	} {
		got := QuoteWord(c.in)
		if got != c.want {
			t.Errorf("QuoteWord(%q) = %s, want %s", c.in, got, c.want)
		}
		if c.in == "" {
			continue
		}
		if w := splitWords("rout " + got + " die 4"); len(w) != 4 || w[1] != c.in {
			t.Errorf("splitWords of %s reads %q", got, w)
		}
	}
}

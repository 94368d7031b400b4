package engine

import (
	"strings"
	"testing"
)

// TestQuoteWord: a name written by QuoteWord is read back by the command
// line as one word, itself; a plain word is left as it is.
func TestQuoteWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"HT1", "HT1"},
		{"1st Tank", `"1st Tank"`},
		{"Kampfgruppe \"Peiper\"", `'Kampfgruppe "Peiper"'`},
		{"O'Neil", `"O'Neil"`},
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

// TestCheckName: a name the referee gives with a quote character is
// refused, saying how to write it, since a command line has no escape:
// O'Neil "Red" written by QuoteWord reads back as two words and swallows
// the next (issue 23 review); a name without one is taken.
func TestCheckName(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"1st Tank", ""},
		{"Kampfgruppe Peiper", ""},
		{"O’Neil", ""}, // a typographic apostrophe is no quote of the command line
		{`O'Neil "Red"`, `a unit's name cannot hold a quote character, ' or " (O'Neil "Red"): a command could not read it back; write it without, such as "ONeil Red"`},
		{"O'Neil", `write it without, such as ONeil`},
		{`""`, "cannot be quote characters alone"},
	} {
		err := CheckName("a unit's name", c.name)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("CheckName(%q) = %v, want it taken", c.name, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), "engine: ") || !strings.Contains(err.Error(), c.want)):
			t.Errorf("CheckName(%q) = %v, want %q", c.name, err, c.want)
		}
	}
	// The case the name is refused for: QuoteWord cannot write it as one word.
	if w := splitWords("unit " + QuoteWord(`O'Neil "Red"`) + " HT1 quality green"); len(w) == 5 && w[1] == `O'Neil "Red"` {
		t.Errorf("a name with both quotes reads back whole (%q): CheckName need not refuse it", w)
	}
}

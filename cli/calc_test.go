package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runCmd runs the program in-process and returns its exit code and output.
func runCmd(t testing.TB, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestCRTCommand(t *testing.T) {
	cases := []struct {
		args   []string
		column string
		result string
		source string
	}{
		{[]string{"crt", "4", "2", "--die", "3", "--json"}, "2-1", "D", "issue 2: done when; 000 FAQ, COMBAT RESULTS TABLE"},
		{[]string{"crt", "--json", "1.5", "3"}, "1-2", "", "OFFICIAL-NOTES, Odds: fractional strengths kept"},
		// issue 11, command line: an attack that rolls no die gives its
		// certain result without one, and refuses --die as "do" does
		// (these cases read "" for no effect, and took --die 1 on the X).
		{[]string{"crt", "1", "3", "--json"}, "none", "NE", "OFFICIAL-NOTES, Odds: no effect"},
		{[]string{"crt", "10", "2", "--json"}, "auto", "X", "OFFICIAL-NOTES, Odds: automatic X"},
		{[]string{"crt", "4", "2", "--die", "2", "--reading", "overrun", "--json"}, "2-1", "X", "003 Ogre Lite: overrun reads D as X"},
		{[]string{"crt", "4", "2", "--die", "2", "--reading", "overrun", "--ogre-weapon", "--json"}, "2-1", "D", "003 Ogre Lite: unless an Ogre weapon"},
		{[]string{"crt", "4", "2", "--die", "6", "--reading", "spillover", "--json"}, "2-1", "D", "003 Ogre Lite: spillover reads XX as D"},
		{[]string{"crt", "3", "1", "--multiplier", "3", "--die", "5", "--json"}, "1-1", "X", "000 FAQ, MOVEMENT MODES: infantry tripled in town"},
		{[]string{"crt", "3", "3", "--modifier", "-1", "--die", "5", "--json"}, "1-1", "D", "000 FAQ, Ogre Ninja: -1 to the die"},
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, c.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		var got struct {
			Column  string             `json:"column"`
			Result  string             `json:"result"`
			Chances map[string]float64 `json:"chances"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, out)
		}
		sum := 0.0
		for _, p := range got.Chances {
			sum += p
		}
		if got.Column != c.column || got.Result != c.result || len(got.Chances) != 4 || sum < 0.999999 || sum > 1.000001 {
			t.Errorf("%v = %+v, want column %s result %q (%s)", c.args, got, c.column, c.result, c.source)
		}
	}
	code, out, _ := runCmd(t, "crt", "4", "2", "--die", "3")
	if code != 0 || !strings.Contains(out, "odds 2-1") || !strings.Contains(out, "Die 3: D") || !strings.Contains(out, "XX 33.3%") {
		t.Errorf("human crt output:\n%s", out)
	}
}

func TestOgreCommand(t *testing.T) {
	cases := []struct {
		args              []string
		treads, max       int
		movement          float64
		size, weaponKinds int
	}{
		{[]string{"ogre", "mark v", "--treads", "40", "--json"}, 40, 60, 2, 8, 4}, // issue 2: done when
		{[]string{"ogre", "Mark-V", "--json"}, 60, 60, 3, 8, 4},
		{[]string{"ogre", "markv", "--json"}, 60, 60, 3, 8, 4}, // issue 11: without spaces
		{[]string{"ogre", "MarkV", "--json"}, 60, 60, 3, 8, 4},
		{[]string{"ogre", "mark5", "--json"}, 60, 60, 3, 8, 4}, // and with digits
		{[]string{"ogre", "markiii", "--json"}, 45, 45, 3, 7, 4},
		{[]string{"ogre", "MARK", "III", "--json"}, 45, 45, 3, 7, 4},                                   // OFFICIAL-NOTES: Mark III 45 treads
		{[]string{"ogre", "mark iii", "--scale", "inch", "--treads", "30", "--json"}, 30, 45, 4, 7, 4}, // 2 hexes = 4"
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, c.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		var got struct {
			Treads    int     `json:"treads"`
			TreadsMax int     `json:"treads_max"`
			Movement  float64 `json:"movement"`
			Size      int     `json:"size"`
			Weapons   []struct {
				Kind  string  `json:"kind"`
				Count int     `json:"count"`
				Range float64 `json:"range"`
			} `json:"weapons"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if got.Treads != c.treads || got.TreadsMax != c.max || got.Movement != c.movement || got.Size != c.size || len(got.Weapons) < c.weaponKinds-1 {
			t.Errorf("%v = %+v", c.args, got)
		}
	}
}

func TestUnitsCommand(t *testing.T) {
	code, out, _ := runCmd(t, "units", "--json")
	if code != 0 {
		t.Fatal(code)
	}
	var units []struct {
		ID    string  `json:"id"`
		Name  string  `json:"name"`
		Range float64 `json:"range"`
		Move  float64 `json:"move"`
	}
	if err := json.Unmarshal([]byte(out), &units); err != nil {
		t.Fatal(err)
	}
	if len(units) < 60 {
		t.Errorf("only %d units listed", len(units))
	}
	_, inch, _ := runCmd(t, "units", "--json", "--scale", "inch")
	var units2 []struct {
		Range float64 `json:"range"`
	}
	json.Unmarshal([]byte(inch), &units2)
	for i := range units {
		if units2[i].Range != 2*units[i].Range {
			t.Fatalf("%s: range %v in inches, %v in hexes", units[i].ID, units2[i].Range, units[i].Range)
		}
	}
}

func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"ogre", "mark vv"}, 2, `"Mark V"`},
		{[]string{"ogre", "heavy tank"}, 2, "not an Ogre"},
		{[]string{"ogre", "mark v", "--treads", "61"}, 2, "0 to 60"},
		{[]string{"crt", "4"}, 2, "give the attack and the defence"},
		{[]string{"crt", "four", "2"}, 2, "number"},
		{[]string{"crt", "4", "2", "--die", "7"}, 2, "1 to 6"},
		{[]string{"crt", "4", "2", "--reading", "sideways"}, 2, "regular, overrun or spillover"},
		{[]string{"crt", "4", "2", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"units", "--scale", "furlong"}, 2, "hex or inch"},
		{[]string{"frie"}, 2, "unknown command"},
		// issue 11, command line: the rule of "do" (crt.Attack.NoDie).
		{[]string{"crt", "5", "1", "--die", "2"}, 2, "no die is rolled for this attack: 5 against 1 is an automatic X; leave out --die"},
		{[]string{"crt", "1", "3", "--die", "2"}, 2, "no die is rolled for this attack: 1 against 3 is worse than 1-2 odds"},
		{[]string{"crt", "4", "0", "--die", "6"}, 2, "any attack on defence 0 is an automatic X"},
		// issue 11: a negative strength is not an unknown flag.
		{[]string{"crt", "-1", "2"}, 2, `the attack must be a number of 0 or more, such as 4 or 1.5, not "-1"`},
		{[]string{"crt", "4", "-2.5"}, 2, `the defence must be a number of 0 or more, such as 4 or 1.5, not "-2.5"`},
		{[]string{"crt", "--die", "3", "-1", "2"}, 2, `the attack must be`},
	}
	for _, c := range cases {
		code, _, errs := runCmd(t, c.args...)
		if code != c.code || !strings.Contains(errs, c.says) {
			t.Errorf("%v: exit %d, %q; want exit %d saying %q", c.args, code, errs, c.code, c.says)
		}
	}
}

// FuzzCommandLine: no command line panics the program, and every one ends
// with exit 0, 1 or 2: the calculators (crt, ogre, units, ffot) and help,
// which read no game. The subcommands that make, read or write a game are
// FuzzGameCommandLine's, in cli/memfile: there they run on a game file in
// memory, in a test binary that links no SQLite, whose coverage counters
// cost the fuzzer more than an execution of the calculators (issue 21).
func FuzzCommandLine(f *testing.F) {
	for _, s := range commandLineSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) { playCommandLine(t, line) })
}

// commandLineSeeds are FuzzCommandLine's seed corpus, and its benchmark's
// inputs.
var commandLineSeeds = []string{"crt 4 2 --die 3", "ogre mark-v --treads 40 --json", "units --scale inch", "crt -1 2", "ogre", "crt 1e309 2", "crt NaN 1 --multiplier 0", "ffot hit --range 3 --ranges 3-6-9 --rof 30", "ffot scatter --dice 1,2,3 --observer attacked"}

// playCommandLine is one execution of FuzzCommandLine: a calculator's or
// help's command line; any other is left to FuzzGameCommandLine (or, for
// play, sheet and the rest, to their tests: they draw a screen or write
// files).
func playCommandLine(t testing.TB, line string) {
	args := strings.Fields(line)
	if len(args) == 0 {
		return
	}
	switch args[0] {
	case "crt", "ogre", "units", "help", "ffot":
	default:
		return
	}
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	if code != exitOK && code != exitFail && code != exitUsage {
		t.Fatalf("%q: exit %d", args, code)
	}
}

// BenchmarkFuzzCommandLine is one execution of FuzzCommandLine a loop,
// over its seed corpus in turn: where an execution's time goes
// (-cpuprofile).
func BenchmarkFuzzCommandLine(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playCommandLine(b, commandLineSeeds[i%len(commandLineSeeds)])
	}
}

// TestCRTFlagValues: a negative value of a flag that takes one is the
// flag's, not a strength (issue 11: "crt -1 2" gets a sentence, and
// "--modifier -1" keeps working).
func TestCRTFlagValues(t *testing.T) {
	for _, args := range [][]string{{"crt", "3", "3", "--modifier", "-1", "--die", "5"}, {"crt", "--modifier", "-1", "3", "3"}, {"crt", "--json", "--modifier=-1", "3", "3"}} {
		if code, _, errs := runCmd(t, args...); code != 0 {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
}

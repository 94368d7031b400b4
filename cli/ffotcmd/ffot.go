package ffotcmd

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/ffot"
)

// ffotCalculators are the calculators of "ogretable ffot", in the help's
// order: each reads its flags and prints its figures, worked out by the
// rules of package ffot (004 FFOTigers), without a game.
var ffotCalculators = []struct {
	name, usage string
	run         func(e *cli.Env, usage string, args []string) error
}{
	{"hit", "ffot hit --range D --ranges S-M-L [--quality Q] [--rof N] [--pinned|--suppressed] [--routed-target] [--overrun]", runFFOTHit},
	{"inf", "ffot inf --inf N [--rof N] [--quality Q] [--cover none|soft|hard] [--moving] [--pinned|--suppressed] [--crew]", runFFOTInf},
	{"effect", "ffot effect --pen P --armor A [--band short|medium|long] [--quality Q] [--crew]", runFFOTEffect},
	{"save", "ffot save --terrain T [--hull-down]", runFFOTSave},
	{"check", "ffot check [--quality Q] [--suppressed] [--pinned] [--with-fire]", runFFOTCheck},
	{"command", "ffot command --qualities Q[,Q...] [--hq N] [--die N]", runFFOTCommand},
	{"bog", "ffot bog --mode tracked|wheeled [--bogged N] [--die N]", runFFOTBog},
	{"move", "ffot move --move R/C --mode tracked|wheeled|foot --terrain T [--from T] [--marker none|suppressed|pinned] [--direction toward|away]", runFFOTMove},
	{"spot", "ffot spot --spotter personnel|vehicle|recon-vehicle|recon-personnel [--quality Q] --target vehicle|personnel --target-is moving-open|firing|moving-cover|stationary-cover|stationary-open", runFFOTSpot},
	{"accuracy", "ffot accuracy [--spotter-quality Q] [--artillery-quality Q] [--adjustments N] [--spotter-attacked|--spotter-destroyed] [--dice 1d6|2d6]", runFFOTAccuracy},
	{"scatter", "ffot scatter [--observer ok|attacked|destroyed] [--dice D,D[,D]]", runFFOTScatter},
	{"burst", "ffot burst --calibres MM[,...]", runFFOTBurst},
	{"artillery", "ffot artillery --factor N --target stone-building|woods|wood-building|afv|bunker|personnel-cover|trench|personnel-open [--ap]", runFFOTArtillery},
	{"terrain", "ffot terrain --feature trees|bunker|stone-building|trench|wood-building|stone-wall|wood-wall --burst N [--saved] [--damage D]", runFFOTTerrain},
}

// ffotArgs are the calculators' arguments as the help's list writes them.
const ffotArgs = "hit|inf|effect|save|check|command|bog|move|spot|accuracy|scatter|burst|artillery|terrain FLAGS [--json]"

// ffotForms are the calculators' usages, in the help's order: the help's
// forms, and the shell completion's flags of each calculator.
func ffotForms() []string {
	forms := make([]string, len(ffotCalculators))
	for i, c := range ffotCalculators {
		forms[i] = c.usage
	}
	return forms
}

// ffotHelp is the help's sentence of "ogretable ffot", with every reading
// the calculators take where 004 is ambiguous or silent.
func ffotHelp() string {
	forms := ffotForms()
	return "the FFOTigers calculators (004 FFOTigers): the chances of a shot, of infantry fire, of a hit's effect and of a save; quality checks and rout rolls; army command; bogging; movement; spotting; artillery accuracy, scatter, burst radius, the Artillery Hit Chart and terrain damage. Q is green, average, veteran or elite, average when left out; T is a terrain: " + ffotTerrainNames() + " (" + ffot.TerrainTable + "); needed is the lowest face that succeeds with every modifier counted (7: none), for accuracy the lowest total. Forms: " +
		strings.Join(forms, "; ") + ". A game of FFOTigers plays its units by the figures of [[ffot-stand]] entries of your templates folder, which 004 does not give for Ogre units: \"ogretable templates example ffot\" writes an example, \"ogretable help ffot-stand\" says every field. Readings of 004: " + strings.Join(ffot.Notes(), " ")
}

// ffotTerrainNames lists the terrains the calculators take.
func ffotTerrainNames() string {
	names := make([]string, len(ffot.Terrains))
	for i, t := range ffot.Terrains {
		names[i] = string(t)
	}
	return strings.Join(names, ", ")
}

// runFFOT runs the calculator its first argument names.
func runFFOT(e *cli.Env, args []string) error {
	if len(args) == 0 || cli.IsHelpFlag(args[0]) {
		return cli.HelpRequest("ffot")
	}
	names := make([]string, len(ffotCalculators))
	for i, c := range ffotCalculators {
		if c.name == args[0] {
			return c.run(e, c.usage, args[1:])
		}
		names[i] = c.name
	}
	return cli.Usagef("ffot %q: choose %s (\"ogretable help ffot\")", args[0], engine.OrList(names))
}

// ffotFlags starts the flag set of a calculator, with --json.
func ffotFlags(name string) (*flag.FlagSet, *bool) {
	fs := flag.NewFlagSet("ffot "+name, flag.ContinueOnError)
	return fs, fs.Bool("json", false, "print JSON")
}

// parseFFOTFlags parses a calculator's flags; it refuses positional
// arguments, and each flag of required not given, with the calculator's
// usage.
func parseFFOTFlags(fs *flag.FlagSet, args []string, usage string, required ...string) error {
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("%q is not a flag; write \"ogretable %s\"", pos[0], usage)
	}
	for _, r := range required {
		if !cli.FlagSet(fs, r) {
			return cli.Usagef("give --%s; write \"ogretable %s\"", r, usage)
		}
	}
	return nil
}

// ffotUsage refuses a value of the rules with its sentence, as a mistake
// in the command line.
func ffotUsage(err error) error { return cli.Usagef("%s", engine.Sentence(err)) }

// qualityOf reads a quality flag's value; average when it is empty.
func qualityOf(flagName, s string) (ffot.Quality, error) {
	if s == "" {
		return ffot.Average, nil
	}
	q, err := ffot.ParseQuality(s)
	if err != nil {
		return 0, cli.Usagef("--%s: %s", flagName, engine.Sentence(err))
	}
	return q, nil
}

// markerOf returns the marker of --pinned and --suppressed, refusing both.
func markerOf(pinned, suppressed bool) (ffot.Marker, error) {
	switch {
	case pinned && suppressed:
		return 0, cli.Usagef("a stand is pinned or suppressed, not both: give --pinned or --suppressed")
	case pinned:
		return ffot.Pinned, nil
	case suppressed:
		return ffot.Suppressed, nil
	}
	return ffot.Unmarked, nil
}

// number formats x as the calculators print numbers, to three decimals at
// the most: 1.5, 2, 0.875, 1.333.
func number(x float64) string { return engine.FormatNumber(math.Round(x*1000) / 1000) }

// faceText says a lowest face: "4+", "every face" (1), "no face" (7).
func faceText(needed int) string {
	switch {
	case needed <= 1:
		return "every face"
	case needed >= 7:
		return "no face"
	}
	return fmt.Sprintf("%d+", needed)
}

// chanceText says a chance: "1/3 (33.3%)".
func chanceText(c ffot.Chance) string { return c.String() + " (" + c.Percent() + ")" }

// writeNotes prints the readings of 004 a figure rests on.
func writeNotes(w io.Writer, notes ...string) {
	for _, n := range notes {
		for i, l := range cli.WrapWords("Reading: "+n, 78) {
			if i > 0 {
				l = "  " + l
			}
			fmt.Fprintln(w, l)
		}
	}
}

// ffotOdds are the JSON of a roll of several dice.
type ffotOdds struct {
	Needed    int     `json:"needed"`
	Dice      int     `json:"dice"`
	Chance    float64 `json:"chance"`
	ChanceAny float64 `json:"chance_any"`
}

func oddsJSON(o ffot.Odds) ffotOdds {
	return ffotOdds{Needed: o.Needed, Dice: o.Dice, Chance: o.Chance.Float(), ChanceAny: o.ChanceAny.Float()}
}

// writeOdds prints the odds of a roll of several dice.
func writeOdds(w io.Writer, o ffot.Odds) {
	fmt.Fprintf(w, "Each die hits on %s; %s.\n", faceText(o.Needed), engine.CountDice(o.Dice))
	fmt.Fprintf(w, "Chance of one die: %s; of a hit or more: %s.\n", chanceText(o.Chance), chanceText(o.ChanceAny))
}

func runFFOTHit(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("hit")
	rng := fs.Float64("range", 0, "the range to the target, in inches")
	ranges := fs.String("ranges", "", "the weapon's ranges, such as 3-6-9")
	quality := fs.String("quality", "", "the firing stand's quality (average)")
	rof := fs.Int("rof", 1, "the weapon's rate of fire")
	pinned := fs.Bool("pinned", false, "the firing stand is pinned")
	suppressed := fs.Bool("suppressed", false, "the firing stand is suppressed")
	routed := fs.Bool("routed-target", false, "the target's unit routed")
	overrun := fs.Bool("overrun", false, "fire in an over-run")
	if err := parseFFOTFlags(fs, args, usage, "range", "ranges"); err != nil {
		return err
	}
	r, err := ffot.ParseRanges(*ranges)
	if err != nil {
		return ffotUsage(err)
	}
	q, err := qualityOf("quality", *quality)
	if err != nil {
		return err
	}
	m, err := markerOf(*pinned, *suppressed)
	if err != nil {
		return err
	}
	o, err := ffot.Shot{Range: *rng, Ranges: r, Quality: q, ROF: *rof, Marker: m, RoutedTarget: *routed, Overrun: *overrun}.Odds()
	if err != nil {
		return ffotUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Band string `json:"band"`
			ffotOdds
		}{o.Band.String(), oddsJSON(o.Odds)})
	}
	fmt.Fprintf(e.Stdout(), "Range %s\" of %s: %s.\n", number(*rng), r, o.Band)
	writeOdds(e.Stdout(), o.Odds)
	writeNotes(e.Stdout(), ffot.NoteAutomatic)
	return nil
}

func runFFOTInf(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("inf")
	inf := fs.Int("inf", 0, "the weapon's INF number")
	rof := fs.Int("rof", 1, "the weapon's rate of fire")
	quality := fs.String("quality", "", "the firing stand's quality (average)")
	cover := fs.String("cover", "none", "the target's cover: none, soft or hard")
	moving := fs.Bool("moving", false, "the target is moving or moved in the last movement phase")
	pinned := fs.Bool("pinned", false, "the firing stand is pinned")
	suppressed := fs.Bool("suppressed", false, "the firing stand is suppressed")
	crew := fs.Bool("crew", false, "a crew fires its personal weapons")
	if err := parseFFOTFlags(fs, args, usage, "inf"); err != nil {
		return err
	}
	q, err := qualityOf("quality", *quality)
	if err != nil {
		return err
	}
	c, err := ffot.ParseCover(*cover)
	if err != nil {
		return ffotUsage(err)
	}
	m, err := markerOf(*pinned, *suppressed)
	if err != nil {
		return err
	}
	o, err := ffot.InfShot{INF: *inf, ROF: *rof, Quality: q, Cover: c, Moving: *moving, Marker: m, Crew: *crew}.Odds()
	if err != nil {
		return ffotUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), oddsJSON(o))
	}
	writeOdds(e.Stdout(), o)
	writeNotes(e.Stdout(), ffot.NoteInfQuality, ffot.NoteAutomatic)
	return nil
}

func runFFOTEffect(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("effect")
	pen := fs.Int("pen", 0, "the weapon's penetration")
	armor := fs.Int("armor", 0, "the target's armour")
	band := fs.String("band", "medium", "the range band: short, medium or long")
	quality := fs.String("quality", "", "the firing stand's quality (average)")
	crew := fs.Bool("crew", false, "a crew fired its personal weapons")
	if err := parseFFOTFlags(fs, args, usage, "pen", "armor"); err != nil {
		return err
	}
	b, err := ffot.ParseBand(*band)
	if err != nil {
		return ffotUsage(err)
	}
	q, err := qualityOf("quality", *quality)
	if err != nil {
		return err
	}
	o, err := ffot.Hit{Pen: *pen, Armor: *armor, Band: b, Quality: q, Crew: *crew}.Odds()
	if err != nil {
		return ffotUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Difference       int     `json:"difference"`
			Dice             int     `json:"dice"`
			CanKill          bool    `json:"can_kill"`
			ChanceDestroyed  float64 `json:"chance_destroyed"`
			ChanceCheck      float64 `json:"chance_check"`
			ChanceSuppressed float64 `json:"chance_suppressed"`
		}{o.Difference, o.Dice, o.CanKill, o.Destroyed.Float(), o.Check.Float(), o.Suppressed.Float()})
	}
	fmt.Fprintf(e.Stdout(), "Penetration less armour at %s range: %+d; %s for the effect.\n", b, o.Difference, engine.CountDice(o.Dice))
	if o.CanKill {
		fmt.Fprintf(e.Stdout(), "Destroyed: %s; quality check: %s.\n", chanceText(o.Destroyed), chanceText(o.Check))
	} else {
		fmt.Fprintf(e.Stdout(), "It cannot destroy or force a check (3 or more below the armour); suppressed: %s.\n", chanceText(o.Suppressed))
	}
	writeNotes(e.Stdout(), ffot.NoteEffectDice, ffot.NoteAdjustedSix)
	return nil
}

func runFFOTSave(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("save")
	terrain := fs.String("terrain", "", "the target's terrain")
	hullDown := fs.Bool("hull-down", false, "the target is hull down to the fire")
	if err := parseFFOTFlags(fs, args, usage, "terrain"); err != nil {
		return err
	}
	t, err := ffot.ParseTerrain(*terrain)
	if err != nil {
		return ffotUsage(err)
	}
	n := ffot.SaveNeeded(t, *hullDown)
	c := ffot.SaveChance(n)
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Needed int     `json:"needed"`
			Chance float64 `json:"chance"`
		}{n, c.Float()})
	}
	if n == 0 {
		fmt.Fprintf(e.Stdout(), "No save in %s.\n", t)
		return nil
	}
	fmt.Fprintf(e.Stdout(), "Saves on %d+: %s.\n", n, chanceText(c))
	if *hullDown && ffot.SaveNeeded(t, false) != 0 {
		writeNotes(e.Stdout(), ffot.NoteTwoSaves)
	}
	return nil
}

func runFFOTCheck(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("check")
	quality := fs.String("quality", "", "the stand's or unit's quality (average)")
	suppressed := fs.Bool("suppressed", false, "a rout roll: a stand of the unit is suppressed (-1)")
	pinned := fs.Bool("pinned", false, "a rout roll: a stand of the unit is pinned (-2)")
	withFire := fs.Bool("with-fire", false, "a rout check rolled once with the check for fire (-1)")
	if err := parseFFOTFlags(fs, args, usage); err != nil {
		return err
	}
	q, err := qualityOf("quality", *quality)
	if err != nil {
		return err
	}
	n := ffot.RoutRoll{Quality: q, Suppressed: *suppressed, Pinned: *pinned, WithFire: *withFire}.Needed()
	c := ffot.AtLeast(n)
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Needed int     `json:"needed"`
			Chance float64 `json:"chance"`
		}{n, c.Float()})
	}
	fmt.Fprintf(e.Stdout(), "Passes on %s: %s.\n", faceText(n), chanceText(c))
	notes := []string{ffot.NoteCheckNumber}
	if *suppressed && *pinned {
		notes = append(notes, ffot.NoteRoutModifiers)
	}
	writeNotes(e.Stdout(), notes...)
	return nil
}

func runFFOTCommand(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("command")
	qualities := fs.String("qualities", "", "the qualities of the side's stands, separated by commas")
	hq := fs.Int("hq", 0, "the regimental or brigade HQ units in play")
	die := fs.Int("die", 0, "the die rolled, 1 to 6")
	if err := parseFFOTFlags(fs, args, usage, "qualities"); err != nil {
		return err
	}
	if *hq < 0 {
		return cli.Usagef("--hq is a number of HQ units, 0 or more, not %d", *hq)
	}
	var qs []ffot.Quality
	for _, s := range strings.Split(*qualities, ",") {
		q, err := ffot.ParseQuality(s)
		if err != nil {
			return cli.Usagef("--qualities: %s", engine.Sentence(err))
		}
		qs = append(qs, q)
	}
	rating, err := ffot.Rating(qs)
	if err != nil {
		return ffotUsage(err)
	}
	roll := ffot.CommandRoll{Rating: rating, HQ: *hq}
	n := roll.Needed()
	c := ffot.AtLeast(n)
	var in *bool
	if cli.FlagSet(fs, "die") {
		ok := ffot.Passes(*die, n)
		in = &ok
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Rating    string  `json:"rating"`
			Needed    int     `json:"needed"`
			Chance    float64 `json:"chance"`
			InCommand *bool   `json:"in_command"`
		}{rating.String(), n, c.Float(), in})
	}
	fmt.Fprintf(e.Stdout(), "Army command rating %s: in command on %s: %s.\n", rating, faceText(n), chanceText(c))
	if in != nil {
		if *in {
			fmt.Fprintf(e.Stdout(), "Die %d: in command.\n", *die)
		} else {
			fmt.Fprintf(e.Stdout(), "Die %d: out of command; its barrages land only on %d+.\n", *die, ffot.OutOfCommandBarrage)
		}
	}
	writeNotes(e.Stdout(), ffot.NoteAverage)
	return nil
}

func runFFOTBog(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("bog")
	mode := fs.String("mode", "", "tracked or wheeled")
	bogged := fs.Int("bogged", 0, "how many times the stand has bogged down before")
	die := fs.Int("die", 0, "the die rolled, 1 to 6")
	if err := parseFFOTFlags(fs, args, usage, "mode"); err != nil {
		return err
	}
	m, err := ffot.ParseMode(*mode)
	if err != nil {
		return ffotUsage(err)
	}
	if !m.Vehicle() {
		return cli.Usagef("only vehicles bog down (004 FFOTigers: \"The bog roll for a vehicle\"); say tracked or wheeled")
	}
	if *bogged < 0 {
		return cli.Usagef("--bogged is how many times the stand has bogged down, 0 or more, not %d", *bogged)
	}
	on := ffot.BogsOn(m, *bogged)
	c := ffot.AtMost(on)
	var bogs *bool
	if cli.FlagSet(fs, "die") {
		b := ffot.Bogs(*die, m, *bogged)
		bogs = &b
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			BogsOn int     `json:"bogs_on"`
			Chance float64 `json:"chance"`
			Bogged *bool   `json:"bogged"`
		}{on, c.Float(), bogs})
	}
	fmt.Fprintf(e.Stdout(), "Bogs down on %d or less: %s.\n", on, chanceText(c))
	if bogs != nil {
		if *bogs {
			fmt.Fprintf(e.Stdout(), "Die %d: bogged down; it does not move.\n", *die)
		} else {
			fmt.Fprintf(e.Stdout(), "Die %d: moves.\n", *die)
		}
	}
	writeNotes(e.Stdout(), ffot.NoteWheeledTwo, ffot.NoteBogEnds)
	return nil
}

func runFFOTMove(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("move")
	move := fs.String("move", "", "the stand's movement, road/cross-country inches such as 6/4")
	mode := fs.String("mode", "", "tracked, wheeled or foot")
	terrain := fs.String("terrain", "", "the terrain it moves through")
	from := fs.String("from", "", "the terrain it starts in: on a slope, it pays the slope's penalty")
	marker := fs.String("marker", "none", "its marker: none, suppressed or pinned")
	direction := fs.String("direction", "toward", "toward or away from the enemy")
	if err := parseFFOTFlags(fs, args, usage, "move", "mode", "terrain"); err != nil {
		return err
	}
	r, err := ffot.ParseMoveRate(*move)
	if err != nil {
		return ffotUsage(err)
	}
	m, err := ffot.ParseMode(*mode)
	if err != nil {
		return ffotUsage(err)
	}
	t, err := ffot.ParseTerrain(*terrain)
	if err != nil {
		return ffotUsage(err)
	}
	mk, err := ffot.ParseMarker(*marker)
	if err != nil {
		return ffotUsage(err)
	}
	d, err := ffot.ParseDirection(*direction)
	if err != nil {
		return ffotUsage(err)
	}
	var start ffot.Terrain
	if *from != "" {
		if start, err = ffot.ParseTerrain(*from); err != nil {
			return cli.Usagef("--from: %s", engine.Sentence(err))
		}
	}
	mv := ffot.MovementFrom(r, m, start, t, mk, d)
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Rate   float64 `json:"rate"`
			Cost   int     `json:"cost"`
			Inches float64 `json:"inches"`
		}{mv.Rate, mv.Cost, mv.Inches})
	}
	if mv.Cost == 0 {
		if t == ffot.River {
			fmt.Fprintf(e.Stdout(), "No stand goes into a river: rivers can be crossed only at bridges or fords (say --terrain ford, or road for a bridge).\n")
		} else {
			fmt.Fprintf(e.Stdout(), "A vehicle cannot drive up or down a double slope.\n")
		}
		return nil
	}
	fmt.Fprintf(e.Stdout(), "Rate %s\", each inch of %s costs %d: %s\" %s.\n", number(mv.Rate), t, mv.Cost, number(mv.Inches), map[ffot.Direction]string{ffot.Toward: "toward the enemy", ffot.Away: "away from the enemy"}[d])
	var notes []string
	if t.Woods() {
		notes = append(notes, ffot.NoteWoods)
	}
	if mv.From != "" {
		notes = append(notes, ffot.NoteSlopeStart)
	}
	if !m.Vehicle() && (t == ffot.SlopeDown || t == ffot.DoubleSlopeDown) {
		notes = append(notes, ffot.NoteSlopeDown)
	}
	if !m.Vehicle() && t == ffot.DoubleSlope {
		notes = append(notes, ffot.NoteDoubleSlope)
	}
	writeNotes(e.Stdout(), notes...)
	return nil
}

func runFFOTSpot(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("spot")
	spotter := fs.String("spotter", "", "the spotting stand")
	quality := fs.String("quality", "", "the spotting stand's quality (average)")
	target := fs.String("target", "", "vehicle or personnel (a gun is personnel)")
	targetIs := fs.String("target-is", "", "what the target does")
	if err := parseFFOTFlags(fs, args, usage, "spotter", "target", "target-is"); err != nil {
		return err
	}
	k, err := ffot.ParseSpotter(*spotter)
	if err != nil {
		return ffotUsage(err)
	}
	q, err := qualityOf("quality", *quality)
	if err != nil {
		return err
	}
	var vehicle bool
	switch strings.ToLower(*target) {
	case "vehicle":
		vehicle = true
	case "personnel", "gun":
	default:
		return cli.Usagef("--target %q: say vehicle or personnel", *target)
	}
	seen, err := ffot.ParseSeen(*targetIs)
	if err != nil {
		return ffotUsage(err)
	}
	auto, inches, err := ffot.SpotRange(k, q, vehicle, seen)
	if err != nil {
		return ffotUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Auto  bool    `json:"auto"`
			Range float64 `json:"range"`
		}{auto, inches})
	}
	if auto {
		fmt.Fprintln(e.Stdout(), "Spotted automatically, at any range.")
	} else {
		fmt.Fprintf(e.Stdout(), "Spotted automatically out to %s\".\n", number(inches))
	}
	return nil
}

func runFFOTAccuracy(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("accuracy")
	sq := fs.String("spotter-quality", "", "the spotting stand's quality (average)")
	aq := fs.String("artillery-quality", "", "the artillery stand's quality (average)")
	adj := fs.Int("adjustments", 0, "adjustments in later turns")
	attacked := fs.Bool("spotter-attacked", false, "the spotting unit was attacked (-2)")
	destroyed := fs.Bool("spotter-destroyed", false, "the spotting unit was destroyed (-4)")
	dice := fs.String("dice", "1d6", "the accuracy dice, 1d6 or 2d6")
	if err := parseFFOTFlags(fs, args, usage); err != nil {
		return err
	}
	a := ffot.Accuracy{Adjustments: *adj}
	var err error
	if a.Spotter, err = qualityOf("spotter-quality", *sq); err != nil {
		return err
	}
	if a.Artillery, err = qualityOf("artillery-quality", *aq); err != nil {
		return err
	}
	switch {
	case *attacked && *destroyed:
		return cli.Usagef("the spotter was attacked or destroyed, not both: give one")
	case *attacked:
		a.Observer = ffot.ObserverAttacked
	case *destroyed:
		a.Observer = ffot.ObserverDestroyed
	}
	switch *dice {
	case "1d6":
	case "2d6":
		a.TwoDice = true
	default:
		return cli.Usagef("--dice %q: say 1d6 or 2d6", *dice)
	}
	if err := a.Check(); err != nil {
		return ffotUsage(err)
	}
	c := a.Chance()
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Modifier int     `json:"modifier"`
			Needed   int     `json:"needed"`
			Dice     string  `json:"dice"`
			Chance   float64 `json:"chance"`
		}{a.Modifier(), a.Needed(), *dice, c.Float()})
	}
	fmt.Fprintf(e.Stdout(), "Modifier %+d: hits on a total of %d or more on %s: %s.\n", a.Modifier(), a.Needed(), *dice, chanceText(c))
	other := a
	other.TwoDice = !a.TwoDice
	fmt.Fprintf(e.Stdout(), "On %s it would be %s.\n", map[bool]string{false: "1d6", true: "2d6"}[other.TwoDice], chanceText(other.Chance()))
	writeNotes(e.Stdout(), ffot.NoteAccuracyDice)
	return nil
}

func runFFOTScatter(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("scatter")
	observer := fs.String("observer", "ok", "the observer: ok, attacked or destroyed")
	diceList := fs.String("dice", "", "the dice rolled: the direction, then the distance's die or dice")
	if err := parseFFOTFlags(fs, args, usage); err != nil {
		return err
	}
	o, err := ffot.ParseObserver(*observer)
	if err != nil {
		return ffotUsage(err)
	}
	n := ffot.ScatterDice(o)
	type distance struct {
		Inches int     `json:"inches"`
		Chance float64 `json:"chance"`
	}
	out := struct {
		Directions   []string   `json:"directions"`
		DistanceDice string     `json:"distance_dice"`
		Distances    []distance `json:"distances"`
		Direction    string     `json:"direction,omitempty"`
		Distance     int        `json:"distance,omitempty"`
	}{Directions: ffot.ScatterDirections[:], DistanceDice: fmt.Sprintf("%dd6", n)}
	for in := n; in <= 6*n; in++ {
		c := ffot.Faces(1)
		if n == 2 {
			c = ffot.TwoDiceTotal(in)
		}
		out.Distances = append(out.Distances, distance{in, c.Float()})
	}
	if *diceList != "" {
		var ds []int
		for _, s := range strings.Split(*diceList, ",") {
			v, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil || v < 1 || v > 6 {
				return cli.Usagef("--dice: %q is not a die of 1 to 6", s)
			}
			ds = append(ds, v)
		}
		if len(ds) != 1+n {
			return cli.Usagef("--dice: a scatter with the observer %s rolls %s (the direction, then %dd6 of distance), not %d", o, engine.CountDice(1+n), n, len(ds))
		}
		out.Direction = ffot.ScatterDirections[ds[0]-1]
		for _, d := range ds[1:] {
			out.Distance += d
		}
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	for i, d := range out.Directions {
		fmt.Fprintf(e.Stdout(), "%d %s\n", i+1, d)
	}
	fmt.Fprintf(e.Stdout(), "Distance: %s inches.\n", out.DistanceDice)
	if out.Direction != "" {
		fmt.Fprintf(e.Stdout(), "The barrage lands %d\" %s.\n", out.Distance, out.Direction)
	}
	return nil
}

func runFFOTBurst(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("burst")
	calibres := fs.String("calibres", "", "the calibre in mm of each stand landing fire, separated by commas")
	if err := parseFFOTFlags(fs, args, usage, "calibres"); err != nil {
		return err
	}
	var cs []int
	for _, s := range strings.Split(*calibres, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "mm")))
		if err != nil {
			return cli.Usagef("--calibres: %q is not a calibre in mm, such as 105", s)
		}
		cs = append(cs, v)
	}
	per, radius, err := ffot.BurstRadius(cs)
	if err != nil {
		return ffotUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Radius   float64 `json:"radius"`
			PerStand float64 `json:"per_stand"`
		}{radius, per})
	}
	fmt.Fprintf(e.Stdout(), "Burst radius %s\": %s\" per stand, averaged, times %d.\n", number(radius), number(per), len(cs))
	return nil
}

func runFFOTArtillery(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("artillery")
	factor := fs.Float64("factor", 0, "the total burst factor of the rounds that landed")
	target := fs.String("target", "", "the target's column of the Artillery Hit Chart")
	ap := fs.Bool("ap", false, "AP rounds: half the burst factor (HE, as listed, when left out)")
	if err := parseFFOTFlags(fs, args, usage, "factor", "target"); err != nil {
		return err
	}
	t, err := ffot.ParseArtilleryTarget(*target)
	if err != nil {
		return ffotUsage(err)
	}
	if !(*factor > 0) {
		return cli.Usagef("--factor is the burst factor the rounds list, above 0, not %s", number(*factor))
	}
	// 004 FFOTigers: "AP rounds have 1/2 the burst value listed".
	f := ffot.BurstFactor(1, *ap) * *factor
	row, n, err := ffot.ArtilleryHit(f, t)
	if err != nil {
		return ffotUsage(err)
	}
	c := ffot.AtLeast(n)
	round := map[bool]string{false: "HE", true: "AP"}[*ap]
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Round  string  `json:"round"`
			Factor float64 `json:"factor"`
			Row    string  `json:"row"`
			Needed int     `json:"needed"`
			Chance float64 `json:"chance"`
		}{round, f, row, n, c.Float()})
	}
	if *ap {
		fmt.Fprintf(e.Stdout(), "AP rounds: half the burst factor, %s.\n", number(f))
	}
	fmt.Fprintf(e.Stdout(), "Row %s: %s hit on %d+: %s.\n", row, t, n, chanceText(c))
	writeNotes(e.Stdout(), ffot.NoteBurstHalf)
	return nil
}

func runFFOTTerrain(e *cli.Env, usage string, args []string) error {
	fs, asJSON := ffotFlags("terrain")
	feature := fs.String("feature", "", "the terrain feature")
	burst := fs.Float64("burst", 0, "the burst effect of the rounds")
	saved := fs.Bool("saved", false, "the feature made its save")
	damage := fs.Float64("damage", 0, "the damage it had before, in hit points")
	if err := parseFFOTFlags(fs, args, usage, "feature", "burst"); err != nil {
		return err
	}
	f, err := ffot.ParseFeature(*feature)
	if err != nil {
		return ffotUsage(err)
	}
	if !(*burst >= 0) || !(*damage >= 0) {
		return cli.Usagef("--burst and --damage are 0 or more")
	}
	hp := f.HitPoints()
	d := ffot.FeatureDamage(*burst, *saved)
	fire := ffot.CatchesFire(hp, *damage, d, *saved)
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			HitPoints int     `json:"hit_points"`
			Damage    float64 `json:"damage"`
			Total     float64 `json:"total"`
			Fire      bool    `json:"fire"`
		}{hp, d, *damage + d, fire})
	}
	fmt.Fprintf(e.Stdout(), "%s: %d hit points; takes %s, %s in all.\n", f, hp, number(d), number(*damage+d))
	if fire {
		fmt.Fprintln(e.Stdout(), "It catches fire.")
	}
	writeNotes(e.Stdout(), ffot.NoteFeatureSave)
	return nil
}

// ffotOptions returns the options of a new game of variant v: this
// build's readings of 004 (ffot.ReadingsNow) and the accuracy roll on dice
// ("1d6" or "2d6", new --accuracy; "" for the default): a usage error for
// other dice. Package cli refuses --accuracy for a game of another system.
func ffotOptions(dice string) (json.RawMessage, error) {
	o := ffot.Options{Readings: ffot.ReadingsNow}
	if dice != "" {
		n, err := ffot.ParseAccuracyDice(dice)
		if err != nil {
			return nil, cli.Usagef("--accuracy: %s", engine.Sentence(err))
		}
		o.AccuracyDice = n
	}
	return json.Marshal(o)
}

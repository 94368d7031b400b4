package dsiicmd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/dsii"
)

// dsiiArgs are the arguments of "ogretable dsii" as the help writes them.
const dsiiArgs = "em|repair|ads|smak|ram|reaction|range|terrain|damage|cost [TERRAIN|DESIGN] " +
	"[--quality basic|enhanced|superior] [--ko N] [--dmg] [--sd] [--boom N] [--boom-now] " +
	"[--module em|tread|weapon] [--marker ko|dmg|sd|m|boom] [--die dN] [--roll N] " +
	"[--em-die dN] [--targets N] [--pilot green|blue|orange] [--command N] " +
	"[--class light|medium|heavy] [--missile] [--firer-die dN] [--ecm-die dN] " +
	"[--rammer ogre|vehicle|softskin] [--mark M] [--size N] [--target ogre|vehicle|softskin|infantry] " +
	"[--target-mark M] [--target-size N] [--infantry militia|line|powered] " +
	"[--weapon DFFG/N] [--distance D] [--damaged] [--air] " +
	"[--armor N] [--chits LIST] [--valid LIST] [--ogre-ram] [--json]"

// dsiiHelp is the help's sentence of "ogretable dsii".
const dsiiHelp = "the OGRE for DSII calculators (002 OGRE for DSII), chances counted exactly from the dice: " +
	"em --quality Q: the EM's die now and its 6+ and 4+ chances; " +
	"repair --module --marker --die [--roll N]: whether the EM repairs a marker, the roll and its chance (--roll: the referee's, for an EM's BOOM, where 002 gives none); " +
	"ads --em-die --targets --pilot: air defence dice and the chances of hit, abort, miss; " +
	"smak (--quality --class | --missile --firer-die) --ecm-die: the homing die, its chance and the chits; " +
	"ram --rammer --target: the chits each way and their validity; " +
	"reaction --mark: the Threat Level; " +
	"range --weapon DFFG/N --distance D: the range band; " +
	"terrain NAME: the mobility class; " +
	"damage --module --armor --chits: one attack's result; " +
	"cost DESIGN: the design's price by every formula of 002 (FCS, TAS, tread movement, missile loads) over the base costs of the referee's house data (costs = {...} in its [[dsii-ogre]]; 002 lists none), each line and the total. The text also says the readings taken where 002 is silent"

// dsiiCalculators are the calculators of "ogretable dsii", by name.
var dsiiCalculators = map[string]func(e *cli.Env, args []string) error{
	"em": runDSIIEM, "repair": runDSIIRepair, "ads": runDSIIADS, "smak": runDSIISMAK,
	"ram": runDSIIRam, "reaction": runDSIIReaction, "range": runDSIIRange,
	"terrain": runDSIITerrain, "damage": runDSIIDamage, "cost": runDSIICost,
}

// runDSII runs one calculator of OGRE for DSII ("ogretable dsii em ...").
func runDSII(e *cli.Env, args []string) error {
	if len(args) == 0 || cli.IsHelpFlag(args[0]) {
		return cli.HelpRequest("dsii")
	}
	if run, ok := dsiiCalculators[args[0]]; ok {
		return run(e, args[1:])
	}
	return cli.Usagef("dsii %q: choose em, repair, ads, smak, ram, reaction, range, terrain, damage or cost (\"ogretable help dsii\")", args[0])
}

// dieFlag is a flag that takes a die of the ladder ("d10"), refusing any
// other word as it is given.
type dieFlag struct{ d dsii.DieType }

// Set reads the die, or says which dice it takes.
func (f *dieFlag) Set(s string) error {
	d, err := dsii.ParseDie(s)
	if err != nil {
		return errors.New(engine.Sentence(err))
	}
	f.d = d
	return nil
}

// String returns the die given, "" when none.
func (f *dieFlag) String() string {
	if f == nil || f.d == 0 {
		return ""
	}
	return f.d.String()
}

// dieVar defines a die flag on fs.
func dieVar(fs *flag.FlagSet, name, usage string) *dieFlag {
	f := &dieFlag{}
	fs.Var(f, name, usage)
	return f
}

// dsiiFlags starts the flags of calculator name, with --json.
func dsiiFlags(name string) (*flag.FlagSet, *bool) {
	fs := flag.NewFlagSet("dsii "+name, flag.ContinueOnError)
	return fs, fs.Bool("json", false, "print JSON")
}

// parseDSIIFlags parses args, refusing positional words (every calculator
// but terrain takes none) and any missing flag of need.
func parseDSIIFlags(fs *flag.FlagSet, args []string, need ...string) error {
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("%s takes flags, not %q (\"ogretable help dsii\")", fs.Name(), strings.Join(pos, " "))
	}
	return needFlags(fs, need...)
}

// needFlags refuses the first flag of need that was not given.
func needFlags(fs *flag.FlagSet, need ...string) error {
	for _, n := range need {
		if !cli.FlagSet(fs, n) {
			return cli.Usagef("%s needs --%s (\"ogretable help dsii\")", fs.Name(), n)
		}
	}
	return nil
}

// dsiiUsage turns a dsii input error into a calculator's usage mistake.
func dsiiUsage(err error) error {
	if err == nil {
		return nil
	}
	return cli.Usagef("%s", engine.Sentence(err))
}

// writeReadings writes the readings a calculator rests on, one a line.
func writeReadings(w io.Writer, rs ...dsii.Reading) {
	for _, r := range rs {
		fmt.Fprintf(w, "Reading, %s\n", r)
	}
}

// dsiiEM is the JSON of "dsii em".
type dsiiEM struct {
	Die          string  `json:"die"`
	RepairDMG    float64 `json:"repair_dmg"`
	RepairKO     float64 `json:"repair_ko"`
	RepairSD     float64 `json:"repair_sd"`
	TAS          float64 `json:"tas"`
	Abort        float64 `json:"abort"`
	SelfDestruct float64 `json:"self_destruct"`
}

// runDSIIEM is "dsii em": the EM's die now, and the chance of each roll
// made on it.
func runDSIIEM(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("em")
	quality := fs.String("quality", "", "the EM's quality as bought: superior, enhanced or basic")
	ko := fs.Int("ko", 0, "KO results the EM carries")
	dmg := fs.Bool("dmg", false, "the EM carries a DMG")
	sd := fs.Bool("sd", false, "the EM carries a Systems Down")
	boom := fs.Int("boom", 0, "BOOM results the EM carries")
	boomNow := fs.Bool("boom-now", false, "one of them was taken this turn")
	if err := parseDSIIFlags(fs, args, "quality"); err != nil {
		return err
	}
	q, err := dsii.ParseQuality(*quality)
	if err != nil {
		return dsiiUsage(err)
	}
	if *ko < 0 || *boom < 0 {
		return cli.Usagef("--ko and --boom count markers, 0 or more")
	}
	if *boomNow && *boom == 0 {
		return cli.Usagef("--boom-now says a BOOM was taken this turn: give --boom 1 or more with it")
	}
	em := dsii.EM{Quality: q, KO: *ko, DMG: *dmg, SD: *sd, BOOM: *boom, BOOMNow: *boomNow}
	d := em.Die()
	_, dmgC, _ := dsii.RepairChance(dsii.ClassEM, dsii.MarkerDMG, d)
	_, koC, _ := dsii.RepairChance(dsii.ClassEM, dsii.MarkerKO, d)
	_, sdC, _ := dsii.RepairChance(dsii.ClassEM, dsii.MarkerSD, d)
	out := dsiiEM{Die: d.String(), RepairDMG: dmgC.Float(), RepairKO: koC.Float(), RepairSD: sdC.Float(),
		TAS: dsii.TASChance(d).Float(), Abort: dsii.AbortChance(d).Float(), SelfDestruct: dsii.SelfDestructChance(d).Float()}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	levels := "levels"
	if em.Steps() == 1 {
		levels = "level"
	}
	fmt.Fprintf(w, "EM die now: %s (%s now, bought %s; %d %s down)\n", d, em.QualityNow(), q, em.Steps(), levels)
	fmt.Fprintf(w, "Repair a DMG (%d+): %s\n", dsii.RepairDMG, dmgC)
	fmt.Fprintf(w, "Repair an EM KO (%d+): %s\n", dsii.RepairKO, koC)
	fmt.Fprintf(w, "Repair a Systems Down (%d+): %s\n", dsii.RepairSD, sdC)
	fmt.Fprintf(w, "TAS, each impact marker (%d+): %s\n", dsii.TASNeeded, dsii.TASChance(d))
	fmt.Fprintf(w, "Abort, each missile (%d+): %s\n", dsii.AbortNeeded, dsii.AbortChance(d))
	fmt.Fprintf(w, "Self-destruct (%d+): %s\n", dsii.SelfDestructNeeded, dsii.SelfDestructChance(d))
	writeReadings(w, dsii.ReadingEMQualityLevel, dsii.ReadingEMDMGWithBOOM, dsii.ReadingEMSecondBOOM, dsii.ReadingEMFloor)
	return nil
}

// dsiiRepair is the JSON of "dsii repair"; Needed is null when the EM
// cannot repair the marker.
type dsiiRepair struct {
	Repairable bool    `json:"repairable"`
	Needed     *int    `json:"needed"`
	Chance     float64 `json:"chance"`
	// RefereesRoll says the EM repairs the marker on a roll 002 does not
	// give (an EM's BOOM): the referee's, given with --roll or in the
	// design's house data.
	RefereesRoll bool `json:"referees_roll,omitempty"`
}

// runDSIIRepair is "dsii repair": whether the EM repairs a marker of a
// module, the roll it needs and its chance on the EM's die.
func runDSIIRepair(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("repair")
	module := fs.String("module", "", "em, tread or weapon")
	marker := fs.String("marker", "", "ko, dmg, sd, m or boom")
	die := dieVar(fs, "die", "the EM's die now, d4 to d12")
	roll := fs.Int("roll", 0, "the roll N+ that repairs a marker 002 gives none for (an EM's BOOM): the referee's")
	if err := parseDSIIFlags(fs, args, "module", "marker", "die"); err != nil {
		return err
	}
	c, err := dsii.ParseClass(*module)
	if err != nil {
		return dsiiUsage(err)
	}
	m, err := dsii.ParseMarker(*marker)
	if err != nil {
		return dsiiUsage(err)
	}
	n, ch, ok := dsii.RepairChance(c, m, die.d)
	referees := ok && n == 0
	switch {
	case *roll != 0 && !referees:
		return dsiiUsage(fmt.Errorf("--roll is the referee's roll where 002 gives none (an EM's BOOM); leave it out for %s on %s", markerText[m], moduleText[c]))
	case *roll < 0 || *roll > int(dsii.D12):
		return dsiiUsage(fmt.Errorf("--roll %d is no roll on the EM's die: give 1 to 12", *roll))
	case referees && *roll > 0:
		n, ch = *roll, dsii.AtLeast(die.d, *roll)
	}
	out := dsiiRepair{Repairable: ok, Chance: ch.Float(), RefereesRoll: referees}
	if ok && n > 0 {
		out.Needed = &n
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	switch {
	case !ok:
		fmt.Fprintf(w, "The EM cannot repair %s on %s: %s.\n", markerText[m], moduleText[c], dsii.DamageTable[c][m].Text)
	case n == 0:
		fmt.Fprintf(w, "Repair %s on %s: %s (here: --roll N).\n", markerText[m], moduleText[c], dsii.RepairRollUnknown)
	case referees:
		fmt.Fprintf(w, "Repair %s on %s: %d+ on %s, %s (the referee's roll: 002 gives none)\n", markerText[m], moduleText[c], n, die.d, ch)
	default:
		fmt.Fprintf(w, "Repair %s on %s: %d+ on %s, %s\n", markerText[m], moduleText[c], n, die.d, ch)
	}
	writeReadings(w, dsii.ReadingRepairPerActivation)
	if c == dsii.ClassEM && m == dsii.MarkerBOOM {
		writeReadings(w, dsii.ReadingEMBOOMRepair)
	}
	if dsii.DamageTable[c][m].None() {
		writeReadings(w, dsii.ReadingNoEffectNoMarker)
	}
	return nil
}

// markerText and moduleText name markers and classes in the text output.
var (
	markerText = map[dsii.Marker]string{dsii.MarkerKO: "a KO", dsii.MarkerDMG: "a DMG", dsii.MarkerSD: "a Systems Down",
		dsii.MarkerMobility: "a Mobility result", dsii.MarkerBOOM: "a BOOM"}
	moduleText = map[dsii.Class]string{dsii.ClassEM: "the EM", dsii.ClassTread: "a tread module", dsii.ClassWeapon: "a weapons module"}
)

// dsiiADS is the JSON of "dsii ads".
type dsiiADS struct {
	AttackDie   string  `json:"attack_die"`
	DefenceDie  string  `json:"defence_die"`
	ChanceHit   float64 `json:"chance_hit"`
	ChanceAbort float64 `json:"chance_abort"`
	ChanceMiss  float64 `json:"chance_miss"`
}

// runDSIIADS is "dsii ads": an Ogre's Air Defense Mode shot at each of
// its targets.
func runDSIIADS(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("ads")
	em := dieVar(fs, "em-die", "the EM's die now, d4 to d12")
	targets := fs.Int("targets", 1, "air units engaged in this activation, 1 or more")
	pilot := fs.String("pilot", "", "the air unit's pilot: green, blue or orange")
	command := fs.Int("command", dsii.CommandNone, "the air unit's command value, 1 to 3 (none: its skill's die)")
	if err := parseDSIIFlags(fs, args, "em-die", "pilot"); err != nil {
		return err
	}
	p, err := dsii.ParsePilot(*pilot)
	if err != nil {
		return dsiiUsage(err)
	}
	if cli.FlagSet(fs, "command") && (*command < 1 || *command > 3) {
		return cli.Usagef("--command is a command value, 1, 2 or 3, not %d; leave it out for none", *command)
	}
	s, err := dsii.ADS(em.d, *targets, p, *command)
	if err != nil {
		return dsiiUsage(err)
	}
	out := dsiiADS{AttackDie: s.Attack.String(), DefenceDie: s.Defence.String(),
		ChanceHit: s.Hit.Float(), ChanceAbort: s.Abort.Float(), ChanceMiss: s.Miss.Float()}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	fmt.Fprintf(w, "Each shot: %s against the %s pilot's %s (medium range at most; no fire at the ground this turn)\n", s.Attack, p, s.Defence)
	fmt.Fprintf(w, "Hit (higher): %s\nAbort (equal): %s\nMiss (lower): %s\n", s.Hit, s.Abort, s.Miss)
	writeReadings(w, dsii.ReadingADSBelowD4, dsii.ReadingADSCommand2)
	return nil
}

// dsiiSMAK is the JSON of "dsii smak".
type dsiiSMAK struct {
	AttackDie string  `json:"attack_die"`
	ChanceHit float64 `json:"chance_hit"`
	Chits     int     `json:"chits"`
	// LoadCost is what an artillery's SMAK load costs over its MAK load
	// (dsii.SMAKCost); null for an Ogre's missile.
	LoadCost *int `json:"load_cost,omitempty"`
}

// runDSIISMAK is "dsii smak": a SMAK round's or an Ogre missile's homing
// roll against the target Ogre's ECM, and the chits it pulls.
func runDSIISMAK(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("smak")
	quality := fs.String("quality", "", "the SMAK load's rating: basic, enhanced or superior")
	class := fs.String("class", "", "the firing artillery: light, medium or heavy")
	missile := fs.Bool("missile", false, "an Ogre missile in SMAK mode")
	firer := dieVar(fs, "firer-die", "the firing Ogre's EM's die now, d4 to d12")
	ecm := dieVar(fs, "ecm-die", "the target Ogre's EM's die now, d4 to d12")
	if err := parseDSIIFlags(fs, args, "ecm-die"); err != nil {
		return err
	}
	var s dsii.SMAKShot
	var err error
	var loadCost *int
	switch {
	case *missile && (cli.FlagSet(fs, "quality") || cli.FlagSet(fs, "class")):
		return cli.Usagef("dsii smak takes --missile --firer-die, or --quality and --class for artillery, not both")
	case *missile:
		if err := needFlags(fs, "firer-die"); err != nil {
			return err
		}
		s, err = dsii.MissileSMAK(firer.d, ecm.d)
	default:
		if cli.FlagSet(fs, "firer-die") {
			return cli.Usagef("--firer-die is an Ogre missile's: give --missile with it, or --quality and --class for artillery")
		}
		if err := needFlags(fs, "quality", "class"); err != nil {
			return err
		}
		q, err := dsii.ParseQuality(*quality)
		if err != nil {
			return dsiiUsage(err)
		}
		a, err := dsii.ParseArtilleryClass(*class)
		if err != nil {
			return dsiiUsage(err)
		}
		s, err = dsii.SMAK(q, a, ecm.d)
		if err != nil {
			return dsiiUsage(err)
		}
		c := dsii.SMAKCost(q, a)
		loadCost = &c
	}
	if err != nil {
		return dsiiUsage(err)
	}
	out := dsiiSMAK{AttackDie: s.Attack.String(), ChanceHit: s.Hit.Float(), Chits: s.Chits, LoadCost: loadCost}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	fmt.Fprintf(w, "Homing: %s against the ECM's %s; hits when higher: %s\n", s.Attack, s.ECM, s.Hit)
	fmt.Fprintf(w, "Chits on a hit: %d (ADS and PDS have no effect; no module of the load's type in the %d\" zone: no damage)\n", s.Chits, dsii.SMAKZone)
	if loadCost != nil {
		fmt.Fprintf(w, "Each load costs %d points more than its MAK load (\"additional 5 points x the class of artillery per load\", 10 Enhanced, 15 Superior)\n", *loadCost)
		writeReadings(w, dsii.ReadingSMAKCost)
	}
	writeReadings(w, dsii.ReadingSMAKTR)
	return nil
}

// dsiiRam is the JSON of "dsii ram"; Threat and KillPoints are null when
// the ram uses none.
type dsiiRam struct {
	Chits          int      `json:"chits"`
	Valid          []string `json:"valid"`
	Specials       bool     `json:"specials"`
	BackChits      int      `json:"back_chits"`
	BackValid      []string `json:"back_valid"`
	BackSpecials   bool     `json:"back_specials"`
	ConfidenceTest bool     `json:"confidence_test"`
	Threat         *int     `json:"threat"`
	KillPoints     *int     `json:"kill_points"`
}

// runDSIIRam is "dsii ram": the chits a ram pulls each way and what they
// count.
func runDSIIRam(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("ram")
	rammer := fs.String("rammer", "", "ogre, vehicle or softskin")
	mark := fs.String("mark", "", "the ramming Ogre's mark, such as mark-v")
	size := fs.Int("size", 0, "the rammer's size: an Ogre's tread modules' size, a vehicle's own")
	target := fs.String("target", "", "ogre, vehicle, softskin or infantry")
	targetMark := fs.String("target-mark", "", "the rammed Ogre's mark")
	targetSize := fs.Int("target-size", 0, "the target's size: an Ogre's tread modules' size, a vehicle's own")
	infantry := fs.String("infantry", "", "rammed infantry: militia, line or powered")
	if err := parseDSIIFlags(fs, args, "rammer", "target"); err != nil {
		return err
	}
	r, err := dsii.ParseRamParty(*rammer)
	if err != nil {
		return dsiiUsage(err)
	}
	t, err := dsii.ParseRamParty(*target)
	if err != nil {
		return dsiiUsage(err)
	}
	res, err := dsii.Ram{Rammer: r, Mark: *mark, Size: *size, Target: t, TargetMark: *targetMark,
		TargetSize: *targetSize, Infantry: *infantry}.Resolve()
	var re *dsii.RamInputError
	if errors.As(err, &re) {
		return cli.Usagef("%s (--%s)", re.Sentence(), re.Field)
	}
	if err != nil {
		return dsiiUsage(err)
	}
	out := dsiiRam{Chits: res.Chits, Valid: res.Valid.ColourNames(), Specials: res.Valid.Specials,
		BackChits: res.BackChits, BackValid: res.BackValid.ColourNames(), BackSpecials: res.BackValid.Specials,
		ConfidenceTest: res.ConfidenceTest}
	if res.HasThreat {
		out.Threat = &res.Threat
	}
	if res.KillPoints > 0 {
		out.KillPoints = &res.KillPoints
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	if res.ConfidenceTest {
		fmt.Fprintf(w, "First a Confidence Test at the Ogre's Threat Level +%d.\n", res.Threat)
	}
	fmt.Fprintf(w, "The %s pulls %d chits, valid: %s\n", r, res.Chits, res.Valid.Text())
	if res.KillPoints > 0 {
		fmt.Fprintf(w, "The %s infantry are eliminated by %d points.\n", *infantry, res.KillPoints)
	}
	if res.BackChits > 0 {
		fmt.Fprintf(w, "Back, the %s pulls %d chits, valid: %s\n", t, res.BackChits, res.BackValid.Text())
	} else {
		fmt.Fprintf(w, "Nothing is pulled back.\n")
	}
	if res.OgreRam {
		fmt.Fprintln(w, "Each M and each BOOM takes 1 BMF more from the tread module (both ways).")
	}
	if res.Moves != "" {
		fmt.Fprintf(w, "Then %s.\n", res.Moves)
	}
	return nil
}

// runDSIIReaction is "dsii reaction": an Ogre mark's Threat Level.
func runDSIIReaction(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("reaction")
	mark := fs.String("mark", "", "the Ogre's mark, such as mark-v")
	if err := parseDSIIFlags(fs, args, "mark"); err != nil {
		return err
	}
	n, err := dsii.Threat(*mark)
	if err != nil {
		return dsiiUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Threat int `json:"threat"`
		}{n})
	}
	fmt.Fprintf(e.Stdout(), "Threat Level of the %s: +%d (units moving closer within its LoS test; Ogres never test)\n", dsii.NormalMark(*mark), n)
	writeReadings(e.Stdout(), dsii.ReadingMarksWithoutThreat)
	return nil
}

// runDSIIRange is "dsii range": a main battery's band at a distance.
func runDSIIRange(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("range")
	weapon := fs.String("weapon", "", "the main battery: DFFG/6 to DFFG/9")
	distance := fs.Float64("distance", 0, "the distance to the target, in inches")
	damaged := fs.Bool("damaged", false, "the weapons module carries a DMG")
	air := fs.Bool("air", false, "air defence fire")
	if err := parseDSIIFlags(fs, args, "weapon", "distance"); err != nil {
		return err
	}
	d, err := dsii.ParseDFFG(*weapon)
	if err != nil {
		return dsiiUsage(err)
	}
	if *distance < 0 || math.IsInf(*distance, 0) || math.IsNaN(*distance) {
		return cli.Usagef("--distance is in inches, 0 or more, not %s", engine.FormatNumber(*distance))
	}
	b, err := d.Band(*distance, *damaged, *air)
	if err != nil {
		return dsiiUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Band dsii.Band `json:"band"`
		}{b})
	}
	fmt.Fprintf(e.Stdout(), "%s at %s\": %s (close to %s\", medium to %s\", long to %s\")\n", d, engine.FormatNumber(*distance), b,
		engine.FormatNumber(d.Close), engine.FormatNumber(d.Medium), engine.FormatNumber(d.Long))
	writeReadings(e.Stdout(), dsii.ReadingBandEdges)
	if *damaged {
		writeReadings(e.Stdout(), dsii.ReadingDamagedLong)
	}
	return nil
}

// runDSIITerrain is "dsii terrain NAME": the terrain's mobility class for
// an Ogre.
func runDSIITerrain(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("terrain")
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cli.Usagef("name a terrain, e.g. \"ogretable dsii terrain light-woods\"")
	}
	t, err := dsii.TerrainOf(strings.Join(pos, " "))
	if err != nil {
		return dsiiUsage(err)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), struct {
			Mobility    dsii.Mobility `json:"mobility"`
			LeavesRough bool          `json:"leaves_rough"`
		}{t.Mobility, t.LeavesRough})
	}
	fmt.Fprintf(e.Stdout(), "%s: %s for an Ogre (no terrain is impassable)\n", t.Name, t.Mobility)
	if t.LeavesRough {
		fmt.Fprintln(e.Stdout(), "The Ogre leaves a path of Rough, its own width, behind it.")
	}
	return nil
}

// dsiiDamage is the JSON of "dsii damage".
type dsiiDamage struct {
	Points      int    `json:"points"`
	Result      string `json:"result"`
	BMFLost     int    `json:"bmf_lost"`
	Destroyed   bool   `json:"destroyed"`
	SystemsDown bool   `json:"systems_down"`
}

// runDSIIDamage is "dsii damage": one attack's result on a module.
func runDSIIDamage(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("damage")
	module := fs.String("module", "", "em, tread or weapon")
	armor := fs.Int("armor", 0, "the module's armour, 0 or more")
	list := fs.String("chits", "", "the chits drawn, with commas: red3,yellow1,m (ko or dmg as read may stand among them)")
	valid := fs.String("valid", "all", "the colours that count, with commas, or all; add no-specials when the specials do not act")
	ogreRam := fs.Bool("ogre-ram", false, "an Ogre ramming an Ogre's tread module (each M and BOOM takes 1 BMF more)")
	if err := parseDSIIFlags(fs, args, "module", "armor", "chits"); err != nil {
		return err
	}
	c, err := dsii.ParseClass(*module)
	if err != nil {
		return dsiiUsage(err)
	}
	if *armor < 0 {
		return cli.Usagef("--armor is the module's armour, 0 or more, not %d", *armor)
	}
	if err := dsii.ArmorLimit(c, *armor); err != nil {
		return dsiiUsage(err)
	}
	v, err := dsii.ParseValidity(*valid)
	if err != nil {
		return dsiiUsage(err)
	}
	a, err := dsii.ParseAttack(*list, v)
	if err != nil {
		return dsiiUsage(err)
	}
	a.OgreRam = *ogreRam
	o, err := dsii.Damage(c, *armor, a)
	if err != nil {
		return dsiiUsage(err)
	}
	result := string(o.Result)
	if result == "" {
		result = "none"
	}
	out := dsiiDamage{Points: o.Points, Result: result, BMFLost: o.BMFLost, Destroyed: o.Destroyed, SystemsDown: o.SystemsDown}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), out)
	}
	w := e.Stdout()
	fmt.Fprintf(w, "%d valid points against armour %d: %s\n", o.Points, *armor, result)
	if c == dsii.ClassTread {
		fmt.Fprintf(w, "BMF lost: %d (%d for good)\n", o.BMFLost, o.BMFForGood)
	}
	if o.Destroyed {
		fmt.Fprintln(w, "The weapons module is destroyed.")
	}
	if o.SystemsDown {
		fmt.Fprintln(w, "Systems Down.")
	}
	if o.BOOMNow {
		fmt.Fprintln(w, "The EM's systems use a D4 for the rest of the turn.")
	}
	if len(o.Markers) > 0 {
		ms := make([]string, len(o.Markers))
		for i, m := range o.Markers {
			ms[i] = string(m)
		}
		fmt.Fprintf(w, "Markers placed (cleared by a repair): %s\n", strings.Join(ms, ", "))
	}
	if o.FSD > 0 {
		fmt.Fprintln(w, "FSD: the firer's own system is down, unless the firer is an Ogre (it ignores FSD).")
	}
	writeReadings(w, dsii.ReadingSpecialsAct, dsii.ReadingDamageZeroPoints)
	if c == dsii.ClassTread {
		writeReadings(w, dsii.ReadingTreadOneBMF)
	}
	return nil
}

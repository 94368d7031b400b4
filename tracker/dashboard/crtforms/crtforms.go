// Package crtforms is the dashboard of the Ogre CRT rules' games: their
// keys, the forms they open (fire with the odds before the die, a ram, an
// overrun fought round by round, a terrain check, the cruise missiles'
// salvo and flight, the walker designer), and what the shared screens say
// of them. It registers with dashboard.RegisterSystem.
package crtforms

import (
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
)

// The Ogre CRT rules' actions.
const (
	ActFire     dashboard.Action = "fire"
	ActRam      dashboard.Action = "ram"
	ActOverrun  dashboard.Action = "overrun"
	ActTerrain  dashboard.Action = "terrain"
	ActMissile  dashboard.Action = "missile"
	ActDesigner dashboard.Action = "walker designer"
)

// forms is what the Ogre CRT rules' games offer on the dashboard.
var forms = dashboard.System{
	Keys: []dashboard.Binding{
		{Keys: []dashboard.Key{dashboard.R('f')}, Action: ActFire, Hint: "fire", Verb: crt.VerbFire, Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "fire: the attackers, the target, the odds before the die"},
		{Keys: []dashboard.Key{dashboard.R('r')}, Action: ActRam, Hint: "ram", Verb: crt.VerbRam, Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "ram: an Ogre or a unit rams another"},
		{Keys: []dashboard.Key{dashboard.R('o')}, Action: ActOverrun, Hint: "", Verb: crt.VerbOverrun, Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "overrun: start one, or fight the one going on, round by round"},
		{Keys: []dashboard.Key{dashboard.R('t')}, Action: ActTerrain, Hint: "terrain", Verb: crt.VerbTerrain, Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "terrain: a unit enters a terrain, with its terrain check"},
		{Keys: []dashboard.Key{dashboard.R('m')}, Action: ActMissile, Hint: "", Verb: crt.VerbLaunch, Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "missiles: cruise missiles: launch a salvo, or fly the one in the air: interceptions with the chance through, lucky blasts, the blast"},
		{Keys: []dashboard.Key{dashboard.R('n')}, Action: dashboard.ActNext, Hint: "next", Verb: engine.VerbNext, Does: dashboard.Writes, Help: "next phase; shows who recovered"},
		{Keys: []dashboard.Key{dashboard.R('p')}, Action: dashboard.ActPrint, Hint: "", Verb: "", Does: 0, Help: "print to a PDF file in the current folder: r the roster, p the report, and each record sheet the game's rules print, under the key the menu shows (o an Ogre's, w a walker's)"},
		{Keys: []dashboard.Key{dashboard.R('D')}, Action: ActDesigner, Hint: "", Verb: "", Does: dashboard.OpensForm, Help: "the walker designer: statistics and options, the cost and budget left, every problem; Enter saves the design"},
	},
	Forms: map[dashboard.Action]func(*dashboard.Dashboard){
		ActFire:     openFire,
		ActRam:      openRam,
		ActOverrun:  openOverrun,
		ActTerrain:  openTerrain,
		ActMissile:  openMissile,
		ActDesigner: openDesigner,
	},
	Welcome:      map[dashboard.Action]string{ActFire: "f to fire"},
	VariantNotes: crt.VariantNotes,
	Plan:         planRows,
	Shown:        shown,
	Applied:      applied,
}

func init() { dashboard.RegisterSystem(crt.SystemName, forms) }

// planRows returns the odds of a previewed fire command, for the dice
// prompt.
func planRows(p *tracker.Preview) []present.Row {
	cmd := p.Command
	if p.Err != nil || cmd.Verb != crt.VerbFire {
		return nil
	}
	plan, err := crt.PlanFire(p.Game, cmd.Attackers, cmd.Target, cmd.Override)
	if err != nil {
		return nil
	}
	return crtview.PlanRows(plan, nil)
}

// shown is the text of what the screen shows of g for a command line that
// names the units labels, beyond their roster rows: the overrun or
// missiles being played, each Ogre's panel, and for an attack its odds.
func shown(g *engine.Game, line string, labels []string) string {
	var b strings.Builder
	for _, c := range append(crtview.OverrunText(g), crtview.MissileText(g)...) {
		b.WriteString(c.Text)
	}
	b.WriteByte('\n')
	for _, l := range labels {
		if u := g.Unit(l); u != nil && crt.IsOgre(u) {
			for _, r := range crtview.OgrePanel(g, u, 0) {
				b.WriteString(r.Text() + "\n")
			}
		}
	}
	cmd, err := g.ParseCommand(line)
	if err == nil && cmd.Verb == crt.VerbFire {
		p, err := crt.PlanFire(g, cmd.Attackers, cmd.Target, cmd.Override)
		for _, r := range crtview.PlanRows(p, err) {
			b.WriteString(r.Text() + "\n")
		}
	}
	return b.String()
}

// applied says, after a phase change into the recovery phase that
// recovered nobody, that nobody recovers: each recovery says itself
// ("GEV2 recovers.").
func applied(g *engine.Game, lines []tracker.LogLine) string {
	phase := slices.ContainsFunc(lines, func(l tracker.LogLine) bool {
		return !l.Routine() && l.Kind == string(engine.EventPhase)
	})
	if phase && g.Phase == crt.PhaseRecovery && len(recovered(lines)) == 0 {
		return "Nobody recovers."
	}
	return ""
}

// recovered returns the labels of the units that recovered in lines.
func recovered(lines []tracker.LogLine) []string {
	var out []string
	for _, l := range lines {
		if l.Kind == string(crt.EventRecovered) && l.Event.Unit != "" && !slices.Contains(out, l.Event.Unit) {
			out = append(out, l.Event.Unit)
		}
	}
	return out
}

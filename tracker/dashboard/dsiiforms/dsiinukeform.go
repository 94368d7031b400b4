package dsiiforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// The rows of the nuke form's Chits list: every module's chits drawn from
// the game's cup, typed module by module as drawn at the table, or the
// blast only announced (the chits then entered with hit).
const (
	nukeDrawRow     = "draw"
	nukeTypedRow    = "typed"
	nukeAnnounceRow = "announce"
)

// openNuke opens the nuke form: the Ogres the blast catches (the one
// chosen, or those ticked with Space), its zone, how the chits come (drawn
// from the cup by the program, typed on the Modules list module by module,
// or the blast only announced), and the unit whose nuke it is. It shows
// 002's words for the zone, the cup, and each module's chits typed against
// the zone's count; Enter runs "nuke OGRE[,OGRE] ZONE draw|MODULE:CHITS ...".
// Text typed on the Modules list goes to the chosen module's chits, never
// to the form's keys.
func openNuke(d *dashboard.Dashboard) {
	g := d.Game()
	ogres, zones, how, modules, by := newList(d, "Ogre"), newList(d, "Zone"), newList(d, "Chits"), newList(d, "Modules"), newList(d, "By")
	var ticked []string
	typed := map[string]string{} // OGRE.MODULE: the chits typed
	caught := func() []string {
		if len(ticked) > 0 {
			return ticked
		}
		if l := ogres.Selected().Label; l != "" {
			return []string{l}
		}
		return nil
	}
	setOgres := func() {
		sel := ogres.Selected().Label
		ogres.SetRows(ogreRows(d.Game(), func(u *engine.Unit) []present.Cell {
			if slices.Contains(ticked, u.Label) {
				return []present.Cell{{Text: " ✓ caught", Tone: present.ToneOK}}
			}
			return nil
		}))
		if sel != "" {
			ogres.Select(sel)
		}
	}
	setOgres()
	selectRosterOgre(d, ogres)
	var zoneRows []present.Row
	for _, z := range dsii.NukeZones {
		zoneRows = append(zoneRows, dashboard.ListRow(z.Name, present.Cell{Text: z.Name, Tone: present.ToneText},
			present.Cell{Text: " " + engine.Counted(z.Chits, "chit", "chits"), Tone: present.ToneDim}))
	}
	zones.SetRows(zoneRows)
	cup, cupErr := dsii.Cup(g)
	var howRows []present.Row
	if cupErr == nil {
		howRows = append(howRows, dashboard.ListRow(nukeDrawRow, present.Cell{Text: "drawn from the cup", Tone: present.ToneText}))
	}
	howRows = append(howRows, dashboard.ListRow(nukeTypedRow, present.Cell{Text: "typed on the Modules", Tone: present.ToneText}),
		dashboard.ListRow(nukeAnnounceRow, present.Cell{Text: "announced: hit each later", Tone: present.ToneDim}))
	how.SetRows(howRows)
	zone := func() dsii.NukeZone {
		z, err := dsii.NukeZoneOf(zones.Selected().Label)
		if err != nil {
			return dsii.NukeZones[0]
		}
		return z
	}
	setModules := func() {
		sel := modules.Selected().Label
		var rows []present.Row
		need := zone().Chits
		for _, label := range caught() {
			u := d.Game().Unit(label)
			if u == nil || !dsii.IsOgre(u) {
				continue
			}
			for _, m := range dsii.UnitOf(u).Modules {
				if m.Status == engine.StatusDestroyed {
					continue
				}
				key := u.Label + "." + m.ID
				text, tone := typed[key], present.ToneBold
				n := 0
				if text != "" {
					n = strings.Count(text, ",") + 1
				}
				if n != need {
					tone = present.ToneError
				}
				rows = append(rows, dashboard.ListRow(key, present.Cell{Text: key, Tone: present.ToneBold},
					present.Cell{Text: " " + text + "_", Tone: tone},
					present.Cell{Text: fmt.Sprintf(" %d/%d", n, need), Tone: present.ToneDim}))
			}
		}
		modules.SetRows(rows)
		if sel != "" {
			modules.Select(sel)
		}
	}
	target := ""
	setBy := func() {
		c := caught()
		first := ""
		if len(c) > 0 {
			first = c[0]
		}
		if first == target && len(by.Rows()) > 0 {
			return
		}
		target = first
		sel := by.Selected().Label
		by.SetRows(attackerRows(d.Game(), d.Game().Unit(first)))
		if sel != "" && sel != first {
			by.Select(sel)
		}
	}
	moved := func() {
		setModules()
		setBy()
	}
	moved()
	line := func() string {
		c := caught()
		out := "nuke " + strings.Join(c, ",") + " " + zones.Selected().Label
		switch how.Selected().Label {
		case nukeDrawRow:
			out += " draw"
		case nukeTypedRow:
			for _, r := range modules.Rows() {
				chits := typed[r.Label]
				if chits == "" {
					continue
				}
				key := r.Label
				if len(c) == 1 {
					_, key, _ = strings.Cut(key, ".")
				}
				out += " " + key + ":" + chits
			}
		}
		if b := by.Selected().Label; b != "" && b != noAttacker {
			out += " by " + b
		}
		return out
	}
	openListForm(d, dsiiListForm{
		title: "A nuclear blast", goWord: "nuke", lists: []*dashboard.List{ogres, zones, how, modules, by},
		line:  line,
		draws: func() bool { return how.Selected().Label == nukeDrawRow },
		ready: func() error {
			if len(caught()) == 0 {
				return errNoOgre
			}
			if how.Selected().Label == nukeTypedRow && len(typed) == 0 {
				return engine.Refusef("type each module's chits on the Modules list (red3,yellow1,green0), or choose the draw from the cup")
			}
			return nil
		},
		moved: moved,
		info: func(g *engine.Game) []present.Row {
			z := zone()
			words := map[string]string{
				"inner":  `"INNER ZONE: All Modules of the OGRE are attacked with 3 chits each, all colors valid. Additionally, each Module suffers a Systems Down chit from the electro-magnetic pulse (EMP)."`,
				"middle": `"MIDDLE ZONE: All Modules of the OGRE are attacked with 2 chits each, all colors valid."`,
				"outer":  `"OUTER ZONE: All Modules of the OGRE are attacked with 1 chit each, all colors valid."`,
			}[z.Name]
			out := []present.Row{dashboard.TextRow(present.ToneText, words+" (002 OGRE for DSII, OGREs and Nukes)")}
			if cupErr != nil {
				out = append(out, dashboard.TextRow(present.ToneDim, "Cup: "+present.Refusal(cupErr)))
			} else {
				out = append(out, dashboard.TextRow(present.ToneText, "Cup: "+dsii.CupText(cup)+"; full again for each module."))
			}
			if u, m := ogreModuleOf(g, modules.Selected().Label); m != nil {
				out = append(out, armourRow(g, u, *m, "type the result read at the table (ko or dmg) with the specials"))
			}
			return out
		},
		keys: func(ev *tcell.EventKey) bool {
			if f := ogres; f.InFocus() && dashboard.IsRune(ev, ' ') {
				ticked = dashboard.Toggled(ticked, ogres.Selected().Label)
				setOgres()
				moved()
				return true
			}
			if !modules.InFocus() || modules.Selected().Label == "" {
				return false
			}
			key := modules.Selected().Label
			switch {
			case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
				if t := typed[key]; t != "" {
					typed[key] = t[:len(t)-1]
				}
			case ev.Key() == tcell.KeyRune && isChitRune(ev.Rune()):
				typed[key] += strings.ToLower(string(ev.Rune()))
			default:
				return false
			}
			if typed[key] == "" {
				delete(typed, key)
			}
			if how.Selected().Label != nukeTypedRow {
				how.Select(nukeTypedRow)
			}
			setModules()
			return true
		},
		extraFooter: []present.Cell{{Text: "Space", Tone: present.ToneKey}, {Text: " on the Ogres: tick several  ", Tone: present.ToneDim},
			{Text: "typing", Tone: present.ToneKey}, {Text: " on the Modules: its chits drawn at the table  ", Tone: present.ToneDim}},
	})
}

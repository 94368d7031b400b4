package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// EventAssault records that an Ogre is in a Close Assault: what 002 lets
// it do there. Its fire is entered with hit.
const EventAssault engine.EventKind = "dsii assault"

// assaultData is what an Ogre in a Close Assault may fire: its AP modules
// at the assaulting infantry, its other weapons modules (no missile module
// or rack) at the vehicles, and the modules that cannot fire.
type assaultData struct {
	AP       []string `json:"ap,omitempty"`
	Vehicles []string `json:"vehicles,omitempty"`
	Silent   []string `json:"silent,omitempty"`
}

// ReadingCloseAssault: what 002 leaves to DSII in a Close Assault.
var ReadingCloseAssault = Reading{
	Topic: "Close Assault",
	Text: `002 decides that the Ogre takes no Confidence Test and may not withdraw, that its AP modules ` +
		`"may issue fire as per the normal Close Assault rules", and that its other weapons modules, never its ` +
		`missiles or racks, fire at vehicles "using IAVR chit validities"; the chits and the IAVR table are DSII's, ` +
		`entered with hit, and this fire spends no activation (002 says the modules "may fire", not that they activate).`,
}

var assaultVerb = &engine.VerbDef{Verb: "assault", Syntax: "assault OGRE",
	Help: "the Ogre is in a Close Assault: it takes no Confidence Test and may not withdraw; its AP modules in LoS of the assaulting infantry fire as DSII's Close Assault rules give; its other weapons modules, not its missile modules or racks, may fire at the vehicles in the assault with their weapons' chits at IAVR validity (002 OGRE for DSII, OGREs in Close Assault); the log names which modules may fire, and each shot is entered with hit (" + ReadingCloseAssault.Topic + ")"}

func init() {
	assaultVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		if len(args) != 1 {
			return usage(assaultVerb)
		}
		c.Label = strings.ToUpper(args[0])
		return nil
	}
	assaultVerb.Resolve = resolveAssault
	assaultVerb.Complete = completeOgres
}

// resolveAssault records an Ogre in a Close Assault and what 002 lets it
// fire there (002 OGRE for DSII, OGREs in Close Assault).
func resolveAssault(r *engine.Resolver) error {
	u, err := liveOgre(r, r.Command().Label)
	if err != nil {
		return err
	}
	var d assaultData
	for _, m := range UnitOf(u).Modules {
		switch {
		case m.Kind == KindElectronics || m.Kind == KindTread || m.Kind.Loaded():
		case m.Status == engine.StatusDestroyed:
		case slices.Contains(m.Markers, MarkerSD):
			d.Silent = append(d.Silent, m.ID)
		case m.Kind == KindAP:
			d.AP = append(d.AP, m.ID)
		default:
			d.Vehicles = append(d.Vehicles, m.ID)
		}
	}
	data, err := json.Marshal(d)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s is in a Close Assault: it takes no Confidence Test and may not withdraw. ", u.Label)
	if len(d.AP) > 0 {
		fmt.Fprintf(&b, "Its AP modules within LoS of the assaulting infantry (%s) fire as DSII's Close Assault rules give. ", moduleSpan(d.AP))
	} else {
		b.WriteString("It has no AP module left to fire at the infantry. ")
	}
	if len(d.Vehicles) > 0 {
		fmt.Fprintf(&b, "%s may fire at the enemy vehicles in the assault, their weapons' chits at IAVR validity. ", moduleSpan(d.Vehicles))
	}
	b.WriteString("Its missile modules and racks may not fire.")
	if len(d.Silent) > 0 {
		fmt.Fprintf(&b, " %s cannot fire until repaired (Systems Down).", moduleSpan(d.Silent))
	}
	b.WriteString(" Enter each shot with hit; this fire spends no activation.")
	r.NoRoll("for a Close Assault's record: its fire is entered with hit")
	r.Emit(engine.Event{Kind: EventAssault, Unit: u.Label, Data: data, Text: b.String()})
	return nil
}

// moduleSpan names module ids, runs of one kind as ranges: "ap1-ap16",
// "main1, secondary2-secondary6".
func moduleSpan(ids []string) string {
	var parts []string
	for i := 0; i < len(ids); {
		kind := strings.TrimRight(ids[i], "0123456789")
		j := i
		for j+1 < len(ids) && strings.TrimRight(ids[j+1], "0123456789") == kind && number(ids[j+1]) == number(ids[j])+1 {
			j++
		}
		if i == j {
			parts = append(parts, ids[i])
		} else {
			parts = append(parts, ids[i]+"-"+ids[j])
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// number returns the number ending a module's id ("ap12": 12), 0 for none.
func number(id string) int {
	n := 0
	fmt.Sscanf(strings.TrimLeft(id, "abcdefghijklmnopqrstuvwxyz"), "%d", &n)
	return n
}

// completeOgres offers the Ogres of modules in play.
func completeOgres(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	var out []string
	for _, u := range g.Units {
		if IsOgre(u) && u.Alive() {
			out = append(out, u.Label)
		}
	}
	return out
}

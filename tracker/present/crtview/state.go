package crtview

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// FillState fills the shared fields of UnitState the CRT keeps of unit u
// (present.UnitFiller): a hulk, an infantry's squads, a walker's modes
// and the attack it has spent, a structure's points, an Ogre's treads,
// movement and weapons (a rack's missiles left).
func (crtView) FillState(g *engine.Game, u *engine.Unit, us *present.UnitState) {
	us.Hulk = crt.UnitOf(u).Hulk
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		us.Squads = crt.UnitOf(u).Squads
	}
	if u.Type.Kind == engine.KindWalker {
		jets, flying, spent := crt.UnitOf(u).Jets, crt.UnitOf(u).Flying, crt.AttackSpent(g, u)
		us.Jets, us.Flying, us.AttackSpent = &jets, &flying, &spent
	}
	if u.Type.StructurePoints > 0 {
		sp := crt.UnitOf(u).StructurePoints
		us.StructurePoints, us.StructureOf = &sp, u.Type.StructurePoints
	}
	if crt.IsOgre(u) {
		t, m := crt.UnitOf(u).Treads, g.Scale.Distance(crt.Movement(u))
		us.Treads, us.TreadsOf, us.Movement = &t, crt.UnitOf(u).TreadsMax, &m
		us.Weapons = []present.WeaponState{}
		for _, w := range crt.UnitOf(u).Weapons {
			ws := present.WeaponState{ID: w.ID, Kind: w.Type.Kind, Status: string(w.Status), Attack: w.Type.Attack, Range: g.Scale.Distance(w.Type.Range)}
			if w.Type.Kind == crt.WeaponRack {
				a := w.Ammo
				ws.Ammo = &a
			}
			us.Weapons = append(us.Weapons, ws)
		}
	}
}

// StateLine returns the details of unit u's line in "ogretable state"
// (present.UnitFiller): an infantry's squads; an Ogre's treads and
// movement, weapons lost and missiles in racks; a structure's points; its
// terrain; a walker's modes; when it recovers.
func (crtView) StateLine(g *engine.Game, u *engine.Unit) []string {
	var details []string
	if crt.UnitOf(u).Squads > 1 {
		details = append(details, fmt.Sprintf("%d squads", crt.UnitOf(u).Squads))
	}
	if crt.IsOgre(u) {
		details = append(details, fmt.Sprintf("treads %d/%d, move %s", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, g.Scale.Format(crt.Movement(u))))
		var lost []string
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status != engine.StatusOK {
				lost = append(lost, w.ID+" "+string(w.Status))
			}
		}
		if len(lost) > 0 {
			details = append(details, strings.Join(lost, ", "))
		}
		if racks := rackMissiles(u); racks != "" {
			details = append(details, racks)
		}
	}
	if u.Type.StructurePoints > 0 && u.Alive() {
		details = append(details, fmt.Sprintf("structure points %s/%s", engine.FormatNumber(crt.UnitOf(u).StructurePoints), engine.FormatNumber(u.Type.StructurePoints)))
	}
	if u.Terrain != "" {
		details = append(details, "in "+string(u.Terrain))
	}
	if u.Alive() {
		details = append(details, WalkerModes(g, u)...)
	}
	if r := crt.Recovers(u); r != "" {
		details = append(details, r)
	}
	return details
}

// rackMissiles says the missiles left in each of an Ogre's racks that is
// not destroyed ("missiles in racks: rack1 4, rack2 5"), or "" when it has
// none.
func rackMissiles(u *engine.Unit) string {
	var racks []string
	for _, w := range crt.UnitOf(u).Weapons {
		if w.Type != nil && w.Type.Kind == crt.WeaponRack && w.Status == engine.StatusOK {
			racks = append(racks, fmt.Sprintf("%s %d", w.ID, w.Ammo))
		}
	}
	if len(racks) == 0 {
		return ""
	}
	return "missiles in racks: " + strings.Join(racks, ", ")
}

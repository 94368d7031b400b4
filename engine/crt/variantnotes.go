package crt

import (
	"fmt"
	"ogretable/engine"
)

// VariantNotes returns what a variant of the Ogre CRT rules changes, in
// short sentences a referee reads before choosing one ("ogretable help
// new", the dashboard's help), made from the variant's crtRules: its rams,
// overruns, terrain and VP. It returns nil for a variant it does not know.
func VariantNotes(v engine.Variant) []string {
	r := crtVariants[v]
	if r == nil {
		return nil
	}
	var out []string
	// Who rams, and how often.
	switch {
	case r.onlyOgresRam:
		out = append(out, "only Ogres ram")
	case r.ogresAndSuperheavyRam:
		out = append(out, "only Ogres and the superheavy tank ram")
	case r.gevRamsArmour:
		out = append(out, "Ogres and armour ram; a GEV may ram armour, at twice its attack, and is destroyed")
	}
	switch {
	case r.ramLimit >= 1<<20:
		out = append(out, "no limit on rams a turn")
	case r.twoOrOneOgre:
		out = append(out, fmt.Sprintf("%d rams a turn, or one enemy Ogre", r.ramLimit))
	case r.ramLimit == 1:
		out = append(out, "one ram a turn")
	default:
		out = append(out, fmt.Sprintf("%d rams a turn", r.ramLimit))
	}
	if r.ramsInOverrun != "" {
		out = append(out, "rams only in an overrun, after the rammer's first fire round")
	} else {
		out = append(out, "a unit rams in movement, entering the enemy's place")
	}
	if r.ramDestroysArmour {
		out = append(out, "armour an Ogre rams is destroyed, and the Ogre loses 2 treads")
	} else {
		out = append(out, "armour an Ogre rams rolls: 1-3 disabled, 4-6 destroyed")
	}
	if r.superheavyRamAttack {
		out = append(out, "a rammed superheavy takes a 1-1 attack, and the Ogre loses 3 treads")
	}
	if r.equalIsLarger {
		out = append(out, fmt.Sprintf("an Ogre ramming a smaller Ogre loses %d treads, one of the same size counting as larger", r.ogreRamSelf))
	} else {
		out = append(out, fmt.Sprintf("an Ogre ramming an Ogre not larger than it loses %d treads", r.ogreRamSelf))
	}
	// Overruns.
	if r.overrunSquads {
		out = append(out, "infantry fight an overrun as single squads")
	} else {
		out = append(out, "an infantry stack defends an overrun whole, and a D destroys it")
	}
	if r.disabledOgresHalved {
		out = append(out, "disabled units attack at half in an overrun, Ogres too")
	}
	// Terrain and movement.
	if r.liteTerrain {
		out = append(out, "Ogre Lite's terrain table")
	}
	if r.notesRecovery {
		out = append(out, "a unit disabled by terrain recovers on 1-4")
	}
	if r.townEndsGEVMove {
		out = append(out, "a GEV that enters town has no second movement")
	}
	// VP.
	if r.ogreMissileVP > 0 {
		out = append(out, fmt.Sprintf("an Ogre missile destroyed scores %s VP", engine.FormatNumber(r.ogreMissileVP)))
	}
	return out
}

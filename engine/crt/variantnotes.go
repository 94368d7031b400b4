package crt

import (
	"fmt"
	"ogretable/engine"
	"strings"
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
	out = append(out, ramPhrases(r, false)...)
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

// RamRules returns the ramming rules of a variant of the Ogre CRT rules as
// the sentences of a record sheet's quick reference, made from the same
// data as its notes (VariantNotes) and as the rules code reads: who rams and
// how often, what a ram does to armour and to Ogres, and what it costs the
// rammer (OFFICIAL-NOTES, Ramming; 000 FAQ, RAMMING; 003 Ogre Lite,
// RAMMING). It returns nil for a variant it does not know.
func RamRules(v engine.Variant) []string {
	r := crtVariants[v]
	if r == nil {
		return nil
	}
	var out []string
	for _, p := range ramPhrases(r, true) {
		out = append(out, strings.ToUpper(p[:1])+p[1:]+".")
	}
	return out
}

// ramPhrases says variant r's ramming rules in phrases, briefly for the
// notes, in full (full) for a sheet, which adds the dice and treads of
// every case.
func ramPhrases(r *crtRules, full bool) []string {
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
	heavy := "a heavy tank"
	if r.howitzerHeavyInRams {
		heavy = "a heavy tank or mobile howitzer"
	}
	switch {
	case r.ramDestroysArmour:
		out = append(out, "armour an Ogre rams is destroyed, and the Ogre loses 2 treads")
	case full:
		out = append(out, "immobile or disabled armour an Ogre rams is destroyed; other armour is disabled on 1-3, destroyed on 4-6",
			fmt.Sprintf("the Ogre loses 2 treads for %s, 1 for other armour", heavy))
	default:
		out = append(out, "armour an Ogre rams rolls: 1-3 disabled, 4-6 destroyed")
	}
	if r.superheavyRamAttack {
		out = append(out, "a rammed superheavy takes a 1-1 attack, and the Ogre loses 3 treads")
	}
	if full && r.ogresAndSuperheavyRam {
		out = append(out, fmt.Sprintf("the superheavy rams as a Mark I (size %d), with %d notional tread units", markISize, SuperheavyNotionalTreads))
	}
	if full {
		out = append(out, fmt.Sprintf("an Ogre ramming an Ogre rolls dice by its size (5-6: %d die, 7: %d, 8: %d, 9: %d), the total off the target's treads",
			RamDice(6), RamDice(7), RamDice(8), RamDice(9)))
	}
	if r.equalIsLarger {
		out = append(out, fmt.Sprintf("an Ogre ramming a smaller Ogre loses %d treads, one of the same size counting as larger (5 treads)", r.ogreRamSelf))
	} else {
		out = append(out, fmt.Sprintf("an Ogre ramming an Ogre not larger than it loses %d treads, a larger one 5", r.ogreRamSelf))
	}
	if full && !r.onlyOgresRam && !r.ogresAndSuperheavyRam {
		out = append(out, "armour ramming an Ogre is destroyed; the Ogre loses 1 tread (2 for a heavy tank)")
	}
	return out
}

package dashboard

import "ogretable/engine/crt"

// The forms of the Ogre CRT rules' games: fire with the odds before the die,
// a ram, an overrun fought round by round, a terrain check, the cruise
// missiles' salvo and flight, and the walker designer.
func init() {
	registerForms(crt.SystemName, map[Action]func(*Dashboard){
		ActFire:     (*Dashboard).openFire,
		ActRam:      (*Dashboard).openRam,
		ActOverrun:  (*Dashboard).openOverrun,
		ActTerrain:  (*Dashboard).openTerrain,
		ActMissile:  (*Dashboard).openMissile,
		ActDesigner: (*Dashboard).openDesigner,
	})
}

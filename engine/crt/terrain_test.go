package crt

import (
	"ogretable/engine"
	"slices"
	"strings"
	"testing"
)

// terrainCase is one line of a per-mode terrain list. check gives the
// outcome of each die 1..6 ("-" no effect, "D" disabled, "S" stuck), or ""
// when entering needs no check. A mult of 0 reads as 1.
type terrainCase struct {
	m                                         engine.Mode
	t                                         engine.Terrain
	enter                                     Entry
	check                                     string
	mult, bonus, fixed, road                  float64
	drm                                       int
	asInf, noAtk, noBeAtk, noSecond, destroys bool
}

// faqCases are the FAQ's per-mode lists, line by line; they hold for both
// the published and the classic variant.
var faqCases = []terrainCase{
	{m: engine.ModeGEV, t: TerrainClear, enter: EnterNormal},                                   // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainRoad, enter: EnterNormal, road: 1},                           // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainSecondaryRoad, enter: EnterNormal},                           // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainForest, enter: EnterOneHex, check: "DD----", noSecond: true}, // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainRubble, enter: EnterOneHex, check: "DD----", noSecond: true}, // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainSwamp, enter: EnterOneHex, check: "DD----", noSecond: true},  // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainTown, enter: EnterHalf, mult: 2},                             // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainWater, enter: EnterNormal},                                   // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainStream, enter: EnterStop},                                    // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainCliff, enter: EnterNever},                                    // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeGEV, t: TerrainCrater, enter: EnterNever},                                   // 000 FAQ, MOVEMENT MODES, GEV Mode
	{m: engine.ModeTank, t: TerrainClear, enter: EnterNormal},                                  // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainRoad, enter: EnterNormal, road: 1},                          // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainSecondaryRoad, enter: EnterNormal},                          // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainForest, enter: EnterHalf},                                   // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainRubble, enter: EnterHalf, check: "DD----"},                  // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainSwamp, enter: EnterHalf, check: "DD----"},                   // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainTown, enter: EnterHalf, mult: 2},                            // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainWater, enter: EnterNever, destroys: true},                   // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainStream, enter: EnterStop},                                   // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainCliff, enter: EnterNever},                                   // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeTank, t: TerrainCrater, enter: EnterNever},                                  // 000 FAQ, MOVEMENT MODES, Tank Mode
	{m: engine.ModeHeavy, t: TerrainClear, enter: EnterNormal},                                 // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainRoad, enter: EnterNormal, road: 1},                         // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainSecondaryRoad, enter: EnterNormal},                         // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainForest, enter: EnterNormal},                                // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainRubble, enter: EnterHalf, check: "SS----"},                 // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainSwamp, enter: EnterHalf, check: "SS----"},                  // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainTown, enter: EnterHalf, mult: 2},                           // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainWater, enter: EnterNever, destroys: true},                  // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainStream, enter: EnterIgnores},                               // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainCliff, enter: EnterNever},                                  // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeHeavy, t: TerrainCrater, enter: EnterNever},                                 // 000 FAQ, MOVEMENT MODES, Heavy Mode
	{m: engine.ModeOgre, t: TerrainClear, enter: EnterNormal},                                  // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainRoad, enter: EnterNormal, road: 1},                          // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainSecondaryRoad, enter: EnterNormal},                          // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainForest, enter: EnterNormal},                                 // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainRubble, enter: EnterNormal},                                 // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainSwamp, enter: EnterHalf, check: "SS----"},                   // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainTown, enter: EnterHalf, mult: 2},                            // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainWater, enter: EnterHalf, noAtk: true, noBeAtk: true},        // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainStream, enter: EnterIgnores},                                // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainCliff, enter: EnterClimb},                                   // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeOgre, t: TerrainCrater, enter: EnterNever},                                  // 000 FAQ, MOVEMENT MODES, Ogre Mode
	{m: engine.ModeInfantry, t: TerrainClear, enter: EnterNormal},                              // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainRoad, enter: EnterNormal, road: 1},                      // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainSecondaryRoad, enter: EnterNormal},                      // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainForest, enter: EnterHalf, mult: 2},                      // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainRubble, enter: EnterHalf, mult: 2},                      // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainSwamp, enter: EnterHalf, mult: 2},                       // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainTown, enter: EnterHalf, mult: 3},                        // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainWater, enter: EnterHalf, noAtk: true},                   // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainStream, enter: EnterIgnores},                            // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainCliff, enter: EnterClimb},                               // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeInfantry, t: TerrainCrater, enter: EnterNever},                              // 000 FAQ, MOVEMENT MODES, Infantry Mode
	{m: engine.ModeMarine, t: TerrainClear, enter: EnterNormal},                                // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainRoad, enter: EnterNormal, road: 1},                        // 000 FAQ, MOVEMENT MODES, Marine Mode (2" = 1 hex)
	{m: engine.ModeMarine, t: TerrainSecondaryRoad, enter: EnterNormal},                        // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainForest, enter: EnterHalf, mult: 2},                        // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainRubble, enter: EnterHalf, mult: 2},                        // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainSwamp, enter: EnterHalf, mult: 2},                         // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainTown, enter: EnterHalf, mult: 3},                          // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainWater, enter: EnterNormal},                                // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainStream, enter: EnterIgnores},                              // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainCliff, enter: EnterClimb},                                 // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMarine, t: TerrainCrater, enter: EnterNever},                                // 000 FAQ, MOVEMENT MODES, Marine Mode
	{m: engine.ModeMilitia, t: TerrainClear, enter: EnterEvery2Turns, fixed: 1},                // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainRoad, enter: EnterEvery2Turns},                           // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainSecondaryRoad, enter: EnterEvery2Turns},                  // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainForest, enter: EnterEvery4Turns, fixed: 2, asInf: true},  // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainRubble, enter: EnterEvery4Turns, fixed: 2, asInf: true},  // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainSwamp, enter: EnterEvery4Turns, fixed: 2, asInf: true},   // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainTown, enter: EnterEvery4Turns, fixed: 3, asInf: true},    // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainWater, enter: EnterNever, destroys: true},                // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainStream, enter: EnterIgnores},                             // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainCliff, enter: EnterDownOnly},                             // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeMilitia, t: TerrainCrater, enter: EnterNever},                               // 000 FAQ, MOVEMENT MODES, Militia Mode
	{m: engine.ModeWheeled, t: TerrainClear, enter: EnterOneHexSafe, check: "SSD---"},          // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainRoad, enter: EnterNormal},                                // 000 FAQ, MOVEMENT MODES, Wheeled Mode (no road bonus listed)
	{m: engine.ModeWheeled, t: TerrainSecondaryRoad, enter: EnterNormal},                       // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainForest, enter: EnterRoadOnly},                            // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainRubble, enter: EnterRoadOnly},                            // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainSwamp, enter: EnterRoadOnly},                             // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainTown, enter: EnterHalf, mult: 2},                         // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainWater, enter: EnterNever, destroys: true},                // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainStream, enter: EnterNever},                               // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainCliff, enter: EnterNever},                                // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeWheeled, t: TerrainCrater, enter: EnterNever},                               // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{m: engine.ModeVTOL, t: TerrainClear, enter: EnterNormal},                                  // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainRoad, enter: EnterNormal},                                   // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainSecondaryRoad, enter: EnterNormal},                          // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainForest, enter: EnterFlyOver},                                // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainRubble, enter: EnterFlyOver},                                // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainSwamp, enter: EnterFlyOver},                                 // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainTown, enter: EnterNormal},                                   // 000 FAQ, MOVEMENT MODES, VTOL Mode (no bonus in flight)
	{m: engine.ModeVTOL, t: TerrainWater, enter: EnterNormal},                                  // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainStream, enter: EnterIgnores},                                // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainCliff, enter: EnterIgnores},                                 // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeVTOL, t: TerrainCrater, enter: EnterFlyOver},                                // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{m: engine.ModeWalker, t: TerrainClear, enter: EnterNormal},                                // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainRoad, enter: EnterNormal, road: 1},                        // 000 FAQ, MOVEMENT MODES, Walker Mode; 2.0 Movement and Terrain
	{m: engine.ModeWalker, t: TerrainSecondaryRoad, enter: EnterNormal},                        // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainForest, enter: EnterHalf, bonus: 1},                       // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainRubble, enter: EnterHalf, bonus: 1},                       // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainSwamp, enter: EnterHalf, bonus: 1},                        // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainTown, enter: EnterHalf, mult: 2},                          // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainWater, enter: EnterHalf, noAtk: true, noBeAtk: true},      // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainStream, enter: EnterIgnores},                              // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainCliff, enter: EnterJumpJets},                              // 000 FAQ, MOVEMENT MODES, Walker Mode
	{m: engine.ModeWalker, t: TerrainCrater, enter: EnterJumpJets, bonus: 2, drm: -1},          // 000 FAQ, MOVEMENT MODES, Walker Mode; 2.0 Movement and Terrain, Craters
	{m: engine.ModeNone, t: TerrainClear, enter: EnterImmobile},                                // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainRoad, enter: EnterImmobile},                                 // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainSecondaryRoad, enter: EnterImmobile},                        // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainForest, enter: EnterImmobile},                               // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainRubble, enter: EnterImmobile},                               // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainSwamp, enter: EnterImmobile},                                // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainTown, enter: EnterImmobile, mult: 2},                        // 000 FAQ, MOVEMENT MODES, Tank Mode (immobile: armour defence)
	{m: engine.ModeNone, t: TerrainWater, enter: EnterImmobile, destroys: true},                // 000 FAQ, TERRAIN, Water
	{m: engine.ModeNone, t: TerrainStream, enter: EnterImmobile},                               // 000 FAQ, TERRAIN, Stream
	{m: engine.ModeNone, t: TerrainCliff, enter: EnterImmobile},                                // 000 FAQ, TERRAIN, Cliff
	{m: engine.ModeNone, t: TerrainCrater, enter: EnterImmobile},                               // 000 FAQ, TERRAIN, Crater
}

// liteCases are Ogre Lite's terrain table (lite: the table speaks) and the
// FAQ lines the lite variant falls back on.
var liteCases = []struct {
	terrainCase
	lite bool
}{
	{terrainCase{m: engine.ModeGEV, t: TerrainRoad, enter: EnterNormal, road: 1}, true},                            // 003 Ogre Lite, TERRAIN (road bonus 2")
	{terrainCase{m: engine.ModeGEV, t: TerrainSwamp, enter: EnterCost2, check: "DD----"}, true},                    // 003 Ogre Lite, TERRAIN
	{terrainCase{m: engine.ModeGEV, t: TerrainForest, enter: EnterCost2, check: "DD----"}, true},                   // 003 Ogre Lite, TERRAIN ("As Swamp")
	{terrainCase{m: engine.ModeGEV, t: TerrainTown, enter: EnterCost2, mult: 2}, true},                             // 003 Ogre Lite, TERRAIN
	{terrainCase{m: engine.ModeGEV, t: TerrainStream, enter: EnterStop}, true},                                     // 003 Ogre Lite, TERRAIN
	{terrainCase{m: engine.ModeGEV, t: TerrainWater, enter: EnterNormal}, true},                                    // 003 Ogre Lite, TERRAIN ("As Road")
	{terrainCase{m: engine.ModeTank, t: TerrainRoad, enter: EnterNormal, road: 1}, true},                           // 003 Ogre Lite, TERRAIN (road bonus 2")
	{terrainCase{m: engine.ModeTank, t: TerrainSwamp, enter: EnterCost2, check: "DD----"}, true},                   // 003 Ogre Lite, TERRAIN (MSL)
	{terrainCase{m: engine.ModeTank, t: TerrainForest, enter: EnterCost2}, true},                                   // 003 Ogre Lite, TERRAIN (MSL)
	{terrainCase{m: engine.ModeTank, t: TerrainTown, enter: EnterCost2, mult: 2}, true},                            // 003 Ogre Lite, TERRAIN (MSL)
	{terrainCase{m: engine.ModeTank, t: TerrainStream, enter: EnterStop}, true},                                    // 003 Ogre Lite, TERRAIN (MSL)
	{terrainCase{m: engine.ModeTank, t: TerrainWater, enter: EnterNever, destroys: true}, true},                    // 003 Ogre Lite, TERRAIN (MSL: cannot enter)
	{terrainCase{m: engine.ModeInfantry, t: TerrainRoad, enter: EnterNormal, road: 1}, true},                       // 003 Ogre Lite, TERRAIN (road bonus 2")
	{terrainCase{m: engine.ModeInfantry, t: TerrainSwamp, enter: EnterNormal, mult: 2}, true},                      // 003 Ogre Lite, TERRAIN (INF)
	{terrainCase{m: engine.ModeInfantry, t: TerrainForest, enter: EnterNormal, mult: 2}, true},                     // 003 Ogre Lite, TERRAIN (INF)
	{terrainCase{m: engine.ModeInfantry, t: TerrainTown, enter: EnterNormal, mult: 3}, true},                       // 003 Ogre Lite, TERRAIN (INF)
	{terrainCase{m: engine.ModeInfantry, t: TerrainStream, enter: EnterIgnores}, true},                             // 003 Ogre Lite, TERRAIN (INF)
	{terrainCase{m: engine.ModeInfantry, t: TerrainWater, enter: EnterCost2, noAtk: true}, true},                   // 003 Ogre Lite, TERRAIN (INF)
	{terrainCase{m: engine.ModeOgre, t: TerrainRoad, enter: EnterNormal, road: 1}, true},                           // 003 Ogre Lite, TERRAIN (road bonus 2")
	{terrainCase{m: engine.ModeOgre, t: TerrainSwamp, enter: EnterCost2, check: "DD----"}, true},                   // 003 Ogre Lite, TERRAIN (Ogre: "As GEV")
	{terrainCase{m: engine.ModeOgre, t: TerrainForest, enter: EnterNormal}, true},                                  // 003 Ogre Lite, TERRAIN (Ogre)
	{terrainCase{m: engine.ModeOgre, t: TerrainTown, enter: EnterCost2, mult: 2}, true},                            // 003 Ogre Lite, TERRAIN (Ogre: "As GEV")
	{terrainCase{m: engine.ModeOgre, t: TerrainStream, enter: EnterIgnores}, true},                                 // 003 Ogre Lite, TERRAIN (Ogre)
	{terrainCase{m: engine.ModeOgre, t: TerrainWater, enter: EnterCost2, noAtk: true}, true},                       // 003 Ogre Lite, TERRAIN (Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainRoad, enter: EnterNormal, road: 1}, true},                          // 003 Ogre Lite, TERRAIN (HVY moves as Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainSwamp, enter: EnterCost2, check: "DD----"}, true},                  // 003 Ogre Lite, TERRAIN (HVY moves as Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainForest, enter: EnterNormal}, true},                                 // 003 Ogre Lite, TERRAIN (HVY moves as Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainTown, enter: EnterCost2, mult: 2}, true},                           // 003 Ogre Lite, TERRAIN (HVY moves as Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainStream, enter: EnterIgnores}, true},                                // 003 Ogre Lite, TERRAIN (HVY moves as Ogre)
	{terrainCase{m: engine.ModeHeavy, t: TerrainWater, enter: EnterNever, destroys: true}, true},                   // 003 Ogre Lite, TERRAIN (HVYs cannot enter water)
	{terrainCase{m: engine.ModeGEV, t: TerrainClear, enter: EnterNormal}, false},                                   // 000 FAQ, MOVEMENT MODES, GEV Mode (Lite has no row)
	{terrainCase{m: engine.ModeGEV, t: TerrainRubble, enter: EnterOneHex, check: "DD----", noSecond: true}, false}, // 000 FAQ, MOVEMENT MODES, GEV Mode (Lite has no rubble)
	{terrainCase{m: engine.ModeHeavy, t: TerrainRubble, enter: EnterHalf, check: "SS----"}, false},                 // 000 FAQ, MOVEMENT MODES, Heavy Mode (Lite has no rubble)
	{terrainCase{m: engine.ModeTank, t: TerrainSecondaryRoad, enter: EnterNormal}, false},                          // 000 FAQ, MOVEMENT MODES, Tank Mode (Lite has no secondary road)
	{terrainCase{m: engine.ModeOgre, t: TerrainCliff, enter: EnterClimb}, false},                                   // 000 FAQ, MOVEMENT MODES, Ogre Mode (Lite has no cliff)
	{terrainCase{m: engine.ModeMarine, t: TerrainWater, enter: EnterNormal}, false},                                // 000 FAQ, MOVEMENT MODES, Marine Mode (Lite has no marines)
	{terrainCase{m: engine.ModeMilitia, t: TerrainForest, enter: EnterEvery4Turns, fixed: 2, asInf: true}, false},  // 000 FAQ, MOVEMENT MODES, Militia Mode
	{terrainCase{m: engine.ModeWheeled, t: TerrainClear, enter: EnterOneHexSafe, check: "SSD---"}, false},          // 000 FAQ, MOVEMENT MODES, Wheeled Mode
	{terrainCase{m: engine.ModeWalker, t: TerrainForest, enter: EnterHalf, bonus: 1}, false},                       // 000 FAQ, MOVEMENT MODES, Walker Mode
	{terrainCase{m: engine.ModeVTOL, t: TerrainTown, enter: EnterNormal}, false},                                   // 000 FAQ, MOVEMENT MODES, VTOL Mode
	{terrainCase{m: engine.ModeNone, t: TerrainTown, enter: EnterImmobile, mult: 2}, false},                        // 000 FAQ, Tank Mode; 003 Ogre Lite, HWZ card (town bonus)
}

// checkString returns the outcome of each die 1..6 of c, "" for no check.
func checkString(c *TerrainCheck) string {
	if c == nil {
		return ""
	}
	var b strings.Builder
	for die := 1; die <= 6; die++ {
		switch c.Outcome(die) {
		case CheckNone:
			b.WriteByte('-')
		case CheckDisabled:
			b.WriteByte('D')
		case CheckStuck:
			b.WriteByte('S')
		}
	}
	return b.String()
}

func (c terrainCase) verify(t *testing.T, v engine.Variant, source string) {
	t.Helper()
	e, err := TerrainFor(c.m, c.t, v)
	if err != nil {
		t.Fatalf("TerrainFor(%s, %s, %s): %v", c.m, c.t, v, err)
	}
	mult := c.mult
	if mult == 0 {
		mult = 1
	}
	if e.Mode != c.m || e.Terrain != c.t {
		t.Errorf("mode, terrain = %s, %s", e.Mode, e.Terrain)
	}
	if e.Enter != c.enter {
		t.Errorf("Enter = %s, want %s", e.Enter, c.enter)
	}
	if got := checkString(e.Check); got != c.check {
		t.Errorf("check outcomes for 1..6 = %q, want %q", got, c.check)
	}
	if e.DefenseMultiplier != mult || e.DefenseBonus != c.bonus || e.DefenseFixed != c.fixed {
		t.Errorf("defence ×%g %+g fixed %g, want ×%g %+g fixed %g",
			e.DefenseMultiplier, e.DefenseBonus, e.DefenseFixed, mult, c.bonus, c.fixed)
	}
	if e.RoadBonus != c.road {
		t.Errorf("RoadBonus = %g, want %g", e.RoadBonus, c.road)
	}
	if e.AttackDRM != c.drm {
		t.Errorf("AttackDRM = %d, want %d", e.AttackDRM, c.drm)
	}
	flags := []struct {
		name      string
		got, want bool
	}{
		{"MilitiaAsInfantry", e.MilitiaAsInfantry, c.asInf},
		{"CannotAttack", e.CannotAttack, c.noAtk},
		{"CannotBeAttacked", e.CannotBeAttacked, c.noBeAtk},
		{"NoSecondMove", e.NoSecondMove, c.noSecond},
		{"DestroyedIfForced", e.DestroyedIfForced, c.destroys},
	}
	for _, f := range flags {
		if f.got != f.want {
			t.Errorf("%s = %v, want %v", f.name, f.got, f.want)
		}
	}
	if !strings.Contains(e.Source, source) {
		t.Errorf("Source = %q, want it to name %q", e.Source, source)
	}
}

var faqModeSource = map[engine.Mode]string{
	engine.ModeGEV:      "000 FAQ, MOVEMENT MODES, GEV Mode",
	engine.ModeTank:     "000 FAQ, MOVEMENT MODES, Tank Mode",
	engine.ModeHeavy:    "000 FAQ, MOVEMENT MODES, Heavy Mode",
	engine.ModeOgre:     "000 FAQ, MOVEMENT MODES, Ogre Mode",
	engine.ModeInfantry: "000 FAQ, MOVEMENT MODES, Infantry Mode",
	engine.ModeMarine:   "000 FAQ, MOVEMENT MODES, Marine Mode",
	engine.ModeMilitia:  "000 FAQ, MOVEMENT MODES, Militia Mode",
	engine.ModeWheeled:  "000 FAQ, MOVEMENT MODES, Wheeled Mode",
	engine.ModeVTOL:     "000 FAQ, MOVEMENT MODES, VTOL Mode",
	engine.ModeWalker:   "000 FAQ, MOVEMENT MODES, Walker Mode",
	engine.ModeNone:     "000 FAQ",
}

func TestTerrainFAQ(t *testing.T) {
	seen := map[terrainKey]bool{}
	for _, v := range []engine.Variant{Published, Classic} {
		for _, c := range faqCases {
			seen[terrainKey{c.m, c.t}] = true
			t.Run(string(v)+"/"+string(c.m)+"/"+string(c.t), func(t *testing.T) {
				c.verify(t, v, faqModeSource[c.m])
			})
		}
	}
	// One case per line of every list: every mode in every terrain.
	for _, m := range engine.Modes {
		for _, tr := range Terrains {
			if !seen[terrainKey{m, tr}] {
				t.Errorf("no FAQ case for %s in %s", m, tr)
			}
		}
	}
}

func TestTerrainLite(t *testing.T) {
	for _, c := range liteCases {
		t.Run(string(c.m)+"/"+string(c.t), func(t *testing.T) {
			src := faqModeSource[c.m]
			if c.lite {
				src = "003 Ogre Lite, TERRAIN"
			}
			c.verify(t, Lite, src)
		})
	}
}

// Ogre Lite's GEVs move again in phase 5 unless disabled: its table has no
// "no GEV phase" rule for swamp and forest. 003 Ogre Lite, THE TURN SEQUENCE.
func TestTerrainLiteGEVKeepsSecondMove(t *testing.T) {
	for _, tr := range []engine.Terrain{TerrainSwamp, TerrainForest} {
		e, err := TerrainFor(engine.ModeGEV, tr, Lite)
		if err != nil || e.NoSecondMove {
			t.Errorf("lite GEV in %s: NoSecondMove %v, err %v", tr, e.NoSecondMove, err)
		}
	}
}

// The published variant names OFFICIAL-NOTES for the recovery of a unit
// disabled by terrain; classic names the FAQ alone.
func TestTerrainPublishedRecoverySource(t *testing.T) {
	p, _ := TerrainFor(engine.ModeGEV, TerrainForest, Published)
	c, _ := TerrainFor(engine.ModeGEV, TerrainForest, Classic)
	if !strings.Contains(p.Source, "OFFICIAL-NOTES, Disabled units") {
		t.Errorf("published Source = %q", p.Source)
	}
	if strings.Contains(c.Source, "OFFICIAL-NOTES") {
		t.Errorf("classic Source = %q", c.Source)
	}
	if d, _ := TerrainFor(engine.ModeGEV, TerrainForest, ""); d.Source != p.Source {
		t.Errorf("empty variant Source = %q, want the published %q", d.Source, p.Source)
	}
}

// 000 FAQ, MOVEMENT MODES: every die of every check, named.
func TestTerrainCheckOutcome(t *testing.T) {
	cases := []struct {
		name string
		m    engine.Mode
		t    engine.Terrain
		v    engine.Variant
		want [6]CheckOutcome
	}{
		// 000 FAQ, MOVEMENT MODES, GEV Mode: 1-2 disabled, 3-6 no effect.
		{"gev forest", engine.ModeGEV, TerrainForest, Classic, [6]CheckOutcome{CheckDisabled, CheckDisabled, CheckNone, CheckNone, CheckNone, CheckNone}},
		// 000 FAQ, MOVEMENT MODES, Tank Mode: 1-2 disabled.
		{"tank swamp", engine.ModeTank, TerrainSwamp, Published, [6]CheckOutcome{CheckDisabled, CheckDisabled, CheckNone, CheckNone, CheckNone, CheckNone}},
		// 000 FAQ, MOVEMENT MODES, Heavy Mode: 1-2 stuck.
		{"heavy rubble", engine.ModeHeavy, TerrainRubble, Classic, [6]CheckOutcome{CheckStuck, CheckStuck, CheckNone, CheckNone, CheckNone, CheckNone}},
		// 000 FAQ, MOVEMENT MODES, Ogre Mode: 1-2 stuck.
		{"ogre swamp", engine.ModeOgre, TerrainSwamp, Classic, [6]CheckOutcome{CheckStuck, CheckStuck, CheckNone, CheckNone, CheckNone, CheckNone}},
		// 000 FAQ, MOVEMENT MODES, Wheeled Mode: 1-2 stuck, 3 disabled, 4-6 no effect.
		{"wheeled clear", engine.ModeWheeled, TerrainClear, Classic, [6]CheckOutcome{CheckStuck, CheckStuck, CheckDisabled, CheckNone, CheckNone, CheckNone}},
		// 003 Ogre Lite, TERRAIN: disabled on 1-2.
		{"lite ogre swamp", engine.ModeOgre, TerrainSwamp, Lite, [6]CheckOutcome{CheckDisabled, CheckDisabled, CheckNone, CheckNone, CheckNone, CheckNone}},
	}
	for _, c := range cases {
		e, err := TerrainFor(c.m, c.t, c.v)
		if err != nil || e.Check == nil {
			t.Fatalf("%s: no check (err %v)", c.name, err)
		}
		for die := 1; die <= 6; die++ {
			if got := e.Check.Outcome(die); got != c.want[die-1] {
				t.Errorf("%s: die %d gives %s, want %s", c.name, die, got, c.want[die-1])
			}
		}
		for _, die := range []int{0, 7, -1} {
			if got := e.Check.Outcome(die); got != CheckNone {
				t.Errorf("%s: die %d gives %s, want no effect", c.name, die, got)
			}
		}
	}
	w, _ := TerrainFor(engine.ModeWheeled, TerrainClear, Classic)
	if w.Check.When != "moving more than 1 hex" {
		t.Errorf("wheeled clear check When = %q", w.Check.When)
	}
	if got, want := w.Check.String(), "1-2 stuck, 3 disabled (moving more than 1 hex)"; got != want {
		t.Errorf("check String = %q, want %q", got, want)
	}
}

func TestTerrainDefense(t *testing.T) {
	cases := []struct {
		name string
		m    engine.Mode
		t    engine.Terrain
		v    engine.Variant
		base float64
		want float64
	}{
		{"infantry in town ×3", engine.ModeInfantry, TerrainTown, Classic, 1, 3},        // 000 FAQ, MOVEMENT MODES, Infantry Mode
		{"3 squads in town ×3", engine.ModeInfantry, TerrainTown, Published, 3, 9},      // 000 FAQ, MOVEMENT MODES, Infantry Mode
		{"infantry in forest ×2", engine.ModeInfantry, TerrainForest, Classic, 1, 2},    // 000 FAQ, MOVEMENT MODES, Infantry Mode
		{"infantry in clear", engine.ModeInfantry, TerrainClear, Classic, 1, 1},         // 000 FAQ, MOVEMENT MODES, Infantry Mode
		{"tank in town ×2", engine.ModeTank, TerrainTown, Classic, 3, 6},                // 000 FAQ, MOVEMENT MODES, Tank Mode
		{"tank in forest", engine.ModeTank, TerrainForest, Classic, 3, 3},               // 000 FAQ, MOVEMENT MODES, Tank Mode
		{"GEV in town ×2", engine.ModeGEV, TerrainTown, Published, 2, 4},                // 000 FAQ, MOVEMENT MODES, GEV Mode
		{"howitzer in town ×2", engine.ModeNone, TerrainTown, Published, 1, 2},          // 000 FAQ, Tank Mode (immobile)
		{"howitzer in forest", engine.ModeNone, TerrainForest, Published, 1, 1},         // 000 FAQ, Tank Mode (immobile)
		{"walker in forest +1", engine.ModeWalker, TerrainForest, Classic, 3, 4},        // 000 FAQ, MOVEMENT MODES, Walker Mode
		{"walker in town ×2", engine.ModeWalker, TerrainTown, Classic, 3, 6},            // 000 FAQ, MOVEMENT MODES, Walker Mode
		{"walker in crater +2", engine.ModeWalker, TerrainCrater, Classic, 3, 5},        // 000 FAQ, 2.0 Movement and Terrain, Craters
		{"militia in clear fixed 1", engine.ModeMilitia, TerrainClear, Classic, 1, 1},   // 000 FAQ, MOVEMENT MODES, Militia Mode
		{"militia in forest fixed 2", engine.ModeMilitia, TerrainForest, Classic, 1, 2}, // 000 FAQ, MOVEMENT MODES, Militia Mode
		{"militia in swamp fixed 2", engine.ModeMilitia, TerrainSwamp, Classic, 5, 2},   // 000 FAQ, MOVEMENT MODES, Militia Mode
		{"militia in town fixed 3", engine.ModeMilitia, TerrainTown, Classic, 1, 3},     // 000 FAQ, MOVEMENT MODES, Militia Mode
		{"VTOL over town", engine.ModeVTOL, TerrainTown, Classic, 1, 1},                 // 000 FAQ, MOVEMENT MODES, VTOL Mode
		{"lite INF in town ×3", engine.ModeInfantry, TerrainTown, Lite, 2, 6},           // 003 Ogre Lite, TERRAIN
		{"lite MSL in town ×2", engine.ModeTank, TerrainTown, Lite, 2, 4},               // 003 Ogre Lite, TERRAIN
		{"lite ogre in forest", engine.ModeOgre, TerrainForest, Lite, 4, 4},             // 003 Ogre Lite, TERRAIN
	}
	for _, c := range cases {
		e, err := TerrainFor(c.m, c.t, c.v)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := e.Defense(c.base); got != c.want {
			t.Errorf("%s: Defense(%g) = %g, want %g", c.name, c.base, got, c.want)
		}
	}
	// A zero effect (no multiplier set) leaves the defence alone.
	if got := (TerrainEffect{}).Defense(2); got != 2 {
		t.Errorf("zero TerrainEffect Defense(2) = %g", got)
	}
}

func TestParseTerrain(t *testing.T) {
	cases := map[string]engine.Terrain{
		"clear": TerrainClear, "Road": TerrainRoad, "road1": TerrainRoad, "Road-1": TerrainRoad,
		"primary road": TerrainRoad, "road2": TerrainSecondaryRoad, "road 2": TerrainSecondaryRoad,
		"Secondary_Road": TerrainSecondaryRoad, "forest": TerrainForest, "woods": TerrainForest,
		"rubble": TerrainRubble, "swamp": TerrainSwamp, "wooded swamp": TerrainSwamp,
		"town": TerrainTown, "URBAN": TerrainTown, "city": TerrainTown, "water": TerrainWater,
		"river": TerrainWater, "stream": TerrainStream, "cliff": TerrainCliff, "crater": TerrainCrater,
	}
	for in, want := range cases {
		got, err := ParseTerrain(in)
		if err != nil || got != want {
			t.Errorf("ParseTerrain(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, tr := range Terrains {
		if got, err := ParseTerrain(string(tr)); err != nil || got != tr {
			t.Errorf("ParseTerrain(%q) = %q, %v", tr, got, err)
		}
	}
	for _, bad := range []string{"", "lava", "road3", "hill"} {
		_, err := ParseTerrain(bad)
		if err == nil {
			t.Errorf("ParseTerrain(%q): no error", bad)
			continue
		}
		want := `engine: unknown terrain "` + bad + `"; choose clear, road, secondary road, forest, rubble, swamp, town, water, stream, cliff or crater`
		if err.Error() != want {
			t.Errorf("ParseTerrain(%q) error = %q, want %q", bad, err, want)
		}
	}
}

// Every mode in every terrain under every variant gives an effect with a
// valid entry and a source; bad inputs give clear errors.
func TestTerrainForEveryCombination(t *testing.T) {
	for _, v := range []engine.Variant{Published, Classic, Lite, ""} {
		for _, m := range engine.Modes {
			for _, tr := range Terrains {
				e, err := TerrainFor(m, tr, v)
				if err != nil {
					t.Errorf("TerrainFor(%s, %s, %q): %v", m, tr, v, err)
					continue
				}
				if e.Mode != m || e.Terrain != tr {
					t.Errorf("%s/%s/%s: effect for %s/%s", v, m, tr, e.Mode, e.Terrain)
				}
				if e.Source == "" {
					t.Errorf("%s/%s/%s: no Source", v, m, tr)
				}
				if _, ok := entryNames[e.Enter]; !ok {
					t.Errorf("%s/%s/%s: invalid Enter %s", v, m, tr, e.Enter)
				}
				if e.DefenseMultiplier < 1 || e.DefenseBonus < 0 || e.DefenseFixed < 0 || e.RoadBonus < 0 {
					t.Errorf("%s/%s/%s: bad defence or road values %+v", v, m, tr, e)
				}
				if (e.Enter == EnterNever) && (e.Check != nil || e.RoadBonus != 0) {
					t.Errorf("%s/%s/%s: impassable, yet a check or road bonus", v, m, tr)
				}
				if e.Check != nil {
					if len(e.Check.Disabled)+len(e.Check.Stuck) == 0 {
						t.Errorf("%s/%s/%s: empty check", v, m, tr)
					}
					for _, d := range append(slices.Clone(e.Check.Disabled), e.Check.Stuck...) {
						if d < 1 || d > 6 {
							t.Errorf("%s/%s/%s: check die %d", v, m, tr, d)
						}
					}
					for _, d := range e.Check.Disabled {
						if slices.Contains(e.Check.Stuck, d) {
							t.Errorf("%s/%s/%s: die %d both disabled and stuck", v, m, tr, d)
						}
					}
				}
				if strings.HasPrefix(e.Enter.String(), "Entry(") {
					t.Errorf("%s/%s/%s: Enter has no phrase", v, m, tr)
				}
			}
		}
	}
	errs := []struct {
		m    engine.Mode
		t    engine.Terrain
		v    engine.Variant
		want string
	}{
		{"hover", TerrainClear, Classic, `engine: unknown movement mode "hover"; choose none, gev, tank, heavy, ogre, infantry, marine, militia, wheeled, vtol or walker`},
		{"", TerrainClear, Classic, `engine: unknown movement mode ""`},
		{engine.ModeTank, "lava", Classic, `engine: unknown terrain "lava"; choose clear, road`},
		{engine.ModeTank, "Town", Classic, `engine: unknown terrain "Town"`},
		{engine.ModeTank, TerrainClear, "house", `engine: unknown rules variant "house"; choose published, classic or lite`},
	}
	for _, c := range errs {
		_, err := TerrainFor(c.m, c.t, c.v)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("TerrainFor(%q, %q, %q) error = %v, want %q...", c.m, c.t, c.v, err, c.want)
		}
	}
}

// The table is data: changing a returned check must not change the table.
func TestTerrainForReturnsACopy(t *testing.T) {
	e, _ := TerrainFor(engine.ModeGEV, TerrainSwamp, Classic)
	e.Check.Disabled[0] = 6
	e.Check.Stuck = append(e.Check.Stuck, 3)
	again, _ := TerrainFor(engine.ModeGEV, TerrainSwamp, Classic)
	if got := checkString(again.Check); got != "DD----" {
		t.Errorf("table changed through a returned check: %q", got)
	}
}

func TestTerrainStrings(t *testing.T) {
	phrases := map[Entry]string{
		EnterNormal: "normal rate", EnterHalf: "half rate", EnterNever: "impassable",
		EnterStop: "movement stops", EnterCost2: "2 move to enter", EnterEvery4Turns: "1 hex every 4 turns",
		Entry(0): "Entry(0)", Entry(200): "Entry(200)",
	}
	for e, want := range phrases {
		if got := e.String(); got != want {
			t.Errorf("Entry %d String = %q, want %q", uint8(e), got, want)
		}
	}
	for o, want := range map[CheckOutcome]string{CheckNone: "no effect", CheckDisabled: "disabled", CheckStuck: "stuck", 9: "CheckOutcome(9)"} {
		if got := o.String(); got != want {
			t.Errorf("CheckOutcome %d String = %q, want %q", uint8(o), got, want)
		}
	}
	if got := (TerrainCheck{Disabled: []int{1, 2}}).String(); got != "1-2 disabled" {
		t.Errorf("check String = %q", got)
	}
	if got := (TerrainCheck{Disabled: []int{1, 3}}).String(); got != "1, 3 disabled" {
		t.Errorf("check String = %q", got)
	}
}

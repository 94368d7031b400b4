package ffot

// Cargo is one line of 004's cargo figures: what takes up, or carries, so
// many cargo points.
type Cargo struct {
	What   string
	Points float64
}

// CargoLoads are the cargo points a load takes up, as 004 lists them (004
// FFOTigers: "An infantry stand takes up 1/2 of a cargo point. An infantry
// heavy weapons unit, such as a 82mm mortor stand, takes up 1 cargo point.
// A crewed heavy weapons unit, such as the UK 57mm ATG, can be towed and
// the crew takes up 1/2 of a cargo point."); ammunition is AmmoCargo.
var CargoLoads = []Cargo{
	{"an infantry stand", 0.5},
	{"an infantry heavy weapons stand (an 82mm mortar)", 1},
	{"the crew of a towed crewed weapon (a 57mm ATG)", 0.5},
}

// CargoCarriers are the cargo points a carrier carries, as 004 lists them
// ("Jeeps have 1/2 cargo; Lt half tracks have 3/4 cargo; Lt trucks and mdm
// half tracks, have 1 cargo; Mdm trucks and Large Half tracks or the
// German Schlepper have 1 and 1/2 cargo; Heavy trucks have 2 cargo.").
var CargoCarriers = []Cargo{
	{"jeep", 0.5},
	{"light half-track", 0.75},
	{"light truck, medium half-track", 1},
	{"medium truck, large half-track, Schlepper", 1.5},
	{"heavy truck", 2},
}

// AmmoCargo returns the cargo points a load of rounds of calibre mm takes
// up: a quarter a point per 50 mm, rounded up (004 FFOTigers: "Generally
// ammo takes up 1/4 of a cargo point per 50mm of size round up"); 0 for a
// calibre of 0 or less.
func AmmoCargo(mm int) float64 {
	if mm <= 0 {
		return 0
	}
	return float64((mm+49)/50) / 4
}

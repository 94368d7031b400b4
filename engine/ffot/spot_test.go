package ffot

import "testing"

func TestSpotRange(t *testing.T) {
	for _, c := range []struct {
		k       Spotter
		q       Quality
		vehicle bool
		seen    Seen
		auto    bool
		inches  float64
		src     string
	}{
		{SpotPersonnel, Green, true, MovingOpen, true, 0, "004 FFOTigers, SPOTTING: | GREEN Personnel | AUTO |"},
		{SpotPersonnel, Green, false, Firing, true, 0, "SPOTTING: Moving in open or firing: AUTO"},
		{SpotVehicle, Green, true, MovingCover, false, 10, "| GREEN Vehicle | AUTO | 10\" |"},
		{SpotReconPersonnel, Green, false, StationaryOpen, false, 30, "| GREEN Recon Personnel | ... | 30\" |"},
		{SpotVehicle, Average, true, StationaryCover, false, 10, "| AVERAGE Vehicle | AUTO | 20\" | 10\" |"},
		{SpotReconVehicle, Average, false, MovingCover, false, 15, "| AVERAGE Recon Vehicle | ... | AUTO | 15\" |"},
		{SpotPersonnel, Veteran, true, StationaryOpen, false, 50, "| VET/ELITE Personnel | ... | 50\" |"},
		{SpotReconPersonnel, Elite, true, MovingCover, false, 50, "| VET/ELITE Recon Personnel | AUTO | 50\" |"},
		{SpotVehicle, Elite, false, StationaryCover, false, 1, "| VET/ELITE Vehicle | ... | 1\" |"},
		{SpotReconPersonnel, Elite, false, StationaryOpen, false, 50, "| VET/ELITE Recon Personnel | ... | 50\" |"},
	} {
		auto, inches, err := SpotRange(c.k, c.q, c.vehicle, c.seen)
		if err != nil || auto != c.auto || inches != c.inches {
			t.Errorf("%s %s, vehicle %v, %s: %v %v %v; want %v %v (%s)", c.q, c.k, c.vehicle, c.seen, auto, inches, err, c.auto, c.inches, c.src)
		}
	}
	if _, _, err := SpotRange("gun", Green, true, Firing); err == nil {
		t.Error("an unknown spotter: no error")
	}
}

func TestSpotTableShape(t *testing.T) {
	// 004 FFOTigers, SPOTTING: 12 rows (3 quality lines of 4 kinds) of 8
	// columns; the first column of each kind of target is AUTO, and the
	// stationary-in-cover column for personnel is 1" throughout.
	rows := 0
	for _, byKind := range spotTable {
		for _, row := range byKind {
			rows++
			for target := range 2 {
				if row[target][0] != 0 {
					t.Errorf("a row's moving-in-open column is not AUTO: %v", row)
				}
			}
			if row[1][2] != 1 {
				t.Errorf("personnel stationary in cover seen at %v\"", row[1][2])
			}
		}
	}
	if rows != 12 {
		t.Errorf("%d rows, want 12", rows)
	}
}

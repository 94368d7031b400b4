package ffot

import "testing"

func TestBogsOn(t *testing.T) {
	for _, c := range []struct {
		m      Mode
		bogged int
		want   int
		src    string
	}{
		{Tracked, 0, 1, "004 FFOTigers: The bog roll for a vehicle is \"1\" for tracked"},
		{Wheeled, 0, 2, "004 FFOTigers: and \"2\" for wheeled (NoteWheeledTwo: 2 or less)"},
		{Tracked, 1, 2, "004 FFOTigers: On the next turn the stand rolls for bog at -1 to the roll"},
		{Wheeled, 2, 4, "004 FFOTigers: it will be -2 on the next attempt to move"},
		{Tracked, 9, 6, "004 FFOTigers: and so on; a d6 has six faces"},
		{Foot, 0, 0, "004 FFOTigers: The bog roll for a vehicle"},
	} {
		if got := BogsOn(c.m, c.bogged); got != c.want {
			t.Errorf("BogsOn(%s, %d) = %d, want %d (%s)", c.m, c.bogged, got, c.want, c.src)
		}
	}
	if !Bogs(2, Wheeled, 0) || Bogs(3, Wheeled, 0) || !Bogs(3, Wheeled, 1) {
		t.Error("Bogs disagrees with BogsOn")
	}
}

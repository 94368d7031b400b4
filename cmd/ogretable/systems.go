package main

// The systems linked in: one line a system.
import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)

package main

// The rule systems linked in: each bundle links in every layer of one.
import (
	_ "ogretable/systems/crt"
	_ "ogretable/systems/dsii"
	_ "ogretable/systems/ffot"
)

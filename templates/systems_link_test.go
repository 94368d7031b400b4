package templates_test

// The rule systems' tables, linked into this package's tests (the internal
// ones too: Go builds them into one test binary), because the built-in
// files hold a system's entries ([[dsii-ogre]] designs, the Ogre CRT's
// [[reinforcement]] table) and the tests load
// them; and the Ogre CRT's engine, which checks the special rules the
// files name, as the program links them.
import (
	_ "ogretable/engine/crt"
	_ "ogretable/templates/crttables"
	_ "ogretable/templates/dsiitables"
	_ "ogretable/templates/ffottables"
)

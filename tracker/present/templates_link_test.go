package present_test

// The built-in template files hold every rule system's data, which the
// tests load (templates.Load, templates.Default): link what checks and
// reads it as the program does, the Ogre CRT's special rules and each
// system's own tables (the other tests of the package share one binary).
import (
	_ "ogretable/engine/crt"
	_ "ogretable/templates/crttables"
	_ "ogretable/templates/dsiitables"
	_ "ogretable/templates/ffottables"
)

package dashboard_test

// The dashboard's own tests play games of every rule system linked in:
// each system's forms register themselves (dashboard.RegisterSystem) in
// this test binary, for the shared tests of package dashboard too.
import (
	_ "ogretable/systems"
)

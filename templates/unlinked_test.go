package templates

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

// TestUnlinkedTableFails: a build that links the templates but not the
// package that registers a table the built-in files hold (a rule system's
// package of the templates layer) fails, saying what to link, rather than
// drop the table's entries: Default from builtin.json, Load from the TOML.
func TestUnlinkedTableFails(t *testing.T) {
	// Default reads the JSON, and looks at its tables only when it does
	// not read back (readBuiltin).
	_, err := readBuiltin([]byte(`{"units": [], "tables": {"no-such-table": [{"id": "x"}]}}`))
	var u *UnlinkedTableError
	if !errors.As(err, &u) || u.Table != "no-such-table" {
		t.Fatalf("readBuiltin: got %v, want an *UnlinkedTableError for [[no-such-table]]", err)
	}
	if !strings.Contains(err.Error(), "link the rule system that keeps it") {
		t.Errorf("readBuiltin: %q does not say what to link", err)
	}
	if _, err := readBuiltin(builtinJSON); err != nil {
		t.Errorf("readBuiltin(builtin.json): %v, with the systems linked", err)
	}
	if err := tablesLinked(builtinJSON); err != nil {
		t.Errorf("tablesLinked(builtin.json): %v, with the systems linked", err)
	}
	built := fstest.MapFS{"90-x.toml": {Data: []byte("[[no-such-table]]\nid = \"x\"\n")}}
	_, err = Load(built, "")
	if err == nil || !strings.Contains(err.Error(), `unknown table "no-such-table"`) || !strings.Contains(err.Error(), "link the rule system that keeps it") {
		t.Errorf("Load of a built-in file with an unregistered table: got %v, want an unknown table that says what to link", err)
	}
}

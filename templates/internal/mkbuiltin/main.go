// Command mkbuiltin writes templates/builtin.json, the catalog of the
// built-in template files (data/*.toml) as templates.Load reads them, in the
// catalog's JSON, which templates.Default reads in place of the TOML. Run
// it from the templates folder with "go generate" after changing a file of
// data/ (TestBuiltinIsTheFiles says when).
package main

import (
	"fmt"
	"os"

	// The rule systems, linked as the program links them (the bundles that
	// systems/systems.go lists): they check what the files name (the
	// special rules) and register their own tables, whose built-in entries
	// builtin.json holds.
	_ "ogretable/systems"
	"ogretable/templates"
)

func main() {
	b, err := templates.BuiltinJSON()
	if err == nil {
		err = os.WriteFile("builtin.json", b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkbuiltin:", err)
		os.Exit(1)
	}
}

package templates

import (
	"embed"
	"fmt"
	"sort"
	"strings"
)

// The commented examples of the rule systems' house data, embedded so that
// a referee without the source writes one with "ogretable templates
// example SYSTEM": the figures in them are the example's, never a rules
// text's.
//
//go:embed examples/*.toml
var examples embed.FS

// exampleFiles names each system's example in examples/, by the system's
// name (ffot: [[ffot-stand]] figures).
var exampleFiles = map[string]string{"ffot": "ffot-stands.toml"}

// ExampleSystems returns the systems that have an example, sorted.
func ExampleSystems() []string {
	out := make([]string, 0, len(exampleFiles))
	for s := range exampleFiles {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// Example returns the example of system's house data and the file name it
// is written under; it errors for a system that has none, naming those
// that have.
func Example(system string) (name string, text []byte, err error) {
	name, ok := exampleFiles[strings.ToLower(system)]
	if !ok {
		return "", nil, fmt.Errorf("templates: %q has no example; the examples are of %s", system, strings.Join(ExampleSystems(), ", "))
	}
	text, err = examples.ReadFile("examples/" + name)
	return name, text, err
}

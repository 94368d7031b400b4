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

// exampleFiles returns each system's example in examples/, by the
// system's name: a file is the example of the system its name begins
// with, up to its first hyphen ("ffot-stands.toml": ffot, [[ffot-stand]]
// figures; "dsii-elements.toml": dsii, [[dsii-element]] figures), so an
// example put there is offered with no list to keep.
func exampleFiles() map[string]string {
	entries, _ := examples.ReadDir("examples")
	out := make(map[string]string, len(entries))
	for _, e := range entries {
		system, _, ok := strings.Cut(e.Name(), "-")
		if ok && !e.IsDir() {
			out[system] = e.Name()
		}
	}
	return out
}

// ExampleSystems returns the systems that have an example, sorted.
func ExampleSystems() []string {
	files := exampleFiles()
	out := make([]string, 0, len(files))
	for s := range files {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// Example returns the example of system's house data and the file name it
// is written under; it errors for a system that has none, naming those
// that have.
func Example(system string) (name string, text []byte, err error) {
	name, ok := exampleFiles()[strings.ToLower(system)]
	if !ok {
		return "", nil, fmt.Errorf("templates: %q has no example; the examples are of %s", system, strings.Join(ExampleSystems(), ", "))
	}
	text, err = examples.ReadFile("examples/" + name)
	return name, text, err
}

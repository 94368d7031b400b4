package templates

import (
	"strings"
	"testing"

	"ogretable/engine"
)

// TestEveryProblemOfAFile: an unknown field does not hide the file's other
// problems: a bad id, an unknown kind and an unknown mode are reported with
// it, in line order, each file:line first (issue 11: the loader stopped at
// the first two problems).
func TestEveryProblemOfAFile(t *testing.T) {
	_, err := load(map[string]string{"h.toml": `[[unit]]
id = "Bad Id!"
name = "Thing"
kind = "armor"
mode = "hover"
attack = 2
defense = 2
range = 2
move = 3
colour = "red"
source = "x"
`})
	want := []struct {
		line int
		msg  string
	}{{2, `field "id" must be lower-case`}, {4, `unknown kind "armor"`}, {5, `unknown movement mode "hover"`}, {10, `unknown field "colour"`}}
	ps := problems(err)
	if len(ps) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(ps), len(want), err)
	}
	for i, w := range want {
		if ps[i].Line != w.line || !strings.Contains(ps[i].Msg, w.msg) {
			t.Errorf("problem %d = %v, want line %d with %q", i+1, ps[i], w.line, w.msg)
		}
	}
	for _, l := range strings.Split(engine.Sentence(err), "\n") {
		if !strings.HasPrefix(l, "h.toml:") {
			t.Errorf("line %q does not start with its file and line", l)
		}
	}
}

// TestMoreProblemsLine: the line that says how many problems were left out
// has the format of the others, file:line first.
func TestMoreProblemsLine(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		b.WriteString("[[unit]]\nid = \"u\"\n")
	}
	_, err := load(map[string]string{"u.toml": b.String()})
	lines := strings.Split(engine.Sentence(err), "\n")
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "u.toml:") || !strings.HasSuffix(last, "more problems not shown") {
		t.Errorf("last line %q", last)
	}
	for _, l := range strings.Split(err.Error(), "\n") {
		if !strings.HasPrefix(l, "templates: u.toml:") {
			t.Errorf("error line %q", l)
		}
	}
}

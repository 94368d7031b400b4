package engine

import "testing"

func TestRewrites(t *testing.T) {
	cases := []struct {
		name  string
		pairs []string
		text  string
		want  []string
	}{
		{"one pair", []string{`(\d+) stands?`, "$1 stand(s)"}, "2 stands", []string{"2 stand(s)"}},
		{"pairs in turn", []string{`a`, "b", `b`, "c"}, "a", []string{"c"}},
		{"no match says nothing", []string{`x`, "y"}, "a", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Rewrites(c.pairs...)(nil, "", c.text)
			if len(got) != len(c.want) || (len(got) == 1 && got[0] != c.want[0]) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestRewritesCompileOnFirstUse: a system declares its changes in a package
// variable, which costs nothing until a log is read; a bad expression still
// panics, on the first use.
func TestRewritesCompileOnFirstUse(t *testing.T) {
	f := Rewrites(`(`, "x") // declared: no panic
	defer func() {
		if recover() == nil {
			t.Error("a bad expression did not panic on its first use")
		}
	}()
	f(nil, "", "text")
}

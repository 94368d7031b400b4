package templates

import "testing"

// BenchmarkLoadBuiltIn reads the built-in catalog: toml, the files read
// and checked by Load (what go generate does, and what every command did
// before builtin.json); json, builtin.json read as Default reads it, once a
// process, the largest part of a do's own work.
func BenchmarkLoadBuiltIn(b *testing.B) {
	b.Run("toml", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Load(Files(), ""); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := readBuiltin(builtinJSON); err != nil {
				b.Fatal(err)
			}
		}
	})
}

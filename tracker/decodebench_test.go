package tracker

import (
	"testing"

	"ogretable/engine"
)

// BenchmarkDecodeEvent decodes payloads as a replay of a long game reads
// them: allocs/op counts what decoding costs the garbage collector.
func BenchmarkDecodeEvent(b *testing.B) {
	payloads := [][]byte{
		[]byte(`{"kind":"fired","unit":"GEV3","target":"MK3.treads","points":2}`),
		[]byte(`{"kind":"attack","attackers":["HVY1","MSL2"],"target":"MK3.secondary1","strength":7,"defense":3,"roll":{"column":"2-1","die":4,"modifier":0,"reading":4,"result":"X"},"dice":[{"value":4,"sides":6}]}`),
		[]byte(`{"kind":"phase","turn":12,"side_index":1,"phase":"fire"}`),
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range payloads {
			var e engine.Event
			if err := decodeEvent(p, &e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

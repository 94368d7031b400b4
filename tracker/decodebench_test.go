package tracker

import (
	"testing"

	"ogretable/engine"
)

// BenchmarkDecodeEvent decodes payloads as a replay of a long game reads
// them, with decodeEvent (as the log does) and decodeToApply (as a replay
// does): allocs/op counts what decoding costs the garbage collector.
func BenchmarkDecodeEvent(b *testing.B) {
	payloads := [][]byte{
		[]byte(`{"kind":"fired","text":"","unit":"GEV3","target":"MK3.treads","points":2}`),
		[]byte(`{"kind":"attack","text":"HVY1, MSL2 fire at MK3.secondary1: 7 against 3 (2-1), rolled 4: destroyed.","attackers":["HVY1","MSL2"],"target":"MK3.secondary1","strength":7,"defense":3,"roll":{"column":"2-1","die":4,"modifier":0,"reading":4,"result":"X"},"dice":[{"value":4,"sides":6}]}`),
		[]byte(`{"kind":"phase","text":"The defence's fire phase, turn 12.","turn":12,"side_index":1,"phase":"fire"}`),
	}
	shared := make(names)
	for _, toApply := range []bool{false, true} {
		b.Run(map[bool]string{false: "Event", true: "ToApply"}[toApply], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range payloads {
					// Called directly, not through a func value, which
					// would move e to the heap.
					var e engine.Event
					var err error
					if toApply {
						err = decodeToApply(p, &e, shared)
					} else {
						err = decodeEvent(p, &e)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

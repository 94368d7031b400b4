package engine

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestCutUnitExtReadsAsTheDecoderDoes checks that the units' states cut
// out of a snapshot are the ones the decoder reads, and the rest of the
// snapshot the rest of its members; and that anything not written as
// Snapshot writes it is left to the decoder.
func TestCutUnitExtReadsAsTheDecoderDoes(t *testing.T) {
	tests := []struct {
		name string
		data string
		cut  bool
	}{
		{"states and nulls", `{"version":6,"game":{"units":[{"label":"A"}]},"ext":{"a":1},"unit_ext":[{"weapons":[{"id":"main1","fired_at":"X,]}"}]},null,{}]}`, true},
		{"one state", `{"version":6,"unit_ext":[{"squads":2}]}`, true},
		{"brackets in strings", `{"game":{"notes":["a \"quoted\", ] } { [ note"]},"unit_ext":[{"s":"\\"},{"t":"}{"}]}`, true},
		{"a key like it in a string", `{"game":{"notes":[",\"unit_ext\":["]},"unit_ext":[null]}`, true},
		{"white space after", "{\"unit_ext\":[null]}\n", false}, // no member before it
		{"white space after the end", "{\"version\":6,\"unit_ext\":[null]} \n", true},
		{"not the last member", `{"unit_ext":[null],"version":6}`, false},
		{"white space inside", `{"version":6,"unit_ext":[ {} ]}`, false},
		{"a number among them", `{"version":6,"unit_ext":[{},5]}`, false},
		{"an array among them", `{"version":6,"unit_ext":[[1]]}`, false},
		{"a trailing comma", `{"version":6,"unit_ext":[{},]}`, false},
		{"null run on", `{"version":6,"unit_ext":[nullnull]}`, false},
		{"cut short", `{"version":6,"unit_ext":[{"a":"]}`, false},
		{"none", `{"version":6,"unit_ext":[]}`, true},
		{"null", `{"version":6,"unit_ext":null}`, false},
		{"no object", `[1,2]`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, states, cut := cutUnitExt([]byte(tt.data))
			if cut != tt.cut {
				t.Fatalf("cut: %v, want %v", cut, tt.cut)
			}
			if !cut {
				return
			}
			var whole map[string]json.RawMessage
			if err := json.Unmarshal([]byte(tt.data), &whole); err != nil {
				t.Fatal(err)
			}
			var want []json.RawMessage
			if err := json.Unmarshal(whole["unit_ext"], &want); err != nil {
				t.Fatal(err)
			}
			if len(states) != len(want) || (len(want) > 0 && !reflect.DeepEqual(states, want)) {
				t.Errorf("states %q, the decoder reads %q", states, want)
			}
			var rest map[string]json.RawMessage
			if err := json.Unmarshal(append([]byte(tt.data[:n]), '}'), &rest); err != nil {
				t.Fatalf("the rest %s}: %v", tt.data[:n], err)
			}
			delete(whole, "unit_ext")
			if !reflect.DeepEqual(rest, whole) {
				t.Errorf("the rest %s}, want the members %v", tt.data[:n], whole)
			}
		})
	}
}

package engine

import (
	"encoding/json"
	"testing"
)

// keysOnly is an EventFields that claims keys and reads none.
type keysOnly []string

func (k keysOnly) EventKeys() []string { return k }
func (keysOnly) DecodeEventKey(own EventOwn, _ []byte, _ FieldReader) (EventOwn, bool) {
	return own, false
}

// TestRegisterEventFieldsRefusesSharedKeys checks that a system cannot
// claim a key of the shared envelope: a key is read one way in every game.
func TestRegisterEventFieldsRefusesSharedKeys(t *testing.T) {
	for _, key := range []string{"kind", "text", "squads", "log_version"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterEventFields took the shared key %q", key)
				}
			}()
			RegisterEventFields(keysOnly{key})
		}()
		if EventFieldsOf(key) != nil {
			t.Errorf("the shared key %q is registered", key)
		}
	}
}

// TestEventWithoutOwnIsTheEnvelope checks that an event without a
// system's fields is written and read as its shared fields alone, and
// that a key no system reads is left out, as encoding/json leaves it.
func TestEventWithoutOwnIsTheEnvelope(t *testing.T) {
	e := Event{Kind: EventNote, Text: "a <note>", Note: "n", Points: 2}
	b, err := json.Marshal(e)
	if want := `{"kind":"note","text":"a \u003cnote\u003e","points":2,"note":"n"}`; err != nil || string(b) != want {
		t.Errorf("written %s (%v), want %s", b, err, want)
	}
	var back Event
	if err := json.Unmarshal([]byte(`{"kind":"note","text":"a <note>","points":2,"note":"n","no_such_key":1}`), &back); err != nil || back.Kind != e.Kind || back.Text != e.Text || back.Note != e.Note || back.Points != 2 || back.Own != nil {
		t.Errorf("read %+v (%v), want %+v", back, err, e)
	}
}

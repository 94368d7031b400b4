package tracker

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
	"ogretable/templates"
	"ogretable/tracker/memstore"
)

// TestVerifyEarlierLogVersion: every event and mark of an OGRE for DSII
// game records the version of its system's log that worded it; the game
// logged as version 0
// of its log wrote it (no version recorded; a battery's activation without
// its weapon, a unit destroyed by a named unit on its own side, and the
// undo and redo of it on that side, as they go with the command they void)
// is the game this build makes; the same events recorded as version 1,
// which words and sides them as this build does, are not; a ram's data
// without the tread module version 2 added (engine.LogChange.Data) is the
// same event recorded as version 1, not as version 2; a version this
// build does not know (a newer build's) is not compared: an event it worded
// as this build does is the same.
func TestVerifyEarlierLogVersion(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	info := Info{ID: 1, Name: "earlier", Variant: dsii.Variant, Scale: engine.Inches, Seed: 3}
	st := newMemStore()
	s, err := Open(st, cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add dsii-mark-v as MK5 side ogre", "add heavy-tank as HT side defence", "activate MK5.secondary1",
		"destroy HT by MK5", "undo", "redo",
		"add heavy-tank as HT2 side defence", "activate MK5.tread1", "ram MK5.tread1 HT2 size 3 red3,red3,red3,red3,red3 back green1,green1,green1")
	recs, err := st.Events(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if !bytes.Contains(r.Payload, []byte(`"log_version":3`)) {
			t.Errorf("event %d (%s) does not record the version of the log that worded it: %s", r.Seq, r.Kind, r.Payload)
		}
	}
	// version0 words and sides a record as version 0 of the log did.
	version0 := func(r engine.LogEvent) engine.LogEvent {
		r.Payload = bytes.ReplaceAll(r.Payload, []byte(`,"log_version":3`), nil)
		r.Payload = bytes.ReplaceAll(r.Payload, []byte(`,"tread":"tread1"`), nil)
		r.Payload = bytes.ReplaceAll(r.Payload, []byte(` battery (MDC/5) activates`), []byte(` battery activates`))
		if r.Kind == string(engine.EventDestroyed) || (r.IsMark() && strings.Contains(string(r.Payload), "HT is destroyed")) {
			r.Side = "defence"
		}
		return r
	}
	for _, c := range []struct {
		name   string
		record func(engine.LogEvent) engine.LogEvent
		differ string // what differs, "" for the same game
	}{
		{"as this build logged it", func(r engine.LogEvent) engine.LogEvent { return r }, ""},
		{"as version 0 logged it", version0, ""},
		{"worded and sided as version 0, but said to be version 1", func(r engine.LogEvent) engine.LogEvent {
			v1 := version0(r)
			if !r.IsMark() && r.Kind != string(engine.EventDefined) {
				v1.Payload = bytes.Replace(v1.Payload, []byte(`{"kind":`), []byte(`{"log_version":1,"kind":`), 1)
			}
			return v1
		}, `has "text" "MK5's secondary (right) battery activates`},
		{"without the ram's tread module, as version 1 logged it", func(r engine.LogEvent) engine.LogEvent {
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`"log_version":3`), []byte(`"log_version":1`))
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`,"tread":"tread1"`), nil)
			return r
		}, ""},
		{"without the ram's tread module, but said to be version 2", func(r engine.LogEvent) engine.LogEvent {
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`"log_version":3`), []byte(`"log_version":2`))
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`,"tread":"tread1"`), nil)
			return r
		}, `has "data"`},
		{"said to be a newer version", func(r engine.LogEvent) engine.LogEvent {
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`"log_version":3`), []byte(`"log_version":7`))
			return r
		}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var cmds []Recorded
			for _, r := range recs {
				if len(cmds) == 0 || cmds[len(cmds)-1].Seq != r.CommandSeq {
					cmds = append(cmds, Recorded{Seq: r.CommandSeq, Text: st.Commands(1)[r.CommandSeq-1]})
				}
				cmds[len(cmds)-1].Events = append(cmds[len(cmds)-1].Events, c.record(r))
			}
			d, err := Verify(cat, info, cmds)
			switch {
			case err != nil:
				t.Fatal(err)
			case c.differ == "" && d != nil:
				t.Errorf("command %d (%q), event %d: %s, but it %s", d.Command.Seq, d.Command.Text, d.Event, d.What, d.Now)
			case c.differ != "" && (d == nil || !strings.Contains(d.What, c.differ)):
				t.Errorf("got %+v, want a difference saying %q", d, c.differ)
			}
		})
	}
}

// TestVerifyBOOMRepairOfVersion1: a log before version 2 repaired an EM's
// BOOM on 6+, a DMG's roll, with no roll said; its command is read with 6+
// said (engine.LaterCommand) and its sentence without the words version 2
// added, so the game imports. The same command recorded as version 2 is
// refused: 002 gives no roll, and this build asks for it (issue 30.10).
func TestVerifyBOOMRepairOfVersion1(t *testing.T) {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	info := Info{ID: 1, Name: "boom", Variant: dsii.Variant, Scale: engine.Inches, Seed: 3}
	st := newMemStore()
	s, err := Open(st, cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add dsii-mark-v as MK5 side ogre", "hit MK5.em boom", "next", "repair MK5.em boom 6+ die 7")
	recs, err := st.Events(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		version []byte // the repair's log_version
		text    string // the repair's command
		refused string // "" for the same game
	}{
		{"as this build logged it", []byte(`"log_version":3`), "repair MK5.em boom 6+ die 7", ""},
		{"as version 1 logged it", []byte(`"log_version":1`), "repair MK5.em boom die 7", ""},
		{"as version 1 logged it, the marker not named", []byte(`"log_version":1`), "repair MK5.em die 7", ""},
		{"no roll said, but version 2", []byte(`"log_version":2`), "repair MK5.em boom die 7", "002 gives no roll"},
	} {
		t.Run(c.name, func(t *testing.T) {
			verifyAsVersion(t, cat, info, st, recs, dsii.EventRepair, c.text, c.version, " (the referee's roll: 002 gives none)", c.refused)
		})
	}
}

// TestVerifyRackLaunchOfVersion1: a log before version 2 fired one load a
// marker, a rack's several in one launch with no rate said; its command is
// read with as many said as the markers (engine.LaterCommand) and its
// sentence without the words version 2 added, so the game imports. The
// same command recorded as version 2 is refused: 002 gives no rate, and
// this build asks for it (issue 30.10).
func TestVerifyRackLaunchOfVersion1(t *testing.T) {
	// The house Mark I, whose missile rack launches.
	cat, err := templates.Load(templates.Files(), dsiitest.TemplatesDir(t, dsiitest.HouseMarkI))
	if err != nil {
		t.Fatal(err)
	}
	info := Info{ID: 1, Name: "rack", Variant: dsii.Variant, Scale: engine.Inches, Seed: 3}
	st := newMemStore()
	s, err := Open(st, cat, info)
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add house-mark-i as MK1 side ogre", "tas MK1 x3 die 6 6 5", "launch MK1 abort 1 die 2 x3")
	recs, err := st.Events(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		version []byte // the launch's log_version
		text    string // the launch's command
		refused string // "" for the same game
	}{
		{"as this build logged it", []byte(`"log_version":3`), "launch MK1 abort 1 die 2 x3", ""},
		{"as version 1 logged it", []byte(`"log_version":1`), "launch MK1 abort 1 die 2", ""},
		{"no rate said, but version 2", []byte(`"log_version":2`), "launch MK1 abort 1 die 2", "002 gives no rate"},
	} {
		t.Run(c.name, func(t *testing.T) {
			verifyAsVersion(t, cat, info, st, recs, dsii.EventLaunch, c.text, c.version, ", a rack firing at most 3 loads, the referee's rate (002 gives none)", c.refused)
		})
	}
}

// verifyAsVersion verifies game info's log recs (its command texts in st)
// with the command whose event is of kind recorded as text and its events
// as log version version, the words version 2 added (added) left out of a
// version before it: the same game when refused is "", else a refusal
// saying refused.
func verifyAsVersion(t *testing.T, cat *engine.Catalog, info Info, st *memstore.Store, recs []engine.LogEvent, kind engine.EventKind, text string, version []byte, added, refused string) {
	t.Helper()
	var cmds []Recorded
	for _, r := range recs {
		if len(cmds) == 0 || cmds[len(cmds)-1].Seq != r.CommandSeq {
			cmds = append(cmds, Recorded{Seq: r.CommandSeq, Text: st.Commands(1)[r.CommandSeq-1]})
		}
		if r.Kind == string(kind) {
			cmds[len(cmds)-1].Text = text
			r.Payload = bytes.ReplaceAll(r.Payload, []byte(`"log_version":3`), version)
			if !bytes.Equal(version, []byte(`"log_version":3`)) {
				r.Payload = bytes.ReplaceAll(r.Payload, []byte(added), nil)
			}
		}
		cmds[len(cmds)-1].Events = append(cmds[len(cmds)-1].Events, r)
	}
	d, err := Verify(cat, info, cmds)
	switch {
	case err != nil:
		t.Fatal(err)
	case refused == "" && d != nil:
		t.Errorf("command %d (%q), event %d: %s, but it %s", d.Command.Seq, d.Command.Text, d.Event, d.What, d.Now)
	case refused != "" && (d == nil || !d.Refused || !strings.Contains(d.Now, refused)):
		t.Errorf("got %+v, want a refusal saying %q", d, refused)
	}
}

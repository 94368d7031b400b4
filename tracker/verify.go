package tracker

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"ogretable/engine"
)

// Recorded is one command of a game as a file holds it: its seq, its text
// (with the dice typed) and the events the file says it caused.
type Recorded struct {
	Seq    int64
	Text   string
	Events []engine.LogEvent
}

// Difference is where a game's commands, resolved again, first make other
// events than the ones recorded.
type Difference struct {
	// Command is the recorded command that makes other events, Event the
	// seq of its recorded event at fault: 0 when the command is refused now,
	// or makes more events than were recorded.
	Command Recorded
	Event   int64
	// What says what differs, a clause after the event ("scores 60 VP"),
	// Now what the command makes instead ("scores 6"), or why it is refused.
	What, Now string
	// Refused says the command is refused now.
	Refused bool
	// Typed says the difference is in dice typed in the command's text
	// ("die 2") that give another result than the event recorded (its
	// sentence differs too): the command's line is the likelier at fault.
	// What is then "rolls 5" and Now "rolls 2".
	Typed bool
}

// Verify resolves every command of a game again, in order, through a fresh
// session on a store in memory: the same command text gives the same dice
// (the typed ones are in the text, the rolled ones come from the game's seed
// and the command's seq), and undo and redo are commands too. It compares
// the events each command makes with the ones recorded for it (their kind,
// turn, side, phase and payload, JSON-equal) and returns the first
// difference, nil when every command makes what was recorded. It errors
// only when the game cannot be started.
//
// A game keeps its data (ARCHITECTURE.md, Decisions, Dependencies): the catalog entries it recorded
// ("defined" events, house rules and walker designs included) are its own,
// so each command is resolved with the entries its own events record put
// over cat, as the game was played with them, whatever templates and
// designs are loaded now.
//
// An event logged by an earlier version of its system's log (the version
// it records, 0 when it records none: engine.LogVersioner) is the same
// event when its sentence or side differs from the one made now only as a
// change the system lists says that version wrote it (engine.EarlierTexts,
// engine.EarlierSides). Once a command makes the events recorded, the
// session goes on with the recorded ones, as an import keeps them: an undo
// or redo made again quotes the sentences the file holds, as the build that
// wrote it did. A command whose events an earlier version recorded is
// resolved as this build reads what it meant (engine.LaterCommand): a
// rule that now asks the referee to say what that version took for
// granted.
func Verify(cat *engine.Catalog, info Info, cmds []Recorded) (*Difference, error) {
	own := *cat
	own.Units, own.Weapons = slices.Clone(cat.Units), slices.Clone(cat.Weapons)
	own.Tables = maps.Clone(cat.Tables)
	store := &ownLog{}
	s, err := Open(store, &own, info)
	if err != nil {
		return nil, err
	}
	for _, c := range cmds {
		for _, r := range c.Events {
			recordedEntry(&own, r)
		}
		before, prev := len(store.recs), s.State()
		text := c.Text
		if len(c.Events) > 0 {
			// A command an earlier version of the log recorded is read as
			// this build reads what it meant (engine.LaterCommand).
			if v := loggedVersion(c.Events[0].Payload); v < engine.LogVersionOf(prev) {
				text = engine.LaterCommand(prev, v, text)
			}
		}
		if _, err := s.Do(text); err != nil {
			return &Difference{Command: c, Refused: true, Now: engine.Sentence(err)}, nil
		}
		made := store.recs[before:]
		older := &olderLog{before: prev, after: s.State(), made: made, recs: c.Events}
		for i, rec := range c.Events {
			if i >= len(made) {
				return &Difference{Command: c, Event: rec.Seq, What: "is recorded", Now: fmt.Sprintf("makes only %d events", len(made))}, nil
			}
			if what, now, ok := differs(rec, made[i], older.of(i)); ok {
				return &Difference{Command: c, Event: rec.Seq, What: what, Now: now,
					Typed: strings.HasPrefix(what, "rolls ") && typedAndTold(rec, made[i])}, nil
			}
		}
		if len(made) > len(c.Events) {
			return &Difference{Command: c, What: fmt.Sprintf("has %d events", len(c.Events)),
				Now: fmt.Sprintf("makes %d (the next: %q)", len(made), s.line(made[len(c.Events)]).Text)}, nil
		}
		s.keepRecorded(c.Events)
		store.keepRecorded(c.Events)
	}
	return nil, nil
}

// keepRecorded puts the sentences and sides of recs, the events a file
// records of the latest command, in place of those the session made of it,
// which Verify found the same events.
func (s *Session) keepRecorded(recs []engine.LogEvent) {
	keepRecorded(s.records[len(s.records)-len(recs):], recs)
}

// keepRecorded puts the payload and side of each of recs in the record of
// made at the same place.
func keepRecorded(made, recs []engine.LogEvent) {
	for i, r := range recs {
		made[i].Payload, made[i].Side = r.Payload, r.Side
	}
}

// olderLog is what earlier versions of the log of a game's system may
// have written for the events of one command made again (made), which a
// file records as recs: the game before the command and after it, and,
// worked out when first asked, the version each record names and the
// sentences and sides that version may have written for each event.
type olderLog struct {
	before, after *engine.Game
	made, recs    []engine.LogEvent
	versions      []int      // by event, the version its record names; once read
	texts         [][]string // by event, once asked
	sides         [][]string // by event, once replayed
}

// older is what an earlier version of the log may have written for the
// event made again at index i of its command; the zero older knows this
// build's log only.
type older struct {
	log *olderLog
	i   int
}

// of returns what the version of the log the record at index i of the
// command names may have written for the event made there.
func (o *olderLog) of(i int) older { return older{log: o, i: i} }

// earlier reports whether the version of the log the record names is older
// than the one this build writes, so that it may have worded or sided the
// event otherwise.
func (o older) earlier() bool {
	if o.log == nil {
		return false
	}
	if o.log.versions == nil {
		o.log.versions = make([]int, len(o.log.recs))
		for i, r := range o.log.recs {
			o.log.versions[i] = loggedVersion(r.Payload)
		}
		o.log.texts = make([][]string, len(o.log.recs))
	}
	return o.log.versions[o.i] < engine.LogVersionOf(o.log.after)
}

// loggedVersion returns the version of its system's log an event's
// payload (or an undo or redo mark's) records, 0 when it records none.
func loggedVersion(payload []byte) int {
	var v struct {
		LogVersion int `json:"log_version"`
	}
	if json.Unmarshal(payload, &v) != nil {
		return 0
	}
	return v.LogVersion
}

// wrote reports whether the version of the log o knows wrote the sentence
// recorded where this build writes the one made (engine.EarlierTexts), or
// one that says more after it (saysMoreAfter).
func (o older) wrote(made, recorded any) bool {
	text, ok := made.(string)
	if !ok || !o.earlier() {
		return false
	}
	texts := &o.log.texts[o.i]
	if *texts == nil {
		*texts = engine.EarlierTexts(o.log.after, o.log.versions[o.i], engine.EventKind(o.log.made[o.i].Kind), text)
	}
	for _, t := range *texts {
		if t == recorded || saysMoreAfter(t, recorded) {
			return true
		}
	}
	return false
}

// lacksAdded reports whether the event data recorded is the data made
// without the keys that the versions of the log after the one o knows
// added (engine.AddedData).
func (o older) lacksAdded(made, recorded any) bool {
	m, ok := made.(map[string]any)
	if !ok || !o.earlier() {
		return false
	}
	keys := engine.AddedData(o.log.after, o.log.versions[o.i], engine.EventKind(o.log.made[o.i].Kind))
	if len(keys) == 0 {
		return false
	}
	rest := make(map[string]any, len(m))
	for k, v := range m {
		if !slices.Contains(keys, k) {
			rest[k] = v
		}
	}
	if recorded == nil {
		return len(rest) == 0
	}
	return reflect.DeepEqual(rest, recorded)
}

// named reports whether the version of the log o knows named side with the
// event made (engine.EarlierSides).
func (o older) named(side string) bool {
	if !o.earlier() {
		return false
	}
	if o.log.sides == nil {
		o.log.replay()
	}
	return slices.Contains(o.log.sides[o.i], side)
}

// replay applies the events made again to the game as it was before their
// command, one by one, and works out the sides the version of the log each
// record names may have named with each, as each left the game. An undo or
// redo mark, or an event that does not apply, is given its own side only.
func (o *olderLog) replay() {
	o.sides = make([][]string, len(o.made))
	g := o.before.Clone()
	for i, r := range o.made {
		o.sides[i] = []string{r.Side}
		if r.IsMark() || g == nil {
			continue
		}
		var e engine.Event
		if json.Unmarshal(r.Payload, &e) != nil || g.Apply(e) != nil {
			g = nil
			continue
		}
		if i < len(o.versions) {
			o.sides[i] = engine.EarlierSides(g, o.versions[i], e, r.Side)
		}
	}
}

// recordedEntry puts the catalog entry a "defined" record holds over the
// same entry of cat (or adds it), with the weapon types it mounts; a
// system table's entry over the same entry of its table.
func recordedEntry(cat *engine.Catalog, r engine.LogEvent) {
	if r.Kind != string(engine.EventDefined) {
		return
	}
	var e engine.Event
	if json.Unmarshal(r.Payload, &e) != nil || e.Def == nil {
		return
	}
	if d := e.Def; d.Table != "" && d.Entry != nil {
		if cat.Tables == nil {
			cat.Tables = engine.Tables{}
		}
		list := slices.Clone(cat.Tables[d.Table])
		if i := slices.IndexFunc(list, func(x engine.Entry) bool { return x.EntryKey() == d.Entry.EntryKey() }); i >= 0 {
			list[i] = d.Entry
		} else {
			list = append(list, d.Entry)
		}
		cat.Tables[d.Table] = list
		return
	}
	if e.Def.Unit == nil {
		return
	}
	if i := slices.IndexFunc(cat.Units, func(u *engine.UnitType) bool { return u.ID == e.Def.Unit.ID }); i >= 0 {
		cat.Units[i] = e.Def.Unit
	} else {
		cat.Units = append(cat.Units, e.Def.Unit)
	}
	for _, w := range e.Def.Weapons {
		if i := slices.IndexFunc(cat.Weapons, func(x *engine.WeaponType) bool { return x.ID == w.ID }); i >= 0 {
			cat.Weapons[i] = w
		} else {
			cat.Weapons = append(cat.Weapons, w)
		}
	}
}

// differs compares a recorded event with the one made again, and says how
// they differ: what the recorded one does, and what the new one does. A
// sentence or a side differs unless the version of the log that recorded
// it wrote the one made so (was; the zero older knows this build's only),
// or it is a case below. The version itself is not compared: it says how
// the event is worded, and a newer build's event worded as this build
// words it is the same event.
func differs(rec, made engine.LogEvent, was older) (what, now string, ok bool) {
	switch {
	case rec.Kind != made.Kind:
		return "is of kind " + rec.Kind, "makes an event of kind " + made.Kind, true
	case rec.Turn != made.Turn:
		return fmt.Sprintf("is in turn %d", rec.Turn), fmt.Sprintf("makes it in turn %d", made.Turn), true
	case rec.Side != made.Side && made.Side != "" && !was.named(rec.Side):
		// A command of no side's now (a note where every side acts,
		// engine.ActingSides) was logged by earlier builds on a side: the
		// same event; so is one on the side the version of the log that
		// recorded it named.
		return "is in the " + rec.Side + "'s turn", "makes it in the " + made.Side + "'s", true
	case rec.Phase != made.Phase:
		return "is in the " + rec.Phase + " phase", "makes it in the " + made.Phase + " phase", true
	}
	var a, b map[string]any
	if json.Unmarshal(rec.Payload, &a) != nil || json.Unmarshal(made.Payload, &b) != nil {
		return "cannot be read", "makes " + string(made.Payload), true
	}
	if reflect.DeepEqual(a, b) {
		return "", "", false
	}
	for _, k := range payloadKeys(a, b) {
		va, inA := a[k]
		vb, inB := b[k]
		if inA == inB && reflect.DeepEqual(va, vb) {
			continue
		}
		if k == "text" && rec.Kind == string(engine.EventDefined) {
			// A definition's sentence sums up the record it carries,
			// compared field by field: a later build may sum it up
			// otherwise ("move 0." became "a unit type of its rule
			// system, whose record follows." for an OGRE for DSII design).
			continue
		}
		if k == "text" && (saysMoreAfter(vb, va) || was.wrote(vb, va)) {
			// A later build says more after the same sentence (an
			// interception now quotes its ruling after what it did), or an
			// earlier version of the system's log worded it so: the same
			// event, and the file's sentence is kept. A sentence worded
			// otherwise is a difference: the log would say what its dice
			// and points do not.
			continue
		}
		if k == "log_version" {
			continue
		}
		if k == "data" && was.lacksAdded(vb, va) {
			// The event's data gained keys since the version of the log
			// that recorded it (engine.AddedData): the same event.
			continue
		}
		if k == "points" && rec.Kind == string(engine.EventVP) {
			return fmt.Sprintf("scores %s VP", jsonText(va)), "scores " + jsonText(vb), true
		}
		if k == "dice" {
			return "rolls " + diceText(va), "rolls " + diceText(vb), true
		}
		switch {
		case !inA:
			return fmt.Sprintf("has no %q", k), fmt.Sprintf("gives it %s", jsonText(vb)), true
		case !inB:
			return fmt.Sprintf("has %q %s", k, jsonText(va)), "has none", true
		}
		return fmt.Sprintf("has %q %s", k, jsonText(va)), "makes it " + jsonText(vb), true
	}
	return "", "", false
}

// saysMoreAfter reports whether the sentence made, now, is the recorded
// one, whole, followed by more sentences: "…: missed." and "…: missed. The
// snap shot does not spend MK3.missile1 …".
func saysMoreAfter(made, recorded any) bool {
	m, ok1 := made.(string)
	r, ok2 := recorded.(string)
	return ok1 && ok2 && r != "" && strings.HasSuffix(r, ".") && strings.HasPrefix(m, r+" ")
}

// typedAndTold reports whether the dice of an event made again were all
// typed in its command and its sentence differs from the recorded one's.
func typedAndTold(rec, made engine.LogEvent) bool {
	var a, b engine.Event
	if json.Unmarshal(rec.Payload, &a) != nil || json.Unmarshal(made.Payload, &b) != nil || len(b.Dice) == 0 {
		return false
	}
	for _, d := range b.Dice {
		if !d.Manual {
			return false
		}
	}
	return a.Text != b.Text
}

// payloadKeys returns the keys of two payloads in the order they are best
// compared in: the engine event's fields in order, but for its text, which
// says in words what the others say and so comes last; then any other key.
func payloadKeys(a, b map[string]any) []string {
	var keys []string
	t := reflect.TypeFor[engine.Event]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" && name != "text" {
			keys = append(keys, name)
		}
	}
	var rest []string
	for _, m := range []map[string]any{a, b} {
		for k := range m {
			if !slices.Contains(keys, k) && !slices.Contains(rest, k) {
				rest = append(rest, k)
			}
		}
	}
	slices.Sort(rest)
	return append(keys, rest...)
}

// jsonText is a payload value as JSON.
func jsonText(v any) string {
	if v == nil {
		return "nothing"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// diceText is the values of a payload's dice ("5", "3 and 4").
func diceText(v any) string {
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return "no dice"
	}
	var vals []string
	for _, d := range list {
		m, _ := d.(map[string]any)
		vals = append(vals, jsonText(m["value"]))
	}
	if len(vals) == 1 {
		return vals[0]
	}
	return strings.Join(vals[:len(vals)-1], ", ") + " and " + vals[len(vals)-1]
}

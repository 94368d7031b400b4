package ffot

import (
	"encoding/json"
	"slices"

	"ogretable/engine"
)

// Barrage is an artillery barrage a side placed in its command phase and
// the enemy's barrage phase lands (004 FFOTigers, steps 1 and 4: "places his
// artillery barrages", "Defenders artillery barrage may land"): the stands
// that fire it, the stand that spots for it, the point it is aimed at, and
// what became of it.
type Barrage struct {
	Name        string   `json:"name"`
	Side        string   `json:"side"`
	Turn        int      `json:"turn"`
	Stands      []string `json:"stands"`
	Spotter     string   `json:"spotter"`
	Point       string   `json:"point"`
	Quality     Quality  `json:"quality"`     // the artillery stands'
	Adjustments int      `json:"adjustments"` // earlier barrages at the point (NoteAdjustment)
	State       string   `json:"state"`       // BarragePlaced, BarrageLanded, ...
	Scatter     string   `json:"scatter,omitempty"`
	Unsaved     []string `json:"unsaved,omitempty"` // stands its burst hit, unsaved
	// AP is set when it fires AP rounds, at half the listed burst value
	// (BurstFactor); HE, as listed, otherwise.
	AP bool `json:"ap,omitempty"`
	// Command is its side's army command roll of the turn it was placed,
	// once rolled (Apply keeps it; BarrageCommand, NoteOutOfCommand).
	Command *CommandState `json:"command,omitempty"`
}

// What became of a barrage.
const (
	BarragePlaced  = "placed"       // aimed, not landed yet
	BarrageOn      = "on target"    // landed where it was aimed
	BarrageScatter = "scattered"    // landed off target (Scatter says where)
	BarrageNot     = "did not land" // its side was out of command and failed its 4+
	BarrageDone    = "burst"        // its burst has been rolled
)

// The rounds a barrage fires, as the barrage verb takes them (004
// FFOTigers: "HE rounds fired have the burst value as listed, AP rounds
// have 1/2 the burst value listed").
const (
	RoundHE = "he"
	RoundAP = "ap"
)

// RoundWords says the barrage's rounds and their burst value, as its
// burst's log line writes them: "HE, as listed", "AP, half the listed
// burst value".
func (b *Barrage) RoundWords() string {
	if b.AP {
		return "AP, half the listed burst value"
	}
	return "HE, as listed"
}

// Landed reports whether the barrage came down, on target or scattered,
// and its burst is still to roll.
func (b *Barrage) Landed() bool { return b.State == BarrageOn || b.State == BarrageScatter }

// FeatureState is a terrain feature the referee named in a burst: its kind,
// the hit points it has lost and whether it burns (004 FFOTigers: "Trees
// and Bunkers have 30 hit points ... will catch fire").
type FeatureState struct {
	Name    string  `json:"name"`
	Kind    Feature `json:"kind"`
	Damage  float64 `json:"damage"`
	Burning bool    `json:"burning,omitempty"`
}

// Barrage returns the barrage named name, nil when none is.
func (s *GameState) Barrage(name string) *Barrage {
	for _, b := range s.Barrages {
		if engine.SameName(b.Name, name) {
			return b
		}
	}
	return nil
}

// Feature returns the terrain feature named name, nil when none is.
func (s *GameState) Feature(name string) *FeatureState {
	for _, f := range s.Features {
		if engine.SameName(f.Name, name) {
			return f
		}
	}
	return nil
}

// cloneBarrages copies the barrages and features of s into c.
func (s *GameState) cloneBarrages(c *GameState) {
	c.Barrages = make([]*Barrage, len(s.Barrages))
	for i, b := range s.Barrages {
		x := *b
		x.Stands, x.Unsaved = slices.Clone(b.Stands), slices.Clone(b.Unsaved)
		if b.Command != nil {
			c := *b.Command
			x.Command = &c
		}
		c.Barrages[i] = &x
	}
	c.Features = make([]*FeatureState, len(s.Features))
	for i, f := range s.Features {
		x := *f
		c.Features[i] = &x
	}
}

// The kinds of the barrages' events.
const (
	EventBarrage engine.EventKind = "ffot barrage" // a barrage placed
	EventLand    engine.EventKind = "ffot land"    // a barrage landed, scattered or did not
	EventBurst   engine.EventKind = "ffot burst"   // a barrage's burst on stands and features
)

// landData is the payload of EventLand.
type landData struct {
	Barrage string `json:"barrage"`
	State   string `json:"state"`
	Scatter string `json:"scatter,omitempty"`
}

// burstData is the payload of EventBurst: the stands hit and not saved,
// which owe a quality check ("Stands that are hit must make saving throw
// if applicable, then a quality check if applicable"), and the features'
// damage.
type burstData struct {
	Barrage  string         `json:"barrage"`
	Unsaved  []string       `json:"unsaved"`
	Features []FeatureState `json:"features,omitempty"`
}

// applyBarrageEvent folds a barrage's event; it reports false for an
// event of another kind.
func applyBarrageEvent(st *GameState, e engine.Event) (bool, error) {
	switch e.Kind {
	case EventBarrage:
		var b Barrage
		if err := json.Unmarshal(e.Data, &b); err != nil {
			return true, engine.Misfitf("a FFOTigers barrage event that cannot be read: %v", err)
		}
		b.Command = nil
		if c := st.Command[b.Side]; c != nil && c.Turn == b.Turn {
			x := *c
			b.Command = &x
		}
		st.Barrages = append(st.Barrages, &b)
		return true, nil
	case EventLand:
		var d landData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return true, engine.Misfitf("a FFOTigers landing event that cannot be read: %v", err)
		}
		b := st.Barrage(d.Barrage)
		if b == nil {
			return true, engine.Misfitf("the landing of %q, which is no barrage", d.Barrage)
		}
		b.State, b.Scatter = d.State, d.Scatter
		return true, nil
	case EventBurst:
		var d burstData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			return true, engine.Misfitf("a FFOTigers burst event that cannot be read: %v", err)
		}
		b := st.Barrage(d.Barrage)
		if b == nil {
			return true, engine.Misfitf("the burst of %q, which is no barrage", d.Barrage)
		}
		b.State, b.Unsaved = BarrageDone, d.Unsaved
		for _, f := range d.Features {
			if x := st.Feature(f.Name); x != nil {
				*x = f
			} else {
				x := f
				st.Features = append(st.Features, &x)
			}
		}
		return true, nil
	}
	return false, nil
}

package crt_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// labels returns the labels of units.
func labels(us []*engine.Unit) string {
	var out []string
	for _, u := range us {
		out = append(out, u.Label)
	}
	return strings.Join(out, ",")
}

// TestRamTargetsAndJoinAskTheVerbs: what the pickers list is what the verbs
// accept as far as the unit goes. Only armour and Ogres are rammed (000
// FAQ, RAMMING), never a unit of the rammer's side; a command post cannot
// move in to an overrun (000 FAQ, OVERRUN), and the refusal is the verb's.
func TestRamTargetsAndJoinAskTheVerbs(t *testing.T) {
	g := play(t, crt.Published, "add mark-iii as MK3", "add light-tank as LT1 side ogre", "add infantry-squad as INF1",
		"add heavy-tank as HVY1", "add command post as CP1", "add heavy-tank as HVY2", "next")
	if got := labels(crt.RamTargets(g, g.Unit("MK3"))); got != "HVY1,HVY2" {
		t.Errorf("MK3 may ram %s, want HVY1,HVY2", got)
	}
	run(t, g, "!ram MK3 INF1|only armour and Ogres can be rammed", "!ram MK3 LT1|on the same side", "overrun MK3 at HVY1")
	if got := labels(crt.RamTargets(g, g.Unit("MK3"))); got != "HVY1" {
		t.Errorf("in the overrun MK3 may ram %s, want HVY1", got)
	}
	if err := crt.CanJoinOverrun(g, g.Unit("HVY2"), false); err != nil {
		t.Errorf("HVY2 may not join: %v", err)
	}
	err := crt.CanJoinOverrun(g, g.Unit("CP1"), false)
	if err == nil || !strings.Contains(err.Error(), "cannot move") {
		t.Errorf("CP1 may join the overrun: %v", err)
	}
	run(t, g, "!overrun join CP1|"+strings.TrimPrefix(err.Error(), "engine: "), "overrun join HVY2")
	if err := crt.CanJoinOverrun(g, g.Unit("HVY2"), false); err == nil || !strings.Contains(err.Error(), "already in the overrun") {
		t.Errorf("HVY2 joins twice: %v", err)
	}
}

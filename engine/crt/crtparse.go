package crt

import (
	"ogretable/engine"
	"strings"
)

// parseRam reads "ram RAMMER TARGET [die N...]".
func parseRam(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	if len(args) != 2 {
		return engine.Usage(c.Verb)
	}
	c.Attackers, c.Target = []string{strings.ToUpper(args[0])}, strings.ToUpper(args[1])
	return nil
}

// parseTerrain reads "terrain LABEL TERRAIN" and "enter LABEL TERRAIN [far]
// [forced] [die N]".
func parseTerrain(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	if c.Verb == VerbEnter {
		args = takeFlags(c, args)
	}
	if len(args) < 2 || (c.Verb == VerbTerrain && len(c.Dice) > 0) {
		return engine.Usage(c.Verb)
	}
	c.Label, c.Terrain = strings.ToUpper(args[0]), strings.Join(args[1:], " ")
	return nil
}

func parseFire(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	if args, err = takeThrough(c, args); err != nil {
		return err
	}
	at := engine.IndexWord(args, "at")
	with := engine.IndexWord(args, "with")
	end := len(args)
	if with >= 0 {
		if with != at+2 || with == len(args)-1 {
			return engine.Usage(VerbFire)
		}
		wordsTo(c).Spill = engine.LabelList(args[with+1:])
		end = with
	}
	if at < 1 || at != end-2 {
		return engine.Usage(VerbFire)
	}
	c.Attackers = engine.LabelList(args[:at])
	if len(c.Attackers) == 0 || (with >= 0 && len(wordsTo(c).Spill) == 0) {
		return engine.Usage(VerbFire)
	}
	c.Target = strings.ToUpper(args[at+1])
	return nil
}

// takeThrough removes "through TERRAIN" (one or two words, up to "with" or
// the end) from a fire command's words and sets Through: the terrain the
// line of fire crosses, which the referee says (000 FAQ, TERRAIN: forest,
// rubble and town break a laser's line of sight; so does a wooded swamp).
func takeThrough(c *engine.Command, args []string) ([]string, error) {
	i := engine.IndexWord(args, "through")
	if i < 0 {
		return args, nil
	}
	end := len(args)
	if w := engine.IndexWord(args[i+1:], "with"); w >= 0 {
		end = i + 1 + w
	}
	words := args[i+1 : end]
	text := strings.Join(words, " ")
	if len(words) == 0 {
		return nil, engine.Refusef("after \"through\", name the terrain the line of fire crosses (%s, or wooded swamp)", terrainChoices())
	}
	if engine.NormalName(text) != woodedSwamp {
		t, err := ParseTerrain(text)
		if err != nil {
			return nil, err
		}
		text = string(t)
	}
	wordsTo(c).Through = engine.NormalName(text)
	return append(args[:i:i], args[end:]...), nil
}

// parseOverrun reads "A[,B] at D[,E]", "join L[,M]" or "end".
func parseOverrun(c *engine.Command, args []string, _ string) error {
	at := engine.IndexWord(args, "at")
	switch {
	case at >= 0:
		wordsTo(c).Action = OverrunStart
		c.Attackers, wordsTo(c).Defenders = engine.LabelList(args[:at]), engine.LabelList(args[at+1:])
		if len(c.Attackers) == 0 || len(wordsTo(c).Defenders) == 0 {
			return engine.Usage(VerbOverrun)
		}
	case len(args) > 1 && strings.EqualFold(args[0], OverrunJoin):
		wordsTo(c).Action = OverrunJoin
		c.Attackers = engine.LabelList(args[1:])
	case len(args) == 1 && strings.EqualFold(args[0], OverrunEnd):
		wordsTo(c).Action = OverrunEnd
	default:
		return engine.Refusef("write %q, %q or %q", "overrun ATTACKER[,ATTACKER...] at DEFENDER[,DEFENDER...]", "overrun join LABEL[,LABEL...]", "overrun end")
	}
	return nil
}

// takeFlags removes the words "far" and "forced" from the end of an enter
// command's words and sets them.
func takeFlags(c *engine.Command, args []string) []string {
	for len(args) > 2 {
		switch strings.ToLower(args[len(args)-1]) {
		case "far":
			wordsTo(c).Far = true
		case "forced":
			wordsTo(c).Forced = true
		default:
			return args
		}
		args = args[:len(args)-1]
	}
	return args
}

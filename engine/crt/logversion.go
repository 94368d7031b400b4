package crt

import "ogretable/engine"

// LogVersion returns the version of the Ogre CRT's log this build writes
// (engine.LogVersioner): 1, the log that names a unit put in play on its
// own side (issue 31); the builds before it wrote version 0.
func (ogreCRT) LogVersion() int { return 1 }

// LogChanges returns what each version of the Ogre CRT's log changed
// (engine.LogVersioner): how a log before it wrote what this build writes.
func (ogreCRT) LogChanges() []engine.LogChange { return logChanges }

// logChanges are the changes of the Ogre CRT's log, oldest first.
var logChanges = []engine.LogChange{
	{Version: 1, What: "a unit put in play is logged on its own side (engine.LoggedSide), where the log named the side to play, whose phase the referee added it in",
		Side: func(g *engine.Game, e engine.Event, side string) string {
			if s := g.CurrentSide(); e.Kind == engine.EventAdded && s != side {
				return s
			}
			return ""
		}},
}

package present

import (
	"ogretable/engine"
)

// EndingText returns the game's result with what the referee may do, once
// a game-ending condition is met and while the game is not ended: "The
// game is over: the command post is destroyed. The ogre wins (the command
// post is destroyed). End the game with "end", or play on." It is "" while
// none is met, and once the game has ended. The state, "do" and the
// dashboard say it alike.
func EndingText(g *engine.Game) string {
	r := engine.ResultOf(g)
	if !r.Over || g.Ended != nil {
		return ""
	}
	return r.How + " End the game with \"end\", or play on."
}

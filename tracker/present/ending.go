package present

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// EndingText returns the sentence that says a game-ending condition of the
// scenario is met, which and why, and what the referee may do: "A
// game-ending condition is met: the command post is destroyed (CP1 is
// destroyed); end the game with "end", or play on." It is "" while none is
// met, and once the game has ended.
func EndingText(g *engine.Game) string {
	over := engine.GameOver(g)
	if len(over) == 0 {
		return ""
	}
	conds := make([]string, len(over))
	for i, e := range over {
		conds[i] = e.Condition
		if e.Why != "" {
			conds[i] += " (" + e.Why + ")"
		}
	}
	return fmt.Sprintf("A game-ending condition is met: %s; end the game with \"end\", or play on.", strings.Join(conds, "; "))
}

package beforeearth

import (
	mbits "math/bits"

	"github.com/rulebox/rulebox/internal/enum"
)

// Phase is where a round stands.
type Phase uint8

// The phases of a round. Choose is the secret choice of action cards that
// opens every round; Maintenance resolves without decisions, so a state is
// never seen in it; Over is after a win.
const (
	Choose Phase = iota
	Reactions
	Actions
	Colonize
	Maintenance
	Over
	numPhases
)

var phaseNames = [numPhases]string{"choose", "reactions", "actions", "colonize", "maintenance", "over"}

// String returns the phase's name ("reactions").
func (p Phase) String() string { return enum.Name(phaseNames[:], p, "Phase") }

// Rule names, as the rulebook's headings, used in events and errors.
const (
	ruleSetup       = "Setting Up the Game"
	ruleChoose      = "How to Play"
	ruleReactions   = "Phase 1: Reactions"
	ruleActions     = "Phase 2: Actions"
	ruleColonize    = "Phase 3: Colonize"
	ruleMaintenance = "Phase 4: Maintenance"
	ruleWinning     = "Winning the Game"
	ruleShips       = "Spaceship Cards"
	rulePlanets     = "Planet Cards"
	ruleDecision    = "Decisions"
)

// order returns the player who resolves i-th (0 or 1) this round: the
// first player, or the other for any i but 0. It makes no branch: the step
// it is asked for follows the random play. The other seat is the first's
// low bit flipped, as the seats are 0 and 1.
func (d *data) order(i uint8) Player {
	return d.first.P() ^ Player(bitIf(i != 0, 1))
}

// advance is the loop that runs the game on after a move, until a player
// must decide or someone wins. Each turn does one thing, chosen by the top
// of the pending stack: a decision is settled if it offers no choice (one
// that does stops the loop); a card ability's frame runs its next step; an
// empty stack steps the phase on (which stops the loop while the action
// cards are still being chosen). A win ends the loop and the game at once:
// the phase becomes Over and the stack is cleared.
func (g *game) advance() {
	for g.victory == NoVictory {
		if t := g.top(); t != nil {
			if t.kind.decision() {
				if !g.settleDecision(t) {
					return
				}
				continue
			}
			g.resumeFrame()
			continue
		}
		if !g.stepPhase() {
			return
		}
	}
	g.phase, g.step = Over, 0
	g.opts, g.offered = 0, false
	g.depth = 0
	g.stack = [maxStack]pending{}
}

// settleDecision resolves decision t, the top of the stack, when it offers
// no choice: a decision with no options is dropped, one with a single
// option is taken by the engine. It reports whether anything changed; when it did not, the
// decision's option set is kept in g.opts.
//
// The options are those offered where the decision was pushed (see offer),
// if it was; else they are worked out here: a window's (one that a card
// ability or a payment above it has uncovered) directly, those of the rare
// others through optionSet.
func (g *game) settleDecision(t *pending) bool {
	mask := g.opts
	switch {
	case g.offered:
	case t.kind == pendWindow:
		mask = g.windowOptions(t)
	default:
		mask = g.optionSet(t)
	}
	g.opts, g.offered = 0, false
	n := optionCount(mask)
	switch {
	case n == 0 || (n == 1 && t.kind == pendWindow): // only "done" is left
		g.pop()
		return true
	case n == 1 && t.kind == pendPay:
		g.payRest(t, mask)
		return true
	case n == 1:
		var only Move
		dec := g.decisionOf(t)
		dec.setOption(&only, mbits.TrailingZeros64(mask))
		g.answer(&only)
		return true
	}
	g.opts = mask
	return false
}

// stepPhase performs the next step of the current phase; it reports whether
// the game moved on (false while waiting for the secret choice).
func (g *game) stepPhase() bool {
	switch g.phase {
	case Choose:
		if g.played[P1] == NoAction || g.played[P2] == NoAction {
			return false
		}
		g.reveal()
	case Reactions:
		g.stepReactions()
	case Actions:
		g.stepActions()
	case Colonize:
		for g.phase == Colonize && g.depth == 0 && g.victory == NoVictory {
			g.stepColonize()
		}
	case Maintenance:
		g.maintenance()
	default:
		return false
	}
	return true
}

// reveal turns both action cards face up and fixes the order for the round:
// alphabetical, the tiebreaker holder first on equal cards.
func (g *game) reveal() {
	switch {
	case g.played[P1] < g.played[P2]:
		g.first = player8(P1)
	case g.played[P2] < g.played[P1]:
		g.first = player8(P2)
	default:
		g.first = g.tiebreaker
	}
	if g.log.On() {
		for _, p := range bothPlayers {
			g.event(p, Revealed, "", ruleChoose, "%v reveals %v (%s)", p, g.played[p], g.played[p].Name())
		}
	}
	g.phase, g.step = Reactions, 0
}

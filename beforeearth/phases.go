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

// order returns the player who resolves i-th (0 or 1) this round.
func (d *data) order(i uint8) Player {
	if i == 0 {
		return d.first.P()
	}
	return other(d.first.P())
}

// advance runs the game forward until a player must decide or someone wins:
// it resumes card abilities on the stack, resolves forced decisions, and
// steps through the phases.
func (d *data) advance(lg *[]Event) {
	d.opts = 0
	for d.victory == NoVictory {
		if t := d.top(); t != nil {
			if t.kind.decision() {
				if !d.settleDecision(lg) {
					return
				}
				continue
			}
			d.resumeFrame(lg)
			continue
		}
		if !d.stepPhase(lg) {
			return
		}
	}
	d.phase, d.step = Over, 0
	d.depth = 0
	d.stack = [maxStack]pending{}
}

// settleDecision resolves the top decision when it offers no choice: a
// decision with no options is dropped, one with a single option is taken by
// the engine. It reports whether anything changed; when it did not, the
// decision's option set is kept in d.opts.
func (d *data) settleDecision(lg *[]Event) bool {
	t := d.top()
	mask := d.opts
	if d.fresh != d.depth {
		mask = d.optionSet(t)
	}
	d.fresh = 0
	n := optionCount(mask)
	switch {
	case n == 0 || (n == 1 && t.kind == pendWindow): // only "done" is left
		d.pop()
		return true
	case n == 1:
		var only Move
		d.setOption(&only, t, mbits.TrailingZeros64(mask))
		d.answer(&only, lg)
		return true
	}
	d.opts = mask
	return false
}

// stepPhase performs the next step of the current phase; it reports whether
// the game moved on (false while waiting for the secret choice).
func (d *data) stepPhase(lg *[]Event) bool {
	switch d.phase {
	case Choose:
		if d.played[P1] == NoAction || d.played[P2] == NoAction {
			return false
		}
		d.reveal(lg)
	case Reactions:
		d.stepReactions(lg)
	case Actions:
		d.stepActions(lg)
	case Colonize:
		for d.phase == Colonize && d.depth == 0 && d.victory == NoVictory {
			d.stepColonize(lg)
		}
	case Maintenance:
		d.maintenance(lg)
	default:
		return false
	}
	return true
}

// reveal turns both action cards face up and fixes the order for the round:
// alphabetical, the tiebreaker holder first on equal cards.
func (d *data) reveal(lg *[]Event) {
	switch {
	case d.played[P1] < d.played[P2]:
		d.first = player8(P1)
	case d.played[P2] < d.played[P1]:
		d.first = player8(P2)
	default:
		d.first = d.tiebreaker
	}
	if lg != nil {
		for _, p := range bothPlayers {
			d.event(lg, p, Revealed, "", ruleChoose, "%v reveals %v (%s)", p, d.played[p], d.played[p].Name())
		}
	}
	d.phase, d.step = Reactions, 0
}

package beforeearth

import "github.com/rulebox/rulebox/internal/enum"

// Victory is the condition a game was won by.
type Victory uint8

// The ways to win: the rulebook's four (the fourth split by spaceship card).
const (
	NoVictory Victory = iota
	ByPlanets         // colonized 7 planets (8 against Genesis)
	ByTech            // reached 7 on the technology track
	ByDamage          // the opponent reached 7 on the damage track
	ByShip            // a spaceship's alternate victory condition
	numVictories
)

var victoryNames = [numVictories]string{"none", "planets", "technology", "damage", "spaceship"}

// String names the condition ("technology").
func (v Victory) String() string { return enum.Name(victoryNames[:], v, "Victory") }

// planetsGoal is how many planets a player colonizes to win, unless a
// spaceship of the opponent's sets another number.
const planetsGoal = 7

// planetsToWin is how many planets p must colonize: 7, unless a spaceship
// of the opponent's sets another number (Genesis: 8); with several, the
// highest holds.
func (d *data) planetsToWin(p Player) int {
	fleet := d.ships[other(p)] & d.cards.genesisLike
	if fleet == 0 {
		return planetsGoal
	}
	need := 0
	for ; fleet != 0; fleet &= fleet - 1 {
		need = max(need, d.cards.Ships[fleet.first()].OpponentPlanets)
	}
	return need
}

// shipVictory reports whether a spaceship in p's Fleet makes p win now: The
// Destroyer (opponent at 6 damage) or The Nihilist (own damage at 7).
func (d *data) shipVictory(p Player) bool {
	fleet := d.ships[p] & d.cards.winShips
	if fleet == 0 {
		return false
	}
	for ; fleet != 0; fleet &= fleet - 1 {
		sh := &d.cards.Ships[fleet.first()]
		if sh.WinOpponentDamage > 0 && int(d.damage[other(p)]) >= sh.WinOpponentDamage {
			return true
		}
		if sh.WinOwnDamage > 0 && int(d.damage[p]) >= sh.WinOwnDamage {
			return true
		}
	}
	return false
}

// victoryOf returns the condition p meets now, spaceship conditions first.
func (d *data) victoryOf(p Player) Victory {
	switch {
	case d.shipVictory(p):
		return ByShip
	case d.planets[p].count() >= d.planetsToWin(p):
		return ByPlanets
	case d.tech[p] >= TrackMax:
		return ByTech
	case d.damage[other(p)] >= TrackMax && !d.shipVictory(other(p)):
		return ByDamage
	}
	return NoVictory
}

// checkWin ends the game if a player meets a victory condition. It runs
// after every change, so the first condition met wins, mid-phase too. When
// one change meets conditions for both players, a spaceship's condition beats
// the rulebook's general ones (The Nihilist at 7 damage wins, though the
// opponent "reaches 7 on the damage track" at the same moment); if both are
// spaceship conditions, or both general, actor (whose effect it was) wins.
func (g *game) checkWin(actor Player) {
	if g.victory != NoVictory || g.farFromWinning() {
		return
	}
	va, vo := g.victoryOf(actor), g.victoryOf(other(actor))
	w, v := actor, va
	switch {
	case va == NoVictory && vo == NoVictory:
		return
	case va == NoVictory || (vo == ByShip && va != ByShip):
		w, v = other(actor), vo
	}
	g.winner, g.victory = player8(w), v
	if g.log.On() {
		g.event(w, Won, "", ruleWinning, "%v wins by %v", w, v)
	}
}

// farFromWinning is a quick test that nobody meets a victory condition:
// both damage tracks below the lowest damage at which any condition of the
// card set holds (7, or a spaceship's own number), both technology tracks
// below 7, and both players' planets fewer than the fewest any condition
// asks (7, or a spaceship's number). It holds whatever the Fleets, so most
// changes pass it, and are spared working out each condition.
func (d *data) farFromWinning() bool {
	cs := d.cards
	return max(d.damage[P1], d.damage[P2]) < cs.nearDamage && max(d.tech[P1], d.tech[P2]) < TrackMax &&
		max(d.planets[P1].count(), d.planets[P2].count()) < int(cs.nearPlanets)
}

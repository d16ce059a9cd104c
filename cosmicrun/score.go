package cosmicrun

// advance gives p pts movement points toward planet (0-based) by rule. A
// player who reaches 12 reaches the planet and scores no more there: points
// beyond 12 are lost (the event says how many). One who has reached all
// three planets wins at once.
//
// No points (arrows often score none) move nothing and record nothing, with
// no branch of their own: whether an arrow scores follows the random play,
// and a branch on it would often mispredict.
func (g game) advance(p Player, planet, pts int, rule string) {
	if pts < 0 || uint(planet) >= NumPlanets {
		return
	}
	t := &g.Track[p&1][planet]
	if *t >= Goal {
		return
	}
	counted := min(pts, Goal-int(*t))
	*t += int8(counted)
	if g.log.On() && counted > 0 { // see event
		g.event(Event{Kind: Scored, Player: p, Planet: planet, Points: counted, Beyond: pts - counted, Track: int(*t), Rule: rule})
	}
	if *t < Goal {
		return
	}
	g.event(Event{Kind: ReachedPlanet, Player: p, Planet: planet, Rule: "reaching a planet"})
	if g.Track[p] == [3]int8{Goal, Goal, Goal} {
		g.Winner = seat(p)
		g.Phase = Finished
		g.event(Event{Kind: Won, Player: p, Rule: "game end"})
	}
}

// addShort is advance for round scoring, without a call: it adds pts to
// p's track at planet and reports true when they leave p short of the
// planet and nothing is recorded; otherwise it changes nothing and reports
// false, and the caller calls advance (TestAddShortIsAdvance compares the
// two).
func (g game) addShort(p Player, planet, pts int) bool {
	t := &g.Track[p&1][planet]
	short := int(*t)+pts < Goal && !g.log.On()
	if short {
		*t += int8(pts)
	}
	return short
}

// cardMatch scores card matching: 1 point if the placed card's colour is
// the colour of the icon at the top of p's tracking card at planet.
//
// Whether the colours match follows the random play, so, unless the point
// may reach the planet or is recorded (then advance gives it), it is added
// as a number, 0 or 1, not by a branch that would often mispredict.
// Apply takes that path and ApplyEvents advance's: TestEventsMatchState
// compares their states along random games.
func (g game) cardMatch(p Player, planet int, c Card) {
	t := &g.Track[p&1][planet]
	if *t >= Goal-1 || g.log.On() {
		if *t < Goal && colourOf(c) == g.cards.Tracking[*t] {
			g.advance(p, planet, 1, "card matching")
		}
		return
	}
	*t += int8(b2u(colourOf(c) == g.cards.Tracking[*t]))
}

// scoreRound scores each planet in order: best hand, then
// arrows, the player who did not win best hand first. A best hand won at a
// planet its winner has reached scores for nobody: the opponent does not
// score it instead. It stops the moment the game ends.
func (g game) scoreRound() {
	var colours [2]colourCount // the board does not change while it scores
	g.countColours(P1, &colours[P1])
	g.countColours(P2, &colours[P2])
	for planet := range NumPlanets {
		// Who wins best hand follows the random play: the tests below
		// read it without branching on which seat it is.
		winner := g.bestHand(planet)
		if winner != NoPlayer && (g.Players == 2 || winner == P1) {
			if !g.addShort(winner, planet, 2) {
				g.advance(winner, planet, 2, "best hand")
			}
		}
		if g.Phase == Finished {
			return
		}
		arrowsFirst := Player(b2u(winner != P2)) // P2, unless P2 won best hand
		for _, p := range [2]Player{arrowsFirst, 1 - arrowsFirst} {
			if int8(p) < g.Players {
				if pts := g.arrowPoints(p, planet, &colours[p]); !g.addShort(p, planet, pts) {
					g.advance(p, planet, pts, "arrows")
				}
			}
			if g.Phase == Finished {
				return
			}
		}
	}
}

// bestHand returns the player whose 2-card hand at planet is better, or
// NoPlayer if neither is (which distinct cards cannot give). Solo, P2 is the
// opposing side.
//
// The pairs' keys (handKey) decide nearly every planet and are compared here,
// the cards as they lie on the board (ship cards: the masks only spare
// checks); only a tie goes to compareHands, for the colours
// (TestBestHandIsCompareHands compares the two for every four cards).
func (g game) bestHand(planet int) Player {
	a, b := &g.Board[P1][planet], &g.Board[P2][planet]
	ka := handKey[a[0].Card&(NumShips-1)][a[1].Card&(NumShips-1)]
	kb := handKey[b[0].Card&(NumShips-1)][b[1].Card&(NumShips-1)]
	if ka != kb {
		return Player(b2u(ka < kb)) // P2 when b is better: no branch on the random winner
	}
	r := compareHands([2]Card{a[0].Card, a[1].Card}, [2]Card{b[0].Card, b[1].Card}, &g.cards.Planets[planet])
	if r == 0 {
		return NoPlayer
	}
	return Player(b2u(r < 0)) // P2 when b is better: no branch on the random winner
}

// arrowPoints is what p's active arrows at planet score: 1 point for each of
// p's own cards of the arrow's colour in the column the arrow points at (the
// rulebook's example counts "you have 2 red cards"; the opponent's cards in
// that column do not count). colours is p's colourCount.
func (g game) arrowPoints(p Player, planet int, colours *colourCount) int {
	pair := &g.Board[p][planet]
	return g.arrowPoint(p, planet, pair[0], colours) + g.arrowPoint(p, planet, pair[1], colours)
}

// arrowPoint is what the active arrow of the card in slot sl at planet
// scores for p, whose colourCount is colours.
// The card is a ship card (it is on the board): the masks only spare
// bounds checks.
func (g game) arrowPoint(p Player, planet int, sl Slot, colours *colourCount) int {
	a := g.cards.Ships[sl.Card&(NumShips-1)].Arrows[b2i(sl.Rotated)] // Active, without building an Arrow
	right := (a.Points == Right) != sl.Rotated                       // turning the card reverses the arrow
	return int(colours[aimedRight(p, planet, right)&3][a.Colour&(numColours-1)])
}

// colourCount is how many cards of each colour a side has at each planet.
// Its fourth row is never counted: it lets a planet masked with &3 index it
// without a bounds check.
type colourCount [NumPlanets + 1][numColours]int8

// countColours counts p's cards on the board into n, by planet and colour,
// in place: a count built in memory and then copied whole would stall the
// processor.
func (g game) countColours(p Player, n *colourCount) {
	for planet, pair := range g.Board[p] {
		for _, sl := range pair {
			if sl.Card != NoCard {
				n[planet][colourOf(sl.Card)&(numColours-1)]++
			}
		}
	}
}

// nextPlanet is the planet (0-based) to the left ([0]) and to the right
// ([1]) of each planet, as P1 sees the row, wrapping round at the ends.
var nextPlanet = [2][NumPlanets]int{{2, 0, 1}, {1, 2, 0}}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// aimed is the planet (0-based) an arrow at planet pointing d aims at, for
// the player in seat p. P1 sees planets 1-2-3 from left to right; P2 sits
// opposite and sees 3-2-1. An arrow pointing off the end of the row wraps
// round to the other end.
func aimed(p Player, planet int, d Direction) int { return aimedRight(p, planet, d == Right) }

// aimedRight is aimed for an arrow pointing right, or left if not.
func aimedRight(p Player, planet int, right bool) int {
	return nextPlanet[b2i(right != (p == P2))][planet]
}

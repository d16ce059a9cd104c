package beforeearth

// Row is one line of the result: one measure of the race toward the
// victories, with a value for each seat.
type Row struct {
	Name   string `json:"name"`   // what the row counts, as Result lists it
	Values []int  `json:"values"` // by seat: P1's, then P2's
}

// The names of Result's rows, in order.
const (
	PlanetsRow      = "planets"        // planets colonized, face-down ones included
	PlanetsToWinRow = "planets to win" // 7, or 8 against Genesis
	TechnologyRow   = "technology"     // the technology track, 0 to 7
	DamageRow       = "damage"         // the damage track, 0 to 7
	ShipsRow        = "spaceships"     // spaceships in the Fleet
	ResourcesRow    = "resources"      // resources held, of every type
)

// The tiebreakers of simultaneous victories (Result.Tiebreak): when one
// change meets conditions for both players, a spaceship's condition beats
// the rulebook's general ones, and between two of the same kind the player
// whose effect it was wins (see Rulings).
const (
	TiebreakSpaceship = "spaceship condition"
	TiebreakEffect    = "whose effect it was"
)

// Result is how the game stands or ended: whether it is over, the winner,
// a row per measure of progress (see the *Row names) with a value per
// seat, and the tiebreaker that decided a simultaneous victory. There is
// never more than one winner: the first condition met ends the game.
type Result struct {
	Over     bool     `json:"over"`               // the game has ended
	Winners  []Player `json:"winners"`            // empty while the game goes on
	Rows     []Row    `json:"rows"`               // planets, planets to win, technology, damage, spaceships, resources
	Tiebreak string   `json:"tiebreak,omitempty"` // TiebreakSpaceship or TiebreakEffect when both players met a condition at once; "" otherwise
	Victory  Victory  `json:"victory"`            // how the winner won; NoVictory while the game goes on
	Rounds   int      `json:"rounds"`             // rounds played, counting the current one
}

// Result returns the rows and the winner, if any. The zero State (no game)
// has no rows.
func (s table) Result() Result {
	d := &s.d
	r := Result{Over: s.Over(), Victory: d.victory, Rounds: int(d.round), Winners: []Player{}, Rows: []Row{}}
	if d.cards == nil {
		return r
	}
	if d.victory != NoVictory {
		r.Winners = append(r.Winners, d.winner.P())
		r.Tiebreak = d.tiebreak()
	}
	per := func(name string, f func(p int) int) {
		r.Rows = append(r.Rows, Row{Name: name, Values: []int{f(0), f(1)}})
	}
	per(PlanetsRow, func(p int) int { return d.planets[p].count() })
	per(PlanetsToWinRow, func(p int) int { return d.planetsToWin(Player(p)) })
	per(TechnologyRow, func(p int) int { return int(d.tech[p]) })
	per(DamageRow, func(p int) int { return int(d.damage[p]) })
	per(ShipsRow, func(p int) int { return d.ships[p].count() })
	per(ResourcesRow, func(p int) int { return d.res[p].sum() })
	return r
}

// tiebreak names the tiebreaker that gave a finished game to its winner,
// or "" when the loser met no condition: the game ends at the change that
// met the first condition, so its final state shows what both met.
func (d *data) tiebreak() string {
	w, o := d.winner.P(), other(d.winner.P())
	general := d.planets[o].count() >= d.planetsToWin(o) || d.tech[o] >= TrackMax || d.damage[w] >= TrackMax
	switch {
	case !general && !d.shipVictory(o):
		return ""
	case d.victory == ByShip && !d.shipVictory(o):
		return TiebreakSpaceship
	}
	return TiebreakEffect
}

// Winners lists, in a new slice, the player who won, or nothing while the
// game goes on. It does not allocate when the caller keeps the slice to
// itself.
func (s table) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return []Player{s.d.winner.P()}
}

// Score is p's progress toward the rulebook's three general victories,
// added up, each in percent of what it needs: planets colonized out of the
// planets p needs (7, or 8 against Genesis), technology out of 7, and the
// opponent's damage out of 7. It is 0 to 300 and grows with each step
// toward any of them; the winner scores 300 whatever the victory. It returns
// 0 for a player not in the game and in the zero State (no game), and does
// not allocate.
func (s table) Score(p Player) int {
	i, ok := seat(p)
	if !ok || s.d.cards == nil {
		return 0
	}
	d := &s.d
	if d.victory != NoVictory && d.winner.P() == p {
		return 3 * 100
	}
	planets := min(100, 100*d.planets[i].count()/d.planetsToWin(p))
	return planets + 100*int(d.tech[i])/TrackMax + 100*min(int(d.damage[1-i]), TrackMax)/TrackMax
}

package cosmicrun

import "fmt"

// Row is one line of the result: a planet and how far each player got.
type Row struct {
	Name    string `json:"name"`    // "planet 1" to "planet 3"
	Planet  int    `json:"planet"`  // from 0
	Values  []int  `json:"values"`  // movement points by seat, Goal when reached
	Reached []bool `json:"reached"` // by seat
}

// Result is how a game stands or ended: a row per planet, the winner, and
// for the solo game whether the Round Card ran out. Ties are impossible, as
// only one player moves at a time, so no tiebreaker ever decides (Tiebreak
// is always "").
type Result struct {
	Over     bool     `json:"over"`               // the game has ended
	Winners  []Player `json:"winners"`            // empty while the game goes on, and for a lost solo game
	Rows     []Row    `json:"rows"`               // planets in order, from 0
	Tiebreak string   `json:"tiebreak,omitempty"` // always "": no tie is possible
	Rounds   int      `json:"rounds"`             // rounds played, counting the current one
	Lost     bool     `json:"lost,omitempty"`     // solo: the Round Card reached 0
}

// Result returns the rows of planets and the winner, if any.
func (s State) Result() Result {
	d := &s.d
	r := Result{Rounds: int(d.Round), Over: s.Over(), Lost: d.Lost}
	for pl := range NumPlanets {
		row := Row{Name: fmt.Sprintf("planet %d", pl+1), Planet: pl}
		for _, p := range s.Players() {
			row.Values = append(row.Values, int(d.Track[p][pl]))
			row.Reached = append(row.Reached, d.Track[p][pl] == Goal)
		}
		r.Rows = append(r.Rows, row)
	}
	if d.Winner != noSeat {
		r.Winners = []Player{Player(d.Winner)}
	}
	return r
}

// Winners lists the player who reached all three planets, or nothing while
// the game goes on and for a lost solo game, in a new slice. It does not
// allocate when the caller keeps the slice to itself.
func (s State) Winners() []Player {
	w := Player(s.d.Winner)
	if w != P1 && w != P2 {
		return nil
	}
	return []Player{w}
}

// Score is p's movement points added up over the three planets, a reached
// planet counting Goal: 0 at the start, 3*Goal for a player who has reached
// all three. It only grows during a game, and does not allocate. It returns
// 0 for a player not in the game (and for P2, the opposing side, solo).
func (s State) Score(p Player) int {
	if p < 0 || int(p) >= len(s.Players()) {
		return 0
	}
	total := 0
	for planet := range NumPlanets {
		total += s.Track(p, planet)
	}
	return total
}

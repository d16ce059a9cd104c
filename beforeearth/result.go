package beforeearth

// Row is one player's line of the result: how far they got along each way
// to win.
type Row struct {
	Player       Player    `json:"player"`         // whose row it is
	Planets      int       `json:"planets"`        // planets colonized, face-down ones included
	PlanetsToWin int       `json:"planets_to_win"` // 7, or 8 against Genesis
	Technology   int       `json:"technology"`     // the technology track, 0 to 7
	Damage       int       `json:"damage"`         // the damage track, 0 to 7
	Ships        int       `json:"ships"`          // spaceships in the Fleet
	Fleet        []string  `json:"fleet"`          // the spaceships by name
	Colonized    []string  `json:"colonized"`      // the planets by name, face-down ones included
	Resources    Resources `json:"resources"`      // the resources the player holds
}

// Result is how the game stands or ended: a row per player, and the winner
// with the victory condition met. There is never more than one winner: the
// first condition met ends the game (see checkWin for simultaneous ones).
type Result struct {
	Over    bool     `json:"over"`    // the game has ended
	Winners []Player `json:"winners"` // empty while the game goes on
	Victory Victory  `json:"victory"` // how the winner won; NoVictory while the game goes on
	Rounds  int      `json:"rounds"`  // rounds played, counting the current one
	Rows    []Row    `json:"rows"`    // P1, then P2
}

// Result returns the rows and the winner, if any.
func (s State) Result() Result {
	d := &s.d
	r := Result{Over: s.Over(), Victory: d.victory, Rounds: int(d.round), Winners: []Player{}}
	if d.cards == nil {
		return r
	}
	if d.victory != NoVictory {
		r.Winners = append(r.Winners, d.winner.P())
	}
	for _, p := range bothPlayers {
		r.Rows = append(r.Rows, Row{
			Player: p, Planets: d.planets[p].count(), PlanetsToWin: d.planetsToWin(p),
			Technology: int(d.tech[p]), Damage: int(d.damage[p]), Ships: d.ships[p].count(),
			Fleet: s.Fleet(p), Colonized: s.Colonized(p), Resources: d.res[p],
		})
	}
	return r
}

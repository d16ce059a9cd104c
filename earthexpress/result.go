package earthexpress

import (
	"math"
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
)

// The scorepad's seven rows, in its order: indices of Result.Rows, from 0.
const (
	CardsRow      = iota // 1. base VP of the planted cards (some negative)
	SeedsRow             // 2. 1 VP per Seed
	SproutsRow           // 3. each Sprout cube's track value
	GrowthRow            // 4. Canopy completion VP, or 1 per Trunk
	TerrainRow           // 5. Terrain objectives met, and BROWN abilities
	FaunaRow             // 6. Leaf tokens on the Fauna board
	EcosystemsRow        // 7. Ecosystems (the 2 public ones and your own)
	NumRows
)

var rowNames = [NumRows]string{"cards", "seeds", "sprouts", "growth", "terrain", "fauna", "ecosystems"}

// Row is one row of the scorepad: its name and each seat's VP in it (Values, as every game's Row names them).
type Row struct {
	Name   string `json:"name"`   // the row, as the scorepad heads it: "cards", "seeds", ...
	Values []int  `json:"values"` // VP by seat, from P1 (index 0)
}

// pad is one player's column of the scorepad.
type pad struct {
	Rows  [NumRows]int // the scorepad's rows, indexed as Result.Rows
	Total int          // the rows added up
}

// DemeterScore is Demeter's score in a solo game: her VP track (3 VP for
// each action step, her activations, the extra round-5 activations of her
// difficulty) and her end-game scoring.
type DemeterScore struct {
	Track     int `json:"track"`     // her VP track during the game
	Cards     int `json:"cards"`     // base VP, all positive (doubled at Expert)
	Abilities int `json:"abilities"` // 10 VP for each BROWN and BLACK ability
	Fauna     int `json:"fauna"`     // her Leaf tokens
	Total     int `json:"total"`     // the above added up
}

// Result is the scorepad and the winners.
type Result struct {
	// Over reports a finished game; before the end the scorepad is what
	// the tableaus would score now and Winners is empty.
	Over bool `json:"over"`
	// Winners are the players with the most VP after the tiebreakers (all
	// the tied ones share the victory); solo, P1 when they beat Demeter.
	Winners []Player `json:"winners"`
	// Rows are the scorepad's 7 rows in its order (CardsRow to
	// EcosystemsRow), each with every seat's VP.
	Rows []Row `json:"rows"`
	// Totals are the rows added up, by seat from P1.
	Totals []int `json:"totals"`
	// Tiebreak names the tiebreaker that decided ("" when none was
	// needed): seeds, growth, sprouts, terrain, fauna, ecosystems, or
	// shared when the tie stood after all of them.
	Tiebreak string `json:"tiebreak"`
	// Demeter is Demeter's score (solo only).
	Demeter *DemeterScore `json:"demeter,omitempty"`
}

// Winners lists the winners once the game is over (all tied players share
// the victory; solo, P1 when they beat Demeter), nothing before, in a new
// slice. The winners are kept when the game ends, so this costs one small
// allocation and no scoring.
func (s table) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return players(s.d.won)
}

// Score is p's scorepad total now (what the tableau would score if the
// game ended), or 0 for a player not in the game.
func (s table) Score(p Player) int {
	if !s.has(p) {
		return 0
	}
	sp := s.d.scorepad(int(p))
	return sp.Total
}

// Result returns the scorepad as the rulebook lays it out, row by row.
func (s table) Result() Result { return s.d.result() }

func (d *data) result() Result {
	if d.cards == nil {
		return Result{}
	}
	r := Result{Over: d.seat(0).phase == Over, Rows: make([]Row, NumRows), Totals: make([]int, d.n)}
	pads := make([]pad, d.n)
	for i := range pads {
		pads[i] = d.scorepad(i)
		r.Totals[i] = pads[i].Total
	}
	for k := range r.Rows {
		r.Rows[k] = Row{Name: rowNames[k], Values: make([]int, d.n)}
		for i := range pads {
			r.Rows[k].Values[i] = pads[i].Rows[k]
		}
	}
	if d.solo() {
		dem := d.demeterScore()
		r.Demeter = &dem
	}
	if r.Over {
		dem := 0
		if r.Demeter != nil {
			dem = r.Demeter.Total
		}
		var set uint8
		set, r.Tiebreak = d.winners(pads, dem)
		r.Winners = players(set)
	}
	return r
}

// scorepad scores player i's tableau now.
func (d *data) scorepad(i int) pad {
	p := d.seat(i)
	var sp pad
	sc := earth.NewScratch()
	defer sc.Release()
	t := &sc.Own
	d.tableau(i, t)
	sp.Rows[SeedsRow] = int(p.seeds)
	for k, c := range p.tab {
		if c == NoCard {
			continue
		}
		info := d.cards.info(c)
		sc.Ctx = earth.Context{Own: t, Self: posOf(k), HasSelf: true}
		sp.Rows[CardsRow] += info.VP
		sp.Rows[SproutsRow] += d.cards.SproutTrack[min(6, int(p.sprouts[k]))]
		sp.Rows[GrowthRow] += t.Spaces[spaceIndex[k]].GrowthVP()
		if info.Terrain {
			sp.Rows[TerrainRow] += info.Objective.rule.EvalIn(sc)
		}
		for _, ab := range info.Abilities {
			if ab.Colour == Brown {
				sp.Rows[TerrainRow] += ab.score.EvalIn(sc)
			}
		}
	}
	for f := range 2 {
		sp.Rows[FaunaRow] += d.faunaVP(p.claims[f])
	}
	if d.ecos {
		sc.Ctx = earth.Context{Own: t}
		for k := range 2 {
			sp.Rows[EcosystemsRow] += d.cards.ecosystems[d.public[k]].Sides[d.publicSide[k]].rule.EvalIn(sc)
		}
		if p.ecoKept >= 0 {
			sp.Rows[EcosystemsRow] += d.cards.ecosystems[p.eco[p.ecoKept]].Sides[p.ecoSide].rule.EvalIn(sc)
		}
	}
	for _, v := range sp.Rows {
		sp.Total += v
	}
	return sp
}

// demeterScore is Demeter's score: her track, and at the end her cards'
// base VP as positive values (doubled at Expert), 10 VP for each BROWN
// and BLACK ability (a Terrain's objective among them, unless
// Config.TerrainsNotBrown), and her Fauna claims.
func (d *data) demeterScore() DemeterScore {
	ds := DemeterScore{Track: d.dem.vp}
	for f := range 2 {
		ds.Fauna += d.faunaVP(d.dem.claims[f])
	}
	if d.seat(0).phase == Over {
		for _, c := range d.demTab {
			if c == NoCard {
				continue
			}
			info := d.cards.info(c)
			v := max(info.VP, -info.VP)
			if d.level == Expert {
				v *= 2
			}
			ds.Cards += v
			for _, ab := range info.Abilities {
				if ab.Colour == Brown || ab.Colour == Black {
					ds.Abilities += DemeterAbilityVP
				}
			}
			if info.Terrain && !d.plainTerr {
				ds.Abilities += DemeterAbilityVP // the objective, a BROWN ability
			}
		}
	}
	ds.Total = ds.Track + ds.Cards + ds.Abilities + ds.Fauna
	return ds
}

// tiebreaks are the tiebreakers in the rulebook's order.
var tiebreaks = []string{"seeds", "growth", "sprouts", "terrain", "fauna", "ecosystems"}

// winners is the set of winners (bit i for player i) by the scorepad
// columns pads, and the last tiebreaker used. The most VP wins, then the
// tiebreakers: most Seeds, most Growth pieces in the tableau, highest
// Sprout values (the Sprout row), then the Terrain, Fauna and Ecosystem
// rows; a tie after all of them is a shared victory. Solo, P1 wins with
// more VP than Demeter's total dem.
func (d *data) winners(pads []pad, dem int) (set uint8, tiebreak string) {
	if d.solo() {
		if pads[0].Total > dem {
			return 1, ""
		}
		return 0, ""
	}
	lead := best(1<<len(pads)-1, func(i int) int { return pads[i].Total })
	for _, tb := range tiebreaks {
		if bits.OnesCount8(lead) < 2 {
			return lead, tiebreak
		}
		tiebreak = tb
		lead = best(lead, func(i int) int {
			sp := &pads[i]
			switch tb {
			case "seeds":
				return sp.Rows[SeedsRow]
			case "growth":
				_, g := d.pieces(i)
				return g
			case "sprouts":
				return sp.Rows[SproutsRow]
			case "terrain":
				return sp.Rows[TerrainRow]
			case "fauna":
				return sp.Rows[FaunaRow]
			}
			return sp.Rows[EcosystemsRow]
		})
	}
	if bits.OnesCount8(lead) > 1 {
		tiebreak = "shared"
	}
	return lead, tiebreak
}

// best is the players of set with the highest key.
func best(set uint8, key func(i int) int) uint8 {
	var top uint8
	most := math.MinInt
	for i := range 8 {
		if set&(1<<i) == 0 {
			continue
		}
		switch k := key(i); {
		case k > most:
			top, most = 1<<i, k
		case k == most:
			top |= 1 << i
		}
	}
	return top
}

// players lists the players of set, in seat order, in a new slice (nil for
// none).
func players(set uint8) []Player {
	if set == 0 {
		return nil
	}
	out := make([]Player, 0, bits.OnesCount8(set))
	for i := range 8 {
		if set&(1<<i) != 0 {
			out = append(out, Player(i))
		}
	}
	return out
}

// recordWinners keeps the winners of a game that is over, so that
// Winners need not score the game again.
func (d *data) recordWinners() {
	d.won = 0
	if d.seat(0).phase != Over {
		return
	}
	var pads [MaxPlayers]pad
	for i := range int(d.n) {
		pads[i] = d.scorepad(i)
	}
	dem := 0
	if d.solo() {
		dem = d.demeterScore().Total
	}
	d.won, _ = d.winners(pads[:d.n], dem)
}

// endGame ends the game after round 5's step 4.
func (g game) endGame() {
	g.emit(Event{Kind: GameOver, Player: NoPlayer, Rule: ruleScoring})
}

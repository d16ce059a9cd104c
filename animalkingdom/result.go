package animalkingdom

import (
	"math"
	"math/bits"
	"slices"
)

// scorepad is one player's scorepad column, row by row as the scorepad
// lays it out.
type scorepad struct {
	Player Player
	// Cards is the VP printed on the tableau cards, the Island and the
	// Climate.
	Cards int
	// Events is the VP of the events played (may be negative).
	Events int
	// Compost is 1 per compost card.
	Compost int
	// Sprouts is 1 per sprout.
	Sprouts int
	// Growth is each Flora's canopy VP when full, else 1 per growth.
	Growth int
	// Terrain is the brown end-game abilities.
	Terrain int
	// OwnEcosystem, Public1 and Public2 are the Ecosystems.
	OwnEcosystem, Public1, Public2 int
	// Fauna is the Fauna claims' VP and the completion bonus.
	Fauna int
	// Animals is what lies stored on the Animal cards (Animal Kingdom).
	Animals int
	// Total is the sum of the rows.
	Total int
	// Tiebreak is soil, hand cards, growth, sprouts, compost: compared in
	// this order when totals tie. Growth is the Growth row, or the growth
	// pieces with Config.TiebreakGrowthPieces.
	Tiebreak [numTiebreakers]int
}

// rows are the scorepad's rows in the rulebook's order.
func (sc *scorepad) rows() [numRows]int {
	return [numRows]int{sc.Cards, sc.Events, sc.Compost, sc.Sprouts, sc.Growth, sc.Terrain,
		sc.OwnEcosystem, sc.Public1, sc.Public2, sc.Fauna, sc.Animals}
}

// numRows is the number of scorepad rows; numTiebreakers the number of
// tiebreakers.
const numRows, numTiebreakers = 11, 5

// baseRows is the number of the base game's rows: a game without the
// expansion has no "animals" row.
const baseRows = 10

// rowNames are the names of Result.Rows, in the rulebook's scorepad order
// (Row's doc lists them): the VP printed on the tableau, Island and Climate cards; the events
// played; 1 per compost card; 1 per sprout; each Flora's canopy VP when
// full, else 1 per growth; the brown end-game abilities; the private
// Ecosystem and the two public ones; the Fauna claims and the completion
// bonus.
var rowNames = [numRows]string{"cards", "events", "compost", "sprouts", "growth", "terrain",
	"own ecosystem", "public ecosystem 1", "public ecosystem 2", "fauna", "animals"}

// tiebreakerNames are the names of Result.Tiebreakers and the words of
// Result.Tiebreak (Row's doc lists them), in the order the rulebook applies them: most soil, most
// cards in hand, most growth (the Growth row's VP, or the growth pieces
// with Config.TiebreakGrowthPieces), most sprouts, most compost cards.
var tiebreakerNames = [numTiebreakers]string{"soil", "hand cards", "growth", "sprouts", "compost"}

// Row is one row of the scorepad: its name and each seat's value in it.
// The scorepad's rows, in the rulebook's order, are "cards" (the VP printed
// on the tableau, Island and Climate cards), "events" (the events played),
// "compost" (1 per compost card), "sprouts" (1 per sprout), "growth" (each
// Flora's canopy VP when full, else 1 per growth), "terrain" (the brown
// end-game abilities), "own ecosystem", "public ecosystem 1", "public
// ecosystem 2", "fauna" (the claims and the completion bonus) and, with
// Config.Animals, "animals" (what lies stored on the Animal cards and, for
// the player, on the Global Ability card). The
// tiebreakers, in the order the rulebook applies them, are "soil", "hand
// cards", "growth" (the growth row, or the growth pieces with
// Config.TiebreakGrowthPieces), "sprouts" and "compost" (the most wins).
type Row struct {
	Name   string `json:"name"`   // the row's name, as Row's doc lists them
	Values []int  `json:"values"` // by seat, from P1 (index 0)
}

// Result is the scorepad and the winners.
type Result struct {
	// Over reports the game is over: the Winners are final.
	Over bool `json:"over"`
	// Winners are the players with the best total after the tiebreakers;
	// several when they tie on everything.
	Winners []Player `json:"winners"`
	// Rows are the scorepad's rows, in the rulebook's order and with the
	// names Row's doc lists, each by seat.
	Rows []Row `json:"rows"`
	// Totals are the rows added up, by seat (index 0 is P1).
	Totals []int `json:"totals"`
	// Tiebreakers are the tiebreakers' values, in the rulebook's order and
	// with the names Row's doc lists, each by seat.
	Tiebreakers []Row `json:"tiebreakers"`
	// Tiebreak names the tiebreaker that decided the winners ("soil",
	// "hand cards", "growth", "sprouts" or "compost"); "" when the totals
	// did, or nothing could.
	Tiebreak string `json:"tiebreak,omitempty"`
	// Teams are the teams' sums in the Teams mode (nil otherwise); the
	// Winners are then the winning team's partners.
	Teams []TeamScore `json:"teams,omitempty"`
	// Gaia is Gaia's scorepad in the solo game (nil otherwise). The player
	// wins only by scoring more than she does; a tie is a loss (the
	// GaiaTieLoses ruling), and Winners is then empty.
	Gaia *GaiaScore `json:"gaia,omitempty"`
}

// Row returns the values by seat of the row or tiebreaker named name (as
// Row's doc lists them); nil for another name.
func (r Result) Row(name string) []int {
	for _, rows := range [][]Row{r.Rows, r.Tiebreakers} {
		for _, row := range rows {
			if row.Name == name {
				return row.Values
			}
		}
	}
	return nil
}

// TeamScore is a team's sum of its partners' scorepads.
type TeamScore struct {
	// Players are the partners; Total and Tiebreak their sums.
	Players  []Player `json:"players"`
	Total    int      `json:"total"`
	Tiebreak [5]int   `json:"tiebreak"` // the tiebreakers, in the order of Result.Tiebreakers
}

// Result scores the position as it stands (the final scorepad once Over).
func (s State) Result() Result {
	if s.zero() {
		return Result{}
	}
	return s.d.result()
}

// result scores g as it stands.
func (g *data) result() Result {
	pads := make([]scorepad, g.n())
	for p := range pads {
		pads[p] = g.score(Player(p))
	}
	r := layOut(pads, g.animalsOn())
	r.Over = g.Stage == stOver
	var used int
	r.Winners, used = winners(pads)
	if g.Config.Teams {
		r.Teams, r.Winners, used = teams(pads)
	}
	if g.Config.Solo {
		gsc := g.gaiaScore()
		r.Gaia, r.Winners, used = &gsc, nil, 0
		if pads[0].Total > gsc.Total || !GaiaTieLoses && pads[0].Total == gsc.Total {
			r.Winners = []Player{0}
		}
	}
	if used > 0 {
		r.Tiebreak = tiebreakerNames[used-1]
	}
	return r
}

// layOut writes the players' columns as the Result's rows.
func layOut(pads []scorepad, animals bool) Result {
	n := baseRows
	if animals {
		n = numRows
	}
	r := Result{Rows: make([]Row, n), Tiebreakers: make([]Row, numTiebreakers), Totals: make([]int, len(pads))}
	for k := range r.Rows {
		r.Rows[k] = Row{Name: rowNames[k], Values: make([]int, len(pads))}
	}
	for k := range r.Tiebreakers {
		r.Tiebreakers[k] = Row{Name: tiebreakerNames[k], Values: make([]int, len(pads))}
	}
	for p := range pads {
		for k, v := range pads[p].rows() {
			if k < n {
				r.Rows[k].Values[p] = v
			}
		}
		for k, v := range pads[p].Tiebreak {
			r.Tiebreakers[k].Values[p] = v
		}
		r.Totals[p] = pads[p].Total
	}
	return r
}

// Team returns p's team in the Teams mode: 0 for P1 and P3, 1 for P2 and
// P4; -1 for a player not in the game or a game without teams.
func (s State) Team(p Player) int {
	if s.zero() || !s.d.Config.Teams || p < 0 || int(p) >= s.d.n() {
		return -1
	}
	return int(p) % 2
}

// teams sums the partners' scores and picks the winning team.
func teams(scores []scorepad) ([]TeamScore, []Player, int) {
	ts := make([]TeamScore, 2)
	as := make([]scorepad, 2)
	for _, sc := range scores {
		k := int(sc.Player) % 2
		ts[k].Players = append(ts[k].Players, sc.Player)
		ts[k].Total += sc.Total
		for i, v := range sc.Tiebreak {
			ts[k].Tiebreak[i] += v
		}
		as[k] = scorepad{Player: Player(k), Total: ts[k].Total, Tiebreak: ts[k].Tiebreak}
	}
	won, used := winners(as)
	var out []Player
	for _, k := range won {
		out = append(out, ts[k].Players...)
	}
	slices.Sort(out)
	return ts, out, used
}

// Score returns p's total so far; 0 for a player not in the game.
func (s State) Score(p Player) int {
	if s.zero() || p < 0 || int(p) >= s.d.n() {
		return 0
	}
	return s.d.score(p).Total
}

// Winners returns the winners once the game is over, in a new slice; none
// before. They are kept when the game ends, so this costs one small
// allocation and no scoring.
func (s State) Winners() []Player {
	if !s.Over() || s.d.won == 0 {
		return nil
	}
	out := make([]Player, 0, bits.OnesCount8(s.d.won))
	for p := range s.d.n() {
		if s.d.won&(1<<p) != 0 {
			out = append(out, Player(p))
		}
	}
	return out
}

// recordWinners keeps the winners of a game that is over.
func (g *data) recordWinners() {
	g.won = 0
	if g.Stage != stOver {
		return
	}
	var pads [MaxPlayers]scorepad
	for p := range g.n() {
		pads[p] = g.score(Player(p))
	}
	g.won = g.winnerBits(pads[:g.n()])
}

// winnerBits is the winners (bit p for player p) of a game whose players
// score pads: result's Winners, found without writing the Result.
func (g *data) winnerBits(pads []scorepad) uint8 {
	switch {
	case g.Config.Solo:
		if gsc := g.gaiaScore(); pads[0].Total > gsc.Total || !GaiaTieLoses && pads[0].Total == gsc.Total {
			return 1
		}
		return 0
	case g.Config.Teams:
		var as [2]scorepad
		for _, sc := range pads {
			k := int(sc.Player) % 2
			as[k].Player, as[k].Total = Player(k), as[k].Total+sc.Total
			for i, v := range sc.Tiebreak {
				as[k].Tiebreak[i] += v
			}
		}
		won, _ := winnerSet(as[:])
		var out uint8
		for p := range pads {
			if won&(1<<(p%2)) != 0 {
				out |= 1 << p
			}
		}
		return out
	}
	won, _ := winnerSet(pads)
	return won
}

// score fills p's scorepad column.
func (g *data) score(p Player) scorepad {
	s := g.get(p)
	sc := scorepad{Player: p, Compost: len(s.Compost)}
	pc := ctxPool.Get().(*pooledCtx)
	defer pc.release()
	g.fill(p, pc, true)
	ctx := &pc.sc
	for _, ci := range ctx.cards {
		sc.Cards += ci.VP
	}
	for _, c := range s.Events {
		sc.Events += g.info(c).VP
	}
	for i, pl := range s.Tab() {
		on := s.pieces.on[i]
		sc.Sprouts += int(on.Sprouts)
		ci := g.info(pl.Card)
		if ci.GrowthCap > 0 && int(on.Growth) >= ci.GrowthCap {
			sc.Growth += ci.CanopyVP
		} else {
			sc.Growth += int(on.Growth)
		}
		for _, a := range ci.Abilities {
			if a.Kind == Scoring {
				ctx.ctx.Self, ctx.ctx.HasSelf = gridPos(s.Tab(), i), true
				sc.Terrain += a.Score.eval(ctx)
			}
		}
	}
	ctx.ctx.HasSelf = false
	if s.Eco >= 0 {
		sc.OwnEcosystem = g.cs.ecosystems[s.Eco].Score.eval(ctx)
	}
	pub := [2]*int{&sc.Public1, &sc.Public2}
	for i, e := range g.Public {
		*pub[i] = g.cs.ecosystems[e].Score.eval(ctx)
	}
	for _, slot := range g.Fauna {
		if k := slices.Index(slot.Claims, p); k >= 0 {
			sc.Fauna += g.claimVP(k)
		} else if k := slices.Index(slot.Turn, p); k >= 0 {
			sc.Fauna += g.claimVP(len(slot.Claims) + k)
		}
	}
	if s.Bonus {
		sc.Fauna += CompletionBonus
	}
	g.scoreAnimals(p, &sc)
	sc.Total = sc.Cards + sc.Events + sc.Compost + sc.Sprouts + sc.Growth + sc.Terrain + sc.OwnEcosystem + sc.Public1 + sc.Public2 + sc.Fauna + sc.Animals
	growth := sc.Growth
	if g.Config.TiebreakGrowthPieces {
		growth = g.pieces(p, Growth)
	}
	sc.Tiebreak = [numTiebreakers]int{s.Soil, len(s.Hand), growth, g.pieces(p, Sprout), len(s.Compost)}
	return sc
}

// winners picks the best totals, then applies the tiebreakers in order.
func winners(scores []scorepad) ([]Player, int) {
	in, used := winnerSet(scores)
	var out []Player
	for i, s := range scores {
		if in&(1<<i) != 0 {
			out = append(out, s.Player)
		}
	}
	return out, used
}

// winnerSet is winners as a set of indexes in scores (bit i for
// scores[i]), and the number of tiebreakers used.
func winnerSet(scores []scorepad) (uint8, int) {
	best := slices.MaxFunc(scores, func(a, b scorepad) int { return a.Total - b.Total }).Total
	var in uint8
	for i, s := range scores {
		if s.Total == best {
			in |= 1 << i
		}
	}
	used := 0
	for k := 0; k < 5 && bits.OnesCount8(in) > 1; k++ {
		top := math.MinInt
		for i, s := range scores {
			if in&(1<<i) != 0 {
				top = max(top, s.Tiebreak[k])
			}
		}
		var next uint8
		for i, s := range scores {
			if in&(1<<i) != 0 && s.Tiebreak[k] == top {
				next |= 1 << i
			}
		}
		if next != in {
			used = k + 1
		}
		in = next
	}
	return in, used
}

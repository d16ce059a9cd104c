package animalkingdom

import (
	"math/bits"
	"slices"
)

// Score is one player's scorepad column, row by row as the scorepad lays
// it out.
type Score struct {
	Player Player `json:"player"`
	// Cards is the VP printed on the tableau cards, the Island and the
	// Climate.
	Cards int `json:"cards"`
	// Events is the VP of the events played (may be negative).
	Events int `json:"events"`
	// Compost is 1 per compost card.
	Compost int `json:"compost"`
	// Sprouts is 1 per sprout.
	Sprouts int `json:"sprouts"`
	// Growth is each Flora's canopy VP when full, else 1 per growth.
	Growth int `json:"growth"`
	// Terrain is the brown end-game abilities.
	Terrain int `json:"terrain"`
	// OwnEcosystem, Public1 and Public2 are the Ecosystems.
	OwnEcosystem int `json:"own_ecosystem"`
	Public1      int `json:"public_ecosystem_1"`
	Public2      int `json:"public_ecosystem_2"`
	// Fauna is the Fauna claims' VP and the completion bonus.
	Fauna int `json:"fauna"`
	// Total is the sum of the rows.
	Total int `json:"total"`
	// Tiebreak is soil, hand cards, growth, sprouts, compost: compared in
	// this order when totals tie. Growth is the Growth row, or the growth
	// pieces with Config.TiebreakGrowthPieces.
	Tiebreak [5]int `json:"tiebreak"`
}

// Result is the scorepad and the winners.
type Result struct {
	Scores []Score `json:"scores"`
	// Winners are the players with the best total after the tiebreakers;
	// several when they tie on everything.
	Winners []Player `json:"winners"`
	// TiebreakUsed is how many tiebreakers were needed (0: none).
	TiebreakUsed int `json:"tiebreak_used"`
	// Teams are the teams' sums in the Teams mode (nil otherwise); the
	// Winners are then the winning team's partners.
	Teams []TeamScore `json:"teams,omitempty"`
	// Gaia is Gaia's scorepad in the solo game (nil otherwise). The player
	// wins only by scoring more than she does; a tie is a loss (the
	// GaiaTieLoses ruling), and Winners is then empty.
	Gaia *GaiaScore `json:"gaia,omitempty"`
}

// TeamScore is a team's sum of its partners' scorepads.
type TeamScore struct {
	// Players are the partners; Total and Tiebreak their sums.
	Players  []Player `json:"players"`
	Total    int      `json:"total"`
	Tiebreak [5]int   `json:"tiebreak"`
}

// Result scores the position as it stands (the final scorepad once Over).
func (s State) Result() Result {
	if s.zero() {
		return Result{}
	}
	return s.g.result()
}

// result scores g as it stands.
func (g *game) result() Result {
	var r Result
	for p := range g.n() {
		r.Scores = append(r.Scores, g.score(Player(p)))
	}
	r.Winners, r.TiebreakUsed = winners(r.Scores)
	if g.Config.Teams {
		r.Teams, r.Winners, r.TiebreakUsed = teams(r.Scores)
	}
	if g.Config.Solo {
		gsc := g.gaiaScore()
		r.Gaia, r.Winners, r.TiebreakUsed = &gsc, nil, 0
		if r.Scores[0].Total > gsc.Total || !GaiaTieLoses && r.Scores[0].Total == gsc.Total {
			r.Winners = []Player{0}
		}
	}
	return r
}

// Team returns p's team in the Teams mode: 0 for P1 and P3, 1 for P2 and
// P4; -1 for a player not in the game or a game without teams.
func (s State) Team(p Player) int {
	if s.zero() || !s.g.Config.Teams || p < 0 || int(p) >= s.g.n() {
		return -1
	}
	return int(p) % 2
}

// teams sums the partners' scores and picks the winning team.
func teams(scores []Score) ([]TeamScore, []Player, int) {
	ts := make([]TeamScore, 2)
	as := make([]Score, 2)
	for _, sc := range scores {
		k := int(sc.Player) % 2
		ts[k].Players = append(ts[k].Players, sc.Player)
		ts[k].Total += sc.Total
		for i, v := range sc.Tiebreak {
			ts[k].Tiebreak[i] += v
		}
		as[k] = Score{Player: Player(k), Total: ts[k].Total, Tiebreak: ts[k].Tiebreak}
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
	if s.zero() || p < 0 || int(p) >= s.g.n() {
		return 0
	}
	return s.g.score(p).Total
}

// Winners returns the winners once the game is over, in a new slice; none
// before. They are kept when the game ends, so this costs one small
// allocation and no scoring.
func (s State) Winners() []Player {
	if !s.Over() || s.g.won == 0 {
		return nil
	}
	out := make([]Player, 0, bits.OnesCount8(s.g.won))
	for p := range s.g.n() {
		if s.g.won&(1<<p) != 0 {
			out = append(out, Player(p))
		}
	}
	return out
}

// recordWinners keeps the winners of a game that is over.
func (g *game) recordWinners() {
	g.won = 0
	if g.Stage != stOver {
		return
	}
	for _, p := range g.result().Winners {
		g.won |= 1 << p
	}
}

// score fills p's scorepad column.
func (g *game) score(p Player) Score {
	s := g.get(p)
	sc := Score{Player: p, Compost: len(s.Compost)}
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
		sc.Sprouts += int(pl.Sprouts)
		ci := g.info(pl.Card)
		if ci.GrowthCap > 0 && int(pl.Growth) >= ci.GrowthCap {
			sc.Growth += ci.CanopyVP
		} else {
			sc.Growth += int(pl.Growth)
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
	sc.Total = sc.Cards + sc.Events + sc.Compost + sc.Sprouts + sc.Growth + sc.Terrain + sc.OwnEcosystem + sc.Public1 + sc.Public2 + sc.Fauna
	growth := sc.Growth
	if g.Config.TiebreakGrowthPieces {
		growth = g.pieces(p, Growth)
	}
	sc.Tiebreak = [5]int{s.Soil, len(s.Hand), growth, g.pieces(p, Sprout), len(s.Compost)}
	return sc
}

// winners picks the best totals, then applies the tiebreakers in order.
func winners(scores []Score) ([]Player, int) {
	best := slices.MaxFunc(scores, func(a, b Score) int { return a.Total - b.Total }).Total
	var in []Score
	for _, s := range scores {
		if s.Total == best {
			in = append(in, s)
		}
	}
	used := 0
	for k := 0; k < 5 && len(in) > 1; k++ {
		top := slices.MaxFunc(in, func(a, b Score) int { return a.Tiebreak[k] - b.Tiebreak[k] }).Tiebreak[k]
		var next []Score
		for _, s := range in {
			if s.Tiebreak[k] == top {
				next = append(next, s)
			}
		}
		if len(next) < len(in) {
			used = k + 1
		}
		in = next
	}
	var out []Player
	for _, s := range in {
		out = append(out, s.Player)
	}
	return out, used
}

package animalkingdom

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/internal/enum"
)

// Difficulty is Gaia's difficulty in the solo game.
type Difficulty uint8

// The difficulties.
const (
	// GaiaBeginner: after a Gyre, Gaia's next turn is skipped.
	GaiaBeginner Difficulty = iota
	// GaiaMedium: the plain rules.
	GaiaMedium
	// GaiaHard: stronger reactions to the player's actions (+3, +5).
	GaiaHard
	// GaiaExpert: as Hard, and a Gyre gives her more by its column.
	GaiaExpert
)

var difficultyNames = [...]string{"beginner", "medium", "hard", "expert"}

// String names the difficulty.
func (d Difficulty) String() string { return enum.Name(difficultyNames[:], d, "Difficulty") }

// MarshalText writes the difficulty's name; a difficulty with no name is
// an error, since it could not be read back.
func (d Difficulty) MarshalText() ([]byte, error) {
	if int(d) >= len(difficultyNames) {
		return nil, fmt.Errorf("animalkingdom: difficulty %d has no name (beginner, medium, hard, expert)", uint8(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText reads a difficulty's name.
func (d *Difficulty) UnmarshalText(b []byte) error {
	if d == nil {
		return errNilReceiver("Difficulty")
	}
	for i, n := range difficultyNames {
		if n == string(b) {
			*d = Difficulty(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a difficulty (beginner, medium, hard, expert)", b)
}

// Gaia's reactions to the player's own turn (the solo rules' numbers).
const (
	// GaiaCompostBase composts from the deck after a Compost turn, on top
	// of half the soil the player gained (rounded down); GaiaCompostHard
	// on Hard and Expert.
	GaiaCompostBase, GaiaCompostHard = 2, 5
	// GaiaHardBonus is the sprouts (Water) or growth (Grow) Hard and
	// Expert add to her reaction.
	GaiaHardBonus = 3
	// gaiaCards is the size of her deck; she goes through it twice.
	gaiaCards = 6
)

// GaiaTieLoses is the ruling on a tie with Gaia, which the rules leave
// open: the player must score more than she does, so a tie is a loss.
const GaiaTieLoses = true

// gaiaVirtualPlants are the sizes of the virtual plants Gaia's growth
// fills, repeating, and what each scores when full.
var gaiaVirtualPlants = [5][2]int{{5, 7}, {4, 6}, {3, 5}, {2, 4}, {1, 3}}

// gaiaCycle is the growth one round of her virtual plants holds and what
// it scores.
var gaiaCycle = func() (c [2]int) {
	for _, p := range gaiaVirtualPlants {
		c[0], c[1] = c[0]+p[0], c[1]+p[1]
	}
	return c
}()

// gaiaState is Gaia's side of a solo game.
type gaiaState struct {
	Deck     gaiaList         `json:"deck"` // her cards left, top last
	Seen     gaiaList         `json:"seen"` // cards revealed in this pass
	Passes   int              `json:"passes"`
	Soil     int              `json:"soil"`
	Sprouts  int              `json:"sprouts"`
	Growth   int              `json:"growth"`
	Compost  []Card           `json:"compost"`
	Pile     []Card           `json:"pile"`
	Claimed  [FaunaCards]bool `json:"claimed"`
	Skip     bool             `json:"skip"`
	Bonus    bool             `json:"bonus"`
	Card     int              `json:"card"`     // the card of her turn; -1 on the player's
	Revealed int              `json:"revealed"` // her cards revealed so far: 6 a pass
}

// clip cuts the capacity of Gaia's lists to their lengths (see clone).
func (gs *gaiaState) clip() {
	gs.Compost, gs.Pile = slices.Clip(gs.Compost), slices.Clip(gs.Pile)
}

// gaiaSeat is the seat number Gaia's Leaves carry on the Fauna board.
func (g *data) gaiaSeat() Player { return Player(g.n()) }

// gaiaAbility returns ability k of Gaia's card c.
func (g *data) gaiaAbility(c, k int) *Ability { return &g.cs.gaia[c].Abilities[k] }

// opponentCount is what a Gaia scale "in opponent" counts on the player.
func (g *game) opponentCount(word string) int {
	switch word {
	case "just-drawn":
		return g.Stats[0].Drew
	case "just-gained":
		return g.Stats[0].SoilGained
	}
	t, _ := g.cs.vocab.Lookup(word)
	n := 0
	g.ownCards(0, func(ci *CardInfo) {
		if ci.Traits&Traits(t) != 0 {
			n++
		}
	})
	return n
}

// ownCards calls f with p's Island, Climate and tableau cards.
func (g *game) ownCards(p Player, f func(*CardInfo)) {
	s := g.get(p)
	if s.Island >= 0 {
		f(&g.cs.islands[s.Island])
	}
	if s.Climate >= 0 {
		f(&g.cs.climates[s.Climate])
	}
	for _, pl := range s.Tab() {
		f(g.info(pl.Card))
	}
}

// gaiaGain gives Gaia a step of one of her cards; col is the column of
// her claim ("left", "right"), "" for none; rule is the ability's text.
func (g *game) gaiaGain(st Step, col, rule string) {
	if st.IfClaim != "" && (st.IfClaim != col || g.Config.Difficulty != GaiaExpert) {
		return
	}
	n := st.N
	if st.Opponent != "" {
		n *= g.opponentCount(st.Opponent)
	}
	g.gaiaAdd(st.Op, n, rule)
}

// gaiaAdd gives Gaia n soil, sprouts or growth (a negative n takes soil),
// or n cards from the deck to her compost or her scoring pile (as many as
// the deck has), and records it as an event of her seat.
func (g *game) gaiaAdd(op Op, n int, rule string) {
	gs := &g.Gaia
	var what EventKind
	switch op {
	case Soil:
		gs.Soil, what = addCount(gs.Soil, n), EventSoil
	case Sprout:
		gs.Sprouts, what = addCount(gs.Sprouts, n), EventSprouts
	case Growth:
		gs.Growth, what = addCount(gs.Growth, n), EventGrowth
	case CompostDeck:
		k := len(gs.Compost)
		gs.Compost = g.drawOnto(gs.Compost, n)
		n, what = len(gs.Compost)-k, EventCompost
	case DeckToPile:
		k := len(gs.Pile)
		gs.Pile = g.drawOnto(gs.Pile, n)
		n, what = len(gs.Pile)-k, EventPile
	default:
		return
	}
	if n != 0 && g.log.On() {
		g.note(Event{Player: g.gaiaSeat(), Kind: what, N: n, Rule: rule})
	}
}

// drawOnto returns l with up to n cards from the top of the deck
// appended.
func (g *game) drawOnto(l []Card, n int) []Card {
	for range n {
		if c, ok := g.drawOne(); ok {
			l = g.addCards(l, c)
		}
	}
	return l
}

// gaiaTrade trades each full 10 of Gaia's soil for 5 cards composted from
// the deck (the Compost card's second ability).
func (g *game) gaiaTrade() {
	for _, c := range g.cs.gaia {
		if len(c.Abilities) < 2 || c.Abilities[1].Kind != Activated || len(c.Abilities[1].Cost) != 1 {
			continue
		}
		a := c.Abilities[1]
		for g.Gaia.Soil >= a.Cost[0].N {
			g.gaiaAdd(Soil, -a.Cost[0].N, a.Text)
			for _, st := range a.Gain {
				g.gaiaGain(st, "", a.Text)
			}
		}
	}
}

// gaiaReact is Gaia's gain after the player's own turn, by the action
// they chose.
func (g *game) gaiaReact() {
	hard := g.Config.Difficulty >= GaiaHard
	const rule = "Gaia reacts to the action the player chose"
	switch g.Action {
	case Red:
		n := g.Stats[0].SoilGained/2 + GaiaCompostBase
		if hard {
			n = g.Stats[0].SoilGained/2 + GaiaCompostHard
		}
		g.gaiaAdd(CompostDeck, n, rule)
	case Blue:
		g.gaiaAdd(Sprout, g.opponentCount("blue")+map[bool]int{true: GaiaHardBonus}[hard], rule)
	case Yellow:
		g.gaiaAdd(Growth, g.Stats[0].Drew+map[bool]int{true: GaiaHardBonus}[hard], rule)
	}
}

// endSoloTurn ends a turn of the solo game: after the player's turn Gaia
// reacts and plays hers; after hers she gains, and the player plays on.
// The game ends at the end of the turn the player completes 16 cards, or
// once her 12th card is resolved; she then takes the completion bonus if
// it is unclaimed: when the player did not complete, or completed with no
// Leaf left to claim it (NoLeafLeft).
func (g *game) endSoloTurn() {
	gs := &g.Gaia
	if gs.Card < 0 {
		g.gaiaReact()
	} else {
		g.gaiaCardGains()
	}
	for i := range g.n() {
		if g.get(Player(i)).JustPlanted != 0 {
			g.seat(Player(i)).JustPlanted = 0
		}
	}
	g.Stats = [MaxPlayers]turnCounts{}
	if g.Last || gs.Card >= 0 && gs.Deck.Len() == 0 && gs.Passes > 0 {
		if !g.get(0).Bonus { // unclaimed: nobody completed, or the player had no Leaf for it
			gs.Bonus = true
			g.gaiaAnimals() // her Leaf on the bonus activates her Animals
			g.gaiaTrade()
		}
		g.Stage, g.K, g.Action, g.Active, gs.Card = stFinal, 0, NoColour, 0, -1
		return
	}
	g.Turn = addCount(g.Turn, 1)
	if gs.Card >= 0 || gs.Skip {
		gs.Skip = gs.Skip && gs.Card >= 0 // skipped: her turn after the player's next
		gs.Card = -1
		g.Active, g.Stage, g.K, g.Action = 0, stAction, 0, NoColour
		return
	}
	g.gaiaTurn()
}

// gaiaTurn reveals Gaia's top card (her deck reshuffled once when it runs
// out): an action card gives the player its minor benefit; a Gyre has the
// player place her Leaf.
func (g *game) gaiaTurn() {
	gs := &g.Gaia
	if gs.Deck.Len() == 0 {
		gs.Deck, gs.Seen, gs.Passes = gaiaList{}, gaiaList{}, gs.Passes+1
		for i := range gaiaCards {
			gs.Deck.push(i)
		}
		d := &gs.Deck.c
		g.RNG.Shuffle(gaiaCards, func(i, j int) { d[i], d[j] = d[j], d[i] })
	}
	c := gs.Deck.pop()
	gs.Seen.push(c)
	gs.Card, gs.Revealed = c, gs.Revealed+1
	g.Active, g.K = g.gaiaSeat(), 0
	if g.log.On() {
		g.note(Event{Player: g.gaiaSeat(), Kind: EventGaia, Card: g.cs.gaia[c].Name, Rule: "Gaia reveals her top card"})
	}
	a := g.gaiaAbility(c, 0)
	if a.Kind == GaiaClaim {
		g.Action, g.Stage = NoColour, stGaiaLeaf
		var slots [2]int
		if len(g.gaiaSlots(slots[:0], a.Row)) == 0 {
			g.Stage = stEndTurn
		}
		return
	}
	g.Action, g.Stage = a.Colour, stBenefit
}

// gaiaSlots appends the Fauna slots of a row Gaia may still claim (at
// most 2) to out.
func (g *data) gaiaSlots(out []int, row int) []int {
	for _, i := range [2]int{2 * row, 2*row + 1} {
		slot := g.Fauna[i]
		if !g.Gaia.Claimed[i] && len(slot.Claims)+len(slot.Turn) < MaxClaims {
			out = append(out, i)
		}
	}
	return out
}

// gaiaLeaf places Gaia's Leaf on slot i, at the next free position.
func (g *game) gaiaLeaf(i int) {
	gs := &g.Gaia
	gs.Claimed[i] = true
	b := g.board()
	b[i].Claims = g.mem().players.add(b[i].Claims, g.gaiaSeat())
	if g.Config.Difficulty == GaiaBeginner {
		gs.Skip = true
	}
	col := [2]string{"left", "right"}[i%2]
	for _, a := range g.cs.gaia[gs.Card].Abilities[1:] {
		for _, st := range a.Gain {
			g.gaiaGain(st, col, a.Text)
		}
	}
	g.gaiaAnimals()
	g.gaiaTrade()
	if g.log.On() {
		g.note(Event{Player: g.gaiaSeat(), Kind: EventClaim, Card: g.cs.fauna[g.Fauna[i].Side].Name, Rule: "a Gyre places Gaia's Leaf"})
	}
	g.Stage = stEndTurn
}

// gaiaCardGains is what Gaia gains at the end of her action card's turn.
func (g *game) gaiaCardGains() {
	c := g.Gaia.Card
	a := g.gaiaAbility(c, 0)
	if a.Kind == GaiaClaim {
		return
	}
	for _, st := range a.Gain {
		g.gaiaGain(st, "", a.Text)
	}
	g.gaiaTrade()
}

// GaiaScore is Gaia's scorepad in the solo game.
type GaiaScore struct {
	// The rows of her scorepad, and their Total.
	// Pile is her scoring pile, each card at the absolute value of its VP.
	Pile    int `json:"pile"`
	Compost int `json:"compost"`
	Sprouts int `json:"sprouts"`
	// Growth fills virtual plants of 5, 4, 3, 2, 1 pieces, repeating,
	// worth 7, 6, 5, 4, 3 when full and 1 per piece otherwise.
	Growth int `json:"growth"`
	// Fauna is her Leaves' positions and the completion bonus.
	Fauna int `json:"fauna"`
	// Animals is what her Animals' storage scores, each piece at its
	// card's rate (Animal Kingdom).
	Animals int `json:"animals,omitempty"`
	// Leaves is the Leaves the player discarded onto her board,
	// GaiaLeafVP each (Animal Kingdom).
	Leaves int `json:"leaves,omitempty"`
	Total  int `json:"total"`
}

// gaiaScore scores Gaia.
func (g *data) gaiaScore() GaiaScore {
	gs := &g.Gaia
	sc := GaiaScore{Compost: len(gs.Compost), Sprouts: gs.Sprouts}
	for _, c := range gs.Pile {
		if c != NoCard { // a View's: her pile is face down
			sc.Pile += abs(g.info(c).VP)
		}
	}
	sc.Growth = gs.Growth / gaiaCycle[0] * gaiaCycle[1] // the full rounds of her plants, at once: her growth may reach MaxCount
	for left, k := gs.Growth%gaiaCycle[0], 0; left > 0; k++ {
		vp := gaiaVirtualPlants[k%len(gaiaVirtualPlants)]
		if left >= vp[0] {
			sc.Growth += vp[1]
		} else {
			sc.Growth += left
		}
		left -= vp[0]
	}
	for _, slot := range g.Fauna {
		for k, p := range slot.Claims {
			if p == g.gaiaSeat() {
				sc.Fauna += g.claimVP(k)
			}
		}
	}
	if gs.Bonus {
		sc.Fauna += CompletionBonus
	}
	if g.animalsOn() {
		sc.Animals, sc.Leaves = g.gaiaAnimalScore(), int(g.AK.GaiaLeaves)*GaiaLeafVP
	}
	sc.Total = sc.Pile + sc.Compost + sc.Sprouts + sc.Growth + sc.Fauna + sc.Animals + sc.Leaves
	return sc
}

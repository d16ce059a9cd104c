package earthexpress

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/engine"
)

// seats lists, in a new slice, the players whose bits are set in mask, P1
// first. It is small enough to inline, so that a caller that keeps the
// slice to itself gets it on its stack: ToMove does not allocate.
func seats(mask uint8) []Player {
	list := seatTable[mask]
	return list[:bits.OnesCount8(mask)]
}

// seatTable holds, by bitmask, the seats whose bits are set, P1 first. It
// is only ever copied.
var seatTable = func() (t [1 << MaxPlayers][MaxPlayers]Player) {
	for m := range t {
		n := 0
		for p := range MaxPlayers {
			if m&(1<<p) != 0 {
				t[m][n] = Player(p)
				n++
			}
		}
	}
	return t
}()

// Players lists the players of the game, P1 first, in a new slice (nil
// for the zero State or View).
func (s table) Players() []Player {
	if s.d.cards == nil {
		return nil
	}
	return seats(uint8(1<<s.d.n - 1))
}

// Cards returns a copy of the game's card set (see CardSet): changing it
// changes no game.
func (s table) Cards() *CardSet {
	if s.d.cards == nil {
		return nil
	}
	return s.d.cards.clone()
}

// Solo reports a game against Demeter.
func (s table) Solo() bool { return s.d.n == 1 }

// marks are the answers of Over and ToMove, worked out wherever a State
// is made (mark), so that those methods copy two bytes, not the State.
type marks struct {
	over   bool
	movers uint8 // the seats with a decision now
}

// Over reports whether the game has ended.
func (m marks) Over() bool { return m.over }

// ToMove lists the players who have a decision now; in steps 1 to 3 and
// step 4 several may decide at once. Ask again after every move. The slice
// is shared and read-only: copy it (slices.Clone) before changing it. It
// costs no allocation, even through a type parameter.
func (m marks) ToMove() []Player { return engine.Seats(m.movers) }

// mark works out t's marks from its position.
func (t *table) mark() {
	d := &t.d
	t.marks, d.touched = marks{}, 0
	if d.cards == nil {
		return
	}
	t.over = d.near[0].phase == Over
	for i := range int(d.n) {
		if d.canMove(i) {
			t.movers |= 1 << i
		}
	}
}

// remark works out t's marks again after a move played on it, which
// wrote only the seats in d.touched: whether a seat has a decision
// depends on that seat and on the table's round (which only the table's
// steps change, touching every seat), so the other seats keep their mark.
// A solo game, where Demeter's waits decide too, is marked whole.
func (t *table) remark() {
	d := &t.d
	if d.solo() {
		t.mark()
		return
	}
	t.over = d.near[0].phase == Over
	for q := d.touched; q != 0; q &= q - 1 {
		i := bits.TrailingZeros8(q)
		t.movers &^= 1 << i
		if d.canMove(i) {
			t.movers |= 1 << i
		}
	}
	d.touched = 0
}

// Round is the round being played, 1 to 5 (0 during the setup choice).
func (s table) Round() int { return int(s.d.round) }

// Step is where player p stands in the round (players go through steps 1
// to 3 each at their own pace), or 0 for a player not in the game.
func (s table) Step(p Player) Phase {
	if !s.has(p) {
		return 0
	}
	return s.d.seat(int(p)).phase
}

// Phase is where the table stands: the earliest Step of any player, which
// the round cannot pass (Choosing during the setup, Over at the end; 0
// for the zero State).
func (s table) Phase() Phase { return s.d.phase() }

func (d *data) phase() Phase {
	if d.cards == nil {
		return 0
	}
	ph := Over
	for i := range int(d.n) {
		ph = min(ph, d.seat(i).phase)
	}
	return ph
}

func (s table) has(p Player) bool { return s.d.cards != nil && p >= 0 && int(p) < int(s.d.n) }

// ActionTile is the revealed Action tile's two colours (none before round
// 1).
func (s table) ActionTile() [2]Colour {
	if s.d.cards == nil || s.d.round == 0 {
		return [2]Colour{}
	}
	return s.d.cards.ActionTiles[s.d.tile]
}

// Hand returns a copy of p's hand, or nil for a player not in the game.
func (s State) Hand(p Player) []Card {
	if !s.has(p) {
		return nil
	}
	return append([]Card(nil), s.d.seat(int(p)).hand[:s.d.seat(int(p)).nhand]...)
}

// At returns the card at row r, column c (0 to 2) of p's tableau, with its
// Sprouts and Growth; NoCard and zeros for an empty space, a place off the
// tableau or a player not in the game.
func (s table) At(p Player, r, c int) (card Card, sprouts, growth int) {
	if !s.has(p) || r < 0 || r > 2 || c < 0 || c > 2 {
		return NoCard, 0, 0
	}
	k := r*3 + c
	pl := s.d.seat(int(p))
	return pl.tab[k], int(pl.sprouts[k]), int(pl.growth[k])
}

// Seeds returns p's Seeds, or 0 for a player not in the game.
func (s table) Seeds(p Player) int {
	if !s.has(p) {
		return 0
	}
	return int(s.d.seat(int(p)).seeds)
}

// SproutTokens returns the Sprout and Growth tokens others gave p this
// round, to place in step 4 (zeros for a player not in the game).
func (s table) SproutTokens(p Player) (sprouts, growth int) {
	if !s.has(p) {
		return 0, 0
	}
	return int(s.d.seat(int(p)).tokens[0]), int(s.d.seat(int(p)).tokens[1])
}

// Claim returns the scoring space of p's Leaf token on Fauna card f (0 or
// 1), from 0 (the highest), and whether p has claimed it; false for a
// player or a Fauna card out of range.
func (s table) Claim(p Player, f int) (space int, ok bool) {
	if !s.has(p) || f < 0 || f > 1 || s.d.seat(int(p)).claims[f] < 0 {
		return 0, false
	}
	return int(s.d.seat(int(p)).claims[f]), true
}

// Fauna returns the Fauna objective in slot f (0 or 1), or the zero
// Objective for another f or the zero State.
func (s table) Fauna(f int) Objective {
	if s.d.cards == nil || f < 0 || f > 1 {
		return Objective{}
	}
	return *s.d.faunaRule(f)
}

// StackSize is the number of cards in the Earth stack.
func (s State) StackSize() int {
	return s.d.pl.stack.len()
}

// DiscardPile returns the discard pile's cards, in card order.
func (s table) DiscardPile() []Card {
	var out []Card
	for c := Card(1); s.d.cards != nil && int(c) <= s.d.cards.Len(); c++ {
		if s.d.pl.discard.has(c) {
			out = append(out, c)
		}
	}
	return out
}

// DemeterTableau returns Demeter's 9 cards (solo; NoCard elsewhere).
func (s table) DemeterTableau() [Spaces]Card { return s.d.demTab }

// DemeterVP returns Demeter's VP track (0 outside a solo game).
func (s table) DemeterVP() int { return s.d.dem.vp }

// Meets evaluates a Fauna objective (slot 0 or 1) on p's tableau now;
// false for a player or slot out of range.
func (s table) Meets(p Player, f int) bool {
	if !s.has(p) || f < 0 || f > 1 {
		return false
	}
	var t earth.Tableau
	s.d.tableau(int(p), &t)
	return s.d.faunaRule(f).rule.Holds(&earth.Context{Own: &t})
}

// HandSize is the number of cards in p's hand (0 for a player not in the
// game); everyone may count it.
func (s table) HandSize(p Player) int {
	if !s.has(p) {
		return 0
	}
	return int(s.d.seat(int(p)).nhand)
}

// Chosen is the card p has chosen to plant and not yet placed (step 1, or
// a germinated card), or NoCard.
func (s table) Chosen(p Player) Card {
	if !s.has(p) {
		return NoCard
	}
	return s.d.seat(int(p)).chosen
}

// Ecosystem is the Ecosystem side p keeps, and whether p has kept one
// (false without Ecosystems, and during the setup choice).
func (s table) Ecosystem(p Player) (Scoring, bool) {
	if !s.has(p) || !s.d.ecos || s.d.choosing || s.d.seat(int(p)).ecoKept < 0 {
		return Scoring{}, false
	}
	q := s.d.seat(int(p))
	return s.d.cards.ecosystems[q.eco[q.ecoKept]].Sides[q.ecoSide], true
}

// EcosystemCards are the two Ecosystem cards dealt to p, from 0 as
// CardSet.Ecosystems lists them, of which p keeps one; false without
// Ecosystems.
func (s table) EcosystemCards(p Player) ([2]int, bool) {
	if !s.has(p) || !s.d.ecos {
		return [2]int{}, false
	}
	e := s.d.seat(int(p)).eco
	return [2]int{int(e[0]), int(e[1])}, true
}

// PublicEcosystems are the two Ecosystem sides every player scores, and
// whether the game has Ecosystems.
func (s table) PublicEcosystems() ([2]Scoring, bool) {
	if s.d.cards == nil || !s.d.ecos {
		return [2]Scoring{}, false
	}
	es := s.d.cards.ecosystems
	return [2]Scoring{es[s.d.public[0]].Sides[s.d.publicSide[0]], es[s.d.public[1]].Sides[s.d.publicSide[1]]}, true
}

package animalkingdom

import (
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// quickObjective is a Fauna objective of one need that counts cards one
// at a time ("8+ cards with wet", "4+ flora each with 3+ growth") or a
// number of the player's position ("20+ soil"), checked straight from the
// seat: whether each card counts is worked out at load, for each card
// face (and, when the need reads sprouts or growth, for each number of
// them the card can hold), by evaluating the compiled need on a tableau
// of that one card. A check then reads a bit a card, where building the
// position formulas read (fill) and evaluating it cost some fifteen
// times as much. TestQuickObjectivesAgreeWithTheirFormulas compares the
// two along random games.
type quickObjective struct {
	q    *carddata.Quantity
	kind quickKind
	// cnt is the need's compiled count, evaluated at load.
	cnt count
	// pieces is set when the count reads the sprouts and growth on the
	// cards: deck then holds a card's bits by pieces (see piecesBit),
	// else one bit a card.
	pieces bool
	// deck, islands and climates say which cards count: deck by Card (a
	// bit set; with pieces, cards instead), islands and climates by side,
	// as in CardSet.
	deck              []uint64
	islands, climates []bool
	// cards is, with pieces, each Earth card's bits by pieces (see
	// piecesBit).
	cards []pieceBits
}

// pieceBits is what a card counts for an objective that reads its
// pieces: bit piecesBit(sprouts, growth) of hit is set when the card
// counts with those pieces on it, of room when it can hold them (up to
// its spaces); a card with others sends the check to the formula.
type pieceBits struct{ hit, room uint64 }

// quickKind is what a quick objective counts.
type quickKind uint8

const (
	quickCards quickKind = iota // cards of the tableau, Island and Climate
	quickSoil
	quickHand
	quickCompost
	quickEvents
)

// piecesWidth is the growth counts a card's word of bits holds for each
// count of sprouts: bit sprouts*piecesWidth+growth, up to 6 sprouts and 8
// growth (bit 63 is never set). A set whose cards hold more checks its
// objectives by formula.
const piecesWidth = 9

// piecesBit is the bit of a card's word for its pieces; false for more
// than the word holds.
func piecesBit(sprouts, growth int) (uint, bool) {
	if sprouts < 0 || growth < 0 || growth >= piecesWidth || sprouts >= 63/piecesWidth {
		return 0, false
	}
	return uint(sprouts*piecesWidth + growth), true
}

// newQuick is the quick check of an objective, before its cards are
// known (see loader.quickObjectives); nil when the objective is not one
// it checks.
func newQuick(v *earth.Vocab, o *carddata.Objective, cnt count) *quickObjective {
	if len(o.Needs) != 1 || o.Needs[0].Qty == nil {
		return nil
	}
	s := o.Needs[0].What
	qo := &quickObjective{q: o.Needs[0].Qty, cnt: cnt}
	noun := carddata.Singular(s.Noun)
	switch {
	case s.Rel != nil || s.In != nil || s.Chain != nil:
		return nil
	case noun == "soil" && len(s.With) == 0 && s.Place == "":
		qo.kind = quickSoil
	case noun == "card" && s.Place == "hand":
		qo.kind = quickHand
	case noun == "card" && s.Place == "compost":
		qo.kind = quickCompost
	case noun == "event" && len(s.With) == 0 && s.Place == "":
		qo.kind = quickEvents
	case s.Place != "" || strings.Contains(s.String(), "just-planted"):
		return nil
	case noun == "card":
		qo.kind = quickCards
	default:
		// A word of the cards (flora, tree, ...): not rows, columns,
		// diagonals or sets, which are not counted card by card.
		if _, ok := v.Lookup(noun); !ok || noun == "event" {
			return nil
		}
		qo.kind = quickCards
	}
	for _, f := range s.With {
		if w := carddata.Singular(f.Noun); w == "sprout" || w == "growth" {
			qo.pieces = true
		}
	}
	return qo
}

// quickObjectives works out, for every Fauna side checked quickly, which
// cards count (see quickObjective); a side whose cards hold more pieces
// than piecesBit numbers is checked by formula. One that reads no pieces
// is checked only when a card is planted.
func (l *loader) quickObjectives() {
	for i := range l.cs.fauna {
		f := &l.cs.fauna[i].Objective
		if qo := f.quick; qo != nil && qo.kind == quickCards && !qo.learn(l.cs) {
			f.quick = nil
		}
		if qo := f.quick; qo != nil && qo.kind == quickCards && !qo.pieces {
			f.reads &^= readPieces
		}
	}
}

// learn fills qo's cards; false when a card holds more pieces than
// piecesBit numbers.
func (qo *quickObjective) learn(cs *CardSet) bool {
	pc := new(pooledCtx)
	if qo.pieces {
		qo.cards = make([]pieceBits, len(cs.deck))
	} else {
		qo.deck = make([]uint64, (len(cs.deck)+63)/64)
	}
	for c := range cs.deck {
		ci := &cs.deck[c]
		if !qo.pieces {
			if qo.counts(pc, ci, grid.Pos{Row: 1, Col: 1}, 0, 0) {
				qo.deck[c/64] |= 1 << (c % 64)
			}
			continue
		}
		for s := 0; s <= ci.SproutCap; s++ {
			for g := 0; g <= ci.GrowthCap; g++ {
				b, ok := piecesBit(s, g)
				if !ok {
					return false
				}
				qo.cards[c].room |= 1 << b
				if qo.counts(pc, ci, grid.Pos{Row: 1, Col: 1}, s, g) {
					qo.cards[c].hit |= 1 << b
				}
			}
		}
	}
	qo.islands = make([]bool, len(cs.islands))
	for i := range cs.islands {
		qo.islands[i] = qo.counts(pc, &cs.islands[i], islandPos, 0, 0)
	}
	qo.climates = make([]bool, len(cs.climates))
	for i := range cs.climates {
		qo.climates[i] = qo.counts(pc, &cs.climates[i], climatePos, 0, 0)
	}
	return true
}

// counts reports whether a tableau of the one card ci at pos, with
// sprouts and growth on it, counts one for qo's need.
func (qo *quickObjective) counts(pc *pooledCtx, ci *CardInfo, pos grid.Pos, sprouts, growth int) bool {
	t := &pc.scr.Own
	*t = earth.Tableau{Area: tableauArea.With(islandPos).With(climatePos), Cards: grid.Of(pos)}
	t.Spaces[pos.Index()] = earth.Space{Card: &ci.face, Sprouts: sprouts, Growth: growth}
	pc.scr.Ctx = earth.Context{Own: t}
	pc.cards[0] = ci
	pc.sc = scoreCtx{ctx: &pc.scr.Ctx, scr: &pc.scr, cards: pc.cards[:1]}
	return qo.cnt(&pc.sc) == 1
}

// met reports whether p meets qo; ok is false when qo cannot tell (a
// card holds more pieces than its spaces), and the formula must.
func (qo *quickObjective) met(g *data, p Player) (met, ok bool) {
	s := g.get(p)
	switch qo.kind {
	case quickSoil:
		return earth.Holds(qo.q, s.Soil), true
	case quickHand:
		return earth.Holds(qo.q, len(s.Hand)), true
	case quickCompost:
		return earth.Holds(qo.q, len(s.Compost)), true
	case quickEvents:
		return earth.Holds(qo.q, len(s.Events)), true
	}
	tab := s.Tab()
	if qo.q.Kind == carddata.AtLeast && len(tab)+2 < qo.q.N {
		return false, true // fewer cards than needed, with the Island and Climate
	}
	n := 0
	if qo.pieces {
		for i, pl := range tab {
			// Any sprouts beyond the word shift its bits out: no room.
			on := s.pieces.on[i]
			b, c := uint(on.Sprouts)*piecesWidth+uint(on.Growth), &qo.cards[pl.Card]
			if uint(on.Growth) >= piecesWidth || c.room>>b&1 == 0 {
				return false, false
			}
			n += int(c.hit >> b & 1)
		}
	} else {
		for _, pl := range tab {
			n += int(qo.deck[pl.Card/64] >> (pl.Card % 64) & 1)
		}
	}
	if s.Island >= 0 && qo.islands[s.Island] {
		n++
	}
	if s.Climate >= 0 && qo.climates[s.Climate] {
		n++
	}
	return earth.Holds(qo.q, n), true
}

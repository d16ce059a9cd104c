package animalkingdom

import (
	"slices"

	"github.com/rulebox/rulebox/internal/engine"
)

// game is one Apply's handle on the position it writes (see
// internal/engine's Apply pipeline): the position, a copy made for the
// move; the event log; and what this move tracks, which is no part of
// the position. The rules are its methods; what only reads the position
// (the legal moves, views, scores, Validate, JSON) is a method of data,
// which it embeds. It is dropped when the move has been played.
type game struct {
	*data
	log engine.Log[Event]
	// owned marks the seats the move has asked for changing (see seat),
	// and prev holds what they were before, when the move is after the
	// setup (hasPrev): a seat that has not changed was checked for Fauna
	// claims when it last did. tabOwned marks those whose tableau it has
	// asked for (tab), newCard those that planted a card, newPieces those
	// whose pieces it changed (addPiece) or whose cards' stores (setStored):
	// see changed.
	hasPrev bool
	owned   uint8
	// unchecked marks the seats asked for (seat) since claimFauna last
	// checked them: a seat checked and not asked for since is as it was
	// then, and met nothing more.
	unchecked uint8
	tabOwned  uint8
	newCard   uint8
	newPieces uint8
	ownBoard  bool // the move has its own copy of the Fauna board (see board)
	prev      [MaxPlayers]seatCounts
	st        **store // where the store of the move's lists is (mem); nil for none
}

// play plays a legal move on d, a copy of a position, through one game,
// recording what happens in log.
func (d *data) play(m Move, log engine.Log[Event]) {
	var st *store
	g := begin(d, log)
	g.st = &st
	g.do(m)
	g.advance()
	release(st)
}

// begin returns the game that plays a move on d, a copy of a position.
// The rules write a list d shares with the position in fresh memory of
// the move's store (store.go), and shorten one by re-slicing; every list
// also has its capacity cut to its length (clip), so that a plain append
// would copy it too, never write into the position's (a seat's lists
// when the move first asks for the seat: seat). The seats (with the
// pieces on their tableau cards), the frames and Gaia's counts are d's
// own: they are changed in place. A tableau's cards are copied when the
// move first changes them (tab: a planting, an Animeeple), the Fauna
// board when a claim changes it (board), and what is stored on tableau
// cards when a move stores (setStored).
//
// It is small enough to be inlined, so that play builds the game in place:
// called, it returned the game through memory, written field by field and
// read back by play in 16-byte words, which the processor waits for.
func begin(d *data, log engine.Log[Event]) game {
	d.clipLists()
	return game{data: d, log: log, hasPrev: d.Stage != stSetup}
}

// clipLists cuts the capacity of the lists of the table (not of the
// seats: see seat) to their length.
func (d *data) clipLists() {
	d.Deck, d.Discard, d.Public = slices.Clip(d.Deck), slices.Clip(d.Discard), slices.Clip(d.Public)
	if d.Config.Solo {
		d.Gaia.clip()
	}
}

// building returns the game that builds d, a position being made (New's,
// a Scenario's): its lists and its Fauna board are its own, and no seat
// was checked for Fauna claims.
func building(d *data) game { return game{data: d, ownBoard: true} }

// tab returns p's tableau for changing, noting that the move changed it
// (see changed). The first time in a move, the tableau, which the
// position the move was applied to shares, is copied into fresh memory of
// the move's store (none yet: an empty one is taken); then it is the
// move's own and changed in place.
func (g *game) tab(p Player) []planted {
	return g.ownTab(p).Tab()
}

// ownTab returns p's seat for changing, with its tableau the move's own.
func (g *game) ownTab(p Player) *seat {
	s := g.seat(p)
	if g.tabOwned&(1<<p) == 0 {
		t := &g.mem().tabs.take(1)[0]
		if s.tabs != nil {
			*t = *s.tabs
		}
		s.tabs = t
		g.tabOwned |= 1 << p
	}
	return s
}

// addCard adds a card at the end of p's tableau, which has room for it,
// with the pieces on it.
func (g *game) addCard(p Player, t planted, on cardPieces) {
	s := g.ownTab(p)
	s.nTab++
	i := int(s.nTab) - 1
	s.tabs.add(i, t, g.cs.acts)
	s.pieces.put(i, on, &g.cs.acts[t.Card])
}

// replaceCard puts t in the place of p's tableau card i, whose pieces
// have been lifted.
func (g *game) replaceCard(p Player, i int, t planted) {
	s := g.ownTab(p)
	s.tabs.replace(i, int(s.nTab), t, g.cs.acts)
	s.pieces.put(i, cardPieces{}, &g.cs.acts[t.Card])
}

// seat returns p's seat for changing. The first time a seat is asked
// for, its counts before the move are noted (prev), and its lists have
// their capacity cut (see begin): every change to a seat goes through
// seat; read-only code uses get.
func (g *game) seat(p Player) *seat {
	s := g.get(p)
	g.unchecked |= 1 << p
	if g.owned&(1<<p) == 0 {
		if p >= nearSeats { // shared with the position the move was applied to
			f := &g.mem().seats.take(1)[0]
			*f = *s
			g.fifth, s = f, f
		}
		g.prev[p] = readCounts(s)
		g.owned |= 1 << p
		s.Hand, s.Compost, s.Events = slices.Clip(s.Hand), slices.Clip(s.Compost), slices.Clip(s.Events)
	}
	return s
}

// board returns the Fauna board for changing: it is copied the first
// time, into the move's store, since the position the move was applied
// to shares it (with its lists' capacity cut, see clip). Read-only code
// reads g.Fauna.
func (g *game) board() *faunaBoard {
	if !g.ownBoard {
		b := &g.mem().boards.take(1)[0]
		*b = *g.Fauna
		for i := range b {
			b[i].Claims, b[i].Turn = slices.Clip(b[i].Claims), slices.Clip(b[i].Turn)
		}
		g.Fauna, g.ownBoard = b, true
	}
	return g.Fauna
}

package earthexpress

import (
	"slices"
	"sync"
)

// Every call copies a State whole, so a State holds the seats of most
// games in place (data.near), and by reference the seats beyond
// nearSeats, those of the larger games (data.far), and the card piles
// (data.pl). Those are never written once a State holds them: a move
// first gives its position a copy of the far seats in fresh memory (own),
// and of the piles the first time it writes them (writePiles), and
// writes the copies. Fresh memory comes from slabs: large blocks handed
// out a piece at a time, so that games allocate a block now and then, not
// once a move. A piece handed out is never handed out again, so a State's
// seats and piles stay as they were for as long as it is held.

// nearSeats is how many seats a State holds in place: those of the games
// of up to 4 players.
const nearSeats = 4

// seat is seat i, in the game.
func (d *data) seat(i int) *player {
	if uint(i) >= nearSeats {
		return &d.far[i-nearSeats]
	}
	return &d.near[i] // no bounds check
}

// The sizes of the blocks: a seat block (3.5 MB) holds the moves of about
// 15 random games of 8 players, which copy 4 seats a move; a pile block
// (1 MB) the draws and discards of a few hundred games, which copy the
// piles in a move that draws or discards (about 40 of a 4-player game's
// 250 moves).
const (
	seatBlock = 1 << 15
	pileBlock = 1 << 13
)

// slab hands out fresh values of T, in pieces of one block.
type slab[T any] struct {
	buf []T
	top int // buf[:top] is handed out
}

// take returns a fresh piece of n zero values, to be written before it is
// shared; block is the size of a new block.
func (s *slab[T]) take(n, block int) []T {
	if n > len(s.buf)-s.top {
		s.buf, s.top = make([]T, block), 0
	}
	p := s.buf[s.top : s.top+n : s.top+n]
	s.top += n
	return p
}

// fresh is the fresh memory one goroutine at a time writes to.
type fresh struct {
	seats slab[player]
	piles slab[piles]
}

// freshPool holds the fresh memory no move is using.
var freshPool = sync.Pool{New: func() any { return new(fresh) }}

// freshSeats returns n zero seats in fresh memory.
func freshSeats(n int) []player {
	f := freshPool.Get().(*fresh)
	p := f.seats.take(n, seatBlock)
	freshPool.Put(f)
	return p
}

// freshPiles returns empty piles in fresh memory.
func freshPiles() *piles {
	f := freshPool.Get().(*fresh)
	p := &f.piles.take(1, pileBlock)[0]
	freshPool.Put(f)
	return p
}

// seats gives d its n seats, zero, and empty piles of its own.
func (d *data) seats(n int) {
	d.near, d.far = [nearSeats]player{}, nil
	if n > nearSeats {
		d.far = freshSeats(n - nearSeats)
	}
	d.pl, d.ownPl = freshPiles(), true
}

// own makes d a writer of its position: it gives d a copy of its far
// seats in fresh memory, and its piles are copied the first time they are
// written (writePiles). Those it held are left as they were, for the
// states that hold them. It is small enough to inline, as is writePiles:
// the copies are made by calls of their own (ownFar, ownPiles), which
// most moves and draws do not need.
func (d *data) own() {
	if len(d.far) > 0 {
		d.ownFar()
	}
	d.ownPl = false
}

// ownFar gives d a copy of its far seats in fresh memory. It is kept out
// of line, so that own stays small enough to inline.
//
//go:noinline
func (d *data) ownFar() {
	p := freshSeats(len(d.far))
	copy(p, d.far)
	d.far = p
}

// writePiles returns d's piles to write, copied into fresh memory the
// first time since own.
func (d *data) writePiles() *piles {
	if !d.ownPl {
		d.ownPiles()
	}
	return d.pl
}

// ownPiles gives d a copy of its piles in fresh memory.
func (d *data) ownPiles() {
	p := freshPiles()
	if d.pl != nil {
		*p = *d.pl
	}
	d.pl, d.ownPl = p, true
}

// same reports whether d and e are the same position.
func (d *data) same(e *data) bool {
	return d.head == e.head && d.near == e.near && slices.Equal(d.far, e.far) &&
		(d.pl == nil) == (e.pl == nil) && (d.pl == nil || *d.pl == *e.pl)
}

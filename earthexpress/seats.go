package earthexpress

import (
	"slices"
	"sync"
)

// Every call copies a State whole, so a State holds the seats of most
// games in place (data.near) and the seats beyond nearSeats, those of the
// larger games, by reference (data.far). Those are never written once a
// State holds them: a move first gives its position a copy of them in
// fresh memory (own), and writes that. Fresh memory comes from a slab: a
// large block handed out a few seats at a time, so that games allocate a
// block now and then, not once a move. A piece handed out is never handed
// out again, so a State's seats stay as they were for as long as it is
// held.

// nearSeats is how many seats a State holds in place: those of the games
// of up to 4 players.
const nearSeats = 4

// seat is seat i, in the game.
func (d *data) seat(i int) *player {
	if i < nearSeats {
		return &d.near[i]
	}
	return &d.far[i-nearSeats]
}

// seatBlock is how many seats a slab's block holds (3.5 MB): the moves of
// about 15 random games of 8 players, which copy 4 seats a move.
const seatBlock = 1 << 15

// slab hands out fresh seats, in pieces of one block.
type slab struct {
	buf []player
	top int // buf[:top] is handed out
}

// take returns a fresh piece of n zero seats, to be written before it is
// shared.
func (s *slab) take(n int) []player {
	if n > len(s.buf)-s.top {
		s.buf, s.top = make([]player, seatBlock), 0
	}
	p := s.buf[s.top : s.top+n : s.top+n]
	s.top += n
	return p
}

// slabs holds the slabs no move is using: one goroutine at a time writes
// to a slab.
var slabs = sync.Pool{New: func() any { return new(slab) }}

// freshSeats returns n zero seats in fresh memory.
func freshSeats(n int) []player {
	s := slabs.Get().(*slab)
	p := s.take(n)
	slabs.Put(s)
	return p
}

// seats gives d its n seats, zero.
func (d *data) seats(n int) {
	d.near, d.far = [nearSeats]player{}, nil
	if n > nearSeats {
		d.far = freshSeats(n - nearSeats)
	}
}

// own gives d a copy of its far seats in fresh memory, to be written:
// those it held are left as they were, for the states that hold them.
func (d *data) own() {
	if len(d.far) > 0 {
		p := freshSeats(len(d.far))
		copy(p, d.far)
		d.far = p
	}
}

// same reports whether d and e are the same position.
func (d *data) same(e *data) bool {
	return d.head == e.head && d.near == e.near && slices.Equal(d.far, e.far)
}

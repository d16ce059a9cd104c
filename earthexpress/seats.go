package earthexpress

import "sync"

// Every call copies a State whole, so a State holds the seats of most
// games in place (data.near), with the card piles, and by reference the
// seats beyond nearSeats, those of the larger games (data.far). Those are
// never written once a State holds them: a move first gives its position
// a copy of them in fresh memory (own), and writes the copy. Fresh memory
// comes from a slab: large blocks handed out a piece at a time, so that
// games allocate a block now and then, not once a move. A piece handed out
// is never handed out again, so a State's far seats stay as they were for
// as long as it is held.

// nearSeats is how many seats a State holds in place: those of the games
// of up to 4 players.
const nearSeats = 4

// farSeats are the seats beyond nearSeats, those of the larger games: a
// State holds them by a pointer, 8 bytes where a slice would take 24,
// and the seats beyond the game's players stay zero.
type farSeats [MaxPlayers - nearSeats]player

// seat is seat i, in the game.
func (d *data) seat(i int) *player {
	if uint(i) >= nearSeats {
		return &d.far[i-nearSeats]
	}
	return &d.near[i] // no bounds check
}

// seatBlock is the size of a block of far seats (3.5 MB): the moves of
// about 15 random games of 8 players, which copy them every move.
const seatBlock = 1 << 13

// fresh is the fresh memory one goroutine at a time takes far seats
// from: a block of seatBlock of them, handed out one at a time.
type fresh struct {
	buf []farSeats
	top int // buf[:top] is handed out
}

// freshPool holds the fresh memory no move is using.
var freshPool = sync.Pool{New: func() any { return new(fresh) }}

// freshSeats returns zero far seats in fresh memory, to be written before
// they are shared.
func freshSeats() *farSeats {
	f := freshPool.Get().(*fresh)
	if f.top == len(f.buf) {
		f.buf, f.top = make([]farSeats, seatBlock), 0
	}
	p := &f.buf[f.top]
	f.top++
	freshPool.Put(f)
	return p
}

// seats gives d its n seats, zero.
func (d *data) seats(n int) {
	d.near, d.far = [nearSeats]player{}, nil
	if n > nearSeats {
		d.far = freshSeats()
	}
}

// own makes d a writer of its position: it gives d a copy of its far
// seats in fresh memory, and leaves those it held as they were, for the
// states that hold them. It is small enough to inline: the copy is made by
// a call of its own (ownFar), which games of up to nearSeats players never
// need.
func (d *data) own() {
	if d.far != nil {
		d.ownFar()
	}
}

// ownFar gives d a copy of its far seats in fresh memory. It is kept out
// of line, so that own stays small enough to inline.
//
//go:noinline
func (d *data) ownFar() {
	p := freshSeats()
	*p = *d.far
	d.far = p
}

// writePiles returns d's piles to write: d's own, held in place.
func (d *data) writePiles() *piles { return &d.pl }

// same reports whether d and e are the same position: touched, no part
// of it, is left out.
func (d *data) same(e *data) bool {
	h, k := d.head, e.head
	h.touched, k.touched = 0, 0
	return h == k && d.near == e.near && d.pl == e.pl &&
		(d.far == nil) == (e.far == nil) && (d.far == nil || *d.far == *e.far)
}

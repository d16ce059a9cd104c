package animalkingdom

import "sync"

// The lists of a position (its cards, the Fauna claims) are slices shared
// between states, never written once a state holds them, and so are the
// tableaus' cards (seat.tabs) and a fifth player's seat (data.fifth). A
// move that changes a list writes the new list in fresh memory taken from
// a store: a few large blocks, handed out a piece at a
// time, so that an ordinary game allocates a block now and then and not
// once a card moved. A piece handed out has its capacity cut to its
// length, so that Go's append never writes past it.

// slab hands out fresh memory for lists of T, in pieces of one block.
type slab[T any] struct {
	buf   []T
	top   int // buf[:top] is handed out
	block int // how many values a block holds
}

// take returns a fresh piece of n values, to be written before it is
// shared.
func (s *slab[T]) take(n int) []T {
	if n > len(s.buf)-s.top {
		if n > s.block/4 { // a long list gets a block of its own
			return make([]T, n)
		}
		s.buf, s.top = make([]T, s.block), 0
	}
	p := s.buf[s.top : s.top+n : s.top+n]
	s.top += n
	return p
}

// grow returns l with n more values at its end (the values beyond l's
// length are to be written before the list is shared): in place when l is
// the piece this slab handed out last (no state holds a list past its
// end), else as a copy in a fresh piece.
func (s *slab[T]) grow(l []T, n int) []T {
	if k := len(l); k > 0 && k <= s.top && n <= len(s.buf)-s.top && &s.buf[s.top-k] == &l[0] {
		s.top += n
		return s.buf[s.top-k-n : s.top : s.top]
	}
	out := s.take(len(l) + n)
	copy(out, l)
	return out
}

// add returns l with vs appended (l itself, nil or not, for no vs).
func (s *slab[T]) add(l []T, vs ...T) []T {
	if len(vs) == 0 {
		return l
	}
	out := s.grow(l, len(vs))
	copy(out[len(l):], vs)
	return out
}

// store is the fresh memory of the lists one move writes. A move takes
// one from storePool the first time it writes a list and gives it back
// when it is played: one goroutine at a time uses a store. (The game
// holds where the move's store is, not the store: a store put back from
// a field of the game would move the game's position to the heap.)
type store struct {
	cards   slab[Card]
	players slab[Player]
	boards  slab[faunaBoard]
	stores  slab[[TableauCards]Store]
	tabs    slab[tableau]
	seats   slab[seat] // a fifth player's seat (see data.get)
}

// storePool holds the stores no move is using. A block holds about what
// a few 4-player games write.
var storePool = sync.Pool{New: func() any {
	return &store{cards: slab[Card]{block: 1 << 14}, players: slab[Player]{block: 1 << 10}, boards: slab[faunaBoard]{block: 1 << 6}, stores: slab[[TableauCards]Store]{block: 1 << 6}, tabs: slab[tableau]{block: 1 << 13}, seats: slab[seat]{block: 1 << 8}}
}}

// mem returns the move's store. A game that builds a position has no
// place for one: it takes its own.
func (g *game) mem() *store {
	if g.st == nil {
		g.st = new(*store)
	}
	if *g.st == nil {
		*g.st = storePool.Get().(*store)
	}
	return *g.st
}

// release gives a move's store back (none: nothing to do).
func release(st *store) {
	if st != nil {
		storePool.Put(st)
	}
}

// addCards returns l with cs appended, in fresh memory.
func (g *game) addCards(l []Card, cs ...Card) []Card { return g.mem().cards.add(l, cs...) }

// without returns l without its first c (l itself when it holds no c).
func (g *game) without(l []Card, c Card) []Card {
	i := -1
	for k, x := range l {
		if x == c {
			i = k
			break
		}
	}
	switch {
	case i < 0:
		return l
	case i == len(l)-1:
		return l[:i:i]
	}
	out := g.mem().cards.take(len(l) - 1)
	copy(out, l[:i])
	copy(out[i:], l[i+1:])
	return out
}

package earthexpress

import (
	"fmt"
	"slices"
)

// This file numbers the moves for learning agents; the package doc
// (Action ids and observations) has the layout.

// Blocks of one id a value whose size the game fixes.
const (
	numSpaces     = Spaces
	actionColours = 3 // red, blue, yellow: an action's, and a tie's, colour
	pieceKinds    = 3 // seed, sprout, growth
)

// layout is where each block of action ids starts, for a game's card set
// and players.
type layout struct {
	cards, ecos, features, players int
}

// layoutOf is the layout of the game (none for the zero State).
func (s table) layoutOf() layout {
	cs := s.d.cards
	if cs == nil {
		return layout{}
	}
	return layout{cs.Len(), len(cs.ecosystems), cs.vocab.Len(), int(s.d.n)}
}

// The blocks, in order; each starts where the one before ends.
func (l layout) plant() int     { return 2 * l.ecos }
func (l layout) at() int        { return l.plant() + l.cards }
func (l layout) refresh() int   { return l.at() + numSpaces }
func (l layout) germ() int      { return l.refresh() + 1 }
func (l layout) discard() int   { return l.germ() + 1 }
func (l layout) name() int      { return l.discard() + l.cards }
func (l layout) action() int    { return l.name() + l.features }
func (l layout) skip() int      { return l.action() + actionColours }
func (l layout) pay() int       { return l.skip() + 1 }
func (l layout) place() int     { return l.pay() + pieceKinds*numSpaces }
func (l layout) done() int      { return l.place() + pieceKinds*numSpaces }
func (l layout) neighbour() int { return l.done() + 1 }
func (l layout) opponent() int  { return l.neighbour() + 2 }
func (l layout) convert() int   { return l.opponent() + l.players }
func (l layout) end() int       { return l.convert() + pieceKinds }
func (l layout) tie() int       { return l.end() + 1 }
func (l layout) claim() int     { return l.tie() + actionColours }
func (l layout) activate() int  { return l.claim() + 2 }

// maxOptions is the most options one ability of cs offers.
func maxOptions(cs *CardSet) int {
	n := 1
	for i := range cs.cards {
		for k := range cs.cards[i].Abilities {
			n = max(n, len(cs.cards[i].Abilities[k].alts))
		}
	}
	return n
}

// ActionSpace is the number of action ids of the game: every move it can
// offer has one id below it (see ActionID), fixed by the card set and the
// number of players for the whole game; 0 for the zero State.
func (s table) ActionSpace() int {
	if s.d.cards == nil {
		return 0
	}
	return s.layoutOf().activate() + maxOptions(s.d.cards)
}

// ActionID is the action id of m (see ActionSpace): the same id for the
// same choice by any player. A move no decision of the game can be (a
// kind, card, space, piece, colour, feature or option out of range, a
// player not in the game) is an error. It does not say whether m is legal
// now.
func (s table) ActionID(m Move) (int, error) {
	l := s.layoutOf()
	id, ok := l.id(m)
	if !ok || !s.has(m.Player) || id >= s.ActionSpace() || m != l.moveOf(m.Player, id) {
		return 0, fmt.Errorf("earthexpress: move %v has no action id in this game (ActionSpace %d)", FormatMove(State{s}, m), s.ActionSpace())
	}
	return id, nil
}

// id is m's action id in layout l, checked against the blocks' sizes but
// not against the ability options.
func (l layout) id(m Move) (int, bool) {
	space := int(m.Space)
	piece := int(m.Resource) - int(Seed)
	colour := int(m.Colour) - int(Red)
	switch m.Kind {
	case Keep:
		return 2*int(m.Ecosystem) + int(m.Side), int(m.Ecosystem) < l.ecos && m.Side < 2
	case Plant, Discard:
		base := l.plant()
		if m.Kind == Discard {
			base = l.discard()
		}
		return base + int(m.Card) - 1, m.Card != NoCard && int(m.Card) <= l.cards
	case At:
		return l.at() + space, space < numSpaces
	case Refresh:
		return l.refresh(), true
	case Germinate:
		return l.germ(), true
	case Name:
		return l.name() + int(m.Feature), int(m.Feature) < l.features
	case Action, Tie:
		base := l.action()
		if m.Kind == Tie {
			base = l.tie()
		}
		return base + colour, colour >= 0 && colour < actionColours
	case Skip:
		return l.skip(), true
	case Pay, Place:
		base := l.pay()
		if m.Kind == Place {
			base = l.place()
		}
		return base + piece*numSpaces + space, piece >= 0 && piece < pieceKinds && space < numSpaces
	case Done:
		return l.done(), true
	case Neighbour:
		return l.neighbour() + int(m.Neighbour), m.Neighbour <= Right
	case Opponent:
		return l.opponent() + int(m.Opponent), m.Opponent >= 0 && int(m.Opponent) < l.players
	case Convert:
		return l.convert() + piece, piece >= 0 && piece < pieceKinds
	case End:
		return l.end(), true
	case Claim:
		return l.claim() + int(m.Fauna), m.Fauna < 2
	case Activate:
		return l.activate() + int(m.Option), true
	}
	return 0, false
}

// MoveAt is p's legal move of action id id: the move ActionID numbers
// id. An id outside [0, ActionSpace()), a player not in the game or an id
// that is not one of p's legal moves now is an error, and never a panic.
func (s State) MoveAt(p Player, id int) (Move, error) {
	var ids [maxLegal]int
	return s.table.legalAt(p, id, s.AppendLegalActionIDs(ids[:0], p))
}

// MoveAt is the viewer's legal move of action id id, as State.MoveAt: an
// id of another player's is an error (the view shows only the viewer's
// moves).
func (v View) MoveAt(p Player, id int) (Move, error) {
	var ids [maxLegal]int
	return v.table.legalAt(p, id, v.AppendLegalActionIDs(ids[:0], p))
}

// legalAt is the move of id for p, an error unless id is among legal.
func (s table) legalAt(p Player, id int, legal []int) (Move, error) {
	m, err := s.decode(p, id)
	if err == nil && !slices.Contains(legal, id) {
		m, err = Move{}, fmt.Errorf("earthexpress: action id %d (%v) is not a legal move of %v now", id, FormatMove(State{s}, m), p)
	}
	return m, err
}

// decode is the move of action id id for p, whether legal now or not; an
// id outside [0, ActionSpace()) or a p not in the game is an error.
func (s table) decode(p Player, id int) (Move, error) {
	if !s.has(p) || id < 0 || id >= s.ActionSpace() {
		return Move{}, fmt.Errorf("earthexpress: no move of %v has action id %d (ActionSpace %d)", p, id, s.ActionSpace())
	}
	return s.layoutOf().moveOf(p, id), nil
}

// moveOf is the move of id, in [0, ActionSpace()), for p.
func (l layout) moveOf(p Player, id int) Move {
	piece := func(base int) (Resource, int) { return Seed + Resource((id-base)/numSpaces), (id - base) % numSpaces }
	switch {
	case id < l.plant():
		return KeepMove(p, id/2, id%2)
	case id < l.at():
		return PlantMove(p, Card(id-l.plant()+1))
	case id < l.refresh():
		return AtMove(p, id-l.at())
	case id == l.refresh():
		return RefreshMove(p)
	case id == l.germ():
		return GerminateMove(p)
	case id < l.name():
		return DiscardMove(p, Card(id-l.discard()+1))
	case id < l.action():
		return NameMove(p, id-l.name())
	case id < l.skip():
		return ActionMove(p, Red+Colour(id-l.action()))
	case id == l.skip():
		return SkipMove(p)
	case id < l.place():
		r, space := piece(l.pay())
		return PayMove(p, r, space)
	case id < l.done():
		r, space := piece(l.place())
		return PlaceMove(p, r, space)
	case id == l.done():
		return DoneMove(p)
	case id < l.opponent():
		return NeighbourMove(p, Direction(id-l.neighbour()))
	case id < l.convert():
		return OpponentMove(p, Player(id-l.opponent()))
	case id < l.end():
		return ConvertMove(p, Seed+Resource(id-l.convert()))
	case id == l.end():
		return EndMove(p)
	case id < l.claim():
		return TieMove(p, Red+Colour(id-l.tie()))
	case id < l.activate():
		return ClaimMove(p, id-l.claim())
	}
	return ActivateMove(p, id-l.activate())
}

// AppendLegalActionIDs appends the action ids of p's legal moves to buf,
// in the order AppendLegalMoves lists them, and returns it. It does not
// allocate when buf has room.
func (s State) AppendLegalActionIDs(buf []int, p Player) []int {
	var moves [maxLegal]Move
	return s.table.appendIDs(buf, s.AppendLegalMoves(moves[:0], p))
}

// AppendLegalActionIDs appends the action ids of p's legal moves to buf,
// as State.AppendLegalActionIDs does: the viewer's, none for anyone else.
func (v View) AppendLegalActionIDs(buf []int, p Player) []int {
	if p != v.Me {
		return buf
	}
	var moves [maxLegal]Move
	return v.table.appendIDs(buf, v.AppendLegalMoves(moves[:0]))
}

// appendIDs appends the action ids of moves, legal moves of s, to buf.
func (s table) appendIDs(buf []int, moves []Move) []int {
	l := s.layoutOf()
	for _, m := range moves {
		id, _ := l.id(m)
		buf = append(buf, id)
	}
	return buf
}

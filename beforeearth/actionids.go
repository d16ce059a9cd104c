package beforeearth

import (
	"fmt"
	"slices"
)

// This file numbers the moves for learning agents; the package doc
// (Action ids and observations) has the layout.
const (
	idPlay    = 0
	idShip    = idPlay + 4
	idsFixed  = 17 // the ids of every block but the card blocks and the alternatives
	numColour = int(NumResources)
)

// layout is where each block of action ids starts for a card set.
type layout struct{ ships, planets int }

// layoutOf is the layout of the game's card set (none for the zero State).
func (s table) layoutOf() layout {
	if s.d.cards == nil {
		return layout{}
	}
	return layout{len(s.d.cards.Ships), len(s.d.cards.Planets)}
}

func (l layout) quarry() int   { return idShip + l.ships }
func (l layout) take() int     { return l.quarry() + NumQuarries }
func (l layout) spend() int    { return l.take() + numColour }
func (l layout) pay() int      { return l.spend() + numColour }
func (l layout) search() int   { return l.pay() + numColour }
func (l layout) colon() int    { return l.search() + l.planets }
func (l layout) use() int      { return l.colon() + l.planets }
func (l layout) done() int     { return l.use() + l.planets }
func (l layout) option() int   { return l.done() + 1 }
func (l layout) fixedIDs() int { return idsFixed + l.ships + 3*l.planets }

// maxAlternatives is the most alternatives one ability of cs offers.
func maxAlternatives(cs *CardSet) int {
	n := 0
	for i := range cs.Ships {
		n = max(n, len(cs.Ships[i].alts))
	}
	for i := range cs.Planets {
		n = max(n, len(cs.Planets[i].alts))
	}
	return n
}

// ActionSpace is the number of action ids of the game: every move it can
// offer has one id below it (see ActionID), fixed by the card set for the
// whole game; 0 for the zero State.
func (s table) ActionSpace() int {
	if s.d.cards == nil {
		return 0
	}
	return s.layoutOf().fixedIDs() + maxAlternatives(s.d.cards)
}

// ActionID is the action id of m (see ActionSpace): the same id for the
// same choice by either player. A move no decision of the game can be (a
// kind, card, Quarry, resource or alternative out of range, a seat that is
// not P1 or P2) is an error. It does not say whether m is legal now.
func (s table) ActionID(m Move) (int, error) {
	l := s.layoutOf()
	id, ok := l.id(m)
	if !ok || m.Player != P1 && m.Player != P2 || id >= s.ActionSpace() || m != s.moveOf(l, m.Player, id) {
		return 0, fmt.Errorf("beforeearth: move %v has no action id in this game (ActionSpace %d)", FormatMove(State{s}, m), s.ActionSpace())
	}
	return id, nil
}

// id is m's action id in layout l, unchecked against the card set.
func (l layout) id(m Move) (int, bool) {
	switch m.Kind {
	case PlayCard:
		return idPlay + int(m.Action) - 1, m.Action >= Scout && m.Action <= Mine
	case TakeShip:
		return idShip + int(m.Card), m.Card >= 0 && int(m.Card) < l.ships
	case CollectQuarry:
		return l.quarry() + int(m.Quarry), m.Quarry >= 0 && m.Quarry < NumQuarries
	case TakeResource, SpendResource, PayResource:
		return l.take() + int(m.Kind-TakeResource)*numColour + int(m.Resource), m.Resource < NumResources
	case SearchPlanet, ColonizePlanet, UsePlanet:
		return l.search() + int(m.Kind-SearchPlanet)*l.planets + int(m.Card), m.Card >= 0 && int(m.Card) < l.planets
	case Done:
		return l.done(), true
	case ChooseOption:
		return l.option() + int(m.Option), m.Option >= 0
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
		m, err = Move{}, fmt.Errorf("beforeearth: action id %d (%v) is not a legal move of %v now", id, FormatMove(State{s}, m), p)
	}
	return m, err
}

// decode is the move of action id id for p, whether legal now or not; an
// id outside [0, ActionSpace()) or a p not in the game is an error.
func (s table) decode(p Player, id int) (Move, error) {
	if p != P1 && p != P2 || id < 0 || id >= s.ActionSpace() {
		return Move{}, fmt.Errorf("beforeearth: no move of %v has action id %d (ActionSpace %d)", p, id, s.ActionSpace())
	}
	return s.moveOf(s.layoutOf(), p, id), nil
}

// moveOf is the move of id, in [0, ActionSpace()), for p.
func (s table) moveOf(l layout, p Player, id int) Move {
	switch {
	case id < idShip:
		return PlayCardMove(p, Action(id-idPlay+1))
	case id < l.quarry():
		return TakeShipMove(p, id-idShip)
	case id < l.take():
		return CollectQuarryMove(p, id-l.quarry())
	case id < l.spend():
		return TakeResourceMove(p, Resource(id-l.take()))
	case id < l.pay():
		return SpendResourceMove(p, Resource(id-l.spend()))
	case id < l.search():
		return PayResourceMove(p, Resource(id-l.pay()))
	case id < l.colon():
		return SearchPlanetMove(p, id-l.search())
	case id < l.use():
		return ColonizePlanetMove(p, id-l.colon())
	case id < l.done():
		return UsePlanetMove(p, id-l.use())
	case id == l.done():
		return DoneMove(p)
	}
	return ChooseOptionMove(p, id-l.option())
}

// maxLegal bounds the legal moves of one decision: a window's colonize
// moves and planet uses, and done.
const maxLegal = RowSize + maxCards + 1

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

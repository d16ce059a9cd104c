package cosmicrun

import (
	"errors"
	"fmt"
)

// The action ids: every move the game can offer has one, the same in both
// modes (see "Action ids and observations" in the package documentation).
const (
	passIDs    = 0                                // Pass: 16 ids, by card
	keepID     = passIDs + NumShips               // Keep: 1 id
	discardIDs = keepID + 1                       // Discard: 16 ids, by card
	placeIDs   = discardIDs + NumShips            // Place: 96 ids, by card, planet, orientation
	soloIDs    = placeIDs + NumShips*NumPlanets*2 // Mine upright, Mine turned, Theirs, Reflip
	numActions = soloIDs + 4                      // 133
	maxLegal   = 2 * HandSize * NumPlanets        // the most legal moves a player has: placing 6 cards
)

// soloKinds are the solo moves by id, from soloIDs.
var soloKinds = [4]struct {
	kind    MoveKind
	rotated bool
}{{Mine, false}, {Mine, true}, {Theirs, false}, {Reflip, false}}

// ActionSpace is the number of action ids: 133, the same for every
// configuration (the two-player ids and the solo ids side by side).
func (s State) ActionSpace() int { return numActions }

// ActionSpace is the number of action ids, as State.ActionSpace.
func (v View) ActionSpace() int { return numActions }

// ActionID returns m's action id, in [0, ActionSpace()). A move that is no
// move of this game has none and gets an error: a player not in the game,
// a solo move in the two-player game or the other way round, a card or
// planet out of range, or a field the kind does not use set.
func (s State) ActionID(m Move) (int, error) { return actionID(int(s.d.Players), m) }

// ActionID returns m's action id, as State.ActionID.
func (v View) ActionID(m Move) (int, error) { return actionID(v.Players, m) }

// MoveAt returns the move of p that id stands for; an id out of range, or
// one that is not a legal move of p now, is an error.
func (s State) MoveAt(p Player, id int) (Move, error) {
	m, err := moveOf(p, id)
	if err != nil {
		return Move{}, err
	}
	if err := s.check(m); err != nil {
		return Move{}, fmt.Errorf("cosmicrun: action %d (%v) is not a legal move now: %w", id, m, err)
	}
	return m, nil
}

// MoveAt returns the move of p that id stands for, as State.MoveAt; p
// must be the viewer.
func (v View) MoveAt(p Player, id int) (Move, error) {
	if p != v.Me || !v.playing() {
		return Move{}, fmt.Errorf("cosmicrun: action %d: %v cannot move in %v's view", id, p, v.Me)
	}
	return v.legalState().MoveAt(p, id)
}

// AppendLegalActionIDs appends the ids of p's legal moves to buf, in the
// order AppendLegalMoves lists the moves, and returns it. With a buffer of
// enough capacity it does not allocate.
func (s State) AppendLegalActionIDs(buf []int, p Player) []int {
	var moves [maxLegal]Move
	for _, m := range s.AppendLegalMoves(moves[:0], p) {
		buf = append(buf, layoutID(m))
	}
	return buf
}

// AppendLegalActionIDs appends the ids of the viewer's legal moves, as
// State.AppendLegalActionIDs does for the viewer; p must be the viewer
// (another p, a spectator, or the viewer of a View that is no game, such as
// the zero View, has none). Unlike View.AppendLegalMoves it does not
// check the rest of the View (View.Validate), so that it does not
// allocate either: for a View a State gave, the two agree.
func (v View) AppendLegalActionIDs(buf []int, p Player) []int {
	if p != v.Me || !v.playing() {
		return buf
	}
	return v.legalState().AppendLegalActionIDs(buf, p)
}

// playing reports whether the viewer is a player of a game of 1 or 2.
func (v View) playing() bool { return (v.Players == 1 || v.Players == 2) && v.seated() }

// legalState is a state with the viewer's side of v and nothing of the
// opponent's: the viewer's legal moves depend on nothing else. Unlike
// View.Sample it deals nothing and allocates nothing.
func (v View) legalState() State {
	s := State{cards: standard, d: data{
		Players: int8(v.Players), Level: v.Level, Round: int32(v.Round), Phase: v.Phase,
		Track: v.Track, Board: v.Board, Decided: v.Decided, Flipped: v.Flipped, Step: int8(v.Step),
		FirstSide: seat(v.FirstSide), Reflips: int8(v.Reflips), Winner: seat(v.Winner), Lost: v.Lost,
		Pending: [2]Placement{noPlacement, noPlacement}, Discard: [2]Card{NoCard, NoCard},
	}}
	me := v.Me
	s.d.Hand[me], s.d.Passing[me], s.d.Pending[me] = v.Hand, v.Passing, v.Pending
	s.derive()
	return s
}

// errNoAction is the error for a move that has no id.
var errNoAction = errors.New("no such move in this game")

// actionID is m's id in a game of players seats, checked.
func actionID(players int, m Move) (int, error) {
	solo := m.Kind == Mine || m.Kind == Theirs || m.Kind == Reflip
	switch {
	case m.Player < 0 || int(m.Player) >= players:
		return 0, fmt.Errorf("cosmicrun: action of %v: %w (%d players)", m, errNoAction, players)
	case m.Kind == NoMove || m.Kind >= numKinds:
		return 0, fmt.Errorf("cosmicrun: action of %v: not a kind of move", m)
	case solo != (players == 1):
		return 0, fmt.Errorf("cosmicrun: action of %v: %w (a %s move in a %d-player game)", m, errNoAction, m.Kind, players)
	}
	id := layoutID(m)
	if back, err := moveOf(m.Player, id); err != nil || back != m {
		return 0, fmt.Errorf("cosmicrun: action of %v: %w (a card, planet or orientation out of range or not used by %s)", m, errNoAction, m.Kind)
	}
	return id, nil
}

// layoutID is the id of a move of the game's kinds, unchecked.
func layoutID(m Move) int {
	card, rot := int(m.Card), int(b2u(m.Rotated))
	switch m.Kind {
	case Pass:
		return passIDs + card
	case Keep:
		return keepID
	case Discard:
		return discardIDs + card
	case Place:
		return placeIDs + (card*NumPlanets+int(m.Planet))*2 + rot
	case Mine:
		return soloIDs + rot
	case Theirs:
		return soloIDs + 2
	}
	return soloIDs + 3
}

// moveOf is the move of p that id stands for, legal or not.
func moveOf(p Player, id int) (Move, error) {
	switch {
	case id < 0 || id >= numActions:
		return Move{}, fmt.Errorf("cosmicrun: action %d is out of range: want 0 to %d", id, numActions-1)
	case id < keepID:
		return PassMove(p, Card(id-passIDs)), nil
	case id == keepID:
		return KeepMove(p), nil
	case id < placeIDs:
		return DiscardMove(p, Card(id-discardIDs)), nil
	case id < soloIDs:
		k := id - placeIDs
		return PlaceMove(p, Card(k/2/NumPlanets), k/2%NumPlanets, k%2 == 1), nil
	}
	sk := soloKinds[id-soloIDs]
	return Move{Player: p, Kind: sk.kind, Rotated: sk.rotated}, nil
}

package cosmicrun

import "github.com/rulebox/rulebox/internal/engine"

// ErrIllegalMove is matched, with errors.Is, by every error Apply returns
// for a move the rules do not allow.
var ErrIllegalMove = engine.ErrIllegalMove

// RuleError is the error Apply returns for an illegal move: the rule broken,
// the move, and why.
type RuleError = engine.RuleError

// check returns why m is illegal in s, or nil.
func (s *State) check(m Move) error {
	d := &s.d
	switch {
	case d.Phase == Finished:
		return engine.Illegal(m, "game end", "the game is over")
	case uint(m.Player) >= uint(d.Players):
		return engine.Illegal(m, "players", "there is no player %s in this game", m.Player)
	case m.Kind == NoMove || m.Kind >= numKinds:
		return engine.Illegal(m, "moves", "%v is not a kind of move", m.Kind)
	case phaseOf[m.Kind] != d.Phase:
		return engine.Illegal(m, phaseOf[m.Kind].String(), "a %s move is not allowed while %s", m.Kind, d.Phase)
	case s.toMove>>m.Player&1 == 0:
		return engine.Illegal(m, d.Phase.String(), "%s has already chosen and waits for the other player", m.Player)
	}
	switch m.Kind {
	case Pass:
		return s.checkPass(m)
	case Keep:
		return checkUnused(m, m.Card == 0 && m.Planet == 0 && !m.Rotated)
	case Discard:
		return s.checkDiscard(m)
	case Place:
		return s.checkPlace(m)
	}
	return s.checkSolo(m)
}

// legal is a quick test that accepts the moves a list offers: when it
// reports true, check finds nothing wrong with m; when false, check decides.
// It tests the counters a State keeps, a bit each, without building an
// error.
func (s *State) legal(m *Move) bool {
	d, p := &s.d, m.Player
	if uint(p) >= 2 || s.toMove>>p&1 == 0 || uint(m.Card) >= NumShips {
		return false
	}
	// The card is a ship card and a listed planet below 3: the masks on the
	// shifts only spare the compiler's test for a shift past the width.
	card := m.Card & (NumShips - 1)
	inHand := d.Hand[p]>>card&1 != 0
	if m.Kind == Place { // most moves: tested first, not where a switch's search puts it
		return d.Phase == Placing && inHand && uint(m.Planet) < NumPlanets && d.open[p]>>(m.Planet&3)&1 != 0
	}
	// plain (no planet, not turned) is worked out once placements, which do
	// not use it, are out of the way, and without a branch.
	plain := uint8(m.Planet)|b2u(m.Rotated) == 0
	switch m.Kind {
	case Pass:
		return d.Phase == Passing && inHand && d.Passing[p]>>card&1 == 0 && plain
	case Discard:
		return d.Phase == Discarding && inHand && plain
	case Keep:
		return d.Phase == Discarding && m.Card == 0 && plain
	case Mine, Theirs, Reflip:
		return d.Phase == Flipping && !d.wrongSide(m.Kind) && !d.noReflipLeft(m.Kind) && soloUnused(m)
	}
	return false
}

// phaseOf is the phase in which each kind of move is made.
var phaseOf = [numKinds]Phase{Pass: Passing, Keep: Discarding, Discard: Discarding, Place: Placing,
	Mine: Flipping, Theirs: Flipping, Reflip: Flipping}

func checkUnused(m Move, ok bool) error {
	if ok {
		return nil
	}
	return engine.Illegal(m, "moves", "a %s move sets a field it does not use", m.Kind)
}

func (s *State) checkCardInHand(m Move, rule string) error {
	if m.Card < 0 || m.Card >= NumShips || !s.d.Hand[m.Player].Has(m.Card) {
		return engine.Illegal(m, rule, "%s does not hold %s", m.Player, m.Card)
	}
	return nil
}

func (s *State) checkPass(m Move) error {
	if err := s.checkCardInHand(m, "passing"); err != nil {
		return err
	}
	if s.d.Passing[m.Player].Has(m.Card) {
		return engine.Illegal(m, "passing", "%s is already chosen to pass", m.Card)
	}
	return checkUnused(m, m.Planet == 0 && !m.Rotated)
}

func (s *State) checkDiscard(m Move) error {
	if err := s.checkCardInHand(m, "discard and draw"); err != nil {
		return err
	}
	return checkUnused(m, m.Planet == 0 && !m.Rotated)
}

func (s *State) checkPlace(m Move) error {
	if err := s.checkCardInHand(m, "placing"); err != nil {
		return err
	}
	if m.Planet < 0 || m.Planet >= NumPlanets {
		return engine.Illegal(m, "placing", "there is no planet %d (planets are 0 to 2 in a Move, 1 to 3 in notation)", m.Planet)
	}
	if countPair(s.d.Board[m.Player][m.Planet]) == 2 {
		return engine.Illegal(m, "placing", "%s already has 2 ship cards at planet %d", m.Player, m.Planet+1)
	}
	return nil
}

func (s *State) checkSolo(m Move) error {
	d := &s.d
	switch {
	case d.wrongSide(m.Kind):
		return engine.Illegal(m, "solo placing", "the first card at this planet went to that side, so this one goes to the other")
	case d.noReflipLeft(m.Kind):
		return engine.Illegal(m, "difficulty level", "no re-flips are left this round")
	}
	return checkUnused(m, soloUnused(&m))
}

// The tests of a solo move, for checkSolo and legal (which then makes no
// call). wrongSide reports whether a move of kind k puts the flipped card on
// the side the planet's first card went to; noReflipLeft whether k is a
// re-flip with none left; soloUnused whether m leaves the fields its kind
// does not use zero.
func (d *data) wrongSide(k MoveKind) bool {
	side := d.forcedSide()
	return k == Mine && side == P2 || k == Theirs && side == P1
}

func (d *data) noReflipLeft(k MoveKind) bool { return k == Reflip && d.Reflips == 0 }

func soloUnused(m *Move) bool {
	return m.Card == 0 && m.Planet == 0 && (m.Kind == Mine || !m.Rotated)
}

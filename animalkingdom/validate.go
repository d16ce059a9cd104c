package animalkingdom

import (
	"fmt"
	"slices"
)

// Validate reports the first thing that makes the position impossible:
// a Config New refuses, a card missing or in two places, a side chosen
// out of range or out of turn, a stage or counter out of range, a
// tableau beyond 4x4 or not touching, pieces beyond a card's spaces,
// Animeeples or stored pieces in a game without the Animals, Animeeples
// of an Animal not kept or more than its card gives, Leaves on Gaia's
// board other than those the solo player discarded, a
// count beyond 0 to MaxCount (soil, Gaia's counts, the turn, this turn's
// draws and soil), a negative stored count, two sides of one Fauna card
// on the board, a Fauna objective with more than 5 Leaves or a Leaf
// without its claim, an ability waiting for what its step does not ask,
// Gaia's counts out of step with her cards, a choice of the last Leaf
// with nothing to choose, and nobody able to move in a game that is not
// over.
func (s State) Validate() error {
	g := &s.d
	if s.zero() {
		return fmt.Errorf("animalkingdom: an empty state")
	}
	if n := g.n(); n < 1 || n > MaxPlayers || g.Config.Players != n || g.Config.Teams && n != TeamPlayers {
		return fmt.Errorf("animalkingdom: %d seats for %d players", n, g.Config.Players)
	}
	if err := g.checkTurn(); err != nil {
		return err
	}
	if err := g.checkCards(); err != nil {
		return err
	}
	for p := range g.n() {
		if err := g.checkSeat(Player(p)); err != nil {
			return err
		}
	}
	if err := g.checkHooks(); err != nil {
		return err
	}
	if err := g.checkAnimals(); err != nil {
		return err
	}
	if err := g.checkFauna(); err != nil {
		return err
	}
	if err := g.checkFrames(); err != nil {
		return err
	}
	if err := g.checkGaia(); err != nil {
		return err
	}
	if err := g.checkPending(); err != nil {
		return err
	}
	if err := g.checkLastLeaf(); err != nil {
		return err
	}
	return g.checkLive()
}

// checkTurn checks the turn's counters against its stage.
func (g *data) checkTurn() error {
	n := g.n()
	if err := g.Config.check(); err != nil {
		return fmt.Errorf("animalkingdom: %w", err)
	}
	switch {
	case !g.Config.Solo && g.Stage == stGaiaLeaf:
		return fmt.Errorf("animalkingdom: Gaia's Leaf to place in a game that is not solo")
	case g.Stage > stGlobal || g.Active < 0 || int(g.Active) >= n && !(g.Config.Solo && g.Gaia.Card >= 0 && g.Active == g.gaiaSeat()):
		return fmt.Errorf("animalkingdom: stage %d, active %v out of range", g.Stage, g.Active)
	case g.K < 0 || g.K >= n && g.Stage != stOver && !(g.Stage == stGlobal && g.K == n), g.ActIdx < 0 || g.ActIdx > MaxCount, g.Planted < 0 || g.Planted > 2:
		return fmt.Errorf("animalkingdom: turn counters %d, %d, %d out of range", g.K, g.ActIdx, g.Planted)
	case g.Turn < 0 || g.Turn > MaxCount || (g.Turn == 0) != (g.Stage == stSetup):
		return fmt.Errorf("animalkingdom: turn %d at stage %d: turns count from 1 after the setup, up to %d", g.Turn, g.Stage, MaxCount)
	case g.Ender < NoPlayer || int(g.Ender) >= n:
		return fmt.Errorf("animalkingdom: %v completed the tableau, not a player", g.Ender)
	case (g.Stage == stKeep) != (g.Drawn.n > 0):
		return fmt.Errorf("animalkingdom: %d drawn cards at stage %d", g.Drawn.n, g.Stage)
	case len(g.Public) > 2 || g.Config.Mode == Beginner && len(g.Public) > 0:
		return fmt.Errorf("animalkingdom: %d public Ecosystems", len(g.Public))
	}
	for _, e := range g.Public {
		if e < 0 || e >= len(g.cs.ecosystems) {
			return fmt.Errorf("animalkingdom: public Ecosystem %d out of range", e)
		}
	}
	for p, st := range g.Stats {
		if st.Drew < 0 || st.Drew > MaxCount || st.SoilGained < 0 || st.SoilGained > MaxCount || p >= n && st != (turnCounts{}) {
			return fmt.Errorf("animalkingdom: %v drew %d cards and gained %d soil this turn: counts are 0 to %d, for a player in the game", Player(p), st.Drew, st.SoilGained, MaxCount)
		}
	}
	needsAction := g.Stage >= stBenefit && g.Stage <= stActivate || g.Stage == stOrder
	if needsAction != (g.Action >= Green && g.Action <= Yellow) || (g.Stage == stMinor && g.Action == Green) || (g.Stage == stPlant || g.Stage == stKeep) && g.Action != Green {
		return fmt.Errorf("animalkingdom: action %v at stage %d", g.Action, g.Stage)
	}
	return nil
}

// checkLive checks that a game not over has a player with a move.
func (g *data) checkLive() error {
	if g.Stage == stOver {
		if g.depth() > 0 {
			return fmt.Errorf("animalkingdom: the game is over with abilities being resolved")
		}
		return nil
	}
	p := g.toMove()
	var buf [512]Move
	if p == NoPlayer || len(g.appendLegal(buf[:0], p)) == 0 {
		return fmt.Errorf("animalkingdom: nobody can move at stage %d", g.Stage)
	}
	if g.Action == Green && (g.Stage == stBenefit || g.Stage == stPlant || g.Stage == stKeep) {
		for k := g.K + 1; k < g.n(); k++ {
			if g.get(g.order(k)).JustPlanted != 0 {
				return fmt.Errorf("animalkingdom: %v planted this turn before their turn to plant", g.order(k))
			}
		}
	}
	if g.Stage == stPlant && (g.depth() == 0 && !g.placing() && !g.AK.Act.On && !g.owes() && g.Planted >= g.plantLimit(g.order(g.K)) || g.Planted < g.get(g.order(g.K)).JustPlanted.len()) {
		return fmt.Errorf("animalkingdom: %d cards planted, the most is %d", g.Planted, g.plantLimit(g.order(g.K)))
	}
	if g.Stage == stSetup && g.depth() == 0 && !g.placing() {
		if s := g.get(Player(g.K)); s.Island >= 0 && s.Climate >= 0 && (len(s.offer().Eco) == 0 || s.Eco >= 0) {
			return fmt.Errorf("animalkingdom: %v has chosen every side at setup", Player(g.K))
		}
	}
	return g.checkSetupOrder()
}

// checkSetupOrder checks that, at setup, the players before the one
// choosing have chosen every side and those after have chosen none.
func (g *data) checkSetupOrder() error {
	if g.Stage != stSetup {
		return nil
	}
	for p := range g.n() {
		s := g.get(Player(p))
		chosen := s.Island >= 0 && s.Climate >= 0 && (len(s.offer().Eco) == 0 || s.Eco >= 0)
		none := s.Island < 0 && s.Climate < 0 && s.Eco < 0 && !s.Done
		if p < g.K && (!chosen || s.Done) || p > g.K && !none {
			return fmt.Errorf("animalkingdom: %v's sides at setup are out of turn: %v chooses", Player(p), Player(g.K))
		}
	}
	return nil
}

// checkGaia checks Gaia's side of a solo game.
func (g *data) checkGaia() error {
	if !g.Config.Solo {
		return nil
	}
	gs := &g.Gaia
	if gs.Soil < 0 || gs.Soil > MaxCount || gs.Sprouts < 0 || gs.Sprouts > MaxCount || gs.Growth < 0 || gs.Growth > MaxCount {
		return fmt.Errorf("animalkingdom: Gaia has %d soil, %d sprouts and %d growth: each is 0 to %d", gs.Soil, gs.Sprouts, gs.Growth, MaxCount)
	}
	bad := gs.Card < -1 || gs.Card >= gaiaCards || gs.Passes < 0 || gs.Passes > 1 ||
		gs.Deck.Len()+gs.Seen.Len() != gaiaCards || gs.Revealed != gaiaCards*gs.Passes+gs.Seen.Len() ||
		(gs.Card >= 0) != (g.Active == g.gaiaSeat()) || g.n() != 1
	for c := range gaiaCards {
		bad = bad || gs.Deck.count(c)+gs.Seen.count(c) != 1 // with 6 in all, none out of range
	}
	if g.Stage == stGaiaLeaf {
		bad = bad || gs.Card < 0 || g.gaiaAbility(gs.Card, 0).Kind != GaiaClaim
	}
	for i, slot := range g.Fauna {
		bad = bad || gs.Claimed[i] != slices.Contains(slot.Claims, g.gaiaSeat())
	}
	if bad {
		return fmt.Errorf("animalkingdom: Gaia's cards, counts or Leaves are impossible")
	}
	return nil
}

// checkPending checks a pending placement: the player's cards it names
// exist, and there is a choice left to make (room for a piece, or, for a
// removal, pieces on several cards beyond what is left to remove).
func (g *data) checkPending() error {
	pd := g.Pend
	if pd == (pending{}) {
		if g.Next != (pending{}) {
			return fmt.Errorf("animalkingdom: a removal queued after no placement")
		}
		return nil
	}
	bad := pd.Left <= 0 || pd.Who < 0 || int(pd.Who) >= g.n() || pd.Op != Sprout && pd.Op != Growth || g.Stage == stOver
	nx := g.Next
	if nx != (pending{}) {
		bad = bad || !nx.Remove || nx.Who != pd.Who || nx.Left <= 0 || nx.Op != Sprout && nx.Op != Growth || nx.Allowed != 0
	}
	if !bad && pd.Remove {
		cards, have := g.holders(pd)
		bad = pd.Allowed != 0 || cards < 2 || have <= pd.Left
	} else if !bad {
		tab := g.get(pd.Who).Tab()
		bad = pd.Allowed>>len(tab) != 0
		bad = bad || !g.roomFor(pd)
	}
	if bad {
		return fmt.Errorf("animalkingdom: a placement of %d %v pending for %v is impossible", pd.Left, pd.Op, pd.Who)
	}
	return nil
}

package animalkingdom

import (
	"fmt"
	"slices"
)

// Validate reports the first thing that makes the position impossible:
// a Config New refuses, a card missing or in two places, a side chosen
// out of range or out of turn, a stage or counter out of range, a
// tableau beyond 4x4 or not touching, pieces beyond a card's spaces,
// Animeeples of an Animal not kept or more than MaxAnimeeples of one, a
// count beyond 0 to MaxCount (soil, Gaia's counts, the turn, this turn's
// draws and soil), a negative stored count, two sides of one Fauna card
// on the board, a Fauna objective with more than 5 Leaves or a Leaf
// without its claim, an ability waiting for what its step does not ask,
// Gaia's counts out of step with her cards, and nobody able to move in a
// game that is not over.
func (s State) Validate() error {
	g := &s.g
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
	return g.checkLive()
}

// checkTurn checks the turn's counters against its stage.
func (g *game) checkTurn() error {
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

// waitFits reports whether what frame f waits for is what its ability
// asks at f's step: a choice to use it before its cost, the hand cards of
// the cost, or the decision of the gain step just taken.
func waitFits(f *frame, a *Ability, hand int) bool {
	if f.Wait == wNone {
		return true
	}
	if (f.Wait == wHand || f.Wait == wSetupHand) && f.Left < 1 {
		return false
	}
	if f.Step == 0 {
		switch {
		case f.Wait == wUse:
			return !f.Paying
		case f.Wait == wHand && f.Paying && a.Kind == CostWith:
			return a.PayWith == CompostHand && f.Left <= hand
		case f.Wait == wHand && f.Paying:
			for _, st := range a.Cost {
				if st.Op == CompostHand {
					return f.Left <= st.N && f.Left <= hand
				}
			}
		}
		return false
	}
	st := a.Gain[f.Step-1]
	switch f.Wait {
	case wHand:
		return st.Op == CompostHand && st.Look == 0 && !f.Paying
	case wSetupHand:
		return st.Op == CompostHand && st.Look > 0 && !f.Paying
	case wCompost:
		return st.Op == TakeFromCompost && f.Left == st.Look
	case wCopy:
		return st.Op == CopyAbility && f.Left == int(st.Copy)
	case wAmount:
		return st.Op == CompostDeck && st.UpTo && f.Left >= 1 && f.Left <= st.N
	case wStore:
		return st.Op == StoreFrom && f.Left >= 1 && f.Left <= MaxCount
	}
	return false
}

// checkFrames checks the abilities being resolved: each names a real
// ability of its owner, and only the last waits.
func (g *game) checkFrames() error {
	for i, f := range g.stack() {
		if f.Who < 0 || int(f.Who) >= g.n() || f.Ab < 0 || f.Step < 0 || f.Left < 0 || f.Left > MaxCount || f.Wait > wStore {
			return fmt.Errorf("animalkingdom: ability %d being resolved is out of range", i)
		}
		s := g.seat(f.Who)
		ok := false
		var abs []Ability
		switch f.Src {
		case FromIsland:
			ok = s.Island >= 0
			if ok {
				abs = g.cs.islands[s.Island].Abilities
			}
		case FromClimate:
			ok = s.Climate >= 0
			if ok {
				abs = g.cs.climates[s.Climate].Abilities
			}
		case FromTableau:
			ok = f.Index >= 0 && f.Index < len(s.Tab())
			if ok {
				abs = g.info(s.Tab()[f.Index].Card).Abilities
			}
		case FromEvent:
			ok = f.Index >= 0 && f.Index < len(g.cs.deck)
			if ok {
				abs = g.info(Card(f.Index)).Abilities
			}
		case FromAnimal, FromGlobal:
			abs, ok = g.animalAbilities(&f)
		}
		if !ok || f.Ab >= len(abs) || f.Step > len(abs[f.Ab].Gain) || f.Self < -1 || f.Self >= len(s.Tab()) {
			return fmt.Errorf("animalkingdom: ability %d being resolved is not on a card of %v", i, f.Who)
		}
		if !g.waitsInTurn(i, &f) {
			return fmt.Errorf("animalkingdom: ability %d being resolved waits out of turn", i)
		}
		if f.Wait == wCopy && (f.Left < int(Red) || f.Left > int(Yellow)) || f.Wait == wCompost && (f.Left < 1 || len(s.Compost) == 0) {
			return fmt.Errorf("animalkingdom: ability %d being resolved waits for nothing", i)
		}
		if !waitFits(&f, &abs[f.Ab], len(s.Hand)) {
			return fmt.Errorf("animalkingdom: ability %d being resolved waits for what its step does not ask", i)
		}
	}
	return nil
}

// waitsInTurn reports whether frame f, the i-th being resolved, waits
// only if it is on top: with nothing pending, the top one waits; while
// pieces are placed, it does not, unless they are the removal of a
// conversion made at its decision to use it or to pay for it; one below
// the top does not, unless an event played at that decision lies on it.
func (g *game) waitsInTurn(i int, f *frame) bool {
	anyTime := f.Wait == wUse || f.Wait == wHand && f.Paying
	switch {
	case i < g.depth()-1:
		return f.Wait == wNone || anyTime && g.frames[i+1].Src == FromEvent
	case !g.placing():
		return f.Wait != wNone
	}
	return f.Wait == wNone || anyTime && g.Pend.Remove
}

// checkLive checks that a game not over has a player with a move.
func (g *game) checkLive() error {
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
			if len(g.seat(g.order(k)).JustPlanted) > 0 {
				return fmt.Errorf("animalkingdom: %v planted this turn before their turn to plant", g.order(k))
			}
		}
	}
	if g.Stage == stPlant && g.depth() == 0 && !g.placing() && !g.AK.Act.On && !g.owes() && (g.Planted >= g.plantLimit(g.order(g.K)) || g.Planted < len(g.seat(g.order(g.K)).JustPlanted)) {
		return fmt.Errorf("animalkingdom: %d cards planted, the most is %d", g.Planted, g.plantLimit(g.order(g.K)))
	}
	if g.Stage == stSetup && g.depth() == 0 && !g.placing() {
		if s := g.seat(Player(g.K)); s.Island >= 0 && s.Climate >= 0 && (len(s.EcoOffer) == 0 || s.Eco >= 0) {
			return fmt.Errorf("animalkingdom: %v has chosen every side at setup", Player(g.K))
		}
	}
	return g.checkSetupOrder()
}

// checkSetupOrder checks that, at setup, the players before the one
// choosing have chosen every side and those after have chosen none.
func (g *game) checkSetupOrder() error {
	if g.Stage != stSetup {
		return nil
	}
	for p := range g.n() {
		s := g.get(Player(p))
		chosen := s.Island >= 0 && s.Climate >= 0 && (len(s.EcoOffer) == 0 || s.Eco >= 0)
		none := s.Island < 0 && s.Climate < 0 && s.Eco < 0 && !s.Done
		if p < g.K && (!chosen || s.Done) || p > g.K && !none {
			return fmt.Errorf("animalkingdom: %v's sides at setup are out of turn: %v chooses", Player(p), Player(g.K))
		}
	}
	return nil
}

// checkCards checks that every Earth card is in exactly one place.
func (g *game) checkCards() error {
	seen := make([]int, len(g.cs.deck))
	bad := error(nil)
	g.everyCard(func(c Card) {
		switch {
		case c < 0 || int(c) >= len(seen):
			bad = fmt.Errorf("animalkingdom: card %d is not in the set", c)
		default:
			seen[c]++
		}
	})
	if bad != nil {
		return bad
	}
	for c, n := range seen {
		if n != 1 {
			return fmt.Errorf("animalkingdom: %s is in %d places", g.cs.deck[c].Name, n)
		}
	}
	return nil
}

// checkOffers checks, during the setup, that each side a player has
// chosen comes from a card they were dealt, and that each side still to
// choose has a card to choose from.
func (g *game) checkOffers(p Player, s *seat) error {
	what := [3]string{"Island", "Climate", "Ecosystem"}
	chosen := [3]int{s.Island, s.Climate, s.Eco}
	for k, o := range [][]int{s.IslandOffer, s.ClimateOffer, s.EcoOffer} {
		switch {
		case chosen[k] >= 0 && !slices.Contains(o, chosen[k]/2):
			return fmt.Errorf("animalkingdom: %v chose a %s side of a card not dealt to them", p, what[k])
		case chosen[k] < 0 && len(o) == 0 && (k < 2 || g.Config.Mode != Beginner):
			return fmt.Errorf("animalkingdom: %v has no %s card to choose a side of", p, what[k])
		}
	}
	return nil
}

// checkSeat checks one player's position.
func (g *game) checkSeat(p Player) error {
	s := g.seat(p)
	if s.Soil < 0 || s.Soil > MaxCount {
		return fmt.Errorf("animalkingdom: %v has %d soil: soil is 0 to %d", p, s.Soil, MaxCount)
	}
	if s.Island < -1 || s.Island >= len(g.cs.islands) || s.Climate < -1 || s.Climate >= len(g.cs.climates) || s.Eco < -1 || s.Eco >= len(g.cs.ecosystems) {
		return fmt.Errorf("animalkingdom: %v has a side out of range", p)
	}
	if g.Stage != stSetup && (s.Island < 0 || s.Climate < 0) {
		return fmt.Errorf("animalkingdom: %v has no Island or Climate after setup", p)
	}
	for k, o := range [][]int{s.IslandOffer, s.ClimateOffer, s.EcoOffer} {
		for _, c := range o {
			if c < 0 || c >= [3]int{len(g.cs.islands), len(g.cs.climates), len(g.cs.ecosystems)}[k]/2 { // 2 sides a card; 2*c could wrap
				return fmt.Errorf("animalkingdom: %v was dealt card %d, not in the set", p, c)
			}
		}
	}
	if g.Stage == stSetup {
		if err := g.checkOffers(p, s); err != nil {
			return err
		}
	}
	if len(s.Tab()) > TableauCards || s.Bonus && g.Ender != p || g.Ender == p && !s.Bonus && g.leafLeft(p) { // the ender without a Leaf left has no bonus
		return fmt.Errorf("animalkingdom: %v has %d cards planted and the bonus %v", p, len(s.Tab()), s.Bonus)
	}
	for _, i := range s.JustPlanted {
		if i < 0 || i >= len(s.Tab()) {
			return fmt.Errorf("animalkingdom: %v planted card %d this turn, not in the tableau", p, i)
		}
	}
	for i, t := range s.Tab() {
		ci := g.info(t.Card)
		if !ci.Plantable() {
			return fmt.Errorf("animalkingdom: %v has %s planted", p, ci.Name)
		}
		if int(t.Sprouts) < 0 || int(t.Sprouts) > ci.SproutCap || int(t.Growth) < 0 || int(t.Growth) > ci.GrowthCap {
			return fmt.Errorf("animalkingdom: %v's %s holds %d sprouts and %d growth", p, ci.Name, t.Sprouts, t.Growth)
		}
		if !canPlace(s.Tab()[:i], int(t.Row), int(t.Col)) && !(i == 0 && int(t.Row) == 0 && int(t.Col) == 0) {
			return fmt.Errorf("animalkingdom: %v's %s at %d,%d does not touch the cards before it within 4x4", p, ci.Name, t.Row, t.Col)
		}
	}
	for _, c := range s.Events {
		if g.info(c).Kind != "event" {
			return fmt.Errorf("animalkingdom: %v played %s as an event", p, g.info(c).Name)
		}
	}
	return nil
}

// checkFauna checks the Fauna board against the players' Leaves: four
// different Fauna cards, one side of each.
func (g *game) checkFauna() error {
	for i, slot := range g.Fauna {
		if slot.Side < 0 || slot.Side >= len(g.cs.fauna) || len(slot.Claims)+len(slot.Turn) > MaxClaims {
			return fmt.Errorf("animalkingdom: Fauna %d has side %d and %d Leaves", i, slot.Side, len(slot.Claims)+len(slot.Turn))
		}
		for j, other := range g.Fauna[:i] {
			if other.Side/2 == slot.Side/2 {
				return fmt.Errorf("animalkingdom: Fauna %d and %d are sides of one card, %d", j, i, g.cs.fauna[slot.Side].Number)
			}
		}
		for _, q := range append(clip(slot.Claims), slot.Turn...) {
			if q < 0 || int(q) >= g.n() && !(g.Config.Solo && q == g.gaiaSeat() && g.Gaia.Claimed[i] && countOf(slot.Claims, q) == 1) {
				return fmt.Errorf("animalkingdom: a Leaf of %v on Fauna %d", q, i)
			}
		}
		for p := range g.n() {
			k := countOf(slot.Claims, Player(p)) + countOf(slot.Turn, Player(p))
			if k > 1 || (k == 1) != g.get(Player(p)).Claimed[i] {
				return fmt.Errorf("animalkingdom: %v's Leaf on Fauna %d does not match its claim", Player(p), i)
			}
		}
	}
	return nil
}

func countOf[T comparable](s []T, x T) int {
	n := 0
	for _, y := range s {
		if y == x {
			n++
		}
	}
	return n
}

// checkGaia checks Gaia's side of a solo game.
func (g *game) checkGaia() error {
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
		bad = bad || gs.Claimed[i] != contains(slot.Claims, g.gaiaSeat())
	}
	if bad {
		return fmt.Errorf("animalkingdom: Gaia's cards, counts or Leaves are impossible")
	}
	return nil
}

// checkPending checks a pending placement: the player's cards it names
// exist, and there is a choice left to make (room for a piece, or, for a
// removal, pieces on several cards beyond what is left to remove).
func (g *game) checkPending() error {
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

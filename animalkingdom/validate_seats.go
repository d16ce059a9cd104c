package animalkingdom

import (
	"fmt"
	"math/bits"
	"slices"
)

// checkCards checks that every Earth card is in exactly one place.
func (g *data) checkCards() error {
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
func (g *data) checkOffers(p Player, s *seat) error {
	what := [3]string{"Island", "Climate", "Ecosystem"}
	chosen := [3]int{s.Island, s.Climate, s.Eco}
	for k, o := range [][]int{s.offer().Island, s.offer().Climate, s.offer().Eco} {
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
func (g *data) checkSeat(p Player) error {
	s := g.get(p)
	if s.Soil < 0 || s.Soil > MaxCount {
		return fmt.Errorf("animalkingdom: %v has %d soil: soil is 0 to %d", p, s.Soil, MaxCount)
	}
	if s.Island < -1 || s.Island >= len(g.cs.islands) || s.Climate < -1 || s.Climate >= len(g.cs.climates) || s.Eco < -1 || s.Eco >= len(g.cs.ecosystems) {
		return fmt.Errorf("animalkingdom: %v has a side out of range", p)
	}
	if g.Stage != stSetup && (s.Island < 0 || s.Climate < 0) {
		return fmt.Errorf("animalkingdom: %v has no Island or Climate after setup", p)
	}
	for k, o := range [][]int{s.offer().Island, s.offer().Climate, s.offer().Eco} {
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
	// Every Leaf used before (Animal Kingdom), or the bonus due while a
	// player chooses what their last Leaves claim.
	noLeaf := g.Ender == p && !s.Bonus && g.animalsOn() && (!g.leafLeft(p) || g.choosingLeaf())
	if len(s.Tab()) > TableauCards || s.Bonus != (g.Ender == p) && !noLeaf {
		return fmt.Errorf("animalkingdom: %v has %d cards planted and the bonus %v", p, len(s.Tab()), s.Bonus)
	}
	if late := s.JustPlanted >> len(s.Tab()); late != 0 {
		return fmt.Errorf("animalkingdom: %v planted card %d this turn, not in the tableau", p, len(s.Tab())+bits.TrailingZeros16(uint16(late)))
	}
	for i, t := range s.Tab() {
		ci := g.info(t.Card)
		if !ci.Plantable() {
			return fmt.Errorf("animalkingdom: %v has %s planted", p, ci.Name)
		}
		if on := s.pieces.on[i]; int(on.Sprouts) < 0 || int(on.Sprouts) > ci.SproutCap || int(on.Growth) < 0 || int(on.Growth) > ci.GrowthCap {
			return fmt.Errorf("animalkingdom: %v's %s holds %d sprouts and %d growth", p, ci.Name, on.Sprouts, on.Growth)
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
func (g *data) checkFauna() error {
	for i, slot := range g.Fauna {
		if slot.Side < 0 || slot.Side >= len(g.cs.fauna) || len(slot.Claims)+len(slot.Turn) > MaxClaims {
			return fmt.Errorf("animalkingdom: Fauna %d has side %d and %d Leaves", i, slot.Side, len(slot.Claims)+len(slot.Turn))
		}
		for j, other := range g.Fauna[:i] {
			if other.Side/2 == slot.Side/2 {
				return fmt.Errorf("animalkingdom: Fauna %d and %d are sides of one card, %d", j, i, g.cs.fauna[slot.Side].Number)
			}
		}
		for _, q := range append(slices.Clip(slot.Claims), slot.Turn...) {
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

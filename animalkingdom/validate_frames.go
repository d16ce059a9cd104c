package animalkingdom

import "fmt"

// waitFits reports whether what frame f waits for is what its ability
// asks at f's step: a choice to use it before its cost, the hand cards of
// the cost, or the decision of the gain step just taken.
func waitFits(f *frame, a *Ability, hand int) bool {
	if f.Paying && f.Wait != wHand {
		return false // only hand cards are picked to pay
	}
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
			return a.PayWith == CompostHand && int(f.Left) <= hand
		case f.Wait == wHand && f.Paying:
			for _, st := range a.Cost {
				if st.Op == CompostHand {
					return int(f.Left) <= st.N && int(f.Left) <= hand
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
		return st.Op == TakeFromCompost && int(f.Left) == st.Look
	case wCopy:
		return st.Op == CopyAbility && int(f.Left) == int(st.Copy)
	case wAmount:
		return st.Op == CompostDeck && st.UpTo && int(f.Left) >= 1 && int(f.Left) <= st.N
	case wStore:
		return st.Op == StoreFrom && f.Left >= 1 && f.Left <= MaxCount
	}
	return false
}

// checkFrames checks the abilities being resolved: each names a real
// ability of its owner, and only the last waits.
func (g *data) checkFrames() error {
	for i, f := range g.stack() {
		if f.Who < 0 || int(f.Who) >= g.n() || f.Ab < 0 || f.Step < 0 || f.Left < 0 || f.Left > MaxCount || f.Wait > wStore {
			return fmt.Errorf("animalkingdom: ability %d being resolved is out of range", i)
		}
		s := g.get(f.Who)
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
			ok = int(f.Index) >= 0 && int(f.Index) < len(s.Tab())
			if ok {
				abs = g.info(s.Tab()[f.Index].Card).Abilities
			}
		case FromEvent:
			ok = int(f.Index) >= 0 && int(f.Index) < len(g.cs.deck)
			if ok {
				abs = g.info(Card(f.Index)).Abilities
			}
		case FromAnimal, FromGlobal:
			abs, ok = g.animalAbilities(&f)
		}
		if !ok || int(f.Ab) >= len(abs) || int(f.Step) > len(abs[int(f.Ab)].Gain) || int(f.Self) < -1 || int(f.Self) >= len(s.Tab()) {
			return fmt.Errorf("animalkingdom: ability %d being resolved is not on a card of %v", i, f.Who)
		}
		if !g.waitsInTurn(i, &f) {
			return fmt.Errorf("animalkingdom: ability %d being resolved waits out of turn", i)
		}
		if f.Wait == wCopy && (int(f.Left) < int(Red) || int(f.Left) > int(Yellow)) || f.Wait == wCompost && (int(f.Left) < 1 || len(s.Compost) == 0) {
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
// The one under an activation of Animals started at its decision to use
// it waits for that decision (see discardLeaf).
func (g *data) waitsInTurn(i int, f *frame) bool {
	anyTime := f.Wait == wUse || f.Wait == wHand && f.Paying
	switch {
	case g.AK.Act.On && int(g.AK.Act.Base) == i+1:
		return f.Wait == wUse
	case i < g.depth()-1:
		return f.Wait == wNone || anyTime && g.frames[i+1].Src == FromEvent
	case !g.placing():
		return f.Wait != wNone
	}
	return f.Wait == wNone || anyTime && g.Pend.Remove
}

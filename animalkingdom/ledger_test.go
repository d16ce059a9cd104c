package animalkingdom

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// The counts the ledger follows for each player.
const (
	lSoil = iota
	lSprouts
	lGrowth
	lCompost
	lCounts
)

var ledgerNames = [lCounts]string{"soil", "sprouts", "growth", "compost"}

// unbounded marks a budget no rule bounds (a scaled amount).
const unbounded = 1 << 30

// counts is what the rules create and destroy for one player: soil in the
// reserve, sprouts and growth on the tableau, cards in the compost.
type counts [lCounts]int

func countsOf(s State, p Player) counts {
	st := s.d.get(p)
	c := counts{lSoil: st.Soil, lCompost: len(st.Compost)}
	for _, on := range st.pieces.on[:st.nTab] {
		c[lSprouts] += int(on.Sprouts)
		c[lGrowth] += int(on.Growth)
	}
	return c
}

// budget is the most of each count the rules that may act in one move
// can add (gain) and take away (cost), and the rules that make up each.
type budget struct {
	gain, cost [lCounts]int
	why        []string
}

// add allows n more of count k (cost: taken away), for rule why.
func (b *budget) add(cost bool, k, n int, why string) {
	to := &b.gain
	if cost {
		to = &b.cost
	}
	to[k] = min(unbounded, to[k]+n)
	b.why = append(b.why, why)
}

// step allows what one compiled step may do; n is its most, scaling
// included.
func (b *budget) step(g *data, p Player, st Step, cost bool, why string) {
	n := st.N
	if st.Scaled {
		n = unbounded
	}
	if st.OnAll {
		n *= TableauCards
	}
	switch st.Op {
	case Soil:
		b.add(cost, lSoil, n, why)
	case Sprout:
		b.add(cost, lSprouts, n, why)
	case Growth:
		b.add(cost, lGrowth, n, why)
	case CompostDeck:
		b.add(false, lCompost, n, why)
	case CompostHand:
		b.add(false, lCompost, n, why) // a cost in hand cards composts them too
	case DiscardCompost:
		b.add(true, lCompost, n, why)
	case TakeFromCompost:
		b.add(true, lCompost, n, why)
	case CopyAbility:
		g.ownAbilities(p, func(a *Ability, t int) {
			if t >= 0 && a.Kind == Activated && a.Colour.Answers(st.Copy) && !hasCopy(a) {
				b.ability(g, p, a, false, why+" copying "+a.Text)
			}
		})
	}
}

// ability allows what ability a may do: its gain, and its cost when paid.
func (b *budget) ability(g *data, p Player, a *Ability, paid bool, why string) {
	for _, st := range a.Gain {
		b.step(g, p, st, false, why)
	}
	if paid {
		for _, st := range a.Cost {
			b.step(g, p, st, true, why+" (cost)")
		}
	}
}

// ledgerBudgets says, for each player, what the rules that may act in the
// move m from s to next can create and destroy: the move itself, the
// benefits it leads to, and every ability that may resolve by itself on
// the way (the free ones answering the turn's action, the black ones of
// the cards planted and the events played, the Island's setup).
func ledgerBudgets(s, next State, m Move) []budget {
	g, q := &s.d, m.Player
	out := make([]budget, g.n())
	b := &out[q]
	switch m.Kind {
	case ChooseAct:
		major := map[Colour]counts{Red: {lSoil: 5, lCompost: 2}, Blue: {lSprouts: 6, lSoil: 2}, Yellow: {lGrowth: 2}}[m.Action]
		for k, n := range major {
			b.add(false, k, n, "major benefit")
		}
	case Minor:
		k := map[string]int{"soil": lSoil, "compost": lCompost, "sprouts": lSprouts, "growth": lGrowth, "draw": -1}[minorNames[m.Option]]
		if k >= 0 {
			b.add(false, k, 2, "minor benefit")
		}
	case Convert:
		b.add(true, lSprouts, ConvertSprouts, "conversion")
		b.add(false, lSoil, ConvertSoil, "conversion")
	case Plant:
		b.add(true, lSoil, g.plantCost(q, m.Card), "planting cost")
		b.add(false, lCompost, 1, "planting over a Terrain")
		if op, _ := g.altPay(q, m.Card); m.Otherwise > 0 { // part of the cost paid with pieces or hand cards
			b.step(g, q, Step{Op: op, N: int(m.Otherwise)}, op != CompostHand, "planting cost paid otherwise")
		}
		for k := range g.info(m.Card).Abilities {
			if a := &g.info(m.Card).Abilities[k]; a.Colour == Black && a.Kind == Activated {
				b.ability(g, q, a, false, "the card planted: "+a.Text)
			}
		}
	case CompostCard:
		b.add(false, lCompost, 1, "a hand card composted")
	case TakeCard:
		b.add(true, lCompost, 1, "a compost card taken")
	case Use:
		a := g.abilityOf(g.top())
		b.ability(g, q, a, true, "used: "+a.Text)
	case PlayEvent:
		for k := range g.info(m.Card).Abilities {
			b.ability(g, q, &g.info(m.Card).Abilities[k], true, "event played")
		}
		g.ownAbilities(q, func(a *Ability, _ int) {
			if a.Kind == OnEvent {
				b.ability(g, q, a, false, "an event played: "+a.Text)
			}
		})
	}
	for _, pd := range []pending{g.Pend, g.Next} {
		if pd.Left > 0 { // placed or paid piece by piece, the rest by itself
			k := map[Op]int{Sprout: lSprouts, Growth: lGrowth}[pd.Op]
			out[pd.Who].add(pd.Remove, k, pd.Left, "a placement or payment under way")
		}
	}
	if g.depth() > 0 {
		// a decision inside an ability: the rest of it resolves after
		top := g.top()
		b.ability(g, top.Who, g.abilityOf(top), false, "the ability being resolved")
	}
	actions := []Colour{s.d.Action, next.d.Action}
	if m.Kind == ChooseAct {
		actions = append(actions, m.Action)
	}
	automatic(s, next, actions, out)
	return out
}

// automatic adds, for every player, the abilities that resolve without a
// decision: the free activated ones answering an action of the move (the
// turn's before and after it, the one chosen), copies they make, and the
// Island's setup.
func automatic(s, next State, actions []Colour, out []budget) {
	for p := range out {
		seen := map[*Ability]bool{} // each resolves at most once a move
		for _, st := range []State{s, next} {
			g := &st.d
			g.ownAbilities(Player(p), func(a *Ability, t int) {
				free := a.Kind == Activated && !a.HasCost() && !seen[a]
				seen[a] = true
				if free && slices.ContainsFunc(actions, func(c Colour) bool { return c != NoColour && a.Colour.Answers(c) }) {
					out[p].ability(g, Player(p), a, false, "activated: "+a.Text)
				}
				if free && t < 0 && a.Colour == Black && s.d.Stage == stSetup {
					out[p].ability(g, Player(p), a, false, "setup: "+a.Text)
				}
			})
		}
	}
}

// ledgerCheck says how the counts of s and next differ from what the
// rules acting in move m allow, or "".
func ledgerCheck(s, next State, m Move) string {
	budgets := ledgerBudgets(s, next, m)
	for p := range budgets {
		a, b := countsOf(s, Player(p)), countsOf(next, Player(p))
		for k := range lCounts {
			d := b[k] - a[k]
			bud := budgets[p]
			if d > bud.gain[k] || -d > bud.cost[k] {
				return fmt.Sprintf("%v's %s went from %d to %d on %v; the rules acting allow +%d/-%d (%s)",
					Player(p), ledgerNames[k], a[k], b[k], m, bud.gain[k], bud.cost[k], strings.Join(bud.why, "; "))
			}
		}
	}
	if m.Kind == Convert {
		a, b := countsOf(s, m.Player), countsOf(next, m.Player)
		paid := a[lSprouts] - b[lSprouts] + sproutsOwed(next, m.Player) - sproutsOwed(s, m.Player)
		if b[lSoil]-a[lSoil] != ConvertSoil || paid != ConvertSprouts {
			return fmt.Sprintf("%v: conversion gave %d soil for %d sprouts", m, b[lSoil]-a[lSoil], paid)
		}
	}
	return gaiaLedger(s, next, m)
}

// sproutsOwed is how many sprouts p still has to take off the tableau
// (a removal pending, or queued after a placement).
func sproutsOwed(s State, p Player) int {
	n := 0
	for _, pd := range []pending{s.d.Pend, s.d.Next} {
		if pd.Remove && pd.Who == p && pd.Op == Sprout {
			n += pd.Left
		}
	}
	return n
}

// gaiaLedger checks Gaia's counts: they never go down, save soil traded
// for compost, and change only as a turn ends or her Leaf is placed.
func gaiaLedger(s, next State, m Move) string {
	a, b := s.d.Gaia, next.d.Gaia
	if !s.d.Config.Solo {
		return ""
	}
	was := [4]int{a.Soil, a.Sprouts, a.Growth, len(a.Compost)}
	now := [4]int{b.Soil, b.Sprouts, b.Growth, len(b.Compost)}
	if was == now {
		return ""
	}
	turnEnded := next.d.Turn != s.d.Turn || next.d.Stage == stFinal && s.d.Stage != stFinal
	if !turnEnded && m.Kind != GaiaLeaf {
		return fmt.Sprintf("Gaia's soil, sprouts, growth and compost went from %v to %v on %v, with no turn ending", was, now, m)
	}
	for k := 1; k < 4; k++ {
		if now[k] < was[k] {
			return fmt.Sprintf("Gaia's %s went down from %d to %d on %v", ledgerNames[k], was[k], now[k], m)
		}
	}
	return ""
}

// TestLedgerSoilSproutsGrowthAndCompost plays random games of every kind
// and checks every move: each player's soil, sprouts, growth and compost
// change only as far as the rules that act in the move allow: the move
// itself (a cost paid, a benefit, a piece placed or paid, a card
// composted or taken back), and the abilities resolving by themselves on
// the way; Gaia's only as a turn ends.
func TestLedgerSoilSproutsGrowthAndCompost(t *testing.T) {
	cfgs := []Config{{Players: 2, Seed: 31}, {Players: 4, Seed: 32, Mode: Advanced}, {Players: 3, Seed: 33, Mode: Beginner},
		{Players: 5, Seed: 34}, {Players: 1, Seed: 35, Solo: true, Difficulty: GaiaExpert}, {Players: 1, Seed: 36, Solo: true, Mode: Advanced},
		{Players: 4, Seed: 37, Teams: true}, {Players: 1, Seed: 38}}
	if !gametest.Long() {
		cfgs = cfgs[:3]
	}
	for i := range 5 * len(cfgs) {
		cfg := cfgs[i%len(cfgs)]
		cfg.Seed += uint64(100 * (i / len(cfgs)))
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 7))
		for n := 0; !s.Over(); n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			m := ms[r.IntN(len(ms))]
			next, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if msg := ledgerCheck(s, next, m); msg != "" {
				t.Fatalf("%+v move %d: %s", cfg, n, msg)
			}
			s = next
		}
	}
}

// TestLedgerCatchesWhatNoRuleMade: the ledger reports soil, a sprout, a
// compost card and Gaia's growth that appear or vanish with no rule.
func TestLedgerCatchesWhatNoRuleMade(t *testing.T) {
	s := build(t, twoSeats(", soil: 4, tableau: [{card: Japanese Maple, row: 0, col: 0, sprouts: 1}], compost: [White Oak]", ""))
	m := Move{Player: 0, Kind: ChooseAct, Action: Green}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if msg := ledgerCheck(s, next, m); msg != "" {
		t.Fatalf("an honest move: %s", msg)
	}
	for what, f := range map[string]func(g *game){
		"soil":    func(g *game) { g.seat(1).Soil++ },
		"sprouts": func(g *game) { g.seat(0).pieces.on[0].Sprouts-- },
		"compost": func(g *game) { st := g.seat(0); st.Hand, st.Compost = append(slices.Clip(st.Hand), st.Compost...), nil },
	} {
		bad := withPieces(t, next, f)
		if msg := ledgerCheck(s, bad, m); !strings.Contains(msg, what) {
			t.Errorf("%s changed by no rule: ledger says %q", what, msg)
		}
	}
	solo, _ := New(Config{Players: 1, Solo: true, Seed: 2})
	bad := edited(solo, func(g *game) { g.Gaia.Growth++ })
	if msg := gaiaLedger(solo, bad, Move{Player: 0, Kind: ChooseSide}); !strings.Contains(msg, "Gaia") {
		t.Errorf("Gaia's growth out of nowhere: ledger says %q", msg)
	}
}

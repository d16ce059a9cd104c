package beforeearth

import "fmt"

// step is one compiled piece of a card ability: an op with its amounts and
// the card and rule it reports in events, run by game.run. It never
// blocks: a choice is pushed as a pending decision and the step returns.
//
// Steps are plain data interpreted by a switch, not closures. A closure
// that takes the state's pointer hides from the compiler what it does
// with it, so every state it ran on had to live on the heap (a sync.Pool
// of working copies); with data steps, Apply builds the next state in a
// local variable and allocates nothing, and a step costs a switch instead
// of an indirect call.
type step struct {
	op   op
	card string
	rule string
}

// compileOps turns a card's ops into steps; card names the card in events.
func compileOps(card, rule string, ops []op) ([]step, error) {
	steps := make([]step, 0, len(ops))
	for _, o := range ops {
		if o.passive() {
			continue
		}
		if o.kind < opTech || o.kind > opColonize {
			return nil, fmt.Errorf("card %s: no step for op %d", card, o.kind)
		}
		steps = append(steps, step{op: o, card: card, rule: rule})
	}
	return steps, nil
}

// run performs step st for player p.
func (g *game) run(st *step, p Player) {
	n, c, card, rule := st.op.n, st.op.c, st.card, st.rule
	switch st.op.kind {
	case opTech:
		g.addTech(p, n, card, rule)
	case opHeal:
		g.addDamage(p, p, -n, card, rule)
	case opDeal:
		g.addDamage(p, other(p), n, card, rule)
	case opTake:
		g.takeFromSupply(p, c, n, card, rule)
	case opSpend:
		for range n {
			g.spend(p, c, card, rule)
		}
	case opTakeAny:
		e := pending{kind: pendTakeAny, seat: uint8(p), n: uint8(n)}
		g.offer(e, g.takeAnyOptions(&e))
	case opSpendAny:
		e := pending{kind: pendSpendAny, seat: uint8(p), n: uint8(n)}
		g.offer(e, g.spendAnyOptions(&e))
	case opQuarries:
		e := pending{kind: pendQuarry, seat: uint8(p), n: uint8(n)}
		g.offer(e, quarryOptions(&e))
	case opTakeShip:
		g.offer(pending{kind: pendTakeShip, seat: uint8(p)}, g.shipOptions())
	case opSearch:
		g.offer(pending{kind: pendSearch, seat: uint8(p)}, g.searchOptions())
	case opColonize:
		g.offer(pending{kind: pendColonizeWith, seat: uint8(p), n: uint8(n)}, g.colonizeOptions(p, uint8(n)))
	case opCopyAction:
		if g.log.On() {
			g.event(p, Copied, card, ruleShips, "%v copies the action of %v's %s", p, other(p), g.played[other(p)].Name())
		}
		g.performAction(p, g.played[other(p)])
	}
}

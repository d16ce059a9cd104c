package beforeearth

import "fmt"

// step is one compiled piece of a card ability: a closure over the op's
// amounts that acts on the state for player p. It never blocks: a choice is
// pushed as a pending decision and the step returns.
type step struct {
	run func(d *data, p Player, lg *[]Event)
}

// compileOps turns a card's ops into steps; card names the card in events.
func compileOps(card, rule string, ops []op) ([]step, error) {
	steps := make([]step, 0, len(ops))
	for _, o := range ops {
		if o.passive() {
			continue
		}
		st, err := compileOp(card, rule, o)
		if err != nil {
			return nil, err
		}
		steps = append(steps, st)
	}
	return steps, nil
}

// compileOp builds the closure for one op.
func compileOp(card, rule string, o op) (step, error) {
	n, c := o.n, o.c
	var f func(d *data, p Player, lg *[]Event)
	switch o.kind {
	case opTech:
		f = func(d *data, p Player, lg *[]Event) { d.addTech(p, n, card, rule, lg) }
	case opHeal:
		f = func(d *data, p Player, lg *[]Event) { d.addDamage(p, p, -n, card, rule, lg) }
	case opDeal:
		f = func(d *data, p Player, lg *[]Event) { d.addDamage(p, other(p), n, card, rule, lg) }
	case opTake:
		f = func(d *data, p Player, lg *[]Event) { d.takeFromSupply(p, c, n, card, rule, lg) }
	case opSpend:
		f = func(d *data, p Player, lg *[]Event) {
			for range n {
				d.spend(p, c, card, rule, lg)
			}
		}
	case opTakeAny:
		f = pusher(pendTakeAny, n)
	case opSpendAny:
		f = pusher(pendSpendAny, n)
	case opQuarries:
		f = pusher(pendQuarry, n)
	case opTakeShip:
		f = pusher(pendTakeShip, 0)
	case opSearch:
		f = pusher(pendSearch, 0)
	case opColonize:
		f = pusher(pendColonizeWith, n)
	case opCopyAction:
		f = func(d *data, p Player, lg *[]Event) {
			if lg != nil {
				d.event(lg, p, "copy", card, ruleShips, "%v copies the action of %v's %s", p, other(p), d.played[other(p)].Name())
			}
			d.performAction(p, d.played[other(p)], lg)
		}
	default:
		return step{}, fmt.Errorf("card %s: no step for op %d", card, o.kind)
	}
	return step{run: f}, nil
}

// pusher returns a step that pushes a decision of kind k for n items.
func pusher(k pendKind, n int) func(d *data, p Player, lg *[]Event) {
	return func(d *data, p Player, lg *[]Event) {
		d.push(pending{kind: k, seat: uint8(p), n: uint8(n)})
	}
}

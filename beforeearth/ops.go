package beforeearth

// opKind is one primitive a card ability is made of. Compiling a card turns
// its ability expression into ops, then each op into a step closure.
type opKind uint8

const (
	opTech         opKind = iota + 1 // change your technology by n (negative: a cost)
	opHeal                           // reduce your damage by n
	opDeal                           // deal n damage to your opponent
	opTake                           // take n resources of colour c from the supply
	opTakeAny                        // take any n resources from the supply
	opSpend                          // spend n resources of colour c
	opSpendAny                       // spend any n resources
	opQuarries                       // collect all resources from n Quarries
	opTakeShip                       // take 1 available spaceship and use its ability
	opCopyAction                     // perform the action of the opponent's action card
	opSearch                         // colonize any planet from the planet deck at no cost
	opColonize                       // colonize an available planet, n less than normal
	opWinOppDamage                   // passive: win when the opponent's damage reaches n
	opWinOwnDamage                   // passive: win when your damage reaches n
	opOppPlanets                     // passive: the opponent must colonize n planets
)

// op is one primitive with its amount and resource type.
type op struct {
	kind opKind
	n    int
	c    Resource
}

// passive reports whether the op is a standing condition rather than an
// effect that resolves.
func (o op) passive() bool { return o.kind >= opWinOppDamage }

// requirement is what an ability needs to be usable at all: the costs before
// its ":" (resources to spend, technology to give up) and any target it needs
// (an available spaceship, an affordable planet). A planet ability is offered
// only when its requirement is met.
type requirement struct {
	spend    Resources
	spendAny int
	techDown int
	ship     bool
	colonize bool
	discount uint8
}

// add folds op o into the requirement.
func (r *requirement) add(o op) {
	switch o.kind {
	case opSpend:
		r.spend[o.c] += uint8(o.n)
	case opSpendAny:
		r.spendAny += o.n
	case opTech:
		if o.n < 0 {
			r.techDown -= o.n
		}
	case opTakeShip:
		r.ship = true
	case opColonize:
		r.colonize, r.discount = true, uint8(o.n)
	}
}

// met reports whether p can use an ability with requirement r: its costs
// can be paid and its targets exist.
func (r *requirement) met(d *data, p Player) bool {
	if !r.costsMet(d, p) {
		return false
	}
	if r.ship && d.shipRow == [RowSize]int8{-1, -1, -1} {
		return false
	}
	return !r.colonize || d.anyAffordable(p, r.discount)
}

// costsMet reports whether p can pay r's costs.
func (r *requirement) costsMet(d *data, p Player) bool {
	have := &d.res[p&1]
	if have[Black] < r.spend[Black] || have[Grey] < r.spend[Grey] || have[White] < r.spend[White] {
		return false
	}
	return have.sum()-r.spend.sum() >= r.spendAny && int(d.tech[p&1]) >= r.techDown
}

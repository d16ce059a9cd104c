package beforeearth

// pendKind is what a pending entry on the stack is: a decision a player must
// answer with a move, or a frame of a card ability still running.
type pendKind uint8

const (
	pendNone         pendKind = iota
	pendTakeShip              // take 1 available spaceship (Scout, Scarth-7)
	pendQuarry                // collect all resources from a Quarry; n left, mask taken
	pendTakeAny               // take any resource from the supply; n left
	pendSpendAny              // spend any resource; n left
	pendPay                   // pay a planet's cost; card, cost left, n still to pay
	pendOption                // choose one of a card's alternatives; card
	pendSearch                // choose a planet from the planet deck (ISS Salvation)
	pendColonizeWith          // colonize an available planet, n less than normal
	pendWindow                // use planet abilities (and colonize, if mask&1) or done
	pendShipFrame             // a spaceship ability running: card, pc
	pendPlanetFrame           // a planet ability running: card, alt, pc
	numPendKinds
)

var pendNames = [numPendKinds]string{
	"none", "take-ship", "quarry", "take-any", "spend-any", "pay", "option",
	"search", "colonize-with", "window", "ship-frame", "planet-frame",
}

// String names the kind, as JSON writes it.
func (k pendKind) String() string {
	if k < numPendKinds {
		return pendNames[k]
	}
	return "?"
}

func (k pendKind) decision() bool { return k >= pendTakeShip && k <= pendWindow }

// pending is one stack entry. Fields are used as its kind says.
type pending struct {
	kind pendKind
	seat uint8
	card int8
	alt  uint8
	pc   uint8
	n    uint8
	mask uint8
	cost Resources
}

// windowColonize marks a window in the Colonize phase where the player may
// colonize (their action was not cancelled).
const windowColonize = 1

// optionShip marks an option decision on a spaceship rather than a planet.
const optionShip = 1

// push puts e on top of the stack. The shapes Validate admits keep the
// stack within maxStack (see its comment), so a full stack is a broken
// invariant: push panics rather than lose the entry.
func (d *data) push(e pending) {
	if int(d.depth) >= maxStack {
		panic("beforeearth: pending stack overflow, which the shapes Validate admits cannot reach")
	}
	d.stack[d.depth] = e
	d.depth++
}

func (d *data) pop() {
	if d.depth > 0 {
		d.depth--
		d.stack[d.depth] = pending{}
	}
}

// top is the entry on top of the stack, or nil for an empty stack. The
// rules ask for it everywhere, so it is one comparison: below an empty
// stack, depth-1 wraps round to 255, which fails the same test as the
// index's bounds check.
func (d *data) top() *pending {
	if i := d.depth - 1; i < maxStack {
		return &d.stack[i]
	}
	return nil
}

// player is the seat that must answer the entry, or whose ability it runs.
func (e *pending) player() Player { return Player(e.seat) }

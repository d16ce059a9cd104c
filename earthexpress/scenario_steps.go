package earthexpress

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/enum"
)

// Step is where in the round a ScenarioSeat's player stands, a step the
// rulebook names, written as its word:
//
//	plant     step 1: planting (a card chosen, a Refresh or a Germinate
//	          under way, a BLACK ability of a card just planted)
//	action    step 2: choosing the action (or placing its benefit)
//	activate  step 3: activating the tableau (or waiting for both
//	          neighbours to finish planting first)
//	end       the end of step 3: the last conversions before ending it
//	done      step 3 finished, waiting for the others (solo: Demeter's
//	          step 3 follows)
//	tokens    step 4: placing the Sprout and Growth tokens others gave, and
//	          after round 5 the last conversions before the scoring
//	closed    after round 5's step 4: ended, waiting for the others
//	over      the game is over and scored
//
// The zero Step is not written: the seat is at action when Planted is
// set, else at plant.
type Step uint8

// The steps a seat can be at.
const (
	PlantStep Step = iota + 1
	ActionStep
	ActivateStep
	EndStep
	DoneStep
	TokensStep
	ClosedStep
	OverStep
	numSteps
)

var stepNames = [numSteps]string{"", "plant", "action", "activate", "end", "done", "tokens", "closed", "over"}

// String returns the step's word.
func (st Step) String() string { return enum.Name(stepNames[:], st, "Step") }

// MarshalText writes the step's word.
func (st Step) MarshalText() ([]byte, error) { return enum.Text(stepNames[:], st, "step") }

// UnmarshalText reads a step's word.
func (st *Step) UnmarshalText(b []byte) error { return enum.Parse(st, b, stepNames[:], "step") }

// stepPhase is the phase a step starts a player in.
var stepPhase = [numSteps]Phase{PlantStep: Planting, ActionStep: Acting, ActivateStep: Waiting, EndStep: Ending,
	DoneStep: Finished, TokensStep: Converting, ClosedStep: Converting, OverStep: Over}

// seatStep sets player i at the seat's step, with what they have done this
// round, once their tableau (count cards) is laid out.
func (b *builder) seatStep(d *data, i int, seat *ScenarioSeat, count int) {
	p := d.seat(i)
	st := seat.Step
	if st == 0 {
		st = PlantStep
		if seat.Planted {
			st = ActionStep
		}
	}
	if st >= numSteps {
		b.fail("P%d: step %d: expected plant, action, activate, end, done, tokens, closed or over", i+1, st)
		return
	}
	p.phase, p.refreshed, p.germs = stepPhase[st], seat.Refreshed, uint8(max(0, min(seat.Germinated, 2)))
	b.plantedThisRound(d, i, seat)
	b.seatAction(d, i, seat, st)
	switch st {
	case PlantStep:
		b.planting(d, i, seat, count)
		if seat.Activating != "" {
			b.blackInPlanting(d, i, seat)
		}
	case ActivateStep, EndStep, DoneStep, TokensStep, ClosedStep, OverStep:
		p.cursor = 2 * Spaces
	}
	if st == ActivateStep {
		b.activating(d, i, seat)
	}
	if st == ClosedStep && d.round != Rounds {
		b.fail("P%d: step closed: only round 5's step 4 is ended by the player (end-game scoring)", i+1)
	}
	// step 4 is closed once a player is past it: this round's, or the
	// last round's until this round's begins
	p.closed = st == ClosedStep || st == OverStep || st < TokensStep && d.round > 1
	b.tokens(d, i, seat, st)
	if seat.Activating != "" && st != PlantStep && st != ActivateStep {
		b.fail("P%d: activating at step %v: an ability resolves in step 1 (BLACK) or step 3 (%s)", i+1, st, ruleActivate)
	}
}

// plantedThisRound marks the spaces planted this round.
func (b *builder) plantedThisRound(d *data, i int, seat *ScenarioSeat) {
	p := d.seat(i)
	for _, w := range seat.PlantedThisRound {
		k, ok := parseSpace(w)
		switch {
		case !ok:
			b.fail("P%d: planted_this_round %q: expected a space like r1c2", i+1, w)
		case p.tab[k] == NoCard:
			b.fail("P%d: planted_this_round %s: no card is planted there (%s)", i+1, w, rulePlanting)
		default:
			p.planted |= 1 << k
		}
	}
	if n := popcount64(uint64(p.planted)); n > plantsIn(d.round) {
		b.fail("P%d: planted_this_round: %d cards, but round %d plants %d (%s)", i+1, n, d.round, plantsIn(d.round), rulePlanting)
	}
	if seat.Step > PlantStep && seat.Germinated > popcount64(uint64(p.planted)) && d.solo() {
		b.fail("P%d: germinated %d: a germinated card is planted at once, and %d were planted (solo germinate)", i+1, seat.Germinated, popcount64(uint64(p.planted)))
	}
	for a := range 2 * Spaces {
		if p.planted&(1<<(a/2)) != 0 && d.blackAbility(p.tab[a/2], a%2, true) && p.phase <= Waiting {
			p.deferred |= 1 << a // a BLACK ability reading a neighbour waits for their planting
		}
	}
}

// plantsIn is the number of cards a player plants in round r.
func plantsIn(r uint8) int {
	if r == Rounds {
		return 1
	}
	return 2
}

// blackAbility reports whether ability k of card c is BLACK and reads a
// neighbour (neighbour) or not (!neighbour).
func (d *data) blackAbility(c Card, k int, neighbour bool) bool {
	if c == NoCard {
		return false
	}
	abs := d.cards.info(c).Abilities
	return k < len(abs) && abs[k].Colour == Black && abs[k].neighbour == neighbour
}

// planting sets step 1: the cards left to plant, and the card chosen or
// the bonus action under way.
func (b *builder) planting(d *data, i int, seat *ScenarioSeat, count int) {
	p := d.seat(i)
	want := min(2*int(d.round), Spaces)
	left := min(want-count, plantsIn(d.round)-popcount64(uint64(p.planted)))
	if left <= 0 && seat.Activating == "" {
		b.fail("P%d: step plant with %d cards planted, %d of them this round: round %d has no card left to plant (%s)", i+1, count, popcount64(uint64(p.planted)), d.round, rulePlanting)
		return
	}
	p.toPlant = uint8(max(left, 0))
	germinated := d.solo() && p.nhand == 1
	if germinated {
		p.sub = subPlant // the germinated card, planted at once
	}
	if seat.Chosen != "" {
		c, ok := b.cs.Lookup(seat.Chosen)
		if !ok || germinated && c != p.hand[0] || !germinated && !d.holds(i, c) {
			b.fail("P%d: chosen %q: the card chosen to plant is one in hand (solo: in Demeter's tableau, or the germinated card) (%s)", i+1, seat.Chosen, rulePlanting)
		}
		p.chosen, p.sub = c, subAt
		if germinated {
			p.sub = subAtGerm
		}
	}
	b.bonusAction(d, i, seat)
}

// bonusAction sets a Refresh or a Germinate under way.
func (b *builder) bonusAction(d *data, i int, seat *ScenarioSeat) {
	p := d.seat(i)
	if seat.Refreshing != nil {
		if !seat.Refreshed || p.sub != subNone || *seat.Refreshing < 0 || *seat.Refreshing > HandSize+2 {
			b.fail("P%d: refreshing %d: a Refresh under way is the round's (refreshed), with no card chosen to plant, of 0 to 9 discards (%s)", i+1, *seat.Refreshing, ruleRefresh)
			return
		}
		p.sub, p.discards = subRefresh, uint8(*seat.Refreshing)
	}
	switch seat.Germinating {
	case "":
	case "discard", "name":
		if p.sub != subNone || d.solo() && seat.Germinating == "discard" {
			b.fail("P%d: germinating %s: a Germinate is paid, then a card discarded (not solo), then a feature named, with no other bonus action under way (%s)", i+1, seat.Germinating, ruleGerminate)
			return
		}
		p.sub = subGermName
		if seat.Germinating == "discard" {
			p.sub = subGermDiscard
		}
	default:
		b.fail("P%d: germinating %q: expected discard or name (%s)", i+1, seat.Germinating, ruleGerminate)
	}
}

// seatAction sets the action chosen in step 2, and the pieces of its
// benefit left to place.
func (b *builder) seatAction(d *data, i int, seat *ScenarioSeat, st Step) {
	p := d.seat(i)
	p.action = NoColour
	if seat.Action == "" {
		if st >= ActivateStep && st <= DoneStep || seat.Placing != 0 {
			b.fail("P%d: step %v: action: expected the colour chosen in step 2 (%s)", i+1, st, ruleAction)
		}
		return
	}
	c, ok := parseColour(seat.Action)
	if !ok || !d.onTile(c) {
		b.fail("P%d: action %q: expected a colour of the revealed Action tile (%s)", i+1, seat.Action, ruleAction)
		return
	}
	p.action = c
	switch {
	case st == ActionStep && seat.Placing == 0:
		b.fail("P%d: step action with the action %v chosen and nothing left to place: write step activate (%s)", i+1, c, ruleAction)
	case st < ActionStep:
		b.fail("P%d: action %v at step %v: the action is chosen in step 2 (%s)", i+1, c, st, ruleAction)
	case seat.Placing != 0 && (st != ActionStep || c == Red || seat.Placing < 0 || seat.Placing > actionPieces(c)):
		b.fail("P%d: placing %d: the BLUE action's 3 Sprouts or the YELLOW action's 2 Growth are placed in step 2 (%s)", i+1, seat.Placing, ruleAction)
	case st == ActionStep:
		p.phase = Waiting
		p.act = none
		p.act.on, p.act.place, p.act.res, p.act.left = true, actionGain, Sprout, uint8(seat.Placing)
		if c == Yellow {
			p.act.res = Growth
		}
	}
}

// actionPieces is the pieces the action of colour c gives.
func actionPieces(c Colour) int {
	if c == Yellow {
		return 2
	}
	return 3
}

// activating sets step 3 at the ability the seat names: the abilities
// before it have been activated or skipped. With none named, step 3 is
// about to begin (after the BLACK abilities that wait for the neighbours).
func (b *builder) activating(d *data, i int, seat *ScenarioSeat) {
	p := d.seat(i)
	if seat.Activating == "" {
		p.cursor = 0
		return
	}
	k, ok := b.abilityAt(d, i, seat.Activating)
	if !ok {
		return
	}
	if d.blackAbility(p.tab[k/2], k%2, true) {
		p.cursor, p.deferred = 0, p.deferred&^(1<<k-1) // those before it have resolved
		if p.deferred&(1<<k) == 0 {
			b.fail("P%d: activating %s: a BLACK ability waiting for the neighbours is one of a card planted this round (%s)", i+1, seat.Activating, ruleActivate)
		}
		return
	}
	ab := d.cards.info(p.tab[k/2]).Abilities[k%2]
	if !ab.Colour.answers(p.action) {
		b.fail("P%d: activating %s: a %v ability does not answer the %v action (%s)", i+1, seat.Activating, ab.Colour, p.action, ruleActivate)
		return
	}
	p.phase, p.cursor, p.deferred = Activating, uint8(k), 0
	if d.offer(i, k) {
		p.cursor++
	}
}

// offer sets ability k (place*2+ability) of player i's tableau offered
// (activate or skip), as the engine leaves an ability it offers, and
// reports whether it did: an ability is offered when it has a cost,
// options or benefits for others, or when a conversion could be made
// before it; one whose cost cannot be paid is offered with skip alone, as
// after a conversion made while it was offered. Otherwise it starts at
// once, from settle.
func (d *data) offer(i, k int) bool {
	p := d.seat(i)
	ab := &d.cards.info(p.tab[k/2]).Abilities[k%2]
	if !ab.prompt && !d.canConvert(i) {
		return false
	}
	p.act = none
	p.act.on, p.act.place, p.act.ab, p.act.colour, p.act.prompt = true, int8(k/2), uint8(k%2), ab.Colour, true
	d.fitCosts(i)
	return true
}

// stepThree checks, once every seat is laid out, that each player
// activating their tableau has both neighbours past their planting.
func (b *builder) stepThree(d *data) {
	for i := range int(d.n) {
		if d.seat(i).phase == Activating && !d.neighboursPlanted(i) {
			b.fail("P%d: activating: step 3 starts once both neighbours have finished planting (%s)", i+1, ruleActivate)
		}
	}
}

// abilityAt reads "r2c1" (the card's first ability) or "r2c1 2" (its
// second) as place*2+ability.
func (b *builder) abilityAt(d *data, i int, w string) (int, bool) {
	space, nth, _ := strings.Cut(strings.TrimSpace(w), " ")
	k, ok := parseSpace(space)
	a := 0
	if nth != "" {
		n, err := strconv.Atoi(nth)
		a, ok = n-1, ok && err == nil && (n == 1 || n == 2)
	}
	if !ok || d.seat(i).tab[k] == NoCard || a >= len(d.cards.info(d.seat(i).tab[k]).Abilities) {
		b.fail("P%d: activating %q: expected a space of a card of the tableau and, for its second ability, 2, like \"r2c1 2\" (%s)", i+1, w, ruleActivate)
		return 0, false
	}
	return 2*k + a, true
}

// blackInPlanting starts, in step 1, the BLACK ability the seat names:
// one of a card planted this round, the card's later BLACK ability
// waiting after it.
func (b *builder) blackInPlanting(d *data, i int, seat *ScenarioSeat) {
	p := d.seat(i)
	k, ok := b.abilityAt(d, i, seat.Activating)
	if !ok {
		return
	}
	if p.planted&(1<<(k/2)) == 0 || !d.blackAbility(p.tab[k/2], k%2, false) {
		b.fail("P%d: activating %s at step plant: in step 1 a BLACK ability of a card planted this round resolves (%s)", i+1, seat.Activating, rulePlanting)
		return
	}
	p.blacks = 1 << k
	if k%2 == 0 && d.blackAbility(p.tab[k/2], 1, false) {
		p.blacks |= 1 << (k + 1)
	}
	p.sub, p.chosen = subNone, NoCard
	if d.offer(i, k) {
		p.blacks &^= 1 << k
	}
}

// tokens sets the Sprout and Growth tokens others gave, to place in step
// 4 (at step tokens, being placed).
func (b *builder) tokens(d *data, i int, seat *ScenarioSeat, st Step) {
	p := d.seat(i)
	if len(seat.Tokens) > 2 || slices.ContainsFunc(seat.Tokens, func(n int) bool { return n < 0 || n > 255 }) {
		b.fail("P%d: tokens %v: expected the Sprout tokens and the Growth tokens, like [2, 1] (%s)", i+1, seat.Tokens, ruleOthers)
		return
	}
	for k, n := range seat.Tokens {
		p.tokens[k] = uint8(n)
	}
	if p.tokens != [2]uint8{} && st > TokensStep {
		b.fail("P%d: tokens at step %v: step 4 has placed them (%s)", i+1, st, ruleTokens)
	}
	if st == TokensStep {
		game{data: d}.startTokens(i)
	}
}

// seatClaims sets the player's Fauna claims: the scoring space of each,
// from 1 (the highest), 0 for none, and the round each was claimed in.
func (b *builder) seatClaims(d *data, i int, seat *ScenarioSeat) {
	p := d.seat(i)
	if len(seat.Claims) > 2 || len(seat.ClaimRounds) > len(seat.Claims) {
		b.fail("P%d: claims %v, claim_rounds %v: expected the scoring space of each Fauna and the round each was claimed in (%s)", i+1, seat.Claims, seat.ClaimRounds, ruleFauna)
		return
	}
	for f, k := range seat.Claims {
		p.claims[f] = b.claim(d, "P"+strconv.Itoa(i+1)+": claims", k)
		if k > 0 && (f >= len(seat.ClaimRounds) || seat.ClaimRounds[f] < 1 || seat.ClaimRounds[f] > int(d.round)) {
			b.fail("P%d: claim_rounds: Fauna %d claimed in round 1 to %d, in step 4 (%s)", i+1, f+1, d.round, ruleFauna)
		} else if k > 0 {
			p.claimRound[f] = uint8(seat.ClaimRounds[f])
		}
	}
}

// claim reads a scoring space from 1 (0 none) as the claim's index.
func (b *builder) claim(d *data, field string, k int) int8 {
	if k < 0 || k > min(int(d.round)+1, len(d.cards.FaunaSpaces)) {
		b.fail("%s %d: a claim is on a scoring space from 1 (the highest), filled one a round (%s)", field, k, ruleFauna)
		return -1
	}
	return int8(k) - 1
}

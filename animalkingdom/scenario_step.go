package animalkingdom

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/enum"
)

// TurnStep is the moment of the turn a Scenario starts at, a step the
// rulebook names, written as its word, with the decision pending there:
//
//	action    turn step 1: the active player chooses an action (the
//	          zero TurnStep, not written)
//	plant     step 2 of Plant: Player plants (the cards of their
//	          tableau marked just_planted planted already), the draw to
//	          come; with all their cards planted, the game runs on to it
//	keep      step 2 of Plant: the active player keeps 1 of the cards
//	          Drawn after planting
//	minor     step 2: Player, not the active one, chooses the minor
//	          benefit of Action (solo: the player, on Gaia's turn)
//	activate  step 3: Player activates their abilities of Action, the
//	          ones before Activating done and it offered (use or skip);
//	          with none named, the activation starts, and the game runs
//	          on to its next decision (the order to choose, or the first
//	          ability offered)
//	global    Animal Kingdom, the end of a round but the last: Player
//	          resolves the Global Ability, or not, those before them done
//	gaia      solo: the player places the Leaf of Gaia's Gyre (gaia card)
//	final     the last window, after the last round: the players not
//	          done may still play events and convert, then pass
//	over      the game is over and scored
//
// Player is a seat number (the active player when 0; at global, P1). In
// YAML, P2 at the second ability of the card at 0,1 in the Water turn of
// P1, those before it activated or skipped:
//
//	active: 1
//	step: activate
//	action: water
//	player: 2
//	activating: "0,1 2"
type TurnStep uint8

// The steps a Scenario can start at.
const (
	ActionStep TurnStep = iota
	PlantStep
	KeepStep
	MinorStep
	ActivateStep
	GlobalStep
	GaiaStep
	FinalStep
	OverStep
	numSteps
)

var stepNames = [numSteps]string{"action", "plant", "keep", "minor", "activate", "global", "gaia", "final", "over"}

// String returns the step's word.
func (st TurnStep) String() string { return enum.Name(stepNames[:], st, "TurnStep") }

// MarshalText writes the step's word.
func (st TurnStep) MarshalText() ([]byte, error) { return enum.Text(stepNames[:], st, "step") }

// UnmarshalText reads a step's word.
func (st *TurnStep) UnmarshalText(b []byte) error {
	if st == nil {
		return errNilReceiver("TurnStep")
	}
	return enum.Parse(st, b, stepNames[:], "step")
}

// stepStage is the stage each step starts at.
var stepStage = [numSteps]stage{ActionStep: stAction, PlantStep: stPlant, KeepStep: stKeep, MinorStep: stMinor,
	ActivateStep: stActivate, GlobalStep: stGlobal, GaiaStep: stGaiaLeaf, FinalStep: stFinal, OverStep: stOver}

// step sets the moment of the turn the scenario is at, once the seats
// are laid out.
func (b *builder) step(sc Scenario) {
	g := b.g
	st := sc.Step
	if st >= numSteps {
		b.fail("step %d: expected %s", st, strings.Join(stepNames[:], ", "))
		return
	}
	b.stepFields(sc)
	action := b.action(sc)
	if b.err != nil {
		return
	}
	g.Stage, g.Action = stepStage[st], action
	switch st {
	case ActionStep, GaiaStep, FinalStep, OverStep:
		b.between(sc, action)
	case PlantStep, KeepStep:
		b.planting(sc, action)
	case MinorStep:
		b.setPlayer(sc)
		if action == Green || action == NoColour || g.order(g.K) == g.Active {
			b.fail("step minor: the minor benefit is a player's other than the active one, of the compost, water or grow action (turn step 2)")
		}
	case ActivateStep:
		b.setPlayer(sc)
		b.activating(sc)
	case GlobalStep:
		b.global(sc)
	}
}

// stepFields fails on a field the scenario's step does not read.
func (b *builder) stepFields(sc Scenario) {
	st := sc.Step
	switch {
	case sc.Drawn != nil && st != KeepStep:
		b.fail("drawn: the cards drawn after planting wait at step keep, not %v", st)
	case (sc.Activating != "" || sc.TableauFirst) && st != ActivateStep:
		b.fail("activating, tableau_first: an activation is under way at step activate, not %v", st)
	case sc.Player != 0 && st != PlantStep && st != MinorStep && st != ActivateStep && st != GlobalStep:
		b.fail("player: step %v is the active player's (player is for plant, minor, activate and global)", st)
	case sc.Player < 0 || sc.Player > sc.Players:
		b.fail("player: %d: seats are 1 to %d", sc.Player, sc.Players)
	}
	for p, ss := range sc.Seats {
		if ss.Done && st != FinalStep && st != OverStep {
			b.fail("%v done: a player passes in the last window (step final), not at %v", Player(p), st)
		}
		for _, t := range ss.Tableau {
			if t.JustPlanted && st == ActionStep {
				b.fail("%v tableau: %s just_planted: at step action the turn's action is still to choose, so nothing is planted this turn yet", Player(p), t.Card)
			}
		}
	}
}

// action reads the turn's action, and on Gaia's turn checks it is her
// card's.
func (b *builder) action(sc Scenario) Colour {
	g := b.g
	action := NoColour
	if sc.Action != "" {
		for c, w := range actionWords {
			if w == sc.Action {
				action = c
			}
		}
		if action == NoColour {
			b.fail("action %q: expected plant, compost, water or grow", sc.Action)
			return NoColour
		}
	}
	if gs := &g.Gaia; g.Config.Solo && gs.Card >= 0 {
		g.Active = g.gaiaSeat() // Gaia's turn
		a := g.gaiaAbility(gs.Card, 0)
		want, st := a.Colour, []TurnStep{MinorStep, PlantStep, ActivateStep}
		if a.Kind == GaiaClaim {
			want, st = NoColour, []TurnStep{GaiaStep}
		}
		if sc.Action != "" && action != want || !slices.Contains(st, sc.Step) {
			b.fail("gaia card %s: on Gaia's turn the player takes its minor benefit (steps minor, plant, activate) or, for a Gyre, places her Leaf (step gaia); not action %q at step %v", g.cs.gaia[gs.Card].Name, sc.Action, sc.Step)
		}
		return want
	}
	if sc.Step == GaiaStep {
		b.fail("step gaia: the player places Gaia's Leaf on her turn, when her card (gaia card) is a Gyre (solo)")
	}
	return action
}

// between checks a step at which no action is under way.
func (b *builder) between(sc Scenario, action Colour) {
	g := b.g
	if action != NoColour && sc.Step != GaiaStep {
		b.fail("action %s at step %v: the action is chosen at step action, and under way at plant, keep, minor and activate", sc.Action, sc.Step)
		return
	}
	switch sc.Step {
	case FinalStep:
		g.K = -1
		for p := range g.n() {
			if !g.get(Player(p)).Done {
				g.K = p
				break
			}
		}
		if g.K < 0 {
			b.fail("step final: every player is done: the game is over (step over)")
		}
	case OverStep:
		g.recordWinners()
	}
}

// setPlayer sets the player at the step, the K-th from the active one.
func (b *builder) setPlayer(sc Scenario) {
	g := b.g
	p := int(g.Active)
	if sc.Player > 0 {
		p = sc.Player - 1
	}
	g.K = (p - int(g.Active) + 2*g.n()) % g.n()
}

// planting sets step 2 of a Plant: the player planting and what they
// have planted, or the cards the active player draws to keep 1.
func (b *builder) planting(sc Scenario, action Colour) {
	g := b.g
	if action != Green {
		b.fail("step %v: planting is step 2 of the plant action (action: plant)", sc.Step)
		return
	}
	b.setPlayer(sc)
	p := g.order(g.K)
	g.Planted = g.get(p).JustPlanted.len()
	if sc.Step == PlantStep {
		if g.Planted > g.plantLimit(p) {
			b.fail("step plant: %v has planted %d cards, of the %d they may plant (turn step 2)", p, g.Planted, g.plantLimit(p))
		}
		return // with all planted, the game runs on to the draw
	}
	if g.K != 0 || len(sc.Drawn) == 0 || len(sc.Drawn) > plantDraw {
		b.fail("step keep: drawn %v: the active player draws %d after planting and keeps 1 (player is the active one)", sc.Drawn, plantDraw)
		return
	}
	for _, c := range b.cards("drawn", sc.Drawn) {
		g.Drawn.add(c)
	}
}

// activating sets step 3 at the ability Activating names: those before
// it in the player's activation order are done.
func (b *builder) activating(sc Scenario) {
	g := b.g
	p := g.order(g.K)
	g.ActIdx, g.TabFirst, g.OrderSet = 0, sc.TableauFirst, sc.TableauFirst
	if g.Action == NoColour {
		b.fail("step activate: action: expected the action activated (plant, compost, water or grow)")
		return
	}
	if sc.Activating == "" {
		return
	}
	f, ok := b.abilityAt(p, sc.Activating)
	if !ok {
		return
	}
	var buf [64]frame
	for i, o := range g.abilities(p, buf[:0]) {
		if o.Src == f.Src && o.Index == f.Index && o.Ab == f.Ab {
			g.ActIdx, g.OrderSet = i+1, true
		}
	}
	if a := g.abilityOf(&f); !g.answersFor(a, p == g.Active) {
		b.fail("activating %s: %s does not activate on the %s action for %v (turn step 3)", sc.Activating, a.Text, actionWords[g.Action], p)
		return
	}
	f.Wait, f.Active = wUse, p == g.Active
	g.pushFrame(f) // offered, to use or skip, as the activation offers it
}

// abilityAt reads "island", "climate" or a tableau card's "row,col",
// with " 2" for its second ability, as the ability's frame.
func (b *builder) abilityAt(p Player, w string) (frame, bool) {
	g := b.g
	where, nth, _ := strings.Cut(strings.TrimSpace(w), " ")
	k := 1
	if nth != "" {
		var err error
		if k, err = strconv.Atoi(nth); err != nil {
			k = 0
		}
	}
	f := frame{Who: p, Self: -1, Ab: int16(k - 1)}
	s := g.get(p)
	var abs []Ability
	switch where {
	case "island":
		f.Src, abs = FromIsland, g.cs.islands[s.Island].Abilities
	case "climate":
		f.Src, abs = FromClimate, g.cs.climates[s.Climate].Abilities
	default:
		r, c, _ := strings.Cut(where, ",")
		row, err1 := strconv.Atoi(r)
		col, err2 := strconv.Atoi(c)
		i := -1
		if err1 == nil && err2 == nil {
			i = at(s.Tab(), row, col)
		}
		if i >= 0 {
			f.Src, f.Index, f.Self, abs = FromTableau, int16(i), int16(i), g.info(s.Tab()[i].Card).Abilities
		}
	}
	if abs == nil || k < 1 || k > len(abs) {
		b.fail("activating %q: expected island, climate or the row,col of a card of %v's tableau, and \" 2\" for its second ability", w, p)
		return frame{}, false
	}
	return f, true
}

// global sets the Global Ability under way at the end of a round:
// Player resolves it next.
func (b *builder) global(sc Scenario) {
	g := b.g
	switch {
	case !g.AK.HasGlobal:
		b.fail("step global: the Global Ability is Animal Kingdom's, not solo (animals: true)")
	case g.Last:
		b.fail("step global: the Global Ability comes at the end of every round but the last (last)")
	case sc.Active != 0 && sc.Active != sc.Players:
		b.fail("step global: active %d: the round ends after the last player's turn (active %d)", sc.Active, sc.Players)
	}
	g.Active, g.K, g.Action = Player(g.n()-1), max(sc.Player, 1)-1, NoColour
}

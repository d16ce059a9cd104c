package beforeearth

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// Step is where in the round a Scenario starts, a step the rulebook names.
// It is written as text:
//
//	choose         the action cards are being chosen (the zero Step); with
//	               both played, the round is revealed and resolves
//	reactions P2   P2's reaction resolves next (Phase 1)
//	action P2      P2's action resolves next (Phase 2)
//	abilities P2   P2 may use planet abilities (Phase 2): after their own
//	               action, or, their action cancelled, after both actions
//	colonize P2    P2 may colonize and use planet abilities (Phase 3)
//	maintenance    Phase 4 runs, and the next round opens
//
// Every step past choose needs both action cards played; the steps before
// the one named have resolved, and the position as laid out is what they
// left.
type Step struct {
	Phase     Phase  // Choose, Reactions, Actions, Colonize or Maintenance
	Player    Player // whose reaction, action, abilities or colonizing; P1 otherwise
	Abilities bool   // in the Actions phase: the player's planet abilities, not their action
}

// stepWords are the words a Step is written with, by phase.
var stepWords = [numPhases]string{Choose: "choose", Reactions: "reactions", Actions: "action", Colonize: "colonize", Maintenance: "maintenance"}

const abilitiesWord = "abilities"

// String writes the step as a Scenario does ("action P2").
func (st Step) String() string {
	word := "?"
	if st.Phase < numPhases {
		word = stepWords[st.Phase]
	}
	if st.Abilities {
		word = abilitiesWord
	}
	if st.Phase == Choose || st.Phase == Maintenance {
		return word
	}
	return word + " " + st.Player.String()
}

// MarshalText writes the step as String does.
func (st Step) MarshalText() ([]byte, error) { return []byte(st.String()), nil }

// UnmarshalText reads a step as String writes it.
func (st *Step) UnmarshalText(b []byte) error {
	word, who, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
	words := []string{"choose", "reactions", "action", abilitiesWord, "colonize", "maintenance"}
	var out Step
	switch word {
	case "choose", "maintenance":
		out.Phase = Choose
		if word == "maintenance" {
			out.Phase = Maintenance
		}
		if who != "" {
			return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: word + " alone: it is no one player's step"}
		}
		*st = out
		return nil
	case "reactions":
		out.Phase = Reactions
	case "action":
		out.Phase = Actions
	case abilitiesWord:
		out.Phase, out.Abilities = Actions, true
	case "colonize":
		out.Phase = Colonize
	default:
		return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "a step: " + strings.Join(words, ", ") + ", the player after all but choose and maintenance",
			Suggest: carddata.Suggest(word, words)}
	}
	var p Player
	if err := p.UnmarshalText([]byte(strings.TrimSpace(who))); err != nil || (p != P1 && p != P2) {
		return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: word + " and the player, P1 or P2, as in \"" + word + " P2\""}
	}
	out.Player = p
	*st = out
	return nil
}

// resume starts the round at the scenario's step: the cards are revealed,
// the round's record of what the steps before it did (whose action was
// cancelled, Occupy's discount, who colonized) is set, and the round
// resolves from the step up to the first decision.
func (b *builder) resume(g *game) error {
	st := b.sc.Step
	g.reveal()
	if st.Phase == Choose {
		g.advance()
		return nil
	}
	i := uint8(0) // the step's player's place in the round's order
	if st.Player != g.first.P() {
		i = 1
	}
	done := [numPhases]uint8{Reactions: i, Actions: 2, Colonize: 2, Maintenance: 2}[st.Phase]
	for j := range done {
		if p := g.order(j); cancels(g.played[p], g.played[other(p)]) {
			g.cancelled[other(p)] = true
		}
	}
	step, err := b.stepIndex(g, i)
	if err != nil {
		return err
	}
	acted := [numPhases]uint8{Actions: (step + 1) / 2, Colonize: 2, Maintenance: 2}[st.Phase]
	for j := range min(acted, 2) {
		b.discountOf(g, g.order(j))
	}
	if err := b.colonizedThisRound(g, i); err != nil {
		return err
	}
	g.phase, g.step = st.Phase, step
	g.advance()
	if t := g.top(); t != nil && t.kind == pendWindow && g.phase == Colonize && g.colonized[t.player()] {
		t.mask |= windowColonize // the window the player has colonized in
	}
	return nil
}

// stepIndex is the engine's step of the phase for the scenario's step, the
// step's player being i-th in the round's order.
func (b *builder) stepIndex(g *game, i uint8) (uint8, error) {
	st := b.sc.Step
	p := st.Player
	switch {
	case st.Phase == Reactions:
		return 2 * i, nil
	case st.Phase == Colonize:
		return i, nil
	case st.Phase == Actions && st.Abilities && g.cancelled[p]:
		return 4 + i, nil
	case st.Phase == Actions && st.Abilities:
		return 2*i + 1, nil
	case st.Phase == Actions && g.cancelled[p]:
		o := other(p)
		return 0, b.errorf(b.sc.Pos, "step %v: %v's %s is cancelled by %v's %s (%s): write abilities %v", st, p, g.played[p].Name(), o, g.played[o].Name(), ruleReactions, p)
	case st.Phase == Actions:
		return 2 * i, nil
	}
	return 0, nil // Maintenance
}

// discountOf gives p Occupy's discount when p's action, resolved before the
// step, was Occupy or an Invade that performed the opponent's Occupy.
func (b *builder) discountOf(g *game, p Player) {
	a, theirs := g.played[p], g.played[other(p)]
	if !g.cancelled[p] && (a == Occupy || a == Invade && theirs == Occupy) {
		g.discount[p] = occupyDiscount
	}
}

// colonizedThisRound records who has colonized in the Colonize phase, as
// the seats say: only the players whose colonizing has begun.
func (b *builder) colonizedThisRound(g *game, i uint8) error {
	for p, sp := range b.sc.Seats[:min(len(b.sc.Seats), 2)] {
		if !sp.ColonizedThisRound {
			continue
		}
		if b.sc.Step.Phase != Colonize || Player(p) == g.order(1) && i == 0 {
			return b.errorf(sp.Pos, "%v: colonized_this_round at step %v: a player colonizes in Phase 3, in the round's order, once their colonizing has begun (%s)", Player(p), b.sc.Step, ruleColonize)
		}
		if g.cancelled[p] {
			return b.errorf(sp.Pos, "%v: colonized_this_round: a player whose action is cancelled colonizes no planet (%s)", Player(p), ruleColonize)
		}
		g.colonized[p] = true
	}
	return nil
}

// checkRound checks the seats' record of the round against the step:
// a discount and colonizing are the round's, after the reveal.
func (b *builder) checkRound(p Player, sp ScenarioSeat) error {
	if sp.Discount != 0 && sp.Discount != occupyDiscount {
		return b.errorf(sp.Pos, "%v: discount %d: Occupy's action spends %d resources less than normal (%s)", p, sp.Discount, occupyDiscount, ruleActions)
	}
	if sp.Discount != 0 && b.sc.Step.Phase == Choose {
		return b.errorf(sp.Pos, "%v: discount %d before the reveal: a discount is won by an action this round; name the step it starts at", p, sp.Discount)
	}
	b.d.discount[p] = uint8(sp.Discount)
	return nil
}

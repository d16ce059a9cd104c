package animalkingdom

import (
	"encoding/json"
	"strings"
	"testing"
)

// pigPays is a 2-player position on P2's turn: P1 holds no soil, and
// Wheat's "spend 1 soil: gain 3 sprouts" answers Water; P1's Vietnamese
// Pot-Bellied Pig, placed on the Forest Edge Terrain (sunny and wet),
// gains 3 soil.
const pigPays = `
players: 2
active: 2
global: Platypus
seats:
  - animals: [Vietnamese Pot-Bellied Pig]
    tableau:
      - {card: Forest Edge Terrain, row: 0, col: 0}
      - {card: Wheat, row: 0, col: 1}
  - animals: [Tarsier]
    tableau:
      - {card: Spearmint, row: 0, col: 0}
`

// toWheat plays P2's Water and P1's minor sprouts (placing none): P1 is
// asked about Wheat's ability.
func toWheat(t *testing.T, text string) State {
	t.Helper()
	s := play(t, build(t, text), "P2 action water")
	for s.ToMove()[0] == 1 {
		s = declineOne(t, s)
	}
	return play(t, s, "P1 minor sprouts", "P1 stop")
}

// TestLeafDiscardedWhenAskedToUseActivatesAtOnce: at a decision to use or
// skip an ability, "P1 leaf" is offered, and an ability P1 cannot pay
// yet is asked rather than passed over, since the Leaf's activation
// could pay for it. The activation resolves at once, over the ability,
// which then waits for P1's decision: the Pig's 3 soil pay for Wheat
// (the LeafDiscard ruling). The position in between validates and reads
// back from JSON.
func TestLeafDiscardedWhenAskedToUseActivatesAtOnce(t *testing.T) {
	s := toWheat(t, pigPays)
	if s.Phase() != ActivationPhase || s.d.depth() != 1 {
		t.Fatalf("Wheat passed over: phase %v, legal %s", s.Phase(), legalText(s, s.ToMove()[0]))
	}
	if got, want := legalText(s, 0), "P1 skip; P1 leaf"; got != want {
		t.Fatalf("Wheat unpaid with a Leaf to discard: legal %q, want %q", got, want)
	}
	s = play(t, s, "P1 leaf")
	if who, _, ok := s.Activating(); !ok || who != 0 {
		t.Fatalf("the Leaf discarded activates nothing at once (legal %s)", legalText(s, 0))
	}
	offered(t, s, "P1 activate Vietnamese Pot-Bellied Pig")
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	roundTrip(t, s)
	s = play(t, s, "P1 activate Vietnamese Pot-Bellied Pig", "P1 animeeple @0,0")
	if got := s.Soil(0); got != 3 {
		t.Fatalf("the Pig gave %d soil, want 3", got)
	}
	if _, _, ok := s.Activating(); ok {
		t.Fatalf("the activation did not end (legal %s)", legalText(s, 0))
	}
	if got, want := legalText(s, 0), "P1 use; P1 skip; P1 leaf"; got != want {
		t.Fatalf("back at Wheat: legal %q, want %q", got, want)
	}
	s = play(t, s, "P1 use", "P1 sprout @0,1", "P1 sprout @0,1", "P1 sprout @0,1")
	if got, sprouts := s.Soil(0), s.Tableau(0)[1].Sprouts; got != 2 || sprouts != 3 {
		t.Errorf("Wheat used: %d soil and %d sprouts, want 2 and 3", got, sprouts)
	}
}

// TestUnpaidAbilityPassedOverWithNoLeafToHelp: without a Leaf left, or
// with no Animal the Leaf could activate, the ability P1 cannot pay is
// passed over, as before.
func TestUnpaidAbilityPassedOverWithNoLeafToHelp(t *testing.T) {
	for name, text := range map[string]string{
		"no Leaf left":    strings.Replace(pigPays, "  - animals: [Vietnamese Pot-Bellied Pig]\n", "  - animals: [Vietnamese Pot-Bellied Pig]\n    discarded: 5\n", 1),
		"no Terrain left": strings.Replace(pigPays, "Forest Edge Terrain", "Heather", 1),
	} {
		if s := toWheat(t, text); s.Phase() != GlobalPhase {
			t.Errorf("%s: P1 is asked about Wheat (legal %s)", name, legalText(s, 0))
		}
	}
}

// TestLeafDiscardedWhilePayingActivatesAfter: while P1 picks the hand
// card paying Penny Bun's cost, "P1 leaf" is offered; its activation
// comes once the ability is done, as a claim's does.
func TestLeafDiscardedWhilePayingActivatesAfter(t *testing.T) {
	s := build(t, `
players: 2
active: 2
global: Platypus
seats:
  - animals: [Tarsier]
    hand: [White Oak]
    tableau:
      - {card: Penny Bun, row: 0, col: 0}
  - animals: [Jaguar]
    tableau:
      - {card: Spearmint, row: 0, col: 0}
`)
	s = play(t, s, "P2 action compost")
	for s.ToMove()[0] == 1 {
		s = declineOne(t, s)
	}
	s = play(t, s, "P1 minor soil", "P1 use")
	if got, want := legalText(s, 0), "P1 compost White Oak; P1 leaf"; got != want {
		t.Fatalf("paying Penny Bun: legal %q, want %q", got, want)
	}
	s = play(t, s, "P1 leaf")
	if _, _, ok := s.Activating(); ok {
		t.Fatal("the activation interrupts the payment")
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	soil := s.Soil(0)
	s = play(t, s, "P1 compost White Oak")
	if s.Soil(0) != soil+2 {
		t.Fatalf("Penny Bun gave %d soil, want 2", s.Soil(0)-soil)
	}
	if who, _, ok := s.Activating(); !ok || who != 0 {
		t.Fatalf("no activation after the ability (legal %s)", legalText(s, 0))
	}
	offered(t, s, "P1 activate Tarsier")
}

// TestLeafDiscardedDuringAnActivationActivatesAfter: at the decisions of
// an activation of Animals, "P1 leaf" is offered too; the Animals
// activate one activation at a time, so its activation follows the
// current one.
func TestLeafDiscardedDuringAnActivationActivatesAfter(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Tarsier]
    tableau:
      - {card: Penny Bun, row: 0, col: 0}
      - {card: Cat Grass, row: 0, col: 1}
  - animals: [Jaguar]
    tableau:
      - {card: Spearmint, row: 0, col: 0}
`)
	s = play(t, s, "P1 leaf", "P1 activate Tarsier")
	offered(t, s, "P1 leaf")
	s = play(t, s, "P1 leaf", "P1 animeeple @0,0")
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "P1 stop")
	if who, _, ok := s.Activating(); !ok || who != 0 {
		t.Fatalf("no second activation (legal %s)", legalText(s, 0))
	}
	offered(t, s, "P1 activate Tarsier")
	if got := s.LeavesDiscarded(0); got != 2 {
		t.Errorf("%d Leaves discarded, want 2", got)
	}
}

// roundTrip fails unless s and each View of it read back from JSON, the
// state equal to s.
func roundTrip(t *testing.T, s State) {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("read back: %v", err)
	}
	if legalText(back, back.ToMove()[0]) != legalText(s, s.ToMove()[0]) {
		t.Errorf("read back: legal %q, want %q", legalText(back, back.ToMove()[0]), legalText(s, s.ToMove()[0]))
	}
	for _, p := range s.Players() {
		data, err := json.Marshal(s.View(p))
		if err != nil {
			t.Fatal(err)
		}
		var v View
		if err := json.Unmarshal(data, &v); err != nil {
			t.Errorf("%v's view read back: %v", p, err)
		}
	}
}

package beforeearth

import (
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSetup checks the table New lays out.
func TestSetup(t *testing.T) {
	s, err := New(Config{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if s.Tiebreaker() != P1 || s.Round() != 1 || s.Phase() != Choose {
		t.Errorf("tiebreaker %v, round %d, phase %v; want P1, 1, choose", s.Tiebreaker(), s.Round(), s.Phase())
	}
	if s.Bag().Total() != 20 || s.Resources(P1).Total() != 2 || s.Resources(P2).Total() != 2 {
		t.Errorf("bag %v, hands %v and %v", s.Bag(), s.Resources(P1), s.Resources(P2))
	}
	for q := range NumQuarries {
		if s.Quarry(q).Total() != StartQuarry {
			t.Errorf("Quarry %d holds %v", q+1, s.Quarry(q))
		}
	}
	ships, planets := s.DeckSizes()
	shipRow, planetRow := s.ShipRow(), s.PlanetRow()
	if ships != 13 || planets != 13 || slices.Contains(shipRow[:], "") || slices.Contains(planetRow[:], "") {
		t.Errorf("decks %d and %d, rows %v and %v", ships, planets, s.ShipRow(), s.PlanetRow())
	}
	if diff := cmp.Diff([]Player{P1, P2}, s.ToMove()); diff != "" {
		t.Errorf("both choose in secret (-want +got):\n%s", diff)
	}
	again, _ := New(Config{Seed: 7})
	if diff := cmp.Diff(s, again, cmp.AllowUnexported(State{}), cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
		t.Errorf("New is not deterministic (-first +second):\n%s", diff)
	}
}

// TestEmptyBag checks the ruling that a Quarry is not refilled when the bag
// is empty, and that a spaceship takes only what the supply holds.
func TestEmptyBag(t *testing.T) {
	s := scenario(t, `
ship_row: [Field Pod 9385, "", ""]
planet_row: ["", "", ""]
quarries: [{white: 4}]
seats:
  - {played: A, resources: {black: 10, grey: 10}}
  - {played: C, resources: {white: 6}}
`)
	if s.Round() != 2 {
		t.Fatalf("round %d, want the round resolved", s.Round())
	}
	if got := [3]int{s.Quarry(0).Total(), s.Quarry(1).Total(), s.Quarry(2).Total()}; got != [3]int{4, 0, 0} {
		t.Errorf("quarries hold %v, want [4 0 0]: the bag is empty", got)
	}
	if s.Tech(P1) != 2 || s.Resources(P1) != (Resources{10, 10, 0}) {
		t.Errorf("Field Pod 9385 gave technology %d and resources %v; want 2 and no grey", s.Tech(P1), s.Resources(P1))
	}
}

// TestDeckRunsOut checks the ruling that a row is not refilled from an
// empty deck.
func TestDeckRunsOut(t *testing.T) {
	s := scenario(t, `
ship_row: [Chelzane-0521, The Davnarock, The Excalüber]
seats:
  - {played: A, fleet: [The Destroyer, Field Pod 9385, Genesis, The Imitator, ISS Salvation, IXF Ullfers, MV Kotar-Z]}
  - {played: C, fleet: [The Nihilist, PXV Huang, The Retrogressor, STS Jude 0331, Halvard 77, The Wayfarer]}
`)
	s, _ = play(t, s, "P1 ship Chelzane-0521")
	for s.Round() == 1 && !s.Over() {
		s = firstMoves(t, s)
	}
	if diff := cmp.Diff([RowSize]string{"", "The Davnarock", "The Excalüber"}, s.ShipRow()); diff != "" {
		t.Errorf("ship row (-want +got):\n%s", diff)
	}
}

// TestViewHidesCommittedCard checks that a committed action card is secret
// until both have chosen, and that a view's samples look the same to it.
func TestViewHidesCommittedCard(t *testing.T) {
	s, _ := New(Config{Seed: 3})
	s, _ = play(t, s, "P1 play D")
	v := s.View(P2)
	if !v.OpponentCommitted() || v.Played(P1) != NoAction {
		t.Errorf("P2 sees committed %v and card %v; want committed, card hidden", v.OpponentCommitted(), v.Played(P1))
	}
	if own := s.View(P1); own.OpponentCommitted() || own.Played(P1) != Mine {
		t.Errorf("P1 sees own card %v", own.Played(P1))
	}
	seen := map[Action]bool{}
	for seed := range uint64(40) {
		x := v.Sample(seed)
		if diff := cmp.Diff(v, x.View(P2), cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
			t.Fatalf("sample %d looks different (-view +sample's view):\n%s", seed, diff)
		}
		seen[x.Played(P1)] = true
	}
	if len(seen) != 4 {
		t.Errorf("samples drew P1's card from %v, want all 4", seen)
	}
	s, _ = play(t, s, "P2 play A")
	if v := s.View(P2); v.Played(P1) != Mine {
		t.Errorf("after the reveal P2 sees %v, want D", v.Played(P1))
	}
}

// TestApplyLeavesReceiver checks that Apply returns a new state and leaves
// its receiver as it was.
func TestApplyLeavesReceiver(t *testing.T) {
	s, _ := New(Config{Seed: 11})
	before, _ := s.MarshalJSON()
	for _, m := range s.LegalMoves(P1) {
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if after, _ := s.MarshalJSON(); string(before) != string(after) {
		t.Error("Apply changed its receiver")
	}
}

// TestZeroValues checks that the zero State, View and Move answer without
// panicking: the zero State is no game, and says so.
func TestZeroValues(t *testing.T) {
	var s State
	if s.Over() || len(s.ToMove()) != 0 || len(s.LegalMoves(P1)) != 0 {
		t.Errorf("zero state: over %v, to move %v", s.Over(), s.ToMove())
	}
	_ = s.Fleet(P1)
	_ = s.ShipRow()
	_ = s.Result()
	_ = s.View(P2).Sample(1)
	if _, err := s.Apply(PlayCardMove(P1, Scout)); err == nil {
		t.Error("the zero state accepted a move")
	}
	if _, err := s.MarshalJSON(); err == nil {
		t.Error("the zero state encoded")
	}
	if err := s.Validate(); err == nil {
		t.Error("the zero state is valid")
	}
	if _, err := ParseMove(s, "P1 ship The Excalüber"); err != nil {
		t.Errorf("ParseMove in the zero state: %v", err)
	}
	if got := (Move{}).String(); got != "P1 MoveKind(0)" {
		t.Errorf("zero move prints %q", got)
	}
}

// TestSpectatorViewHidesBothCards checks that a viewer who is not a player
// sees neither committed card, and that samples of that view agree.
func TestSpectatorViewHidesBothCards(t *testing.T) {
	s, _ := New(Config{Seed: 3})
	s, _ = play(t, s, "P1 play D")
	spectator := Player(2)
	v := s.View(spectator)
	if v.Hidden != [2]bool{true, false} || v.Played(P1) != NoAction || v.OpponentCommitted() {
		t.Fatalf("a spectator sees hidden %v, P1's card %v", v.Hidden, v.Played(P1))
	}
	s, _ = play(t, s, "P2 play A")
	if got := s.View(spectator); got.Hidden != [2]bool{} || got.Played(P1) != Mine {
		t.Errorf("after both chose, a spectator sees hidden %v, P1's card %v", got.Hidden, got.Played(P1))
	}
	for seed := range uint64(10) {
		if diff := cmp.Diff(v, v.Sample(seed).View(spectator), cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
			t.Fatalf("sample %d looks different to the spectator (-view +sample's view):\n%s", seed, diff)
		}
	}
}

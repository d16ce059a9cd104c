package dispute_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

// At the table: "You played Mine against my Scout, so you cancel me: I get
// nothing this round, not even the spaceship." The rulebook resolves
// reactions in alphabetical order, so Scout's comes first: "Hayley played
// Scout (A), while Calvin played Mine (D). Hayley resolves the reaction on
// her card first, which allows her to take 1 spaceship card from the row ...
// Calvin resolves the reaction on his card next, which cancels Hayley's
// action and deals her 1 damage." Mine cancels Scout's action (1
// technology), not its reaction; only "each player whose action was not
// canceled may now colonize", and Mine's own action, collecting a quarry,
// stands. We lay out the rulebook's example and play the round.
func TestScoutAgainstMineKeepsItsSpaceshipButLosesItsAction(t *testing.T) {
	const hayley, calvin = beforeearth.P1, beforeearth.P2
	s, err := beforeearth.Scenario{
		Quarries:  []beforeearth.Pile{{Grey: 2}, {Black: 1}, {White: 1}},
		ShipRow:   []string{"STS Jude 0331", "Chelzane-0521", "The Davnarock"},
		PlanetRow: []string{"Nestarvis", "Drecolara", "Eplade"},
		Seats: []beforeearth.ScenarioSeat{
			{Resources: beforeearth.Pile{Grey: 1}, Played: beforeearth.Scout},
			{Played: beforeearth.Mine},
		},
	}.Build()
	if err != nil {
		t.Fatal(err)
	}
	apply := func(text string) error { return play(&s, beforeearth.ParseMove, text) }
	if err := apply("P1 ship STS Jude 0331"); err != nil {
		t.Fatalf("Scout's reaction comes before Mine's, yet Hayley may not take her spaceship: %v", err)
	}
	if !slices.Contains(s.Fleet(hayley), "STS Jude 0331") {
		t.Errorf("Hayley's fleet is %v, without the STS Jude 0331 she took", s.Fleet(hayley))
	}
	want := beforeearth.Resources{beforeearth.Black: 1, beforeearth.Grey: 2, beforeearth.White: 1}
	if got := s.Resources(hayley); got != want {
		t.Errorf("Hayley holds %v, want %v: her spaceship's ability resolves at once", got, want)
	}
	if !s.Cancelled(hayley) || s.Damage(hayley) != 1 {
		t.Errorf("Hayley cancelled %v at damage %d: Mine cancels Scout's action and deals 1 damage", s.Cancelled(hayley), s.Damage(hayley))
	}
	if err := apply("P2 quarry 1"); err != nil {
		t.Fatalf("Calvin's Mine stands, yet he may not collect a quarry: %v", err)
	}
	if s.Tech(hayley) != 0 {
		t.Errorf("Hayley's technology is %d: her cancelled Scout gave her 1", s.Tech(hayley))
	}
	// Hayley holds the 2 grey Nestarvis costs, but her action was cancelled
	if s.Phase() != beforeearth.Colonize {
		t.Fatalf("the round is at %v, want the Colonize phase", s.Phase())
	}
	if err := apply("P1 colonize Nestarvis"); err == nil || s.LegalMoveCount(hayley) != 0 {
		t.Error("the referee let Hayley colonize although Mine cancelled her action")
	}
	if err := apply("P2 colonize Nestarvis"); err != nil {
		t.Errorf("Calvin's action was not cancelled, yet he may not colonize with his quarry's 2 grey: %v", err)
	}
}

package animalkingdom

import "testing"

// Phase follows the game: the setup's side choices, an action chosen at
// ActionPhase, the last window at FinalPhase, and OverPhase at the end.
func TestPhaseFollowsTheGame(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Phase(); got != SetupPhase {
		t.Fatalf("Phase() = %v after New, want setup", got)
	}
	seen := map[Phase]bool{}
	for step := 0; !s.Over(); step++ {
		ph := s.Phase()
		seen[ph] = true
		who := s.ToMove()
		moves := s.LegalMoves(who[0])
		m := moves[step%len(moves)]
		want := map[MoveKind]Phase{ChooseSide: SetupPhase, ChooseAct: ActionPhase, Done: FinalPhase, Plant: BenefitPhase, Keep: BenefitPhase, Order: ActivationPhase}
		if w, ok := want[m.Kind]; ok && ph != w {
			t.Fatalf("Phase() = %v with %v legal, want %v", ph, m, w)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Phase(); got != OverPhase {
		t.Errorf("Phase() = %v at the end, want over", got)
	}
	for _, ph := range []Phase{SetupPhase, ActionPhase, BenefitPhase, ActivationPhase, FinalPhase} {
		if !seen[ph] {
			t.Errorf("a game never reached %v", ph)
		}
	}
	if got := (State{}).Phase(); got != NoPhase {
		t.Errorf("the zero State's Phase() = %v", got)
	}
}

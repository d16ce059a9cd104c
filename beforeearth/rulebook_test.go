package beforeearth

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Phase 1 example: "Hayley played Scout (A), while Calvin played Mine (D).
// Hayley resolves the reaction on her card first, which allows her to take 1
// spaceship card from the row. Hayley chooses the STS Jude 0331 spaceship.
// The spaceship's ability resolves immediately, so Hayley takes 1 resource
// of each type from the supply. Calvin resolves the reaction on his card
// next, which cancels Hayley's action and deals her 1 damage."
// Hayley is P1, Calvin P2.
func TestRulebookReactionsScoutAndMine(t *testing.T) {
	s := scenario(t, `
ship_row: [STS Jude 0331, Chelzane-0521, The Davnarock]
quarries: [{black: 1}, {grey: 2}, {white: 1}]
seats:
  - {played: A}
  - {played: D}
`)
	if diff := cmp.Diff([]Player{P1}, s.ToMove()); diff != "" {
		t.Fatalf("Scout's reaction resolves first (-want +got):\n%s", diff)
	}
	s, evs := play(t, s, "P1 ship STS Jude 0331")
	if got, want := s.Resources(P1), (Resources{1, 1, 1}); got != want {
		t.Errorf("Hayley's resources = %v, want %v", got, want)
	}
	if !s.Cancelled(P1) || s.Damage(P1) != 1 {
		t.Errorf("Hayley cancelled %v with damage %d, want cancelled with 1", s.Cancelled(P1), s.Damage(P1))
	}
	want := []string{"take-ship", "take", "take", "take", "cancel", "damage"}
	if diff := cmp.Diff(want, whats(evs)); diff != "" {
		t.Errorf("events (-want +got):\n%s", diff)
	}
	if got := moveTexts(s, P2); !slices.Equal(got, []string{"P2 quarry 1", "P2 quarry 2", "P2 quarry 3"}) {
		t.Errorf("Calvin's Mine action offers %v", got)
	}
}

// Phase 2 example: "Calvin played Occupy (C) this round, hoping to colonize
// a planet at a discount of 2 resources... But Hayley anticipated it well by
// playing Invade (B), canceling Calvin's action. So not only does Calvin not
// get to colonize a planet this round, but Hayley gets to copy the action
// Calvin would have had, effectively stealing his discount!"
func TestRulebookInvadeStealsOccupy(t *testing.T) {
	s := scenario(t, `
planet_row: [Nestarvis, Drecolara, Eplade]
seats:
  - {played: B}
  - {played: C, resources: {grey: 2}}
`)
	if !s.Cancelled(P2) || s.Damage(P2) != 1 {
		t.Fatalf("Calvin cancelled %v with damage %d, want cancelled with 1", s.Cancelled(P2), s.Damage(P2))
	}
	want := []string{"P1 colonize Nestarvis", "P1 colonize Drecolara", "P1 colonize Eplade", "P1 done"}
	if diff := cmp.Diff(want, moveTexts(s, P1)); diff != "" {
		t.Fatalf("Hayley, with nothing, colonizes at the stolen discount (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "P1 colonize Nestarvis", "P1 done")
	if got := s.Colonized(P1); !slices.Equal(got, []string{"Nestarvis"}) {
		t.Errorf("Hayley colonized %v, want [Nestarvis]", got)
	}
	if s.Round() != 2 || len(s.Colonized(P2)) != 0 || s.Resources(P2) != (Resources{0, 2, 0}) {
		t.Errorf("Calvin colonized %v and kept %v; round %d", s.Colonized(P2), s.Resources(P2), s.Round())
	}
}

// Phase 3 example: "Calvin gets first choice because he played Scout (A),
// and he colonizes Nestarvis by spending 2 grey resources. Hayley, who had
// played Occupy (C), colonizes Drecolara. The cost for colonizing Drecolara
// is normally 1 black and 1 grey resource, but Hayley's action gives her a
// discount, so she pays 0 resources instead."
func TestRulebookColonize(t *testing.T) {
	s := scenario(t, `
ship_row: [Chelzane-0521, The Wayfarer, Genesis]
planet_row: [Nestarvis, Drecolara, Eplade]
seats:
  - {played: C, resources: {black: 1, grey: 1}}
  - {played: A, resources: {grey: 2}}
`)
	cs := s.d.cards
	if got := cs.Planets[cs.planetIndex("Nestarvis")].Cost; got != (Resources{0, 2, 0}) {
		t.Fatalf("Nestarvis costs %v, the example says 2 grey", got)
	}
	if got := cs.Planets[cs.planetIndex("Drecolara")].Cost; got != (Resources{1, 1, 0}) {
		t.Fatalf("Drecolara costs %v, the example says 1 black and 1 grey", got)
	}
	s, _ = play(t, s, "P2 ship Chelzane-0521")
	if diff := cmp.Diff([]Player{P2}, s.ToMove()); diff != "" {
		t.Fatalf("Calvin chooses first (-want +got):\n%s", diff)
	}
	s, _ = play(t, s, "P2 colonize Nestarvis", "P2 done", "P1 colonize Drecolara")
	if got := s.Resources(P2); got != (Resources{}) {
		t.Errorf("Calvin has %v left, want nothing (2 grey spent)", got)
	}
	if got := s.Resources(P1); got != (Resources{1, 1, 0}) {
		t.Errorf("Hayley has %v left, want her 1 black and 1 grey (paid 0)", got)
	}
	if !slices.Equal(s.Colonized(P2), []string{"Nestarvis"}) || !slices.Equal(s.Colonized(P1), []string{"Drecolara"}) {
		t.Errorf("colonized: Calvin %v, Hayley %v", s.Colonized(P2), s.Colonized(P1))
	}
	if got := s.Bag()[Grey]; got != 10-1 {
		t.Errorf("the bag holds %d grey, want 9 (the 2 spent returned)", got)
	}
}

// Winning example: "At the start of the round, Hayley was at level 5 on her
// technology track. She played Scout (A), and her action was not canceled,
// so she increases her technology by 1 during the Actions phase. She then
// uses the ability of the Drecolara planet she colonized earlier in the
// game, spending 2 resources to increase her technology by 1. This puts her
// at level 7 on the technology track, so she immediately wins!"
func TestRulebookTechnologySeven(t *testing.T) {
	s := scenario(t, `
ship_row: [Chelzane-0521, The Wayfarer, Genesis]
seats:
  - {played: A, technology: 5, planets: [Drecolara], resources: {black: 1, white: 1}}
  - {played: C}
`)
	s, _ = play(t, s, "P1 ship Chelzane-0521")
	if s.Tech(P1) != 6 {
		t.Fatalf("after Scout's action Hayley is at %d, want 6", s.Tech(P1))
	}
	s, evs := play(t, s, "P1 use Drecolara", "P1 option 1")
	res := s.Result()
	if !s.Over() || !slices.Equal(res.Winners, []Player{P1}) || res.Victory != ByTech {
		t.Fatalf("over %v, winners %v by %v; want P1 by technology", s.Over(), res.Winners, res.Victory)
	}
	if s.Phase() != Over || s.Resources(P1) != (Resources{}) || !slices.Equal(s.FaceDown(), []string{"Drecolara"}) {
		t.Errorf("phase %v, Hayley holds %v, face down %v", s.Phase(), s.Resources(P1), s.FaceDown())
	}
	if last := evs[len(evs)-1]; last.Kind != Won || last.Rule != ruleWinning {
		t.Errorf("last event %v, want the win", last)
	}
	if s.d.discount[P2] != 0 {
		t.Errorf("Calvin's Occupy resolved after the win")
	}
}

package cosmicrun

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// moves writes p's legal moves in notation.
func moves(s State, p Player) []string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, m.String())
	}
	return out
}

// A scenario passing with one player's 2 cards chosen waits for the other
// player alone; their second card changes the hands.
func TestScenarioPassingWithCardsChosen(t *testing.T) {
	s := scenario(t, `phase: passing
seats:
  - hand: [R1, R2, R3, R4, B1, B2]
    passing: [R1, R2]
  - hand: [Y1, Y2, Y3, Y4, G1, G2]
`)
	if got := s.LegalMoves(P1); len(got) != 0 {
		t.Errorf("P1 has chosen 2 cards and still has moves %v", got)
	}
	if got := moves(s, P2); len(got) != HandSize || got[0] != "P2 pass G1" {
		t.Errorf("P2's moves %v, want a pass of each of 6 cards", got)
	}
	if v := s.View(P1); v.Passing != Hand(0).With(card(t, "R1")).With(card(t, "R2")) || v.Hand.Len() != HandSize {
		t.Errorf("P1's view: passing %v of hand %v", v.Passing, v.Hand)
	}
	s, _ = play(t, s, "P2 pass Y1", "P2 pass G2")
	if s.Phase() != Discarding || !s.Hand(P2).Has(card(t, "R1")) || !s.Hand(P1).Has(card(t, "G2")) || s.Hand(P1).Has(card(t, "R1")) {
		t.Errorf("after P2's second card: %v, hands %v and %v", s.Phase(), s.Hand(P1).Cards(), s.Hand(P2).Cards())
	}
}

// A scenario discarding, with one player's discard made and the cards
// received marked, waits for the other player's decision.
func TestScenarioDiscardingWithOneDecided(t *testing.T) {
	s := scenario(t, `phase: discarding
seats:
  - hand: [R1, R2, R4, B1, B2, Y1]
    received: [Y1, R3]
    decided: discard R3
  - hand: [Y2, Y3, Y4, G1, G2, B4]
    received: [B4, G2]
`)
	if got := s.LegalMoves(P1); len(got) != 0 {
		t.Errorf("P1 has discarded and still has moves %v", got)
	}
	if got := moves(s, P2); len(got) != 1+HandSize || got[0] != "P2 keep" {
		t.Errorf("P2's moves %v, want keep and 6 discards", got)
	}
	v := s.View(P1)
	if v.Discard != card(t, "R3") || v.Received != Hand(0).With(card(t, "Y1")) || v.Aside != AsideSize-1 {
		t.Errorf("P1's view: discard %v, received %v, %d set aside", v.Discard, v.Received, v.Aside)
	}
	if g := s.View(P2).Gave; g != Hand(0).With(card(t, "Y1")).With(card(t, "R3")) {
		t.Errorf("P2 gave %v, want Y1 and R3, which P1 discarded", g)
	}
	s, _ = play(t, s, "P2 keep")
	if s.Phase() != Placing {
		t.Errorf("after P2 keeps: %v, want placing", s.Phase())
	}
}

// A scenario placing with one player's secret placement made waits for the
// other's; the second placement reveals both.
func TestScenarioPlacingWithSecretPlacement(t *testing.T) {
	s := scenario(t, `phase: placing
seats:
  - hand: [G1, Y2]
    planets: [[R1, B1 turned], [B4], [Y4]]
    placement: G1 3 upright
  - hand: [Y1, G2]
    planets: [[B2], [R2], [Y3, B3]]
`)
	if got := s.LegalMoves(P1); len(got) != 0 {
		t.Errorf("P1 has chosen a placement and still has moves %v", got)
	}
	if !s.View(P2).OpponentCommitted || s.View(P1).Pending.Card != card(t, "G1") {
		t.Errorf("the placement is not pending: %+v", s.View(P1).Pending)
	}
	want := 2 * 2 * 2 // 2 cards at planets 1 and 2, each way round
	if got := s.LegalMoves(P2); len(got) != want {
		t.Errorf("P2 has %d placements, want %d", len(got), want)
	}
	s, _ = play(t, s, "P2 place Y1 1 turned")
	if s.Slots(P1, 2)[1] != (Slot{Card: card(t, "G1")}) || s.Slots(P2, 0)[1] != (Slot{Card: card(t, "Y1"), Rotated: true}) || s.LegalMoveCount(P1) == 0 {
		t.Errorf("after the reveal:\n%v", s)
	}
}

// A solo scenario names the cards re-flipped this round; the re-flips left
// are the level's less those. The cards on the table say where the flipped
// card goes.
func TestScenarioSoloReflippedAndSecondCard(t *testing.T) {
	s := scenario(t, `players: 1
level: captain
flipped: G3
reflipped: [R3]
seats:
  - planets: [[], [], []]
  - planets: [[R1], [], []]
`)
	if got, want := moves(s, P1), []string{"P1 mine upright", "P1 mine turned", "P1 reflip"}; !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
	if v := s.View(P1); v.Rejected != Hand(0).With(card(t, "R3")) || v.Reflips != 1 || v.Deck != NumShips-3 {
		t.Errorf("view: re-flipped %v, %d re-flips left, deck %d", v.Rejected, v.Reflips, v.Deck)
	}
	s, _ = play(t, s, "P1 reflip")
	if s.LegalMoveCount(P1) != 2 || s.View(P1).Rejected.Len() != 2 {
		t.Errorf("after the last re-flip: moves %v, re-flipped %v", moves(s, P1), s.View(P1).Rejected)
	}
}

// A finished solo scenario not won is lost, the Round Card at 0.
func TestScenarioSoloLost(t *testing.T) {
	s := scenario(t, `players: 1
phase: finished
seats:
  - track: [12, 12, 3]
    planets: [[R1, R2], [R3, R4], [B1, B2]]
  - planets: [[Y1, Y2], [Y3, Y4], [G1, G2]]
`)
	if !s.Over() || s.RoundCard() != 0 || !s.View(P1).Lost {
		t.Errorf("over %v, round card %d, lost %v", s.Over(), s.RoundCard(), s.View(P1).Lost)
	}
}

func TestScenarioStepErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"passing out of step", "phase: discarding\nseats:\n  - hand: [R1]\n    passing: [R1]\n", "s.yaml:3:5: scenario: passing: P1 chooses cards to pass only while passing"},
		{"passing a card not held", "seats:\n  - hand: [R1]\n    passing: [R2]\n", "s.yaml:2:5: scenario: passing: R2 is not one of P1's cards"},
		{"both passed", "seats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n    passing: [R1, R2]\n  - hand: [Y1, Y2, Y3, Y4, G1, G2]\n    passing: [Y1, Y2]\n", "cards have changed hands"},
		{"decided while passing", "seats:\n  - decided: keep\n", "s.yaml:2:5: scenario: decided: P1 decides whether to discard after passing"},
		{"decided misspelt", "phase: discarding\nseats:\n  - decided: discrad R1\n", `decided "discrad R1": want "keep" or "discard"`},
		{"both decided", "phase: discarding\nseats:\n  - decided: keep\n  - decided: keep\n", "s.yaml:4:5: scenario: decided: both players have decided, so placing has begun"},
		{"placement while passing", "seats:\n  - hand: [R1]\n    placement: R1 1 upright\n", "placement: P1 chooses a placement in secret only while placing"},
		{"placement bad planet", "phase: placing\nseats:\n  - hand: [R1]\n    placement: R1 4 upright\n", `placement "R1 4 upright": want a card, a planet and an orientation`},
		{"placement not in hand", "phase: placing\nseats:\n  - hand: [R1]\n    placement: R2 1 upright\n", "placement: P1 places R2, which is not in their hand"},
		{"placement at a full planet", "phase: placing\nseats:\n  - hand: [R1]\n    planets: [[B1, B2], [], []]\n    placement: R1 1 upright\n", "P1 has 2 cards at planet 1 already"},
		{"both placed", "phase: placing\nseats:\n  - hand: [R1]\n    placement: R1 1 upright\n  - hand: [B1]\n    placement: B1 1 upright\n", "both players have chosen, so the cards have been revealed"},
		{"too many re-flipped", "players: 1\nlevel: admiral\nreflipped: [R1, R2]\n", "s.yaml:1:1: scenario: reflipped: 2 cards, but the admiral level allows 1"},
		{"re-flips and re-flipped", "players: 1\nlevel: captain\nreflipped: [R1]\nreflips: 2\n", "reflips 2 with 1 reflipped"},
		{"solo hand", "players: 1\nseats:\n  - hand: [R1]\n", "the solo game has no hands"},
		{"solo lost with a round card", "players: 1\nphase: finished\nroundcard: 2\n", "roundcard 2: a solo game not won is lost only when the Round Card reaches 0"},
		{"flipped in a two-player game", "flipped: R1\n", "flipped, reflipped and reflips are the solo game's"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := LoadScenario("s.yaml", []byte(tc.yaml))
			if err == nil {
				_, err = sc.Build()
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

// TestStateScenarioRoundTrip prints positions of random games back as
// scenarios: each builds to a state with the same views and legal moves,
// its YAML reads back to the same scenario, and play goes on from it.
func TestStateScenarioRoundTrip(t *testing.T) {
	positions := 300
	if gametest.Long() {
		positions = 20000
	}
	r := rng.New(29)
	configs := []Config{{Players: 2}, {Players: 1, Level: Cadet}, {Players: 1, Level: Captain}, {Players: 1, Level: Admiral}}
	steps := map[Phase]int{}
	for n, game := 0, 0; n < positions; game++ {
		cfg := configs[game%len(configs)]
		cfg.Seed = uint64(game)
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for ; n < positions; n++ {
			checkScenarioOf(t, s)
			steps[s.Phase()]++
			if s.Over() {
				break
			}
			p := s.ToMove()[r.IntN(len(s.ToMove()))]
			if s, err = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p))); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, ph := range []Phase{Passing, Discarding, Placing, Flipping, Finished} {
		if steps[ph] == 0 {
			t.Errorf("no position %v among %d", ph, positions)
		}
	}
}

// checkScenarioOf checks that s prints back as a scenario of itself.
func checkScenarioOf(t *testing.T, s State) {
	t.Helper()
	sc := s.Scenario()
	b, err := sc.Build()
	if err != nil {
		t.Fatalf("%v\nbuilds no state: %v", s, err)
	}
	sameScenarioPosition(t, s, b)
	text, err := MarshalScenario(sc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadScenario("back.yaml", text)
	if err != nil {
		t.Fatalf("%s\ndoes not load: %v", text, err)
	}
	if back.Pos, back.Seats = sc.Pos, scenarioSeatsAt(back.Seats, sc.Seats); !reflect.DeepEqual(emptyLists(back), emptyLists(sc)) {
		t.Fatalf("%s\nreads back as %+v, want %+v", text, back, sc)
	}
	if _, n := b.Playout(7); n < 0 {
		t.Fatal("no playout")
	}
}

// sameScenarioPosition checks that b has what a scenario of a says: the
// views of both players and a spectator, and the legal moves.
func sameScenarioPosition(t *testing.T, a, b State) {
	t.Helper()
	for _, p := range []Player{P1, P2, NoPlayer} {
		va, vb := a.View(p), b.View(p)
		if va.Step%2 == 0 {
			va.FirstSide, vb.FirstSide = NoPlayer, NoPlayer // between visits: the last visit's, which no rule reads
		}
		if !reflect.DeepEqual(va, vb) {
			t.Fatalf("%v\nbuilds\n%v\nview of %v %+v, want %+v", a, b, p, vb, va)
		}
		if ma, mb := a.LegalMoves(p), b.LegalMoves(p); !slices.Equal(ma, mb) {
			t.Fatalf("%v\nlegal moves of %v %v, want %v", a, p, mb, ma)
		}
	}
	if a.Hand(P2) != b.Hand(P2) || a.Hand(P1) != b.Hand(P1) {
		t.Fatalf("hands %v %v, want %v %v", b.Hand(P1), b.Hand(P2), a.Hand(P1), a.Hand(P2))
	}
}

// scenarioSeatsAt gives the seats read back the positions of want's.
func scenarioSeatsAt(got, want []ScenarioSeat) []ScenarioSeat {
	for i := range got {
		if i < len(want) {
			got[i].Pos = want[i].Pos
		}
	}
	return got
}

// emptyLists makes the empty lists of sc nil, as YAML reads an empty list
// left out.
func emptyLists(sc Scenario) Scenario {
	seats := slices.Clone(sc.Seats)
	for i := range seats {
		for pl := range seats[i].Planets {
			if len(seats[i].Planets[pl]) == 0 {
				seats[i].Planets[pl] = nil
			}
		}
	}
	sc.Seats = seats
	return sc
}

package beforeearth

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// scenario builds the state a YAML scenario describes.
func scenario(t *testing.T, yaml string) State {
	t.Helper()
	sc, err := LoadScenario(t.Name()+".yaml", []byte(yaml))
	if err != nil {
		t.Fatalf("LoadScenario: %v", err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return s
}

// play applies moves written in notation and returns the final state and
// every event on the way.
func play(t *testing.T, s State, moves ...string) (State, []Event) {
	t.Helper()
	var all []Event
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		var evs []Event
		if s, evs, err = s.ApplyEvents(m); err != nil {
			t.Fatalf("Apply(%q): %v\nlegal: %v", text, err, s.LegalMoves(m.Player))
		}
		all = append(all, evs...)
	}
	return s, all
}

// refused applies a move, written in notation, that must be illegal and
// returns its rule.
func refused(t *testing.T, s State, text string) string {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", text, err)
	}
	return refusedMove(t, s, m)
}

// refusedMove applies a move that must be illegal, checks that it is
// refused with a *RuleError and leaves the state as it was, and returns its
// rule.
func refusedMove(t *testing.T, s State, m Move) string {
	t.Helper()
	before, _ := s.MarshalJSON()
	got, err := s.Apply(m)
	var re *RuleError
	if !errors.As(err, &re) || !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("Apply(%v) = %v, want a *RuleError", m, err)
	}
	after, _ := got.MarshalJSON()
	if string(before) != string(after) {
		t.Fatalf("Apply(%v) refused but changed the state", m)
	}
	return re.Rule
}

// moveTexts returns the notation of p's legal moves.
func moveTexts(s State, p Player) []string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, m.String())
	}
	return out
}

// whats returns the Kind of each event, as a word,, in order.
func whats(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind.String())
	}
	return out
}

// firstMoves plays the first legal move of the first player to move until
// the round number changes or the game ends.
func firstMoves(t *testing.T, s State) State {
	t.Helper()
	round := s.Round()
	for n := 0; !s.Over() && s.Round() == round; n++ {
		if n > 100 {
			t.Fatalf("round %d does not end", round)
		}
		p := s.ToMove()[0]
		var err error
		if s, err = s.Apply(s.LegalMoves(p)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// opsOf returns the primitives an ability compiles to.
func opsOf(a Ability) [][]op {
	if a.Expr.Ability == nil {
		return nil
	}
	var errs carddata.ErrorList
	return abilityOps(&errs, a.Expr.Ability)
}

// newTestRand returns a seeded source for random playouts in tests.
func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }

// rowValues returns the values by seat of r's row of that name.
func rowValues(t *testing.T, r Result, name string) []int {
	t.Helper()
	for _, row := range r.Rows {
		if row.Name == name {
			return row.Values
		}
	}
	t.Fatalf("no row %q in %+v", name, r.Rows)
	return nil
}

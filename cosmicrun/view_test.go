package cosmicrun

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// A spectator's view (View of NoPlayer or of a seat not in the game)
// samples into a valid state that shows the spectator the same view and
// plays on, in every phase.
func TestSpectatorViewSamples(t *testing.T) {
	for i, s := range sampleStates(t, 9) {
		for _, p := range []Player{NoPlayer, Player(2), Player(7)} {
			v := s.View(p)
			if v.Me != NoPlayer {
				t.Fatalf("View(%v).Me = %v, want NoPlayer", p, v.Me)
			}
			got := v.Sample(uint64(i))
			if got.Over() != s.Over() || got.Validate() != nil {
				t.Fatalf("spectator sample of\n%v\nis %v (valid: %v)", s, got, got.Validate())
			}
			if w := got.View(p); w.Me != v.Me || w.Board != v.Board || w.Aside != v.Aside || w.Phase != v.Phase {
				t.Fatalf("the spectator sees %+v in the sample, %+v in the game", w, v)
			}
			if err := playsOn(got, uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestViewJSONRefusesImpossibleViews(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 3})
	good, _ := json.Marshal(s.View(P1))
	var back View
	if err := json.Unmarshal(good, &back); err != nil {
		t.Fatalf("a real view is refused: %v", err)
	}
	for name, in := range map[string]string{
		"solo flipped card also in a deck of 17": `{"players":1,"flipped":"B1","deck":17}`,
		"viewer P5":                              `{"players":2,"me":"P5"}`,
		"40 cards set aside":                     strings.Replace(string(good), `"aside":4`, `"aside":40`, 1),
		"opponent holds 7":                       strings.Replace(string(good), `"opponent_hand":6`, `"opponent_hand":7`, 1),
		"opponent passing 3":                     strings.Replace(string(good), `"opponent_passing":0`, `"opponent_passing":3`, 1),
		"committed while passing":                strings.Replace(string(good), `"opponent_committed":false`, `"opponent_committed":true`, 1),
		"three players":                          strings.Replace(string(good), `"players":2`, `"players":3`, 1),
		"not json":                               `{"players":`,
		"card set with a bad ship":               strings.Replace(string(good), `"cards":"standard"`, `"cards":{"name":"x"}`, 1),
		"hand smaller than the board":            strings.Replace(string(good), `"hand":[`, `"hand":["`+s.Hand(P2).nth(0).String()+`",`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			v := back
			if err := json.Unmarshal([]byte(in), &v); err == nil {
				t.Fatalf("accepted: %+v", v)
			}
			if v != back {
				t.Error("a refused view changed the receiver")
			}
		})
	}
}

// A view built in Go that no state shows samples to the zero State, which
// is over, rather than panicking.
func TestSampleOfAnImpossibleViewIsTheZeroState(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 3})
	for _, v := range []View{
		{},
		{Players: 1, Flipped: 5, Deck: 17},
		{Players: 2, Me: 4},
		func() View { v := s.View(P1); v.Aside = 40; return v }(),
		func() View { v := s.View(P1); v.OpponentHand = -3; return v }(),
	} {
		got := v.Sample(1)
		if !got.Over() || got.Players() != nil || got.Validate() == nil {
			t.Errorf("Sample of %+v = %v, want the zero State", v, got)
		}
		if _, err := got.Apply(KeepMove(P1)); err == nil {
			t.Error("the zero State accepts a move")
		}
	}
}

// FuzzViewJSON checks that any bytes either fail to decode as a view or
// give one whose samples are valid, show the viewer the same view, and play
// on to the end.
func FuzzViewJSON(f *testing.F) {
	r := rng.New(1)
	for i, cfg := range []Config{{Players: 2, Seed: 1}, {Players: 1, Seed: 2, Level: Captain}} {
		s, _ := New(cfg)
		for n := 0; n < 8+9*i && !s.Over(); n++ {
			s = randomStep(s, &r)
		}
		for _, p := range []Player{P1, P2, NoPlayer} {
			data, _ := json.Marshal(s.View(p))
			f.Add(data, uint64(i))
		}
	}
	f.Add([]byte(`{"players":1,"flipped":"B1","deck":17}`), uint64(0))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		var v View
		if err := json.Unmarshal(data, &v); err != nil {
			return
		}
		s := v.Sample(seed)
		if err := s.Validate(); err != nil {
			t.Fatalf("a decoded view samples to an invalid state: %v", err)
		}
		w := s.View(v.Me)
		w.Cards = v.Cards
		if w != v {
			t.Fatalf("the sample shows %+v, the view was %+v", w, v)
		}
		if err := playsOn(s, seed); err != nil {
			t.Fatal(err)
		}
	})
}

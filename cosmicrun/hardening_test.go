package cosmicrun

import (
	"encoding/json"
	"strings"
	"testing"
)

// soloJSON is a solo state's JSON with its game part as a map, to edit.
func stateTree(t *testing.T, s State) (map[string]any, map[string]any) {
	t.Helper()
	data, _ := json.Marshal(s)
	var tree map[string]any
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatal(err)
	}
	return tree, tree["game"].(map[string]any)
}

// decodes reports whether the tree decodes as a state.
func decodes(tree map[string]any) error {
	data, _ := json.Marshal(tree)
	var s State
	return json.Unmarshal(data, &s)
}

// A "-" (no card) among a pile's cards is refused: flipping or drawing it
// would take a card that is not there.
func TestStateJSONRefusesNoCardInAPile(t *testing.T) {
	solo, _ := New(Config{Players: 1, Seed: 1})
	two, _ := New(Config{Players: 2, Seed: 1})
	for name, c := range map[string]struct {
		s    State
		pile string
	}{"solo deck": {solo, "deck"}, "cards set aside": {two, "aside"}} {
		tree, game := stateTree(t, c.s)
		cards := game[c.pile].(map[string]any)["cards"].([]any)
		cards[0] = "-"
		if err := decodes(tree); err == nil || !strings.Contains(err.Error(), "not a ship card") {
			t.Errorf("%s with no card in it: %v", name, err)
		}
	}
}

// The impossible positions a reviewer built by hand are refused.
func TestImpossiblePositionsRefused(t *testing.T) {
	two, _ := New(Config{Players: 2, Seed: 1})
	placing := scenario(t, "players: 2\nphase: placing\nseats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n  - hand: [Y1, Y2, Y3, Y4, G1, G2]\n")
	discarding := scenario(t, "players: 2\nphase: discarding\nseats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n  - hand: [Y1, Y2, Y3, Y4, G1, G2]\n")
	solo, _ := New(Config{Players: 1, Seed: 1, Level: Admiral})
	h1, h2 := two.Hand(P1).Cards(), two.Hand(P2).Cards()
	pend := func(c string, planet int) map[string]any { return map[string]any{"card": c, "planet": planet} }
	for _, tc := range []struct {
		name string
		s    State
		set  map[string]any
	}{
		{"both placements pending", placing, map[string]any{"pending": []any{pend("R1", 1), pend("Y1", 1)}}},
		{"both chose 2 to pass", two, map[string]any{"passing": []any{[]any{h1[0].String(), h1[1].String()}, []any{h2[0].String(), h2[1].String()}}}},
		{"both decided while discarding", discarding, map[string]any{"decided": []any{true, true}}},
		{"discard of an undecided player", discarding, map[string]any{"discard": []any{"G3", "-"}, "aside": map[string]any{"cards": pileJSON("G4", "B3", "B4"), "n": 3}}},
		{"placement pending while passing", two, map[string]any{"pending": []any{pend(h1[0].String(), 1), map[string]any{"card": "-"}}}},
		{"solo round card 0 in play", solo, map[string]any{"round_card": 0}},
		{"solo Round Card missing", solo, map[string]any{"round_card": nil}},
		{"winner while passing", two, map[string]any{"winner": "P2"}},
		{"finished without a winner", two, map[string]any{"phase": "finished"}},
		{"Admiral with 3 re-flips", solo, map[string]any{"reflips": 3}},
		{"a level in a two-player game", two, map[string]any{"level": "admiral"}},
		{"the opposing side scored", solo, map[string]any{"track": []any{[]any{0, 0, 0}, []any{2, 0, 0}}}},
	} {
		tree, game := stateTree(t, tc.s)
		for k, v := range tc.set {
			if v == nil {
				delete(game, k)
			} else {
				game[k] = v
			}
		}
		if err := decodes(tree); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
}

// pileJSON is a pile's cards as JSON: the cards given, then no card.
func pileJSON(cards ...string) []any {
	out := make([]any, NumShips)
	for i := range out {
		out[i] = "-"
		if i < len(cards) {
			out[i] = cards[i]
		}
	}
	return out
}

func TestNewChecksACardSetBuiltInGo(t *testing.T) {
	for name, edit := range map[string]func(*CardSet){
		"arrow direction 5":     func(cs *CardSet) { cs.Ships[3].Arrows[1].Points = 5 },
		"arrow colour 9":        func(cs *CardSet) { cs.Ships[0].Arrows[0].Colour = 9 },
		"16 identical ships":    func(cs *CardSet) { cs.Ships = [NumShips]Ship{} },
		"ship number 0":         func(cs *CardSet) { cs.Ships[5].Number = 0 },
		"planet in place 2":     func(cs *CardSet) { cs.Planets[0].Number = 2 },
		"colour rank red twice": func(cs *CardSet) { cs.Planets[1].Colours = [4]Colour{Red, Red, Blue, Green} },
		"tracking colour 7":     func(cs *CardSet) { cs.Tracking[4] = 7 },
	} {
		cs := StandardCards()
		edit(cs)
		if _, err := New(Config{Players: 2, Cards: cs}); err == nil {
			t.Errorf("%s: New accepted the set", name)
		}
		if _, err := (Scenario{Players: 1, Cards: cs}).Build(); err == nil {
			t.Errorf("%s: Scenario.Build accepted the set", name)
		}
	}
}

// FuzzCardSetGo checks that any card set built in Go is either refused by
// New or plays a game to its end.
func FuzzCardSetGo(f *testing.F) {
	f.Add([]byte{}, uint64(1))
	f.Add([]byte{0xff, 5, 3, 1}, uint64(2))
	f.Fuzz(func(t *testing.T, edits []byte, seed uint64) {
		cs := StandardCards()
		for i := 0; i+1 < len(edits); i += 2 {
			editSet(cs, edits[i], edits[i+1])
		}
		s, err := New(Config{Players: 1 + int(seed%2), Seed: seed, Cards: cs})
		if err != nil {
			return
		}
		if err := playsOn(s, seed); err != nil {
			t.Fatal(err)
		}
	})
}

// editSet writes value into the field of cs that at picks: an arrow's
// colour or direction, a ship's number or colour, a planet's number or
// colour rank, or a tracking icon.
func editSet(cs *CardSet, at, value byte) {
	v := int8(value)
	switch i := int(at); {
	case i < 64:
		a := &cs.Ships[i/4].Arrows[i/2%2]
		if i%2 == 0 {
			a.Colour = Colour(value)
		} else {
			a.Points = Direction(v)
		}
	case i < 96:
		sh := &cs.Ships[(i-64)/2]
		if i%2 == 0 {
			sh.Number = int(v)
		} else {
			sh.Colour = Colour(value)
		}
	case i < 111:
		p := &cs.Planets[(i-96)/5]
		if k := (i - 96) % 5; k == 4 {
			p.Number = int(v)
		} else {
			p.Colours[k] = Colour(value)
		}
	default:
		cs.Tracking[(i-111)%Goal] = Colour(value)
	}
}

// FuzzMoveJSON checks that any bytes either fail to decode as a move or
// give one that re-encodes to itself, and that applying it in any phase
// either is refused with the state unchanged or gives a valid state.
func FuzzMoveJSON(f *testing.F) {
	for _, m := range []string{`"P1 pass R3"`, `"P2 keep"`, `"P1 place G2 3 turned"`, `"P1 mine upright"`, `"P1 reflip"`, `3`, `{}`} {
		f.Add([]byte(m))
	}
	states := sampleStates(&testing.T{}, 9)
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Move
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		back, err := json.Marshal(m)
		var again Move
		if err != nil || json.Unmarshal(back, &again) != nil || again != m {
			t.Fatalf("%s decoded to %+v, which re-encodes as %s and reads back as %+v", data, m, back, again)
		}
		for _, s := range states {
			next, err := s.Apply(m)
			if err != nil && next != s {
				t.Fatalf("refused %v changed the state", m)
			}
			if err == nil && next.Validate() != nil {
				t.Fatalf("%v gives an invalid state: %v", m, next.Validate())
			}
		}
	})
}

func TestAccessorsReturnZeroOutOfRange(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	solo, _ := New(Config{Players: 1, Seed: 1})
	for name, got := range map[string]any{
		"Track(P1, -1)":          s.Track(P1, -1),
		"Track(P1, 3)":           s.Track(P1, 3),
		"Track(P3, 0)":           s.Track(Player(2), 0),
		"Track(NoPlayer, 0)":     s.Track(NoPlayer, 0),
		"solo Track(P2, 0)":      solo.Track(P2, 0),
		"Slots(P1, 3)":           s.Slots(P1, 3),
		"Slots(P1, -1)":          s.Slots(P1, -1),
		"Slots(P3, 0)":           s.Slots(Player(2), 0),
		"Hand(P3)":               s.Hand(Player(2)),
		"Hand(NoPlayer)":         s.Hand(NoPlayer),
		"solo Hand(P2)":          solo.Hand(P2),
		"Ship(NoCard)":           StandardCards().Ship(NoCard),
		"Ship(16)":               StandardCards().Ship(16),
		"nil set Ship(0)":        (*CardSet)(nil).Ship(0),
		"Level(9).Reflips()":     Level(9).Reflips(),
		"RankHand(NoCard, R1)":   RankHand(NoCard, 0),
		"RankHand(R1, R1)":       RankHand(0, 0),
		"Number of NoCard":       NoCard.Number(),
		"Number of card 40":      Card(40).Number(),
		"Colour of card 40":      Card(40).Colour(),
		"CompareHands(R1 twice)": StandardCards().Planets[0].CompareHands([2]Card{0, 1}, [2]Card{0, 2}),
	} {
		if v := got; v != zeroOf(v) {
			t.Errorf("%s = %v, want the zero value", name, v)
		}
	}
	if got := HandRank(9).String(); got != "HandRank(9)" {
		t.Errorf("HandRank(9).String() = %q", got)
	}
}

// zeroOf is the zero value of v's type.
func zeroOf(v any) any {
	switch v.(type) {
	case int:
		return 0
	case [2]Slot:
		return [2]Slot{}
	case Hand:
		return Hand(0)
	case Ship:
		return Ship{}
	case HandRank:
		return HighCard
	case Colour:
		return Red
	}
	return nil
}

// A direction that is neither left nor right says so rather than passing
// for right.
func TestDirectionOutOfRange(t *testing.T) {
	if got := Direction(5).String(); got != "Direction(5)" {
		t.Errorf("Direction(5) prints %q", got)
	}
	if _, err := Direction(5).MarshalText(); err == nil {
		t.Error("Direction(5) marshals")
	}
}

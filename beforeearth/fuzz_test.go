package beforeearth

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/gametest"
)

// FuzzParseMove checks that any text either fails to parse or parses to a
// move whose notation reads back to the same move; nothing panics.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"P1 play A", "P2 ship The Excalüber", "P1 quarry 2", "P2 take grey", "P1 done", "P1 option 9", "P1 use #3"} {
		f.Add(seed)
	}
	s, _ := New(Config{Seed: 1})
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckNotation(t, s, text, ParseMove)
	})
}

// FuzzUnmarshalState checks that any bytes either fail to load as a state
// or load as a state that plays on: nothing panics.
func FuzzUnmarshalState(f *testing.F) {
	s, _ := New(Config{Seed: 1})
	for n := 0; n < 60 && !s.Over(); n++ {
		if n%7 == 0 {
			data, _ := json.Marshal(s)
			f.Add(data)
		}
		p := s.ToMove()[0]
		moves := s.LegalMoves(p)
		s, _ = s.Apply(moves[n%len(moves)])
	}
	f.Add([]byte(`{"cards":"standard"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if err := json.Unmarshal(data, &st); err != nil {
			return
		}
		if err := st.Validate(); err != nil {
			t.Fatalf("loaded an invalid state: %v", err)
		}
		for n := 0; n < 30 && !st.Over(); n++ {
			who := st.ToMove()
			if len(who) == 0 {
				t.Fatalf("loaded state has nobody to move")
			}
			moves := st.LegalMoves(who[0])
			if len(moves) == 0 {
				t.Fatalf("loaded state: %v to move without moves", who[0])
			}
			var err error
			if st, err = st.Apply(moves[0]); err != nil {
				t.Fatal(err)
			}
			st.View(P1).Sample(uint64(n))
			st.Result()
		}
	})
}

// FuzzLoadScenario checks that any YAML either fails to load or build as a
// scenario, or builds a valid state that plays on: nothing panics.
func FuzzLoadScenario(f *testing.F) {
	f.Add([]byte("tiebreaker: P2\nquarries: [{black: 1}, {}, {grey: 2}]\nship_row: [STS Jude 0331, \"\", The Davnarock]\nplanet_row: [Nestarvis]\nplayers:\n  - {technology: 5, resources: {grey: 2}, planets: [Drecolara], face_down: [Drecolara], played: A}\n  - {damage: 1, fleet: [Genesis], played: D}\n"))
	f.Add([]byte("round: 70000\nseed: 3\nseats: [{played: C, planets: [OSI-31]}, {played: B}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := LoadScenario("fuzz.yaml", data)
		if err != nil {
			return
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		playSome(t, s, 30)
	})
}

// FuzzLoadCards checks that any card file either fails to load, or loads as
// a set whose games play on: nothing panics.
func FuzzLoadCards(f *testing.F) {
	std, _ := cardFiles.ReadFile(standardFile)
	f.Add(std)
	f.Add([]byte("name: x\nquarry_capacity: 1\nspaceships:\n  - {name: A, origin: original, ability: \"spend 30 black: take any 30 resources\"}\n  - {name: B, origin: original, ability: opponent need 2 planets to win}\n  - {name: C, origin: original, ability: \"take 1 spaceship, activate it\"}\nplanets:\n  - {name: P, origin: original, cost: {white: 30}, ability: colonize 1 planet for 30 less}\n  - {name: Q, origin: original, ability: \"lose 3 tech: gain 7 tech or spend any 3 resources: deal 7 damage to opponent\"}\n  - {name: R, origin: original, ability: colonize any 1 planet from deck for free}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := LoadCards("fuzz.yaml", data)
		if err != nil {
			return
		}
		s, err := New(Config{Seed: 1, Cards: cs})
		if err != nil {
			return
		}
		playSome(t, s, 200)
	})
}

// playSome plays up to n legal moves from s, checking after each that the
// state is valid and that someone can move while the game goes on.
func playSome(t *testing.T, s State, n int) {
	t.Helper()
	for k := 0; k < n && !s.Over(); k++ {
		if err := s.Validate(); err != nil {
			t.Fatalf("invalid state: %v", err)
		}
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatal("nobody to move in a game that goes on")
		}
		moves := s.LegalMoves(who[k%len(who)])
		if len(moves) == 0 {
			t.Fatalf("%v to move without moves", who[k%len(who)])
		}
		var err error
		if s, err = s.Apply(moves[k%len(moves)]); err != nil {
			t.Fatal(err)
		}
		s.View(P2).Sample(uint64(k))
	}
}

// FuzzGoCardSet builds card sets in Go from the fuzzer's values (names,
// origins, quarry capacity, costs, ability texts) and checks that New
// either refuses one or plays it, and that its saved states reload with
// it: nothing panics, and no set is accepted whose games break.
func FuzzGoCardSet(f *testing.F) {
	f.Add("good", 3, uint8(3), uint8(3), "Dart,Lance,Ward,Alpha,Beta,Gamma", "gain 1 tech;deal 1 damage to opponent;win if opponent has 5+ damage;collect 1 quarry;take any 2 resources;colonize 1 planet for 1 less", []byte{1, 1, 0, 0, 2, 0}, "original")
	f.Add("", 1000, uint8(3), uint8(3), ",,,,,", "gain 1 tech", []byte{}, "rulebook")
	f.Add("x", 4, uint8(4), uint8(5), "A#,B#", "take 1 spaceship, activate it;copy action of opponent;colonize any 1 planet from deck for free;spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources", []byte{30, 0, 0, 255}, "original")
	f.Fuzz(func(t *testing.T, name string, capacity int, nShips, nPlanets uint8, names, abilities string, costs []byte, origin string) {
		nameList, abList := strings.Split(names, ","), strings.Split(abilities, ";")
		pick := func(list []string, i int) string { return list[i%len(list)] }
		cardName := func(i int) string {
			n := pick(nameList, i)
			if strings.HasSuffix(n, "#") {
				n += strconv.Itoa(i)
			}
			return n
		}
		cs := &CardSet{Name: name, QuarryCapacity: capacity}
		for i := range int(nShips % 40) {
			cs.Ships = append(cs.Ships, ShipCard{Name: cardName(i), Origin: origin, Ability: Ability{Expr: carddata.Expr{Text: pick(abList, i)}}})
		}
		for i := range int(nPlanets % 40) {
			var cost Resources
			for c := range cost {
				if k := 3*i + c; k < len(costs) {
					cost[c] = costs[k]
				}
			}
			cs.Planets = append(cs.Planets, PlanetCard{Name: cardName(100 + i), Origin: origin, Cost: cost, Ability: Ability{Expr: carddata.Expr{Text: pick(abList, 100+i)}}})
		}
		s, err := New(Config{Seed: 1, Cards: cs})
		if err != nil {
			return
		}
		playSome(t, s, 200)
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("a game of an accepted set does not save: %v", err)
		}
		if _, err := cs.DecodeState(data); err != nil {
			t.Fatalf("a game of an accepted set does not reload: %v", err)
		}
	})
}

// FuzzMoveJSON checks that any bytes either fail to read as a Move or read
// as one that writes and reads back to the same notation, and that applying
// it to games of the embedded and of another set is either legal or refused
// with ErrIllegalMove: nothing panics.
func FuzzMoveJSON(f *testing.F) {
	for _, seed := range []string{`"P1 play A"`, `"P2 ship The Excalüber"`, `"P1 ship Dart"`, `"P1 quarry 2"`, `"P1 colonize Nestarvis"`, `"P2 use #3"`, `"P1 done"`, `"P1 option 40"`} {
		f.Add([]byte(seed))
	}
	std, _ := New(Config{Seed: 1})
	small, err := LoadCards("small.yaml", []byte(smallSet))
	if err != nil {
		f.Fatal(err)
	}
	other, _ := Scenario{Cards: small, Seats: []ScenarioSeat{{Played: Scout}, {Played: Mine}}}.Build()
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Move
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("%v does not write: %v", m, err)
		}
		var back Move
		if err := json.Unmarshal(out, &back); err != nil || back.String() != m.String() {
			t.Fatalf("%s read back as %v (%v)", out, back, err)
		}
		for _, s := range []State{std, other, {}} {
			if _, err := s.Apply(m); err != nil && !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("Apply(%v) refused with %v, not ErrIllegalMove", m, err)
			}
		}
	})
}

// FuzzViewJSON checks that any bytes either fail to read as a View or read
// as one whose samples are valid states that show the viewer the same view
// and play on: nothing panics.
func FuzzViewJSON(f *testing.F) {
	s, _ := New(Config{Seed: 2})
	for n := 0; n < 40 && !s.Over(); n++ {
		if n%5 == 0 {
			for _, p := range []Player{P1, P2, 5} {
				data, _ := json.Marshal(s.View(p))
				f.Add(data, uint64(n))
			}
		}
		p := s.ToMove()[0]
		moves := s.LegalMoves(p)
		s, _ = s.Apply(moves[n%len(moves)])
	}
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		var v View
		if err := json.Unmarshal(data, &v); err != nil {
			return
		}
		sampled := v.Sample(seed)
		if err := sampled.Validate(); err != nil {
			t.Fatalf("a state sampled from an accepted view is invalid: %v", err)
		}
		want, _ := json.Marshal(v)
		if got, _ := json.Marshal(sampled.View(v.Viewer())); string(got) != string(want) {
			t.Fatalf("the sample shows another view:\nwant %s\ngot  %s", want, got)
		}
		playSome(t, sampled, 30)
	})
}

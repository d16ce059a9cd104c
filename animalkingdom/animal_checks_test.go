package animalkingdom

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// editJSON returns data, the JSON of a state or (view true) of a view,
// with edit applied to its game.
func editJSON(t *testing.T, data []byte, view bool, edit func(g map[string]any)) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	g := doc
	if view {
		g = doc["game"].(map[string]any)
	}
	edit(g)
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// seatOf is seat p of a game's JSON document.
func seatOf(g map[string]any, p int) map[string]any {
	return g["seats"].([]any)[p].(map[string]any)
}

// animalOf is the Animal Kingdom part of seat p of a game's JSON document.
func animalOf(g map[string]any, p int) map[string]any {
	return seatOf(g, p)["animals"].(map[string]any)
}

// refusedAs checks that data does not read as a state (view false) or a
// view, with an error saying want, and that the value read into is left
// as it was.
func refusedAs(t *testing.T, data []byte, view bool, want string) {
	t.Helper()
	var err error
	if view {
		v := State{}.View(0)
		err = json.Unmarshal(data, &v)
		if v.d != nil {
			t.Error("a refused view was read into the value")
		}
	} else {
		var s State
		err = json.Unmarshal(data, &s)
		if !s.zero() {
			t.Error("a refused state was read into the value")
		}
	}
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error %v, want one saying %q", err, want)
	}
}

// accepted checks that data reads as a state (view false) or a view.
func accepted(t *testing.T, data []byte, view bool) {
	t.Helper()
	var err error
	if view {
		var v View
		err = json.Unmarshal(data, &v)
	} else {
		var s State
		err = json.Unmarshal(data, &s)
	}
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
}

// marshal is v's JSON.
func marshal(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// untilStage plays s's legal moves (the first of each) until its stage is
// st.
func untilStage(t *testing.T, s State, st stage) State {
	t.Helper()
	for n := 0; s.d.Stage != st; n++ {
		if n > 200 || s.Over() {
			t.Fatalf("stage %d not reached", st)
		}
		var err error
		if s, err = s.Apply(s.LegalMoves(s.ToMove()[0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestViewJSONRefusesAnimalCountsOutOfRange: a view whose seat lists
// more Animals offered or kept than the seat has places for is refused
// with an error, not a panic, in the first view of a new game too.
func TestViewJSONRefusesAnimalCountsOutOfRange(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	first := marshal(t, s.View(0))
	cow := map[string]any{"animal": "Highland Cow"}
	for _, c := range []struct {
		seat int
		key  string
		list []any
		want string
	}{
		{0, "offered", []any{"", "", "", "", ""}, "P1: 5 Animals offered and 0 kept: at most 4 and 2"},
		{1, "offered", []any{"", "", "", "", ""}, "P2: 5 Animals offered and 0 kept: at most 4 and 2"},
		{0, "kept", []any{cow, cow, cow}, "P1: 4 Animals offered and 3 kept: at most 4 and 2"},
	} {
		data := editJSON(t, first, true, func(g map[string]any) { animalOf(g, c.seat)[c.key] = c.list })
		refusedAs(t, data, true, c.want)
		refusedAs(t, editJSON(t, marshal(t, s), false, func(g map[string]any) { animalOf(g, c.seat)[c.key] = c.list }), false, "Animals")
	}
	accepted(t, first, true)
}

// TestViewValidateChecksTheAnimalsShown: while the players choose their
// Animals, a view is refused that hides the viewer's own offer or kept
// Animal, or shows another player's offer or kept Animal; after the
// reveal, one that hides a kept Animal. The views as written are read.
func TestViewValidateChecksTheAnimalsShown(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 2, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	s = untilStage(t, s, stAnimals)
	p1 := s.d.animalOffer(0)[0]
	kept, err := s.Apply(KeepAnimalMove(0, int(p1)))
	if err != nil || kept.d.Stage != stAnimals {
		t.Fatalf("P1 keeps an Animal: %v, stage %d", err, kept.d.Stage)
	}
	name := func(i animalName) string { return s.d.animal(i).Name }
	p2view := marshal(t, kept.View(1))
	for _, c := range []struct {
		what string
		data []byte
		want string
	}{
		{"the viewer's own offer hidden", editJSON(t, marshal(t, s.View(1)), true, func(g map[string]any) {
			animalOf(g, 1)["offered"].([]any)[0] = ""
		}), "the viewer's own Animals offered hide Animal 1"},
		{"another's offer shown", editJSON(t, marshal(t, s.View(1)), true, func(g map[string]any) {
			animalOf(g, 0)["offered"].([]any)[0] = name(p1)
		}), "P1's Animals offered show Animal 1, which P1 chooses in secret"},
		{"another's kept Animal shown", editJSON(t, p2view, true, func(g map[string]any) {
			animalOf(g, 0)["kept"].([]any)[0] = map[string]any{"animal": name(p1)}
		}), "P1's Animals kept show Animal 1"},
		{"the viewer's own kept Animal hidden", editJSON(t, marshal(t, kept.View(0)), true, func(g map[string]any) {
			animalOf(g, 0)["kept"].([]any)[0] = map[string]any{"animal": ""}
		}), "the viewer's own Animals kept hide Animal 1"},
	} {
		t.Run(c.what, func(t *testing.T) { refusedAs(t, c.data, true, c.want) })
	}
	accepted(t, p2view, true)
	accepted(t, marshal(t, kept.View(0)), true)
	var v View
	if err := json.Unmarshal(marshal(t, s.View(1)), &v); err != nil {
		t.Fatal(err)
	}
	for _, m := range v.AppendLegalMoves(nil) {
		if strings.Contains(m.String(), "?") {
			t.Errorf("the view read back offers %v", m)
		}
	}
}

// TestViewRefusesAnAnimalKeptTooMany: a view in which the viewer keeps
// an Animal beside the 4 still offered to them is refused: no position
// deals 4 and keeps 1.
func TestViewRefusesAnAnimalKeptTooMany(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	s = untilStage(t, s, stAnimals)
	data := editJSON(t, marshal(t, s.View(1)), true, func(g map[string]any) {
		animalOf(g, 1)["kept"] = []any{map[string]any{"animal": s.d.animal(s.d.animalOffer(0)[0]).Name}} // P2 kept none
	})
	refusedAs(t, data, true, "P2 holds 4 Animals offered and 1 kept")
}

// TestGaiaLeavesAreTheLeavesDiscarded: Gaia's board holds exactly the
// Leaves the solo player discarded, and a game without Gaia none; the
// JSON of a position that breaks this is refused.
func TestGaiaLeavesAreTheLeavesDiscarded(t *testing.T) {
	solo, err := New(Config{Players: 1, Solo: true, Seed: 4, Animals: true, Difficulty: GaiaHard})
	if err != nil {
		t.Fatal(err)
	}
	solo = untilStage(t, solo, stAction)
	data := marshal(t, solo)
	refusedAs(t, editJSON(t, data, false, func(g map[string]any) {
		g["animal_kingdom"].(map[string]any)["gaia_leaves"] = 5.0
	}), false, "5 Leaves on Gaia's board, and the player discarded 0")
	left, err := solo.Apply(DiscardLeafMove(0))
	if err != nil {
		t.Fatal(err)
	}
	if left.d.AK.GaiaLeaves != 1 {
		t.Fatalf("Gaia holds %d Leaves after a discard", left.d.AK.GaiaLeaves)
	}
	accepted(t, marshal(t, left), false)
	refusedAs(t, editJSON(t, marshal(t, left), false, func(g map[string]any) {
		g["animal_kingdom"].(map[string]any)["gaia_leaves"] = 0.0
	}), false, "0 Leaves on Gaia's board, and the player discarded 1")
	two, err := New(Config{Players: 2, Seed: 5, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, view := range []bool{false, true} {
		doc := marshal(t, two)
		if view {
			doc = marshal(t, two.View(0))
		}
		refusedAs(t, editJSON(t, doc, view, func(g map[string]any) {
			g["animal_kingdom"].(map[string]any)["gaia_leaves"] = 1.0
		}), view, "1 Leaves on Gaia's board in a game without Gaia")
	}
}

// cowScenario is a two-player position of the expansion: P1 keeps Highland
// Cow (1 Animeeple), standing on the cards cow names.
func cowScenario(cow ...string) string {
	tab := ", animals: [Highland Cow], tableau: ["
	for i, c := range []string{"Cat Grass", "Blackthorn"} {
		if i > 0 {
			tab += ", "
		}
		tab += "{card: " + c + ", row: 0, col: " + string(rune('0'+i))
		for _, on := range cow {
			if on == c {
				tab += ", animeeples: [Highland Cow]"
			}
		}
		tab += "}"
	}
	return "animals: true\n" + twoSeats(tab+"]", ", animals: [Tarsier]")
}

// TestAnimeeplesNoMoreThanTheCardGives: an Animal stands on no more cards
// than it has Animeeples: Highland Cow on two cards is refused from a
// Scenario and from JSON, on one accepted.
func TestAnimeeplesNoMoreThanTheCardGives(t *testing.T) {
	one := build(t, cowScenario("Cat Grass"))
	sc, err := LoadScenario("cow.yaml", []byte(cowScenario("Cat Grass", "Blackthorn")))
	if err == nil {
		_, err = sc.Build()
	}
	if err == nil || !strings.Contains(err.Error(), "Highland Cow") {
		t.Errorf("Highland Cow on two cards from a scenario: %v", err)
	}
	data := marshal(t, one)
	if !bytes.Contains(data, []byte(`"animeeples":["Highland Cow"]`)) {
		t.Fatal("no Animeeple in the state's JSON")
	}
	two := editJSON(t, data, false, func(g map[string]any) {
		seatOf(g, 0)["tableau"].([]any)[1].(map[string]any)["animeeples"] = []any{"Highland Cow"}
	})
	refusedAs(t, two, false, "P1's Highland Cow has 2 Animeeples in the tableau: the card has 1")
	refusedAs(t, editJSON(t, marshal(t, one.View(1)), true, func(g map[string]any) {
		seatOf(g, 0)["tableau"].([]any)[1].(map[string]any)["animeeples"] = []any{"Highland Cow"}
	}), true, "P1's Highland Cow has 2 Animeeples")
}

// TestBaseGameHoldsNoAnimalPieces: a game without the Animals has no
// Animeeple and nothing stored on a tableau card; its JSON and its views'
// are refused with one.
func TestBaseGameHoldsNoAnimalPieces(t *testing.T) {
	s := build(t, twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0}]", ""))
	for _, view := range []bool{false, true} {
		doc := marshal(t, s)
		if view {
			doc = marshal(t, s.View(1))
		}
		for what, c := range map[string]struct {
			piece any
			want  string
		}{
			"animeeples": {[]any{"Highland Cow"}, `an Animeeple of "Highland Cow", an Animal P1 does not keep`},
			"stored":     {map[string]any{"soil": 30000.0}, "P1's Cat Grass (card 0) holds Animeeples or stored pieces in a game without the Animals"},
		} {
			data := editJSON(t, doc, view, func(g map[string]any) {
				seatOf(g, 0)["tableau"].([]any)[0].(map[string]any)[what] = c.piece
			})
			refusedAs(t, data, view, c.want)
		}
		accepted(t, doc, view)
	}
	sc, err := LoadScenario("base.yaml", []byte(twoSeats(", tableau: [{card: Cat Grass, row: 0, col: 0, animeeples: [Highland Cow]}]", "")))
	if err == nil {
		_, err = sc.Build()
	}
	if err == nil || !strings.Contains(err.Error(), "Animeeples are for a game with the Animals") {
		t.Errorf("an Animeeple in a base-game scenario: %v", err)
	}
}

// TestLoadCardsRefusesAnimalsTheEngineCannotPlay: an Animal card the
// engine cannot play is refused at load, at the file:line:col of its
// entry or of its ability, quoted as written: a
// moving Animal of several Animeeples or that stays, more Animeeples than
// MaxAnimeeples, an ability that stores on a card without a storage area.
// An Animal of several Animeeples that does not move is played.
func TestLoadCardsRefusesAnimalsTheEngineCannotPlay(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	std := string(files["animals"])
	cow := "    animeeples: 1\n    kind: convert\n    ability: \"move up to 3"
	goat := "    kind: score\n    ability: \"move up to 2 over card with rocky { store up to 3 sprouts from it }\"\n    storage: \"score 2 vp / sprout on this\"\n"
	for _, c := range []struct {
		what, from, to, want string
	}{
		{"a moving Animal of 2 Animeeples", cow, strings.Replace(cow, "1", "2", 1), `animals.yaml:60:15: found "move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }", expected a movement of an Animal of 1 Animeeple`},
		{"a moving Animal of 5 Animeeples", cow, strings.Replace(cow, "1", "5", 1), "a movement of an Animal of 1 Animeeple"},
		{"a moving Animal that stays", cow, "    stays: true\n" + cow, `animals.yaml:61:15: found "move up to 3 { spend 1 growth from it: compost`},
		{"6 Animeeples", cow, strings.Replace(cow, "1", "6", 1), "animals.yaml:55:5: found Highland Cow's 6 animeeples, expected 1 to 5 animeeples"},
		{"a store without storage", goat, "    kind: produce\n    ability: \"move up to 2 over card with rocky { store up to 3 sprouts from it }\"\n",
			`animals.yaml:82:15: found "move up to 2 over card with rocky { store up to 3 sprouts from it }", expected an ability that stores only on an Animal with a storage area`},
		{"a store in what the others gain", goat, strings.Replace(goat, "from it }", "from it } | store 1 soil", 1), "stored nowhere"},
	} {
		t.Run(c.what, func(t *testing.T) {
			if !strings.Contains(std, c.from) {
				t.Fatalf("%q not in animals.yaml", c.from)
			}
			fs := map[string][]byte{}
			for k, v := range files {
				fs[k] = v
			}
			fs["animals"] = []byte(strings.Replace(std, c.from, c.to, 1))
			if _, err := LoadCards(fs); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("LoadCards: %v, want an error saying %q", err, c.want)
			}
		})
	}
	fs := map[string][]byte{}
	for k, v := range files {
		fs[k] = v
	}
	fs["animals"] = []byte(strings.Replace(std, "name: Capybara\n    scientific: Hydrochoerus hydrochaeris\n    difficulty: 1\n    animeeples: 5", "name: Capybara\n    scientific: Hydrochoerus hydrochaeris\n    difficulty: 1\n    animeeples: 2", 1))
	if _, err := LoadCards(fs); err != nil {
		t.Errorf("Capybara of 2 Animeeples refused: %v", err)
	}
}

// TestStateJSONRefusesAnActivationOfNobody: an activation of a player not
// in the game is refused with an error, not a panic.
func TestStateJSONRefusesAnActivationOfNobody(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	s = untilStage(t, s, stAction)
	for _, who := range []string{"P3", "P9"} {
		data := editJSON(t, marshal(t, s), false, func(g map[string]any) {
			g["animal_kingdom"].(map[string]any)["activation"] = map[string]any{"who": who, "phase": "pick"}
		})
		refusedAs(t, data, false, "an activation of the Animals of "+who+", who is not in the game")
	}
}

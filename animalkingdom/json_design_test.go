package animalkingdom

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
)

// designedKeys are the key paths of Earth's State and View JSON (of the
// game, "game" in a view): a.b is key b of the object at a, a[] an
// element of the array at a. Nothing else may appear.
var designedKeys = strings.Fields(`
	config config.players config.seed config.mode config.animals config.solo config.teams config.difficulty config.tiebreak_growth_pieces
	rng turn round active action step step_player to_act planted last_round planted_this_round completed_first
	deck deck_hidden discard drawn drawn_hidden public_ecosystems
	fauna fauna[].side fauna[].claims fauna[].claims_this_turn
	owed owed[].who owed[].places owed[].removes owed[].left owed[].cards
	activation activation.order activation.activated activation.activated[].card activation.activated[].ability
	activation.left activation.left[].card activation.left[].ability
	resolving resolving[].who resolving[].source resolving[].card resolving[].ability resolving[].this resolving[].copy
	resolving[].chose_action resolving[].part resolving[].waiting_for resolving[].left resolving[].copy_colour resolving[].paying
	last_leaf last_leaf.who last_leaf.fauna last_leaf.bonus
	seats seats[].island_offer seats[].climate_offer seats[].ecosystem_offer seats[].island seats[].climate seats[].ecosystem
	seats[].soil seats[].hand seats[].hand_hidden seats[].compost seats[].compost_hidden seats[].events seats[].just_planted
	seats[].claimed seats[].completion_bonus seats[].done seats[].drew_this_turn seats[].soil_gained_this_turn
	seats[].tableau seats[].tableau[].card seats[].tableau[].row seats[].tableau[].col seats[].tableau[].sprouts
	seats[].tableau[].growth seats[].tableau[].animeeples seats[].tableau[].stored
	seats[].tableau[].stored.soil seats[].tableau[].stored.sprouts seats[].tableau[].stored.growth
	seats[].animals seats[].animals.offered seats[].animals.kept seats[].animals.kept[].animal
	seats[].animals.kept[].stored seats[].animals.kept[].stored.soil seats[].animals.kept[].stored.sprouts seats[].animals.kept[].stored.growth
	seats[].animals.global_stored seats[].animals.global_stored.soil seats[].animals.global_stored.sprouts seats[].animals.global_stored.growth
	seats[].animals.on_island seats[].animals.on_island.soil seats[].animals.on_island.sprouts seats[].animals.on_island.growth
	seats[].animals.leaves_discarded seats[].animals.activations_owed
	animal_kingdom animal_kingdom.global_ability animal_kingdom.gaia_leaves
	animal_kingdom.gaia_animals animal_kingdom.gaia_animals[].animal animal_kingdom.gaia_animals[].gain_to_offer
	animal_kingdom.gaia_animals[].stored animal_kingdom.gaia_animals[].stored.soil animal_kingdom.gaia_animals[].stored.sprouts animal_kingdom.gaia_animals[].stored.growth
	animal_kingdom.activation animal_kingdom.activation.who animal_kingdom.activation.own_animals animal_kingdom.activation.more_animals
	animal_kingdom.activation.whose animal_kingdom.activation.activated animal_kingdom.activation.animal animal_kingdom.activation.phase
	animal_kingdom.activation.standing_on animal_kingdom.activation.moved animal_kingdom.activation.moves_allowed
	animal_kingdom.activation.visited animal_kingdom.activation.asks_next animal_kingdom.activation.under
	gaia gaia.deck gaia.deck_hidden gaia.seen gaia.passes gaia.soil gaia.sprouts gaia.growth gaia.compost gaia.compost_hidden
	gaia.pile gaia.pile_hidden gaia.claimed gaia.skip gaia.bonus gaia.card gaia.revealed
`)

// keyPaths adds to seen the key paths of JSON document tree, under at.
func keyPaths(tree any, at string, seen map[string]bool) {
	switch x := tree.(type) {
	case map[string]any:
		for k, v := range x {
			p := k
			if at != "" {
				p = at + "." + k
			}
			seen[p] = true
			keyPaths(v, p, seen)
		}
	case []any:
		for _, v := range x {
			keyPaths(v, at+"[]", seen)
		}
	}
}

// gameDoc is the game of a State's or a View's JSON as a tree.
func gameDoc(t *testing.T, v any) map[string]any {
	t.Helper()
	var tree map[string]any
	if err := json.Unmarshal(marshal(t, v), &tree); err != nil {
		t.Fatal(err)
	}
	if g, ok := tree["game"].(map[string]any); ok {
		return g
	}
	return tree
}

// midActivation plays a 2-player game of the expansion at random until
// an ability of the tableau's activation waits for its player, with
// other abilities passed before it.
func midActivation(t *testing.T) State {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		s, err := New(Config{Players: 2, Seed: seed, Animals: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for !s.Over() {
			if s.d.Stage == stActivate && s.d.ActIdx > 1 && s.d.depth() > 0 && s.d.top().Src == FromTableau {
				return s
			}
			legal := s.LegalMoves(s.ToMove()[0])
			if s, err = s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached an activation under way")
	return State{}
}

// TestJSONShapeIsTheDesignedOne pins the shape of Earth's JSON: in a
// mid-activation position of a 2-player game, the State and each View
// write only the designed keys, two entries in every list by seat, the
// step, its player and who is to act as seats, the activation by the
// cards of its abilities, and the ability being resolved by its card's
// name; over random games of every kind, no other key appears.
func TestJSONShapeIsTheDesignedOne(t *testing.T) {
	designed := map[string]bool{}
	for _, k := range designedKeys {
		designed[k] = true
	}
	s := midActivation(t)
	p := s.d.order(s.d.K)
	for _, v := range []any{s, s.View(0), s.View(1)} {
		g := gameDoc(t, v)
		if n := len(g["seats"].([]any)); n != 2 {
			t.Errorf("%d seats written for 2 players", n)
		}
		if g["step"] != "activate" || g["step_player"] != p.String() {
			t.Errorf("step %v of %v, want activate of %v", g["step"], g["step_player"], p)
		}
		if want := []any{s.ToMove()[0].String()}; !slices.Equal(g["to_act"].([]any), want) {
			t.Errorf("to_act %v, want %v", g["to_act"], want)
		}
		act, _ := g["activation"].(map[string]any)
		activated, _ := act["activated"].([]any)
		if len(activated) != s.d.ActIdx {
			t.Fatalf("activation %v: want the %d abilities passed", act, s.d.ActIdx)
		}
		top := g["resolving"].([]any)[len(g["resolving"].([]any))-1].(map[string]any)
		want := s.d.info(s.d.get(p).Tab()[s.d.top().Index].Card).Name
		if top["card"] != want || top["source"] != "tableau" || top["who"] != p.String() {
			t.Errorf("the ability being resolved is written %v, want %s's tableau card %s", top, p, want)
		}
		seen := map[string]bool{}
		keyPaths(g, "", seen)
		for _, k := range []string{"activation.activated[].card", "activation.activated[].ability", "activation.left", "resolving[].waiting_for", "seats[].animals.kept[].animal"} {
			if !seen[k] {
				t.Errorf("no %s in a mid-activation position", k)
			}
		}
	}
	seen := map[string]bool{}
	for _, s := range append(jsonPositionsOf(t), s) {
		keyPaths(gameDoc(t, s), "", seen)
		for _, p := range s.Players() {
			keyPaths(gameDoc(t, s.View(p)), "", seen)
		}
	}
	var extra []string
	for k := range seen {
		if !designed[k] {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("keys beyond the designed shape: %v", extra)
	}
}

// jsonPositionsOf are positions of games of 1, 2 and 4 players, with and
// without the Animals, every few moves of random play.
func jsonPositionsOf(t *testing.T) []State {
	var out []State
	for _, cfg := range []Config{{Players: 2, Seed: 4}, {Players: 1, Solo: true, Seed: 5, Animals: true}, {Players: 4, Teams: true, Seed: 6, Animals: true},
		{Players: 3, Seed: 7, Animals: true, Mode: Advanced}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 3))
		for i := 0; !s.Over(); i++ {
			if i%29 == 0 {
				out = append(out, s)
			}
			ms := s.LegalMoves(s.ToMove()[0])
			if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, s)
	}
	return out
}

// TestJSONSeatListsAreAsLongAsTheSeats: every list of a player's counts
// has one entry a seat (the seats, who is to act); the turn's counts are
// the seat's own keys, not a list of MaxPlayers.
func TestJSONSeatListsAreAsLongAsTheSeats(t *testing.T) {
	for _, n := range []int{2, 3} {
		s, err := New(Config{Players: n, Seed: uint64(n), Animals: true})
		if err != nil {
			t.Fatal(err)
		}
		s = untilStage(t, s, stAction)
		for _, v := range []any{s, s.View(0)} {
			g := gameDoc(t, v)
			seats := g["seats"].([]any)
			if len(seats) != n {
				t.Errorf("%d players: %d seats written", n, len(seats))
			}
			if _, ok := g["stats"]; ok {
				t.Errorf("%d players: a list of counts by seat beside the seats", n)
			}
			drew := 0
			for _, seat := range seats {
				d, _ := seat.(map[string]any)["drew_this_turn"].(float64)
				drew += int(d)
			}
			if drew == 0 {
				t.Errorf("%d players: no seat drew a card in the setup: %v", n, seats)
			}
		}
	}
}

// TestJSONDerivedKeysAreChecked: the keys written for the reader but
// derived from the rest (the round, who is to act, the abilities left
// to activate) are refused, saying so, when they do not agree with the
// position; as written they read.
func TestJSONDerivedKeysAreChecked(t *testing.T) {
	s := midActivation(t)
	for _, view := range []bool{false, true} {
		var doc []byte
		if view {
			doc = marshal(t, s.View(0))
		} else {
			doc = marshal(t, s)
		}
		accepted(t, doc, view)
		for _, c := range []struct {
			edit func(g map[string]any)
			want string
		}{
			{func(g map[string]any) { g["round"] = g["round"].(float64) + 1 }, "round"},
			{func(g map[string]any) { g["to_act"] = []any{"P1", "P2"} }, "to_act lists [P1 P2]"},
			{func(g map[string]any) {
				a := g["activation"].(map[string]any)
				a["left"] = append(a["left"].([]any), map[string]any{"card": "Cat Grass", "ability": 1.0})
			}, "the activation's abilities left"},
			{func(g map[string]any) {
				a := g["activation"].(map[string]any)
				a["activated"] = a["activated"].([]any)[1:]
			}, "activated ability 1 is"},
		} {
			refusedAs(t, editJSON(t, doc, view, c.edit), view, c.want)
		}
	}
}

// TestJSONEmptyActivationIsNone: an "activation" of no keys in a
// position where an activation is under way reads as one that has
// activated nothing yet, in a State and in a View (it is not a panic),
// and one listing abilities left that the position does not leave is
// refused, saying what it leaves.
func TestJSONEmptyActivationIsNone(t *testing.T) {
	s := midActivation(t)
	for _, view := range []bool{false, true} {
		doc := marshal(t, s)
		if view {
			doc = marshal(t, s.View(0))
		}
		accepted(t, editJSON(t, doc, view, func(g map[string]any) { g["activation"] = map[string]any{} }), view)
		refusedAs(t, editJSON(t, doc, view, func(g map[string]any) {
			g["activation"] = map[string]any{"left": []any{map[string]any{"card": "Cat Grass", "ability": 1.0}}}
		}), view, "the activation's abilities left are")
	}
}

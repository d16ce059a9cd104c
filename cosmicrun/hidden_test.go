package cosmicrun

import (
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// hiddenPair is two positions that differ only in one hidden part, as the
// View documentation lists them, with the events that led to each, and
// moves that both can play on without revealing that part.
type hiddenPair struct {
	part     string
	a, b     State
	evA, evB []Event
	then     []string
}

// edited returns s with its JSON changed by edit, read back as a State.
func edited(t *testing.T, s State, edit func(game map[string]any)) State {
	t.Helper()
	tree, game := stateTree(t, s)
	edit(game)
	data, _ := json.Marshal(tree)
	var out State
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("the edited state is refused: %v", err)
	}
	return out
}

// swap exchanges two cards of the state JSON: card i of list x and card j
// of list y.
func swap(x []any, i int, y []any, j int) { x[i], y[j] = y[j], x[i] }

// checkHidden checks that each viewer sees the two states of c alike, and
// is told their events alike, before and after each move of c.then.
func checkHidden(t *testing.T, c hiddenPair, viewers ...Player) {
	t.Helper()
	gametest.CheckHidden(t, c.part, c.a, c.b, c.evA, c.evB, c.then, ParseMove, viewers...)
}

// TestViewsEqualWhereOnlyHiddenPartsDiffer checks, for every hidden part
// the View documentation lists, that two states differing only in that
// part give equal views (as JSON) and equal events, told to the viewer
// and to a spectator.
func TestViewsEqualWhereOnlyHiddenPartsDiffer(t *testing.T) {
	// P1 holds R3 B1 G4 Y2 Y3 Y4, P2 R4 B2 B3 B4 G3 Y1; R2 G2 R1 G1 are set
	// aside, G1 on top.
	two, _ := New(Config{Players: 2, Seed: 1})
	passed, _ := play(t, two, "P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3")
	kept, _ := play(t, passed, "P1 keep", "P2 keep")
	solo, _ := New(Config{Players: 1, Seed: 1})
	other, _ := New(Config{Players: 2, Seed: 2})
	_, otherGame := stateTree(t, other)

	choose := func(base State, x, y string) hiddenPair {
		a, evA := play(t, base, x)
		b, evB := play(t, base, y)
		return hiddenPair{a: a, b: b, evA: evA, evB: evB}
	}
	cases := []hiddenPair{
		{part: "the opponent's hand", a: two, b: edited(t, two, func(g map[string]any) {
			swap(g["hand"].([]any)[P2].([]any), 1, g["aside"].(map[string]any)["cards"].([]any), 0)
		}), then: []string{"P1 pass R3", "P2 pass B3", "P1 pass B1", "P2 pass B4", "P2 keep", "P1 keep"}},
		{part: "the cards set aside and their order", a: two, b: edited(t, two, func(g map[string]any) {
			aside := g["aside"].(map[string]any)["cards"].([]any)
			swap(aside, 0, aside, 3)
		}), then: []string{"P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P2 discard R4", "P1 keep"}},
		{part: "the random generator", a: two, b: edited(t, two, func(g map[string]any) {
			g["rng"] = otherGame["rng"]
		}), then: []string{"P1 pass R3", "P2 pass B3", "P1 pass B1", "P2 pass B4"}},
		{part: "the solo deck's order", a: solo, b: edited(t, solo, func(g map[string]any) {
			deck := g["deck"].(map[string]any)["cards"].([]any)
			swap(deck, 0, deck, 1)
		}), then: []string{"P1 mine upright", "P1 theirs", "P1 reflip", "P1 mine turned"}},
		{part: "the solo random generator", a: solo, b: edited(t, solo, func(g map[string]any) {
			g["rng"] = otherGame["rng"]
		}), then: []string{"P1 mine upright", "P1 theirs"}},
	}
	c := choose(two, "P2 pass B2", "P2 pass G3")
	c.part, c.then = "the cards the opponent has chosen to pass", []string{"P1 pass R3", "P1 pass B1"}
	cases = append(cases, c)
	c = choose(passed, "P2 discard R4", "P2 discard G3")
	c.part, c.then = "the card the opponent discarded", []string{"P1 keep"}
	cases = append(cases, c)
	c = choose(kept, "P2 place R4 1 upright", "P2 place Y1 3 turned")
	c.part = "the opponent's committed placement"
	cases = append(cases, c)
	for _, c := range cases {
		t.Run(c.part, func(t *testing.T) { checkHidden(t, c, P1, NoPlayer) })
	}
}

// hiddenVariants returns states that differ from s only in what viewer
// cannot see, one for each hidden part that s has: the opponent's free
// cards (not passed to them, not chosen to pass or place) swapped with the
// cards set aside or with their discard, a card chosen to pass swapped
// for another, the cards set aside or the solo deck reordered, and the
// random generator replaced. The solo deck is reordered below the cards
// the viewer's next move turns up.
func hiddenVariants(t *testing.T, s State, viewer Player, r *rng.RNG) map[string]State {
	out := map[string]State{}
	add := func(part string, edit func(d *data)) {
		v := s
		edit(&v.d)
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: the changed state is refused: %v\n%v", part, err, v)
		}
		out[part] = back
	}
	add("the random generator", func(d *data) { d.RNG = rng.New(r.Uint64()) })
	if s.d.Players == 1 {
		// The order is changed below the top two cards, which the next move
		// turns up (the card to the opposing side, then the next flip).
		if n := int(s.d.Deck.N) - 2; n > 1 {
			add("the solo deck's order", func(d *data) {
				i, j := r.IntN(n), r.IntN(n-1)
				d.Deck.Cards[i], d.Deck.Cards[(i+1+j)%n] = d.Deck.Cards[(i+1+j)%n], d.Deck.Cards[i]
			})
		}
		return out
	}
	o := other(viewer)
	d := &s.d
	free := d.Hand[o] &^ d.Passing[o] &^ d.Received[o]
	if c := d.Pending[o].Card; c != NoCard {
		free = free.Without(c)
	}
	aside := int(d.Aside.N)
	if free.Len() > 0 && aside > 0 {
		add("the opponent's hand and the cards set aside", func(d *data) {
			x, i := free.nth(r.IntN(free.Len())), r.IntN(aside)
			d.Hand[o] = d.Hand[o].Without(x).With(d.Aside.Cards[i])
			d.Aside.Cards[i] = x
		})
	}
	if aside > 1 {
		add("the order of the cards set aside", func(d *data) {
			d.Aside.Cards[0], d.Aside.Cards[aside-1] = d.Aside.Cards[aside-1], d.Aside.Cards[0]
		})
	}
	if free.Len() > 0 && d.Discard[o] != NoCard {
		add("the card the opponent discarded", func(d *data) {
			x := free.nth(r.IntN(free.Len()))
			d.Hand[o] = d.Hand[o].Without(x).With(d.Discard[o])
			d.Discard[o] = x
		})
	}
	if free.Len() > 0 && d.Passing[o].Len() > 0 {
		add("the cards the opponent has chosen to pass", func(d *data) {
			chosen := d.Passing[o]
			x, y := chosen.nth(r.IntN(chosen.Len())), free.nth(r.IntN(free.Len()))
			d.Passing[o] = chosen.Without(x).With(y)
		})
	}
	return out
}

// TestViewsEqualWhereOnlyHiddenPartsDifferInPlay checks the hidden parts
// at every step of random games: each variant of a state that only
// changes what a viewer cannot see gives that viewer, and a spectator, the
// same view, and the viewer's own next move is told to them alike.
func TestViewsEqualWhereOnlyHiddenPartsDifferInPlay(t *testing.T) {
	games := 4
	if gametest.Long() {
		games = 40
	}
	r := rng.New(11)
	seen := map[string]int{}
	for g := range games {
		s, _ := New(Config{Players: 1 + g%2, Seed: uint64(g), Level: Level(g % 3)})
		for !s.Over() {
			for _, p := range s.Players() {
				for part, v := range hiddenVariants(t, s, p, &r) {
					seen[part]++
					checkVariant(t, part, s, v, p, &r)
				}
			}
			s = randomStep(s, &r)
		}
	}
	for _, part := range []string{"the random generator", "the solo deck's order", "the opponent's hand and the cards set aside",
		"the order of the cards set aside", "the card the opponent discarded", "the cards the opponent has chosen to pass"} {
		if seen[part] == 0 {
			t.Errorf("no state of the games had %s to change", part)
		}
	}
}

// checkVariant checks that viewer and a spectator see s and v alike, and
// that a move of the viewer's, if they have one, is told to them alike.
func checkVariant(t *testing.T, part string, s, v State, viewer Player, r *rng.RNG) {
	t.Helper()
	for _, p := range []Player{viewer, NoPlayer} {
		a, _ := json.Marshal(s.View(p))
		b, _ := json.Marshal(v.View(p))
		if string(a) != string(b) {
			t.Fatalf("%s: %v sees\n%s\nand, with it changed,\n%s", part, p, a, b)
		}
	}
	moves := s.LegalMoves(viewer)
	if len(moves) == 0 {
		return
	}
	m := moves[r.IntN(len(moves))]
	_, evA, errA := s.ApplyEvents(m)
	_, evB, errB := v.ApplyEvents(m)
	if errA != nil || errB != nil {
		t.Fatalf("%s: %v's move %v: %v / %v", part, viewer, m, errA, errB)
	}
	if a, b := gametest.Told(evA, viewer), gametest.Told(evB, viewer); a != b {
		t.Fatalf("%s: after %v, %v is told\n%s\nand, with it changed,\n%s", part, m, viewer, a, b)
	}
}

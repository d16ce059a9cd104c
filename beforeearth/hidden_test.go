package beforeearth

import (
	"encoding/json"
	"math/rand/v2"
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
	viewers  []Player
}

// checkHidden checks that each viewer of c sees its two states alike, and
// is told their events alike, before and after each move of c.then.
func checkHidden(t *testing.T, c hiddenPair) {
	t.Helper()
	gametest.CheckHidden(t, c.part, c.a, c.b, c.evA, c.evB, c.then, ParseMove, c.viewers...)
}

// TestViewsEqualWhereOnlyHiddenPartsDiffer checks, for every hidden part
// the View documentation lists, that two states differing only in that
// part give equal views (as JSON) and equal events, told to the player who
// cannot see it and to a spectator.
func TestViewsEqualWhereOnlyHiddenPartsDiffer(t *testing.T) {
	s, _ := New(Config{Seed: 1})
	spectator := Player(2)
	choose := func(part, x, y string, viewers ...Player) hiddenPair {
		a, evA := play(t, s, x)
		b, evB := play(t, s, y)
		return hiddenPair{part: part, a: a, b: b, evA: evA, evB: evB, viewers: viewers}
	}
	other, _ := New(Config{Seed: 2})
	var tree, otherTree map[string]any
	data, _ := json.Marshal(s)
	otherData, _ := json.Marshal(other)
	if json.Unmarshal(data, &tree) != nil || json.Unmarshal(otherData, &otherTree) != nil {
		t.Fatal("a state's JSON does not read as an object")
	}
	tree["rng"] = otherTree["rng"]
	data, _ = json.Marshal(tree)
	var reseeded State
	if err := json.Unmarshal(data, &reseeded); err != nil {
		t.Fatal(err)
	}
	for _, c := range []hiddenPair{
		choose("P2's committed action card", "P2 play A", "P2 play D", P1, spectator),
		choose("P1's committed action card", "P1 play B", "P1 play C", P2, spectator),
		{part: "the random generator", a: s, b: reseeded, then: []string{"P1 play B", "P2 play B"}, viewers: []Player{P1, P2, spectator}},
	} {
		t.Run(c.part, func(t *testing.T) { checkHidden(t, c) })
	}
}

// hiddenVariants returns states that differ from s only in what viewer
// cannot see: the random generator replaced and, while the action cards
// are chosen, a committed card the viewer cannot see exchanged for another.
func hiddenVariants(t *testing.T, s State, viewer Player, r *rand.Rand) map[string]State {
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
			t.Fatalf("%s: the changed state is refused: %v", part, err)
		}
		out[part] = back
	}
	add("the random generator", func(d *data) { d.rng = rng.New(r.Uint64()) })
	v := s.View(viewer)
	for _, q := range bothPlayers {
		if v.Hidden[q] {
			add("a committed action card", func(d *data) {
				d.played[q] = Action(1 + (int(d.played[q])+r.IntN(3))%4)
			})
		}
	}
	return out
}

// TestViewsEqualWhereOnlyHiddenPartsDifferInPlay checks the hidden parts
// at every step of random games: each variant of a state that changes only
// what a viewer cannot see gives that viewer the same view and, after a
// move of the viewer's that leaves the two views equal, the same events.
func TestViewsEqualWhereOnlyHiddenPartsDifferInPlay(t *testing.T) {
	games := 3
	if gametest.Long() {
		games = 30
	}
	r := rand.New(rand.NewPCG(5, 5))
	seen := map[string]int{}
	for g := range games {
		s, _ := New(Config{Seed: uint64(g)})
		for n := 0; n < 400 && !s.Over(); n++ {
			for _, p := range []Player{P1, P2, 2} {
				for part, v := range hiddenVariants(t, s, p, r) {
					seen[part]++
					checkVariant(t, part, s, v, p, r)
				}
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			s, _ = s.Apply(moves[r.IntN(len(moves))])
		}
	}
	for _, part := range []string{"the random generator", "a committed action card"} {
		if seen[part] == 0 {
			t.Errorf("no state of the games had %s to change", part)
		}
	}
}

// checkVariant checks that viewer sees s and v alike and, when a move of
// the viewer's leaves them seeing both alike, is told its events alike.
func checkVariant(t *testing.T, part string, s, v State, viewer Player, r *rand.Rand) {
	t.Helper()
	if a, b := viewText(s, viewer), viewText(v, viewer); a != b {
		t.Fatalf("%s: %v sees\n%s\nand, with it changed,\n%s", part, viewer, a, b)
	}
	moves := s.LegalMoves(viewer)
	if len(moves) == 0 {
		return
	}
	m := moves[r.IntN(len(moves))]
	nextA, evA, errA := s.ApplyEvents(m)
	nextB, evB, errB := v.ApplyEvents(m)
	if errA != nil || errB != nil {
		t.Fatalf("%s: %v's move %v: %v / %v", part, viewer, m, errA, errB)
	}
	if viewText(nextA, viewer) != viewText(nextB, viewer) {
		return // the move revealed the part (a reveal, a draw)
	}
	if a, b := gametest.Told(evA, viewer), gametest.Told(evB, viewer); a != b {
		t.Fatalf("%s: after %v, %v is told\n%s\nand, with it changed,\n%s", part, m, viewer, a, b)
	}
}

// viewText is p's view of s as JSON.
func viewText(s State, p Player) string {
	data, _ := json.Marshal(s.View(p))
	return string(data)
}

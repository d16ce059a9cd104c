package beforeearth

import (
	"encoding/json"
	"testing"
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

// told is the JSON of the events as viewer is told them.
func told(evs []Event, viewer Player) string {
	var out []Event
	for _, e := range evs {
		if e, ok := e.For(viewer); ok {
			out = append(out, e)
		}
	}
	data, _ := json.Marshal(out)
	return string(data)
}

// checkHidden checks that each viewer of c sees its two states alike, and
// is told their events alike, before and after each move of c.then.
func checkHidden(t *testing.T, c hiddenPair) {
	t.Helper()
	ja, _ := json.Marshal(c.a)
	jb, _ := json.Marshal(c.b)
	if string(ja) == string(jb) {
		t.Fatalf("%s: the two states are the same", c.part)
	}
	a, b, evA, evB := c.a, c.b, c.evA, c.evB
	for step := 0; ; step++ {
		for _, p := range c.viewers {
			va, _ := json.Marshal(a.View(p))
			vb, _ := json.Marshal(b.View(p))
			if string(va) != string(vb) {
				t.Errorf("%s, after %d moves: %v sees\n%s\nin one state and\n%s\nin the other", c.part, step, p, va, vb)
			}
			if ta, tb := told(evA, p), told(evB, p); ta != tb {
				t.Errorf("%s, after %d moves: %v is told\n%s\nin one game and\n%s\nin the other", c.part, step, p, ta, tb)
			}
		}
		if step == len(c.then) {
			return
		}
		a, evA = play(t, a, c.then[step])
		b, evB = play(t, b, c.then[step])
	}
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

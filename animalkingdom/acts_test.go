package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCardActsAnswerAsAbilities: the table an activation reads gives, for
// every Earth card of the standard set, every action
// and an owner who chose it or not, exactly the abilities answersFor
// finds on the card's face.
func TestCardActsAnswerAsAbilities(t *testing.T) {
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for c := range cs.deck {
		abs := cs.deck[c].Abilities
		a := &cs.acts[c]
		if int(a.n) != len(abs) {
			t.Fatalf("%s: %d abilities in the table, %d on the card", cs.deck[c].Name, a.n, len(abs))
		}
		for action := range numColours + 1 {
			for _, active := range []bool{false, true} {
				g := data{gameCore: gameCore{Action: action}}
				var want uint8
				for k := range abs {
					if g.answersFor(&abs[k], active) && action < numColours {
						want |= 1 << k
					}
				}
				if got := a.answering(action, active); got != want {
					t.Fatalf("%s, action %v, active %v: abilities %b answer, want %b", cs.deck[c].Name, action, active, got, want)
				}
				n += int(bitsIn(want))
			}
		}
	}
	if n == 0 {
		t.Fatal("no ability answers any action")
	}
}

// bitsIn counts the bits set in m.
func bitsIn(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestCardActsKnowEveryKind: the table says which kinds of ability each
// Earth card of the standard set has, exactly as its face does, and
// ownAbilitiesOf finds, along random games, the abilities of that kind
// ownAbilities finds.
func TestCardActsKnowEveryKind(t *testing.T) {
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	kinds := 0
	for c := range cs.deck {
		var want uint16
		for _, a := range cs.deck[c].Abilities {
			want |= 1 << a.Kind
		}
		if got := cs.acts[c].kinds; got != want {
			t.Fatalf("%s: kinds %b in the table, %b on the card", cs.deck[c].Name, got, want)
		}
		kinds |= int(want)
	}
	for _, k := range []Kind{Activated, Scoring, Discount} {
		if kinds&(1<<k) == 0 {
			t.Fatalf("no card of the set has an ability of kind %d", k)
		}
	}
	type found struct {
		a *Ability
		t int
	}
	for seed := range uint64(5) {
		walkRandom(t, Config{Players: 3, Seed: seed}, rand.New(rand.NewPCG(seed, 2)), func(s State, _ Move) {
			for p := range Player(s.d.n()) {
				for k := range GaiaClaim + 1 {
					var want, got []found
					s.d.ownAbilities(p, func(a *Ability, t int) {
						if a.Kind == k {
							want = append(want, found{a, t})
						}
					})
					s.d.ownAbilitiesOf(p, k, func(a *Ability, t int) { got = append(got, found{a, t}) })
					if !slices.Equal(got, want) {
						t.Fatalf("%v, kind %d: ownAbilitiesOf finds %v, ownAbilities %v", p, k, got, want)
					}
				}
			}
		})
	}
}

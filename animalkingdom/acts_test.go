package animalkingdom

import "testing"

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

package animalkingdom

import (
	"os"
	"reflect"
	"slices"
	"testing"

	"gopkg.in/yaml.v3"
)

// objectiveTexts reads a card file of double-sided objective cards: each
// side's name and its condition as written (the key field).
func objectiveTexts(t *testing.T, file, field string) map[string]string {
	data, err := os.ReadFile("cards/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cards []struct {
			Sides []map[string]string `yaml:"sides"`
		} `yaml:"cards"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, c := range doc.Cards {
		for _, s := range c.Sides {
			out[s["name"]] = s[field]
		}
	}
	return out
}

// boardText is each slot's name, objective and Leaves, to compare
// (Formulas hold functions, which compare unequal).
func boardText(b []FaunaSlot) (out []any) {
	for _, f := range b {
		out = append(out, f.Fauna.Number, f.Fauna.Name, f.Fauna.Objective.Text, f.Leaves, f.Claiming)
	}
	return out
}

// ecoText is each side's name and what it scores.
func ecoText(es []Ecosystem) (out []string) {
	for _, e := range es {
		out = append(out, e.Name, e.Score.Text)
	}
	return out
}

// TestFaunaBoardAndEcosystemsAreRead: the deck's size, the discard pile
// and the cards drawn to keep one are read (checkPiles); the Fauna board lists its 4 Fauna
// with each objective's condition as the card file writes it and the
// Leaves in claim order, every claim told by an event found there; the
// public Ecosystems and each player's own are the sides the setup dealt,
// with what they score as written; every View reads them as the State
// does.
func TestFaunaBoardAndEcosystemsAreRead(t *testing.T) {
	fauna, ecos := objectiveTexts(t, "fauna.yaml", "objective"), objectiveTexts(t, "ecosystems.yaml", "scoring")
	s, err := New(Config{Players: 3, Seed: 17})
	if err != nil {
		t.Fatal(err)
	}
	claims, drawn := 0, 0
	for step := 0; !s.Over(); step++ {
		board := s.FaunaBoard()
		if len(board) != FaunaCards {
			t.Fatalf("step %d: %d Fauna on the board", step, len(board))
		}
		for i, f := range board {
			if want := fauna[f.Fauna.Name]; want == "" || f.Fauna.Objective.Text != want {
				t.Fatalf("Fauna %d %q reads %q, the card file %q", i+1, f.Fauna.Name, f.Fauna.Objective.Text, want)
			}
			if !slices.Equal(f.Leaves, s.d.Fauna[i].Claims) || !slices.Equal(f.Claiming, s.d.Fauna[i].Turn) {
				t.Fatalf("Fauna %d: Leaves %v and %v, the board %+v", i+1, f.Leaves, f.Claiming, s.d.Fauna[i])
			}
		}
		pub := s.PublicEcosystems()
		if len(pub) != 2 {
			t.Fatalf("%d public Ecosystems", len(pub))
		}
		for _, e := range pub {
			if e.Score.Text != ecos[e.Name] {
				t.Fatalf("%q scores %q, the card file %q", e.Name, e.Score.Text, ecos[e.Name])
			}
		}
		for _, p := range s.Players() {
			e, ok := s.Ecosystem(p)
			if ok != (s.d.get(p).Eco >= 0) || ok && e.Score.Text != ecos[e.Name] {
				t.Fatalf("step %d: %v's Ecosystem %+v %v", step, p, e, ok)
			}
			v := s.View(p)
			ve, vok := v.Ecosystem(p)
			oe, ook := v.OwnEcosystem()
			if !reflect.DeepEqual(boardText(v.FaunaBoard()), boardText(board)) || !reflect.DeepEqual(ecoText(v.PublicEcosystems()), ecoText(pub)) ||
				ve.Name != e.Name || vok != ok || oe.Name != e.Name || ook != ok {
				t.Fatalf("step %d: %v's view reads another board or Ecosystem", step, p)
			}
		}
		if checkPiles(t, s) {
			drawn++
		}
		moves := s.LegalMoves(s.ToMove()[0])
		next, evs, err := s.ApplyEvents(moves[step%len(moves)])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Kind != EventClaim {
				continue
			}
			claims++
			i := slices.IndexFunc(next.FaunaBoard(), func(f FaunaSlot) bool { return f.Fauna.Name == e.Card })
			if i < 0 || !slices.Contains(append(next.FaunaBoard()[i].Leaves, next.FaunaBoard()[i].Claiming...), e.Player) {
				t.Fatalf("%v claimed %s, not on the board %+v", e.Player, e.Card, next.FaunaBoard())
			}
		}
		s = next
	}
	if claims == 0 || drawn == 0 {
		t.Errorf("%d Fauna claimed and %d positions with cards drawn to keep one in the game", claims, drawn)
	}
	var zero State
	if zero.FaunaBoard() != nil || zero.PublicEcosystems() != nil {
		t.Error("the zero State has a board")
	}
	if _, ok := zero.Ecosystem(0); ok {
		t.Error("the zero State has an Ecosystem")
	}
	if _, ok := (View{}).OwnEcosystem(); ok {
		t.Error("the empty View has an Ecosystem")
	}
	beginner, _ := New(Config{Players: 2, Mode: Beginner})
	if beginner.PublicEcosystems() != nil {
		t.Error("the beginner game has public Ecosystems")
	}
}

// checkPiles checks that s and every View of it read the deck's size,
// the discard pile and the cards drawn to keep one as the position holds
// them, the drawn cards to the active player only; it reports whether
// cards drawn are waiting.
func checkPiles(t *testing.T, s State) bool {
	t.Helper()
	if s.DeckSize() != len(s.d.Deck) || !slices.Equal(s.DiscardPile(), s.d.Discard) || !slices.Equal(s.Drawn(), s.d.Drawn.Cards()) {
		t.Fatalf("turn %d: deck %d, discard %v, drawn %v; the position %d, %v, %v", s.Turn(), s.DeckSize(), s.DiscardPile(), s.Drawn(), len(s.d.Deck), s.d.Discard, s.d.Drawn.Cards())
	}
	for _, p := range s.Players() {
		v := s.View(p)
		want := []Card(nil)
		if p == s.Active() {
			want = s.Drawn()
		}
		if v.DeckSize() != s.DeckSize() || !slices.Equal(v.DiscardPile(), s.DiscardPile()) || !slices.Equal(v.Drawn(), want) {
			t.Fatalf("turn %d: %v's view reads deck %d, discard %v, drawn %v", s.Turn(), p, v.DeckSize(), v.DiscardPile(), v.Drawn())
		}
	}
	return len(s.Drawn()) > 0
}

package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPiecesKeptAgreeWithTheCards: along random games, with and without
// the Animals, in solo too, the sprouts and growth a tableau keeps in all
// (pieces) are those on its cards.
func TestPiecesKeptAgreeWithTheCards(t *testing.T) {
	for seed := range uint64(9) {
		cfg := Config{Players: 4, Seed: seed, Animals: seed%2 == 1}
		if seed%3 == 2 {
			cfg = Config{Players: 1, Solo: true, Difficulty: GaiaMedium, Seed: seed, Animals: seed%2 == 1}
		}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		var buf []Move
		for !s.Over() {
			for p := range Player(s.d.n()) {
				sprouts, growth, st := 0, 0, s.d.get(p)
				for _, c := range st.pieces.on[:st.nTab] {
					sprouts, growth = sprouts+int(c.Sprouts), growth+int(c.Growth)
				}
				if rest := st.pieces.on[st.nTab:]; slices.ContainsFunc(rest, func(c cardPieces) bool { return c != cardPieces{} }) {
					t.Fatalf("%+v, %v: pieces beyond the %d cards planted: %v", cfg, p, st.nTab, rest)
				}
				if got, gotG := s.d.pieces(p, Sprout), s.d.pieces(p, Growth); got != sprouts || gotG != growth {
					t.Fatalf("%+v, %v: pieces gives %d sprouts and %d growth, the cards hold %d and %d", cfg, p, got, gotG, sprouts, growth)
				}
			}
			buf = s.AppendLegalMoves(buf[:0], s.ToMove()[r.IntN(len(s.ToMove()))])
			if s, err = s.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

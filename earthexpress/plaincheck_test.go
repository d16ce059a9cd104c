package earthexpress

import (
	"slices"
	"testing"
)

// TestQuickChecksAgreeWithTheList checks, over random games of every
// kind, that wherever quickCheck decides a move without listing, it
// decides as the list of legal moves does: for every legal move, and for
// moves made illegal by changing one field.
func TestQuickChecksAgreeWithTheList(t *testing.T) {
	decided := 0
	for k := range 24 {
		cfg := []Config{{Players: 1, Level: Expert}, {Players: 2}, {Players: 4, Standard: true, Ecosystems: true}, {Players: 8}}[k%4]
		cfg.Seed = uint64(k + 70)
		walkRandom(t, cfg, 3, func(s State, _ int, _ Move) {
			if s.Over() {
				return
			}
			for _, p := range s.Players() {
				legal := s.LegalMoves(p)
				tries := candidates(s, p)
				for _, m := range legal {
					tries = append(append(tries, m), variants(m, s.d.seat(int(p)).hand[0])...)
				}
				{
					for _, x := range tries {
						if ok, known := s.d.quickCheck(x); known {
							decided++
							if want := slices.Contains(legal, x); ok != want {
								t.Fatalf("%+v: quickCheck(%v) = %v, the list says %v", cfg, x, ok, want)
							}
						}
					}
				}
			}
		})
	}
	if decided == 0 {
		t.Fatal("quickCheck decided no move")
	}
}

// variants are moves that differ from m in one field.
func variants(m Move, card Card) []Move {
	var out []Move
	for _, f := range []func(*Move){
		func(x *Move) { x.Space = (x.Space + 1) % (Spaces + 1) },
		func(x *Move) { x.Colour = x.Colour%Yellow + 1 },
		func(x *Move) { x.Card = card },
		func(x *Move) { x.Card++ },
		func(x *Move) { x.Resource = x.Resource%Growth + 1 },
		func(x *Move) { x.Option++ },
		func(x *Move) { x.Kind = x.Kind%At + 1 },
		func(x *Move) { x.Kind = Action },
		func(x *Move) { x.Kind = Plant },
		func(x *Move) { x.Kind = At },
	} {
		x := m
		f(&x)
		out = append(out, x)
	}
	return out
}

// candidates are moves of every kind quickCheck decides, whether legal or
// not: each option, space, colour, resource and card in hand.
func candidates(s State, p Player) []Move {
	out := []Move{SkipMove(p), DoneMove(p)}
	for k := range 4 {
		out = append(out, ActivateMove(p, k))
	}
	for c := Red; c <= Yellow; c++ {
		out = append(out, ActionMove(p, c))
	}
	for k := range Spaces + 1 {
		out = append(out, AtMove(p, k))
		for r := Seed; r <= Growth; r++ {
			out = append(out, PayMove(p, r, k), PlaceMove(p, r, k))
		}
	}
	for _, c := range s.d.seat(int(p)).hand {
		out = append(out, PlantMove(p, c))
	}
	return out
}

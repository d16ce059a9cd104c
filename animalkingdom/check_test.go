package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestQuickChecksAgreeWithTheLegalMoves: the checks Apply makes without
// listing the legal moves (planting, placing a piece, quickLegal's
// decisions) accept exactly the moves AppendLegalMoves lists, over random
// games, for every plausible move of those kinds.
func TestQuickChecksAgreeWithTheLegalMoves(t *testing.T) {
	checked, games := [3]int{}, uint64(8)
	if raceOn {
		games = 3
	}
	for seed := range games {
		s, err := New(Config{Players: 1 + int(seed%4), Seed: seed, Solo: seed%4 == 0, Mode: Mode(seed % 3)})
		if err != nil {
			s, _ = New(Config{Players: 2, Seed: seed})
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for n := 0; !s.Over(); n++ {
			p := s.ToMove()[0]
			legal := s.LegalMoves(p)
			listed := map[Move]bool{}
			for _, m := range legal {
				listed[m] = true
			}
			g := &s.d
			if g.placing() {
				checked[0]++
				for _, m := range pieceCandidates(p, legal) {
					if got, want := g.canPlacePiece(m), listed[m]; got != want {
						t.Fatalf("game %d move %d: %v: quick check %v, listed %v", seed, n, m, got, want)
					}
				}
			}
			if g.depth() == 0 && g.Stage == stPlant && !g.placing() {
				checked[1]++
				for _, m := range plantCandidates(s, p, legal) {
					if got, want := g.canPlant(m), listed[m]; got != want {
						t.Fatalf("game %d move %d: %v: quick check %v, listed %v", seed, n, m, got, want)
					}
				}
				for _, m := range otherCandidates(s, p) {
					if got, want := g.check(m) == nil, listed[m]; got != want {
						t.Fatalf("game %d move %d: %v: Apply's check %v, listed %v", seed, n, m, got, want)
					}
				}
			}
			for _, m := range quickCandidates(p, s.Hand(p), legal) {
				if _, known := g.quickLegal(m); known {
					checked[2]++
					if got, want := g.check(m) == nil, listed[m]; got != want {
						t.Fatalf("game %d move %d: %v: Apply's check %v, listed %v", seed, n, m, got, want)
					}
				}
			}
			s, _ = s.Apply(legal[r.IntN(len(legal))])
		}
	}
	if checked[0] < 6*int(games) || checked[1] < 6*int(games) || checked[2] < 60*int(games) {
		t.Fatalf("only %d placements, %d plantings and %d of quickLegal's moves checked", checked[0], checked[1], checked[2])
	}
}

// otherCandidates are moves other than plantings at a Plant decision:
// stopping, with and without stray fields, every hand card played as an
// event, converting, and moves of other decisions.
func otherCandidates(s State, p Player) []Move {
	out := []Move{{Player: p, Kind: Stop}, {Player: p, Kind: Stop, Card: 1}, {Player: p, Kind: Stop, Otherwise: 1}, {Player: p, Kind: Stop, Row: 1},
		{Player: p, Kind: Convert}, {Player: p, Kind: Convert, Otherwise: 1}, {Player: p, Kind: Done}, {Player: p, Kind: Use}, {Player: p, Kind: Skip}}
	for _, c := range s.d.get(p).Hand {
		out = append(out, Move{Player: p, Kind: PlayEvent, Card: c}, Move{Player: p, Kind: Keep, Card: c}, Move{Player: p, Kind: CompostCard, Card: c})
	}
	return out
}

// quickCandidates are the moves quickLegal answers for (every action,
// forbidden or not, and every hand card played as an event), and the
// legal moves, each also with a stray field or another card.
func quickCandidates(p Player, hand []Card, legal []Move) []Move {
	out := []Move{{Player: p, Kind: Use}, {Player: p, Kind: Skip}, {Player: p, Kind: Order}, {Player: p, Kind: Order, TableauFirst: true},
		{Player: p, Kind: Stop}, {Player: p, Kind: Keep}, {Player: p, Kind: CompostCard}, {Player: p, Kind: Convert}, {Player: p, Kind: Done}}
	for _, c := range hand {
		out = append(out, Move{Player: p, Kind: PlayEvent, Card: c})
	}
	for o := range uint8(6) {
		out = append(out, Move{Player: p, Kind: Minor, Option: o}, Move{Player: p, Kind: ChooseAct, Action: Colour(o)})
	}
	for _, m := range append(out, legal...) {
		x := m
		x.Card = 1
		out = append(out, m, x)
	}
	return out
}

// pieceCandidates are the legal moves and their neighbours in every field.
func pieceCandidates(p Player, legal []Move) []Move {
	out := []Move{{Player: p, Kind: PlacePiece}, {Player: p + 1, Kind: PlacePiece, Piece: Sprout}}
	for _, m := range legal {
		for r := -1; r <= 1; r++ {
			for c := -1; c <= 1; c++ {
				for _, what := range []Op{Sprout, Growth, Soil} {
					for n := int16(0); n <= 2; n++ {
						out = append(out, Move{Player: p, Kind: PlacePiece, Row: m.Row + int8(r), Col: m.Col + int8(c), Piece: what, Remove: n == 1, Otherwise: n / 2})
					}
				}
			}
		}
		x := m
		x.Card = 1
		out = append(out, x)
	}
	return out
}

// plantCandidates are plantings of every hand card around the tableau,
// paying 0 to 3 otherwise, and the legal moves with another card.
func plantCandidates(s State, p Player, legal []Move) []Move {
	var out []Move
	for _, c := range append(s.Hand(p), 0, 1) {
		for r := -4; r <= 4; r++ {
			for col := -4; col <= 4; col++ {
				for n := int16(0); n <= 3; n++ {
					out = append(out, Move{Player: p, Kind: Plant, Card: c, Row: int8(r), Col: int8(col), Otherwise: n})
				}
			}
		}
	}
	for _, m := range legal {
		x := m
		x.Option = 1
		out = append(out, x)
	}
	return out
}

// TestAnyTimeChecksAgreeWithTheLegalMoves: along random games, with and
// without the Animals and solo, Apply's check accepts an event played
// from each hand card, and a conversion of sprouts, exactly when
// AppendLegalMoves lists it, at every decision, including those where an
// ability waits for hand cards to pay with or an event is being resolved.
func TestAnyTimeChecksAgreeWithTheLegalMoves(t *testing.T) {
	games, seen := uint64(24), [3]int{}
	if raceOn {
		games = 6
	}
	for seed := range games {
		cfg := Config{Players: 1 + int(seed%4), Seed: seed, Solo: seed%4 == 0, Animals: seed%2 == 1}
		walkRandom(t, cfg, rand.New(rand.NewPCG(seed, 5)), func(s State, _ Move) {
			for _, p := range s.ToMove() {
				listed := map[Move]bool{}
				for _, m := range s.LegalMoves(p) {
					listed[m] = true
				}
				g := &s.d
				if g.depth() > 0 {
					seen[0]++
					if !g.anyTimeOpen() {
						seen[1]++
					}
					if f := g.top(); f.Paying {
						seen[2]++
					}
				}
				candidates := []Move{{Player: p, Kind: Convert}, {Player: p, Kind: Convert, Card: 1}}
				for _, c := range g.get(p).Hand {
					candidates = append(candidates, Move{Player: p, Kind: PlayEvent, Card: c}, Move{Player: p, Kind: PlayEvent, Card: c, Row: 1})
				}
				for _, m := range candidates {
					if got, want := g.check(m) == nil, listed[m]; got != want {
						t.Fatalf("%+v: %v: Apply's check %v, listed %v", cfg, m, got, want)
					}
				}
			}
		})
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Fatalf("decisions of an ability %d, while an event resolves %d, paying %d: each must be seen", seen[0], seen[1], seen[2])
	}
}

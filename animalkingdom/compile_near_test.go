package animalkingdom

import (
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/gametest"
)

// selector parses the selector of "1+ <text>".
func selector(t *testing.T, text string) *carddata.Selector {
	t.Helper()
	ab, err := carddata.ParseAbility("1+ " + text)
	if err != nil {
		t.Fatal(err)
	}
	return ab.Body.(*carddata.Objective).Needs[0].What
}

// TestNearThisCountsAsTheSharedCompiler compares the package's count of
// cards placed relative to "this" with the shared compiler's, on every
// card of the tableaus of finished random games.
func TestNearThisCountsAsTheSharedCompiler(t *testing.T) {
	cs, _ := standard()
	texts := []string{"herb same row as this", "tree same column as this", "bush orthogonal to this", "tree diagonal to this",
		"mushroom same row as this", "card with wet adjacent to this", "card above this", "flora with cold below this",
		"tree with sunny left of this", "card with rocky and wet right of this", "cards with red same column as this",
		"herbs with just-planted adjacent to this"}
	type pair struct {
		fast   count
		shared earth.Rule
	}
	var pairs []pair
	for _, text := range texts {
		sel := selector(t, text)
		fast, ok := nearThis(cs.vocab, sel)
		if !ok {
			t.Fatalf("%q is not compiled by nearThis", text)
		}
		shared, err := earth.CompileCount(cs.vocab, sel)
		if err != nil {
			t.Fatal(err)
		}
		pairs = append(pairs, pair{fast, shared})
	}
	checked, nonzero := 0, 0
	for seed := range uint64(6) {
		s, _ := playRandom(t, Config{Players: 3, Seed: seed}, seed)
		for p := range s.d.n() {
			sc := s.d.scoreCtx(Player(p))
			for i := range s.d.get(Player(p)).Tab() {
				sc.ctx.Self, sc.ctx.HasSelf = gridPos(s.d.get(Player(p)).Tab(), i), true
				for k, pr := range pairs {
					got, want := pr.fast(sc), pr.shared.Eval(sc.ctx)
					if got != want {
						t.Fatalf("game %d, %v's card %d: %q counts %d, the shared compiler %d", seed, Player(p), i, texts[k], got, want)
					}
					checked++
					if got > 0 {
						nonzero++
					}
				}
			}
			sc.ctx.HasSelf = false
			if got := pairs[0].fast(sc); got != 0 {
				t.Fatalf("without a card \"this\", %q counts %d", texts[0], got)
			}
		}
	}
	if nonzero < checked/10 {
		t.Fatalf("only %d of %d counts above 0: the positions test little", nonzero, checked)
	}
}

// TestNearThisLeavesOtherSelectorsToTheSharedCompiler: a selector naming
// two types, counting pieces, or placed relative to another card is not
// compiled by nearThis.
func TestNearThisLeavesOtherSelectorsToTheSharedCompiler(t *testing.T) {
	cs, _ := standard()
	for _, text := range []string{"herb with tree same row as this", "card with 2+ growth same row as this",
		"card with even vp adjacent to this", "herb same row as tree", "herb in neighbour", "herb",
		"card with red and blue adjacent to this"} {
		if _, ok := nearThis(cs.vocab, selector(t, text)); ok {
			t.Errorf("nearThis compiles %q", text)
		}
	}
}

// TestHabitatLinesCountAsTheSharedCompiler compares the package's count of
// rows and columns with 4 cards of different (or a shared) habitat, read
// line by line, with the shared compiler's, which tries every reading of
// the whole tableau, on the tableaus of finished random games.
func TestHabitatLinesCountAsTheSharedCompiler(t *testing.T) {
	cs, _ := standard()
	texts := []string{"rows with 4 cards and different habitats", "columns with 4 cards and different habitats",
		"rows with 4 cards and shared habitat", "columns with 4 cards and shared habitat"}
	type counts struct {
		text         string
		fast, shared func(*scoreCtx) int
	}
	var compiled []counts
	for _, text := range texts {
		sel := selector(t, text)
		fast, ok, err := ownCount(cs.vocab, sel)
		if !ok || err != nil {
			t.Fatalf("%q is not compiled line by line: %v", text, err)
		}
		shared, err := earth.CompileCount(cs.vocab, sel)
		if err != nil {
			t.Fatal(err)
		}
		compiled = append(compiled, counts{text, fast, func(sc *scoreCtx) int { return shared.Eval(sc.ctx) }})
	}
	games := uint64(3)
	if gametest.Long() {
		games = 8
	}
	checked, nonzero := 0, 0
	for seed := range games {
		s, _ := playRandom(t, Config{Players: 2, Seed: seed}, seed)
		for p := range s.d.n() {
			sc := s.d.scoreCtx(Player(p))
			for _, c := range compiled {
				got, want := c.fast(sc), c.shared(sc)
				if got != want {
					t.Fatalf("game %d, %v: %q counts %d, the shared compiler %d", seed, Player(p), c.text, got, want)
				}
				checked++
				nonzero += min(got, 1)
			}
		}
	}
	if nonzero == 0 {
		t.Fatalf("none of %d counts is above 0: the positions test nothing", checked)
	}
	t.Logf("%d of %d counts above 0", nonzero, checked)
}

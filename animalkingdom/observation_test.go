package animalkingdom

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// checkObservation checks v's observation: its length is its shape's
// product, the shape is want's (when want is not nil), and every value
// is finite and in [0, 1].
func checkObservation(t interface{ Fatalf(string, ...any) }, v View, buf []float32, want []int) []float32 {
	shape := v.ObservationShape()
	if want != nil && !slices.Equal(shape, want) {
		t.Fatalf("the observation's shape went from %v to %v", want, shape)
	}
	size := 1
	for _, d := range shape {
		size *= d
	}
	buf = v.AppendObservation(buf[:0])
	if len(buf) != size {
		t.Fatalf("the observation has %d values, its shape %v says %d", len(buf), shape, size)
	}
	for i, x := range buf {
		if math.IsNaN(float64(x)) || x < 0 || x > 1 {
			t.Fatalf("observation value %d is %v, not in [0, 1]", i, x)
		}
	}
	return buf
}

// TestObservationAlongRandomGames: along random games of every Config,
// every player's observation keeps its shape, has the length its shape
// says, and holds only finite values in [0, 1].
func TestObservationAlongRandomGames(t *testing.T) {
	gametest.Checks(t, 4, 40)
	rapid.Check(t, func(rt *rapid.T) {
		cfg := encodingConfig(rt)
		var shape []int
		var buf []float32
		eachDecision(rt, cfg, func(s State, p Player) {
			for _, q := range s.Players() {
				v := s.View(q)
				if shape == nil {
					shape = v.ObservationShape()
				}
				buf = checkObservation(rt, v, buf, shape)
			}
		})
	})
}

// TestObservationShowsTheView: the observation reads what the viewer
// sees where the package doc's table puts it: the viewer's hand in the
// hand section, each player's tableau cards in their seat's section
// (seat 0 the viewer's), the phase; and the empty View's observation is
// all zeros of the empty shape.
func TestObservationShowsTheView(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Seed: 11}, {Players: 3, Seed: 12, Animals: true, Mode: Advanced}, {Players: 1, Solo: true, Seed: 13, Animals: true}} {
		positions := randomPositions(t, cfg, 97)
		for _, s := range positions {
			for _, p := range s.Players() {
				v := s.View(p)
				obs := v.AppendObservation(nil)
				o := v.observationLayout()
				if obs[int(s.Phase())] != 1 {
					t.Fatalf("%+v: phase %v is not marked", cfg, s.Phase())
				}
				hand := obs[o.handStart() : o.handStart()+o.cards]
				if got, want := countOnes(hand), len(s.Hand(p)); got != want {
					t.Fatalf("%+v: %d cards marked in %v's hand, which holds %d", cfg, got, p, want)
				}
				for _, c := range s.Hand(p) {
					if hand[c] != 1 {
						t.Fatalf("%+v: %v's hand card %v is not marked", cfg, p, s.Cards().Name(c))
					}
				}
				for k := range o.n {
					q := Player((int(p) + k) % o.n)
					ids := obs[o.tableauStart(k) : o.tableauStart(k)+o.cards]
					if got, want := countOnes(ids), len(s.Tableau(q)); got != want {
						t.Fatalf("%+v: %d cards marked in seat %d's tableau, %v has %d", cfg, got, k, q, want)
					}
				}
			}
		}
	}
	s, err := New(Config{Players: 4})
	if err != nil {
		t.Fatal(err)
	}
	if o := s.View(P1).observationLayout(); o.handStart() != 939 || o.global != 1669 || o.seat != 1071 || o.total != 5953 {
		t.Errorf("4 players of Earth: hand at %d, table %d, seat %d, total %d; the package doc says 939, 1669, 1071, 5953",
			o.handStart(), o.global, o.seat, o.total)
	}
	if got := (View{}).AppendObservation(nil); len(got) != 0 || !slices.Equal((View{}).ObservationShape(), []int{0}) {
		t.Errorf("the empty View's observation is %v, shape %v", got, (View{}).ObservationShape())
	}
}

// countOnes counts the values of s that are 1.
func countOnes(s []float32) int {
	n := 0
	for _, x := range s {
		n += b2i(x == 1)
	}
	return n
}

// handStart is where the viewer's hand starts: after the phase, the
// turn, the movers and the active player, the action, the Fauna board,
// the public Ecosystems, the discard pile and the cards drawn.
func (o *obsLayout) handStart() int {
	return int(numPhases) + 6 + 2*o.n + len(actionColours) + FaunaCards*(o.fauna+2*o.owners) + 2*o.ecos + 2*o.cards + 1
}

// tableauStart is where seat k's tableau cards start: after the table,
// Gaia, the seats before and the seat's counts, sides, events and Animals.
func (o *obsLayout) tableauStart(k int) int {
	at := o.global + o.gaia + k*o.seat + 9 + o.islands + o.climates + o.ecos + o.events
	if o.playsAnimals {
		at += o.animals + 9
	}
	return at
}

// TestObservationHidesEveryHiddenPart: two states that differ only in a
// hidden part View lists (the parts TestViewsHideEveryHiddenPart changes)
// give every player who does not see it the same observation; and a
// part a player sees, their hand, changes theirs.
func TestObservationHidesEveryHiddenPart(t *testing.T) {
	every := 5
	switch {
	case raceOn:
		every = 40
	case !gametest.Long():
		every = 15
	}
	changed := map[string]int{}
	for _, cfg := range []Config{{Players: 2, Seed: 41}, {Players: 3, Mode: Advanced, Seed: 42}, {Players: 1, Solo: true, Difficulty: GaiaHard, Seed: 43},
		{Players: 4, Teams: true, Seed: 44}, {Players: 3, Mode: Advanced, Seed: 45, Animals: true}, {Players: 1, Solo: true, Seed: 46, Animals: true}} {
		positions := randomPositions(t, cfg, every)
		if cfg.Animals {
			positions = append(positions, choosingPositions(t, cfg)...)
		}
		for _, s := range positions {
			for _, part := range hiddenParts {
				for _, p := range s.Players() {
					other := stateOf(*s.d.deepClone())
					if !part.change(&other.d, p) {
						continue
					}
					changed[part.name]++
					if a, b := s.View(p).AppendObservation(nil), other.View(p).AppendObservation(nil); !slices.Equal(a, b) {
						t.Fatalf("%+v, turn %d: %s changed, and %v's observation shows it", cfg, s.Turn(), part.name, p)
					}
				}
			}
			if own := s.d.get(0).Hand; len(own) > 0 {
				other := stateOf(*s.d.deepClone())
				if swapWithDeck(&other.d, other.d.get(0).Hand, 0) && other.d.get(0).Hand[0] != own[0] &&
					slices.Equal(s.View(0).AppendObservation(nil), other.View(0).AppendObservation(nil)) {
					t.Fatalf("%+v: a card of P1's hand changed, and P1's observation is the same", cfg)
				}
			}
		}
	}
	for _, part := range hiddenParts {
		if changed[part.name] == 0 {
			t.Errorf("%s was never changed", part.name)
		}
	}
	t.Logf("parts changed %v", changed)
}

// BenchmarkAppendObservation writes the observation of the player to
// decide, into a reused buffer, along a 4-player game (the View made
// beforehand).
func BenchmarkAppendObservation(b *testing.B) {
	var views []View
	for _, s := range benchPositions(b) {
		views = append(views, s.View(s.ToMove()[0]))
	}
	obs := make([]float32, 0, 1<<15)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		obs = views[i%len(views)].AppendObservation(obs[:0])
	}
}

// updateGolden rewrites testdata/encoding.golden from new random games:
//
//	go test ./animalkingdom -run TestEncodingGolden -update
//
// A change of the ids' or the observation's layout shows as a change of
// the file, to be made deliberately.
var updateGolden = flag.Bool("update", false, "rewrite testdata/encoding.golden")

// goldenFile holds a few positions (each a Config and the moves that
// reach it) with their legal ids and observations.
const goldenFile = "testdata/encoding.golden"

// goldenPosition is a position of the golden file.
type goldenPosition struct {
	cfg   Config
	moves []string
}

// TestEncodingGolden: the legal ids and the observation of a few
// positions (Earth with 4 players, the Animals with 3 in the advanced
// game, solo with the Animals; at the start, mid-game and later) are
// those of testdata/encoding.golden, which -update rewrites.
func TestEncodingGolden(t *testing.T) {
	if *updateGolden {
		var text strings.Builder
		for _, r := range []struct {
			cfg   Config
			moves int
		}{
			{Config{Players: 4, Seed: 71}, 0}, {Config{Players: 4, Seed: 71}, 60}, {Config{Players: 4, Seed: 71}, 400},
			{Config{Players: 3, Seed: 72, Mode: Advanced, Animals: true}, 30}, {Config{Players: 3, Seed: 72, Mode: Advanced, Animals: true}, 500},
			{Config{Players: 1, Solo: true, Seed: 73, Animals: true}, 150},
		} {
			text.WriteString(renderGolden(t, goldenPosition{r.cfg, randomMoves(t, r.cfg, r.moves)}))
		}
		if err := os.WriteFile(goldenFile, []byte(text.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	positions := readGolden(t, string(data))
	if len(positions) == 0 {
		t.Fatal("no positions in " + goldenFile)
	}
	var got strings.Builder
	for _, gp := range positions {
		got.WriteString(renderGolden(t, gp))
	}
	if got.String() != string(data) {
		t.Errorf("the ids or observations differ from %s (rewrite it with -update if the change is meant):\n%s", goldenFile,
			firstDiff(got.String(), string(data)))
	}
}

// randomMoves plays n random moves of a game of cfg, in notation.
func randomMoves(t *testing.T, cfg Config, n int) []string {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 27))
	var out []string
	for range n {
		if s.Over() {
			break
		}
		ms := s.LegalMoves(s.ToMove()[0])
		m := ms[r.IntN(len(ms))]
		out = append(out, FormatMove(s, m))
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// renderGolden writes a position's entry: its Config and moves, then for
// the player to decide (P1 once the game is over) the action space, the
// legal ids, the observation's shape and its values that are not 0
// (index:value).
func renderGolden(t *testing.T, gp goldenPosition) string {
	s, err := New(gp.cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := json.Marshal(gp.cfg)
	var b strings.Builder
	fmt.Fprintf(&b, "config %s\n", cfg)
	for _, text := range gp.moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		fmt.Fprintf(&b, "move %s\n", text)
	}
	p := P1
	if !s.Over() {
		p = s.ToMove()[0]
	}
	v := s.View(p)
	fmt.Fprintf(&b, "viewer %v\nspace %d\nlegal %v\nshape %v\nobs", p, s.ActionSpace(), s.AppendLegalActionIDs(nil, p), v.ObservationShape())
	for i, x := range v.AppendObservation(nil) {
		if x != 0 {
			fmt.Fprintf(&b, " %d:%.5g", i, x)
		}
	}
	b.WriteString("\n\n")
	return b.String()
}

// readGolden reads the positions of the golden file: each entry's Config
// and moves (renderGolden writes the rest from them).
func readGolden(t *testing.T, text string) []goldenPosition {
	var out []goldenPosition
	for _, line := range strings.Split(text, "\n") {
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "config":
			var cfg Config
			if err := json.Unmarshal([]byte(rest), &cfg); err != nil {
				t.Fatalf("%s: %q: %v", goldenFile, line, err)
			}
			out = append(out, goldenPosition{cfg: cfg})
		case "move":
			if len(out) == 0 {
				t.Fatalf("%s: a move before any config", goldenFile)
			}
			out[len(out)-1].moves = append(out[len(out)-1].moves, rest)
		}
	}
	return out
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n got %.300s\nwant %.300s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

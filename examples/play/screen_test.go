package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

// hasLine reports whether text has a line whose fields are fields.
func hasLine(text string, fields ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		if slices.Equal(strings.Fields(l), fields) {
			return true
		}
	}
	return false
}

// row is a scorepad line: its name's words, then numbers.
func row(name string, numbers ...int) []string {
	f := strings.Fields(name)
	for _, n := range numbers {
		f = append(f, strconv.Itoa(n))
	}
	return f
}

func TestScorepadRowsAreTheResults(t *testing.T) {
	ee, _ := game.EarthExpress.Start(3, 5)
	ee, _ = ee.Playout(5)
	pad, res := earthExpressScorepad(ee), ee.Result()
	if len(res.Rows) != earthexpress.NumRows {
		t.Fatalf("Earth Express: %d rows", len(res.Rows))
	}
	for _, r := range res.Rows {
		if !hasLine(pad, row(r.Name, r.Values...)...) {
			t.Errorf("Earth Express: no row %v %v in\n%s", r.Name, r.Values, pad)
		}
	}
	if !hasLine(pad, row("total", res.Totals...)...) || !strings.Contains(pad, fmt.Sprintf("winners %v", res.Winners)) {
		t.Errorf("Earth Express: total or winners missing:\n%s", pad)
	}

	ak, _ := game.AnimalKingdom.Start(2, 5)
	ak, _ = ak.Playout(5)
	pad, akRes := earthScorepad(ak), ak.Result()
	for _, r := range append(akRes.Rows, animalkingdom.Row{Name: "total", Values: akRes.Totals}) {
		if !hasLine(pad, row(r.Name, r.Values...)...) {
			t.Errorf("Earth: no row %s %v in\n%s", r.Name, r.Values, pad)
		}
	}

	cr, _ := game.CosmicRun.Start(2, 5)
	cr, _ = cr.Playout(5)
	pad = cosmicRunScorepad(cr)
	for _, r := range cr.Result().Rows {
		want := fmt.Sprintf("planet %d:  P1 %2d", r.Planet+1, r.Values[0])
		if !strings.Contains(pad, want) {
			t.Errorf("Cosmic Run: no %q in\n%s", want, pad)
		}
	}

	be, _ := game.BeforeEarth.Start(2, 5)
	be, _ = be.Playout(5)
	pad, bres := beforeEarthScorepad(be), be.Result()
	if len(bres.Rows) == 0 {
		t.Fatal("Before the Earth Explodes: no rows")
	}
	for _, r := range bres.Rows {
		if !hasLine(pad, row(r.Name, r.Values...)...) {
			t.Errorf("Before the Earth Explodes: no row %v %v in\n%s", r.Name, r.Values, pad)
		}
	}
	if !strings.Contains(pad, fmt.Sprintf("winners %v by %v", bres.Winners, bres.Victory)) {
		t.Errorf("Before the Earth Explodes: no victory in\n%s", pad)
	}
}

// scoreNow matches the running score line.
var scoreNow = regexp.MustCompile(`score now: P1 (-?\d+), P2 (-?\d+)\n`)

func TestRunningScoreAndFinalScorepad(t *testing.T) {
	for _, g := range []struct{ name, total string }{{"earthexpress", "total"}, {"earth", "total"}} {
		out := script(t, []string{"-game", g.name, "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
		end := strings.Index(out, "the game is over\n")
		if end < 0 {
			t.Fatalf("%s: the game did not end", g.name)
		}
		all := scoreNow.FindAllStringSubmatch(out[:end], -1)
		if len(all) < 10 {
			t.Fatalf("%s: %d running scores", g.name, len(all))
		}
		last := all[len(all)-1]
		a, _ := strconv.Atoi(last[1])
		b, _ := strconv.Atoi(last[2])
		if !hasLine(out[end:], row(g.total, a, b)...) {
			t.Errorf("%s: the last running score %v is not the scorepad's total:\n%s", g.name, last[0], out[end:])
		}
		if first := all[0]; first[0] == last[0] {
			t.Errorf("%s: the running score never changed: %s", g.name, first[0])
		}
	}
	out := script(t, []string{"-game", "cosmicrun", "-seed", "5", "-bots", "random"}, ones(400)...)
	if !strings.Contains(out, "score now: P1 0 of 36, P2 0 of 36\n") || !regexp.MustCompile(`score now: P1 [1-9]\d* of 36`).MatchString(out) {
		t.Errorf("Cosmic Run: no running score:\n%s", out[:2000])
	}
	if !regexp.MustCompile(`the game is over\nplanet 1:  P1 +\d+.*\nplanet 2:.*\nplanet 3:.*\nwinners \[P\d\] after \d+ rounds\n`).MatchString(out) {
		t.Errorf("Cosmic Run: no final scorepad:\n%s", out[max(0, len(out)-1500):])
	}
}

func TestObjectivesOnScreen(t *testing.T) {
	out := script(t, []string{"-game", "earthexpress", "-players", "1", "-seed", "3"}, "1", "quit")
	s, _ := game.EarthExpress.Start(1, 3)
	for f := range 2 {
		o := s.Fauna(f)
		if want := fmt.Sprintf("Fauna %d: %s: %s", f+1, o.Name, o.Text); !strings.Contains(out, want) {
			t.Errorf("Earth Express: no %q:\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`score now: P1 \d+; Demeter 0 on her VP track\n`).MatchString(out) {
		t.Errorf("Earth Express solo: no running score beside Demeter's:\n%s", out)
	}
	kept := regexp.MustCompile(`you: P1 keep (.+)\n`).FindStringSubmatch(out)
	if kept == nil {
		t.Fatalf("Earth Express: no Ecosystem kept:\n%s", out)
	}
	var side string
	for _, e := range s.Cards().Ecosystems() {
		for _, sd := range e.Sides {
			if sd.Name == kept[1] {
				side = fmt.Sprintf("Ecosystem (yours) %s: %s\n", sd.Name, sd.Text)
			}
		}
	}
	if side == "" || !strings.Contains(out, side) || strings.Count(out, "Ecosystem (public ") < 4 {
		t.Errorf("Earth Express: the Ecosystems (%q) are not on screen:\n%s", side, out)
	}

	// The base game: with the Animal Kingdom expansion the random bots,
	// and the first moves of the person, discard their Leaves before any
	// Fauna is claimed.
	out = script(t, []string{"-game", "earth", "-animals=false", "-players", "2", "-seed", "6", "-bots", "random"}, ones(3000)...)
	board := map[string]bool{}
	for _, m := range regexp.MustCompile(`Fauna \d: (.+?): .+?( \(Leaves.*)?\n`).FindAllStringSubmatch(out, -1) {
		board[m[1]] = true
	}
	if len(board) != 4 {
		t.Errorf("Earth: Fauna on screen: %v, want 4", board)
	}
	earth, _ := game.EarthBase.Start(2, 6)
	for i, f := range earth.FaunaBoard() {
		if want := fmt.Sprintf("Fauna %d: %s: %s\n", i+1, f.Fauna.Name, f.Fauna.Objective.Text); !strings.Contains(out, want) {
			t.Errorf("Earth: no %q", want)
		}
	}
	for i, e := range earth.PublicEcosystems() {
		if want := fmt.Sprintf("Ecosystem (public %d): %s: %s; scores now ", i+1, e.Name, e.Score.Text); !strings.Contains(out, want) {
			t.Errorf("Earth: no %q", want)
		}
	}
	claims := regexp.MustCompile(`  P\d claim (.+?) \(`).FindAllStringSubmatch(out, -1)
	if len(claims) == 0 {
		t.Fatalf("Earth: no Fauna claimed:\n%s", out[len(out)-2000:])
	}
	for _, c := range claims {
		if !board[c[1]] {
			t.Errorf("Earth: %s was claimed, but the screen shows the Fauna %v", c[1], board)
		}
	}
	if !regexp.MustCompile(`Fauna \d: .+ \(Leaves, in order: \[P\d`).MatchString(out) {
		t.Error("Earth: no Leaves on the Fauna board")
	}
	for _, want := range []string{"Ecosystem (public 1): ", "Ecosystem (public 2): ", "Ecosystem (P1's own): ", "Ecosystem (P2's own): "} {
		if !strings.Contains(out, want) {
			t.Errorf("Earth: no %q", want)
		}
	}
	end := strings.Index(out, "the game is over\n")
	own := regexp.MustCompile(`Ecosystem \(P1's own\): .+; scores now (\d+)\nEcosystem \(P2's own\): .+; scores now (\d+)\n`).FindAllStringSubmatch(out[:end], -1)
	pub := regexp.MustCompile(`Ecosystem \(public 1\): .+; scores now P1 (\d+), P2 (\d+)\n`).FindAllStringSubmatch(out[:end], -1)
	if len(own) == 0 || len(pub) == 0 {
		t.Fatal("Earth: the Ecosystems' points are not on screen")
	}
	a, _ := strconv.Atoi(own[len(own)-1][1])
	b, _ := strconv.Atoi(own[len(own)-1][2])
	c, _ := strconv.Atoi(pub[len(pub)-1][1])
	d, _ := strconv.Atoi(pub[len(pub)-1][2])
	if !hasLine(out[end:], row("own ecosystem", a, b)...) || !hasLine(out[end:], row("public ecosystem 1", c, d)...) {
		t.Errorf("Earth: the Ecosystems' last points (own %d %d, public 1 %d %d) are not the scorepad's:\n%s", a, b, c, d, out[end:])
	}
}

func TestEarthTableauIsAGrid(t *testing.T) {
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	final := out[strings.LastIndex(out, "\nP1  soil"):strings.LastIndex(out, "\nP2  soil")]
	cols := regexp.MustCompile(`\n +\| col (-?\d) +\| col (-?\d) +\| col (-?\d) +\| col (-?\d) +\|\n`).FindStringSubmatch(final)
	rows := gridRows(final)
	if cols == nil || len(rows) != 4 {
		t.Fatalf("P1's full tableau is not a 4x4 grid (columns %v, rows %q):\n%s", cols, rows, final)
	}
	for _, r := range rows {
		for _, c := range r {
			if !regexp.MustCompile(`^.+ s\d+ g\d+$`).MatchString(c) {
				t.Errorf("a cell of a full tableau without its card and pieces: %q", c)
			}
		}
	}
	for _, l := range strings.Split(final, "\n") {
		if n := utf8.RuneCountInString(l); strings.HasPrefix(l, "  ") && strings.Contains(l, "|") && n > 4*(earthCellWidth+3)+10 {
			t.Errorf("a grid line of %d characters: %s", n, l)
		}
	}
	if strings.Contains(out, "    @") {
		t.Error("the tableau is still drawn as a list")
	}
}

// gridRows reads the card rows of the grids in pic, each cell's lines
// joined by a space: a row starts at its label ("row 0") and goes on over
// the lines with no label.
func gridRows(pic string) [][]string {
	var rows [][]string
	for _, l := range strings.Split(pic, "\n") {
		f := strings.Split(l, "|")
		label := strings.TrimSpace(f[0])
		switch {
		case len(f) < 3 || !strings.HasPrefix(l, "  "):
			continue
		case strings.HasPrefix(label, "row "):
			rows = append(rows, make([]string, len(f)-2))
		case label != "" || len(rows) == 0 || strings.HasPrefix(strings.TrimSpace(f[1]), "col "):
			continue
		}
		r := rows[len(rows)-1]
		for i := range r {
			if text := strings.TrimSpace(f[i+1]); text != "" {
				r[i] = strings.TrimSpace(r[i] + " " + text)
			}
		}
	}
	return rows
}

func TestEarthGridShowsFullNames(t *testing.T) {
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	if strings.Contains(out, "…") {
		i := strings.Index(out, "…")
		t.Errorf("a name is cut:\n%s", out[max(0, i-500):min(len(out), i+500)])
	}
	s, _ := game.AnimalKingdom.Start(2, 3)
	names := earthCards(s)
	long := 0
	for _, r := range gridRows(out) {
		for _, c := range r {
			if c == "-" {
				continue
			}
			name := regexp.MustCompile(`^(.+?)(?: \[\d+\])? s\d+ g\d+$`).FindStringSubmatch(c)
			if name == nil || !slices.Contains(names, name[1]) {
				t.Fatalf("a cell %q is no card's full name with its pieces", c)
			}
			if utf8.RuneCountInString(name[1]) > earthCellWidth {
				long++
			}
		}
	}
	if long == 0 {
		t.Error("no name longer than a cell's line was drawn")
	}
}

func TestHeaderHasNoRoundZeroNorEmptyAction(t *testing.T) {
	for g, players := range map[string]string{"earth": "2", "earthexpress": "1"} {
		out := script(t, []string{"-game", g, "-players", players, "-seed", "3", "-bots", "random"}, ones(60)...)
		if strings.Contains(out, "round 0") || regexp.MustCompile(`, action +\(`).MatchString(out) {
			t.Errorf("%s: a header with round 0 or no action:\n%s", g, out[:1500])
		}
		if !strings.Contains(out, "\nsetup: ") || !regexp.MustCompile(`\nround 1[ ,]`).MatchString(out) {
			t.Errorf("%s: no setup or round 1 header:\n%s", g, out[:1500])
		}
	}
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(200)...)
	if !regexp.MustCompile(`\nround \d+, turn \d+: P\d active, action (plant|compost|water|grow) \((green|red|blue|yellow)\) \(you are P1\)\n`).MatchString(out) {
		t.Errorf("Earth: no header naming the action:\n%s", out[:3000])
	}
}

func TestHelpShowsTheGamesOwnMoves(t *testing.T) {
	cr, _ := game.CosmicRun.Start(2, 1)
	cr1, _ := game.CosmicRun.Start(1, 1)
	be, _ := game.BeforeEarth.Start(2, 1)
	ee, _ := game.EarthExpress.Start(2, 1)
	ak, _ := game.AnimalKingdom.Start(2, 1)
	parses := map[string]func(string) error{
		"cosmicrun": func(m string) error {
			_, err := cosmicrun.ParseMove(cr, "P1 "+m)
			if err != nil { // the solo moves
				_, err = cosmicrun.ParseMove(cr1, "P1 "+m)
			}
			return err
		},
		"beforeearth":  func(m string) error { _, err := game.BeforeEarth.ParseMove(be, "P1 "+m); return err },
		"earthexpress": func(m string) error { _, err := game.EarthExpress.ParseMove(ee, "P1 "+m); return err },
		"earth":        func(m string) error { _, err := game.AnimalKingdom.ParseMove(ak, "P1 "+m); return err },
	}
	examples := map[string][]string{"cosmicrun": cosmicRunTable.examples, "beforeearth": beforeEarthTable.examples,
		"earthexpress": earthExpressTable.examples, "earth": earthTable.examples}
	for g, parse := range parses {
		out := script(t, []string{"-game", g, "-seed", "3", "-bots", "random"}, "help", "quit")
		for _, ex := range examples[g] {
			if err := parse(ex); err != nil {
				t.Errorf("%s: the help's example %q is not a move: %v", g, ex, err)
			}
			if !strings.Contains(out, fmt.Sprintf("%q", ex)) {
				t.Errorf("%s: help lacks %q:\n%s", g, ex, out)
			}
		}
		if g != "cosmicrun" && strings.Contains(out, "R3") {
			t.Errorf("%s: help shows a Cosmic Run move:\n%s", g, out)
		}
	}
}

func TestCosmicRunSaysWhichCardsYouReceived(t *testing.T) {
	out := script(t, []string{"-game", "cosmicrun", "-seed", "3", "-bots", "random"}, "1", "1", "quit")
	m := regexp.MustCompile(`you received ([RBGY]\d) and ([RBGY]\d) from your opponent\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no cards received told:\n%s", out)
	}
	before := regexp.MustCompile(`your hand: \[(.*)\]`).FindStringSubmatch(out)
	after := out[strings.Index(out, m[0]):]
	for _, c := range m[1:] {
		if strings.Contains(before[1], c) {
			t.Errorf("%s was in the hand before the pass: %s", c, before[0])
		}
		if !regexp.MustCompile(`your hand: \[[^]]*` + c).MatchString(after) {
			t.Errorf("%s is not in the hand after the pass:\n%s", c, after)
		}
	}
}

func TestEventsNameTheAbility(t *testing.T) {
	out := script(t, []string{"-game", "earthexpress", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	cs := earthexpress.StandardCards()
	acts := regexp.MustCompile(`  P\d (activated|skipped) (.+?) at r\dc\d(?:, ability \d: .*?)? \(.*?\) — ability: (.+)\n`).FindAllStringSubmatch(out, -1)
	if len(acts) < 5 {
		t.Fatalf("Earth Express: %d activations name their ability", len(acts))
	}
	for _, a := range acts {
		c, _ := cs.Lookup(a[2])
		if !slices.ContainsFunc(cs.Info(c).Abilities, func(ab earthexpress.Ability) bool { return ab.Text == a[3] }) {
			t.Errorf("Earth Express: %q is not an ability of %s", a[3], a[2])
		}
	}
	chosen := map[string]string{} // each player's action colour this round
	choice := regexp.MustCompile(`^  (P\d) chose the (\w+) action`)
	act := regexp.MustCompile(`^  (P\d) activated .* — ability: \[(\w+)\]`)
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, "> ")
		if m := choice.FindStringSubmatch(l); m != nil {
			chosen[m[1]] = m[2]
		}
		if m := act.FindStringSubmatch(l); m != nil && m[2] != chosen[m[1]] && m[2] != "multicolour" && m[2] != "black" {
			t.Errorf("Earth Express: %s chose %s, but the ability named is %s: %s", m[1], chosen[m[1]], m[2], l)
		}
	}
	if !regexp.MustCompile(`gained \d \w+ at r\dc\d(?: with .+?)? \(.*\), by .+'s ability\n`).MatchString(out) {
		t.Error("Earth Express: no gain names the card whose ability gave it")
	}

	out = script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(3000)...)
	ak, _ := game.AnimalKingdom.Start(2, 3)
	n := 0
	for _, a := range regexp.MustCompile(`  P\d activate (.+?) — ability: (.+)\n`).FindAllStringSubmatch(out, -1) {
		text, ok := earthTable.card(ak, a[1])
		if !ok || !strings.Contains(text, "ability: "+a[2]+"\n") {
			t.Errorf("Earth: %q is not an ability of %s", a[2], a[1])
		}
		n++
	}
	if n < 5 {
		t.Errorf("Earth: %d activations name their ability", n)
	}

	out = script(t, []string{"-game", "beforeearth", "-seed", "5", "-bots", "random"}, ones(400)...)
	be, _ := game.BeforeEarth.Start(2, 5)
	n = 0
	for _, a := range regexp.MustCompile(`  P\d (takes|uses) (.+?) \[.*\] — ability: (.+)\n`).FindAllStringSubmatch(out, -1) {
		text, _ := beforeEarthTable.card(be, a[2])
		if !strings.Contains(text, a[3]+"\n") {
			t.Errorf("Before the Earth Explodes: %q is not the ability of %s", a[3], a[2])
		}
		n++
	}
	if n < 3 {
		t.Errorf("Before the Earth Explodes: %d cards taken or used name their ability:\n%s", n, out)
	}
}

func TestPlayGameEarthIsTheBaseGame(t *testing.T) {
	earth := script(t, []string{"-game", "earth", "-seed", "4", "-bots", "random"}, ones(50)...)
	ak := script(t, []string{"-game", "animalkingdom", "-seed", "4", "-bots", "random"}, ones(50)...)
	if earth != ak || !strings.HasPrefix(earth, "animalkingdom, seed 4") {
		t.Errorf("-game earth is not -game animalkingdom:\n%s", earth[:500])
	}
}

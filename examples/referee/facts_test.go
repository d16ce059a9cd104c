package referee_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// playLogged plays a match of cfg with the test bot, writing every message
// it gets, in the last seat, and returns its record and those messages.
func playLogged(t *testing.T, r matches, cfg referee.Config) (referee.Record, []map[string]any) {
	t.Helper()
	log := filepath.Join(t.TempDir(), "messages")
	cfg.Bots = append(cfg.Bots, "exec:"+buildBot(t)+" log "+log)
	cfg.MoveTime = 10 * time.Second
	rec, err := r.PlayMatch(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []map[string]any
	for line := range strings.Lines(string(b)) {
		var msg map[string]any
		if err := json.Unmarshal([]byte(line), &msg); err != nil {
			t.Fatalf("a message that is not JSON: %v", err)
		}
		msgs = append(msgs, msg)
	}
	return rec, msgs
}

// at is the value at path in v, each element a key or an index.
func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			a, _ := v.([]any)
			if k >= len(a) {
				return nil
			}
			v = a[k]
		}
	}
	return v
}

// byName indexes the objects of list by their "name".
func byName(list any) map[string]map[string]any {
	named := map[string]map[string]any{}
	a, _ := list.([]any)
	for _, e := range a {
		o, _ := e.(map[string]any)
		name, _ := o["name"].(string)
		named[name] = o
	}
	return named
}

// TestStartMessageHasTheCardFacts plays Earth with the expansion and checks
// that the start message's card facts give every card a view names (in a
// hand, a tableau, the Animals offered) its cost, VP, colours and
// abilities as the card set has them, and every Ecosystem and Fauna side
// its text; and that the other games' facts name their cards.
func TestStartMessageHasTheCardFacts(t *testing.T) {
	_, msgs := playLogged(t, referee.New(game.AnimalKingdom), referee.Config{Players: 2, Seed: 3, Bots: []string{"random"}})
	if msgs[0]["type"] != "start" || msgs[0]["cards"] == nil {
		t.Fatalf("the first message has no card facts: %v", msgs[0]["type"])
	}
	facts := msgs[0]["cards"]
	cards, animals := byName(at(facts, "cards")), byName(at(facts, "animals"))
	cs := animalkingdom.StandardCards()
	named, offered := 0, 0
	for _, msg := range msgs[1:] {
		seats, _ := at(msg, "view", "game", "seats").([]any)
		for _, seat := range seats {
			names := []any{}
			if hand, ok := at(seat, "hand").([]any); ok {
				names = append(names, hand...)
			}
			tableau, _ := at(seat, "tableau").([]any)
			for _, c := range tableau {
				names = append(names, at(c, "card"))
			}
			for _, name := range names {
				named++
				checkEarthCard(t, cs, name.(string), cards[name.(string)])
			}
			offer, _ := at(seat, "animals", "offered").([]any)
			for _, name := range offer {
				if a, ok := cs.AnimalCard(name.(string)); ok {
					offered++
					if animals[a.Name] == nil || animals[a.Name]["ability"] != a.Ability {
						t.Errorf("Animal %q: facts %v, want its ability %q", a.Name, animals[a.Name], a.Ability)
					}
				}
			}
		}
	}
	if named == 0 || offered == 0 {
		t.Errorf("the views named %d cards and offered %d Animals", named, offered)
	}
	for _, list := range []string{"ecosystems", "fauna"} {
		sides := at(facts, list).([]any)
		for _, side := range sides {
			if text, _ := at(side, "text").(string); text == "" {
				t.Errorf("%s side %v has no text", list, at(side, "name"))
			}
		}
		if len(sides) == 0 {
			t.Errorf("no %s sides", list)
		}
	}
	for _, g := range []struct {
		r          matches
		list, name string
	}{{referee.New(game.CosmicRun), "ships", "Y4"}, {referee.New(game.BeforeEarth), "planets", "Nestarvis"}, {referee.New(game.EarthExpress), "cards", "Winter Daphne"}} {
		_, msgs := playLogged(t, g.r, referee.Config{Players: 2, Seed: 1, Bots: []string{"random"}})
		if byName(at(msgs[0], "cards", g.list))[g.name] == nil {
			t.Errorf("%T: the start message's cards.%s has no %q", g.r, g.list, g.name)
		}
	}
}

// checkEarthCard checks the facts of the Earth card called name.
func checkEarthCard(t *testing.T, cs *animalkingdom.CardSet, name string, facts map[string]any) {
	t.Helper()
	c, ok := cs.Lookup(name)
	info, _ := cs.Info(c)
	if !ok || facts == nil {
		t.Errorf("card %q: not in the facts", name)
		return
	}
	colours := []any{}
	for _, a := range info.Abilities {
		if !slices.Contains(colours, any(a.Colour.String())) {
			colours = append(colours, a.Colour.String())
		}
	}
	if facts["cost"] != float64(info.Cost) || facts["vp"] != float64(info.VP) || facts["number"] != float64(info.Number) ||
		!slices.Equal(facts["colours"].([]any), colours) || len(facts["abilities"].([]any)) != len(info.Abilities) {
		t.Errorf("card %q: facts %v, want cost %d, VP %d, number %d, colours %v", name, facts, info.Cost, info.VP, info.Number, colours)
	}
}

// TestEndMessageHasTheResult checks that the end message gives the final
// result of every game: the scorepad's rows, which add up to each seat's
// total where the game keeps one, the record's scores, Demeter's score in
// solo, and after a forfeit the fault.
func TestEndMessageHasTheResult(t *testing.T) {
	for _, c := range []struct {
		r       matches
		players int
		totals  bool   // the game keeps totals, its rows' sums
		solo    string // the key of the opponent's score in solo
	}{
		{referee.New(game.CosmicRun), 2, false, ""},
		{referee.New(game.BeforeEarth), 2, false, ""},
		{referee.New(game.EarthExpress), 1, true, "demeter"},
		{referee.New(game.EarthExpress), 2, true, ""},
		{referee.New(game.AnimalKingdom), 2, true, ""},
	} {
		var bots []string
		if c.players == 2 {
			bots = []string{"random"}
		}
		rec, msgs := playLogged(t, c.r, referee.Config{Players: c.players, Seed: 2, Bots: bots})
		end := msgs[len(msgs)-1]
		name := rec.Config.Game
		if end["type"] != "end" || at(end, "result", "over") != true {
			t.Errorf("%s: the last message is no end of a game over: %v, result %v", name, end["type"], end["result"])
			continue
		}
		scores := at(end, "scores").([]any)
		for i, score := range rec.Result.Scores {
			if scores[i] != float64(score) {
				t.Errorf("%s: scores %v, the record's %v", name, scores, rec.Result.Scores)
			}
		}
		rows := at(end, "result", "rows").([]any)
		if len(rows) == 0 {
			t.Errorf("%s: no scorepad rows", name)
		}
		if c.totals {
			for seat := range c.players {
				sum := 0.0
				for _, row := range rows {
					sum += at(row, "values", seat).(float64)
				}
				if total := at(end, "result", "totals", seat); total != sum || total != scores[seat] {
					t.Errorf("%s: P%d's rows add up to %v, the total is %v, the score %v", name, seat+1, sum, total, scores[seat])
				}
			}
		}
		if c.solo != "" && at(end, "result", c.solo, "total") == nil {
			t.Errorf("%s solo: no %s total in %v", name, c.solo, end["result"])
		}
	}
	_, msgs := playLogged(t, referee.New(game.AnimalKingdom), referee.Config{Players: 2, Seed: 2, Bots: []string{"exec:" + buildBot(t) + " nocard"}})
	end := msgs[len(msgs)-1]
	if at(end, "fault", "kind") != referee.Illegal || at(end, "fault", "player") != "P1" || at(end, "result", "over") != false {
		t.Errorf("after P1's forfeit: fault %v, result over %v", end["fault"], at(end, "result", "over"))
	}
}

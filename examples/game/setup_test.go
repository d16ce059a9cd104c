package game_test

import (
	"encoding/json"
	"flag"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

// sameJSON checks that two states' JSON is the same.
func sameJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	a, err := json.Marshal(got)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	b, _ := json.Marshal(want)
	if string(a) != string(b) {
		t.Errorf("%s: the state set up is not the one its Config starts:\n%s\n%s", what, a, b)
	}
}

// TestOnePlayerIsSoloAgainstTheGamesOpponent: one player of Earth is solo
// against Gaia (medium unless a level says), of Earth Express against
// Demeter, of Cosmic Run against the Round Card, each at the level Setup
// is given, whether a program starts the Spec or sets it up.
func TestOnePlayerIsSoloAgainstTheGamesOpponent(t *testing.T) {
	want, _ := animalkingdom.New(animalkingdom.Config{Players: 1, Seed: 5, Solo: true, Difficulty: animalkingdom.GaiaMedium, Animals: true})
	s, err := game.AnimalKingdom.Start(1, 5)
	if err != nil || !s.Solo() {
		t.Fatalf("Start(1): solo %v, %v", s.Solo(), err)
	}
	sameJSON(t, "Earth, 1 player", s, want)
	hard, err := game.AnimalKingdom.Setup(1, "hard")
	if err != nil || hard.Level() != "hard" || hard.PlayerCounts() != "1 player" || hard.Opponent() != "Gaia (hard)" {
		t.Fatalf("Setup(1, hard): %v, level %q, %s, against %q", err, hard.Level(), hard.PlayerCounts(), hard.Opponent())
	}
	s, _ = hard.Start(0, 5)
	want, _ = animalkingdom.New(animalkingdom.Config{Players: 1, Seed: 5, Solo: true, Difficulty: animalkingdom.GaiaHard, Animals: true})
	sameJSON(t, "Earth solo, hard", s, want)
	advanced, _ := game.EarthBase.Setup(3, "advanced")
	s, _ = advanced.Start(3, 5)
	want, _ = animalkingdom.New(animalkingdom.Config{Players: 3, Seed: 5, Mode: animalkingdom.Advanced})
	sameJSON(t, "Earth base game, 3 players, advanced", s, want)

	expert, _ := game.EarthExpress.Setup(1, "expert")
	ee, _ := expert.Start(0, 5)
	wantEE, _ := earthexpress.New(earthexpress.Config{Players: 1, Seed: 5, Level: earthexpress.Expert})
	sameJSON(t, "Earth Express solo, expert", ee, wantEE)

	admiral, _ := game.CosmicRun.Setup(1, "admiral")
	cr, _ := admiral.Start(0, 5)
	wantCR, _ := cosmicrun.New(cosmicrun.Config{Players: 1, Seed: 5, Level: cosmicrun.Admiral})
	if !cr.Solo() {
		t.Error("Cosmic Run, 1 player: not solo")
	}
	sameJSON(t, "Cosmic Run solo, admiral", cr, wantCR)
	for _, c := range []struct {
		g    game.Game
		want string
	}{{setUp(t, "earth", 1, ""), "Gaia (medium)"}, {setUp(t, "earthexpress", 1, ""), "Demeter (normal)"},
		{setUp(t, "cosmicrun", 1, "captain"), "the Round Card (captain)"}, {setUp(t, "earth", 0, ""), ""}, {setUp(t, "beforeearth", 0, ""), ""}} {
		if c.g.Opponent() != c.want {
			t.Errorf("%s: against %q, want %q", c.g.Name, c.g.Opponent(), c.want)
		}
	}
}

func setUp(t *testing.T, name string, players int, level string) game.Game {
	t.Helper()
	g, err := game.Lookup(name, true)
	if err == nil {
		g, err = g.Setup(players, level)
	}
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSetupRefusesWhatTheGameHasNot: a count the game does not allow, a
// level it does not have for that count, or a Spec set up for one count
// started with another, is an error that says which it has.
func TestSetupRefusesWhatTheGameHasNot(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{second(game.BeforeEarth.Setup(1, "")), "beforeearth is for 2 players, not 1"},
		{second(game.BeforeEarth.Setup(2, "hard")), `beforeearth has no level ("hard")`},
		{second(game.CosmicRun.Setup(2, "admiral")), `cosmicrun, 2 players: level "admiral": only the solo game (1 player) has a level`},
		{second(game.CosmicRun.Setup(1, "admirl")), `cosmicrun, 1 player: level: `},
		{second(game.EarthExpress.Setup(1, "easy")), `Demeter's is normal, hard or expert`},
		{second(game.AnimalKingdom.Setup(1, "advanced")), `Gaia's difficulty: "advanced" is not a difficulty`},
		{second(game.AnimalKingdom.Setup(0, "hard")), `animalkingdom, 2 players: level: the setup mode: "hard" is not a mode`},
		{second(game.AnimalKingdom.Setup(6, "")), "animalkingdom is for 1 to 5 players, not 6"},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%v, want %q", c.err, c.want)
		}
	}
	hard, _ := game.EarthExpress.Setup(1, "hard")
	if _, err := hard.Start(2, 1); err == nil || !strings.Contains(err.Error(), "earthexpress is for 1 player, not 2") {
		t.Errorf("Earth Express set up for 1 at hard, started with 2: %v", err)
	}
	if _, err := hard.New(2, 1); err == nil || !strings.Contains(err.Error(), "set up for 1 player at level hard, not 2") {
		t.Errorf("New(2) of Earth Express set up for 1 at hard: %v", err)
	}
	three, _ := game.EarthExpress.Setup(3, "")
	if s, err := three.Start(0, 1); err != nil || len(s.Players()) != 3 {
		t.Errorf("Earth Express set up for 3 starts %d players, %v", len(s.Players()), err)
	}
	if s, err := three.Start(5, 1); err != nil || len(s.Players()) != 5 || three.PlayerCounts() != "1 to 8 players" {
		t.Errorf("Earth Express set up for 3 at its default level starts 5 players: %d, %v (%s)", len(s.Players()), err, three.PlayerCounts())
	}
}

func second[T any](_ T, err error) error { return err }

// TestFlagsSetTheGameUp: the flags every program shares look the game up
// and set it up, -solo being Earth Express's level and no other's.
func TestFlagsSetTheGameUp(t *testing.T) {
	parse := func(args ...string) (game.Game, error) {
		var f game.Flags
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		f.Register(fs, "cosmicrun")
		if err := fs.Parse(args); err != nil {
			return game.Game{}, err
		}
		return f.Game()
	}
	for _, c := range []struct {
		args        []string
		name, level string
	}{
		{nil, "cosmicrun", ""},
		{[]string{"-game", "earth", "-players", "1", "-level", "expert"}, "animalkingdom", "expert"},
		{[]string{"-game", "earth", "-animals=false", "-players", "1"}, "earth-base", ""},
		{[]string{"-game", "earthexpress", "-players", "1", "-solo", "hard"}, "earthexpress", "hard"},
	} {
		g, err := parse(c.args...)
		if err != nil || g.Name != c.name || g.Level() != c.level {
			t.Errorf("%q: %s at %q, %v; want %s at %q", c.args, g.Name, g.Level(), err, c.name, c.level)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `-game: no game "chess"`},
		{[]string{"-game", "cosmicrun", "-players", "1", "-solo", "hard"}, "-solo \"hard\" is Demeter's level, for Earth Express; cosmicrun takes -level"},
		{[]string{"-game", "earthexpress", "-players", "1", "-solo", "hard", "-level", "expert"}, "name it once"},
		{[]string{"-game", "beforeearth", "-players", "1"}, "-players 1: beforeearth is for 2 players, not 1"},
		{[]string{"-game", "earthexpress", "-solo", "hard"}, "-solo hard: earthexpress, 2 players: level \"hard\": only the solo game (1 player) has a level"},
	} {
		if _, err := parse(c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}

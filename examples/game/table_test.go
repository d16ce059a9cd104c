package game_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
)

// describe starts g's game with the usual number of players and says
// which it is: one generic function, written once for every game.
func describe[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], seed uint64) (string, error) {
	s, err := g.Start(0, seed)
	return fmt.Sprintf("%s %d players %T", g.Name, len(s.Players()), s), err
}

var describeAll = game.NewProgram[uint64, string](describe, describe, describe, describe)

func TestLookupRunsTheGameNamed(t *testing.T) {
	for _, c := range []struct {
		name    string
		animals bool
		want    string
	}{
		{"cosmicrun", true, "cosmicrun 2 players cosmicrun.State"},
		{"beforeearth", false, "beforeearth 2 players beforeearth.State"},
		{"earthexpress", true, "earthexpress 2 players earthexpress.State"},
		{"animalkingdom", true, "animalkingdom 2 players animalkingdom.State"},
		{"earth", true, "animalkingdom 2 players animalkingdom.State"},
		{"earth", false, "earth-base 2 players animalkingdom.State"},
		{"earth-base", true, "earth-base 2 players animalkingdom.State"},
	} {
		g, err := game.Lookup(c.name, c.animals)
		if err != nil {
			t.Fatalf("Lookup(%q, %v): %v", c.name, c.animals, err)
		}
		if got, err := describeAll.Run(g, 1); got != c.want || err != nil {
			t.Errorf("Lookup(%q, %v): %q, %v; want %q", c.name, c.animals, got, err, c.want)
		}
	}
}

func TestLookupRefusesOtherNames(t *testing.T) {
	for _, name := range []string{"chess", "", "CosmicRun", "earth base"} {
		if g, err := game.Lookup(name, true); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("no game %q: want one of cosmicrun, beforeearth", name)) {
			t.Errorf("Lookup(%q): %+v, %v", name, g, err)
		}
	}
}

func TestProgramRunsOnlyWhatItHas(t *testing.T) {
	if _, err := describeAll.Run(game.Game{Name: "cosmicrun"}, 1); err == nil || !strings.Contains(err.Error(), "not one Lookup finds") {
		t.Errorf("the zero Game with a name: %v", err)
	}
	earthOnly := game.NewProgram[uint64, string](nil, nil, nil, describe[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event])
	g, _ := game.Lookup("cosmicrun", true)
	if _, err := earthOnly.Run(g, 1); err == nil || !strings.Contains(err.Error(), `game "cosmicrun": the program has no function for it`) {
		t.Errorf("a Program without Cosmic Run's function: %v", err)
	}
	g, _ = game.Lookup("earth", true)
	if got, err := earthOnly.Run(g, 1); err != nil || !strings.HasPrefix(got, "animalkingdom") {
		t.Errorf("Earth: %q, %v", got, err)
	}
	var zero game.Program[uint64, string]
	if _, err := zero.Run(g, 1); err == nil {
		t.Error("the zero Program ran")
	}
}

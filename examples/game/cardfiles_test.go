package game_test

import (
	"flag"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

func TestFlagsCards(t *testing.T) {
	var f game.Flags
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	f.Register(fs, "earthexpress")
	if err := fs.Parse([]string{"-cards", "../cards/earthexpress.yaml", "-players", "1", "-level", "hard"}); err != nil {
		t.Fatal(err)
	}
	g, err := f.Game()
	if err != nil {
		t.Fatal(err)
	}
	if files := g.CardFiles(); len(files) != 1 || files[0].Name != "../cards/earthexpress.yaml" || len(files[0].Digest()) != 64 {
		t.Errorf("card files %v, want the one -cards names", files)
	}
	s, err := game.EarthExpress.WithCards(g.CardFiles())
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Start(2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Cards().Lookup("Sea Fennel"); !ok {
		t.Error("a game of -cards does not have the file's Sea Fennel")
	}
	var std earthexpress.State
	if std, err = game.EarthExpress.Start(2, 1); err != nil || std.Cards().Len() == st.Cards().Len() {
		t.Errorf("the standard game has %d cards as the extended one (%v)", std.Cards().Len(), err)
	}
}

func TestFlagsCardsErrors(t *testing.T) {
	for args, want := range map[string]string{
		"-game cosmicrun -cards ../cards/cosmicrun.yaml,../cards/cosmicrun.yaml": "-cards: cosmicrun loads its set from one file",
		"-game earthexpress -cards ../cards/cosmicrun.yaml":                      `-cards: ../cards/cosmicrun.yaml:4:3: found section "ships"`,
		"-game beforeearth -cards nowhere.yaml":                                  "-cards: open nowhere.yaml",
	} {
		var f game.Flags
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		f.Register(fs, "")
		if err := fs.Parse(strings.Fields(args)); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Game(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %q", args, err, want)
		}
	}
}

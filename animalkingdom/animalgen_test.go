package animalkingdom

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// randomAnimals draws the entries of an Animal card file, 36 of them,
// with the parts of the standard file's dealt anew (but the Abundance
// Animals'): each entry takes its placement from any entry, its ability
// (with its kind, storage, Animeeples and whether it stays) from any, and
// its Global Ability (with its kind and storage) from any; about one in
// three then takes 1, 2, 5 or 6 Animeeples, stays or not, and may lose
// its storage. Some such entries LoadCards refuses.
func randomAnimals(t *rapid.T, std AnimalFile) []string {
	var pool []*AnimalEntry // the parts of the Animals played
	for i := range std.Animals {
		if !std.Animals[i].Abundance {
			pool = append(pool, &std.Animals[i])
		}
	}
	pick := func(what string) *AnimalEntry { return pool[rapid.IntRange(0, len(pool)-1).Draw(t, what)] }
	var out []string
	for i := range std.Animals {
		place, ab, gl := pick("placement"), pick("ability"), pick("global")
		n, stays, storage, kind := ab.Animeeples, ab.Stays, ab.Storage, ab.Kind
		if rapid.IntRange(0, 2).Draw(t, "odd") == 1 {
			n, stays = rapid.SampledFrom([]int{1, 2, 5, 6}).Draw(t, "animeeples"), rapid.Bool().Draw(t, "stays")
			if storage.Ability != nil && rapid.Bool().Draw(t, "no storage") {
				storage, kind = carddata.Expr{}, "produce"
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "  - name: Animal %d\n    scientific: Animalia %d\n    difficulty: %d\n    animeeples: %d\n", i, i, 1+i%3, n)
		fmt.Fprintf(&b, "    stays: %v\n    kind: %s\n    ability: %q\n    global_kind: %s\n    global: %q\n",
			stays, kind, ab.Ability.String(), gl.GlobalKind, gl.Global.String())
		for _, x := range []struct {
			key string
			e   carddata.Expr
		}{{"placement", place.Placement}, {"storage", storage}, {"global_storage", gl.GlobalStorage}} {
			if x.e.Ability != nil {
				fmt.Fprintf(&b, "    %s: %q\n", x.key, x.e.String())
			}
		}
		fmt.Fprintf(&b, "    solo_redeal: %v\n    origin: original\n", i%5 == 0)
		out = append(out, b.String())
	}
	return out
}

// loadAnimals loads files with the Animal entries given, leaving out
// those LoadCards refuses, and checks that it places each refusal on an
// entry of the file. It returns the set and the file.
func loadAnimals(t *rapid.T, files map[string][]byte, entries []string) (*CardSet, string) {
	fs := map[string][]byte{}
	for k, v := range files {
		fs[k] = v
	}
	for {
		text, starts := "animals:\n", []int{}
		for _, e := range entries {
			starts = append(starts, strings.Count(text, "\n")+1)
			text += e
		}
		fs["animals"] = []byte(text)
		cs, err := LoadCards(fs)
		if err == nil {
			return cs, text
		}
		var list carddata.ErrorList
		if !errors.As(err, &list) {
			t.Fatalf("LoadCards: %v, not an error list", err)
		}
		bad := map[int]bool{}
		for _, e := range list {
			k := entryAt(starts, e.Pos.Line)
			if e.Pos.File != "animals.yaml" || k < 0 {
				t.Fatalf("LoadCards refused an entry without its place: %v", e)
			}
			bad[k] = true
		}
		var kept []string
		for k, e := range entries {
			if !bad[k] {
				kept = append(kept, e)
			}
		}
		entries = kept
	}
}

// TestRandomAnimalFilesPlayValidGames: a game of an Animal card file
// LoadCards accepts (random entries dealt from the standard one's parts,
// less those it refuses, each with an error at the entry's place) never
// reaches a position Validate refuses, with 1 to 3 players, solo against
// Gaia too, played at random to its end.
func TestRandomAnimalFilesPlayValidGames(t *testing.T) {
	gametest.Checks(t, 3, 100)
	std := readAnimals(t)
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(t *rapid.T) {
		cs, text := loadAnimals(t, files, randomAnimals(t, std))
		cfg := Config{Players: rapid.IntRange(1, 3).Draw(t, "players"), Mode: Mode(rapid.IntRange(0, int(Advanced)).Draw(t, "mode")),
			Seed: rapid.Uint64().Draw(t, "seed"), Animals: true, Cards: cs}
		if cfg.Players == 1 && cfg.Mode != Beginner && rapid.Bool().Draw(t, "solo") {
			cfg.Solo, cfg.Difficulty = true, GaiaHard
		}
		s, err := New(cfg)
		if err != nil {
			if !strings.Contains(err.Error(), "Animal cards") {
				t.Fatalf("a card set LoadCards accepted cannot start a game: %v", err)
			}
			t.Skip("too few Animals left for this game: " + err.Error()) // rapid draws another file
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 1))
		var record []string
		for n := 0; !s.Over(); n++ {
			if n > 20000 {
				t.Fatalf("not over after %d moves", n)
			}
			ms := s.LegalMoves(s.ToMove()[0])
			m := ms[r.IntN(len(ms))]
			record = append(record, m.String())
			if s, err = s.Apply(m); err != nil {
				t.Fatalf("after %v: a legal move refused: %v", record, err)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("after %d moves (the last %v): %v\nfile:\n%s", n+1, record[max(0, len(record)-12):], err, text)
			}
		}
	})
}

// entryAt is the index of the entry, starting at the lines starts, that
// holds line; -1 for a line before the first.
func entryAt(starts []int, line int) int {
	k := -1
	for i, s := range starts {
		if s <= line {
			k = i
		}
	}
	return k
}

package game

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

// CardFile is a card file a game is set up with (-cards): its name, as
// errors and records give it, and its bytes.
type CardFile struct {
	Name string
	Data []byte
}

// Digest is the SHA-256 of the file's bytes, in hex: what a record keeps
// to tell the set it was played with.
func (f CardFile) Digest() string {
	sum := sha256.Sum256(f.Data)
	return hex.EncodeToString(sum[:])
}

// WithCards returns g set up to play the card set files give, every one
// of its games (New, Setup) dealt from it: one file (a whole set, or an
// extension of the standard set: see carddata.Extend) for Cosmic Run,
// Before the Earth Explodes and Earth Express, and for Earth the files
// animalkingdom.LoadCards reads, each named by its base name ("earth.yaml"
// is "earth"), or a single extension file. A set that does not load is an
// error with every problem at file:line:col.
func (g Spec[S, M, V, E]) WithCards(files []CardFile) (Spec[S, M, V, E], error) {
	if len(files) == 0 {
		return g, nil
	}
	if g.withCards == nil {
		return g, fmt.Errorf("%s takes no card files", g.Name)
	}
	setup, err := g.withCards(files)
	if err != nil {
		return g, err
	}
	g.setup, g.New, g.cards = setup, atDefault(setup), files
	return g, nil
}

// CardFiles are the files WithCards set g up with; none for the standard
// set.
func (g Spec[S, M, V, E]) CardFiles() []CardFile { return g.cards }

// one is the one file of a game that loads a set from one file.
func one(name string, files []CardFile) (CardFile, error) {
	if len(files) != 1 {
		return CardFile{}, fmt.Errorf("%s loads its set from one file (an extension of the standard set adds to it), not %d", name, len(files))
	}
	return files[0], nil
}

// cosmicRunCardFiles is Cosmic Run's setup of the set of files.
func cosmicRunCardFiles(files []CardFile) (func(int, string) (func(uint64) (cosmicrun.State, error), error), error) {
	f, err := one("cosmicrun", files)
	if err != nil {
		return nil, err
	}
	cs, err := cosmicrun.LoadCards(f.Name, f.Data)
	if err != nil {
		return nil, err
	}
	return cosmicRunSetup(cs), nil
}

// earthExpressCardFiles is Earth Express's setup of the set of files.
func earthExpressCardFiles(files []CardFile) (func(int, string) (func(uint64) (earthexpress.State, error), error), error) {
	f, err := one("earthexpress", files)
	if err != nil {
		return nil, err
	}
	cs, err := earthexpress.LoadCards(f.Name, f.Data)
	if err != nil {
		return nil, err
	}
	return earthExpressSetup(cs), nil
}

// beforeEarthCardFiles is Before the Earth Explodes' setup of the set of
// files: 2 players, no level.
func beforeEarthCardFiles(files []CardFile) (func(int, string) (func(uint64) (beforeearth.State, error), error), error) {
	f, err := one("beforeearth", files)
	if err != nil {
		return nil, err
	}
	cs, err := beforeearth.LoadCards(f.Name, f.Data)
	if err != nil {
		return nil, err
	}
	return func(players int, level string) (func(uint64) (beforeearth.State, error), error) {
		if level != "" {
			return nil, fmt.Errorf("beforeearth has no level (%q)", level)
		}
		return func(seed uint64) (beforeearth.State, error) {
			return beforeearth.New(beforeearth.Config{Players: players, Seed: seed, Cards: cs})
		}, nil
	}, nil
}

// earthCardFiles is Earth's setup of the set of files, with the Animal
// Kingdom expansion or without it.
func earthCardFiles(animals bool) func(files []CardFile) (func(int, string) (func(uint64) (animalkingdom.State, error), error), error) {
	return func(files []CardFile) (func(int, string) (func(uint64) (animalkingdom.State, error), error), error) {
		byName := map[string][]byte{}
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f.Name), filepath.Ext(f.Name))
			if _, ok := byName[name]; ok {
				return nil, fmt.Errorf("%s: a second card file called %s", f.Name, name)
			}
			byName[name] = f.Data
		}
		cs, err := animalkingdom.LoadCards(byName)
		if err != nil {
			return nil, err
		}
		return earthSetup(animals, cs), nil
	}
}

// WithCards returns g set up to play the card set files give, as
// Spec.WithCards does: what a program's -cards flag asks for.
func (g Game) WithCards(files []CardFile) (Game, error) { return cardSetups.Run(g, files) }

// CardFiles are the files WithCards set g up with; none for the standard
// set.
func (g Game) CardFiles() []CardFile { return g.cards }

// cardSetups is Game.WithCards for every game of the table.
var cardSetups = NewProgram(withCards, withCards, withCards, withCards)

// withCards is Spec.WithCards as a Program's function.
func withCards[S State[S, M, V, E], M Move, V View[S, M], E Event[E]](g Spec[S, M, V, E], files []CardFile) (Game, error) {
	set, err := g.WithCards(files)
	return set.entry(), err
}

// readCards reads the files named by -cards.
func readCards(names []string) ([]CardFile, error) {
	files := make([]CardFile, 0, len(names))
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		files = append(files, CardFile{Name: name, Data: data})
	}
	return files, nil
}

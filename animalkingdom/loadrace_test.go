package animalkingdom

import (
	"sync"
	"testing"
)

// TestLoadCardsWritesNothingGamesRead: loading a card set writes nothing a game
// reads, so that sets load while games play (the race detector checks), and what
// games read of a set stays as it was.
func TestLoadCardsWritesNothingGamesRead(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Go(func() {
		for range 3 {
			if _, err := LoadCards(files); err != nil {
				t.Error(err)
			}
		}
	})
	cs, _ := standard()
	flora := 0
	for range 3 {
		for i := range cs.deck {
			if isFlora(&cs.deck[i].face) {
				flora++
			}
		}
	}
	wg.Wait()
	if flora != 3*179 {
		t.Errorf("%d Flora read in 3 passes over the deck, want 3*179", flora)
	}
}

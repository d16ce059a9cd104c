package referee

import (
	"fmt"
	"os"
	"slices"

	"github.com/rulebox/rulebox/examples/game"
)

// CardFile names one file of the card set a match was played with: its
// name, as -cards gave it, and the SHA-256 of its bytes in hex
// (game.CardFile.Digest).
type CardFile struct {
	Name   string `json:"name"`
	SHA256 string `json:"sha256"`
}

// CardSet names the files a game was set up with (game.Spec.CardFiles),
// as a record keeps them; nil for the standard set.
func CardSet(files []game.CardFile) []CardFile {
	var set []CardFile
	for _, f := range files {
		set = append(set, CardFile{Name: f.Name, SHA256: f.Digest()})
	}
	return set
}

// ReadCards reads the files of a recorded card set, by the names the
// record gives, refusing a file that is missing or whose bytes are not the
// ones recorded: the set a record names is the set it replays against, or
// none. The files go to game.Spec.WithCards.
func ReadCards(set []CardFile) ([]game.CardFile, error) {
	files := make([]game.CardFile, 0, len(set))
	for _, c := range set {
		data, err := os.ReadFile(c.Name)
		if err != nil {
			return nil, fmt.Errorf("the record's card set needs %s (SHA-256 %s): %w", c.Name, c.SHA256, err)
		}
		f := game.CardFile{Name: c.Name, Data: data}
		if d := f.Digest(); d != c.SHA256 {
			return nil, fmt.Errorf("card file %s has changed since the match: its SHA-256 is %s, the record's %s", c.Name, d, c.SHA256)
		}
		files = append(files, f)
	}
	return files, nil
}

// checkCards checks that the record was played with the card set the
// referee's game is set up with.
func checkCards(recorded, set []CardFile) error {
	if slices.Equal(recorded, set) {
		return nil
	}
	for i := range max(len(recorded), len(set)) {
		switch {
		case i >= len(recorded):
			return fmt.Errorf("the referee's card set has %s (SHA-256 %s), the record's set does not", set[i].Name, set[i].SHA256)
		case i >= len(set):
			return fmt.Errorf("the record's card set has %s (SHA-256 %s), the referee's set does not", recorded[i].Name, recorded[i].SHA256)
		case recorded[i] != set[i]:
			return fmt.Errorf("the record's card file %s has SHA-256 %s, the referee's %s has %s", recorded[i].Name, recorded[i].SHA256, set[i].Name, set[i].SHA256)
		}
	}
	return nil
}

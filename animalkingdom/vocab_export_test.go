package animalkingdom

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/gametest/cardvocab"
)

// StandardTexts are the abilities of the embedded card files that the
// loader compiles (an Abundance Animal's are not), for the vocabulary
// test.
func StandardTexts() ([]string, error) {
	files, err := baseFiles()
	if err != nil {
		return nil, err
	}
	var af AnimalFile
	if err := carddata.Decode("animals.yaml", files["animals"], &af); err != nil {
		return nil, err
	}
	delete(files, "animals")
	texts, err := cardvocab.CardTexts(files, "abilities", "objective", "scoring")
	for _, e := range af.Animals {
		if !e.Abundance {
			for _, x := range []carddata.Expr{e.Placement, e.Ability, e.Storage, e.Global, e.GlobalStorage} {
				texts = append(texts, x.Text)
			}
		}
	}
	return texts, err
}

// CompilerWords are the words the ability compiler's own lists accept:
// the colours and the card words of every set.
func CompilerWords() []string {
	v, err := newVocab()
	if err != nil {
		panic(err)
	}
	return append(v.Words(), colourNames[1:]...)
}

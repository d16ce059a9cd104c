package animalkingdom_test

import (
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/internal/gametest/cardvocab"
	"github.com/rulebox/rulebox/internal/gametest/earthcards"
)

// TestVocabulary keeps the package doc's card vocabulary honest: every
// example loads in its card field, Earth Express accepts exactly those
// marked so, every refused keyword's example is refused, and every word
// of the standard cards and of the compiler's word lists has a row.
func TestVocabulary(t *testing.T) {
	texts, err := animalkingdom.StandardTexts()
	if err != nil {
		t.Fatal(err)
	}
	cardvocab.CheckVocab(t, cardvocab.Vocab{
		Doc: "doc.go", Header: "TestVocabulary loads", Unused: "an Earth ability refuses", Root: "..",
		Load: earthcards.Earth, Other: earthcards.Express,
		Cards: texts, Words: animalkingdom.CompilerWords(),
	})
}

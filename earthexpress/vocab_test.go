package earthexpress_test

import (
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/internal/gametest/cardvocab"
	"github.com/rulebox/rulebox/internal/gametest/earthcards"
)

// TestVocabulary keeps the package doc's card vocabulary honest: every
// example loads in its card field, Earth accepts exactly those marked so,
// and every word of the standard cards and of the compiler's word lists
// has a row.
func TestVocabulary(t *testing.T) {
	texts, err := cardvocab.CardTexts(map[string][]byte{"standard.yaml": earthexpress.StandardYAML()}, "abilities", "objective", "scoring")
	if err != nil {
		t.Fatal(err)
	}
	cardvocab.CheckVocab(t, cardvocab.Vocab{
		Doc: "doc.go", Header: "TestVocabulary loads", Unused: "an Earth Express ability refuses", Root: "..",
		Load: earthcards.Express, Other: earthcards.Earth,
		Cards: texts, Words: earthexpress.CompilerWords(),
	})
}

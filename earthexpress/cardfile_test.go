package earthexpress

import (
	"os"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

func TestCardFileDecodes(t *testing.T) {
	data, err := os.ReadFile("cards/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var f CardFile
	if err := carddata.Decode("cards/standard.yaml", data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Flora) == 0 || len(f.Terrain) == 0 || len(f.Fauna) < 2 || len(f.Ecosystems) < 2 {
		t.Errorf("a short set: %d flora, %d terrain, %d fauna, %d ecosystems", len(f.Flora), len(f.Terrain), len(f.Fauna), len(f.Ecosystems))
	}
}

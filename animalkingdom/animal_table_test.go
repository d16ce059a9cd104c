package animalkingdom

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAnimalsTable checks that the provenance table in cards/ANIMALS.md
// has one row per entry of cards/animals.yaml, in its order, with the
// entry's name (marked "(A)" for an Abundance Animal), difficulty,
// Animeeples, origin and note.
func TestAnimalsTable(t *testing.T) {
	data, err := os.ReadFile("cards/ANIMALS.md")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, e := range readAnimals(t).Animals {
		want = append(want, tableRow(e))
	}
	if diff := cmp.Diff(want, tableRows(string(data))); diff != "" {
		t.Errorf("cards/ANIMALS.md does not match cards/animals.yaml (-want +got):\n%s", diff)
	}
}

// tableRow is the table row of an entry.
func tableRow(e AnimalEntry) string {
	name := e.Name
	if e.Abundance {
		name += " (A)"
	}
	cells := []string{name, strconv.Itoa(e.Difficulty), strconv.Itoa(e.Animeeples), e.Origin,
		strings.ReplaceAll(e.Note, "|", `\|`)}
	return "| " + strings.Join(cells, " | ") + " |"
}

// tableRows are the body rows of the first Markdown table in md: the
// lines starting "|" after its header and separator.
func tableRows(md string) []string {
	var rows []string
	header := 0
	for _, line := range strings.Split(md, "\n") {
		switch {
		case !strings.HasPrefix(line, "|"):
			if header > 0 {
				return rows
			}
		case header < 2:
			header++
		default:
			rows = append(rows, line)
		}
	}
	return rows
}

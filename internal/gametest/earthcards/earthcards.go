// Package earthcards loads abilities in a card field of each Earth game,
// as its card loader reads them, for the tests of the games' vocabulary
// tables: each compares its table with the other game.
package earthcards

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/internal/gametest/cardvocab"
)

// A field is the section of a card file, and a card of it with one
// ability (%[2]s) in the field, named and numbered from %[1]d.
type field struct{ section, card string }

// expressFields are Earth Express's card fields an ability is written in.
var expressFields = map[string]field{
	"card":      {"flora", "{name: Vocab %[1]d, origin: original, types: [herb], habitats: [sunny], vp: 0, sprouts: 3, growth: 1, canopy_vp: 2, abilities: [%[2]s]}"},
	"fauna":     {"fauna", "{name: Vocab %[1]d, origin: original, sides: [{name: Vocab %[1]d, objective: %[2]s}, {name: Vocab %[1]d b, objective: 3+ tree}]}"},
	"ecosystem": {"ecosystems", "{name: Vocab %[1]d, origin: original, sides: [{name: Vocab %[1]d, scoring: %[2]s}, {name: Vocab %[1]d b, scoring: score 2 vp / flora with cold}]}"},
}

// The Animal ability, storage area and Global Ability of an Animal card
// whose example is in another field.
const (
	ability = `ability: "move up to 3 { store 1 soil }"`
	storage = `storage: "score 1 vp / soil on this"`
	global  = `global: "spend 1 growth: compost 2 cards from deck"`
)

// animal is an Animal card with these fields.
func animal(fields ...string) string {
	return "{name: Vocab %[1]d, scientific: Vocab, difficulty: 1, animeeples: 1, kind: score, global_kind: convert, origin: original, " + strings.Join(fields, ", ") + "}"
}

// earthFields are Earth's (package animalkingdom's).
var earthFields = map[string]field{
	"card":      {"earth", "{number: %[1]d, name: Vocab %[1]d, kind: herb, types: [herb], cost: 0, vp: 0, sprouts: 6, growth: 1, canopy_vp: 1, habitats: [sunny, rocky], abilities: [%[2]s]}"},
	"island":    {"islands", "{number: %[1]d, sides: [{name: Vocab %[1]d, vp: 0, habitats: [wet], abilities: [%[2]s]}, {name: Vocab %[1]d b, vp: 10, habitats: [sunny], abilities: [\"[green] gain 1 soil\"]}]}"},
	"gaia":      {"gaia", "{number: %[1]d, name: Vocab %[1]d, abilities: [%[2]s]}"},
	"fauna":     {"fauna", "{number: %[1]d, sides: [{name: Vocab %[1]d, objective: %[2]s}, {name: Vocab %[1]d b, objective: 7+ flora each with 1+ growth}]}"},
	"ecosystem": {"ecosystems", "{number: %[1]d, sides: [{name: Vocab %[1]d, scoring: %[2]s}, {name: Vocab %[1]d b, scoring: score 2 vp / flora with cold}]}"},
	"animal":    {"animals", animal("ability: %[2]s", storage, global)},
	"storage":   {"animals", animal(ability, "storage: %[2]s", global)},
	"global":    {"animals", animal(ability, storage, "global: %[2]s")},
	"placement": {"animals", animal("placement: %[2]s", ability, storage, global)},
}

// extension is the extension of the standard set that adds a card with
// each of texts in its field where.
func extension(fields map[string]field, where string, texts []string) ([]byte, error) {
	f, ok := fields[where]
	if !ok {
		return nil, fmt.Errorf("%w: %s", cardvocab.ErrNoField, where)
	}
	var b strings.Builder
	b.WriteString("extends: standard\nadd:\n  " + f.section + ":\n")
	for i, text := range texts {
		fmt.Fprintf(&b, "    - "+f.card+"\n", 1000+i, strconv.Quote(text))
	}
	return []byte(b.String()), nil
}

// Express loads texts in the card field where of Earth Express's
// standard set, each on a card of its own ("card": a Flora's ability,
// "fauna": a Fauna objective, "ecosystem": an Ecosystem's scoring), and
// returns the loader's error.
func Express(where string, texts ...string) error {
	data, err := extension(expressFields, where, texts)
	if err != nil {
		return err
	}
	_, err = earthexpress.LoadCards("vocab.yaml", data)
	return err
}

// Earth loads texts in the card field where of Earth's standard set
// with the Animal Kingdom, each on a card of its own: "card" (a Flora's
// ability), "island", "gaia", "fauna", "ecosystem", and an Animal's
// "animal" (its Animal ability), "storage", "global" and "placement".
func Earth(where string, texts ...string) error {
	data, err := extension(earthFields, where, texts)
	if err != nil {
		return err
	}
	_, err = animalkingdom.LoadCards(map[string][]byte{"vocab": data})
	return err
}

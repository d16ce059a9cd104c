package animalkingdom

import (
	"bytes"
	"os"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// FuzzScenarioYAML: any text is refused as a scenario, or builds a
// position that can be played.
func FuzzScenarioYAML(f *testing.F) {
	f.Add([]byte(base))
	f.Add([]byte(twoSeats(", soil: 9, hand: [Cat Grass], tableau: [{card: Marula, row: 0, col: 0, sprouts: 2}]", ", compost: 3")))
	f.Add([]byte(stepTable("step: keep\naction: plant\ndrawn: [Japanese Maple, Slippery Jack]")))
	f.Add([]byte(stepTable("step: activate\naction: water\nplayer: 2\nactivating: \"0,0 2\"\nfauna_claims: [[2], [], [1], []]")))
	f.Add([]byte("players: 1\nsolo: true\nanimals: true\nstep: gaia\ngaia: {card: North Pacific Gyre, deck: [Water], growth: 2, animals: [Canada Jay]}\nseats: [{animals: [Tarsier]}]\n"))
	if data, err := os.ReadFile("testdata/last-round.yaml"); err == nil {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := LoadScenario("fuzz.yaml", data)
		if err != nil {
			return
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		if err := gametest.Playable(s, State.Validate, nil, 0); err != nil {
			t.Fatalf("built a position that cannot be played: %v", err)
		}
	})
}

// FuzzCardFiles: any text in place of one of the card files is compiled
// into a card set or refused with errors, never a panic.
func FuzzCardFiles(f *testing.F) {
	names := cardFileNames
	files, err := baseFiles()
	if err != nil {
		f.Fatal(err)
	}
	for n, data := range files {
		files[n] = head(data, 2000) // a few cards of each: small sets keep the fuzzer fast
	}
	for i, n := range names {
		f.Add(uint8(i), files[n])
	}
	f.Add(uint8(0), []byte("cards:\n  - {number: 1, name: A, kind: tree, types: [tree], cost: -1, abilities: [\"[red] gain 2 sedes\"]}\n"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		n := names[int(which)%len(names)]
		in := map[string][]byte{}
		for k, v := range files {
			in[k] = v
		}
		in[n] = data
		if cs, err := LoadCards(in); err == nil && cs == nil {
			t.Fatal("no set and no error")
		}
	})
}

// head is data cut to its lines within the first n bytes.
func head(data []byte, n int) []byte {
	if len(data) <= n {
		return data
	}
	return data[:bytes.LastIndexByte(data[:n], '\n')+1]
}

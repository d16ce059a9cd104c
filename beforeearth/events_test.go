package beforeearth

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestEventKindsAreWordsInJSON(t *testing.T) {
	for k := Committed; k < numEventKinds; k++ {
		b, err := json.Marshal(k)
		if err != nil || string(b) != `"`+k.String()+`"` {
			t.Fatalf("%d marshals to %s, %v; want its word %q", k, b, err, k.String())
		}
		var back EventKind
		if err := json.Unmarshal(b, &back); err != nil || back != k {
			t.Fatalf("%s reads back as %v, %v", b, back, err)
		}
	}
	if _, err := json.Marshal(EventKind(0)); err == nil {
		t.Error("the zero EventKind marshals")
	}
	back := DamageMoved
	err := json.Unmarshal([]byte(`"damag"`), &back)
	if err == nil || !strings.Contains(err.Error(), "damage") || back != DamageMoved {
		t.Errorf("a misspelt kind: %v, kind now %v; want a suggestion and the kind unchanged", err, back)
	}
}

func TestEventJSONHasTheKindWordAndCardName(t *testing.T) {
	s := scenario(t, `
ship_row: [Chelzane-0521, The Wayfarer, Genesis]
planet_row: [Nestarvis, Drecolara, Eplade]
seats:
  - {played: C, resources: {black: 1, grey: 1}}
  - {played: A, resources: {grey: 2}}
`)
	s, _ = play(t, s, "P2 ship Chelzane-0521")
	m, err := ParseMove(s, "P2 colonize Nestarvis")
	if err != nil {
		t.Fatal(err)
	}
	_, evs, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, e := range evs {
		b, _ := json.Marshal(e)
		if e.Kind == ColonizedPlanet {
			found = true
			if !strings.Contains(string(b), `"kind":"colonize"`) || !strings.Contains(string(b), `"card":"Nestarvis"`) {
				t.Errorf("the colonize event is %s", b)
			}
		}
		var back Event
		if err := json.Unmarshal(b, &back); err != nil || back != e {
			t.Errorf("%s reads back as %+v, %v", b, back, err)
		}
	}
	if !found {
		t.Errorf("no colonize event in %v", evs)
	}
}

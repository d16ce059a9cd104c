package animalkingdom

import (
	"encoding/json"
	"strings"
	"testing"
)

// An Event's kind is written and read as its word, and a kind with no
// word is refused both ways.
func TestEventKindIsAWord(t *testing.T) {
	for k := EventAction; k < numEventKinds; k++ {
		b, err := json.Marshal(Event{Player: 1, Kind: k, Card: "White Oak"})
		if err != nil {
			t.Fatal(err)
		}
		if want := `"kind":"` + k.String() + `"`; !strings.Contains(string(b), want) {
			t.Errorf("%v is written %s, want %s in it", k, b, want)
		}
		var e Event
		if err := json.Unmarshal(b, &e); err != nil || e.Kind != k {
			t.Errorf("%s read back as %v (%v)", b, e.Kind, err)
		}
	}
	if _, err := json.Marshal(Event{Kind: numEventKinds}); err == nil {
		t.Error("a kind with no word was written")
	}
	var e Event
	if err := json.Unmarshal([]byte(`{"kind":"planted"}`), &e); err == nil || !strings.Contains(err.Error(), `"planted" is not an event kind`) {
		t.Errorf("an unknown word: %v", err)
	}
	if got := (Event{Player: 0, Kind: EventPlant, Card: "White Oak"}).String(); got != "P1 plant White Oak" {
		t.Errorf("String() = %q", got)
	}
}

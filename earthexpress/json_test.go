package earthexpress_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

// notSnake matches a JSON key that is not snake_case.
var notSnake = regexp.MustCompile(`"[a-z0-9_]*[A-Z][A-Za-z0-9_]*":`)

// Events and results write snake_case keys, kinds, cards, resources and
// colours by their words, and events read back as they were written.
func TestJSONEventsAndResultsUseWords(t *testing.T) {
	s, err := earthexpress.New(earthexpress.Config{Players: 3, Seed: 2, Ecosystems: true})
	if err != nil {
		t.Fatal(err)
	}
	planted := false
	for step := 0; !s.Over(); step++ {
		who := s.ToMove()
		moves := s.LegalMoves(who[step%len(who)])
		var events []earthexpress.Event
		if s, events, err = s.ApplyEvents(moves[step%len(moves)]); err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			text := string(b)
			if notSnake.MatchString(text) || !strings.Contains(text, `"kind":"`+e.Kind.String()+`"`) {
				t.Fatalf("event %v is written %s", e, text)
			}
			if e.Kind == earthexpress.Planted {
				planted = true
				if name := s.Cards().Info(e.Card).Name; !strings.Contains(text, `"card":"`+name+`"`) {
					t.Fatalf("planted event %s does not name %q", text, name)
				}
			}
			var back earthexpress.Event
			if err := json.Unmarshal(b, &back); err != nil || back.String() != e.String() {
				t.Fatalf("event %s reads back as %v, %v; want %v", text, back, err, e)
			}
		}
	}
	if !planted {
		t.Fatal("no card was planted")
	}
	b, err := json.Marshal(s.Result())
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	if notSnake.MatchString(text) || !strings.Contains(text, `"name":"seeds"`) || !strings.Contains(text, `"winners":["P`) {
		t.Errorf("the result is written %s", text)
	}
}

package beforeearth_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

// TestViewShowingTheOpponentsChosenCardIsRefused checks that a view that
// shows the opponent's action card while the cards are chosen, which no
// state shows its viewer, is refused, by JSON and by Validate: at the first
// choice of a round, P1 has chosen A (Scout) and P2's view is edited to show it.
func TestViewShowingTheOpponentsChosenCardIsRefused(t *testing.T) {
	s, err := beforeearth.New(beforeearth.Config{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.Apply(beforeearth.PlayCardMove(beforeearth.P1, beforeearth.Scout)); err != nil {
		t.Fatal(err)
	}
	for _, viewer := range []beforeearth.Player{beforeearth.P2, beforeearth.Player(5)} {
		b, err := json.Marshal(s.View(viewer))
		if err != nil {
			t.Fatal(err)
		}
		edited := strings.Replace(string(b), `"hidden":[true,false]`, `"hidden":[false,false]`, 1)
		edited = strings.Replace(edited, `"played":"-"`, `"played":"A"`, 1)
		if edited == string(b) || !strings.Contains(edited, `"played":"A"`) {
			t.Fatalf("the view's JSON did not take the edit: %s", b)
		}
		var v beforeearth.View
		err = json.Unmarshal([]byte(edited), &v)
		if err == nil || !strings.Contains(err.Error(), "P1's action card A shown to") {
			t.Fatalf("%v's view showing P1's chosen card: got %v, want it refused", viewer, err)
		}
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			t.Fatalf("refused as malformed, not as a view no state shows: %v", err)
		}
	}
}

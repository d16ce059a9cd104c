package earthexpress_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
)

// A View answers every question about the public table as the State does,
// and the viewer's own hidden parts too, without Sample.
func TestViewTableAnswersAsTheState(t *testing.T) {
	for _, cfg := range []earthexpress.Config{{Players: 3, Seed: 5, Ecosystems: true}, {Players: 1, Seed: 6}} {
		s, err := earthexpress.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over(); step++ {
			for _, p := range s.Players() {
				checkViewTable(t, s, s.View(p))
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[step%len(who)])
			if s, err = s.Apply(moves[step%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
		checkViewTable(t, s, s.View(earthexpress.P1))
	}
}

func checkViewTable(t *testing.T, s earthexpress.State, v earthexpress.View) {
	t.Helper()
	same := func(what string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("View(%v).%s = %v, the state says %v", v.Me, what, got, want)
		}
	}
	same("Players", v.Players(), s.Players())
	same("Round", v.Round(), s.Round())
	same("Phase", v.Phase(), s.Phase())
	same("ActionTile", v.ActionTile(), s.ActionTile())
	same("DiscardPile", v.DiscardPile(), s.DiscardPile())
	same("DemeterTableau", v.DemeterTableau(), s.DemeterTableau())
	same("DemeterVP", v.DemeterVP(), s.DemeterVP())
	same("Result", v.Result(), s.Result())
	same("Winners", v.Winners(), s.Winners())
	pe, ok := s.PublicEcosystems()
	vpe, vok := v.PublicEcosystems()
	same("PublicEcosystems", []any{vpe, vok}, []any{pe, ok})
	for f := range 2 {
		same("Fauna", v.Fauna(f), s.Fauna(f))
	}
	for _, p := range s.Players() {
		same("Step", v.Step(p), s.Step(p))
		same("Seeds", v.Seeds(p), s.Seeds(p))
		same("HandSize", v.HandSize(p), s.HandSize(p))
		same("Score", v.Score(p), s.Score(p))
		for f := range 2 {
			k, ok := s.Claim(p, f)
			vk, vok := v.Claim(p, f)
			same("Claim", []any{vk, vok}, []any{k, ok})
			same("Meets", v.Meets(p, f), s.Meets(p, f))
		}
		for k := range earthexpress.Spaces {
			c, sp, gr := s.At(p, k/3, k%3)
			vc, vsp, vgr := v.At(p, k/3, k%3)
			same("At", []int{int(vc), vsp, vgr}, []int{int(c), sp, gr})
		}
	}
	same("Hand", v.Hand(), s.Hand(v.Me))
	same("Chosen", v.Chosen(), s.Chosen(v.Me))
	ec, ok := s.EcosystemCards(v.Me)
	vec, vok := v.EcosystemCards()
	same("EcosystemCards", []any{vec, vok}, []any{ec, ok})
	mine, ok := s.Ecosystem(v.Me)
	vmine, vok := v.Ecosystem(v.Me)
	same("Ecosystem", []any{vmine, vok}, []any{mine, ok})
	if err := v.Validate(); err != nil {
		t.Fatalf("View(%v).Validate: %v", v.Me, err)
	}
}

// A view's JSON names the cards and phases by their words, and leaves out
// the hands it does not show.
func TestViewJSONIsReadable(t *testing.T) {
	s, err := earthexpress.New(earthexpress.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s.View(earthexpress.P2))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	mine := s.Cards().Info(s.Hand(earthexpress.P2)[0]).Name
	theirs := s.Cards().Info(s.Hand(earthexpress.P1)[0]).Name
	if !strings.Contains(text, `"`+mine+`"`) || strings.Contains(text, `"`+theirs+`"`) || !strings.Contains(text, `"phase":"planting"`) || notSnake.MatchString(text) {
		t.Errorf("P2's view is written %s", text)
	}
	var back earthexpress.View
	if err := json.Unmarshal(b, &back); err != nil || !slices.Equal(back.Hand(), s.Hand(earthexpress.P2)) {
		t.Errorf("the view reads back with hand %v, %v", back.Hand(), err)
	}
	if err := (earthexpress.View{}).Validate(); err == nil {
		t.Errorf("the zero View validates")
	}
}

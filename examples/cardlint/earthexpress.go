package main

import (
	"slices"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
)

// earthExpress lints an Earth Express set: its objectives, and from the
// games what each card's abilities did.
func earthExpress(g game.Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event], o options) (*Report, error) {
	cs := earthexpress.StandardCards()
	if files := g.CardFiles(); len(files) == 1 {
		var err error
		if cs, err = earthexpress.LoadCards(files[0].Name, files[0].Data); err != nil {
			return nil, err
		}
	}
	r := &Report{Game: g.Name, Bots: o.bots,
		Untold: []string{"an ability that cannot be paid is not offered and has no event: unpaid counts the abilities offered and skipped"}}
	for _, e := range earthexpress.Lint(cs) {
		r.Objectives = append(r.Objectives, Objective{Kind: e.Kind, Name: e.Name, Share: e.Share, Text: e.Text, Problem: e.Problem})
	}
	for i := 1; i <= cs.Len(); i++ {
		info := cs.Info(earthexpress.Card(i))
		card := &Card{Name: info.Name}
		for _, a := range info.Abilities {
			card.Abilities = append(card.Abilities, &Ability{Text: a.Text, Scores: a.Colour == earthexpress.Brown})
		}
		r.Cards = append(r.Cards, card)
	}
	c := newCounter(r, true)
	var t eeTally
	t.c, t.cs = c, cs
	err := playtest(g, o, c, nil, func(events []earthexpress.Event) {
		for _, e := range events {
			t.tell(e)
		}
	})
	return r, err
}

// eeTally counts Earth Express events. An Activated or Skipped event does
// not say which of a card's abilities it is: it is the one whose colour
// was chosen this round (ActionChosen) or that is multicoloured, when
// only one of the card's abilities is.
type eeTally struct {
	c      *counter
	cs     *earthexpress.CardSet
	chosen []earthexpress.Colour // this round's
}

// tell counts one event.
func (t *eeTally) tell(e earthexpress.Event) {
	switch e.Kind {
	case earthexpress.RoundStarted:
		t.chosen = t.chosen[:0]
	case earthexpress.ActionChosen:
		t.chosen = append(t.chosen, e.Colour)
	case earthexpress.Planted:
		t.c.play(t.cs.Info(e.Card).Name)
	case earthexpress.Activated:
		t.c.fire(t.which(e))
	case earthexpress.Skipped:
		t.c.unpaid(t.which(e))
	}
}

// which names e's card and the index of its ability e is, -1 if the
// colours chosen this round do not tell.
func (t *eeTally) which(e earthexpress.Event) (string, int) {
	info := t.cs.Info(e.Card)
	k := -1
	for j, a := range info.Abilities {
		if a.Colour == earthexpress.Multicolour || slices.Contains(t.chosen, a.Colour) {
			if k >= 0 {
				return info.Name, -1
			}
			k = j
		}
	}
	return info.Name, k
}

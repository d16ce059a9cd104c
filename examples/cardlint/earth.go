package main

import (
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
)

// earth lints an Earth set, with the Animals when the game plays them:
// how often each card was planted and each ability fired, by the
// ability's text the activate event gives.
func earth(g game.Spec[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event], o options) (*Report, error) {
	s, err := g.Start(o.players, o.seed)
	if err != nil {
		return nil, err
	}
	r := &Report{Game: g.Name, Bots: o.bots, Cards: earthCards(s.Cards(), s.PlaysAnimals()),
		Untold: []string{"an ability that cannot be paid or is let go has no event: unpaid is not counted"}}
	c := newCounter(r, true)
	err = playtest(g, o, c, nil, func(events []animalkingdom.Event) {
		for _, e := range events {
			switch e.Kind {
			case animalkingdom.EventPlant:
				c.play(e.Card)
			case animalkingdom.EventAnimal:
				c.play(e.Card)
			case animalkingdom.EventActivate, animalkingdom.EventAnimalActivate:
				c.fire(e.Card, abilityOf(r.Cards[max(c.card(e.Card), 0)], e.Rule))
			}
		}
	})
	return r, err
}

// earthCards lists the Earth cards of cs with their abilities, then the
// Islands and Climates, then the Animals if the game plays them.
func earthCards(cs *animalkingdom.CardSet, animals bool) []*Card {
	var cards []*Card
	add := func(info animalkingdom.CardInfo) {
		card := &Card{Name: info.Name}
		for _, a := range info.Abilities {
			card.Abilities = append(card.Abilities, &Ability{Text: a.Text, Scores: a.Colour == animalkingdom.Brown})
		}
		cards = append(cards, card)
	}
	for i := range cs.Len() {
		if info, ok := cs.Info(animalkingdom.Card(i)); ok {
			add(info)
		}
	}
	for _, info := range append(cs.Islands(), cs.Climates()...) {
		add(info)
	}
	if animals {
		for _, name := range cs.Animals() {
			a, _ := cs.AnimalCard(name)
			cards = append(cards, &Card{Name: a.Name, Abilities: []*Ability{{Text: a.Ability}}})
		}
	}
	return cards
}

// abilityOf is the index of card's ability that text is, or is part of
// (an event gives a compound ability's part); -1 for none.
func abilityOf(card *Card, text string) int {
	for k, a := range card.Abilities {
		if a.Text == text {
			return k
		}
	}
	for k, a := range card.Abilities {
		if text != "" && strings.Contains(a.Text, text) {
			return k
		}
	}
	return -1
}

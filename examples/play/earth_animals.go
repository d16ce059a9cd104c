package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// The Animal Kingdom expansion on Earth's screen: each player's Animals,
// where their Animeeples stand, what is stored, the Leaves, the Global
// Ability and the activation being resolved.

// earthAnimalExamples are the expansion's moves, for help.
var earthAnimalExamples = []string{"animal Highland Cow", "leaf", "activate Highland Cow", "animeeple @0,1", "global 1", "amount 2", "store @0,1"}

// animeepleMark is how a grid cell marks the Animeeples standing on its
// card: "[1]" for the player's first Animal's, "[12]" for both; "" for
// none.
func animeepleMark(a animalkingdom.Animals) string {
	var digits string
	for k := range animalkingdom.MaxAnimals {
		if a.Has(k) {
			digits += fmt.Sprint(k + 1)
		}
	}
	if digits == "" {
		return ""
	}
	return "[" + digits + "]"
}

// earthSeatAnimals writes p's Animals, numbered as the grid marks their
// Animeeples, with the Animeeples placed and what is stored on each card;
// what is on p's Island and stored by the Global Ability; the Leaves; and,
// for the viewer while they choose, the Animals they may keep.
func earthSeatAnimals(b *strings.Builder, v animalkingdom.View, p animalkingdom.Player) {
	if !v.PlaysAnimals() {
		return
	}
	cs := v.Cards()
	kept := v.AnimalsKept(p)
	var parts []string
	for k, name := range kept {
		if name == "" {
			parts = append(parts, fmt.Sprintf("[%d] (kept in secret)", k+1))
			continue
		}
		a, _ := cs.AnimalCard(name)
		part := fmt.Sprintf("[%d] %s: Animeeples %d of %d placed", k+1, name, animeeplesPlaced(v.Tableau(p), k), a.Animeeples)
		if a.HasStorage() {
			part += ", stored " + tell.Store(v.AnimalStored(p, k))
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		parts = append(parts, "none kept yet")
	}
	fmt.Fprintf(b, "  Animals: %s\n", strings.Join(parts, "; "))
	fmt.Fprintf(b, "  Island: %s; Global Ability stored: %s; Leaves: %d used (%d discarded), %d left\n",
		tell.Store(v.IslandStored(p)), tell.Store(v.GlobalStored(p)), v.LeavesUsed(p), v.LeavesDiscarded(p), v.LeavesLeft(p))
	if p == v.Viewer() {
		if offer := v.AnimalsOffered(); len(offer) > 0 {
			fmt.Fprintf(b, "  your Animals to keep from (animal NAME): %s\n", strings.Join(offer, ", "))
		}
	}
}

// animeeplesPlaced counts the cards of tab with an Animeeple of the k-th
// Animal.
func animeeplesPlaced(tab []animalkingdom.Planted, k int) int {
	n := 0
	for _, pl := range tab {
		if pl.Animeeples.Has(k) {
			n++
		}
	}
	return n
}

// earthStoredOnCards lists what lies stored on tableau cards, if any.
func earthStoredOnCards(b *strings.Builder, cs *animalkingdom.CardSet, tab []animalkingdom.Planted) {
	var parts []string
	for _, pl := range tab {
		if pl.Stored != (animalkingdom.Store{}) {
			parts = append(parts, fmt.Sprintf("%s @%d,%d: %s", cs.Name(pl.Card), pl.Row, pl.Col, tell.Store(pl.Stored)))
		}
	}
	if len(parts) > 0 {
		fmt.Fprintf(b, "  stored on cards: %s\n", strings.Join(parts, "; "))
	}
}

// earthTableAnimals writes the Global Ability with its text, Gaia's
// Animals, and the activation being resolved.
func earthTableAnimals(v animalkingdom.View) string {
	if !v.PlaysAnimals() {
		return ""
	}
	var b strings.Builder
	cs := v.Cards()
	if name, ok := v.GlobalAbility(); ok {
		a, _ := cs.AnimalCard(name)
		fmt.Fprintf(&b, "Global Ability (%s): %s", name, a.Global)
		if a.GlobalStorage != "" {
			fmt.Fprintf(&b, "; storage: %s", a.GlobalStorage)
		}
		b.WriteString(" (at the end of each round but the last)\n")
	}
	if g := v.GaiaAnimals(); len(g) > 0 {
		fmt.Fprintf(&b, "Gaia's Animals: %s\n", strings.Join(g, ", "))
	}
	if p, name, ok := v.Activating(); ok {
		if name == "" {
			name = "choosing which Animal"
		}
		fmt.Fprintf(&b, "activating: %v's Animals, %s\n", p, name)
	}
	return b.String()
}

// animalFace prints an Animal card in full: its names, difficulty and
// origin; the Animal side's Animeeples, placement, ability and storage;
// the Global Ability side's ability and storage.
func animalFace(a animalkingdom.Animal) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: Animal card (%s), difficulty %d of 3, origin: %s\n", a.Name, a.Scientific, a.Difficulty, a.Origin)
	fmt.Fprintf(&b, "  Animal side (%s):\n    Animeeples: %d", a.Kind, a.Animeeples)
	if a.Stays {
		b.WriteString(", staying where they are placed")
	}
	fmt.Fprintf(&b, "\n    placement: %s\n    ability: %s\n    storage: %s\n", orNone(a.Placement), orNone(a.Ability), orNone(a.Storage))
	fmt.Fprintf(&b, "  Global Ability side (%s):\n    ability: %s\n    storage: %s\n", a.GlobalKind, orNone(a.Global), orNone(a.GlobalStorage))
	if a.Abundance {
		b.WriteString("  Abundance expansion only: left out of every game here\n")
	}
	if a.SoloRedeal {
		b.WriteString("  solo: Gaia, dealt this Animal, is dealt another\n")
	}
	return b.String()
}

// earthResult is the scorepad v's table would score now. While the
// players keep their Animals in secret, the view's hidden Animals cannot
// be scored, so it is read from a sample of the view: no Animal has
// stored anything yet, and the hidden hands score nothing, so the public
// points are the same.
func earthResult(v animalkingdom.View) animalkingdom.Result {
	if animalsHidden(v) {
		return v.Sample(1).Result()
	}
	return v.Result()
}

// earthScore is p's total in earthResult.
func earthScore(v animalkingdom.View) func(animalkingdom.Player) int {
	res := earthResult(v)
	return func(p animalkingdom.Player) int {
		if int(p) < len(res.Totals) {
			return res.Totals[p]
		}
		return 0
	}
}

// animalsHidden reports whether v hides an Animal some player has kept.
func animalsHidden(v animalkingdom.View) bool {
	for _, p := range v.Players() {
		for _, name := range v.AnimalsKept(p) {
			if name == "" {
				return true
			}
		}
	}
	return false
}

// earthNote says what a move will do when its notation does not: a Leaf
// discarded activates its player's Animals, or, when none of them can be
// activated, does nothing but spend the Leaf (the rules let a Leaf be
// discarded at any decision, whether or not an Animal can use it).
func earthNote(v animalkingdom.View, m animalkingdom.Move) string {
	if m.Kind != animalkingdom.DiscardLeaf {
		return ""
	}
	if p, _, ok := v.Activating(); ok && p == m.Player {
		return "discards a Leaf for good: your Animals activate again when this activation ends, if one can"
	}
	s := v.Sample(1)
	with, err := s.Apply(m)
	if err != nil || activations(with, m.Player) == activations(s, m.Player) {
		return "discards a Leaf for good: no Animal of yours can be activated now, so it activates nothing"
	}
	return "discards a Leaf for good, to activate your Animals"
}

// leafHorizon is how many decisions activations plays on: a Leaf's
// activation comes as soon as the ability, placement or step being
// resolved ends.
const leafHorizon = 40

// activations counts the activations of p's Animals that start in the
// next leafHorizon decisions of s (one under way in s counts), each player
// letting every decision go by (stop, skip, done) or, where none does,
// taking the step's first move, never a Leaf.
func activations(s animalkingdom.State, p animalkingdom.Player) int {
	n, was := 0, false
	for range leafHorizon {
		q, _, on := s.Activating()
		if on = on && q == p; on && !was {
			n++
		}
		was = on
		if s.Over() || len(s.ToMove()) == 0 {
			break
		}
		moves := s.LegalMoves(s.ToMove()[0])
		if len(moves) == 0 {
			break
		}
		next, err := s.Apply(lettingGo(moves))
		if err != nil {
			break
		}
		s = next
	}
	return n
}

// lettingGo is the move of moves that does the least: the first that lets
// the decision go by, or else the first (the step's own, listed before
// the events, conversions and Leaves a decision may also offer).
func lettingGo(moves []animalkingdom.Move) animalkingdom.Move {
	for _, m := range moves {
		if earthPass(m) {
			return m
		}
	}
	return moves[0]
}

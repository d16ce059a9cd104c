package animalkingdom

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// Animal is one double-sided Animal card of the Animal Kingdom expansion,
// compiled at load from cards/animals.yaml (the layout AnimalFile). Its
// exported fields are the card's printed facts; the compiled ability is
// the engine's.
type Animal struct {
	// Name and Scientific are the Animal's names.
	Name, Scientific string
	// Difficulty is 1 (least complex) to 3 circles.
	Difficulty int
	// Animeeples is how many Animeeples of its species the player takes.
	Animeeples int
	// Kind and GlobalKind are the two sides' ability types (AbilityKinds).
	Kind, GlobalKind string
	// Placement, Ability and Storage are the Animal side's texts, Global
	// and GlobalStorage the Global Ability side's, in the card-data
	// language; "" where the card has none.
	Placement, Ability, Storage, Global, GlobalStorage string
	// Stays is true when placed Animeeples stay where they were placed.
	Stays bool
	// Abundance is true for an Animal played only with the Abundance
	// expansion: this library leaves it out of every game.
	Abundance bool
	// SoloRedeal is true when Gaia, dealt this Animal, is dealt another.
	SoloRedeal bool
	// Origin is where the card comes from: one of Origins.
	Origin string

	place  earth.Places // where an Animeeple is first placed (hasPlace)
	move   movement     // the ability's movement; kind noMove for none
	each   Ability      // the effect on each card reached (or the whole ability without a movement)
	after  Ability      // what the completed movement gives (a movement paid as a cost)
	others Ability      // what each other player may gain ("|")
	global []Ability    // the Global Ability's options (one unless it offers a choice)
	// store and globalStore are the VP of one piece stored by the Animal
	// ability and by the Global Ability.
	store, globalStore int
	hasPlace           bool
	perAnimeeple       bool // the ability counts the Animeeples in the tableau
	activates          bool // the ability activates Animals
}

// moveKind is how an Animeeple moves: "move up to X", "move exactly X",
// "move to".
type moveKind uint8

const (
	noMove moveKind = iota
	moveUpTo
	moveExactly
	moveTo
)

// movement is an ability's movement.
type movement struct {
	Kind moveKind
	// N is the distance; with PerLeaf, per used Leaf.
	N       int
	PerLeaf bool
	// on is the cards an Animeeple may move to (for moveTo: the card
	// moved to); hasOn false for any card.
	on    earth.Places
	hasOn bool
}

// HasStorage reports whether the Animal side has a storage area.
func (a *Animal) HasStorage() bool { return a != nil && a.store > 0 }

// Animals returns the names of the set's Animal cards in file order, a
// new slice; nil for a set without them.
func (cs *CardSet) Animals() []string {
	if cs == nil {
		return nil
	}
	out := make([]string, len(cs.animals))
	for i := range cs.animals {
		out[i] = cs.animals[i].Name
	}
	return out
}

// AnimalCard returns a copy of the Animal card named name; false when the
// set has none of that name.
func (cs *CardSet) AnimalCard(name string) (Animal, bool) {
	if i := cs.animalIndex(name); i >= 0 {
		return cs.animals[i], true
	}
	return Animal{}, false
}

// AnimalIndex is the index of the Animal card named name in the set (in
// Animals' order), as KeepAnimalMove and ActivateMove take it; false when
// the set has none of that name.
func (cs *CardSet) AnimalIndex(name string) (int, bool) {
	i := cs.animalIndex(name)
	return i, i >= 0
}

// animalIndex is the index of the Animal named name, or -1.
func (cs *CardSet) animalIndex(name string) int {
	if cs == nil {
		return -1
	}
	for i := range cs.animals {
		if cs.animals[i].Name == name {
			return i
		}
	}
	return -1
}

// animalName is the name of Animal i, or "?".
func (cs *CardSet) animalName(i int) string {
	if cs == nil || i < 0 || i >= len(cs.animals) {
		return "?"
	}
	return cs.animals[i].Name
}

// animalCards loads the Animal card file into the set, when the set has
// one. An Abundance Animal is read and checked, and its abilities are not
// compiled: no game here plays it.
func (l *loader) animalCards(files map[string][]byte) {
	f, ok, err := l.animalFile(files)
	if !ok {
		return
	}
	if err != nil {
		l.errs.AddError(carddata.Pos{File: "animals.yaml"}, err)
		return
	}
	for i := range f.Animals {
		e := &f.Animals[i]
		a := Animal{Name: e.Name, Scientific: e.Scientific, Difficulty: e.Difficulty, Animeeples: e.Animeeples,
			Kind: e.Kind, GlobalKind: e.GlobalKind, Placement: e.Placement.String(), Ability: e.Ability.String(),
			Storage: e.Storage.String(), Global: e.Global.String(), GlobalStorage: e.GlobalStorage.String(),
			Stays: e.Stays, Abundance: e.Abundance, SoloRedeal: e.SoloRedeal, Origin: e.Origin}
		if !a.Abundance {
			l.errs = append(l.errs, compileAnimal(l.cs.vocab, e, &a)...)
		}
		l.cs.animals = append(l.cs.animals, a)
	}
}

package animalkingdom

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/enum"
)

// The Animal Kingdom's part of a game as JSON writes it, in a game that
// plays the expansion (Config.Animals) and only there: Animals by name,
// lists only as long as what they hold.

// animalSeatJSON is a seat's part: the Animals still offered to keep
// (while the players choose, "" for another player's), those kept with
// what lies stored on each, what the Global Ability stored and what lies
// on the Island, the Leaves discarded and the activations owed.
type animalSeatJSON struct {
	Offered         []string   `json:"offered,omitempty"`
	Kept            []keptJSON `json:"kept,omitempty"`
	GlobalStored    Store      `json:"global_stored,omitzero"`
	OnIsland        Store      `json:"on_island,omitzero"`
	LeavesDiscarded uint8      `json:"leaves_discarded,omitempty"`
	ActivationsOwed uint8      `json:"activations_owed,omitempty"`
}

// keptJSON is an Animal kept and what lies stored on its card.
type keptJSON struct {
	Animal string `json:"animal"`
	Stored Store  `json:"stored,omitzero"`
}

// animalKingdomJSON is the table's part: the Global Ability shown,
// Gaia's Animals (solo), the Leaves discarded onto her board, and the
// activation of Animals under way.
type animalKingdomJSON struct {
	GlobalAbility string           `json:"global_ability,omitempty"`
	GaiaAnimals   []gaiaAnimalJSON `json:"gaia_animals,omitempty"`
	GaiaLeaves    uint8            `json:"gaia_leaves,omitempty"`
	Activation    *animalActJSON   `json:"activation,omitempty"`
}

// gaiaAnimalJSON is one of Gaia's Animals: what lies stored on it, and
// whether its "|" gain is still to be offered to the player.
type gaiaAnimalJSON struct {
	Animal      string `json:"animal"`
	Stored      Store  `json:"stored,omitzero"`
	GainToOffer bool   `json:"gain_to_offer,omitempty"`
}

// animalActJSON is the activation of Animals under way (see activation).
type animalActJSON struct {
	Who          Player    `json:"who"`
	OwnAnimals   bool      `json:"own_animals,omitempty"`
	MoreAnimals  uint8     `json:"more_animals,omitempty"`
	Whose        scopeWord `json:"whose,omitempty"`
	Activated    []string  `json:"activated,omitempty"`
	Animal       string    `json:"animal,omitempty"`
	Phase        actPhase  `json:"phase"`
	StandingOn   string    `json:"standing_on,omitempty"`
	Moved        uint8     `json:"moved,omitempty"`
	MovesAllowed uint8     `json:"moves_allowed,omitempty"`
	Visited      []string  `json:"visited,omitempty"`
	AsksNext     *Player   `json:"asks_next,omitempty"`
	Under        uint8     `json:"under,omitempty"`
}

// scopeWord is whose Animals an ability's activation may pick, as JSON
// writes it.
type scopeWord uint8

var scopeWords = [...]string{"own", "others", "everyone"}

// MarshalText writes the scope's word.
func (s scopeWord) MarshalText() ([]byte, error) { return enum.Text(scopeWords[:], s, "scope") }

// UnmarshalText reads a scope's word.
func (s *scopeWord) UnmarshalText(b []byte) error {
	return enum.Parse(s, b, scopeWords[:], "scope")
}

// nameOfAnimal is the name of Animal a, "" for none.
func nameOfAnimal(a animalName) (string, error) {
	b, err := a.MarshalText()
	return string(b), err
}

// namesOfAnimals names list's Animals, "" for a hidden one.
func namesOfAnimals(list []animalName) ([]string, error) {
	var out []string
	for _, a := range list {
		n, err := nameOfAnimal(a)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// animalNamed reads an Animal's name, "" for none (hidden).
func animalNamed(n string) (animalName, error) {
	var a animalName
	err := a.UnmarshalText([]byte(n))
	return a, err
}

// animalSeatToJSON writes p's part of the expansion; nil without it.
func (g *data) animalSeatToJSON(p Player) (*animalSeatJSON, error) {
	a := &g.get(p).Animal
	if !g.animalsOn() {
		if *a != (animalSeat{}) {
			return nil, fmt.Errorf("animalkingdom: %v holds Animals in a game without the expansion", p)
		}
		return nil, nil
	}
	if a.NOffer > OfferedAnimals || a.Picked > MaxAnimals {
		return nil, fmt.Errorf("animalkingdom: %v holds %d Animals offered and %d kept", p, a.NOffer, a.Picked)
	}
	for k := range a.Offer[a.NOffer:] {
		if a.Offer[int(a.NOffer)+k] != noAnimal {
			return nil, fmt.Errorf("animalkingdom: %v holds an Animal past those offered", p)
		}
	}
	for k := int(a.Picked); k < MaxAnimals; k++ {
		if a.Kept[k] != noAnimal || a.Stored[k] != (Store{}) {
			return nil, fmt.Errorf("animalkingdom: %v holds an Animal, or what is stored on one, past those kept", p)
		}
	}
	j := &animalSeatJSON{GlobalStored: a.GlobalStored, OnIsland: a.Island, LeavesDiscarded: a.Discarded, ActivationsOwed: a.Owed}
	var err error
	if j.Offered, err = namesOfAnimals(a.Offer[:a.NOffer]); err != nil {
		return nil, err
	}
	for k, i := range a.Kept[:a.Picked] {
		n, err := nameOfAnimal(i)
		if err != nil {
			return nil, err
		}
		j.Kept = append(j.Kept, keptJSON{Animal: n, Stored: a.Stored[k]})
	}
	return j, nil
}

// animalSeatFromJSON reads p's part of the expansion, which a game
// playing it, and only one, has.
func (g *data) animalSeatFromJSON(p Player, j *animalSeatJSON) error {
	if (j != nil) != g.animalsOn() {
		return fmt.Errorf("a game with the Animals (config.animals), and only one, has a seat's Animals (\"animals\")")
	}
	if j == nil {
		return nil
	}
	if len(j.Offered) > OfferedAnimals || len(j.Kept) > MaxAnimals {
		return fmt.Errorf("%d Animals offered and %d kept: at most %d and %d", len(j.Offered), len(j.Kept), OfferedAnimals, MaxAnimals)
	}
	a := &g.get(p).Animal
	*a = animalSeat{Offer: [OfferedAnimals]animalName{noAnimal, noAnimal, noAnimal, noAnimal}, Kept: [MaxAnimals]animalName{noAnimal, noAnimal},
		NOffer: uint8(len(j.Offered)), Picked: uint8(len(j.Kept)), GlobalStored: j.GlobalStored, Island: j.OnIsland,
		Discarded: j.LeavesDiscarded, Owed: j.ActivationsOwed}
	for k, n := range j.Offered {
		var err error
		if a.Offer[k], err = animalNamed(n); err != nil {
			return fmt.Errorf("Animals offered: %w", err)
		}
	}
	for k, kj := range j.Kept {
		var err error
		if a.Kept[k], err = animalNamed(kj.Animal); err != nil {
			return fmt.Errorf("Animals kept: %w", err)
		}
		a.Stored[k] = kj.Stored
	}
	return nil
}

// animalsToJSON writes the table's part of the expansion.
func (g *data) animalsToJSON(j *gameJSON) error {
	ak := &g.AK
	if !g.animalsOn() {
		if *ak != (animalGame{}) {
			return fmt.Errorf("animalkingdom: Animals on the table of a game without the expansion")
		}
		return nil
	}
	if ak.HasGlobal != (ak.Global >= 0) || ak.NGaia > MaxAnimals || ak.GaiaOffer>>ak.NGaia != 0 {
		return fmt.Errorf("animalkingdom: the Global Ability or Gaia's Animals are impossible")
	}
	for k := int(ak.NGaia); k < MaxAnimals; k++ {
		if ak.Gaia[k] != noAnimal || ak.GaiaStored[k] != (Store{}) {
			return fmt.Errorf("animalkingdom: an Animal of Gaia's, or what is stored on one, past hers")
		}
	}
	out := &animalKingdomJSON{GaiaLeaves: ak.GaiaLeaves}
	var err error
	if out.GlobalAbility, err = nameOfAnimal(ak.Global); err != nil {
		return err
	}
	for k, a := range ak.Gaia[:ak.NGaia] {
		n, err := nameOfAnimal(a)
		if err != nil {
			return err
		}
		out.GaiaAnimals = append(out.GaiaAnimals, gaiaAnimalJSON{Animal: n, Stored: ak.GaiaStored[k], GainToOffer: ak.GaiaOffer&(1<<k) != 0})
	}
	out.Activation, err = g.animalActToJSON()
	j.AnimalKingdom = out
	return err
}

// animalActToJSON writes the activation of Animals under way, nil for
// none.
func (g *data) animalActToJSON() (*animalActJSON, error) {
	a := &g.AK.Act
	if !a.On {
		if *a != (activation{}) {
			return nil, fmt.Errorf("animalkingdom: an activation of Animals that is over holds its Animals")
		}
		return nil, nil
	}
	n := g.n()
	if a.Who < 0 || int(a.Who) >= n || int(a.Other) > n || a.Slot != g.slotFor(a.Who, a.Animal) || a.Cur < -1 {
		return nil, fmt.Errorf("animalkingdom: the activation of Animals is impossible")
	}
	j := &animalActJSON{Who: a.Who, OwnAnimals: a.Leaf, MoreAnimals: a.Extra, Whose: scopeWord(a.Scope), Phase: a.Phase,
		Moved: a.Moved, MovesAllowed: a.Max, Under: a.Base}
	var err error
	if j.Animal, err = nameOfAnimal(a.Animal); err != nil {
		return nil, err
	}
	for i := range g.cs.animals {
		if a.Done&(1<<i) != 0 {
			j.Activated = append(j.Activated, g.cs.animals[i].Name)
		}
	}
	if a.Done>>len(g.cs.animals) != 0 {
		return nil, fmt.Errorf("animalkingdom: an Animal activated that is not in the set")
	}
	if a.Cur >= 0 {
		names, err := g.cardsMasked(a.Who, 1<<a.Cur, "the card the Animeeple stands on")
		if err != nil {
			return nil, err
		}
		j.StandingOn = names[0]
	}
	if j.Visited, err = g.cardsMasked(a.Who, a.Visited, "the cards visited"); err != nil {
		return nil, err
	}
	switch {
	case a.Other == uint8(n):
		j.AsksNext = new(Player)
		*j.AsksNext = NoPlayer
	case a.Other > 0:
		j.AsksNext = new(Player)
		*j.AsksNext = Player((int(a.Who) + int(a.Other)) % n)
	}
	return j, nil
}

// slotFor is where Animal i is among p's kept Animals, -1 for none or
// another player's.
func (g *data) slotFor(p Player, i animalName) int8 {
	if i < 0 {
		return -1
	}
	return g.slotOf(p, i)
}

// animalsFromJSON reads the table's part of the expansion; the seats are
// read.
func (g *data) animalsFromJSON(j *gameJSON) error {
	if (j.AnimalKingdom != nil) != g.animalsOn() {
		return fmt.Errorf("a game with the Animals (config.animals), and only one, has their part of the table (\"animal_kingdom\")")
	}
	aj := j.AnimalKingdom
	if aj == nil {
		return nil
	}
	if len(aj.GaiaAnimals) > MaxAnimals {
		return fmt.Errorf("%d Animals of Gaia's: at most %d", len(aj.GaiaAnimals), MaxAnimals)
	}
	ak := &g.AK
	*ak = animalGame{Gaia: [MaxAnimals]animalName{noAnimal, noAnimal}, NGaia: uint8(len(aj.GaiaAnimals)), GaiaLeaves: aj.GaiaLeaves}
	var err error
	if ak.Global, err = animalNamed(aj.GlobalAbility); err != nil {
		return fmt.Errorf("the Global Ability: %w", err)
	}
	ak.HasGlobal = ak.Global >= 0
	for k, ga := range aj.GaiaAnimals {
		if ak.Gaia[k], err = animalNamed(ga.Animal); err != nil || ak.Gaia[k] < 0 {
			return fmt.Errorf("the Animals of Gaia: %q (her Animal %d) is no Animal", ga.Animal, k+1)
		}
		ak.GaiaStored[k] = ga.Stored
		if ga.GainToOffer {
			ak.GaiaOffer |= 1 << k
		}
	}
	return g.animalActFromJSON(aj.Activation)
}

// animalActFromJSON reads the activation of Animals under way.
func (g *data) animalActFromJSON(j *animalActJSON) error {
	if j == nil {
		return nil
	}
	n := g.n()
	if j.Who < 0 || int(j.Who) >= n {
		return fmt.Errorf("an activation of the Animals of %v, who is not in the game", j.Who)
	}
	a := activation{On: true, Who: j.Who, Leaf: j.OwnAnimals, Extra: j.MoreAnimals, Scope: uint8(j.Whose), Phase: j.Phase,
		Moved: j.Moved, Max: j.MovesAllowed, Base: j.Under, Cur: -1}
	var err error
	if a.Animal, err = animalNamed(j.Animal); err != nil {
		return fmt.Errorf("the Animal activated: %w", err)
	}
	a.Slot = g.slotFor(a.Who, a.Animal)
	for _, name := range j.Activated {
		i := g.cs.animalIndex(name)
		if i < 0 {
			return fmt.Errorf("the Animals activated: no Animal named %q", name)
		}
		a.Done |= 1 << i
	}
	if j.StandingOn != "" {
		i, err := g.tabIndexNamed(a.Who, j.StandingOn, "the card the Animeeple stands on")
		if err != nil {
			return err
		}
		a.Cur = int8(i)
	}
	if a.Visited, err = g.maskOfCards(a.Who, j.Visited, "the cards visited"); err != nil {
		return err
	}
	if p := j.AsksNext; p != nil {
		switch {
		case *p == NoPlayer:
			a.Other = uint8(n)
		case *p < 0 || int(*p) >= n || *p == a.Who:
			return fmt.Errorf("the next player asked about the gain, %v, is not another player in the game", *p)
		default:
			a.Other = uint8(((int(*p)-int(a.Who))%n + n) % n)
		}
	}
	g.AK.Act = a
	return nil
}

package animalkingdom

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/enum"
)

// animalName is an Animal card of the set (an index of CardSet.Animals),
// or noAnimal. JSON writes it as the Animal's name ("" for none), read
// from the standard set: a game of another set is not saved.
type animalName int8

// noAnimal is no Animal.
const noAnimal animalName = -1

// MarshalText writes the Animal's name.
func (a animalName) MarshalText() ([]byte, error) {
	if a < 0 {
		return nil, nil
	}
	cs, err := standard()
	if err != nil {
		return nil, err
	}
	if int(a) >= len(cs.animals) {
		return nil, fmt.Errorf("animalkingdom: Animal %d is not in the set", a)
	}
	return []byte(cs.animals[a].Name), nil
}

// UnmarshalText reads an Animal's name ("" for none).
func (a *animalName) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*a = noAnimal
		return nil
	}
	cs, err := standard()
	if err != nil {
		return err
	}
	i := cs.animalIndex(string(b))
	if i < 0 {
		return fmt.Errorf("animalkingdom: no Animal named %q", b)
	}
	*a = animalName(i)
	return nil
}

// actPhaseWords are the words JSON writes an activation's phase with.
var actPhaseWords = [...]string{"pick", "place", "move", "body", "after", "others"}

// MarshalText writes the phase's word.
func (p actPhase) MarshalText() ([]byte, error) {
	return enum.Text(actPhaseWords[:], p, "activation phase")
}

// UnmarshalText reads a phase's word.
func (p *actPhase) UnmarshalText(b []byte) error {
	return enum.Parse(p, b, actPhaseWords[:], "activation phase")
}

package animalkingdom

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// maskAnimals hides from p, on a copy, the Animals the other players were
// dealt and keep while they choose them in secret (their counts show).
func (g *data) maskAnimals(p Player) {
	if !g.animalsOn() || g.Stage != stSetup && g.Stage != stAnimals {
		return
	}
	for q := range g.n() {
		if Player(q) == p {
			continue
		}
		a := &g.get(Player(q)).Animal
		for k := range a.Offer {
			a.Offer[k] = noAnimal
		}
		for k := range a.Kept {
			a.Kept[k] = noAnimal
		}
	}
}

// sampleAnimals deals, on a copy, the Animals a view hides: each hidden
// one offered or kept becomes one of the Animals the view does not show.
func (g *data) sampleAnimals(r *rng.RNG) {
	if !g.animalsOn() || g.Stage != stSetup && g.Stage != stAnimals {
		return
	}
	shown := map[animalName]bool{}
	if g.AK.HasGlobal {
		shown[g.AK.Global] = true
	}
	for q := range g.n() {
		a := &g.get(Player(q)).Animal
		for _, k := range append(a.Offer[:a.NOffer:a.NOffer], a.Kept[:a.Picked]...) {
			shown[k] = true
		}
	}
	var unseen []animalName
	for i := range g.cs.animals {
		if !g.cs.animals[i].Abundance && !shown[animalName(i)] {
			unseen = append(unseen, animalName(i))
		}
	}
	r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	fill := func(s []animalName) {
		for k := range s {
			if s[k] == noAnimal && len(unseen) > 0 {
				s[k], unseen = unseen[0], unseen[1:]
			}
		}
	}
	for q := range g.n() {
		a := &g.get(Player(q)).Animal
		fill(a.Offer[:a.NOffer])
		fill(a.Kept[:a.Picked])
	}
}

// AnimalsKept returns the names of p's kept Animals (a new slice): while
// the players choose them, only the viewer's own are shown; nil for a
// player not in the game or a game without the expansion.
func (v View) AnimalsKept(p Player) []string {
	if v.d == nil || p < 0 || int(p) >= v.d.n() {
		return nil
	}
	return v.d.animalNames(v.d.kept(p))
}

// AnimalsOffered returns the names of the Animals the viewer may still
// keep (a new slice); nil once the choice is over.
func (v View) AnimalsOffered() []string {
	if v.d == nil {
		return nil
	}
	return v.d.animalNames(v.d.animalOffer(v.viewer))
}

// GlobalAbility returns the Animal whose Global Ability side is shown,
// and false when none is (a game without the expansion, or solo).
func (v View) GlobalAbility() (string, bool) {
	if v.d == nil || !v.d.AK.HasGlobal {
		return "", false
	}
	return v.d.animal(v.d.AK.Global).Name, true
}

// animalNames names the Animals of list; a hidden one is "".
func (g *data) animalNames(list []animalName) []string {
	if len(list) == 0 {
		return nil
	}
	out := make([]string, len(list))
	for k, i := range list {
		if i >= 0 {
			out[k] = g.animal(i).Name
		}
	}
	return out
}

// animalsReadable says what stops Sample from dealing a view's hidden
// Animals: more Animals offered, kept or Gaia's than their places hold.
func (g *data) animalsReadable() error {
	if g.AK.NGaia > MaxAnimals {
		return fmt.Errorf("the Animals of Gaia: %d, at most %d", g.AK.NGaia, MaxAnimals)
	}
	for q := range g.n() {
		if a := &g.get(Player(q)).Animal; a.NOffer > OfferedAnimals || a.Picked > MaxAnimals {
			return fmt.Errorf("%v holds %d Animals offered and %d kept: at most %d and %d", Player(q), a.NOffer, a.Picked, OfferedAnimals, MaxAnimals)
		}
	}
	return nil
}

// checkAnimalsShown checks the Animals v shows while the players choose
// them: the viewer's own offer and kept Animals, and none of the other
// players'. (Once chosen, every Animal is public: a hidden one is not in
// the set, which Validate refuses.)
func (v View) checkAnimalsShown() error {
	g := v.d
	if !g.animalsOn() || g.Stage != stSetup && g.Stage != stAnimals {
		return nil
	}
	for q := range g.n() {
		a := &g.get(Player(q)).Animal
		for _, z := range []struct {
			what string
			list []animalName
			n    uint8
		}{{"Animals offered", a.Offer[:], a.NOffer}, {"Animals kept", a.Kept[:], a.Picked}} {
			for k, i := range z.list {
				switch {
				case Player(q) == v.viewer && i < 0 && k < int(z.n):
					return fmt.Errorf("the viewer's own %s hide Animal %d, which they see", z.what, k+1)
				case Player(q) != v.viewer && i >= 0:
					return fmt.Errorf("%v's %s show Animal %d, which %v chooses in secret", Player(q), z.what, k+1, Player(q))
				}
			}
		}
	}
	return nil
}

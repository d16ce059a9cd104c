package animalkingdom

// The Animal Kingdom expansion as the accessors report it: the Animals
// kept, what is stored on them and on the Islands, the Leaves and the
// activation being resolved. A game without the expansion answers with
// zero values.

// PlaysAnimals reports whether the game plays the Animal Kingdom
// expansion (Config.Animals).
func (s State) PlaysAnimals() bool { return !s.zero() && s.d.animalsOn() }

// AnimalsKept returns the names of p's kept Animals, in kept order (the
// order of the Animeeples' bits in Animals), a new slice; nil for a player
// not in the game, one who has not kept any yet, or a game without the
// expansion.
func (s State) AnimalsKept(p Player) []string {
	if !s.valid(p) {
		return nil
	}
	return s.d.animalNames(s.d.kept(p))
}

// AnimalsOffered returns the names of the Animals p was dealt and may
// still keep, a new slice; nil once p has kept theirs.
func (s State) AnimalsOffered(p Player) []string {
	if !s.valid(p) {
		return nil
	}
	return s.d.animalNames(s.d.animalOffer(p))
}

// GlobalAbility returns the Animal whose Global Ability side is shown, and
// false when none is (a game without the expansion, or solo).
func (s State) GlobalAbility() (string, bool) {
	if s.zero() || !s.d.AK.HasGlobal {
		return "", false
	}
	return s.d.animal(s.d.AK.Global).Name, true
}

// GaiaAnimals returns the names of Gaia's Animals in a solo game with the
// expansion, a new slice; nil otherwise.
func (s State) GaiaAnimals() []string {
	if s.zero() {
		return nil
	}
	return s.d.animalNames(s.d.AK.Gaia[:s.d.AK.NGaia])
}

// AnimalStored returns what lies stored on p's k-th kept Animal card;
// the zero Store for a player not in the game or a k not kept.
func (s State) AnimalStored(p Player, k int) Store {
	if !s.valid(p) || k < 0 || k >= int(s.d.get(p).Animal.Picked) {
		return Store{}
	}
	return s.d.get(p).Animal.Stored[k]
}

// GlobalStored returns what the Global Ability stored for p; the zero
// Store for a player not in the game.
func (s State) GlobalStored(p Player) Store {
	if !s.valid(p) {
		return Store{}
	}
	return s.d.get(p).Animal.GlobalStored
}

// IslandStored returns what the Animals' abilities placed on p's Island,
// to stay there; the zero Store for a player not in the game.
func (s State) IslandStored(p Player) Store {
	if !s.valid(p) {
		return Store{}
	}
	return s.d.get(p).Animal.Island
}

// LeavesDiscarded returns how many Leaves p discarded to activate their
// Animals (they never return); 0 for a player not in the game.
func (s State) LeavesDiscarded(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return int(s.d.get(p).Animal.Discarded)
}

// LeavesLeft returns how many of p's Leaves are neither on the Fauna
// board nor discarded; 0 for a player not in the game.
func (s State) LeavesLeft(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return Leaves - s.d.leavesUsed(p)
}

// Activating returns the player whose Animals are being activated and the
// Animal being resolved ("" while they choose which); false when no
// activation is being resolved.
func (s State) Activating() (Player, string, bool) {
	if s.zero() || !s.d.AK.Act.On {
		return NoPlayer, "", false
	}
	a := &s.d.AK.Act
	if a.Animal < 0 {
		return a.Who, "", true
	}
	return a.Who, s.d.animal(a.Animal).Name, true
}

// PlaysAnimals reports whether the game plays the Animal Kingdom
// expansion.
func (v View) PlaysAnimals() bool { return v.table().PlaysAnimals() }

// GaiaAnimals returns Gaia's Animals, as State.GaiaAnimals does.
func (v View) GaiaAnimals() []string { return v.table().GaiaAnimals() }

// AnimalStored returns what lies stored on p's k-th kept Animal card, as
// State.AnimalStored does.
func (v View) AnimalStored(p Player, k int) Store { return v.table().AnimalStored(p, k) }

// GlobalStored returns what the Global Ability stored for p.
func (v View) GlobalStored(p Player) Store { return v.table().GlobalStored(p) }

// IslandStored returns what lies on p's Island, as State.IslandStored
// does.
func (v View) IslandStored(p Player) Store { return v.table().IslandStored(p) }

// LeavesDiscarded returns how many Leaves p discarded.
func (v View) LeavesDiscarded(p Player) int { return v.table().LeavesDiscarded(p) }

// LeavesLeft returns how many Leaves p has still to place or discard.
func (v View) LeavesLeft(p Player) int { return v.table().LeavesLeft(p) }

// Activating returns the activation being resolved, as State.Activating
// does.
func (v View) Activating() (Player, string, bool) { return v.table().Activating() }

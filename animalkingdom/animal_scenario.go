package animalkingdom

import (
	"slices"
)

// The Animal Kingdom part of a Scenario. In YAML:
//
//	animals: true
//	global: Platypus
//	seats:
//	  - animals: [Highland Cow]
//	    discarded: 1
//	    claimed: [2]
//	    tableau:
//	      - {card: Japanese Maple, row: 0, col: 0, animeeples: [Highland Cow]}

// animalsOn reports whether the scenario plays the expansion.
func (sc Scenario) animalsOn() bool {
	if sc.Animals || sc.Global != "" {
		return true
	}
	for _, ss := range sc.Seats {
		if len(ss.Animals) > 0 {
			return true
		}
	}
	return false
}

// animals sets the expansion's part of the position: each player's
// Animals and Leaves, the Animeeples on the tableau, the Global Ability
// and Gaia's Animals, every Animal played once.
func (b *builder) animals(sc Scenario) {
	g := b.g
	if !g.animalsOn() {
		b.noAnimals(sc)
		return
	}
	used := map[animalName]bool{}
	for p := range sc.Seats {
		b.animalSeat(Player(p), &sc.Seats[p], used)
	}
	ak := &g.AK
	if ak.HasGlobal {
		ak.Global = b.animalOr("global", sc.Global, used, false)
	} else if sc.Global != "" {
		b.fail("global: no Global Ability is shown in solo")
	}
	var names []string
	if sc.Gaia != nil {
		names = sc.Gaia.Animals
	}
	if len(names) > 0 && len(names) != int(ak.NGaia) {
		b.fail("gaia animals: %d named, the %v game deals her %d", len(names), g.Config.Mode, ak.NGaia)
		return
	}
	for k := range int(ak.NGaia) {
		name := ""
		if k < len(names) {
			name = names[k]
		}
		ak.Gaia[k] = b.animalOr("gaia animals", name, used, true)
	}
}

// noAnimals fails on a seat's Animal Kingdom fields in a scenario
// without the expansion.
func (b *builder) noAnimals(sc Scenario) {
	if sc.Gaia != nil && (len(sc.Gaia.Animals) > 0 || len(sc.Gaia.Stored) > 0) {
		b.fail("gaia animals, stored: Gaia's Animals are for a game with the Animals (animals: true)")
	}
	for p, ss := range sc.Seats {
		if ss.Discarded != 0 || len(ss.Claimed) > 0 {
			b.fail("%v: Leaves discarded or claimed are for a game with the Animals (animals: true)", Player(p))
		}
		if len(ss.AnimalStored) > 0 || ss.GlobalStored != (Store{}) || ss.IslandStored != (Store{}) {
			b.fail("%v: pieces stored are for a game with the Animals (animals: true)", Player(p))
		}
		for _, t := range ss.Tableau {
			if len(t.Animeeples) > 0 {
				b.fail("%v tableau: %s: Animeeples are for a game with the Animals (animals: true)", Player(p), t.Card)
			}
			if t.Stored != (Store{}) {
				b.fail("%v tableau: %s: pieces stored are for a game with the Animals (animals: true)", Player(p), t.Card)
			}
		}
	}
}

// animalSeat sets player p's Animals, Leaves and Animeeples.
func (b *builder) animalSeat(p Player, ss *ScenarioSeat, used map[animalName]bool) {
	g := b.g
	where := p.String()
	a := &g.seat(p).Animal
	a.Offer, a.NOffer, a.Picked = [OfferedAnimals]animalName{noAnimal, noAnimal, noAnimal, noAnimal}, 0, 0
	a.Kept = [MaxAnimals]animalName{noAnimal, noAnimal}
	if kept := g.Config.Mode.AnimalsKept(); len(ss.Animals) != kept {
		b.fail("%s animals: %d named, the %v game keeps %d", where, len(ss.Animals), g.Config.Mode, kept)
		return
	}
	for _, n := range ss.Animals {
		i := b.animalOr(where+" animals", n, used, false)
		if i != noAnimal {
			a.Kept[a.Picked] = i
			a.Picked++
		}
	}
	b.leaves(p, ss)
	b.stored(p, ss)
	for c, t := range ss.Tableau {
		for _, n := range t.Animeeples {
			k := slices.Index(ss.Animals, n)
			if k < 0 || c >= len(g.get(p).Tab()) || !g.standAnimeeple(p, k, c) {
				b.fail("%s tableau: %s: no Animeeple of %q of the player's Animals can stand there", where, t.Card, n)
			}
		}
	}
}

// leaves sets p's Leaves discarded and placed on Fauna objectives.
func (b *builder) leaves(p Player, ss *ScenarioSeat) {
	g := b.g
	s := g.seat(p)
	if ss.Discarded < 0 || ss.Discarded+len(ss.Claimed) > Leaves {
		b.fail("%v leaves: %d discarded and %d claimed, of %d", p, ss.Discarded, len(ss.Claimed), Leaves)
		return
	}
	s.Animal.Discarded = uint8(ss.Discarded)
	if g.Config.Solo {
		g.AK.GaiaLeaves = s.Animal.Discarded
	}
	for _, f := range ss.Claimed {
		if f < 1 || f > FaunaCards || s.Claimed[f-1] || len(g.Fauna[f-1].Claims) >= MaxClaims {
			b.fail("%v claimed: Fauna %d: the objectives are 1 to %d, each claimed once", p, f, FaunaCards)
			continue
		}
		s.Claimed[f-1] = true
		slot := &g.board()[f-1]
		slot.Claims = append(slot.Claims, p)
	}
}

// animalOr returns the Animal named name, or for "" the first one not
// used (for Gaia, one she plays), and marks it used.
func (b *builder) animalOr(where, name string, used map[animalName]bool, gaia bool) animalName {
	cs := b.g.cs
	pick := func(i int) bool {
		an := &cs.animals[i]
		return !used[animalName(i)] && !an.Abundance && (!gaia || !an.SoloRedeal)
	}
	if name != "" && gaia {
		if i := cs.animalIndex(name); i >= 0 && cs.animals[i].SoloRedeal {
			b.fail("%s: Gaia does not use %s (the solo setup deals again)", where, name)
			return noAnimal
		}
	}
	for i := range cs.animals {
		if name == "" && pick(i) || name != "" && cs.animals[i].Name == name {
			if used[animalName(i)] || cs.animals[i].Abundance {
				b.fail("%s: %s is played twice, or not without Abundance", where, name)
				return noAnimal
			}
			used[animalName(i)] = true
			return animalName(i)
		}
	}
	b.fail("%s: no Animal named %q", where, name)
	return noAnimal
}

// settleAnimals forgets the activations the position's own claims owe:
// they were made before it.
func (b *builder) settleAnimals() {
	for p := range b.g.n() {
		b.g.seat(Player(p)).Animal.Owed = 0
	}
}

// stored sets what lies stored on p's Animal cards, for p by the Global
// Ability, on p's Island and on p's tableau cards.
func (b *builder) stored(p Player, ss *ScenarioSeat) {
	g := b.g
	a := &g.seat(p).Animal
	if len(ss.AnimalStored) > int(a.Picked) {
		b.fail("%v animal_stored: %d stores for %d Animals kept", p, len(ss.AnimalStored), a.Picked)
		return
	}
	all := append([]Store{ss.GlobalStored, ss.IslandStored}, ss.AnimalStored...)
	for _, t := range ss.Tableau {
		all = append(all, t.Stored)
	}
	for _, st := range all {
		if st.Soil < 0 || st.Sprouts < 0 || st.Growth < 0 {
			b.fail("%v: a store of negative pieces: %+v", p, st)
			return
		}
	}
	copy(a.Stored[:], ss.AnimalStored)
	a.GlobalStored, a.Island = ss.GlobalStored, ss.IslandStored
	for i, t := range ss.Tableau {
		if i < len(g.get(p).Tab()) {
			g.setStored(p, i, t.Stored)
		}
	}
}

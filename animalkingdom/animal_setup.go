package animalkingdom

import "fmt"

// dealAnimals prepares the expansion at New: the Animal deck shuffled
// (the Abundance Animals left out), the top card's Global Ability shown,
// and 4 Animals dealt to each player to keep 1 (2, advanced) of. In solo
// no Global Ability is shown, the player is dealt just the Animals they
// keep, and Gaia as many, dealt again in place of one she does not use.
func (g *data) dealAnimals() {
	pool := make([]animalName, 0, 64) // a set has at most 64 Animals (activation.Done): on the stack
	for i := range g.cs.animals {
		if !g.cs.animals[i].Abundance {
			pool = append(pool, animalName(i))
		}
	}
	g.RNG.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	kept := g.Config.Mode.AnimalsKept()
	ak := &g.AK
	ak.Global, ak.Gaia = noAnimal, [MaxAnimals]animalName{noAnimal, noAnimal}
	for p := range g.n() {
		a := &g.get(Player(p)).Animal
		a.Offer = [OfferedAnimals]animalName{noAnimal, noAnimal, noAnimal, noAnimal}
		a.Kept = [MaxAnimals]animalName{noAnimal, noAnimal}
	}
	if g.Config.Solo {
		a := &g.get(Player(0)).Animal
		copy(a.Kept[:], pool[:kept])
		a.Picked, pool = uint8(kept), pool[kept:]
		for ak.NGaia < uint8(kept) && len(pool) > 0 {
			if c := pool[0]; !g.cs.animals[c].SoloRedeal {
				ak.Gaia[ak.NGaia] = c
				ak.NGaia++
			}
			pool = pool[1:]
		}
		return
	}
	ak.Global, ak.HasGlobal, pool = pool[0], true, pool[1:]
	for p := range g.n() {
		a := &g.get(Player(p)).Animal
		copy(a.Offer[:], pool[:OfferedAnimals])
		a.NOffer, pool = OfferedAnimals, pool[OfferedAnimals:]
	}
}

// animalsNeeded is how many Animal cards a game deals.
func animalsNeeded(cfg Config) int {
	if cfg.Solo {
		return 2 * cfg.Mode.AnimalsKept()
	}
	return 1 + OfferedAnimals*cfg.Players
}

// checkAnimals says why cs cannot deal the Animals of cfg.
func (cs *CardSet) checkAnimals(cfg Config) error {
	if !cfg.Animals {
		return nil
	}
	n, gaia := 0, 0
	for i := range cs.animals {
		if !cs.animals[i].Abundance {
			n++
			if !cs.animals[i].SoloRedeal {
				gaia++
			}
		}
	}
	if n < animalsNeeded(cfg) || cfg.Solo && gaia < 2*cfg.Mode.AnimalsKept() {
		return fmt.Errorf("the card set has %d Animal cards (%d Gaia may use); %d players in the %v game need %d", n, gaia, cfg.Players, cfg.Mode, animalsNeeded(cfg))
	}
	return nil
}

// choosingAnimals reports whether p is still to keep an Animal.
func (g *data) choosingAnimals(p Player) bool {
	return g.Stage == stAnimals && int(g.get(p).Animal.Picked) < g.Config.Mode.AnimalsKept()
}

// keepAnimal keeps Animal i of p's offer.
func (g *game) keepAnimal(p Player, i animalName) {
	a := &g.seat(p).Animal
	a.Kept[a.Picked] = i
	a.Picked++
	for k := range a.NOffer {
		if a.Offer[k] == i {
			a.NOffer--
			a.Offer[k], a.Offer[a.NOffer] = a.Offer[a.NOffer], noAnimal
			break
		}
	}
	for p := range g.n() {
		if g.choosingAnimals(Player(p)) {
			return
		}
	}
	g.revealAnimals()
}

// revealAnimals ends the choice: the Animals kept are shown, those not
// kept go back to the box, and the first turn starts.
func (g *game) revealAnimals() {
	for p := range g.n() {
		a := &g.seat(Player(p)).Animal
		a.Offer, a.NOffer = [OfferedAnimals]animalName{noAnimal, noAnimal, noAnimal, noAnimal}, 0
		for _, k := range g.kept(Player(p)) {
			if g.log.On() {
				g.note(Event{Player: Player(p), Kind: EventAnimal, Card: g.animal(k).Name, Rule: "the Animals kept are revealed together"})
			}
		}
	}
	g.Stage = stAction
}

// animalOffer returns p's Animals to keep from (g's own memory).
func (g *data) animalOffer(p Player) []animalName {
	a := &g.get(p).Animal
	return a.Offer[:a.NOffer]
}

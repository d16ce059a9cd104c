package animalkingdom

import "fmt"

// checkAnimals checks the expansion's part of a position: nothing of it
// without Config.Animals; with it, Animals of the set not played twice,
// the choice consistent with the stage, Leaves within the 5, storage not
// negative, and an activation that names what it resolves.
func (g *data) checkAnimals() error {
	if !g.animalsOn() {
		for p := range g.n() {
			if g.get(Player(p)).Animal != (animalSeat{}) {
				return fmt.Errorf("animalkingdom: %v holds Animals in a game without the expansion", Player(p))
			}
		}
		if g.AK != (animalGame{}) {
			return fmt.Errorf("animalkingdom: Animals on the table in a game without the expansion")
		}
		return nil
	}
	seen := map[animalName]bool{}
	use := func(list []animalName, what string) error {
		for _, a := range list {
			if a < 0 || int(a) >= len(g.cs.animals) || g.animal(a).Abundance || seen[a] {
				return fmt.Errorf("animalkingdom: %s: Animal %d is not in the set, is not played, or is dealt twice", what, a)
			}
			seen[a] = true
		}
		return nil
	}
	ak := &g.AK
	if ak.HasGlobal == g.Config.Solo {
		return fmt.Errorf("animalkingdom: a Global Ability shown is for the game with several players")
	}
	if ak.HasGlobal {
		if err := use([]animalName{ak.Global}, "the Global Ability"); err != nil {
			return err
		}
	}
	if !ak.HasGlobal && ak.Global != noAnimal {
		return fmt.Errorf("animalkingdom: a Global Ability named in solo, where none is shown")
	}
	if int(ak.NGaia) > g.Config.Mode.AnimalsKept() || !g.Config.Solo && ak.NGaia > 0 {
		return fmt.Errorf("animalkingdom: Gaia holds %d Animals", ak.NGaia)
	}
	if err := g.checkGaiaLeaves(); err != nil {
		return err
	}
	if err := use(ak.Gaia[:ak.NGaia], "Gaia's Animal"); err != nil {
		return err
	}
	if !noneAfter(ak.Gaia[:], ak.NGaia) {
		return fmt.Errorf("animalkingdom: Gaia holds an Animal beyond her %d", ak.NGaia)
	}
	if err := g.checkGaiaAnimals(); err != nil {
		return err
	}
	for p := range g.n() {
		if err := g.checkAnimalSeat(Player(p), use); err != nil {
			return err
		}
	}
	return g.checkActivation()
}

// checkAnimalSeat checks p's Animals, Leaves and storage.
func (g *data) checkAnimalSeat(p Player, use func([]animalName, string) error) error {
	a := &g.get(p).Animal
	kept := g.Config.Mode.AnimalsKept()
	choosing := g.Stage == stSetup || g.Stage == stAnimals
	switch {
	case int(a.Picked) > kept || a.NOffer > OfferedAnimals:
		return fmt.Errorf("animalkingdom: %v kept %d Animals of %d offered", p, a.Picked, a.NOffer)
	case !choosing && (int(a.Picked) != kept || a.NOffer > 0):
		return fmt.Errorf("animalkingdom: %v keeps %d Animals (and %d offered) after the choice", p, a.Picked, a.NOffer)
	case choosing && !g.Config.Solo && int(a.NOffer)+int(a.Picked) != OfferedAnimals:
		return fmt.Errorf("animalkingdom: %v holds %d Animals offered and %d kept of the %d dealt", p, a.NOffer, a.Picked, OfferedAnimals)
	case g.leavesUsed(p) > Leaves || int(a.Owed) > Leaves:
		return fmt.Errorf("animalkingdom: %v used %d Leaves and is owed %d activations, of %d Leaves", p, g.leavesUsed(p), a.Owed, Leaves)
	}
	if err := use(a.Kept[:a.Picked], p.String()+"'s Animal"); err != nil {
		return err
	}
	if err := use(a.Offer[:a.NOffer], p.String()+"'s Animal offered"); err != nil {
		return err
	}
	if !noneAfter(a.Kept[:], a.Picked) || !noneAfter(a.Offer[:], a.NOffer) {
		return fmt.Errorf("animalkingdom: %v holds an Animal beyond the %d kept and %d offered", p, a.Picked, a.NOffer)
	}
	if err := g.checkAnimeeples(p); err != nil {
		return err
	}
	for _, st := range []Store{a.Stored[0], a.Stored[1], a.GlobalStored, a.Island} {
		if st.Soil < 0 || st.Sprouts < 0 || st.Growth < 0 {
			return fmt.Errorf("animalkingdom: %v stores a negative count", p)
		}
	}
	if g.Stage == stAnimals && g.depth() > 0 {
		return fmt.Errorf("animalkingdom: abilities being resolved while the Animals are chosen")
	}
	return nil
}

// checkActivation checks the activation being resolved.
func (g *data) checkActivation() error {
	a := &g.AK.Act
	if !a.On {
		if *a != (activation{}) {
			return fmt.Errorf("animalkingdom: an activation ended but not cleared")
		}
		return nil
	}
	bad := func(why string) error { return fmt.Errorf("animalkingdom: the activation of Animals: %s", why) }
	if a.Who < 0 || int(a.Who) >= g.n() {
		return bad("no such player")
	}
	n := len(g.get(a.Who).Tab())
	switch {
	case a.Phase > actOthers || a.Scope > scopeEveryone || int(a.Extra) > MaxPlayers*MaxAnimals || int(a.Other) > g.n():
		return bad("a phase, scope or count out of range")
	case a.Visited>>n != 0 || int(a.Cur) >= n || a.Cur < -1 || a.Moved > a.Max:
		return bad("a card out of the tableau, or more movements than allowed")
	case g.Stage == stSetup || g.Stage == stAnimals:
		return bad("during the setup")
	case int(a.Base) > g.depth() || a.Base > 0 && g.frames[a.Base-1].Who != a.Who:
		return bad("over abilities not being resolved, or over another player's")
	case (a.Phase == actPick) != (a.Animal == noAnimal):
		return bad("an Animal resolving when picking, or none when not")
	case a.Phase == actPick:
		return nil
	case a.Animal < 0 || int(a.Animal) >= len(g.cs.animals) || g.animal(a.Animal).Abundance:
		return bad("an Animal not in play")
	case a.Slot != g.slotOf(a.Who, a.Animal) || a.Done&(1<<a.Animal) != 0:
		return bad("an Animal not the player's, or activated twice")
	case a.Slot < 0 && !g.keptBySomeone(a.Animal):
		return bad("an Animal nobody keeps")
	case a.Slot >= 0 && g.animal(a.Animal).Animeeples == 1 && a.Cur != g.standsOn(a.Who, a.Slot):
		return bad("its Animeeple is not where the tableau has it")
	case a.Phase == actMove && a.Cur < 0:
		return bad("an Animeeple moving that is not placed")
	}
	return nil
}

// keptBySomeone reports whether a player keeps Animal i.
func (g *data) keptBySomeone(i animalName) bool {
	for p := range g.n() {
		if g.slotOf(Player(p), i) >= 0 {
			return true
		}
	}
	return false
}

// animalAbilities returns the abilities an expansion frame may name, and
// whether its Animal is in play.
func (g *data) animalAbilities(f *frame) ([]Ability, bool) {
	i := animalName(f.Index)
	if int(f.Index) < 0 || int(f.Index) >= len(g.cs.animals) || g.animal(i).Abundance {
		return nil, false
	}
	an := g.animal(i)
	if f.Src == FromGlobal {
		return an.global, g.AK.HasGlobal && g.AK.Global == i
	}
	return []Ability{an.each, an.after, an.others}, g.keptBySomeone(i) || f.Ab == 2 && f.Who == 0 && g.gaiaKeeps(i)
}

// checkGaiaAnimals checks the storage of Gaia's Animals and the "|" gains
// they still owe the player: only on her Animals, storage only on one
// with a storage area, no negative count, a gain owed only by one that
// gives it.
func (g *data) checkGaiaAnimals() error {
	ak := &g.AK
	if ak.GaiaOffer>>ak.NGaia != 0 {
		return fmt.Errorf("animalkingdom: Gaia's Animals owe the player %#b, of %d Animals", ak.GaiaOffer, ak.NGaia)
	}
	for k, st := range ak.GaiaStored {
		switch {
		case st.Soil < 0 || st.Sprouts < 0 || st.Growth < 0:
			return fmt.Errorf("animalkingdom: Gaia's Animal %d stores a negative count", k)
		case k >= int(ak.NGaia) || !g.animal(ak.Gaia[k]).HasStorage():
			if st != (Store{}) {
				return fmt.Errorf("animalkingdom: Gaia's Animal %d stores pieces without a storage area", k)
			}
		}
	}
	for k := range int(ak.NGaia) {
		if ak.GaiaOffer&(1<<k) != 0 && len(g.animal(ak.Gaia[k]).others.Gain) == 0 {
			return fmt.Errorf("animalkingdom: Gaia's %s owes the player a gain it does not give", g.animal(ak.Gaia[k]).Name)
		}
	}
	return nil
}

// noneAfter reports whether every place of list from n on holds no
// Animal.
func noneAfter(list []animalName, n uint8) bool {
	for _, a := range list[min(int(n), len(list)):] {
		if a != noAnimal {
			return false
		}
	}
	return true
}

// checkAnimeeples checks the Animeeples in p's tableau: only of an
// Animal p keeps, and no more of it than the card gives.
func (g *data) checkAnimeeples(p Player) error {
	a := &g.get(p).Animal
	for k := range MaxAnimals {
		n := countAnimeeples(g.get(p).Tab(), k)
		switch {
		case n > 0 && k >= int(a.Picked):
			return fmt.Errorf("animalkingdom: %v has an Animeeple of Animal %d, which they do not keep", p, k+1)
		case n > 0 && n > g.animal(a.Kept[k]).Animeeples:
			an := g.animal(a.Kept[k])
			return fmt.Errorf("animalkingdom: %v's %s has %d Animeeples in the tableau: the card has %d", p, an.Name, n, an.Animeeples)
		}
	}
	return nil
}

// checkGaiaLeaves checks the Leaves on Gaia's board: in solo, each Leaf
// the player discarded, and none in a game without Gaia.
func (g *data) checkGaiaLeaves() error {
	ak := &g.AK
	switch {
	case !g.Config.Solo && ak.GaiaLeaves != 0:
		return fmt.Errorf("animalkingdom: %d Leaves on Gaia's board in a game without Gaia", ak.GaiaLeaves)
	case g.Config.Solo && ak.GaiaLeaves != g.get(0).Animal.Discarded:
		return fmt.Errorf("animalkingdom: %d Leaves on Gaia's board, and the player discarded %d: each Leaf discarded goes there", ak.GaiaLeaves, g.get(0).Animal.Discarded)
	}
	return nil
}

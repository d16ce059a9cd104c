package animalkingdom

import (
	"fmt"
	"slices"
	"strconv"
)

// KeepAnimalMove keeps Animal i of those p was dealt: i is the Animal's
// index in the card set, CardSet.AnimalIndex of its name.
func KeepAnimalMove(p Player, i int) Move { return Move{Player: p, Kind: KeepAnimal, Animal: int8(i)} }

// DiscardLeafMove discards one of p's Leaves to activate their Animals.
func DiscardLeafMove(p Player) Move { return Move{Player: p, Kind: DiscardLeaf} }

// ActivateMove activates Animal i next: i is the Animal's index in the
// card set, CardSet.AnimalIndex of its name.
func ActivateMove(p Player, i int) Move { return Move{Player: p, Kind: Activate, Animal: int8(i)} }

// AnimeepleToMove places the Animal's Animeeple on, or moves it to, the
// tableau card at row, col (relative to the first card planted).
func AnimeepleToMove(p Player, row, col int) Move {
	return Move{Player: p, Kind: AnimeepleTo, Row: int8(row), Col: int8(col)}
}

// GlobalOptionMove resolves option o (from 0) of the Global Ability.
func GlobalOptionMove(p Player, o int) Move {
	return Move{Player: p, Kind: GlobalOption, Option: uint8(o)}
}

// ChooseAmountMove takes n of an "up to" amount (from 0).
func ChooseAmountMove(p Player, n int) Move {
	return Move{Player: p, Kind: ChooseAmount, Count: int8(n)}
}

// StoreFromCardMove stores a piece taken off the tableau card at row, col.
func StoreFromCardMove(p Player, row, col int) Move {
	return Move{Player: p, Kind: StoreFromCard, Row: int8(row), Col: int8(col)}
}

// animalString writes the notation of the expansion's moves.
func (m Move) animalString(cs *CardSet, p string) (string, bool) {
	switch m.Kind {
	case KeepAnimal:
		return p + "animal " + cs.animalName(int(m.Animal)), true
	case DiscardLeaf:
		return p + "leaf", true
	case Activate:
		return p + "activate " + cs.animalName(int(m.Animal)), true
	case AnimeepleTo:
		return fmt.Sprintf("%sanimeeple @%d,%d", p, m.Row, m.Col), true
	case GlobalOption:
		return fmt.Sprintf("%sglobal %d", p, int(m.Option)+1), true
	case ChooseAmount:
		return fmt.Sprintf("%samount %d", p, m.Count), true
	case StoreFromCard:
		return fmt.Sprintf("%sstore @%d,%d", p, m.Row, m.Col), true
	}
	return "", false
}

// parseAnimalMove reads the notation of the expansion's moves; it reports
// false for a verb that is none of them.
func parseAnimalMove(cs *CardSet, m Move, verb, arg string) (Move, bool, error) {
	bad := func(why string) (Move, bool, error) {
		return Move{}, true, fmt.Errorf("animalkingdom: move %q: %s", verb+" "+arg, why)
	}
	switch verb {
	case "animal", "activate":
		i := cs.animalIndex(arg)
		if i < 0 {
			return bad(fmt.Sprintf("no Animal named %q", arg))
		}
		m.Kind, m.Animal = map[string]MoveKind{"animal": KeepAnimal, "activate": Activate}[verb], int8(i)
	case "leaf":
		if arg != "" {
			return bad("nothing may follow leaf")
		}
		m.Kind = DiscardLeaf
	case "animeeple", "store":
		var r, c int
		if n, err := fmt.Sscanf(arg, "@%d,%d", &r, &c); n != 2 || err != nil || fmt.Sprintf("@%d,%d", r, c) != arg || r < -9 || r > 9 || c < -9 || c > 9 {
			return bad("expected \"" + verb + " @row,col\"")
		}
		m.Kind, m.Row, m.Col = map[string]MoveKind{"animeeple": AnimeepleTo, "store": StoreFromCard}[verb], int8(r), int8(c)
	case "global", "amount":
		k, err := strconv.Atoi(arg)
		if err != nil || strconv.Itoa(k) != arg || k < 0 || k > 99 || verb == "global" && k < 1 {
			return bad("expected \"global 1\" or \"amount 2\"")
		}
		if verb == "global" {
			m.Kind, m.Option = GlobalOption, uint8(k-1)
		} else {
			m.Kind, m.Count = ChooseAmount, int8(k)
		}
	default:
		return Move{}, false, nil
	}
	return m, true, nil
}

// mayMove reports whether p is to decide now: the player to move, or,
// while the players keep their Animals, any who has still to.
func (g *data) mayMove(p Player) bool {
	if g.Stage == stAnimals && g.depth() == 0 {
		return p >= 0 && int(p) < g.n() && g.choosingAnimals(p)
	}
	return p == g.toMove()
}

// animalToMove is who decides in the expansion's steps, or NoPlayer.
func (g *data) animalToMove() Player {
	switch {
	case g.AK.Act.On:
		return g.AK.Act.Who
	case g.Stage == stAnimals:
		for p := range g.n() {
			if g.choosingAnimals(Player(p)) {
				return Player(p)
			}
		}
	case g.Stage == stGlobal:
		return Player(g.K)
	}
	return NoPlayer
}

// animalLegal appends p's moves in the expansion's steps.
func (g *data) animalLegal(buf []Move, p Player) []Move {
	a := &g.AK.Act
	switch {
	case a.On && a.Phase == actPick:
		buf = appendMove(buf, p, Skip)
		g.eachPickable(a, func(i animalName) bool {
			buf = append(buf, Move{Player: p, Kind: Activate, Animal: int8(i)})
			return true
		})
	case a.On:
		var mask uint16
		if a.Phase == actPlace {
			mask = g.placeMask(a)
		} else {
			mask = g.moveMask(a)
		}
		if g.mayStop(a) {
			buf = appendMove(buf, p, Stop)
		}
		tab := g.get(p).Tab()
		for rest := mask; rest != 0; rest &= rest - 1 {
			t := tab[trailing(rest)]
			buf = appendMove(buf, p, AnimeepleTo)
			m := &buf[len(buf)-1]
			m.Row, m.Col = t.Row, t.Col
		}
	case g.Stage == stAnimals:
		for _, i := range g.animalOffer(p) {
			buf = appendMove(buf, p, KeepAnimal)
			buf[len(buf)-1].Animal = int8(i)
		}
		return buf
	case g.Stage == stGlobal:
		buf = appendMove(buf, p, Skip)
		for o := range g.animal(g.AK.Global).global {
			if g.globalUsable(p, o) {
				buf = appendMove(buf, p, GlobalOption)
				buf[len(buf)-1].Option = uint8(o)
			}
		}
	}
	return g.anyTimeMoves(buf, p, 0)
}

// animalDo plays a move of the expansion's steps; it reports false for
// a move of the base game's.
func (g *game) animalDo(m Move) bool {
	p := m.Player
	a := &g.AK.Act
	switch {
	case m.Kind == KeepAnimal:
		g.keepAnimal(p, animalName(m.Animal))
	case m.Kind == DiscardLeaf:
		g.discardLeaf(p)
	case m.Kind == Activate:
		g.pick(animalName(m.Animal))
	case m.Kind == AnimeepleTo:
		g.animeepleTo(int8(at(g.get(p).Tab(), int(m.Row), int(m.Col))))
	case m.Kind == GlobalOption:
		g.globalOption(p, int(m.Option))
	case g.depth() > g.floor() || g.placing():
		return false
	case a.On && m.Kind == Skip:
		g.skipPick()
	case a.On && m.Kind == Stop:
		g.stopAnimal()
	case g.Stage == stGlobal && m.Kind == Skip:
		g.K++
	default:
		return false
	}
	return true
}

// discardLeaf discards one of p's Leaves: it never returns, and p's
// Animals may activate at once (the LeafDiscard ruling), also over an
// ability p is asked to use or skip, which waits for the activation to
// end; while p pays for an ability, or an activation of Animals is under
// way, the activation is owed until that ends (as a claim's is). In solo
// the Leaf goes on Gaia's board.
func (g *game) discardLeaf(p Player) {
	s := g.seat(p)
	s.Animal.Discarded++
	if g.Config.Solo {
		g.AK.GaiaLeaves++
	}
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventLeaf, N: g.leavesUsed(p), Rule: "a Leaf discarded never returns, and activates its owner's Animals"})
	}
	g.useLeaf(p)
	if !g.AK.Act.On && g.depth() > 0 && g.top().Wait == wUse {
		s.Animal.Owed--
		g.AK.Act = activation{On: true, Who: p, Leaf: true, Animal: noAnimal, Slot: -1, Cur: -1, Base: uint8(g.depth())}
	}
}

// canDiscardLeaf reports whether p may discard a Leaf now, at one of
// their decisions where events may be played (see anyTimeMoves): p keeps
// Animals and has a Leaf left, after the choice of the Animals.
func (g *data) canDiscardLeaf(p Player) bool {
	return g.animalsOn() && g.get(p).Animal.Picked > 0 && g.leafLeft(p) && !g.placing() &&
		g.Stage != stSetup && g.Stage != stAnimals && g.Stage != stOver
}

// leafMayPay reports whether p, asked about an ability they cannot pay,
// may discard a Leaf at once to activate an Animal of theirs first (see
// discardLeaf): not while an activation of Animals is under way.
func (g *game) leafMayPay(p Player) bool {
	if g.AK.Act.On || !g.canDiscardLeaf(p) {
		return false
	}
	a := activation{On: true, Who: p, Leaf: true, Animal: noAnimal, Slot: -1, Cur: -1}
	return g.anyPickable(&a)
}

// eachPickable calls f with each Animal activation a may activate now,
// until f returns false: those an ability activates (Scope: the
// player's own, another player's or anyone's), else, for a Leaf, the
// player's own; each at most once, and only one whose ability can be
// used. Another player's Animal is borrowed: it may be one without a
// storage area that activates no Animal.
func (g *data) eachPickable(a *activation, f func(animalName) bool) {
	for k := range g.n() {
		q := Player((int(a.Who) + k) % g.n())
		if !a.picksFrom(q) {
			continue
		}
		for _, i := range g.kept(q) {
			if g.mayPick(a, q, i) && g.usable(a, i) && !f(i) {
				return
			}
		}
	}
}

// anyPickable reports whether activation a may activate some Animal now:
// eachPickable stopped at the first, the others' abilities not tried.
func (g *data) anyPickable(a *activation) bool {
	found := false
	g.eachPickable(a, func(animalName) bool { found = true; return false })
	return found
}

// pickable reports whether activation a may activate Animal i now: the
// Animal eachPickable would offer, found without trying the others.
func (g *data) pickable(a *activation, i animalName) bool {
	for k := range g.n() {
		q := Player((int(a.Who) + k) % g.n())
		if a.picksFrom(q) && slices.Contains(g.kept(q), i) && g.mayPick(a, q, i) {
			return g.usable(a, i) // the same whoever keeps it
		}
	}
	return false
}

// picksFrom reports whether activation a activates the Animals of
// player q: those an ability activates (Scope), else, for a Leaf, the
// player's own.
func (a *activation) picksFrom(q Player) bool {
	own := q == a.Who
	if a.Extra > 0 {
		return !(a.Scope == scopeOwn && !own || a.Scope == scopeOthers && own)
	}
	return a.Leaf && own
}

// mayPick reports whether activation a may activate Animal i, kept by
// q, its ability aside: one not activated yet, and another player's
// only without a storage area and activating no Animal.
func (g *data) mayPick(a *activation, q Player, i animalName) bool {
	return a.Done&(1<<i) == 0 && (q == a.Who || !g.animal(i).HasStorage() && !g.animal(i).activates)
}

// quickAnimalLegal is quickLegal in the expansion's steps, as
// animalLegal lists the moves: skipping, an Animal activated, stopping,
// an Animeeple's card, an Animal kept, a Global option, converting and
// a Leaf discarded. known is false for an event played, which check finds
// among the legal moves.
func (g *data) quickAnimalLegal(m Move) (legal, known bool) {
	p, a := m.Player, &g.AK.Act
	c := m
	switch {
	case a.On && a.Phase == actPick && m.Kind == Skip:
		return !m.strays(), true
	case a.On && a.Phase == actPick && m.Kind == Activate:
		c.Animal = 0
		return !c.strays() && g.pickable(a, animalName(m.Animal)), true
	case a.On && a.Phase != actPick && m.Kind == Stop:
		return !m.strays() && g.mayStop(a), true
	case a.On && a.Phase != actPick && m.Kind == AnimeepleTo:
		c.Row, c.Col = 0, 0
		return !c.strays() && g.animeepleMay(a, p, m), true
	case a.On:
	case g.Stage == stAnimals:
		c.Animal = 0
		return m.Kind == KeepAnimal && !c.strays() && slices.Contains(g.animalOffer(p), animalName(m.Animal)), true
	case g.Stage == stGlobal && m.Kind == Skip:
		return !m.strays(), true
	case g.Stage == stGlobal && m.Kind == GlobalOption:
		c.Option = 0
		return !c.strays() && int(m.Option) < len(g.animal(g.AK.Global).global) && g.globalUsable(p, int(m.Option)), true
	}
	switch m.Kind {
	case PlayEvent:
		return false, false
	case Convert:
		return !m.strays() && g.pieces(p, Sprout) >= ConvertSprouts, true
	case DiscardLeaf:
		return !m.strays() && g.canDiscardLeaf(p), true
	}
	return false, true // a move of another decision
}

// animeepleMay reports whether the Animeeple of activation a may be
// placed, or move, on the card of p's tableau at m's row and column.
func (g *data) animeepleMay(a *activation, p Player, m Move) bool {
	i := at(g.get(p).Tab(), int(m.Row), int(m.Col))
	if i < 0 {
		return false
	}
	var mask uint16
	if a.Phase == actPlace {
		mask = g.placeMask(a)
	} else {
		mask = g.moveMask(a)
	}
	return mask>>i&1 != 0
}

// usable reports whether activation a's player could use Animal i now:
// its Animeeple can be placed, or move, as its ability requires, and an
// ability that only activates Animals finds one to activate.
func (g *data) usable(a *activation, i animalName) bool {
	t := *a
	g.setUp(&t, i)
	an := g.animal(i)
	switch t.Phase {
	case actPlace:
		if g.placeMask(&t) == 0 && (an.move.Kind != noMove || g.animeeplesIn(t.Who, t.Slot) == 0) {
			return false
		}
	case actMove:
		if g.moveMask(&t) == 0 {
			return false
		}
	}
	st, only := onlyActivates(an)
	if !only {
		return true
	}
	if t.Extra > 0 {
		t.Extra-- // as pick does
	}
	t.Done |= 1 << i
	return g.canActivate(t, st.N, st.Scope)
}

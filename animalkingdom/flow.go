package animalkingdom

import "math/bits"

// advance runs the game on after a move until a player must decide or
// the game ends. It repeats, in this order:
//
//  1. run: the abilities being resolved resolve, until one waits for a
//     decision or sprouts or growth wait to be placed (then 4).
//  2. With nothing being resolved, at the end of a turn and, with the
//     Animals, before every automatic step, the Fauna objectives are
//     checked (claimFauna): at the end of a turn, so that all of the
//     turn's claims are made before they take their positions
//     (endTurn); with the Animals, so that the activation of Animals a
//     claim owes comes at once. Then 5 when a player is to choose what
//     their last Leaves claim, or, with the Animals, when an activation
//     of Animals is owed or under way.
//  3. step: one automatic stage passes; then 1, or 4 at a decision.
//  4. The Fauna objectives are checked, where the game stopped.
//  5. With the Animals, the activation of Animals owed or under way goes
//     on (animalTurn); then 1 if it did anything. Otherwise advance
//     returns.
//
// Checking at those points is as good as after every step: what a move
// resolves by itself only adds to what a player has (costs are paid by
// decisions), and the positions of a turn's claims are fixed at its end
// by seat order (those of the Global Ability's, between two turns, at
// once).
func (g *game) advance() {
	for {
		g.run() // 1
		if g.depth() == 0 && !g.placing() {
			if g.animalsOn() || g.Stage == stEndTurn {
				g.claimFauna() // 2
				if g.choosingLeaf() || g.animalsOn() && (g.AK.Act.On || g.owes()) {
					goto animals
				}
			}
			if g.step() { // 3
				continue
			}
		}
		g.claimFauna() // 4
	animals:
		if !g.animalsOn() || !g.animalTurn() { // 5
			return
		}
	}
}

// step passes one automatic stage; it reports false at a decision.
func (g *game) step() bool {
	switch g.Stage {
	case stSetup:
		return g.setupStep()
	case stBenefit:
		g.benefit()
	case stPlant:
		p := g.order(g.K)
		if g.Planted < g.plantLimit(p) && len(g.get(p).Tab()) < TableauCards {
			return false
		}
		g.afterPlanting(p)
	case stActivate:
		g.activate()
	case stEndTurn:
		g.endTurn()
	case stGlobal:
		if g.K < g.n() {
			return false
		}
		g.passTurn()
	case stFinal:
		for k := range g.n() {
			s := g.get(Player(k))
			if !s.Done { // read only
				g.K = k
				return false
			}
		}
		g.Stage = stOver
		g.recordWinners()
		if g.log.On() {
			g.note(Event{Player: NoPlayer, Kind: EventEnd, Rule: "scoring"})
		}
		return false
	default:
		return false
	}
	return true
}

// setupStep moves on once the current player has chosen every side and
// resolved the Island's setup; it reports false while they must choose.
func (g *game) setupStep() bool {
	if g.K >= g.n() {
		g.Stage, g.K, g.Active, g.Turn = stAction, 0, 0, 1
		if g.animalsOn() && !g.Config.Solo {
			g.Stage = stAnimals // the players keep their Animals, then the first turn
		}
		return false
	}
	s := g.seat(Player(g.K))
	if s.Island < 0 || s.Climate < 0 || len(s.offer().Eco) > 0 && s.Eco < 0 {
		return false
	}
	if !s.Done {
		s.Done = true
		g.push(frame{Who: Player(g.K), Src: FromIsland, Ab: 0, Self: -1}, false)
		return true
	}
	s.Done = false
	g.K++
	return true
}

// plantLimit is how many cards p may plant in this Plant action.
func (g *data) plantLimit(p Player) int {
	if p == g.Active {
		return 2
	}
	return 1
}

// benefit gives the k-th player their benefit: the major one to the
// active player, a choice of the minor one (or planting) to the others.
func (g *game) benefit() {
	p := g.order(g.K)
	switch {
	case g.Action == Green:
		g.Planted, g.Stage = 0, stPlant
		return
	case p != g.Active:
		g.Stage = stMinor
		return
	case g.Action == Red:
		g.gainSoil(p, 5)
		g.compostDeck(p, 2)
	case g.Action == Blue:
		g.place(p, Sprout, 6, allCards(TableauCards), false)
		g.gainSoil(p, 2)
	case g.Action == Yellow:
		g.draw(p, 4)
		g.place(p, Growth, 2, allCards(TableauCards), false)
	}
	g.Stage, g.ActIdx = stActivate, 0
}

// minor takes option o of the minor benefit for p.
func (g *game) minor(p Player, o uint8) {
	switch minorNames[o] {
	case "soil":
		g.gainSoil(p, 2)
	case "compost":
		g.compostDeck(p, 2)
	case "sprouts":
		g.place(p, Sprout, 2, allCards(TableauCards), false)
	case "draw":
		g.draw(p, 2)
	case "growth":
		g.place(p, Growth, 2, allCards(TableauCards), false)
	}
	g.Stage, g.ActIdx = stActivate, 0
}

// afterPlanting draws after planting: the active player draws 4 and keeps
// 1, the others draw 1; then the next player plants, or, once all have,
// activation begins.
func (g *game) afterPlanting(p Player) {
	if p == g.Active && g.Drawn.n == 0 {
		for range plantDraw {
			if c, ok := g.drawOne(); ok {
				g.Drawn.add(c)
			}
		}
		if g.Drawn.n > 0 {
			g.Stage = stKeep
			return
		}
	}
	if p != g.Active {
		g.draw(p, 1)
	}
	g.nextPlanter()
}

// nextPlanter moves on to the next player's planting, or to activation.
func (g *game) nextPlanter() {
	g.K++
	g.Stage = stBenefit
	if g.K == g.n() {
		g.K, g.ActIdx, g.Stage = 0, 0, stActivate
	}
}

// activate resolves the next of the k-th player's abilities of the turn's
// colour, in activation order: Island, Climate, then the tableau row by
// row from the top, left to right.
func (g *game) activate() {
	p := g.order(g.K)
	if !g.OrderSet {
		g.OrderSet, g.TabFirst = true, false
		if g.answers(p, true) && g.answers(p, false) {
			g.Stage = stOrder
			return
		}
	}
	if f, ok := g.nextActivation(p); ok {
		f.Active = p == g.Active
		g.push(f, true)
		return
	}
	g.K++
	g.ActIdx, g.OrderSet, g.TabFirst = 0, false, false
	switch {
	case g.K == g.n():
		g.Stage = stEndTurn
	case g.Action == Green:
		g.Stage = stActivate
	default:
		g.Stage = stBenefit
	}
}

// nextActivation finds p's next ability answering the turn's action (see
// answersFor), in the order abilities lists them, from the ActIdx-th on,
// and moves ActIdx past it. The Island's and Climate's come first, or
// after the tableau's when the player chose the tableau first.
func (g *data) nextActivation(p Player) (frame, bool) {
	island, climate := g.boardAbilities(p)
	if board := len(island) + len(climate); !g.TabFirst {
		if f, ok := g.boardActivation(p, island, climate, 0); ok {
			return f, true
		}
		return g.tabActivation(p, board)
	}
	if f, ok := g.tabActivation(p, 0); ok {
		return f, true
	}
	return g.boardActivation(p, island, climate, g.get(p).abilityCount())
}

// boardActivation is nextActivation among the abilities of p's Island and
// Climate, the first of them start-th in the order.
func (g *data) boardActivation(p Player, island, climate []Ability, start int) (frame, bool) {
	active := p == g.Active
	for k := max(g.ActIdx-start, 0); k < len(island)+len(climate); k++ {
		src, abs, i := FromIsland, island, k
		if k >= len(island) {
			src, abs, i = FromClimate, climate, k-len(island)
		}
		if g.answersFor(&abs[i], active) {
			g.ActIdx = start + k + 1
			return frame{Who: p, Src: src, Ab: int16(i), Self: -1}, true
		}
	}
	return frame{}, false
}

// tabActivation is nextActivation among the abilities of p's tableau, the
// first of them start-th in the order: the first answering ability from
// the cursor on, read from the tableau's bits (see tableau.answering).
func (g *data) tabActivation(p Player, start int) (frame, bool) {
	s := g.get(p)
	m := s.tabs.answering(g.Action, p == g.Active)
	if from := g.ActIdx - start; from >= 32 {
		m = 0
	} else if from > 0 {
		m &^= 1<<from - 1
	}
	if m == 0 {
		return frame{}, false
	}
	j := bits.TrailingZeros32(m)
	g.ActIdx = start + j + 1
	i, k := int16(s.tabs.ab[j]>>1), int16(s.tabs.ab[j]&1)
	return frame{Who: p, Src: FromTableau, Index: i, Ab: k, Self: i}, true
}

// answersFor reports whether ability a activates on the turn's action
// for its owner, who chose the action (active) or not: an activated
// ability of the action's colour (or multicolour), and one marked "only
// if you chose this action" (IfActive) only for the active player; for
// anyone else it does not activate at all.
func (g *data) answersFor(a *Ability, active bool) bool {
	return a.Kind == Activated && a.Colour.Answers(g.Action) && (active || !a.IfActive)
}

// answers reports whether p has an ability answering the turn's action
// on the Island or Climate (board) or in the tableau.
func (g *data) answers(p Player, board bool) bool {
	active := p == g.Active
	if !board {
		return g.get(p).tabs.answering(g.Action, active) != 0
	}
	island, climate := g.boardAbilities(p)
	for _, abs := range [2][]Ability{island, climate} {
		for k := range abs {
			if g.answersFor(&abs[k], active) {
				return true
			}
		}
	}
	return false
}

// abilities appends p's abilities in activation order, as abilityAt
// finds them one by one.
func (g *data) abilities(p Player, buf []frame) []frame {
	s := g.get(p)
	board := func() {
		if s.Island >= 0 {
			for k := range g.cs.islands[s.Island].Abilities {
				buf = append(buf, frame{Who: p, Src: FromIsland, Ab: int16(k), Self: -1})
			}
		}
		if s.Climate >= 0 {
			for k := range g.cs.climates[s.Climate].Abilities {
				buf = append(buf, frame{Who: p, Src: FromClimate, Ab: int16(k), Self: -1})
			}
		}
	}
	if !g.TabFirst {
		board()
	}
	for _, i := range s.activation() {
		for k := range g.info(s.Tab()[i].Card).Abilities {
			buf = append(buf, frame{Who: p, Src: FromTableau, Index: int16(i), Ab: int16(k), Self: int16(i)})
		}
	}
	if g.TabFirst {
		board()
	}
	return buf
}

// endTurn places the turn's Fauna claims, then passes the turn on, or
// opens the last window once the last round is over.
func (g *game) endTurn() {
	g.placeClaims()
	if g.Config.Solo {
		g.endSoloTurn()
		return
	}
	for i := range g.n() {
		if g.get(Player(i)).JustPlanted != 0 {
			g.seat(Player(i)).JustPlanted = 0
		}
		g.Stats[i] = turnCounts{}
	}
	next := Player((int(g.Active) + 1) % g.n())
	if next == 0 && !g.Last && g.AK.HasGlobal {
		g.Stage, g.K, g.Action = stGlobal, 0, NoColour // the Global Ability, then passTurn
		return
	}
	g.passTurn()
}

// passTurn passes the turn to the next player, or opens the last window
// once the last round is over.
func (g *game) passTurn() {
	next := Player((int(g.Active) + 1) % g.n())
	if next == 0 {
		g.Last = g.Last || !g.RoundPlanted && len(g.Deck) == 0 && len(g.Discard) == 0 // the Stalemate ruling
		g.RoundPlanted = false
	}
	if g.Last && next == 0 {
		g.Stage, g.K, g.Action = stFinal, 0, NoColour
		return
	}
	g.Active, g.Stage, g.K, g.Action = next, stAction, 0, NoColour
	g.Turn = addCount(g.Turn, 1)
}

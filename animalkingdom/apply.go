package animalkingdom

import (
	"slices"

	"github.com/rulebox/rulebox/internal/engine"
)

// Apply plays m and returns the new state; s is left as it was. An illegal
// move is refused with a *RuleError (errors.Is(err, ErrIllegalMove)) that
// names the rule, and the state returned is s.
//
// The move is played in place on s, the receiver, the method's own copy
// of the caller's State: Apply is small enough to be inlined, so that a
// caller's s, err = s.Apply(m) copies the State into the receiver and back
// and no more (a call copies it into the receiver, into the result, and
// from the result into the caller's place).
func (s State) Apply(m Move) (State, error) {
	err := s.apply(m)
	return s, err
}

// apply plays m on s, or refuses it, leaving s as it was.
func (s *State) apply(m Move) error {
	if err := s.d.checkFor(m, s.movers); err != nil {
		return err
	}
	s.d.play(m, engine.Log[Event]{})
	s.mark()
	return nil
}

// ApplyEvents is Apply that also reports what happened, in order.
func (s State) ApplyEvents(m Move) (next State, ev []Event, err error) {
	next = s
	if err := next.d.checkFor(m, s.movers); err != nil {
		return next, nil, err
	}
	next.d.play(m, engine.NewLog(&ev))
	next.mark()
	return next, ev, nil
}

// check refuses a move that is not among the mover's legal moves, saying
// which rule it breaks.
func (g *data) check(m Move) error { return g.checkFor(m, g.moverSet()) }

// checkFor is check, movers being the players to decide now (see
// moverSet): a State's Apply reads them from what mark kept, rather than
// working them out again.
func (g *data) checkFor(m Move, movers uint8) error {
	switch {
	case g.np == 0:
		return engine.Illegal(g.named(m), "setup", "the state was not made by New")
	case g.Stage == stOver:
		return engine.Illegal(g.named(m), "end", "the game is over")
	case !isMover(movers, m.Player):
		return engine.Illegal(g.named(m), "turn", "%v is to move, not %v", g.toMove(), m.Player)
	}
	planting := g.depth() == 0 && g.Stage == stPlant && !g.placing() && !g.AK.Act.On && !g.choosingLeaf()
	if m.Kind == Plant && planting || m.Kind == PlacePiece && g.placing() && !g.choosingLeaf() {
		if m.Kind == Plant && g.canPlant(m) || m.Kind == PlacePiece && g.canPlacePiece(m) {
			return nil
		}
		return engine.Illegal(g.named(m), ruleOf(g, m), "not a legal move now")
	}
	if legal, known := g.quickLegal(m); known {
		if legal {
			return nil
		}
		return engine.Illegal(g.named(m), ruleOf(g, m), "not a legal move now")
	}
	if g.listed(m, planting) {
		return nil
	}
	return engine.Illegal(g.named(m), ruleOf(g, m), "not a legal move now")
}

// listed reports whether m is among its player's legal moves, listing
// them (at a planting decision, only the moves of any time: checkFor has
// checked the plantings).
func (g *data) listed(m Move, planting bool) bool {
	var buf [64]Move // room for every decision's moves but planting's
	legal := buf[:0]
	if planting {
		legal = g.anyTimeMoves(legal, m.Player, 0)
	} else {
		legal = g.legal(legal, m.Player)
	}
	return slices.Contains(legal, m)
}

// quickLegal reports, for the commonest decisions, whether m (of a
// player to move) is legal, read from the position as appendLegal lists
// the moves of its kind: stopping a placement, using or skipping the
// ability being resolved when it waits for that, composting a hand card
// for it, the action, the drawn card kept, a minor benefit's option, the
// order of an activation, stopping a planting, passing in the last
// window, playing an event or converting sprouts (anyTimeLegal), and the
// expansion's decisions (quickAnimalLegal).
// known is false for the other moves, which check finds among the legal
// moves.
func (g *data) quickLegal(m Move) (legal, known bool) {
	p := m.Player
	switch {
	case g.choosingLeaf():
		return false, false
	case g.placing():
		if m.Kind != Stop {
			return false, false
		}
		return !m.strays() && !g.Pend.Remove, true
	case g.depth() > g.floor():
		return g.quickFrameLegal(m)
	case g.AK.Act.On || g.Stage == stAnimals || g.Stage == stGlobal:
		return g.quickAnimalLegal(m)
	case g.Stage == stAction && m.Kind == ChooseAct:
		c := m
		c.Action = 0
		return !c.strays() && g.mayChoose(p, m.Action), true
	case g.Stage == stKeep && m.Kind == Keep:
		c := m
		c.Card = 0
		return !c.strays() && slices.Contains(g.Drawn.Cards(), m.Card), true
	case g.Stage == stMinor && m.Kind == Minor:
		c := m
		c.Option = 0
		o := minorOf(g.Action)
		return !c.strays() && (m.Option == o[0] || m.Option == o[1]), true
	case g.Stage == stOrder && m.Kind == Order:
		c := m
		c.TableauFirst = false
		return !c.strays(), true
	case g.Stage == stPlant && m.Kind == Stop, g.Stage == stFinal && m.Kind == Done:
		return !m.strays(), true
	case m.Kind == PlayEvent || m.Kind == Convert:
		return g.Stage != stSetup && g.anyTimeLegal(m, 0), true
	}
	return false, false
}

// quickFrameLegal is quickLegal at a decision of the ability being
// resolved, as frameMoves lists the moves: using or skipping it, and
// composting a hand card for it.
func (g *data) quickFrameLegal(m Move) (legal, known bool) {
	p, f := m.Player, g.top()
	switch {
	case f.Wait == wUse && m.Kind == Use:
		return !m.strays() && g.canPayAt(f, g.abilityOf(f)), true
	case f.Wait == wUse && m.Kind == Skip:
		return !m.strays(), true
	case (f.Wait == wHand || f.Wait == wSetupHand) && m.Kind == CompostCard:
		c := m
		c.Card = 0
		return !c.strays() && slices.Contains(g.get(p).Hand, m.Card), true
	case (f.Wait == wHand || f.Wait == wSetupHand) && m.Kind == Skip:
		return f.Wait == wHand && !f.Paying && !m.strays(), true
	case m.Kind == PlayEvent || m.Kind == Convert:
		// As frameMoves lists them: while the ability waits for its use,
		// or for hand cards to pay for it, those to pay kept.
		switch {
		case f.Wait == wUse:
			return g.anyTimeOpen() && g.anyTimeLegal(m, 0), true
		case f.Wait == wHand || f.Wait == wSetupHand:
			return f.Paying && g.anyTimeOpen() && g.anyTimeLegal(m, int(f.Left)), true
		}
		return false, true
	}
	return false, false
}

// ruleOf names the rule a refused move breaks.
func ruleOf(g *data, m Move) string {
	switch m.Kind {
	case Plant:
		return "planting: a card from hand, paid in full, touching the tableau within 4x4"
	case PlayEvent:
		return "events: an event from hand, its cost paid in full"
	case Convert:
		return "conversion: 3 sprouts for 2 soil"
	case ChooseAct:
		return "action: one of the four, not a forbidden one"
	case KeepAnimal:
		return "Animals: keep 1 (2 in the advanced game) of the Animals dealt to you, while the players choose"
	case DiscardLeaf:
		return "Leaves: a Leaf left, discarded by a player who keeps Animals, at a decision of theirs where an event may be played"
	case Activate:
		return "activation: an Animal whose ability can be used now, each at most once an activation"
	case AnimeepleTo:
		return "movement: a card the ability allows, adjacent (for a move up to or exactly X), never one occupied in this activation"
	case GlobalOption:
		return "Global Ability: an option you can pay that changes something, in your turn at the end of the round"
	case ClaimObjective:
		return "the last Leaf: one of the objectives, or the completion bonus, met with fewer Leaves left than them"
	}
	if g.depth() > 0 {
		return "abilities: the decision the ability being resolved asks for"
	}
	return "turn order: the decision of the current step"
}

// do plays a legal move on g.
func (g *game) do(m Move) {
	p := m.Player
	if g.animalsOn() && g.animalDo(m) {
		return
	}
	switch m.Kind {
	case ChooseSide:
		g.chooseSide(p, m)
	case ChooseAct:
		g.Action, g.Stage, g.K = m.Action, stBenefit, 0
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventAction, Card: actionWords[g.Action], Rule: "the active player chooses an action"})
		}
	case Plant:
		g.plant(p, m.Card, int(m.Row), int(m.Col), int(m.Otherwise))
	case Stop:
		if g.placing() {
			g.stopPlacing(p)
			return
		}
		g.Planted = g.plantLimit(p)
	case Keep:
		s := g.seat(p)
		g.toHand(s, m.Card)
		g.Stats[p].Drew = addCount(g.Stats[p].Drew, 1)
		for _, c := range g.Drawn.Cards() {
			switch {
			case c == m.Card:
			case g.Config.Solo: // solo: the unkept cards go to Gaia's scoring pile
				g.Gaia.Pile = g.addCards(g.Gaia.Pile, c)
				if g.log.On() {
					g.note(Event{Player: g.gaiaSeat(), Kind: EventPile, N: 1, Rule: "in solo the cards not kept go to Gaia's scoring pile"})
				}
			default:
				g.Discard = g.addCards(g.Discard, c)
			}
		}
		g.Drawn = drawn{}
		g.nextPlanter()
	case Minor:
		g.minor(p, m.Option)
	case PlayEvent:
		g.playEvent(p, m.Card)
	case Convert:
		g.takeOff(p, Sprout, ConvertSprouts)
		g.seat(p).Soil = addCount(g.seat(p).Soil, ConvertSoil)
		g.Stats[p].SoilGained = addCount(g.Stats[p].SoilGained, ConvertSoil) // soil gained, not through an event: Gaia counts it
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventConvert, N: ConvertSoil, Rule: "3 sprouts convert to 2 soil"})
		}
	case Done:
		g.seat(p).Done = true
	case GaiaLeaf:
		g.gaiaLeaf(int(m.Slot))
	case PlacePiece:
		k := 1
		if g.Pend.Remove {
			k = -1
		}
		g.addPiece(p, at(g.get(p).Tab(), int(m.Row), int(m.Col)), g.Pend.Op, k)
		g.Pend.Left--
		g.settle()
	case Order:
		g.TabFirst, g.Stage = m.TableauFirst, stActivate
	case ClaimObjective:
		g.claimLast(p, int(m.Slot))
	default:
		g.frameMove(m)
	}
}

// chooseSide records a setup choice.
func (g *game) chooseSide(p Player, m Move) {
	s := g.seat(p)
	switch m.Setup {
	case IslandCard:
		s.Island = int(m.Side)
	case ClimateCard:
		s.Climate = int(m.Side)
	default:
		s.Eco = int(m.Side)
	}
}

// playEvent plays an event from hand: its cost is paid, it goes to the
// event area, its effect resolves, and abilities that answer an event
// played fire. What those abilities give comes through the event, and
// Gaia does not count it (as the event's own effect, see gain).
func (g *game) playEvent(p Player, c Card) {
	s := g.seat(p)
	g.fromHand(s, c)
	s.Events = g.addCards(s.Events, c)
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventPlayed, Card: g.info(c).Name, Rule: "events are played from hand at any time"})
	}
	saved := g.Stats[p]
	g.ownAbilitiesOf(p, OnEvent, func(a *Ability, _ int) {
		for _, st := range a.Gain {
			switch st.Op {
			case Soil:
				g.gainSoil(p, st.N)
			case Draw:
				g.draw(p, st.N)
			}
		}
	})
	g.Stats[p] = saved
	g.pushFrame(frame{Who: p, Src: FromEvent, Index: int16(int(c)), Self: -1})
	g.pay()
}

// frameMove plays a decision of the ability being resolved.
func (g *game) frameMove(m Move) {
	f := g.top()
	switch m.Kind {
	case Use:
		f.Wait = wNone
		g.pay()
	case Skip:
		if f.Wait == wUse {
			g.pop()
		} else {
			f.Wait, f.Left = wNone, 0
		}
	case CompostCard:
		g.compostFromHand(m.Player, m.Card)
		f.Left--
		if f.Left == 0 || len(g.seat(m.Player).Hand) == 0 {
			f.Wait, f.Paying = wNone, false
		}
	case TakeCard:
		s := g.seat(m.Player)
		s.Compost = g.without(s.Compost, m.Card)
		g.toHand(s, m.Card)
		f.Wait = wNone
		if g.log.On() {
			g.note(Event{Player: m.Player, Kind: EventTake, Card: g.info(m.Card).Name, Rule: "take a card from your compost", Private: true})
		}
	case ChooseAmount:
		f.Wait, f.Left = wNone, 0
		g.compostDeck(m.Player, int(m.Count))
	case StoreFromCard:
		st := &g.abilityOf(f).Gain[f.Step-1]
		g.takeInto(f, st, at(g.get(m.Player).Tab(), int(m.Row), int(m.Col)), 1)
		f.Left--
		if f.Left == 0 || g.holdingMask(m.Player, g.fromMask(f, st), st) == 0 {
			f.Wait, f.Left = wNone, 0
		}
	case CopyFrom:
		f.Wait = wNone
		i := at(g.get(m.Player).Tab(), int(m.Row), int(m.Col))
		g.push(frame{Who: m.Player, Src: FromTableau, Index: int16(i), Ab: int16(int(m.Ability)), Self: f.Self, Copied: true, Active: f.Active}, false)
	}
}

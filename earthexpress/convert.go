package earthexpress

// canConvert reports whether player i may make an anytime conversion now:
// they stand outside the activation of a card's ability, and have 2
// Sprouts or 2 Growth.
func (d *data) canConvert(i int) bool {
	p := d.seat(i)
	if !p.outsideAbility(d.round) {
		return false
	}
	return max(sum9(&p.sprouts), sum9(&p.growth)) >= 2 // both counted, with no branch on the first
}

// outsideAbility reports whether p stands, in round, where the rulebook
// allows an anytime conversion ("at any time, except during the
// activation of a card's ability"): in steps 1 to 3 with no other bonus
// action under way, when an ability is offered, while the Action tile's
// benefit or step 4's tokens are placed, and after round 5's step 4 until
// they end it.
func (p *player) outsideAbility(round uint8) bool {
	return p.sub == subNone && p.conversionTime(round)
}

// conversionTime reports whether player i's place in the round, bonus
// actions aside, allows an anytime conversion.
func (d *data) conversionTime(i int) bool { return d.seat(i).conversionTime(d.round) }

// conversionTime reports whether p's place in round, bonus actions aside,
// allows an anytime conversion.
func (p *player) conversionTime(round uint8) bool {
	a := &p.act
	if a.on && a.place >= 0 {
		return a.prompt
	}
	switch p.phase {
	case Planting, Acting, Waiting, Activating, Ending:
		return true
	case Converting:
		return a.on || round == Rounds && !p.closed
	}
	return false
}

// closing reports whether player i holds round 5's last decision: after
// step 4, before the scoring, while a conversion is possible.
func (d *data) closing(i int) bool {
	p := d.seat(i)
	return p.phase == Converting && d.round == Rounds && !p.act.on && !p.closed && d.canConvert(i)
}

// startConversion begins an anytime conversion of 2 pieces of r into 1
// Seed; the pieces are paid one at a time unless there is no choice.
func (g game) startConversion(i int, r Resource) {
	p := g.seat(i)
	p.sub, p.convRes, p.convLeft = subConvert, r, 2
	g.autoConvert(i)
}

// payConversion pays one piece of the conversion from place k.
func (g game) payConversion(i, k int) {
	g.payForConversion(i, k, 1)
	g.autoConvert(i)
}

// autoConvert pays what is left when there is no choice (all the pieces
// go, or they are all on one card), and ends the conversion when it is
// paid: 1 Seed.
func (g game) autoConvert(i int) {
	p := g.seat(i)
	held, counts := p.holding(p.convRes), p.counts(p.convRes)
	total := 0
	for _, n := range counts {
		total += int(n)
	}
	if held&(held-1) == 0 || total == int(p.convLeft) {
		for k := range Spaces {
			if n := min(int(p.convLeft), int(counts[k])); n > 0 {
				g.payForConversion(i, k, n)
			}
		}
	}
	if p.convLeft == 0 {
		p.seeds++
		g.emit(Event{Kind: Converted, Player: Player(i), Resource: p.convRes, N: 2, Rule: ruleConversions})
		p.sub, p.convRes = subNone, 0
	}
}

// awaitsPlacing reports whether player i decides on the pieces left of
// the gain under way: there is room for them, or, outside a card's ability
// (the Action tile's benefit, step 4's tokens), a conversion could make
// some.
func (d *data) awaitsPlacing(i int) bool {
	a := &d.seat(i).act
	if a.left == 0 {
		return false
	}
	return d.targets(i) != 0 || a.place < 0 && d.canConvert(i)
}

// payForConversion takes n pieces of the conversion under way from place
// k, and tells it.
func (g game) payForConversion(i, k, n int) {
	p := g.seat(i)
	g.remove(i, k, p.convRes, n)
	p.convLeft -= uint8(n)
	g.emit(Event{Kind: Paid, Player: Player(i), Resource: p.convRes, N: n, Space: k, Rule: ruleConversions})
}

package earthexpress

// canConvert reports whether player i may make an anytime conversion now:
// they hold a decision that is not part of an ability's activation, and
// have 2 Sprouts or 2 Growth.
func (d *data) canConvert(i int) bool {
	p := &d.p[i]
	switch p.phase {
	case Planting, Acting, Activating, Ending:
	default:
		return false
	}
	if p.sub != subNone || p.act.on && !p.act.prompt {
		return false
	}
	sp, gr := d.pieces(i)
	return sp >= 2 || gr >= 2
}

// startConversion begins an anytime conversion of 2 pieces of r into 1
// Seed; the pieces are paid one at a time unless there is no choice.
func (d *data) startConversion(i int, r Resource) {
	p := &d.p[i]
	p.sub, p.convRes, p.convLeft = subConvert, r, 2
	d.autoConvert(i)
}

// payConversion pays one piece of the conversion from place k.
func (d *data) payConversion(i, k int) {
	p := &d.p[i]
	d.remove(i, k, p.convRes, 1)
	p.convLeft--
	d.autoConvert(i)
}

// autoConvert pays what is left when there is no choice (all the pieces
// go, or they are all on one card), and ends the conversion when it is
// paid: 1 Seed.
func (d *data) autoConvert(i int) {
	p := &d.p[i]
	held := d.held(i, p.convRes)
	total := 0
	for k := range Spaces {
		total += d.count(i, k, p.convRes)
	}
	if held&(held-1) == 0 || total == int(p.convLeft) {
		for k := range Spaces {
			n := min(int(p.convLeft), d.count(i, k, p.convRes))
			d.remove(i, k, p.convRes, n)
			p.convLeft -= uint8(n)
		}
	}
	if p.convLeft == 0 {
		p.seeds++
		d.emit(Event{Kind: Converted, Player: Player(i), Resource: p.convRes, N: 2, Rule: ruleConversions})
		p.sub, p.convRes = subNone, 0
	}
}

package earthexpress

// dealFauna places two Fauna cards, each with a random side up.
func (d *data) dealFauna() {
	n := len(d.cards.fauna)
	a := d.rng.IntN(n)
	b := d.rng.IntN(n - 1)
	if b >= a {
		b++
	}
	d.fauna = [2]uint8{uint8(a), uint8(b)}
	d.faunaSide = [2]uint8{uint8(d.rng.IntN(2)), uint8(d.rng.IntN(2))}
}

// dealEcosystems places two public Ecosystems with a random side and deals
// two to each player, who keep one in secret.
func (d *data) dealEcosystems() {
	n := len(d.cards.ecosystems)
	order := make([]uint8, n)
	for i := range order {
		order[i] = uint8(i)
	}
	d.rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
	d.public = [2]uint8{order[0], order[1]}
	d.publicSide = [2]uint8{uint8(d.rng.IntN(2)), uint8(d.rng.IntN(2))}
	for i := range d.n {
		d.p[i].eco = [2]uint8{order[2+2*int(i)], order[3+2*int(i)]}
		d.p[i].phase = Choosing
	}
	d.choosing = true
}

// draw takes a card from the Earth stack: a uniform draw among the cards
// left is a shuffled stack. An empty stack is remade from the discard
// pile; with both empty there is no card (NoCard).
func (d *data) draw() Card {
	if d.stack.len() == 0 {
		d.stack, d.discard = d.discard, deck{}
	}
	n := d.stack.len()
	if n == 0 {
		return NoCard
	}
	c := d.stack.nth(d.rng.IntN(n))
	d.stack.remove(c)
	return c
}

// drawTo draws a card into p's hand, if there is one and room.
func (d *data) drawTo(p *player) {
	if int(p.nhand) >= HandSize {
		return
	}
	if c := d.draw(); c != NoCard {
		p.hand[p.nhand] = c
		p.nhand++
	}
}

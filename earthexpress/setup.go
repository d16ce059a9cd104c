package earthexpress

// dealFauna places two Fauna cards, each with a random side up.
func (g game) dealFauna() {
	n := len(g.cards.fauna)
	a := g.rng.IntN(n)
	b := g.rng.IntN(n - 1)
	if b >= a {
		b++
	}
	g.fauna = [2]uint8{uint8(a), uint8(b)}
	g.faunaSide = [2]uint8{uint8(g.rng.IntN(2)), uint8(g.rng.IntN(2))}
}

// dealEcosystems places two public Ecosystems with a random side and deals
// two to each player, who keep one in secret.
func (g game) dealEcosystems() {
	var deal [MaxEcosystems]uint8
	order := deal[:len(g.cards.ecosystems)]
	for i := range order {
		order[i] = uint8(i)
	}
	// the generator's Shuffle, written out so that order stays on the stack
	for i := len(order) - 1; i > 0; i-- {
		j := g.rng.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	g.public = [2]uint8{order[0], order[1]}
	g.publicSide = [2]uint8{uint8(g.rng.IntN(2)), uint8(g.rng.IntN(2))}
	for i := range g.n {
		g.seat(int(i)).eco = [2]uint8{order[2+2*int(i)], order[3+2*int(i)]}
		g.seat(int(i)).phase = Choosing
	}
	g.choosing = true
}

// draw takes a card from the Earth stack: a uniform draw among the cards
// left is a shuffled stack. An empty stack is remade from the discard
// pile; with both empty there is no card (NoCard).
func (g game) draw() Card {
	n := g.pl.stack.len()
	if n == 0 {
		pl := g.writePiles()
		pl.stack, pl.discard = pl.discard, deck{}
		n = g.pl.stack.len()
	}
	if n == 0 {
		return NoCard
	}
	c := g.pl.stack.nth(g.rng.IntN(n))
	g.writePiles().stack.remove(c)
	return c
}

// drawTo draws a card into p's hand, if there is one and room.
func (g game) drawTo(p *player) {
	if int(p.nhand) >= HandSize {
		return
	}
	if c := g.draw(); c != NoCard {
		p.hand[p.nhand] = c
		p.nhand++
	}
}

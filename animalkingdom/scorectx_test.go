package animalkingdom

// scoreCtx builds player p's position as formulas read it, for tests
// that evaluate a formula by hand.
func (g *data) scoreCtx(p Player) *scoreCtx {
	c := &pooledCtx{}
	g.fill(p, c, true)
	return &c.sc
}

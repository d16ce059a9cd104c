package earthexpress

// This file holds the table: the position read through the accessors State
// and View share, each written once. A View's table has the hidden parts
// taken out (see View), so what it answers is what the viewer sees; a bot
// never needs Sample to see the table.

// table is a position with the accessors State and View share: a State's
// whole position, or a View's with the hidden parts taken out.
type table struct {
	marks
	d data
}

// Ecosystem is the Ecosystem side p keeps, once face up (the viewer's own
// at once).
func (v View) Ecosystem(p Player) (Scoring, bool) {
	if p != v.Me && v.d.choosing {
		return Scoring{}, false
	}
	return v.table.Ecosystem(p)
}

// Chosen is the card the viewer has chosen to plant and not yet placed,
// or NoCard; another player's is hidden.
func (v View) Chosen() Card { return v.table.Chosen(v.Me) }

// EcosystemCards are the viewer's two Ecosystem cards (from 0, as
// CardSet.Ecosystems lists them), and false without Ecosystems or for a
// spectator.
func (v View) EcosystemCards() ([2]int, bool) { return v.table.EcosystemCards(v.Me) }

// Validate reports a view no state can show: one whose sample Validate
// refuses, or one that shows a hidden part (see View) or hides what its
// viewer sees.
func (v View) Validate() error {
	if v.d.cards == nil {
		return errZeroView
	}
	sample := v.Sample(0)
	if err := sample.Validate(); err != nil {
		return err
	}
	if w := sample.View(v.Me); !w.d.same(&v.d) {
		return errShowsHidden(v.Me)
	}
	return nil
}

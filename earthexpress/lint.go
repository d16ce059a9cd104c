package earthexpress

import "github.com/rulebox/rulebox/internal/earth"

// LintEntry is the card lint's finding about one objective of a set: a
// Fauna side, an Ecosystem side, a Terrain's objective or a BROWN ability.
type LintEntry struct {
	// Kind is "fauna", "ecosystem", "terrain" or "brown".
	Kind string
	// Name is the side's or the card's name; Text the objective.
	Name, Text string
	// Share is the fraction of the Earth cards that count towards the
	// objective (the percentage printed on real cards), -1 when it counts
	// no cards.
	Share float64
	// Problem says why the objective cannot be met, or is "".
	Problem string
}

// Lint measures every objective of cs against its Earth cards (see
// earth.Rule.Lint): what share of the cards count towards it, and whether
// it can be met at all in a 3x3 tableau. A nil set has no findings.
func Lint(cs *CardSet) []LintEntry {
	if cs == nil {
		return nil
	}
	deck := make([]*earth.Card, 0, cs.Len())
	for c := Card(1); int(c) <= cs.Len(); c++ {
		deck = append(deck, &cs.info(c).Card)
	}
	var out []LintEntry
	add := func(kind, name, text string, r earth.Rule) {
		l := r.Lint(deck)
		out = append(out, LintEntry{Kind: kind, Name: name, Text: text, Share: l.Share, Problem: l.Problem})
	}
	for _, f := range cs.fauna {
		for _, o := range f.Sides {
			add("fauna", o.Name, o.Text, o.rule)
		}
	}
	for _, e := range cs.ecosystems {
		for _, sd := range e.Sides {
			add("ecosystem", sd.Name, sd.Text, sd.rule)
		}
	}
	for c := Card(1); int(c) <= cs.Len(); c++ {
		info := cs.info(c)
		if info.Terrain {
			add("terrain", info.Name, info.Objective.Text, info.Objective.rule)
		}
		for _, ab := range info.Abilities {
			if ab.Colour == Brown {
				add("brown", info.Name, ab.Text, ab.score)
			}
		}
	}
	return out
}

package animalkingdom

import (
	"fmt"
	"math"
)

// seatJSON is a seat as JSON writes it: seatCore's fields as they are,
// but for those it writes by name here, and its tableau as a list.
type seatJSON struct {
	seatCore
	IslandOffer   []string  `json:"island_offer,omitzero"` // both sides of each card dealt, in order
	ClimateOffer  []string  `json:"climate_offer,omitzero"`
	EcoOffer      []string  `json:"eco_offer,omitzero"`
	Island        string    `json:"island,omitempty"` // "" before it is chosen
	Climate       string    `json:"climate,omitempty"`
	Eco           string    `json:"eco,omitempty"` // the private Ecosystem side; "" for none
	Hand          []string  `json:"hand,omitzero"`
	HandHidden    int       `json:"hand_hidden,omitempty"`
	Compost       []string  `json:"compost,omitzero"`
	CompostHidden int       `json:"compost_hidden,omitempty"`
	Events        []string  `json:"events,omitzero"`
	Tableau       []tabJSON `json:"tableau,omitempty"`
}

// tabJSON is a tableau card with the card by name, and what lies stored
// on it.
type tabJSON struct {
	Card string `json:"card"`
	planted
	Stored Store `json:"stored,omitzero"`
}

// seatToJSON returns p's seat as JSON writes it.
func (g *data) seatToJSON(p Player) (*seatJSON, error) {
	s, cs := g.get(p), g.cs.CardSet
	j := &seatJSON{seatCore: s.seatCore}
	var err error
	for _, f := range []func() error{
		func() (err error) {
			j.IslandOffer, err = offerNames(cs.islands, infoName, s.offer().Island, "Island")
			return
		},
		func() (err error) {
			j.ClimateOffer, err = offerNames(cs.climates, infoName, s.offer().Climate, "Climate")
			return
		},
		func() (err error) {
			j.EcoOffer, err = offerNames(cs.ecosystems, ecoName, s.offer().Eco, "Ecosystem")
			return
		},
		func() (err error) { j.Island, err = nameAt(cs.islands, infoName, s.Island, "Island side"); return },
		func() (err error) { j.Climate, err = nameAt(cs.climates, infoName, s.Climate, "Climate side"); return },
		func() (err error) { j.Eco, err = nameAt(cs.ecosystems, ecoName, s.Eco, "Ecosystem side"); return },
		func() (err error) { j.HandHidden, j.Hand, err = cardNames(p.String()+"'s hand", s.Hand); return },
		func() (err error) {
			j.CompostHidden, j.Compost, err = cardNames(p.String()+"'s compost", s.Compost)
			return
		},
		func() (err error) { _, j.Events, err = cardNames(p.String()+"'s events", s.Events); return },
	} {
		if err = f(); err != nil {
			return nil, err
		}
	}
	for i, t := range s.Tab() {
		n, err := cardNameOf(t.Card)
		if err != nil {
			return nil, fmt.Errorf("animalkingdom: %v's tableau: %w", p, err)
		}
		j.Tableau = append(j.Tableau, tabJSON{Card: n, planted: t, Stored: s.storedOn(i)})
	}
	return j, nil
}

// seatFromJSON fills p's seat from j.
func (g *data) seatFromJSON(p Player, j *seatJSON) error {
	if j == nil {
		return fmt.Errorf("seat %d is missing", p+1)
	}
	if len(j.Tableau) > TableauCards {
		return fmt.Errorf("%v has %d cards planted: a tableau holds %d", p, len(j.Tableau), TableauCards)
	}
	s, cs := &g.seats[p], g.cs.CardSet
	s.seatCore = j.seatCore
	o := new(offers)
	s.dealt = o
	for _, f := range []func() error{
		func() (err error) {
			o.Island, err = offerOf(cs.islands, infoName, j.IslandOffer, "Island")
			return
		},
		func() (err error) {
			o.Climate, err = offerOf(cs.climates, infoName, j.ClimateOffer, "Climate")
			return
		},
		func() (err error) { o.Eco, err = offerOf(cs.ecosystems, ecoName, j.EcoOffer, "Ecosystem"); return },
		func() (err error) { s.Island, err = indexNamed(cs.islands, infoName, j.Island, "Island side"); return },
		func() (err error) {
			s.Climate, err = indexNamed(cs.climates, infoName, j.Climate, "Climate side")
			return
		},
		func() (err error) { s.Eco, err = indexNamed(cs.ecosystems, ecoName, j.Eco, "Ecosystem side"); return },
		func() (err error) { s.Hand, err = cardsOf("hand", j.HandHidden, j.Hand); return },
		func() (err error) { s.Compost, err = cardsOf("compost", j.CompostHidden, j.Compost); return },
		func() (err error) { s.Events, err = cardsOf("events played", 0, j.Events); return },
	} {
		if err := f(); err != nil {
			return fmt.Errorf("%v: %w", p, err)
		}
	}
	for i, t := range j.Tableau {
		c, err := cardOf(fmt.Sprintf("%v's tableau card %d", p, i+1), t.Card)
		if err != nil {
			return err
		}
		t.planted.Card = c
		if t.Stored != (Store{}) {
			if s.stored == nil {
				s.stored = new([TableauCards]Store)
			}
			s.stored[s.nTab] = t.Stored
		}
		if s.tabs == nil {
			s.tabs = new(tableau)
		}
		s.tabs[s.nTab] = t.planted
		s.nTab++
	}
	return nil
}

// frameJSON is an ability being resolved as JSON writes it: an event's
// card by name, the index of a tableau card.
type frameJSON struct {
	frame
	Index *int   `json:"index,omitempty"` // the tableau card's index in planting order
	Card  string `json:"card,omitempty"`  // the event card
}

// frameToJSON returns f as JSON writes it.
func frameToJSON(f frame) (*frameJSON, error) {
	j := &frameJSON{frame: f}
	if f.Src != FromEvent {
		i := int(f.Index)
		j.Index = &i
		return j, nil
	}
	n, err := cardNameOf(Card(f.Index))
	j.Card = n
	return j, err
}

// frameFromJSON pushes the frame j writes.
func (g *data) frameFromJSON(j *frameJSON) error {
	if j == nil {
		return fmt.Errorf("an ability being resolved is missing")
	}
	f := j.frame
	switch {
	case f.Src == FromEvent:
		c, err := cardOf("the event being resolved", j.Card)
		if err != nil {
			return err
		}
		f.Index = int16(int(c))
	case j.Index != nil:
		if *j.Index < math.MinInt16 || *j.Index > math.MaxInt16 {
			return fmt.Errorf("an ability being resolved on tableau card %d: a tableau holds %d", *j.Index, TableauCards)
		}
		f.Index = int16(*j.Index)
	}
	g.frames[g.nf] = f
	g.nf++
	return nil
}

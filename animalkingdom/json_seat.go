package animalkingdom

import (
	"fmt"
	"math/bits"
	"slices"
)

// seatJSON is a seat as JSON writes it: the sides dealt and chosen, the
// cards by name, the tableau as a list, the Leaves, what the player got
// this turn, and their part of Animal Kingdom.
type seatJSON struct {
	IslandOffer        []string        `json:"island_offer,omitzero"` // both sides of each card dealt, in order
	ClimateOffer       []string        `json:"climate_offer,omitzero"`
	EcosystemOffer     []string        `json:"ecosystem_offer,omitzero"`
	Island             string          `json:"island,omitempty"` // "" before it is chosen
	Climate            string          `json:"climate,omitempty"`
	Ecosystem          string          `json:"ecosystem,omitempty"` // the private Ecosystem side; "" for none
	Soil               int             `json:"soil"`
	Hand               []string        `json:"hand,omitzero"`
	HandHidden         int             `json:"hand_hidden,omitempty"`
	Compost            []string        `json:"compost,omitzero"`
	CompostHidden      int             `json:"compost_hidden,omitempty"`
	Events             []string        `json:"events,omitzero"`
	Tableau            []tabJSON       `json:"tableau,omitempty"`
	JustPlanted        []string        `json:"just_planted,omitzero"`
	Claimed            []bool          `json:"claimed"`
	CompletionBonus    bool            `json:"completion_bonus,omitempty"`
	Done               bool            `json:"done,omitempty"`
	DrewThisTurn       int             `json:"drew_this_turn,omitempty"`
	SoilGainedThisTurn int             `json:"soil_gained_this_turn,omitempty"`
	Animals            *animalSeatJSON `json:"animals,omitempty"`
}

// tabJSON is a tableau card by name, its pieces, the Animals whose
// Animeeples stand on it by name, and what lies stored on it.
type tabJSON struct {
	Card       string   `json:"card"`
	Row        int8     `json:"row"`
	Col        int8     `json:"col"`
	Sprouts    int8     `json:"sprouts"`
	Growth     int8     `json:"growth"`
	Animeeples []string `json:"animeeples,omitempty"`
	Stored     Store    `json:"stored,omitzero"`
}

// seatToJSON returns p's seat as JSON writes it.
func (g *data) seatToJSON(p Player) (*seatJSON, error) {
	s, cs := g.get(p), g.cs.CardSet
	j := &seatJSON{Soil: s.Soil, Claimed: s.Claimed[:], CompletionBonus: s.Bonus, Done: s.Done,
		DrewThisTurn: g.Stats[p].Drew, SoilGainedThisTurn: g.Stats[p].SoilGained}
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
			j.EcosystemOffer, err = offerNames(cs.ecosystems, ecoName, s.offer().Eco, "Ecosystem")
			return
		},
		func() (err error) { j.Island, err = nameAt(cs.islands, infoName, s.Island, "Island side"); return },
		func() (err error) { j.Climate, err = nameAt(cs.climates, infoName, s.Climate, "Climate side"); return },
		func() (err error) { j.Ecosystem, err = nameAt(cs.ecosystems, ecoName, s.Eco, "Ecosystem side"); return },
		func() (err error) { j.HandHidden, j.Hand, err = cardNames(p.String()+"'s hand", s.Hand); return },
		func() (err error) {
			j.CompostHidden, j.Compost, err = cardNames(p.String()+"'s compost", s.Compost)
			return
		},
		func() (err error) { _, j.Events, err = cardNames(p.String()+"'s events", s.Events); return },
		func() (err error) { j.JustPlanted, err = g.justPlantedNames(p); return },
		func() (err error) { j.Tableau, err = g.tableauToJSON(p); return },
		func() (err error) { j.Animals, err = g.animalSeatToJSON(p); return },
	} {
		if err = f(); err != nil {
			return nil, err
		}
	}
	return j, nil
}

// tableauToJSON writes p's tableau in planting order.
func (g *data) tableauToJSON(p Player) ([]tabJSON, error) {
	s := g.get(p)
	var out []tabJSON
	for i, t := range s.Tab() {
		n, err := cardNameOf(t.Card)
		if err != nil {
			return nil, fmt.Errorf("animalkingdom: %v's tableau: %w", p, err)
		}
		tj := tabJSON{Card: n, Row: t.Row, Col: t.Col, Sprouts: s.pieces.on[i].Sprouts, Growth: s.pieces.on[i].Growth, Stored: s.storedOn(i)}
		for k := range 8 {
			if !t.Animeeples.Has(k) {
				continue
			}
			kept := g.kept(p)
			if k >= len(kept) || kept[k] < 0 {
				return nil, fmt.Errorf("animalkingdom: %v's tableau card %s holds an Animeeple of no Animal kept", p, n)
			}
			tj.Animeeples = append(tj.Animeeples, g.animal(kept[k]).Name)
		}
		out = append(out, tj)
	}
	return out, nil
}

// justPlantedNames names the cards p planted this turn, nil for none.
func (g *data) justPlantedNames(p Player) ([]string, error) {
	jp := g.get(p).JustPlanted
	if jp == 0 {
		return nil, nil
	}
	tab, out := g.get(p).Tab(), make([]string, 0, jp.len())
	for rest := jp; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros16(uint16(rest))
		if i >= len(tab) {
			return nil, fmt.Errorf("animalkingdom: %v planted card %d of their tableau this turn, which holds %d", p, i, len(tab))
		}
		n, err := cardNameOf(tab[i].Card)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// seatFromJSON fills p's seat from j.
func (g *data) seatFromJSON(p Player, j *seatJSON) error {
	if j == nil {
		return fmt.Errorf("seat %d is missing", p+1)
	}
	if len(j.Tableau) > TableauCards {
		return fmt.Errorf("%v has %d cards planted: a tableau holds %d", p, len(j.Tableau), TableauCards)
	}
	if len(j.Claimed) != FaunaCards {
		return fmt.Errorf("%v: %d Fauna cards claimed or not: the board has %d", p, len(j.Claimed), FaunaCards)
	}
	s, cs := g.get(p), g.cs.CardSet
	s.Soil, s.Bonus, s.Done = j.Soil, j.CompletionBonus, j.Done
	copy(s.Claimed[:], j.Claimed)
	g.Stats[p] = turnCounts{Drew: j.DrewThisTurn, SoilGained: j.SoilGainedThisTurn}
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
		func() (err error) {
			o.Eco, err = offerOf(cs.ecosystems, ecoName, j.EcosystemOffer, "Ecosystem")
			return
		},
		func() (err error) { s.Island, err = indexNamed(cs.islands, infoName, j.Island, "Island side"); return },
		func() (err error) {
			s.Climate, err = indexNamed(cs.climates, infoName, j.Climate, "Climate side")
			return
		},
		func() (err error) {
			s.Eco, err = indexNamed(cs.ecosystems, ecoName, j.Ecosystem, "Ecosystem side")
			return
		},
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
		if t.Stored != (Store{}) {
			if s.stored == nil {
				s.stored = new([TableauCards]Store)
			}
			s.stored[s.nTab] = t.Stored
		}
		if s.tabs == nil {
			s.tabs = new(tableau)
		}
		s.tabs.add(i, planted{Card: c, Row: t.Row, Col: t.Col}, g.cs.acts)
		s.nTab++
		s.pieces.put(i, cardPieces{t.Sprouts, t.Growth}, &g.cs.acts[c])
	}
	if err := g.animalSeatFromJSON(p, j.Animals); err != nil {
		return fmt.Errorf("%v: %w", p, err)
	}
	if err := g.animeeplesFromJSON(p, j.Tableau); err != nil {
		return err
	}
	return g.justPlantedFromJSON(p, j.JustPlanted)
}

// animeeplesFromJSON places the Animeeples on p's tableau, by the Animals
// p keeps; the seat's Animals are read.
func (g *data) animeeplesFromJSON(p Player, tab []tabJSON) error {
	kept := g.kept(p)
	for i, t := range tab {
		for _, n := range t.Animeeples {
			k := slices.IndexFunc(kept, func(a animalName) bool { return a >= 0 && g.animal(a).Name == n })
			if k < 0 {
				return fmt.Errorf("%v's tableau card %d holds an Animeeple of %q, an Animal %v does not keep", p, i+1, n, p)
			}
			if g.get(p).tabs.cards[i].Animeeples.Has(k) {
				return fmt.Errorf("%v's tableau card %d names %q twice", p, i+1, n)
			}
			g.get(p).tabs.cards[i].Animeeples |= 1 << k
		}
	}
	return nil
}

// justPlantedFromJSON reads the cards p planted this turn.
func (g *data) justPlantedFromJSON(p Player, names []string) error {
	s := g.get(p)
	s.JustPlanted = 0
	for _, n := range names {
		i, err := g.tabIndexNamed(p, n, "the cards planted this turn")
		if err != nil {
			return err
		}
		s.JustPlanted = s.JustPlanted.with(i)
	}
	return nil
}

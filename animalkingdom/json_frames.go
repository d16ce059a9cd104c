package animalkingdom

import (
	"fmt"
	"math"
)

// frameJSON is an ability being resolved as JSON writes it: whose, the
// card it is printed on by name (the Island or Climate side, the tableau
// card, the event, the Animal), which of the card's abilities, the card
// "this" names, the parts of it resolved, and what it waits for.
type frameJSON struct {
	Who         Player     `json:"who"`
	Source      Source     `json:"source"`
	Card        string     `json:"card"`
	Ability     int        `json:"ability"`
	This        string     `json:"this,omitempty"`
	Copy        bool       `json:"copy,omitempty"`
	ChoseAction bool       `json:"chose_action,omitempty"`
	Part        int        `json:"part,omitempty"`
	WaitingFor  wait       `json:"waiting_for"`
	Left        int        `json:"left,omitempty"`
	CopyColour  colourWord `json:"copy_colour,omitempty"`
	Paying      bool       `json:"paying,omitempty"`
}

// framesToJSON writes the abilities being resolved, innermost last.
func (g *data) framesToJSON(j *gameJSON) error {
	for _, f := range g.stack() {
		fj, err := g.frameToJSON(f)
		if err != nil {
			return err
		}
		j.Resolving = append(j.Resolving, fj)
	}
	return nil
}

// frameToJSON returns f as JSON writes it.
func (g *data) frameToJSON(f frame) (*frameJSON, error) {
	if f.Who < 0 || int(f.Who) >= g.n() || f.Src > FromGlobal {
		return nil, fmt.Errorf("animalkingdom: an ability of %v from %v being resolved", f.Who, f.Src)
	}
	j := &frameJSON{Who: f.Who, Source: f.Src, Ability: int(f.Ab) + 1, Copy: f.Copied, ChoseAction: f.Active,
		Part: int(f.Step), WaitingFor: f.Wait, Left: int(f.Left), Paying: f.Paying}
	if f.Wait == wCopy {
		j.Left, j.CopyColour = 0, colourWord(f.Left)
	}
	var err error
	if j.Card, err = g.frameCard(f); err != nil {
		return nil, err
	}
	if f.Self >= 0 {
		tab := g.get(f.Who).Tab()
		if int(f.Self) >= len(tab) {
			return nil, fmt.Errorf("animalkingdom: an ability being resolved names card %d of %v's tableau as this", f.Self, f.Who)
		}
		j.This, err = cardNameOf(tab[f.Self].Card)
	} else if f.Self != -1 {
		return nil, fmt.Errorf("animalkingdom: an ability being resolved names card %d as this", f.Self)
	}
	return j, err
}

// frameCard names the card f's ability is printed on.
func (g *data) frameCard(f frame) (string, error) {
	s, cs := g.get(f.Who), g.cs.CardSet
	switch f.Src {
	case FromIsland, FromClimate:
		if f.Index != 0 {
			return "", fmt.Errorf("animalkingdom: an ability of the Island or Climate on card %d", f.Index)
		}
		if f.Src == FromIsland {
			return nameAt(cs.islands, infoName, s.Island, "Island side")
		}
		return nameAt(cs.climates, infoName, s.Climate, "Climate side")
	case FromTableau:
		if f.Index < 0 || int(f.Index) >= len(s.Tab()) {
			return "", fmt.Errorf("animalkingdom: an ability being resolved on card %d of %v's tableau", f.Index, f.Who)
		}
		return cardNameOf(s.Tab()[f.Index].Card)
	case FromEvent:
		return cardNameOf(Card(f.Index))
	}
	b, err := animalName(f.Index).MarshalText()
	return string(b), err
}

// framesFromJSON pushes the abilities being resolved; the seats are read.
func (g *data) framesFromJSON(j *gameJSON) error {
	for i, fj := range j.Resolving {
		if fj == nil {
			return fmt.Errorf("ability %d being resolved is missing", i+1)
		}
		f, err := g.frameFromJSON(fj)
		if err != nil {
			return fmt.Errorf("ability %d being resolved: %w", i+1, err)
		}
		g.frames[g.nf] = f
		g.nf++
	}
	return nil
}

// frameFromJSON reads the frame j writes.
func (g *data) frameFromJSON(j *frameJSON) (frame, error) {
	f := frame{Who: j.Who, Src: j.Source, Copied: j.Copy, Active: j.ChoseAction, Wait: j.WaitingFor, Paying: j.Paying, Self: -1}
	if j.Who < 0 || int(j.Who) >= g.n() {
		return f, fmt.Errorf("%v is not in the game", j.Who)
	}
	switch {
	case j.Ability < 1 || j.Ability > math.MaxInt16:
		return f, fmt.Errorf("ability %d of its card: they count from 1", j.Ability)
	case j.Part < 0 || j.Part > math.MaxInt16:
		return f, fmt.Errorf("part %d of the ability: they count from 0", j.Part)
	case j.Left < math.MinInt32 || j.Left > math.MaxInt32:
		return f, fmt.Errorf("%d picks left: beyond any count", j.Left)
	}
	f.Ab, f.Step, f.Left = int16(j.Ability-1), int16(j.Part), int32(j.Left)
	if j.WaitingFor == wCopy {
		if j.Left != 0 {
			return f, fmt.Errorf("an ability waiting for a copy counts no picks left (\"left\"): it names the colour copied (\"copy_colour\")")
		}
		f.Left = int32(j.CopyColour)
	} else if j.CopyColour != 0 {
		return f, fmt.Errorf("a colour copied (\"copy_colour\") for an ability waiting for %v", j.WaitingFor)
	}
	if j.This != "" {
		i, err := g.tabIndexNamed(j.Who, j.This, "the card \"this\" names")
		if err != nil {
			return f, err
		}
		f.Self = int16(i)
	}
	return f, g.frameCardFromJSON(&f, j.Card)
}

// frameCardFromJSON sets where f's ability is printed from its card's
// name: the player's own Island or Climate side, a card of their
// tableau, an event, an Animal.
func (g *data) frameCardFromJSON(f *frame, name string) error {
	switch f.Src {
	case FromIsland, FromClimate:
		want, err := g.frameCard(*f)
		if err != nil || want != name {
			return fmt.Errorf("%s is not %v's %v side", name, f.Who, f.Src)
		}
	case FromTableau:
		i, err := g.tabIndexNamed(f.Who, name, "the card of the ability")
		f.Index = int16(i)
		return err
	case FromEvent:
		c, err := cardOf("the event being resolved", name)
		f.Index = int16(int(c))
		return err
	default:
		var a animalName
		if err := a.UnmarshalText([]byte(name)); err != nil || a < 0 {
			return fmt.Errorf("the Animal of the ability: %q is no Animal", name)
		}
		f.Index = int16(a)
	}
	return nil
}

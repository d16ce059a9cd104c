package earthexpress

import (
	"errors"
	"fmt"
)

// validAct checks the ability being resolved.
func (d *data) validAct(i int) error {
	p := d.seat(i)
	a := p.act
	if !a.on {
		if a != none {
			return errors.New("leftovers of a finished ability")
		}
		return nil
	}
	bad := func(what string) error { return fmt.Errorf("the ability being resolved: %s", what) }
	switch {
	case a.neigh < -1 || int(a.neigh) >= int(d.n) || a.opp < -1 || int(a.opp) >= int(d.n) || int(a.opp) == i:
		return bad("a player out of range")
	case a.one < -2 || a.one >= Spaces || a.where >= 1<<Spaces || a.given >= 1<<Spaces || a.choose > 2:
		return bad("a number out of range")
	case a.entered && a.res != Sprout && a.res != Growth && a.left > 0:
		return bad("a resource that is not Sprouts or Growth")
	case a.place == tokenGain:
		if p.phase != Converting || a.step > 1 || a.prompt || a.choose != 0 {
			return bad("tokens placed outside step 4")
		}
		if a.entered && a.left > 0 && a.res != Sprout+Resource(a.step) {
			return bad("tokens of another kind than the step places")
		}
		return nil
	case a.place == actionGain:
		if p.phase != Waiting || a.step != 0 || a.prompt || a.choose != 0 || !a.entered && a.left == 0 {
			return bad("the action's gain outside step 2")
		}
		if a.res != Sprout && a.res != Growth {
			return bad("the action's gain is not Sprouts or Growth")
		}
		return nil
	case a.place < 0 || a.place >= Spaces || p.tab[a.place] == NoCard:
		return bad("no card there")
	}
	abs := d.cards.info(p.tab[a.place]).Abilities
	if int(a.ab) >= len(abs) || int(a.alt) >= len(abs[a.ab].alts) || abs[a.ab].Colour == Brown {
		return bad("no such ability")
	}
	ab := &abs[a.ab]
	switch {
	case p.phase != Planting && p.phase != Waiting && p.phase != Activating:
		return bad(fmt.Sprintf("in phase %v", p.phase))
	case ab.Colour == Black && p.phase == Activating, ab.Colour != Black && p.phase != Activating:
		return bad("a colour resolved at the wrong time")
	case int(a.step) >= len(ab.alts[a.alt].costs)+len(ab.alts[a.alt].gains):
		return bad("a step past its end")
	case a.prompt && (a.step != 0 || a.entered || a.choose != 0):
		return bad("offered and resolving at once")
	case a.colour != ab.Colour:
		return bad("the wrong colour")
	case a.choose == 1 && d.solo():
		return bad("a neighbour to choose solo")
	case a.choose == 2 && d.n < 3:
		return bad("an opponent to choose with fewer than 3 players")
	case a.choose != 0 && a.entered:
		return bad("a choice after the step began")
	}
	if r, ok := ab.alts[a.alt].moves(int(a.step)); a.entered && a.left > 0 && (!ok || r != a.res) {
		return bad("pieces to move that the step does not move")
	}
	if a.entered && d.paying(i) {
		var need int
		for _, c := range ab.alts[a.alt].costs {
			need = max(need, c.n)
		}
		if int(a.left) > need {
			return bad("more to pay than the cost")
		}
	}
	return nil
}

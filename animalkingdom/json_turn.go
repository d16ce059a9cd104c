package animalkingdom

import (
	"fmt"
	"slices"
)

// The turn as JSON writes it: whose part of the step it is, what is owed,
// the activation under way and the last Leaf's choice.

// owedJSON is a placement or removal of pieces owed: the pieces, how
// many are left, and the cards a placement may go on.
type owedJSON struct {
	Who     Player   `json:"who"`
	Places  opWord   `json:"places,omitempty"`
	Removes opWord   `json:"removes,omitempty"`
	Left    int      `json:"left"`
	Cards   []string `json:"cards,omitempty"`
}

// activationJSON is the activation of the step player's abilities: the
// order chosen, the abilities passed so far (those that did not answer
// the action among them), and those left that answer it (derived).
type activationJSON struct {
	Order     string       `json:"order,omitempty"`
	Activated []abilityRef `json:"activated"`
	Left      []abilityRef `json:"left"`
}

// abilityRef is an ability by its card's name and its place on the
// card, from 1.
type abilityRef struct {
	Card    string `json:"card"`
	Ability int    `json:"ability"`
}

// The words of the activation order.
const (
	islandFirst  = "island_first"
	tableauFirst = "tableau_first"
)

// lastLeafJSON is a choice of what a player's last Leaves claim: the
// Fauna slots met, from 1, and the completion bonus.
type lastLeafJSON struct {
	Who   Player `json:"who"`
	Fauna []int  `json:"fauna,omitempty"`
	Bonus bool   `json:"bonus,omitempty"`
}

// byIndex reports whether the step's player is a seat by number (the
// setup, the last window, the Global Ability, the end) rather than
// counted from the active player.
func (s stage) byIndex() bool {
	return s == stSetup || s == stFinal || s == stOver || s == stGlobal
}

// stepPlayer is the player whose part of the step it is; NoPlayer once
// every player has resolved the Global Ability.
func (g *data) stepPlayer() Player {
	switch {
	case g.Stage == stGlobal && g.K == g.n():
		return NoPlayer
	case g.Stage.byIndex():
		return Player(g.K)
	}
	return g.order(g.K)
}

// stepPlayerFromJSON sets K, the step player counted as the step counts
// them.
func (g *data) stepPlayerFromJSON(p Player) error {
	n := g.n()
	switch {
	case p == NoPlayer && g.Stage == stGlobal:
		g.K = n
	case p < 0 || int(p) >= n:
		return fmt.Errorf("step player %v is not in the game", p)
	case g.Stage.byIndex():
		g.K = int(p)
	default:
		g.K = ((int(p)-int(g.Active))%n + n) % n
	}
	return nil
}

// turnToJSON writes the step player, what is owed, the activation and
// the last Leaf's choice.
func (g *data) turnToJSON(j *gameJSON) error {
	if g.K < 0 || g.K > g.n() {
		return fmt.Errorf("animalkingdom: the step's player %d is not in the game", g.K)
	}
	j.StepPlayer = g.stepPlayer()
	for _, pd := range []pending{g.Pend, g.Next} {
		if pd == (pending{}) {
			break
		}
		o, err := g.owedToJSON(pd)
		if err != nil {
			return err
		}
		j.Owed = append(j.Owed, o)
	}
	var err error
	if j.Activation, err = g.activationToJSON(); err != nil {
		return err
	}
	if ll := g.LastLeaf; ll != (lastLeaf{}) {
		j.LastLeaf = &lastLeafJSON{Who: ll.Who, Bonus: ll.Met&(1<<FaunaCards) != 0}
		for i := range FaunaCards {
			if ll.Met&(1<<i) != 0 {
				j.LastLeaf.Fauna = append(j.LastLeaf.Fauna, i+1)
			}
		}
		if ll.Met>>(FaunaCards+1) != 0 {
			return fmt.Errorf("animalkingdom: the last Leaf's choice %b names no objective", ll.Met)
		}
	}
	return nil
}

// owedToJSON writes a pending placement or removal.
func (g *data) owedToJSON(pd pending) (owedJSON, error) {
	o := owedJSON{Who: pd.Who, Left: pd.Left}
	if pd.Remove {
		o.Removes = opWord(pd.Op)
		if pd.Allowed != 0 {
			return o, fmt.Errorf("animalkingdom: a removal that names the cards it may take from")
		}
		return o, nil
	}
	o.Places = opWord(pd.Op)
	var err error
	o.Cards, err = g.cardsMasked(pd.Who, pd.Allowed, "a placement owed")
	return o, err
}

// cardsMasked names the cards of p's tableau in mask (bit i for card i).
func (g *data) cardsMasked(p Player, mask uint16, what string) ([]string, error) {
	if p < 0 || int(p) >= g.n() {
		return nil, fmt.Errorf("animalkingdom: %s: %v is not in the game", what, p)
	}
	tab := g.get(p).Tab()
	if mask>>len(tab) != 0 {
		return nil, fmt.Errorf("animalkingdom: %s names a card beyond %v's tableau", what, p)
	}
	var out []string
	for i, t := range tab {
		if mask&(1<<i) != 0 {
			n, err := cardNameOf(t.Card)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
	}
	return out, nil
}

// maskOfCards is the set of p's tableau cards named (bit i for card i).
func (g *data) maskOfCards(p Player, names []string, what string) (uint16, error) {
	if p < 0 || int(p) >= g.n() {
		return 0, fmt.Errorf("%s: %v is not in the game", what, p)
	}
	var mask uint16
	for _, n := range names {
		i, err := g.tabIndexNamed(p, n, what)
		if err != nil {
			return 0, err
		}
		if mask&(1<<i) != 0 {
			return 0, fmt.Errorf("%s: %q named twice", what, n)
		}
		mask |= 1 << i
	}
	return mask, nil
}

// tabIndexNamed is the index of the card named n in p's tableau.
func (g *data) tabIndexNamed(p Player, n, what string) (int, error) {
	c, err := cardOf(what, n)
	if err != nil {
		return 0, err
	}
	i := slices.IndexFunc(g.get(p).Tab(), func(t planted) bool { return t.Card == c })
	if i < 0 {
		return 0, fmt.Errorf("%s: %q is not in %v's tableau", what, n, p)
	}
	return i, nil
}

// activationToJSON writes the activation of the step player's abilities,
// nil when none is under way.
func (g *data) activationToJSON() (*activationJSON, error) {
	if g.ActIdx == 0 && !g.OrderSet && !g.TabFirst {
		return nil, nil
	}
	if g.TabFirst && !g.OrderSet || g.K >= g.n() || g.Stage.byIndex() {
		return nil, fmt.Errorf("animalkingdom: an activation order out of an activation")
	}
	a := &activationJSON{}
	switch {
	case g.TabFirst:
		a.Order = tableauFirst
	case g.OrderSet:
		a.Order = islandFirst
	}
	p := g.order(g.K)
	order := g.abilities(p, nil)
	if g.ActIdx > len(order) {
		return nil, fmt.Errorf("animalkingdom: the activation is past %v's %d abilities", p, len(order))
	}
	active := p == g.Active
	for i := range order {
		ref := abilityRef{Card: g.sourceName(&order[i]), Ability: int(order[i].Ab) + 1}
		switch {
		case i < g.ActIdx:
			a.Activated = append(a.Activated, ref)
		case g.answersFor(g.abilityOf(&order[i]), active):
			a.Left = append(a.Left, ref)
		}
	}
	a.Activated, a.Left = orEmpty(a.Activated), orEmpty(a.Left)
	return a, nil
}

// orEmpty is l, or an empty list for nil.
func orEmpty[T any](l []T) []T {
	if l == nil {
		return []T{}
	}
	return l
}

// turnFromJSON reads what is owed, the activation and the last Leaf's
// choice; the seats are read.
func (g *data) turnFromJSON(j *gameJSON) error {
	if len(j.Owed) > 2 {
		return fmt.Errorf("%d placements owed: at most a placement and a removal after it", len(j.Owed))
	}
	for i, o := range j.Owed {
		pd, err := g.owedFromJSON(o)
		if err != nil {
			return err
		}
		if i == 0 {
			g.Pend = pd
		} else {
			g.Next = pd
		}
	}
	if err := g.activationFromJSON(j.Activation); err != nil {
		return err
	}
	if ll := j.LastLeaf; ll != nil {
		g.LastLeaf = lastLeaf{Who: ll.Who}
		if ll.Bonus {
			g.LastLeaf.Met = 1 << FaunaCards
		}
		for _, k := range ll.Fauna {
			if k < 1 || k > FaunaCards {
				return fmt.Errorf("the last Leaf's choice: Fauna slot %d: the slots are 1 to %d", k, FaunaCards)
			}
			g.LastLeaf.Met |= 1 << (k - 1)
		}
		if g.LastLeaf.Met == 0 {
			return fmt.Errorf("the last Leaf's choice names no objective")
		}
	}
	return nil
}

// owedFromJSON reads a placement or removal owed.
func (g *data) owedFromJSON(o owedJSON) (pending, error) {
	pd := pending{Who: o.Who, Left: o.Left, Op: Op(o.Places), Remove: o.Removes != 0}
	switch {
	case (o.Places != 0) == (o.Removes != 0):
		return pd, fmt.Errorf("a placement owed: it either places (\"places\") or removes (\"removes\") pieces")
	case pd.Remove && o.Cards != nil:
		return pd, fmt.Errorf("a removal owed names the cards it takes from: the player picks among those holding pieces")
	case pd.Remove:
		pd.Op = Op(o.Removes)
		return pd, nil
	}
	var err error
	pd.Allowed, err = g.maskOfCards(o.Who, o.Cards, "a placement owed")
	return pd, err
}

// activationFromJSON reads the activation under way: its order, and the
// cursor past the abilities activated, which must be the step player's
// first ones in that order.
func (g *data) activationFromJSON(a *activationJSON) error {
	if a == nil {
		return nil
	}
	switch a.Order {
	case tableauFirst:
		g.OrderSet, g.TabFirst = true, true
	case islandFirst:
		g.OrderSet = true
	case "":
	default:
		return fmt.Errorf("activation order %q: %q, %q or none", a.Order, islandFirst, tableauFirst)
	}
	if g.K >= g.n() || g.Stage.byIndex() {
		return fmt.Errorf("an activation at step %v, which activates nothing", g.Stage)
	}
	p := g.order(g.K)
	if p < 0 || int(p) >= g.n() {
		return fmt.Errorf("an activation of %v, who is not in the game", p)
	}
	order := g.abilities(p, nil)
	if len(a.Activated) > len(order) {
		return fmt.Errorf("%d abilities activated: %v has %d", len(a.Activated), p, len(order))
	}
	for i, ref := range a.Activated {
		want := abilityRef{Card: g.sourceName(&order[i]), Ability: int(order[i].Ab) + 1}
		if ref != want {
			return fmt.Errorf("activated ability %d is %s %d; %v's activation order has %s %d there", i+1, ref.Card, ref.Ability, p, want.Card, want.Ability)
		}
	}
	g.ActIdx = len(a.Activated)
	return nil
}

// derivedAgree checks the keys derived from the rest of a valid
// position: the round, who is to act, the abilities left to activate.
func (g *data) derivedAgree(j *gameJSON) error {
	if r := stateOf(*g).Round(); j.Round != r {
		return fmt.Errorf("round %d: turn %d of %d players is round %d", j.Round, g.Turn, g.n(), r)
	}
	ps, n := g.movers()
	if !slices.Equal(j.ToAct, ps[:n]) {
		return fmt.Errorf("to_act lists %v: the position has %v to act", j.ToAct, ps[:n])
	}
	if j.Activation != nil {
		a, err := g.activationToJSON()
		if err != nil {
			return err
		}
		var left []abilityRef // none when no activation is under way
		if a != nil {
			left = a.Left
		}
		if !slices.Equal(j.Activation.Left, left) {
			return fmt.Errorf("the activation's abilities left are %v: the position leaves %v", j.Activation.Left, left)
		}
	}
	return nil
}

package cosmicrun

import (
	"fmt"
	"strings"
)

// String draws the whole position, hidden cards included, for logs and test
// failures:
//
//	round 2, placing
//	        planet 1          planet 2          planet 3
//	P1     3  R1 B2~         0  G4            12  -
//	P2     5  Y1             2  -              7  B3 R4
//	hands: P1 [R2 G1 Y3]  P2 [B1 B4 G2]
//
// Each planet shows the player's track and their cards there; a card turned
// round is marked ~. Solo, the second row is the opposing side.
func (s State) String() string {
	d := &s.d
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v", d.Round, d.Phase)
	if d.Players == 1 {
		fmt.Fprintf(&b, ", round card %d, flipped %v, re-flips %d", d.RoundCard, d.Flipped, d.Reflips)
	}
	b.WriteString("\n     ")
	for pl := 1; pl <= NumPlanets; pl++ {
		fmt.Fprintf(&b, "   planet %d       ", pl)
	}
	for p, side := range d.Board {
		who := Player(p).String()
		if d.Players == 1 && Player(p) == P2 {
			who = "opp"
		}
		fmt.Fprintf(&b, "\n%-4s", who)
		for pl, pair := range side {
			fmt.Fprintf(&b, " %3d  %-12s", d.Track[p][pl], pairString(pair))
		}
	}
	if d.Players == 2 {
		fmt.Fprintf(&b, "\nhands: P1 %v  P2 %v", d.Hand[P1].Cards(), d.Hand[P2].Cards())
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// pairString writes the cards in a pair of slots, "-" if none.
func pairString(pair [2]Slot) string {
	var names []string
	for _, sl := range pair {
		if sl.Card == NoCard {
			continue
		}
		name := sl.Card.String()
		if sl.Rotated {
			name += "~"
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		return "-"
	}
	return strings.Join(names, " ")
}

package animalkingdom

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// legalText lists p's legal moves in notation.
func legalText(s State, p Player) string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, m.String())
	}
	return strings.Join(out, "; ")
}

// standsAt is the "row,col" of the cards where p's k-th Animal's
// Animeeples stand, in planting order.
func standsAt(s State, p Player, k int) []string {
	var out []string
	for _, i := range s.AnimeeplesOf(p, k) {
		t := s.d.get(p).Tab()[i]
		out = append(out, fmt.Sprintf("%d,%d", t.Row, t.Col))
	}
	return out
}

// mustStand fails unless p's k-th Animal stands on exactly the cards at.
func mustStand(t *testing.T, s State, p Player, k int, at ...string) {
	t.Helper()
	if got := standsAt(s, p, k); !slices.Equal(got, at) {
		t.Fatalf("%v's Animal %d stands on %v, want %v", p, k, got, at)
	}
}

// refused fails unless the move text is not legal now.
func refused(t *testing.T, s State, text string) {
	t.Helper()
	if hasMove(t, s, text) {
		t.Fatalf("%s is legal, want refused (legal: %s)", text, legalText(s, s.ToMove()[0]))
	}
}

// offered fails unless the move text is legal now.
func offered(t *testing.T, s State, text string) {
	t.Helper()
	if !hasMove(t, s, text) {
		t.Fatalf("%s is not legal (legal: %s)", text, legalText(s, s.ToMove()[0]))
	}
}

// piecesAt is the sprouts and growth on p's tableau card at row, col.
func piecesAt(s State, p Player, row, col int) (sprouts, growth int) {
	st := s.d.get(p)
	on := st.pieces.on[at(st.Tab(), row, col)]
	return int(on.Sprouts), int(on.Growth)
}

// toGlobal plays the last player's turn from s with the action "grow",
// the other players taking its minor benefit as offered, until the
// Global Ability is resolved; it fails unless it is reached.
func toGlobal(t *testing.T, s State) State {
	t.Helper()
	last := Player(s.d.n() - 1)
	if s.d.Active != last {
		t.Fatalf("the active player is %v, want the last, %v", s.d.Active, last)
	}
	s = play(t, s, last.String()+" action grow")
	for i := 0; s.d.Stage != stGlobal; i++ {
		if i > 50 || s.Over() {
			t.Fatalf("no Global Ability after the last player's turn (stage %d)", s.d.Stage)
		}
		s = declineOne(t, s)
	}
	return s
}

// tableauGrowth is the growth on p's tableau.
func tableauGrowth(s State, p Player) int {
	n := 0
	st := s.d.get(p)
	for _, on := range st.pieces.on[:st.nTab] {
		n += int(on.Growth)
	}
	return n
}

// animalsRow is p's value in the scorepad's "animals" row.
func animalsRow(t *testing.T, s State, p Player) int {
	t.Helper()
	for _, r := range s.Result().Rows {
		if r.Name == "animals" {
			return r.Values[p]
		}
	}
	t.Fatal("no animals row")
	return 0
}

// declineOne plays the first move of the player to move that stops,
// skips or passes, or else their first legal move.
func declineOne(t *testing.T, s State) State {
	t.Helper()
	ms := s.LegalMoves(s.ToMove()[0])
	m := ms[0]
	for _, c := range ms {
		if c.Kind == Stop || c.Kind == Skip || c.Kind == Done {
			m = c
			break
		}
	}
	next, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	return next
}

package animalkingdom

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestAnimeeplesNeverShareASpecies: the Capybara's 5 Animeeples are
// placed on 5 different cards with wet, never two on one card; in the
// advanced game Animeeples of different species share a card.
func TestAnimeeplesNeverShareASpecies(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Capybara]
    tableau:
      - {card: Blackthorn, row: 0, col: 0}
      - {card: White Oak, row: 0, col: 1}
      - {card: Basil, row: 0, col: 2}
      - {card: Southern Magnolia, row: 1, col: 0}
      - {card: Fly Agaric, row: 1, col: 1}
      - {card: Ram's Head, row: 1, col: 2}
      - {card: Marula, row: 2, col: 0}
  - animals: [Tarsier]
`)
	s = play(t, s, "P1 leaf", "P1 activate Capybara", "P1 animeeple @0,0")
	refused(t, s, "P1 animeeple @0,0") // one of the species stands there
	refused(t, s, "P1 animeeple @2,0") // Marula: no wet
	s = play(t, s, "P1 animeeple @0,1", "P1 animeeple @0,2", "P1 animeeple @1,0", "P1 animeeple @1,1")
	mustStand(t, s, 0, 0, "0,0", "0,1", "0,2", "1,0", "1,1")
	if hasMove(t, s, "P1 animeeple @1,2") {
		t.Fatalf("a sixth Capybara Animeeple may be placed: %s", legalText(s, 0))
	}

	adv := build(t, `
players: 2
mode: advanced
global: Platypus
seats:
  - animals: [Tarsier, South African Oryx]
    tableau:
      - {card: Marula, row: 0, col: 0}
      - {card: Blackthorn, row: 0, col: 1}
  - animals: [Jaguar, Red Panda]
`)
	adv = play(t, adv, "P1 leaf", "P1 activate Tarsier", "P1 animeeple @0,0", "P1 stop")
	adv = play(t, adv, "P1 activate South African Oryx", "P1 animeeple @0,0")
	mustStand(t, adv, 0, 0, "0,0")
	mustStand(t, adv, 0, 1, "0,0")
}

// TestMovementRules: an Animeeple moves to an adjacent card only,
// orthogonally or diagonally: the tableau does not wrap around, and it
// never moves onto or through an empty space.
func TestMovementRules(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Tarsier]
    tableau:
      - {card: Blackthorn, row: 0, col: 0, animeeples: [Tarsier]}
      - {card: White Oak, row: 0, col: 1}
      - {card: Basil, row: 0, col: 2}
      - {card: Marula, row: 0, col: 3}
      - {card: Heather, row: 1, col: 3}
      - {card: Oleander, row: 2, col: 3}
      - {card: Rosemary, row: 2, col: 2}
  - animals: [Jaguar]
`)
	s = play(t, s, "P1 leaf", "P1 activate Tarsier")
	refused(t, s, "P1 animeeple @0,3") // far left and far right are not adjacent
	refused(t, s, "P1 animeeple @0,2") // two cards away
	refused(t, s, "P1 animeeple @1,1") // an empty space
	refused(t, s, "P1 animeeple @1,0")
	offered(t, s, "P1 animeeple @0,1")
	s = play(t, s, "P1 animeeple @0,1")
	refused(t, s, "P1 animeeple @0,0") // no backtracking
	refused(t, s, "P1 animeeple @1,2") // empty: not onto, nor through to 2,3 or 2,2
	offered(t, s, "P1 animeeple @0,2")
}

// TestMoveExactlyRefusesPartialMovement: the Red Fox moves exactly 2:
// it may not stop after 1, nor take a first step from which no second
// can be made; with no way to make 2 its ability cannot be used.
func TestMoveExactlyRefusesPartialMovement(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Red Fox]
    tableau:
      - {card: Blackthorn, row: 0, col: 0}
      - {card: White Oak, row: 0, col: 1, animeeples: [Red Fox]}
      - {card: Basil, row: 0, col: 2}
      - {card: Marula, row: 0, col: 3}
  - animals: [Jaguar]
`)
	s = play(t, s, "P1 leaf", "P1 activate Red Fox")
	refused(t, s, "P1 stop")
	refused(t, s, "P1 animeeple @0,0") // a dead end after 1
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 animeeple @0,2")
	refused(t, s, "P1 stop")
	s = play(t, s, "P1 animeeple @0,3")
	if got := s.d.get(0).Soil - soil; got != 2 {
		t.Fatalf("the Red Fox gained %d soil over 2 cards with 1 used Leaf, want 2", got)
	}
	// From the end of the row, back over 0,2 to 0,1: allowed in a new
	// activation; a two-card tableau has no 2 moves at all.
	s = play(t, s, "P1 leaf", "P1 activate Red Fox", "P1 animeeple @0,2", "P1 animeeple @0,1")
	mustStand(t, s, 0, 0, "0,1")

	short := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Red Fox]
    tableau:
      - {card: Blackthorn, row: 0, col: 0, animeeples: [Red Fox]}
      - {card: White Oak, row: 0, col: 1}
  - animals: [Jaguar]
`)
	short = play(t, short, "P1 leaf")
	refused(t, short, "P1 activate Red Fox")
	if short.d.AK.Act.On {
		t.Fatalf("an activation with nothing to activate waits: %s", legalText(short, 0))
	}
}

// TestActivationIsOptional: after a Leaf the player may skip the
// activation, or stop an "up to" movement at any point; the Leaf stays
// used.
func TestActivationIsOptional(t *testing.T) {
	sc := `
players: 2
global: Platypus
seats:
  - animals: [Tarsier]
    tableau:
      - {card: Blackthorn, row: 0, col: 0}
      - {card: White Oak, row: 0, col: 1}
  - animals: [Jaguar]
`
	s := play(t, build(t, sc), "P1 leaf")
	offered(t, s, "P1 skip")
	hand := len(s.d.get(0).Hand)
	s = play(t, s, "P1 skip")
	if s.d.AK.Act.On || len(s.d.get(0).Hand) != hand || len(standsAt(s, 0, 0)) != 0 || s.d.leavesUsed(0) != 1 {
		t.Fatalf("skipping: activation %v, hand %d (was %d), Animeeple %v, Leaves used %d",
			s.d.AK.Act.On, len(s.d.get(0).Hand), hand, standsAt(s, 0, 0), s.d.leavesUsed(0))
	}
	s = play(t, s, "P1 leaf", "P1 activate Tarsier", "P1 animeeple @0,0", "P1 stop")
	if s.d.AK.Act.On || len(s.d.get(0).Hand) != hand+1 {
		t.Fatalf("stopping after the placement: activation %v, drew %d", s.d.AK.Act.On, len(s.d.get(0).Hand)-hand)
	}
}

// TestDiscardedLeafNeverReturns: a discarded Leaf never returns: after
// 5 no Leaf is left to discard, and one fewer is left for claims: with
// all 5 discarded, an objective met is not claimed.
func TestDiscardedLeafNeverReturns(t *testing.T) {
	sc := func(discarded string) string {
		return `
players: 2
fauna: [European Mole, Andean Condor, Mountain Lion, American Alligator]
global: Platypus
seats:
  - animals: [Tarsier]
    discarded: ` + discarded + `
    soil: 19
    tableau:
      - {card: Blackthorn, row: 0, col: 0}
  - animals: [Jaguar]
`
	}
	s := play(t, build(t, sc("4")), "P1 leaf", "P1 skip")
	if s.d.leavesUsed(0) != Leaves || hasMove(t, s, "P1 leaf") {
		t.Fatalf("after 5 Leaves: %d used, another offered %v", s.d.leavesUsed(0), hasMove(t, s, "P1 leaf"))
	}
	s = play(t, s, "P1 action compost")
	if s.d.get(0).Soil < 20 || s.d.get(0).Claimed[0] {
		t.Fatalf("without a Leaf: %d soil, Mole claimed %v; want 20+ and not claimed", s.d.get(0).Soil, s.d.get(0).Claimed[0])
	}
	k := play(t, build(t, sc("4")), "P1 action compost")
	if !k.d.get(0).Claimed[0] {
		t.Fatalf("with a Leaf left, 20+ soil does not claim the European Mole")
	}
}

// TestOnlyTheLeafsUserActivates: in the teams mode a player's Leaf
// activates only their own Animals, not their partner's.
func TestOnlyTheLeafsUserActivates(t *testing.T) {
	s := build(t, `
players: 4
teams: true
global: Platypus
seats:
  - animals: [Tarsier]
    tableau:
      - {card: Blackthorn, row: 0, col: 0}
  - animals: [Jaguar]
  - animals: [South African Oryx]
    tableau:
      - {card: Marula, row: 0, col: 0}
  - animals: [Red Panda]
`)
	s = play(t, s, "P1 leaf")
	if who := s.ToMove(); len(who) != 1 || who[0] != 0 {
		t.Fatalf("after P1's Leaf %v decide, want P1", who)
	}
	offered(t, s, "P1 activate Tarsier")
	refused(t, s, "P1 activate South African Oryx") // the partner's
	refused(t, s, "P3 activate South African Oryx")
	s = play(t, s, "P1 skip")
	if s.d.AK.Act.On || s.d.get(2).Animal.Owed != 0 {
		t.Fatalf("the partner is owed an activation: %d", s.d.get(2).Animal.Owed)
	}
}

// TestGlobalAbilityWhenTheTurnPassesToTheFirst: the Global Ability
// fires when the turn passes from the last player to the first, not
// between other players; each player may skip it.
func TestGlobalAbilityWhenTheTurnPassesToTheFirst(t *testing.T) {
	s := build(t, `
players: 3
global: Thomson's Gazelle
seats:
  - animals: [Jaguar]
    tableau:
      - {card: West India Lantana, row: 0, col: 0}
  - animals: [Tarsier]
    tableau:
      - {card: Ram's Head, row: 0, col: 0}
  - animals: [Red Panda]
`)
	for want := Player(1); want < 3; want++ {
		s = turnOver(t, s)
		if s.d.Stage != stAction || s.d.Active != want {
			t.Fatalf("after %v's turn: stage %d, active %v; want %v's turn and no Global Ability", want-1, s.d.Stage, s.d.Active, want)
		}
	}
	s = turnOver(t, s)
	if s.d.Stage != stGlobal {
		t.Fatalf("after the last player's turn: stage %d, want the Global Ability", s.d.Stage)
	}
	soil := s.d.get(0).Soil
	s = play(t, s, "P1 skip", "P2 global 1", "P3 skip")
	if s.d.get(0).Soil != soil || s.d.Stage != stAction || s.d.Active != 0 {
		t.Fatalf("P1 skipped: soil %d (was %d); stage %d, active %v, want P1's turn", s.d.get(0).Soil, soil, s.d.Stage, s.d.Active)
	}
}

// turnOver plays the active player's turn with the action "grow", every
// decision taken as the first stop, skip or done offered (else the
// first move), until another player's turn or the Global Ability.
func turnOver(t *testing.T, s State) State {
	t.Helper()
	active := s.d.Active
	s = play(t, s, active.String()+" action grow")
	for i := 0; s.d.Stage != stGlobal && (s.d.Active == active || s.d.Stage != stAction); i++ {
		if i > 50 || s.Over() {
			t.Fatalf("%v's turn does not end (stage %d)", active, s.d.Stage)
		}
		s = declineOne(t, s)
	}
	return s
}

// TestStoredPiecesNeverLeaveStorage: over random games with the
// expansion, what lies on Animal cards, on the Global Ability card and
// on the Islands never decreases, and used Leaves never return.
func TestStoredPiecesNeverLeaveStorage(t *testing.T) {
	games := 40
	switch {
	case gametest.Long():
		games = 120
	case raceOn:
		games = 12
	}
	stored := 0
	for g := range games {
		cfg := Config{Animals: true, Players: 2 + g%4, Mode: Mode(g % 3), Seed: uint64(g)}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 7))
		for n := 0; !s.Over(); n++ {
			if n > 20000 {
				t.Fatalf("game %d not over after %d moves", g, n)
			}
			m := storingMove(s, r)
			next, err := s.Apply(m)
			if err != nil {
				t.Fatalf("game %d move %d %v: %v", g, n, m, err)
			}
			for q := range s.d.n() {
				if why := lostFromStorage(s, next, Player(q)); why != "" {
					t.Fatalf("game %d move %d %v: %v %s", g, n, m, Player(q), why)
				}
			}
			s = next
		}
		for q := range s.d.n() {
			a := &s.d.get(Player(q)).Animal
			stored += a.Stored[0].total() + a.Stored[1].total() + a.GlobalStored.total() + a.Island.total()
		}
	}
	if stored == 0 {
		t.Fatal("no game stored a piece: the property is not exercised")
	}
	t.Logf("%d pieces stored in %d games", stored, games)
}

// storingMove is a random legal move of the first player to decide,
// a Leaf discarded now and then once the tableau has cards to move on,
// an Animal activated whenever one can be.
func storingMove(s State, r *rand.Rand) Move {
	p := s.ToMove()[0]
	ms := s.LegalMoves(p)
	for _, m := range ms {
		if m.Kind == Activate || m.Kind == StoreFromCard {
			return m
		}
	}
	for {
		m := ms[r.IntN(len(ms))]
		if m.Kind != DiscardLeaf || len(ms) == 1 || len(s.d.get(p).Tab()) >= 6 && r.IntN(8) == 0 {
			return m
		}
	}
}

// lostFromStorage says what p's storage or Leaves lost from before to
// after, or "".
func lostFromStorage(before, after State, p Player) string {
	a, b := &before.d.get(p).Animal, &after.d.get(p).Animal
	less := func(x, y Store) bool { return y.Soil < x.Soil || y.Sprouts < x.Sprouts || y.Growth < x.Growth }
	switch {
	case less(a.Stored[0], b.Stored[0]) || less(a.Stored[1], b.Stored[1]):
		return fmt.Sprintf("Animal storage %+v became %+v", a.Stored, b.Stored)
	case less(a.GlobalStored, b.GlobalStored):
		return fmt.Sprintf("Global storage %+v became %+v", a.GlobalStored, b.GlobalStored)
	case less(a.Island, b.Island):
		return fmt.Sprintf("Island %+v became %+v", a.Island, b.Island)
	case b.Discarded < a.Discarded || after.d.leavesUsed(p) < before.d.leavesUsed(p):
		return fmt.Sprintf("used Leaves %d became %d", before.d.leavesUsed(p), after.d.leavesUsed(p))
	}
	return ""
}

// TestAdvancedAnimalsOneAfterTheOther: in the advanced game one
// activation triggers both Animals in the order the player chooses, the
// first completed in full before the second starts.
func TestAdvancedAnimalsOneAfterTheOther(t *testing.T) {
	s := build(t, `
players: 2
mode: advanced
global: Platypus
seats:
  - animals: [Tarsier, South African Oryx]
    tableau:
      - {card: Marula, row: 0, col: 0}
      - {card: Heather, row: 0, col: 1}
      - {card: Blackthorn, row: 1, col: 0}
  - animals: [Jaguar, Red Panda]
`)
	s = play(t, s, "P1 leaf")
	offered(t, s, "P1 activate Tarsier")
	s = play(t, s, "P1 activate South African Oryx", "P1 animeeple @0,0")
	refused(t, s, "P1 activate Tarsier") // the Oryx is not done
	s = play(t, s, "P1 animeeple @0,1")
	refused(t, s, "P1 activate South African Oryx") // once an activation
	s = play(t, s, "P1 activate Tarsier", "P1 animeeple @1,0", "P1 animeeple @0,0")
	if s.d.AK.Act.On {
		t.Fatalf("both Animals done, the activation goes on: %s", legalText(s, 0))
	}
	mustStand(t, s, 0, 0, "0,0")
	mustStand(t, s, 0, 1, "0,1")
}

// TestAnAbilityIsUsedOnlyIfPaidInFull: the Highland Cow reaching a card
// without growth cannot pay "spend 1 growth from it": no use is offered,
// and the movement goes on; on a card with growth it is use or skip.
func TestAnAbilityIsUsedOnlyIfPaidInFull(t *testing.T) {
	s := build(t, `
players: 2
global: Platypus
seats:
  - animals: [Highland Cow]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, growth: 2, animeeples: [Highland Cow]}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Marula, row: 1, col: 0, growth: 1}
  - animals: [Tarsier]
`)
	s = play(t, s, "P1 leaf", "P1 activate Highland Cow", "P1 animeeple @0,1")
	refused(t, s, "P1 use")
	offered(t, s, "P1 animeeple @1,0")
	s = play(t, s, "P1 animeeple @1,0")
	offered(t, s, "P1 use")
	compost := len(s.d.get(0).Compost)
	s = play(t, s, "P1 skip")
	if _, g := piecesAt(s, 0, 1, 0); g != 1 || len(s.d.get(0).Compost) != compost {
		t.Fatalf("skipping the ability: growth %d, composted %d; want 1 and 0", g, len(s.d.get(0).Compost)-compost)
	}
}

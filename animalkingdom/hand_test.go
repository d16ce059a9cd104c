package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHandEventsKeptAgreeWithTheHands checks, over random games of both
// kinds and solo, that every seat's handEvents, kept as cards come into
// and go out of the hands, is what looking through the hand gives, after
// every move, through JSON, in a View and in a View's sample; and that
// the moves of any time list what looking through the hand card by card
// lists (nextHandEvent against nextEvent).
func TestHandEventsKeptAgreeWithTheHands(t *testing.T) {
	agree := func(what string, g *data) {
		t.Helper()
		for p := range Player(g.n()) {
			s := g.get(p)
			if want := handEventsOf(s.Hand, g.cs.event); s.handEvents != want {
				t.Fatalf("%s: %v keeps hand events %b, the hand of %d cards has %b", what, p, s.handEvents, len(s.Hand), want)
			}
			if slices.Contains(s.Hand, NoCard) {
				continue // hidden: no move of any time is listed for it
			}
			var kept, seen []int
			for i := s.nextHandEvent(g.cs.event, 0); i < len(s.Hand); i = s.nextHandEvent(g.cs.event, i+1) {
				kept = append(kept, i)
			}
			for i := range s.Hand {
				if g.cs.event[s.Hand[i]] {
					seen = append(seen, i)
				}
			}
			if len(kept) != len(seen) {
				t.Fatalf("%s: %v: events at %v, the hand has them at %v", what, p, kept, seen)
			}
			for k := range kept {
				if kept[k] != seen[k] {
					t.Fatalf("%s: %v: events at %v, the hand has them at %v", what, p, kept, seen)
				}
			}
		}
	}
	long, events := 0, 0
	for i, cfg := range []Config{{Players: 4, Seed: 21}, {Players: 2, Seed: 22}, {Players: 3, Seed: 23, Animals: true}, {Players: 1, Solo: true, Seed: 24}} {
		n := 0
		walkRandom(t, cfg, rand.New(rand.NewPCG(uint64(i), 9)), func(s State, m Move) {
			agree("a position", &s.d)
			for p := range Player(s.d.n()) {
				long += min(1, len(s.d.get(p).Hand)/(handEventBits+1))
				events += min(1, int(s.d.get(p).handEvents))
			}
			if n++; n%53 == 0 {
				back := readBack(t, s)
				agree("through JSON", &back.d)
				v := s.View(P1)
				agree("a View", v.d)
				sample := v.Sample(uint64(n))
				agree("a View's sample", &sample.d)
			}
		})
	}
	if events == 0 {
		t.Error("no hand held an event")
	}
	t.Logf("%d positions with a hand beyond %d cards", long, handEventBits)
}

// TestHandEventsKeptAsCardsComeAndGo puts cards into a hand and takes
// them out in random order, the hand growing beyond handEventBits, with
// an event at every place now and then, and compares handEvents with the
// hand after each change.
func TestHandEventsKeptAsCardsComeAndGo(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g := s.d.clone()
	var events, others []Card
	for c := range Card(len(g.cs.deck)) {
		if g.cs.event[c] {
			events = append(events, c)
		} else {
			others = append(others, c)
		}
	}
	r := rand.New(rand.NewPCG(5, 10))
	seat := g.seat(P1)
	for step := range 4000 {
		switch hand := seat.Hand; {
		case len(hand) > 0 && (len(hand) > 2*handEventBits || r.IntN(3) == 0):
			g.fromHand(seat, hand[r.IntN(len(hand))])
		case r.IntN(2) == 0:
			g.toHand(seat, events[r.IntN(len(events))])
		default:
			g.toHand(seat, others[r.IntN(len(others))])
		}
		if want := handEventsOf(seat.Hand, g.cs.event); seat.handEvents != want {
			t.Fatalf("step %d: a hand of %d cards keeps events %b, has %b", step, len(seat.Hand), seat.handEvents, want)
		}
	}
}

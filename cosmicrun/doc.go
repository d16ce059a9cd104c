// Package cosmicrun is the rules of Cosmic Run: Express, for 2 players racing
// to three planets, and its solo game against the Round Card.
//
// A game is an immutable State. New deals the first round; each player in
// ToMove picks one of LegalMoves and Apply returns the next State:
//
//	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
//	for !s.Over() {
//		p := s.ToMove()[0]
//		s, _ = s.Apply(s.LegalMoves(p)[0])
//	}
//	fmt.Println(s.Result().Winners)
//
// A round is: passing (each player chooses 2 cards, one Pass move at a time,
// in secret), discarding (Keep, or Discard a card to draw one of the 4 set
// aside), then six placings (each player commits a Place move in secret: a
// card, a planet and an orientation; when both have, the cards are revealed
// and card matching is scored, the higher card first at one planet, the
// lower planet first otherwise). After 12 cards the planets are scored in
// order: best hand, then arrows, the best-hand loser first. The game ends
// the moment a player reaches all three planets.
//
// The solo game (Config.Players 1) flips cards instead: Mine or Theirs
// places the flipped card on a side, the next card going to the other side;
// Reflip replaces a flipped card, as often per round as the Level allows.
// The opposing side never scores but blocks best hand with a better hand.
// The game is lost when the Round Card, starting at 4, reaches 0.
//
// Cards are data: the embedded set (StandardCards, cards/standard.yaml) or
// any set loaded with LoadCards. Positions can be set up directly with a Scenario,
// which is how a rules question becomes a test. ApplyEvents reports what a
// move did and by which rule; View is what one player may see, and
// View.Sample deals the hidden cards at random for search bots.
package cosmicrun

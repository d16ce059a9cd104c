// Package dispute shows how a rules argument is settled with rulebox: lay
// the position out as a scenario, play the moves in question, and assert
// what the rules allow. It has no code of its own; see its tests, one
// question per game, each answered from its rulebook's words:
//
//   - Cosmic Run: Express (cosmicrun_test.go): which hand wins a planet's
//     tie? Equal ranks and numbers go to the higher card's colour in that
//     planet's colour rank, so the same two hands can win at one planet and
//     lose at the next (TestPlanetTieGoesToTheHigherCardsColourOnThatPlanet).
//   - Before the Earth Explodes (beforeearth_test.go): what does Scout
//     against Mine resolve to? Scout's reaction comes first and its
//     spaceship is kept; Mine then cancels Scout's action (no technology,
//     no planet colonized) and deals 1 damage, and Mine's action stands
//     (TestScoutAgainstMineKeepsItsSpaceshipButLosesItsAction).
//   - Earth (earth_test.go): does an ability with a cost fire when it is
//     paid only in part? No: it fires only if the full cost is paid
//     (TestAbilityPaidInPartDoesNotFire).
//   - Earth solo with Animal Kingdom (earthsolo_test.go): what does Gaia
//     do when she cannot afford an Animal's ability? Nothing, for one she
//     must pay in full (the Canada Jay's 2 Growth: no partial benefit);
//     for a "move up to" Animal, as many times as she can afford (the
//     Bluebottle Fly with 2 compost cards of 3: twice), built at the step
//     where the player places her Gyre's Leaf
//     (TestGaiaUsesOnlyWhatSheCanAfford).
//   - Earth with Animal Kingdom (animalkingdom_test.go): can a Highland
//     Cow's Animeeple come back to a card it visited in an earlier
//     activation? Yes, though never to one of this activation, played from
//     the rulebook's example
//     (TestAnimeepleMayReturnToACardOfAnEarlierActivation).
//   - Earth Express (earthexpress_test.go): may a Flora take Growth past its
//     capacity? No: what does not fit is lost
//     (TestGrowthBeyondCapacityIsLost).
package dispute

// Package beforeearth is the referee for Before the Earth Explodes, a game
// for 2 players of simultaneous rounds.
//
// Each round both players choose an action card in secret (Scout, Invade,
// Occupy, Mine: a PlayCard move each; until both have chosen, neither View
// shows the other's card, only that it is committed). Then the round
// resolves through Phase 1: Reactions, Phase 2: Actions, Phase 3: Colonize
// and Phase 4: Maintenance, stopping whenever a player must decide: which
// spaceship to take, which Quarry to collect, which resource to take, spend
// or pay, whether to use a planet ability, which planet to colonize. Each
// decision is one Move, and LegalMoves lists exactly the options.
//
//	s, _ := beforeearth.New(beforeearth.Config{Seed: 7})
//	for !s.Over() {
//		p := s.ToMove()[0]
//		s, _ = s.Apply(s.LegalMoves(p)[0])
//	}
//	fmt.Println(s.Result().Winners)
//
// A State is an immutable value: Apply returns a new one. Apply works as
// in every rulebox game: it refuses an illegal move before writing
// anything, then plays the move on its own copy of the position through one
// short-lived handle, which holds what that Apply writes and its event log
// (the zero log for Apply, which records nothing; ApplyEvents keeps the
// events); the State returned holds the new position alone. Randomness (the
// bag, the decks) lives in the state, so a Config and a list of moves replay
// bit for bit. States, views and moves round-trip through JSON; moves have a
// notation ("P1 play A", "P2 ship The Davnarock", "P1 quarry 2", "P2 take
// grey", "P1 colonize Nestarvis", "P1 use Drecolara", "P1 done") that
// ParseMove reads. A Scenario sets up any position, so that a rules question
// becomes a test.
//
// # Moves
//
// Two players choose an action card each in secret ("P1 play A": A Scout,
// B Invade, C Occupy, D Mine), then the four phases run: reactions
// (cancelling and damage), actions, colonize, maintenance. Every choice
// inside them is a move: which spaceship Scout takes, which Quarry Mine
// collects, which resources to pay or take, which planet to colonize,
// whether to use a planet's once-per-game ability, and done to end a
// window. Spaceship abilities resolve when the ship is taken; The
// Destroyer, Genesis and The Nihilist hold passive victory conditions. A
// game ends the moment any of the four ways to win is met, in the middle
// of a phase if that is when it happens; Result().Victory says which
// (planets, technology, damage, spaceship), beside Winners, the Rows of
// progress (planets, planets to win, technology, damage, spaceships,
// resources) with a value per seat, and the Tiebreak that decided a
// victory both players reached with one change.
//
// The notation: "P1 play A", "P2 ship The Davnarock", "P1 quarry 2", "P2
// take grey", "P1 spend black", "P1 pay white", "P1 option 2", "P1 search
// San-31", "P2 colonize Nestarvis", "P1 use Drecolara", "P1 done". In Go a
// Move names what it is done with by the rulebook's words (Action,
// Resource, Quarry, Option, Card), with a constructor per kind:
// PlayCardMove(P1, Scout), CollectQuarryMove(P2, 0) for "P2 quarry 1",
// ColonizePlanetMove(P1, card.Index) with a card from CardSet.Lookup. A
// move that sets a field its kind does not use is refused.
//
// Scenario (in Go, or YAML through LoadScenario) sets up a position;
// Scenario.BuildEvents also returns the events of the part of the round a
// scenario with both cards played resolves. A scenario starts at any step
// the rulebook names (Scenario.Step): while the action cards are chosen
// (one already played, or none), at a player's reaction, action or planet
// abilities, their colonizing, or Maintenance; what the steps before
// decided follows from the cards played, and a seat says a discount won
// otherwise and whether the player has colonized this round.
// State.Scenario prints a position back as a scenario, and MarshalScenario
// writes it as YAML; a decision inside a card's ability or a payment is
// the one thing it cannot say (the scenario starts that step again).
// State.View(p) is what p may
// see, read through the View's own accessors (the same names as the
// State's: Tech, Resources, Fleet, ShipRow, Played...), and
// View.Sample(seed) deals the rest; State.Validate checks the
// invariants. Players, ToMove, Cards, Fleet(p) and StandardCards return new
// values each call. Accessors taking a player or Quarry return the zero
// value for one that is not in the game. Every state Validate, JSON
// decoding or Scenario.Build accepts is over or has a player with a legal
// move, and play from it never makes a state Validate refuses (the pending
// stack has only the shapes play builds, so it is bounded).
//
// # Cards
//
// Every field of a card file is required (one left out is an error at
// the entry, naming it), but cost_origin, which is empty when left out.
//
// The 16 spaceships and 16 planets are data: cards/standard.yaml, embedded,
// with abilities in the carddata expression language ("gain 1 tech, take 1
// grey", "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2
// resources"), compiled into steps (data, not closures) once when the set
// is loaded. LoadCards(file, data) reads another set; its errors point at
// file:line:col, and a word the compiler does not know is an error with its
// position and a suggestion. See Ability for the verbs.
//
// From the rulebook: the 13 spaceships and 13 planets it lists, STS Jude
// 0331 (the Reactions example: "take 1 resource of each type"), and two
// costs: Nestarvis 2 grey, Drecolara 1 black + 1 grey. Ours: the spaceships
// Halvard 77 (take 2 white) and The Wayfarer (gain 1 tech, reduce 1
// damage); the planets Orrin-4 (trade 1 white for any 1 resource),
// Tessaly-9 (take any 2 resources) and Vyrmos (deal 1 damage to opponent,
// reduce 1 damage); every other colonize cost (2 to 4 resources), marked
// cost_origin: original on each such card; the quarry capacity, 4.
// StandardCards' doc lists the same. The file's fields:
//
//   - quarry_capacity: how many resources a Quarry holds; maintenance adds
//     none to a full one.
//   - spaceships[].name, .origin, .ability: the ship, whether it comes from
//     the rulebook or is ours, and its ability in the card-data language.
//   - planets[].name, .origin: the planet, and whether it and its ability
//     come from the rulebook or are ours.
//   - planets[].cost: the colonize cost by resource type (black, grey,
//     white).
//   - planets[].cost_origin: where the cost comes from, when not from the
//     same place as the card (original on the 11 rulebook planets whose
//     cost is ours); left out, the card's origin.
//   - planets[].ability: the once-per-game ability.
//
// A CardSet may also be built in Go (abilities from ParseAbility): New,
// Scenario.Build and CardSet.DecodeState check it exactly as LoadCards
// checks a file, and the game plays a private compiled copy, so nothing a
// caller holds can change a game. A saved state records its card set's
// name and fingerprint (names, origins, costs, abilities, quarry capacity)
// and reloads only with those cards. A Move names its card by index in the
// game's set: FormatMove(s, m) writes it with s's names and ParseMove reads
// it back; String and a move's JSON use the embedded set's names.
//
// # Action ids and observations
//
// For learning agents every move the game can offer has a fixed action
// id: State.ActionSpace (and View's) is their number for the game's card
// set, fixed for the whole game (83 for the standard set); ActionID and
// MoveAt turn a move into its id and back (a move no decision can be, or
// an id that is not one of the player's legal moves now, is an error);
// AppendLegalActionIDs lists the
// ids of a player's legal moves in the order of AppendLegalMoves. The
// player is not part of an id: MoveAt takes it. For a set of S
// spaceships and P planets, A being the most alternatives one of its
// abilities offers, the ids are, by block:
//
//	0          4 ids     play action card Scout, Invade, Occupy, Mine
//	4          S ids     take spaceship s (its index in CardSet.Ships)
//	4+S        3 ids     collect Quarry 1, 2, 3
//	7+S        3 ids     take a black, grey, white resource
//	10+S       3 ids     spend a black, grey, white resource
//	13+S       3 ids     pay a black, grey, white resource
//	16+S       P ids     search planet p (its index in CardSet.Planets)
//	16+S+P     P ids     colonize planet p
//	16+S+2P    P ids     use planet p
//	16+S+3P    1 id      done
//	17+S+3P    A ids     choose alternative a of the card's ability
//
// View.AppendObservation writes what the viewer sees as numbers, as many
// as ObservationShape says (250 for the standard set), in the layout
// below: "me" is the viewer (P1 for a spectator), "them" the other seat.
// Every value is in [0, 1]: a flag is 0 or 1, a one-hot group has one 1
// (none when it has no value), a count is divided by its bound (and
// clipped to it where the game sets none).
//
//	offset          size   what (scaling)
//	0               1      round (min(round, 50) / 50)
//	1               6      phase, one-hot: choose, reactions, actions, colonize, maintenance, over
//	7               2      to move: me, them
//	9               2      me first this round; me holding the tiebreaker
//	11              2      won: me, them
//	13              5      victory, one-hot: none, planets, technology, damage, spaceship
//	18              B      my seat (below)
//	18+B            B      their seat
//	18+2B           3      the supply's black, grey, white (/ 10)
//	21+2B           9      Quarry 1, 2, 3: black, grey, white (/ the quarry capacity)
//	30+2B           S      spaceships in the deck (1 each)
//	30+2B+S         P      planets in the deck
//	30+2B+S+P       S      spaceships in the row
//	30+2B+2S+P      P      planets in the row
//	30+2B+2S+2P     P      colonized planets whose ability was used
//	30+2B+2S+3P     11     the decision on top, one-hot by kind: take-ship, quarry, take-any,
//	                       spend-any, pay, option, search, colonize-with, window, ship-frame, planet-frame
//	41+2B+2S+3P     1      that decision is mine
//	42+2B+2S+3P     S+P    its card, one-hot: a spaceship, else a planet
//	42+2B+3S+4P     1      its count left (min(n, 10) / 10)
//	43+2B+3S+4P     3      its cost left: black, grey, white (/ 10)
//
// A seat's block, B = 14+S+P values:
//
//	0      2    damage, technology (/ 7)
//	2      3    resources: black, grey, white (/ 10)
//	5      5    action card played, one-hot: none (or hidden), Scout, Invade, Occupy, Mine
//	10     1    chosen but hidden from me
//	11     1    action cancelled this round
//	12     1    colonized in the Colonize phase this round
//	13     1    Occupy's discount this round (min(discount, 3) / 3)
//	14     S    spaceships in the Fleet
//	14+S   P    planets colonized
//
// So the observation has 74+5S+6P values. It holds only what the viewer
// sees: the opponent's action card shows only once both are revealed
// (until then the seat's "chosen but hidden" flag), and nothing of the
// random generator. Both write into the caller's buffer without
// allocating (AppendObservation about 1.8 µs, AppendLegalActionIDs about
// 0.3 µs); testdata/encoding.golden pins a seeded game's ids and
// observations, so that a change of layout is a deliberate one.
//
// # Speed
//
// Today's figures (2026-12-04: this tree and, in brackets, the engine of
// d2e7295; the 2-core AMD EPYC machine, one goroutine unless noted, at
// the loads given with each figure):
//
//   - run.sh's loop by callgrind (its BenchmarkBeforeEarth2, 501 games
//     less 1, the collector off, counted inside the benchmark with
//     --toggle-collect, which makes repeated counts agree within 20):
//     68,590 to 69,021 instructions a game (69,710, -1.6%); the
//     yardstick 27,800; 0 allocs;
//   - CPU time (perf task-clock, 20,000 games a run, 30 runs alternating
//     with d2e7295, at a load of about 3): minima 165.3 ms against 174.2
//     ms, 25th percentiles 167.3 against 177.1 ms, medians 170.4 against
//     179.9 ms: 5.1% to 5.5% less, about 8.0 µs a game against 8.5 (each
//     run includes about 6.5 ms of start-up);
//   - ../shared/bench/run.sh, COUNT=5, three runs at a load of about 1:
//     4.1x to 5.0x the yardstick (8,490 ns a game in the run of 4.1x,
//     the yardstick taking 1,661 to 2,056 ns), d2e7295 4.4x to 5.0x in
//     the three runs between them (8,454 ns a game in the run of 4.7x);
//     in run.sh's loop, the two trees alternating eight times, 8,633 ns
//     a game against 8,803 (the medians; 8,034 and 8,518 at best). The
//     target of 3x is not met;
//   - 2 goroutines against one (BenchmarkRandomGameParallel -cpu 1,2,
//     -count 5, the medians, at a load of about 1.5): 1.96x (8,079 ns a
//     game on one, 4,114 ns on two);
//   - go test -bench: AppendLegalMoves into a reused buffer 11 ns, Apply
//     70 ns, Playout 10.9 µs a game (its one allocation, the buffer of
//     moves), a compiled ability 18 ns against 13 ns for the same written
//     in Go; AppendObservation was not timed again (SPEED.md has its last
//     figure).
//
// What changed (SPEED.md, round nine): a Move is 16 bytes (Card is an
// int16), so that the bot's two copies of the move it picks are one load
// and one store each, forwarded, where the 24-byte Move's overlapping
// copies waited on each other; nth, which draws a card from a deck when a
// row is refilled, finds the n-th card with no loop, so that no branch
// follows the random draw; and the engine's two draws (from the bag and
// from a deck) are written out rather than calls of rng.IntN, which put a
// store and a reload on the chain from one draw to the next.
//
// Where the time goes: a decision's options are worked out once, where the
// decision is pushed, and kept as a bit set, so that listing and checking
// a move read bits; listing is one call, and ToMove a table lookup. A CPU
// profile puts about a fifth of a game's time on the bot's loop with what
// is inlined into it, most of it waiting: the copy of Apply's result reads
// the turn in 16-byte words just after seal wrote it field by field (5% of
// the samples land there), and the loop's pick of the next move waits on
// its random draw and on the move appendLegal has just written field by
// field (about 2% each).
// The rest is spread over the rules; the largest single share is the
// Maintenance phase (about 8%), where each draw from the bag or a deck
// waits on the random generator and the draw before it. A game runs about
// 2.5 times the yardstick's instructions in about 4.5 to 5 times its time.
//
// The figures come from
//
//	go test -run '^$' -bench . -benchmem ./beforeearth
//	go test -run '^$' -bench Parallel -cpu 1,2 ./beforeearth
//	../shared/bench/run.sh   (from the project's root)
//
// SPEED.md, beside this file, has every change made for speed with its
// figures, what did not pay, and the figures this section gave before.
//
// # Rulings
//
// Where the rulebook is silent or unclear, the engine rules as follows.
//
//   - Tiebreaker token: it starts with P1 (the rulebook gives it to "the
//     tallest player").
//   - Starting tracks: both players' damage and technology tracks start at
//     0 (the rulebook gives each player tracker clips but does not say
//     where they start; 0 is the bottom of each track).
//   - Bag and decks: the bag is a multiset, and each draw picks uniformly
//     among the resources in it. A shuffled deck is modelled as drawing
//     uniformly among the cards left at each refill (the same
//     distribution), so there is no hidden deck order; which cards remain
//     in a deck is public (by elimination), and a View shows it.
//   - Empty bag: a draw from an empty bag gives nothing, so a Quarry is then
//     not refilled, "take 1 grey" gives only what the bag holds, and "take
//     any N" stops when the bag is empty.
//   - Empty deck: a row is not refilled when its deck is empty; Scout with
//     an empty row takes no spaceship.
//   - Quarry capacity is 4 (the rulebook only says "each quarry card that
//     is not full"); it is the quarry_capacity field of the card file.
//     Maintenance adds to Quarry 1, 2 and 3 in that order.
//   - "Any N resources": the player picks the types one resource at a
//     time, from their own resources to spend, from the bag to take. A
//     choice that cannot change the outcome (paying exactly what one holds,
//     a supply of one type, the only available spaceship) is made by the
//     engine, so players only see real decisions.
//   - Scout's reaction ("Take 1 available spaceship") is not optional when
//     a spaceship is available: one is taken, and its ability resolves at
//     once.
//   - Insufficient resources: a planet ability is offered only when its
//     costs can be paid (resources to spend, technology to lose:
//     Drecolara's second option needs technology 1+) and its target exists
//     (an available spaceship for Scarth-7, an affordable planet for Nuonus
//     and OSI-31). A spaceship ability whose cost cannot be paid does
//     nothing. A planet can be colonized only if its cost less the discount
//     can be paid. Tracks stay within 0..7 (reducing damage at 0 does
//     nothing).
//   - Discounts: "spend N less" waives N resources of the cost, never below
//     0; the player chooses which to pay when that matters. Occupy's
//     discount (its own, stolen by Invade, or copied by The Imitator)
//     applies to the Colonize-phase colonization only. Nuonus, OSI-31 and
//     ISS Salvation colonize in addition to the Colonize phase's one planet,
//     with their own discount only. ISS Salvation picks any planet of the
//     deck (none if it is empty).
//   - Occupy's discount does not add up: Occupy reads "spend 2 resources
//     less than normal", which states the discount, so performing Occupy's
//     action twice in a round (Invade stealing it and The Imitator copying
//     it) still leaves it 2, never 4.
//   - Trades (Hoenides, Kukroth, Orrin-4): the traded resource goes back to
//     the bag first, so the same type may be taken back.
//   - Planet ability timing (once per game each; the card is turned face
//     down and still counts): in the Actions phase a player whose action
//     stands may use abilities right after resolving their action; a
//     cancelled player may once both actions are resolved. In the Colonize
//     phase each player in turn (the round's order) may colonize (if their
//     action stands) and use abilities in any order, then says done. A
//     planet colonized this round may be used at once.
//   - A cancelled first player may colonize by planet ability first: a
//     cancelled player may use planet abilities once the opponent's action
//     is resolved (rulebook), so a cancelled player who comes first in the
//     round's order may use Nuonus or OSI-31 in the Actions phase after
//     both actions, or in their Colonize-phase turn, and take an available
//     planet before the opponent's Colonize turn.
//   - The Imitator copies the action of the card the opponent played this
//     round, whether or not it was cancelled: Scout +1 technology, Occupy
//     the discount, Mine a Quarry; copying Invade does nothing (the
//     copier's opponent played Invade, not Occupy or Mine). Taken with
//     Scout, its effect happens during the Reactions phase.
//   - Scarth-7's "activate it" is the general rule that a spaceship's
//     ability resolves when it is taken.
//   - Invade against Mine: the Invade player chooses the Quarry.
//   - Winning is checked after every single change, mid-phase too; the
//     first condition met ends the game at once (later actions of the round
//     do not resolve). If one change meets conditions for both players, a
//     spaceship's condition beats the rulebook's general ones: The
//     Nihilist's owner reaching 7 damage wins, although the opponent
//     "reaches 7 on the damage track" at the same moment. If both
//     conditions are of the same kind, the player whose effect caused it
//     wins. Result.Tiebreak names the one of these two that decided
//     (TiebreakSpaceship, TiebreakEffect). Spaceship conditions read "N or
//     more": taking The Destroyer when the opponent is already at 6 damage
//     wins at once.
//   - Planet target: a spaceship's "opponent need N planets to win" sets
//     its owner's opponent's target to N (the highest of several such
//     ships); Genesis makes it 8.
//   - Events tell what happened: a track event reports the change made
//     ("P1's technology moves +1 to 7" for San-31's 2 from 6); reducing
//     damage at 0 reports nothing, nor does taking from an empty supply.
package beforeearth

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
// A State is an immutable value: Apply returns a new one. Randomness (the
// bag, the decks) lives in the state, so a Config and a list of moves replay
// bit for bit. States, views and moves round-trip through JSON; moves have a
// notation ("P1 play A", "P2 ship The Davnarock", "P1 quarry 2", "P2 take
// grey", "P1 colonize Nestarvis", "P1 use Drecolara", "P1 done") that
// ParseMove reads. A Scenario sets up any position, so that a rules question
// becomes a test.
//
// # Cards
//
// The 16 spaceships and 16 planets are data: cards/standard.yaml, embedded,
// with abilities in the carddata expression language ("gain 1 tech, take 1
// grey"), compiled into steps once when the set is loaded. LoadCards reads
// another set; its errors point at file:line:col. See Ability for the verbs.
//
// # Speed
//
// Search bots spend their lives in the loop ToMove, AppendLegalMoves,
// Apply, so it is kept free of allocations and measured per decision
// (BenchmarkRandomGame reports ns/decision). What made it more than twice
// as fast, for the next game to start from:
//
//   - Work out a decision's options once. When a state is made, the
//     options of the pending decision are kept in it as a bit set
//     (data.opts, see options.go): AppendLegalMoves only spells the set
//     out, Apply's legality check is a bit test, and "is this decision
//     forced?" is a population count. Before, listing, checking and
//     settling each enumerated the options again.
//   - Let the compiler see everything. Card abilities compile to data
//     steps run by a switch, not closures: a closure taking the state's
//     pointer made every working state escape to the heap (and needed a
//     sync.Pool). Generators fill a bit set instead of calling back.
//   - A State is a value of about 170 bytes, and every call of a method
//     with a value receiver copies it, even inlined. So the exported
//     methods are thin wrappers around pointer methods, seats and counters
//     are bytes, the stack is bounded at its proven depth, and Apply builds
//     the next state in its receiver, which is already the caller's copy.
//   - Read small arrays through pointers (a 3-byte Resources passed by
//     value is spilled and reread byte by byte), keep what every window
//     reads (planet costs, requirements) in arrays by card index, and
//     write data-dependent minimums as conditional moves.
//   - Skip work the rules make pointless: a window that can offer nothing
//     but done is not opened, a victory check starts with a test that
//     nobody is near any condition, and a phase runs its steps in one call
//     until one needs a decision.
//
// Every such change keeps the games identical: the transcript golden test
// pins every move and event of a seeded game.
//
// # Rulings
//
// Where the rulebook is silent or unclear, the engine rules as follows.
//
//   - Setup: the tiebreaker token starts with P1; both tracks of both
//     players start at 0. The bag is a multiset:
//     each draw picks uniformly among the resources in it. A shuffled deck is
//     modelled as drawing uniformly from the cards left, at each refill, so no
//     deck order exists to be hidden; which cards remain is public.
//   - Empty supply: a draw from an empty bag gives nothing, so a Quarry is not
//     refilled and "take 1 grey" gives only what the bag holds; "take any N"
//     stops when the bag is empty.
//   - Empty deck: the row is not refilled; Scout with an empty row takes
//     nothing.
//   - Quarry capacity is 4, a field of the card file (quarry_capacity);
//     Maintenance adds to Quarry 1, 2 and 3 in that order.
//   - "Any N resources": the player picks the types one at a time (from their
//     own resources to spend, from the bag to take). A choice that cannot
//     change the outcome (paying exactly what one holds, a supply of one type)
//     is made by the engine.
//   - Scout's reaction is not optional: with a spaceship available, one is
//     taken, and its ability resolves at once.
//   - Insufficient means: a planet ability is offered only when its costs can
//     be paid (resources to spend, technology to lose) and its target exists
//     (an available spaceship, an affordable planet). A spaceship ability
//     whose cost cannot be paid does nothing. Tracks stay within 0..7.
//   - Discounts: "N less" waives N resources of the cost, never below 0; the
//     player chooses which to pay when it matters. Occupy's discount (or a
//     stolen one) applies to the Colonize phase colonization only, and is 2
//     however many times Occupy's action is performed in a round ("spend 2
//     resources less than normal" states the discount). Nuonus,
//     OSI-31 and ISS Salvation colonize in addition to it, with their own
//     discount only.
//   - Planet abilities, once per game each: in the Actions phase a player
//     whose action stands may use them right after resolving it; a cancelled
//     player may once both actions are resolved. In the Colonize phase each
//     player in turn may colonize (if their action stands) and use abilities
//     in any order, then says done. A planet colonized this round may be used
//     at once. So a cancelled player who comes first may colonize with
//     Nuonus or OSI-31 before the opponent's Colonize turn.
//   - Events report what happened: a track event gives the change made, and
//     a change that did not happen (damage reduced at 0) reports nothing.
//   - The Imitator copies the action of the card the opponent played this
//     round, cancelled or not: Scout gains 1 technology, Occupy the discount,
//     Mine a Quarry; Invade does nothing, as the copier's opponent played
//     Invade, not Occupy or Mine. Scarth-7's "activate it" is the rule that a
//     spaceship's ability resolves when taken.
//   - Winning is checked after every single change, mid-phase too; the first
//     condition met ends the game at once. If one change meets conditions for
//     both players, a spaceship's condition beats the general ones (The
//     Nihilist's owner at 7 damage wins, not the opponent); otherwise the
//     player whose effect it was wins. Spaceship conditions read "N or more",
//     so taking The Destroyer when the opponent is at 6 wins.
package beforeearth

// Package earthexpress is Earth Express: 1 to 8 players each plant a 3x3
// tableau of Flora and Terrain cards over 5 rounds and activate its
// coloured abilities with the Action tile's colours, or one player plays
// solo against the automa Demeter.
//
// A game is an immutable State: New starts one, Apply returns the state
// after a Move and never changes the receiver, and an illegal move is
// refused with a *RuleError that matches ErrIllegalMove before anything is
// written. Apply plays a legal move on a copy of the position, then
// settles it: everything the engine decides alone (abilities with nothing
// to choose, step 4, the round's end) runs until a player has a decision;
// ApplyEvents does the same, recording what happened. Every decision is
// a Move a bot can enumerate with AppendLegalMoves (which does not
// allocate), written in notation ("P1 plant American Sycamore", "P1 at
// r1c2", "P1 action blue", "P1 place sprout r1c3", "P1 done") that
// ParseMove reads back. Steps 1 to 3 of a round are simultaneous: every
// player with a decision is in ToMove at once, and each plays on
// independently; step 4 is resolved by the engine once all have finished,
// except the placing of the Sprouts others gave and, after round 5, the
// last conversions.
//
// Cards are data: LoadCards reads a card file (the layout of CardFile),
// compiling every ability, Terrain objective, Fauna objective and
// Ecosystem formula once into closures over a tableau (package
// internal/earth); what the engine cannot perform is an error at its
// file:line:col. Where a card contradicts a rule, the card wins (the
// Golden Rule): an ability does exactly what its text says. Every number a
// set carries is bounded at load (MaxVP, MaxGain, MaxCost and the others
// beside them), so that no game overflows a State's numbers.
//
// Every field of a card file is required (an entry without it is an
// error at the entry, naming the field), but for these, which default to
// empty when left out: a card's marks and the set's marks, a Flora's or
// Terrain's habitats, a Terrain's abilities, and the set's ecosystems.
//
// Result returns the scorepad's seven rows and the winners after the
// tiebreakers; View(p) is what p may see, and View.Sample deals the hidden
// cards; Scenario and LoadScenario build a position for a rules question.
//
// A Scenario writes every mode of a Config (beginner or standard Fauna
// board, Ecosystems, solo level, TerrainsNotBrown) and starts each seat
// at its own step of the round (Step): planting (a card chosen, a Refresh
// or Germinate under way, a BLACK ability of a card just planted),
// choosing the action or placing its benefit, activating at a named
// ability, the end of step 3, done, step 4's tokens, and after round 5
// the last conversions and the end; solo, Demeter's tie and first claim
// follow from the player's step. State.Scenario prints a position back
// and MarshalScenario writes it as YAML; what a scenario cannot say (a
// decision inside an ability, the stack's order) is listed there.
//
//	s, _ := earthexpress.New(earthexpress.Config{Players: 4, Seed: 7, Standard: true, Ecosystems: true})
//	for !s.Over() {
//		p := s.ToMove()[0]
//		s, _ = s.Apply(s.LegalMoves(p)[0])
//	}
//	res := s.Result() // Rows[SeedsRow].Values[p]: the scorepad's 7 rows by seat; Totals; Winners; Tiebreak; Demeter (solo)
//
// # Moves
//
// Every decision is a Move: a small comparable value whose fields are named
// for what they hold (Card, Space, Resource, Colour, Option, ...), made by
// a constructor per kind (PlantMove(P1, c), AtMove(P1, 1), ...) or read
// from its notation by ParseMove. Go values count from 0 (seats, spaces
// 0 to 8 row by row, options, Fauna cards, Ecosystem cards and sides,
// features, scorepad rows); only notation and text count from 1 (P1,
// r1c2, "activate 2", "claim 2", "fauna 1 on space 1").
//
// Compound choices are unit steps: a card is
// chosen, then its space; Sprouts and Growth are placed one piece at a time
// with done to take a benefit in part or not at all; costs in Sprouts or
// Growth are paid one piece at a time from the card of your choice; a
// choice that cannot change the outcome (where to pay from when every piece
// goes, which neighbour when both give as much, the only opponent) is made
// by the engine. Steps 1 to 3 are simultaneous: every player with a
// decision is in ToMove at once; step 4 is the engine's, except placing the
// Sprouts (and Growth) others gave you and, after round 5, your last
// conversions. By step:
//
//   - setup (Ecosystems): "P1 keep Everglades" (one of your two cards, by
//     the side's name), in secret until all have chosen.
//   - step 1: "P1 plant American Sycamore" then "P1 at r1c2"; "P1 refresh"
//     then "P1 discard Basil"... "P1 done"; "P1 germinate", "P1 discard
//     Basil", "P1 name wet".
//   - step 2: "P1 action blue" (a colour of the revealed Action tile), then
//     "P1 place sprout r1c3"... "P1 done".
//   - step 3: "P1 activate" ("P1 activate 2": the second option of an
//     "or"), "P1 skip", "P1 pay growth r2c2", "P1 place growth r1c1", "P1
//     done", "P1 neighbour left", "P1 opponent P3", "P1 end".
//   - any time but inside an ability: "P1 convert sprout" (then "P1 pay
//     sprout r1c1" twice, unless there is no choice): 1 Seed.
//   - step 4: "P2 place sprout r2c1"... "P2 done" (the Sprout tokens others
//     gave you); after round 5, "P2 end" when you could still convert.
//   - solo: "P1 demeter yellow" (her colour on a tie), "P1 claim 2" (her
//     first Fauna claim).
//
// Solo (Config{Players: 1, Level: Hard}): you plant from Demeter's 9
// face-up cards (refilled after you plant); she scores 3 VP each action
// step and, after your step 3, the resources her most common colour's
// abilities would gain less what they would cost; she claims Fauna in
// rounds 3 and 4 (Normal) or 2 and 3 (Hard, Expert), the first claim of
// your choosing, below your token when you claim the same round; in round 5
// her colour is activated twice (Normal) or three times (Hard, Expert); at
// the end her base VP count as positive (doubled at Expert) and each BROWN
// and BLACK ability (a Terrain's objective among them) scores 10.
// DemeterLeaves(114) is 4, 110, her two Leaf tokens.
//
// ApplyEvents tells what happened, each event naming its rule: a gain or a
// cost names the card whose ability it is (Card; none for the Action tile
// and the tokens), also when the ability started with no question asked
// (Activated); pieces that find no room are Lost; a Fauna claim names the
// Fauna side (Fauna), the card (Slot, from 0), its scoring space (Space,
// from 0) and the VP that space is worth (VP). Events write JSON with
// snake_case keys, the kind, card, resource and colours by their words.
//
// Scenario builds a position by card names: the round, the Action tile,
// the Fauna and Ecosystems, Demeter's tableau (solo), each seat's hand,
// tableau, Sprouts, Growth and Seeds, with the cards of Scenario.Cards (nil:
// the embedded set); LoadScenario reads one from YAML and Scenario.Build
// makes the state.
// State.View(p) hides the others' hands (solo too), the card another is
// about to plant, the stack, the order of the Action tiles left and, until
// all have chosen, their Ecosystems; View.Sample(seed) draws every hidden
// part anew. A View reads the public table as State does (Round, Phase,
// Step(p), At, Seeds, HandSize, Claim, Fauna, DiscardPile, Result, ...) and
// the viewer's own cards (Hand, Chosen, EcosystemCards); View.Validate
// checks a view read from elsewhere. State.Phase is the table's phase (the
// earliest step any player is in); State.Step(p) is one player's.
// State.Validate checks that every card is in exactly one place, pieces
// stay within capacities and the position can be played on.
// examples/cardlint checks a card file, and examples/dispute settles a rules
// argument ("may a Flora take Growth past its capacity?") with a scenario
// and a test, as a user would.
//
// # Cards
//
// The embedded set is cards/standard.yaml; its layout is CardFile
// (documented field by field):
//
//	name: standard
//	sprout_track: [1, 3, 4, 6, 8, 10]          # VP of a Sprout cube on spaces 1-6
//	beginner_fauna_vp: 10
//	fauna_spaces: [20, 16, 13, 10, 8, 6, 4, 2] # the standard side's spaces, highest first
//	action_tiles: [[red, blue], [blue, yellow], [yellow, red]]
//	types: [tree, bush, herb, mushroom, succulent]
//	habitats: [sunny, wet, rocky, cold]
//	marks: [animal-name, place-name, colour-name]
//	flora:
//	  - {name: American Sycamore, origin: rulebook, types: [tree], habitats: [wet], vp: 1,
//	     sprouts: 4, growth: 4, canopy_vp: 7, abilities: ["[yellow] gain 2 growth"]}
//	terrain:
//	  - {name: Scree Slope, origin: original, habitats: [rocky], vp: 1, objective: "[brown] score 5 vp if 3+ flora with rocky"}
//	fauna:
//	  - {name: Red Fox, origin: original, sides: [{name: Red Fox, objective: 5+ flora each with 1+ growth}, {name: Red Fox Kits, objective: 3+ tree}]}
//	ecosystems:
//	  - {name: Everglades, origin: rulebook, sides: [{name: Everglades, scoring: score 4 vp / flora with wet in longest diagonal chain max 28}, ...]}
//
// Its fields:
//
//   - sprout_track, beginner_fauna_vp, fauna_spaces, action_tiles: the
//     numbers the rulebook leaves to the printed components.
//   - types, habitats, marks: the set's card words; every word an ability
//     or objective uses must be one of them, a colour, flora or terrain.
//   - flora[]: name, origin (rulebook: named by the rulebook; example:
//     carries an ability the rulebook gives as an example; original), types
//     (1 or 2), habitats, marks, vp (label G, may be negative), sprouts
//     (label H, 0-6), growth (label D, 0-8), canopy_vp (label F), abilities
//     (1 or 2, each starting with its colour: [red], [blue], [yellow],
//     [multicolour], [black], [brown]).
//   - terrain[]: name, origin, habitats, vp, objective ("[brown] score
//     ..."), optional abilities.
//   - fauna[], ecosystems[]: name, origin and two sides, each with a name
//     and an objective (Fauna) or scoring (Ecosystem); card names and side
//     names are each unique among the set's Fauna, and among its
//     Ecosystems, as moves, events and results name them.
//
// Abilities use "gain N seeds|sprouts|growth" (with "on this", "on tree",
// "on 1 flora with wet", "on all flora same row as this"), "spend N x"
// before ":" ("from this" for pieces on the card), "/" scaling ("/ tree in
// neighbour"), the targets opponent, others, everyone, and "|" for what the
// other players may take; BROWN abilities and Terrain objectives are
// "score N vp / ..." or "score N vp if ..."; Ecosystems add tiers ("score
// vp / tree [1: 0, 2: 3, 3+: 8]"), groups ("/ 2 cards with rocky"), bounds
// ("max 28"), rows and columns ("row with 4 cards and different types") and
// chains ("in longest diagonal chain"); every word, with an example, is
// under Card vocabulary. A word or form the engine cannot perform is an
// error at its file:line:col, never skipped.
// "go run ./examples/cardlint [file]" prints every objective with the share
// of the Earth cards that count towards it (the percentage printed on real
// cards) and fails on one no tableau can meet.
//
// # Card vocabulary
//
// Every word and construct an Earth Express ability accepts, each with an
// example. A row shows its words (a construct without a word of its own
// in parentheses), the card field its example is written in ("card": a
// Flora's ability, as a Terrain's objective is; "fauna": a Fauna
// objective; "ecosystem": an Ecosystem's scoring), whether Earth (package
// animalkingdom) accepts the same example in the same field, and the
// example. TestVocabulary loads every example in its field of a card
// file, and in Earth's, and fails on a word of the standard cards or of
// the compiler's word lists that no row shows:
//
//	words                                  where      Earth  example
//	red, (colour), gain, growth            card       yes    [red] gain 2 growth
//	blue, sprout                           card       yes    [blue] gain 2 sprouts
//	yellow                                 card       yes    [yellow] gain 3 growth
//	multicolour                            card       yes    [multicolour] gain 1 sprout, 1 growth
//	black                                  card       yes    [black] gain 3 growth
//	when, planted                          card       no     [black] when planted: gain 2 growth
//	seed                                   card       no     [red] gain 3 seeds
//	spend, :, (cost)                       card       yes    [red] spend 1 growth: gain 2 sprouts
//	(several costs)                        card       yes    [yellow] spend 1 sprout, 1 growth: gain 3 growth
//	from, this                             card       no     [red] spend 2 sprouts from this: gain 2 growth
//	or, (choice)                           card       no     [red] spend 1 growth: gain 2 sprouts or spend 2 growth: gain 4 sprouts
//	|, (the other players)                 card       no     [blue] gain 3 growth | gain 1 sprout
//	opponent                               card       no     [blue] spend 2 sprouts: gain 4 growth, opponent gain 1 sprout
//	others                                 card       no     [yellow] gain 4 growth, others gain 2 sprouts
//	everyone                               card       no     [blue] everyone gain 1 sprout
//	you                                    card       no     [blue] you gain 2 sprouts
//	on, (where a gain goes)                card       yes    [yellow] gain 2 growth on this
//	tree                                   card       yes    [yellow] gain 2 growth on tree
//	(on one card)                          card       no     [blue] gain 3 sprouts on 1 flora with wet
//	all, (on each card)                    card       yes    [yellow] gain 1 growth on all flora same row as this
//	/, (scale)                             card       yes    [yellow] gain 1 growth / tree
//	in, neighbour                          card       no     [yellow] gain 1 growth / tree in neighbour
//	max, (a bounded gain)                  card       no     [yellow] gain 1 growth / tree max 3
//	(a gain per group)                     card       no     [blue] gain 1 sprout / 2 flora with wet
//	brown, score, vp                       card       yes    [brown] score 3 vp / tree
//	succulent                              card       no     [brown] score 3 vp / succulent
//	if, (a condition)                      card       yes    [brown] score 5 vp if 3+ flora with rocky
//	have                                   card       yes    [brown] score 5 vp if you have 3+ flora with rocky
//	above                                  card       yes    [blue] gain 1 sprout on flora above this
//	below, bush                            card       yes    [brown] score 2 vp / bush below this
//	left of, herb                          card       yes    [brown] score 2 vp / herb left of this
//	right of                               card       yes    [brown] score 2 vp / herb right of this
//	adjacent to                            card       yes    [brown] score 2 vp / herb adjacent to this
//	orthogonal to                          card       yes    [brown] score 3 vp / bush orthogonal to this
//	diagonal to                            card       yes    [brown] score 5 vp / tree diagonal to this
//	same row as                            card       yes    [brown] score 3 vp / herb same row as this
//	same column as, mushroom               card       yes    [brown] score 3 vp / mushroom same column as this
//	with, wet, (an anchor with features)   ecosystem  yes    score 3 vp / herb above flora with wet
//	longest, orthogonal, chain, through, card  card       yes    [brown] score 2 vp / card with cold in longest orthogonal chain through this
//	diagonal, (a bound)                    ecosystem  yes    score 4 vp / flora with wet in longest diagonal chain max 28
//	(tiers)                                ecosystem  yes    score vp / tree [1: 0, 2: 3, 3: 6, 4+: 10]
//	(a group)                              ecosystem  yes    score 3 vp / 2 cards with rocky
//	row, and, different, type              ecosystem  yes    score 6 vp / row with 4 cards and different types
//	column, shared, habitat                ecosystem  yes    score 5 vp / column with 4 cards and shared habitat
//	colour                                 ecosystem  yes    score 5 vp / row with 4 cards and different colours
//	(a line of fewer than 4 cards)         ecosystem  no     score 4 vp / row with 3 cards and shared habitat
//	full                                   card       yes    [brown] score 3 vp / tree with full growth
//	even                                   ecosystem  yes    score 2 vp / card with even vp
//	odd                                    ecosystem  yes    score 2 vp / card with odd vp
//	canopy-vp                              ecosystem  yes    score 2 vp / flora with up to 4 canopy-vp
//	sprout-space                           ecosystem  yes    score 2 vp / flora with 4+ sprout-spaces
//	growth-space                           ecosystem  yes    score 2 vp / flora with 5+ growth-spaces
//	empty                                  card       yes    [brown] score 4 vp / empty orthogonal to this
//	(pieces on a card)                     card       yes    [brown] score 1 vp / sprout on this
//	flora, each                            fauna      yes    5+ flora each with 1+ growth
//	terrain, (several needs)               fauna      yes    2+ terrain, 3+ herb
//	exactly                                fauna      yes    exactly 4 tree
//	(all)                                  fauna      yes    all flora each with 1+ growth
//	up, to                                 fauna      yes    up to 2 terrain, 6+ flora
//	(a range)                              fauna      yes    2-3 mushroom, 4+ herb
//	sunny, rocky, cold                     fauna      yes    6+ cards with sunny and rocky and cold
//	animal-name, place-name, colour-name   fauna      yes    3+ cards with animal-name and place-name and colour-name
//
// So Earth lacks Seeds, "when planted:", a cost "from this", a choice
// ("or"), the other players' benefit ("|"), a target before the verb, a
// neighbour's tableau, a bound, a group or "on 1" on a gain, and lines of
// fewer than 4 cards; what Earth has and Earth Express lacks is in the
// same table of package animalkingdom.
//
// The keywords of the language an Earth Express ability refuses, each
// with an example refused (TestVocabulary loads each). "any 4" is Before
// the Earth Explodes' "4 of your choice": a count is "4+" (4 or more),
// "exactly 4" or "up to 4", and "any 4" is refused with "4+" suggested. A
// condition is on your own tableau, "if you have"; "has" goes with
// another subject, which Earth Express never reads, and "if you has" is
// refused with "have" suggested.
//
//	words   where  example
//	any     fauna  any 4 tree
//	for     card   [yellow] gain 2 growth for tree
//	has     card   [brown] score 5 vp if opponent has 3+ flora with rocky
//	it      card   [yellow] gain 2 growth on it
//	leader  card   [brown] score 2 vp / card with wet in leader
//	move    card   [yellow] move up to 2 { gain 1 growth }
//	over    card   [yellow] move up to 2 over tree { gain 1 growth }
//
// # Rulings
//
// Rulings, where the rulebook leaves a question open (each also in the
// doc comment of the code that applies it, and pinned by a test):
//
//   - The Earth stack: a draw is uniform among the cards left, which is a
//     shuffled stack; the stack's order is not kept. An empty stack is
//     remade from the discard pile; with both empty, fewer cards are drawn.
//   - Left and right: hands pass to the next seat (P1 to P2, the last to
//     P1); that player is your left neighbour, the one before you your
//     right.
//   - Neighbours' tableaus: a BLACK ability that reads a neighbour resolves
//     once both neighbours have finished planting, and you then choose
//     which one to read. So that step 3 reads planted tableaus too, a
//     player starts step 3 only when both neighbours have finished
//     planting; a tableau is read as it stands when the ability resolves.
//     Solo, such a BLACK ability waits for the refill of Demeter's tableau
//     after your planting, and reads it full.
//   - What others give you: Seeds arrive at once. Sprouts arrive as Sprout
//     tokens and Growth as Growth tokens, both placed in step 4, where you
//     may take them in full, in part or not at all.
//   - Seeds are taken in full: taking fewer can only lower your score and
//     the first tiebreaker. Sprouts and Growth are placed one piece at a
//     time, with done; what does not fit is lost.
//   - Offering an ability: an ability with a cost, options, or a benefit
//     for other players is offered (activate or skip), and so is any other
//     when you could make a conversion before it; otherwise it starts at
//     once, and you may still refuse its pieces with done.
//   - A gain "on all" cards (Giant Club Cactus) is one move per card, each
//     card taking its share whole or not at all.
//   - The Canopy is on a space exactly when it is full; spending from a
//     full space takes the Canopy first.
//   - Anytime conversions may be made whenever you hold a decision that is
//     not inside a card's ability: while planting, choosing the action,
//     placing the Action tile's benefit, when an ability is offered, at the
//     end of step 3 (end, asked only when a conversion is possible), while
//     placing step 4's tokens, and after round 5's step 4, before the
//     scoring (end, asked only when a conversion is possible). When the
//     Action tile's benefit or step 4's tokens find no room but a
//     conversion could make some, you are asked (convert, or done to let
//     them go). After step 4 of rounds 1-4 you are not asked: a conversion
//     then is the same as one at the next round's planting. Inside a card's
//     ability what finds no room is lost at once.
//   - Germinate: the features you may name are the card words (types,
//     habitats, colours, name marks, flora, terrain) of the Fauna
//     objectives you have not claimed, the Ecosystems in play (yours
//     included) and the Terrains in your tableau. The discard pile keeps no
//     order: its matching card is taken at random. When the stack runs out
//     during the search, the discard pile becomes the new stack. A failed
//     search returns the 3 Seeds; the card discarded for it stays
//     discarded.
//   - Two types or colours: for each objective separately, a card counts as
//     whichever of its words serves the objective best: the engine tries
//     every reading of such cards that the objective can tell apart (it
//     names two or more words of the category, or compares cards:
//     "different types") and keeps the best. Within one objective a card is
//     read one way.
//   - Placement words: "above", "below", "left of", "right of" mean the
//     adjacent space; "adjacent to" the 8 around, "orthogonal to" the 4
//     beside.
//   - Counts: in an objective "5 flora" means at least 5; on one card a
//     plain number is exact ("0 sprouts").
//   - BROWN abilities of Flora score on the scorepad's Terrain row.
//   - A Terrain's objective is a BROWN ability, as it is printed: the
//     Terrain counts as a card with brown for objectives, and solo Demeter
//     scores 10 VP for it at the end ("each BROWN and BLACK ability").
//     Config.TerrainsNotBrown (and the scenario's terrains_not_brown) reads
//     it as no ability, in both places.
//   - Tiebreakers: Seeds, Growth pieces in the tableau, the Sprout row (the
//     cubes' values added up), then the Terrain, Fauna and Ecosystem rows;
//     then a shared victory.
//   - Solo: you win with more VP than Demeter. Her activation never scores
//     below 0, takes the option of an "or" that scores most, and counts a
//     multicoloured ability for each colour (with none of RED, BLUE and
//     YELLOW she activates nothing, and no tie is asked); a gain scores
//     what a player with her tableau would gain (her cards hold no pieces,
//     so no capacity limits it): an "on all" gain its amount for each card
//     in the places it names, a gain on a set of places nothing when the
//     set is empty (a placement off her tableau); every card in the places
//     a placement names meets it; a neighbour's tableau is yours, and yours
//     hers (when you read hers, you gain as normal and she scores nothing).
//     Her round-5 activations (2 or 3) replace the round's single one. The
//     solo Refresh discards 7 to 9 of her cards one at a time (done after
//     7) and draws as many, into her empty spaces row by row: a space you
//     planted from this round may stay empty until the refill after your
//     planting; a germinated card is planted at once, and Germinate is open
//     while you have a card left to plant.
//   - What each player sees (View lists every hidden part): steps 1 to 3
//     are played in the open, so a card planted and an action chosen show
//     at once, while the card a player has chosen to plant shows only once
//     placed; the discard pile is face up; a card a Germinate finds joins
//     its player's hand and the others learn only that one was found; the
//     order of the Action tiles left in their stack is hidden, which tiles
//     are left is not.
//   - Numbers the rulebook leaves to the components are card-file fields:
//     the Sprout track's values, the standard Fauna board's spaces (at
//     least 6, so claims never run out), the Action tiles' colours.
//
// # Action ids and observations
//
// For learning agents every move the game can offer has a fixed action
// id: State.ActionSpace (and View's) is their number, fixed by the card
// set and the number of players for the whole game (780 for the standard
// set solo, 787 for 8 players); ActionID and MoveAt turn a move into its
// id and back (a move no decision can be, or an id that is not one of the
// player's legal moves now, is an error); AppendLegalActionIDs lists the ids of a player's legal moves in
// the order of AppendLegalMoves. The player is not part of an id: MoveAt
// takes it. For a set of C Earth cards, E Ecosystem cards and F feature
// words (CardSet.Len, Ecosystems, Features), N players and O the most
// options one ability offers, the ids are, by block (each starting where
// the one before ends):
//
//	size    move
//	2E      keep Ecosystem e, side s: 2e+s
//	C       plant card c (Card c, from 1: id c-1 of the block)
//	9       at space 0 to 8 (row by row)
//	1       refresh
//	1       germinate
//	C       discard card c
//	F       name feature f (CardSet.Features order)
//	3       action red, blue, yellow
//	1       skip
//	27      pay seed, sprout, growth (9 each) from space 0 to 8
//	27      place seed, sprout, growth on space 0 to 8
//	1       done
//	2       neighbour left, right
//	N       opponent P1 to PN
//	3       convert seed, sprout, growth
//	1       end
//	3       demeter red, blue, yellow (solo: her tie)
//	2       claim Fauna 1, 2 (solo)
//	O       activate option 1 to O
//
// View.AppendObservation writes what the viewer sees as numbers, as many
// as ObservationShape says (28 + 71 a player + 18: 117 solo, 330 for 4
// players), in the layout below. Every value is in [0, 1]: a flag is 0 or
// 1, a one-hot group has one 1 (none when it has no value), a count is
// divided by its bound (and clipped to it where the game sets none), a
// card is its number over C (an Ecosystem its index over E), with a flag
// saying whether there is one. The players' blocks come in seat order
// from the viewer (the viewer, then the player on their left, and so on;
// from P1 for one not in the game).
//
//	offset   size   what (scaling)
//	0        3      round (/ 5), solo, players (/ 8)
//	3        3      the revealed Action tile shows red, blue, yellow
//	6        3      Action tiles 1, 2, 3 left in the stack
//	9        2      the Earth stack's and the discard pile's sizes (/ C)
//	11       6      Fauna 1, 2: its card (/ the Fauna cards - 1), its side, its highest free space (/ 8)
//	17       6      public Ecosystems 1, 2: shown (the game has Ecosystems), card (/ E), side
//	23       5      Demeter: VP (/ 100), her Fauna 1, 2 claims: claimed, space (/ 8)
//	28       71N    each player's block (below)
//	28+71N   14     the viewer's hand, 7 places: a card there, the card
//	42+71N   2      the card the viewer chose to plant: chosen, the card
//	44+71N   2      the viewer's two Ecosystem cards (/ E; 0 without Ecosystems)
//
// A player's block:
//
//	0        1      Seeds (/ 20)
//	1        9      step, one-hot: choosing, planting, acting, waiting, activating, ending, finished, converting, over
//	10       9      decision in the step, one-hot: none, refresh, germinate discard, germinate name,
//	                plant a germinated card, (unused), place the card chosen, place a germinated card, pay a conversion
//	19       3      action chosen, one-hot: red, blue, yellow
//	22       3      cards in hand (/ 7), Sprout and Growth tokens to place (/ 10)
//	25       4      Fauna 1, 2 claims: claimed, space (/ 8)
//	29       3      Ecosystem: kept (or chosen, hidden), the card kept (/ E), its side
//	32       36     spaces 0 to 8: a card there, the card (/ C), Sprouts (/ 10), Growth (/ 10)
//	68       3      an ability being resolved, waiting for activate or skip, pieces left to pay or place (/ 10)
//
// It holds only what the viewer sees (the hidden parts of View: the
// others' hands and chosen cards, the stack, the order of the tiles left,
// the Ecosystems not face up). Both write into the caller's buffer without
// allocating (AppendObservation about 1.9 µs and AppendLegalActionIDs
// about 0.5 µs for 4 players); a View's AppendLegalMoves and Sample
// allocate nothing either. testdata/encoding.golden pins seeded games' ids
// and observations, so that a change of layout is a deliberate one.
//
// # Speed
//
// Today's figures (2026-12-04: this tree and, in brackets, the engine of
// d2e7295, whose States held the card piles by reference; the 2-core AMD
// EPYC machine, one goroutine unless noted; the first two figures at a
// load of 2.5 to 12 from other work):
//
//   - run.sh's loop by callgrind (its BenchmarkEarthExpress4: 4 players,
//     standard, Ecosystems; 101 games less 1, the collector off): 534,200
//     to 545,000 instructions a game in six runs, 538,700 on average
//     (535,700 to 544,700 in five runs, 541,200): the same, within the
//     count's own movement of up to 2% between runs at this load; 0
//     allocs, and now 0 bytes a game (about 3,500: new blocks of the
//     piles' slab);
//   - user CPU time of a process playing 30,000 games of
//     BenchmarkRandomGame4Parallel on one goroutine, seven runs
//     alternating: 1.80 to 2.17 s, 1.90 on average (1.85 to 2.12 s,
//     1.97): about -4%, the collector's share;
//   - ../shared/bench/run.sh, COUNT=5, three runs at a load of about 1:
//     33.8x to 42.5x the yardstick (69,578 ns a game in the run of 33.8x,
//     the yardstick taking 1,661 to 2,056 ns), d2e7295 35.0x to 40.5x in
//     the three runs between them (66,509 ns a game in the run of
//     36.9x); in run.sh's loop, the two trees alternating eight times,
//     69,296 ns a game against 72,964 (the medians; 65,617 and 66,542 at
//     best). The target of 40x is met in one run of three (40.3x in
//     another);
//   - 2 goroutines against one (BenchmarkRandomGame4Parallel -cpu 1,2,
//     -count 5, the medians, at a load of about 1.5): 1.85x (61.2 µs a
//     game on one, 33.2 µs on two); in a later run (-cpu 1,2,1,2, -count
//     3, at a load of about 1) 1.95x (64.5 µs and 33.1 µs, the medians of
//     6 runs each), the runs of one spreading from 59.8 to 73.5 µs: at
//     the line of 1.9x, within the noise;
//   - go test -bench: AppendLegalMoves into a reused buffer 63 ns, Apply
//     70 ns, Playout 74.5 µs a game, a compiled ability 12.4 ns against
//     13.4 ns for the same written in Go, all 0 allocs.
//
// What changed: a State holds the Earth stack and the discard pile in
// place, as it holds the seats of up to 4 players, not by reference in a
// slab of fresh memory copied by every move that drew or discarded, so
// that games of up to 4 players allocate nothing at all, and no collector
// runs beside them. The far seats are held by a pointer to an array (8
// bytes, not a slice's 24), and a move's mask of the seats it touched
// fills a byte of head's padding: a State is 680 bytes (584 with the piles
// by reference, 704 with them in place alone). engine.SelectBit (shared
// with Before the Earth Explodes) finds the byte holding the i-th bit with
// one multiplication and a subtraction in every byte at once: 42
// instructions, not 72.
//
// Where the time goes (callgrind's profile of run.sh's loop): the State's
// copies, 3 a decision (Apply's receiver and result, AppendLegalMoves'
// receiver) and about a fifth of the instructions with the loop around
// them; settling after a move about 36% (settleAfter, advance, resolve),
// of which the table's steps are 13% (the end-of-game scoring 6%, nearly
// all the compiled rules' evaluator; Fauna claims 4%; a new round's draws
// 2%), though a larger share of the time: the evaluator's code and the
// card set are cold by then; listing the moves 13%; playing the move
// itself 9%; Apply's check 8% (it decides nearly every move without
// listing them: plaincheck.go); remark, which works out Over and ToMove
// again for the seats the move touched, 6%. Random play makes many
// branches a guess, so the hottest tests (still, held, hasEmpty,
// engine.SelectBit, the places holding pieces) are worked out as bits,
// masks and tables.
//
// The figures come from
//
//	go test -run '^$' -bench . -benchmem ./earthexpress
//	go test -run '^$' -bench Parallel -cpu 1,2 ./earthexpress
//	../shared/bench/run.sh   (from the project's root)
//	callgrind over run.sh's loop (SPEED.md says how)
//
// SPEED.md, beside this file, has every change made for speed with its
// figures, what did not pay, and the figures this section gave before.
package earthexpress

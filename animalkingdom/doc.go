// Package animalkingdom plays Earth, the base game that Earth: Animal
// Kingdom expands: 1 to 5 players each build a floating 4x4 tableau of
// Flora and Terrain cards with soil, sprouts, growth and compost, choosing
// Plant, Compost, Water or Grow in turn (the active player takes the major
// benefit, everyone else the minor one, then everyone activates that
// colour), racing for Fauna objectives and scoring Ecosystems.
//
// The base game is played with the real deck (283 Earth cards, 10 Islands,
// 10 Climates, 32 Ecosystems, 23 Fauna cards, Gaia's 6 cards), and with
// Config.Animals the Animal Kingdom expansion (its 36 Animal cards, 34
// without the Abundance expansion, which this library does not play; see
// "Animal Kingdom" below). A game is played to its end like this
// (the runnable Example; bots that always take the first legal move never
// plant, so their game never ends):
//
//	s, _ := animalkingdom.New(animalkingdom.Config{Players: 4, Seed: 7}) // Mode: Standard (default), Beginner, Advanced
//	rng := rand.New(rand.NewPCG(1, 2))
//	for !s.Over() {
//		p := s.ToMove()[0] // one player decides at a time
//		moves := s.LegalMoves(p)
//		s, _ = s.Apply(moves[rng.IntN(len(moves))])
//	}
//	res := s.Result() // Rows (the scorepad), Totals, Winners, Tiebreak; Teams; Gaia
//
// # Moves
//
//   - Setup. Beginner (no Ecosystems, every Fauna claim 10 VP), standard (1
//     Island, 1 Climate, 1 private Ecosystem each, a side of each chosen; 2
//     public Ecosystems) and advanced (2 of each dealt, one kept on the side
//     chosen). 4 Fauna cards on random sides. Each player, in seat order,
//     chooses sides ("P1 island Kauai Island", "P1 climate ...", "P1
//     ecosystem ..."), then the Island's setup draws N, gives S soil and
//     composts exactly M cards of their choice ("P1 compost White Oak").
//   - The turn. The active player chooses an action ("P1 action
//     plant|compost|water|grow"; brown abilities may forbid one); they take
//     the major benefit and every other player the minor one ("P2 minor
//     soil|compost|sprouts|draw|growth"); then each player activates that
//     colour (multicolour on Compost, Water and Grow): for Plant once
//     everyone has planted and drawn, otherwise right after their own
//     benefit. Planting: "P1 plant Japanese Maple @0,1" (the place is
//     relative to the first card planted; "+2" pays 2 of the cost with what
//     the card allows), "P1 stop", then the active player keeps 1 of 4
//     drawn cards ("P1 keep White Oak") and the others draw 1. Every
//     activation asks "P1 use" or "P1 skip"; choices inside abilities are
//     moves ("P1 compost <card>", "P1 copy @0,1 #1", "P1 take <card>", "P1
//     order board|tableau", "P1 sprout @0,1" for each piece to place, up to
//     the amount gained, with "P1 stop" to place no more, and "P1 remove
//     sprout @0,1" for each to pay when there is a choice). At their
//     decisions, also when asked to use or pay for an ability, a player may
//     play an event ("P1 event Tornado Event") or convert 3 sprouts to 2
//     soil ("P1 convert"), and with Animal Kingdom discard a Leaf ("P1
//     leaf").
//   - Tableau and scoring. The tableau floats: the first card anywhere,
//     every later one touching a card orthogonally or diagonally, never
//     beyond 4x4. Fauna claims are automatic (15/11/8/6/5 in claim order; a
//     turn's claims in seat order from the active player, at once in solo
//     and during the Global Ability; 10 each in beginner); the first 16th
//     card ends the game at the end of the round and takes the 7 VP
//     completion bonus; after a last window ("P1 done") the scorepad:
//     cards, events, compost, sprouts, growth, terrain, own ecosystem,
//     public ecosystems 1 and 2, fauna, total; ties broken by soil, hand
//     cards, growth (the growth row), sprouts, compost.
//   - Solo against Gaia (Config{Players: 1, Solo: true, Difficulty:
//     GaiaExpert}, standard or advanced setup): her six cards and four
//     difficulties; after each of the player's turns she reacts to the
//     action chosen; on her turn an action card gives the player that minor
//     benefit and her its gains, a Gyre has the player place her Leaf ("P1
//     gaia 1" to "4": upper-left, upper-right, lower-left, lower-right).
//     Result().Gaia is her scorepad; the player wins only by scoring more.
//   - Teams (Config{Players: 4, Teams: true}): P1 and P3 against P2 and P4;
//     Result().Teams.
//   - One player without Solo plays alone, with no opponent, to a full
//     tableau.
//
// A State is a value of about 1.6 KB: the seats (with the sprouts and
// growth on their tableau cards), the abilities being resolved (at most
// 5, see maxFrames) and the cards being chosen are arrays in it; the
// lists of cards and the tableaus' cards are shared between states and
// never changed. Apply
// returns a new State and allocates nothing on a move that moves no card
// (see Speed); reading JSON refuses what the arrays cannot hold, and a
// position without its Fauna board. Soil, Hand, Tableau, CompostSize,
// EventsPlayed, Island, Climate, LeavesUsed, Score, Team, Active, Action,
// Turn and Round read a state; each returns a copy, and the zero value for
// a player not in the game.
//
// Scenario (in Go, or YAML through LoadScenario) builds a position of
// any mode (its Config fields are written as New's: teams, the advanced
// setup with two Animals each, solo against Gaia with her difficulty,
// cards, counts, compost, pile and Animals), at any step of the turn the
// rulebook names (Scenario.Step, see TurnStep): action (the active
// player chooses an action: the default), plant (a player in the middle
// of Plant, the cards marked just_planted planted, the draw to come),
// keep (the active player keeps 1 of the cards drawn), minor (another
// player's minor benefit), activate (step 3, at the start of a player's
// activation or at the ability named in activating, those before it
// done), global (the Global Ability, from the player named), gaia (solo:
// the player places Gaia's Gyre's Leaf), final (the last window before
// scoring, the players done marked) and over. Its errors name the field
// and the rule. State.Scenario prints a position back as a scenario, and
// MarshalScenario writes its YAML, so that a position met in a game
// becomes a test by copying it out; a position inside an ability's own
// decision (a card to compost, an Animeeple to move...) prints as the
// step and ability it is in, which a Build starts again.
// Playout(seed) plays random moves to the end in place, the loop a search
// bot runs; View(p), whose accessors read the public table (Players,
// Phase, Round, Soil, HandSize, Tableau, Result...) and the viewer's Hand,
// and View.Sample(seed) (a view read from JSON is refused unless its
// sample validates); Validate. Phase is the part of the turn the table is
// at (setup, action, benefit, activation, gaia, final, over; with
// the expansion animals, while the players keep their Animals, and global,
// while the Global Ability resolves). Each move
// kind has a constructor (PlantMove, ChooseActMove, ...), and Move's
// fields are named for what they hold (Action, Otherwise, Option, Slot,
// Piece...). ApplyEvents tells what happened:
// actions, plantings, activations (free ones too), events played, cards
// drawn (named to their owner only), cards composted (from the deck, from
// hand, planted over), soil gained and spent, sprouts and growth placed on
// and removed from each card, cards discarded from and taken back out of a
// compost, conversions, claims, Gaia's cards and what she gains, trades and
// puts on her pile (the events of a move add up to every change of each
// player's soil, sprouts, growth and compost, and of Gaia's:
// TestEventsReportEveryChange, TestEventsReportGaiasChanges). Score(p) and
// Winners() read the position; "go run ./examples/selfplay -game
// animalkingdom -players 4" plays a game (-level picks the setup mode, or
// Gaia's difficulty with -players 1).
//
// Hooks for Animal Kingdom. Each planted card carries the expansion's
// pieces, empty in the base game: Planted.Animeeples (an Animals set, bit k
// for the player's k-th Animal card: one Animeeple of each Animal per card,
// at most MaxAnimeeples = 5 of one Animal, only the Mode.AnimalsKept()
// Animals, 1 or 2 in the advanced game) and Planted.Stored (a Store of
// soil, sprouts and growth kept on the card for the rest of the game: no
// limit in the rules, up to MaxStored = 32,767 of each). Read them with
// AnimeeplesOn(p, i), AnimeeplesOf(p, k) and Stored(p, i) (the zero value
// out of range); they are public, written to JSON only when present, and
// Validate refuses either piece in a game without the Animals, an
// Animeeple of an Animal not kept, more Animeeples of an Animal than its
// card gives (Highland Cow has 1) and a negative count. LeavesUsed(p) is
// the count the Animals' abilities read, and the end of each round (the
// turn passing from the last player to the first) is where the Global
// Ability will fire.
//
// # Animal Kingdom
//
// Config{Animals: true} plays the expansion; without it the package plays
// the base game alone, and nothing of the expansion is dealt, shown or
// scored. What it adds, in the rulebook's order:
//
//   - Setup: New shuffles the Animal deck (Proboscis Monkey and Siberian
//     Chipmunk left out), shows the top card's Global Ability (View.
//     GlobalAbility) and deals 4 Animals to each player. After the base
//     game's setup every player keeps 1 (2 in the advanced game) at once
//     and in secret: ToMove lists every player still choosing ("P1 animal
//     Highland Cow", KeepAnimalMove), and a View shows only the viewer's
//     own offer and picks (View.AnimalsOffered, View.AnimalsKept) until
//     all have chosen; then an "animal" event reveals each player's.
//   - Leaves: each player has Leaves = 5. A Fauna claim and the completion
//     bonus place one; "P1 leaf" (DiscardLeafMove) discards one for good,
//     at any decision where an event may be played (LeafDiscard).
//     Each used Leaf owes its player an activation of their Animals; with
//     fewer Leaves left than the objectives met at once, the player
//     chooses which to claim ("P1 claim 2", ClaimObjectiveMove; see LastLeaf).
//     LeavesUsed(p) counts the Leaves on the board and discarded (the
//     "used-leaf" of the abilities).
//   - Activation: "P1 activate Highland Cow" (ActivateMove) or "P1 skip";
//     the Animeeple's first placement and each movement are "P1 animeeple
//     @row,col" (AnimeepleToMove), "P1 stop" ends an "up to" movement that
//     has moved (see Offered only when usable); the
//     effect on each card reached resolves as any ability does (use or
//     skip when it costs, pieces placed one by one, "P1 amount 2" for
//     "compost up to 3 cards from deck", "P1 store @0,1" for a piece
//     stored off a card); then what the movement gives, then each other
//     player may take the "|" gain (use or skip). In the advanced game the
//     other Animal may follow in the same activation.
//   - Global Ability: when the turn passes from the last player to the
//     first, each player from P1 resolves it: "P1 global 1" (an option
//     they can pay that changes something, GlobalOptionMove; see
//     GlobalUsable) or "P1 skip".
//   - Scoring: Result gets the row "animals" (the pieces stored on each
//     Animal card at its storage area's rate, and on the Global Ability
//     card for the player at its rate).
//
// The Animal cards are cards/animals.yaml (CardSet.Animals, AnimalCard):
// each Animal's printed facts are Animal's fields; the compiled ability is
// the engine's.
//
// # Cards
//
// Every field of a card entry is required (LoadCards reports one left
// out at the entry's file:line:col, naming it), but for these: a card's
// types, cost, sprouts, growth, canopy_vp, habitats and marks are absent
// when the card has none (what EarthEntry says of each); a side's vp,
// habitats, abilities, scoring and objective, those its kind has; an
// Animal's placement, stays, storage, global_storage, abundance,
// solo_redeal and note are none or false when left out.
//
// The card set is the real base game deck, embedded in cards/*.yaml and
// written in the card-data language: earth.yaml (179 Flora including 3
// jokers, 66 Terrain, 38 Events), islands.yaml, climates.yaml,
// ecosystems.yaml, fauna.yaml (two sides per card) and gaia.yaml. Names,
// numbers, habitats, capacities and name marks are the card facts of
// ../shared/data/earth (from the public online implementation of Earth);
// every ability, scoring rule and objective is written in the card-data
// language, the same text as carddata/testdata/earth.yaml.
// TestEmbeddedSetMatchesTheFacts compares every card with the facts (each
// ability's colour, kind, condition, scale, direction and every amount it
// pays and gains; each Ecosystem and Fauna side's numbers); without
// ../shared/data/earth beside the checkout it skips, saying so. The files'
// fields:
//
//   - number, name, kind: printed number, name, and
//     tree/herb/bush/mushroom/joker/terrain/event.
//   - types: Flora types (a joker's are all four).
//   - cost, vp: soil cost (none on events), printed VP (events may be
//     negative).
//   - sprouts, growth, canopy_vp: a Flora's spaces and canopy VP; absent
//     when it has none.
//   - habitats, marks: habitats; name marks place-name, colour-name,
//     animal-name.
//   - abilities: in the card-data language, each with its colour.
//   - sides[]: Islands and Climates: name, vp, habitats, abilities;
//     Ecosystems: scoring; Fauna: objective.
//
// StandardCards compiles the set once, every ability into closures, and
// shares it (a CardSet has no exported fields); LoadCards(files) compiles
// another, and any ability the engine cannot perform is an error at its
// file and line, never skipped. Config.Cards (and Scenario.Cards) plays
// such a set; a game of it plays as any other but is not saved as JSON,
// which holds no card set.
//
// # Card vocabulary
//
// Every word and construct an ability of Earth and its Animal Kingdom
// accepts, each with an example. A row shows its words (a construct
// without a word of its own in parentheses), the card field its example
// is written in ("card": an Earth card's ability; "island", "gaia": an
// Island's or a Gaia card's; "fauna": a Fauna objective; "ecosystem": an
// Ecosystem's scoring; "animal", "global", "placement", "storage": an
// Animal card's ability, Global Ability, placement condition and storage
// area), whether Earth Express (package earthexpress) accepts the same
// example in the same field ("-": it has no such field), and the example.
// TestVocabulary loads every example in its field of a card file, and in
// Earth Express's, and fails on a word of the standard cards or of the
// compiler's word lists that no row shows:
//
//	words                                   where      EE  example
//	blue, (colour), gain, sprout            card       yes  [blue] gain 2 sprouts
//	yellow, growth                          card       yes  [yellow] gain 2 growth
//	black                                   card       yes  [black] gain 3 growth
//	green, draw, card                       card       no   [green] draw 1 card
//	red, if, active                         card       no   [red] draw 2 cards if active
//	multicolour, spend, soil, :, (cost)     card       no   [multicolour] spend 1 soil: gain 2 growth
//	brown, score, vp, same row as, herb     card       yes  [brown] score 3 vp / herb same row as this
//	when, play, event                       card       no   [brown] when play event: gain 1 soil
//	compost, from, hand                     card       no   [blue] compost 1 card from hand: gain 1 sprout
//	up to                                   card       no   [red] compost up to 2 cards from hand
//	deck                                    card       no   [red] compost 2 cards from deck
//	discard                                 card       no   [yellow] discard 1 card from compost: gain 3 soil
//	take, of                                card       no   [black] take 1 card from 3 cards of compost
//	copy, ability                           card       no   [blue] copy 1 ability with blue
//	plant, for, less, tree                  card       no   [brown] plant tree for 2 less
//	free                                    card       no   [brown] plant card with red on this for free, compost this, draw 2 cards
//	forbid, action                          card       no   [brown] forbid action with red
//	count, as, all, flora                   card       no   [brown] count as all flora
//	cost                                    card       no   [black] spend 1 card from hand as 1 soil of cost
//	on, adjacent to, (where a gain goes)    card       yes  [yellow] gain 3 growth on flora adjacent to this
//	bush, (on each card)                    card       yes  [blue] gain 1 sprout on all bush same row as this
//	/, with, and, sunny, just-planted       card       no   [yellow] gain 1 growth / card with sunny and just-planted
//	above                                   card       yes  [blue] gain 1 sprout on flora above this
//	below                                   card       yes  [brown] score 2 vp / bush below this
//	left of                                 card       yes  [brown] score 2 vp / herb left of this
//	right of                                card       yes  [brown] score 2 vp / herb right of this
//	orthogonal to                           card       yes  [brown] score 3 vp / bush orthogonal to this
//	diagonal to                             card       yes  [brown] score 5 vp / tree diagonal to this
//	same column as, mushroom                card       yes  [brown] score 3 vp / mushroom same column as this
//	empty                                   card       yes  [brown] score 4 vp / empty orthogonal to this
//	longest, chain, through, rocky          card       yes  [brown] score 2 vp / card with rocky in longest orthogonal chain through this
//	you, have, (a condition)                card       yes  [brown] score 5 vp if you have 3+ flora with rocky
//	in, leader                              card       no   [brown] score 2 vp / card with rocky in leader
//	max, (a bound)                          card       no   [brown] score 1 vp / card in hand max 30
//	(soil)                                  card       no   [brown] score 2 vp / soil max 30
//	(cost)                                  card       no   [brown] score 1 vp / card with up to 3 cost
//	(Island setup)                          island     -    [black] draw 12 cards, gain 6 soil, compost 5 cards from hand
//	claim, fauna, upper-row                 gaia       -    [brown] claim 1 fauna with upper-row
//	lower-row                               gaia       -    [brown] claim 1 fauna with lower-row
//	(no colour)                             gaia       -    gain 4 sprouts if left-claim
//	left-claim, right-claim, to, pile       gaia       -    gain 8 soil if left-claim, take 2 cards from deck to pile if right-claim
//	opponent                                gaia       -    [blue] gain 7 sprouts, gain 1 sprout / card with blue in opponent
//	just-drawn                              gaia       -    [yellow] gain 7 growth, gain 1 growth / card with just-drawn in opponent
//	just-gained                             gaia       -    [red] compost 8 cards from deck, gain 1 soil / soil with just-gained in opponent
//	(tiers)                                 ecosystem  yes  score vp / tree [1: 0, 2: 4, 3: 8, 4+: 13]
//	diagonal, (a bounded chain)             ecosystem  yes  score 4 vp / tree in longest diagonal chain max 28
//	(a group)                               ecosystem  no   score 5 vp / 2 events max 25
//	(cards in compost)                      ecosystem  no   score 3 vp / 4 cards in compost max 24
//	set, yellow, terrain                    ecosystem  no   score 6 vp / set with red and yellow and blue and terrain and event
//	row, different, type                    ecosystem  yes  score 6 vp / row with 4 cards and different types
//	column, shared, colour                  ecosystem  yes  score 6 vp / column with 4 cards and shared colour
//	habitat                                 ecosystem  yes  score 7 vp / row with 4 cards and shared habitat
//	(different pieces)                      ecosystem  no   score 7 vp / row with 4 cards and different growth
//	direction                               ecosystem  no   score 7 vp / 2 cards with direction
//	place-name                              ecosystem  yes  score 9 vp / 2 flora with place-name
//	canopy-vp                               ecosystem  yes  score 2 vp / flora with up to 4 canopy-vp
//	sprout-space                            ecosystem  yes  score 7 vp / 2 flora with 6 sprout-spaces
//	growth-space                            ecosystem  yes  score 8 vp / 2 flora with 4+ growth-spaces
//	even                                    ecosystem  yes  score 4 vp / 3 cards with even vp
//	odd                                     ecosystem  yes  score 4 vp / 2 cards with odd vp
//	(habitats)                              ecosystem  yes  score 4 vp / 3 cards with 2+ habitats
//	each                                    fauna      yes  4+ flora each with 3+ growth
//	full                                    fauna      yes  4+ flora with full sprouts and full growth
//	(several needs)                         fauna      yes  2+ terrain, 3+ herb
//	exactly                                 fauna      yes  exactly 4 tree
//	(a range)                               fauna      yes  2-3 mushroom, 4+ herb
//	(full diagonals)                        fauna      no   2 diagonals with 4 cards
//	wet, cold                               fauna      yes  8+ cards with wet and cold
//	animal-name, colour-name                fauna      yes  3+ cards with animal-name and colour-name
//	move, {, }, it                          animal     -    move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }
//	over, used-leaf                         animal     -    move up to 1 / used-leaf over card with cold { compost up to 2 cards from hand }
//	(move exactly)                          animal     -    move exactly 1 over terrain with sunny and wet { gain 3 soil }
//	store, has, (move to)                   animal     -    move to flora with animal-name { store 1 soil if it has 1+ sprout }
//	canopy                                  animal     -    move to flora with full growth { store 1 canopy from it }
//	(store from a card)                     animal     -    move up to 2 over card with rocky { store up to 3 sprouts from it }
//	|, (the other players)                  animal     -    move exactly 2 over flora with 1+ growth { spend 1 growth from it }: gain 9 soil | gain 2 soil
//	activate, animal, others                animal     -    activate 1 animal in others
//	(activate an ability)                   animal     -    move up to 2 over flora { activate 1 ability with yellow on it }
//	(a count around it)                     animal     -    move to tree { draw 1 card / flora orthogonal to it }
//	everyone, or, (choice)                  global     -    spend 2 soil: activate 1 animal in everyone or spend 4 soil: activate 2 animals in everyone
//	island, (on the Island)                 global     -    spend 2 sprouts: gain 2 sprouts on island
//	animeeple                               global     -    gain 1 soil / animeeple
//	(a bounded gain)                        global     -    gain 1 soil / flora with animal-name max 3
//	(a tiered gain)                         global     -    gain soil / flora with sunny and wet [1: 2, 2-3: 3, 4+: 4]
//	(a placement)                           placement  -    move to bush
//	this, (pieces on a card)                storage    -    score 2 vp / soil on this
//
// So Earth Express lacks soil, the green colour, every verb but gain, spend and score, the trigger "when play
// event:", "if active", places (hand, deck, compost), the leader, sets,
// full diagonals, lines of different pieces, the marks direction and
// just-planted, and the Island, Gaia and Animal cards' fields.
//
// The keywords of the language an Earth ability refuses, each with an
// example refused (TestVocabulary loads each). "any 4" is Before the
// Earth Explodes' "4 of your choice": a count is "4+" (4 or more),
// "exactly 4" or "up to 4", and "any 4" is refused with "4+" suggested.
//
//	words      where  example
//	any        fauna  any 4 tree
//	neighbour  card   [yellow] gain 1 growth / tree in neighbour
//
// # Action ids and observations
//
// For learners, every move a game can offer has one action id, and a
// View reads as a vector of numbers (actions.go, observation.go).
// ActionSpace() is the number of ids, fixed by the Config: the card set,
// the Animals, solo (not the players, the mode or the teams: an id names
// a move of whichever player is asked). ActionID(m) gives m's id (an
// error for a move no game of the Config offers: a seat not in the game,
// a card, place or option out of range, a field its kind does not use);
// MoveAt(p, id) the move back (an error for an id out of range, or not a
// legal move of p's now); AppendLegalActionIDs(buf, p) the ids of
// AppendLegalMoves, in its order, allocating nothing. A View answers the
// same for its viewer, and lists no ids for another player.
//
// The ids lie in blocks, one a move kind, in this order (a block absent
// from a game has no ids; "place" is row and column -3 to 3 around the
// first card planted, (row+3)*7 + col+3, 49 places; sizes for the
// standard set):
//
//	block             index                                           size
//	stop, use, skip,  -                                                1 each
//	convert, done
//	action            plant, compost, water, grow                      4
//	minor             soil, compost, sprouts, draw, growth             5
//	order             board, tableau                                   2
//	side              Island sides, then Climate, then Ecosystem       20+20+64
//	                  (Move.Side in each)
//	plant             plantable card (in card order) * 49 + place      245*49
//	plant otherwise   card whose cost may be paid otherwise            6*49*4
//	                  ((card*49 + place)*4 + Otherwise-1; 4 is the
//	                  highest cost of such a card)
//	keep, compost,    Card                                             283 each
//	take
//	event             event card (in card order)                       38
//	copy              place*2 + ability                                98
//	piece             (sprout 0 or growth 1, *2 + remove)*49 + place   196
//	gaia              Fauna slot (solo only)                           4
//	leaf              - (the rest with the Animals only)               1
//	animal, activate  Animal (CardSet.Animals index)                   36 each
//	animeeple         place                                            49
//	global            option                                           3
//	amount            Count (0 to the most an "up to" offers)          4
//	store             place                                            49
//	claim             Fauna slot 0-3, 4 the completion bonus           5
//
// 14,482 ids for Earth, 14,665 with the Animals, 4 more each in solo
// (TestActionSpaceSizes).
//
// ObservationShape() is one axis, the length of AppendObservation's
// vector, which allocates nothing into a buffer with room. Every value
// is in [0, 1]: a flag or one-hot is 0 or 1; a count c is min(c, cap)/cap
// (the cap in brackets; a negative score reads 0). Seats are counted from the viewer: seat 0 is
// the viewer, seat 1 the next player clockwise, and a Fauna board
// "owner" o is a seat or, in solo, Gaia (o = n+1). N = 283 Earth cards,
// F = 46 Fauna sides, I = C = 20 Island and Climate sides, E = 64
// Ecosystem sides, V = 38 events, A = 36 Animals, G = 6 Gaia cards, n
// players; the sections, in order (offsets for 4 players of Earth):
//
//	offsets    size           what
//	0-9        10             phase, one-hot by Phase
//	10-15      6              viewer to decide; round [30]; turn [150];
//	                          deck size [N]; discard pile size [N]; this
//	                          round is the last
//	16-19      n              the players to decide (several while the
//	                          Animals are kept)
//	20-23      n              the active player, one-hot
//	24-27      4              this turn's action: plant, compost, water, grow
//	28-243     4*(F+2o)       each Fauna slot: its side one-hot, each
//	                          owner's Leaf ((k+1)/5 for the k-th placed),
//	                          each owner claiming this turn
//	244-371    2E             the public Ecosystems, one-hot each
//	372-654    N              the discard pile, by Card
//	655-938    N+1            the cards drawn to keep one, by Card, as the
//	                          viewer sees them; the hidden ones [4]
//	939-1221   N              the viewer's hand, by Card
//	1222-1504  N              the compost cards the viewer looks at
//	1505-1614  110 (+A)       the ability resolved on top: stack depth [5];
//	                          what it waits for (8, one-hot); its source
//	                          (Island, Climate, tableau, event, Animal,
//	                          Global); whose (n); its tableau card's place
//	                          (49); its event (V); with the Animals its
//	                          Animal (A); its ability number [3]; picks
//	                          left [10]; paying; a last Leaf being chosen
//	1615-1668  54             a pending placement or removal: on, sprouts,
//	                          growth, removal, pieces left [10]; the places
//	                          it may go on (49)
//	-          3A+2+n+49      with the Animals: the Global Ability's Animal;
//	                          the viewer's offer; those activated in this
//	                          activation; activation on, movements left
//	                          [10]; whose (n); its Animeeple's place (49)
//	-          7+G(+A)        solo: Gaia's soil, sprouts, growth [30]; her
//	                          cards revealed in this pass [G]; her compost
//	                          and pile sizes [N]; the Leaves discarded onto
//	                          her board [5]; her card this turn (G); with
//	                          the Animals hers (A)
//	1669-5952  n*(1071(+A+9)) each seat, from the viewer's:
//	           9              soil [30], hand [20], compost [50], events
//	                          played [10], score so far [150], Leaves used
//	                          and discarded [5], the completion bonus
//	                          Leaf, the viewer's partner (teams)
//	           I+C+E          Island, Climate, private Ecosystem sides
//	           V              the events played
//	           A+9            with the Animals: those kept; stored on
//	                          them, on the Global card, on the Island:
//	                          soil, sprouts, growth each [20]
//	           N              the tableau's cards, by Card
//	           49*13          each place: occupied; tree, herb, bush,
//	                          mushroom, joker, terrain; sprouts [6],
//	                          growth [8], room for each [6, 8];
//	                          Animeeples [5]; pieces stored [20]
//
// 5,953 values for 4 players of Earth, 3,005 in solo with the Animals.
// The observation reads only the View, which holds what its viewer sees
// (TestObservationHidesEveryHiddenPart). testdata/encoding.golden holds
// a few positions' ids and observations (go test -run
// TestEncodingGolden -update rewrites it). Costs, 4 players, on the
// project's machine: AppendLegalActionIDs about 4 µs a decision,
// AppendObservation about 33 µs (most of it scoring each seat).
//
// # Rulings
//
// The base game's rules are a reconstruction (../shared/rules/earth-base.md);
// its points marked assumed are these named rulings:
//
//   - FirstPlayer: seat 1 is the first player; seat the players at random
//     for a random first player (New).
//   - GaiaTieLoses: a tie with Gaia is a loss (GaiaTieLoses,
//     TestSoloTieIsALoss).
//   - Teams: 4 players, partners seated alternately (P1+P3, P2+P4), each
//     with their own tableau, hand, soil, Leaves and claims; a team scores
//     the sum of its partners' totals, ties broken by the tiebreakers
//     summed over the team (Config.Teams, TestTeamsSumThePartnersScores).
//   - GrowthTiebreak: the third tiebreaker, "most growth", compares the
//     scorepad's growth row (a full Flora's canopy VP, else 1 per piece),
//     as the public implementation does; Config.TiebreakGrowthPieces
//     (scenario tiebreak_growth_pieces) compares the growth pieces instead
//     (TestTiebreakGrowthReadsTheGrowthRow).
//
// Decisions the engine makes where the summary leaves the how open:
//
//   - One decision at a time. Steps the rules play simultaneously (setup,
//     the benefits) are resolved one player at a time, in seat order from
//     the active player; this fixes who draws first.
//   - Events and conversion may be used at any decision of the player's own
//     (also inside other players' turns, when they are asked something) and
//     in the last window, including while they are asked to use or skip an
//     ability and while they pick the hand cards that pay for one (an event
//     then only while enough cards stay in hand); so may a Leaf be
//     discarded (LeafDiscard). Not while an event is
//     being resolved, nor during the setup, nor while the sprouts or growth
//     of a gain, a cost or a conversion are placed or removed, nor inside a
//     gain being taken (the cards it composts or takes, the ability it
//     copies): each is one step (TestAnyTimeMovesWhileAskedToUseOrPay).
//   - Activation order is Island, Climate, then the tableau row by row from
//     the top, left to right, or the tableau first: the player is asked
//     ("P1 order board|tableau") when abilities answer the action both on
//     the Island or Climate and in the tableau.
//   - Optional abilities. Every activation asks use or skip, even a free
//     one; use is offered only while its full cost can be paid. One the
//     player cannot pay is still asked while they have an event to play or
//     sprouts to convert (which may pay for it), or, with Animal Kingdom,
//     a Leaf to discard whose activation would have an Animal to activate
//     (LeafDiscard), and is passed over otherwise, there being nothing to
//     choose. A black ability of a card
//     planted is part of planting it: it resolves (asking use or skip only
//     when it has a cost), its pieces placed up to its amount. The Island's
//     setup is not a choice. Soil, cards drawn and cards composted from the
//     deck are taken in full once an ability is used
//     (TestEveryActivationIsUseOrSkipAndGainsAreUpTo).
//   - Only if you chose this action. An ability marked so (Ability.IfActive)
//     does not activate at all for another player, nor for the player on
//     Gaia's turns, when they are not the active player; nor may a player
//     who did not choose the action copy one with a joker
//     (TestOnlyIfActiveDoesNotActivateForOthers).
//   - Placing sprouts and growth. A gain is "up to": the player places the
//     pieces one at a time ("P1 sprout @0,1", "P1 growth @0,1") on the cards
//     allowed, and may stop early ("P1 stop"); the rest is lost, as is what
//     finds no room (nothing is asked when no allowed card has room). "On
//     all X" gives each such card the amount: the ability names the cards.
//   - Paying sprouts and growth. The player picks the cards they come off,
//     one piece at a time ("P1 remove sprout @0,1"), unless there is no
//     choice (all must go, or one card holds them); a removal asked for
//     while a placement is pending follows it.
//   - HandCardsPaid: the part of a card's cost paid with hand cards (Horn Of
//     Plenty, Indian Oyster: "P1 plant Horn Of Plenty @0,0 +1") is paid
//     right after the card is planted, before its other abilities: the
//     player picks each card ("P1 compost White Oak")
//     (TestHandCardsPayingACostAreThePlayersChoice).
//   - Fauna checks run where a move stops at a decision and at the end of
//     each turn (with the Animals, also before each automatic step, so
//     that a claim's activation of Animals comes at once), which gives the
//     same claims as after every step: what a move resolves by itself only
//     adds to a position, and a turn's claims are ordered by seat at its
//     end. In the solo game the player's claim takes the next position
//     at once, as Gaia's Leaf does (TestSoloPlayersClaimIsFixedAtOnce); so
//     does a claim met while the Global Ability resolves, between two
//     turns, before any claim of the next turn
//     (TestClaimDuringTheGlobalAbilityIsPlacedThen).
//   - Hidden information. Compost is face down: views show its size only
//     (the player's own included), except the cards a player looks at to
//     take one. Private Ecosystems, the cards dealt for setup and the
//     discard pile are public. Gaia's deck order, compost and pile are
//     hidden. With the Animals, those dealt to and kept by the other
//     players are hidden until all have chosen, and so is the Animal
//     deck; Gaia's Animals are face up, as the rulebook places them
//     (TestViewsHideEveryHiddenPart, TestViewsShowGaiasAnimals).
//   - Cards counted. Islands and Climates count as your cards for habitats,
//     colours, VP and numbers of abilities, not for soil-cost objectives
//     (they have no soil cost). A card with several types or colours is
//     read, for each formula, as whichever one serves it best; a joker
//     counts as each Flora type for counts of one type.
//   - Completely filled Flora (the Fauna objective "flora with full sprouts
//     and full growth"): a Flora without sprout or growth spaces counts as
//     filled for that kind, as the card facts say
//     (TestCompletelyFilledFloraCountsMissingSpacesAsFilled).
//   - Lines of types and colours (Ecosystems scoring full rows or columns of
//     4 different or shared types or colours): a Terrain's type is terrain,
//     and green is an ability colour, as the card facts say
//     (TestLinesOfDifferentTypesCountTerrainAsAType). A card with two
//     habitats gives one of them to a line of different or shared habitats,
//     whichever serves; each line is read on its own, as lines share no
//     cards (TestHabitatLinesCountAsTheSharedCompiler).
//   - Copying (the jokers): an activated ability of the colour (or
//     multicolour) on another tableau card, not itself a copy; "this" stays
//     the joker.
//   - Planting over a Terrain for free (the three replace Terrains): the
//     Terrain goes to the compost, the new card takes its place, the owner
//     draws; the tableau does not grow.
//   - Gaia's counts of soil gained and cards drawn leave out what events
//     gave, the brown abilities an event played sets off included (Vulcano
//     Island's soil); a conversion's soil is soil gained and counts
//     (TestSoloGaiaCountsSoilGainedOutsideEvents).
//   - Planting over a card with pieces (Animal Kingdom): the new card takes
//     the place bare; the Animeeples on the card planted over go back to
//     their Animal cards, to be placed again at their next activation, and
//     what was stored on it goes to the compost with it, out of play
//     (TestRulingPlantOverLiftsItsPieces).
//   - Stalemate: the rules let the game go on when the deck and the
//     discard pile are both empty. A round at whose end both are empty and
//     in which nobody planted a card is the last, so that a game where no
//     tableau can be completed still ends (TestRulingStalemateEndsTheGame).
//   - MaxCount: the rules set no limit on soil, sprouts or growth. Every
//     count of a position (a player's soil; Gaia's soil, sprouts and
//     growth; the turn number; what a player drew or gained this turn)
//     holds 0 to MaxCount, 2^30, and a gain beyond it is lost. Reading a
//     state and building a scenario refuse a count beyond it, and play
//     stops each count there, so that no play wraps one
//     (TestEveryNumberOfAStateIsBounded, TestCountsStopAtMaxCount,
//     TestScenarioCountsAreBounded).
//
// # Rulings: Animal Kingdom
//
// Where the rulebook leaves the expansion's play open:
//
//   - AnimalsOwed: a used Leaf's activation comes as soon as nothing is
//     being resolved: the Leaf is placed at once, and the activation
//     follows the ability, placement or step during which it was placed
//     (an ability is completed in full first); a Leaf discarded when asked
//     to use or skip an ability activates over it (LeafDiscard).
//   - LeafDiscard: a Leaf is discarded ("P1 leaf") by a player who keeps
//     Animals and has a Leaf left, at any decision of theirs at which an
//     event may be played (see Events and conversion): also when asked to
//     use or skip an ability, while paying for one, and at the decisions
//     of an activation of Animals. Its activation comes at once: when
//     asked to use or skip an ability, over it, the ability waiting for
//     the decision until the activation ends, so that what the Animals
//     give may pay for it; while paying for an ability, or during an
//     activation of Animals (one at a time), once that ends, as a claim's
//     does (TestLeafDiscardedWhenAskedToUseActivatesAtOnce,
//     TestLeafDiscardedWhilePayingActivatesAfter,
//     TestLeafDiscardedDuringAnActivationActivatesAfter).
//   - NoLeafLeft: a claim needs a Leaf left. A player who has used all 5
//     claims nothing more, and completing the tableau first still ends
//     the game but gives no completion bonus.
//   - LastLeaf: a player who in one step meets more Fauna objectives (and
//     the completion bonus, when the step completes their tableau first)
//     than they have Leaves left chooses what each Leaf left claims, one
//     at a time ("P1 claim 2", the Fauna slot from 1; "P1 claim bonus";
//     ClaimObjectiveMove), before anything else is resolved; what they do not
//     choose is not claimed. Without the expansion no Leaf is discarded
//     and 5 Leaves cover the 4 objectives and the bonus, so the choice
//     never arises (TestLastLeafIsTheChoiceOfItsPlayer,
//     TestLastLeafBonusOrObjective).
//   - FiveAnimeeples: at each activation of an Animal with several
//     Animeeples the player may place any of those still on its card, one
//     at a time, each on a card meeting its placement condition and
//     holding none of its species; placed, they stay. Its ability then
//     counts those in the tableau. The rulebook moves one Animeeple, and
//     its five Animals of 5 stay: an Animal of several Animeeples has no
//     movement, and one whose Animeeple moves does not stay; LoadCards
//     refuses a card file otherwise, and one of more than MaxAnimeeples
//     (TestLoadCardsRefusesAnimalsTheEngineCannotPlay).
//   - Offered only when usable: an Animal is offered for activation only
//     when its Animeeple can be placed, or can move, as its ability
//     requires, and one whose ability only activates Animals (Komodo
//     Dragon) only when it would find one to activate; for "move exactly
//     X" only the placements and steps from which the whole movement can
//     be made are offered. The first placement counts as 1 movement and
//     its card takes the effect, so a movement allowed none ("up to 1 /
//     used-leaf" with no Leaf used, activated through a Global Ability)
//     can be neither placed nor moved, and is not offered.
//   - StopOnlyWhenItCounts: "P1 stop" is offered only where stopping
//     takes effect: for a "move up to X" (per used Leaf or not) once it
//     has moved, the first placement included; for an Animal without
//     movement and several Animeeples once one of them stands (its
//     ability then counts them). A stop before the first placement or
//     movement, for a "move to" or for a "move exactly X" would only end
//     the Animal with no effect, and is not offered.
//   - NoMoveNoEffect: an Animal that moved to no card (its movement could
//     no longer be made once activated) has no effect, and the "|" gain
//     is not offered.
//   - RequiredCost: the cost written in a "move exactly" block ("{ spend 1
//     growth from it }", Canada Jay) is part of the movement's
//     requirement and is paid; every other cost on a card reached is use
//     or skip. So the Animeeple is placed or moved only to a card where
//     that cost can then be paid, an Animal with no such path is not
//     offered, and one whose cost in the player's own pieces ran out
//     partway (paid on an earlier card of the movement) ends with no
//     effect (TestMoveExactlyCostIsARequirement).
//   - OthersGain: the "|" gain is offered to each other player in turn
//     from the activating player's left, each using or skipping it.
//   - Borrowed: "activate 1 animal in others" (and "in everyone" for an
//     Animal of another player) resolves that Animal's ability on the
//     activating player's own tableau with an Animeeple placed anew by the
//     first-placement rules, which leaves at the end; only an Animal
//     without a storage area that activates no Animal may be borrowed, and
//     no Animal is activated twice in one activation. Gaia's Animals are
//     not borrowed.
//   - GlobalUsable: a Global option is offered only when its cost can be
//     paid and some step of its gain would change something: a count of
//     cards above 0 (Thomson's Gazelle's, Jaguar's), a used Leaf for "/
//     used-leaf", room for the sprouts or growth gained, a piece to store
//     (Asian Elephant's Flora with 4+ growth), a hand card to compost, an
//     ability to copy, an Animal to activate. "activate N animals" needs
//     one Animal that can be activated now: the player may activate fewer
//     than N.
//   - GlobalLastRound: the Global Ability does not fire after the last
//     round: the game ends there and the turn does not pass.
//   - IslandPieces: sprouts and growth placed "on island" score 1 VP each,
//     in the sprouts and growth rows.
//   - SoloDeal: in solo the player is dealt their 1 (2) Animals with no
//     choice, as the rulebook's solo setup deals them.
//   - ScenarioLeaves: the Leaves a Scenario gives as claimed or
//     discarded, and the claims its position meets when it is built, owe
//     no activation: they were used before the position.
//   - GaiaActivates: Gaia activates her Animals right after her Leaf is
//     placed on the Fauna board (a Gyre's claim, after the Gyre's own
//     gains, or the completion bonus at the game's end); each of her
//     Animals resolves in the order dealt, in full before the next; then
//     her soil is traded as after any gain.
//   - GaiaLastGrowth: Gaia's growth is a count that fills her virtual
//     plants in order: the Growth she pays or stores (Golden Eagle, Asian
//     Elephant, or any other) is the last placed, one off the count.
//   - GaiaNoHand: Gaia has no hand: an ability that would have her compost
//     cards from hand composts as many from the deck; a cost paid with
//     hand cards she cannot pay. For each card she would draw she
//     composts GaiaDrawCompost (2) from the deck.
//   - GaiaStorage: a storing Animal of Gaia's stores from her own counts
//     what it would take from a card (all of it, or up to the number
//     printed) and does nothing when she has none; one that stores from
//     the supply stores it at no cost. Her stored pieces score at the
//     card's storage rate in the Animals row of her scorepad.
//   - GaiaLeavesUsed: Gaia's used Leaves are her Leaves on the Fauna board
//     (her claims and the completion bonus), the one just placed
//     included; the Leaves the player discarded onto her board are not
//     hers. "/ used-leaf" counts them, and a per-Animeeple Animal
//     triggers once per used Leaf, each trigger paid on its own and
//     counting 1 Animeeple.
//   - GaiaNoTableau: a count over the tableau counts none of Gaia's cards
//     (she has none); a condition on the card an Animeeple stands on
//     holds for her. A "move to" Animal, or one without movement, resolves
//     once for her, only if she pays it in full.
//   - GaiaOffers: the player is offered each "|" gain of Gaia's Animals to
//     use or skip, one Animal at a time, once the Animal has resolved; an
//     Animal of hers that had no effect offers nothing.
//   - GaiaLeaves: each Leaf the player discards scores Gaia GaiaLeafVP (5)
//     in the Leaves row of her scorepad, where the rulebook suggests an
//     unused Ecosystem space.
//
// # Rulings: the Animal cards
//
// The 36 Animal cards are data, in animalkingdom/cards/animals.yaml (layout
// animalkingdom.AnimalFile); each card's provenance is in its origin and
// note fields and in the table animalkingdom/cards/ANIMALS.md. Where the
// rulebook leaves the cards open:
//
//   - The rulebook prints no card whole: the 30 Animals it names are
//     origin: completed, each note saying what the rulebook gives (an
//     ability from a worked example, a placement condition, a Global side)
//     and what was completed in its spirit; 6 Animals are origin:
//     original, one or more of each of the four ability types.
//   - Five Animals have 5 Animeeples (Capybara, Wild Turkey, Pocket
//     Gopher, Indian Pangolin, Formosan Termites); every other has 1, the
//     box's 56 Animeeples in 36 shapes. Those five are the Animals whose
//     ability counts its Animeeples in the tableau ("/ animeeple"), each
//     placed by the card's placement condition.
//   - The feature an example's cards share is the one the ability names:
//     rocky for Mountain Goat, cold for Polar Bear, sunny and wet on a
//     Terrain for the Vietnamese Pot-Bellied Pig (Forest Edge and
//     Scrubland have both). A resource the rulebook leaves unnamed is soil
//     (Jaguar's, Canada Jay's 9 and 2, Thomson's Gazelle's), the Platypus
//     converts soil to growth, and the Saltwater Crocodile's Global
//     options cost 2, 4 and 6 soil.
//   - Canada Jay's 2 Growth are 1 from each of the 2 cards it moves to,
//     each a Flora with 1 or more Growth.
//   - Golden Eagle takes, and Asian Elephant's Animal side pays, a Canopy
//     (the growth piece that filled a Flora), as the rulebook's rule for
//     Gaia paying them implies.
//   - In an ability, "it" is the card the Animal's Animeeple occupies (in
//     a move's block, the card just reached); "this" is the Animal card,
//     where its stored pieces lie; a Global Ability's stored pieces are
//     kept and scored for each player apart.
//   - "activate 1 animal" activates one of the player's own Animals;
//     Komodo Dragon's "in others" another player's; the Saltwater
//     Crocodile's Global "in everyone" any Animal in play, each at most
//     once (its "different" Animal abilities).
//   - Gaia is dealt another Animal instead of the seven the rulebook names
//     and of the original European Honey Bee (its ability needs a
//     tableau) and Sea Otter (it pays with hand cards, and she has no
//     hand): solo_redeal: true.
//
// # Speed
//
// Today's figures (2026-12-04, the 2-core AMD EPYC machine, at a load
// below 1, one goroutine unless noted; c032b02 is the tree before the
// pieces moved into the seat, measured in turn with this one):
//
//   - ../shared/bench/run.sh, COUNT=5, two runs: Earth 283.8x and 228.8x
//     the yardstick (595,138 and 612,838 ns a game), with the expansion
//     254.2x and 243.7x (533,067 and 652,805 ns), the yardstick taking
//     2,097 and 2,679 ns; c032b02 in the runs between gave 334.3x and
//     350.4x (744,238 and 735,197 ns), and 381.3x and 309.4x (848,666 and
//     649,205 ns). 3 allocs a game each, New included. The target of 200x
//     is not met;
//   - run.sh's loop by callgrind (its BenchmarkEarth4 and
//     BenchmarkEarthAnimals4, 4 players; 41 games less 1, the collector
//     off): Earth 3,772,019 instructions a game, with the expansion
//     4,154,553, against 3,796,008 to 3,842,809 and 4,203,568 to
//     4,230,066 before (callgrind counts a copy of the State, a REP
//     MOVSQ, as one instruction, and sees nothing of the collector);
//   - go test -bench: AppendLegalMoves into a reused buffer 237 to 249
//     ns, Apply 152 to 170 ns (a Stop), Playout 428 to 481 µs a game
//     (426 to 560 µs with the Animals) against 479 to 613 (558 to 662)
//     for c032b02, a game writing 53 KB of fresh memory against 154 KB;
//     a compiled score 34 to 38 ns against 25 ns written in Go; 0 allocs
//     but Playout's 6 a game;
//   - 2 goroutines against one (BenchmarkRandomGame4PParallel, -cpu 1,2
//     five times, the medians): 2.02x (716 µs a game on one, 354 µs on
//     two), c032b02 in turn with it 2.11x (782 and 370 µs); with the
//     Animals (BenchmarkRandomGame4PAnimalsParallel) 1.92x (718 and 374
//     µs), c032b02 1.97x (854 and 434 µs). An earlier 1.50x (SPEED.md)
//     was measured at a load of about 1.5, other work taking part of the
//     second core;
//   - ISMCTS with 1,000 iterations, Earth with the Animals, 4 players:
//     1.87 to 2.15 decisions a second (see examples/bot).
//
// Where the time goes: a State is a 1,576-byte value, and a decision
// copies it 3 times (17% of a CPU profile's samples, on the copies'
// REP MOVSQ and the first reads after them); the Fauna checks after a
// move some 9% (only the seats and parts the move changed are checked,
// most objectives by bits worked out at load); listing the plantings
// some 8%; with the expansion, Apply's check reads an Animals move from
// the position (quickAnimalLegal) but for an event, and the Animals'
// places are evaluated from their formulas, one context a place (about
// 2%). A tableau's cards are shared between states and copied into fresh
// memory only when a card is planted (about 56 times a game); the pieces
// on them are the seat's own (tabPieces), so that placing one, some 390
// times a game, copies nothing more. Random play makes many branches a
// guess, so the kinds of abilities a tableau holds, a hand's events and
// the cards with room for a piece are kept as bits.
//
// The figures come from
//
//	go test -run '^$' -bench . -benchmem ./animalkingdom
//	go test -run '^$' -bench Parallel -cpu 1,2 ./animalkingdom
//	../shared/bench/run.sh   (from the project's root)
//
// SPEED.md, beside this file, has every change made for speed with its
// figures, what did not pay, and the figures this section gave before.
//
// # Saving and reading
//
// Whatever New starts, JSON writes and reads back: New and reading a
// state check a Config alike (Players, Mode, Difficulty, Teams, Solo; a
// Difficulty only in a solo game). The JSON has snake_case keys only and
// says what a player would: the step of the turn and the player it is at
// ("step", "step_player"), who is to act ("to_act"), the turn and round,
// the Sprouts or Growth "owed", the activation under way by the abilities
// it has passed and those left, the abilities being resolved
// ("resolving") by their card, and the activation of Animals. It names
// what it holds: Earth cards, Island, Climate, Ecosystem and Fauna sides,
// Animals and Gaia's cards by name (a card dealt for a setup choice as
// its two sides' names), a tableau card by its name rather than its
// place, the action, an ability's source and what it waits for as
// words. A list by seat has one entry a seat of the game. What the engine
// derives from the rest is not written, or is written for the reader and
// checked when read ("round", "to_act", "activation.left"); the keys are
// listed in examples/referee/PROTOCOL.md. A list of cards a view partly
// hides is written as the names of the cards shown and the count of
// those hidden ("deck_hidden": 250, "hand_hidden": 5, "compost_hidden":
// 3; the hidden ones lie below the shown ones), so that a view holds no
// -1 for an unseen card. Reading refuses a key it does not know, a name
// not in the standard set and a number out of its range, saying where,
// and leaves the value read into unchanged. A View read from JSON is checked
// itself (View.Validate): it must show what its viewer sees and hide
// the rest, as View's doc lists. The zero value of every exported type,
// and a nil *CardSet, works or returns an error from every method.
package animalkingdom

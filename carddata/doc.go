// Package carddata is the card-data language: strict YAML decoding with
// positions, and the ability expressions printed on cards.
//
// Cards are data: each game's cards are YAML files embedded in the binary,
// and a user may load their own set. Package carddata reads them. It knows
// no game rules: it decodes YAML strictly, with positions, and parses
// ability expressions into a small tree (an AST) that each game compiles
// once, at load, into what it runs: closures, or steps the engine
// interprets. Every loader reports every problem in a file at once, each as
// "file:line:col: found X, expected Y (did you mean "Z"?)".
//
// # Card files
//
// Cards are YAML. Decode reads a file into a game's own structs. A field of
// type Pos receives the position of its card, and a field of type Expr
// holds an ability and parses it while the file is decoded, so a mistake
// inside an ability is reported at its place in the file:
//
//	type Planet struct {
//		At      carddata.Pos  // filled with the card's file:line:col
//		Name    string        `yaml:"name"`
//		Ability carddata.Expr `yaml:"ability"` // parsed while decoding
//	}
//	var planets []Planet
//	err := carddata.Decode("planets.yaml", data, &planets)
//
// with a file such as
//
//	# planets.yaml
//	- name: Drecolara
//	  ability: "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources"
//	- name: Nestarvis
//	  ability: deal 1 damage to opponent
//
// Every problem in the file is reported, as an ErrorList sorted by
// position, each as "file:line:col: found X, expected Y (did you mean
// "Z"?)", including problems inside an ability, placed at their column in
// the file:
//
//	bad.yaml:2:29: found "oponent", expected an amount, a target or a card after "to" (did you mean "opponent"?)
//	bad.yaml:3:3: found field "nmae", expected one of name, ability (did you mean "name"?)
//
// Decoding is strict:
//
//   - A key that names no field is an error with the closest field as a
//     suggestion; a value of the wrong kind (a word where a number belongs,
//     a list where one value belongs) is an error.
//   - An ability containing ": " (a cost, a trigger) or starting with "["
//     (its colour) must be quoted, as YAML requires. An unquoted
//     "ability: [red] gain 2 soil" is reported at its place, besides YAML's
//     own message: found "[red] gain 2 soil", expected quotes around an
//     ability that starts with its colour, as in "[yellow] gain 2 growth".
//   - Expr keeps the text as written (Text) and the parsed *Ability;
//     String and MarshalText give the canonical text, so cards round-trip
//     through JSON.
//   - A null value (~, null, or nothing after the colon) leaves the field
//     at its zero value; a boolean field takes true or false (YAML's
//     spellings), never 1 or yes.
//   - A whole number that does not fit its field says so, with the range:
//     "cards.yaml:4:9: number 300 is out of range: expected a whole number
//     from 0 to 255".
//   - A file holds one YAML document: an empty file, or a second document
//     after "---", is an error.
//   - A field type with its own UnmarshalText (a colour, a resource) may
//     return an *Error or an ErrorList, positioned relative to the value,
//     and Decode moves it to its place in the file. Any other error it
//     returns is printed as its own message at the value ("s.yaml:2:14:
//     beforeearth: "E" is not an action card (...)") and stays reachable
//     with errors.As (ErrorList and Error unwrap). ErrorList.AddError(pos,
//     err) does the same for a game's own checks after decoding.
//
// Decoding costs in proportion to the file's size, whatever it holds:
//
//   - What aliases expand to is counted in bytes (each value decoded
//     through an alias, and its text) and may reach ten times the file's
//     size plus 4 KiB; past that, decoding stops with an error at the
//     alias.
//   - An anchored value is decoded once per field type, however many
//     aliases use it, and its errors are reported once, at the anchor; each
//     use gets a copy of that one result, so an Expr's *Ability is shared
//     between the cards that alias it.
//   - A value is quoted in a message by its first 40 characters and "...",
//     and each part of a message is cut to 500 bytes.
//   - An ErrorList's text lists the first MaxListed (20) errors and ends
//     "... and N more errors"; the list itself holds every one.
//
// # Extending a set
//
// A card file that starts with "extends: standard" is
// read as changes to the game's standard set rather than a whole set:
//
//	extends: standard
//	add:          # new cards, in the sections of a card file
//	  flora:
//	    - {name: Sea Fennel, ...}
//	replace:      # cards of the standard set, each written whole, by name
//	  terrain:
//	    - {name: Pond, ...}
//	remove:       # cards of the standard set, by name, in each section
//	  flora: [Basil, Turkey Tail]
//
// The sections are those of the game's card file (its lists of cards). A
// card is known by its name, or, for a card without one, by its number
// (an Earth Island), or by the notation the game writes it in (a Cosmic
// Run ship: R3). Removals happen first, then replacements, in place; added
// cards come last, in the order written. A set's own values (a Before the
// Earth Explodes quarry capacity, an Earth Express sprout track) may be
// given under replace. The result is checked as a whole file is, so every
// minimum a set must meet holds for the extended set.
//
// IsExtension tells such a file from a whole set; Extend applies it to the
// base set's decoded file, and reports every problem at its place in the
// extension: a removed or replaced name the base does not have (with the
// closest name), a name added that the base has or that is added twice, a
// card changed twice, an unknown section.
//
// The minimums a set must meet, each game's LoadCards documents, and its
// error says with the reason: Cosmic Run, exactly 16 ships and 3 planets;
// Before the Earth Explodes, 3 to 32 spaceships and as many planets;
// Earth Express, 16 Earth cards (a solo game's hand of 7 and its tableau
// of 9) and 2 Fauna cards; Earth, 40 Earth cards, 4 Island, 4 Climate and
// 4 Ecosystem sides and 8 Fauna sides. New checks that a set deals the
// game it starts (more players need more cards).
//
// # Abilities
//
// An ability reads like the printed card and uses the rulebooks' notation:
// ":" spends what is on its left to gain what is on its right, "/" scales
// the effect on its left by the things on its right, and "|" separates
// your benefit from the other players'. A card's ability may start with
// its colour in brackets.
//
// The grammar knows only structure. Keywords (listed under Grammar) are
// matched regardless of case; every other word (colours, verbs, resources,
// card types, features, places) is open vocabulary, kept as written, and
// accepted or rejected by the game that compiles the ability (Singular
// lower-cases and strips plurals, so "quarries" matches "quarry"). Each
// game's package doc lists the words it accepts, under "Card vocabulary"
// (Before the Earth Explodes: on its Ability type).
//
// The constructs, each with an example:
//
//   - action, a verb and its arguments: "gain 2 growth".
//   - sequence, effects in order: "gain 1 tech, take 1 grey".
//   - spend, then gain (":"), paying everything on the left to get the
//     right: "spend 1 growth: gain 2 seeds".
//   - several costs, the amounts after the first following a ",": "spend 1
//     seed, 1 growth: gain 4 sprouts".
//   - you versus others ("|"), the left for you, the right for every other
//     player: "gain 3 growth | gain 1 sprout".
//   - a target before the verb (you, neighbour, opponent, others,
//     everyone): "spend 2 sprouts: gain 4 growth, opponent gain 1 sprout",
//     "gain 4 seeds, others gain 2 sprouts".
//   - scaling ("/"), once per matching thing: "score 2 vp / flora with 2+
//     growth".
//   - whose tableau is counted ("in" and a target): "gain 1 growth / tree
//     in neighbour".
//   - tiers, a value by the count's tier: "gain soil / flora with sunny and
//     wet [1: 2, 2-3: 3, 4+: 4]".
//   - placement ("on" and a card), where a gain goes: "gain 1 growth on
//     this, 1 growth on tree".
//   - direction (above, below, left of, right of, adjacent to, orthogonal
//     to, diagonal to, same row as, same column as): "gain 1 sprout on flora
//     above this", "score 2 vp / flora same row as this".
//   - things on a card ("on" where things are counted): "score 1 vp / soil
//     on this".
//   - features, what a card must have: "terrain with wet and rocky", "flora
//     each with 1+ sprout and 1+ growth".
//   - quantities: "2", "2+", "2-3", "up to 3", "exactly 2", "any 2", "all".
//   - objective, a requirement (Fauna, Terrain), "," joining several: "5+
//     flora each with 1+ growth".
//   - condition, "if [subject has] amount-or-word": "win if opponent has 6+
//     damage", "store 1 soil if it has 1+ sprout".
//   - trigger, firing by itself at the named moment: "when planted: gain 2
//     growth".
//   - choice, options A, B, C... each with its own cost: "spend 1 soil: gain
//     1 sprout or spend 3 soil: gain 2 sprouts".
//   - phrases (on, from, to, for, of, as): "deal 1 damage to opponent",
//     "trade 1 black for any 1 resource", "colonize any 1 planet from deck
//     for free".
//   - move up to (Animal Kingdom), the "{ }" happening on each card reached,
//     "it" being that card: "move up to 3 { spend 1 growth from it: compost
//     up to 3 cards from deck }".
//   - move, scaled ("/" scales the distance) and restricted ("over" limits
//     the cards): "move up to 1 / used-leaf over flora with cold { compost up
//     to 2 cards from hand }".
//   - move to: "move to flora with animal-name { store 1 soil if it has 1+
//     sprout }".
//   - move exactly: "move exactly 1 over terrain with wet and rocky { gain 3
//     soil }".
//   - colour, an open word before everything else: "[yellow] spend 1 sprout:
//     gain 2 growth", "[black] gain 3 growth", "[brown] score 3 vp /
//     terrain".
//   - a card counts itself ("same row as" and "same column as" include the
//     anchor card): "[yellow] gain 1 growth on all flora same row as this".
//   - an anchor with features: "[blue] gain 1 sprout on flora above tree
//     with wet".
//   - neighbours ("adjacent to": the 8 around; "orthogonal to": the 4
//     beside, above and below; "diagonal to": the 4 corners): "score 3 vp /
//     bush orthogonal to this", "gain 3 growth on flora adjacent to this".
//   - chain, the longest run of the selected cards through orthogonal or
//     diagonal neighbours, never visiting a card twice, "through" naming a
//     card it must pass: "score 2 vp / card with cold in longest orthogonal
//     chain through this", "score 4 vp / tree in longest diagonal chain max
//     28".
//   - per row, per column (rows and columns are selected like cards): "score
//     6 vp / row with 4 cards and different colours", "2+ columns with 4
//     cards".
//   - measures (even, odd, full, different, shared before a feature): "card
//     with even vp", "flora with full growth", "row with 4 cards and shared
//     habitat".
//   - groups, a number after "/", once per full group: "score 3 vp / 2 cards
//     with rocky".
//   - bound ("max"), at most this much in all: "score 1 vp / card in hand max
//     30".
//   - places ("in" and a word that is no target): "card in hand", "cards in
//     compost".
//   - the player with most ("leader", only after "in"): "score 2 vp / card
//     with cold in leader".
//   - ongoing trigger: "[brown] when play event: gain 1 soil".
//   - phrase "as": "[brown] count as all flora", "spend 1 card from hand as 1
//     soil of cost".
//
// More examples, each parsed and printed back by TestDocExamples:
//
//	gain 2 growth
//	[yellow] spend 1 seed, 1 growth: gain 4 sprouts
//	[brown] score 2 vp / flora with 2+ growth
//	[yellow] gain 1 growth / tree in neighbour
//	gain 3 growth | gain 1 sprout
//	spend 2 sprouts: gain 4 growth, opponent gain 1 sprout
//	[yellow] gain 1 growth on all flora same row as this
//	[blue] gain 1 sprout on flora above tree with wet
//	[brown] score 2 vp / card with cold in longest orthogonal chain through this
//	score 4 vp / mushroom in longest diagonal chain max 28
//	score 6 vp / row with 4 cards and different colours
//	score 3 vp / 2 cards with rocky
//	score vp / tree [1: 0, 2: 4, 3: 8, 4+: 13]
//	[brown] score 2 vp / card with red in leader
//	[brown] score 1 vp / card in hand max 30
//	5+ flora each with 1+ growth
//	10+ cards with even vp
//	[black] when planted: gain 2 growth
//	[brown] when play event: gain 1 soil
//	gain 4 sprouts if active
//	move up to 3 over flora { spend 1 growth from it: compost up to 3 cards from deck }
//	move up to 1 / used-leaf over card with cold { compost up to 2 cards from hand }
//	move exactly 2 over flora with 1+ growth { spend 1 growth from it }: gain 9 soil | gain 2 soil
//	move to flora with full growth { store 1 canopy from it }
//	spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources
//
// A Colour is the ability's colour as printed: the action that activates
// it, "black" for once when planted or played, "brown" for an ongoing
// effect or end-game scoring. After the colour may come a Trigger, the
// moment the ability fires by itself: "when planted:" (a black ability),
// "when played:" (an event), "when setup:" (an Island). For an ongoing
// effect the trigger also names the thing the event concerns:
//
//	when plant tree: gain 1 soil
//	when compost card with cold: gain 1 sprout on this
//
// A Condition after "if" is an amount ("if it has 1+ sprout", "if opponent
// has 6+ damage") or a single word: a feature of its subject ("if it has
// wet") or, with no subject, a state the game defines, such as "active"
// for abilities that fire only for the player who chose the action:
//
//	gain 4 sprouts if active
//	gain 2 soil, 1 sprout on it if it has wet
//
// Where a card is placed is said relative to an Anchor, a card with
// optional features ("above tree with wet"). After "in" come whose cards
// are counted (a Target, or "leader": the player with the most of them), a
// Chain or a place word ("in hand", "in compost"). In a Scale a number
// before what is counted groups it ("/ 2 cards": once per full 2), tiers
// give a value by the count, and "max" bounds the result. A Measure says
// how a feature stands rather than how much: "even vp", "full growth"
// (every space filled), "different colours" and "shared habitat" (across a
// row or column's cards).
//
// # Grammar
//
//	Ability   = [ Colour ] [ Trigger ] Body
//	Colour    = "[" word "]"
//	Trigger   = "when" word [ Selector ] ":"
//	Body      = Objective | Choice
//	Objective = Amount { "," Amount }
//	Choice    = Benefit { "or" Benefit }
//	Benefit   = Sequence [ ":" Sequence ] [ "|" Sequence ]
//	Sequence  = Effect { "," Effect }
//	Effect    = Move | Action
//	Action    = [ Target ] verb { Arg } [ "/" Scale ] [ "if" Condition ]
//	Arg       = Amount | Phrase | Selector     (an Amount after the first argument follows a ",")
//	Phrase    = ( "on" | "from" | "to" | "for" | "of" | "as" ) ( Amount | Target | Selector )
//	Move      = "move" ( "up" "to" number | "exactly" number | "to" Selector )
//	            [ "/" Selector ] [ "over" Selector ] [ "{" Choice "}" ]
//	Amount    = Quantity Selector
//	Quantity  = number [ "+" | "-" number ] | "up" "to" number
//	          | "exactly" number | "any" number | "all"
//	Selector  = ( word | "this" | "it" ) [ [ "each" ] "with" Feature { "and" Feature } ]
//	            [ Relation ] [ "in" ( Target | "leader" | Chain | word ) ]
//	Feature   = [ Quantity | Measure ] word
//	Measure   = "even" | "odd" | "full" | "different" | "shared"
//	Relation  = ( "above" | "below" | "left" "of" | "right" "of" | "adjacent" "to"
//	            | "orthogonal" "to" | "diagonal" "to" | "same" ( "row" | "column" ) "as"
//	            | "on" ) Anchor
//	Anchor    = ( word | "this" | "it" ) [ "with" Feature { "and" Feature } ]
//	Chain     = "longest" ( "orthogonal" | "diagonal" ) "chain" [ "through" Anchor ]
//	Scale     = [ number ] Selector [ "[" Tier { "," Tier } "]" ] [ "max" number ]
//	Tier      = Quantity ":" number
//	Condition = [ ( Target | "this" | "it" ) ( "has" | "have" ) ] ( Amount | word )
//	            ("have" after "you" and "others", "has" after the rest)
//	Target    = "you" | "neighbour" | "opponent" | "others" | "everyone"
//
// In a Move, "/" scales the distance by a count ("/ used-leaf"), "over"
// is what every card moved through and to must be, "to" names the one
// card moved to, anywhere, and the block is what happens on each card
// reached, "it" being that card. A misspelt "over" after a move's
// distance, and a misspelt "from" among an action's arguments, are
// reported with the word meant.
//
// The relation "on" ("/ soil on this") is read only where things are
// counted: in a Scale, a Condition, an Objective, a Move and a Trigger; in
// an action's arguments "on" starts a Phrase, the place a gain goes.
//
// An Anchor has features only: in "flora above tree with wet in
// neighbour", "in neighbour" belongs to "flora". A group or a bound is 1 or
// more: "/ 0 cards" and "max 0" are errors.
//
// Words start with a letter and may contain letters, digits, marks, "_",
// "'" and inner hyphens ("Kotar-Z", "used-leaf"); numbers are digits. The
// punctuation is : , | / + - { } [ ]. These words are keywords, whatever
// their case, and cannot be open words:
//
//	above adjacent all and any as below chain diagonal different each
//	even everyone exactly for from full has have if in it leader left
//	longest max move neighbour odd of on opponent or orthogonal others
//	over right same shared this through to up when with you
//
// # The tree
//
// ParseAbility returns an *Ability (Colour, Trigger, Body). The node types
// are Ability, Trigger, Choice, Benefit (Cost, Gain, Others), Sequence,
// Objective, Action (Target, Verb, Args, Scale, If), Move, Amount,
// Quantity, Phrase, Selector (Noun, Each, With, Rel, and one of In, Place,
// Chain), Feature (Qty or Measure, Noun), Relation (Dir, Anchor, itself a
// Selector with features only), Chain (Dir, Through), Target, Scale (Group,
// Per, Tiers, Max), Tier and Condition, all behind the sealed Node
// interface, each with its Pos. Inspect walks a tree depth-first in printed
// order. A game compiler switches on the node types; anything it does not
// understand is an error with the node's position, never skipped.
//
// The grammar's closed word classes are typed constants, each printing as
// its word: a Phrase's Prep (On, From, To, For, Of, As), a Relation's Dir
// (Above, Below, LeftOf, RightOf, AdjacentTo, OrthogonalTo, DiagonalTo,
// SameRowAs, SameColumnAs, OnCard), a Chain's ChainDir (Orthogonal,
// Diagonal), a Feature's Measure (Even, Odd, Full, Different, Shared) and
// a Target's Who. Preps, Dirs, Measures and Targets list them, each call
// in a new slice: the package exports no variable, so no importer can
// change how abilities parse. The open words (nouns, verbs, events,
// colours, places) stay strings, for each game to define.
//
// Every node prints back to canonical text (its String method), and the
// canonical text parses back to the same tree: a property test checks it
// on random trees, and a fuzz target on random text.
//
// # Errors
//
// Errors are an ErrorList of every problem found. Parsing resumes at the
// next ",", ":", "|", "or" or "}", so that later problems are reported
// too. Each error says what was found, what was expected and, for a word
// one edit from a keyword, which keyword was meant:
//
//	<input>:1:15: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)
//	<input>:1:1: found "moev", expected "move" before "up" (did you mean "move"?)
//	<input>:1:25: found "neighbor", expected a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in" (did you mean "neighbour"?)
//	<input>:1:30: found "diagonl", expected "orthogonal" or "diagonal" after "longest" (did you mean "diagonal"?)
//	<input>:1:6: found "gain", expected "]" to close the colour "[" at 1:1
//	<input>:1:14: found "ovr", expected "over" and the cards a move may cross, "{" and its block, or "," or ":" or "|" or "or" or end of ability (did you mean "over"?)
//
// A long word or number is quoted by its first 40 characters and "...".
//
// # The real Earth deck
//
// testdata/earth.yaml writes every card of the base game Earth in the
// language: the 283 Earth cards (Flora, the 3 jokers, Terrain, Events), the
// 20 Island and 20 Climate sides, the 64 Ecosystem and 46 Fauna sides and
// Gaia's 6 cards, 439 entries keyed by name, from the card facts (names,
// numbers, mechanics; no card text). TestEarthDeck parses each, checks that
// it prints back exactly as written and parses again to the same tree, and
// that Fauna sides are objectives and nothing else is; TestEarthDeckForms
// counts the abilities that use each form against the numbers counted from
// the facts; TestEarthDeckCoversFacts checks, when the facts are at
// ../shared/data/earth beside the checkout, that every base card and side
// is there once with as many abilities as the facts give it (without them
// it is skipped, saying so). How the deck's mechanics are written:
//
//   - cost and gain: "[blue] discard 1 card from compost: gain 1 soil, 1
//     sprout, 1 growth".
//   - compost from hand, from deck: "compost up to 2 cards from hand" (a
//     gain), "compost 1 card from hand" (a cost), "compost 2 cards from
//     deck".
//   - take from your compost: "[black] take 1 card from 3 cards of compost".
//   - a cost paid otherwise: "[black] spend 1 card from hand as 1 soil of
//     cost" (also "1 sprout", "1 growth").
//   - copy an ability: "[red] copy 1 ability with red".
//   - cheaper cards: "[brown] plant tree for 1 less", "[brown] plant card
//     with cold for 1 less".
//   - plant over this card: "[brown] plant card with red on this for free,
//     compost this, draw 2 cards".
//   - a forbidden action: "[brown] forbid action with yellow".
//   - joker: "[brown] count as all flora".
//   - only for the player who chose it: "[red] draw 2 cards if active".
//   - per card planted this turn: "[green] gain 2 growth / card with sunny
//     and just-planted".
//   - on each card of a line: "[blue] gain 1 sprout on all bush same row as
//     this".
//   - onto the cards around: "[yellow] gain 3 growth on flora adjacent to
//     this".
//   - Island setup: "[black] draw 12 cards, gain 6 soil, compost 5 cards from
//     hand".
//   - each event you play: "[brown] when play event: gain 1 soil".
//   - Terrain per card in a line or around: "[brown] score 3 vp / herb same
//     row as this", "[brown] score 5 vp / tree diagonal to this".
//   - Terrain per empty space: "[brown] score 4 vp / empty orthogonal to
//     this".
//   - Terrain per card of the player with most: "[brown] score 2 vp / card
//     with wet in leader".
//   - Terrain per card by cost, VP, pieces: "[brown] score 1 vp / card with
//     up to 3 cost", "[brown] score 3 vp / card with 4+ vp", "[brown] score 5
//     vp / card with 4+ growth".
//   - Terrain per soil, hand, compost, terrain: "[brown] score 2 vp / soil
//     max 30", "[brown] score 1 vp / card in compost max 30", "[brown] score
//     3 vp / terrain".
//   - Ecosystem by type count: "score vp / tree [1: 0, 2: 4, 3: 8, 4: 13, 5:
//     23, 6: 28, 7+: 30]".
//   - Ecosystem per group, capped: "score 3 vp / 4 cards in compost max 24",
//     "score 5 vp / 2 events max 25".
//   - Ecosystem per full line: "score 6 vp / column with 4 cards and shared
//     colour", "score 7 vp / row with 4 cards and different growth".
//   - Ecosystem per set: "score 6 vp / set with red and yellow and blue and
//     terrain and event".
//   - Ecosystem by name mark, spaces, canopy: "score 9 vp / 2 flora with
//     animal-name", "score 7 vp / 2 flora with 6 sprout-spaces", "score 2 vp
//     / flora with up to 4 canopy-vp".
//   - Ecosystem per pieces: "score 3 vp / 5 sprouts", "score 2 vp / flora
//     with full growth".
//   - Fauna: "4+ flora each with 3+ growth", "20+ soil", "8+ cards with
//     rocky", "2+ rows with 4 cards", "2 diagonals with 4 cards", "7+ cards
//     with up to 1 habitat", "4+ flora with full sprouts and full growth",
//     "8+ flora with 0 sprouts and 0 growth", "10+ cards with even vp".
//   - Gaia: "[blue] gain 7 sprouts, gain 1 sprout / card with blue in
//     opponent", "spend 10 soil: compost 5 cards from deck".
//
// The name marks are written place-name (bold), colour-name (italic) and
// animal-name (underline); a directional ability is a card "with
// direction".
//
// # Animal Kingdom
//
// The Animal cards (animalkingdom/cards/animals.yaml) are written with the
// constructs above and these words, open vocabulary that the game gives
// its meaning:
//
//   - move up to X, exactly X, to a card: "move up to 3 { draw 1 card }",
//     "move exactly 1 over terrain with sunny and wet { gain 3 soil }",
//     "move to flora with animal-name { store 1 soil if it has 1+ sprout
//     }".
//   - the cards moved over or to, by type, habitat, name mark or pieces on
//     them: "over card with cold", "to flora with colour-name", "over
//     flora with 1+ growth", "to card with 1+ animeeple".
//   - per used Leaf (placed on the Fauna board or discarded), for a
//     distance or a gain: "move up to 1 / used-leaf", "gain 1 soil /
//     used-leaf".
//   - per Animeeple of the Animal in the tableau: "gain 1 soil /
//     animeeple".
//   - storage, what the ability produced or moved put on the Animal card,
//     and how it scores: "store 2 soil", "store 1 canopy from it", "score
//     2 vp / soil on this".
//   - the vertical bar, each other player may gain: "move up to 3 over
//     flora with sunny { gain 1 sprout on it } | gain 1 sprout".
//   - Canopies (the growth piece that fills a Flora) as a quantity: "spend
//     1 canopy from it: gain 4 soil", "flora with full growth".
//   - placing on the Island, for the rest of the game: "spend 2 sprouts:
//     gain 2 sprouts on island".
//   - activating Animals: "activate 1 animal", "activate 1 animal in
//     others".
//
// A placement condition is a "move to" alone ("move to terrain"); after
// an ability, "it" is the card the Animeeple occupies.
//
// Not expressible yet, or left to the game:
//
//   - An anchor has features but no relation of its own ("above tree left
//     of this" does not parse), and a condition is one amount or one word
//     (no "and").
//   - An ability has one colour word; a card with two colours has two
//     abilities.
//   - "diagonal" is a keyword, so the two long diagonals of a tableau are
//     written "diagonals".
//   - Gaia's reactions to the player's action (so much per 2 soil the
//     player gained, per card drawn, more at Hard and Expert) are turn
//     logic with numbers by difficulty, not card text: only the Gaia cards'
//     own gains are written. Her expert extras are conditions on words the
//     game defines ("if left-claim", "if right-claim").
package carddata

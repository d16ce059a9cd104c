// Package carddata is the card-data language: strict YAML decoding with
// positions, and the ability expressions printed on cards.
//
// # Card files
//
// Cards are YAML. Decode reads a file into a game's own structs: a key that
// names no field is an error with a "did you mean", a value of the wrong
// kind is an error, a field of type Pos receives the position of its card,
// and every problem in the file is reported at its file:line:col, as an
// ErrorList sorted by position. A file holds one YAML document.
//
// Decoding costs in proportion to the file's size: what aliases expand to
// is bounded in bytes, an anchored value is decoded once, values are quoted
// shortened in messages, and an ErrorList's text lists at most MaxListed
// errors and counts the rest.
//
// A field of type Expr holds an ability and parses it while the file is
// decoded, so a mistake inside an ability is reported at its place in the
// file:
//
//	type Planet struct {
//		Name    string        `yaml:"name"`
//		Ability carddata.Expr `yaml:"ability"`
//	}
//
// An ability containing ": " or starting with "[" (its colour) must be
// quoted in YAML; an unquoted colour is reported at its place, with the fix.
//
// # Abilities
//
// An ability reads like the printed card and uses the rulebooks' notation:
// ":" spends what is on its left to gain what is on its right, "/" scales
// the effect on its left by the things on its right, and "|" separates
// your benefit from the other players'. A card's ability may start with
// its colour in brackets.
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
//	spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources
//
// The grammar knows only structure. Colours, verbs, resources, card types,
// features and places are open words that the game compiling the ability
// accepts or rejects; keywords are matched regardless of case, other
// words are kept as written (Singular helps match "quarries" with
// "quarry").
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
//	Arg       = Amount | Phrase | Selector     (a later Amount follows a ",")
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
//	Target    = "you" | "neighbour" | "opponent" | "others" | "everyone"
//
// The relation "on" ("/ soil on this") is read only where things are
// counted: in a Scale, a Condition, an Objective, a Move and a Trigger; in
// an action's arguments "on" starts a Phrase, the place a gain goes.
//
// A Colour is the ability's colour as printed: the action that activates
// it, "black" for once when planted or played, "brown" for an ongoing
// effect or end-game scoring. A Trigger's word names the event
// ("planted", "played", "setup"); its Selector, for an ongoing effect,
// the thing the event concerns ("when plant tree:"). A Condition's word is
// a feature of its subject ("if it has wet") or, with no subject, a state
// of the game ("if active": only when you chose this action).
//
// Where a card is placed is said relative to an Anchor, a card with
// optional features ("above tree with wet"). "adjacent to" is any of the
// 8 cards around, "orthogonal to" one of the 4 beside, above or below,
// "diagonal to" one at a corner; "same row as" and "same column as" include
// the anchor itself, so a card counts itself. After "in" come whose cards
// are counted (a Target, or "leader": the player with the most of them), a
// Chain (the longest run of the selected cards through orthogonal or
// diagonal neighbours) or a place word ("in hand", "in compost"). In a
// Scale a number before what is counted groups it ("/ 2 cards": once per
// full 2), tiers give a value by the count, and "max" bounds the result. A
// Measure says how a feature stands rather than how much: "even vp",
// "full growth" (every space filled), "different colours" and "shared
// habitat" (across a row or column's cards).
//
// ParseAbility returns the *Ability tree (see Node for its types); every
// node's String method prints canonical text, which parses back to the
// same tree. Errors are an ErrorList of every problem found, each with what
// was found, what was expected and, for a misspelled keyword, a suggestion.
package carddata

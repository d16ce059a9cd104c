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
// An ability containing ": " must be quoted in YAML.
//
// # Abilities
//
// An ability reads like the printed card and uses the rulebooks' notation:
// ":" spends what is on its left to gain what is on its right, "/" scales
// the effect on its left by the things on its right, and "|" separates
// your benefit from the other players'.
//
//	gain 2 growth
//	spend 1 seed, 1 growth: gain 4 sprouts
//	score 2 vp / flora with 2+ growth
//	gain 1 growth / tree in neighbour
//	gain 3 growth | gain 1 sprout
//	spend 2 sprouts: gain 4 growth, opponent gain 1 sprout
//	gain 1 sprout on flora above this
//	5+ flora each with 1+ growth
//	when planted: gain 2 growth
//	when plant tree: gain 1 soil
//	gain 4 sprouts if active
//	move up to 3 over flora { spend 1 growth from it: compost up to 3 cards from deck }
//	spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources
//
// The grammar knows only structure. Verbs, resources, card types and
// features are open words that the game compiling the ability accepts or
// rejects; keywords are matched regardless of case, other words are kept
// as written (Singular helps match "quarries" with "quarry").
//
// # Grammar
//
//	Ability   = [ Trigger ] Body
//	Trigger   = "when" word [ Selector ] ":"
//	Body      = Objective | Choice
//	Objective = Amount { "," Amount }
//	Choice    = Benefit { "or" Benefit }
//	Benefit   = Sequence [ ":" Sequence ] [ "|" Sequence ]
//	Sequence  = Effect { "," Effect }
//	Effect    = Move | Action
//	Action    = [ Target ] verb { Arg } [ "/" Scale ] [ "if" Condition ]
//	Arg       = Amount | Phrase | Selector     (a later Amount follows a ",")
//	Phrase    = ( "on" | "from" | "to" | "for" | "of" ) ( Amount | Target | Selector )
//	Move      = "move" ( "up" "to" number | "exactly" number | "to" Selector )
//	            [ "/" Selector ] [ "over" Selector ] [ "{" Choice "}" ]
//	Amount    = Quantity Selector
//	Quantity  = number [ "+" | "-" number ] | "up" "to" number
//	          | "exactly" number | "any" number | "all"
//	Selector  = ( word | "this" | "it" ) [ [ "each" ] "with" Feature { "and" Feature } ]
//	            [ Relation ] [ "in" Target ]
//	Feature   = [ Quantity ] word
//	Relation  = ( "above" | "below" | "left" "of" | "right" "of" | "adjacent" "to"
//	            | "diagonal" "to" | "same" ( "row" | "column" ) "as" | "on" ) Anchor
//	Anchor    = word | "this" | "it"
//	Scale     = Selector [ "[" Tier { "," Tier } "]" ]
//	Tier      = Quantity ":" number
//	Condition = [ ( Target | "this" | "it" ) ( "has" | "have" ) ] ( Amount | word )
//	Target    = "you" | "neighbour" | "opponent" | "others" | "everyone"
//
// The relation "on" ("/ soil on this") is read only where things are
// counted: in a Scale, a Condition, an Objective, a Move and a Trigger; in
// an action's arguments "on" starts a Phrase, the place a gain goes.
//
// A Trigger's word names the event ("planted", "played", "setup"); its
// Selector, for an ongoing effect, the thing the event concerns ("when
// plant tree:"). A Condition's word is a feature of its subject ("if it has
// wet") or, with no subject, a state of the game ("if active": only when
// you chose this action).
//
// ParseAbility returns the *Ability tree (see Node for its types); every
// node's String method prints canonical text, which parses back to the
// same tree. Errors are an ErrorList of every problem found, each with what
// was found, what was expected and, for a misspelled keyword, a suggestion.
package carddata

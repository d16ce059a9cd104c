package carddata

import "github.com/rulebox/rulebox/internal/enum"

// This file holds the grammar's closed word classes: the prepositions, the
// directions of a Relation and of a Chain, the measures and the targets.
// Each is a typed constant whose String is the word as printed; the
// functions named after a class list its words in a fresh slice, so that no
// caller can change how abilities parse.

// Prep is the preposition that starts a Phrase.
type Prep int

// The prepositions.
const (
	NoPrep Prep = iota // the zero Prep: no preposition; prints as ""
	On                 // "on this": the card a gain goes on
	From               // "from deck"
	To                 // "to opponent"
	For                // "for any 1 resource"
	Of                 // "of opponent"
	As                 // "as all flora"
)

var prepWords = [...]string{"", "on", "from", "to", "for", "of", "as"}

// Preps returns the prepositions that start a Phrase, in the order of
// their constants, in a new slice.
func Preps() []Prep { return []Prep{On, From, To, For, Of, As} }

// String returns the preposition as written: "on", "from", ...; "" for
// NoPrep and "Prep(n)" for a value that is none of the constants.
func (p Prep) String() string { return enum.Name(prepWords[:], p, "Prep") }

// Dir is the placement a Relation names.
type Dir int

// The placements. AdjacentTo is any of the 8 surrounding cards,
// OrthogonalTo one of the 4 beside, above or below, DiagonalTo one of the
// 4 at a corner; OnCard ("soil on this") places things on the anchor card
// rather than cards around it.
const (
	NoDir        Dir = iota // the zero Dir: no placement; prints as ""
	Above                   // "above"
	Below                   // "below"
	LeftOf                  // "left of"
	RightOf                 // "right of"
	AdjacentTo              // "adjacent to"
	OrthogonalTo            // "orthogonal to"
	DiagonalTo              // "diagonal to"
	SameRowAs               // "same row as"
	SameColumnAs            // "same column as"
	OnCard                  // "on": things on a card, where things are counted
)

var dirWords = [...]string{"", "above", "below", "left of", "right of", "adjacent to",
	"orthogonal to", "diagonal to", "same row as", "same column as", "on"}

// Dirs returns the placements a Relation may name, in the order of their
// constants, in a new slice.
func Dirs() []Dir {
	return []Dir{Above, Below, LeftOf, RightOf, AdjacentTo, OrthogonalTo, DiagonalTo, SameRowAs, SameColumnAs, OnCard}
}

// String returns the placement as printed: "above", "left of", "same row
// as", ...; "" for NoDir and "Dir(n)" for a value that is none of the
// constants.
func (d Dir) String() string { return enum.Name(dirWords[:], d, "Dir") }

// ChainDir says how each card of a Chain is next to the one before.
type ChainDir int

// The ways a chain runs.
const (
	NoChainDir ChainDir = iota // the zero ChainDir; prints as ""
	Orthogonal                 // "orthogonal": beside, above or below
	Diagonal                   // "diagonal": at a corner
)

var chainDirWords = [...]string{"", "orthogonal", "diagonal"}

// String returns the word as printed: "orthogonal" or "diagonal"; "" for
// NoChainDir and "ChainDir(n)" for a value that is none of the constants.
func (d ChainDir) String() string { return enum.Name(chainDirWords[:], d, "ChainDir") }

// Measure is the word that may stand before a Feature's noun instead of a
// quantity: "even vp", "full growth", "different colours", "shared habitat".
type Measure int

// The measures.
const (
	NoMeasure Measure = iota // the zero Measure: none written; prints as ""
	Even                     // "even"
	Odd                      // "odd"
	Full                     // "full"
	Different                // "different"
	Shared                   // "shared"
)

var measureWords = [...]string{"", "even", "odd", "full", "different", "shared"}

// Measures returns the measures, in the order of their constants, in a new
// slice.
func Measures() []Measure { return []Measure{Even, Odd, Full, Different, Shared} }

// String returns the measure as written: "even", "full", ...; "" for
// NoMeasure and "Measure(n)" for a value that is none of the constants.
func (m Measure) String() string { return enum.Name(measureWords[:], m, "Measure") }

// Targets returns every Who that may act, in the order of the constants;
// Leader is not one of them. The slice is new.
func Targets() []Who { return []Who{You, Neighbour, Opponent, Others, Everyone} }

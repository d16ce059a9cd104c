package animalkingdom

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// AnimalFile is the layout of cards/animals.yaml, the 36 double-sided
// Animal cards of the Animal Kingdom expansion. The file is embedded but
// not loaded by the base game.
//
//	animals:
//	  - name: Highland Cow
//	    scientific: Bos taurus
//	    difficulty: 1
//	    animeeples: 1
//	    kind: convert
//	    ability: "move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }"
//	    global_kind: convert
//	    global: "spend 1 growth: compost 2 cards from deck"
//	    origin: completed
//	    note: "Ability from the rulebook's movement example; difficulty and Global side completed."
//
// The file's words, as the entries use them: "it" is the card an
// Animeeple occupies (in a move's block, the card just reached); "this"
// is the Animal card, where stored pieces lie; "/ used-leaf" counts the
// player's used Leaves; "/ animeeple" counts this Animal's Animeeples in
// the tableau; "canopy" is the growth piece that filled a Flora; "store"
// puts on the card what the ability produced or moved; "on island" puts
// pieces on the player's Island for the rest of the game; "|" separates
// the activating player's gain from what each other player may gain;
// "activate 1 animal" is one of the player's own Animals, "in others"
// another player's, "in everyone" any Animal in play.
type AnimalFile struct {
	// Animals are the Animal cards, one entry per double-sided card.
	Animals []AnimalEntry `yaml:"animals"`
}

// AnimalEntry is one double-sided Animal card: its Animal side and its
// Global Ability side, and where the entry comes from.
type AnimalEntry struct {
	// Pos is where the entry starts in its file.
	Pos carddata.Pos
	// Name is the Animal's name, unique in the file.
	Name string `yaml:"name,required"`
	// Scientific is the Animal's scientific name.
	Scientific string `yaml:"scientific,required"`
	// Difficulty is the printed difficulty, 1 (least complex) to 3 circles.
	Difficulty int `yaml:"difficulty,required"`
	// Animeeples is how many Animeeples of the Animal's species the
	// player takes: 5 for the five the rulebook names, else 1; at most
	// MaxAnimeeples, and 1 for an Animal whose ability moves it.
	Animeeples int `yaml:"animeeples,required"`
	// Placement is the placement condition, a move naming the cards an
	// Animeeple may first be placed on ("move to flora"); empty when the
	// card has none.
	Placement carddata.Expr `yaml:"placement"`
	// Stays is true when placed Animeeples remain where they were placed
	// for the rest of the game: never for an Animal whose ability moves
	// its Animeeple (LoadCards refuses one).
	Stays bool `yaml:"stays"`
	// Kind is the Animal ability's type: one of AbilityKinds().
	Kind string `yaml:"kind,required"`
	// Ability is the Animal ability.
	Ability carddata.Expr `yaml:"ability,required"`
	// Storage is how the pieces stored on the card score at the end of
	// the game ("score 2 vp / soil on this"); empty when the card has no
	// storage area.
	Storage carddata.Expr `yaml:"storage"`
	// GlobalKind is the Global Ability's type: one of AbilityKinds().
	GlobalKind string `yaml:"global_kind,required"`
	// Global is the Global Ability, on the card's other side.
	Global carddata.Expr `yaml:"global,required"`
	// GlobalStorage is how the pieces the Global Ability stores on the
	// card score, for each player; empty when it stores nothing.
	GlobalStorage carddata.Expr `yaml:"global_storage"`
	// Abundance is true for the two Animals marked "A", used only with
	// the Abundance expansion; a game without it leaves them out.
	Abundance bool `yaml:"abundance"`
	// SoloRedeal is true when Gaia, dealt this Animal, is dealt another
	// instead.
	SoloRedeal bool `yaml:"solo_redeal"`
	// Origin is where the entry comes from: one of Origins().
	Origin string `yaml:"origin,required"`
	// Note says what the rulebook gives and what was completed, or what
	// an original card is for.
	Note string `yaml:"note"`
}

// AbilityKinds returns the rulebook's four types of Animal and Global
// abilities, in a new slice: those that produce resources, convert them,
// activate abilities, or provide end-game scoring.
func AbilityKinds() []string { return []string{"produce", "convert", "activate", "score"} }

// Origins returns the values of AnimalEntry.Origin, in a new slice:
// "completed", an Animal the rulebook names, completed where it gives
// only part of the card; "original", an Animal of ours.
func Origins() []string { return []string{"completed", "original"} }

// DecodeAnimals reads an Animal card file, named file in messages, in
// the layout of AnimalFile, and checks it with Check. Every problem is
// reported at once, each at file:line:col.
func DecodeAnimals(file string, data []byte) (AnimalFile, error) {
	var f AnimalFile
	if err := carddata.Decode(file, data, &f); err != nil {
		return AnimalFile{}, err
	}
	if err := f.Check(); err != nil {
		return AnimalFile{}, err
	}
	return f, nil
}

// Check reports a file without animals and every entry that breaks the
// layout's rules, each at its place: a missing or repeated name, a
// difficulty outside 1-3, Animeeples outside 1 to MaxAnimeeples, a kind
// or origin that is none of AbilityKinds or Origins (with the closest as
// a suggestion), a completed entry without a note, a missing ability or
// Global Ability, a placement that is not a single "move to", a storage
// area on an Animal that does not score or a scoring Animal without one,
// and a global_storage on a Global Ability that does not score.
func (f AnimalFile) Check() error {
	var errs carddata.ErrorList
	if len(f.Animals) == 0 {
		errs.Addf(carddata.Pos{}, "no animals: expected a list under \"animals\"")
	}
	seen := map[string]carddata.Pos{}
	for i := range f.Animals {
		e := &f.Animals[i]
		if at, dup := seen[e.Name]; dup && e.Name != "" {
			errs.Addf(e.Pos, "animal %q given twice (first at %d:%d)", e.Name, at.Line, at.Col)
		}
		seen[e.Name] = e.Pos
		e.check(&errs)
	}
	errs.Sort()
	return errs.Err()
}

// check adds the entry's problems to errs.
func (e *AnimalEntry) check(errs *carddata.ErrorList) {
	at := e.Pos
	if e.Name == "" {
		errs.Add(at, "an animal without a name", "a name", "")
	}
	if e.Difficulty < 1 || e.Difficulty > 3 {
		errs.Add(at, e.Name+"'s difficulty "+strconv.Itoa(e.Difficulty), "a difficulty from 1 to 3", "")
	}
	if e.Animeeples < 1 || e.Animeeples > MaxAnimeeples {
		errs.Add(at, e.Name+"'s "+strconv.Itoa(e.Animeeples)+" animeeples", "1 to "+strconv.Itoa(MaxAnimeeples)+" animeeples", "")
	}
	checkWord(errs, at, e.Name+"'s kind", e.Kind, AbilityKinds())
	checkWord(errs, at, e.Name+"'s global_kind", e.GlobalKind, AbilityKinds())
	checkWord(errs, at, e.Name+"'s origin", e.Origin, Origins())
	if e.Origin == "completed" && e.Note == "" {
		errs.Add(at, e.Name+", completed, without a note", "a note saying what was completed", "")
	}
	if e.Ability.Ability == nil || e.Global.Ability == nil {
		errs.Add(at, e.Name+"'s empty ability or global", "both an ability and a global", "")
	}
	if e.Placement.Ability != nil && !isMoveTo(e.Placement.Ability) {
		errs.Add(at, e.Name+"'s placement "+strconv.Quote(e.Placement.String()), `a single "move to <card>"`, "")
	}
	if (e.Storage.Ability != nil) != (e.Kind == "score") {
		errs.Add(at, e.Name+"'s kind "+e.Kind+" with storage "+strconv.Quote(e.Storage.String()),
			"a storage area exactly on an Animal of kind score", "")
	}
	if e.GlobalStorage.Ability != nil && e.GlobalKind != "score" {
		errs.Add(at, e.Name+"'s global_storage with global_kind "+e.GlobalKind, "global_kind score", "")
	}
}

// checkWord reports a word that is not one of words, suggesting the
// closest.
func checkWord(errs *carddata.ErrorList, at carddata.Pos, what, w string, words []string) {
	if !slices.Contains(words, w) {
		errs.Add(at, what+" "+strconv.Quote(w), "one of "+strings.Join(words, ", "), carddata.Suggest(w, words))
	}
}

// isMoveTo reports whether a is a single "move to <card>" and nothing
// else.
func isMoveTo(a *carddata.Ability) bool {
	b, ok := a.Body.(*carddata.Benefit)
	if !ok || b == nil || a.Colour != "" || a.Trigger != nil || b.Cost != nil || b.Others != nil || b.Gain == nil || len(b.Gain.Effects) != 1 {
		return false
	}
	m, ok := b.Gain.Effects[0].(*carddata.Move)
	return ok && m.To != nil && m.Per == nil && m.Over == nil && m.Each == nil
}

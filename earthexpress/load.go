package earthexpress

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// addErr adds err, if any, to errs at pos.
func addErr(errs *carddata.ErrorList, pos carddata.Pos, err error) {
	if err != nil {
		errs.AddError(pos, err)
	}
}

// origins are the values of a card's origin field.
var origins = []string{"rulebook", "example", "original"}

// LoadCards reads and compiles a card file (the layout of CardFile), naming
// it file in errors. Every problem is reported at once as a
// carddata.ErrorList entry at file:line:col: a misspelt field or word comes
// with a suggestion, and an ability or objective the engine cannot perform
// is an error at its place, never skipped.
//
// A card whose entry could not be read (a misspelt field, a word where a
// number belongs, an ability that does not parse) is reported where the
// mistake is, and its other checks are left until it reads; a file whose
// header or layout could not be read reports only that.
//
// A set needs at least HandSize+Spaces (16) Earth cards: the smallest
// game, solo, deals a hand of 7 and fills a tableau of 9 spaces, and each
// more player needs 7 more (New checks the count of the game it starts);
// and 2 to MaxFauna Fauna cards, the two Fauna cards a game deals being
// the fewest.
//
// A file that starts "extends: standard" adds, replaces or removes cards
// of the standard set by name (see carddata.Extend), and is checked as a
// whole set.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f CardFile
	l := loader{file: file, src: data}
	if err := decodeFile(file, data, &f); err != nil {
		l.errs.AddError(l.top(), err)
		if len(l.errs) > f.entryFlaws() {
			return nil, l.errs.Err()
		}
	}
	l.cs = &CardSet{Name: f.Name, byName: map[string]Card{}}
	l.header(&f)
	if l.cs.vocab == nil {
		return nil, l.errs.Err()
	}
	l.cs.cards = make([]cardInfo, 1, 1+len(f.Flora)+len(f.Terrain))
	l.cs.caps = make([]caps, 1, cap(l.cs.cards))
	l.cs.answering = new(answering)
	for i := range f.Flora {
		l.flora(&f.Flora[i])
	}
	for i := range f.Terrain {
		l.terrain(&f.Terrain[i])
	}
	for i := range f.Fauna {
		l.fauna(&f.Fauna[i])
	}
	for i := range f.Ecosystems {
		l.ecosystem(&f.Ecosystems[i])
	}
	l.counts()
	if err := l.errs.Err(); err != nil {
		l.errs.Sort()
		return nil, l.errs.Err()
	}
	return l.cs, nil
}

// entryFlaws counts the errors decoding found in the file's entries.
func (f *CardFile) entryFlaws() int {
	n := 0
	for i := range f.Flora {
		n += int(f.Flora[i].Flaws)
	}
	for i := range f.Terrain {
		n += int(f.Terrain[i].Flaws)
	}
	for i := range f.Fauna {
		n += int(f.Fauna[i].Flaws)
	}
	for i := range f.Ecosystems {
		n += int(f.Ecosystems[i].Flaws)
	}
	return n
}

// quiet drops, when the entry being checked has flaws, the errors its
// checks report from now until the returned function is called: what they
// find follows from the errors reading it, already reported.
func (l *loader) quiet(flaws carddata.Flaws) func() {
	n := len(l.errs)
	return func() {
		if flaws > 0 {
			l.errs = l.errs[:n]
		}
	}
}

type loader struct {
	file string
	src  []byte
	cs   *CardSet
	errs carddata.ErrorList
	// names are the Earth cards' names so far; named the Fauna and
	// Ecosystem cards' and sides', with where each is.
	names earth.Names
	named [4][]named
}

func (l *loader) top() carddata.Pos { return carddata.Pos{File: l.file, Line: 1, Col: 1} }

// header checks the set's numbers and words.
func (l *loader) header(f *CardFile) {
	cs := l.cs
	if len(f.SproutTrack) != 6 {
		l.errs.Addf(l.top(), "sprout_track has %d values: expected 6, the VP of spaces 1 to 6", len(f.SproutTrack))
	} else {
		for i, v := range f.SproutTrack {
			if v < 0 || v > MaxVP || i > 0 && v < f.SproutTrack[i-1] {
				l.errs.Addf(l.top(), "sprout_track %v: expected values 0 to %d (MaxVP), never decreasing", f.SproutTrack, MaxVP)
				break
			}
			cs.SproutTrack[i+1] = v
		}
	}
	if f.BeginnerFaunaVP < 0 || f.BeginnerFaunaVP > MaxVP {
		l.errs.Addf(l.top(), "beginner_fauna_vp %d: expected 0 to %d (MaxVP)", f.BeginnerFaunaVP, MaxVP)
	}
	cs.BeginnerFaunaVP = f.BeginnerFaunaVP
	if !faunaSpacesOK(f.FaunaSpaces) {
		l.errs.Addf(l.top(), "fauna_spaces %v: expected at least 6 values, highest first, each 0 to %d (MaxVP)", f.FaunaSpaces, MaxVP)
	}
	cs.FaunaSpaces = slices.Clone(f.FaunaSpaces)
	if len(f.ActionTiles) != 3 {
		l.errs.Addf(l.top(), "action_tiles has %d tiles: expected 3", len(f.ActionTiles))
	}
	for i, t := range f.ActionTiles[:min(3, len(f.ActionTiles))] {
		ok := len(t) == 2
		for j := range min(2, len(t)) {
			c, good := parseColour(t[j])
			ok = ok && good && c >= Red && c <= Yellow
			cs.ActionTiles[i][j] = c
		}
		if !ok || t[0] == t[1] {
			l.errs.Addf(l.top(), "action tile %d is %v: expected two different colours of red, blue and yellow", i+1, t)
		}
	}
	if len(f.Types) == 0 {
		l.errs.Addf(l.top(), "no types: expected the set's Flora types, as in types: [tree, bush, herb]")
	}
	v, err := earth.NewVocab(f.Types, f.Habitats, f.Marks)
	if err != nil {
		l.errs.Addf(l.top(), "types, habitats and marks: %v", err)
		return
	}
	cs.vocab = v
}

// words checks a card's words of category cat and returns their traits.
func (l *loader) words(pos carddata.Pos, field string, ws []string, cat earth.Category) earth.Traits {
	v := l.cs.vocab
	return earth.CheckWords(v, &l.errs, pos, field, ws, v.Names(v.Of(cat)))
}

// entry checks a card's name (present, unique) and origin.
func (l *loader) entry(pos carddata.Pos, name, origin, what string) {
	earth.CheckNamed(&l.errs, pos, name, what)
	if !slices.Contains(origins, origin) {
		l.errs.Add(pos, fmt.Sprintf("origin %q", origin), "rulebook, example or original", carddata.Suggest(origin, origins))
	}
}

// addCard registers a compiled Earth card.
func (l *loader) addCard(pos carddata.Pos, ci cardInfo) {
	l.names.Add(&l.errs, pos, ci.Name)
	if len(l.cs.cards) > maxCards {
		l.errs.Addf(pos, "more than %d Earth cards", maxCards)
		return
	}
	l.cs.byName[ci.Name] = Card(len(l.cs.cards))
	l.cs.cards = append(l.cs.cards, ci)
	l.cs.answering.add(Card(len(l.cs.caps)), ci.Abilities)
	l.cs.caps = append(l.cs.caps, caps{uint8(ci.SproutCap), uint8(ci.GrowthCap)})
}

// flora compiles a Flora entry.
func (l *loader) flora(e *FloraEntry) {
	defer l.quiet(e.Flaws)()
	l.entry(e.Pos, e.Name, e.Origin, "a flora")
	v := l.cs.vocab
	flora, _ := v.Lookup("flora")
	ci := cardInfo{Origin: e.Origin}
	ci.Name, ci.VP, ci.SproutCap, ci.GrowthCap, ci.CanopyVP = e.Name, e.VP, e.Sprouts, e.Growth, e.CanopyVP
	ci.Traits = flora | l.words(e.Pos, "type", e.Types, earth.Type) | l.words(e.Pos, "habitat", e.Habitats, earth.Habitat) | l.words(e.Pos, "mark", e.Marks, earth.Mark)
	if n := len(e.Types); n < 1 || n > 2 {
		l.errs.Addf(e.Pos, "%s has %d types: expected 1 or 2", e.Name, n)
	}
	earth.CheckSpaces(&l.errs, e.Fields, e.Pos, e.Name, e.Sprouts, e.Growth, e.CanopyVP)
	earth.CheckAbilityCount(&l.errs, e.Pos, e.Name, len(e.Abilities), 1, 2)
	l.vpBounded(e.Fields.At("vp", e.Pos), e.Name, "vp", e.VP, -MaxVP)
	l.vpBounded(e.Fields.At("canopy_vp", e.Pos), e.Name, "canopy_vp", e.CanopyVP, 0)
	ci.Abilities = l.abilities(e.Pos, e.Name, e.Abilities)
	ci.Traits |= l.colours(ci.Abilities)
	ci.plain = ci.Card
	l.addCard(e.Pos, ci)
}

// terrain compiles a Terrain entry.
func (l *loader) terrain(e *TerrainEntry) {
	defer l.quiet(e.Flaws)()
	l.entry(e.Pos, e.Name, e.Origin, "a terrain")
	v := l.cs.vocab
	terrain, _ := v.Lookup("terrain")
	ci := cardInfo{Origin: e.Origin, Terrain: true}
	ci.Name, ci.VP = e.Name, e.VP
	ci.Traits = terrain | l.words(e.Pos, "habitat", e.Habitats, earth.Habitat) | l.words(e.Pos, "mark", e.Marks, earth.Mark)
	l.vpBounded(e.Fields.At("vp", e.Pos), e.Name, "vp", e.VP, -MaxVP)
	earth.CheckAbilityCount(&l.errs, e.Pos, e.Name, len(e.Abilities), 0, 2)
	ci.Abilities = l.abilities(e.Pos, e.Name, e.Abilities)
	ci.Objective = l.scoring(e.Pos, e.Name, e.Objective, true)
	brown, _ := v.Lookup("brown")
	ci.Traits |= l.colours(ci.Abilities)
	ci.plain = ci.Card
	ci.Traits |= brown
	l.addCard(e.Pos, ci)
}

// colours is the colour words of abilities: a multicoloured one gives red,
// blue and yellow.
func (l *loader) colours(abs []Ability) earth.Traits {
	var t earth.Traits
	for _, a := range abs {
		t |= earth.Colour(a.Colour).Traits(l.cs.vocab)
	}
	return t
}

// abilities compiles the abilities of the card named name.
func (l *loader) abilities(pos carddata.Pos, name string, exprs []carddata.Expr) []Ability {
	var out []Ability
	for _, x := range exprs {
		at := l.locate(pos, x.Text)
		if x.Ability == nil {
			l.errs.Add(at, "an empty ability", "an ability, \"[yellow] gain 2 growth\"", "")
			continue
		}
		var errs carddata.ErrorList
		a := compileAbility(l.cs.vocab, x.Ability, &errs)
		l.place(x, errs)
		if len(errs) == 0 {
			l.bounded(at, name, x.Ability, &a)
		}
		out = append(out, a)
	}
	return out
}

// scoring compiles an end-game formula: a Terrain's objective ("[brown]
// score ..."), or an Ecosystem side ("score ...").
func (l *loader) scoring(pos carddata.Pos, name string, x carddata.Expr, brown bool) Scoring {
	at := l.locate(pos, x.Text)
	s := Scoring{Name: name, Text: x.String()}
	if x.Ability == nil {
		l.errs.Add(at, "no objective", "a formula, \"score 2 vp / flora with wet\"", "")
		return s
	}
	ab := x.Ability
	var errs carddata.ErrorList
	switch {
	case brown && ab.Colour != "brown":
		errs.Add(ab.Pos, fmt.Sprintf("%q", "["+ab.Colour+"]"), "a brown objective, \"[brown] score 5 vp if 3+ flora with rocky\"", "")
	case !brown && ab.Colour != "":
		errs.Add(ab.Pos, fmt.Sprintf("%q", "["+ab.Colour+"]"), "an Ecosystem formula with no colour", "")
	case ab.Trigger != nil:
		errs.Add(ab.Trigger.Pos, fmt.Sprintf("%q", ab.Trigger.String()), "no trigger on an end-game formula", "")
	default:
		s.rule = compileBrown(l.cs.vocab, ab.Body, &errs)
		if s.rule.Neighbour {
			errs.Add(ab.Pos, fmt.Sprintf("%q", x.Text), "an end-game formula over your own tableau", "")
		}
		earth.RefuseAnyOf(&errs, ab)
	}
	l.place(x, errs)
	if len(errs) == 0 {
		l.scoreBounded(at, name, ab.Body)
	}
	return s
}

// fauna compiles a Fauna card.
func (l *loader) fauna(e *FaunaEntry) {
	defer l.quiet(e.Flaws)()
	l.entry(e.Pos, e.Name, e.Origin, "a fauna")
	fc := FaunaCard{Name: e.Name, Origin: e.Origin}
	l.named[faunaCards] = append(l.named[faunaCards], named{e.Name, e.Pos})
	if len(e.Sides) != 2 {
		l.errs.Addf(e.Pos, "%s has %d sides: expected 2", e.Name, len(e.Sides))
	}
	for i, sd := range e.Sides[:min(2, len(e.Sides))] {
		at := l.locate(sd.Pos, sd.Objective.Text)
		o := Objective{Name: sd.Name, Text: sd.Objective.String()}
		l.named[faunaSides] = append(l.named[faunaSides], named{sd.Name, sd.Pos})
		var errs carddata.ErrorList
		if ab := sd.Objective.Ability; ab == nil {
			l.errs.Add(at, "no objective", "an objective, \"5+ flora each with 1+ growth\"", "")
		} else if obj, ok := earth.BareObjective(sd.Objective); !ok {
			errs.Add(ab.Pos, fmt.Sprintf("%q", sd.Objective.Text), "an objective, \"5+ flora each with 1+ growth\"", "")
		} else {
			r, err := earth.CompileObjective(l.cs.vocab, obj)
			addErr(&errs, obj.Pos, err)
			earth.RefuseAnyOf(&errs, obj)
			o.rule = r
		}
		l.place(sd.Objective, errs)
		fc.Sides[i] = o
	}
	l.cs.fauna = append(l.cs.fauna, fc)
}

// ecosystem compiles an Ecosystem card.
func (l *loader) ecosystem(e *EcosystemEntry) {
	defer l.quiet(e.Flaws)()
	l.entry(e.Pos, e.Name, e.Origin, "an ecosystem")
	ec := EcosystemCard{Name: e.Name, Origin: e.Origin}
	l.named[ecosystemCards] = append(l.named[ecosystemCards], named{e.Name, e.Pos})
	if len(e.Sides) != 2 {
		l.errs.Addf(e.Pos, "%s has %d sides: expected 2", e.Name, len(e.Sides))
	}
	for i, sd := range e.Sides[:min(2, len(e.Sides))] {
		ec.Sides[i] = l.scoring(sd.Pos, sd.Name, sd.Scoring, false)
		l.named[ecosystemSides] = append(l.named[ecosystemSides], named{sd.Name, sd.Pos})
	}
	l.cs.ecosystems = append(l.cs.ecosystems, ec)
}

// counts checks that the set can be played.
func (l *loader) counts() {
	if n, least := l.cs.Len(), HandSize+Spaces; n < least {
		l.errs.Addf(l.top(), "a set needs at least %d Earth cards, found %d: the smallest game (solo) deals a hand of %d and fills a tableau of %d spaces, and each more player needs %d more",
			least, n, HandSize, Spaces, HandSize)
	}
	if n := len(l.cs.fauna); n < 2 || n > MaxFauna {
		l.errs.Addf(l.top(), "%d fauna cards: a set holds 2 to %d (MaxFauna), the fewest being the two a game deals", n, MaxFauna)
	}
	if n := len(l.cs.ecosystems); n > MaxEcosystems {
		l.errs.Addf(l.top(), "%d ecosystem cards: a set holds at most %d (MaxEcosystems)", n, MaxEcosystems)
	}
	l.unique("fauna card", l.named[faunaCards])
	l.unique("fauna side", l.named[faunaSides])
	l.unique("ecosystem card", l.named[ecosystemCards])
	l.unique("ecosystem side", l.named[ecosystemSides])
}

// The lists of names that must be unique.
const (
	faunaCards = iota
	faunaSides
	ecosystemCards
	ecosystemSides
)

// named is a card's or side's name and where its entry is.
type named struct {
	name string
	at   carddata.Pos
}

// unique reports, at the second, each name of what that is used twice,
// saying where the first is: moves, events and results name these cards
// and sides.
func (l *loader) unique(what string, names []named) {
	first := make(map[string]carddata.Pos, len(names))
	for _, n := range names {
		if at, ok := first[n.name]; ok {
			l.errs.Addf(n.at, "a second %s named %q (the first is at %d:%d): names must be unique, as moves, events and results use them", what, n.name, at.Line, at.Col)
			continue
		}
		first[n.name] = n.at
	}
}

// locate finds where text stands in the file, at or after the entry at
// pos, so that an error in an ability points at its column; it falls back
// to pos when the text is written otherwise (escaped, folded).
func (l *loader) locate(pos carddata.Pos, text string) carddata.Pos {
	if text == "" || pos.Line < 1 || pos.File != l.file {
		return pos
	}
	off := 0
	for line := 1; line < pos.Line; line++ {
		i := bytes.IndexByte(l.src[off:], '\n')
		if i < 0 {
			return pos
		}
		off += i + 1
	}
	i := bytes.Index(l.src[off:], []byte(text))
	if i < 0 {
		return pos
	}
	at := off + i
	line := pos.Line + bytes.Count(l.src[off:at], []byte("\n"))
	col := at - bytes.LastIndexByte(l.src[:at], '\n')
	return carddata.Pos{File: l.file, Line: line, Col: col}
}

// place moves errors positioned in the text of x, an ability, to their
// place in the file.
func (l *loader) place(x carddata.Expr, errs carddata.ErrorList) {
	if len(errs) > 0 {
		l.errs = append(l.errs, x.Place(errs)...)
	}
}

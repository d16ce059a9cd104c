package animalkingdom

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// The words of the base game's cards: Flora types, habitats, and the
// marks a card carries (its name marks; "green", "multicolour" and
// "direction" for its abilities; "just-planted" while it is being
// planted).
var (
	floraTypes = []string{"tree", "herb", "bush", "mushroom"}
	habitats   = []string{"sunny", "wet", "rocky", "cold"}
	markWords  = []string{"place-name", "colour-name", "animal-name", "green", "multicolour", "direction", "just-planted"}
	earthKinds = []string{"tree", "herb", "bush", "mushroom", "joker", "terrain", "event"}
)

// newVocab is the card words of every Earth set.
func newVocab() (*earth.Vocab, error) { return earth.NewVocab(floraTypes, habitats, markWords) }

// LoadCards compiles a card set from its files, by name: "earth",
// "islands", "climates", "ecosystems", "fauna", "gaia" (the layouts of
// EarthFile, SidedFile and GaiaFile), and optionally "animals" (the layout
// of AnimalFile: a set without it cannot play Config.Animals). Every
// problem is reported at once, each at file:line:col; an ability the
// engine cannot perform is an error, never skipped, and so is one whose
// colour never fires it on an Earth, Island or Climate card (one that
// pays or gains without a colour or on brown, an ongoing or end-game one
// not brown), and an Animal the engine cannot play: a
// movement of an Animal of several Animeeples or one that stays, and
// pieces stored on a card without a storage area. An error in an
// ability's text is at its file:line:col, an Animal card's too.
//
// A set needs at least 40 Earth cards (the deck every player draws,
// plants and composts from), 4 Island and 4 Climate sides (a card for each
// of the 2 players of the smallest game with more than one), 4 Ecosystem
// sides and 8 Fauna sides (the 4 Fauna cards the board holds); New checks
// that the set deals the game it starts (Islands, Climates and
// Ecosystems for every player in the setup mode, Gaia's cards solo).
//
// Files may instead be a single extension file, of any name, that starts
// "extends: standard" and adds, replaces or removes cards of the standard
// set by name (see carddata.Extend), its sections named as the files:
// earth, islands, climates, ecosystems, fauna, gaia and animals. Earth
// cards, Gaia cards and Animals are known by their names, Island, Climate,
// Ecosystem and Fauna cards by their numbers.
func LoadCards(files map[string][]byte) (*CardSet, error) {
	v, err := newVocab()
	if err != nil {
		return nil, err
	}
	l := &loader{cs: &CardSet{vocab: v, names: map[string]Card{}}}
	l.extend(files)
	var ef EarthFile
	l.decode(files, "earth", &ef)
	for i := range ef.Cards {
		l.earthCard(&ef.Cards[i])
	}
	for _, k := range []string{"islands", "climates"} {
		var sf SidedFile
		l.decode(files, k, &sf)
		l.boards(&sf, k)
	}
	var eco, fauna SidedFile
	l.decode(files, "ecosystems", &eco)
	l.ecosystems(&eco)
	l.decode(files, "fauna", &fauna)
	l.fauna(&fauna)
	var gf GaiaFile
	l.decode(files, "gaia", &gf)
	l.gaia(&gf)
	l.animalCards(files)
	if !l.broken {
		l.counts()
	}
	l.justPlanted()
	l.quickObjectives()
	l.events()
	l.plantFacts()
	l.activations()
	l.plainCosts()
	if err := l.errs.Err(); err != nil {
		l.errs.Sort()
		return nil, l.errs.Err()
	}
	return l.cs, nil
}

type loader struct {
	cs    *CardSet
	errs  carddata.ErrorList
	names earth.Names
	// decoded are the files an extension file made (see extend), by
	// name, read instead of the files given.
	decoded map[string]any
	// broken is set when a file could not be read but for its entries (a
	// YAML syntax error, a misspelt top-level key): the set's counts are
	// then not checked.
	broken bool
}

// decode reads one file into v.
func (l *loader) decode(files map[string][]byte, name string, v any) {
	if l.decoded != nil {
		l.predecoded(name, v)
		return
	}
	data, ok := files[name]
	if !ok {
		l.errs.Addf(carddata.Pos{File: name + ".yaml"}, "the card file %s.yaml is missing", name)
		return
	}
	if err := carddata.Decode(name+".yaml", data, v); err != nil {
		n := len(l.errs)
		l.errs.AddError(carddata.Pos{File: name + ".yaml"}, err)
		l.broken = l.broken || len(l.errs)-n > entryFlaws(v)
	}
}

// entryFlaws counts the errors decoding found in the entries of v, one of
// the card files' layouts.
func entryFlaws(v any) int {
	n := 0
	switch f := v.(type) {
	case *EarthFile:
		for i := range f.Cards {
			n += int(f.Cards[i].Flaws)
		}
	case *SidedFile:
		for i := range f.Cards {
			n += int(f.Cards[i].Flaws)
		}
	case *GaiaFile:
		for i := range f.Cards {
			n += int(f.Cards[i].Flaws)
		}
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

// name checks that a card name is given and unique.
func (l *loader) name(pos carddata.Pos, n string) {
	earth.CheckNamed(&l.errs, pos, n, "a card")
	l.names.Add(&l.errs, pos, n)
}

// words checks words of one category and returns their traits.
func (l *loader) words(pos carddata.Pos, field string, ws, allowed []string) earth.Traits {
	return earth.CheckWords(l.cs.vocab, &l.errs, pos, field, ws, allowed)
}

// word is the trait of a word every set has.
func (l *loader) word(w string) earth.Traits {
	t, _ := l.cs.vocab.Lookup(w)
	return t
}

// abilities compiles a card's abilities and returns the traits they give
// it: their colours (multicolour counting as red, blue and yellow too) and
// "direction". With fire, each must have a colour that fires it (see
// fireColour): every card's but Gaia's.
func (l *loader) abilities(pos carddata.Pos, name string, exprs []carddata.Expr, fire bool) ([]Ability, earth.Traits) {
	var out []Ability
	var t earth.Traits
	for _, x := range exprs {
		if x.Ability == nil {
			l.errs.Addf(pos, "%s: an empty ability", name)
			continue
		}
		a, err := compileAbility(l.cs.vocab, x.Ability)
		if err == nil && fire {
			err = fireColour(x.Ability, &a)
		}
		l.errs = append(l.errs, x.Place(err)...)
		out = append(out, a)
		t |= l.colourTraits(a.Colour)
		if a.Directional {
			t |= l.word("direction")
		}
	}
	return out, t
}

// colourTraits is the words an ability's colour gives its card: a
// multicoloured one gives "multicolour" too.
func (l *loader) colourTraits(c Colour) earth.Traits {
	t := earth.Colour(c).Traits(l.cs.vocab)
	if c == Multicolour {
		t |= l.word("multicolour")
	}
	return t
}

// earthCard compiles one Earth card.
func (l *loader) earthCard(e *EarthEntry) {
	defer l.quiet(e.Flaws)()
	l.name(e.Pos, e.Name)
	ci := CardInfo{Number: e.Number, Name: e.Name, Kind: e.Kind, VP: e.VP, Habitats: e.Habitats, Marks: e.Marks}
	if !slices.Contains(earthKinds, e.Kind) {
		l.errs.Add(e.Pos, fmt.Sprintf("kind %q", e.Kind), fmt.Sprintf("one of %v", earthKinds), carddata.Suggest(e.Kind, earthKinds))
	}
	switch {
	case ci.IsFlora():
		ci.Traits = Traits(l.word("flora") | l.words(e.Pos, "type", e.Types, floraTypes))
		want := 1
		if e.Kind == "joker" {
			want = len(floraTypes)
		}
		if len(e.Types) != want || e.Kind != "joker" && e.Types[0] != e.Kind {
			l.errs.Addf(e.Pos, "%s: types %v: a %s has %d type(s)", e.Name, e.Types, e.Kind, want)
		}
	case e.Kind == "terrain":
		ci.Traits = Traits(l.word("terrain"))
	}
	ci.Cost = l.cost(e)
	ci.SproutCap, ci.GrowthCap, ci.CanopyVP = l.spaces(e)
	ci.Traits |= Traits(l.words(e.Pos, "habitat", e.Habitats, habitats) | l.words(e.Pos, "mark", e.Marks, markWords[:3]))
	abs, t := l.abilities(e.Pos, e.Name, e.Abilities, true)
	ci.Abilities, ci.Traits = abs, ci.Traits|Traits(t)
	earth.CheckAbilityCount(&l.errs, e.Pos, e.Name, len(abs), 1, 2)
	if e.Kind == "event" && (len(abs) != 1 || abs[0].Colour != Black) {
		l.errs.Addf(e.Pos, "%s: an event has one black ability", e.Name)
	}
	ci.face = earth.Card{Name: ci.Name, Traits: earth.Traits(ci.Traits), VP: ci.VP, SproutCap: ci.SproutCap, GrowthCap: ci.GrowthCap, CanopyVP: ci.CanopyVP}
	l.cs.names[ci.Name] = Card(len(l.cs.deck))
	l.cs.deck = append(l.cs.deck, ci)
}

// cost checks a card's soil cost: present on Flora and Terrain, absent on
// events.
func (l *loader) cost(e *EarthEntry) int {
	switch {
	case e.Kind == "event" && e.Cost != nil:
		l.errs.Addf(e.Pos, "%s: an event has no soil cost", e.Name)
	case e.Kind != "event" && (e.Cost == nil || *e.Cost < 0):
		l.errs.Addf(e.Fields.At("cost", e.Pos), "%s: expected a soil cost of 0 or more", e.Name)
	case e.Cost != nil:
		return *e.Cost
	}
	return 0
}

// spaces checks a card's sprout spaces, growth spaces and canopy VP: only
// Flora have them, and a canopy VP goes with growth spaces.
func (l *loader) spaces(e *EarthEntry) (int, int, int) {
	get := func(p *int) int {
		if p == nil {
			return 0
		}
		return *p
	}
	s, g, cv := get(e.Sprouts), get(e.Growth), get(e.CanopyVP)
	flora := e.Kind != "terrain" && e.Kind != "event"
	if !flora && (e.Sprouts != nil || e.Growth != nil || e.CanopyVP != nil) {
		l.errs.Addf(e.Pos, "%s: only Flora have sprout or growth spaces", e.Name)
	}
	earth.CheckSpaces(&l.errs, e.Fields, e.Pos, e.Name, s, g, cv)
	if (e.Growth == nil) != (e.CanopyVP == nil) {
		l.errs.Addf(e.Pos, "%s: growth and canopy_vp: expected both or neither", e.Name)
	}
	return s, g, cv
}

// boards compiles Islands or Climates: two sides each.
func (l *loader) boards(f *SidedFile, kind string) {
	dst := &l.cs.islands
	if kind == "climates" {
		dst = &l.cs.climates
	}
	for _, c := range f.Cards {
		done := l.quiet(c.Flaws)
		if len(c.Sides) != 2 {
			l.errs.Addf(c.Pos, "card %d has %d sides: expected 2", c.Number, len(c.Sides))
			done()
			continue
		}
		for _, s := range c.Sides {
			l.name(s.Pos, s.Name)
			ci := CardInfo{Number: c.Number, Name: s.Name, Kind: kind[:len(kind)-1], VP: s.VP, Habitats: s.Habitats, Board: true}
			ci.Traits = Traits(l.words(s.Pos, "habitat", s.Habitats, habitats))
			abs, t := l.abilities(s.Pos, s.Name, s.Abilities, true)
			ci.Abilities, ci.Traits = abs, ci.Traits|Traits(t)
			ci.face = earth.Card{Name: ci.Name, Traits: earth.Traits(ci.Traits), VP: ci.VP}
			*dst = append(*dst, ci)
		}
		done()
	}
}

// ecosystems compiles the Ecosystem sides.
func (l *loader) ecosystems(f *SidedFile) {
	for _, c := range f.Cards {
		done := l.quiet(c.Flaws)
		if len(c.Sides) != 2 {
			l.errs.Addf(c.Pos, "card %d has %d sides: expected 2", c.Number, len(c.Sides))
			done()
			continue
		}
		for _, s := range c.Sides {
			l.name(s.Pos, s.Name)
			e := Ecosystem{Number: c.Number, Name: s.Name}
			ab := s.Scoring.Ability
			if ab == nil || ab.Colour != "" || ab.Trigger != nil {
				l.errs.Addf(s.Pos, "%s: expected a formula with no colour, \"score 3 vp / 2 cards with wet\"", s.Name)
			} else if a, err := compileAbility(l.cs.vocab, ab); err != nil {
				l.errs = append(l.errs, s.Scoring.Place(err)...)
			} else if a.Kind != Scoring {
				l.errs.Addf(s.Pos, "%s: %q: expected a scoring formula, \"score 3 vp / 2 cards with wet\"", s.Name, s.Scoring.Text)
			} else {
				e.Score = a.Score
			}
			l.cs.ecosystems = append(l.cs.ecosystems, e)
		}
		done()
	}
}

// fauna compiles the Fauna sides.
func (l *loader) fauna(f *SidedFile) {
	for _, c := range f.Cards {
		done := l.quiet(c.Flaws)
		if len(c.Sides) != 2 {
			l.errs.Addf(c.Pos, "card %d has %d sides: expected 2", c.Number, len(c.Sides))
			done()
			continue
		}
		for _, s := range c.Sides {
			l.name(s.Pos, s.Name)
			fa := Fauna{Number: c.Number, Name: s.Name}
			if obj, ok := earth.BareObjective(s.Objective); !ok {
				l.errs.Addf(s.Pos, "%s: expected an objective, \"5+ flora each with 1+ growth\"", s.Name)
			} else if r, err := compileObjective(l.cs.vocab, obj); err != nil {
				l.errs = append(l.errs, s.Objective.Place(err)...)
			} else {
				fa.Objective = r
			}
			l.cs.fauna = append(l.cs.fauna, fa)
		}
		done()
	}
}

// gaia compiles Gaia's cards.
func (l *loader) gaia(f *GaiaFile) {
	for _, e := range f.Cards {
		done := l.quiet(e.Flaws)
		l.name(e.Pos, e.Name)
		abs, _ := l.abilities(e.Pos, e.Name, e.Abilities, false)
		l.cs.gaia = append(l.cs.gaia, GaiaCard{Number: e.Number, Name: e.Name, Abilities: abs})
		done()
	}
}

// events notes which Earth cards are events.
func (l *loader) events() {
	l.cs.event = make([]bool, len(l.cs.deck))
	for i := range l.cs.deck {
		l.cs.event[i] = l.cs.deck[i].Kind == "event"
	}
}

// justPlanted gives each Earth card its face with "just-planted".
func (l *loader) justPlanted() {
	jp, _ := l.cs.vocab.Lookup("just-planted")
	l.cs.planted = make([]earth.Card, len(l.cs.deck))
	for i := range l.cs.deck {
		l.cs.planted[i] = l.cs.deck[i].face
		l.cs.planted[i].Traits |= jp
	}
}

// counts checks that the set can be played: enough cards of each sort.
func (l *loader) counts() {
	cs := l.cs
	top := carddata.Pos{File: "earth.yaml", Line: 1, Col: 1}
	for _, c := range []struct {
		what string
		n    int
		min  int
		why  string
	}{{"Earth cards", len(cs.deck), 40, "the deck every player draws, plants and composts from"},
		{"Island sides", len(cs.islands), 4, "a two-sided card for each of 2 players"},
		{"Climate sides", len(cs.climates), 4, "a two-sided card for each of 2 players"},
		{"Ecosystem sides", len(cs.ecosystems), 4, "two two-sided cards"},
		{"Fauna sides", len(cs.fauna), 2 * FaunaCards, fmt.Sprintf("the %d two-sided cards of the Fauna board", FaunaCards)}} {
		if c.n < c.min {
			l.errs.Addf(top, "a set needs at least %d %s, found %d: %s", c.min, c.what, c.n, c.why)
		}
	}
	if len(cs.deck) > 1<<14 {
		l.errs.Addf(top, "%d Earth cards: at most %d", len(cs.deck), 1<<14)
	}
}

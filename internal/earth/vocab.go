package earth

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/internal/enum"
)

// Category is the kind of a card word: what sort of feature it names.
type Category uint8

// The categories of card words.
const (
	Kind       Category = iota // flora, terrain
	Type                       // tree, bush, ...
	Habitat                    // wet, cold, ...
	ColourWord                 // red, blue, yellow, black, brown: the words of a Colour
	Mark                       // name marks
	numCategories
)

var categoryNames = [numCategories]string{"kind", "type", "habitat", "colour", "mark"}

// String names the category.
func (c Category) String() string { return enum.Name(categoryNames[:], c, "Category") }

// Traits is a set of card words, one bit per word of a Vocab.
type Traits uint64

// Has reports whether every word of u is in t.
func (t Traits) Has(u Traits) bool { return t&u == u }

// MaxWords is how many words a Vocab holds at most.
const MaxWords = 64

// The kind words and the colour words every set has. Multicolour is not a
// word of its own: a multicoloured ability gives its card red, blue and
// yellow.
var (
	KindWords   = []string{"flora", "terrain"}
	ColourWords = []string{"red", "blue", "yellow", "black", "brown"}
)

// Vocab is the set of card words of a card set, each with its bit and
// category. Build one with NewVocab; it is read-only afterwards.
type Vocab struct {
	words []string
	cats  []Category
	byCat [numCategories]Traits
}

// NewVocab makes the vocabulary of a set with these types, habitats and
// name marks; the kind and colour words are always in it. It fails on a
// word given twice or on more than MaxWords words.
func NewVocab(types, habitats, marks []string) (*Vocab, error) {
	v := &Vocab{}
	for _, g := range []struct {
		c     Category
		words []string
	}{{Kind, KindWords}, {ColourWord, ColourWords}, {Type, types}, {Habitat, habitats}, {Mark, marks}} {
		for _, w := range g.words {
			if _, ok := v.Lookup(w); ok {
				return nil, fmt.Errorf("the word %q is given twice", w)
			}
			if len(v.words) == MaxWords {
				return nil, fmt.Errorf("more than %d card words", MaxWords)
			}
			v.byCat[g.c] |= 1 << len(v.words)
			v.words = append(v.words, w)
			v.cats = append(v.cats, g.c)
		}
	}
	return v, nil
}

// Lookup returns the bit of word w. A nil Vocab, like every method's, has
// no words.
func (v *Vocab) Lookup(w string) (Traits, bool) {
	if v == nil {
		return 0, false
	}
	i := slices.Index(v.words, w)
	if i < 0 {
		return 0, false
	}
	return 1 << i, true
}

// Category returns the category of the word whose bit is t (a single bit),
// and false for a bit no word has.
func (v *Vocab) Category(t Traits) (Category, bool) {
	if v == nil {
		return 0, false
	}
	for c, m := range v.byCat {
		if t != 0 && m&t == t {
			return Category(c), true
		}
	}
	return 0, false
}

// Of returns the words of category c.
func (v *Vocab) Of(c Category) Traits {
	if v == nil || c >= numCategories {
		return 0
	}
	return v.byCat[c]
}

// Len is the number of words of the vocabulary (0 for nil).
func (v *Vocab) Len() int {
	if v == nil {
		return 0
	}
	return len(v.words)
}

// Words lists every word of the vocabulary, in bit order.
func (v *Vocab) Words() []string {
	if v == nil {
		return nil
	}
	return slices.Clone(v.words)
}

// Names lists the words of t in bit order.
func (v *Vocab) Names(t Traits) []string {
	if v == nil {
		return nil
	}
	var out []string
	for i, w := range v.words {
		if t&(1<<i) != 0 {
			out = append(out, w)
		}
	}
	return out
}

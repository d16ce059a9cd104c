package carddata

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPrintParse checks the printer's contract on random abilities: the
// canonical text of any ability parses back to the same ability.
func TestPrintParse(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		want := genAbility(t)
		text := want.String()
		got, err := ParseAbility(text)
		if err != nil {
			t.Fatalf("ParseAbility(%q): %v", text, err)
		}
		if diff := cmp.Diff(want, got, ignorePos); diff != "" {
			t.Fatalf("ParseAbility(%q) (-want +got):\n%s", text, diff)
		}
		if again := got.String(); again != text {
			t.Fatalf("printed %q, then %q", text, again)
		}
	})
}

// genWords are open words: no keyword, and none a likely misspelling of one.
var genWords = []string{"gain", "spend", "take", "growth", "sprouts", "Seed", "flora",
	"tree", "bush", "vp", "deck", "free", "damage", "tech", "quarry", "grey",
	"Kotar-Z", "game-end", "Excalüber", "soil", "card", "hand", "planted", "row", "rocky"}

func genWord(t *rapid.T, label string) string {
	return rapid.SampledFrom(genWords).Draw(t, label)
}

func genAbility(t *rapid.T) *Ability {
	a := &Ability{}
	if rapid.Bool().Draw(t, "colour") {
		a.Colour = rapid.SampledFrom([]string{"red", "black", "multicolour", "Brown"}).Draw(t, "colourWord")
	}
	if rapid.Bool().Draw(t, "trigger") {
		a.Trigger = &Trigger{Event: genWord(t, "event")}
		if rapid.Bool().Draw(t, "triggerThing") {
			a.Trigger.What = genSelector(t, true)
		}
	}
	switch rapid.IntRange(0, 2).Draw(t, "body") {
	case 0:
		a.Body = genObjective(t)
	case 1:
		a.Body = genChoice(t, 0)
	default:
		a.Body = genBenefit(t, 0)
	}
	return a
}

func genObjective(t *rapid.T) *Objective {
	o := &Objective{}
	for range rapid.IntRange(1, 3).Draw(t, "needs") {
		o.Needs = append(o.Needs, genAmount(t, true))
	}
	return o
}

func genChoice(t *rapid.T, depth int) *Choice {
	c := &Choice{}
	for range rapid.IntRange(2, 3).Draw(t, "options") {
		c.Options = append(c.Options, genBenefit(t, depth))
	}
	return c
}

func genBenefit(t *rapid.T, depth int) *Benefit {
	b := &Benefit{Gain: genSequence(t, depth)}
	if rapid.Bool().Draw(t, "cost") {
		b.Cost = genSequence(t, depth)
	}
	if rapid.Bool().Draw(t, "others") {
		b.Others = genSequence(t, depth)
	}
	return b
}

func genSequence(t *rapid.T, depth int) *Sequence {
	s := &Sequence{}
	for range rapid.IntRange(1, 3).Draw(t, "effects") {
		if depth < 2 && rapid.IntRange(0, 4).Draw(t, "move") == 0 {
			s.Effects = append(s.Effects, genMove(t, depth+1))
		} else {
			s.Effects = append(s.Effects, genAction(t))
		}
	}
	return s
}

func genMove(t *rapid.T, depth int) *Move {
	m := &Move{}
	if rapid.Bool().Draw(t, "to") {
		m.To = genSelector(t, true)
	} else {
		m.Qty = &Quantity{Kind: rapid.SampledFrom([]QtyKind{UpTo, Exactly}).Draw(t, "kind"),
			N: rapid.IntRange(0, 9).Draw(t, "n")}
	}
	if rapid.Bool().Draw(t, "per") {
		m.Per = genSelector(t, true)
	}
	if rapid.Bool().Draw(t, "over") {
		m.Over = genSelector(t, true)
	}
	switch rapid.IntRange(0, 2).Draw(t, "each") {
	case 1:
		m.Each = genBenefit(t, depth)
	case 2:
		m.Each = genChoice(t, depth)
	}
	return m
}

func genAction(t *rapid.T) *Action {
	a := &Action{Verb: genWord(t, "verb")}
	if rapid.Bool().Draw(t, "target") {
		a.Target = genTarget(t)
	}
	for range rapid.IntRange(0, 3).Draw(t, "args") {
		a.Args = append(a.Args, genArg(t))
	}
	if rapid.Bool().Draw(t, "scale") {
		a.Scale = genScale(t)
	}
	if rapid.Bool().Draw(t, "if") {
		a.If = genCondition(t)
	}
	return a
}

func genArg(t *rapid.T) Arg {
	switch rapid.IntRange(0, 2).Draw(t, "arg") {
	case 0:
		return genAmount(t, false)
	case 1:
		return genPhrase(t)
	}
	return genSelector(t, false)
}

func genPhrase(t *rapid.T) *Phrase {
	ph := &Phrase{Prep: rapid.SampledFrom(Preps()).Draw(t, "prep")}
	switch rapid.IntRange(0, 2).Draw(t, "object") {
	case 0:
		ph.Object = genAmount(t, false)
	case 1:
		ph.Object = genTarget(t)
	default:
		ph.Object = genSelector(t, false)
	}
	return ph
}

func genTarget(t *rapid.T) *Target {
	return &Target{Who: rapid.SampledFrom(Targets()).Draw(t, "who")}
}

func genAmount(t *rapid.T, counting bool) *Amount {
	return &Amount{Qty: genQuantity(t), What: genSelector(t, counting)}
}

func genQuantity(t *rapid.T) *Quantity {
	q := &Quantity{Kind: QtyKind(rapid.IntRange(int(Exact), int(All)).Draw(t, "kind"))}
	if q.Kind != All {
		q.N = rapid.IntRange(0, 20).Draw(t, "n")
	}
	if q.Kind == Range {
		q.Max = q.N + rapid.IntRange(0, 5).Draw(t, "span")
	}
	return q
}

// genSelector makes a selector; only where things are counted may it
// have the relation "on".
func genSelector(t *rapid.T, counting bool) *Selector {
	s := &Selector{Noun: genNoun(t), With: genFeatures(t)}
	s.Each = len(s.With) > 0 && rapid.Bool().Draw(t, "each")
	if rapid.Bool().Draw(t, "rel") {
		dirs := Dirs()
		if !counting {
			dirs = dirs[:len(dirs)-1]
		}
		s.Rel = &Relation{Dir: rapid.SampledFrom(dirs).Draw(t, "dir"), Anchor: genAnchor(t)}
	}
	switch rapid.IntRange(0, 3).Draw(t, "in") {
	case 1:
		s.In = genTarget(t)
		if rapid.IntRange(0, 5).Draw(t, "leader") == 0 {
			s.In.Who = Leader
		}
	case 2:
		s.Place = genWord(t, "place")
	case 3:
		s.Chain = &Chain{Dir: rapid.SampledFrom([]ChainDir{Orthogonal, Diagonal}).Draw(t, "chainDir")}
		if rapid.Bool().Draw(t, "through") {
			s.Chain.Through = genAnchor(t)
		}
	}
	return s
}

func genNoun(t *rapid.T) string {
	return rapid.SampledFrom(append(genWords[:len(genWords):len(genWords)], "this", "it")).Draw(t, "noun")
}

// genAnchor makes the card a relation or a chain is anchored to: a noun
// with features only.
func genAnchor(t *rapid.T) *Selector {
	return &Selector{Noun: genNoun(t), With: genFeatures(t)}
}

func genFeatures(t *rapid.T) []*Feature {
	var fs []*Feature
	for range rapid.IntRange(0, 2).Draw(t, "with") {
		f := &Feature{Noun: genWord(t, "feature")}
		switch rapid.IntRange(0, 2).Draw(t, "featureKind") {
		case 1:
			f.Qty = genQuantity(t)
		case 2:
			f.Measure = rapid.SampledFrom(Measures()).Draw(t, "measure")
		}
		fs = append(fs, f)
	}
	return fs
}

func genScale(t *rapid.T) *Scale {
	s := &Scale{Per: genSelector(t, true)}
	if rapid.Bool().Draw(t, "group") {
		s.Group = rapid.IntRange(1, 9).Draw(t, "groupSize")
	}
	for range rapid.IntRange(0, 3).Draw(t, "tiers") {
		s.Tiers = append(s.Tiers, &Tier{Count: genQuantity(t), Value: rapid.IntRange(0, 20).Draw(t, "value")})
	}
	if rapid.Bool().Draw(t, "max") {
		s.Max = rapid.IntRange(1, 40).Draw(t, "maxValue")
	}
	return s
}

func genCondition(t *rapid.T) *Condition {
	c := &Condition{}
	if rapid.Bool().Draw(t, "word") {
		c.Word = genWord(t, "conditionWord")
	} else {
		c.Need = genAmount(t, true)
	}
	subjects := append(targetNames[:len(targetNames):len(targetNames)], "", "this", "it")
	c.Subject = rapid.SampledFrom(subjects).Draw(t, "subject")
	return c
}

package carddata

import (
	"fmt"
	"strconv"
)

// This file parses the terms inside an effect: amounts, quantities,
// selectors, relations, targets, scales and conditions.

// atQuantity reports whether the next items start a Quantity.
func (p *parser) atQuantity() bool { return atQuantity(p.peek(), p.peekN(1)) }

func atQuantity(it, after item) bool {
	switch it.typ {
	case itemNumber, itemExactly, itemAny, itemAll:
		return true
	case itemUp:
		return after.typ == itemTo
	}
	return false
}

// Amount = Quantity Selector
func (p *parser) amount(counting bool) *Amount {
	a := &Amount{Pos: p.peek().pos, Qty: p.quantity()}
	if !p.atNoun() {
		p.errorAt(p.peek(), "a word naming what is counted after "+a.Qty.String())
		a.What = &Selector{Pos: p.peek().pos}
		return a
	}
	a.What = p.selector(counting)
	return a
}

// Quantity = number [ "+" | "-" number ] | "up" "to" number
//
//	| "exactly" number | "any" number | "all"
func (p *parser) quantity() *Quantity {
	it := p.peek()
	q := &Quantity{Pos: it.pos}
	switch it.typ {
	case itemNumber:
		q.N = p.number()
		p.quantitySuffix(q)
	case itemUp:
		p.next()
		p.expect(itemTo)
		q.Kind, q.N = UpTo, p.number()
	case itemExactly:
		p.next()
		q.Kind, q.N = Exactly, p.number()
	case itemAny:
		p.next()
		q.Kind, q.N = AnyOf, p.number()
	case itemAll:
		p.next()
		q.Kind = All
	default:
		p.errorAt(it, `a number, "up to", "exactly", "any" or "all"`, "up to", "exactly", "any", "all")
	}
	return q
}

// quantitySuffix reads the "+" of a threshold or the "-max" of a range.
func (p *parser) quantitySuffix(q *Quantity) {
	switch {
	case p.is(itemPlus):
		p.next()
		q.Kind = AtLeast
	case p.is(itemMinus):
		p.next()
		q.Kind = Range
		if !p.is(itemNumber) {
			p.errorAt(p.peek(), fmt.Sprintf(`a number after "%d-" (a range), or "%d+" for %d or more`, q.N, q.N, q.N))
			return
		}
		if q.Max = p.number(); q.Max < q.N {
			p.errs.Addf(q.Pos, "range %d-%d runs backwards: expected the smaller number first, %d-%d", q.N, q.Max, q.Max, q.N)
		}
	}
}

// number = digits
func (p *parser) number() int {
	it := p.peek()
	if it.typ != itemNumber {
		p.errorAt(it, "a number")
		return 0
	}
	p.next()
	n, err := strconv.Atoi(it.val)
	if err != nil || n > 1_000_000 {
		p.errs.Addf(it.pos, "number %s is too large", short(it.val))
		return 0
	}
	return n
}

// atNoun reports whether the next item starts a Selector.
func (p *parser) atNoun() bool {
	return p.is(itemWord) || p.is(itemThis) || p.is(itemIt)
}

// Selector = ( word | "this" | "it" ) [ [ "each" ] "with" Feature { "and" Feature } ]
//
//	[ Relation ] [ "in" ( Target | Chain | word ) ]
func (p *parser) selector(counting bool) *Selector {
	it := p.peek()
	s := &Selector{Pos: it.pos}
	if !p.atNoun() {
		p.errorAt(it, "a word naming a card or thing", misspeltKeywords...)
		return s
	}
	s.Noun = p.next().val
	if p.is(itemEach) {
		p.next()
		s.Each = true
		p.expect(itemWith)
		s.With = p.features()
	} else if p.is(itemWith) {
		p.next()
		s.With = p.features()
	}
	if p.atRelation(counting) {
		s.Rel = p.relation()
	}
	if p.is(itemIn) {
		p.next()
		p.where(s)
	}
	return s
}

// where reads what follows "in": a Target, a Chain or a place word. A word
// one edit from a target is taken for a misspelt target ("in neighbor").
func (p *parser) where(s *Selector) {
	switch it := p.peek(); {
	case p.atTarget():
		s.In = p.target()
	case p.is(itemLeader):
		s.In = &Target{Pos: p.next().pos, Who: Leader}
	case p.is(itemLongest):
		s.Chain = p.chain()
	case it.typ == itemWord && Suggest(it.val, inTargets) == "":
		s.Place = p.next().val
	default:
		p.errorAt(it, "a target ("+targetList+`), leader, a chain or a place after "in"`, inTargets...)
	}
}

// inTargets are the words that may follow "in" to name whose cards are
// counted.
var inTargets = append(targetNames[:len(targetNames):len(targetNames)], string(Leader))

// Chain = "longest" ( "orthogonal" | "diagonal" ) "chain" [ "through" Anchor ]
func (p *parser) chain() *Chain {
	c := &Chain{Pos: p.next().pos}
	switch p.peek().typ {
	case itemOrthogonal:
		c.Dir = Orthogonal
	case itemDiagonal:
		c.Dir = Diagonal
	default:
		p.errorAt(p.peek(), `"orthogonal" or "diagonal" after "longest"`, "orthogonal", "diagonal")
		return c
	}
	p.next()
	if !p.expect(itemChain) {
		return c
	}
	if p.is(itemThrough) {
		p.next()
		c.Through = p.anchor("through")
	}
	return c
}

// features reads Feature { "and" Feature }.
func (p *parser) features() []*Feature {
	fs := []*Feature{p.feature()}
	for p.is(itemAnd) {
		p.next()
		fs = append(fs, p.feature())
	}
	return fs
}

// Feature = [ Quantity | Measure ] word
//
// Measure = "even" | "odd" | "full" | "different" | "shared"
func (p *parser) feature() *Feature {
	f := &Feature{Pos: p.peek().pos}
	switch {
	case p.atQuantity():
		f.Qty = p.quantity()
	case measureOf(p.peek().typ) != NoMeasure:
		f.Measure = measureOf(p.next().typ)
	}
	if !p.is(itemWord) {
		p.errorAt(p.peek(), "a word naming a feature")
		return f
	}
	f.Noun = p.next().val
	return f
}

// measureOf is the measure a keyword of type t is, or NoMeasure.
func measureOf(t itemType) Measure {
	switch t {
	case itemEven:
		return Even
	case itemOdd:
		return Odd
	case itemFull:
		return Full
	case itemDifferent:
		return Different
	case itemShared:
		return Shared
	}
	return NoMeasure
}

// relationStart maps the keyword that starts each placement to the
// placement and to the keyword that completes it ("left" "of"), itemEOF if
// it stands alone. "same" is SameRowAs until "column" is read.
var relationStart = map[itemType]struct {
	dir  Dir
	next itemType
}{
	itemAbove: {Above, itemEOF}, itemBelow: {Below, itemEOF},
	itemLeft: {LeftOf, itemOf}, itemRight: {RightOf, itemOf},
	itemAdjacent: {AdjacentTo, itemTo}, itemOrthogonal: {OrthogonalTo, itemTo},
	itemDiagonal: {DiagonalTo, itemTo}, itemSame: {SameRowAs, itemAs},
	itemOn: {OnCard, itemEOF},
}

// atRelation reports whether the next item starts a Relation. "on" starts
// one only where cards are counted ("/ soil on this"); in an action's
// arguments it starts a Phrase, the place a gain goes.
func (p *parser) atRelation(counting bool) bool {
	if p.is(itemOn) {
		return counting
	}
	_, ok := relationStart[p.peek().typ]
	return ok
}

// Relation = ( "above" | "below" | "left" "of" | "right" "of" | "adjacent" "to"
//
//	| "orthogonal" "to" | "diagonal" "to" | "same" ( "row" | "column" ) "as"
//	| "on" ) Anchor
func (p *parser) relation() *Relation {
	it := p.next()
	start := relationStart[it.typ]
	r := &Relation{Pos: it.pos, Dir: start.dir}
	if it.typ == itemSame && !p.sameLine(r) {
		return r
	}
	if start.next != itemEOF && !p.expect(start.next) {
		return r
	}
	r.Anchor = p.anchor(r.Dir.String())
	return r
}

// sameLine reads the "row" or "column" after "same".
func (p *parser) sameLine(r *Relation) bool {
	line := p.peek()
	switch {
	case line.typ == itemWord && line.val == "row":
		r.Dir = SameRowAs
	case line.typ == itemWord && line.val == "column":
		r.Dir = SameColumnAs
	default:
		p.errorAt(line, `"row" or "column" after "same"`, "row", "column")
		return false
	}
	p.next()
	return true
}

// Anchor = ( word | "this" | "it" ) [ "with" Feature { "and" Feature } ]
//
// An anchor is a Selector with features only: what follows it belongs to
// the selector the relation is part of.
func (p *parser) anchor(after string) *Selector {
	s := &Selector{Pos: p.peek().pos}
	if !p.atNoun() {
		p.errorAt(p.peek(), `a card after "`+after+`" (a word, "this" or "it")`, "this", "it")
		return s
	}
	s.Noun = p.next().val
	if p.is(itemWith) {
		p.next()
		s.With = p.features()
	}
	return s
}

// atTarget reports whether the next item is a target word.
func (p *parser) atTarget() bool {
	switch p.peek().typ {
	case itemYou, itemNeighbour, itemOpponent, itemOthers, itemEveryone:
		return true
	}
	return false
}

// Target = "you" | "neighbour" | "opponent" | "others" | "everyone"
func (p *parser) target() *Target {
	it := p.peek()
	if !p.atTarget() {
		p.errorAt(it, "a target ("+targetList+")", targetNames...)
		return &Target{Pos: it.pos}
	}
	p.next()
	return &Target{Pos: it.pos, Who: Who(it.val)}
}

// Scale = [ number ] Selector [ "[" Tier { "," Tier } "]" ] [ "max" number ]
func (p *parser) scale() *Scale {
	s := &Scale{Pos: p.peek().pos}
	if p.is(itemNumber) {
		at := p.peek().pos
		if s.Group = p.number(); s.Group == 0 && !p.bad {
			p.errs.Addf(at, "a group of 0 after \"/\": count per 1 or more")
		}
	}
	s.Per = p.selector(true)
	if p.is(itemLBrack) {
		p.tiers(s)
	}
	if p.is(itemMax) {
		at := p.next().pos
		if s.Max = p.number(); s.Max == 0 && !p.bad {
			p.errs.Addf(at, "\"max 0\" bounds to nothing: the bound is 1 or more")
		}
	}
	return s
}

// tiers reads "[" Tier { "," Tier } "]".
func (p *parser) tiers(s *Scale) {
	p.next()
	for {
		s.Tiers = append(s.Tiers, p.tier())
		if p.bad || !p.is(itemComma) {
			break
		}
		p.next()
	}
	if !p.bad && !p.is(itemRBrack) {
		p.errorAt(p.peek(), `"," or "]" in the tiers`)
	}
	p.skipPast(itemRBrack)
}

// skipPast consumes items up to and including the next one of type t, or
// up to the end of the text.
func (p *parser) skipPast(t itemType) {
	for !p.is(itemEOF) {
		if p.next().typ == t {
			return
		}
	}
}

// Tier = Quantity ":" number
func (p *parser) tier() *Tier {
	t := &Tier{Pos: p.peek().pos, Count: p.quantity()}
	if !p.is(itemColon) {
		p.errorAt(p.peek(), `":" and a value after the tier's count`)
		return t
	}
	p.next()
	t.Value = p.number()
	return t
}

// Condition = [ Subject ( "has" | "have" ) ] ( Amount | word )
//
// Subject = Target | "this" | "it"
//
// The verb agrees with the subject: "you have", "others have", "it has";
// the other verb is refused, with the right one suggested.
func (p *parser) condition() *Condition {
	c := &Condition{Pos: p.peek().pos}
	if p.atTarget() || p.is(itemThis) || p.is(itemIt) {
		c.Subject = p.next().val
		if !p.is(itemHas) && !p.is(itemHave) {
			p.errorAt(p.peek(), `"has" after "`+c.Subject+`"`, "has", "have")
			return c
		}
		if verb, want := p.next(), agreeing(c.Subject); verb.val != want {
			p.errs.Add(verb.pos, strconv.Quote(verb.val), strconv.Quote(want)+" after \""+c.Subject+"\"", want)
		}
	}
	switch {
	case p.atQuantity():
		c.Need = p.amount(true)
	case p.is(itemWord) && c.Subject == "" && (p.peekN(1).typ == itemHas || p.peekN(1).typ == itemHave):
		p.errorAt(p.peek(), `a subject (`+targetList+`, this or it) before "`+p.peekN(1).val+`"`, subjectWords...)
	case p.is(itemWord):
		c.Word = p.next().val
	default:
		p.errorAt(p.peek(), `an amount such as "2+ growth", or a word`, subjectWords...)
	}
	return c
}

// agreeing is the verb of a Condition after subject: "have" after "you"
// and "others", "has" after the rest.
func agreeing(subject string) string {
	if subject == string(You) || subject == string(Others) {
		return "have"
	}
	return "has"
}

// subjectWords are the words that may stand before "has" in a Condition.
var subjectWords = append(targetNames[:len(targetNames):len(targetNames)], "this", "it")

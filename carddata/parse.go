package carddata

import (
	"strconv"
	"strings"
)

// maxDepth bounds the nesting of movement blocks, so that no input can
// exhaust the stack.
const maxDepth = 16

// ParseAbility parses one ability expression. On failure it returns an
// ErrorList holding every problem it could find, each positioned relative
// to text (line 1, column 1 is its first character) with what was found,
// what was expected and, for a misspelled keyword, a suggestion.
func ParseAbility(text string) (*Ability, error) {
	p := &parser{items: lex(text)}
	a := p.ability()
	if err := p.errs.Err(); err != nil {
		return nil, err
	}
	return a, nil
}

// parser is a recursive-descent parser over the lexer's items. Each parse
// function has its grammar rule in the comment above it.
type parser struct {
	items []item
	i     int
	errs  ErrorList
	bad   bool // an error was reported since the last sync
	depth int
}

func (p *parser) peek() item { return p.items[p.i] }

// peekN is the item n places after the next one.
func (p *parser) peekN(n int) item {
	return p.items[min(p.i+n, len(p.items)-1)]
}

func (p *parser) next() item {
	it := p.items[p.i]
	if it.typ != itemEOF {
		p.i++
	}
	return it
}

func (p *parser) is(t itemType) bool { return p.peek().typ == t }

// errorAt reports that it was found where expected belongs, suggesting the
// closest of words. While an error is pending (until the next sync), later
// ones are dropped: they are usually consequences of the first.
func (p *parser) errorAt(it item, expected string, words ...string) {
	if p.bad {
		return
	}
	p.bad = true
	if len(p.errs) > 0 && p.errs[len(p.errs)-1].Pos == it.pos {
		return
	}
	var suggest string
	if it.typ == itemWord || it.typ.isKeyword() {
		suggest = Suggest(it.val, words)
	}
	p.errs.Add(it.pos, it.describe(), expected, suggest)
}

// expect consumes the keyword of type kw or reports what was found
// instead.
func (p *parser) expect(kw itemType) bool {
	if p.is(kw) {
		p.next()
		return true
	}
	word := keywordWords[kw]
	p.errorAt(p.peek(), strconv.Quote(word), word)
	return false
}

// sync skips to the next item that can end an effect, so that parsing can
// resume and report later errors too. A bracketed part ("[...]", "{...}")
// is skipped whole, so that what is inside it is not read as effects.
func (p *parser) sync() {
	depth := 0
	for !p.is(itemEOF) && (depth > 0 || !p.atEffectEnd()) {
		switch p.next().typ {
		case itemLBrack, itemLBrace:
			depth++
		case itemRBrack, itemRBrace:
			depth = max(0, depth-1)
		}
	}
	p.bad = false
}

// atEffectEnd reports whether the next item may follow an effect.
func (p *parser) atEffectEnd() bool {
	switch p.peek().typ {
	case itemComma, itemColon, itemBar, itemRBrace, itemEOF, itemOr:
		return true
	}
	return false
}

// Ability = [ Colour ] [ Trigger ] Body EOF
func (p *parser) ability() *Ability {
	a := &Ability{Pos: p.peek().pos}
	if p.is(itemLBrack) {
		a.Colour = p.colour()
	}
	if p.is(itemWhen) || p.misspeltWhen() {
		a.Trigger = p.trigger()
	}
	a.Body = p.body()
	if !p.is(itemEOF) {
		p.errorAt(p.peek(), afterEffectText, afterEffect...)
	}
	return a
}

// Colour = "[" word "]"
//
// A missing "]" is reported and the body read on from there; a "[" with
// no colour word is skipped up to its "]".
func (p *parser) colour() string {
	open := p.next()
	var c string
	if p.is(itemWord) {
		c = p.next().val
	} else {
		p.errorAt(p.peek(), `a colour word after "[" (such as red, black, multicolour)`)
	}
	switch {
	case p.is(itemRBrack):
		p.next()
	case c == "":
		p.skipPast(itemRBrack)
	default:
		p.errorAt(p.peek(), `"]" to close the colour "[" at `+strconv.Itoa(open.pos.Line)+":"+strconv.Itoa(open.pos.Col))
	}
	p.bad = false
	return c
}

// misspeltWhen reports a first word one edit from "when" that is used like
// it, followed by words and a ":" ("wehn planted: ..."), so that the
// trigger can be read on as if it were spelt right.
func (p *parser) misspeltWhen() bool {
	first := p.peek()
	if first.typ != itemWord || p.peekN(1).typ != itemWord || Suggest(first.val, []string{"when"}) == "" {
		return false
	}
	for n := 2; ; n++ {
		switch t := p.peekN(n).typ; {
		case t == itemWord, t.isKeyword(), t == itemNumber, t == itemPlus, t == itemMinus:
			continue
		case t == itemColon:
			p.errorAt(first, `"when" to start a trigger`, "when")
			p.bad = false
			return true
		}
		return false
	}
}

// Trigger = "when" word [ Selector ] ":"
//
// The first item is "when", or a misspelling of it already reported.
func (p *parser) trigger() *Trigger {
	t := &Trigger{Pos: p.next().pos}
	if !p.is(itemWord) {
		p.errorAt(p.peek(), "an event word after \"when\"")
		p.sync()
	} else {
		t.Event = p.next().val
		t.What = p.triggerThing()
	}
	if p.is(itemColon) {
		p.next()
	} else {
		p.errorAt(p.peek(), `":" after the trigger`)
	}
	return t
}

// triggerThing reads the Selector of a Trigger, if there is one. Words
// that do not end at a ":" are no Selector but the body after a missing
// ":" ("when planted gain 1 growth"), and are left to be read again.
func (p *parser) triggerThing() *Selector {
	if !p.atNoun() {
		return nil
	}
	i, nerrs, bad := p.i, len(p.errs), p.bad
	s := p.selector(true)
	if !p.is(itemColon) {
		p.i, p.errs, p.bad = i, p.errs[:nerrs], bad
		return nil
	}
	return s
}

// Body = Objective | Choice
func (p *parser) body() Body {
	if p.atQuantity() {
		return p.objective()
	}
	return p.choice()
}

// Objective = Amount { "," Amount }
func (p *parser) objective() *Objective {
	o := &Objective{Pos: p.peek().pos}
	for {
		o.Needs = append(o.Needs, p.amount(true))
		if !p.is(itemComma) {
			return o
		}
		p.next()
	}
}

// Choice = Benefit { "or" Benefit }
//
// A choice of one option is returned as that *Benefit.
func (p *parser) choice() Body {
	first := p.benefit()
	if !p.is(itemOr) {
		return first
	}
	c := &Choice{Pos: first.Pos, Options: []*Benefit{first}}
	for p.is(itemOr) {
		p.next()
		c.Options = append(c.Options, p.benefit())
	}
	return c
}

// Benefit = Sequence [ ":" Sequence ] [ "|" Sequence ]
func (p *parser) benefit() *Benefit {
	b := &Benefit{Pos: p.peek().pos}
	b.Gain = p.sequence()
	if p.is(itemColon) {
		p.next()
		b.Cost, b.Gain = b.Gain, p.sequence()
	}
	if p.is(itemBar) {
		p.next()
		b.Others = p.sequence()
	}
	if p.is(itemColon) || p.is(itemBar) {
		p.errorAt(p.peek(), `"or" or end of ability; a benefit has at most one ":" and one "|", in that order`)
		p.next()
		p.sync()
	}
	return b
}

// afterEffectText says what may follow an effect, for error messages.
const afterEffectText = `"," or ":" or "|" or "or" or end of ability`

// afterEffectExpected says what may follow an effect where it was found,
// with a hint for a bracket that belongs elsewhere.
func afterEffectExpected(found item) string {
	switch found.typ {
	case itemLBrack:
		return afterEffectText + `; tiers "[...]" follow a "/" and what is counted`
	case itemLBrace:
		return afterEffectText + `; a block "{...}" follows a move`
	case itemAnd:
		return afterEffectText + `; "and" joins features, "flora with wet and cold", and "," joins effects`
	case itemError:
		if found.val == "." || found.val == ";" {
			return afterEffectText + `; effects are joined by "," and an ability ends without a full stop`
		}
	}
	return afterEffectText
}

// afterEffect are the keywords that may follow an effect or one of its
// parts, offered as suggestions for a misspelling.
var afterEffect = []string{"or", "with", "each", "if", "in", "on", "from", "to", "for", "of", "as",
	"above", "below", "left", "right", "adjacent", "orthogonal", "diagonal", "same", "over", "max"}

// Sequence = Effect { "," Effect }
func (p *parser) sequence() *Sequence {
	s := &Sequence{Pos: p.peek().pos}
	for {
		if e := p.effect(); e != nil {
			s.Effects = append(s.Effects, e)
		}
		if !p.atEffectEnd() {
			p.errorAt(p.peek(), afterEffectExpected(p.peek()), afterEffect...)
		}
		if p.bad {
			p.sync()
		}
		if !p.is(itemComma) {
			return s
		}
		p.next()
	}
}

// Effect = Move | Action
func (p *parser) effect() Effect {
	if p.is(itemMove) {
		return p.move()
	}
	return p.action()
}

// Action = [ Target ] verb { Arg } [ "/" Scale ] [ "if" Condition ]
func (p *parser) action() Effect {
	a := &Action{Pos: p.peek().pos}
	if p.atTarget() {
		a.Target = p.target()
	}
	if !p.is(itemWord) {
		p.errorAt(p.peek(), "a verb"+p.verbContext(), "move", "when")
		return nil
	}
	if !p.checkVerb() {
		return nil
	}
	a.Verb = p.next().val
	a.Args = p.args()
	if p.is(itemSlash) {
		p.next()
		a.Scale = p.scale()
	}
	if p.is(itemIf) {
		p.next()
		a.If = p.condition()
	}
	return a
}

// verbContext says, for a missing verb, what it follows and how the
// ability goes on: "" at the start of an ability.
func (p *parser) verbContext() string {
	if p.i == 0 || p.peek().typ != itemEOF {
		return ""
	}
	switch p.items[p.i-1].typ {
	case itemComma:
		return ` after ",": another effect, as in "gain 2 growth, draw 1 card", or no ","`
	case itemColon:
		return ` after ":": what the cost buys, as in "spend 1 growth: gain 2 seeds"`
	case itemBar:
		return ` after "|": what the other players get, as in "gain 3 growth | gain 1 sprout"`
	}
	return ""
}

// checkVerb reports a verb that is one edit from a keyword it stands in
// for: "moev up to 3", "oponent gain 1 sprout".
func (p *parser) checkVerb() bool {
	verb, after := p.peek(), p.peekN(1)
	if (after.typ == itemUp || after.typ == itemExactly || after.typ == itemTo) && Suggest(verb.val, []string{"move"}) != "" {
		p.errorAt(verb, `"move" before "`+after.val+`"`, "move")
		return false
	}
	if after.typ == itemWord && Suggest(verb.val, targetNames) != "" {
		p.errorAt(verb, "a target ("+targetList+") before the verb", targetNames...)
		return false
	}
	return true
}

// targetNames are the target words, in the order of Targets, and
// targetList is them as a message lists them.
var (
	targetNames = whoNames(Targets())
	targetList  = strings.Join(targetNames, ", ")
)

func whoNames(ws []Who) []string {
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = string(w)
	}
	return names
}

// Arg = Amount | Phrase | Selector
//
// { Arg } stops at the first item that starts none of them; an Amount
// after the first argument is written after a ",".
func (p *parser) args() []Arg {
	var args []Arg
	for {
		switch {
		case len(args) == 0 && p.atQuantity():
			args = append(args, p.amount(false))
		case len(args) > 0 && p.is(itemComma) && atQuantity(p.peekN(1), p.peekN(2)):
			p.next()
			args = append(args, p.amount(false))
		case prepOf(p.peek().typ) != NoPrep:
			args = append(args, p.phrase())
		case p.atNoun():
			if !p.checkArgWord() || !p.checkNextVerb() {
				return args
			}
			args = append(args, p.selector(false))
		default:
			return args
		}
	}
}

// misspeltKeywords are keywords that a word standing as an argument is
// checked against, for "did you mean".
var misspeltKeywords = []string{"with", "above", "below", "adjacent", "orthogonal", "diagonal",
	"neighbour", "opponent", "others", "everyone", "exactly", "over", "from"}

// checkArgWord reports a word argument that is one edit from a keyword
// ("gain 1 growth wiht ...").
func (p *parser) checkArgWord() bool {
	it := p.peek()
	if it.typ == itemWord && Suggest(it.val, misspeltKeywords) != "" {
		p.errorAt(it, afterEffectText, misspeltKeywords...)
		return false
	}
	return true
}

// checkNextVerb reports a word argument followed by an amount, which is
// the verb of another effect after a forgotten ":" or ",": "spend 1 seed
// gain 3 sprouts". The ":" is suggested where the benefit has none yet.
func (p *parser) checkNextVerb() bool {
	it := p.peek()
	if it.typ != itemWord || !atQuantity(p.peekN(1), p.peekN(2)) {
		return true
	}
	sep := ","
	if !p.colonBefore() {
		sep = ":"
	}
	p.errorAt(it, `":" before the verb `+strconv.Quote(it.val)+` if what comes before is its cost, or "," if it is another effect`)
	if e := p.errs[len(p.errs)-1]; e.Pos == it.pos {
		e.Found = quote(it.val + " " + p.peekN(1).val)
		e.Suggest = sep + " " + it.val
	}
	return false
}

// colonBefore reports whether the benefit being read has had its ":".
func (p *parser) colonBefore() bool {
	for i := p.i - 1; i >= 0; i-- {
		switch p.items[i].typ {
		case itemColon:
			return true
		case itemOr, itemLBrace:
			return false
		}
	}
	return false
}

// prepOf is the preposition a keyword of type t is, or NoPrep.
func prepOf(t itemType) Prep {
	switch t {
	case itemOn:
		return On
	case itemFrom:
		return From
	case itemTo:
		return To
	case itemFor:
		return For
	case itemOf:
		return Of
	case itemAs:
		return As
	}
	return NoPrep
}

// Phrase = ( "on" | "from" | "to" | "for" | "of" | "as" ) ( Amount | Target | Selector )
func (p *parser) phrase() *Phrase {
	it := p.next()
	ph := &Phrase{Pos: it.pos, Prep: prepOf(it.typ)}
	switch {
	case p.atQuantity():
		ph.Object = p.amount(false)
	case p.atTarget():
		ph.Object = p.target()
	case p.atNoun() && Suggest(p.peek().val, targetNames) == "":
		ph.Object = p.selector(false)
	default:
		p.errorAt(p.peek(), "an amount, a target or a card after \""+it.val+"\"", targetNames...)
		ph.Object = &Selector{Pos: p.peek().pos}
	}
	return ph
}

// Move = "move" ( "up" "to" number | "exactly" number | "to" Selector )
//
//	[ "/" Selector ] [ "over" Selector ] [ "{" Choice "}" ]
func (p *parser) move() Effect {
	m := &Move{Pos: p.next().pos}
	switch p.peek().typ {
	case itemUp, itemExactly:
		m.Qty = p.quantity()
	case itemTo:
		p.next()
		m.To = p.selector(true)
	default:
		p.errorAt(p.peek(), `"up to", "exactly" or "to" after "move"`, "up to", "exactly", "to")
		return nil
	}
	if p.is(itemSlash) {
		p.next()
		m.Per = p.selector(true)
	}
	if p.misspeltOver() {
		return m
	}
	if p.is(itemOver) {
		p.next()
		m.Over = p.selector(true)
	}
	if p.is(itemLBrace) {
		m.Each = p.block()
	}
	return m
}

// misspeltOver reports a word one edit from "over" where a move's
// restriction may stand ("move up to 2 ovr flora"), which the error after
// an effect would otherwise take for a misspelt "or".
func (p *parser) misspeltOver() bool {
	it := p.peek()
	if it.typ != itemWord || Suggest(it.val, []string{"over"}) == "" {
		return false
	}
	p.errorAt(it, `"over" and the cards a move may cross, "{" and its block, or `+afterEffectText, "over")
	return true
}

// block = "{" Choice "}"
func (p *parser) block() Body {
	open := p.next()
	if p.depth >= maxDepth {
		p.errs.Addf(open.pos, "movement blocks nested more than %d deep", maxDepth)
		p.skipBlock()
		return nil
	}
	p.depth++
	defer func() { p.depth-- }()
	b := p.choice()
	if !p.is(itemRBrace) {
		p.errorAt(p.peek(), `"}" to close the "{" at `+strconv.Itoa(open.pos.Line)+":"+strconv.Itoa(open.pos.Col))
		return b
	}
	p.next()
	return b
}

// skipBlock skips past the "}" that closes a block whose "{" has been read.
func (p *parser) skipBlock() {
	for open := 1; open > 0 && !p.is(itemEOF); {
		switch p.next().typ {
		case itemLBrace:
			open++
		case itemRBrace:
			open--
		}
	}
}

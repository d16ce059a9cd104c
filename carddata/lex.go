package carddata

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// itemType identifies the kind of a lexical item. Each keyword has its
// own type, as in go/token, so that the parser switches on types rather
// than comparing words.
type itemType int

const (
	itemError  itemType = iota // a character that starts no item; val is it
	itemEOF                    // end of the text
	itemWord                   // a word that is not a keyword: "growth", "Kotar-Z"
	itemNumber                 // digits: "12"
	itemColon                  // ':'
	itemComma                  // ','
	itemBar                    // '|'
	itemSlash                  // '/'
	itemPlus                   // '+'
	itemMinus                  // '-'
	itemLBrace                 // '{'
	itemRBrace                 // '}'
	itemLBrack                 // '['
	itemRBrack                 // ']'

	keywordBeg // the keywords follow, each lower-cased in its item's val
	itemAbove
	itemAdjacent
	itemAll
	itemAnd
	itemAny
	itemAs
	itemBelow
	itemChain
	itemDiagonal
	itemDifferent
	itemEach
	itemEven
	itemEveryone
	itemExactly
	itemFor
	itemFrom
	itemFull
	itemHas
	itemHave
	itemIf
	itemIn
	itemIt
	itemLeader
	itemLeft
	itemLongest
	itemMax
	itemMove
	itemNeighbour
	itemOdd
	itemOf
	itemOn
	itemOpponent
	itemOr
	itemOrthogonal
	itemOthers
	itemOver
	itemRight
	itemSame
	itemShared
	itemThis
	itemThrough
	itemTo
	itemUp
	itemWhen
	itemWith
	itemYou
	keywordEnd
)

// isKeyword reports whether t is the type of a keyword.
func (t itemType) isKeyword() bool { return keywordBeg < t && t < keywordEnd }

// keywordWords are the keywords by item type.
var keywordWords = [keywordEnd]string{
	itemAbove: "above", itemAdjacent: "adjacent", itemAll: "all", itemAnd: "and",
	itemAny: "any", itemAs: "as", itemBelow: "below", itemChain: "chain",
	itemDiagonal: "diagonal", itemDifferent: "different", itemEach: "each",
	itemEven: "even", itemEveryone: "everyone", itemExactly: "exactly",
	itemFor: "for", itemFrom: "from", itemFull: "full", itemHas: "has",
	itemHave: "have", itemIf: "if", itemIn: "in", itemIt: "it",
	itemLeader: "leader", itemLeft: "left", itemLongest: "longest",
	itemMax: "max", itemMove: "move", itemNeighbour: "neighbour", itemOdd: "odd",
	itemOf: "of", itemOn: "on", itemOpponent: "opponent", itemOr: "or",
	itemOrthogonal: "orthogonal", itemOthers: "others", itemOver: "over",
	itemRight: "right", itemSame: "same", itemShared: "shared", itemThis: "this",
	itemThrough: "through", itemTo: "to", itemUp: "up", itemWhen: "when",
	itemWith: "with", itemYou: "you",
}

// keywords are the words the grammar gives a meaning, by their item type;
// they are matched without regard to case. Every other word is open
// vocabulary.
var keywords = func() map[string]itemType {
	m := make(map[string]itemType, keywordEnd-keywordBeg-1)
	for t := keywordBeg + 1; t < keywordEnd; t++ {
		m[keywordWords[t]] = t
	}
	return m
}()

var punct = map[rune]itemType{
	':': itemColon, ',': itemComma, '|': itemBar, '/': itemSlash,
	'+': itemPlus, '-': itemMinus, '{': itemLBrace, '}': itemRBrace,
	'[': itemLBrack, ']': itemRBrack,
}

// item is one token of an ability, with its place in the text.
type item struct {
	typ itemType
	val string
	pos Pos
}

// describe quotes an item for "found ..." in error messages, shortened if
// it is long.
func (i item) describe() string {
	switch i.typ {
	case itemEOF:
		return "end of text"
	case itemError:
		return "character " + quote(i.val)
	}
	return quote(i.val)
}

// stateFn is one state of the lexer; it returns the next state.
type stateFn func(*lexer) stateFn

// lexer turns ability text into items, in the manner of
// text/template/parse: state functions emit into an item list.
type lexer struct {
	input string
	start int // byte offset where the current item starts
	pos   int // byte offset of the next rune
	line  int // line of start
	col   int // column (in runes) of start
	items []item
}

// lex splits text into items, ending with itemEOF.
func lex(text string) []item {
	l := &lexer{input: text, line: 1, col: 1}
	for state := lexSpace; state != nil; {
		state = state(l)
	}
	return l.items
}

func (l *lexer) next() rune {
	if l.pos >= len(l.input) {
		return -1
	}
	r, w := utf8.DecodeRuneInString(l.input[l.pos:])
	l.pos += w
	return r
}

func (l *lexer) peek() rune {
	if l.pos >= len(l.input) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(l.input[l.pos:])
	return r
}

// emit records the text from start to pos as an item of type t.
func (l *lexer) emit(t itemType) {
	val := l.input[l.start:l.pos]
	if t.isKeyword() {
		val = strings.ToLower(val)
	}
	l.items = append(l.items, item{t, val, Pos{Line: l.line, Col: l.col}})
	l.skip()
}

// skip moves start to pos, keeping line and column up to date.
func (l *lexer) skip() {
	for _, r := range l.input[l.start:l.pos] {
		if r == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
	}
	l.start = l.pos
}

// lexSpace skips white space and dispatches on the next character.
func lexSpace(l *lexer) stateFn {
	for unicode.IsSpace(l.peek()) {
		l.next()
	}
	l.skip()
	r := l.next()
	switch {
	case r == -1:
		l.emit(itemEOF)
		return nil
	case unicode.IsLetter(r):
		return lexWord
	case isDigit(r):
		return lexNumber
	}
	if t, ok := punct[r]; ok {
		l.emit(t)
	} else {
		l.emit(itemError)
	}
	return lexSpace
}

// lexWord scans a word: a letter, then letters, digits, marks, '_' or an
// apostrophe, and '-' when a letter or digit follows it ("Kotar-Z",
// "game-end").
func lexWord(l *lexer) stateFn {
	for {
		r := l.peek()
		if isWordRune(r) {
			l.next()
			continue
		}
		if r == '-' && isWordRune(l.after()) {
			l.next()
			continue
		}
		break
	}
	if t, ok := keywords[strings.ToLower(l.input[l.start:l.pos])]; ok {
		l.emit(t)
	} else {
		l.emit(itemWord)
	}
	return lexSpace
}

// after is the rune after the next one.
func (l *lexer) after() rune {
	_, w := utf8.DecodeRuneInString(l.input[l.pos:])
	if l.pos+w >= len(l.input) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(l.input[l.pos+w:])
	return r
}

// lexNumber scans a run of digits.
func lexNumber(l *lexer) stateFn {
	for isDigit(l.peek()) {
		l.next()
	}
	l.emit(itemNumber)
	return lexSpace
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '_' || r == '\''
}

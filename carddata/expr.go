package carddata

import "gopkg.in/yaml.v3"

// Expr is an ability expression as a field of a card: it parses itself
// when decoded, so a card struct can declare
//
//	Ability carddata.Expr `yaml:"ability"`
//
// and Decode reports a malformed ability at its file:line:col. An empty
// text decodes to the zero Expr, whose Ability is nil.
type Expr struct {
	Ability *Ability // nil for an empty text
	Text    string   // the text as written
	at      *exprSite
}

// exprSite is where Decode read an Expr: the scalar's first line and
// column and its style, in its file.
type exprSite struct {
	src       *source
	line, col int
	style     yaml.Style
}

// Place returns the problems of err, found in x's ability after decoding
// (a game's compiler rejecting a word, say) and positioned in its text as
// the ability's nodes are (line 1, column 1 is the text's first
// character), moved to their places in the file Decode read x from, with
// YAML's quoting and folding taken into account. An entry without a
// position, or one that cannot be placed (past an escape sequence in a
// quoted text), is placed at the text's start; an error that is no
// carddata error becomes one entry there, printing its own message. For an
// Expr that was not decoded from a file the entries keep their positions
// in the text. A nil err gives nil.
//
// An Expr read by Decode refers to the file's data, to place errors:
// changing the data afterwards misplaces them.
func (x Expr) Place(err error) ErrorList {
	if err == nil {
		return nil
	}
	var out ErrorList
	if x.at == nil {
		out.AddError(Pos{Line: 1, Col: 1}, err)
		return out
	}
	n := yaml.Node{Kind: yaml.ScalarNode, Value: x.Text, Line: x.at.line, Column: x.at.col, Style: x.at.style}
	return place(out, x.at.src, &n, err)
}

// ParseExpr parses text into an Expr.
func ParseExpr(text string) (Expr, error) {
	var e Expr
	err := e.UnmarshalText([]byte(text))
	return e, err
}

// UnmarshalText parses text as an ability. Errors are an ErrorList with
// positions relative to text; on error e is left as it was.
func (e *Expr) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*e = Expr{}
		return nil
	}
	a, err := ParseAbility(string(text))
	if err != nil {
		return err
	}
	*e = Expr{Ability: a, Text: string(text)}
	return nil
}

// MarshalText returns the canonical text, which UnmarshalText reads back
// to the same ability.
func (e Expr) MarshalText() ([]byte, error) {
	return []byte(e.String()), nil
}

// String returns the canonical text of the ability, or "" if there is none.
func (e Expr) String() string {
	if e.Ability == nil {
		return ""
	}
	return e.Ability.String()
}

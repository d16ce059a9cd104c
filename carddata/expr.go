package carddata

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

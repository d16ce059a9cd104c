package carddata

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseErrors checks that each malformed ability is reported at the
// right place, with what was found, what was expected and a suggestion.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		text string
		want ErrorList
	}{
		{"empty", "", ErrorList{
			{Pos{Line: 1, Col: 1}, "end of text", "a verb", "", nil}}},
		{"misspelt with", "gain 1 growth wiht wet", ErrorList{
			{Pos{Line: 1, Col: 15}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"misspelt neighbour", "gain 1 growth / tree in neighbor", ErrorList{
			{Pos{Line: 1, Col: 25}, `"neighbor"`, `a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in"`, "neighbour", nil}}},
		{"misspelt move", "moev up to 3", ErrorList{
			{Pos{Line: 1, Col: 1}, `"moev"`, `"move" before "up"`, "move", nil}}},
		{"misspelt target", "oponent gain 1 sprout", ErrorList{
			{Pos{Line: 1, Col: 1}, `"oponent"`, "a target (you, neighbour, opponent, others, everyone) before the verb", "opponent", nil}}},
		{"misspelt when", "wehn planted: gain 2 growth", ErrorList{
			{Pos{Line: 1, Col: 1}, `"wehn"`, `"when" to start a trigger`, "when", nil}}},
		{"misspelt row", "score 1 vp / flora same rwo as this", ErrorList{
			{Pos{Line: 1, Col: 25}, `"rwo"`, `"row" or "column" after "same"`, "row", nil}}},
		{"missing noun", "take any 2", ErrorList{
			{Pos{Line: 1, Col: 11}, "end of text", "a word naming what is counted after any 2", "", nil}}},
		{"missing verb after comma", "gain 1 tech, , take 1 grey", ErrorList{
			{Pos{Line: 1, Col: 14}, `","`, "a verb", "", nil}}},
		{"two colons", "spend 1 x: spend 1 y: gain 1 z", ErrorList{
			{Pos{Line: 1, Col: 21}, `":"`, `"or" or end of ability; a benefit has at most one ":" and one "|", in that order`, "", nil}}},
		{"bad character", "gain 2 growth # comment", ErrorList{
			{Pos{Line: 1, Col: 15}, `character "#"`, `"," or ":" or "|" or "or" or end of ability`, "", nil}}},
		{"several errors", "gain 1 growth wiht wet, take any 2, deal 1 damage to oponent", ErrorList{
			{Pos{Line: 1, Col: 15}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil},
			{Pos{Line: 1, Col: 35}, `","`, "a word naming what is counted after any 2", "", nil},
			{Pos{Line: 1, Col: 54}, `"oponent"`, `an amount, a target or a card after "to"`, "opponent", nil}}},
		{"second line", "gain 1 growth,\n  take 1 gery wiht", ErrorList{
			{Pos{Line: 2, Col: 15}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"move without distance", "move over flora", ErrorList{
			{Pos{Line: 1, Col: 6}, `"over"`, `"up to", "exactly" or "to" after "move"`, "", nil}}},
		{"unclosed block", "move up to 2 { gain 1 sprout", ErrorList{
			{Pos{Line: 1, Col: 29}, "end of text", `"}" to close the "{" at 1:14`, "", nil}}},
		{"stray brace", "gain 1 sprout }", ErrorList{
			{Pos{Line: 1, Col: 15}, `"}"`, `"," or ":" or "|" or "or" or end of ability`, "", nil}}},
		{"backwards range", "score 1 vp / tree [3-2: 1]", ErrorList{
			{Pos{Line: 1, Col: 20}, "", "range 3-2 runs backwards: expected the smaller number first, 2-3", "", nil}}},
		{"huge number", "gain 99999999999999999999 seeds", ErrorList{
			{Pos{Line: 1, Col: 6}, "", "number 99999999999999999999 is too large", "", nil}}},
		{"has missing", "win if opponent 6+ damage", ErrorList{
			{Pos{Line: 1, Col: 17}, `"6"`, `"has" after "opponent"`, "", nil}}},
		{"unclosed tiers", "gain soil / flora [1: 2, 2-3: 3", ErrorList{
			{Pos{Line: 1, Col: 32}, "end of text", `"," or "]" in the tiers`, "", nil}}},
		{"trigger without colon", "when planted gain 1 growth", ErrorList{
			{Pos{Line: 1, Col: 14}, `"gain"`, `":" after the trigger`, "", nil}}},
		{"misspelt each", "5+ flora each wiht 1+ growth", ErrorList{
			{Pos{Line: 1, Col: 15}, `"wiht"`, `"with"`, "with", nil}}},
		{"misspelt direction", "gain 1 sprout on flora abvoe this", ErrorList{
			{Pos{Line: 1, Col: 24}, `"abvoe"`, `"," or ":" or "|" or "or" or end of ability`, "above", nil}}},
		{"colon after bar", "gain 1 x | gain 1 y: gain 2 z", ErrorList{
			{Pos{Line: 1, Col: 20}, `":"`, `"or" or end of ability; a benefit has at most one ":" and one "|", in that order`, "", nil}}},
		{"errors on both sides of a colon", "spend 1 x wiht y: gain 1 z, take any 2", ErrorList{
			{Pos{Line: 1, Col: 11}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil},
			{Pos{Line: 1, Col: 39}, "end of text", "a word naming what is counted after any 2", "", nil}}},
		{"tiers without a scale", "gain 2 growth [1: 2], take 1 x wiht y", ErrorList{
			{Pos{Line: 1, Col: 15}, `"["`, `"," or ":" or "|" or "or" or end of ability; tiers "[...]" follow a "/" and what is counted`, "", nil},
			{Pos{Line: 1, Col: 32}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"block without a move", "gain 1 x { gain 1 y }, take 1 z wiht w", ErrorList{
			{Pos{Line: 1, Col: 10}, `"{"`, `"," or ":" or "|" or "or" or end of ability; a block "{...}" follows a move`, "", nil},
			{Pos{Line: 1, Col: 33}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"tier without a colon", "score vp / flora [1 2, 3: 4]", ErrorList{
			{Pos{Line: 1, Col: 21}, `"2"`, `":" and a value after the tier's count`, "", nil}}},
		{"colour without a word", "[] gain 1 x wiht y", ErrorList{
			{Pos{Line: 1, Col: 2}, `"]"`, `a colour word after "[" (such as red, black, multicolour)`, "", nil},
			{Pos{Line: 1, Col: 13}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"colour not closed", "[red gain 2 growth", ErrorList{
			{Pos{Line: 1, Col: 6}, `"gain"`, `"]" to close the colour "[" at 1:1`, "", nil}}},
		{"colour a number", "[2] gain 1 x", ErrorList{
			{Pos{Line: 1, Col: 2}, `"2"`, `a colour word after "[" (such as red, black, multicolour)`, "", nil}}},
		{"chain without a direction", "score 1 vp / tree in longest chain", ErrorList{
			{Pos{Line: 1, Col: 30}, `"chain"`, `"orthogonal" or "diagonal" after "longest"`, "", nil}}},
		{"chain misspelt direction", "score 1 vp / tree in longest diagonl chain", ErrorList{
			{Pos{Line: 1, Col: 30}, `"diagonl"`, `"orthogonal" or "diagonal" after "longest"`, "diagonal", nil}}},
		{"chain without chain", "score 1 vp / tree in longest diagonal", ErrorList{
			{Pos{Line: 1, Col: 38}, "end of text", `"chain"`, "", nil}}},
		{"chain through nothing", "score 1 vp / tree in longest orthogonal chain through", ErrorList{
			{Pos{Line: 1, Col: 54}, "end of text", `a card after "through" (a word, "this" or "it")`, "", nil}}},
		{"in a number", "score 1 vp / tree in 3", ErrorList{
			{Pos{Line: 1, Col: 22}, `"3"`, `a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in"`, "", nil}}},
		{"misspelt leader", "score 1 vp / tree in leaders", ErrorList{
			{Pos{Line: 1, Col: 22}, `"leaders"`, `a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in"`, "leader", nil}}},
		{"leader acting", "leader gain 1 sprout", ErrorList{
			{Pos{Line: 1, Col: 1}, `"leader"`, "a verb", "", nil}}},
		{"group of none", "score 3 vp / 0 cards with rocky", ErrorList{
			{Pos{Line: 1, Col: 14}, "", `a group of 0 after "/": count per 1 or more`, "", nil}}},
		{"bound of none", "score 1 vp / soil max 0", ErrorList{
			{Pos{Line: 1, Col: 19}, "", `"max 0" bounds to nothing: the bound is 1 or more`, "", nil}}},
		{"bound without a number", "score 1 vp / soil max", ErrorList{
			{Pos{Line: 1, Col: 22}, "end of text", "a number", "", nil}}},
		{"orthogonal without to", "score 1 vp / bush orthogonal this", ErrorList{
			{Pos{Line: 1, Col: 30}, `"this"`, `"to"`, "", nil}}},
		{"anchor then a misspelling", "gain 1 sprout on flora above tree wiht wet", ErrorList{
			{Pos{Line: 1, Col: 35}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"measure without a noun", "3+ flora with even", ErrorList{
			{Pos{Line: 1, Col: 19}, "end of text", "a word naming a feature", "", nil}}},
		{"empty tiers", "score vp / flora []", ErrorList{
			{Pos{Line: 1, Col: 19}, `"]"`, `a number, "up to", "exactly", "any" or "all"`, "", nil}}},
		{"tier without a value", "score vp / flora [1: ]", ErrorList{
			{Pos{Line: 1, Col: 22}, `"]"`, "a number", "", nil}}},
		{"open range", "score vp / flora [1+: 2, 3-: 4]", ErrorList{
			{Pos{Line: 1, Col: 28}, `":"`, `a number after "3-" (a range), or "3+" for 3 or more`, "", nil}}},
		{"misspelt up to", "move upto 3", ErrorList{
			{Pos{Line: 1, Col: 6}, `"upto"`, `"up to", "exactly" or "to" after "move"`, "up to", nil}}},
		{"misspelt subject", "win if oponent has 6+ damage", ErrorList{
			{Pos{Line: 1, Col: 8}, `"oponent"`, `a subject (you, neighbour, opponent, others, everyone, this or it) before "has"`, "opponent", nil}}},
		{"empty condition", "win if it has", ErrorList{
			{Pos{Line: 1, Col: 14}, "end of text", `an amount such as "2+ growth", or a word`, "", nil}}},
		{"trigger thing without colon", "when plant tree gain 1 soil", ErrorList{
			{Pos{Line: 1, Col: 12}, `"tree"`, `":" after the trigger`, "", nil}}},
		{"misspelt when before a thing", "wehn plant tree: gain 1 soil", ErrorList{
			{Pos{Line: 1, Col: 1}, `"wehn"`, `"when" to start a trigger`, "when", nil}}},
		{"empty trigger", "when: gain 1 x", ErrorList{
			{Pos{Line: 1, Col: 5}, `":"`, `an event word after "when"`, "", nil}}},
		{"only a colon", ":", ErrorList{
			{Pos{Line: 1, Col: 1}, `":"`, "a verb", "", nil},
			{Pos{Line: 1, Col: 2}, "end of text", `a verb after ":": what the cost buys, as in "spend 1 growth: gain 2 seeds"`, "", nil}}},
		{"non-ASCII punctuation", "gain 1 growth → tree", ErrorList{
			{Pos{Line: 1, Col: 15}, `character "→"`, `"," or ":" or "|" or "or" or end of ability`, "", nil}}},
		{"non-ASCII column counts runes", "gain 1 crôissant wiht x", ErrorList{
			{Pos{Line: 1, Col: 18}, `"wiht"`, `"," or ":" or "|" or "or" or end of ability`, "with", nil}}},
		{"number at the limit", "gain 1000001 x", ErrorList{
			{Pos{Line: 1, Col: 6}, "", "number 1000001 is too large", "", nil}}},
		{"missing to after up", "move up 3", ErrorList{
			{Pos{Line: 1, Col: 9}, `"3"`, `"to"`, "", nil}}},
		{"missing as after same row", "gain 1 sprout on flora same row this", ErrorList{
			{Pos{Line: 1, Col: 33}, `"this"`, `"as"`, "", nil}}},
		{"too deep", strings.Repeat("move up to 1 {", 17) + "gain 1 x" + strings.Repeat("}", 17), ErrorList{
			{Pos{Line: 1, Col: 16*14 + 14}, "", "movement blocks nested more than 16 deep", "", nil}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := ParseAbility(tt.text)
			if a != nil {
				t.Errorf("ParseAbility(%q) = %v, want nil", tt.text, a)
			}
			var got ErrorList
			if !errors.As(err, &got) {
				t.Fatalf("ParseAbility(%q) error = %v, want an ErrorList", tt.text, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseAbility(%q) errors (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestParseErrorMessage(t *testing.T) {
	_, err := ParseAbility("gain 1 growth / tree in neighbor")
	want := `<input>:1:25: found "neighbor", expected a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in" (did you mean "neighbour"?)`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

func TestSingular(t *testing.T) {
	for in, want := range map[string]string{
		"quarries": "quarry", "Resources": "resource", "grass": "grass",
		"growth": "growth", "s": "s", "Sprouts": "sprout", "tech": "tech",
	} {
		if got := Singular(in); got != want {
			t.Errorf("Singular(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestParseLargeInputs checks that long and deeply nested texts are
// refused (or read) in one pass, with an ErrorList and no panic.
func TestParseLargeInputs(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		errors int // how many errors are reported; 0 means it parses
	}{
		{"nested blocks, never closed", strings.Repeat("move up to 1 {", 100_000), 2},
		{"many misspellings", strings.Repeat("gain 1 x wiht y, ", 10_000) + "gain 1 x", 10_000},
		{"open brackets", "gain 1 x / y " + strings.Repeat("[", 100_000), 1},
		{"long word", "gain 1 " + strings.Repeat("ab", 50_000), 0},
		{"long sequence", strings.Repeat("gain 1 x, ", 10_000) + "gain 1 x", 0},
		{"long number", "gain " + strings.Repeat("9", 100_000) + " x", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseAbility(tt.text)
			var list ErrorList
			if err != nil && !errors.As(err, &list) {
				t.Fatalf("error is %T, want an ErrorList", err)
			}
			if len(list) != tt.errors {
				t.Errorf("got %d errors, want %d; first: %v", len(list), tt.errors, list[:min(1, len(list))])
			}
		})
	}
}

// TestParseQuotesLongTextShort checks that an error about a long word or
// number quotes only its start.
func TestParseQuotesLongTextShort(t *testing.T) {
	word, number := strings.Repeat("w", 5000), strings.Repeat("7", 5000)
	_, err := ParseAbility("score 1 vp / flora same " + word + " as this, gain " + number + " y")
	want := `<input>:1:25: found "` + strings.Repeat("w", 40) + `"..., expected "row" or "column" after "same"` + "\n" +
		`<input>:1:5040: number ` + strings.Repeat("7", 40) + `... is too large`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want\n%s", err, want)
	}
}

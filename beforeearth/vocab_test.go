package beforeearth

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest/cardvocab"
)

// TestAbilityVocabulary keeps the verb table of Ability's doc honest:
// every form it shows parses and compiles (its numbers and alternatives
// filled in), and every verb and every word of the standard cards is in
// one of them.
func TestAbilityVocabulary(t *testing.T) {
	forms := abilityForms(t)
	kw, err := cardvocab.Keywords("..")
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	for _, f := range forms {
		for _, text := range expandForm(f) {
			if _, err := ParseAbility(text); err != nil {
				t.Errorf("the form %q: %q does not compile: %v", f, text, err)
			}
			for _, w := range cardvocab.Tokens(text, kw) {
				shown[w] = true
			}
		}
	}
	data, err := cardFiles.ReadFile("cards/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	texts, err := cardvocab.CardTexts(map[string][]byte{"standard.yaml": data}, "ability")
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) == 0 {
		t.Fatal("no abilities in the standard cards")
	}
	words := slices.Clone(verbs)
	for _, text := range texts {
		words = append(words, cardvocab.Tokens(text, kw)...)
	}
	for _, w := range words {
		if !shown[w] && !strings.ContainsAny(w[:1], "0123456789:,") {
			t.Errorf("no form of Ability's doc shows %q", w)
			shown[w] = true
		}
	}
}

// abilityForms reads the forms of Ability's verb table in ability.go.
func abilityForms(t *testing.T) []string {
	t.Helper()
	rows, err := cardvocab.ReadWordTable("ability.go", "Its verbs are:")
	if err != nil {
		t.Fatal(err)
	}
	var forms []string
	for _, cells := range rows {
		forms = append(forms, cells[0])
	}
	if len(forms) == 0 {
		t.Fatal("ability.go: Ability's doc shows no forms")
	}
	return forms
}

var (
	formNumber = regexp.MustCompile(`\b[NM]\b`)
	formAlts   = regexp.MustCompile(`\w+(\|\w+)+`)
	formOption = regexp.MustCompile(`\[([^]]*)\]`)
)

// expandForm writes the abilities a form shows: 2 for N and M, each
// alternative of "a|b", with and without an optional "[...]".
func expandForm(f string) []string {
	f = formNumber.ReplaceAllString(f, "2")
	if m := formOption.FindStringSubmatchIndex(f); m != nil {
		return append(expandForm(f[:m[0]]+f[m[1]:]), expandForm(f[:m[0]]+f[m[2]:m[3]]+f[m[1]:])...)
	}
	if m := formAlts.FindStringIndex(f); m != nil {
		var out []string
		for _, alt := range strings.Split(f[m[0]:m[1]], "|") {
			out = append(out, expandForm(f[:m[0]]+alt+f[m[1]:])...)
		}
		return out
	}
	return []string{f}
}

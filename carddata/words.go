package carddata

import "strings"

// Singular lower-cases a noun as written in an ability and strips a plural
// ending, so that a game compiler can accept "quarry" and "quarries",
// "sprout" and "sprouts" alike: "ies" becomes "y", and a final "s" is
// dropped unless the word ends in "ss".
func Singular(word string) string {
	w := strings.ToLower(word)
	switch {
	case len(w) > 3 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 1 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

package earth

// FaunaBoard is what a Leaf scores on a Fauna objective: on the beginner
// side every Leaf BeginnerVP, on the standard side the scoring space it
// takes, Spaces[k] for the k-th claim (from 0, highest first), and nothing
// once the spaces run out.
type FaunaBoard struct {
	// Beginner reports the beginner side.
	Beginner bool
	// BeginnerVP is a Leaf's VP on the beginner side.
	BeginnerVP int
	// Spaces are the standard side's scoring spaces, highest first.
	Spaces []int
}

// VP is what the claim on scoring space k (from 0) scores; a negative k,
// no claim, scores 0.
func (b FaunaBoard) VP(k int) int {
	switch {
	case k < 0:
		return 0
	case b.Beginner:
		return b.BeginnerVP
	case k < len(b.Spaces):
		return b.Spaces[k]
	}
	return 0
}

package dispute_test

// play applies to *s the move text writes in the game's notation (parse
// is the game's ParseMove): *s is the next position, or unchanged when
// the referee refuses the move, and the error says why.
func play[S interface{ Apply(M) (S, error) }, M any](s *S, parse func(S, string) (M, error), text string) error {
	m, err := parse(*s, text)
	if err != nil {
		return err
	}
	next, err := (*s).Apply(m)
	if err == nil {
		*s = next
	}
	return err
}

package cosmicrun

import "fmt"

// seat is a Player packed in a byte, for the fields of a State. It reads
// and writes as a Player does ("P1", "nobody").
type seat int8

// noSeat is NoPlayer as a seat.
const noSeat = seat(NoPlayer)

// MarshalText writes the seat as its Player.
func (s seat) MarshalText() ([]byte, error) { return Player(s).MarshalText() }

// UnmarshalText reads a Player that fits in a seat.
func (s *seat) UnmarshalText(b []byte) error {
	var p Player
	if err := p.UnmarshalText(b); err != nil {
		return err
	}
	if p < NoPlayer || p > P2 {
		return fmt.Errorf("%v is not a seat (P1, P2 or nobody)", p)
	}
	*s = seat(p)
	return nil
}

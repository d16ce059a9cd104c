package earthexpress

import (
	"errors"
	"fmt"
)

// validDemeter checks Demeter's part.
func (d *data) validDemeter() error {
	m := d.dem
	if !d.solo() {
		if m != (demeter{claims: [2]int8{-1, -1}}) {
			return errors.New("demeter outside a solo game")
		}
		return nil
	}
	switch {
	case m.vp < 0 || m.vp > 100000:
		return fmt.Errorf("demeter's %d VP", m.vp)
	case m.tie&^(1<<Red|1<<Blue|1<<Yellow) != 0 || m.tie != 0 && m.tie&(m.tie-1) == 0:
		return errors.New("demeter's tie is not two or more colours")
	case m.acted > d.round:
		return errors.New("demeter acted in a later round")
	case m.claimed > 2 || m.pendingFauna && m.claimed != 0:
		return errors.New("demeter's claims")
	case m.tie != 0 && (m.acted != d.round || d.seat(0).phase != Finished):
		return errors.New("demeter's tie outside her step 3")
	case m.pendingFauna && d.seat(0).phase != Converting:
		return errors.New("demeter's claim outside step 4")
	}
	n := uint8(0)
	for f := range 2 {
		if m.claims[f] < -1 || m.claims[f] >= 0 && m.claims[f] >= int8(d.faunaNext[f]) {
			return errors.New("demeter's claim beyond the spaces filled")
		}
		if m.claims[f] >= 0 {
			n++
			if m.claims[f] == d.seat(0).claims[f] {
				return errors.New("demeter and the player on one space")
			}
		}
	}
	if n != m.claimed {
		return errors.New("demeter's claims do not add up")
	}
	return nil
}

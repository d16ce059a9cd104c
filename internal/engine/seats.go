package engine

import "math/bits"

// Seats lists the seats whose bits are set in mask (bit 0 for P1), P1
// first: every game's ToMove. The slice is shared and read-only: it is cut
// from one table of every set of up to 8 seats, with its capacity cut to
// its length, so it costs no allocation even where the call cannot be
// inlined (a loop whose game is a type parameter), and append copies it.
// Copy it (slices.Clone) before changing an element. Mask 0 gives an empty
// slice, not nil.
func Seats(mask uint8) []Player {
	i, n := int(seatStart[mask]), bits.OnesCount8(mask)
	return seatList[i : i+n : i+n]
}

// seatList holds, one after another, the seats of every mask from 0 to
// 255, each in increasing order; seatStart is where each mask's begin.
// Nothing writes them after init.
var seatList, seatStart = func() (list [8 << 7]Player, start [1 << 8]uint16) {
	n := 0
	for m := range start {
		start[m] = uint16(n)
		for p := range 8 {
			if m&(1<<p) != 0 {
				list[n] = Player(p)
				n++
			}
		}
	}
	return list, start
}()

// SeatsOf is Seats of the seats in list, which are below 8 and in
// increasing order: the shared, read-only slice equal to list.
func SeatsOf(list []Player) []Player {
	var mask uint8
	for _, p := range list {
		mask |= 1 << uint(p)
	}
	return Seats(mask)
}

package engine

import "math/bits"

// SelectBit returns the position of the i-th set bit of x (from 0); i
// must be below the number of set bits (for another i it returns some
// position below 64, and never panics). A game that draws a random card
// from a set kept as bits finds it so: it works on the eight bytes at
// once, without a branch on i (a random draw's, which a branch would
// mispredict half the time). It counts each byte's set bits, adds them up
// byte by byte with a multiplication (byte j of sums holds the set bits of
// bytes 0 to j), and finds the first byte whose sum passes i by
// subtracting the sums from i in every byte at once; then it reads that
// byte's bit from a table.
func SelectBit(x uint64, i int) int {
	const ones, highs = 0x0101_0101_0101_0101, 0x8080_8080_8080_8080
	c := x - x>>1&0x5555_5555_5555_5555
	c = c&0x3333_3333_3333_3333 + c>>2&0x3333_3333_3333_3333
	c = (c + c>>4) & 0x0f0f_0f0f_0f0f_0f0f // each byte's set bits
	sums := c * ones                       // at most 64 a byte: no carry
	// The high bit of each byte whose sum is at most i: i|0x80 less a sum
	// of at most 64 never borrows from the next byte.
	within := (uint64(i)*ones | highs) - sums
	// The byte's first bit: a multiple of 8 below 64, masked so, so that
	// the shifts by it need no test.
	at := (uint(bits.TrailingZeros64(^within&highs)) - 7) & 56
	before := int(sums << 8 >> at & 0xff) // the set bits below it
	return int(at) + int(selectInByte[uint8(x>>at)][(i-before)&7])
}

// selectInByte holds, for each byte b, the positions of its set bits, the
// lowest first. Nothing writes it after init.
var selectInByte = func() (t [256][8]uint8) {
	for b := range t {
		n := 0
		for k := range 8 {
			if b&(1<<k) != 0 {
				t[b][n] = uint8(k)
				n++
			}
		}
	}
	return t
}()

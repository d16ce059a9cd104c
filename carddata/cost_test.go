package carddata

import (
	"runtime"
	"strings"
	"testing"
)

// The files below are built to make a decoder do work out of proportion to
// their size: aliases that repeat a large value, and values holding very
// many errors. Decoding each must cost in proportion to the file.

// aliasedString is a file with one string of size bytes, aliased n times
// into whole-number fields.
func aliasedString(size, n int) []byte {
	return []byte("text: &s " + strings.Repeat("x", size) + "\nnums: [" +
		strings.Repeat("*s, ", n) + "]\n")
}

type numbers struct {
	Text string `yaml:"text"`
	Nums []int  `yaml:"nums"`
}

// aliasedAbility is a card file with one ability of about size bytes,
// aliased by n cards.
func aliasedAbility(size, n int) []byte {
	ability := strings.Repeat("gain 1 growth, ", size/15) + "gain 1 growth"
	return []byte("cards:\n  - ability: &a " + ability + "\n" +
		strings.Repeat("  - ability: *a\n", n))
}

// manyErrors is a card file with one ability holding n errors.
func manyErrors(n int) []byte {
	return []byte("cards:\n  - name: x\n    ability: \"" + strings.Repeat("~, ", n) + "\"\n")
}

// manyAbilitiesOneLine is a card file written on one line, with n abilities
// that each hold an error.
func manyAbilitiesOneLine(n int) []byte {
	return []byte("cards: [" + strings.Repeat("{ability: \"gain ~\"}, ", n) + "]\n")
}

// aliasedCards is a file with a list of n empty cards, aliased 4n times.
func aliasedCards(n int) []byte {
	return []byte("x: &a [" + strings.Repeat("{}, ", n) + "]\ny: [" + strings.Repeat("*a, ", 4*n) + "]\n")
}

type cardLists struct {
	X []testCard   `yaml:"x"`
	Y [][]testCard `yaml:"y"`
}

// hostileFiles builds each kind of file at a scale: scale 16 is the size
// at which each was first found to take minutes.
var hostileFiles = []struct {
	name string
	file func(scale int) []byte
	newV func() any
}{
	{"string aliased into numbers", func(k int) []byte { return aliasedString(1024*k, 1500*k) }, func() any { return new(numbers) }},
	{"ability aliased by cards", func(k int) []byte { return aliasedAbility(9400*k, 250*k) }, func() any { return new(testSet) }},
	{"errors in one ability", func(k int) []byte { return manyErrors(1000 * k) }, func() any { return new(testSet) }},
	{"cards aliased", func(k int) []byte { return aliasedCards(1000 * k) }, func() any { return new(cardLists) }},
	{"abilities on one line", func(k int) []byte { return manyAbilitiesOneLine(1000 * k) }, func() any { return new(testSet) }},
}

// decodeCost decodes data into a new value from newV and returns the bytes
// allocated (the least of three runs) and the error.
func decodeCost(data []byte, newV func() any) (uint64, error) {
	var best uint64
	var err error
	for i := range 3 {
		v := newV()
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		err = Decode("big.yaml", data, v)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; i == 0 || n < best {
			best = n
		}
	}
	return best, err
}

// TestDecodeCostIsLinear decodes each hostile file at two sizes, the second
// twice the first, and checks that the bytes allocated grow no faster than
// the file: a cost that grows with the square of the file grows four times.
func TestDecodeCostIsLinear(t *testing.T) {
	for _, c := range hostileFiles {
		t.Run(c.name, func(t *testing.T) {
			small, large := c.file(2), c.file(4)
			a, _ := decodeCost(small, c.newV)
			b, _ := decodeCost(large, c.newV)
			if ratio := float64(b) / float64(a); ratio > 2.6 {
				t.Errorf("%d bytes allocate %d, twice the size allocates %d (x%.2f), want at most x2.6",
					len(small), a, b, ratio)
			}
		})
	}
}

// TestDecodeHostileFilesAreBounded decodes each hostile file at the size it
// was found at, and checks that decoding allocates a bounded amount per
// byte of file and that the error is short: at most MaxListed errors and a
// count of the rest, each value quoted shortened.
func TestDecodeHostileFilesAreBounded(t *testing.T) {
	for _, c := range hostileFiles {
		t.Run(c.name, func(t *testing.T) {
			data := c.file(16)
			allocated, err := decodeCost(data, c.newV)
			if err == nil {
				t.Fatal("Decode succeeded, want an error")
			}
			if perByte := allocated / uint64(len(data)); perByte > 500 {
				t.Errorf("%d bytes of file allocate %d bytes (%d a byte), want at most 500 a byte",
					len(data), allocated, perByte)
			}
			msg := err.Error()
			if lines := strings.Count(msg, "\n") + 1; len(msg) > 16<<10 || lines > MaxListed+1 {
				t.Errorf("error is %d bytes on %d lines, want at most 16 KB on %d lines", len(msg), lines, MaxListed+1)
			}
		})
	}
}

// TestDecodeErrorCountIsCapped checks that the error for a file with many
// errors lists the first MaxListed and counts the rest.
func TestDecodeErrorCountIsCapped(t *testing.T) {
	var set testSet
	err := Decode("big.yaml", manyErrors(1000), &set)
	list, _ := err.(ErrorList)
	if len(list) != 1001 {
		t.Fatalf("Decode gave %d errors, want 1001 (one per item and the end)", len(list))
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != MaxListed+1 || lines[MaxListed] != "... and 981 more errors" {
		t.Errorf("error has %d lines ending %q, want %d ending %q",
			len(lines), lines[len(lines)-1], MaxListed+1, "... and 981 more errors")
	}
	if want := `big.yaml:3:15: found character "~", expected a verb`; lines[0] != want {
		t.Errorf("first line %q, want %q", lines[0], want)
	}
}

// TestDecodeLargeValueIsQuotedShort checks that an error about a large
// value quotes only its start, and that an alias of it reports no more.
func TestDecodeLargeValueIsQuotedShort(t *testing.T) {
	var v numbers
	err := Decode("f.yaml", aliasedString(1000, 3), &v)
	want := `f.yaml:1:7: found "` + strings.Repeat("x", 40) + `"..., expected a whole number`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

// TestDecodeAliasDecodesOnce checks that every use of an anchored ability
// gets the parsed ability, from one parse.
func TestDecodeAliasDecodesOnce(t *testing.T) {
	var set testSet
	if err := Decode("f.yaml", aliasedAbility(30, 3), &set); err != nil {
		t.Fatal(err)
	}
	if len(set.Cards) != 4 {
		t.Fatalf("decoded %d cards, want 4", len(set.Cards))
	}
	for i, c := range set.Cards {
		if c.Ability.String() != set.Cards[0].Ability.String() || c.Ability.Ability == nil {
			t.Errorf("card %d ability %q, want %q", i, c.Ability, set.Cards[0].Ability)
		}
		if c.Ability.Ability != set.Cards[0].Ability.Ability {
			t.Errorf("card %d parsed its ability again", i)
		}
	}
}

// BenchmarkDecodeHostile decodes each hostile file at the size it was found
// at.
func BenchmarkDecodeHostile(b *testing.B) {
	for _, c := range hostileFiles {
		data := c.file(16)
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				_ = Decode("big.yaml", data, c.newV())
			}
		})
	}
}

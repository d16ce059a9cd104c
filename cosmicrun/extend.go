package cosmicrun

import (
	"strconv"

	"github.com/rulebox/rulebox/carddata"
)

// standardFile is the embedded set's file, as its errors name it.
const standardFile = "cards/standard.yaml"

// decodeFile reads data, named file in errors, into f: a whole card file,
// or an extension of the standard set (carddata.Extend): a file that
// starts "extends: standard" and adds, replaces or removes cards by name,
// ships by their notation (R3) and planets by their number.
func decodeFile(file string, data []byte, f *cardFile) error {
	return carddata.DecodeSet(file, data, f, func() (string, []byte, error) { return standardFile, standardYAML, nil })
}

// EntryName is the ship's notation ("R3"), by which an extension file
// replaces or removes it.
func (e shipEntry) EntryName() string {
	if e.Number < 1 || e.Number > NumbersPerColour || e.Colour >= numColours {
		return e.Colour.String() + " " + strconv.Itoa(e.Number)
	}
	return cardOf(e.Colour, e.Number).String()
}

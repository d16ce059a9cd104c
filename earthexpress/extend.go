package earthexpress

import "github.com/rulebox/rulebox/carddata"

// decodeFile reads data, named file in errors, into f: a whole card file,
// or an extension of the standard set (carddata.Extend): a file that
// starts "extends: standard" and adds, replaces or removes Flora, Terrain,
// Fauna and Ecosystem cards by name.
func decodeFile(file string, data []byte, f *CardFile) error {
	return carddata.DecodeSet(file, data, f, func() (string, []byte, error) {
		std, err := cardFiles.ReadFile(standardFile)
		return standardFile, std, err
	})
}

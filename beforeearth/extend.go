package beforeearth

import "github.com/rulebox/rulebox/carddata"

// decodeFile reads data, named file in errors, into f: a whole card file,
// or an extension of the standard set (carddata.Extend): a file that
// starts "extends: standard" and adds, replaces or removes spaceships and
// planets by name.
func decodeFile(file string, data []byte, f *cardFile) error {
	if !carddata.IsExtension(data) {
		return carddata.Decode(file, data, f)
	}
	std, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		return err
	}
	if err := carddata.Decode(standardFile, std, f); err != nil {
		return err
	}
	return carddata.Extend(file, data, f, "standard")
}

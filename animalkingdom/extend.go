package animalkingdom

import (
	"reflect"
	"slices"

	"github.com/rulebox/rulebox/carddata"
)

// setFiles is a set's card files as one layout, each file's cards a
// section named as the file: the layout an extension file's add, replace
// and remove hold (see carddata.Extend).
type setFiles struct {
	Earth      []EarthEntry  `yaml:"earth"`
	Islands    []SidedEntry  `yaml:"islands"`
	Climates   []SidedEntry  `yaml:"climates"`
	Ecosystems []SidedEntry  `yaml:"ecosystems"`
	Fauna      []SidedEntry  `yaml:"fauna"`
	Gaia       []GaiaEntry   `yaml:"gaia"`
	Animals    []AnimalEntry `yaml:"animals"`
}

// extend reports whether files hold an extension file (one that starts
// "extends: standard"), and if so reads the standard set with the
// extension applied into l.decoded, for decode and animalFile to take
// instead of files. An extension file is loaded alone.
func (l *loader) extend(files map[string][]byte) bool {
	var name string
	for n, data := range files {
		if carddata.IsExtension(data) {
			name = n
		}
	}
	if name == "" {
		return false
	}
	l.decoded = map[string]any{}
	if len(files) > 1 {
		others := []string{}
		for n := range files {
			if n != name {
				others = append(others, n+".yaml")
			}
		}
		slices.Sort(others)
		l.errs.Addf(carddata.Pos{File: name + ".yaml", Line: 1, Col: 1},
			"an extension file extends the standard set and is loaded alone, not with %v", others)
		l.broken = true
		return true
	}
	base, err := standardFiles()
	if err != nil {
		l.errs.AddError(carddata.Pos{File: name + ".yaml"}, err)
		l.broken = true
		return true
	}
	if err := carddata.Extend(name+".yaml", files[name], base, "standard"); err != nil {
		n := len(l.errs)
		l.errs.AddError(carddata.Pos{File: name + ".yaml"}, err)
		l.broken = len(l.errs)-n > base.flaws()
	}
	l.decoded["earth"] = &EarthFile{Cards: base.Earth}
	l.decoded["islands"] = &SidedFile{Cards: base.Islands}
	l.decoded["climates"] = &SidedFile{Cards: base.Climates}
	l.decoded["ecosystems"] = &SidedFile{Cards: base.Ecosystems}
	l.decoded["fauna"] = &SidedFile{Cards: base.Fauna}
	l.decoded["gaia"] = &GaiaFile{Cards: base.Gaia}
	l.decoded["animals"] = &AnimalFile{Animals: base.Animals}
	return true
}

// flaws counts the errors decoding found in the entries of f.
func (f *setFiles) flaws() int {
	n := entryFlaws(&EarthFile{Cards: f.Earth}) + entryFlaws(&GaiaFile{Cards: f.Gaia})
	for _, s := range [][]SidedEntry{f.Islands, f.Climates, f.Ecosystems, f.Fauna} {
		n += entryFlaws(&SidedFile{Cards: s})
	}
	return n
}

// standardFiles reads the embedded set's files into one layout.
func standardFiles() (*setFiles, error) {
	files, err := baseFiles()
	if err != nil {
		return nil, err
	}
	var f setFiles
	var ef EarthFile
	var is, cl, ec, fa SidedFile
	var gf GaiaFile
	var af AnimalFile
	for _, d := range []struct {
		name string
		v    any
	}{{"earth", &ef}, {"islands", &is}, {"climates", &cl}, {"ecosystems", &ec}, {"fauna", &fa}, {"gaia", &gf}, {"animals", &af}} {
		if err := carddata.Decode("cards/"+d.name+".yaml", files[d.name], d.v); err != nil {
			return nil, err
		}
	}
	f.Earth, f.Islands, f.Climates, f.Ecosystems, f.Fauna, f.Gaia, f.Animals = ef.Cards, is.Cards, cl.Cards, ec.Cards, fa.Cards, gf.Cards, af.Animals
	return &f, nil
}

// predecoded copies the file called name into v, when an extension made
// it, and reports whether it did.
func (l *loader) predecoded(name string, v any) bool {
	p, ok := l.decoded[name]
	if ok {
		reflect.ValueOf(v).Elem().Set(reflect.ValueOf(p).Elem())
	}
	return ok
}

// animalFile reads the set's Animal cards: from an extension, or from
// the file "animals" when files have one (ok false when neither).
func (l *loader) animalFile(files map[string][]byte) (f AnimalFile, ok bool, err error) {
	if l.predecoded("animals", &f) {
		return f, true, f.Check()
	}
	data, ok := files["animals"]
	if !ok {
		return f, false, nil
	}
	f, err = DecodeAnimals("animals.yaml", data)
	return f, true, err
}

// Package cardvocab reads and checks a game's card-vocabulary table, the
// words and constructs its abilities accept as its package doc lists them,
// against its card loader.
package cardvocab

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/rulebox/rulebox/carddata"
	"gopkg.in/yaml.v3"
)

// VocabRow is one row of a game's card-vocabulary table, as its package
// doc writes it: the words the row shows, where on a card its example is
// written, what the other Earth game makes of it ("" for a game without
// one), and the example.
type VocabRow struct {
	Line    int      // the row's line in the doc file
	Words   []string // the words shown; a word in parentheses names a construct
	Where   string   // the card field the example is written in
	Other   string   // "yes" or "no": whether the other Earth game accepts it
	Example string
}

// columns splits a table row into its cells: two spaces or more apart.
var columns = regexp.MustCompile(`\s{2,}`)

// blockLine is a line of a doc comment's code block and its line number.
type blockLine struct {
	n    int
	text string
}

// codeBlock returns the lines of the first code block after the line
// holding header in the doc comment of file.
func codeBlock(file, header string) ([]blockLine, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(data), "\n")
	i := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, header) })
	if i < 0 {
		return nil, fmt.Errorf("%s: no code block after %q", file, header)
	}
	for i < len(lines) && !strings.HasPrefix(lines[i], "//\t") {
		i++
	}
	var out []blockLine
	for ; i < len(lines); i++ {
		text, ok := strings.CutPrefix(lines[i], "//\t")
		if !ok {
			break
		}
		out = append(out, blockLine{i + 1, strings.TrimSpace(text)})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no code block after %q", file, header)
	}
	return out, nil
}

// ReadWordTable reads the rows of the first code block after header in
// file's doc comment, each split into its cells: two spaces or more
// apart.
func ReadWordTable(file, header string) ([][]string, error) {
	lines, err := codeBlock(file, header)
	if err != nil {
		return nil, err
	}
	var out [][]string
	for _, l := range lines {
		out = append(out, columns.Split(l.text, -1))
	}
	return out, nil
}

// ReadVocab reads the table of the first code block after the line
// holding header in the doc comment of file: a row of column names, then
// each row "words  where  [other  ]example", cells two spaces or more
// apart. withOther says whether rows have the other game's column.
func ReadVocab(file, header string, withOther bool) ([]VocabRow, error) {
	lines, err := codeBlock(file, header)
	if err != nil {
		return nil, err
	}
	cells := 3
	if withOther {
		cells = 4
	}
	var rows []VocabRow
	for _, l := range lines[1:] { // after the row of column names
		c := columns.Split(l.text, -1)
		if len(c) != cells {
			return nil, fmt.Errorf("%s:%d: %d cells, want %d: %q", file, l.n, len(c), cells, l.text)
		}
		r := VocabRow{Line: l.n, Words: strings.Split(c[0], ", "), Where: c[1], Example: c[cells-1]}
		if withOther {
			r.Other = c[2]
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: the table after %q is empty", file, header)
	}
	return rows, nil
}

// ReadWordList reads the words of the first code block after header in
// file's doc comment, separated by spaces.
func ReadWordList(file, header string) ([]string, error) {
	lines, err := codeBlock(file, header)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range lines {
		out = append(out, strings.Fields(l.text)...)
	}
	return out, nil
}

// Keywords are the card-data language's keywords, as package carddata's
// doc lists them (its TestDocKeywords checks the list against the lexer).
// dir is the path from the calling package to the module root.
func Keywords(dir string) ([]string, error) {
	return ReadWordList(dir+"/carddata/doc.go", "These words are keywords")
}

// Tokens are the words, numbers and punctuation of an ability's text, in
// order: keywords lower-cased, every other word lower-cased and made
// singular (carddata.Singular), as a compiler reads them.
func Tokens(text string, keywords []string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case unicode.IsDigit(r):
			j := i + 1
			for j < len(rs) && unicode.IsDigit(rs[j]) {
				j++
			}
			out = append(out, string(rs[i:j]))
			i = j
		case unicode.IsLetter(r):
			j := i + 1
			for j < len(rs) && (wordRune(rs[j]) || strings.ContainsRune("_'-", rs[j]) && j+1 < len(rs) && wordRune(rs[j+1])) {
				j++
			}
			w := strings.ToLower(string(rs[i:j]))
			if !slices.Contains(keywords, w) {
				w = carddata.Singular(w)
			}
			out = append(out, w)
			i = j
		default:
			out = append(out, string(r))
			i++
		}
	}
	return out
}

// CardTexts returns every ability written in the YAML card files given:
// each string under a key named in fields, or in a list under one, in
// file order.
func CardTexts(files map[string][]byte, fields ...string) ([]string, error) {
	var out []string
	var walk func(n *yaml.Node, field bool)
	walk = func(n *yaml.Node, field bool) {
		switch n.Kind {
		case yaml.DocumentNode, yaml.SequenceNode:
			for _, c := range n.Content {
				walk(c, field)
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				walk(n.Content[i+1], slices.Contains(fields, n.Content[i].Value))
			}
		case yaml.ScalarNode:
			if field && n.Value != "" {
				out = append(out, n.Value)
			}
		}
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		var doc yaml.Node
		if err := yaml.Unmarshal(files[name], &doc); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		walk(&doc, false)
	}
	return out, nil
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }
